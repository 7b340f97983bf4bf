//! The effects that keep the app's state in local storage. The reducer stays pure: loading
//! happens once when the provider makes its first state ([`initial_state`]), saving is an
//! effect after every change ([`use_persist`]), and a `storage` event from another tab
//! brings its changes in (as an [`Action::Restore`]).
//!
//! What is saved: sessions, remembered names and preferences (shared by every tab), and the
//! screen with the hand being entered (the last tab to change it wins), so that a reload or a
//! restart in the middle of a hand comes back to it.

use std::cell::RefCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::games_state::GameDraft;
use super::hooks::use_app;
use super::i18n::Lang;
use super::state::{Action, AppState, Draft, SavedStep, Setup, View};
use crate::session::Session;
use crate::storage::{self, Base, Conflict, Prefs, Snapshot, StorageError, StoredSession};

/// The part of the snapshot the UI owns: where the player was and what was being typed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Screen {
    view: View,
    setup: Setup,
    draft: Draft,
    /// The hand being entered in a Tarocchi or free-form session.
    game_draft: GameDraft,
    /// Undo and redo, so that a reload keeps them (each at most `HISTORY_DEPTH` steps).
    past: Vec<SavedStep>,
    future: Vec<SavedStep>,
}

/// What the player is told about storage.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersistStatus {
    /// Reading at start failed (unreadable data, a newer version, no storage).
    pub load_error: Option<StorageError>,
    /// Where unreadable data was kept aside, for download.
    pub aside: Option<String>,
    /// The last write failed: the latest changes are only in this tab.
    pub write_error: Option<StorageError>,
    /// Sessions changed in two tabs at once: the other tab's version kept, ours copied.
    pub conflicts: Vec<Conflict>,
    /// Unreadable text that could not be kept aside (storage full), held for download: the
    /// app writes nothing until the player has it ([`release`]).
    pub held: Option<String>,
}

/// What this tab knows of storage.
#[derive(Default)]
struct Keeper {
    base: Base,
    /// The shared part as stored (sessions, names, preferences) after our last read or write.
    shared: Option<(Vec<StoredSession>, Vec<String>, Prefs)>,
    /// The stored text that `base` and `shared` come from, as a JS string (never copied into
    /// wasm): while storage still holds exactly this text, nothing needs reading or parsing.
    /// `None` when unknown (nothing read yet, a failed write, unreadable text).
    raw: Option<JsValue>,
    /// The JSON of each session of `shared` as this tab wrote it (empty when it did not write
    /// them): an unchanged session is not serialized again.
    json: Vec<String>,
    /// The screen we last wrote (or read at start).
    screen: Option<Screen>,
    writable: bool,
    status: PersistStatus,
}

thread_local! {
    static KEEPER: RefCell<Keeper> = RefCell::new(Keeper::default());
}

/// Whether `sessions` are the stored ones (`shared`), in order: then their revisions are the
/// stored ones too (`Base::revise` keeps the revision of an unchanged session).
fn same_sessions(stored: &[StoredSession], sessions: &[Rc<Session>]) -> bool {
    stored.len() == sessions.len() && stored.iter().zip(sessions).all(|(a, b)| a.session == **b)
}

fn screen_of(state: &AppState) -> Option<Screen> {
    let (past, future) = state.saved_history();
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

/// The snapshot of a state (revisions are set by [`storage::prepare`]).
pub fn snapshot_of(state: &AppState) -> Snapshot<Screen> {
    Snapshot {
        sessions: state
            .sessions
            .iter()
            .map(|session| StoredSession {
                rev: 0,
                session: Session::clone(session),
            })
            .collect(),
        names: state.names.clone(),
        prefs: prefs_of(state),
        screen: screen_of(state),
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

/// The state a snapshot describes; the screen is taken from it too when `screen` is true.
fn state_from(snapshot: &Snapshot<Screen>, mut state: AppState, screen: bool) -> AppState {
    if let Some(lang) = snapshot.prefs.lang {
        state.lang = lang;
    }
    if let Some(theme) = snapshot.prefs.theme {
        state.theme = theme;
    }
    state.sessions = snapshot.sessions().into();
    state.names = snapshot.names.clone();
    if screen {
        let s = snapshot.screen.clone().unwrap_or_default();
        state.view = s.view;
        state.setup = s.setup;
        state.draft = s.draft;
        state.game_draft = s.game_draft;
        state.load_history(s.past, s.future);
    }
    sane_view(&mut state);
    // The hand being entered, checked once for the first render.
    state.refresh_check();
    state
}

/// The first state: what storage holds, or a fresh start in the browser's language.
pub fn initial_state(lang: Lang) -> AppState {
    let loaded = storage::load::<Screen>();
    let mut snapshot = loaded.snapshot;
    let state = state_from(&snapshot, AppState::new(lang), true);
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        k.base = Base::of(&snapshot);
        // Nothing to write until the player changes something: the stored sessions with their
        // revisions, and this state's names and preferences.
        k.shared = Some((
            std::mem::take(&mut snapshot.sessions),
            state.names.clone(),
            prefs_of(&state),
        ));
        k.screen = screen_of(&state);
        // The text just read, kept as a JS string: the first save need not read it again.
        k.raw = loaded.text;
        k.writable = loaded.writable;
        k.status = PersistStatus {
            load_error: loaded.error,
            aside: loaded.aside,
            write_error: loaded.write_error,
            held: loaded.held,
            ..PersistStatus::default()
        };
    });
    state
}

/// What a save did: the state to restore (other tabs' sessions merged in), the new status.
struct Saved {
    restore: Option<AppState>,
    status: Option<PersistStatus>,
}

/// Saves `state` if it changed since the last read or write. Merges with what another tab
/// may have written meanwhile; unreadable text found there is kept aside first.
fn save(state: &AppState) -> Saved {
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        let nothing = Saved {
            restore: None,
            status: None,
        };
        if !k.writable {
            return nothing;
        }
        // Cheap checks first, without copying any session: most changes are the screen or
        // the hand being typed.
        let unchanged = k.screen == screen_of(state)
            && k.shared.as_ref().is_some_and(|(sessions, names, prefs)| {
                *names == state.names
                    && *prefs == prefs_of(state)
                    && same_sessions(sessions, &state.sessions)
            });
        if unchanged {
            return nothing;
        }
        let mine = snapshot_of(state);
        let mut status = k.status.clone();
        let fail = |k: &mut Keeper, mut status: PersistStatus, e: StorageError| {
            status.write_error = Some(e);
            k.status = status.clone();
            k.raw = None;
            Saved {
                restore: None,
                status: Some(status),
            }
        };
        // What another tab may have written since. The text this tab last read or wrote
        // needs no reading: its sessions are `base`. No key or unreadable text (kept aside
        // first) tells nothing either: then the sessions as we last saw them stand for it,
        // so that nothing is taken for deleted.
        let as_seen = |k: &Keeper| Snapshot {
            sessions: k.base.sessions(),
            ..Snapshot::new()
        };
        let raw_js = match storage::load_js() {
            Ok(raw) => raw,
            Err(e) => return fail(&mut k, status, e),
        };
        let known = k.raw.as_ref().is_some_and(|r| *r == raw_js);
        let stored = match raw_js.as_string() {
            _ if known => as_seen(&k),
            None => as_seen(&k),
            Some(raw) => match storage::read(Some(&raw)) {
                Ok(snapshot) => snapshot,
                // Kept aside and said, never dropped without a word (D7).
                Err(e) => match storage::keep_aside(&raw_js) {
                    Ok(key) => {
                        status.load_error = Some(e);
                        status.aside = Some(key);
                        as_seen(&k)
                    }
                    Err(e) => return fail(&mut k, status, e),
                },
            },
        };
        let (snapshot, conflicts) = storage::prepare(Some(&stored), &k.base, mine);
        drop(stored);
        // The sessions last written and their JSON (taken: only what is written next is kept).
        let old_json = std::mem::take(&mut k.json);
        let old = k
            .shared
            .as_ref()
            .map_or(&[][..], |(sessions, ..)| sessions.as_slice());
        let (text, json) = snapshot.to_json_reusing(old, old_json);
        match storage::save_js(&text) {
            Ok(raw) => {
                k.base = Base::of(&snapshot);
                k.raw = Some(raw);
                k.json = json;
                status.write_error = None;
                status.conflicts.extend(conflicts);
            }
            Err(e) => {
                k.raw = None;
                status.write_error = Some(e);
            }
        }
        let restore = (status.write_error.is_none()
            && !same_sessions(&snapshot.sessions, &state.sessions))
        .then(|| {
            let mut next = state.clone();
            next.sessions = snapshot.sessions().into();
            sane_view(&mut next);
            next
        });
        if status.write_error.is_none() {
            k.screen = snapshot.screen;
            k.shared = Some((snapshot.sessions, snapshot.names, snapshot.prefs));
        }
        let changed = status != k.status;
        k.status = status.clone();
        Saved {
            restore,
            status: changed.then_some(status),
        }
    })
}

/// Another tab wrote: take its sessions, names and preferences, keep this tab's screen.
///
/// Storage emptied from outside (site data cleared) tells nothing: this tab keeps what it
/// has, and its next write saves it again. Unreadable text is kept aside at once and the
/// player told (D7); this tab keeps what it has too. The text this tab wrote itself tells
/// nothing new either.
fn reload(latest: &AppState, status: &UseStateHandle<PersistStatus>) -> Option<AppState> {
    let raw_js = storage::load_js().ok()?;
    if KEEPER.with(|k| k.borrow().raw.as_ref() == Some(&raw_js)) {
        return None;
    }
    let raw = raw_js.as_string()?;
    let snapshot = match storage::read(Some(&raw)) {
        Ok(snapshot) => snapshot,
        Err(e) => {
            KEEPER.with(|k| {
                let mut k = k.borrow_mut();
                match storage::keep_aside(&raw_js) {
                    Ok(key) => {
                        k.status.load_error = Some(e);
                        k.status.aside = Some(key);
                    }
                    // Not copied (storage full): said; the next save tries again and,
                    // while the copy fails, does not write over the text.
                    Err(write) => k.status.load_error = Some(write),
                }
                status.set(k.status.clone());
            });
            return None;
        }
    };
    KEEPER.with(|k| {
        let mut k = k.borrow_mut();
        k.base = Base::of(&snapshot);
        k.shared = Some((
            snapshot.sessions.clone(),
            snapshot.names.clone(),
            snapshot.prefs.clone(),
        ));
        k.raw = Some(raw_js);
        k.json.clear();
    });
    let next = state_from(&snapshot, latest.clone(), false);
    (next != *latest).then_some(next)
}

/// Saves after every change and listens to other tabs. Returns what the player should be
/// told (mount it once, in the frame: see `storage_alert`).
#[hook]
pub fn use_persist() -> UseStateHandle<PersistStatus> {
    let app = use_app();
    let status = use_state(|| KEEPER.with(|k| k.borrow().status.clone()));
    // The latest state, for the storage listener registered once (the handle reads the
    // current state: nothing is copied on each render).
    let latest = use_mut_ref(|| app.clone());
    *latest.borrow_mut() = app.clone();

    {
        let status = status.clone();
        use_effect_with(app.clone(), move |app| {
            let saved = save(app);
            if let Some(s) = saved.status {
                status.set(s);
            }
            if let Some(next) = saved.restore {
                app.dispatch(Action::Restore(Box::new(next)));
            }
        });
    }
    {
        let app = app.clone();
        let status = status.clone();
        use_effect_with((), move |_| {
            let listener =
                Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
                    let ours = e.key().is_none_or(|key| key == storage::KEY);
                    if !ours {
                        return;
                    }
                    let next = reload(&latest.borrow(), &status);
                    if let Some(next) = next {
                        app.dispatch(Action::Restore(Box::new(next)));
                    }
                });
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ = w
                    .add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback(
                        "storage",
                        listener.as_ref().unchecked_ref(),
                    );
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
        status.set(k.status.clone());
    });
}
