//! The scorecard: running totals, zero-sum after every hand, dealer rotation, invalid stored
//! hands, fixed-length games and their winner, mouches pools, rounding.

mod common;

use proptest::prelude::*;
use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, NotPlayedReason, PlayedInput,
};
use tarot_companion::core::rules::RuleOptions;
use tarot_companion::core::scorecard::{scorecard, FrenchSettings, Scorecard};

#[track_caller]
fn hand(taker: usize, contract: Contract, points: &str, oudlers: u8) -> HandInput {
    let points = CardPoints::Attack(points.parse().expect("points"));
    HandInput::Played(PlayedInput::plain(taker, contract, points, oudlers))
}

fn passed() -> HandInput {
    HandInput::NotPlayed {
        reason: NotPlayedReason::AllPassed,
    }
}

#[track_caller]
fn card(players: usize, settings: &FrenchSettings, hands: &[HandInput]) -> Scorecard {
    scorecard(players, settings, hands).expect("valid settings")
}

fn totals(c: &Scorecard) -> Vec<Vec<i64>> {
    c.rows.iter().map(|r| r.totals.clone()).collect()
}

#[test]
fn running_totals_sum_to_zero_after_every_hand() {
    let hands = [
        hand(0, Contract::Garde, "60", 1),
        hand(1, Contract::Petite, "40", 1),
        passed(),
        hand(3, Contract::GardeSans, "41", 2),
    ];
    let c = card(4, &FrenchSettings::default(), &hands);
    assert_eq!(
        totals(&c),
        vec![
            vec![204, -68, -68, -68],
            vec![240, -176, -32, -32],
            vec![240, -176, -32, -32],
            vec![140, -276, -132, 268]
        ]
    );
    assert_eq!(c.totals, vec![140, -276, -132, 268]);
    for row in &c.rows {
        assert_eq!(row.deltas.iter().sum::<i64>(), 0);
        assert_eq!(row.totals.iter().sum::<i64>(), 0);
    }
}

#[test]
fn the_deal_passes_to_the_next_seat_even_when_not_played() {
    let settings = FrenchSettings {
        first_dealer: 2,
        ..FrenchSettings::default()
    };
    let hands = [
        passed(),
        hand(0, Contract::Petite, "56", 0),
        passed(),
        passed(),
        passed(),
    ];
    let c = card(4, &settings, &hands);
    assert_eq!(
        c.rows.iter().map(|r| r.dealer).collect::<Vec<_>>(),
        vec![2, 3, 0, 1, 2]
    );
    assert_eq!(c.next_dealer, 3);
}

#[test]
fn an_invalid_stored_hand_is_a_row_with_its_error() {
    let hands = [
        hand(0, Contract::Garde, "60", 1),
        hand(0, Contract::Garde, "92", 1),
        hand(1, Contract::Petite, "51", 1),
    ];
    let c = card(4, &FrenchSettings::default(), &hands);
    assert_eq!(
        c.rows[1].result.as_ref().unwrap_err().to_string(),
        "card points 92 exceed the 91 in the pack"
    );
    assert_eq!(c.rows[1].deltas, vec![0, 0, 0, 0]);
    assert_eq!(c.rows[1].totals, c.rows[0].totals);
    assert_eq!(c.totals, vec![204 - 25, -68 + 75, -68 - 25, -68 - 25]);
}

#[test]
fn editing_or_deleting_a_hand_recomputes_what_follows() {
    let mut hands = vec![
        hand(0, Contract::Garde, "60", 1),
        hand(1, Contract::Petite, "51", 1),
        hand(2, Contract::Petite, "51", 1),
    ];
    let before = card(4, &FrenchSettings::default(), &hands);
    hands[0] = hand(0, Contract::Garde, "40", 1);
    let edited = card(4, &FrenchSettings::default(), &hands);
    assert_eq!(edited.rows[0].deltas, vec![-216, 72, 72, 72]);
    assert_eq!(
        edited.totals,
        vec![-216 - 50, 72 + 75 - 25, 72 - 25 + 75, 72 - 50]
    );
    assert_ne!(before.totals, edited.totals);
    hands.remove(0);
    let deleted = card(4, &FrenchSettings::default(), &hands);
    assert_eq!(deleted.totals, vec![-50, 50, 50, -50]);
    assert_eq!(deleted.rows[0].dealer, 0);
}

#[test]
fn a_game_of_fixed_rounds_names_the_winner() {
    let settings = FrenchSettings {
        rounds: Some(2),
        ..FrenchSettings::default()
    };
    let one = card(
        3,
        &settings,
        &[hand(0, Contract::Petite, "51", 1), passed()],
    );
    assert_eq!((one.rounds_played, one.finished), (1, false));
    assert!(one.winners.is_empty());
    let two = card(
        3,
        &settings,
        &[
            hand(0, Contract::Petite, "51", 1),
            passed(),
            hand(1, Contract::Petite, "51", 1),
        ],
    );
    assert_eq!((two.rounds_played, two.finished), (2, true));
    // The table of any game says as much (the shared view reads its rounds there).
    use tarot_companion::core::games::{table, Game, HandRecord};
    let records: Vec<HandRecord> = [hand(0, Contract::Petite, "51", 1), passed()]
        .into_iter()
        .map(HandRecord::FrenchTarot)
        .collect();
    let t = table(3, &Game::FrenchTarot(settings.clone()), &records).unwrap();
    assert_eq!((t.rounds_played, t.finished), (1, false));
    assert_eq!(two.totals, vec![25, 25, -50]);
    assert_eq!(
        two.winners,
        vec![0, 1],
        "a tie names every player with the best total"
    );
}

#[test]
fn rounding_to_ten_in_the_scorecard() {
    let settings = FrenchSettings {
        round_to_ten: true,
        ..FrenchSettings::default()
    };
    let c = card(
        4,
        &settings,
        &[
            hand(0, Contract::Petite, "71", 2),
            hand(1, Contract::Garde, "45", 2),
        ],
    );
    assert_eq!(c.rows[0].deltas, vec![180, -60, -60, -60]);
    assert_eq!(c.rows[1].deltas, vec![-60, 180, -60, -60]);
    assert_eq!(c.totals, vec![120, 120, -120, -120]);
}

#[test]
fn mouches_pools_are_a_running_balance() {
    let settings = FrenchSettings {
        preset: "pousse-mouches".to_owned(),
        ..FrenchSettings::default()
    };
    let hands = [
        hand(1, Contract::Pousse, "52", 1),
        hand(2, Contract::Garde, "40", 2),
        hand(3, Contract::Petite, "60", 0),
    ];
    let c = card(4, &settings, &hands);
    let m: Vec<_> = c.rows.iter().map(|r| r.mouches.clone().unwrap()).collect();
    assert_eq!(
        (m[0].formed, m[0].taken, m[0].paid),
        (Some(10), Some(45), None)
    );
    assert_eq!(m[0].payments, vec![-15, 35, -10, -10]);
    assert_eq!(m[1].payments, vec![-10, -15, -55, -10]);
    assert_eq!(m[1].pools, vec![45, 45]);
    assert_eq!((m[2].formed, m[2].taken), (None, Some(50)));
    assert_eq!(m[2].pools, vec![45]);
    assert_eq!(c.pools, vec![45]);
    assert_eq!(
        c.totals.iter().sum::<i64>() + c.pools.iter().sum::<i64>(),
        0
    );
    let off = FrenchSettings {
        options: RuleOptions {
            mouches: Some(false),
            ..RuleOptions::default()
        },
        ..settings
    };
    assert!(card(4, &off, &hands)
        .rows
        .iter()
        .all(|r| r.mouches.is_none()));
}

#[test]
fn settings_errors() {
    let err = |players, s: &FrenchSettings| scorecard(players, s, &[]).unwrap_err().to_string();
    let unknown = FrenchSettings {
        preset: "belote".to_owned(),
        ..FrenchSettings::default()
    };
    assert_eq!(err(4, &unknown), "no rules preset is called \"belote\"");
    assert_eq!(
        err(6, &FrenchSettings::default()),
        "French Tarot is played by 2 to 5 players, not 6"
    );
    let dealer = FrenchSettings {
        first_dealer: 4,
        ..FrenchSettings::default()
    };
    assert_eq!(
        err(4, &dealer),
        "the first dealer, seat 4, is not one of the 4 players"
    );
    let zero = FrenchSettings {
        rounds: Some(0),
        ..FrenchSettings::default()
    };
    assert_eq!(
        err(4, &zero),
        "a game of a fixed number of rounds needs at least 1"
    );
    let tricks = FrenchSettings {
        options: RuleOptions {
            petit_chelem: Some(true),
            petit_chelem_tricks_left: Some(2),
            ..RuleOptions::default()
        },
        ..FrenchSettings::default()
    };
    assert_eq!(
        err(4, &tricks),
        "a petit slam leaves 1 or 3 tricks to the defence, not 2"
    );
}

proptest! {
    /// Totals sum to 0 after every hand, with and without rounding (mouches off).
    #[test]
    fn totals_stay_zero_sum(
        deals in prop::collection::vec(common::deal_for(4), 0..30),
        round in prop::bool::ANY,
    ) {
        // Hands dealt from a real pack (the FFT has no Pousse: a Garde instead).
        let hands: Vec<HandInput> = deals
            .iter()
            .map(|d| {
                let mut p = common::real_hand(d).input;
                if p.contract == Contract::Pousse {
                    p.contract = Contract::Garde;
                }
                HandInput::Played(p)
            })
            .collect();
        let settings = FrenchSettings { round_to_ten: round, ..FrenchSettings::default() };
        let c = card(4, &settings, &hands);
        for row in &c.rows {
            prop_assert!(row.result.is_ok());
            prop_assert_eq!(row.totals.iter().sum::<i64>(), 0);
        }
    }
}
