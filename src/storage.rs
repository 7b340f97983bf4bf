//! Local storage: the only file that touches it. A versioned snapshot of the player's data
//! (the sessions themselves live in IndexedDB: store.rs), read through migrations and
//! never destroyed.
//!
//! The logic is pure and tested natively (`tests/storage.rs`): [`read`] turns the stored text
//! into a [`Snapshot`] or a [`StorageError`], [`read_parts`] reads it part by part. The
//! browser calls at the end of the file are thin: read a key, write a key, keep unreadable
//! text aside.
//!
//! # The rules (STYLE.md item 11)
//! - No key: a fresh start.
//! - Unreadable text (not JSON, not the format, a newer version): the app starts fresh, the
//!   text is copied to a key of its own ([`ASIDE_PREFIX`] + a number never used before) and
//!   never overwritten; the player is told and can download it.
//! - A failed write (quota, private mode, storage disabled) is an error shown to the player.
//! - Two tabs: the sessions are merged by hand identity in the store (store.rs); a
//!   session edited differently in both is kept as a copy ([`Conflict`]).

use crate::core::sorted_map::SortedMap;
use std::fmt;

use gloo_storage::{LocalStorage, SessionStorage, Storage};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;

use crate::people::Book;
use crate::prefs::{Lang, Theme};
use crate::session::{self, Session, FORMAT_VERSION};

/// The key of the snapshot.
pub const KEY: &str = "tarot-companion";
/// Unreadable text is kept under `tarot-companion.unreadable.1`, `.2`, …
pub const ASIDE_PREFIX: &str = "tarot-companion.unreadable.";
/// Where a page going away writes down the change it had not yet stored (one key per tab, a
/// number after the prefix); the next start merges it into the store and forgets it.
pub const UNSAVED_PREFIX: &str = "tarot-companion.unsaved.";
/// The snapshot version this build writes. Every older one has a migration below and a
/// fixture `tests/data/v<N>_snapshot*.json`.
pub const SNAPSHOT_VERSION: u32 = 4;

/// Everything the app keeps between visits. `S` is the screen's type, which the UI owns
/// ([`Value`] where it does not matter, as in the tests).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Snapshot<S = Value> {
    pub version: u32,
    /// Most recent first, as the app lists them. Since version 3 the sessions live in
    /// IndexedDB (docs/storage.md): a snapshot holds them only until they are moved there.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sessions: Vec<StoredSession>,
    /// Sessions are kept in the store (version 3): the loading shell of index.html reads it to
    /// know that there are sessions to come, before the app has read them.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stored: bool,
    /// Names entered in earlier sessions, most recent first.
    pub names: Vec<String>,
    pub prefs: Prefs,
    /// People and groups (version 4; docs/storage.md): an older snapshot has none, its
    /// sessions are linked by name when the app loads them.
    #[serde(skip_serializing_if = "Book::is_empty")]
    pub people: Book,
    /// The screen and the hand being entered, as the UI writes them (its own format, opaque
    /// here): a reload in the middle of a hand comes back to it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub screen: Option<S>,
}

/// The snapshot as stored, its sessions and its screen left as text to be read one by one
/// ([`read_parts`]): one unreadable part hides none of the others.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Parts<'a> {
    version: u32,
    #[serde(default, borrow)]
    sessions: Vec<&'a RawValue>,
    #[serde(default)]
    stored: bool,
    #[serde(default, borrow)]
    names: Option<&'a RawValue>,
    #[serde(default, borrow)]
    prefs: Option<&'a RawValue>,
    #[serde(default, borrow)]
    people: Option<&'a RawValue>,
    #[serde(default, borrow)]
    screen: Option<&'a RawValue>,
}

/// A session and its revision: how many times it was saved changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredSession {
    pub rev: u64,
    pub session: Session,
}

/// The player's preferences.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<Lang>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub theme: Option<Theme>,
}

impl<S> Default for Snapshot<S> {
    fn default() -> Self {
        Snapshot::new()
    }
}

impl<S> Snapshot<S> {
    /// A first visit: nothing saved.
    pub fn new() -> Snapshot<S> {
        Snapshot {
            version: SNAPSHOT_VERSION,
            sessions: Vec::new(),
            stored: false,
            names: Vec::new(),
            prefs: Prefs::default(),
            people: Book::default(),
            screen: None,
        }
    }

    /// The stored text: the same as serde writes for the whole snapshot (a test checks it).
    pub fn to_json(&self) -> String
    where
        S: Serialize,
    {
        self.to_json_reusing(&[], Vec::new()).0
    }

    /// The stored text and the JSON of each session. A session found in `old` unchanged (same
    /// revision and content) takes its JSON from `old_json` (same order as `old`) instead of
    /// being serialized again: with 50 sessions of 100 hands, serializing everything after
    /// each tap cost tens of milliseconds on a phone.
    pub fn to_json_reusing(
        &self,
        old: &[StoredSession],
        old_json: Vec<String>,
    ) -> (String, Vec<String>)
    where
        S: Serialize,
    {
        let mut old_json: Vec<Option<String>> = old_json.into_iter().map(Some).collect();
        let parts: Vec<String> = self
            .sessions
            .iter()
            .map(|s| {
                // A few dozen sessions: a linear search costs less than a hash map's code.
                old.iter()
                    .zip(old_json.iter_mut())
                    .find(|(o, _)| *o == s)
                    .and_then(|(_, json)| json.take())
                    .unwrap_or_else(|| part(s))
            })
            .collect();
        let mut text =
            String::with_capacity(parts.iter().map(|j| j.len() + 1).sum::<usize>() + 256);
        text.push_str("{\"version\":");
        text.push_str(&self.version.to_string());
        if !parts.is_empty() {
            text.push_str(",\"sessions\":[");
            for (i, j) in parts.iter().enumerate() {
                if i > 0 {
                    text.push(',');
                }
                text.push_str(j);
            }
            text.push(']');
        }
        if self.stored {
            text.push_str(",\"stored\":true");
        }
        text.push_str(",\"names\":");
        text.push_str(&part(&self.names));
        text.push_str(",\"prefs\":");
        text.push_str(&part(&self.prefs));
        if !self.people.is_empty() {
            text.push_str(",\"people\":");
            text.push_str(&part(&self.people));
        }
        if let Some(screen) = &self.screen {
            text.push_str(",\"screen\":");
            text.push_str(&part(screen));
        }
        text.push('}');
        (text, parts)
    }

    /// The sessions without their revisions.
    pub fn sessions(&self) -> Vec<Session> {
        self.sessions.iter().map(|s| s.session.clone()).collect()
    }
}

/// A part of the snapshot as JSON.
fn part<T: Serialize>(value: &T) -> String {
    crate::json::to_string(value).unwrap_or_else(|e| panic!("a snapshot always serializes: {e}"))
}

/// Why the stored data could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageError {
    /// Boxed: errors travel in every `Result` of the reading and checking code, which
    /// stays smaller when they are one pointer wide (issue #7).
    kind: Box<StorageErrorKind>,
}

/// The reasons, for the UI to say in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum StorageErrorKind {
    /// The browser gives no local storage (disabled, blocked by the privacy settings).
    Unavailable { reason: String },
    /// The stored text is not a snapshot: kept aside, not read.
    Unreadable { reason: String },
    /// Some parts of the snapshot (a session, the screen) cannot be read: the text is kept
    /// aside, every other part is loaded.
    PartlyUnreadable { reason: String },
    /// Saved by a newer version of the app: kept aside, not read.
    NewerVersion { version: u64 },
    /// The browser refused to save (storage full, private browsing).
    WriteFailed { reason: String },
}

impl StorageError {
    pub fn kind(&self) -> &StorageErrorKind {
        &self.kind
    }
}

impl From<StorageErrorKind> for StorageError {
    fn from(kind: StorageErrorKind) -> Self {
        StorageError {
            kind: Box::new(kind),
        }
    }
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use StorageErrorKind as K;
        match &*self.kind {
            K::Unavailable { reason } => write!(f, "this browser does not let the app save anything: {reason}"),
            K::Unreadable { reason } => write!(f, "the saved data cannot be read: {reason}"),
            K::PartlyUnreadable { reason } => write!(
                f,
                "part of the saved data cannot be read and is kept aside ({reason}); everything else is loaded"
            ),
            K::NewerVersion { version } => write!(
                f,
                "the saved data comes from a newer version of the app (data version {version}, this one reads up to {SNAPSHOT_VERSION})"
            ),
            K::WriteFailed { reason } => write!(f, "the browser refused to save: {reason}"),
        }
    }
}

impl std::error::Error for StorageError {}

fn unreadable(reason: impl fmt::Display) -> StorageError {
    StorageErrorKind::Unreadable {
        reason: reason.to_string(),
    }
    .into()
}

// ---------------------------------------------------------------------------------------
// Reading and migrations

/// One migration: a snapshot of version N (as JSON) to version N + 1.
type Migration = fn(Value) -> Result<Value, StorageError>;

/// `MIGRATIONS[n - 1]` turns version n into n + 1. A new version adds its step here and keeps
/// a fixture of the old one in `tests/data/`.
const MIGRATIONS: &[Migration] = &[v1_to_v2, v2_to_v3, v3_to_v4];

/// Snapshot 3 to 4: people and groups are kept (`people`, [`Book`]). An older snapshot has
/// none: the step only counts the version, and the app links the sessions' names to people
/// when it loads them (`Book::linked`, by name, oldest session first), keeping them at the
/// next save.
fn v3_to_v4(mut value: Value) -> Result<Value, StorageError> {
    if let Some(version) = value.get_mut("version") {
        *version = Value::from(4);
    }
    Ok(value)
}

/// Snapshot 2 to 3: the sessions move to IndexedDB (docs/storage.md). The step itself only
/// counts the version: the app copies the sessions into the store, reads them back whole and
/// only then writes the snapshot without them; until then the old text stays.
fn v2_to_v3(mut value: Value) -> Result<Value, StorageError> {
    if let Some(version) = value.get_mut("version") {
        *version = Value::from(3);
    }
    Ok(value)
}

/// Snapshot 1 to 2: its sessions move to the session format 2 ([`session::migrate_v1`]), and
/// the screen's view is tagged outside (`{"screen": "table", "session": "a"}` becomes
/// `{"table": {"session": "a"}}`; `"home"` and `"setup"` are plain names).
fn v1_to_v2(mut value: Value) -> Result<Value, StorageError> {
    if let Some(Value::Array(sessions)) = value.get_mut("sessions") {
        for (i, stored) in sessions.iter_mut().enumerate() {
            if let Some(session) = stored.get_mut("session") {
                *session = session::migrate_v1(session.take())
                    .map_err(|e| unreadable(format_args!("sessions[{i}]: session: {e}")))?;
            }
        }
    }
    if let Some(Value::Object(view)) = value.pointer_mut("/screen/view") {
        if let Some(Value::String(name)) = view.remove("screen") {
            *value.pointer_mut("/screen/view").expect("just read") = if view.is_empty() {
                Value::String(name)
            } else {
                let mut tagged = serde_json::Map::new();
                tagged.insert(name, Value::Object(std::mem::take(view)));
                Value::Object(tagged)
            };
        }
    }
    if let Some(version) = value.get_mut("version") {
        *version = Value::from(2);
    }
    Ok(value)
}

/// What the stored text (`None`: no key) holds, all of it: a part that cannot be read makes
/// the whole text unreadable (as another tab's text is taken before a write). At start,
/// [`read_parts`] keeps what can be read.
pub fn read<S: DeserializeOwned>(raw: Option<&str>) -> Result<Snapshot<S>, StorageError> {
    let (snapshot, problems) = read_parts(raw)?;
    match problems.is_empty() {
        true => Ok(snapshot),
        false => Err(unreadable(problems.join("; "))),
    }
}

/// What the stored text holds, part by part: the readable sessions and screen, and what could
/// not be read (`sessions[2]: hands[0]: missing field `taker``, `screen: …`). Text that is not
/// a snapshot at all, or of a newer version, is an error. A snapshot of this version is read
/// as it is; an older one is parsed, migrated step by step, and read as the current version.
pub fn read_parts<S: DeserializeOwned>(
    raw: Option<&str>,
) -> Result<(Snapshot<S>, Vec<String>), StorageError> {
    let Some(raw) = raw else {
        return Ok((Snapshot::new(), Vec::new()));
    };
    let session::Versioned { version } = crate::json::from_str(raw).map_err(unreadable)?;
    if version == 0 {
        return Err(unreadable("version 0"));
    }
    if version > u64::from(SNAPSHOT_VERSION) {
        return Err(StorageErrorKind::NewerVersion { version }.into());
    }
    let migrated;
    let text = if version == u64::from(SNAPSHOT_VERSION) {
        raw
    } else {
        let mut value: Value = crate::json::from_str(raw).map_err(unreadable)?;
        for step in &MIGRATIONS[(version - 1) as usize..] {
            value = step(value)?;
        }
        migrated = session::migrated_text(&value).map_err(unreadable)?;
        &migrated
    };
    let parts: Parts<'_> = crate::json::from_str(text).map_err(|e| {
        // A migrated text's lines are not the stored text's: only the place is said.
        match version == u64::from(SNAPSHOT_VERSION) {
            true => unreadable(session::innermost(&e.to_string())),
            false => unreadable(session::place_only(&e)),
        }
    })?;
    // A part's line and column would count from the part, not the stored text: only its
    // place is said.
    let mut problems = Vec::new();
    let mut ids = SortedMap::new();
    let mut sessions = Vec::with_capacity(parts.sessions.len());
    for (i, part) in parts.sessions.iter().enumerate() {
        let place = format!("sessions[{i}]");
        match read_part::<StoredSession>(Some(part), &place, &mut problems) {
            None => {}
            Some(stored) if stored.session.version != FORMAT_VERSION => problems.push(format!(
                "sessions[{i}]: session format version {}",
                stored.session.version
            )),
            Some(stored) if ids.insert(stored.session.id.clone(), ()).is_some() => {
                problems.push(format!(
                    "sessions[{i}]: two sessions have the id \"{}\"",
                    stored.session.id
                ))
            }
            Some(stored) => sessions.push(stored),
        }
    }
    let names = read_part(parts.names, "names", &mut problems).unwrap_or_default();
    let prefs = read_part(parts.prefs, "prefs", &mut problems).unwrap_or_default();
    let people = read_part(parts.people, "people", &mut problems).unwrap_or_default();
    let screen = read_part(parts.screen, "screen", &mut problems);
    let snapshot = Snapshot {
        version: parts.version,
        sessions,
        stored: parts.stored,
        names,
        prefs,
        people,
        screen,
    };
    Ok((snapshot, problems))
}

/// One part of the snapshot read on its own; what cannot be read is a problem with its place.
fn read_part<T: DeserializeOwned>(
    text: Option<&RawValue>,
    place: &str,
    problems: &mut Vec<String>,
) -> Option<T> {
    match crate::json::from_str(text?.get()) {
        Ok(value) => Some(value),
        Err(e) => {
            problems.push(format!("{place}: {}", session::place_only(&e)));
            None
        }
    }
}

// ---------------------------------------------------------------------------------------
// Two tabs (the merge itself is the store's: store.rs)

/// A session changed both here and in another tab since this tab last saw it: the other
/// tab's version (already saved) stays under `id`, this tab's is saved as `copy_id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    pub id: String,
    pub copy_id: String,
}

/// The first key `ASIDE_PREFIX + n` (n from 1) that `exists` says is free.
pub fn aside_key(exists: impl Fn(&str) -> bool) -> String {
    (1u64..)
        .map(|n| format!("{ASIDE_PREFIX}{n}"))
        .find(|key| !exists(key))
        .expect("some number is free")
}

// ---------------------------------------------------------------------------------------
// The browser: thin calls, each failure an error.

/// Local storage, through gloo-storage. gloo's calls take storage for granted (they throw
/// where the browser has none: disabled, blocked by privacy settings), so its presence is
/// checked first and its absence is an error the player is told.
fn local() -> Result<web_sys::Storage, StorageError> {
    let unavailable = |reason: &str| {
        StorageError::from(StorageErrorKind::Unavailable {
            reason: reason.to_owned(),
        })
    };
    let window = web_sys::window().ok_or_else(|| unavailable("no window"))?;
    match window.local_storage() {
        Ok(Some(_)) => Ok(LocalStorage::raw()),
        Ok(None) => Err(unavailable("no local storage")),
        Err(e) => Err(unavailable(&js_reason(&e))),
    }
}

/// This tab's session storage, through gloo-storage (whose handle takes it for granted):
/// `None` where the browser gives none (storage blocked by privacy settings).
pub fn tab() -> Option<web_sys::Storage> {
    match web_sys::window()?.session_storage() {
        Ok(Some(_)) => Some(SessionStorage::raw()),
        _ => None,
    }
}

pub(crate) fn js_reason(e: &wasm_bindgen::JsValue) -> String {
    use wasm_bindgen::JsCast;
    match e.dyn_ref::<js_sys::Error>() {
        Some(err) => String::from(err.message()),
        None => e.as_string().unwrap_or_else(|| "unknown error".to_owned()),
    }
}

/// The stored text of `key`, if any.
pub fn load_raw(key: &str) -> Result<Option<String>, StorageError> {
    local()?.get_item(key).map_err(|e| {
        StorageErrorKind::Unavailable {
            reason: js_reason(&e),
        }
        .into()
    })
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `localStorage`, for the two calls web-sys does not offer as wanted.
    #[wasm_bindgen(js_name = Storage)]
    type JsStorage;
    /// `getItem` returning the JS string itself: comparing it with the text last seen costs
    /// nothing, where copying half a megabyte into wasm and parsing it costs tens of
    /// milliseconds on a phone.
    #[wasm_bindgen(method, catch, js_name = getItem)]
    fn get_item_js(
        this: &JsStorage,
        key: &str,
    ) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    /// `setItem` with a JS string made once, kept as the text last written.
    #[wasm_bindgen(method, catch, js_name = setItem)]
    fn set_item_js(
        this: &JsStorage,
        key: &str,
        value: &wasm_bindgen::JsValue,
    ) -> Result<(), wasm_bindgen::JsValue>;
}

fn local_js() -> Result<JsStorage, StorageError> {
    use wasm_bindgen::JsCast;
    local().map(JsCast::unchecked_into)
}

/// The snapshot's stored text as a JS value (a string, or null when there is none), left in
/// JS: the UI compares it with the text it last saw and copies it into wasm only when another
/// tab changed it.
pub fn load_js() -> Result<wasm_bindgen::JsValue, StorageError> {
    local_js()?.get_item_js(KEY).map_err(|e| {
        StorageErrorKind::Unavailable {
            reason: js_reason(&e),
        }
        .into()
    })
}

/// Writes the snapshot's text ([`Snapshot::to_json_reusing`]) and returns it as the JS string
/// stored. A refusal (quota, private mode) is returned, never swallowed.
pub fn save_js(text: &str) -> Result<wasm_bindgen::JsValue, StorageError> {
    let storage = local_js()?;
    let value = wasm_bindgen::JsValue::from_str(text);
    storage.set_item_js(KEY, &value).map_err(|e| {
        StorageError::from(StorageErrorKind::WriteFailed {
            reason: js_reason(&e),
        })
    })?;
    Ok(value)
}

/// Copies unreadable text to a new key of its own and returns that key (the key that holds
/// it already, if one does: the same accident is kept once). The text is the JS string read
/// from storage, copied without passing through Rust: a Rust string cannot hold a lone UTF-16
/// surrogate, and the copy must be the original exactly (D6).
pub fn keep_aside(raw: &wasm_bindgen::JsValue) -> Result<String, StorageError> {
    let storage = local_js()?;
    let mut n = 1u64;
    loop {
        let key = format!("{ASIDE_PREFIX}{n}");
        let held = storage.get_item_js(&key).map_err(|e| {
            StorageError::from(StorageErrorKind::Unavailable {
                reason: js_reason(&e),
            })
        })?;
        if held == *raw {
            return Ok(key);
        }
        if held.is_null() || held.is_undefined() {
            storage.set_item_js(&key, raw).map_err(|e| {
                StorageError::from(StorageErrorKind::WriteFailed {
                    reason: js_reason(&e),
                })
            })?;
            return Ok(key);
        }
        n += 1;
    }
}

/// Every text under a key `prefix` + number: (number, key, text).
fn numbered(prefix: &str) -> Vec<(u64, String, String)> {
    let Ok(storage) = local() else {
        return Vec::new();
    };
    let len = LocalStorage::length();
    (0..len)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| {
            let n = key.strip_prefix(prefix)?.parse().ok()?;
            let text = storage.get_item(&key).ok().flatten()?;
            Some((n, key, text))
        })
        .collect()
}

/// Every text kept aside: (key, text), oldest first.
pub fn kept_aside() -> Vec<(String, String)> {
    let mut out = numbered(ASIDE_PREFIX);
    crate::core::sort_by_key(&mut out, |(n, _, _)| *n);
    out.into_iter().map(|(_, key, text)| (key, text)).collect()
}

/// The changes a page wrote down as it went, not known to have reached the store: (key, text).
pub fn unsaved() -> Vec<(String, String)> {
    let out = numbered(UNSAVED_PREFIX);
    out.into_iter().map(|(_, key, text)| (key, text)).collect()
}

/// Writes down a change not yet known stored, under this tab's key (`UNSAVED_PREFIX` + number).
pub fn write_unsaved(key: &str, text: &str) -> Result<(), StorageError> {
    local()?.set_item(key, text).map_err(|e| {
        StorageErrorKind::WriteFailed {
            reason: js_reason(&e),
        }
        .into()
    })
}

/// Forgets a change written down, now in the store.
pub fn forget_unsaved(key: &str) {
    if key.starts_with(UNSAVED_PREFIX) && local().is_ok() {
        LocalStorage::delete(key);
    }
}

/// Forgets a text kept aside (after the player downloaded it or chose to drop it).
pub fn forget_aside(key: &str) -> Result<(), StorageError> {
    if !key.starts_with(ASIDE_PREFIX) {
        return Ok(());
    }
    local()?;
    LocalStorage::delete(key);
    Ok(())
}

/// What [`load`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<S> {
    pub snapshot: Snapshot<S>,
    /// What went wrong, if anything: the UI says it.
    pub error: Option<StorageError>,
    /// Where the unreadable text was kept, for the player to download.
    pub aside: Option<String>,
    /// False when the app must not write: the unreadable text could not be kept aside (it
    /// would be overwritten), or there is no storage at all.
    pub writable: bool,
    /// The text the snapshot was read from, as the JS string [`load_js`] gives (`None` when
    /// nothing was read): the first save compares it with storage instead of reading again.
    pub text: Option<wasm_bindgen::JsValue>,
    /// Unreadable text that could not be kept aside (storage full, #17 D1): held in memory
    /// for the player to download; the app writes over it only once they have it.
    pub held: Option<String>,
    /// Why it could not be kept aside.
    pub write_error: Option<StorageError>,
}

/// Loads at start. Unreadable text is copied aside before anything else, so that the fresh
/// start that follows cannot overwrite it.
pub fn load<S: DeserializeOwned>() -> Loaded<S> {
    let fresh = |error, aside, writable| Loaded {
        snapshot: Snapshot::new(),
        error: Some(error),
        aside,
        writable,
        text: None,
        held: None,
        write_error: None,
    };
    // One read of the key: the JS string is kept for the first save, its copy is parsed.
    let text = match load_js() {
        Ok(text) => text,
        Err(e) => return fresh(e, None, false),
    };
    let raw = text.as_string();
    // Unreadable text that cannot be copied aside (storage full): the read error and the
    // write error are both said, the text is held for download, and nothing is written until
    // the player has it (#17 D1). The stored text is then known: the first save writes over it.
    let held = |snapshot, error, write, text, raw: Option<String>| Loaded {
        snapshot,
        error: Some(error),
        aside: None,
        writable: false,
        text: Some(text),
        held: raw,
        write_error: Some(write),
    };
    match read_parts(raw.as_deref()) {
        Ok((snapshot, problems)) if problems.is_empty() => Loaded {
            snapshot,
            error: None,
            aside: None,
            writable: true,
            text: raw.is_some().then_some(text),
            held: None,
            write_error: None,
        },
        // Some parts cannot be read: the whole text is kept aside, the rest is loaded.
        Ok((snapshot, problems)) => {
            let error: StorageError = StorageErrorKind::PartlyUnreadable {
                reason: problems.join("; "),
            }
            .into();
            match keep_aside(&text) {
                Ok(key) => Loaded {
                    snapshot,
                    error: Some(error),
                    aside: Some(key),
                    writable: true,
                    text: Some(text),
                    held: None,
                    write_error: None,
                },
                Err(write) => held(snapshot, error, write, text, raw),
            }
        }
        Err(e) => match keep_aside(&text) {
            Ok(key) => fresh(e, Some(key), true),
            Err(write) if raw.is_some() => held(Snapshot::new(), e, write, text, raw),
            Err(write) => fresh(write, None, false),
        },
    }
}
