//! One table for every game: each hand's changes (or why it cannot be scored), the running
//! totals and the dealer, recomputed from a session's entered hands. The game with its
//! settings ([`Game`]) and an entered hand of any game ([`HandRecord`]) are defined here, so
//! the rules need nothing of the session format; `session` stores them and asks for the
//! table (`Session::table`).
//!
//! French Tarot delegates to its [`scorecard`](super::scorecard) (mouches, rounds and all);
//! Tarocchi scores each hand with [`tarocchi`](super::tarocchi), the free-form game takes the
//! typed amounts ([`freeform`](super::freeform)). Like the scorecard, a hand that cannot be
//! scored is a row with its error that changes nothing, so a bad stored hand never breaks
//! the table. Tarocchi hands always sum to zero; a free-form hand may not, and its row says
//! by how much ([`Balance`]).
//!
//! ```
//! use tarot_companion::core::games::{table, Game, HandRecord, TarocchiSettings};
//! use tarot_companion::core::tarocchi::*;
//!
//! let game = Game::Tarocchi(TarocchiSettings::default());
//! let hands = [HandRecord::Tarocchi(TarocchiInput {
//!     declarer: 1,
//!     bid: TarocchiBid::Solo,
//!     card_points: CardPointsInput::Typed { points: 41, cards: 0 },
//!     slam_won: None,
//!     ultimo: Ultimo::None,
//! })];
//! let t = table(3, &game, &hands)?;
//! assert_eq!(t.totals, [-44, 88, -44]);
//! assert_eq!(t.next_dealer, 1);
//! # Ok::<(), tarot_companion::core::error::Error>(())
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::{Error, ErrorKind, Role};
use super::freeform::{self, Balance, FreeformError, FreeformHand, FreeformInput};
use super::french::{HandInput, HandScore};
use super::scorecard::{dealer, scorecard_of, FrenchSettings, Scorecard};
use super::tarocchi::{
    self, FailedUltimo, LostSlam, PartialPoints, TarocchiError, TarocchiHand, TarocchiInput,
    TarocchiRules, TarocchiScore, UltimoPayer,
};

/// Which game a session plays, with its settings: `{"french_tarot": {...}}` (externally
/// tagged, so serde reads it in one pass).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    FrenchTarot(FrenchSettings),
    /// Tarocchi for three (seed 001), see [`TarocchiSettings`].
    Tarocchi(TarocchiSettings),
    /// Typed amounts for any other game, see [`FreeformSettings`].
    Freeform(FreeformSettings),
}

/// One entered hand, of the session's game: `{"french_tarot": {"played": {...}}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandRecord {
    FrenchTarot(HandInput),
    Tarocchi(TarocchiInput),
    Freeform(FreeformInput),
}

/// The games a session can play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameKind {
    #[default]
    FrenchTarot,
    Tarocchi,
    Freeform,
}
crate::unit_enum!(GameKind { "french_tarot" => FrenchTarot, "tarocchi" => Tarocchi, "freeform" => Freeform });

impl GameKind {
    /// Every game, in the order the app offers them.
    pub const ALL: [GameKind; 3] = [
        GameKind::FrenchTarot,
        GameKind::Tarocchi,
        GameKind::Freeform,
    ];

    /// The game of a session.
    pub fn of(game: &Game) -> GameKind {
        match game {
            Game::FrenchTarot(_) => GameKind::FrenchTarot,
            Game::Tarocchi(_) => GameKind::Tarocchi,
            Game::Freeform(_) => GameKind::Freeform,
        }
    }

    /// The game of a hand.
    pub fn of_hand(hand: &HandRecord) -> GameKind {
        match hand {
            HandRecord::FrenchTarot(_) => GameKind::FrenchTarot,
            HandRecord::Tarocchi(_) => GameKind::Tarocchi,
            HandRecord::Freeform(_) => GameKind::Freeform,
        }
    }

    /// The fewest and the most players.
    pub const fn players(self) -> (usize, usize) {
        match self {
            GameKind::FrenchTarot => (2, 5),
            GameKind::Tarocchi => (tarocchi::PLAYERS, tarocchi::PLAYERS),
            GameKind::Freeform => (freeform::MIN_PLAYERS, freeform::MAX_PLAYERS),
        }
    }

    /// The game's English name, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::FrenchTarot => "French Tarot",
            GameKind::Tarocchi => "Tarocchi",
            GameKind::Freeform => "the free-form scorecard",
        }
    }
}

/// How a Tarocchi session is played: the readings of `TarocchiRules` where seed 001 is
/// silent (the values of seed 001 are fixed), and who deals first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TarocchiSettings {
    pub partial_points: PartialPoints,
    pub failed_announced_ultimo: FailedUltimo,
    pub lost_slam: LostSlam,
    pub ultimo_payer: UltimoPayer,
    /// The seat that deals the first hand.
    pub first_dealer: usize,
}

impl Default for TarocchiSettings {
    fn default() -> Self {
        let r = TarocchiRules::SEED_001;
        TarocchiSettings {
            partial_points: r.partial_points,
            failed_announced_ultimo: r.failed_announced_ultimo,
            lost_slam: r.lost_slam,
            ultimo_payer: r.ultimo_payer,
            first_dealer: 0,
        }
    }
}

impl TarocchiSettings {
    /// Seed 001's table with these readings.
    pub fn rules(&self) -> TarocchiRules {
        TarocchiRules {
            partial_points: self.partial_points,
            failed_announced_ultimo: self.failed_announced_ultimo,
            lost_slam: self.lost_slam,
            ultimo_payer: self.ultimo_payer,
            ..TarocchiRules::SEED_001
        }
    }
}

/// How a free-form session is played: only who deals first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FreeformSettings {
    /// The seat that deals the first hand.
    pub first_dealer: usize,
}

/// What a scored hand was, by game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    French(Box<HandScore>),
    Tarocchi(TarocchiScore),
    /// A free-form hand: whether it sums to zero.
    Freeform(Balance),
}

/// Why a stored hand cannot be scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandError {
    French(Error),
    Tarocchi(TarocchiError),
    Freeform(FreeformError),
    /// A hand of another game than the session's.
    OtherGame {
        hand: GameKind,
        session: GameKind,
    },
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandError::French(e) => e.fmt(f),
            HandError::Tarocchi(e) => e.fmt(f),
            HandError::Freeform(e) => e.fmt(f),
            HandError::OtherGame { hand, session } => write!(
                f,
                "a hand of {} cannot be scored in a session of {}",
                hand.name(),
                session.name()
            ),
        }
    }
}

impl std::error::Error for HandError {}

/// One hand of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The row's number as players give it (see [`deal_number`]): `None` for a penalty.
    pub number: Option<usize>,
    /// The dealer's seat.
    pub dealer: usize,
    pub result: Result<Outcome, HandError>,
    /// The hand's changes per seat (zeros when it has an error).
    pub deltas: Vec<i64>,
    /// Totals after this hand (French mouches payments included).
    pub totals: Vec<i64>,
}

/// The table of a session, whatever its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTable {
    pub game: GameKind,
    pub players: usize,
    pub rows: Vec<Row>,
    pub totals: Vec<i64>,
    /// Who deals the next hand.
    pub next_dealer: usize,
    /// A French game of fixed length that is over.
    pub finished: bool,
    /// The rounds of a French game played so far (0 for the other games).
    pub rounds_played: u32,
    /// The seats with the highest total once finished.
    pub winners: Vec<usize>,
}

/// The table of `players` playing `game`, the entered `hands` in order. Fails only on
/// settings that make no game (player count, first dealer, French rules preset); a hand that
/// cannot be scored is a row with its error.
pub fn table(players: usize, game: &Game, hands: &[HandRecord]) -> Result<GameTable, Error> {
    let kind = GameKind::of(game);
    if let Game::FrenchTarot(_) = game {
        return french(players, game, hands);
    }
    let (min, max) = kind.players();
    if !(min..=max).contains(&players) {
        return Err(ErrorKind::GamePlayers {
            game: kind.name(),
            min,
            max,
            players,
        }
        .into());
    }
    let first_dealer = first_dealer(game);
    let rules = match game {
        Game::Tarocchi(s) => s.rules(),
        _ => TarocchiRules::SEED_001,
    };
    if first_dealer >= players {
        return Err(ErrorKind::SeatOutOfRange {
            role: Role::Dealer,
            seat: first_dealer,
            players,
        }
        .into());
    }
    let mut totals = vec![0_i64; players];
    let rows = hands
        .iter()
        .enumerate()
        .map(|(k, hand)| {
            let result = match hand {
                HandRecord::Tarocchi(input) if kind == GameKind::Tarocchi => {
                    TarocchiHand::try_from(input.clone())
                        .map(|h| Outcome::Tarocchi(h.score(&rules)))
                        .map_err(HandError::Tarocchi)
                }
                HandRecord::Freeform(input) if kind == GameKind::Freeform => {
                    freeform_hand(input, players)
                }
                other => Err(HandError::OtherGame {
                    hand: GameKind::of_hand(other),
                    session: kind,
                }),
            };
            let deltas = match &result {
                Ok(Outcome::Tarocchi(s)) => s.deltas.clone(),
                Ok(Outcome::Freeform(_)) => match hand {
                    HandRecord::Freeform(input) => input.amounts.clone(),
                    _ => unreachable!("a free-form outcome comes from a free-form hand"),
                },
                _ => vec![0; players],
            };
            for (t, d) in totals.iter_mut().zip(&deltas) {
                *t += d;
            }
            Row {
                number: Some(k + 1),
                dealer: dealer(first_dealer, players, k),
                result,
                deltas,
                totals: totals.clone(),
            }
        })
        .collect();
    Ok(GameTable {
        game: kind,
        players,
        rows,
        totals,
        next_dealer: dealer(first_dealer, players, hands.len()),
        finished: false,
        rounds_played: 0,
        winners: Vec::new(),
    })
}

/// The French Tarot scorecard of `players` playing `game`, the entered `hands` in order, a
/// row for each: a hand of another game is a row with its error (it scores nothing, the deal
/// passes on). A game other than French Tarot has none ([`table`] makes the table of every
/// game).
pub fn french_scorecard(
    players: usize,
    game: &Game,
    hands: &[HandRecord],
) -> Result<Scorecard, Error> {
    match game {
        Game::FrenchTarot(settings) => {
            let hands = hands.iter().map(|h| match h {
                HandRecord::FrenchTarot(input) => Ok(input),
                other => Err(ErrorKind::HandOfAnotherGame {
                    game: GameKind::of_hand(other).name(),
                }
                .into()),
            });
            scorecard_of(players, settings, hands)
        }
        game => Err(ErrorKind::NotFrenchTarot {
            game: GameKind::of(game).name(),
        }
        .into()),
    }
}

/// A free-form hand checked against the table: one amount per player.
fn freeform_hand(input: &FreeformInput, players: usize) -> Result<Outcome, HandError> {
    if input.amounts.len() != players {
        return Err(HandError::Freeform(
            freeform::FreeformErrorKind::Amounts {
                amounts: input.amounts.len(),
                players,
            }
            .into(),
        ));
    }
    FreeformHand::try_from(input.clone())
        .map(|h| Outcome::Freeform(h.balance()))
        .map_err(HandError::Freeform)
}

/// French Tarot: the scorecard, row for row. A hand of another game in a French session is
/// a row with its error.
fn french(players: usize, game: &Game, hands: &[HandRecord]) -> Result<GameTable, Error> {
    let card = french_scorecard(players, game, hands)?;
    let players = card.players;
    // The scorecard has a row per stored hand; a hand of another game says so in the
    // table's own terms.
    let rows = hands
        .iter()
        .zip(card.rows)
        .map(|(hand, r)| Row {
            number: r.number,
            dealer: r.dealer,
            result: match hand {
                HandRecord::FrenchTarot(_) => r
                    .result
                    .map(|s| Outcome::French(Box::new(s)))
                    .map_err(HandError::French),
                other => Err(HandError::OtherGame {
                    hand: GameKind::of_hand(other),
                    session: GameKind::FrenchTarot,
                }),
            },
            deltas: r.deltas,
            totals: r.totals,
        })
        .collect();
    Ok(GameTable {
        game: GameKind::FrenchTarot,
        players,
        rows,
        totals: card.totals,
        next_dealer: card.next_dealer,
        finished: card.finished,
        rounds_played: card.rounds_played,
        winners: card.winners,
    })
}

/// The deals among `hands`: every hand but a penalty row (which the deal does not pass on).
/// `Game::dealer(players, deals(&hands[..i]))` deals hand `i`.
pub fn deals(hands: &[HandRecord]) -> usize {
    hands.iter().filter(|h| !h.is_penalty()).count()
}

/// The number players give row `i` of `hands`, as on the score sheet: 1 for the first deal,
/// a redeal keeping its number; a penalty is no deal and has none. `i == hands.len()`
/// numbers the next hand.
pub fn deal_number(hands: &[HandRecord], i: usize) -> Option<usize> {
    match hands.get(i) {
        Some(h) if h.is_penalty() => None,
        _ => Some(deals(&hands[..i.min(hands.len())]) + 1),
    }
}

/// The row of deal number `number` (see [`deal_number`]), if there is one.
pub fn row_of_deal(hands: &[HandRecord], number: usize) -> Option<usize> {
    let mut deals = 0;
    hands.iter().position(|h| {
        deals += usize::from(!h.is_penalty());
        !h.is_penalty() && deals == number
    })
}

impl HandRecord {
    /// A penalty (French Tarot): a row of the scorecard that is no deal.
    pub fn is_penalty(&self) -> bool {
        matches!(self, HandRecord::FrenchTarot(HandInput::Penalty { .. }))
    }
}

impl Game {
    /// Who deals hand `hand` (0 for the first) of this game at a table of `players`, without
    /// scoring anything: what [`table`] gives as that hand's row's dealer (or `next_dealer`).
    pub fn dealer(&self, players: usize, hand: usize) -> usize {
        dealer(first_dealer(self), players, hand)
    }
}

fn first_dealer(game: &Game) -> usize {
    match game {
        Game::FrenchTarot(s) => s.first_dealer,
        Game::Tarocchi(s) => s.first_dealer,
        Game::Freeform(s) => s.first_dealer,
    }
}
