//! Every kind of core error, read in both languages (the unit tests of `errors.rs`).

use super::*;
use crate::core::cards::Card;
use crate::core::error::Error;
use crate::core::french::{Contract, MisereKind, PoigneeLevel, Side};

/// One error of each kind. The `match` in `name` has no wildcard: a new
/// kind in the core does not compile until it is added here and checked below.
fn one_of_each() -> Vec<ErrorKind> {
    use ErrorKind as K;
    let (c, s) = (Contract::Garde, Side::Attack);
    vec![
        K::PointsAbovePack { units: 184, den: 2 },
        K::PointsNegative { units: -1, den: 2 },
        K::PointsParse { text: "x".into() },
        K::PointsOverflow,
        K::HalfPoint {
            units: 81,
            players: 4,
        },
        K::TooManyOudlers { oudlers: 4 },
        K::OudlersMismatch {
            entered: 1,
            counted: 2,
        },
        K::OudlersMissing,
        K::PartnerNeedsFive { players: 4 },
        K::PartnerMissing,
        K::KingNeedsFive { players: 3 },
        K::SeatOutOfRange {
            role: Role::Dealer,
            seat: 4,
            players: 4,
        },
        K::PlayerCount { players: 6 },
        K::HandKindPlayers {
            kind: HandKindName::Goulash,
            players: 2,
        },
        K::ContractNotInPreset {
            contract: Contract::Pousse,
            preset: "fft".into(),
        },
        K::PointsBelowOudlers {
            oudlers: 3,
            units: 20,
        },
        K::PointsAboveOudlers {
            oudlers: 0,
            units: 182,
        },
        K::SetAsidePoints {
            contract: c,
            cards: 6,
            trick: 4,
            to: s,
            side: Side::Defence,
            oudlers: 0,
            units: 170,
            bound: 2,
            at_least: false,
        },
        K::SlamPoints {
            contract: c,
            by: s,
            side: s,
            oudlers: 2,
            units: 100,
            range: Some((173, 173)),
        },
        K::PetitSlamPoints {
            contract: c,
            tricks_left: 3,
            side: s,
            oudlers: 2,
            units: 80,
            range: Some((155, 171)),
        },
        K::PetitAuBoutWithoutTricks { side: s },
        K::PetitAuBoutWithoutOudler { side: s },
        K::PetitAuBoutSeatWithoutOudler { seat: 1 },
        K::SlamAndPetitSlam,
        K::PoigneeUnderThreshold {
            seat: 0,
            level: PoigneeLevel::Double,
            trumps: 9,
            needed: 13,
            players: 4,
        },
        K::PoigneeTooManyTrumps {
            seat: 0,
            trumps: 23,
        },
        K::PoigneeAboveHand {
            seat: 2,
            trumps: 20,
            cards: 18,
            players: 4,
        },
        K::PoigneesAbovePack { trumps: 26 },
        K::PoigneeTwice { seat: 1 },
        K::MisereTwice {
            seat: 1,
            kind: MisereKind::Trumps,
        },
        K::VariantOff {
            variant: Variant::Misere,
        },
        K::GoulashSeats {
            entered: 3,
            players: 4,
        },
        K::GoulashTotal { units: 100, dog: 6 },
        K::DuplicateCard { card: Card::EXCUSE },
        K::CardIndex { index: 78 },
        K::CardCode { text: "ZZ".into() },
        K::PileSize {
            cards: 1,
            players: 4,
        },
        K::ExcuseExchangeCard { card: Card::PETIT },
        K::ExcuseAlreadyInPile,
        K::CardNotInPile {
            card: Card::TWENTY_ONE,
        },
        K::PetitChelemTricks { tricks: 2 },
        K::UnknownPreset { id: "x".into() },
        K::ZeroRounds,
        K::SessionVersion { version: 9 },
        K::SessionJson {
            message: "eof".into(),
        },
        K::PenaltyAmount {
            amount: 100,
            others: 4,
            tens: true,
        },
        K::OptionOutOfRange {
            option: "stake",
            value: 0,
            min: 1,
            max: 9,
        },
        K::GamePlayers {
            game: "Tarocchi",
            min: 3,
            max: 3,
            players: 4,
        },
        K::NotFrenchTarot { game: "Tarocchi" },
        K::HandOfAnotherGame { game: "Tarocchi" },
    ]
}

fn name(kind: &ErrorKind) -> &'static str {
    use ErrorKind as K;
    match kind {
        K::PointsAbovePack { .. } => "PointsAbovePack",
        K::PointsNegative { .. } => "PointsNegative",
        K::PointsParse { .. } => "PointsParse",
        K::PointsOverflow => "PointsOverflow",
        K::HalfPoint { .. } => "HalfPoint",
        K::TooManyOudlers { .. } => "TooManyOudlers",
        K::OudlersMismatch { .. } => "OudlersMismatch",
        K::OudlersMissing => "OudlersMissing",
        K::PartnerNeedsFive { .. } => "PartnerNeedsFive",
        K::PartnerMissing => "PartnerMissing",
        K::KingNeedsFive { .. } => "KingNeedsFive",
        K::SeatOutOfRange { .. } => "SeatOutOfRange",
        K::PlayerCount { .. } => "PlayerCount",
        K::HandKindPlayers { .. } => "HandKindPlayers",
        K::ContractNotInPreset { .. } => "ContractNotInPreset",
        K::PointsBelowOudlers { .. } => "PointsBelowOudlers",
        K::PointsAboveOudlers { .. } => "PointsAboveOudlers",
        K::SetAsidePoints { .. } => "SetAsidePoints",
        K::SlamPoints { .. } => "SlamPoints",
        K::PetitSlamPoints { .. } => "PetitSlamPoints",
        K::PetitAuBoutWithoutTricks { .. } => "PetitAuBoutWithoutTricks",
        K::PetitAuBoutWithoutOudler { .. } => "PetitAuBoutWithoutOudler",
        K::PetitAuBoutSeatWithoutOudler { .. } => "PetitAuBoutSeatWithoutOudler",
        K::SlamAndPetitSlam => "SlamAndPetitSlam",
        K::PoigneeUnderThreshold { .. } => "PoigneeUnderThreshold",
        K::PoigneeTooManyTrumps { .. } => "PoigneeTooManyTrumps",
        K::PoigneeAboveHand { .. } => "PoigneeAboveHand",
        K::PoigneesAbovePack { .. } => "PoigneesAbovePack",
        K::PoigneeTwice { .. } => "PoigneeTwice",
        K::MisereTwice { .. } => "MisereTwice",
        K::VariantOff { .. } => "VariantOff",
        K::GoulashSeats { .. } => "GoulashSeats",
        K::GoulashTotal { .. } => "GoulashTotal",
        K::DuplicateCard { .. } => "DuplicateCard",
        K::CardIndex { .. } => "CardIndex",
        K::CardCode { .. } => "CardCode",
        K::PileSize { .. } => "PileSize",
        K::ExcuseExchangeCard { .. } => "ExcuseExchangeCard",
        K::ExcuseAlreadyInPile => "ExcuseAlreadyInPile",
        K::CardNotInPile { .. } => "CardNotInPile",
        K::PetitChelemTricks { .. } => "PetitChelemTricks",
        K::UnknownPreset { .. } => "UnknownPreset",
        K::ZeroRounds => "ZeroRounds",
        K::SessionVersion { .. } => "SessionVersion",
        K::SessionJson { .. } => "SessionJson",
        K::PenaltyAmount { .. } => "PenaltyAmount",
        K::OptionOutOfRange { .. } => "OptionOutOfRange",
        K::GamePlayers { .. } => "GamePlayers",
        K::NotFrenchTarot { .. } => "NotFrenchTarot",
        K::HandOfAnotherGame { .. } => "HandOfAnotherGame",
    }
}

#[test]
fn every_kind_is_here() {
    let names: std::collections::BTreeSet<_> = one_of_each().iter().map(name).collect();
    // As many kinds as arms in `name`.
    assert_eq!(names.len(), 50, "{names:?}");
    assert_eq!(one_of_each().len(), names.len(), "one sample per kind");
}

/// One wording per language: the app's English is the core's `Display` (a capital
/// first, the contracts in English); its French is its own, and not the English.
#[test]
fn every_kind_reads_in_english_as_the_core_writes_it() {
    for kind in one_of_each() {
        let core = Error::from(kind.clone()).to_string();
        let en = error(Lang::En, &kind, &[]);
        assert_eq!(en, english_contracts(upper_first(&core)), "{}", name(&kind));
        for c in crate::core::french::Contract::ALL {
            assert!(!en.contains(c.name()), "{}: {en}", name(&kind));
        }
        assert!(!en.contains("poignée"), "{}: {en}", name(&kind));
        let fr = error(Lang::Fr, &kind, &[]);
        assert!(!fr.is_empty() && fr != en, "{}: {fr}", name(&kind));
    }
}

#[test]
fn a_penalty_of_no_points_or_too_many_says_so() {
    let kind = |amount| ErrorKind::PenaltyAmount {
        amount,
        others: 4,
        tens: false,
    };
    assert_eq!(
        error(Lang::Fr, &kind(-20), &[]),
        "Une pénalité de -20 n'est pas positive\u{a0}: entre 4 joueurs, il faut un multiple de 4 jusqu'à 1\u{202f}000 (au plus près\u{a0}: 4)"
    );
    assert_eq!(
        error(Lang::En, &kind(0), &[]),
        "A penalty of 0 is not above zero: among 4 players, it must be a multiple of 4 up to 1000 (nearest: 4)"
    );
    assert_eq!(
        error(Lang::Fr, &kind(1_000_000), &[]),
        "Une pénalité de 1\u{202f}000\u{202f}000 est trop forte\u{a0}: entre 4 joueurs, il faut un multiple de 4 jusqu'à 1\u{202f}000 (au plus près\u{a0}: 1\u{202f}000)"
    );
    assert_eq!(
        error(Lang::En, &kind(1001), &[]),
        "A penalty of 1001 is too large: among 4 players, it must be a multiple of 4 up to 1000 (nearest: 1000)"
    );
}

#[test]
fn a_penalty_that_does_not_share_out_says_the_nearest_amounts() {
    let kind = ErrorKind::PenaltyAmount {
        amount: 100,
        others: 3,
        tens: false,
    };
    assert_eq!(
        error(Lang::Fr, &kind, &[]),
        "Une pénalité de 100 ne se partage pas\u{a0}: entre 3 joueurs, il faut un multiple de 3 jusqu'à 1\u{202f}000 (au plus près\u{a0}: 99 ou 102)"
    );
    let tens = ErrorKind::PenaltyAmount {
        amount: 10,
        others: 4,
        tens: true,
    };
    assert_eq!(
        error(Lang::Fr, &tens, &[]),
        "Une pénalité de 10 ne se partage pas\u{a0}: entre 4 joueurs, par dizaines, il faut un multiple de 40 jusqu'à 1\u{202f}000 (au plus près\u{a0}: 40)"
    );
}
