//! The recap's highlights (src/core/recap.rs) on games written by hand, each expected figure
//! worked out in the comments (FFT preset, four players, no rounding).

use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, NotPlayedReason, PlayedInput,
};
use tarot_companion::core::recap::{highlights, Boldest, Highlights, SeatHand, Tied};
use tarot_companion::core::scorecard::{scorecard, FrenchSettings, Scorecard};

fn played(taker: usize, contract: Contract, attack: &str, oudlers: u8) -> HandInput {
    HandInput::Played(PlayedInput::plain(
        taker,
        contract,
        CardPoints::Attack(attack.parse().unwrap()),
        oudlers,
    ))
}

fn card(hands: &[HandInput]) -> Scorecard {
    scorecard(4, &FrenchSettings::default(), hands).unwrap()
}

#[test]
fn an_evening_of_seven_hands() {
    let c = card(&[
        // 1. Bruno, Petite, 40 with 2 oudlers (41 needed): down by 1, (25 + 1) × 3 = −78.
        played(1, Contract::Petite, "40", 2),
        // 2. Alice, Garde, 56 with 1 (51): made by 5, (25 + 5) × 2 × 3 = +180.
        played(0, Contract::Garde, "56", 1),
        // 3. Nobody takes.
        HandInput::NotPlayed {
            reason: NotPlayedReason::AllPassed,
        },
        // 4. Alice, Petite, 50 with 1 (51): down by 1, −78; her run ends at 1.
        played(0, Contract::Petite, "50", 1),
        // 5. Chloé, Garde sans, 41 with 3 (36): made by 5, (25 + 5) × 4 × 3 = +360.
        played(2, Contract::GardeSans, "41", 3),
        // 6. Chloé, Petite, 45 with 2 (41): made by 4, 29 × 3 = +87; two made in a row.
        played(2, Contract::Petite, "45", 2),
        // 7. David, Garde, 40 with 2 (41): down by 1, −26 × 2 × 3 = −156.
        played(3, Contract::Garde, "40", 2),
    ]);
    assert_eq!(c.rows[4].deltas, [-120, -120, 360, -120]);
    assert_eq!(
        highlights(c.clone()),
        Highlights {
            biggest_hand: Some(SeatHand {
                seats: vec![2],
                hand: 5,
                change: 360
            }),
            most_takes: Some(Tied {
                seats: vec![0, 2],
                count: 2
            }),
            boldest: Some(Boldest {
                seat: 2,
                hand: 5,
                contract: Contract::GardeSans,
                won: true
            }),
            best_run: Some(Tied {
                seats: vec![2],
                count: 2
            }),
        }
    );
}

#[test]
fn a_made_contract_is_bolder_than_the_same_one_failed_and_ties_go_to_the_earliest() {
    let c = card(&[
        // 1. Alice, Garde, 40 with 2: down by 1 (−156); a defender gains 52.
        played(0, Contract::Garde, "40", 2),
        // 2. Bruno, Garde, 42 with 2: made by 1, (25 + 1) × 2 × 3 = +156.
        played(1, Contract::Garde, "42", 2),
        // 3. Chloé, Garde, 42 with 2: +156 too, later.
        played(2, Contract::Garde, "42", 2),
    ]);
    let h = highlights(c.clone());
    assert_eq!(
        h.boldest,
        Some(Boldest {
            seat: 1,
            hand: 2,
            contract: Contract::Garde,
            won: true
        })
    );
    assert_eq!(
        h.biggest_hand,
        Some(SeatHand {
            seats: vec![1],
            hand: 2,
            change: 156
        })
    );
    // Alice, Bruno and Chloé took once each (David never): a three-way tie.
    assert_eq!(
        h.most_takes,
        Some(Tied {
            seats: vec![0, 1, 2],
            count: 1
        })
    );
    // Bruno and Chloé each made one contract: a run of one is no run.
    assert_eq!(h.best_run, None);
}

#[test]
fn the_biggest_hand_names_everyone_who_gained_as_much_in_it() {
    // Alice, Garde contre, 30 with 1 (51): down by 21, (25 + 21) × 6 = 276 to each defender
    // (QA: "Jean-Pierre-Louis, donne 4 : +366" left out the other defenders' same gain).
    let c = card(&[played(0, Contract::GardeContre, "30", 1)]);
    assert_eq!(c.rows[0].deltas, [-828, 276, 276, 276]);
    let h = highlights(c);
    assert_eq!(
        h.biggest_hand,
        Some(SeatHand {
            seats: vec![1, 2, 3],
            hand: 1,
            change: 276
        })
    );
    let names: Vec<String> = ["Alice", "Bruno", "Chloé", "David"]
        .map(String::from)
        .to_vec();
    let said = tarot_companion::ui::i18n::players::biggest_hand;
    let (fr, en) = (
        tarot_companion::ui::i18n::Lang::Fr,
        tarot_companion::ui::i18n::Lang::En,
    );
    assert_eq!(
        said(fr, &names, h.biggest_hand.as_ref().unwrap()),
        "Bruno, Chloé et David, donne 1\u{a0}: +276 chacun"
    );
    assert_eq!(
        said(en, &names, h.biggest_hand.as_ref().unwrap()),
        "Bruno, Chloé and David, hand 1: +276 each"
    );
}

#[test]
fn a_highlight_every_player_shares_singles_nobody_out() {
    // Each of the four takes once and makes it: "most takes: all four (1 take)" said nothing.
    let c = card(&[
        played(0, Contract::Garde, "42", 2),
        played(1, Contract::Garde, "42", 2),
        played(2, Contract::Garde, "42", 2),
        played(3, Contract::Garde, "42", 2),
    ]);
    let h = highlights(c);
    assert_eq!(h.most_takes, None);
    assert_eq!(h.best_run, None);
    assert!(h.biggest_hand.is_some() && h.boldest.is_some());
    // One more take by Alice: she has the most.
    let c = card(&[
        played(0, Contract::Garde, "42", 2),
        played(1, Contract::Garde, "42", 2),
        played(2, Contract::Garde, "42", 2),
        played(3, Contract::Garde, "42", 2),
        played(0, Contract::Garde, "42", 2),
    ]);
    let h = highlights(c);
    assert_eq!(
        h.most_takes,
        Some(Tied {
            seats: vec![0],
            count: 2
        })
    );
    assert_eq!(
        h.best_run,
        Some(Tied {
            seats: vec![0],
            count: 2
        })
    );
}

#[test]
fn no_hand_no_highlight() {
    assert_eq!(highlights(card(&[])), Highlights::default());
    let passed = card(&[HandInput::NotPlayed {
        reason: NotPlayedReason::AllPassed,
    }]);
    assert_eq!(highlights(passed), Highlights::default());
}

/// Another game's recap (Tarocchi, free-form) has one highlight, read from its table's rows:
/// the largest gain of one player in one hand, the earliest on a tie, with everyone who
/// gained as much in it.
mod other_games {
    use tarot_companion::core::freeform::FreeformInput;
    use tarot_companion::core::games::{table, FreeformSettings, Game, HandRecord};
    use tarot_companion::core::recap::{biggest_gain, SeatHand};

    fn free(hands: &[&[i64]]) -> Vec<HandRecord> {
        hands
            .iter()
            .map(|a| {
                HandRecord::Freeform(FreeformInput {
                    amounts: a.to_vec(),
                })
            })
            .collect()
    }

    fn biggest(players: usize, hands: &[&[i64]]) -> Option<SeatHand> {
        let game = Game::Freeform(FreeformSettings { first_dealer: 0 });
        biggest_gain(&table(players, &game, &free(hands)).unwrap().rows)
    }

    #[test]
    fn the_largest_gain_its_hand_and_everyone_who_gained_as_much() {
        // Hand 2: Chloé +40; hand 3: Alice and Bruno +40 each, later: hand 2 stands.
        assert_eq!(
            biggest(3, &[&[10, -5, -5], &[-20, -20, 40], &[40, 40, -80]]),
            Some(SeatHand {
                seats: vec![2],
                hand: 2,
                change: 40
            })
        );
        // Hand 1: Alice and Bruno +30 each (the most).
        assert_eq!(
            biggest(3, &[&[30, 30, -60], &[-10, 0, 10]]),
            Some(SeatHand {
                seats: vec![0, 1],
                hand: 1,
                change: 30
            })
        );
        // An unbalanced hand counts as entered (the row says it is off).
        assert_eq!(
            biggest(2, &[&[5, 0]]),
            Some(SeatHand {
                seats: vec![0],
                hand: 1,
                change: 5
            })
        );
    }

    #[test]
    fn no_gain_no_highlight() {
        assert_eq!(biggest(3, &[]), None);
        assert_eq!(biggest(3, &[&[0, 0, 0], &[-10, -10, 0]]), None);
    }
}
