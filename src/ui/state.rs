//! The app's state and its one reducer: sessions, the screen shown, the session being set up,
//! the hand being entered, and the undo/redo history. Pure: no storage, no clock, no DOM —
//! the clock's reading comes in the actions that need it, storage lives in effects.
//!
//! Every number shown comes from the core: [`check_draft`] turns the draft into the core's
//! [`HandInput`] and lets the core validate and score it.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

use super::games_state::{game_record, new_game, GameDraft, GameEdit};
use super::i18n::Lang;
use crate::core::cards::CardSet;
use crate::core::error::{Error, ErrorKind};
use crate::core::french::{
    score, CardPoints, Contract, HandContext, HandInput, HandScore, MisereInput, MisereKind,
    NotPlayedReason, PetitSlamInput, PlayedInput, PoigneeInput, PoigneeLevel, Side, SlamInput,
    TwoPlayerInput,
};
use crate::core::games::{GameKind, TarocchiSettings};
use crate::core::points::Halves;
use crate::core::rules::{RuleOptions, Rules};
use crate::core::scorecard::{FrenchSettings, Scorecard};
/// The theme is a preference that storage keeps too, so it lives in `crate::prefs`.
pub use crate::prefs::Theme;
use crate::session::{Game, HandRecord, Session};

/// How many changes undo remembers.
pub const HISTORY_DEPTH: usize = 50;

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
    /// The card-point counter, opened from home or from a session's hand entry.
    Counter {
        #[serde(default)]
        session: Option<String>,
    },
}

/// The new-session form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// Names in seat order; its length is the player count.
    pub names: Vec<String>,
    pub first_dealer: usize,
    pub preset: String,
    pub options: RuleOptions,
    pub round_to_ten: bool,
    /// The number of rounds as typed ("" for none).
    pub rounds: String,
    /// The game the session plays.
    pub game: GameKind,
    /// Tarocchi's readings where the source is silent.
    pub tarocchi: TarocchiSettings,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            names: vec![String::new(); 4],
            first_dealer: 0,
            preset: "fft".into(),
            options: RuleOptions::default(),
            round_to_ten: false,
            rounds: String::new(),
            game: GameKind::FrenchTarot,
            tarocchi: TarocchiSettings::default(),
        }
    }
}

/// What kind of hand the draft is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DraftKind {
    #[default]
    Played,
    Goulash,
}

/// The hand being entered, as the players tap it. May be incomplete or impossible.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    /// The hand being edited (its index), or `None` for a new hand.
    pub editing: Option<usize>,
    pub kind: DraftKind,
    /// The taker (two players: the player whose pile is counted).
    pub taker: Option<usize>,
    pub contract: Option<Contract>,
    /// Five players: the called partner, the taker when alone.
    pub partner: Option<usize>,
    /// Whose card points are entered.
    pub side: Side,
    /// The card points as typed on the keypad ("47", "40.5").
    pub points: String,
    /// The pile tapped on the card grid, when the cards were counted.
    pub cards: Option<CardSet>,
    /// Whether the card grid is shown instead of the keypad.
    pub counting: bool,
    pub oudlers: Option<u8>,
    pub bonuses_open: bool,
    pub petit_au_bout: Option<Side>,
    /// Two players: who took the Petit au bout.
    pub petit_au_bout_seat: Option<usize>,
    pub poignees: Vec<PoigneeInput>,
    pub slam: SlamInput,
    pub petit_slam: PetitSlamInput,
    pub miseres: Vec<MisereInput>,
    /// Goulash: each player's card points as typed.
    pub goulash: Vec<String>,
}

impl Default for Draft {
    fn default() -> Self {
        Draft {
            editing: None,
            kind: DraftKind::Played,
            taker: None,
            contract: None,
            partner: None,
            side: Side::Attack,
            points: String::new(),
            cards: None,
            counting: false,
            oudlers: None,
            bonuses_open: false,
            petit_au_bout: None,
            petit_au_bout_seat: None,
            poignees: Vec::new(),
            slam: SlamInput::default(),
            petit_slam: PetitSlamInput::default(),
            miseres: Vec::new(),
            goulash: Vec::new(),
        }
    }
}

/// One change to the draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftEdit {
    Kind(DraftKind),
    Taker(usize),
    Contract(Contract),
    Partner(usize),
    Side(Side),
    /// A keypad key: a digit, or '½'.
    Key(char),
    Backspace,
    ClearPoints,
    ToggleCounting,
    Cards(CardSet),
    Oudlers(u8),
    ToggleBonuses,
    PetitAuBout(Option<Side>),
    PetitAuBoutSeat(Option<usize>),
    Poignee(usize, Option<PoigneeLevel>),
    SlamAnnounced(bool),
    SlamMadeBy(Option<Side>),
    PetitSlamAnnounced(bool),
    PetitSlamMade(bool),
    Misere(usize, MisereKind, bool),
    GoulashPoints(usize, String),
}

/// Everything the reducer can do. The names say what the player did.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    SetLang(Lang),
    SetTheme(Theme),
    GoHome,
    OpenSession(String),
    DeleteSession(String),
    /// Open the new-session form.
    OpenSetup,
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
    /// Record a hand not played: the deal passes.
    HandNotPlayed(NotPlayedReason),
    DeleteHand(usize),
    Undo,
    Redo,
    /// Replace the whole state (storage restoring a saved state).
    Restore(Box<AppState>),
    /// Choose the game of the new session.
    SetGame(GameKind),
    SetTarocchi(TarocchiSettings),
    /// One change to the hand of another game ([`AppState::game_draft`]).
    GameDraft(GameEdit),
    /// Record the game draft (new or edited hand), if the core accepts it.
    ConfirmGameHand,
    /// Open the card-point counter (from a hand entry: back to it after).
    OpenCounter,
    CloseCounter,
    /// Add sessions (a shared link's copy, an import), first in the list, each with an id
    /// no session here has (the caller makes it); an id already taken is skipped.
    AddSessions(Vec<Session>),
}

/// The whole state of the app.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppState {
    pub lang: Lang,
    pub theme: Theme,
    /// Every session, most recent first.
    pub sessions: Vec<Session>,
    /// Names entered in earlier sessions, most recent first.
    pub names: Vec<String>,
    pub view: View,
    pub setup: Setup,
    pub draft: Draft,
    /// The hand being entered in a session of another game than French Tarot.
    pub game_draft: GameDraft,
    /// Earlier session lists, the latest last (undo). Shared, not copied: the reducer
    /// clones the state on every action, and 50 copies of a long evening would be copied
    /// with it.
    #[serde(with = "shared_lists")]
    pub past: Vec<Rc<Vec<Session>>>,
    /// Undone session lists, the latest undone last (redo).
    #[serde(with = "shared_lists")]
    pub future: Vec<Rc<Vec<Session>>>,
    /// A message about the last change, offering to undo it.
    pub notice: Option<Notice>,
}

/// The undo history as plain lists of sessions in JSON (serde's `rc` feature is not needed).
mod shared_lists {
    use std::rc::Rc;

    use serde::{Deserialize, Deserializer, Serializer};

    use crate::session::Session;

    pub fn serialize<S: Serializer>(lists: &[Rc<Vec<Session>>], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(lists.iter().map(|l| &**l))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Rc<Vec<Session>>>, D::Error> {
        let lists = Vec::<Vec<Session>>::deserialize(d)?;
        Ok(lists.into_iter().map(Rc::new).collect())
    }
}

/// A message about the last change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    SessionDeleted,
    HandDeleted,
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        // Most actions change the screen or the hand being entered: compare those first, so
        // that every session is compared only when nothing else changed.
        let unchanged = next.view == self.view
            && next.draft == self.draft
            && next.game_draft == self.game_draft
            && next.setup == self.setup
            && next.notice == self.notice
            && next.sessions.len() == self.sessions.len()
            && next == *self;
        if unchanged {
            self
        } else {
            Rc::new(next)
        }
    }
}

/// The French Tarot settings of a session, if it plays French Tarot.
#[allow(unreachable_patterns)]
pub fn french_settings(session: &Session) -> Option<&FrenchSettings> {
    match &session.game {
        Game::FrenchTarot(s) => Some(s),
        _ => None,
    }
}

/// The French Tarot hand of a record, if it is one.
#[allow(unreachable_patterns)]
pub fn french_hand(record: &HandRecord) -> Option<&HandInput> {
    match record {
        HandRecord::FrenchTarot(h) => Some(h),
        _ => None,
    }
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
    pub fn session(&self, id: &str) -> Option<&Session> {
        self.sessions.iter().find(|s| s.id == id)
    }

    /// The session shown (table or entry).
    pub fn current(&self) -> Option<&Session> {
        match &self.view {
            View::Table { session, .. } | View::Entry { session } => self.session(session),
            _ => None,
        }
    }

    fn current_mut(&mut self) -> Option<&mut Session> {
        let id = match &self.view {
            View::Table { session, .. } | View::Entry { session } => session.clone(),
            _ => return None,
        };
        self.sessions.iter_mut().find(|s| s.id == id)
    }

    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Remembers the sessions before a change, for undo.
    fn checkpoint(&mut self) {
        self.past.push(Rc::new(self.sessions.clone()));
        if self.past.len() > HISTORY_DEPTH {
            self.past.remove(0);
        }
        self.future.clear();
    }

    /// After undo or redo: leave a screen whose session or hand is gone.
    fn fix_view(&mut self) {
        match &self.view {
            View::Table { session, open } => {
                let Some(s) = self.session(session) else {
                    self.view = View::Home;
                    return;
                };
                if open.is_some_and(|i| i >= s.hands.len()) {
                    self.view = View::Table {
                        session: session.clone(),
                        open: None,
                    };
                }
            }
            View::Entry { session } => {
                let session = session.clone();
                self.view = if self.session(&session).is_some() {
                    View::Table {
                        session,
                        open: None,
                    }
                } else {
                    View::Home
                };
            }
            _ => {}
        }
    }

    /// Applies one action. Invalid actions leave the state unchanged.
    pub fn apply(&mut self, action: Action) {
        if !matches!(action, Action::SetLang(_) | Action::SetTheme(_)) {
            self.notice = None;
        }
        match action {
            Action::SetLang(l) => self.lang = l,
            Action::SetTheme(t) => self.theme = t,
            Action::GoHome => self.view = View::Home,
            Action::OpenSession(id) => {
                if self.session(&id).is_some() {
                    self.view = View::Table {
                        session: id,
                        open: None,
                    };
                }
            }
            Action::DeleteSession(id) => {
                if self.session(&id).is_some() {
                    self.checkpoint();
                    self.sessions.retain(|s| s.id != id);
                    self.notice = Some(Notice::SessionDeleted);
                    self.fix_view();
                }
            }
            Action::OpenSetup => {
                let mut setup = Setup::default();
                // Start from the players of the latest session: often the same table.
                if let Some(last) = self.sessions.first() {
                    setup.names = last.players.clone();
                    if let Some(s) = french_settings(last) {
                        setup.preset = s.preset.clone();
                        setup.options = s.options.clone();
                        setup.round_to_ten = s.round_to_ten;
                        setup.first_dealer =
                            (s.first_dealer + last.hands.len()) % last.players.len().max(1);
                    }
                }
                self.setup = setup;
                self.view = View::Setup;
            }
            // The new-session form and the other games' hands.
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
            | Action::SetTarocchi(_)
            | Action::GameDraft(_)
            | Action::ConfirmGameHand) => self.apply_setup_or_game(a),
            Action::OpenHand(i) => {
                if let View::Table { open, .. } = &mut self.view {
                    *open = i;
                }
            }
            Action::NewHand => {
                if let Some(s) = self.current() {
                    let id = s.id.clone();
                    let players = s.players.len();
                    self.draft = Draft {
                        goulash: vec![String::new(); players],
                        ..Draft::default()
                    };
                    self.game_draft = GameDraft::new(players);
                    self.view = View::Entry { session: id };
                }
            }
            Action::EditHand(i) => {
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
            Action::ConfirmHand => {
                let View::Entry { session } = &self.view else {
                    return;
                };
                let session = session.clone();
                let Some(s) = self.session(&session) else {
                    return;
                };
                let check = check_draft(s, &self.draft);
                let (Some(input), true) = (check.input, check.problems.is_empty()) else {
                    return;
                };
                let editing = self.draft.editing;
                self.checkpoint();
                if let Some(s) = self.current_mut() {
                    let record = HandRecord::FrenchTarot(input);
                    match editing {
                        Some(i) if i < s.hands.len() => s.hands[i] = record,
                        _ => s.hands.push(record),
                    }
                }
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
                self.checkpoint();
                if let Some(s) = self.current_mut() {
                    let record = HandRecord::FrenchTarot(HandInput::NotPlayed { reason });
                    match editing {
                        Some(i) if i < s.hands.len() => s.hands[i] = record,
                        _ => s.hands.push(record),
                    }
                }
                self.view = View::Table {
                    session,
                    open: None,
                };
            }
            Action::DeleteHand(i) => {
                if self.current().is_some_and(|s| i < s.hands.len()) {
                    self.checkpoint();
                    if let Some(s) = self.current_mut() {
                        s.hands.remove(i);
                    }
                    self.notice = Some(Notice::HandDeleted);
                    if let View::Table { session, .. } | View::Entry { session } = &self.view {
                        self.view = View::Table {
                            session: session.clone(),
                            open: None,
                        };
                    }
                }
            }
            Action::Undo => {
                if let Some(prev) = self.past.pop() {
                    let now = std::mem::replace(&mut self.sessions, Rc::unwrap_or_clone(prev));
                    self.future.push(Rc::new(now));
                    self.fix_view();
                }
            }
            Action::Redo => {
                if let Some(next) = self.future.pop() {
                    let now = std::mem::replace(&mut self.sessions, Rc::unwrap_or_clone(next));
                    self.past.push(Rc::new(now));
                    self.fix_view();
                }
            }
            Action::Restore(state) => *self = *state,
            Action::OpenCounter => {
                let session = match &self.view {
                    View::Entry { session } => Some(session.clone()),
                    _ => None,
                };
                self.view = View::Counter { session };
            }
            Action::CloseCounter => {
                self.view = match &self.view {
                    View::Counter {
                        session: Some(session),
                    } if self.session(session).is_some() => View::Entry {
                        session: session.clone(),
                    },
                    _ => View::Home,
                };
            }
            Action::AddSessions(sessions) => {
                let new: Vec<Session> = sessions
                    .into_iter()
                    .filter(|s| self.session(&s.id).is_none())
                    .collect();
                if !new.is_empty() {
                    self.checkpoint();
                    self.sessions.splice(0..0, new);
                }
            }
        }
    }

    /// The actions of the new-session form and of the other games' hands (see
    /// [`AppState::apply`]).
    fn apply_setup_or_game(&mut self, action: Action) {
        match action {
            Action::GameDraft(edit) => {
                let players = self.current().map_or(0, |s| s.players.len());
                self.game_draft.edit(edit, players);
            }
            Action::ConfirmGameHand => {
                let Some(record) = self
                    .current()
                    .and_then(|s| game_record(s, &self.game_draft))
                else {
                    return;
                };
                let editing = self.game_draft.editing;
                self.checkpoint();
                if let Some(s) = self.current_mut() {
                    match editing {
                        Some(i) if i < s.hands.len() => s.hands[i] = record,
                        _ => s.hands.push(record),
                    }
                    let session = s.id.clone();
                    self.view = View::Table {
                        session,
                        open: None,
                    };
                }
            }
            Action::SetPlayerCount(n) => {
                let (min, max) = self.setup.game.players();
                if (min..=max).contains(&n) {
                    self.setup.names.resize(n, String::new());
                    if self.setup.first_dealer >= n {
                        self.setup.first_dealer = 0;
                    }
                }
            }
            Action::SetName(seat, name) => {
                if let Some(slot) = self.setup.names.get_mut(seat) {
                    *slot = name;
                }
            }
            Action::UseName(name) => {
                let taken = self.setup.names.iter().any(|n| same_name(n, &name));
                if let (false, Some(slot)) = (
                    taken,
                    self.setup.names.iter_mut().find(|n| n.trim().is_empty()),
                ) {
                    *slot = name;
                }
            }
            Action::MovePlayer { seat, up } => {
                let n = self.setup.names.len();
                let other = if up {
                    seat.checked_sub(1)
                } else {
                    Some(seat + 1)
                };
                if let Some(other) = other.filter(|&o| o < n && seat < n) {
                    self.setup.names.swap(seat, other);
                    let d = self.setup.first_dealer;
                    if d == seat {
                        self.setup.first_dealer = other;
                    } else if d == other {
                        self.setup.first_dealer = seat;
                    }
                }
            }
            Action::SetFirstDealer(d) if d < self.setup.names.len() => {
                self.setup.first_dealer = d;
            }
            Action::SetPreset(p) => {
                if let Ok(preset) = crate::core::rules::preset(&p) {
                    self.setup.round_to_ten = preset.rules.round_to_ten;
                    self.setup.preset = p;
                    self.setup.options = RuleOptions::default();
                }
            }
            Action::SetOptions(o) => self.setup.options = o,
            Action::SetRoundToTen(b) => self.setup.round_to_ten = b,
            Action::SetRounds(r) if r.chars().all(|c| c.is_ascii_digit()) && r.len() <= 3 => {
                self.setup.rounds = r;
            }
            Action::StartSession { id, created } => {
                if check_setup(&self.setup).is_err() || self.session(&id).is_some() {
                    return;
                }
                let names: Vec<String> = self
                    .setup
                    .names
                    .iter()
                    .map(|n| n.trim().to_owned())
                    .collect();
                let settings = FrenchSettings {
                    preset: self.setup.preset.clone(),
                    options: self.setup.options.clone(),
                    round_to_ten: self.setup.round_to_ten,
                    rounds: self.setup.rounds.parse().ok().filter(|&r| r > 0),
                    first_dealer: self.setup.first_dealer,
                };
                self.checkpoint();
                for n in names.iter().rev() {
                    self.names.retain(|m| m != n);
                    self.names.insert(0, n.clone());
                }
                self.sessions.insert(
                    0,
                    Session::new(
                        id.clone(),
                        created,
                        names,
                        new_game(self.setup.game, settings, self.setup.tarocchi),
                    ),
                );
                self.view = View::Table {
                    session: id,
                    open: None,
                };
            }
            Action::SetGame(game) => {
                let (min, max) = game.players();
                let n = self.setup.names.len().clamp(min, max);
                self.setup.names.resize(n, String::new());
                if self.setup.first_dealer >= n {
                    self.setup.first_dealer = 0;
                }
                self.setup.game = game;
            }
            Action::SetTarocchi(t) => self.setup.tarocchi = t,
            _ => {}
        }
    }
}

/// Why the new-session form cannot start a session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    MissingName(usize),
    DuplicateName(usize),
}

/// Whether two names are the same player's: compared trimmed, inner spaces as one, and
/// without case for the letters of French and its Latin neighbours ("Alice" = " ALICE",
/// "Élodie" = "élodie"). Not `core::players::name_key`: its full Unicode lowercasing
/// brings an 11 KB table into the app.
pub fn same_name(a: &str, b: &str) -> bool {
    fn fold(c: char) -> char {
        match c {
            'A'..='Z' | 'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
            'Œ' => 'œ',
            'Ÿ' => 'ÿ',
            _ => c,
        }
    }
    let words = |s: &str| -> Vec<char> {
        s.split_whitespace()
            .flat_map(|w| w.chars().chain(Some(' ')))
            .map(fold)
            .collect()
    };
    words(a) == words(b)
}

/// Checks the new-session form.
pub fn check_setup(setup: &Setup) -> Result<(), SetupProblem> {
    for (i, n) in setup.names.iter().enumerate() {
        if n.trim().is_empty() {
            return Err(SetupProblem::MissingName(i));
        }
        if setup.names[..i].iter().any(|m| same_name(m, n)) {
            return Err(SetupProblem::DuplicateName(i));
        }
    }
    Ok(())
}

/// The field of the hand entry a problem belongs next to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Taker,
    Contract,
    Partner,
    Points,
    Oudlers,
    Bonuses,
    Goulash,
}

/// Why the draft cannot be confirmed yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing chosen yet.
    Missing(Field),
    /// The core refused the hand.
    Core(Field, ErrorKind),
}

impl Problem {
    pub fn field(&self) -> Field {
        match self {
            Problem::Missing(f) | Problem::Core(f, _) => *f,
        }
    }
}

/// The field a core error is about.
pub fn error_field(kind: &ErrorKind) -> Field {
    use ErrorKind as K;
    match kind {
        K::PointsAbovePack { .. }
        | K::PointsNegative { .. }
        | K::PointsParse { .. }
        | K::PointsOverflow
        | K::HalfPoint { .. }
        | K::PileSize { .. }
        | K::DuplicateCard { .. }
        | K::PointsBelowOudlers { .. }
        | K::PointsAboveOudlers { .. }
        | K::SetAsidePoints { .. } => Field::Points,
        K::TooManyOudlers { .. } | K::OudlersMismatch { .. } | K::OudlersMissing => Field::Oudlers,
        K::PartnerNeedsFive { .. } | K::PartnerMissing => Field::Partner,
        K::ContractNotInPreset { .. } => Field::Contract,
        K::GoulashSeats { .. } | K::GoulashTotal { .. } => Field::Goulash,
        K::SeatOutOfRange { .. } => Field::Taker,
        _ => Field::Bonuses,
    }
}

/// The other fields an error depends on: while one is still missing (and filled in with a
/// stand-in to check the rest), the error is not the player's.
fn error_needs(kind: &ErrorKind) -> &'static [Field] {
    use ErrorKind as K;
    match kind {
        K::PointsBelowOudlers { .. } | K::PointsAboveOudlers { .. } => &[Field::Oudlers],
        K::SetAsidePoints { .. } | K::SlamPoints { .. } => {
            &[Field::Points, Field::Oudlers, Field::Contract]
        }
        K::PetitAuBoutWithoutOudler { .. } | K::PetitAuBoutSeatWithoutOudler { .. } => {
            &[Field::Oudlers]
        }
        _ => &[],
    }
}

/// The draft checked: the core's input when complete, the problems, and the score when valid.
#[derive(Clone, Debug, PartialEq)]
pub struct DraftCheck {
    pub input: Option<HandInput>,
    pub problems: Vec<Problem>,
    pub score: Option<HandScore>,
}

impl DraftCheck {
    /// The first problem next to `field`.
    pub fn problem(&self, field: Field) -> Option<&Problem> {
        self.problems.iter().find(|p| p.field() == field)
    }
}

/// The rules of a session.
pub fn session_rules(session: &Session) -> Option<Rules> {
    french_settings(session).and_then(|s| s.rules().ok())
}

fn context<'a>(
    session: &Session,
    settings: &'a FrenchSettings,
    rules: &'a Rules,
) -> HandContext<'a> {
    HandContext {
        players: session.players.len(),
        rules,
        preset_id: &settings.preset,
        round_to_ten: settings.round_to_ten,
    }
}

/// Scores `input` in `session` with the core.
pub fn score_in(session: &Session, input: &HandInput) -> Result<HandScore, Error> {
    let settings = french_settings(session).ok_or(ErrorKind::PlayerCount { players: 0 })?;
    let rules = settings.rules()?;
    score(input, &context(session, settings, &rules))
}

/// Checks the draft against the session: what is missing, what the core refuses, the score.
pub fn check_draft(session: &Session, draft: &Draft) -> DraftCheck {
    let players = session.players.len();
    match draft.to_input(players) {
        Err(missing) => {
            let mut problems: Vec<Problem> =
                missing.iter().copied().map(Problem::Missing).collect();
            // What is entered may already be wrong (92 points): check it with the missing
            // fields filled in, and keep the errors about fields that are not missing.
            if let Some(Ok(input)) = draft.filled(session).map(|d| d.to_input(players)) {
                if let Err(e) = score_in(session, &input) {
                    let field = error_field(e.kind());
                    let needs = error_needs(e.kind());
                    if !missing.contains(&field) && !needs.iter().any(|f| missing.contains(f)) {
                        problems.push(Problem::Core(field, e.kind().clone()));
                    }
                }
            }
            DraftCheck {
                input: None,
                problems,
                score: None,
            }
        }
        Ok(input) => match score_in(session, &input) {
            Ok(score) => DraftCheck {
                input: Some(input),
                problems: Vec::new(),
                score: Some(score),
            },
            Err(e) => DraftCheck {
                input: Some(input),
                problems: vec![Problem::Core(error_field(e.kind()), e.kind().clone())],
                score: None,
            },
        },
    }
}

/// What the taker would win or lose with each contract of the rules, the rest of the hand
/// unchanged (the core scores each).
pub fn contract_stakes(session: &Session, input: &HandInput) -> Vec<(Contract, i64)> {
    let (HandInput::Played(p), Some(rules)) = (input, session_rules(session)) else {
        return Vec::new();
    };
    rules
        .multipliers
        .contracts()
        .filter_map(|(c, _)| {
            let alt = HandInput::Played(PlayedInput {
                contract: c,
                ..p.clone()
            });
            let s = score_in(session, &alt).ok()?;
            Some((c, s.deltas[p.taker]))
        })
        .collect()
}

/// The session's scorecard, recomputed by the core.
pub fn scorecard_of(session: &Session) -> Option<Scorecard> {
    session.scorecard().ok()
}

/// Whether half points can be entered with this many players (3 and 5: odd piles).
pub fn half_points_allowed(players: usize) -> bool {
    players == 3 || players == 5
}

impl Draft {
    /// The draft of a stored hand, to edit it.
    pub fn from_input(input: &HandInput, players: usize) -> Draft {
        let mut d = Draft {
            goulash: vec![String::new(); players],
            ..Draft::default()
        };
        match input {
            HandInput::Played(p) => {
                d.taker = Some(p.taker);
                d.contract = Some(p.contract);
                d.partner = p.partner;
                match p.points {
                    CardPoints::Attack(x) => {
                        d.side = Side::Attack;
                        d.points = x.to_string();
                    }
                    CardPoints::Defence(x) => {
                        d.side = Side::Defence;
                        d.points = x.to_string();
                    }
                    CardPoints::AttackCards(c) => {
                        d.side = Side::Attack;
                        d.cards = Some(c);
                        d.counting = true;
                    }
                    CardPoints::DefenceCards(c) => {
                        d.side = Side::Defence;
                        d.cards = Some(c);
                        d.counting = true;
                    }
                }
                d.oudlers = p.oudlers;
                d.petit_au_bout = p.petit_au_bout;
                d.poignees = p.poignees.clone();
                d.slam = p.slam.unwrap_or_default();
                d.petit_slam = p.petit_slam.unwrap_or_default();
                d.miseres = p.miseres.clone();
                d.bonuses_open = p.petit_au_bout.is_some()
                    || !p.poignees.is_empty()
                    || p.slam.is_some()
                    || p.petit_slam.is_some()
                    || !p.miseres.is_empty();
            }
            HandInput::TwoPlayer(t) => {
                d.taker = Some(t.seat);
                d.points = t.points.to_string();
                d.oudlers = Some(t.oudlers);
                d.petit_au_bout_seat = t.petit_au_bout;
                d.bonuses_open = t.petit_au_bout.is_some();
            }
            HandInput::Goulash { points } => {
                d.kind = DraftKind::Goulash;
                d.goulash = points.iter().map(|p| p.to_string()).collect();
            }
            HandInput::NotPlayed { .. } => {}
        }
        d
    }

    /// Applies one edit.
    pub fn edit(&mut self, edit: DraftEdit, players: usize) {
        match edit {
            DraftEdit::Kind(k) => self.kind = k,
            DraftEdit::Taker(t) => {
                if t < players {
                    self.taker = Some(t);
                }
            }
            DraftEdit::Contract(c) => self.contract = Some(c),
            DraftEdit::Partner(p) => {
                if p < players {
                    self.partner = Some(p);
                }
            }
            DraftEdit::Side(s) => {
                if self.side != s {
                    self.side = s;
                    // The same cards counted for the other side are the other pile: start over.
                    self.cards = None;
                }
            }
            DraftEdit::Key(k) => {
                let (whole, half) = match self.points.split_once('.') {
                    Some((w, _)) => (w.to_owned(), true),
                    None => (self.points.clone(), false),
                };
                if k == '½' {
                    if !half && half_points_allowed(players) {
                        let w = if whole.is_empty() { "0" } else { &whole };
                        self.points = format!("{w}.5");
                    }
                } else if let Some(d) = k.to_digit(10) {
                    if !half && whole.len() < 2 {
                        self.points = if whole == "0" {
                            d.to_string()
                        } else {
                            format!("{whole}{d}")
                        };
                    }
                }
                self.cards = None;
            }
            DraftEdit::Backspace => {
                if self.points.ends_with(".5") {
                    self.points.truncate(self.points.len() - 2);
                } else {
                    self.points.pop();
                }
            }
            DraftEdit::ClearPoints => {
                self.points.clear();
                self.cards = None;
            }
            DraftEdit::ToggleCounting => self.counting = !self.counting,
            DraftEdit::Cards(c) => {
                let count = c.count();
                self.cards = Some(c);
                self.oudlers = Some(count.oudlers);
                self.points = count.points.to_string();
            }
            DraftEdit::Oudlers(o) => {
                if o <= 3 {
                    self.oudlers = Some(o);
                }
            }
            DraftEdit::ToggleBonuses => self.bonuses_open = !self.bonuses_open,
            DraftEdit::PetitAuBout(s) => self.petit_au_bout = s,
            DraftEdit::PetitAuBoutSeat(s) => self.petit_au_bout_seat = s,
            DraftEdit::Poignee(seat, level) => {
                self.poignees.retain(|p| p.seat != seat);
                if let Some(level) = level {
                    self.poignees.push(PoigneeInput {
                        seat,
                        level,
                        trumps: None,
                    });
                    crate::core::sort_by_key(&mut self.poignees, |p| p.seat);
                }
            }
            DraftEdit::SlamAnnounced(b) => self.slam.announced = b,
            DraftEdit::SlamMadeBy(s) => self.slam.made_by = s,
            DraftEdit::PetitSlamAnnounced(b) => self.petit_slam.announced = b,
            DraftEdit::PetitSlamMade(b) => self.petit_slam.made = b,
            DraftEdit::Misere(seat, kind, on) => {
                self.miseres.retain(|m| !(m.seat == seat && m.kind == kind));
                if on {
                    self.miseres.push(MisereInput { seat, kind });
                    crate::core::sort_by_key(&mut self.miseres, |m| (m.seat, m.kind as u8));
                }
            }
            DraftEdit::GoulashPoints(seat, text) => {
                if self.goulash.len() < players {
                    self.goulash.resize(players, String::new());
                }
                if let Some(slot) = self.goulash.get_mut(seat) {
                    *slot = text;
                }
            }
        }
    }

    /// The draft with neutral values in its empty fields, to check what is entered.
    fn filled(&self, session: &Session) -> Option<Draft> {
        if self.kind == DraftKind::Goulash {
            return None;
        }
        let rules = session_rules(session)?;
        let mut d = self.clone();
        let taker = d.taker.unwrap_or(0);
        d.taker = Some(taker);
        if d.contract.is_none() {
            d.contract = rules.multipliers.contracts().next().map(|(c, _)| c);
        }
        if d.partner.is_none() {
            d.partner = Some(taker);
        }
        if d.points.is_empty() && d.cards.is_none() {
            d.points = "0".into();
        }
        if d.oudlers.is_none() {
            d.oudlers = Some(0);
        }
        Some(d)
    }

    /// The core's input, or the fields still missing.
    pub fn to_input(&self, players: usize) -> Result<HandInput, Vec<Field>> {
        let mut missing = Vec::new();
        if self.kind == DraftKind::Goulash {
            let mut pts = Vec::new();
            for text in self.goulash.iter().take(players) {
                match text.trim().parse::<Halves>() {
                    Ok(p) => pts.push(p),
                    Err(_) => return Err(vec![Field::Goulash]),
                }
            }
            if pts.len() != players {
                return Err(vec![Field::Goulash]);
            }
            return Ok(HandInput::Goulash { points: pts });
        }
        let points = self.points.parse::<Halves>().ok();
        if self.taker.is_none() {
            missing.push(Field::Taker);
        }
        if players == 2 {
            if points.is_none() {
                missing.push(Field::Points);
            }
            if self.oudlers.is_none() {
                missing.push(Field::Oudlers);
            }
            return match (self.taker, points, self.oudlers) {
                (Some(seat), Some(points), Some(oudlers)) => {
                    Ok(HandInput::TwoPlayer(TwoPlayerInput {
                        seat,
                        points,
                        oudlers,
                        petit_au_bout: self.petit_au_bout_seat,
                    }))
                }
                _ => Err(missing),
            };
        }
        if self.contract.is_none() {
            missing.push(Field::Contract);
        }
        if players == 5 && self.partner.is_none() {
            missing.push(Field::Partner);
        }
        let card_points = match (self.cards, points, self.side) {
            (Some(c), _, Side::Attack) => Some(CardPoints::AttackCards(c)),
            (Some(c), _, Side::Defence) => Some(CardPoints::DefenceCards(c)),
            (None, Some(p), Side::Attack) => Some(CardPoints::Attack(p)),
            (None, Some(p), Side::Defence) => Some(CardPoints::Defence(p)),
            (None, None, _) => None,
        };
        if card_points.is_none() {
            missing.push(Field::Points);
        }
        if self.oudlers.is_none() && self.cards.is_none() {
            missing.push(Field::Oudlers);
        }
        let (Some(taker), Some(contract), Some(points), true) =
            (self.taker, self.contract, card_points, missing.is_empty())
        else {
            return Err(missing);
        };
        let slam = (self.slam.announced || self.slam.made_by.is_some()).then_some(self.slam);
        let petit_slam =
            (self.petit_slam.announced || self.petit_slam.made).then_some(self.petit_slam);
        Ok(HandInput::Played(PlayedInput {
            taker,
            contract,
            partner: if players == 5 { self.partner } else { None },
            points,
            oudlers: self.oudlers,
            petit_au_bout: self.petit_au_bout,
            poignees: self.poignees.clone(),
            slam,
            petit_slam,
            miseres: self.miseres.clone(),
        }))
    }
}
