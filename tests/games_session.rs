//! Sessions of the other games (issue #6): Tarocchi and free-form sessions in the session
//! format, the game-independent table (`core::games`), share links, CSV and the command line.
//! The frozen v1 French sample stays in `tests/session_format.rs` and `tests/share.rs`.

use std::process::Command;

use proptest::prelude::*;
use tarot_companion::core::freeform::{Balance, FreeformInput};
use tarot_companion::core::games::{
    FreeformSettings, GameKind, HandError, Outcome, TarocchiSettings,
};
use tarot_companion::core::tarocchi::{
    CardPointsInput, FailedUltimo, LostSlam, PartialPoints, TarocchiBid, TarocchiInput, Ultimo,
    UltimoPayer,
};
use tarot_companion::export::{scorecard_csv, CsvLabels};
use tarot_companion::session::{Game, HandRecord, Session};
use tarot_companion::share;

fn example(name: &str) -> String {
    format!("{}/docs/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[track_caller]
fn read_example(name: &str) -> Session {
    Session::from_json(&std::fs::read_to_string(example(name)).unwrap()).unwrap()
}

#[track_caller]
fn typed(declarer: usize, bid: TarocchiBid, points: i64, cards: u8) -> HandRecord {
    HandRecord::Tarocchi(TarocchiInput {
        declarer,
        bid,
        card_points: CardPointsInput::Typed { points, cards },
        slam_won: None,
        ultimo: Ultimo::None,
    })
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// The Tarocchi evening the e2e test plays, by hand from seed 001's table:
/// Solo 41 (made by 4: 40 + 4 from each), Ansager 35 and 2 cards (rounds to 36: down by 1,
/// 20 + 1 to each defender), Super 50 with the ultimo announced (80 + 13, and 20, from each).
const TAROCCHI_CHANGES: [[i64; 3]; 3] = [[88, -44, -44], [21, -42, 21], [-113, -113, 226]];
const TAROCCHI_TOTALS: [i64; 3] = [-4, -199, 203];

#[test]
fn tarocchi_example_scores_as_worked_by_hand() {
    let s = read_example("tarocchi.json");
    assert_eq!(s.game, Game::Tarocchi(TarocchiSettings::default()));
    let t = s.table().unwrap();
    assert_eq!(t.game, GameKind::Tarocchi);
    for (row, want) in t.rows.iter().zip(TAROCCHI_CHANGES) {
        assert_eq!(row.deltas, want);
        assert_eq!(row.deltas.iter().sum::<i64>(), 0);
    }
    assert_eq!(t.totals, TAROCCHI_TOTALS);
    assert_eq!(
        t.rows.iter().map(|r| r.dealer).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert_eq!(t.next_dealer, 0);
}

#[test]
fn freeform_example_keeps_an_unbalanced_hand_and_says_by_how_much() {
    let s = read_example("freeform.json");
    let t = s.table().unwrap();
    assert_eq!(t.totals, [20, 50, -30, -30]);
    assert_eq!(t.rows[0].result, Ok(Outcome::Freeform(Balance::Zero)));
    assert_eq!(
        t.rows[2].result,
        Ok(Outcome::Freeform(Balance::Off { by: 10 }))
    );
    assert_eq!(
        t.rows.iter().map(|r| r.dealer).collect::<Vec<_>>(),
        [1, 2, 3]
    );
}

#[test]
fn new_games_round_trip_through_json() {
    for name in ["tarocchi.json", "freeform.json"] {
        let s = read_example(name);
        assert_eq!(Session::from_json(&s.to_json()).unwrap(), s, "{name}");
    }
    let mut s = Session::new(
        "t",
        1,
        names(3),
        Game::Tarocchi(TarocchiSettings {
            partial_points: PartialPoints::Exact,
            failed_announced_ultimo: FailedUltimo::Nothing,
            lost_slam: LostSlam::Value,
            ultimo_payer: UltimoPayer::Split,
            first_dealer: 2,
        }),
    );
    s.hands.push(HandRecord::Tarocchi(TarocchiInput {
        declarer: 2,
        bid: TarocchiBid::Slam,
        card_points: CardPointsInput::Tapped {
            cards: vec![5, 0, 65],
        },
        slam_won: Some(false),
        ultimo: Ultimo::AnnouncedLost,
    }));
    assert_eq!(Session::from_json(&s.to_json()).unwrap(), s);
}

#[test]
fn the_format_of_the_new_variants_is_as_documented() {
    let s = Session::new(
        "f",
        0,
        names(2),
        Game::Freeform(FreeformSettings::default()),
    );
    let v: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
    assert_eq!(
        v["game"],
        serde_json::json!({ "freeform": { "first_dealer": 0 } })
    );
    let hand = serde_json::to_value(typed(0, TarocchiBid::Solo, 41, 0)).unwrap();
    assert_eq!(
        hand,
        serde_json::json!({ "tarocchi": { "declarer": 0, "bid": "Solo",
            "card_points": { "Typed": { "points": 41, "cards": 0 } },
            "slam_won": null, "ultimo": "None" } })
    );
}

#[test]
fn settings_that_make_no_game_are_refused_with_exact_messages() {
    let s = Session::new(
        "t",
        0,
        names(4),
        Game::Tarocchi(TarocchiSettings::default()),
    );
    assert_eq!(
        s.table().unwrap_err().to_string(),
        "Tarocchi is played by 3 players, not 4"
    );
    let s = Session::new(
        "f",
        0,
        names(13),
        Game::Freeform(FreeformSettings::default()),
    );
    assert_eq!(
        s.table().unwrap_err().to_string(),
        "the free-form scorecard is played by 2 to 12 players, not 13"
    );
    let s = Session::new(
        "f",
        0,
        names(3),
        Game::Freeform(FreeformSettings { first_dealer: 3 }),
    );
    assert!(s.table().is_err());
    let s = read_example("tarocchi.json");
    assert_eq!(
        s.scorecard().unwrap_err().to_string(),
        "this session plays Tarocchi, not French Tarot: it has no French Tarot scorecard"
    );
}

#[test]
fn a_bad_or_foreign_hand_is_a_row_with_its_error_that_changes_nothing() {
    let mut s = read_example("tarocchi.json");
    s.hands.insert(0, typed(0, TarocchiBid::Solo, 80, 0));
    s.hands.insert(
        1,
        HandRecord::Freeform(FreeformInput {
            amounts: vec![1, -1, 0],
        }),
    );
    let t = s.table().unwrap();
    assert_eq!(
        t.rows[0].result.as_ref().unwrap_err().to_string(),
        "80 points exceed the 74 card points of the pack"
    );
    assert_eq!(
        t.rows[1].result,
        Err(HandError::OtherGame {
            hand: GameKind::Freeform,
            session: GameKind::Tarocchi
        })
    );
    assert_eq!(
        t.rows[1].result.as_ref().unwrap_err().to_string(),
        "a hand of the free-form scorecard cannot be scored in a session of Tarocchi"
    );
    assert_eq!(t.rows[1].deltas, [0, 0, 0]);
    assert_eq!(t.totals, TAROCCHI_TOTALS);
}

/// Issue #15: a free-form hand without one amount per player says so.
#[test]
fn a_freeform_hand_with_the_wrong_number_of_amounts_says_so() {
    let mut s = read_example("freeform.json");
    let players = s.players.len();
    s.hands.push(HandRecord::Freeform(FreeformInput {
        amounts: vec![10, -5, -5],
    }));
    s.hands
        .push(HandRecord::Freeform(FreeformInput { amounts: vec![0] }));
    let t = s.table().unwrap();
    let n = t.rows.len();
    assert_eq!(
        t.rows[n - 2].result.as_ref().unwrap_err().to_string(),
        format!("3 amounts for {players} players: one for each player")
    );
    assert_eq!(
        t.rows[n - 1].result.as_ref().unwrap_err().to_string(),
        format!("1 amount for {players} players: one for each player")
    );
    assert_eq!(t.rows[n - 1].deltas, vec![0; players]);
}

/// Issue #15: a hand of another game in a French session is a row with its error, not
/// dropped: it changes nothing and the deal passes on, so the later rows keep their dealers.
#[test]
fn a_foreign_hand_in_a_french_session_is_a_row_with_its_error() {
    let plain = read_example("four-players-fft.json");
    let mut s = plain.clone();
    s.hands.insert(1, typed(0, TarocchiBid::Solo, 40, 0));
    let before = plain.scorecard().unwrap();
    let card = s.scorecard().unwrap();
    assert_eq!(card.rows.len(), s.hands.len());
    assert_eq!(
        card.rows[1].result.as_ref().unwrap_err().to_string(),
        "a hand of Tarocchi cannot be scored in a session of French Tarot"
    );
    assert_eq!(card.rows[1].deltas, [0, 0, 0, 0]);
    assert!(!card.rows[1].counts_as_round);
    // The deal passed to the next seat at the foreign hand, as at any stored hand.
    let dealers: Vec<usize> = card.rows.iter().map(|r| r.dealer).collect();
    let first = before.rows[0].dealer;
    let expected: Vec<usize> = (0..s.hands.len()).map(|k| (first + k) % 4).collect();
    assert_eq!(dealers, expected);
    assert_eq!(card.next_dealer, (before.next_dealer + 1) % 4);
    assert_eq!(card.totals, before.totals);
    let t = s.table().unwrap();
    assert_eq!(
        t.rows[1].result,
        Err(HandError::OtherGame {
            hand: GameKind::Tarocchi,
            session: GameKind::FrenchTarot
        })
    );
    assert_eq!(t.rows.iter().map(|r| r.dealer).collect::<Vec<_>>(), dealers);
}

#[test]
fn french_sessions_make_the_same_table_as_their_scorecard() {
    let path = example("four-players-fft.json");
    let s = Session::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let card = s.scorecard().unwrap();
    let t = s.table().unwrap();
    assert_eq!(t.game, GameKind::FrenchTarot);
    assert_eq!(t.totals, card.totals);
    assert_eq!(t.next_dealer, card.next_dealer);
    for (row, french) in t.rows.iter().zip(&card.rows) {
        assert_eq!(
            (row.dealer, &row.deltas, &row.totals),
            (french.dealer, &french.deltas, &french.totals)
        );
    }
}

#[test]
fn share_links_carry_the_new_games() {
    for name in ["tarocchi.json", "freeform.json"] {
        let s = read_example(name);
        let payload = share::encode(&s).unwrap();
        assert_eq!(share::decode(&payload).unwrap(), s, "{name}");
    }
}

#[test]
fn share_refuses_a_hand_of_another_game() {
    let mut s = read_example("tarocchi.json");
    s.hands.push(HandRecord::Freeform(FreeformInput {
        amounts: vec![0, 0, 0],
    }));
    assert_eq!(
        share::encode(&s).unwrap_err().to_string(),
        "this game cannot be shared as a link yet"
    );
}

#[test]
fn csv_export_writes_every_game() {
    let csv = scorecard_csv(&read_example("tarocchi.json"), CsvLabels::EN).unwrap();
    assert_eq!(
        csv,
        "\u{feff}Hand,Dealer,Anna,Bruno,Carla\r\n1,Anna,88,-44,-44\r\n2,Bruno,21,-42,21\r\n\
         3,Carla,-113,-113,226\r\nTotal,,-4,-199,203\r\n"
    );
    let csv = scorecard_csv(&read_example("freeform.json"), CsvLabels::FR).unwrap();
    assert!(csv.ends_with("Total;;20;50;-30;-30\r\n"), "{csv}");
}

#[test]
fn the_command_line_prints_the_other_games() {
    let out = Command::new(env!("CARGO_BIN_EXE_tarot-score"))
        .args([example("tarocchi.json"), example("freeform.json")])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v[0]["game"], "tarocchi");
    assert_eq!(v[0]["totals"], serde_json::json!(TAROCCHI_TOTALS));
    assert_eq!(
        v[0]["hands"][2]["changes"],
        serde_json::json!([-113, -113, 226])
    );
    assert_eq!(v[1]["hands"][2]["off_by"], 10);
    assert_eq!(v[1]["hands"][0]["dealer"], "Ben");
}

fn bid() -> impl Strategy<Value = TarocchiBid> {
    prop::sample::select(TarocchiBid::ALL.to_vec())
}

fn tarocchi_hand() -> impl Strategy<Value = HandRecord> {
    (
        0..3usize,
        bid(),
        0..=74i64,
        0..3u8,
        any::<bool>(),
        prop::sample::select(Ultimo::ALL.to_vec()),
    )
        .prop_map(|(declarer, bid, points, cards, won, ultimo)| {
            HandRecord::Tarocchi(TarocchiInput {
                declarer,
                bid,
                card_points: CardPointsInput::Typed { points, cards },
                slam_won: (bid == TarocchiBid::Slam).then_some(won),
                ultimo,
            })
        })
}

fn tarocchi_settings() -> impl Strategy<Value = TarocchiSettings> {
    (0..3usize, any::<[bool; 4]>()).prop_map(|(first_dealer, b)| TarocchiSettings {
        partial_points: PartialPoints::ALL[usize::from(b[0])],
        failed_announced_ultimo: FailedUltimo::ALL[usize::from(b[1])],
        lost_slam: LostSlam::ALL[usize::from(b[2])],
        ultimo_payer: UltimoPayer::ALL[usize::from(b[3])],
        first_dealer,
    })
}

proptest! {
    /// Every Tarocchi table is zero-sum hand by hand, its totals are the sums of its rows,
    /// and the session survives JSON and a share link unchanged.
    #[test]
    fn tarocchi_tables_are_zero_sum_and_round_trip(
        settings in tarocchi_settings(),
        hands in prop::collection::vec(tarocchi_hand(), 0..12),
    ) {
        let mut s = Session::new("p", 7, names(3), Game::Tarocchi(settings));
        s.hands = hands;
        let t = s.table().unwrap();
        let mut totals = [0i64; 3];
        for row in &t.rows {
            prop_assert_eq!(row.deltas.iter().sum::<i64>(), 0);
            for (t, d) in totals.iter_mut().zip(&row.deltas) { *t += d; }
            prop_assert_eq!(&row.totals[..], &totals[..]);
        }
        prop_assert_eq!(&t.totals[..], &totals[..]);
        prop_assert_eq!(Session::from_json(&s.to_json()).unwrap(), s.clone());
        prop_assert_eq!(share::decode(&share::encode(&s).unwrap()).unwrap(), s);
    }

    /// Free-form: balanced hands keep the table zero-sum; every hand survives a link.
    #[test]
    fn freeform_tables_sum_the_amounts_and_round_trip(
        players in 2..=12usize,
        rows in prop::collection::vec(prop::collection::vec(-10_000i64..10_000, 12), 0..10),
    ) {
        let mut s = Session::new("q", 7, names(players), Game::Freeform(FreeformSettings::default()));
        s.hands = rows
            .iter()
            .map(|r| {
                let mut amounts = r[..players].to_vec();
                amounts[0] = -amounts[1..].iter().sum::<i64>();
                HandRecord::Freeform(FreeformInput { amounts })
            })
            .collect();
        let t = s.table().unwrap();
        prop_assert_eq!(t.totals.iter().sum::<i64>(), 0);
        prop_assert!(t.rows.iter().all(|r| r.result == Ok(Outcome::Freeform(Balance::Zero))));
        prop_assert_eq!(share::decode(&share::encode(&s).unwrap()).unwrap(), s);
    }
}
