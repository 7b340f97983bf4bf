//! The rules: pure Rust, no web stack, no clock, no randomness. Everything a score is made of.
//!
//! `tests/purity.rs` walks the files of this folder and fails if one of them names a crate of
//! the browser side, so the rules can be tested natively and reused by the command line.

pub mod cards;
pub mod counting;
pub mod error;
pub mod freeform;
pub mod french;
pub mod points;
pub mod rules;
pub mod scorecard;
pub mod stats;
pub mod tarocchi;
