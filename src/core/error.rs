//! One opaque error type for the whole rules core, with exact English messages.
//!
//! The model is `semver::Error`: callers match on [`Error::kind`], whose variants carry the
//! numbers, so the UI can write its own (French) message; `Display` gives the English one,
//! and the tests assert those strings exactly.

use std::fmt;

use super::bounds::{self, SetAside};
use super::cards::Card;
use super::french::{Contract, MisereKind, PoigneeLevel, Side};

/// Why a hand, a pile, a setting or a session was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Boxed: errors travel in every `Result` of the reading and checking code, which
    /// stays smaller when they are one pointer wide (issue #7).
    kind: Box<ErrorKind>,
}

/// Which seat an error is about, so the message can name its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Taker,
    Partner,
    Poignee,
    Misere,
    Dealer,
    /// The player whose points are entered in a two-player hand.
    Counter,
    /// The player given a penalty.
    Penalised,
}

/// An optional rule that a preset may leave out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Misere,
    PetitChelem,
    Goulash,
}

/// The kinds of hand a count of players can or cannot play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandKindName {
    Played,
    Goulash,
    TwoPlayer,
}

/// Every reason for refusing input. The fields are the numbers the message shows.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Card points above 91 (in units of `den`ths of a point).
    PointsAbovePack { units: i64, den: i32 },
    /// Card points below 0.
    PointsNegative { units: i64, den: i32 },
    /// Text that is not a number of card points (or not a multiple of the unit).
    PointsParse { text: String },
    /// A number too large for the points type.
    PointsOverflow,
    /// Half points where the player count makes every pile whole (4 players, 2 players).
    HalfPoint { units: i64, players: usize },
    /// More oudlers than the three of the pack.
    TooManyOudlers { oudlers: u8 },
    /// The oudlers entered disagree with the cards entered.
    OudlersMismatch { entered: u8, counted: u8 },
    /// Card points entered without the number of oudlers.
    OudlersMissing,
    /// A called partner with 3 or 4 players.
    PartnerNeedsFive { players: usize },
    /// Five players and no partner named.
    PartnerMissing,
    /// A called king with 3 or 4 players.
    KingNeedsFive { players: usize },
    /// A seat that is not one of the session's players.
    SeatOutOfRange {
        role: Role,
        seat: usize,
        players: usize,
    },
    /// A player count French Tarot is not played with.
    PlayerCount { players: usize },
    /// A kind of hand that the player count cannot play.
    HandKindPlayers { kind: HandKindName, players: usize },
    /// A contract the preset does not have (the Pousse in FFT).
    ContractNotInPreset { contract: Contract, preset: String },
    /// Fewer card points than the pile's oudlers are worth (4.5 each). `units` are the
    /// points entered, in halves.
    PointsBelowOudlers { oudlers: u8, units: i64 },
    /// More card points than the other side's oudlers leave (91 − 4.5 per oudler).
    PointsAboveOudlers { oudlers: u8, units: i64 },
    /// Card points that a hand without a slam rules out: each side took a trick of `trick`
    /// cards, and the side whose pile gets the dog or discard (`to`) its `cards` cards too.
    /// The pile entered holds at least `bound` (`at_least`) or at most `bound` (what the other
    /// side's least leaves). `side`, `oudlers` and `units` are the pile entered.
    SetAsidePoints {
        contract: Contract,
        cards: u32,
        trick: u32,
        to: Side,
        side: Side,
        oudlers: u8,
        units: i64,
        bound: i64,
        at_least: bool,
    },
    /// A slam by `by` with points that the other side's pile (the dog or discard if it is
    /// theirs, perhaps the Excuse) rules out. `side`, `oudlers` and `units` are the pile
    /// entered; `range` is what that pile can hold with those oudlers (`None`: it cannot
    /// hold that many oudlers).
    SlamPoints {
        contract: Contract,
        by: Side,
        side: Side,
        oudlers: u8,
        units: i64,
        range: Option<(i64, i64)>,
    },
    /// A petit slam made, with card points that the defence's one trick (or up to
    /// `tricks_left`), and the dog when it is its pile, cannot leave: `side` and `oudlers` are
    /// the pile entered; `range` is what it can hold with those oudlers (`None`: it cannot
    /// hold that many oudlers).
    PetitSlamPoints {
        contract: Contract,
        tricks_left: u8,
        side: Side,
        oudlers: u8,
        units: i64,
        range: Option<(i64, i64)>,
    },
    /// Petit au bout for a side that took no trick (the other side made a slam).
    PetitAuBoutWithoutTricks { side: Side },
    /// Petit au bout for a side that holds no oudler (the Petit is one).
    PetitAuBoutWithoutOudler { side: Side },
    /// Petit au bout, two players, for the player who holds no oudler.
    PetitAuBoutSeatWithoutOudler { seat: usize },
    /// A slam and a petit slam in the same hand.
    SlamAndPetitSlam,
    /// A poignée with fewer trumps than its level needs.
    PoigneeUnderThreshold {
        seat: usize,
        level: PoigneeLevel,
        trumps: u8,
        needed: u8,
        players: usize,
    },
    /// A poignée with more trumps than the pack holds.
    PoigneeTooManyTrumps { seat: usize, trumps: u8 },
    /// A poignée with more trumps than a hand has cards.
    PoigneeAboveHand {
        seat: usize,
        trumps: u8,
        cards: u32,
        players: usize,
    },
    /// Poignées needing more trumps in all (the counts shown, or each level's threshold)
    /// than the 22 of the pack.
    PoigneesAbovePack { trumps: u32 },
    /// Two poignées for one player.
    PoigneeTwice { seat: usize },
    /// The same misère declared twice by one player.
    MisereTwice { seat: usize, kind: MisereKind },
    /// An optional rule that the game's rules leave out.
    VariantOff { variant: Variant },
    /// A goulash hand without one entry per player.
    GoulashSeats { entered: usize, players: usize },
    /// Goulash card points adding up to more or less than the pack leaves without the dog
    /// (`dog` cards, which belong to nobody).
    GoulashTotal { units: i64, dog: u32 },
    /// A card entered twice.
    DuplicateCard { card: Card },
    /// A card index outside 0..78.
    CardIndex { index: usize },
    /// A card code that names no card.
    CardCode { text: String },
    /// A pile whose number of cards cannot happen with this many players.
    PileSize { cards: u32, players: usize },
    /// The Excuse exchange with a card that is not a half-point card.
    ExcuseExchangeCard { card: Card },
    /// The Excuse exchange when the Excuse is already in the pile.
    ExcuseAlreadyInPile,
    /// The Excuse exchange giving a card that is not in the pile.
    CardNotInPile { card: Card },
    /// A petit slam leaving a number of tricks other than 1 or 3.
    PetitChelemTricks { tricks: u8 },
    /// A preset id that no preset has.
    UnknownPreset { id: String },
    /// A game with a fixed number of rounds set to 0.
    ZeroRounds,
    /// A session file of another format version.
    SessionVersion { version: u32 },
    /// A session file that is not valid JSON of the format.
    SessionJson { message: String },
    /// A rules option outside the values a table can play.
    /// A penalty that is not a whole share for each of the `others` players (in tens when
    /// the session rounds to ten), or outside 1 to `PENALTY_MAX`.
    PenaltyAmount {
        amount: i64,
        others: usize,
        tens: bool,
    },
    OptionOutOfRange {
        option: &'static str,
        value: i64,
        min: i64,
        max: i64,
    },
    /// A player count another game (`core::games`) is not played with.
    GamePlayers {
        game: &'static str,
        min: usize,
        max: usize,
        players: usize,
    },
    /// A French Tarot scorecard asked of a session of another game (use `core::games::table`).
    NotFrenchTarot { game: &'static str },
    /// A hand of another game stored in a French Tarot session.
    HandOfAnotherGame { game: &'static str },
}

impl Error {
    /// What went wrong, with the numbers.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Error {
            kind: Box::new(kind),
        }
    }
}

/// `units / den` written the way players write card points ("40.5", "91", "24 1/3").
fn points_text(units: i64, den: i32) -> String {
    match i32::try_from(units) {
        Ok(u) => super::points::format_units(u, den),
        Err(_) => format!("{units}/{den}"),
    }
}

/// "1 card", "0 cards": English takes the singular for exactly one.
fn count_text(n: u32, word: &str) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{n} {word}{s}")
}

/// "1 oudler", "0 oudlers", "3 oudlers".
fn oudlers_text(n: u8) -> String {
    count_text(n.into(), "oudler")
}

/// "1 card point", "0.5 card points" (halves).
fn card_points_text(units: i64) -> String {
    let s = if units == 2 { "" } else { "s" };
    format!("{} card point{s}", points_text(units, 2))
}

/// What a pile holds with its oudlers, after a slam's or a petit slam's first words: "with
/// 2 oudlers the attack holds 77.5 to 85.5 card points, not 40".
fn write_range(
    f: &mut fmt::Formatter<'_>,
    side: Side,
    oudlers: u8,
    units: i64,
    range: Option<(i64, i64)>,
) -> fmt::Result {
    match range {
        Some((lo, hi)) if lo == hi => write!(
            f,
            "with {} the {} holds {}, not {}",
            oudlers_text(oudlers),
            side.name(),
            card_points_text(lo),
            points_text(units, 2)
        ),
        Some((lo, hi)) => write!(
            f,
            "with {} the {} holds {} to {} card points, not {}",
            oudlers_text(oudlers),
            side.name(),
            points_text(lo, 2),
            points_text(hi, 2),
            points_text(units, 2)
        ),
        None => write!(
            f,
            "the {} cannot hold {}",
            side.name(),
            oudlers_text(oudlers)
        ),
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Taker => "the taker",
            Role::Partner => "the called partner",
            Role::Poignee => "the player showing a poignée",
            Role::Misere => "the player declaring a misère",
            Role::Dealer => "the first dealer",
            Role::Counter => "the player counted",
            Role::Penalised => "the player penalised",
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::Misere => "misère",
            Variant::PetitChelem => "the petit slam",
            Variant::Goulash => "goulash",
        })
    }
}

impl fmt::Display for HandKindName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HandKindName::Played => "a played hand needs 3 to 5 players",
            HandKindName::Goulash => "a goulash needs 3 to 5 players",
            HandKindName::TwoPlayer => "a two-player hand needs 2 players",
        })
    }
}

impl ErrorKind {
    /// Whether the error is about the poignées (handfuls) shown: the entry says it under them.
    pub fn is_poignee(&self) -> bool {
        matches!(
            self,
            ErrorKind::PoigneeUnderThreshold { .. }
                | ErrorKind::PoigneeTooManyTrumps { .. }
                | ErrorKind::PoigneeAboveHand { .. }
                | ErrorKind::PoigneesAbovePack { .. }
                | ErrorKind::PoigneeTwice { .. }
        )
    }

    /// The English message, each seat named by `names` (by seat; "seat N" for a seat past
    /// its end). With no names this is the `Display` of [`Error`], the CLI's text; the app
    /// shows it in English with the players' names, so each message is written once.
    pub fn message<'a>(&'a self, names: &'a [String]) -> Message<'a> {
        Message { kind: self, names }
    }
}

/// An error's English message; see [`ErrorKind::message`].
pub struct Message<'a> {
    kind: &'a ErrorKind,
    names: &'a [String],
}

/// A seat in a message: the player's name when known, "seat 2" otherwise.
struct Seat<'a>(usize, &'a [String]);

impl fmt::Display for Seat<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1.get(self.0) {
            Some(name) => f.write_str(name),
            None => write!(f, "seat {}", self.0),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.message(&[]).fmt(f)
    }
}

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind as K;
        let who = |seat: &usize| Seat(*seat, self.names);
        match self.kind {
            K::PointsAbovePack { units, den } => {
                write!(f, "card points {} exceed the 91 in the pack", points_text(*units, *den))
            }
            K::PointsNegative { units, den } => {
                write!(f, "card points {} are below 0", points_text(*units, *den))
            }
            K::PointsParse { text } => write!(f, "\"{text}\" is not a number of card points"),
            K::PointsOverflow => f.write_str("card points overflow"),
            K::HalfPoint { units, players } => write!(
                f,
                "card points {} have a half point, impossible with {players} players",
                points_text(*units, 2)
            ),
            K::TooManyOudlers { oudlers } => {
                write!(f, "{oudlers} oudlers, but the pack has only 3")
            }
            K::OudlersMismatch { entered, counted } => {
                write!(f, "{} entered, but the cards hold {counted}", oudlers_text(*entered))
            }
            K::OudlersMissing => f.write_str("card points need the number of oudlers"),
            K::PartnerNeedsFive { players } => {
                write!(f, "a called partner needs 5 players, not {players}")
            }
            K::PartnerMissing => {
                f.write_str("with 5 players, name the called partner (the taker when alone)")
            }
            K::KingNeedsFive { players } => {
                write!(f, "a called king needs 5 players, not {players}")
            }
            K::SeatOutOfRange { role, seat, players } => {
                write!(f, "{role}, seat {seat}, is not one of the {players} players")
            }
            K::PlayerCount { players } => {
                write!(f, "French Tarot is played by 2 to 5 players, not {players}")
            }
            K::HandKindPlayers { kind, players } => write!(f, "{kind}, not {players}"),
            K::ContractNotInPreset { contract, preset } => {
                write!(f, "the contract {} is not in the rules {preset}", contract.name())
            }
            // "1 card point is too few for 1 oudler, worth 4.5 on its own" (QA: "card
            // points 2 are too few for 1 oudler, worth 4.5" read awkwardly).
            K::PointsBelowOudlers { oudlers, units } => write!(
                f,
                "{} {} too few for {}, worth {}{}",
                card_points_text(*units),
                if *units == 2 { "is" } else { "are" },
                oudlers_text(*oudlers),
                points_text(bounds::by_oudlers(*oudlers).lo, 2),
                if *oudlers == 1 { " on its own" } else { " together (4.5 each)" }
            ),
            K::PointsAboveOudlers { oudlers, units } => write!(
                f,
                "card points {} are too many with {}: the other side holds {}, worth {}, which leaves at most {}",
                points_text(*units, 2),
                oudlers_text(*oudlers),
                oudlers_text(3 - oudlers),
                points_text(bounds::by_oudlers(3 - oudlers).lo, 2),
                points_text(bounds::by_oudlers(*oudlers).hi, 2)
            ),
            K::SetAsidePoints { contract, cards, trick, to, side, oudlers, units, bound, at_least } => {
                write!(
                    f,
                    "in a {} the {cards} cards of the {} go to the {}, and without a slam each side took a trick ({trick} cards): with {} the {} holds at {} {}, not {}",
                    contract.name(),
                    SetAside::of(*contract).0.name(),
                    to.name(),
                    oudlers_text(*oudlers),
                    side.name(),
                    if *at_least { "least" } else { "most" },
                    card_points_text(*bound),
                    points_text(*units, 2)
                )
            }
            K::SlamPoints { contract, by, side, oudlers, units, range } => {
                let (set_aside, to) = SetAside::of(*contract);
                write!(
                    f,
                    "in a {}, a slam by the {} leaves the {} {}: ",
                    contract.name(),
                    by.name(),
                    by.other().name(),
                    if to == *by {
                        "no card but perhaps the Excuse"
                    } else if set_aside == SetAside::Dog {
                        "only the dog and perhaps the Excuse"
                    } else {
                        "only the discard and perhaps the Excuse"
                    }
                )?;
                write_range(f, *side, *oudlers, *units, *range)
            }
            K::PetitSlamPoints { contract, tricks_left, side, oudlers, units, range } => {
                write!(
                    f,
                    "a petit slam made leaves the defence {}{}: ",
                    match tricks_left {
                        1 => "one trick".to_owned(),
                        3 => "one to three tricks".to_owned(),
                        n => format!("one to {n} tricks"),
                    },
                    match SetAside::of(*contract).1 {
                        Side::Defence => " and the dog",
                        Side::Attack => "",
                    }
                )?;
                write_range(f, *side, *oudlers, *units, *range)
            }
            K::PetitAuBoutWithoutTricks { side } => write!(
                f,
                "Petit au bout for the {} is impossible in a slam by the {}",
                side.name(),
                side.other().name()
            ),
            K::PetitAuBoutWithoutOudler { side } => write!(
                f,
                "Petit au bout for the {}, which holds no oudler: the Petit is one",
                side.name()
            ),
            K::PetitAuBoutSeatWithoutOudler { seat } => write!(
                f,
                "Petit au bout for {}, who holds no oudler: the Petit is one",
                who(seat)
            ),
            K::SlamAndPetitSlam => f.write_str("a hand cannot be both a slam and a petit slam"),
            K::PoigneeUnderThreshold { seat, level, trumps, needed, players } => write!(
                f,
                "a {} poignée needs {needed} trumps with {players} players, {} showed {trumps}",
                level.name(),
                who(seat)
            ),
            K::PoigneeTooManyTrumps { seat, trumps } => {
                write!(f, "{} showed {trumps} trumps, but the pack has 22 with the Excuse", who(seat))
            }
            K::PoigneeAboveHand { seat, trumps, cards, players } => write!(
                f,
                "{} showed {trumps} trumps, but a hand holds {cards} cards with {players} players",
                who(seat)
            ),
            K::PoigneesAbovePack { trumps } => write!(
                f,
                "the poignées shown need {trumps} trumps in all, but the pack has 22 with the Excuse"
            ),
            K::PoigneeTwice { seat } => write!(f, "{} shows more than one poignée", who(seat)),
            K::MisereTwice { seat, kind } => {
                write!(f, "{} declares the misère {} twice", who(seat), kind.name())
            }
            K::VariantOff { variant } => write!(f, "{variant} is not played with these rules"),
            K::GoulashSeats { entered, players } => write!(
                f,
                "a goulash needs card points for each of the {players} players, got {entered}"
            ),
            K::GoulashTotal { units, dog } => {
                let span = bounds::goulash_total(*dog);
                write!(
                    f,
                    "goulash card points add up to {}, but the {dog} cards of the dog belong to nobody: the players hold {} to {}",
                    points_text(*units, 2),
                    points_text(span.lo, 2),
                    points_text(span.hi, 2)
                )
            }
            K::DuplicateCard { card } => write!(f, "the card {card} is entered twice"),
            K::CardIndex { index } => {
                write!(f, "card index {index} is outside the pack of 78 cards")
            }
            K::CardCode { text } => write!(f, "\"{text}\" is not a card"),
            K::PileSize { cards, players } => {
                write!(f, "a pile of {} is impossible with {players} players", count_text(*cards, "card"))
            }
            K::ExcuseExchangeCard { card } => {
                write!(f, "the Excuse is exchanged for a half-point card, not {card}")
            }
            K::ExcuseAlreadyInPile => f.write_str("the Excuse is already in the pile"),
            K::CardNotInPile { card } => write!(f, "the card {card} is not in the pile"),
            K::PetitChelemTricks { tricks } => {
                write!(f, "a petit slam leaves 1 or 3 tricks to the defence, not {tricks}")
            }
            K::UnknownPreset { id } => write!(f, "no rules preset is called \"{id}\""),
            K::ZeroRounds => f.write_str("a game of a fixed number of rounds needs at least 1"),
            K::SessionVersion { version } => write!(
                f,
                "session format version {version} is not supported (this build reads versions 1 and 2)"
            ),
            K::SessionJson { message } => write!(f, "not a valid session file: {message}"),
            K::PenaltyAmount {
                amount,
                others,
                tens,
            } => {
                let (step, low, high) = penalty_near(*amount, *others, *tens);
                write!(
                    f,
                    "a penalty of {amount} {}: among {others} players{}, it must be a multiple of {step} up to {} (nearest: {})",
                    match penalty_fault(*amount) {
                        PenaltyFault::NoPoints => "is not above zero",
                        PenaltyFault::TooLarge => "is too large",
                        PenaltyFault::NotShared => "does not share out",
                    },
                    if *tens { " in tens" } else { "" },
                    super::french::PENALTY_MAX,
                    if low > 0 { format!("{low} or {high}") } else { high.to_string() }
                )
            }
            K::OptionOutOfRange { option, value, min, max } => {
                write!(f, "the option {option} must be {min} to {max}, not {value}")
            }
            K::GamePlayers {
                game,
                min,
                max,
                players,
            } if min == max => write!(f, "{game} is played by {min} players, not {players}"),
            K::GamePlayers {
                game,
                min,
                max,
                players,
            } => write!(f, "{game} is played by {min} to {max} players, not {players}"),
            K::NotFrenchTarot { game } => {
                write!(f, "this session plays {game}, not French Tarot: it has no French Tarot scorecard")
            }
            K::HandOfAnotherGame { game } => {
                write!(f, "a hand of {game} cannot be scored in a session of French Tarot")
            }
        }
    }
}

impl std::error::Error for Error {}

/// What is wrong with a refused penalty amount.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PenaltyFault {
    /// Zero or less: nothing lost.
    NoPoints,
    /// Above `PENALTY_MAX`.
    TooLarge,
    /// Not a multiple of the step: the others' shares are not whole.
    NotShared,
}

/// Why a refused penalty `amount` is refused (a positive amount below its step does not
/// share out).
pub fn penalty_fault(amount: i64) -> PenaltyFault {
    if amount <= 0 {
        PenaltyFault::NoPoints
    } else if amount > super::french::PENALTY_MAX {
        PenaltyFault::TooLarge
    } else {
        PenaltyFault::NotShared
    }
}

/// What a penalty's message says, in either language: the step the amount must be a multiple
/// of among `others` players (in tens when `tens`), and the valid penalties nearest `amount`:
/// two around it, or one (the other 0) at either end.
pub fn penalty_near(amount: i64, others: usize, tens: bool) -> (i64, i64, i64) {
    let step = (others as i64 * if tens { 10 } else { 1 }).max(1);
    let (low, high) = near(amount, step);
    (step, low, high)
}

/// The multiples of `step` up to `PENALTY_MAX` nearest `amount`.
fn near(amount: i64, step: i64) -> (i64, i64) {
    let max = super::french::PENALTY_MAX / step * step;
    if amount <= step {
        (0, step)
    } else if amount >= max {
        (0, max)
    } else {
        let low = amount / step * step;
        (low, low + step)
    }
}
