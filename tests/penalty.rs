//! Penalties (a house rule): a zero-sum row in a French session. One player loses the
//! amount, each other gains an equal whole share (a multiple of ten when the session rounds
//! to ten); not a deal: the dealer stays, no round is played, statistics count no hand.

mod common;

use proptest::prelude::*;
use tarot_companion::core::error::ErrorKind;
use tarot_companion::core::french::{
    check_penalty, default_penalty, penalty_step, Breakdown, CardPoints, Contract, HandInput,
    PlayedInput,
};
use tarot_companion::core::rules::RuleOptions;
use tarot_companion::core::scorecard::{scorecard, FrenchSettings};
use tarot_companion::core::stats::{running_totals, Stats};
use tarot_companion::session::{Game, HandRecord, Session};
use tarot_companion::share::{self, ShareErrorKind};

/// A garde with five players, the next seat called.
fn garde(taker: usize, points: &str, oudlers: u8) -> HandInput {
    let points = CardPoints::Attack(points.parse().unwrap());
    let mut p = PlayedInput::plain(taker, Contract::Garde, points, oudlers);
    p.partner = Some((taker + 1) % 5);
    HandInput::Played(p)
}

fn penalty(seat: usize, amount: i64) -> HandInput {
    HandInput::Penalty { seat, amount }
}

#[test]
fn an_amount_must_give_each_other_player_a_whole_share() {
    // players, rounding to ten, amount, accepted
    let table: &[(usize, bool, i64, bool)] = &[
        (5, false, 100, true),
        (4, false, 100, false),
        (4, false, 99, true),
        (3, false, 100, true),
        (2, false, 1, true),
        (5, true, 100, false),
        (5, true, 120, true),
        (4, true, 90, true),
        (4, true, 99, false),
        (5, false, 1000, true),
        (5, false, 1004, false),
        (3, false, 0, false),
        (3, false, -100, false),
    ];
    for &(players, tens, amount, ok) in table {
        assert_eq!(
            check_penalty(amount, players, tens).is_ok(),
            ok,
            "{players} players, tens {tens}, {amount}"
        );
    }
}

#[test]
fn the_message_says_why_and_offers_the_nearest_amounts() {
    let message = |amount, players, tens| {
        check_penalty(amount, players, tens)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        message(100, 4, false),
        "a penalty of 100 does not share out: among 3 players, it must be a multiple of 3 up to 1000 (nearest: 99 or 102)"
    );
    assert_eq!(
        message(100, 5, true),
        "a penalty of 100 does not share out: among 4 players in tens, it must be a multiple of 40 up to 1000 (nearest: 80 or 120)"
    );
    assert_eq!(
        message(0, 4, true),
        "a penalty of 0 is not above zero: among 3 players in tens, it must be a multiple of 30 up to 1000 (nearest: 30)"
    );
    assert_eq!(
        message(2000, 4, false),
        "a penalty of 2000 is too large: among 3 players, it must be a multiple of 3 up to 1000 (nearest: 999)"
    );
    assert!(matches!(
        check_penalty(10, 4, false).unwrap_err().kind(),
        ErrorKind::PenaltyAmount {
            amount: 10,
            others: 3,
            tens: false
        }
    ));
}

#[test]
fn the_form_first_offers_the_valid_amount_nearest_100() {
    // players, rounding to ten, step, default
    let table: &[(usize, bool, i64, i64)] = &[
        (2, false, 1, 100),
        (3, false, 2, 100),
        (4, false, 3, 99),
        (5, false, 4, 100),
        (2, true, 10, 100),
        (3, true, 20, 100),
        (4, true, 30, 90),
        (5, true, 40, 120),
    ];
    for &(players, tens, step, amount) in table {
        assert_eq!(penalty_step(players, tens), step);
        assert_eq!(default_penalty(players, tens), amount, "{players} {tens}");
        assert!(check_penalty(amount, players, tens).is_ok());
    }
}

#[test]
fn a_penalty_row_counts_in_the_totals_not_as_a_hand() {
    let settings = FrenchSettings {
        first_dealer: 1,
        rounds: Some(2),
        ..FrenchSettings::default()
    };
    let hands = [garde(0, "46", 2), penalty(3, 100), garde(1, "50", 1)];
    let card = scorecard(5, &settings, &hands).unwrap();
    // hand, then each row's deltas and dealer
    let rows: Vec<(Vec<i64>, usize)> = card
        .rows
        .iter()
        .map(|r| (r.deltas.clone(), r.dealer))
        .collect();
    let garde_46 = scorecard(5, &settings, &hands[..1]).unwrap().rows[0]
        .deltas
        .clone();
    assert_eq!(rows[1], (vec![25, 25, 25, -100, 25], 2));
    assert_eq!(rows[0].1, 1);
    // The deal did not pass for the penalty.
    assert_eq!(rows[2].1, 2);
    assert_eq!(card.next_dealer, 3);
    assert_eq!(card.rounds_played, 2);
    assert!(card.finished);
    assert!(!card.rows[1].counts_as_round);
    assert_eq!(
        card.rows[1].result.as_ref().unwrap().breakdown,
        Breakdown::Penalty {
            seat: 3,
            amount: 100
        }
    );
    let totals: Vec<i64> = (0..5)
        .map(|i| card.rows.iter().map(|r| r.deltas[i]).sum())
        .collect();
    assert_eq!(card.totals, totals);
    assert_eq!(card.totals.iter().sum::<i64>(), 0);
    assert!(card.rows.iter().all(|r| r.result.is_ok()));
    assert_eq!(card.rows[1].totals[3], garde_46[3] - 100);
    // Statistics: two hands played; the penalty is in no best or worst.
    let stats = Stats::of_scorecard(&card);
    assert_eq!(stats.hands, 2);
    assert_eq!(stats.players[3].average.count, 2);
    assert!(stats.players[3].worst.unwrap().change > -100);
    // The penalty takes no hand number: the hand after it is hand 2, on the scorecard and in
    // the statistics.
    let numbers: Vec<Option<usize>> = card.rows.iter().map(|r| r.number).collect();
    assert_eq!(numbers, [Some(1), None, Some(2)]);
    // (A best hand is a gain, a worst a loss: a player may have neither.)
    let hands_of = |p: &tarot_companion::core::stats::PlayerStats<Contract>| {
        [p.best, p.worst].into_iter().flatten().map(|h| h.hand)
    };
    assert!(stats
        .players
        .iter()
        .all(|p| hands_of(p).all(|h| [1, 2].contains(&h))));
    // Seat 1's garde down by 1 (the row after the penalty) is hand 2, seat 1's worst.
    assert_eq!(stats.players[1].worst.unwrap().hand, 2);
}

#[test]
fn a_row_is_numbered_as_the_deal_it_is_and_a_penalty_has_no_number() {
    use tarot_companion::core::games::{deal_number, row_of_deal};
    let records: Vec<HandRecord> = [
        garde(0, "46", 2),
        penalty(3, 100),
        penalty(2, 100),
        garde(1, "50", 1),
    ]
    .into_iter()
    .map(HandRecord::FrenchTarot)
    .collect();
    let numbers: Vec<Option<usize>> = (0..=records.len())
        .map(|i| deal_number(&records, i))
        .collect();
    // The rows, then the next hand.
    assert_eq!(numbers, [Some(1), None, None, Some(2), Some(3)]);
    assert_eq!(row_of_deal(&records, 1), Some(0));
    assert_eq!(row_of_deal(&records, 2), Some(3));
    assert_eq!(row_of_deal(&records, 3), None);
    let mut session = Session::new(
        "s1",
        0,
        (1..=5).map(|i| format!("P{i}")).collect(),
        Game::FrenchTarot(FrenchSettings::default()),
    );
    session.hands = records;
    let table = session.table().unwrap();
    let rows: Vec<Option<usize>> = table.rows.iter().map(|r| r.number).collect();
    assert_eq!(rows, numbers[..4]);
}

#[test]
fn a_stored_penalty_that_does_not_share_out_is_a_row_with_its_error() {
    // players, rounding, hand, the error's English message
    let rounded = FrenchSettings {
        round_to_ten: true,
        ..FrenchSettings::default()
    };
    let table: &[(usize, &FrenchSettings, HandInput, &str)] = &[
        (
            4,
            &FrenchSettings::default(),
            penalty(0, 100),
            "a penalty of 100 does not share out",
        ),
        (
            5,
            &rounded,
            penalty(4, 100),
            "a penalty of 100 does not share out",
        ),
        (
            3,
            &FrenchSettings::default(),
            penalty(3, 100),
            "the player penalised, seat 3, is not one of the 3 players",
        ),
    ];
    for (players, settings, hand, message) in table {
        let card = scorecard(*players, settings, std::slice::from_ref(hand)).unwrap();
        let e = card.rows[0].result.as_ref().unwrap_err();
        assert!(e.to_string().starts_with(message), "{e}");
        assert!(card.rows[0].deltas.iter().all(|d| *d == 0));
    }
}

#[test]
fn with_mouches_a_penalty_pays_no_pool() {
    let settings = FrenchSettings {
        options: RuleOptions {
            mouches: Some(true),
            ..RuleOptions::default()
        },
        ..FrenchSettings::default()
    };
    let card = scorecard(4, &settings, &[penalty(2, 99)]).unwrap();
    assert!(card.rows[0].mouches.is_none());
    assert_eq!(card.totals, [33, 33, -99, 33]);
    assert!(card.pools.is_empty());
}

#[test]
fn the_session_amount_is_an_option_from_1_to_1000() {
    let fft = tarot_companion::core::rules::preset("fft").unwrap();
    for (amount, ok) in [(1, true), (1000, true), (0, false), (1001, false)] {
        let o = RuleOptions {
            penalty: Some(amount),
            ..RuleOptions::default()
        };
        assert_eq!(o.apply(fft).is_ok(), ok, "{amount}");
    }
}

/// A table's evening: real hands with penalties among them.
fn evening() -> impl Strategy<Value = (usize, bool, usize, Vec<HandInput>)> {
    (3usize..=5, any::<bool>()).prop_flat_map(|(n, tens)| {
        let step = penalty_step(n, tens);
        let row = prop_oneof![
            3 => common::deal_for(n).prop_map(|d| HandInput::Played(common::real_hand(&d).input)),
            1 => (0..n, 1..=1000 / step).prop_map(move |(s, k)| penalty(s, k * step)),
            // Stored amounts that do not share out: rows with their error.
            1 => (0..n, -5i64..1005).prop_map(|(s, a)| penalty(s, a)),
        ];
        (
            Just(n),
            Just(tens),
            0..n,
            proptest::collection::vec(row, 0..12),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_scorecard_stays_zero_sum_with_penalties_among_hands(
        (n, tens, first_dealer, hands) in evening()
    ) {
        let settings = FrenchSettings { round_to_ten: tens, first_dealer, ..FrenchSettings::default() };
        let card = scorecard(n, &settings, &hands).unwrap();
        let mut deals = 0;
        for (row, hand) in card.rows.iter().zip(&hands) {
            prop_assert_eq!(row.deltas.iter().sum::<i64>(), 0);
            prop_assert_eq!(row.totals.iter().sum::<i64>(), 0);
            prop_assert_eq!(row.dealer, (first_dealer + deals) % n);
            // Numbered as on the score sheet: the deals, the penalties apart.
            let number = (!matches!(hand, HandInput::Penalty { .. })).then_some(deals + 1);
            prop_assert_eq!(row.number, number);
            match hand {
                HandInput::Penalty { seat, amount } => {
                    prop_assert!(!row.counts_as_round);
                    if check_penalty(*amount, n, tens).is_ok() {
                        let share = amount / (n as i64 - 1);
                        for (i, d) in row.deltas.iter().enumerate() {
                            prop_assert_eq!(*d, if i == *seat { -amount } else { share });
                            if tens {
                                prop_assert_eq!(d % 10, 0);
                            }
                        }
                    } else {
                        prop_assert!(row.result.is_err());
                    }
                }
                _ => deals += 1,
            }
        }
        prop_assert_eq!(card.next_dealer, (first_dealer + deals) % n);
        // The chart: a point per deal, the last at the totals (a penalty after it included),
        // each at the totals of the last row before the next deal.
        let chart = running_totals(&card);
        prop_assert_eq!(chart.len(), deals);
        for (k, point) in chart.iter().enumerate() {
            let next = card.rows.iter().position(|r| r.number == Some(k + 2)).unwrap_or(card.rows.len());
            prop_assert_eq!(point, &card.rows[next - 1].totals);
        }
        prop_assert_eq!(card.rounds_played as usize, card.rows.iter().filter(|r| r.counts_as_round).count());
        prop_assert_eq!(Stats::of_scorecard(&card).hands, card.rows.iter().filter(|r| r.result.as_ref().is_ok_and(|s| !matches!(s.breakdown, Breakdown::Penalty { .. }))).count());
    }
}

/// A session with a penalty as first written (format version 2, the penalty amount in the
/// options). Never edit it: it must keep reading.
const PENALTY_SAMPLE: &str = include_str!("data/session_v2_penalty.json");

fn sample() -> Session {
    Session::from_json(PENALTY_SAMPLE).expect("penalty sample")
}

#[test]
fn the_penalty_sample_reads_back_and_scores() {
    let s = sample();
    assert_eq!(format!("{}\n", s.to_json()), PENALTY_SAMPLE);
    let Game::FrenchTarot(settings) = &s.game else {
        panic!("French")
    };
    assert_eq!(settings.options.penalty, Some(100));
    assert_eq!(s.hands[1], HandRecord::FrenchTarot(penalty(0, 100)),);
    let card = s.scorecard().unwrap();
    let rows: Vec<(Vec<i64>, usize)> = card
        .rows
        .iter()
        .map(|r| (r.totals.clone(), r.dealer))
        .collect();
    assert_eq!(
        rows,
        [
            (vec![120, -60, 60, -60, -60], 4),
            (vec![20, -35, 85, -35, -35], 0),
            (vec![46, -139, 111, -9, -9], 0),
        ]
    );
    assert_eq!(card.next_dealer, 1);
    // A session without the option or a penalty (every older one) writes neither.
    let mut older = s.clone();
    older.hands.remove(1);
    if let Game::FrenchTarot(f) = &mut older.game {
        f.options.penalty = None;
    }
    let json = older.to_json();
    assert!(!json.contains("\"penalty\""), "{json}");
    assert_eq!(Session::from_json(&json).unwrap(), older);
}

/// The sample's link (version 2: it has penalties). Frozen like the v1 sample.
const V2_PENALTY_LINK: &str = "Aoul6dqW3L7mkFU1eutwAQYTWFyZGksIGF2ZWMgcMOpbmFsaXTDqXM0IGNVxPfBQ1xWWxTvRxLzU_wLVNsVlr0YBPO98lRTDE9CB8T1db3wk0zU9z0sWY1XBc9XFa9kfftgEBkkJCoOFBgBkyJChYA";

#[test]
fn a_link_with_a_penalty_decodes_to_the_same_scorecard() {
    let s = sample();
    // This build writes version 4: version 2's layout, then its check.
    let payload = share::encode(&s).unwrap();
    let bytes = share::base64url_decode(&payload).unwrap();
    assert_eq!(bytes[0], 4, "version byte 4");
    let v2 = share::base64url_decode(V2_PENALTY_LINK).unwrap();
    assert_eq!(bytes[1..v2.len()], v2[1..]);
    assert_eq!(share::decode(&payload).unwrap(), s);
    let back = share::decode(V2_PENALTY_LINK).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.scorecard().unwrap(), s.scorecard().unwrap());
    // Without penalties the same session makes a link of version 1's layout (3: checked).
    let mut plain = s.clone();
    plain.hands.remove(1);
    if let Game::FrenchTarot(f) = &mut plain.game {
        f.options.penalty = None;
    }
    let v1 = share::encode(&plain).unwrap();
    assert_eq!(
        share::base64url_decode(&v1).unwrap()[0],
        3,
        "version byte 3"
    );
    assert_eq!(share::decode(&v1).unwrap(), plain);
}

#[test]
fn penalty_codes_are_refused_outside_version_2() {
    let error = |bytes: &[u8]| share::decode_bytes(bytes).unwrap_err().kind().clone();
    // A version-1 link with no penalty, given version byte 2: not what this build writes.
    let mut plain = sample();
    plain.hands.remove(1);
    if let Game::FrenchTarot(f) = &mut plain.game {
        f.options.penalty = None;
    }
    // (The bytes of this build's link without their check: version 1's.)
    let unchecked = |s: &tarot_companion::session::Session| {
        let mut bytes = share::base64url_decode(&share::encode(s).unwrap()).unwrap();
        bytes.truncate(bytes.len() - 3);
        bytes
    };
    let mut bytes = unchecked(&plain);
    bytes[0] = 2;
    assert_eq!(error(&bytes), ShareErrorKind::NotCanonical);
    // A penalty row under version byte 1 is the fourth reason of a hand not played, which
    // version 1 does not have.
    let mut only_row = sample();
    if let Game::FrenchTarot(f) = &mut only_row.game {
        f.options.penalty = None;
    }
    let mut bytes = unchecked(&only_row);
    bytes[0] = 1;
    assert_eq!(
        error(&bytes),
        ShareErrorKind::OutOfRange {
            field: "not played reason"
        }
    );
}

// ---------------------------------------------------------------------------------------
// The app's reducer and words (natively).

mod app {
    use tarot_companion::core::french::{Breakdown, HandInput};
    use tarot_companion::session::{Game, HandRecord};
    use tarot_companion::ui::i18n::breakdown::penalty_summary;
    use tarot_companion::ui::i18n::{breakdown, hand_summary, Lang};
    use tarot_companion::ui::state::{Action, AppState, Notice, View};

    const NAMES: [&str; 5] = [
        "Marie-Christine",
        "Jean-Baptiste",
        "Anne-Sophie",
        "Pierre-Emmanuel",
        "Marguerite",
    ];

    fn started() -> AppState {
        let mut s = AppState::new(Lang::Fr);
        s.apply(Action::OpenSetup);
        s.apply(Action::SetPlayerCount(5));
        for (i, n) in NAMES.iter().enumerate() {
            s.apply(Action::SetName(i, (*n).to_owned()));
        }
        s.apply(Action::StartSession {
            id: "s1".into(),
            created: 1_763_800_000_000,
        });
        assert!(matches!(s.view, View::Table { .. }));
        s
    }

    fn totals(s: &AppState) -> Vec<i64> {
        s.current().unwrap().scorecard().unwrap().totals
    }

    fn amount(s: &AppState) -> Option<i64> {
        match &s.current().unwrap().game {
            Game::FrenchTarot(f) => f.options.penalty,
            _ => None,
        }
    }

    #[test]
    fn the_hand_after_a_penalty_takes_the_next_deal_number() {
        let mut s = started();
        let redeal =
            || Action::HandNotPlayed(tarot_companion::core::french::NotPlayedReason::AllPassed);
        s.apply(redeal());
        s.apply(Action::Penalty {
            index: None,
            seat: 0,
            amount: 100,
        });
        s.apply(redeal());
        let said = |s: &AppState| {
            tarot_companion::ui::i18n::undone(
                Lang::En,
                &s.sessions,
                &s.past.last().unwrap().sessions,
                None,
            )
        };
        assert_eq!(said(&s), "Undone: Hand 2");
        let numbers: Vec<Option<usize>> = s
            .current()
            .unwrap()
            .table()
            .unwrap()
            .rows
            .iter()
            .map(|r| r.number)
            .collect();
        assert_eq!(numbers, [Some(1), None, Some(2)]);
    }

    #[test]
    fn a_penalty_is_recorded_edited_and_undone_like_a_hand() {
        let mut s = started();
        s.apply(Action::HandNotPlayed(
            tarot_companion::core::french::NotPlayedReason::AllPassed,
        ));
        s.apply(Action::Penalty {
            index: None,
            seat: 0,
            amount: 100,
        });
        assert_eq!(totals(&s), [-100, 25, 25, 25, 25]);
        assert_eq!(amount(&s), Some(100));
        let said = |s: &AppState, lang| {
            tarot_companion::ui::i18n::undone(
                lang,
                &s.sessions,
                &s.past.last().unwrap().sessions,
                None,
            )
        };
        assert_eq!(said(&s, Lang::En), "Undone: Penalty");
        assert_eq!(said(&s, Lang::Fr), "Annulé\u{a0}: Pénalité");
        // The dealer: one deal so far.
        assert_eq!(s.current().unwrap().scorecard().unwrap().next_dealer, 1);
        // Edited: a new player and amount, the session's amount follows.
        s.apply(Action::Penalty {
            index: Some(1),
            seat: 4,
            amount: 200,
        });
        assert_eq!(totals(&s), [50, 50, 50, 50, -200]);
        // A penalty has no number on the scorecard, and none here.
        assert_eq!(said(&s, Lang::En), "Undone: Edit the penalty");
        assert_eq!(said(&s, Lang::Fr), "Annulé\u{a0}: Modifier la pénalité");
        assert_eq!(s.current().unwrap().hands.len(), 2);
        assert_eq!(amount(&s), Some(200));
        s.apply(Action::Undo);
        assert_eq!(totals(&s), [-100, 25, 25, 25, 25]);
        s.apply(Action::Undo);
        assert_eq!(totals(&s), [0; 5]);
        assert_eq!(amount(&s), None);
        s.apply(Action::Redo);
        assert_eq!(totals(&s), [-100, 25, 25, 25, 25]);
        s.apply(Action::DeleteHand(1));
        assert_eq!(s.current().unwrap().hands.len(), 1);
        // The notice beside its undo says a penalty too (QA: "Hand deleted.").
        assert_eq!(s.notice, Some(Notice::PenaltyDeleted));
        assert_eq!(said(&s, Lang::En), "Undone: Penalty deleted.");
        assert_eq!(said(&s, Lang::Fr), "Annulé\u{a0}: Pénalité supprimée.");
        // A hand deleted is still said as a hand.
        s.apply(Action::DeleteHand(0));
        assert_eq!(s.notice, Some(Notice::HandDeleted));
        assert_eq!(said(&s, Lang::En), "Undone: Hand deleted.");
    }

    /// QA: a penalty of 100 among five, carried to a game of four (each would get 33⅓), was
    /// stored with the new session though no form could use it.
    #[test]
    fn a_carried_penalty_the_new_table_cannot_share_is_not_kept() {
        let mut s = started();
        s.apply(Action::Penalty {
            index: None,
            seat: 0,
            amount: 100,
        });
        assert_eq!(amount(&s), Some(100));
        let again = |s: &mut AppState, players: usize, id: &str| {
            s.apply(Action::GoHome);
            s.apply(Action::OpenSetup);
            s.apply(Action::SetPlayerCount(players));
            for (i, n) in NAMES.iter().take(players).enumerate() {
                s.apply(Action::SetName(i, (*n).to_owned()));
            }
            s.apply(Action::StartSession {
                id: id.into(),
                created: 1_763_900_000_000,
            });
            assert!(matches!(s.view, View::Table { .. }));
        };
        // Five again: 25 each, kept.
        again(&mut s, 5, "s2");
        assert_eq!(amount(&s), Some(100));
        // Four: 100 does not share among three, left out.
        again(&mut s, 4, "s3");
        assert_eq!(amount(&s), None);
    }

    #[test]
    fn a_penalty_the_core_refuses_changes_nothing() {
        let mut s = started();
        let before = s.clone();
        for (index, seat, amount) in [
            (None, 0, 102),
            (None, 5, 100),
            (None, 0, 0),
            (Some(0), 0, 100),
        ] {
            s.apply(Action::Penalty {
                index,
                seat,
                amount,
            });
            assert_eq!(s.current().unwrap().hands, before.current().unwrap().hands);
        }
        // Only a penalty row is edited as a penalty.
        s.apply(Action::HandNotPlayed(
            tarot_companion::core::french::NotPlayedReason::Misdeal,
        ));
        s.apply(Action::Penalty {
            index: Some(0),
            seat: 0,
            amount: 100,
        });
        assert!(!matches!(
            s.current().unwrap().hands[0],
            HandRecord::FrenchTarot(HandInput::Penalty { .. })
        ));
    }

    #[test]
    fn the_row_says_who_lost_what_in_both_languages() {
        let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
        let b = Breakdown::Penalty {
            seat: 0,
            amount: 100,
        };
        assert_eq!(
            hand_summary(Lang::Fr, &b, &names),
            "Pénalité\u{a0}: Marie-Christine -100, +25 aux autres"
        );
        assert_eq!(
            hand_summary(Lang::En, &b, &names),
            "Penalty: Marie-Christine -100, +25 to the others"
        );
        assert_eq!(
            breakdown(Lang::Fr, &b, &names),
            ["Pénalité\u{a0}: Marie-Christine perd 100, chacun des 4 autres gagne 25. Ce n'est pas une donne\u{a0}: le donneur ne change pas."]
        );
        assert_eq!(
            breakdown(Lang::En, &b, &names),
            ["Penalty: Marie-Christine loses 100, each of the 4 others gains 25. Not a deal: the dealer stays."]
        );
        assert_eq!(
            penalty_summary(Lang::Fr, "Ana", 1200, 4),
            "Pénalité\u{a0}: Ana -1\u{202f}200, +400 aux autres"
        );
    }
}

#[test]
fn the_penalty_form_kept_through_a_reload_comes_back_only_where_it_fits() {
    use tarot_companion::ui::components::penalty::PenaltyDraft;
    let s = sample();
    let row = (0..s.hands.len())
        .find(|&i| PenaltyDraft::of_row(&s, i).is_some())
        .expect("the sample has a penalty");
    let forms = [
        PenaltyDraft::new(&s),
        PenaltyDraft {
            editing: Some(row),
            seat: Some(s.players.len() - 1),
            amount: " 12a ".into(),
        },
    ];
    for form in forms {
        assert_eq!(
            PenaltyDraft::from_text(&form.text(&s.id), &s),
            Some(form.clone())
        );
        // Another session's form, or a form that no longer fits, is not restored.
        assert_eq!(PenaltyDraft::from_text(&form.text("other"), &s), None);
    }
    let no_penalty = (0..s.hands.len()).find(|&i| PenaltyDraft::of_row(&s, i).is_none());
    let misfits = [
        PenaltyDraft {
            seat: Some(s.players.len()),
            ..PenaltyDraft::default()
        },
        PenaltyDraft {
            editing: no_penalty.or(Some(s.hands.len())),
            ..PenaltyDraft::default()
        },
    ];
    for form in misfits {
        assert_eq!(PenaltyDraft::from_text(&form.text(&s.id), &s), None);
    }
    for text in ["", "\n\n\n", &format!("{}\nx\n\n100", s.id)] {
        assert_eq!(PenaltyDraft::from_text(text, &s), None, "{text:?}");
    }
}

/// A penalty's amount reads as the app writes numbers: "1 000" with any of the spaces the
/// app prints, and "1,000" in English; a French comma is a decimal one, never a group.
#[test]
fn a_penalty_amount_reads_the_thousands_the_app_writes() {
    use tarot_companion::ui::components::penalty::penalty_amount;
    use tarot_companion::ui::i18n::Lang;
    for (lang, text, amount) in [
        (Lang::Fr, "1000", Some(1000)),
        (Lang::Fr, "1 000", Some(1000)),
        (Lang::Fr, "1\u{a0}000", Some(1000)),
        (Lang::Fr, "1\u{202f}000", Some(1000)),
        (Lang::En, "1,000", Some(1000)),
        (Lang::En, "-1,000", Some(-1000)),
        (Lang::En, " 120 ", Some(120)),
        (Lang::Fr, "1,000", None),
        (Lang::En, "1,00", None),
        (Lang::En, "12,5", None),
        (Lang::En, ",100", None),
        (Lang::En, "", None),
        (Lang::Fr, "-", None),
        (Lang::Fr, "abc", None),
        (Lang::Fr, "4.5", None),
    ] {
        assert_eq!(penalty_amount(lang, text), amount, "{lang:?} {text:?}");
    }
}
