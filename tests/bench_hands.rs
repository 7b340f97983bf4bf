//! The hands the scoring benches generate (`benches/hands/mod.rs`) are all valid: the benches
//! assert it after a million of them; this checks a slice natively, with every test run.

#[path = "../benches/hands/mod.rs"]
mod hands;

#[test]
fn the_generated_hands_can_all_be_scored() {
    let hands = hands::hands(200_000);
    let (totals, refused) = hands::score_and_total(&hands);
    assert_eq!(refused, 0);
    for t in totals {
        assert_eq!(t.iter().sum::<i64>(), 0);
    }
}
