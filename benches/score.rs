//! Scores and totals 1,000,000 generated French Tarot hands (`cargo bench --bench score`).
//!
//! The hands come from `benches/hands/mod.rs` (a deterministic xorshift), the same ones that
//! `tests/web_bench.rs` scores in wasm inside Chromium, so the two figures compare.

use std::hint::black_box;
use std::time::Instant;

use serde_json::Value as Json;
use tarot_companion::core::french::HandInput;
use tarot_companion::core::scorecard::{scorecard, FrenchSettings};
use tarot_companion::session::{Game, HandRecord, Session};
use tarot_companion::storage::{self, Snapshot, StoredSession};

mod hands;
use hands::{generate, XorShift};

const HANDS: usize = 1_000_000;

fn main() {
    // The hands, generated once (3, 4 and 5 players in turn).
    let start = Instant::now();
    let hands = hands::hands(HANDS);
    let generation = start.elapsed();

    // Score and total them; best and median of 5 runs (the machine is shared).
    let mut runs = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let (totals, refused) = hands::score_and_total(&hands);
        runs.push(start.elapsed());
        black_box(&totals);
        for (k, t) in totals.iter().enumerate() {
            assert_eq!(
                t.iter().sum::<i64>(),
                0,
                "{} players: totals must sum to 0",
                k + 3
            );
        }
        assert_eq!(refused, 0, "every generated hand is valid");
    }
    runs.sort();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!(
        "score: {HANDS} hands validated, scored and totalled in {:.1} ms best, {:.1} ms median of 5 ({:.0} ns per hand; generating them took {:.1} ms)",
        ms(runs[0]),
        ms(runs[2]),
        runs[0].as_nanos() as f64 / HANDS as f64,
        ms(generation)
    );

    // The full scorecard (rows with breakdowns and running totals), 4 players.
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let hands: Vec<HandInput> = (0..HANDS).map(|_| generate(&mut rng, 4)).collect();
    let settings = FrenchSettings {
        round_to_ten: true,
        ..FrenchSettings::default()
    };
    let start = Instant::now();
    let card = scorecard(4, &settings, &hands).expect("settings");
    let elapsed = start.elapsed();
    assert_eq!(card.totals.iter().sum::<i64>(), 0);
    println!(
        "scorecard: {HANDS} hands of 4 players, every row kept, in {:.1} ms",
        ms(elapsed)
    );

    // Reading local storage at start: 50 sessions of 100 hands, parsed and read.
    let sessions: Vec<StoredSession> = (0..50)
        .map(|k| {
            let hands = (0..100)
                .map(|_| HandRecord::FrenchTarot(generate(&mut rng, 4)))
                .collect();
            let mut session = Session::new(
                format!("s{k}"),
                1_763_838_000_000,
                ["Alice", "Bruno", "Chloé", "Denis"]
                    .map(String::from)
                    .to_vec(),
                Game::FrenchTarot(FrenchSettings::default()),
            );
            session.hands = hands;
            StoredSession { rev: 1, session }
        })
        .collect();
    let snapshot = Snapshot::<Json> {
        sessions,
        ..Snapshot::new()
    };
    let text = snapshot.to_json();
    let mut runs = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let back = storage::read::<Json>(Some(black_box(&text))).expect("reads");
        runs.push(start.elapsed());
        assert_eq!(back.sessions.len(), 50);
    }
    runs.sort();
    println!(
        "storage: 50 sessions x 100 hands ({} KiB of JSON) parsed and read in {:.1} ms best, {:.1} ms median of 5",
        text.len() / 1024,
        ms(runs[0]),
        ms(runs[2])
    );
}
