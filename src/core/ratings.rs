//! Player ratings: Elo for a table of three to five (and for two), zero-sum at every hand,
//! recomputed from the hands of the sessions. `docs/ratings.md` gives the formula and why.
//!
//! Ratings are kept in whole tenths of a point ([`Tenths`]) and computed with integers only
//! (the expected result comes from a table), so they are exact, the same on every machine
//! (native and wasm), and a hand's changes sum to exactly 0: each seat moves by its share of
//! the hand (taker 2, 3 or 4, partner 1, defenders −1, as in the score) times one unit.
//!
//! ```
//! use tarot_companion::core::players::PlayerId;
//! use tarot_companion::core::ratings::{RatedHand, Ratings, Tenths};
//!
//! let [a, b, c, d] = [0, 1, 2, 3].map(PlayerId);
//! // Four players, all at 1500: the taker makes the contract.
//! let hand = RatedHand::new(vec![(a, 3), (b, -1), (c, -1), (d, -1)], true).unwrap();
//! let mut ratings = Ratings::new();
//! ratings.push(hand);
//! assert_eq!(ratings.rating(a), Tenths(15_150)); // 1515.0
//! assert_eq!(ratings.rating(b), Tenths(14_950)); // 1495.0
//! ```

use std::fmt;

use serde::{Serialize, Serializer};

use super::french::Breakdown;
use super::players::{history, PlayerId, PlayerMap, SessionRecord};
use super::scorecard::HandRow;

/// A number in whole tenths: 15 000 is 1500.0. Written in JSON as a number with at most
/// one decimal (1532.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tenths(pub i64);

impl Serialize for Tenths {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // The nearest double to n / 10, which prints back as the n / 10 written in decimal.
        serializer.serialize_f64(self.0 as f64 / 10.0)
    }
}

impl fmt::Display for Tenths {
    /// "1532.4", "-0.5".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::stats::format_tenths(self.0, '.'))
    }
}

/// Everybody's rating before their first hand: 1500.
pub const START: Tenths = Tenths(15_000);

/// The K factor, per share of a hand, in tenths: a seat's change is its share times
/// K × (result − expected), so a four-player taker at even odds moves ±15 and each defender
/// ∓5.
pub const K_PER_SHARE: i64 = 100;

/// 10 000 / (1 + 10^(−d/400)), the expected result of a side `d` points stronger, rounded,
/// for d = 0, 25, 50 … 800 (the classic Elo curve). Between two rows the value is
/// interpolated; beyond 800 it stays at the last row.
const EXPECTED: [i64; 33] = [
    5000, 5359, 5715, 6063, 6401, 6725, 7034, 7325, 7597, 7850, 8083, 8296, 8490, 8666, 8823, 8965,
    9091, 9203, 9302, 9390, 9468, 9536, 9595, 9648, 9693, 9733, 9768, 9799, 9825, 9848, 9868, 9886,
    9901,
];

/// The table's step, in tenths of a rating point.
const STEP: i64 = 250;

/// `num / den` rounded to the nearest integer, a half away from zero (`den` > 0).
fn div_round(num: i64, den: i64) -> i64 {
    let q = (num.abs() * 2 + den) / (den * 2);
    if num < 0 {
        -q
    } else {
        q
    }
}

/// The expected result, in ten-thousandths, of a side whose rating is `diff` tenths above
/// the other's: 5000 at even ratings, `expected(d) + expected(−d) = 10 000`.
pub fn expected(diff: i64) -> i64 {
    let d = diff.unsigned_abs().min((STEP * 32) as u64) as i64;
    let (i, rest) = ((d / STEP) as usize, d % STEP);
    let e = match EXPECTED.get(i + 1) {
        Some(next) => EXPECTED[i] + div_round((next - EXPECTED[i]) * rest, STEP),
        None => EXPECTED[i],
    };
    if diff < 0 {
        10_000 - e
    } else {
        e
    }
}

/// One hand as the ratings see it: each seat's player and share, and whether the attack
/// (the seats with a positive share) won.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedHand {
    seats: Vec<(PlayerId, i64)>,
    attack_won: bool,
}

impl RatedHand {
    /// A hand of these seats: `None` unless the players differ, the shares sum to 0, and
    /// some are positive (the attack) and some negative (the defence).
    pub fn new(seats: Vec<(PlayerId, i64)>, attack_won: bool) -> Option<RatedHand> {
        let distinct = seats
            .iter()
            .enumerate()
            .all(|(i, (p, _))| !seats[..i].iter().any(|(q, _)| q == p));
        let sum: i64 = seats.iter().map(|s| s.1).sum();
        let attack = seats.iter().any(|s| s.1 > 0);
        let defence = seats.iter().any(|s| s.1 < 0);
        (distinct && sum == 0 && attack && defence).then_some(RatedHand { seats, attack_won })
    }

    /// The rated hand of a scorecard's row, with the player at each seat: a bid and played
    /// hand (the score's shares, won when the contract was made) or a two-player hand
    /// (seat 0 against seat 1). Redeals, goulashes, penalties and invalid hands are not rated.
    pub fn of_row(players: &[PlayerId], row: &HandRow) -> Option<RatedHand> {
        let (shares, attack_won): (Vec<i64>, bool) = match &row.result.as_ref().ok()?.breakdown {
            Breakdown::Played(b) => (b.shares.to_vec(), b.won),
            Breakdown::TwoPlayer(t) => (vec![1, -1], t.winner == 0),
            Breakdown::Goulash(_) | Breakdown::NotPlayed(_) | Breakdown::Penalty { .. } => {
                return None
            }
        };
        if shares.len() != players.len() {
            return None;
        }
        RatedHand::new(players.iter().copied().zip(shares).collect(), attack_won)
    }

    /// Each seat's player and share.
    pub fn seats(&self) -> &[(PlayerId, i64)] {
        &self.seats
    }

    pub fn attack_won(&self) -> bool {
        self.attack_won
    }

    /// Each seat's player and rating change in tenths, given the ratings before the hand.
    /// The changes sum to 0.
    pub fn changes(&self, rating: impl Fn(PlayerId) -> Tenths) -> Vec<(PlayerId, i64)> {
        let side = |positive: bool| {
            let seats = self.seats.iter().filter(|s| (s.1 > 0) == positive);
            let weight: i64 = seats.clone().map(|s| s.1.abs()).sum();
            let sum: i64 = seats.map(|s| s.1.abs() * rating(s.0).0).sum();
            div_round(sum, weight)
        };
        let result = if self.attack_won { 10_000 } else { 0 };
        let unit = div_round(
            (result - expected(side(true) - side(false))) * K_PER_SHARE,
            10_000,
        );
        self.seats
            .iter()
            .map(|&(p, share)| (p, share * unit))
            .collect()
    }
}

/// The ratings after some hands, from scratch: everybody starts at [`START`]; each hand's
/// changes are computed from the ratings before it. Lists every player of the hands.
pub fn rate(hands: &[RatedHand]) -> PlayerMap<Tenths> {
    let mut ratings: PlayerMap<Tenths> = PlayerMap::new();
    for hand in hands {
        let changes = hand.changes(|p| ratings.get(&p).copied().unwrap_or(START));
        for (p, change) in changes {
            ratings.get_or_insert_with(p, || START).0 += change;
        }
    }
    ratings
}

/// Ratings kept up to date hand by hand: a new hand is applied at once; an inserted,
/// edited or deleted hand undoes the hands from there on and applies them again, so the
/// ratings are always those of [`rate`] over [`Ratings::hands`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ratings {
    /// Each player's rating above [`START`], in tenths; a player at [`START`] has no entry,
    /// so two ledgers of the same hands are equal whatever edits made them.
    current: PlayerMap<i64>,
    hands: Vec<RatedHand>,
    /// Each hand's changes, as applied.
    changes: Vec<Vec<(PlayerId, i64)>>,
}

impl Ratings {
    /// No hand yet: everybody at [`START`].
    pub fn new() -> Ratings {
        Ratings::default()
    }

    /// The ratings after these hands.
    pub fn from_hands(hands: Vec<RatedHand>) -> Ratings {
        let mut r = Ratings::new();
        r.hands = hands;
        r.replay(0);
        r
    }

    /// A player's rating ([`START`] before their first rated hand).
    pub fn rating(&self, player: PlayerId) -> Tenths {
        Tenths(START.0 + self.current.get(&player).copied().unwrap_or(0))
    }

    /// Every player of the hands and their rating.
    pub fn all(&self) -> PlayerMap<Tenths> {
        self.hands
            .iter()
            .flat_map(|h| h.seats.iter().map(|s| (s.0, self.rating(s.0))))
            .collect()
    }

    pub fn hands(&self) -> &[RatedHand] {
        &self.hands
    }

    /// The changes of the hand at `index`, seat by seat.
    pub fn changes(&self, index: usize) -> Option<&[(PlayerId, i64)]> {
        self.changes.get(index).map(Vec::as_slice)
    }

    /// Applies a new last hand.
    pub fn push(&mut self, hand: RatedHand) {
        self.hands.push(hand);
        self.replay(self.hands.len() - 1);
    }

    /// A hand inserted before the hand at `index` (at the end when `index` is the count).
    /// Panics past the end, like `Vec::insert`.
    pub fn insert(&mut self, index: usize, hand: RatedHand) {
        self.rewind(index);
        self.hands.insert(index, hand);
        self.replay(index);
    }

    /// The hand at `index` deleted, as if it had never been played. Panics past the end.
    pub fn remove(&mut self, index: usize) -> RatedHand {
        self.rewind(index);
        let hand = self.hands.remove(index);
        self.replay(index);
        hand
    }

    /// The hand at `index` edited. Panics past the end.
    pub fn replace(&mut self, index: usize, hand: RatedHand) -> RatedHand {
        self.rewind(index);
        let old = std::mem::replace(&mut self.hands[index], hand);
        self.replay(index);
        old
    }

    /// Undoes the changes of the hands from `from` on (the latest first).
    fn rewind(&mut self, from: usize) {
        assert!(from <= self.hands.len(), "no hand {from}");
        for changes in self.changes.drain(from..).rev() {
            for (p, c) in changes {
                move_by(&mut self.current, p, -c);
            }
        }
    }

    /// Applies the hands from `from` on (their changes must not be applied).
    fn replay(&mut self, from: usize) {
        for hand in &self.hands[from..] {
            let changes =
                hand.changes(|p| Tenths(START.0 + self.current.get(&p).copied().unwrap_or(0)));
            for &(p, c) in &changes {
                move_by(&mut self.current, p, c);
            }
            self.changes.push(changes);
        }
    }
}

/// Moves a player's rating by `change` tenths, leaving no entry at [`START`].
fn move_by(current: &mut PlayerMap<i64>, player: PlayerId, change: i64) {
    let offset = current.get_or_insert_with(player, i64::default);
    *offset += change;
    if *offset == 0 {
        current.remove(&player);
    }
}

/// The rated hands of the counted sessions, oldest session first, each in hand order.
pub fn rated_hands(sessions: &[SessionRecord]) -> Vec<RatedHand> {
    history(sessions)
        .into_iter()
        .flat_map(|(s, card)| {
            card.rows
                .iter()
                .filter_map(|row| RatedHand::of_row(&s.seats, row))
        })
        .collect()
}

/// The ratings after every counted session.
pub fn ratings(sessions: &[SessionRecord]) -> Ratings {
    Ratings::from_hands(rated_hands(sessions))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_the_elo_curve() {
        assert_eq!(expected(0), 5000);
        assert_eq!(expected(4000), 9091);
        assert_eq!(expected(-4000), 909);
        assert_eq!(expected(9000), 9901);
        // Half way between 0 and 25 points: (5000 + 5359) / 2, rounded.
        assert_eq!(expected(125), 5180);
        for d in -9000..9000 {
            assert_eq!(expected(d) + expected(-d), 10_000, "{d}");
            assert!(expected(d + 1) >= expected(d), "{d}");
        }
    }

    #[test]
    fn rounding() {
        assert_eq!(div_round(5, 10), 1);
        assert_eq!(div_round(-5, 10), -1);
        assert_eq!(div_round(4, 10), 0);
        assert_eq!(div_round(-14, 10), -1);
    }
}
