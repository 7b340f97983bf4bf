//! Builders and generators shared by the storage, share and export tests, and the
//! `tarot-score` runner of the CLI tests.
#![allow(dead_code)] // each test binary uses its own part

use proptest::prelude::*;
use tarot_companion::core::cards::{deal, Card, CardSet, Suit};
use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, MisereInput, MisereKind, NotPlayedReason, PetitSlamInput,
    PlayedInput, PoigneeInput, PoigneeLevel, Side, SlamInput, TwoPlayerInput,
};
use tarot_companion::core::points::Halves;
use tarot_companion::core::rules::{RuleOptions, PRESETS};
use tarot_companion::core::scorecard::FrenchSettings;
use tarot_companion::session::{Game, HandRecord, Session};

/// The `tarot-score` binary built with the tests.
pub fn bin() -> std::process::Command {
    std::process::Command::new(env!("CARGO_BIN_EXE_tarot-score"))
}

/// The path of a file of `docs/examples/`.
pub fn example(name: &str) -> String {
    format!("{}/docs/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

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
            proptest::option::of(proptest::sample::select(Suit::ALL.to_vec())),
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
                (taker, contract, partner, king, points, oudlers),
                (petit_au_bout, poignees, slam, petit_slam, miseres),
            )| {
                PlayedInput {
                    taker,
                    contract,
                    partner,
                    king,
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
        1 => (seat(n), -10i64..1100).prop_map(|(seat, amount)| HandInput::Penalty { seat, amount }),
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
            RuleOptions { misere, misere_amount, petit_chelem, petit_chelem_tricks_left, mouches, goulash, garde_contre, poignee_values, penalty: None }
        }),
        1 => (1i64..=1000).prop_map(|p| RuleOptions { penalty: Some(p), ..RuleOptions::default() }),
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

// ---------------------------------------------------------------------------------------
// Real hands: what a table can actually enter, dealt from a shuffled pack.

/// A played hand dealt from a shuffled pack, and the two piles it was counted from.
#[derive(Clone, Debug)]
pub struct RealHand {
    pub players: usize,
    pub input: PlayedInput,
    pub attack: CardSet,
    pub defence: CardSet,
}

/// The choices that make a [`RealHand`] (see [`real_hand`]).
#[derive(Clone, Debug)]
pub struct Deal {
    pub players: usize,
    pub contract: Contract,
    /// The pack in the order it was shuffled (card indexes).
    pub order: Vec<usize>,
    /// Tricks taken by the attack: 0 and all are slams.
    pub attack_tricks: u32,
    /// The side that played the Excuse (when it was not set aside).
    pub excuse_owner: Side,
    /// What a side without tricks does with its Excuse: 0 keeps it, 1 hands it over, 2
    /// exchanges it (for a ½ card of its pile, or takes one from the other side).
    pub excuse_reading: u8,
    pub petit_au_bout: bool,
    pub enter_defence: bool,
    pub announced: bool,
    pub taker: usize,
    pub partner: usize,
    /// Per seat: 0 shows no poignée, 1 shows the best one with its trumps counted, 2 without.
    pub poignees: Vec<u8>,
}

fn is_king(c: Card) -> bool {
    c.value().units() == 9 && !c.is_oudler()
}

/// Every deal that can happen at a table of `players`.
pub fn deal_for(players: usize) -> impl Strategy<Value = Deal> {
    let (hand, _) = deal(players);
    (
        contract(),
        Just((0..78).collect::<Vec<usize>>()).prop_shuffle(),
        prop_oneof![1 => Just(0u32), 1 => Just(hand), 4 => 0..=hand],
        side(),
        0u8..3,
        (any::<bool>(), any::<bool>(), any::<bool>()),
        (seat(players), seat(players)),
        proptest::collection::vec(0u8..3, players),
    )
        .prop_map(
            move |(
                contract,
                order,
                attack_tricks,
                excuse_owner,
                excuse_reading,
                (petit_au_bout, enter_defence, announced),
                (taker, partner),
                poignees,
            )| Deal {
                players,
                contract,
                order,
                attack_tricks,
                excuse_owner,
                excuse_reading,
                petit_au_bout,
                enter_defence,
                announced,
                taker,
                partner,
                poignees,
            },
        )
}

/// Plays out a [`Deal`]: the dog (Garde sans, Garde contre) or a discard of cards that are
/// neither kings nor oudlers (Petite, Pousse, Garde) is set aside for its side; the attack
/// takes `attack_tricks` tricks of the rest, in the shuffled order; the Excuse goes back to
/// the side that played it for a ½-point card of its tricks, and a side that took no trick
/// keeps it, hands it over or exchanges it (`excuse_reading`); the Petit au bout goes to the
/// side that has the Petit in its tricks; each player may show the best poignée his hand (a
/// share of the pack without the set-aside cards) holds.
pub fn real_hand(d: &Deal) -> RealHand {
    use tarot_companion::core::rules::FFT;
    let players = d.players;
    let (hand, k) = deal(players);
    let cards: Vec<Card> = d
        .order
        .iter()
        .map(|&i| Card::from_index(i).expect("an index of the pack"))
        .collect();
    let (to, dog) = match d.contract {
        Contract::GardeSans => (Side::Attack, true),
        Contract::GardeContre => (Side::Defence, true),
        _ => (Side::Attack, false),
    };
    let set_aside: CardSet = if dog {
        cards[..k as usize].iter().copied().collect()
    } else {
        cards
            .iter()
            .copied()
            .filter(|&c| !c.is_oudler() && !is_king(c))
            .take(k as usize)
            .collect()
    };
    let rest: Vec<Card> = cards
        .iter()
        .copied()
        .filter(|&c| !set_aside.contains(c))
        .collect();
    let split = (d.attack_tricks * players as u32) as usize;
    let mut tricks = [
        rest[..split].iter().copied().collect::<CardSet>(),
        rest[split..].iter().copied().collect::<CardSet>(),
    ];
    let mut aside = [CardSet::EMPTY, CardSet::EMPTY];
    aside[to as usize] = set_aside;
    let own = d.excuse_owner as usize;
    let other = 1 - own;
    let half = |s: CardSet| s.iter().find(|c| c.value().units() == 1);
    if tricks[other].contains(Card::EXCUSE) {
        tricks[other].remove(Card::EXCUSE);
        if let Some(h) = half(tricks[own]) {
            // The usual exchange: the Excuse back, a ½-point card of one's tricks for it.
            tricks[own].remove(h);
            tricks[other].insert(h);
            tricks[own].insert(Card::EXCUSE);
        } else if !tricks[own].is_empty() {
            // Tricks without a ½-point card (a rare few face cards): not modelled; the
            // Excuse stays where it fell.
            tricks[other].insert(Card::EXCUSE);
        } else {
            match (d.excuse_reading, half(aside[own]), half(tricks[other])) {
                (1, _, _) => {
                    tricks[other].insert(Card::EXCUSE);
                }
                (2, Some(h), _) => {
                    aside[own].remove(h);
                    tricks[other].insert(h);
                    aside[own].insert(Card::EXCUSE);
                }
                (2, None, Some(h)) if aside[own].is_empty() => {
                    tricks[other].remove(h);
                    tricks[other].insert(Card::EXCUSE);
                    aside[own].insert(h);
                }
                _ => {
                    aside[own].insert(Card::EXCUSE);
                }
            }
        }
    }
    let pile = |i: usize| tricks[i].union(aside[i]);
    let (attack, defence) = (pile(0), pile(1));
    let slam_by = match d.attack_tricks {
        0 => Some(Side::Defence),
        t if t == hand => Some(Side::Attack),
        _ => None,
    };
    let petit_au_bout = [Side::Attack, Side::Defence]
        .into_iter()
        .find(|&s| d.petit_au_bout && tricks[s as usize].contains(Card::PETIT));
    let entered = if d.enter_defence { defence } else { attack };
    let count = entered.count();
    let points = if d.enter_defence {
        CardPoints::Defence(count.points)
    } else {
        CardPoints::Attack(count.points)
    };
    let mut poignees = Vec::new();
    for (seat, &show) in d.poignees.iter().enumerate() {
        let start = seat * hand as usize;
        let trumps = rest[start..start + hand as usize]
            .iter()
            .filter(|c| c.is_trump() || **c == Card::EXCUSE)
            .count() as u8;
        let level = [
            PoigneeLevel::Triple,
            PoigneeLevel::Double,
            PoigneeLevel::Simple,
        ]
        .into_iter()
        .find(|&l| trumps >= FFT.poignee_thresholds.needed(players, l));
        if let (Some(level), 1 | 2) = (level, show) {
            poignees.push(PoigneeInput {
                seat,
                level,
                trumps: (show == 1).then_some(trumps),
            });
        }
    }
    RealHand {
        players,
        input: PlayedInput {
            taker: d.taker,
            contract: d.contract,
            partner: (players == 5).then_some(d.partner),
            king: None,
            points,
            oudlers: Some(count.oudlers),
            petit_au_bout,
            poignees,
            slam: slam_by.map(|s| SlamInput {
                announced: d.announced && s == Side::Attack,
                made_by: Some(s),
            }),
            petit_slam: None,
            miseres: Vec::new(),
        },
        attack,
        defence,
    }
}

/// A real hand of 3 to 5 players.
pub fn real_played() -> impl Strategy<Value = RealHand> {
    (3usize..=5).prop_flat_map(|n| deal_for(n).prop_map(|d| real_hand(&d)))
}
