//! A free-form hand, for any game the app does not score itself (Königrufen, Cego, Troccas…):
//! players type each seat's amount; the core says whether the hand sums to zero, by how much it
//! is off, and balances it on one player.
//!
//! A hand that does not sum to zero is still a hand — players may keep a pool or score a game
//! that is not zero-sum — so it is refused only when it cannot be stored safely (too few or
//! too many players, amounts so large that totals could overflow). The app warns with
//! [`FreeformHand::balance`] and offers [`FreeformHand::balanced_on`].
//!
//! ```
//! use tarot_companion::core::freeform::{Balance, FreeformHand, FreeformInput};
//! let hand = FreeformHand::try_from(FreeformInput { amounts: vec![60, -20, -20, -30] }).unwrap();
//! assert_eq!(hand.balance(), Balance::Off { by: -10 });
//! assert_eq!(hand.balanced_on(0).unwrap().amounts(), &[70, -20, -20, -30]);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

/// The fewest players a hand can have.
pub const MIN_PLAYERS: usize = 2;
/// The most players a hand can have.
pub const MAX_PLAYERS: usize = 12;
/// The largest amount a seat can score in one hand, either way; keeps every running total
/// of a long session far from overflowing.
pub const MAX_AMOUNT: i64 = 1_000_000_000;

/// Whether a hand sums to zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Balance {
    /// The amounts sum to zero.
    Zero,
    /// The amounts sum to `by` (positive: more is won than lost).
    Off { by: i64 },
}

/// Whether `amounts` sum to zero, and by how much they are off. `None` if the sum overflows.
pub fn balance(amounts: &[i64]) -> Option<Balance> {
    let sum = amounts.iter().try_fold(0_i64, |s, &a| s.checked_add(a))?;
    Some(if sum == 0 {
        Balance::Zero
    } else {
        Balance::Off { by: sum }
    })
}

/// The amounts with `seat`'s amount changed so that they sum to zero (the others unchanged).
pub fn balance_on(amounts: &[i64], seat: usize) -> Result<Vec<i64>, FreeformError> {
    let hand = FreeformHand::try_from(FreeformInput {
        amounts: amounts.to_vec(),
    })?;
    Ok(hand.balanced_on(seat)?.amounts)
}

/// A hand as typed; it may be impossible.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeformInput {
    /// One amount per seat, in seat order.
    pub amounts: Vec<i64>,
}

/// A checked free-form hand: 2 to 12 seats, each amount within ±[`MAX_AMOUNT`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FreeformHand {
    amounts: Vec<i64>,
}

impl FreeformHand {
    /// The amounts, one per seat.
    pub fn amounts(&self) -> &[i64] {
        &self.amounts
    }

    /// The score change per seat: the amounts as typed.
    pub fn deltas(&self) -> Vec<i64> {
        self.amounts.clone()
    }

    /// Whether the hand sums to zero (it cannot overflow: amounts are bounded).
    pub fn balance(&self) -> Balance {
        balance(&self.amounts).expect("bounded amounts cannot overflow")
    }

    /// The hand with `seat`'s amount set so that the hand sums to zero.
    pub fn balanced_on(&self, seat: usize) -> Result<FreeformHand, FreeformError> {
        let players = self.amounts.len();
        if seat >= players {
            return Err(FreeformErrorKind::Seat { seat, players }.into());
        }
        let others: i64 = self.amounts.iter().sum::<i64>() - self.amounts[seat];
        let mut amounts = self.amounts.clone();
        amounts[seat] = -others;
        FreeformHand::try_from(FreeformInput { amounts })
    }
}

impl TryFrom<FreeformInput> for FreeformHand {
    type Error = FreeformError;

    fn try_from(input: FreeformInput) -> Result<Self, FreeformError> {
        let players = input.amounts.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(FreeformErrorKind::Players { players }.into());
        }
        if let Some((seat, &amount)) = input
            .amounts
            .iter()
            .enumerate()
            .find(|(_, a)| a.unsigned_abs() > MAX_AMOUNT.unsigned_abs())
        {
            return Err(FreeformErrorKind::Amount { seat, amount }.into());
        }
        Ok(FreeformHand {
            amounts: input.amounts,
        })
    }
}

/// Why a free-form hand was refused. Match on [`FreeformError::kind`]; `Display` is English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeformError {
    kind: FreeformErrorKind,
}

/// The kinds of [`FreeformError`], with the numbers their messages show.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FreeformErrorKind {
    /// Fewer than 2 or more than 12 seats.
    Players { players: usize },
    /// An amount beyond ±[`MAX_AMOUNT`].
    Amount { seat: usize, amount: i64 },
    /// A seat that is not at the table.
    Seat { seat: usize, players: usize },
    /// Not one amount per player of the session.
    Amounts { amounts: usize, players: usize },
}

impl FreeformError {
    pub fn kind(&self) -> &FreeformErrorKind {
        &self.kind
    }
}

impl From<FreeformErrorKind> for FreeformError {
    fn from(kind: FreeformErrorKind) -> Self {
        FreeformError { kind }
    }
}

impl fmt::Display for FreeformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            FreeformErrorKind::Players { players } => write!(
                f,
                "a hand needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
            ),
            FreeformErrorKind::Amount { seat, amount } => write!(
                f,
                "the amount {amount} for seat {seat} is beyond the limit of {MAX_AMOUNT} either way"
            ),
            FreeformErrorKind::Seat { seat, players } => write!(
                f,
                "seat {seat} is not at the table (seats 0 to {})",
                players - 1
            ),
            FreeformErrorKind::Amounts { amounts, players } => write!(
                f,
                "{amounts} amount{} for {players} players: one for each player",
                if *amounts == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for FreeformError {}
