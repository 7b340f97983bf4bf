//! The new-session form: its fields, its check, and the actions that fill it in and start
//! the session.

use serde::{Deserialize, Serialize};

use crate::core::games::{GameKind, TarocchiSettings};
use crate::core::rules::RuleOptions;
use crate::core::scorecard::FrenchSettings;
use crate::session::Session;

use super::adapters::french_settings;
use super::{Action, AppState, View};
use crate::ui::games_state::new_game;

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
    /// The names of the seats taken away by a smaller player count, first seat first: a
    /// larger count gives them back (QA: 5, then 4, then 5 players lost the fifth name).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub spare: Vec<String>,
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
            spare: Vec::new(),
        }
    }
}

impl Setup {
    /// `n` seats: the names of seats taken away are kept aside, and come back first to
    /// seats added.
    fn seats(&mut self, n: usize) {
        if n < self.names.len() {
            let mut gone = self.names.split_off(n);
            gone.append(&mut self.spare);
            self.spare = gone;
        }
        while self.names.len() < n {
            let name = match self.spare.is_empty() {
                true => String::new(),
                false => self.spare.remove(0),
            };
            self.names.push(name);
        }
        if self.first_dealer >= n {
            self.first_dealer = 0;
        }
    }
}

impl AppState {
    /// Opens the form, filled in from the latest session: often the same table. Its dealer
    /// is not carried over: the form asks who deals first, the first player unless changed.
    ///
    /// A form left unfinished (Back, Home, Cancel) comes back as it was left: only an empty
    /// one (none yet, or its session started) is filled in anew.
    pub(super) fn open_setup(&mut self) {
        let mut setup = Setup::default();
        if self.setup != setup {
            self.view = View::Setup;
            return;
        }
        if let Some(last) = self.sessions.first() {
            setup.names = last.players.clone();
            if let Some(s) = french_settings(last) {
                setup.preset = s.preset.clone();
                setup.options = s.options.clone();
                setup.round_to_ten = s.round_to_ten;
            }
        }
        self.setup = setup;
        self.view = View::Setup;
    }

    /// Opens the form for another game at the table shown, once its game of a set number of
    /// hands is over: the same players, rules and length, and the deal going on round the
    /// table from the seat after the last dealer.
    pub(super) fn rematch(&mut self) {
        let Some(s) = self.current().cloned() else {
            return;
        };
        let (Some(settings), Ok(card)) = (french_settings(&s), s.table()) else {
            return;
        };
        if !card.finished {
            return;
        }
        self.setup = Setup {
            names: s.players.clone(),
            first_dealer: card.next_dealer,
            preset: settings.preset.clone(),
            options: settings.options.clone(),
            round_to_ten: settings.round_to_ten,
            rounds: settings.rounds.map(|r| r.to_string()).unwrap_or_default(),
            ..Setup::default()
        };
        self.view = View::Setup;
    }

    /// The actions of the form (see [`AppState::apply`]).
    pub(super) fn apply_setup(&mut self, action: Action) {
        match action {
            Action::SetPlayerCount(n) => {
                let (min, max) = self.setup.game.players();
                if (min..=max).contains(&n) {
                    self.setup.seats(n);
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
            // Kept as typed: the field shows what the form holds, and says when it is wrong.
            Action::SetRounds(r) => self.setup.rounds = r,
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
                // A penalty carried from the last session that this table cannot share out
                // (99 among four, now five players) is not kept: the form offers the nearest.
                let mut options = self.setup.options.clone();
                options.penalty = options.penalty.filter(|&a| {
                    crate::core::french::check_penalty(a, names.len(), self.setup.round_to_ten)
                        .is_ok()
                });
                let settings = FrenchSettings {
                    preset: self.setup.preset.clone(),
                    options,
                    round_to_ten: self.setup.round_to_ten,
                    rounds: parse_rounds(&self.setup.rounds).ok().flatten(),
                    first_dealer: self.setup.first_dealer,
                };
                self.checkpoint();
                for n in names.iter().rev() {
                    self.names.retain(|m| m != n);
                    self.names.insert(0, n.clone());
                }
                let session = Session::new(
                    id.clone(),
                    created,
                    names,
                    new_game(self.setup.game, settings, self.setup.tarocchi),
                );
                self.sessions.prepend(vec![session]);
                self.setup = Setup::default();
                self.view = View::Table {
                    session: id,
                    open: None,
                };
            }
            Action::SetGame(game) => {
                let (min, max) = game.players();
                let n = self.setup.names.len().clamp(min, max);
                self.setup.seats(n);
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
    /// The number of hands is neither empty (no limit) nor a whole number from 1 to 999.
    Rounds,
}

/// The number of hands as typed: `Ok(None)` for none (empty), `Err` when it is not a whole
/// number from 1 to 999.
pub fn parse_rounds(text: &str) -> Result<Option<u32>, SetupProblem> {
    match text.trim() {
        "" => Ok(None),
        t if t.len() <= 3 && t.bytes().all(|b| b.is_ascii_digit()) => match t.parse() {
            Ok(0) | Err(_) => Err(SetupProblem::Rounds),
            Ok(r) => Ok(Some(r)),
        },
        _ => Err(SetupProblem::Rounds),
    }
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
    // Only French Tarot has the field.
    match setup.game {
        GameKind::FrenchTarot => parse_rounds(&setup.rounds).map(|_| ()),
        _ => Ok(()),
    }
}
