//! The app's state and its one reducer: sessions, the screen shown, the session being set up,
//! the hand being entered, and the undo/redo history. Pure: no storage, no clock, no DOM —
//! the clock's reading comes in the actions that need it, storage lives in effects.
//!
//! One concern a file:
//! - here: the state ([`AppState`]), the screen ([`View`]) and the notice;
//! - [`reducer`]: the actions ([`Action`]) and how each changes the state;
//! - [`sessions`]: the sessions, shared ([`Sessions`]): an action clones none of them;
//! - [`history`]: undo and redo;
//! - [`elsewhere`]: another tab's changes taken in;
//! - [`setup`]: the new-session form;
//! - [`draft`]: the hand being entered and its editing;
//! - [`check`]: the hand's check ([`check_draft`]: the core's [`HandInput`], what is missing
//!   or refused, the score), computed once per change of the draft or its session;
//! - [`adapters`]: the session's French Tarot parts for the core.
//!
//! Every number shown comes from the core.
//!
//! [`HandInput`]: crate::core::french::HandInput

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::games_state::GameDraft;
use super::i18n::Lang;
use crate::session::Session;

pub mod adapters;
pub mod check;
pub mod draft;
pub mod elsewhere;
pub mod history;
mod penalty;
pub mod people;
pub mod reducer;
pub mod seats;
pub mod sessions;
pub mod setup;

/// The theme is a preference that storage keeps too, so it lives in `crate::prefs`.
pub use crate::prefs::Theme;
pub use adapters::{french_hand, french_settings, score_in, scorecard_of, session_rules};
pub use check::{
    check_draft, contract_stakes, error_field, CheckCache, DraftCheck, Field, Problem,
};
pub use draft::{Draft, DraftEdit, DraftKind, KeyRefused, SEPARATOR};
pub use history::{Entry, SavedStep, Step, HISTORY_DEPTH};
pub use reducer::Action;
pub use sessions::Sessions;
pub use setup::{check_setup, parse_rounds, same_name, Setup, SetupProblem};

/// The screen shown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum View {
    #[default]
    Home,
    /// Setting up a new session ([`AppState::setup`]).
    Setup,
    /// A session's scorecard; `open` is the hand whose breakdown is shown.
    Table {
        session: String,
        #[serde(default)]
        open: Option<usize>,
    },
    /// Entering a hand ([`AppState::draft`]; [`AppState::game_draft`] for other games).
    Entry { session: String },
    /// The card-point counter, opened from home. `session` was the hand entry it came from
    /// (before a hand counted its cards on its own screen only): read, no longer used.
    Counter {
        #[serde(default)]
        session: Option<String>,
    },
    /// The players across sessions ([`people`]); `player` is the one whose page is open.
    Players {
        #[serde(default)]
        player: Option<u32>,
    },
    /// The recap of a session's game: podium, highlights, the image to share.
    Recap { session: String },
}

/// The whole state of the app.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppState {
    pub lang: Lang,
    pub theme: Theme,
    /// Every session, most recent first. Shared, not copied: the reducer clones the state on
    /// every action, and the undo history keeps earlier lists.
    pub sessions: Sessions,
    /// Names entered in earlier sessions, most recent first.
    pub names: Vec<String>,
    pub view: View,
    pub setup: Setup,
    pub draft: Draft,
    /// The hand being entered in a session of another game than French Tarot.
    pub game_draft: GameDraft,
    /// Earlier session lists, the latest last (undo). Shared with the states they were.
    /// Storage keeps them in a record of their own, each step's changed sessions only
    /// ([`AppState::saved_history`]).
    pub past: Vec<Step>,
    /// Undone session lists, the latest undone last (redo).
    pub future: Vec<Step>,
    /// Counts the changes of `past` and `future`: storage writes the history again only
    /// when it moved (no walk through the steps on a tap that changes none).
    #[serde(skip)]
    pub history_rev: history::Rev,
    /// While the sessions load after the first render (`persist`): what the home list shows
    /// meanwhile, and the actions made meanwhile.
    #[serde(skip)]
    pub pending: Option<Pending>,
    /// A message about the last change, offering to undo it.
    pub notice: Option<Notice>,
    /// The last change was a redo: the screen says what it brought back.
    #[serde(skip)]
    pub redone: bool,
    /// The player whose page opened the scorecard shown (a record's hand): Back returns there
    /// rather than home.
    #[serde(skip)]
    pub opened_from: Option<u32>,
    /// People (ids, names, the sessions' seats linked to them) and groups, and the group
    /// filtered by: kept in the snapshot (`crate::people`, docs/storage.md), not in the screen.
    #[serde(skip)]
    pub people: Rc<crate::people::Book>,
    /// The session as this tab saw it when the hand being edited here was changed in another
    /// tab: the edit, confirmed, goes to a copy of it (both versions kept). `None` otherwise.
    #[serde(skip)]
    pub edit_base: Option<Rc<Session>>,
    /// The draft checked against its session, while a French Tarot hand is entered: made
    /// from `draft` and `sessions` by the reducer when either changes (never stored; read it
    /// with [`AppState::check`]).
    #[serde(skip)]
    checked: CheckCache,
}

/// The sessions being loaded: their summaries from the store's index (the home list is drawn
/// from them), and the actions the player made meanwhile, applied in order once the sessions
/// are there ([`Action::Loaded`]): every action but the language and the theme waits.
#[derive(Clone, Debug, Default)]
pub struct Pending {
    pub summaries: Rc<Vec<crate::store::Summary>>,
    pub queued: Vec<Action>,
}

impl PartialEq for Pending {
    fn eq(&self, other: &Pending) -> bool {
        Rc::ptr_eq(&self.summaries, &other.summaries) && self.queued == other.queued
    }
}

impl Eq for Pending {}

/// The sessions and their history as loaded ([`Action::Loaded`]).
pub type Loaded = (Sessions, Vec<SavedStep>, Vec<SavedStep>);

/// A message about the last change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    SessionDeleted,
    HandDeleted,
    PenaltyDeleted,
    /// A filled hand cancelled (undo brings it back).
    HandDiscarded,
    /// A stored hand's edit cancelled, changed (undo brings the edit back).
    EditDiscarded,
    /// The session shown deleted in another tab (undo brings it back here).
    DeletedElsewhere,
    /// An edit confirmed after the hand was changed in another tab: both versions kept, this
    /// one in a copy of the session, shown.
    EditKeptAsCopy,
    /// The same, the hand deleted in the other tab: this tab's version kept in a copy.
    DeletedKeptAsCopy,
    /// The new hand typed here recorded in another tab, as typed: taken off the screen, so
    /// that it is not recorded twice.
    RecordedElsewhere,
}

impl AppState {
    /// A fresh state in `lang`.
    pub fn new(lang: Lang) -> AppState {
        AppState {
            lang,
            ..AppState::default()
        }
    }

    /// The session with this id.
    pub fn session(&self, id: &str) -> Option<&Rc<Session>> {
        self.sessions.get(id)
    }

    /// The people with every session linked to them ([`crate::people::Book::linked`]).
    pub fn linked_people(&self) -> crate::people::Book {
        self.people.linked(
            self.sessions
                .iter()
                .map(|s| (s.id.as_str(), s.created, s.players.as_slice())),
        )
    }

    /// The id of the session shown (table or entry).
    pub(super) fn current_id(&self) -> Option<&str> {
        match &self.view {
            View::Table { session, .. } | View::Entry { session } => Some(session),
            _ => None,
        }
    }

    /// The session shown (table or entry).
    pub fn current(&self) -> Option<&Rc<Session>> {
        self.current_id().and_then(|id| self.session(id))
    }

    /// The session shown, to change (copied first if an earlier state shares it), moved to
    /// the top of the list: the one played last comes first.
    fn current_mut(&mut self) -> Option<&mut Session> {
        match &self.view {
            View::Table { session, .. } | View::Entry { session } => self.sessions.played(session),
            _ => None,
        }
    }
}
