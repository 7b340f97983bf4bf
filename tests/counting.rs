//! The card-point counter: the worked examples of seed 000 as data, the pack totals, the four
//! methods agreeing, and a pile plus its complement making the pack total.

use proptest::prelude::*;
use tarot_companion::core::counting::{
    count_fractional, count_original, count_subtraction, count_valuable_cards, Card, Count,
    CountErrorKind, Counter, Court, Group, Pack, Suit, Tie, ValueScheme, PRESETS,
};

const TABLE: &str = include_str!("data/counting_seed000.txt");

fn suit(letter: char) -> Suit {
    match letter {
        'H' => Suit::Hearts,
        'D' => Suit::Diamonds,
        'C' => Suit::Clubs,
        'S' => Suit::Spades,
        other => panic!("unknown suit letter {other:?}"),
    }
}

#[track_caller]
fn card(text: &str) -> Card {
    if text == "Fool" {
        return Card::Fool;
    }
    if let Some(n) = text.strip_prefix('T') {
        return Card::Trump(n.parse().expect("trump number"));
    }
    let (rank, s) = text.split_at(text.len() - 1);
    let s = suit(s.chars().next().unwrap());
    match rank {
        "K" => Card::Court(s, Court::King),
        "Q" => Card::Court(s, Court::Queen),
        "C" => Card::Court(s, Court::Cavalier),
        "J" => Card::Court(s, Court::Jack),
        n => Card::Numeral(s, n.parse().expect("numeral")),
    }
}

fn pack(text: &str) -> Pack {
    match text {
        "78" => Pack::French78,
        "66" => Pack::Tarocchi66,
        "54" => Pack::Tarock54,
        other => panic!("unknown pack {other:?}"),
    }
}

fn scheme(text: &str) -> ValueScheme {
    match text {
        "standard" => ValueScheme::Standard,
        "zwanzigerrufen" => ValueScheme::Zwanzigerrufen,
        "lungau" => ValueScheme::LungauKonigrufen,
        other => panic!("unknown scheme {other:?}"),
    }
}

fn exact(text: &str, group: Group) -> Count {
    let (p, c) = text.split_once('+').unwrap_or((text, "0"));
    let (p, c): (i64, i64) = (p.parse().unwrap(), c.parse().unwrap());
    Count::from_units(p * i64::from(group.size()) + c, group)
}

#[test]
fn seed_000_worked_examples() {
    let mut cases = 0;
    for (line_no, line) in TABLE.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [setup, cards, want, rounded, what] = fields[..] else {
            panic!("line {}: five fields expected", line_no + 1);
        };
        let setup: Vec<&str> = setup.split_whitespace().collect();
        let group = Group::of(setup[2].parse().unwrap()).unwrap();
        let tie = if setup[3] == "up" { Tie::Up } else { Tie::Down };
        let counter = Counter::new(pack(setup[0]), scheme(setup[1]), group).unwrap();
        let pile: Vec<usize> = if cards == "ALL" {
            (0..counter.pack().len()).collect()
        } else {
            cards
                .split_whitespace()
                .map(|c| {
                    counter
                        .pack()
                        .index_of(card(c))
                        .unwrap_or_else(|| panic!("{c} not in pack"))
                })
                .collect()
        };
        let want = exact(want, group);
        let methods = counter.methods(&pile).unwrap();
        for (name, got) in [
            ("original", methods.original),
            ("fractional", methods.fractional),
            ("subtraction", methods.subtraction),
            ("valuable cards", methods.valuable_cards),
        ] {
            assert_eq!(got, want, "line {}: {what}: {name} method", line_no + 1);
        }
        assert_eq!(
            want.rounded(tie),
            rounded.parse::<i64>().unwrap(),
            "line {}: {what}: rounded",
            line_no + 1
        );
        cases += 1;
    }
    assert!(
        cases >= 30,
        "the table holds the worked examples, found {cases}"
    );
}

#[test]
fn the_checks_of_the_issue() {
    let total = |p, g| {
        Counter::new(p, ValueScheme::Standard, g)
            .unwrap()
            .pack_total()
    };
    assert_eq!(
        total(Pack::Tarock54, Group::Threes).to_string(),
        "70 points"
    );
    assert_eq!(total(Pack::French78, Group::Twos).to_string(), "91 points");
    assert_eq!(
        total(Pack::Tarocchi66, Group::Threes).to_string(),
        "74 points"
    );
    assert_eq!(
        total(Pack::French78, Group::Fours).to_string(),
        "71 points and 2 cards"
    );
}

/// Seed 004: "the pack would have been worth 52 points and there would have been 18 points
/// for the 18 tricks making a total of 70 points".
#[test]
fn the_working_of_the_54_card_pack() {
    let counter = Counter::new(Pack::Tarock54, ValueScheme::Standard, Group::Threes).unwrap();
    let w = counter
        .methods(&(0..54).collect::<Vec<_>>())
        .unwrap()
        .working;
    assert_eq!((w.reduced_sum, w.groups, w.odd_cards), (52, 18, 0));
    assert_eq!((w.nominal_sum, w.subtracted), (106, 36));
    assert_eq!((w.valuable_cards, w.valuable_sum), (19, 71));
}

#[test]
fn packs_have_the_cards_of_the_sources() {
    assert_eq!(Pack::French78.cards().len(), 78);
    assert_eq!(Pack::Tarocchi66.cards().len(), 66);
    assert_eq!(Pack::Tarock54.cards().len(), 54);
    for p in Pack::ALL {
        let cards = p.cards();
        assert_eq!(cards.len(), p.len());
        assert_eq!(
            cards
                .iter()
                .filter(|c| matches!(c, Card::Trump(_) | Card::Fool))
                .count(),
            22
        );
        assert_eq!(cards.iter().filter(|c| c.is_valuable()).count(), 19);
        for (i, &c) in cards.iter().enumerate() {
            assert_eq!(p.index_of(c), Some(i), "{c} appears once in {p:?}");
        }
    }
    let numerals = |p: Pack, s: Suit| -> Vec<u8> {
        p.cards()
            .into_iter()
            .filter_map(|c| match c {
                Card::Numeral(cs, n) if cs == s => Some(n),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        numerals(Pack::Tarocchi66, Suit::Spades),
        vec![10, 9, 8, 7, 6, 5, 4]
    );
    assert_eq!(
        numerals(Pack::Tarocchi66, Suit::Hearts),
        vec![1, 2, 3, 4, 5, 6, 7]
    );
    assert_eq!(numerals(Pack::Tarock54, Suit::Clubs), vec![10, 9, 8, 7]);
    assert_eq!(numerals(Pack::Tarock54, Suit::Diamonds), vec![1, 2, 3, 4]);
    assert_eq!(
        numerals(Pack::French78, Suit::Hearts),
        (1..=10).rev().collect::<Vec<_>>()
    );
}

/// The indices are what the app stores: they must never move.
#[test]
fn card_indices_are_stable() {
    for p in Pack::ALL {
        assert_eq!(p.card(0), Some(Card::Fool));
        assert_eq!(p.card(1), Some(Card::Trump(1)));
        assert_eq!(p.card(21), Some(Card::Trump(21)));
        assert_eq!(p.card(22), Some(Card::Court(Suit::Hearts, Court::King)));
        assert_eq!(p.card(p.len()), None);
    }
    assert_eq!(
        Pack::French78.card(77),
        Some(Card::Numeral(Suit::Spades, 1))
    );
    assert_eq!(
        Pack::Tarocchi66.card(65),
        Some(Card::Numeral(Suit::Spades, 4))
    );
    assert_eq!(
        Pack::Tarock54.card(53),
        Some(Card::Numeral(Suit::Spades, 7))
    );
    assert_eq!(
        Pack::Tarock54.card(26),
        Some(Card::Numeral(Suit::Hearts, 1))
    );
}

#[test]
fn errors_have_exact_messages() {
    let counter = Counter::new(Pack::Tarock54, ValueScheme::Standard, Group::Threes).unwrap();
    let err = counter.count(&[3, 54]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "card 54 is not in the 54-card pack (cards are numbered 0 to 53)"
    );
    assert_eq!(
        err.kind(),
        &CountErrorKind::NotInPack {
            index: 54,
            pack_len: 54
        }
    );
    let err = counter.count(&[3, 7, 3]).unwrap_err();
    assert_eq!(err.to_string(), "card 3 is counted twice");
    let err = Counter::new(Pack::Tarock54, ValueScheme::Zwanzigerrufen, Group::Threes).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Zwanzigerrufen counts cards singly, not in groups of 3"
    );
    let err = Counter::new(Pack::Tarock54, ValueScheme::LungauKonigrufen, Group::Twos).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Lungau Königrufen counts cards singly, not in groups of 2"
    );
    assert!(Counter::new(Pack::Tarock54, ValueScheme::Zwanzigerrufen, Group::Ones).is_ok());
}

#[test]
fn count_reads_as_players_say_it() {
    assert_eq!(
        Count::from_units(107, Group::Threes).to_string(),
        "35 points and 2 cards"
    );
    assert_eq!(
        Count::from_units(106, Group::Threes).to_string(),
        "35 points and 1 card"
    );
    assert_eq!(Count::from_units(3, Group::Threes).to_string(), "1 point");
    assert_eq!(
        Count::from_units(1, Group::Threes).to_string(),
        "0 points and 1 card"
    );
    let c = Count::from_units(107, Group::Threes);
    assert_eq!((c.points(), c.cards(), c.units()), (35, 2, 107));
}

#[test]
fn presets_are_valid_counters() {
    for p in PRESETS {
        let c = Counter::from_preset(p);
        assert_eq!(Counter::new(p.pack, p.scheme, p.group), Ok(c), "{}", p.key);
    }
}

/// The Fool of classic games (seed 000): giving an empty card in exchange, adjusting the
/// count, and counting the Fool as 4 alone give the same result.
#[test]
fn the_three_ways_of_counting_the_fool_agree() {
    let counter = Counter::new(Pack::French78, ValueScheme::Standard, Group::Twos).unwrap();
    let ix = |c| Pack::French78.index_of(c).unwrap();
    let (fool, king, e1, e2) = (
        ix(Card::Fool),
        ix(Card::Court(Suit::Hearts, Court::King)),
        ix(Card::Numeral(Suit::Hearts, 2)),
        ix(Card::Numeral(Suit::Hearts, 3)),
    );
    // The side that kept the Fool holds the Fool, a king and two empty cards.
    let exchanged = counter.count(&[fool, king, e1]).unwrap();
    let adjusted = counter
        .count(&[fool, king, e1, e2])
        .unwrap()
        .plus_empty_cards(-1);
    // The Fool counted as 4 on its own, outside every group.
    let rest = counter.count(&[king, e1, e2]).unwrap();
    let fool_alone = Count::from_units(rest.units() + 4 * 2, Group::Twos);
    assert_eq!(exchanged, adjusted);
    assert_eq!(exchanged, fool_alone);
    assert_eq!(exchanged.to_string(), "9 points and 1 card");
}

fn every_setup() -> Vec<Counter> {
    let mut out = Vec::new();
    for p in Pack::ALL {
        for g in Group::ALL {
            out.push(Counter::new(p, ValueScheme::Standard, g).unwrap());
        }
        for s in [ValueScheme::Zwanzigerrufen, ValueScheme::LungauKonigrufen] {
            out.push(Counter::new(p, s, Group::Ones).unwrap());
        }
    }
    out
}

/// A counter and a shuffled pile of distinct cards of its pack.
fn setup_and_pile() -> impl Strategy<Value = (Counter, Vec<usize>)> {
    proptest::sample::select(every_setup()).prop_flat_map(|counter| {
        let all: Vec<usize> = (0..counter.pack().len()).collect();
        (
            Just(counter),
            proptest::sample::subsequence(all, 0..=counter.pack().len()).prop_shuffle(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn the_four_methods_agree((counter, pile) in setup_and_pile()) {
        let m = counter.methods(&pile).unwrap();
        prop_assert_eq!(m.original, m.fractional);
        prop_assert_eq!(m.subtraction, m.fractional);
        prop_assert_eq!(m.valuable_cards, m.fractional);
        prop_assert_eq!(m.fractional.cards() as usize, pile.len() % counter.group().size() as usize);
        let w = m.working;
        prop_assert_eq!(w.cards, pile.len());
        prop_assert_eq!(w.odd_cards, m.fractional.cards());
        prop_assert_eq!(w.reduced_sum + w.groups as i64, m.fractional.points());
        prop_assert_eq!(w.nominal_sum - w.subtracted, m.fractional.points());
        prop_assert!(w.valuable_sum <= w.nominal_sum);
    }

    #[test]
    fn a_pile_and_its_complement_make_the_pack((counter, pile) in setup_and_pile()) {
        let rest = counter.complement(&pile).unwrap();
        prop_assert_eq!(pile.len() + rest.len(), counter.pack().len());
        let total = counter.pack_total();
        let (a, b) = (counter.methods(&pile).unwrap(), counter.methods(&rest).unwrap());
        for (x, y) in [(a.original, b.original), (a.fractional, b.fractional),
                       (a.subtraction, b.subtraction), (a.valuable_cards, b.valuable_cards)] {
            prop_assert_eq!(x.units() + y.units(), total.units());
        }
        // Rounded, the sides still make the pack when it divides into whole groups and a
        // half-group tie goes up for one side and down for the other.
        if total.cards() == 0 {
            let (x, y) = (a.fractional, b.fractional);
            prop_assert_eq!(x.rounded(Tie::Up) + y.rounded(Tie::Down), total.points());
            prop_assert_eq!(x.rounded(Tie::Down) + y.rounded(Tie::Up), total.points());
        }
    }

    #[test]
    fn the_grouping_does_not_matter((counter, pile) in setup_and_pile(), seed in any::<u64>()) {
        let cards = counter.cards(&pile).unwrap();
        let mut other = cards.clone();
        let len = other.len();
        if len > 1 {
            other.rotate_left((seed as usize) % len);
            other.swap(0, (seed as usize / 7) % len);
        }
        let (s, g) = (counter.scheme(), counter.group());
        prop_assert_eq!(count_subtraction(&cards, s, g), count_subtraction(&other, s, g));
        prop_assert_eq!(count_valuable_cards(&cards, s, g), count_valuable_cards(&other, s, g));
        prop_assert_eq!(count_original(&cards, s, g), count_fractional(&other, s, g));
    }
}
