//! The hand being entered for the games after French Tarot (Tarocchi, free-form): what the
//! reducer in `state/` keeps, and the pure checks that turn a draft into the core's input.
//! Every number comes from the core.

use serde::{Deserialize, Serialize};

use crate::core::freeform::{self, Balance, FreeformInput};
use crate::core::games::{FreeformSettings, GameKind, TarocchiSettings};
use crate::core::scorecard::FrenchSettings;
use crate::core::tarocchi::{
    CardPointsInput, TarocchiBid, TarocchiError, TarocchiHand, TarocchiInput, TarocchiScore, Ultimo,
};
use crate::session::{Game, HandRecord, Session};

/// The game of a new session, with the Tarocchi readings chosen on the setup screen.
pub fn new_game(kind: GameKind, french: FrenchSettings, tarocchi: TarocchiSettings) -> Game {
    let first_dealer = french.first_dealer;
    match kind {
        GameKind::FrenchTarot => Game::FrenchTarot(french),
        GameKind::Tarocchi => Game::Tarocchi(TarocchiSettings {
            first_dealer,
            ..tarocchi
        }),
        GameKind::Freeform => Game::Freeform(FreeformSettings { first_dealer }),
    }
}

/// A hand of Tarocchi or free-form being entered. May be incomplete or impossible.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameDraft {
    /// The hand being edited, or `None` for a new hand.
    pub editing: Option<usize>,
    pub declarer: Option<usize>,
    pub bid: Option<TarocchiBid>,
    /// Whole card points as typed.
    pub points: String,
    /// Odd cards (thirds), 0 to 2.
    pub cards: u8,
    /// The declarer's pile tapped on the 66-card grid.
    pub tapped: Option<Vec<usize>>,
    /// Whether the grid is shown instead of the keypad.
    pub counting: bool,
    pub slam_won: Option<bool>,
    pub ultimo: Ultimo,
    /// Free-form: each player's amount as typed ("-20").
    pub amounts: Vec<String>,
    /// The last key typed into the points was a third digit, refused: said under them until
    /// the next edit (it was dropped without a word). Not stored.
    #[serde(skip)]
    pub refused: bool,
    /// Confirm was tapped with something missing: the declarer's and the bid's fields, when
    /// missing, say so beside them (as a French Tarot hand's do). Not stored.
    #[serde(skip)]
    pub asked: bool,
}

/// One change to the game draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameEdit {
    Declarer(usize),
    Bid(TarocchiBid),
    Key(char),
    Backspace,
    OddCards(u8),
    ToggleCounting,
    Tapped(Vec<usize>),
    SlamWon(bool),
    Ultimo(Ultimo),
    Amount(usize, String),
    /// Set this seat's amount so that the hand sums to zero.
    BalanceOn(usize),
    /// Turn this seat's amount negative, or back (the ± key: phones' number pads have no
    /// minus sign).
    Negate(usize),
}

impl GameDraft {
    /// A new draft for a table of `players`.
    pub fn new(players: usize) -> GameDraft {
        GameDraft {
            amounts: vec![String::new(); players],
            ..GameDraft::default()
        }
    }

    /// The draft of a stored hand, to edit it.
    pub fn from_record(record: &HandRecord, players: usize, index: usize) -> GameDraft {
        let mut d = GameDraft::new(players);
        d.editing = Some(index);
        match record {
            HandRecord::Tarocchi(t) => {
                d.declarer = Some(t.declarer);
                d.bid = Some(t.bid);
                d.slam_won = t.slam_won;
                d.ultimo = t.ultimo;
                match &t.card_points {
                    CardPointsInput::Typed { points, cards } => {
                        d.points = points.to_string();
                        d.cards = *cards;
                    }
                    CardPointsInput::Tapped { cards } => {
                        d.tapped = Some(cards.clone());
                        d.counting = true;
                    }
                }
            }
            HandRecord::Freeform(f) => {
                d.amounts = f.amounts.iter().map(i64::to_string).collect();
            }
            HandRecord::FrenchTarot(_) => {}
        }
        d
    }

    /// Applies one edit.
    pub fn edit(&mut self, edit: GameEdit, players: usize) {
        self.refused = false;
        match edit {
            GameEdit::Declarer(s) if s < players => self.declarer = Some(s),
            GameEdit::Declarer(_) => {}
            GameEdit::Bid(b) => {
                self.bid = Some(b);
                if b != TarocchiBid::Slam {
                    self.slam_won = None;
                }
            }
            GameEdit::Key(k) => {
                if let Some(d) = k.to_digit(10) {
                    if self.points.len() >= 2 {
                        self.refused = true;
                    } else {
                        if self.points == "0" {
                            self.points.clear();
                        }
                        self.points.push(char::from_digit(d, 10).unwrap_or('0'));
                    }
                }
                self.tapped = None;
            }
            GameEdit::Backspace => {
                self.points.pop();
                self.tapped = None;
            }
            GameEdit::OddCards(c) => {
                self.cards = c.min(2);
                self.tapped = None;
            }
            GameEdit::ToggleCounting => self.counting = !self.counting,
            GameEdit::Tapped(cards) => self.tapped = Some(cards),
            GameEdit::SlamWon(w) => self.slam_won = Some(w),
            GameEdit::Ultimo(u) => self.ultimo = u,
            // Kept as typed, whatever it is: the field shows what the draft holds, and one
            // that cannot be read says so beside it (`amount_error`).
            GameEdit::Amount(seat, text) if seat < players => {
                self.amounts
                    .resize(players.max(self.amounts.len()), String::new());
                self.amounts[seat] = text;
            }
            GameEdit::Amount(..) => {}
            GameEdit::Negate(seat) if seat < players => {
                self.amounts
                    .resize(players.max(self.amounts.len()), String::new());
                self.amounts[seat] = negated(&self.amounts[seat]);
            }
            GameEdit::Negate(_) => {}
            GameEdit::BalanceOn(seat) => {
                let balanced = self
                    .freeform_input(players)
                    .and_then(|f| freeform::balance_on(&f.amounts, seat).ok());
                if let Some(b) = balanced {
                    self.amounts = b.iter().map(i64::to_string).collect();
                }
            }
        }
    }

    /// The Tarocchi input, once declarer, bid, points and (for a slam) its outcome are there.
    pub fn tarocchi_input(&self) -> Option<TarocchiInput> {
        let bid = self.bid?;
        let slam_made = bid == TarocchiBid::Slam && self.slam_won == Some(true);
        let card_points = match &self.tapped {
            Some(cards) => CardPointsInput::Tapped {
                cards: cards.clone(),
            },
            // Every trick taken: the points need not be typed (a made slam is scored flat);
            // nothing typed reads as every card point, what was typed as typed (a slam
            // without an exchange leaves the stock to the defenders, and the breakdown said
            // 74 under the 70 typed).
            None if slam_made && self.points.trim().is_empty() => CardPointsInput::Typed {
                points: crate::core::tarocchi::PACK_POINTS,
                cards: 0,
            },
            // Counting, nothing tapped yet: the points typed before do not count (the grid
            // says 0, the field said them: two figures).
            None if self.counting => return None,
            None => CardPointsInput::Typed {
                points: self.points.parse().ok()?,
                cards: self.cards,
            },
        };
        if bid == TarocchiBid::Slam && self.slam_won.is_none() {
            return None;
        }
        Some(TarocchiInput {
            declarer: self.declarer?,
            bid,
            card_points,
            slam_won: self.slam_won.filter(|_| bid == TarocchiBid::Slam),
            ultimo: self.ultimo,
        })
    }

    /// The free-form input (an empty amount counts as 0), once every amount can be read and
    /// one at least was typed (a row of nothing typed is no hand: QA confirmed one).
    pub fn freeform_input(&self, players: usize) -> Option<FreeformInput> {
        if self.no_amount() {
            return None;
        }
        let amount = |i| parse_amount(self.amounts.get(i).map_or("", String::as_str)).ok();
        Some(FreeformInput {
            amounts: (0..players).map(amount).collect::<Option<_>>()?,
        })
    }

    /// Whether no amount is typed yet.
    pub fn no_amount(&self) -> bool {
        self.amounts.iter().all(|a| a.trim().is_empty())
    }

    /// Why seat `seat`'s amount cannot be read, if it cannot.
    pub fn amount_error(&self, seat: usize) -> Option<AmountError> {
        parse_amount(self.amounts.get(seat)?).err()
    }
}

/// An amount as typed with its sign changed, the rest kept as typed: "20" -> "-20",
/// "-20" (or "−20", "+20") -> "20", "" -> "-" (a minus typed ahead of the digits).
pub fn negated(text: &str) -> String {
    let text = text.trim_start();
    match text.strip_prefix(['-', '\u{2212}']) {
        Some(rest) => rest.to_owned(),
        None => format!("-{}", text.strip_prefix('+').unwrap_or(text)),
    }
}

/// Why a free-form amount cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmountError {
    /// Not a whole number ("12,5", "abc", "1e3", "5-", a lone "-").
    NotWhole,
    /// Beyond ±[`freeform::MAX_AMOUNT`].
    TooLarge,
}

/// A free-form amount as typed: a whole number, with a sign (`-`, `−` or `+`) or none, and
/// spaces between digit groups allowed ("1 000"). Empty, or a lone sign (being typed), is 0.
pub fn parse_amount(text: &str) -> Result<i64, AmountError> {
    let text = text.trim();
    let (negative, rest) = match text.strip_prefix(['-', '\u{2212}']) {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let digits: String = rest
        .chars()
        .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}'))
        .collect();
    // A sign with no digits is an amount not typed yet, never 0 (QA: "-" was saved as 0).
    let signed = rest.len() < text.len();
    if !digits.bytes().all(|b| b.is_ascii_digit()) || (signed && digits.is_empty()) {
        return Err(AmountError::NotWhole);
    }
    // Leading zeros aside, more than 10 digits is beyond the limit (and beyond an i64 soon).
    let value = match digits.trim_start_matches('0') {
        "" => 0,
        d if d.len() > 10 => return Err(AmountError::TooLarge),
        d => d.parse::<i64>().map_err(|_| AmountError::NotWhole)?,
    };
    match value > freeform::MAX_AMOUNT {
        true => Err(AmountError::TooLarge),
        false => Ok(if negative { -value } else { value }),
    }
}

/// The Tarocchi draft checked: the core's score, or its error, or nothing yet.
pub fn check_tarocchi(
    session: &Session,
    draft: &GameDraft,
) -> Option<Result<TarocchiScore, TarocchiError>> {
    let Game::Tarocchi(settings) = &session.game else {
        return None;
    };
    let Some(input) = draft.tarocchi_input() else {
        // No declarer yet: the points are checked all the same, a declarer standing in, so
        // that impossible ones are said at once (QA: "80 points" said nothing until a
        // declarer was chosen); only what is refused comes out, nothing is scored.
        if draft.declarer.is_some() {
            return None;
        }
        let stand_in = GameDraft {
            declarer: Some(0),
            ..draft.clone()
        };
        return TarocchiHand::try_from(stand_in.tarocchi_input()?)
            .err()
            .map(Err);
    };
    Some(TarocchiHand::try_from(input).map(|h| h.score(&settings.rules())))
}

/// The free-form draft's balance (the core's): zero, or off by how much; `None` while an
/// amount cannot be read (its field says why).
pub fn check_freeform(session: &Session, draft: &GameDraft) -> Option<Balance> {
    freeform::balance(&draft.freeform_input(session.players.len())?.amounts)
}

/// The record the draft makes, if the core accepts it.
pub fn game_record(session: &Session, draft: &GameDraft) -> Option<HandRecord> {
    match &session.game {
        Game::Tarocchi(_) => match check_tarocchi(session, draft)? {
            Ok(_) => draft.tarocchi_input().map(HandRecord::Tarocchi),
            Err(_) => None,
        },
        Game::Freeform(_) => {
            let input = draft.freeform_input(session.players.len())?;
            freeform::FreeformHand::try_from(input.clone())
                .ok()
                .map(|_| HandRecord::Freeform(input))
        }
        Game::FrenchTarot(_) => None,
    }
}
