//! One hand of French Tarot: raw input → validated [`Hand`] → per-seat deltas and a breakdown.
//!
//! [`HandInput`] is what players entered and may be impossible (it is what sessions store).
//! Only a [`Hand`], made by [`Hand::validate`], can be scored. Scores are zero-sum by
//! construction: one unit per defender, times a share per seat whose shares sum to 0
//! (taker 3, defenders −1; five players 2, 1, −1, −1, −1; alone 4, −1 × 4).

use serde::{Deserialize, Serialize};

use super::bounds::{self, SetAside};
use super::cards::{CardSet, Count, InSlam, Suit, PACK_POINTS};
use super::error::{Error, ErrorKind, HandKindName, Role, Variant};
use super::points::Halves;
use super::rules::Rules;

/// The taker's side (taker and called partner) or the defence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Attack,
    Defence,
}
crate::unit_enum!(Side { "attack" => Attack, "defence" => Defence });

impl Side {
    pub const fn other(self) -> Side {
        match self {
            Side::Attack => Side::Defence,
            Side::Defence => Side::Attack,
        }
    }

    /// +1 for the attack, −1 for the defence: the sign of a value in an attack-signed unit.
    pub const fn sign(self) -> i64 {
        match self {
            Side::Attack => 1,
            Side::Defence => -1,
        }
    }

    /// "attack" or "defence" (for English messages).
    pub const fn name(self) -> &'static str {
        match self {
            Side::Attack => "attack",
            Side::Defence => "defence",
        }
    }
}

/// What the taker undertook. The Pousse is only in the old ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contract {
    Petite,
    Pousse,
    Garde,
    GardeSans,
    GardeContre,
}
crate::unit_enum!(Contract { "petite" => Petite, "pousse" => Pousse, "garde" => Garde, "garde_sans" => GardeSans, "garde_contre" => GardeContre });

impl Contract {
    pub const ALL: [Contract; 5] = [
        Contract::Petite,
        Contract::Pousse,
        Contract::Garde,
        Contract::GardeSans,
        Contract::GardeContre,
    ];

    /// The French name players say ("Garde sans").
    pub const fn name(self) -> &'static str {
        match self {
            Contract::Petite => "Petite",
            Contract::Pousse => "Pousse",
            Contract::Garde => "Garde",
            Contract::GardeSans => "Garde sans",
            Contract::GardeContre => "Garde contre",
        }
    }

    /// Whether the dog ends in the attack's pile (all but the garde contre).
    pub const fn dog_to_attack(self) -> bool {
        !matches!(self, Contract::GardeContre)
    }
}

/// Simple, double or triple poignée.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PoigneeLevel {
    Simple = 0,
    Double = 1,
    Triple = 2,
}
crate::unit_enum!(PoigneeLevel { "simple" => Simple, "double" => Double, "triple" => Triple });

impl PoigneeLevel {
    pub const fn name(self) -> &'static str {
        match self {
            PoigneeLevel::Simple => "simple",
            PoigneeLevel::Double => "double",
            PoigneeLevel::Triple => "triple",
        }
    }
}

/// A poignée shown by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoigneeInput {
    pub seat: usize,
    pub level: PoigneeLevel,
    /// Trumps shown (the Excuse counts as a trump), when the players entered it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trumps: Option<u8>,
}

/// Misère of trumps (no trump, no Excuse) or of honours (no face card, no oudler).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MisereKind {
    Trumps,
    Honours,
}
crate::unit_enum!(MisereKind { "trumps" => Trumps, "honours" => Honours });

impl MisereKind {
    pub const fn name(self) -> &'static str {
        match self {
            MisereKind::Trumps => "of trumps",
            MisereKind::Honours => "of honours",
        }
    }
}

/// A misère declared by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MisereInput {
    pub seat: usize,
    pub kind: MisereKind,
}

/// The card points entered: of either side, as a number or as the cards of its pile.
/// Entering the defence's gives the attack's as the complement of 91.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardPoints {
    Attack(Halves),
    Defence(Halves),
    AttackCards(CardSet),
    DefenceCards(CardSet),
}

impl CardPoints {
    /// The side whose points or cards were entered.
    pub const fn side(&self) -> Side {
        match self {
            CardPoints::Attack(_) | CardPoints::AttackCards(_) => Side::Attack,
            CardPoints::Defence(_) | CardPoints::DefenceCards(_) => Side::Defence,
        }
    }
}

/// The grand slam (chelem): announced by the taker or not, and which side took every trick.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SlamInput {
    #[serde(default)]
    pub announced: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub made_by: Option<Side>,
}

/// The petit slam of the taker (variant): announced or not, made or not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PetitSlamInput {
    #[serde(default)]
    pub announced: bool,
    #[serde(default)]
    pub made: bool,
}

/// A hand that was bid and played, as entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayedInput {
    pub taker: usize,
    pub contract: Contract,
    /// Five players: the called partner's seat; the taker's own seat when alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner: Option<usize>,
    /// Five players: the suit of the king the taker called, when it was noted. The score
    /// does not depend on it (the partner does); it is kept to be shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king: Option<Suit>,
    pub points: CardPoints,
    /// Oudlers of the side whose points are entered. Needed with points; optional with
    /// cards (then it must agree with them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub oudlers: Option<u8>,
    /// The side that took the last trick with the Petit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub petit_au_bout: Option<Side>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub poignees: Vec<PoigneeInput>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub slam: Option<SlamInput>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub petit_slam: Option<PetitSlamInput>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub miseres: Vec<MisereInput>,
}

impl PlayedInput {
    /// A played hand with no partner and no announcement or bonus: the taker, the contract,
    /// the card points entered and the oudlers of the side whose points they are.
    pub fn plain(taker: usize, contract: Contract, points: CardPoints, oudlers: u8) -> Self {
        PlayedInput {
            taker,
            contract,
            partner: None,
            king: None,
            points,
            oudlers: Some(oudlers),
            petit_au_bout: None,
            poignees: Vec::new(),
            slam: None,
            petit_slam: None,
            miseres: Vec::new(),
        }
    }
}

/// Why a hand was not played. It scores 0 and the deal passes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NotPlayedReason {
    AllPassed,
    PetitSec,
    Misdeal,
}
crate::unit_enum!(NotPlayedReason { "all_passed" => AllPassed, "petit_sec" => PetitSec, "misdeal" => Misdeal });

/// The two-player game: no bid; the points of one player decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoPlayerInput {
    /// The player whose pile was counted (0 or 1).
    pub seat: usize,
    pub points: Halves,
    pub oudlers: u8,
    /// The player who took the last trick with the Petit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub petit_au_bout: Option<usize>,
}

/// What players entered after a hand. May be impossible; see [`Hand::validate`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum HandInput {
    Played(PlayedInput),
    NotPlayed {
        reason: NotPlayedReason,
    },
    /// All passed and the hand was played as a goulash: each player's card points, by seat.
    Goulash {
        points: Vec<Halves>,
    },
    TwoPlayer(TwoPlayerInput),
    /// A penalty (a house rule): `seat` loses `amount`, shared exactly among the others; not
    /// a deal (see [`check_penalty`]).
    Penalty {
        seat: usize,
        amount: i64,
    },
}

/// The most a penalty takes from a player.
pub const PENALTY_MAX: i64 = 1000;

/// What a penalty must be a multiple of at a table of `players`: each other player gains a
/// whole amount (a multiple of ten when the session rounds to ten), so nothing is rounded and
/// the row sums to 0.
pub const fn penalty_step(players: usize, round_to_ten: bool) -> i64 {
    let others = players.saturating_sub(1) as i64;
    if round_to_ten {
        others * 10
    } else {
        others
    }
}

/// Checks a penalty `amount` for a table of `players`: from one step to [`PENALTY_MAX`], a
/// multiple of [`penalty_step`].
pub fn check_penalty(amount: i64, players: usize, round_to_ten: bool) -> Result<(), Error> {
    let step = penalty_step(players, round_to_ten).max(1);
    if (step..=PENALTY_MAX).contains(&amount) && amount % step == 0 {
        Ok(())
    } else {
        err(ErrorKind::PenaltyAmount {
            amount,
            others: players.saturating_sub(1),
            tens: round_to_ten,
        })
    }
}

/// The amount a penalty form first offers: the valid amount nearest 100 (the larger of two).
pub fn default_penalty(players: usize, round_to_ten: bool) -> i64 {
    let step = penalty_step(players, round_to_ten).max(1);
    ((100 + step / 2) / step).max(1) * step
}

/// What a hand is validated and scored against.
#[derive(Clone, Copy, Debug)]
pub struct HandContext<'a> {
    pub players: usize,
    pub rules: &'a Rules,
    /// The preset id, for messages.
    pub preset_id: &'a str,
    pub round_to_ten: bool,
}

/// A hand that can be scored: the input, checked, with the numbers derived from it.
#[derive(Clone, Debug)]
pub struct Hand<'a> {
    input: &'a HandInput,
    ctx: HandContext<'a>,
    /// Played hands: the attack's card points and oudlers, and the multiplier.
    attack: Count,
    multiplier: i64,
}

/// How the half point was decided (3 and 5 players): it goes to the winning side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HalfPoint {
    /// The attack's points as counted, with the half ("40.5").
    pub points: Halves,
    /// The side the half point went to.
    pub to: Side,
}

/// One poignée as scored: always to the side that won the contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoigneeScore {
    pub seat: usize,
    pub level: PoigneeLevel,
    /// The side of the player who showed it.
    pub shown_by: Side,
    /// The side that gets it (the contract's winner).
    pub to: Side,
    pub value: i64,
}

/// A bonus of a slam, signed for the attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlamScore {
    pub announced: bool,
    pub made_by: Option<Side>,
    /// Signed for the attack (a defence slam is negative).
    pub value: i64,
}

/// A misère as scored: every other player pays `amount` to `seat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisereScore {
    pub seat: usize,
    pub kind: MisereKind,
    pub amount: i64,
}

/// Every step of a played hand's score, for the UI to show in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedBreakdown {
    pub taker: usize,
    /// Five players: the partner (the taker when alone).
    pub partner: Option<usize>,
    /// Five players: the suit of the king called, when noted.
    pub king: Option<Suit>,
    pub contract: Contract,
    /// The attack's card points and oudlers (entered, counted, or complement of 91).
    pub attack_points: Halves,
    pub oudlers: u8,
    /// Which side was entered ("count the smaller pile").
    pub entered: Side,
    pub target: i64,
    /// Set when the attack's points have a half.
    pub half_point: Option<HalfPoint>,
    /// Whether the contract was made (points ≥ target; "juste fait" wins by 0).
    pub won: bool,
    /// By how much, in whole points, after the half-point decision.
    pub margin: i64,
    /// 25.
    pub base: i64,
    /// Petit au bout before the multiplier: the side and its value signed for the attack.
    pub petit_au_bout: Option<(Side, i64)>,
    pub multiplier: i64,
    /// (base + margin) signed for the winner, plus Petit au bout, times the multiplier.
    pub contract_score: i64,
    pub poignees: Vec<PoigneeScore>,
    pub slam: Option<SlamScore>,
    pub petit_slam: Option<SlamScore>,
    /// The unit each defender pays (negative: receives), signed for the attack.
    pub unit: i64,
    /// Units per seat: taker 2/3/4, partner 1, defenders −1; they sum to 0.
    pub shares: Shares,
    pub miseres: Vec<MisereScore>,
}

/// Units per seat, in seat order (a slice of 2 to 5 values, without allocating).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shares {
    values: [i64; 5],
    len: usize,
}

impl Shares {
    /// Taker 2/3/4, partner 1, defenders −1.
    pub fn new(players: usize, taker: usize, partner: Option<usize>) -> Shares {
        let mut values = [0; 5];
        let len = players.min(5);
        for (seat, v) in values.iter_mut().enumerate().take(len) {
            *v = share(players, taker, partner, seat);
        }
        Shares { values, len }
    }
}

impl std::ops::Deref for Shares {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        &self.values[..self.len]
    }
}

/// Every step of a two-player hand's score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwoPlayerBreakdown {
    /// Card points and oudlers by seat.
    pub points: [Halves; 2],
    pub oudlers: [u8; 2],
    pub targets: [i64; 2],
    pub winner: usize,
    pub margin: i64,
    pub base: i64,
    /// The seat with Petit au bout and its value signed for the winner.
    pub petit_au_bout: Option<(usize, i64)>,
    /// What the loser pays the winner.
    pub unit: i64,
}

/// Every step of a goulash: each player pays each opponent the points he took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoulashBreakdown {
    pub points: Vec<Halves>,
    /// The card points taken by all players (the dog belongs to nobody).
    pub total: Halves,
    /// Exact changes, in halves, before the half points are settled.
    pub exact: Vec<Halves>,
    /// Seats whose half point was rounded up (the better-placed of each pair).
    pub half_up: Vec<usize>,
}

/// What the score is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breakdown {
    Played(PlayedBreakdown),
    NotPlayed(NotPlayedReason),
    Goulash(GoulashBreakdown),
    TwoPlayer(TwoPlayerBreakdown),
    /// A penalty: `seat` lost `amount`, each other player gained an equal share.
    Penalty {
        seat: usize,
        amount: i64,
    },
}

/// Rounding to the nearest ten: every other seat's change is rounded, and this seat is
/// adjusted so the hand still sums to 0 (the taker; the winner with two players; in a goulash
/// the player who took most). [`HandScore::unrounded`] gives the changes before rounding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rounding {
    pub adjusted_seat: usize,
}

/// The score of one hand: a change per seat (summing to 0) and how it was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandScore {
    pub deltas: Vec<i64>,
    pub breakdown: Breakdown,
    pub rounding: Option<Rounding>,
}

impl HandScore {
    /// The taker and whether the contract was made, for played hands.
    pub fn contract_result(&self) -> Option<(usize, bool)> {
        match &self.breakdown {
            Breakdown::Played(b) => Some((b.taker, b.won)),
            _ => None,
        }
    }

    /// The changes before rounding to ten (the same as `deltas` without rounding).
    pub fn unrounded(&self) -> Vec<i64> {
        raw_deltas(&self.breakdown, self.deltas.len())
    }
}

/// The exact changes a breakdown makes, per seat, before any rounding.
fn raw_deltas(b: &Breakdown, players: usize) -> Vec<i64> {
    match b {
        Breakdown::NotPlayed(_) => vec![0; players],
        Breakdown::Penalty { seat, amount } => {
            let share = amount / (players as i64 - 1).max(1);
            (0..players)
                .map(|i| if i == *seat { -amount } else { share })
                .collect()
        }
        Breakdown::Played(p) => {
            let mut deltas: Vec<i64> = p.shares.iter().map(|sh| sh * p.unit).collect();
            for m in &p.miseres {
                for (i, d) in deltas.iter_mut().enumerate() {
                    *d += if i == m.seat {
                        m.amount * (players as i64 - 1)
                    } else {
                        -m.amount
                    };
                }
            }
            deltas
        }
        Breakdown::Goulash(g) => g
            .exact
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let e = i64::from(e.units());
                if e % 2 == 0 {
                    e / 2
                } else if g.half_up.contains(&i) {
                    (e + 1).div_euclid(2)
                } else {
                    (e - 1).div_euclid(2)
                }
            })
            .collect(),
        Breakdown::TwoPlayer(t) => {
            let mut deltas = vec![-t.unit; 2];
            deltas[t.winner] = t.unit;
            deltas
        }
    }
}

/// Validates and scores in one step.
pub fn score(input: &HandInput, ctx: &HandContext<'_>) -> Result<HandScore, Error> {
    Ok(Hand::validate(input, ctx)?.score())
}

fn err<T>(kind: ErrorKind) -> Result<T, Error> {
    Err(kind.into())
}

fn check_seat(role: Role, seat: usize, players: usize) -> Result<(), Error> {
    if seat < players {
        Ok(())
    } else {
        err(ErrorKind::SeatOutOfRange {
            role,
            seat,
            players,
        })
    }
}

/// Card points must be 0..=91, and whole where piles are whole (see [`whole_piles`]).
fn check_points(p: Halves, players: usize, whole: bool) -> Result<(), Error> {
    let units = i64::from(p.units());
    if units > i64::from(PACK_POINTS.units()) {
        return err(ErrorKind::PointsAbovePack { units, den: 2 });
    }
    if units < 0 {
        return err(ErrorKind::PointsNegative { units, den: 2 });
    }
    if !p.is_whole() && whole {
        return err(ErrorKind::HalfPoint { units, players });
    }
    Ok(())
}

/// With 4 players (and 2) every pile holds a whole number of points: tricks of 4 (or 2)
/// cards and a dog of 6 (none), each card ending in ½. With 3 and 5 a pile's points may end
/// in a half (the app's keypad offers "½" only then).
pub const fn whole_piles(players: usize) -> bool {
    players == 4 || players == 2
}

/// One player's card points in a goulash, as typed: a number of the pack's points, whole with
/// four players (each pile is whole).
pub fn goulash_points(text: &str, players: usize) -> Result<Halves, Error> {
    let p: Halves = text.trim().parse()?;
    check_points(p, players, whole_piles(players))?;
    Ok(p)
}

/// Whether the card points typed for a played hand may end in a half: with 3 or 5 players
/// always, with 4 (whole piles) only in a slam made, where the side without tricks may keep
/// the Excuse (the slam's check says exactly when). The app's keypad shows "½" when this
/// holds, so it offers every total the core accepts (86.5 in a four-player slam).
pub const fn half_point_possible(players: usize, slam_made: bool) -> bool {
    !whole_piles(players) || slam_made
}

fn check_oudlers(o: u8) -> Result<u8, Error> {
    if o > 3 {
        err(ErrorKind::TooManyOudlers { oudlers: o })
    } else {
        Ok(o)
    }
}

/// The complement of a pile's count: the other side's.
fn complement(c: Count) -> Count {
    Count {
        points: PACK_POINTS - c.points,
        oudlers: 3 - c.oudlers,
    }
}

/// Each oudler is 4.5 points: a pile with n oudlers holds at least 4.5 × n, and the other
/// side's 3 − n leave it at most 91 − 4.5 × (3 − n).
fn check_oudler_points(c: Count) -> Result<(), Error> {
    let units = i64::from(c.points.units());
    let span = bounds::by_oudlers(c.oudlers);
    if units < span.lo {
        return err(ErrorKind::PointsBelowOudlers {
            oudlers: c.oudlers,
            units,
        });
    }
    if units > span.hi {
        return err(ErrorKind::PointsAboveOudlers {
            oudlers: c.oudlers,
            units,
        });
    }
    Ok(())
}

/// Without a slam each side took a trick (`players` cards), and the dog or the discard ends in
/// one side's pile on top: each side holds that many cards, ½ point each at least, its
/// oudlers 4.5 (docs/rules.md, reading 5). `side` and `c` are the pile entered; the other
/// side's least bounds it from above. 91 points without a slam would leave the other side
/// no trick: it was a slam, and its bonus would be lost.
fn check_no_slam(contract: Contract, side: Side, c: Count, players: usize) -> Result<(), Error> {
    let cards = bounds::set_aside_cards(players);
    let trick = players as u32;
    let (_, to) = SetAside::of(contract);
    let pile = |s: Side| trick + if s == to { cards } else { 0 };
    let units = i64::from(c.points.units());
    let least = bounds::least_pile(pile(side), c.oudlers);
    let most = bounds::PACK - bounds::least_pile(pile(side.other()), 3 - c.oudlers);
    let (bound, at_least) = match units {
        u if u < least => (least, true),
        u if u > most => (most, false),
        _ => return Ok(()),
    };
    err(ErrorKind::SetAsidePoints {
        contract,
        cards,
        trick,
        to,
        side,
        oudlers: c.oudlers,
        units,
        bound,
        at_least,
    })
}

/// A slam by `by`: the other side took no trick, so it holds only the dog or the discard if
/// that is its pile, and perhaps the Excuse (docs/rules.md, reading 5). `side` and `c` are
/// the pile entered.
fn check_slam(
    contract: Contract,
    by: Side,
    side: Side,
    c: Count,
    players: usize,
) -> Result<(), Error> {
    let cards = bounds::set_aside_cards(players);
    let (set_aside, to) = SetAside::of(contract);
    let pile = (to != by).then_some(set_aside);
    let loser_oudlers = if side == by { 3 - c.oudlers } else { c.oudlers };
    let span = bounds::slam_loser(pile, cards, loser_oudlers).map(|s| {
        if side == by {
            s.other_side()
        } else {
            s
        }
    });
    let units = i64::from(c.points.units());
    if !span.is_some_and(|s| s.contains(units)) {
        return err(ErrorKind::SlamPoints {
            contract,
            by,
            side,
            oudlers: c.oudlers,
            units,
            range: span.map(|s| (s.lo, s.hi)),
        });
    }
    // With four players the set-aside cards and every trick hold an even number of cards,
    // so a pile is whole unless the side without tricks holds one card more: the Excuse kept
    // without exchange, or a ½-point card taken for it when handed to the slam side (with
    // its set-aside cards or without). Either can happen, so a half point is accepted.
    Ok(())
}

/// A petit slam made: the defence took one trick at least and `tricks_left` at most, and
/// holds them and the dog if it is its pile ([`bounds::petit_slam_defence`]). `side` and `c`
/// are the pile entered.
fn check_petit_slam(
    contract: Contract,
    tricks_left: u8,
    side: Side,
    c: Count,
    players: usize,
) -> Result<(), Error> {
    let (_, to) = SetAside::of(contract);
    let set_aside = match to {
        Side::Defence => bounds::set_aside_cards(players),
        Side::Attack => 0,
    };
    let defence = if side == Side::Defence {
        c
    } else {
        complement(c)
    };
    let span = bounds::petit_slam_defence(
        tricks_left.into(),
        players as u32,
        set_aside,
        defence.oudlers,
    )
    .map(|s| match side {
        Side::Defence => s,
        Side::Attack => s.other_side(),
    });
    let units = i64::from(c.points.units());
    if span.is_some_and(|s| s.contains(units)) {
        return Ok(());
    }
    err(ErrorKind::PetitSlamPoints {
        contract,
        tricks_left,
        side,
        oudlers: c.oudlers,
        units,
        range: span.map(|s| (s.lo, s.hi)),
    })
}

/// Rounds to the nearest ten, a 5 away from zero (−165 → −170, 165 → 170).
pub const fn round_to_ten(x: i64) -> i64 {
    let half = if x < 0 { -5 } else { 5 };
    (x + half) / 10 * 10
}

impl<'a> Hand<'a> {
    /// Checks the input against the player count and the rules.
    pub fn validate(input: &'a HandInput, ctx: &HandContext<'a>) -> Result<Hand<'a>, Error> {
        let players = ctx.players;
        if !(2..=5).contains(&players) {
            return err(ErrorKind::PlayerCount { players });
        }
        let mut hand = Hand {
            input,
            ctx: *ctx,
            attack: Count::default(),
            multiplier: 1,
        };
        match input {
            HandInput::NotPlayed { .. } => {}
            HandInput::Penalty { seat, amount } => {
                check_seat(Role::Penalised, *seat, players)?;
                check_penalty(*amount, players, ctx.round_to_ten)?;
            }
            HandInput::Played(p) => {
                if players < 3 {
                    return err(ErrorKind::HandKindPlayers {
                        kind: HandKindName::Played,
                        players,
                    });
                }
                (hand.attack, hand.multiplier) = validate_played(p, ctx)?;
            }
            HandInput::Goulash { points } => {
                if players < 3 {
                    return err(ErrorKind::HandKindPlayers {
                        kind: HandKindName::Goulash,
                        players,
                    });
                }
                if !ctx.rules.goulash {
                    return err(ErrorKind::VariantOff {
                        variant: Variant::Goulash,
                    });
                }
                if points.len() != players {
                    return err(ErrorKind::GoulashSeats {
                        entered: points.len(),
                        players,
                    });
                }
                for p in points {
                    check_points(*p, players, whole_piles(players))?;
                }
                // The dog belongs to nobody: the players hold the pack without it.
                let total = i64::from(points.iter().copied().sum::<Halves>().units());
                let dog = bounds::set_aside_cards(players);
                if !bounds::goulash_total(dog).contains(total) {
                    return err(ErrorKind::GoulashTotal { units: total, dog });
                }
            }
            HandInput::TwoPlayer(t) => {
                if players != 2 {
                    return err(ErrorKind::HandKindPlayers {
                        kind: HandKindName::TwoPlayer,
                        players,
                    });
                }
                check_seat(Role::Counter, t.seat, 2)?;
                check_points(t.points, 2, true)?;
                check_oudlers(t.oudlers)?;
                check_oudler_points(Count {
                    points: t.points,
                    oudlers: t.oudlers,
                })?;
                if let Some(s) = t.petit_au_bout {
                    check_seat(Role::Counter, s, 2)?;
                    let held = if s == t.seat {
                        t.oudlers
                    } else {
                        3 - t.oudlers
                    };
                    if held == 0 {
                        return err(ErrorKind::PetitAuBoutSeatWithoutOudler { seat: s });
                    }
                }
            }
        }
        Ok(hand)
    }

    /// The input this hand was made from.
    pub fn input(&self) -> &'a HandInput {
        self.input
    }

    /// The score: deltas per seat (summing to 0) and the breakdown.
    pub fn score(&self) -> HandScore {
        let n = self.ctx.players;
        let (breakdown, anchor) = match self.input {
            HandInput::NotPlayed { reason } => (Breakdown::NotPlayed(*reason), None),
            // Checked whole (a multiple of ten when rounding): nothing to round.
            HandInput::Penalty { seat, amount } => (
                Breakdown::Penalty {
                    seat: *seat,
                    amount: *amount,
                },
                None,
            ),
            HandInput::Played(p) => (Breakdown::Played(self.score_played(p)), Some(p.taker)),
            HandInput::Goulash { points } => {
                let anchor = (0..n).max_by_key(|&i| (points[i], std::cmp::Reverse(i)));
                (Breakdown::Goulash(score_goulash(points)), anchor)
            }
            HandInput::TwoPlayer(t) => {
                let b = self.score_two(t);
                let winner = b.winner;
                (Breakdown::TwoPlayer(b), Some(winner))
            }
        };
        let mut deltas = raw_deltas(&breakdown, n);
        let rounding = match anchor {
            Some(seat) if self.ctx.round_to_ten => {
                let mut others = 0;
                for (i, d) in deltas.iter_mut().enumerate() {
                    if i != seat {
                        *d = round_to_ten(*d);
                        others += *d;
                    }
                }
                deltas[seat] = -others;
                Some(Rounding {
                    adjusted_seat: seat,
                })
            }
            _ => None,
        };
        HandScore {
            deltas,
            breakdown,
            rounding,
        }
    }

    fn score_played(&self, p: &PlayedInput) -> PlayedBreakdown {
        let r = self.ctx.rules;
        let n = self.ctx.players;
        let target = r.targets[usize::from(self.attack.oudlers)];
        // Margin in halves; an odd one is a half point, which goes to the winning side.
        let diff = i64::from(self.attack.points.units()) - 2 * target;
        let won = diff >= 0;
        let margin = (diff.abs() + 1) / 2;
        let half_point = (diff % 2 != 0).then_some(HalfPoint {
            points: self.attack.points,
            to: if won { Side::Attack } else { Side::Defence },
        });
        let s = if won { 1 } else { -1 };
        let pab = p
            .petit_au_bout
            .map(|side| (side, side.sign() * r.petit_au_bout));
        let contract_score = (s * (r.base + margin) + pab.map_or(0, |x| x.1)) * self.multiplier;

        let attack_seat = |seat: usize| seat == p.taker || Some(seat) == p.partner;
        let poignees: Vec<PoigneeScore> = p
            .poignees
            .iter()
            .map(|x| PoigneeScore {
                seat: x.seat,
                level: x.level,
                shown_by: if attack_seat(x.seat) {
                    Side::Attack
                } else {
                    Side::Defence
                },
                to: if won { Side::Attack } else { Side::Defence },
                value: r.poignee_values[x.level as usize],
            })
            .collect();
        let poignee_total: i64 = poignees.iter().map(|x| x.value).sum();

        let slam = p
            .slam
            .filter(|x| x.announced || x.made_by.is_some())
            .map(|x| {
                let c = &r.chelem;
                let mut value = match (x.announced, x.made_by) {
                    (true, Some(Side::Attack)) => c.announced_made,
                    (true, _) => c.announced_failed,
                    (false, Some(Side::Attack)) => c.unannounced_made,
                    (false, _) => 0,
                };
                if x.made_by == Some(Side::Defence) {
                    value -= c.by_defence;
                }
                SlamScore {
                    announced: x.announced,
                    made_by: x.made_by,
                    value,
                }
            });
        let petit_slam = match (p.petit_slam, r.petit_chelem) {
            (Some(x), Some(pc)) if x.announced || x.made => Some(SlamScore {
                announced: x.announced,
                made_by: x.made.then_some(Side::Attack),
                value: match (x.announced, x.made) {
                    (true, true) => pc.announced_made,
                    (true, false) => pc.announced_failed,
                    _ => pc.unannounced_made,
                },
            }),
            _ => None,
        };
        let unit = contract_score
            + s * poignee_total
            + slam.map_or(0, |x| x.value)
            + petit_slam.map_or(0, |x| x.value);

        let miseres: Vec<MisereScore> = p
            .miseres
            .iter()
            .map(|m| MisereScore {
                seat: m.seat,
                kind: m.kind,
                amount: r.misere.unwrap_or(0),
            })
            .collect();
        PlayedBreakdown {
            taker: p.taker,
            partner: p.partner,
            king: p.king,
            contract: p.contract,
            attack_points: self.attack.points,
            oudlers: self.attack.oudlers,
            entered: p.points.side(),
            target,
            half_point,
            won,
            margin,
            base: r.base,
            petit_au_bout: pab,
            multiplier: self.multiplier,
            contract_score,
            poignees,
            slam,
            petit_slam,
            unit,
            shares: Shares::new(n, p.taker, p.partner),
            miseres,
        }
    }

    fn score_two(&self, t: &TwoPlayerInput) -> TwoPlayerBreakdown {
        let r = self.ctx.rules;
        let mut points = [t.points, PACK_POINTS - t.points];
        let mut oudlers = [t.oudlers, 3 - t.oudlers];
        if t.seat == 1 {
            points.swap(0, 1);
            oudlers.swap(0, 1);
        }
        let targets = oudlers.map(|o| r.targets[usize::from(o)]);
        // Points are whole with two players, and at most one player reaches his target
        // (56 + 36, 51 + 41 are both above 91); exactly one does.
        let winner = if i64::from(points[0].trunc()) >= targets[0] {
            0
        } else {
            1
        };
        let margin = i64::from(points[winner].trunc()) - targets[winner];
        let pab = t.petit_au_bout.map(|seat| {
            (
                seat,
                if seat == winner {
                    r.petit_au_bout
                } else {
                    -r.petit_au_bout
                },
            )
        });
        let unit = r.base + margin + pab.map_or(0, |x| x.1);
        TwoPlayerBreakdown {
            points,
            oudlers,
            targets,
            winner,
            margin,
            base: r.base,
            petit_au_bout: pab,
            unit,
        }
    }
}

impl<'a> TryFrom<(&'a HandInput, &HandContext<'a>)> for Hand<'a> {
    type Error = Error;

    /// The same as [`Hand::validate`].
    fn try_from((input, ctx): (&'a HandInput, &HandContext<'a>)) -> Result<Self, Error> {
        Hand::validate(input, ctx)
    }
}

/// Units per seat: the taker takes one per defender; with a partner, the taker 2 and the
/// partner 1 (five players). The shares always sum to 0.
pub fn shares(players: usize, taker: usize, partner: Option<usize>) -> Vec<i64> {
    Shares::new(players, taker, partner).to_vec()
}

/// One seat's share.
const fn share(players: usize, taker: usize, partner: Option<usize>, seat: usize) -> i64 {
    match partner {
        Some(p) if p != taker && seat == p => 1,
        Some(p) if p != taker && seat == taker => players as i64 - 3,
        _ if seat == taker => players as i64 - 1,
        _ => -1,
    }
}

/// Each player pays each opponent the points he took: a change of (total − n × own) per
/// seat, exact in halves. Odd halves come in pairs (the total of all changes is 0); the
/// better-placed player of each pair gets the half point.
fn score_goulash(points: &[Halves]) -> GoulashBreakdown {
    let n = points.len() as i64;
    let total: Halves = points.iter().copied().sum();
    let exact: Vec<i64> = points
        .iter()
        .map(|p| i64::from(total.units()) - n * i64::from(p.units()))
        .collect();
    let mut odd: Vec<usize> = (0..points.len()).filter(|&i| exact[i] % 2 != 0).collect();
    super::sort_by_key(&mut odd, |&i| (std::cmp::Reverse(exact[i]), i));
    let half_up: Vec<usize> = odd[..odd.len() / 2].to_vec();
    GoulashBreakdown {
        points: points.to_vec(),
        total,
        exact: exact
            .iter()
            .map(|&e| Halves::from_units(e as i32))
            .collect(),
        half_up,
    }
}

fn validate_played(p: &PlayedInput, ctx: &HandContext<'_>) -> Result<(Count, i64), Error> {
    let players = ctx.players;
    let r = ctx.rules;
    check_seat(Role::Taker, p.taker, players)?;
    match (players, p.partner) {
        (5, None) => return err(ErrorKind::PartnerMissing),
        (5, Some(s)) => check_seat(Role::Partner, s, players)?,
        (_, Some(_)) => return err(ErrorKind::PartnerNeedsFive { players }),
        (_, None) => {}
    }
    if p.king.is_some() && players != 5 {
        return err(ErrorKind::KingNeedsFive { players });
    }
    let multiplier = r.multipliers.get(p.contract).ok_or_else(|| {
        Error::from(ErrorKind::ContractNotInPreset {
            contract: p.contract,
            preset: ctx.preset_id.to_owned(),
        })
    })?;

    let oudlers = p.oudlers.map(check_oudlers).transpose()?;
    let slam_by = p.slam.and_then(|s| s.made_by);
    let entered = match p.points {
        CardPoints::Attack(x) | CardPoints::Defence(x) => {
            // With four players every pile is whole, but in a slam the side without tricks
            // may keep the Excuse with nothing to give for it: `check_slam` says when.
            check_points(x, players, !half_point_possible(players, slam_by.is_some()))?;
            Count {
                points: x,
                oudlers: oudlers.ok_or(ErrorKind::OudlersMissing)?,
            }
        }
        CardPoints::AttackCards(set) | CardPoints::DefenceCards(set) => {
            let side = p.points.side();
            let slam = match slam_by {
                None => InSlam::No,
                Some(by) if by == side => InSlam::Made,
                Some(_) => InSlam::Lost,
            };
            set.check_pile_size(
                players,
                p.contract.dog_to_attack() == (side == Side::Attack),
                slam,
            )?;
            let c = set.count();
            if let Some(o) = oudlers.filter(|&o| o != c.oudlers) {
                return err(ErrorKind::OudlersMismatch {
                    entered: o,
                    counted: c.oudlers,
                });
            }
            c
        }
    };
    let attack = match p.points.side() {
        Side::Attack => entered,
        Side::Defence => complement(entered),
    };
    check_oudler_points(entered)?;
    match slam_by {
        Some(by) => check_slam(p.contract, by, p.points.side(), entered, players)?,
        None => check_no_slam(p.contract, p.points.side(), entered, players)?,
    }

    if let (Some(made), Some(pab)) = (slam_by, p.petit_au_bout) {
        if made != pab {
            return err(ErrorKind::PetitAuBoutWithoutTricks { side: pab });
        }
    }
    if let Some(side) = p.petit_au_bout {
        // The Petit is an oudler: the side that took it at the last trick holds it.
        let held = if side == Side::Attack {
            attack.oudlers
        } else {
            3 - attack.oudlers
        };
        if held == 0 {
            return err(ErrorKind::PetitAuBoutWithoutOudler { side });
        }
    }
    if let Some(ps) = p.petit_slam.filter(|x| x.announced || x.made) {
        if r.petit_chelem.is_none() {
            return err(ErrorKind::VariantOff {
                variant: Variant::PetitChelem,
            });
        }
        if p.slam.is_some_and(|s| s.announced || s.made_by.is_some()) && (ps.announced || ps.made) {
            return err(ErrorKind::SlamAndPetitSlam);
        }
        if let (true, Some(pc)) = (ps.made, r.petit_chelem) {
            check_petit_slam(
                p.contract,
                pc.tricks_left,
                p.points.side(),
                entered,
                players,
            )?;
        }
    }

    let mut seen = 0u32;
    // The trumps shown in all: 22 in the pack with the Excuse, so every poignée must fit.
    let mut shown = 0u32;
    let (hand_cards, _) = super::cards::deal(players);
    for x in &p.poignees {
        check_seat(Role::Poignee, x.seat, players)?;
        if seen & (1 << x.seat) != 0 {
            return err(ErrorKind::PoigneeTwice { seat: x.seat });
        }
        seen |= 1 << x.seat;
        let needed = r.poignee_thresholds.needed(players, x.level);
        shown += u32::from(x.trumps.unwrap_or(needed));
        if let Some(trumps) = x.trumps {
            if trumps > 22 {
                return err(ErrorKind::PoigneeTooManyTrumps {
                    seat: x.seat,
                    trumps,
                });
            }
            if u32::from(trumps) > hand_cards {
                return err(ErrorKind::PoigneeAboveHand {
                    seat: x.seat,
                    trumps,
                    cards: hand_cards,
                    players,
                });
            }
            if trumps < needed {
                return err(ErrorKind::PoigneeUnderThreshold {
                    seat: x.seat,
                    level: x.level,
                    trumps,
                    needed,
                    players,
                });
            }
        }
    }
    if shown > 22 {
        return err(ErrorKind::PoigneesAbovePack { trumps: shown });
    }
    let mut seen = 0u32;
    for m in &p.miseres {
        if r.misere.is_none() {
            return err(ErrorKind::VariantOff {
                variant: Variant::Misere,
            });
        }
        check_seat(Role::Misere, m.seat, players)?;
        let bit = 1 << (m.seat * 2 + m.kind as usize);
        if seen & bit != 0 {
            return err(ErrorKind::MisereTwice {
                seat: m.seat,
                kind: m.kind,
            });
        }
        seen |= bit;
    }
    Ok((attack, multiplier))
}
