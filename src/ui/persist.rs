//! The effects that keep the app's state between visits. The reducer stays pure: loading
//! happens once before the app's first render ([`load`], awaited by the provider), saving is
//! an effect after every change ([`use_persist`]), and other tabs' changes come in as an
//! [`Action::Elsewhere`].
//!
//! Where: the sessions in IndexedDB, one record per session (`crate::store`,
//! `crate::durable`), written when that session changes, merged by hand identity with what
//! another tab stored, in one readwrite transaction. Names, preferences, people and groups, the screen with
//! the hand being entered in the local storage snapshot (`crate::storage`), so that a reload
//! in the middle of a hand comes back to it.

use std::cell::RefCell;
use std::rc::Rc;

use idb::Database;
use serde::{Deserialize, Serialize};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::games_state::GameDraft;
use super::hooks::use_app;
use super::i18n::Lang;
use super::provider::AppContext;
use super::state::{Action, AppState, Draft, Pending, SavedStep, Setup, View};
use crate::core::sorted_map::SortedMap;
use crate::durable;
use crate::people::Book;
use crate::session::Session;
use crate::storage::{self, Conflict, Prefs, Snapshot, StorageError, StorageErrorKind};
use crate::store::{self, Record, CHANGED};

/// The part of the snapshot the UI owns: where the player was and what was being typed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Screen {
    view: View,
    setup: Setup,
    draft: Draft,
    /// The hand being entered in a Tarocchi or free-form session.
    game_draft: GameDraft,
    /// Undo and redo, so that a reload keeps them (each at most `HISTORY_DEPTH` steps): here
    /// only where the browser gives no store, or as an older build wrote them (read once);
    /// otherwise in the store's history record ([`History`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    past: Vec<SavedStep>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    future: Vec<SavedStep>,
}

/// This tab's screen, kept in the tab's session storage as well as in the snapshot: a reload
/// comes back to the hand this tab was typing, not to the one another tab typed last (QA: two
/// tabs each typing a hand, both reloaded, showed the same one, the other lost, and
/// confirming in both would have recorded it twice). A new tab, or the app opened again,
/// takes the snapshot's: the last one any tab wrote.
const TAB_SCREEN: &str = "tarot-companion-screen";

/// The screen this tab kept ([`TAB_SCREEN`]), if any: the snapshot's text as this tab last
/// wrote it (read as the snapshot is, no second reader of the screen in the wasm).
fn tab_screen() -> Option<Screen> {
    let text = storage::tab()?.get_item(TAB_SCREEN).ok()??;
    storage::read::<Screen>(Some(&text)).ok()?.screen
}

/// The store's history record: undo and redo (`crate::store::HISTORY`, `[past, future]`),
/// written in the transaction of the sessions they go with, and only when they moved: never
/// through the local storage snapshot, which a tap rewrites.
type History = (Vec<SavedStep>, Vec<SavedStep>);

/// What the player is told about storage.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersistStatus {
    /// Reading failed (unreadable data, a newer version, no storage).
    pub load_error: Option<StorageError>,
    /// Where unreadable data was kept aside, for download.
    pub aside: Option<String>,
    /// The last write failed: the latest changes are only in this tab, which keeps trying.
    pub write_error: Option<StorageError>,
    /// A write failed earlier and the app has saved again since.
    pub saved_again: bool,
    /// Sessions changed in two tabs at once: the other tab's version kept, ours copied.
    pub conflicts: Vec<Conflict>,
    /// Unreadable text that could not be kept aside (storage full), held for download: the
    /// app writes nothing over it until the player has it ([`release`]).
    pub held: Option<String>,
}

/// What the snapshot holds besides sessions: names, preferences, people, screen.
type Local = (Vec<String>, Prefs, Rc<Book>, Option<Screen>);

/// What this tab knows of storage.
#[derive(Default)]
struct Keeper {
    /// The snapshot's text (names, preferences, screen) as last read or written, a JS string.
    raw: Option<JsValue>,
    /// What the snapshot holds as last read or written.
    local: Option<Local>,
    /// False while unreadable text that could not be kept aside sits under the snapshot's key.
    writable: bool,
    /// The store; `None` where the browser gives none: then the sessions stay in the snapshot.
    db: Option<Rc<Database>>,
    /// Each session as last stored or read from the store.
    base: store::Base,
    /// The sessions of the last state known to be stored as they are (held, so that their
    /// addresses stay theirs) and their addresses: a session of the state at one of these
    /// addresses is unchanged, found without comparing or copying anything.
    synced: Vec<Rc<Session>>,
    ptrs: SortedMap<usize, ()>,
    /// A save of the sessions is running; `again`: the state changed meanwhile.
    saving: bool,
    again: bool,
    /// A retry of a failed save is waiting.
    retry: bool,
    /// Why the last write of the snapshot, and of the sessions, failed (`None`: it
    /// succeeded). The player is told the first of them (`PersistStatus::write_error`).
    local_failed: Option<StorageError>,
    store_failed: Option<StorageError>,
    latest: Option<AppState>,
    app: Option<AppContext>,
    handle: Option<UseStateHandle<PersistStatus>>,
    status: PersistStatus,
    /// The sessions are being read after the first render ([`load_rest`]): nothing is saved
    /// meanwhile, and the records other tabs wrote (`missed`) are read again after.
    loading: bool,
    missed: Vec<String>,
    /// The history's change count (`AppState::history_rev`) as last stored.
    history_rev: Option<u64>,
    /// The save in flight: what it sends.
    flight: Option<Rc<Job>>,
    /// This tab's key for a change written down as the page went ([`write_down`]), once used.
    journal: Option<String>,
    /// The state [`load`] made, for the provider's first render.
    initial: Option<AppState>,
}

thread_local! {
    static KEEPER: RefCell<Keeper> = RefCell::new(Keeper::default());
}

/// A fresh hand identity: 53 random bits (an exact JSON number).
fn fresh() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The screen as the snapshot keeps it: with the history only where there is no store.
fn screen_of(state: &AppState, with_history: bool) -> Option<Screen> {
    let (past, future) = match with_history {
        true => state.saved_history(),
        false => Default::default(),
    };
    Some(Screen {
        view: state.view.clone(),
        setup: state.setup.clone(),
        draft: state.draft.clone(),
        game_draft: state.game_draft.clone(),
        past,
        future,
    })
}

fn prefs_of(state: &AppState) -> Prefs {
    Prefs {
        lang: Some(state.lang),
        theme: Some(state.theme),
    }
}

/// The snapshot of a state: without its sessions, which live in the store (with them only
/// where the browser has no store).
pub fn snapshot_of(state: &AppState, with_sessions: bool) -> Snapshot<Screen> {
    Snapshot {
        sessions: match with_sessions {
            true => state
                .sessions
                .iter()
                .map(|session| storage::StoredSession {
                    rev: 0,
                    session: Session::clone(session),
                })
                .collect(),
            false => Vec::new(),
        },
        stored: !with_sessions && !state.sessions.is_empty(),
        names: state.names.clone(),
        prefs: prefs_of(state),
        people: Book::clone(&state.people),
        screen: screen_of(state, with_sessions),
        ..Snapshot::new()
    }
}

/// A view that still makes sense with these sessions (a session deleted in another tab, a
/// hand being edited that is gone).
fn sane_view(state: &mut AppState) {
    let exists = |id: &str| {
        state
            .sessions
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.hands.len())
    };
    match &state.view {
        View::Table { session, open } => match exists(session) {
            None => state.view = View::Home,
            Some(n) if open.is_some_and(|i| i >= n) => {
                state.view = View::Table {
                    session: session.clone(),
                    open: None,
                };
            }
            Some(_) => {}
        },
        View::Entry { session } => match exists(session) {
            None => {
                state.view = View::Home;
                state.draft = Draft::default();
                state.game_draft = GameDraft::default();
            }
            Some(n) if state.draft.editing.is_some_and(|i| i >= n) => {
                state.draft = Draft::default()
            }
            Some(_) => {}
        },
        _ => {}
    }
}

/// The state a snapshot and the stored sessions describe.
fn state_from(
    snapshot: &Snapshot<Screen>,
    sessions: Vec<Session>,
    history: Option<History>,
    pending: bool,
    lang: Lang,
) -> AppState {
    let mut state = AppState::new(lang);
    if let Some(lang) = snapshot.prefs.lang {
        state.lang = lang;
    }
    if let Some(theme) = snapshot.prefs.theme {
        state.theme = theme;
    }
    state.sessions = sessions.into();
    state.names = snapshot.names.clone();
    let s = snapshot.screen.clone().unwrap_or_default();
    state.view = s.view;
    state.setup = s.setup;
    state.draft = s.draft;
    state.game_draft = s.game_draft;
    // The store's history, or the one an older build kept in the snapshot.
    let (past, future) = history.unwrap_or((s.past, s.future));
    state.load_history(past, future);
    // Sessions not linked to people yet (an older snapshot's, or new) are linked by name,
    // once they are all read (here, or at `Action::Loaded` when drawn from the index first:
    // linking an empty list would drop every stored link).
    state.people = Rc::new(snapshot.people.clone());
    if !pending {
        state.people = Rc::new(state.linked_people());
    }
    sane_view(&mut state);
    // The hand being entered, checked once for the first render.
    state.refresh_check();
    state
}

/// Reads the store's records: the readable ones, and each unreadable one kept aside (its
/// exact text, under a key of its own) and removed from the store, or held in memory when it
/// cannot be copied (storage full). One bad record hides no other.
/// Read in chunks of [`CHUNK`] records, the page free between two (`wait`: after the first
/// render, when the player may be tapping).
async fn read_records(db: &Database, status: &mut PersistStatus, wait: bool) -> Vec<Record> {
    let mut records = Vec::new();
    let mut problems = Vec::new();
    let mut gone = Vec::new();
    let mut after: Option<JsValue> = None;
    loop {
        if wait {
            pause().await;
        }
        let rows = match durable::read_chunk(db, after.as_ref(), CHUNK).await {
            Ok(rows) => rows,
            Err(e) => {
                status.load_error = Some(e);
                return Vec::new();
            }
        };
        let last = rows.len() < CHUNK as usize;
        after = rows.last().map(|(key, _)| key.clone());
        read_rows(rows, &mut records, &mut problems, &mut gone, status);
        if last {
            break;
        }
    }
    finish_reading(db, records, problems, gone, status).await
}

/// Records read at a time at start (a few milliseconds of parsing on a slow phone).
const CHUNK: u32 = 50;

/// Lets the browser draw and answer the player: resolves in a later task.
async fn pause() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Reads one chunk of rows: readable records to `records`, each unreadable one kept aside.
fn read_rows(
    rows: Vec<(JsValue, JsValue)>,
    records: &mut Vec<Record>,
    problems: &mut Vec<String>,
    gone: &mut Vec<String>,
    status: &mut PersistStatus,
) {
    for (key, text) in rows {
        let id = key.as_string().unwrap_or_default();
        let read = match text.as_string() {
            Some(t) => Record::from_text(&t, &mut fresh),
            None => Err("not text".to_owned()),
        };
        let problem = match read {
            Ok(record) if record.session.id == id => {
                records.push(record);
                continue;
            }
            Ok(_) => format!("record \"{id}\": its session has another id"),
            Err(e) => format!("record \"{id}\": {e}"),
        };
        problems.push(problem);
        {
            // The record as stored, as text (a record that is not text is kept as JSON).
            let raw = match text.is_string() {
                true => text.clone(),
                false => js_sys::JSON::stringify(&text)
                    .map(JsValue::from)
                    .unwrap_or_else(|_| JsValue::from_str("")),
            };
            match storage::keep_aside(&raw) {
                Ok(aside) => {
                    status.aside.get_or_insert(aside);
                    gone.push(id);
                }
                Err(write) => {
                    status.held = raw.as_string();
                    status.write_error = Some(write);
                }
            }
        }
    }
}

/// After the rows: the problems said, the records kept aside taken out of the store.
async fn finish_reading(
    db: &Database,
    records: Vec<Record>,
    problems: Vec<String>,
    gone: Vec<String>,
    status: &mut PersistStatus,
) -> Vec<Record> {
    if !problems.is_empty() {
        status.load_error = Some(
            StorageErrorKind::PartlyUnreadable {
                reason: problems.join("; "),
            }
            .into(),
        );
    }
    if !gone.is_empty() {
        // Kept aside: out of the store, so that it is not kept aside again at every start.
        let keys = durable::keys(&gone);
        let _ = durable::save(db, &keys, &mut |i, _| {
            keys.get(i).map(|k| (k.clone(), None)).into_iter().collect()
        })
        .await;
    }
    store::ordered(records)
}

/// Moves an old snapshot's sessions into the store: copied (a record already there, from a
/// migration cut short, stays), read back whole and compared. Only then may the snapshot be
/// written without them.
async fn migrate(db: &Database, sessions: &[storage::StoredSession]) -> Result<(), StorageError> {
    let records = store::records_of(sessions, &mut fresh);
    let ids: Vec<String> = records.iter().map(|r| r.session.id.clone()).collect();
    let keys = durable::keys(&ids);
    durable::save(db, &keys, &mut |i, stored| match (stored, keys.get(i)) {
        (None, Some(key)) => vec![(key.clone(), Some(records[i].to_text()))],
        _ => Vec::new(),
    })
    .await?;
    let back = durable::read(db, &keys).await?;
    let whole = back.iter().all(|text| {
        text.as_ref()
            .and_then(JsValue::as_string)
            .is_some_and(|t| Record::from_text(&t, &mut fresh).is_ok())
    });
    match whole {
        true => Ok(()),
        false => Err(StorageErrorKind::WriteFailed {
            reason: "the sessions copied to IndexedDB did not read back whole".to_owned(),
        }
        .into()),
    }
}

/// The store's history record (`None`: none, or unreadable: undo then starts empty, no
/// session is touched).
async fn read_history(db: &Database) -> Option<History> {
    let texts = durable::read(db, &[JsValue::from_f64(store::HISTORY)])
        .await
        .ok()?;
    let text = texts.into_iter().next()??.as_string()?;
    crate::json::from_str(&text).ok()
}

/// One bucket of the index read from its stored text (`None`: missing or unreadable).
fn bucket_of(text: Option<JsValue>) -> Option<store::Index> {
    crate::json::from_str(&text?.as_string()?).ok()
}

/// The store's index, from all its buckets (`None`: one is missing or unreadable).
async fn read_index(db: &Database) -> Option<store::Index> {
    let texts = durable::read(db, &bucket_keys()).await.ok()?;
    let buckets = texts.into_iter().map(bucket_of).collect::<Option<_>>()?;
    Some(store::Index::join(buckets))
}

/// Writes the index of these records (missing or stale: [`store::Index::fits`]): every
/// bucket, and the whole index of older builds deleted (they rebuild it when they start).
/// `before`: the index stored before the records were read; what other tabs saved since is
/// kept ([`store::Index::mend`]), read in the transaction that writes. Not written, it is
/// rebuilt at the next start.
async fn write_index(db: &Database, before: Option<&store::Index>, records: &[Record]) {
    let before = before.map(store::Index::buckets);
    let fresh = store::Index::of(records).buckets();
    let keys = bucket_keys();
    let mut now = Vec::with_capacity(keys.len());
    let _ = durable::save(db, &keys, &mut |i, stored| {
        if i < keys.len() {
            now.push(bucket_of(stored));
            return Vec::new();
        }
        let mut put: Vec<(JsValue, Option<String>)> = Vec::with_capacity(keys.len() + 1);
        for (b, (now, fresh)) in now.drain(..).zip(&fresh).enumerate() {
            let bucket = match (&before, now) {
                (Some(before), Some(now)) => store::Index::mend(&before[b], &now, fresh),
                _ => fresh.clone(),
            };
            let text = crate::json::to_string(&bucket).unwrap_or_default();
            put.push((keys[b].clone(), Some(text)));
        }
        put.push((JsValue::from_f64(store::INDEX), None));
        put
    })
    .await;
}

/// The keys of the index's buckets.
fn bucket_keys() -> Vec<JsValue> {
    (0..store::BUCKETS)
        .map(|b| JsValue::from_f64(store::bucket_key(b)))
        .collect()
}

/// Loads at start, before the app's first render: the snapshot, then the store (an old
/// snapshot's sessions moved into it first). The state is kept for [`initial_state`].
///
/// On the home screen with the store's index at hand, the first render waits for nothing
/// more: the home list is drawn from the index, and the sessions and the history are read
/// after it, in chunks ([`load_rest`]); what the player does meanwhile waits for them.
pub async fn load(lang: Lang) {
    let loaded = storage::load::<Screen>();
    let mut snapshot = loaded.snapshot;
    // This tab reloaded: its own screen, the history kept where the snapshot keeps it. A new
    // tab keeps the snapshot's as its own (below), nothing written in the shared storage.
    let own = tab_screen();
    let new_tab = own.is_none();
    if let Some(mut own) = own {
        if let Some(shared) = snapshot.screen.take() {
            (own.past, own.future) = (shared.past, shared.future);
        }
        snapshot.screen = Some(own);
    }
    let mut status = PersistStatus {
        load_error: loaded.error,
        aside: loaded.aside,
        held: loaded.held,
        ..PersistStatus::default()
    };
    let mut local_failed = loaded.write_error;
    let mut store_failed = None;
    let mut raw = loaded.text;
    let writable = loaded.writable;
    // No store (a browser without IndexedDB): the sessions stay in the snapshot.
    let db = durable::open().await.ok();
    let home = snapshot
        .screen
        .as_ref()
        .is_none_or(|s| s.view == View::Home);
    let mut records = Vec::new();
    let mut history = None;
    let mut index = None;
    if let Some(db) = &db {
        if let Err(e) = replay(db, &mut status).await {
            store_failed = Some(e);
        }
        if !snapshot.sessions.is_empty() {
            match migrate(db, &snapshot.sessions).await {
                Ok(()) => {
                    snapshot.sessions.clear();
                    snapshot.stored = true;
                    if writable {
                        // The snapshot without its sessions: the migration is done.
                        match storage::save_js(&snapshot.to_json()) {
                            Ok(text) => raw = Some(text),
                            Err(e) => local_failed = Some(e),
                        }
                    }
                }
                Err(e) => store_failed = Some(e),
            }
        }
        // Read before the records, so that what another tab saves meanwhile is told from
        // what was stale ([`write_index`]).
        let before = read_index(db).await;
        if before.is_some() && snapshot.sessions.is_empty() && home {
            index = before;
        } else {
            records = read_records(db, &mut status, false).await;
            history = read_history(db).await;
            // No index and no session (a first visit): none to write, as none is read the
            // same.
            let none = before.is_none() && records.is_empty();
            if !none && !before.as_ref().is_some_and(|i| i.fits(&records)) {
                write_index(db, before.as_ref(), &records).await;
            }
        }
        // A record that could not be kept aside (storage full).
        store_failed = status.write_error.take().or(store_failed);
    }
    // Sessions not moved (no store, or a failed migration) stay in memory, saved at the next
    // change.
    let mut sessions: Vec<Session> = records.iter().map(|r| r.session.clone()).collect();
    for s in std::mem::take(&mut snapshot.sessions) {
        if !sessions.iter().any(|r| r.id == s.session.id) {
            sessions.push(s.session);
        }
    }
    let stored_history = history.is_some();
    let old_history = snapshot
        .screen
        .as_mut()
        .map(|s| (std::mem::take(&mut s.past), std::mem::take(&mut s.future)));
    let pending = index.is_some();
    let mut state = state_from(&snapshot, sessions, history.or(old_history), pending, lang);
    if let Some(index) = &index {
        state.pending = Some(Pending {
            summaries: Rc::new(index.sessions.clone()),
            queued: Vec::new(),
        });
    }
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        if let (true, Some(tab), Some(text)) = (
            new_tab,
            storage::tab(),
            raw.as_ref().and_then(JsValue::as_string),
        ) {
            let _ = tab.set_item(TAB_SCREEN, &text);
        }
        k.raw = raw;
        k.local = Some((
            state.names.clone(),
            prefs_of(&state),
            state.people.clone(),
            screen_of(&state, db.is_none()),
        ));
        k.writable = writable;
        // `extend`, not `collect`: collecting into a B-tree sorts first, with a sort whose code
        // is kilobytes of wasm (issue #7).
        k.base
            .extend(records.into_iter().map(|r| (r.session.id.clone(), r)));
        // Sessions read from the store are stored as they are; the others are to be saved.
        let stored: Vec<Rc<Session>> = state
            .sessions
            .iter()
            .filter(|s| k.base.contains_key(&s.id))
            .cloned()
            .collect();
        mark_synced(&mut k, &stored);
        k.db = db.map(Rc::new);
        // The history as the store has it; one read from the snapshot is written there. None
        // and empty read the same: nothing to write (QA: a fresh browser opening a shared
        // link wrote an empty history before anything was asked).
        let empty = state.past.is_empty() && state.future.is_empty();
        k.history_rev = (stored_history || empty).then_some(state.history_rev.0);
        status.write_error = store_failed.clone().or_else(|| local_failed.clone());
        k.store_failed = store_failed;
        k.local_failed = local_failed;
        k.status = status;
        k.initial = Some(state);
        k.loading = pending;
    });
    if let Some(index) = index {
        wasm_bindgen_futures::spawn_local(load_rest(index));
    }
}

/// After the first render drawn from the index: the sessions read in chunks, the index
/// checked against them (rebuilt when stale), then the sessions and the history handed to
/// the app ([`Action::Loaded`]), and the actions the player made meanwhile applied.
async fn load_rest(index: store::Index) {
    let Some(db) = KEEPER.with(|k| k.borrow().db.clone()) else {
        return;
    };
    let mut status = KEEPER.with(|k| k.borrow().status.clone());
    let records = read_records(&db, &mut status, true).await;
    let (past, future) = read_history(&db).await.unwrap_or_default();
    if !index.fits(&records) {
        write_index(&db, Some(&index), &records).await;
    }
    let sessions: Vec<Session> = records.iter().map(|r| r.session.clone()).collect();
    let sessions = super::state::Sessions::from(sessions);
    // The app is on the page (the first render came before the first chunk).
    let (app, missed) = loop {
        let ready = KEEPER.with(|k| {
            let mut k = k.borrow_mut();
            let app = k.app.clone()?;
            let write = status.write_error.take();
            if write.is_some() {
                k.store_failed = write;
            }
            k.base
                .extend(records.iter().map(|r| (r.session.id.clone(), r.clone())));
            mark_synced(&mut k, &sessions);
            k.history_rev = None;
            k.loading = false;
            set_status(&mut k, status.clone());
            Some((app, std::mem::take(&mut k.missed)))
        });
        match ready {
            Some(ready) => break ready,
            None => pause().await,
        }
    };
    app.dispatch(Action::Loaded(Box::new((sessions, past, future))));
    if !missed.is_empty() {
        wasm_bindgen_futures::spawn_local(reread(missed));
    }
}

/// The first state: what [`load`] read, or a fresh start in the browser's language.
pub fn initial_state(lang: Lang) -> AppState {
    KEEPER
        .with(|k| k.borrow_mut().initial.take())
        .unwrap_or_else(|| AppState::new(lang))
}

fn set_status(k: &mut Keeper, mut status: PersistStatus) {
    let failed = k.store_failed.clone().or_else(|| k.local_failed.clone());
    if status.write_error.is_some() && failed.is_none() {
        status.saved_again = true;
    }
    if failed.is_some() {
        status.saved_again = false;
    }
    status.write_error = failed;
    if status != k.status {
        k.status = status.clone();
        if let Some(handle) = &k.handle {
            handle.set(status);
        }
    }
}

/// Saves the names, preferences and screen in the snapshot, if they changed. Unreadable text
/// another tab wrote there is kept aside first and said (D7).
fn save_local(k: &mut Keeper, state: &AppState) {
    if !k.writable {
        return;
    }
    let with_sessions = k.db.is_none();
    let local = (
        state.names.clone(),
        prefs_of(state),
        state.people.clone(),
        screen_of(state, with_sessions),
    );
    if !with_sessions && k.local.as_ref() == Some(&local) {
        return;
    }
    let mut status = k.status.clone();
    match storage::load_js() {
        Ok(raw) if k.raw.as_ref() != Some(&raw) => {
            if let Some(text) = raw.as_string() {
                if let Err(e) = storage::read::<Screen>(Some(&text)) {
                    match storage::keep_aside(&raw) {
                        Ok(key) => {
                            status.load_error = Some(e);
                            status.aside = Some(key);
                        }
                        Err(e) => {
                            k.local_failed = Some(e);
                            k.raw = None;
                            return set_status(k, status);
                        }
                    }
                }
            }
        }
        Ok(_) => {}
        Err(e) => {
            k.local_failed = Some(e);
            return set_status(k, status);
        }
    }
    let text = snapshot_of(state, with_sessions).to_json();
    // Not kept (no session storage, or full): a reload of this tab takes the snapshot's.
    if let Some(tab) = storage::tab() {
        let _ = tab.set_item(TAB_SCREEN, &text);
    }
    match storage::save_js(&text) {
        Ok(raw) => {
            k.raw = Some(raw);
            k.local = Some(local);
            k.local_failed = None;
        }
        Err(e) => {
            k.raw = None;
            k.local_failed = Some(e);
        }
    }
    set_status(k, status);
}

/// Notes `sessions` as stored as they are.
fn mark_synced(k: &mut Keeper, sessions: &[Rc<Session>]) {
    k.synced = sessions.to_vec();
    k.ptrs.clear();
    k.ptrs
        .extend(sessions.iter().map(|s| (Rc::as_ptr(s) as usize, ())));
}

/// Notes the sessions of a new state that are stored as they are: those already noted, and
/// those just written or read (`ids`) that are what the store holds. A session changed here
/// and not yet saved is never noted.
fn resync(k: &mut Keeper, sessions: &[Rc<Session>], ids: &[String]) {
    let keep: Vec<Rc<Session>> = sessions
        .iter()
        .filter(|s| {
            k.ptrs.contains_key(&(Rc::as_ptr(s) as usize))
                || (ids.contains(&s.id) && k.base.get(&s.id).is_some_and(|b| b.session == ***s))
        })
        .cloned()
        .collect();
    mark_synced(k, &keep);
}

/// The sessions and the history of `state` are the store's, as last saved or read.
fn stored_as_is(k: &Keeper, state: &AppState) -> bool {
    state.sessions.len() == k.base.len()
        && state
            .sessions
            .iter()
            .all(|s| k.ptrs.contains_key(&(Rc::as_ptr(s) as usize)))
        && k.history_rev == Some(state.history_rev.0)
}

/// Saves after a change: the snapshot at once, the sessions that changed in the store.
fn save(state: &AppState) {
    // Loading: the sessions are not in the state yet (saved once they are).
    if state.pending.is_some() {
        return;
    }
    let start = KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        save_local(&mut k, state);
        if k.db.is_none() {
            return false;
        }
        if stored_as_is(&k, state) && !k.saving {
            return false;
        }
        k.latest = Some(state.clone());
        if k.saving {
            k.again = true;
            return false;
        }
        k.saving = true;
        true
    });
    if start {
        // After the frame that shows the change: working out the records and writing them
        // costs a tap tens of milliseconds on a slow phone when it runs before that frame.
        // Until then the change is in `latest`, which a page going away writes down.
        wasm_bindgen_futures::spawn_local(save_sessions(true));
    }
}

/// One save of the sessions, decided at once from the state and what was last stored; also
/// what a page going away writes down, for the next start to save ([`write_down`]).
#[derive(Serialize, Deserialize)]
struct Job {
    /// This tab's records of the sessions changed or new since (revised, hands identified).
    mine: Vec<Record>,
    /// Sessions deleted here.
    deleted: Vec<String>,
    /// What was last stored of those, and nothing else (no copy of the other sessions).
    base: Vec<Record>,
    /// What the save in flight sends of those (a journal only, see [`job`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    sent: Vec<Record>,
    /// The highest place in the list.
    top: u64,
    /// The history to write with the sessions: it moved, or the sessions its steps are stored
    /// against did.
    history: Option<History>,
    /// Its change count (`AppState::history_rev`).
    #[serde(skip)]
    history_rev: Option<u64>,
}

/// The save of `state`: its sessions that differ from the store, revised against what was last
/// stored or, for those a save in flight sends, against what it sends (a hand sent keeps its
/// identity: a journal replayed after that save landed does not add it twice). A save is only
/// decided with no save in flight; a journal ([`write_down`]) may be decided during one.
fn job(k: &Keeper, state: &AppState) -> Job {
    let flight: &[Record] = k.flight.as_ref().map_or(&[], |j| &j.mine);
    let in_flight = |id: &str| flight.iter().find(|r| r.session.id == id);
    // Changed since stored, or since sent (a change sent, then undone).
    let differs = |s: &Rc<Session>| {
        !k.ptrs.contains_key(&(Rc::as_ptr(s) as usize))
            && (k.base.get(&s.id).is_none_or(|b| b.session != **s)
                || in_flight(&s.id).is_some_and(|f| f.session != **s))
    };
    let changed: Vec<&Session> = state
        .sessions
        .iter()
        .filter(|s| differs(s))
        .map(|s| &**s)
        .collect();
    // Those changed at the very top of the list: played last, they are placed first.
    let lead = state.sessions.iter().take_while(|s| differs(s)).count();
    let known = k.base.values().chain(flight).map(|r| r.seq).max();
    let last = |id: &str| in_flight(id).or_else(|| k.base.get(id));
    let revised = store::revise(&last, known.unwrap_or(0), &changed, lead, &mut fresh);
    let mine: Vec<Record> = changed
        .iter()
        .zip(revised)
        .filter_map(|(s, r)| r.or_else(|| in_flight(&s.id).cloned()))
        .collect();
    let new = mine.iter().filter(|r| r.rev == 1).count();
    // A deletion leaves fewer sessions than stored, new ones aside.
    let fewer = state.sessions.len() - new.min(state.sessions.len()) < k.base.len();
    let deleted: Vec<String> = if fewer || !flight.is_empty() {
        let here: SortedMap<&str, ()> =
            state.sessions.iter().map(|s| (s.id.as_str(), ())).collect();
        let mut gone: Vec<String> = k
            .base
            .keys()
            .filter(|id| !here.contains_key(id.as_str()))
            .cloned()
            .collect();
        for r in flight {
            if !here.contains_key(r.session.id.as_str()) && !gone.contains(&r.session.id) {
                gone.push(r.session.id.clone());
            }
        }
        gone
    } else {
        Vec::new()
    };
    // What the store held before the flight, and what the flight sends: the ancestor of the
    // change is the one the store holds when it is merged ([`save_once`]).
    let ids = || mine.iter().map(|r| &r.session.id).chain(&deleted);
    let base: Vec<Record> = ids().filter_map(|id| k.base.get(id)).cloned().collect();
    let sent: Vec<Record> = ids().filter_map(|id| in_flight(id)).cloned().collect();
    let top = known
        .into_iter()
        .chain(mine.iter().map(|r| r.seq))
        .max()
        .unwrap_or(0);
    let moved = !mine.is_empty() || !deleted.is_empty();
    let rev = state.history_rev.0;
    let history_rev = (moved || k.history_rev != Some(rev)).then_some(rev);
    Job {
        mine,
        deleted,
        base,
        sent,
        top,
        history: history_rev.map(|_| state.saved_history()),
        history_rev,
    }
}

/// What one save of the sessions found: for each id written, what the store holds now.
struct Written {
    stored: SortedMap<String, Option<Record>>,
    conflicts: Vec<Conflict>,
}

/// Saves the sessions of the latest state that differ from the store, each merged in one
/// readwrite transaction with what another tab stored since. A failure keeps everything in
/// memory, is said, and is tried again a few seconds later. With `after_paint`, it starts
/// once the frame that shows the change is painted ([`save`]).
async fn save_sessions(after_paint: bool) {
    if after_paint {
        crate::ui::hooks::after_paint().await;
    }
    loop {
        let Some((db, state, job)) = KEEPER.with(|k| {
            let mut k = k.borrow_mut();
            k.again = false;
            let db = k.db.clone()?;
            let state = k.latest.take()?;
            let job = Rc::new(job(&k, &state));
            k.flight = Some(job.clone());
            Some((db, state, job))
        }) else {
            KEEPER.with(|k| k.borrow_mut().saving = false);
            return;
        };
        let result = save_once(&db, &job).await;
        let mut dispatch = None;
        let again = KEEPER.with(|k| {
            let mut k = k.borrow_mut();
            k.flight = None;
            let mut status = k.status.clone();
            match result {
                Ok(written) => {
                    if job.history_rev.is_some() {
                        k.history_rev = job.history_rev;
                    }
                    let restore = apply(&mut k, &state, written, &job.mine, &mut status);
                    k.store_failed = None;
                    set_status(&mut k, status);
                    if let (Some(next), Some(app)) = (restore, k.app.clone()) {
                        // A state queued meanwhile is replaced by this one (it is that state
                        // with the merged sessions): saving the queued one would undo the merge.
                        if k.latest.is_some() {
                            k.latest = Some(next.clone());
                        }
                        dispatch = Some((app, next));
                    }
                }
                Err(e) => {
                    k.store_failed = Some(e);
                    set_status(&mut k, status);
                    k.latest.get_or_insert(state);
                    if !k.retry {
                        k.retry = true;
                        retry_later();
                    }
                    k.saving = false;
                    return false;
                }
            }
            if !k.again {
                k.saving = false;
                // Stored: what the page wrote down as it went is no longer needed.
                if let Some(key) = &k.journal {
                    storage::forget_unsaved(key);
                }
            }
            k.again
        });
        if let Some((app, next)) = dispatch {
            app.dispatch(Action::Elsewhere(Box::new(next)));
        }
        if !again {
            return;
        }
    }
}

/// The page is going (a reload, the tab closed, another app brought to the front): the state's
/// change not yet known to be in the store is written down at once in local storage, which
/// takes it synchronously, where the store's write may never finish. The next start merges it
/// into the store ([`replay`]); a save that lands first makes it redundant, and it is forgotten.
fn write_down() {
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        let Some(app) = k.app.clone() else {
            return;
        };
        let state: &AppState = &app;
        if state.pending.is_some() || k.db.is_none() {
            return;
        }
        save_local(&mut k, state);
        if stored_as_is(&k, state) {
            return;
        }
        let job = job(&k, state);
        if job.mine.is_empty() && job.deleted.is_empty() && job.history.is_none() {
            return;
        }
        let key = k
            .journal
            .get_or_insert_with(|| format!("{}{}", storage::UNSAVED_PREFIX, fresh()))
            .clone();
        if let Ok(text) = crate::json::to_string(&job) {
            // Refused (storage full): nothing more can be done as the page goes; the store's
            // write may still land.
            let _ = storage::write_unsaved(&key, &text);
        }
    });
}

/// The changes pages wrote down as they went ([`write_down`]), this tab's or another's: each
/// merged into the store as its save would have been, then forgotten. One that cannot be read
/// is kept aside first, like any unreadable data.
async fn replay(db: &Database, status: &mut PersistStatus) -> Result<(), StorageError> {
    for (key, text) in storage::unsaved() {
        match crate::json::from_str::<Job>(&text) {
            Ok(job) => {
                let written = save_once(db, &job).await?;
                status.conflicts.extend(written.conflicts);
                tell_others(
                    &written
                        .stored
                        .into_iter()
                        .map(|(id, _)| id)
                        .collect::<Vec<_>>(),
                );
            }
            Err(_) => {
                let key = storage::keep_aside(&JsValue::from_str(&text))?;
                status.aside.get_or_insert(key);
            }
        }
        storage::forget_unsaved(&key);
    }
    Ok(())
}

/// Tries a failed save again in a few seconds (and again, until it succeeds).
fn retry_later() {
    let go = Closure::once_into_js(move || {
        let start = KEEPER.with(|k| {
            let mut k = k.borrow_mut();
            k.retry = false;
            if k.saving || k.latest.is_none() {
                return false;
            }
            k.saving = true;
            true
        });
        if start {
            wasm_bindgen_futures::spawn_local(save_sessions(false));
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(go.unchecked_ref(), 3000);
    }
}

/// One transaction: the changed and deleted sessions, each merged with the stored record
/// ([`store::merge`]); a session changed differently in another tab is kept whole as a copy.
async fn save_once(db: &Database, job: &Job) -> Result<Written, StorageError> {
    let Job {
        mine,
        deleted,
        base,
        sent,
        top,
        history,
        ..
    } = job;
    let ids: Vec<String> = mine
        .iter()
        .map(|r| r.session.id.clone())
        .chain(deleted.iter().cloned())
        .collect();
    let mut written = Written {
        stored: SortedMap::new(),
        conflicts: Vec::new(),
    };
    if ids.is_empty() && history.is_none() {
        return Ok(written);
    }
    let mut aside_error = None;
    let mut keys = durable::keys(&ids);
    // The index's buckets of these sessions (a conflict's copy shares its session's), read and
    // written in the same transaction as the sessions they describe.
    let mut buckets: Vec<(u32, Option<store::Index>)> = Vec::new();
    for id in &ids {
        let b = store::bucket(id);
        if !buckets.iter().any(|(x, _)| *x == b) {
            buckets.push((b, None));
            keys.push(JsValue::from_f64(store::bucket_key(b)));
        }
    }
    let before = |id: &str, theirs: Option<&Record>| store::ancestor(base, sent, id, theirs);
    durable::save(db, &keys, &mut |i, stored| {
        if let Some((_, bucket)) = i.checked_sub(ids.len()).and_then(|b| buckets.get_mut(b)) {
            *bucket = bucket_of(stored);
            return Vec::new();
        }
        let Some(id) = ids.get(i) else {
            // After the sessions: the buckets (each left as it is when missing or unreadable:
            // the next start rebuilds the index), and the history, against the sessions as
            // they are here.
            let mut out = Vec::new();
            for (b, index) in &mut buckets {
                let Some(index) = index else { continue };
                index.update(
                    written
                        .stored
                        .iter()
                        .filter(|(id, _)| store::bucket(id) == *b),
                );
                let text = crate::json::to_string(&*index).unwrap_or_default();
                out.push((JsValue::from_f64(store::bucket_key(*b)), Some(text)));
            }
            if let Some(history) = history {
                let text = crate::json::to_string(history).unwrap_or_default();
                out.push((JsValue::from_f64(store::HISTORY), Some(text)));
            }
            return out;
        };
        let theirs = stored
            .as_ref()
            .and_then(JsValue::as_string)
            .and_then(|text| Record::from_text(&text, &mut fresh).ok());
        if let (Some(raw), None) = (&stored, &theirs) {
            // Unreadable: kept aside before anything is written over it.
            if let Err(e) = storage::keep_aside(raw) {
                aside_error = Some(e);
                return Vec::new();
            }
        }
        match mine.get(i) {
            Some(mine) => {
                let merged = store::merge(before(id, theirs.as_ref()), theirs.as_ref(), mine);
                let mut out = vec![(keys[i].clone(), Some(merged.record.to_text()))];
                if merged.conflict {
                    let mut copy = mine.clone();
                    copy.session.id = format!("{id}-{}", fresh());
                    copy.rev = 1;
                    copy.seq = top + 1 + written.conflicts.len() as u64;
                    out.push((JsValue::from_str(&copy.session.id), Some(copy.to_text())));
                    written.conflicts.push(Conflict {
                        id: id.clone(),
                        copy_id: copy.session.id.clone(),
                    });
                    written.stored.insert(copy.session.id.clone(), Some(copy));
                }
                written.stored.insert(id.clone(), Some(merged.record));
                out
            }
            // Deleted here: gone, unless changed in another tab since.
            None => match theirs {
                Some(t) if before(id, Some(&t)).is_some_and(|b| b.rev < t.rev) => {
                    written.stored.insert(id.clone(), Some(t));
                    Vec::new()
                }
                _ => {
                    written.stored.insert(id.clone(), None);
                    vec![(keys[i].clone(), None)]
                }
            },
        }
    })
    .await?;
    if let Some(e) = aside_error {
        return Err(e);
    }
    Ok(written)
}

/// After a save: the store's records become the base; the sessions another tab added or
/// changed come into the state (`None` when it already shows them); other tabs are told.
fn apply(
    k: &mut Keeper,
    saved: &AppState,
    written: Written,
    sent: &[Record],
    status: &mut PersistStatus,
) -> Option<AppState> {
    let latest = k.latest.clone().unwrap_or_else(|| saved.clone());
    let mut next = latest.clone();
    let mut changed = false;
    let ids: Vec<String> = written.stored.keys().cloned().collect();
    for (id, record) in written.stored {
        let ours = saved.sessions.iter().find(|s| s.id == id);
        let now = latest.sessions.iter().find(|s| s.id == id);
        // Changed again meanwhile: the next save merges it.
        let untouched = match (ours, now) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        match &record {
            // Changed here again during the save, and the save merged another tab's change
            // in: the newer version is rebased on the merge (as sent -> as now, applied to
            // the merge), so that its next save does not undo the other tab's hands.
            Some(r) if !untouched => {
                let sent = sent.iter().find(|m| m.session.id == id);
                if let (Some(sent), Some(now)) = (sent, now) {
                    if r.session != sent.session {
                        let newer = Record {
                            ids: store::align(Some(sent), now, &mut fresh),
                            session: Session::clone(now),
                            ..sent.clone()
                        };
                        let rebased = store::merge(Some(sent), Some(r), &newer).record;
                        if let Some(s) = next.sessions.get_mut(&id) {
                            *s = rebased.session;
                        }
                        changed = true;
                    }
                }
            }
            Some(r) => match now {
                Some(s) if **s == r.session => {}
                Some(_) => {
                    if let Some(s) = next.sessions.get_mut(&id) {
                        *s = r.session.clone();
                    }
                    changed = true;
                }
                None => {
                    next.sessions.prepend(vec![r.session.clone()]);
                    changed = true;
                }
            },
            _ => {}
        }
        match record {
            Some(r) => {
                k.base.insert(id, r);
            }
            None => {
                k.base.remove(&id);
            }
        }
    }
    status.conflicts.extend(written.conflicts);
    tell_others(&ids);
    if changed {
        in_places(&k.base, &mut next);
        sane_view(&mut next);
        resync(k, &next.sessions, &ids);
        Some(next)
    } else {
        resync(k, &saved.sessions, &ids);
        None
    }
}

/// Tells other tabs which records changed (the `storage` event of [`CHANGED`]); none, nothing
/// (QA: a shared link opened in a fresh browser wrote the key before anything was saved).
fn tell_others(ids: &[String]) {
    if ids.is_empty() {
        return;
    }
    let text = crate::json::to_string(&(fresh(), ids)).unwrap_or_default();
    if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = storage.set_item(CHANGED, &text);
    }
}

/// Another tab stored these records: each session unchanged here since this tab last saw it
/// takes the stored version (a changed one is merged by this tab's next save).
async fn reread(ids: Vec<String>) {
    let Some(db) = KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        if k.loading {
            // Read again once the sessions are loaded.
            k.missed.extend(ids.iter().cloned());
            return None;
        }
        k.db.clone()
    }) else {
        return;
    };
    let Ok(texts) = durable::read(&db, &durable::keys(&ids)).await else {
        return;
    };
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        let Some(app) = k.app.clone() else {
            return;
        };
        let latest: AppState = (*app).clone();
        let mut next = latest.clone();
        let mut changed = false;
        for (id, text) in ids.iter().zip(texts) {
            let record = match text.and_then(|t| t.as_string()) {
                Some(t) => match Record::from_text(&t, &mut fresh) {
                    Ok(r) => Some(r),
                    Err(_) => continue,
                },
                None => None,
            };
            let here = latest.sessions.iter().find(|s| s.id == *id);
            let seen = k.base.get(id);
            let unchanged = match (here, seen) {
                (Some(h), Some(b)) => **h == b.session,
                (None, None) => true,
                // New here and not yet saved, or deleted here: the next save decides.
                _ => false,
            };
            if !unchanged || seen == record.as_ref() {
                continue;
            }
            match &record {
                Some(r) => match next.sessions.get_mut(id) {
                    Some(s) => *s = r.session.clone(),
                    None => next.sessions.prepend(vec![r.session.clone()]),
                },
                None => next.sessions.remove(id),
            }
            changed = true;
            match record {
                Some(r) => k.base.insert(id.clone(), r),
                None => k.base.remove(id),
            };
        }
        if changed {
            in_places(&k.base, &mut next);
            sane_view(&mut next);
            resync(&mut k, &next.sessions, &ids);
            drop(k);
            app.dispatch(Action::Elsewhere(Box::new(next)));
        }
    });
}

/// Another tab wrote the snapshot: take its names, preferences and people, keep this tab's screen.
/// Unreadable text is kept aside at once and the player told (D7). Where there is no store,
/// the snapshot also carries the sessions: they come in too.
fn reload_local(latest: &AppState) -> Option<AppState> {
    let raw_js = storage::load_js().ok()?;
    if KEEPER.with(|k| k.borrow().raw.as_ref() == Some(&raw_js)) {
        return None;
    }
    let raw = raw_js.as_string()?;
    let snapshot = match storage::read::<Screen>(Some(&raw)) {
        Ok(snapshot) => snapshot,
        Err(e) => {
            KEEPER.with(|k| {
                let mut k = k.borrow_mut();
                let mut status = k.status.clone();
                match storage::keep_aside(&raw_js) {
                    Ok(key) => {
                        status.load_error = Some(e);
                        status.aside = Some(key);
                    }
                    // Not copied (storage full): said; the next save tries again and,
                    // while the copy fails, does not write over the text.
                    Err(write) => status.load_error = Some(write),
                }
                set_status(&mut k, status);
            });
            return None;
        }
    };
    let no_store = KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        k.raw = Some(raw_js);
        k.local = Some((
            snapshot.names.clone(),
            snapshot.prefs.clone(),
            Rc::new(snapshot.people.clone()),
            k.local.as_ref().and_then(|l| l.3.clone()),
        ));
        k.db.is_none()
    });
    let mut next = latest.clone();
    if let Some(lang) = snapshot.prefs.lang {
        next.lang = lang;
    }
    if let Some(theme) = snapshot.prefs.theme {
        next.theme = theme;
    }
    next.names = snapshot.names.clone();
    next.people = Rc::new(snapshot.people.clone());
    if no_store && !snapshot.sessions.is_empty() {
        next.sessions = snapshot.sessions().into();
        sane_view(&mut next);
    }
    (next != *latest).then_some(next)
}

/// The sessions in their stored places once another tab's are taken in (it may have played
/// an old session, which it placed first); those changed here and not yet stored stay first.
fn in_places(base: &store::Base, next: &mut AppState) {
    next.sessions.order(|s| match base.get(&s.id) {
        Some(r) if r.session == *s => r.seq,
        _ => u64::MAX,
    });
}

/// Saves after every change and listens to other tabs. Returns what the player should be
/// told (mount it once, in the frame: see `storage_alert`).
#[hook]
pub fn use_persist() -> UseStateHandle<PersistStatus> {
    let app = use_app();
    let status = use_state(|| KEEPER.with(|k| k.borrow().status.clone()));
    {
        let status = status.clone();
        let app = app.clone();
        KEEPER.with(|k| {
            let mut k = k.borrow_mut();
            k.handle = Some(status);
            k.app = Some(app);
        });
    }
    use_effect_with(app.clone(), move |app| save(app));
    {
        let app = app.clone();
        use_effect_with((), move |_| {
            let listener =
                Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
                    match e.key() {
                        Some(key) if key == CHANGED => {
                            let ids = e
                                .new_value()
                                .and_then(|v| crate::json::from_str::<(u64, Vec<String>)>(&v).ok());
                            if let Some((_, ids)) = ids {
                                wasm_bindgen_futures::spawn_local(reread(ids));
                            }
                        }
                        Some(key) if key != storage::KEY => {}
                        _ => {
                            let latest = KEEPER.with(|k| k.borrow().app.clone());
                            let Some(latest) = latest else { return };
                            if let Some(next) = reload_local(&latest) {
                                app.dispatch(Action::Elsewhere(Box::new(next)));
                            }
                        }
                    }
                });
            // The page going, or hidden (on a phone, often the last moment it has).
            let going = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
                let hidden = || {
                    web_sys::window()
                        .and_then(|w| w.document())
                        .is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Hidden)
                };
                if e.type_() == "pagehide" || hidden() {
                    write_down();
                }
            });
            let window = web_sys::window();
            let events = [
                ("storage", listener.as_ref()),
                ("pagehide", going.as_ref()),
                ("visibilitychange", going.as_ref()),
            ];
            if let Some(w) = &window {
                for (name, f) in events {
                    let _ = w.add_event_listener_with_callback(name, f.unchecked_ref());
                }
            }
            move || {
                if let Some(w) = window {
                    let events = [
                        ("storage", listener.as_ref()),
                        ("pagehide", going.as_ref()),
                        ("visibilitychange", going.as_ref()),
                    ];
                    for (name, f) in events {
                        let _ = w.remove_event_listener_with_callback(name, f.unchecked_ref());
                    }
                }
            }
        });
    }
    status
}

/// The player has downloaded the unreadable text held in memory: the app may now write over
/// it, and saves at the next change (#17 D1).
pub fn release(status: &UseStateHandle<PersistStatus>) {
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        if k.status.held.take().is_some() {
            k.writable = true;
            k.local = None;
        }
        status.set(k.status.clone());
    });
}

/// Forgets the conflicts once the player has read about them.
pub fn dismiss(status: &UseStateHandle<PersistStatus>) {
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        k.status.conflicts.clear();
        k.status.load_error = None;
        k.status.aside = None;
        k.status.saved_again = false;
        status.set(k.status.clone());
    });
}
