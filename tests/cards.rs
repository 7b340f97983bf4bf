//! The 78-card pack: stable indices, values, counting piles (seed 000's examples counted in
//! twos), the Excuse exchange, the complement of 91, and impossible sets.

use proptest::prelude::*;
use tarot_companion::core::cards::{deal, Card, CardKind, CardSet, InSlam, Suit, PACK_SIZE};

#[track_caller]
fn pile(codes: &[&str]) -> CardSet {
    CardSet::from_cards(codes.iter().map(|c| c.parse::<Card>().expect("card code")))
        .expect("no duplicate")
}

#[test]
fn the_pack_holds_91_points_and_3_oudlers() {
    let count = CardSet::FULL.count();
    assert_eq!(
        (count.points.to_string(), count.oudlers),
        ("91".to_owned(), 3)
    );
    assert_eq!(CardSet::FULL.len() as usize, PACK_SIZE);
    assert_eq!(Card::all().filter(|c| c.is_trump()).count(), 21);
    assert_eq!(Card::all().filter(|c| c.is_face()).count(), 16);
}

#[test]
fn indices_are_stable() {
    let expect = [
        ("S1", 0),
        ("SR", 13),
        ("H1", 14),
        ("DV", 38),
        ("C10", 51),
        ("CR", 55),
        ("T1", 56),
        ("T21", 76),
        ("EX", 77),
    ];
    for (code, index) in expect {
        let card: Card = code.parse().unwrap();
        assert_eq!(card.index(), index, "{code}");
        assert_eq!(Card::from_index(index).unwrap().to_string(), code);
    }
    assert_eq!(Card::suited(Suit::Hearts, 12).unwrap().to_string(), "HC");
    assert_eq!(Card::trump(21), Some(Card::TWENTY_ONE));
    assert_eq!(Card::PETIT.kind(), CardKind::Trump(1));
    assert_eq!(Card::EXCUSE.kind(), CardKind::Excuse);
    assert_eq!(
        CardSet::from_bits(1 << 77).unwrap().iter().next(),
        Some(Card::EXCUSE)
    );
}

#[test]
fn every_code_reads_back() {
    for card in Card::all() {
        assert_eq!(card.code().parse::<Card>().unwrap(), card);
    }
    assert_eq!("sr".parse::<Card>().unwrap().to_string(), "SR");
}

#[test]
fn values_in_halves() {
    let value = |c: &str| c.parse::<Card>().unwrap().value().to_string();
    let got: Vec<String> = [
        "T1", "T21", "EX", "SR", "HD", "DC", "CV", "S10", "T2", "T20",
    ]
    .iter()
    .map(|c| value(c))
    .collect();
    assert_eq!(
        got,
        ["4.5", "4.5", "4.5", "4.5", "3.5", "2.5", "1.5", "0.5", "0.5", "0.5"]
    );
    let oudlers: Vec<String> = Card::all()
        .filter(|c| c.is_oudler())
        .map(|c| c.code())
        .collect();
    assert_eq!(oudlers, ["T1", "T21", "EX"]);
}

/// The piles of `tests/data/card_counts.txt` (seed 000's examples counted in twos, and whole
/// groups of the pack) count what the table says.
#[test]
fn card_counts_table() {
    let mut checked = 0;
    for line in include_str!("data/card_counts.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (cards, expect) = line.split_once('=').expect("cards = points oudlers");
        let codes: Vec<&str> = cards.split_whitespace().collect();
        let (points, oudlers) = expect.trim().split_once(' ').expect("points oudlers");
        let count = pile(&codes).count();
        assert_eq!(count.points.to_string(), points, "{line}");
        assert_eq!(count.oudlers.to_string(), oudlers, "{line}");
        assert_eq!(
            pile(&codes).complement().count().points + count.points,
            CardSet::FULL.count().points
        );
        checked += 1;
    }
    assert_eq!(checked, 13);
}

#[test]
fn excuse_exchange_keeps_the_excuse_and_gives_a_half_point_card() {
    let before = pile(&["SR", "S2", "T5", "H7"]);
    let after = before.exchange_excuse("T5".parse().unwrap()).unwrap();
    assert_eq!(after.len(), before.len());
    assert!(after.contains(Card::EXCUSE));
    assert_eq!(
        after.count().points.units() - before.count().points.units(),
        8
    );
    let err = |r: Result<CardSet, tarot_companion::core::error::Error>| r.unwrap_err().to_string();
    assert_eq!(
        err(before.exchange_excuse("SR".parse().unwrap())),
        "the Excuse is exchanged for a half-point card, not SR"
    );
    assert_eq!(
        err(before.exchange_excuse("C2".parse().unwrap())),
        "the card C2 is not in the pile"
    );
    assert_eq!(
        err(after.exchange_excuse("S2".parse().unwrap())),
        "the Excuse is already in the pile"
    );
}

#[test]
fn counting_the_smaller_pile_gives_the_complement() {
    let defence = pile(&["T21", "T1", "SR", "H7"]);
    let attack = defence.complement().count();
    assert_eq!(
        (attack.points.to_string(), attack.oudlers),
        ("77".to_owned(), 1)
    );
}

#[test]
fn impossible_sets_are_errors() {
    let cards = ["SR", "T21", "SR"].map(|c| c.parse::<Card>().unwrap());
    assert_eq!(
        CardSet::from_cards(cards).unwrap_err().to_string(),
        "the card SR is entered twice"
    );
    assert_eq!(
        Card::from_index(78).unwrap_err().to_string(),
        "card index 78 is outside the pack of 78 cards"
    );
    assert_eq!(
        CardSet::from_bits(1 << 80).unwrap_err().to_string(),
        "card index 80 is outside the pack of 78 cards"
    );
    for bad in ["S11", "T22", "T0", "X1", "", "SRR", "S0"] {
        assert_eq!(
            bad.parse::<Card>().unwrap_err().to_string(),
            format!("\"{bad}\" is not a card")
        );
    }
    let three = pile(&["SR", "S2", "S3"]);
    assert_eq!(
        three
            .check_pile_size(4, false, InSlam::No)
            .unwrap_err()
            .to_string(),
        "a pile of 3 cards is impossible with 4 players"
    );
    assert!(pile(&["SR", "S2", "S3", "S4"])
        .check_pile_size(4, false, InSlam::No)
        .is_ok());
    assert!(CardSet::FULL.check_pile_size(5, true, InSlam::No).is_ok());
    assert!(CardSet::FULL.check_pile_size(4, false, InSlam::No).is_err());
    let mut most = CardSet::FULL;
    most.remove(Card::EXCUSE);
    most.remove(Card::PETIT);
    assert_eq!(
        most.check_pile_size(4, false, InSlam::No)
            .unwrap_err()
            .to_string(),
        "a pile of 76 cards is impossible with 4 players"
    );
    assert!(most.check_pile_size(4, true, InSlam::No).is_err());
    let mut tricks_only = most;
    for c in ["S1", "S2", "S3", "S4"] {
        tricks_only.remove(c.parse().unwrap());
    }
    assert!(
        tricks_only.check_pile_size(4, false, InSlam::No).is_ok(),
        "18 tricks of 4 cards"
    );
    // In a slam the side without tricks may hold one card (the Excuse kept, or a ½-point card
    // taken for it), the slam side every trick but that one; with the dog when it is theirs.
    let excuse = pile(&["EX"]);
    assert!(excuse.check_pile_size(4, false, InSlam::Lost).is_ok());
    assert!(pile(&["S1"])
        .check_pile_size(5, false, InSlam::Lost)
        .is_ok());
    assert!(excuse.check_pile_size(4, false, InSlam::No).is_err());
    assert!(excuse.check_pile_size(4, false, InSlam::Made).is_err());
    let mut all_but_excuse = CardSet::FULL;
    all_but_excuse.remove(Card::EXCUSE);
    assert!(all_but_excuse
        .check_pile_size(4, true, InSlam::Made)
        .is_ok());
    assert!(all_but_excuse
        .check_pile_size(4, true, InSlam::Lost)
        .is_err());
    assert!(all_but_excuse.check_pile_size(4, true, InSlam::No).is_err());
    // A garde contre: the dog is the defence's, with the Excuse kept: 7 cards at 4 players.
    let dog_and_excuse = pile(&["EX", "S1", "S2", "S3", "S4", "S5", "S6"]);
    assert!(dog_and_excuse
        .check_pile_size(4, true, InSlam::Lost)
        .is_ok());
    assert!(dog_and_excuse
        .check_pile_size(4, false, InSlam::Lost)
        .is_err());
    // One card is all the Excuse explains: two are refused.
    assert!(pile(&["EX", "S1"])
        .check_pile_size(4, false, InSlam::Lost)
        .is_err());
}

#[test]
fn deals_use_the_whole_pack() {
    assert_eq!(deal(3), (24, 6));
    assert_eq!(deal(4), (18, 6));
    assert_eq!(deal(5), (15, 3));
    for n in 2..=5u32 {
        let (hand, dog) = deal(n as usize);
        assert_eq!(hand * n + dog, 78, "{n} players");
    }
}

#[test]
fn card_sets_serialize_as_codes() {
    let set = pile(&["EX", "SR", "T21"]);
    let json = serde_json::to_string(&set).unwrap();
    assert_eq!(json, r#"["SR","T21","EX"]"#);
    assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), set);
    let dup = serde_json::from_str::<CardSet>(r#"["SR","SR"]"#)
        .unwrap_err()
        .to_string();
    assert!(dup.starts_with("the card SR is entered twice"), "{dup}");
}

proptest! {
    /// A pile and its complement always count 91 points and 3 oudlers.
    #[test]
    fn pile_and_complement_make_the_pack(bits in any::<u128>()) {
        let set = CardSet::from_bits(bits & CardSet::FULL.bits()).unwrap();
        let (a, b) = (set.count(), set.complement().count());
        prop_assert_eq!((a.points + b.points).to_string(), "91");
        prop_assert_eq!(a.oudlers + b.oudlers, 3);
        prop_assert_eq!(set.len() + set.complement().len(), 78);
        // Counting is the sum of the card values.
        prop_assert_eq!(a.points.units(), set.iter().map(|c| c.value().units()).sum::<i32>());
    }
}
