//! The reducer: every action the player can take ([`Action`]) and how it changes the state.
//! Each makes a new state from the old one ([`Reducible::reduce`]): the sessions are shared
//! between them, so an action clones none, and one that changes a session clones that one.

use std::rc::Rc;

use yew::Reducible;

use super::check::DraftCheck;
use super::draft::{Draft, DraftEdit};
use super::{french_hand, AppState, Notice, Theme, View};
use crate::core::french::{HandInput, NotPlayedReason};
use crate::core::games::{GameKind, TarocchiSettings};
use crate::core::rules::RuleOptions;
use crate::session::{Bid, HandRecord, Session};
use crate::ui::games_state::{game_record, GameDraft, GameEdit};
use crate::ui::i18n::Lang;

/// Everything the reducer can do. The names say what the player did.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    SetLang(Lang),
    SetTheme(Theme),
    GoHome,
    /// The browser's Back button: one screen up (a hand's detail closed, a hand's entry
    /// cancelled as its Cancel does, a table or a form left for home); nothing at home.
    Back,
    OpenSession(String),
    DeleteSession(String),
    /// Open the new-session form.
    OpenSetup,
    /// Open the new-session form for another game at the table shown, once its game is over.
    Rematch,
    SetPlayerCount(usize),
    SetName(usize, String),
    /// Put a remembered name in the first empty seat.
    UseName(String),
    /// Swap a seat with the one above (`up`) or below.
    MovePlayer {
        seat: usize,
        up: bool,
    },
    SetFirstDealer(usize),
    SetPreset(String),
    SetOptions(RuleOptions),
    SetRoundToTen(bool),
    SetRounds(String),
    /// Create the session from the form. The caller reads the clock.
    StartSession {
        id: String,
        created: u64,
    },
    /// Show or hide a hand's breakdown on the scorecard.
    OpenHand(Option<usize>),
    NewHand,
    EditHand(usize),
    CancelHand,
    Draft(DraftEdit),
    /// Record the draft (new or edited hand), if it is valid.
    ConfirmHand,
    /// The same, at this time (ms since the Unix epoch): the hand whose bid was recorded
    /// keeps how long it took. The caller reads the clock.
    ConfirmHandAt(u64),
    /// The bidding is over: record the draft's taker, contract and king as the hand in
    /// play, started now (ms); the result is entered at the end.
    BidDone(u64),
    /// Record a hand not played: the deal passes.
    HandNotPlayed(NotPlayedReason),
    /// Record a penalty (French Tarot, a house rule): `seat` loses `amount`, shared among
    /// the others; `index` is the penalty row edited (`state/penalty.rs`).
    Penalty {
        index: Option<usize>,
        seat: usize,
        amount: i64,
    },
    DeleteHand(usize),
    Undo,
    Redo,
    /// Replace the whole state (storage restoring a saved state).
    Restore(Box<AppState>),
    /// This state with the sessions another tab changed (or a save merged in): the history
    /// and the screen follow them ([`super::elsewhere`]).
    Elsewhere(Box<AppState>),
    /// The sessions and the history, loaded after the first render: the actions made
    /// meanwhile follow ([`super::Pending`]).
    Loaded(Box<super::Loaded>),
    /// Choose the game of the new session.
    SetGame(GameKind),
    SetTarocchi(TarocchiSettings),
    /// One change to the hand of another game ([`AppState::game_draft`]).
    GameDraft(GameEdit),
    /// Record the game draft (new or edited hand), if the core accepts it.
    ConfirmGameHand,
    /// Open the card-point counter (from home: a hand counts its cards on its own screen).
    OpenCounter,
    CloseCounter,
    /// Add sessions (a shared link's copy, an import), first in the list, each with an id
    /// no session here has (the caller makes it: an id already taken is skipped); and bring
    /// sessions here up to date (`updates`, by id: a backup's later version of a game,
    /// `export::not_here`). One undo step.
    AddSessions {
        new: Vec<Session>,
        updates: Vec<Session>,
    },
    /// The Players screen: the list, or one person's page.
    OpenPlayers(Option<u32>),
    /// The recap of a session (its game over, or the evening ended).
    OpenRecap(String),
    /// A change to people or groups, or its undo (every session linked first, so the ids
    /// the change names are the ones stored).
    People(crate::people::PeopleEdit),
    /// A name entered taken out of a person, as a person of its own with the seats it was
    /// entered at ([`crate::people::Book::split`]): a merge undone later than its undo.
    SplitPerson {
        player: crate::core::players::PlayerId,
        name: String,
    },
    /// The people and groups of an imported file, merged with those known
    /// ([`crate::people::Book::merge_in`]); sent before the file's sessions.
    AddPeople(Box<crate::people::Book>),
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // A cheap copy: the sessions and the history are shared, not copied.
        let mut next = (*self).clone();
        next.apply(action);
        // Sessions compare by pointer first: an unchanged list costs nothing to compare.
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

/// The input of a valid hand.
fn valid_input(check: &DraftCheck) -> Option<&HandInput> {
    check.input.as_ref().filter(|_| check.problems.is_empty())
}

impl AppState {
    /// Applies one action. Invalid actions leave the state unchanged. The hand being
    /// entered is checked again when the action changed it or its session.
    pub fn apply(&mut self, action: Action) {
        match (&mut self.pending, action) {
            (_, Action::Loaded(loaded)) => {
                let (sessions, past, future) = *loaded;
                let queued = self.pending.take().map(|p| p.queued).unwrap_or_default();
                self.sessions = sessions;
                self.load_history(past, future);
                // The people linked to the sessions now read (their stored links kept).
                self.people = Rc::new(self.linked_people());
                for action in queued {
                    self.apply(action);
                }
            }
            (Some(p), action)
                if !matches!(
                    action,
                    Action::SetLang(_)
                        | Action::SetTheme(_)
                        | Action::Restore(_)
                        | Action::Elsewhere(_)
                ) =>
            {
                p.queued.push(action)
            }
            (_, action) => {
                self.apply_action(action);
                // Only an edit under way has a base elsewhere.
                if !matches!(self.view, View::Entry { .. }) {
                    self.edit_base = None;
                }
                self.refresh_check();
            }
        }
    }

    fn apply_action(&mut self, action: Action) {
        // The notice goes with any change; undo reads it first (`undo_step`).
        let notice = self.notice.take();
        if matches!(action, Action::SetLang(_) | Action::SetTheme(_)) {
            self.notice = notice;
        } else {
            self.redone = matches!(action, Action::Redo);
        }
        match action {
            Action::SetLang(l) => self.lang = l,
            Action::SetTheme(t) => self.theme = t,
            Action::GoHome => {
                if self.leave_entry() {
                    self.notice = Some(self.discarded());
                }
                self.view = View::Home;
            }
            Action::Back => {
                let up = match &self.view {
                    View::Home => None,
                    View::Entry { .. } => Some(Action::CancelHand),
                    View::Table { open: Some(_), .. } => Some(Action::OpenHand(None)),
                    View::Players { player: Some(_) } => Some(Action::OpenPlayers(None)),
                    View::Recap { session } => Some(Action::OpenSession(session.clone())),
                    // A scorecard opened from a player's page goes back to that page.
                    View::Table { .. } if self.opened_from.is_some() => {
                        Some(Action::OpenPlayers(self.opened_from.take()))
                    }
                    _ => Some(Action::GoHome),
                };
                if let Some(up) = up {
                    self.apply_action(up);
                }
            }
            Action::OpenPlayers(player) => self.view = View::Players { player },
            Action::People(edit) => {
                let mut book = self.linked_people();
                book.edit(edit);
                self.people = Rc::new(book);
            }
            Action::SplitPerson { player, name } => {
                let mut book = self.linked_people();
                let sessions = self
                    .sessions
                    .iter()
                    .map(|s| (s.id.as_str(), s.players.as_slice()));
                book.split(player, &name, sessions);
                self.people = Rc::new(book);
            }
            Action::AddPeople(theirs) => {
                let mut book = self.linked_people();
                book.merge_in(&theirs);
                self.people = Rc::new(book);
            }
            Action::OpenRecap(id) => {
                if self.session(&id).is_some() {
                    self.view = View::Recap { session: id };
                }
            }
            Action::OpenSession(id) => {
                if self.session(&id).is_some() {
                    // From a hand being entered (a shared link's copy saved over it): kept,
                    // and said, as any other way out of it (QA: gone without a word).
                    if self.leave_entry() {
                        self.notice = Some(self.discarded());
                    }
                    self.opened_from = match self.view {
                        View::Players { player } => player,
                        _ => None,
                    };
                    self.view = View::Table {
                        session: id,
                        open: None,
                    };
                }
            }
            Action::DeleteSession(id) => {
                if self.session(&id).is_some() {
                    self.checkpoint();
                    self.sessions.remove(&id);
                    self.notice = Some(Notice::SessionDeleted);
                    self.fix_view();
                }
            }
            Action::OpenSetup => self.open_setup(),
            Action::Rematch => self.rematch(),
            // The new-session form.
            a @ (Action::SetPlayerCount(_)
            | Action::SetName(..)
            | Action::UseName(_)
            | Action::MovePlayer { .. }
            | Action::SetFirstDealer(_)
            | Action::SetPreset(_)
            | Action::SetOptions(_)
            | Action::SetRoundToTen(_)
            | Action::SetRounds(_)
            | Action::StartSession { .. }
            | Action::SetGame(_)
            | Action::SetTarocchi(_)) => self.apply_setup(a),
            Action::GameDraft(edit) => {
                let players = self.current().map_or(0, |s| s.players.len());
                self.game_draft.edit(edit, players);
            }
            Action::ConfirmGameHand => self.confirm_game_hand(),
            Action::OpenHand(i) => {
                if let View::Table { open, .. } = &mut self.view {
                    *open = i;
                }
            }
            Action::NewHand => {
                if let Some(s) = self.current().filter(|_| !self.game_over()) {
                    let id = s.id.clone();
                    let players = s.players.len();
                    // The hand in play: its bid is already known.
                    let bid = s.in_play.as_ref();
                    self.draft = Draft {
                        goulash: vec![String::new(); players],
                        taker: bid.map(|b| b.taker),
                        contract: bid.map(|b| b.contract),
                        king: bid.and_then(|b| b.king),
                        ..Draft::default()
                    };
                    self.game_draft = GameDraft::new(players);
                    self.view = View::Entry { session: id };
                }
            }
            Action::EditHand(i) => {
                self.edit_base = None;
                let Some(s) = self.current() else { return };
                if let Some(r) = s.hands.get(i).filter(|r| french_hand(r).is_none()) {
                    let draft = GameDraft::from_record(r, s.players.len(), i);
                    let session = s.id.clone();
                    self.game_draft = draft;
                    self.view = View::Entry { session };
                    return;
                }
                let Some(input) = s.hands.get(i).and_then(french_hand) else {
                    return;
                };
                let mut draft = Draft::from_input(input, s.players.len());
                draft.editing = Some(i);
                let id = s.id.clone();
                self.draft = draft;
                self.view = View::Entry { session: id };
            }
            Action::CancelHand => {
                if self.leave_entry() {
                    self.notice = Some(self.discarded());
                }
                if let View::Entry { session } = &self.view {
                    self.view = View::Table {
                        session: session.clone(),
                        open: None,
                    };
                }
            }
            Action::Draft(edit) => {
                let players = self.current().map_or(4, |s| s.players.len());
                self.draft.edit(edit, players);
            }
            Action::BidDone(now) => {
                let (View::Entry { .. }, None, Some(taker), Some(contract)) = (
                    &self.view,
                    self.draft.editing,
                    self.draft.taker,
                    self.draft.contract,
                ) else {
                    return;
                };
                let king = self.draft.king;
                self.checkpoint();
                if let Some(s) = self.current_mut() {
                    s.in_play = Some(Bid {
                        taker,
                        contract,
                        king,
                        started: now,
                    });
                    let session = s.id.clone();
                    self.draft = Draft::default();
                    self.view = View::Table {
                        session,
                        open: None,
                    };
                }
            }
            Action::ConfirmHand => self.apply_action(Action::ConfirmHandAt(0)),
            Action::ConfirmHandAt(now) => {
                let View::Entry { session } = &self.view else {
                    return;
                };
                let session = session.clone();
                // The check the last change made (made now for a state put together by hand;
                // none when the session is gone).
                self.refresh_check();
                let french = |r: &HandRecord| matches!(r, HandRecord::FrenchTarot(_));
                let Some(record) = self.draft_record().filter(french) else {
                    // Something missing or refused: each field missing now says so.
                    self.draft.asked = true;
                    return;
                };
                let editing = self.draft.editing;
                if let Some(s) = self.saving(editing, &record) {
                    match editing {
                        Some(i) if i < s.hands.len() => s.hands[i] = record,
                        _ => {
                            // The hand in play is over: how long it took, if the clock says.
                            if let Some(b) = s.in_play.take().filter(|_| now > 0) {
                                let secs = now.saturating_sub(b.started) / 1000;
                                s.durations.resize(s.hands.len(), None);
                                s.durations.push(Some(secs.min(u64::from(u32::MAX)) as u32));
                            }
                            s.hands.push(record);
                        }
                    }
                }
                // A copy's, when the edit went to one (`saving`).
                let session = self.current_id().map_or(session, str::to_owned);
                self.draft = Draft::default();
                self.view = View::Table {
                    session,
                    open: None,
                };
            }
            Action::HandNotPlayed(reason) => {
                let session = match &self.view {
                    View::Table { session, .. } | View::Entry { session } => session.clone(),
                    _ => return,
                };
                if self.session(&session).is_none() {
                    return;
                }
                let editing = match self.view {
                    View::Entry { .. } => self.draft.editing,
                    _ => None,
                };
                if editing.is_none() && self.game_over() {
                    return;
                }
                self.checkpoint();
                if let Some(s) = self.current_mut() {
                    let record = HandRecord::FrenchTarot(HandInput::NotPlayed { reason });
                    match editing {
                        Some(i) if i < s.hands.len() => s.hands[i] = record,
                        _ => {
                            // The hand in play was not played after all: its bid goes (undo
                            // brings it back).
                            s.in_play = None;
                            s.hands.push(record);
                        }
                    }
                }
                self.view = View::Table {
                    session,
                    open: None,
                };
            }
            Action::Penalty {
                index,
                seat,
                amount,
            } => self.record_penalty(index, seat, amount),
            Action::DeleteHand(i) => {
                if let Some(penalty) = self
                    .current()
                    .and_then(|s| s.hands.get(i))
                    .map(crate::session::HandRecord::is_penalty)
                {
                    self.checkpoint();
                    if let Some(s) = self.current_mut() {
                        s.hands.remove(i);
                        if i < s.durations.len() {
                            s.durations.remove(i);
                        }
                    }
                    self.notice = Some(if penalty {
                        Notice::PenaltyDeleted
                    } else {
                        Notice::HandDeleted
                    });
                    if let View::Table { session, .. } | View::Entry { session } = &self.view {
                        self.view = View::Table {
                            session: session.clone(),
                            open: None,
                        };
                    }
                }
            }
            Action::Undo => {
                self.notice = notice;
                self.undo();
                self.notice = None;
            }
            Action::Redo => self.redo(),
            Action::Restore(state) => *self = *state,
            Action::Elsewhere(state) => self.take_in(*state),
            // Handled by `apply`.
            Action::Loaded(_) => {}
            Action::OpenCounter => self.view = View::Counter { session: None },
            Action::CloseCounter => self.view = View::Home,
            Action::AddSessions { new, updates } => {
                let mut new: Vec<Session> = new
                    .into_iter()
                    .filter(|s| self.session(&s.id).is_none())
                    .collect();
                // The newest first, whatever the file's order (QA: a backup written oldest
                // first listed its oldest evening at the top, the newest ten hidden).
                crate::core::sort_by_key(&mut new, |s| std::cmp::Reverse(s.created));
                let updates: Vec<Session> = updates
                    .into_iter()
                    .filter(|s| self.session(&s.id).is_some_and(|h| **h != *s))
                    .collect();
                if new.is_empty() && updates.is_empty() {
                    return;
                }
                self.checkpoint();
                for s in updates {
                    if let Some(h) = self.sessions.get_mut(&s.id) {
                        *h = s;
                    }
                }
                self.sessions.prepend(new);
            }
        }
    }

    /// Whether the session shown is a game of a set number of hands that is over: it takes no
    /// new hand (played or not), only another game ([`Action::Rematch`]).
    fn game_over(&self) -> bool {
        self.current()
            .is_some_and(|s| s.table().is_ok_and(|t| t.finished))
    }

    /// The session to save `record` in (over the hand `editing`, or as a new hand), its undo
    /// step taken; `None` when an edit saves the hand as it is: that changes nothing, so no
    /// step to undo (QA: "Undo." with nothing after it) and nothing to store.
    ///
    /// An edit of a hand changed in another tab meanwhile ([`AppState::edit_base`]) goes to a
    /// copy of the session as this tab saw it, shown and said; the other tab's version stays
    /// (QA: the same hand edited in two tabs, the last save won without a word).
    fn saving(&mut self, editing: Option<usize>, record: &HandRecord) -> Option<&mut Session> {
        let deleted = self.edit_conflict() == Some(true);
        let base = self
            .edit_base
            .take()
            .filter(|b| editing.is_some() && Some(b.id.as_str()) == self.current_id());
        let unchanged = editing.is_some_and(|i| {
            let same = |s: &Session| s.hands.get(i) == Some(record);
            self.current().is_some_and(|s| same(s)) || base.as_deref().is_some_and(same)
        });
        if unchanged {
            return None;
        }
        self.checkpoint();
        if let Some(base) = base {
            let copy = super::sessions::copy_of(&base, self.sessions.free_id(&base.id), self.lang);
            let id = copy.id.clone();
            self.sessions.prepend(vec![copy]);
            self.view = View::Entry { session: id };
            self.notice = Some(match deleted {
                true => Notice::DeletedKeptAsCopy,
                false => Notice::EditKeptAsCopy,
            });
        }
        self.current_mut()
    }

    /// The new hand or edit confirming would record: the French draft's, once checked valid,
    /// or the other game's; `None` while it is not one.
    pub(super) fn draft_record(&self) -> Option<HandRecord> {
        let s = self.current()?;
        match super::french_settings(s) {
            Some(_) => self
                .check()
                .and_then(valid_input)
                .cloned()
                .map(HandRecord::FrenchTarot),
            None => game_record(s, &self.game_draft),
        }
    }

    /// Records the hand of another game, if the core accepts it.
    fn confirm_game_hand(&mut self) {
        let other = |r: &HandRecord| !matches!(r, HandRecord::FrenchTarot(_));
        let Some(record) = self.draft_record().filter(other) else {
            // Something missing or refused: the fields missing now say so.
            self.game_draft.asked = true;
            return;
        };
        let editing = self.game_draft.editing;
        if let Some(s) = self.saving(editing, &record) {
            match editing {
                Some(i) if i < s.hands.len() => s.hands[i] = record,
                _ => s.hands.push(record),
            }
        }
        if let Some(s) = self.current() {
            let session = s.id.clone();
            self.view = View::Table {
                session,
                open: None,
            };
        }
    }
}
