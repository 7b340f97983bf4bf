//! The free-form scorecard hand: the zero-sum check, balancing on a player, exact errors.

use proptest::prelude::*;
use tarot_companion::core::freeform::{
    balance, balance_on, Balance, FreeformErrorKind, FreeformHand, FreeformInput, MAX_AMOUNT,
};

#[track_caller]
fn hand(amounts: &[i64]) -> FreeformHand {
    FreeformHand::try_from(FreeformInput {
        amounts: amounts.to_vec(),
    })
    .unwrap()
}

#[track_caller]
fn refused(amounts: &[i64]) -> String {
    FreeformHand::try_from(FreeformInput {
        amounts: amounts.to_vec(),
    })
    .unwrap_err()
    .to_string()
}

#[test]
fn the_check_says_whether_and_by_how_much() {
    assert_eq!(hand(&[30, -10, -20]).balance(), Balance::Zero);
    assert_eq!(hand(&[30, -10, -10]).balance(), Balance::Off { by: 10 });
    assert_eq!(hand(&[-50, 20, 20]).balance(), Balance::Off { by: -10 });
    assert_eq!(balance(&[]), Some(Balance::Zero));
    assert_eq!(balance(&[i64::MAX, 1]), None);
}

#[test]
fn balancing_changes_only_that_player() {
    let h = hand(&[60, -20, -20, -30]);
    assert_eq!(h.balanced_on(0).unwrap().amounts(), &[70, -20, -20, -30]);
    assert_eq!(h.balanced_on(3).unwrap().amounts(), &[60, -20, -20, -20]);
    assert_eq!(balance_on(&[5, 5], 1).unwrap(), vec![5, -5]);
    assert_eq!(
        h.deltas(),
        vec![60, -20, -20, -30],
        "the hand itself is unchanged"
    );
}

#[test]
fn errors_have_exact_messages() {
    assert_eq!(refused(&[10]), "a hand needs 2 to 12 players, not 1");
    assert_eq!(refused(&[0; 13]), "a hand needs 2 to 12 players, not 13");
    assert_eq!(
        refused(&[5, -2_000_000_000]),
        "the amount -2000000000 for seat 1 is beyond the limit of 1000000000 either way"
    );
    let e = hand(&[1, 2, 3]).balanced_on(3).unwrap_err();
    assert_eq!(e.to_string(), "seat 3 is not at the table (seats 0 to 2)");
    assert_eq!(
        e.kind(),
        &FreeformErrorKind::Seat {
            seat: 3,
            players: 3
        }
    );
    let e = balance_on(&[MAX_AMOUNT, MAX_AMOUNT, 0], 2).unwrap_err();
    assert_eq!(
        e.kind(),
        &FreeformErrorKind::Amount {
            seat: 2,
            amount: -2 * MAX_AMOUNT
        }
    );
}

#[test]
fn input_reads_from_json() {
    let input: FreeformInput = serde_json::from_str(r#"{"amounts":[12,-4,-8]}"#).unwrap();
    assert_eq!(hand(&input.amounts).balance(), Balance::Zero);
}

proptest! {
    #[test]
    fn a_balanced_hand_sums_to_zero(
        amounts in proptest::collection::vec(-100_000i64..=100_000, 2..=12),
        seat in any::<proptest::sample::Index>(),
    ) {
        let h = hand(&amounts);
        let seat = seat.index(amounts.len());
        let b = h.balanced_on(seat).unwrap();
        prop_assert_eq!(b.balance(), Balance::Zero);
        let by = amounts.iter().sum::<i64>();
        prop_assert_eq!(h.balance() == Balance::Zero, by == 0);
        prop_assert_eq!(b.amounts()[seat], amounts[seat] - by);
        for (i, (x, y)) in b.amounts().iter().zip(&amounts).enumerate() {
            if i != seat {
                prop_assert_eq!(x, y);
            }
        }
    }
}
