//! Ratings (src/core/ratings.rs, docs/ratings.md): hands worked out by hand, and the
//! properties: zero-sum at every hand, from scratch equals hand by hand, a deleted or edited
//! hand is as if it had always been so.

use proptest::prelude::*;
use proptest::sample::subsequence;

use tarot_companion::core::french::PlayedInput;
use tarot_companion::core::french::{shares, CardPoints, Contract, HandInput, NotPlayedReason};
use tarot_companion::core::players::{Play, PlayerId, Roster, SessionRecord};
use tarot_companion::core::ratings::{
    rate, rated_hands, ratings, RatedHand, Ratings, Tenths, START,
};
use tarot_companion::core::scorecard::{scorecard, FrenchSettings};

const ALICE: PlayerId = PlayerId(0);
const BRUNO: PlayerId = PlayerId(1);
const CHLOE: PlayerId = PlayerId(2);
const DAVID: PlayerId = PlayerId(3);
const EVE: PlayerId = PlayerId(4);

#[track_caller]
fn hand(players: &[PlayerId], taker: usize, partner: Option<usize>, won: bool) -> RatedHand {
    let seats = players
        .iter()
        .copied()
        .zip(shares(players.len(), taker, partner))
        .collect();
    RatedHand::new(seats, won).expect("a valid hand")
}

/// (player, rating in tenths) after each hand, worked out in docs/ratings.md's steps.
type Step = (RatedHand, &'static [(PlayerId, i64)]);

#[test]
fn hands_worked_out_by_hand() {
    let four = [ALICE, BRUNO, CHLOE, DAVID];
    let five = [ALICE, BRUNO, CHLOE, DAVID, EVE];
    let steps: Vec<Step> = vec![
        // Everybody at 1500: expected 0.5; Alice makes it: unit 10 × 0.5 = 5.0, taker × 3.
        (
            hand(&four, 0, None, true),
            &[
                (ALICE, 15_150),
                (BRUNO, 14_950),
                (CHLOE, 14_950),
                (DAVID, 14_950),
            ],
        ),
        // Bruno 1495.0 against (1515.0 + 1495.0 + 1495.0) / 3 = 1501.7: 6.7 points weaker,
        // expected 0.5 − 0.0359 × 67 / 250 = 0.4904; down: unit −4.9 (−4.904 rounded).
        (
            hand(&four, 1, None, false),
            &[
                (ALICE, 15_199),
                (BRUNO, 14_803),
                (CHLOE, 14_999),
                (DAVID, 14_999),
            ],
        ),
        // Five: David takes with Alice. Attack (2 × 1499.9 + 1519.9) / 3 = 1506.6, defence
        // (1480.3 + 1499.9 + 1500.0) / 3 = 1493.4: 13.2 stronger, expected
        // 0.5 + 0.0359 × 132 / 250 = 0.5190; down: unit −5.2; David × 2, Alice × 1.
        (
            hand(&five, 3, Some(0), false),
            &[
                (ALICE, 15_147),
                (BRUNO, 14_855),
                (CHLOE, 15_051),
                (DAVID, 14_895),
                (EVE, 15_052),
            ],
        ),
        // Five, Eve alone (× 4) at 1505.2 against (1514.7 + 1485.5 + 1505.1 + 1489.5) / 4 =
        // 1498.7: 6.5 stronger, expected 0.5 + 0.0359 × 65 / 250 = 0.5093;
        // made: unit 4.9 (4.907).
        (
            hand(&five, 4, Some(4), true),
            &[
                (ALICE, 15_098),
                (BRUNO, 14_806),
                (CHLOE, 15_002),
                (DAVID, 14_846),
                (EVE, 15_248),
            ],
        ),
    ];
    let mut ratings = Ratings::new();
    for (i, (h, after)) in steps.into_iter().enumerate() {
        ratings.push(h);
        for &(p, tenths) in after {
            assert_eq!(ratings.rating(p), Tenths(tenths), "hand {} {p}", i + 1);
        }
    }
    assert_eq!(ratings.rating(PlayerId(9)), START, "nobody else moved");
    assert_eq!(ratings.rating(EVE).to_string(), "1524.8");
}

#[test]
fn a_far_stronger_side_wins_little_and_loses_much() {
    let mut r = Ratings::from_hands(
        (0..40)
            .map(|_| hand(&[ALICE, BRUNO, CHLOE], 0, None, true))
            .collect(),
    );
    let before = r.rating(ALICE);
    r.push(hand(&[ALICE, BRUNO, CHLOE], 0, None, true));
    let won = r.rating(ALICE).0 - before.0;
    r.replace(40, hand(&[ALICE, BRUNO, CHLOE], 0, None, false));
    let lost = r.rating(ALICE).0 - before.0;
    assert!(won > 0 && won < 40, "{won}");
    assert!(lost < -160, "{lost}");
}

#[test]
fn a_hand_needs_both_sides_and_distinct_players() {
    assert!(RatedHand::new(vec![(ALICE, 1), (BRUNO, -1)], true).is_some());
    assert!(RatedHand::new(vec![(ALICE, 1), (ALICE, -1)], true).is_none());
    assert!(RatedHand::new(vec![(ALICE, 2), (BRUNO, -1)], true).is_none());
    assert!(RatedHand::new(vec![(ALICE, 0), (BRUNO, 0)], true).is_none());
    assert!(RatedHand::new(vec![], true).is_none());
}

#[test]
fn sessions_rate_played_and_two_player_hands_only() {
    let mut roster = Roster::new();
    let seats = roster.link_seats(&["Lou".into(), "Max".into()]).players;
    let two = tarot_companion::core::french::TwoPlayerInput {
        seat: 1,
        points: "56".parse().unwrap(),
        oudlers: 0,
        petit_au_bout: None,
    };
    let hands = [
        HandInput::NotPlayed {
            reason: NotPlayedReason::Misdeal,
        },
        HandInput::TwoPlayer(two),
    ];
    let card = scorecard(2, &FrenchSettings::default(), &hands).unwrap();
    let sessions = [SessionRecord {
        id: "s".into(),
        created: 0,
        seats,
        play: Play::FrenchTarot(Box::new(card)),
    }];
    let rated = rated_hands(&sessions);
    assert_eq!(rated.len(), 1);
    // Max (seat 1) won: Lou 1500 − 5.0, Max + 5.0.
    let r = ratings(&sessions);
    assert_eq!(
        (r.rating(PlayerId(0)), r.rating(PlayerId(1))),
        (Tenths(14_950), Tenths(15_050))
    );
}

// ---------------------------------------------------------------- properties

/// A table of 2 to 5 of eight players, in a random seat order, and a hand's taker, partner
/// (five players; sometimes alone) and result.
fn any_hand() -> impl Strategy<Value = RatedHand> {
    (2usize..=5)
        .prop_flat_map(|n| {
            (
                subsequence((0..8).map(PlayerId).collect::<Vec<_>>(), n).prop_shuffle(),
                0..n,
                0..n,
                any::<bool>(),
            )
        })
        .prop_map(|(players, taker, partner, won)| {
            let seats = if players.len() == 2 {
                vec![(players[0], 1), (players[1], -1)]
            } else {
                let partner = (players.len() == 5).then_some(partner);
                players
                    .iter()
                    .copied()
                    .zip(shares(players.len(), taker, partner))
                    .collect()
            };
            RatedHand::new(seats, won).unwrap()
        })
}

/// An edit of a history of `len` hands: insert, replace or remove at a place.
#[derive(Clone, Debug)]
enum Edit {
    Push(RatedHand),
    Insert(usize, RatedHand),
    Replace(usize, RatedHand),
    Remove(usize),
}

fn any_edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any_hand().prop_map(Edit::Push),
        (any::<usize>(), any_hand()).prop_map(|(i, h)| Edit::Insert(i, h)),
        (any::<usize>(), any_hand()).prop_map(|(i, h)| Edit::Replace(i, h)),
        any::<usize>().prop_map(Edit::Remove),
    ]
}

/// A French Tarot session of 3 to 5 of six people, its hands bid and played (or redealt).
fn any_session() -> impl Strategy<Value = (Vec<usize>, u64, Vec<HandInput>)> {
    (3usize..=5).prop_flat_map(|n| {
        let hand = (0..n, 0..n, 0usize..4, 0u32..=91, 0u8..=3, 0u8..8).prop_map(
            move |(taker, partner, contract, points, oudlers, redeal)| {
                if redeal == 0 {
                    return HandInput::NotPlayed {
                        reason: NotPlayedReason::AllPassed,
                    };
                }
                let contract = [
                    Contract::Petite,
                    Contract::Garde,
                    Contract::GardeSans,
                    Contract::GardeContre,
                ][contract];
                let mut p = PlayedInput::plain(
                    taker,
                    contract,
                    CardPoints::Attack(points.to_string().parse().unwrap()),
                    oudlers,
                );
                p.partner = (n == 5).then_some(partner);
                HandInput::Played(p)
            },
        );
        (
            subsequence((0..6).collect::<Vec<usize>>(), n).prop_shuffle(),
            0u64..4,
            proptest::collection::vec(hand, 0..8),
        )
    })
}

const PEOPLE: [&str; 6] = ["Alice", "Bruno", "Chloé", "David", "Eve", "Fanny"];

/// The session records of these sessions, seats linked by name.
fn records(sessions: &[(Vec<usize>, u64, Vec<HandInput>)]) -> Vec<SessionRecord> {
    let mut roster = Roster::new();
    for name in PEOPLE {
        roster.add(name);
    }
    sessions
        .iter()
        .enumerate()
        .map(|(i, (seats, created, hands))| {
            let names: Vec<String> = seats.iter().map(|&s| PEOPLE[s].to_owned()).collect();
            let links = roster.link_seats(&names);
            let settings = FrenchSettings {
                round_to_ten: i % 2 == 1,
                ..FrenchSettings::default()
            };
            SessionRecord {
                id: format!("s{i}"),
                created: *created,
                seats: links.players,
                play: Play::FrenchTarot(Box::new(
                    scorecard(seats.len(), &settings, hands).unwrap(),
                )),
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_hand_is_zero_sum(hands in proptest::collection::vec(any_hand(), 1..40)) {
        let mut r = Ratings::new();
        for (i, h) in hands.into_iter().enumerate() {
            let players: Vec<PlayerId> = h.seats().iter().map(|s| s.0).collect();
            let table = |r: &Ratings| players.iter().map(|&p| r.rating(p).0).sum::<i64>();
            let before = table(&r);
            r.push(h);
            prop_assert_eq!(table(&r), before, "hand {}", i);
            prop_assert_eq!(r.changes(i).unwrap().iter().map(|c| c.1).sum::<i64>(), 0);
        }
        // And so the whole is: everybody's points above 1500 sum to 0.
        prop_assert_eq!(r.all().values().map(|t| t.0 - START.0).sum::<i64>(), 0);
    }

    #[test]
    fn from_scratch_equals_hand_by_hand(
        start in proptest::collection::vec(any_hand(), 0..20),
        edits in proptest::collection::vec(any_edit(), 0..20),
    ) {
        let mut r = Ratings::new();
        let mut list = Vec::new();
        for h in start {
            r.push(h.clone());
            list.push(h);
            prop_assert_eq!(r.all(), rate(&list));
        }
        for edit in edits {
            match edit {
                Edit::Push(h) => {
                    r.push(h.clone());
                    list.push(h);
                }
                Edit::Insert(i, h) => {
                    let i = i % (list.len() + 1);
                    r.insert(i, h.clone());
                    list.insert(i, h);
                }
                Edit::Replace(i, h) if !list.is_empty() => {
                    let i = i % list.len();
                    r.replace(i, h.clone());
                    list[i] = h;
                }
                Edit::Remove(i) if !list.is_empty() => {
                    let i = i % list.len();
                    prop_assert_eq!(r.remove(i), list.remove(i));
                }
                _ => {}
            }
            prop_assert_eq!(r.hands(), &list[..]);
            prop_assert_eq!(r.all(), rate(&list));
            prop_assert_eq!(&r, &Ratings::from_hands(list.clone()));
        }
    }

    #[test]
    fn a_deleted_hand_is_a_hand_never_played(
        sessions in proptest::collection::vec(any_session(), 1..5),
        pick in any::<usize>(),
    ) {
        let all = records(&sessions);
        let mut ledger = ratings(&all);
        // The hands in rating order: sessions by creation time (stable), hands in order.
        let mut order: Vec<usize> = (0..sessions.len()).collect();
        order.sort_by_key(|&i| sessions[i].1);
        let mut places = Vec::new();
        for &s in &order {
            let Play::FrenchTarot(card) = &all[s].play else { unreachable!() };
            for (h, row) in card.rows.iter().enumerate() {
                if RatedHand::of_row(&all[s].seats, row).is_some() {
                    places.push((s, h));
                }
            }
        }
        prop_assert_eq!(places.len(), ledger.hands().len());
        prop_assume!(!places.is_empty());
        let k = pick % places.len();
        let (s, h) = places[k];
        ledger.remove(k);
        let mut without = sessions.clone();
        without[s].2.remove(h);
        let never = ratings(&records(&without));
        prop_assert_eq!(ledger.all(), never.all());
        prop_assert_eq!(ledger.hands(), never.hands());
    }
}
