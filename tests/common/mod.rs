//! Builders and generators shared by the storage, share and export tests.
#![allow(dead_code)] // each test binary uses its own part

use proptest::prelude::*;
use tarot_companion::core::cards::CardSet;
use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, MisereInput, MisereKind, NotPlayedReason, PetitSlamInput,
    PlayedInput, PoigneeInput, PoigneeLevel, Side, SlamInput, TwoPlayerInput,
};
use tarot_companion::core::points::Halves;
use tarot_companion::core::rules::{RuleOptions, PRESETS};
use tarot_companion::core::scorecard::FrenchSettings;
use tarot_companion::session::{Game, HandRecord, Session};

/// A played five-player hand: `points` are the attack's, in whole points.
#[track_caller]
pub fn played(
    taker: usize,
    partner: usize,
    contract: Contract,
    points: i32,
    oudlers: u8,
) -> PlayedInput {
    let points = CardPoints::Attack(Halves::whole(points).expect("small points"));
    PlayedInput {
        partner: Some(partner),
        ..PlayedInput::plain(taker, contract, points, oudlers)
    }
}

/// The evening of the acceptance test: five players, twenty hands of French Tarot (FFT
/// rules) with the usual mix of contracts, a few half points, petits au bout, poignées and
/// one deal where everybody passed. Stored as `tests/data/v1_session_5p20.json`.
pub fn evening_5p20() -> Session {
    use Contract::*;
    let players = ["Anne", "Bruno", "Chloé", "David", "Élise"]
        .map(String::from)
        .to_vec();
    let mut s = Session::new(
        "k7f3q9x2",
        1_763_841_600_000,
        players,
        Game::FrenchTarot(FrenchSettings::default()),
    );
    s.name = Some("Vendredi".to_owned());
    let mut hands: Vec<HandInput> = Vec::new();
    let mut push = |p: PlayedInput| hands.push(HandInput::Played(p));
    push(played(0, 2, Garde, 52, 2));
    push(played(1, 1, Petite, 48, 2));
    push(played(2, 4, Garde, 38, 1));
    let mut h = played(3, 0, GardeSans, 61, 3);
    h.petit_au_bout = Some(Side::Attack);
    push(h);
    push(played(4, 3, Petite, 55, 1));
    let mut h = played(0, 1, Garde, 44, 2);
    h.points = CardPoints::Attack(Halves::new(44, 1).expect("44.5"));
    push(h);
    push(played(1, 3, Petite, 35, 2));
    let mut h = played(2, 2, Garde, 47, 2);
    h.poignees.push(PoigneeInput {
        seat: 2,
        level: PoigneeLevel::Simple,
        trumps: Some(8),
    });
    push(h);
    push(played(3, 4, Garde, 58, 2));
    hands.push(HandInput::NotPlayed {
        reason: NotPlayedReason::AllPassed,
    });
    let mut push = |p: PlayedInput| hands.push(HandInput::Played(p));
    push(played(4, 0, Petite, 51, 1));
    push(played(0, 3, GardeContre, 40, 3));
    let mut h = played(1, 2, Garde, 36, 2);
    h.points = CardPoints::Defence(Halves::new(55, 1).expect("55.5"));
    push(h);
    push(played(2, 1, Petite, 57, 1));
    let mut h = played(3, 3, Garde, 42, 2);
    h.petit_au_bout = Some(Side::Defence);
    push(h);
    push(played(4, 2, Petite, 41, 3));
    push(played(0, 4, Garde, 49, 2));
    push(played(1, 0, GardeSans, 63, 2));
    push(played(2, 3, Petite, 50, 1));
    push(played(3, 1, Garde, 37, 3));
    s.hands = hands.into_iter().map(HandRecord::FrenchTarot).collect();
    s
}

// ---------------------------------------------------------------------------------------
// Generators: every valid session (seats within the table, a preset that exists, options
// that apply to it). Hands need not score: a stored hand that fails validation is a row with
// its error, and it must travel all the same.

fn seat(n: usize) -> impl Strategy<Value = usize> {
    0..n
}

fn halves() -> impl Strategy<Value = Halves> {
    prop_oneof![4 => 0..=182i32, 1 => any::<i32>()].prop_map(Halves::from_units)
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::Attack), Just(Side::Defence)]
}

fn card_set() -> impl Strategy<Value = CardSet> {
    any::<u128>().prop_map(|b| CardSet::from_bits(b & CardSet::FULL.bits()).expect("masked"))
}

fn contract() -> impl Strategy<Value = Contract> {
    proptest::sample::select(Contract::ALL.to_vec())
}

fn played_input(n: usize) -> impl Strategy<Value = PlayedInput> {
    let points = prop_oneof![
        halves().prop_map(CardPoints::Attack),
        halves().prop_map(CardPoints::Defence),
        card_set().prop_map(CardPoints::AttackCards),
        card_set().prop_map(CardPoints::DefenceCards),
    ];
    let poignee = (
        seat(n),
        proptest::sample::select(vec![
            PoigneeLevel::Simple,
            PoigneeLevel::Double,
            PoigneeLevel::Triple,
        ]),
        proptest::option::of(any::<u8>()),
    )
        .prop_map(|(seat, level, trumps)| PoigneeInput {
            seat,
            level,
            trumps,
        });
    let misere = (
        seat(n),
        prop_oneof![Just(MisereKind::Trumps), Just(MisereKind::Honours)],
    )
        .prop_map(|(seat, kind)| MisereInput { seat, kind });
    let slam = (any::<bool>(), proptest::option::of(side()))
        .prop_map(|(announced, made_by)| SlamInput { announced, made_by });
    let petit_slam = (any::<bool>(), any::<bool>())
        .prop_map(|(announced, made)| PetitSlamInput { announced, made });
    (
        (
            seat(n),
            contract(),
            proptest::option::of(seat(n)),
            points,
            proptest::option::of(any::<u8>()),
        ),
        (
            proptest::option::of(side()),
            proptest::collection::vec(poignee, 0..3),
            proptest::option::of(slam),
            proptest::option::of(petit_slam),
            proptest::collection::vec(misere, 0..3),
        ),
    )
        .prop_map(
            |(
                (taker, contract, partner, points, oudlers),
                (petit_au_bout, poignees, slam, petit_slam, miseres),
            )| {
                PlayedInput {
                    taker,
                    contract,
                    partner,
                    points,
                    oudlers,
                    petit_au_bout,
                    poignees,
                    slam,
                    petit_slam,
                    miseres,
                }
            },
        )
}

fn hand_input(n: usize) -> impl Strategy<Value = HandInput> {
    let reason = proptest::sample::select(vec![
        NotPlayedReason::AllPassed,
        NotPlayedReason::PetitSec,
        NotPlayedReason::Misdeal,
    ]);
    let two = (
        seat(n),
        halves(),
        any::<u8>(),
        proptest::option::of(seat(n)),
    )
        .prop_map(|(seat, points, oudlers, petit_au_bout)| TwoPlayerInput {
            seat,
            points,
            oudlers,
            petit_au_bout,
        });
    prop_oneof![
        6 => played_input(n).prop_map(HandInput::Played),
        1 => reason.prop_map(|reason| HandInput::NotPlayed { reason }),
        1 => proptest::collection::vec(halves(), 0..6).prop_map(|points| HandInput::Goulash { points }),
        1 => two.prop_map(HandInput::TwoPlayer),
    ]
}

fn options() -> impl Strategy<Value = RuleOptions> {
    let small = || proptest::option::of(-1000i64..1000);
    prop_oneof![
        3 => Just(RuleOptions::default()),
        1 => (
            (proptest::option::of(any::<bool>()), small(), proptest::option::of(any::<bool>()),
             proptest::option::of(prop_oneof![Just(1u8), Just(3u8)])),
            (proptest::option::of(any::<bool>()), proptest::option::of(any::<bool>()),
             proptest::option::of(prop_oneof![Just(5i64), Just(6i64)]),
             proptest::option::of((0i64..100, 0i64..100, 0i64..100).prop_map(|(a, b, c)| [a, b, c]))),
        ).prop_map(|((misere, misere_amount, petit_chelem, petit_chelem_tricks_left), (mouches, goulash, garde_contre, poignee_values))| {
            RuleOptions { misere, misere_amount, petit_chelem, petit_chelem_tricks_left, mouches, goulash, garde_contre, poignee_values }
        }),
    ]
}

/// Any text: ASCII names, accents, spaces, emoji, empty.
fn text() -> impl Strategy<Value = String> {
    prop_oneof!["[A-Za-z0-9_-]{0,12}", "\\PC{0,12}", Just(String::new()),]
}

/// Every valid session of French Tarot.
pub fn session() -> impl Strategy<Value = Session> {
    (2usize..=5)
        .prop_flat_map(|n| {
            let settings = (
                proptest::sample::select(PRESETS.iter().map(|p| p.id).collect::<Vec<_>>()),
                options(),
                any::<bool>(),
                proptest::option::of(any::<u32>()),
                seat(n),
            )
                .prop_map(
                    |(preset, options, round_to_ten, rounds, first_dealer)| FrenchSettings {
                        preset: preset.to_owned(),
                        options,
                        round_to_ten,
                        rounds,
                        first_dealer,
                    },
                )
                .prop_filter("options apply to the preset", |s| s.rules().is_ok());
            (
                text(),
                any::<u64>(),
                proptest::option::of(text()),
                proptest::collection::vec(text(), n),
                settings,
                proptest::collection::vec(hand_input(n), 0..30),
            )
        })
        .prop_map(|(id, created, name, players, settings, hands)| {
            let mut s = Session::new(id, created, players, Game::FrenchTarot(settings));
            s.name = name;
            s.hands = hands.into_iter().map(HandRecord::FrenchTarot).collect();
            s
        })
}
