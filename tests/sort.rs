//! `core::sort_by_key`: the app's one sort (the standard sorts cost kilobytes of wasm per call
//! site). Stable, and the same order as the standard library's stable sort on every input.

use proptest::prelude::*;
use tarot_companion::core::sort_by_key;

#[test]
fn sorts_and_keeps_equal_items_in_their_order() {
    let mut seats = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
    sort_by_key(&mut seats, |s| s.0);
    assert_eq!(seats, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    sort_by_key(&mut seats, |s| std::cmp::Reverse(s.0));
    assert_eq!(seats, [(3, 'a'), (3, 'c'), (1, 'b'), (1, 'e'), (0, 'd')]);
}

#[test]
fn empty_and_single() {
    let mut none: Vec<u8> = vec![];
    sort_by_key(&mut none, |&x| x);
    assert!(none.is_empty());
    let mut one = vec![String::from("Alice")];
    sort_by_key(&mut one, |s| s.len());
    assert_eq!(one, ["Alice"]);
}

/// A store's index: 32 buckets, each most recent first, joined, then ordered most recent
/// first (what a start with a thousand sessions sorts).
#[test]
fn a_thousand_sessions_from_their_buckets() {
    let mut joined: Vec<u64> = (0..32u64)
        .flat_map(|b| (0..1000u64).rev().filter(move |seq| seq % 32 == b))
        .collect();
    sort_by_key(&mut joined, |&seq| std::cmp::Reverse(seq));
    assert_eq!(joined, (0..1000u64).rev().collect::<Vec<_>>());
}

proptest! {
    /// The order of the standard library's stable sort, items not `Clone` included (moved,
    /// never copied): each item carries its first place, so equal keys show their order.
    #[test]
    fn same_as_the_standard_stable_sort(keys in proptest::collection::vec(0u8..8, 0..300)) {
        let items: Vec<(u8, Box<usize>)> =
            keys.iter().enumerate().map(|(i, &k)| (k, Box::new(i))).collect();
        let mut expected: Vec<(u8, usize)> = items.iter().map(|(k, i)| (*k, **i)).collect();
        expected.sort_by_key(|&(k, _)| k);
        let mut sorted = items;
        sort_by_key(&mut sorted, |(k, _)| *k);
        let sorted: Vec<(u8, usize)> = sorted.into_iter().map(|(k, i)| (k, *i)).collect();
        prop_assert_eq!(sorted, expected);
    }
}
