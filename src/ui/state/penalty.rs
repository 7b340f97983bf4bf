//! A penalty (a house rule of French Tarot): recorded from the table's penalty form, undone
//! like a hand.

use super::AppState;
use crate::core::french::{check_penalty, HandInput};
use crate::session::{Game, HandRecord};

impl AppState {
    /// Records `seat` losing `amount` (a new row, or the penalty row `index` edited) in the
    /// current French session, if the core accepts it; the amount becomes the session's.
    pub(super) fn record_penalty(&mut self, index: Option<usize>, seat: usize, amount: i64) {
        let Some(s) = self.current() else { return };
        let Game::FrenchTarot(settings) = &s.game else {
            return;
        };
        let n = s.players.len();
        let is_penalty = |i: usize| {
            matches!(
                s.hands.get(i),
                Some(HandRecord::FrenchTarot(HandInput::Penalty { .. }))
            )
        };
        if seat >= n
            || check_penalty(amount, n, settings.round_to_ten).is_err()
            || index.is_some_and(|i| !is_penalty(i))
        {
            return;
        }
        self.checkpoint();
        if let Some(s) = self.current_mut() {
            if let Game::FrenchTarot(f) = &mut s.game {
                f.options.penalty = Some(amount);
            }
            let row = HandRecord::FrenchTarot(HandInput::Penalty { seat, amount });
            match index {
                Some(i) => s.hands[i] = row,
                None => s.hands.push(row),
            }
        }
    }
}
