//! Tarocchi (seed 001): three players, the 66-card pack counted in threes (74 card points,
//! the declarer needs 37), bids Ansager, Solo, Super and Slam, and the Pagat Ultimo.
//!
//! What players enter ([`TarocchiInput`], which may be impossible) becomes a checked
//! [`TarocchiHand`] through `TryFrom`; only a hand can be scored, against a [`TarocchiRules`]
//! table, into one delta per seat and a breakdown ([`TarocchiScore`]). Each defender pays or
//! receives the same amount and the declarer the opposite of their sum, so every hand sums
//! to zero.
//!
//! Where seed 001 is silent the rules table holds the reading a player would expect, as an
//! option with a default (see `docs/other-games.md`): partial card points round as seed 000
//! rounds an incomplete group; a failed announced ultimo costs what it would have won; a lost
//! slam costs its value plus one per card point under 37, like every other lost bid; each
//! defender pays the ultimo.
//!
//! ```
//! use tarot_companion::core::tarocchi::*;
//! let input = TarocchiInput {
//!     declarer: 0,
//!     bid: TarocchiBid::Solo,
//!     card_points: CardPointsInput::Typed { points: 41, cards: 0 },
//!     slam_won: None,
//!     ultimo: Ultimo::None,
//! };
//! let score = TarocchiHand::try_from(input).unwrap().score(&TarocchiRules::default());
//! assert_eq!(score.deltas, vec![88, -44, -44]); // Solo 40 + 4 points over 37, from each
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::counting::{Count, CountError, CountErrorKind, Counter, Group, Pack, Tie, ValueScheme};
use super::points::Thirds;

/// Tarocchi is a game for three.
pub const PLAYERS: usize = 3;
/// Card points in the 66-card pack counted in threes.
pub const PACK_POINTS: i64 = 74;
/// Cards the declarer can hold when the stock goes to the defenders: 21 tricks of 3.
pub const TRICK_CARDS: usize = 63;

/// The counter Tarocchi counts with: the 66-card pack, standard values, in threes.
pub fn counter() -> Counter {
    Counter::new(Pack::Tarocchi66, ValueScheme::Standard, Group::Threes)
        .unwrap_or_else(|e| panic!("the standard values count in any group: {e}"))
}

/// The four bids, lowest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TarocchiBid {
    /// Declarer exchanges with the stock and buys one card.
    Ansager,
    /// Declarer exchanges but does not buy.
    Solo,
    /// Declarer neither exchanges nor buys: the stock counts for the defenders.
    Super,
    /// Declarer contracts to win every trick.
    Slam,
}
crate::unit_enum!(TarocchiBid { "Ansager" => Ansager, "Solo" => Solo, "Super" => Super, "Slam" => Slam });

impl TarocchiBid {
    /// All bids, lowest first.
    pub const ALL: [TarocchiBid; 4] = [
        TarocchiBid::Ansager,
        TarocchiBid::Solo,
        TarocchiBid::Super,
        TarocchiBid::Slam,
    ];

    /// Whether the declarer takes the stock (and discards to their own tricks). Seed 001
    /// says so for Ansager and Solo, not for Super; it says nothing for Slam, which is
    /// therefore not checked either way.
    pub const fn exchanges(self) -> Option<bool> {
        match self {
            TarocchiBid::Ansager | TarocchiBid::Solo => Some(true),
            TarocchiBid::Super => Some(false),
            TarocchiBid::Slam => None,
        }
    }
}

impl fmt::Display for TarocchiBid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// The Pagat Ultimo: the declarer winning the last trick with the Pagat (trump I).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Ultimo {
    /// Not played for, or not made without announcing it: nothing is scored.
    #[default]
    None,
    /// Made without announcing it.
    Won,
    /// Announced before play and made.
    AnnouncedWon,
    /// Announced before play and not made.
    AnnouncedLost,
}
crate::unit_enum!(Ultimo { "None" => None, "Won" => Won, "AnnouncedWon" => AnnouncedWon, "AnnouncedLost" => AnnouncedLost });

impl Ultimo {
    /// Every choice, for the settings screen.
    pub const ALL: [Ultimo; 4] = [
        Ultimo::None,
        Ultimo::Won,
        Ultimo::AnnouncedWon,
        Ultimo::AnnouncedLost,
    ];
}

/// The declarer's card points as entered: typed as players say them, or tapped card by card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum CardPointsInput {
    /// "35 points and 1 card": whole points and 0 to 2 odd cards (each 1/3 point).
    Typed { points: i64, cards: u8 },
    /// The declarer's pile, as indices into the 66-card pack (see `counting::Pack::cards`).
    Tapped { cards: Vec<usize> },
}

/// A hand as entered; it may be impossible. Make a [`TarocchiHand`] from it to score it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TarocchiInput {
    /// The declarer's seat, 0 to 2.
    pub declarer: usize,
    pub bid: TarocchiBid,
    /// The declarer's card points (the defenders hold the rest of the 74).
    pub card_points: CardPointsInput,
    /// For a slam only: whether the declarer took every trick.
    #[serde(default)]
    pub slam_won: Option<bool>,
    #[serde(default)]
    pub ultimo: Ultimo,
}

/// A checked Tarocchi hand: a seat of three, card points between 0 and 74.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TarocchiHand {
    declarer: usize,
    bid: TarocchiBid,
    card_points: Thirds,
    slam_won: bool,
    ultimo: Ultimo,
}

/// How partial card points (an odd card or two) count against 37.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PartialPoints {
    /// As seed 000 rounds an incomplete group: one odd card adds nothing, two odd cards
    /// count as a whole point. The rounded total is compared with 37 and gives the margin.
    Nearest,
    /// Fractions are kept: 36 points and 2 cards do not reach 37; the bonus counts whole
    /// card points of the margin only (40⅓ is 3 over, 35⅓ is 1 under).
    Exact,
}
crate::unit_enum!(PartialPoints { "Nearest" => Nearest, "Exact" => Exact });

impl PartialPoints {
    /// Every choice, for the settings screen.
    pub const ALL: [PartialPoints; 2] = [PartialPoints::Nearest, PartialPoints::Exact];
}

/// What an announced Pagat Ultimo that fails costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FailedUltimo {
    /// The declarer pays the announced value (20) to each defender.
    PaysAnnounced,
    /// Nothing: only a made ultimo scores.
    Nothing,
}
crate::unit_enum!(FailedUltimo { "PaysAnnounced" => PaysAnnounced, "Nothing" => Nothing });

impl FailedUltimo {
    /// Every choice, for the settings screen.
    pub const ALL: [FailedUltimo; 2] = [FailedUltimo::PaysAnnounced, FailedUltimo::Nothing];
}

/// What a lost slam costs each defender.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LostSlam {
    /// Like every lost bid: its value plus 1 per card point under 37.
    ValuePlusPointsUnder,
    /// Its value only.
    Value,
}
crate::unit_enum!(LostSlam { "ValuePlusPointsUnder" => ValuePlusPointsUnder, "Value" => Value });

impl LostSlam {
    /// Every choice, for the settings screen.
    pub const ALL: [LostSlam; 2] = [LostSlam::ValuePlusPointsUnder, LostSlam::Value];
}

/// Who pays a made ultimo (or receives a failed one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UltimoPayer {
    /// Each defender pays the full value, like the game points.
    EachDefender,
    /// The value is the declarer's total, half from each defender (rounded down).
    Split,
}
crate::unit_enum!(UltimoPayer { "EachDefender" => EachDefender, "Split" => Split });

impl UltimoPayer {
    /// Every choice, for the settings screen.
    pub const ALL: [UltimoPayer; 2] = [UltimoPayer::EachDefender, UltimoPayer::Split];
}

/// One bid's row of the rules table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BidRow {
    pub bid: TarocchiBid,
    /// Game points each defender pays when the bid is won (or receives when it is lost).
    pub value: i64,
    /// Whether 1 game point is added per card point over (or under) the target.
    pub per_card_point: bool,
}

/// The Tarocchi rules as data: the values of seed 001 and the readings where it is silent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TarocchiRules {
    /// Card points the declarer needs (37 of 74).
    pub target: i64,
    /// Ansager, Solo, Super, Slam in that order.
    pub bids: [BidRow; 4],
    /// Pagat Ultimo made without announcing it.
    pub ultimo: i64,
    /// Pagat Ultimo announced and made.
    pub ultimo_announced: i64,
    pub partial_points: PartialPoints,
    pub failed_announced_ultimo: FailedUltimo,
    pub lost_slam: LostSlam,
    pub ultimo_payer: UltimoPayer,
}

impl TarocchiRules {
    /// Seed 001 with the default readings.
    pub const SEED_001: TarocchiRules = TarocchiRules {
        target: 37,
        bids: [
            BidRow {
                bid: TarocchiBid::Ansager,
                value: 20,
                per_card_point: true,
            },
            BidRow {
                bid: TarocchiBid::Solo,
                value: 40,
                per_card_point: true,
            },
            BidRow {
                bid: TarocchiBid::Super,
                value: 80,
                per_card_point: true,
            },
            BidRow {
                bid: TarocchiBid::Slam,
                value: 167,
                per_card_point: false,
            },
        ],
        ultimo: 10,
        ultimo_announced: 20,
        partial_points: PartialPoints::Nearest,
        failed_announced_ultimo: FailedUltimo::PaysAnnounced,
        lost_slam: LostSlam::ValuePlusPointsUnder,
        ultimo_payer: UltimoPayer::EachDefender,
    };

    /// The row of `bid`.
    pub fn row(&self, bid: TarocchiBid) -> BidRow {
        self.bids
            .iter()
            .copied()
            .find(|r| r.bid == bid)
            .unwrap_or(BidRow {
                bid,
                value: 0,
                per_card_point: false,
            })
    }
}

impl Default for TarocchiRules {
    fn default() -> Self {
        TarocchiRules::SEED_001
    }
}

/// A scored hand: one delta per seat and how it was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TarocchiScore {
    /// Score change per seat; the declarer's is minus the sum of the defenders'.
    pub deltas: Vec<i64>,
    /// The declarer's exact card points, in thirds (35⅓).
    pub card_points: Thirds,
    /// The same, as players say it ("35 points and 1 card").
    pub card_count: Count,
    /// The declarer made the bid (for a slam: took every trick).
    pub won: bool,
    /// Whole card points over (positive) or under (negative) the target, as the rules count
    /// them; 0 for a won slam.
    pub margin: i64,
    /// Game points each defender pays the declarer (negative: receives).
    pub game: i64,
    /// The bid, and its value in the rules: the game points paid before any for the card
    /// points over or under the target (`game`'s size is this plus those).
    pub bid: TarocchiBid,
    pub value: i64,
    /// Ultimo points each defender pays the declarer (negative: receives).
    pub ultimo: i64,
    /// `game + ultimo`: each defender's delta is minus this.
    pub per_defender: i64,
}

impl TarocchiScore {
    /// The defenders' card points: the rest of the 74.
    pub fn defenders_card_points(&self) -> Thirds {
        Thirds::from_units(PACK_POINTS as i32 * 3 - self.card_points.units())
    }
}

impl TarocchiHand {
    pub const fn declarer(&self) -> usize {
        self.declarer
    }

    pub const fn bid(&self) -> TarocchiBid {
        self.bid
    }

    /// The declarer's exact card points.
    pub const fn card_points(&self) -> Thirds {
        self.card_points
    }

    /// The declarer's card points as players say them ("35 points and 1 card").
    pub fn card_count(&self) -> Count {
        Count::from_units(i64::from(self.card_points.units()), Group::Threes)
    }

    pub const fn ultimo(&self) -> Ultimo {
        self.ultimo
    }

    /// Whole card points over (positive) or under (negative) the target, and whether the
    /// target is reached, as `rules.partial_points` says.
    fn margin(&self, rules: &TarocchiRules) -> (bool, i64) {
        match rules.partial_points {
            PartialPoints::Nearest => {
                let m = self.card_count().rounded(Tie::Up) - rules.target;
                (m >= 0, m)
            }
            PartialPoints::Exact => {
                let units = i64::from(self.card_points.units()) - rules.target * 3;
                // Whole card points of the margin, towards zero.
                (units >= 0, units / 3)
            }
        }
    }

    /// Scores the hand with `rules`.
    pub fn score(&self, rules: &TarocchiRules) -> TarocchiScore {
        let row = rules.row(self.bid);
        let (reached, margin) = self.margin(rules);
        let per_point = |m: i64| if row.per_card_point { m.abs() } else { 0 };
        let (won, margin, game) = if self.bid == TarocchiBid::Slam {
            if self.slam_won {
                (true, 0, row.value)
            } else {
                let under = match rules.lost_slam {
                    LostSlam::ValuePlusPointsUnder => (-margin).max(0),
                    LostSlam::Value => 0,
                };
                (false, margin.min(0), -(row.value + under))
            }
        } else if reached {
            (true, margin, row.value + per_point(margin))
        } else {
            (false, margin, -(row.value + per_point(margin)))
        };
        let ultimo_total = match self.ultimo {
            Ultimo::None => 0,
            Ultimo::Won => rules.ultimo,
            Ultimo::AnnouncedWon => rules.ultimo_announced,
            Ultimo::AnnouncedLost => match rules.failed_announced_ultimo {
                FailedUltimo::PaysAnnounced => -rules.ultimo_announced,
                FailedUltimo::Nothing => 0,
            },
        };
        let ultimo = match rules.ultimo_payer {
            UltimoPayer::EachDefender => ultimo_total,
            // Half from each defender, rounded towards zero so a gain and a loss mirror.
            UltimoPayer::Split => ultimo_total / 2,
        };
        let per_defender = game + ultimo;
        let deltas = (0..PLAYERS)
            .map(|seat| {
                if seat == self.declarer {
                    per_defender * (PLAYERS as i64 - 1)
                } else {
                    -per_defender
                }
            })
            .collect();
        TarocchiScore {
            deltas,
            card_points: self.card_points,
            card_count: self.card_count(),
            won,
            margin,
            game,
            bid: self.bid,
            value: row.value,
            ultimo,
            per_defender,
        }
    }
}

impl TryFrom<TarocchiInput> for TarocchiHand {
    type Error = TarocchiError;

    fn try_from(input: TarocchiInput) -> Result<Self, TarocchiError> {
        use TarocchiErrorKind as K;
        if input.declarer >= PLAYERS {
            return Err(K::DeclarerSeat {
                seat: input.declarer,
            }
            .into());
        }
        let card_points = match &input.card_points {
            CardPointsInput::Typed { points, cards } => {
                if *cards > 2 {
                    return Err(K::OddCards { cards: *cards }.into());
                }
                if *points < 0 {
                    return Err(K::Negative { points: *points }.into());
                }
                let over = K::OverPack {
                    points: *points,
                    cards: *cards,
                };
                let whole = i32::try_from(*points).map_err(|_| over.clone())?;
                Thirds::new(whole, i32::from(*cards)).ok_or(over)?
            }
            CardPointsInput::Tapped { cards } => {
                if input.bid.exchanges() == Some(false) && cards.len() > TRICK_CARDS {
                    return Err(K::StockWithDefenders {
                        bid: input.bid,
                        cards: cards.len(),
                    }
                    .into());
                }
                let count = counter().count(cards).map_err(K::from_count)?;
                count
                    .to_points::<3>()
                    .expect("66 cards count far below overflow")
            }
        };
        if i64::from(card_points.units()) > PACK_POINTS * 3 {
            let count = Count::from_units(i64::from(card_points.units()), Group::Threes);
            return Err(K::OverPack {
                points: count.points(),
                cards: count.cards(),
            }
            .into());
        }
        // An exchange leaves the declarer's three discarded cards among his tricks; without
        // one, the stock's three cards are the defenders'. Three cards: 1 point at the least.
        let units = i64::from(card_points.units());
        let bid = input.bid;
        match bid.exchanges() {
            Some(true) if units < DISCARD_LEAST => {
                return Err(K::BelowDiscard { bid, units }.into())
            }
            Some(false) if units > STOCK_KEPT_MOST => {
                return Err(K::StockPoints { bid, units }.into())
            }
            _ => {}
        }
        let slam_won = match (input.bid, input.slam_won) {
            (TarocchiBid::Slam, Some(won)) => won,
            (TarocchiBid::Slam, None) => return Err(K::SlamOutcomeMissing.into()),
            (bid, Some(_)) => return Err(K::SlamOutcomeNotASlam { bid }.into()),
            (_, None) => false,
        };
        if input.bid == TarocchiBid::Slam {
            let units = i64::from(card_points.units());
            let fits = match slam_won {
                true => units >= SLAM_MADE_LEAST,
                false => units <= SLAM_LOST_MOST,
            };
            if !fits {
                return Err(K::SlamPoints {
                    won: slam_won,
                    units,
                }
                .into());
            }
        }
        Ok(TarocchiHand {
            declarer: input.declarer,
            bid: input.bid,
            card_points,
            slam_won,
            ultimo: input.ultimo,
        })
    }
}

/// Checks and scores in one step.
pub fn score(input: TarocchiInput, rules: &TarocchiRules) -> Result<TarocchiScore, TarocchiError> {
    Ok(TarocchiHand::try_from(input)?.score(rules))
}

/// A slam made: every trick the declarer's, so the defenders hold at most the stock (when it
/// is not exchanged) and the Fool they played (kept, seed 001): four cards, 17⅓ points at the
/// most (the Fool, the Mond, the Pagat and a king, each 5, counted in threes). The declarer
/// holds the rest: 56⅔ at the least, in thirds.
pub const SLAM_MADE_LEAST: i64 = PACK_POINTS * 3 - 4 * (3 * 5 - 2);
/// Three cards counted in threes: 1 point at the least (three empty cards), in thirds.
const THREE_CARDS_LEAST: i64 = 3;
/// A bid with an exchange: the three cards the declarer discards count for him, in thirds.
pub const DISCARD_LEAST: i64 = THREE_CARDS_LEAST;
/// A bid without exchange: the stock's three cards count for the defenders. The declarer
/// holds 73 at the most, in thirds.
pub const STOCK_KEPT_MOST: i64 = PACK_POINTS * 3 - THREE_CARDS_LEAST;
/// A slam lost: the defenders took a trick (three cards) at least. The declarer holds 73 at
/// the most, in thirds.
pub const SLAM_LOST_MOST: i64 = PACK_POINTS * 3 - THREE_CARDS_LEAST;

/// Card points in thirds as players say them: "56 points and 2 cards" (`Count`'s own words).
fn typed(units: i64) -> Count {
    Count::from_units(units, Group::Threes)
}

/// Why a Tarocchi hand was refused. Match on [`TarocchiError::kind`]; `Display` is English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TarocchiError {
    kind: TarocchiErrorKind,
}

/// The kinds of [`TarocchiError`], with the numbers their messages show.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum TarocchiErrorKind {
    /// The declarer's seat is not one of the three.
    DeclarerSeat { seat: usize },
    /// Typed card points below zero.
    Negative { points: i64 },
    /// More than two odd cards typed: a count in threes leaves 0, 1 or 2.
    OddCards { cards: u8 },
    /// More card points than the pack holds.
    OverPack { points: i64, cards: u8 },
    /// A tapped card index outside the 66-card pack.
    NotInPack { index: usize },
    /// A card tapped twice.
    Duplicate { index: usize },
    /// A bid without exchange, but the declarer's pile holds more than 21 tricks.
    StockWithDefenders { bid: TarocchiBid, cards: usize },
    /// A slam without saying whether every trick was taken.
    SlamOutcomeMissing,
    /// The slam outcome given for another bid.
    SlamOutcomeNotASlam { bid: TarocchiBid },
    /// A bid without exchange (Super) with more card points than the stock leaves the
    /// declarer ([`STOCK_KEPT_MOST`]); `units` in thirds.
    StockPoints { bid: TarocchiBid, units: i64 },
    /// An Ansager or a Solo with fewer card points than the three cards discarded hold
    /// ([`DISCARD_LEAST`]); `units` in thirds.
    BelowDiscard { bid: TarocchiBid, units: i64 },
    /// A slam made with fewer card points than every trick leaves ([`SLAM_MADE_LEAST`]), or
    /// lost with more than a trick lost leaves ([`SLAM_LOST_MOST`]); `units` in thirds.
    SlamPoints { won: bool, units: i64 },
}

impl TarocchiErrorKind {
    fn from_count(e: CountError) -> TarocchiErrorKind {
        match *e.kind() {
            CountErrorKind::NotInPack { index, .. } => TarocchiErrorKind::NotInPack { index },
            CountErrorKind::Duplicate { index } => TarocchiErrorKind::Duplicate { index },
            // The Tarocchi counter is fixed and valid: no other error can come out of it.
            _ => unreachable!("the Tarocchi counter counts in threes with the standard values"),
        }
    }
}

impl TarocchiError {
    pub fn kind(&self) -> &TarocchiErrorKind {
        &self.kind
    }
}

impl From<TarocchiErrorKind> for TarocchiError {
    fn from(kind: TarocchiErrorKind) -> Self {
        TarocchiError { kind }
    }
}

impl fmt::Display for TarocchiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TarocchiErrorKind as K;
        match &self.kind {
            K::DeclarerSeat { seat } => write!(
                f,
                "the declarer must be one of the {PLAYERS} players (seat 0 to {}), not seat {seat}",
                PLAYERS - 1
            ),
            K::Negative { points } => write!(f, "card points cannot be negative ({points})"),
            K::OddCards { cards } => {
                write!(f, "a count in threes leaves 0, 1 or 2 cards, not {cards}")
            }
            K::OverPack { points, cards } => write!(
                f,
                "{} exceed the {PACK_POINTS} card points of the pack",
                typed(points * 3 + i64::from(*cards))
            ),
            K::NotInPack { index } => write!(
                f,
                "card {index} is not in the 66-card pack (cards are numbered 0 to 65)"
            ),
            K::Duplicate { index } => write!(f, "card {index} is counted twice"),
            K::StockWithDefenders { bid, cards } => write!(
                f,
                "in {bid} the stock counts for the defenders: the declarer's tricks hold at most {TRICK_CARDS} cards, not {cards}"
            ),
            K::SlamOutcomeMissing => {
                f.write_str("a slam needs to say whether the declarer took every trick")
            }
            K::SlamOutcomeNotASlam { bid } => {
                write!(f, "only a slam says whether every trick was taken, and the bid is {bid}")
            }
            K::BelowDiscard { bid, units } => write!(
                f,
                "in {bid} the 3 cards the declarer discards count for him: {} at the least, not {}",
                typed(DISCARD_LEAST),
                typed(*units)
            ),
            K::StockPoints { bid, units } => write!(
                f,
                "in {bid} the stock counts for the defenders: the declarer holds {} at the most, not {}",
                typed(STOCK_KEPT_MOST),
                typed(*units)
            ),
            K::SlamPoints { won: true, units } => write!(
                f,
                "a slam made leaves the defenders the stock and the Fool at the most: the declarer holds {} at the least, not {}",
                typed(SLAM_MADE_LEAST),
                typed(*units)
            ),
            K::SlamPoints { won: false, units } => write!(
                f,
                "a slam lost leaves the defenders a trick at the least: the declarer holds {} at the most, not {}",
                typed(SLAM_LOST_MOST),
                typed(*units)
            ),
        }
    }
}

impl std::error::Error for TarocchiError {}
