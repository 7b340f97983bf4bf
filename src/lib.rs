//! Tarot Companion: the score keeper Tarot players keep on their phone at the table.
//!
//! The crate has two halves. [`core`] holds the rules — pure Rust that turns what players
//! enter after a hand into each player's score change, exactly (card points are integers of
//! a fixed fraction, never floats) and zero-sum by construction. [`ui`] is the Yew app that
//! runs in the browser on top of it.

pub mod core;
pub mod durable;
pub mod export;
pub mod json;
pub mod people;
pub mod prefs;
pub mod qr;
pub mod session;
pub mod share;
pub mod storage;
pub mod store;
pub mod ui;

/// The README's Rust examples run as doc tests, so the README cannot drift from the code.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
