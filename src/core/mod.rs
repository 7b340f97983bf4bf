//! The rules: pure Rust, no web stack, no clock, no randomness. Everything a score is made of.
//!
//! `tests/purity.rs` walks the files of this folder and fails if one of them names a crate of
//! the browser side or a path of the crate outside `core` (the session format, storage, the
//! UI), so the rules can be tested natively and reused by the command line.
//!
//! Scoring one French Tarot hand — the sources' example, a Garde sans with a simple poignée
//! made by 12 with four players: 168 per defender, or −170 each and +510 when rounded to ten.
//!
//! ```
//! use tarot_companion::core::french::{score, CardPoints, Contract, HandContext, HandInput};
//! use tarot_companion::core::french::{PlayedInput, PoigneeInput, PoigneeLevel};
//! use tarot_companion::core::rules::preset;
//!
//! let fft = preset("fft")?;
//! let hand = HandInput::Played(PlayedInput {
//!     taker: 0,
//!     contract: Contract::GardeSans,
//!     partner: None,
//!     king: None,
//!     points: CardPoints::Attack("53".parse()?),
//!     oudlers: Some(2),
//!     petit_au_bout: None,
//!     poignees: vec![PoigneeInput { seat: 0, level: PoigneeLevel::Simple, trumps: Some(10) }],
//!     slam: None,
//!     petit_slam: None,
//!     miseres: vec![],
//! });
//! let table = HandContext { players: 4, rules: &fft.rules, preset_id: fft.id, round_to_ten: false };
//! assert_eq!(score(&hand, &table)?.deltas, [504, -168, -168, -168]);
//! let rounded = HandContext { round_to_ten: true, ..table };
//! assert_eq!(score(&hand, &rounded)?.deltas, [510, -170, -170, -170]);
//! # Ok::<(), tarot_companion::core::error::Error>(())
//! ```

pub mod bounds;
pub mod cards;
pub mod counting;
pub mod error;
pub mod freeform;
pub mod french;
pub mod games;
pub mod lifetime;
pub mod players;
pub mod points;
pub mod ratings;
pub mod recap;
pub mod rules;
pub mod scorecard;
pub mod sorted_map;
pub mod stats;
pub mod tarocchi;
pub mod unit_enum;

/// Sorts `items` by `key`, stably (insertion sort). Every list the app sorts is short (the
/// seats, a hand's poignées, the sessions kept aside), and the standard sorts cost kilobytes
/// of wasm per call site (issue #7).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}
