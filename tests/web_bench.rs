//! The scoring core in wasm inside Chromium: the same 1,000,000 hands as the native bench
//! (`benches/score.rs`), timed with the browser's clock. Run by `make bench`
//! (`cargo test --profile bench --target wasm32-unknown-unknown --test web_bench -- --nocapture`),
//! never by `make test`: a timing is a figure to report, not a test to pass.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
#[path = "../benches/hands/mod.rs"]
mod hands;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const HANDS: usize = 1_000_000;

#[wasm_bindgen_test]
fn score_and_total_a_million_hands() {
    let hands = hands::hands(HANDS);
    let mut runs = Vec::new();
    for _ in 0..5 {
        let start = js_sys::Date::now();
        let (totals, refused) = hands::score_and_total(&hands);
        runs.push(js_sys::Date::now() - start);
        assert_eq!(refused, 0, "every generated hand is valid");
        assert!(
            totals.iter().all(|t| t.iter().sum::<i64>() == 0),
            "zero-sum"
        );
    }
    runs.sort_by(f64::total_cmp);
    console_log!(
        "wasm score: {HANDS} hands validated, scored and totalled in {} ms best, {} ms median of 5",
        runs[0],
        runs[2]
    );
}
