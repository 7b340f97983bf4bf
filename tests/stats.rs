//! Per-player statistics, standings and running totals (src/core/stats.rs).

use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, NotPlayedReason, PlayedInput,
};
use tarot_companion::core::points::Halves;
use tarot_companion::core::scorecard::{scorecard, FrenchSettings};
use tarot_companion::core::stats::{
    format_tenths, leaders, running_totals, singles_out, standings, Average, HandChange,
    HandOutcome, Record, Stats,
};

/// A contract type for the tests, ordered like French Tarot's ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum C {
    Petite,
    Garde,
    GardeSans,
}

#[track_caller]
fn hand(taker: usize, contract: C, made: bool, deltas: &[i64]) -> HandOutcome<C> {
    HandOutcome {
        taker: Some(taker),
        contract: Some(contract),
        made: Some(made),
        deltas: deltas.to_vec(),
    }
}

fn not_played(players: usize) -> HandOutcome<C> {
    HandOutcome {
        taker: None,
        contract: None,
        made: None,
        deltas: vec![0; players],
    }
}

/// A seat's expected statistics: seat, hands taken, overall record, by contract.
type Expected = (usize, u32, Record, &'static [(C, Record)]);
/// Totals and the expected standings as (rank, seat, total).
type StandingCase = (&'static [i64], &'static [(usize, usize, i64)]);

/// A four-player evening: seat 0 takes three times, seat 2 once, one hand not played.
fn evening() -> Vec<HandOutcome<C>> {
    vec![
        hand(0, C::Garde, true, &[168, -56, -56, -56]),
        hand(0, C::Petite, false, &[-93, 31, 31, 31]),
        not_played(4),
        hand(2, C::GardeSans, true, &[-120, -120, 360, -120]),
        hand(0, C::Garde, false, &[-150, 50, 50, 50]),
    ]
}

#[test]
fn hands_taken_and_success_by_contract() {
    let stats = Stats::from_hands(4, &evening());
    // The redeal is not a hand played.
    assert_eq!(stats.hands, 4);
    let cases: &[Expected] = &[
        (
            0,
            3,
            Record { taken: 3, made: 1 },
            // In the order first taken.
            &[
                (C::Garde, Record { taken: 2, made: 1 }),
                (C::Petite, Record { taken: 1, made: 0 }),
            ],
        ),
        (1, 0, Record::default(), &[]),
        (
            2,
            1,
            Record { taken: 1, made: 1 },
            &[(C::GardeSans, Record { taken: 1, made: 1 })],
        ),
        (3, 0, Record::default(), &[]),
    ];
    for &(seat, taken, overall, by_contract) in cases {
        let p = &stats.players[seat];
        assert_eq!(p.taken, taken, "seat {seat}");
        assert_eq!(p.overall, overall, "seat {seat}");
        assert_eq!(p.by_contract, by_contract, "seat {seat}");
    }
}

#[test]
fn averages_best_and_worst_hands() {
    let stats = Stats::from_hands(4, &evening());
    // (seat, sum, tenths, best (hand, change), worst (hand, change))
    let cases = [
        (0, -195, -488, (1, 168), (5, -150)),
        (1, -95, -238, (5, 50), (4, -120)),
        (2, 385, 963, (4, 360), (1, -56)),
        (3, -95, -238, (5, 50), (4, -120)),
    ];
    for (seat, sum, tenths, best, worst) in cases {
        let p = &stats.players[seat];
        // Over the four hands played: the redeal is not one.
        assert_eq!(p.average, Average { sum, count: 4 }, "seat {seat}");
        assert_eq!(p.average.tenths(), Some(tenths), "seat {seat}");
        let pair = |h: Option<HandChange>| h.map(|h| (h.hand, h.change));
        assert_eq!(pair(p.best), Some(best), "seat {seat} best");
        assert_eq!(pair(p.worst), Some(worst), "seat {seat} worst");
    }
}

#[test]
fn a_redeal_is_no_ones_best_hand_nor_in_the_average() {
    // Seat 0 loses both hands played; the all-pass redeal between them (0 for everyone) is
    // not its "best hand (0)". Its best hand is a gain: it has none (a "best hand" of -30
    // read as a gain it never made).
    let hands = vec![
        hand(0, C::Garde, false, &[-30, 30]),
        not_played(2),
        hand(1, C::Garde, true, &[-40, 40]),
    ];
    let stats = Stats::from_hands(2, &hands);
    assert_eq!(stats.hands, 2);
    let p = &stats.players[0];
    assert_eq!(p.average, Average { sum: -70, count: 2 });
    assert_eq!(p.best.map(|h| (h.hand, h.change)), None);
    assert_eq!(p.worst.map(|h| (h.hand, h.change)), Some((3, -40)));
    // Seat 1 won both: its best is hand 3's 40, and it has no worst hand (a loss).
    let q = &stats.players[1];
    assert_eq!(q.best.map(|h| (h.hand, h.change)), Some((3, 40)));
    assert_eq!(q.worst, None);
    // Only redeals: no statistics at all.
    let stats = Stats::from_hands(2, &[not_played(2), not_played(2)]);
    assert_eq!(stats.hands, 0);
    assert_eq!(stats.players[0].best, None);
}

#[test]
fn the_first_of_equal_hands_is_best_or_worst() {
    let tie = vec![
        hand(0, C::Garde, true, &[60, -20, -20, -20]),
        hand(0, C::Garde, true, &[60, -20, -20, -20]),
    ];
    let stats = Stats::from_hands(4, &tie);
    assert_eq!(stats.players[0].best.unwrap().hand, 1);
    assert_eq!(stats.players[1].worst.unwrap().hand, 1);
}

#[test]
fn no_hand_no_numbers() {
    let stats = Stats::<C>::from_hands(3, &[]);
    assert_eq!(stats.players.len(), 3);
    for p in &stats.players {
        assert_eq!(p.taken, 0);
        assert_eq!(p.average.tenths(), None);
        assert_eq!(p.overall.percent(), None);
        assert_eq!((p.best, p.worst), (None, None));
    }
}

#[test]
fn missing_deltas_and_a_stray_taker_count_as_nothing() {
    let hands = vec![
        hand(7, C::Garde, true, &[10]),
        HandOutcome {
            taker: Some(1),
            contract: None,
            made: Some(true),
            deltas: vec![],
        },
    ];
    let stats = Stats::from_hands(2, &hands);
    assert_eq!(stats.players[0].average, Average { sum: 10, count: 2 });
    assert_eq!(stats.players[1].taken, 1);
    assert_eq!(stats.players[1].overall, Record { taken: 1, made: 1 });
    assert!(stats.players[1].by_contract.is_empty());
}

#[test]
fn averages_round_half_away_from_zero() {
    // (sum, count, tenths)
    let cases = [
        (0, 1, 0),
        (10, 4, 25),
        (1, 3, 3),
        (2, 3, 7),
        (-2, 3, -7),
        (1, 20, 1),
        (-1, 20, -1),
        (1, 21, 0),
        (-195, 5, -390),
    ];
    for (sum, count, tenths) in cases {
        assert_eq!(
            Average { sum, count }.tenths(),
            Some(tenths),
            "{sum}/{count}"
        );
    }
}

#[test]
fn percentages_round_half_up() {
    let cases = [
        (1, 1, 100),
        (1, 2, 50),
        (1, 3, 33),
        (2, 3, 67),
        (0, 4, 0),
        (1, 8, 13),
    ];
    for (made, taken, percent) in cases {
        assert_eq!(
            Record { taken, made }.percent(),
            Some(percent),
            "{made}/{taken}"
        );
    }
    assert_eq!(Record::default().percent(), None);
}

#[test]
fn tenths_are_written_with_the_locale_separator() {
    let cases = [
        (0, '.', "0.0"),
        (25, '.', "2.5"),
        (-390, ',', "-39,0"),
        (-7, ',', "-0,7"),
        (12345, '.', "1234.5"),
    ];
    for (tenths, sep, text) in cases {
        assert_eq!(format_tenths(tenths, sep), text);
    }
}

#[test]
fn standings_share_ranks_on_ties() {
    // (totals, [(rank, seat, total)])
    let cases: &[StandingCase] = &[
        (&[], &[]),
        (&[-30, 90, -60], &[(1, 1, 90), (2, 0, -30), (3, 2, -60)]),
        (&[40, 40, -80], &[(1, 0, 40), (1, 1, 40), (3, 2, -80)]),
        (&[0, 0, 0, 0], &[(1, 0, 0), (1, 1, 0), (1, 2, 0), (1, 3, 0)]),
        (
            &[10, -20, 30, -20],
            &[(1, 2, 30), (2, 0, 10), (3, 1, -20), (3, 3, -20)],
        ),
    ];
    for &(totals, want) in cases {
        let got: Vec<_> = standings(totals)
            .into_iter()
            .map(|s| (s.rank, s.seat, s.total))
            .collect();
        assert_eq!(got, want, "{totals:?}");
    }
    assert_eq!(leaders(&[40, 40, -80]), vec![0, 1]);
    assert_eq!(leaders(&[-30, 90, -60]), vec![1]);
    assert!(leaders(&[]).is_empty());
    // Every player even: the leaders single nobody out.
    assert_eq!(leaders(&[0, 0, 0]), vec![0, 1, 2]);
    assert!(!singles_out(3, 3));
    assert!(singles_out(2, 3));
}

#[track_caller]
fn played(taker: usize, contract: Contract, points: i32, oudlers: u8) -> HandInput {
    let points = CardPoints::Attack(Halves::whole(points).unwrap());
    HandInput::Played(PlayedInput::plain(taker, contract, points, oudlers))
}

#[test]
fn statistics_of_a_french_scorecard() {
    let hands = [
        played(1, Contract::Garde, 51, 2), // made by 10: (25 + 10) × 2 = 70 a defender
        played(1, Contract::Petite, 40, 2), // down by 1: (25 + 1) = 26 a defender
        HandInput::NotPlayed {
            reason: NotPlayedReason::AllPassed,
        },
        played(3, Contract::GardeSans, 56, 1), // made by 5: (25 + 5) × 4 = 120
    ];
    let card = scorecard(4, &FrenchSettings::default(), &hands).unwrap();
    let stats = Stats::of_scorecard(&card);
    // Three hands played: the all-pass redeal is not one.
    assert_eq!(stats.hands, 3);
    let p1 = &stats.players[1];
    assert_eq!(p1.taken, 2);
    assert_eq!(p1.overall, Record { taken: 2, made: 1 });
    // Lowest contract first, whatever the order they were taken in.
    assert_eq!(
        p1.by_contract,
        [
            (Contract::Petite, Record { taken: 1, made: 0 }),
            (Contract::Garde, Record { taken: 1, made: 1 }),
        ]
    );
    assert_eq!(p1.best.map(|h| (h.hand, h.change)), Some((1, 210)));
    assert_eq!(p1.worst.map(|h| (h.hand, h.change)), Some((4, -120)));
    // 210 - 78 - 120 = 12 over the 3 hands played.
    assert_eq!(p1.average, Average { sum: 12, count: 3 });
    assert_eq!(stats.players[3].overall, Record { taken: 1, made: 1 });
    assert_eq!(stats.players[0].taken, 0);
    let totals = running_totals(&card);
    assert_eq!(totals.len(), 4);
    assert_eq!(totals[3], card.totals);
    assert_eq!(totals[0], [-70, 210, -70, -70]);
}
