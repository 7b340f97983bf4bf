//! Tarocchi scoring: every bid won and lost, the ultimo, the slam, the options where seed 001
//! is silent (as a data table), exact error messages, and zero-sum for every hand.

use proptest::prelude::*;
use tarot_companion::core::counting::{Card, Court, Pack, Suit};
use tarot_companion::core::points::Thirds;
use tarot_companion::core::tarocchi::{
    score, CardPointsInput, FailedUltimo, LostSlam, PartialPoints, TarocchiBid, TarocchiErrorKind,
    TarocchiHand, TarocchiInput, TarocchiRules, Ultimo, UltimoPayer,
};

const TABLE: &str = include_str!("data/tarocchi_hands.txt");

#[track_caller]
fn typed(text: &str) -> CardPointsInput {
    let (p, c) = text.split_once('+').unwrap_or((text, "0"));
    CardPointsInput::Typed {
        points: p.parse().unwrap(),
        cards: c.parse().unwrap(),
    }
}

#[track_caller]
fn bid(text: &str) -> TarocchiBid {
    *TarocchiBid::ALL
        .iter()
        .find(|b| b.to_string() == text)
        .unwrap_or_else(|| panic!("unknown bid {text}"))
}

#[track_caller]
fn ultimo(text: &str) -> Ultimo {
    match text {
        "none" => Ultimo::None,
        "won" => Ultimo::Won,
        "announced" => Ultimo::AnnouncedWon,
        "announced-lost" => Ultimo::AnnouncedLost,
        other => panic!("unknown ultimo {other}"),
    }
}

#[track_caller]
fn rules(options: &str) -> TarocchiRules {
    let mut r = TarocchiRules::default();
    for o in options.split(',').map(str::trim) {
        match o {
            "default" => {}
            "exact" => r.partial_points = PartialPoints::Exact,
            "failed-nothing" => r.failed_announced_ultimo = FailedUltimo::Nothing,
            "lost-slam-value" => r.lost_slam = LostSlam::Value,
            "split" => r.ultimo_payer = UltimoPayer::Split,
            other => panic!("unknown option {other}"),
        }
    }
    r
}

fn input(declarer: usize, b: TarocchiBid, card_points: CardPointsInput) -> TarocchiInput {
    TarocchiInput {
        declarer,
        bid: b,
        card_points,
        slam_won: (b == TarocchiBid::Slam).then_some(true),
        ultimo: Ultimo::None,
    }
}

#[test]
fn hands_of_the_table() {
    let mut seen_bids = Vec::new();
    let mut cases = 0;
    for (n, line) in TABLE.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [hand, options, deltas, what] = fields[..] else {
            panic!("line {}: four fields expected", n + 1);
        };
        let h: Vec<&str> = hand.split_whitespace().collect();
        let b = bid(h[1]);
        let hand = TarocchiInput {
            declarer: h[0].parse().unwrap(),
            bid: b,
            card_points: typed(h[2]),
            ultimo: ultimo(h[3]),
            slam_won: match h[4] {
                "won" => Some(true),
                "lost" => Some(false),
                _ => None,
            },
        };
        let want: Vec<i64> = deltas
            .split_whitespace()
            .map(|d| d.parse().unwrap())
            .collect();
        let got =
            score(hand, &rules(options)).unwrap_or_else(|e| panic!("line {}: {what}: {e}", n + 1));
        assert_eq!(got.deltas, want, "line {}: {what}", n + 1);
        assert_eq!(
            got.deltas.iter().sum::<i64>(),
            0,
            "line {}: zero-sum",
            n + 1
        );
        seen_bids.push((b, got.won));
        cases += 1;
    }
    for b in TarocchiBid::ALL {
        for won in [true, false] {
            assert!(
                seen_bids.contains(&(b, won)),
                "the table has {b} {}",
                if won { "won" } else { "lost" }
            );
        }
    }
    assert!(cases >= 25);
}

#[test]
fn the_breakdown_says_how_the_score_was_made() {
    let mut hand = input(0, TarocchiBid::Solo, typed("35+1"));
    hand.ultimo = Ultimo::Won;
    let s = score(hand, &TarocchiRules::default()).unwrap();
    assert_eq!(s.card_points, Thirds::new(35, 1).unwrap());
    assert_eq!(s.card_count.to_string(), "35 points and 1 card");
    assert_eq!(s.defenders_card_points(), Thirds::new(38, 2).unwrap());
    assert!(!s.won);
    assert_eq!(s.margin, -2);
    assert_eq!(s.game, -42);
    assert_eq!(s.ultimo, 10);
    assert_eq!(s.per_defender, -32);
    assert_eq!(s.deltas, vec![-64, 32, 32]);
}

fn index(card: Card) -> usize {
    Pack::Tarocchi66.index_of(card).unwrap()
}

#[test]
fn tapped_cards_count_in_threes() {
    let all: Vec<usize> = (0..66).collect();
    let s = score(
        input(
            0,
            TarocchiBid::Ansager,
            CardPointsInput::Tapped { cards: all },
        ),
        &TarocchiRules::default(),
    )
    .unwrap();
    assert_eq!(s.card_count.to_string(), "74 points");
    assert_eq!(s.deltas, vec![114, -57, -57]);

    // Honours and kings with two empty cards each: 7 groups worth 5 = 35; the last empty
    // card and the queen of hearts are two odd cards: 4 + 1 - 2 = 3 points and 2 cards.
    let mut pile = vec![
        index(Card::Fool),
        index(Card::Trump(1)),
        index(Card::Trump(21)),
    ];
    pile.extend(Suit::ALL.map(|s| index(Card::Court(s, Court::King))));
    pile.extend((2..=16).map(|t| index(Card::Trump(t))));
    pile.push(index(Card::Court(Suit::Hearts, Court::Queen)));
    let hand = TarocchiHand::try_from(input(
        1,
        TarocchiBid::Solo,
        CardPointsInput::Tapped { cards: pile },
    ))
    .unwrap();
    assert_eq!(hand.card_count().to_string(), "38 points and 2 cards");
    assert_eq!(hand.card_points(), Thirds::new(38, 2).unwrap());
    assert_eq!(
        hand.score(&TarocchiRules::default()).deltas,
        vec![-42, 84, -42]
    );
}

#[track_caller]
fn refused(hand: TarocchiInput) -> (String, TarocchiErrorKind) {
    let e = TarocchiHand::try_from(hand).unwrap_err();
    (e.to_string(), e.kind().clone())
}

#[test]
fn errors_have_exact_messages() {
    let solo = |cp| input(0, TarocchiBid::Solo, cp);
    assert_eq!(
        refused(input(3, TarocchiBid::Solo, typed("40"))),
        (
            "the declarer must be one of the 3 players (seat 0 to 2), not seat 3".into(),
            TarocchiErrorKind::DeclarerSeat { seat: 3 }
        )
    );
    assert_eq!(
        refused(solo(typed("75"))).0,
        "75 points exceed the 74 card points of the pack"
    );
    assert_eq!(
        refused(solo(typed("74+1"))).0,
        "74 points and 1 card exceed the 74 card points of the pack"
    );
    assert_eq!(
        refused(solo(typed("74+1"))).1,
        TarocchiErrorKind::OverPack {
            points: 74,
            cards: 1
        }
    );
    assert_eq!(
        refused(solo(typed("99999999999"))).0,
        "99999999999 points exceed the 74 card points of the pack"
    );
    assert_eq!(
        refused(solo(typed("-3"))).0,
        "card points cannot be negative (-3)"
    );
    assert_eq!(
        refused(solo(typed("30+3"))).0,
        "a count in threes leaves 0, 1 or 2 cards, not 3"
    );
    assert_eq!(
        refused(solo(CardPointsInput::Tapped { cards: vec![0, 66] })).0,
        "card 66 is not in the 66-card pack (cards are numbered 0 to 65)"
    );
    assert_eq!(
        refused(solo(CardPointsInput::Tapped { cards: vec![4, 4] })).0,
        "card 4 is counted twice"
    );
    assert_eq!(
        refused(input(0, TarocchiBid::Super, CardPointsInput::Tapped { cards: (0..64).collect() })),
        (
            "in Super the stock counts for the defenders: the declarer's tricks hold at most 63 cards, not 64".into(),
            TarocchiErrorKind::StockWithDefenders { bid: TarocchiBid::Super, cards: 64 }
        )
    );
    assert!(TarocchiHand::try_from(input(
        0,
        TarocchiBid::Super,
        CardPointsInput::Tapped {
            cards: (0..63).collect()
        }
    ))
    .is_ok());
    assert!(TarocchiHand::try_from(input(
        0,
        TarocchiBid::Solo,
        CardPointsInput::Tapped {
            cards: (0..66).collect()
        }
    ))
    .is_ok());
    let mut slam = input(0, TarocchiBid::Slam, typed("74"));
    slam.slam_won = None;
    assert_eq!(
        refused(slam).0,
        "a slam needs to say whether the declarer took every trick"
    );
    // A slam made leaves the defenders four cards at most (the stock, the Fool): the
    // declarer holds 56⅔ at least; a slam lost leaves them a trick: 73 at most.
    let slam = |points: &str, won| {
        let mut s = input(0, TarocchiBid::Slam, typed(points));
        s.slam_won = Some(won);
        s
    };
    assert_eq!(
        refused(slam("20", true)).0,
        "a slam made leaves the defenders the stock and the Fool at the most: the declarer holds 56 points and 2 cards at the least, not 20 points"
    );
    assert_eq!(
        refused(slam("56+1", true)).1,
        TarocchiErrorKind::SlamPoints {
            won: true,
            units: 169
        }
    );
    assert!(TarocchiHand::try_from(slam("56+2", true)).is_ok());
    assert!(TarocchiHand::try_from(slam("74", true)).is_ok());
    assert_eq!(
        refused(slam("74", false)).0,
        "a slam lost leaves the defenders a trick at the least: the declarer holds 73 points at the most, not 74 points"
    );
    assert_eq!(
        refused(slam("73+1", false)).1,
        TarocchiErrorKind::SlamPoints {
            won: false,
            units: 220
        }
    );
    assert!(TarocchiHand::try_from(slam("73", false)).is_ok());
    assert!(TarocchiHand::try_from(slam("0", false)).is_ok());
    // An Ansager or a Solo leaves the declarer his three discarded cards: 1 point at the
    // least (QA: 0 was taken). A Super has no exchange: 0 is possible.
    assert_eq!(
        refused(input(0, TarocchiBid::Ansager, typed("0"))).0,
        "in Ansager the 3 cards the declarer discards count for him: 1 point at the least, not 0 points"
    );
    assert_eq!(
        refused(solo(typed("0+2"))).1,
        TarocchiErrorKind::BelowDiscard {
            bid: TarocchiBid::Solo,
            units: 2
        }
    );
    assert!(TarocchiHand::try_from(solo(typed("1"))).is_ok());
    assert!(TarocchiHand::try_from(input(0, TarocchiBid::Super, typed("0"))).is_ok());
    // A Super leaves the stock to the defenders: three cards, 1 point at the least. The
    // declarer holds 73 at the most, as his 63 cards tapped do (helper-64: 74 was taken).
    assert_eq!(
        refused(input(0, TarocchiBid::Super, typed("74"))).0,
        "in Super the stock counts for the defenders: the declarer holds 73 points at the most, not 74 points"
    );
    assert_eq!(
        refused(input(1, TarocchiBid::Super, typed("73+1"))).1,
        TarocchiErrorKind::StockPoints {
            bid: TarocchiBid::Super,
            units: 220
        }
    );
    assert!(TarocchiHand::try_from(input(0, TarocchiBid::Super, typed("73"))).is_ok());
    // With an exchange the stock is the declarer's: 74 stays possible.
    assert!(TarocchiHand::try_from(input(0, TarocchiBid::Solo, typed("74"))).is_ok());
    let mut solo = solo(typed("40"));
    solo.slam_won = Some(true);
    assert_eq!(
        refused(solo).0,
        "only a slam says whether every trick was taken, and the bid is Solo"
    );
}

#[test]
fn input_reads_from_json() {
    let json = r#"{"declarer":2,"bid":"Super","card_points":{"Typed":{"points":35,"cards":1}},"ultimo":"AnnouncedWon"}"#;
    let hand: TarocchiInput = serde_json::from_str(json).unwrap();
    assert_eq!(hand.slam_won, None);
    let s = score(hand.clone(), &TarocchiRules::default()).unwrap();
    // Super down by 2 (35 and 1 card count 35): 82 to each defender; ultimo 20 from each.
    assert_eq!(s.deltas, vec![62, 62, -124]);
    let back: TarocchiInput = serde_json::from_str(&serde_json::to_string(&hand).unwrap()).unwrap();
    assert_eq!(back, hand);
}

#[test]
fn the_rules_table_is_seed_001() {
    let r = TarocchiRules::default();
    let values: Vec<(TarocchiBid, i64, bool)> = r
        .bids
        .iter()
        .map(|b| (b.bid, b.value, b.per_card_point))
        .collect();
    assert_eq!(
        values,
        vec![
            (TarocchiBid::Ansager, 20, true),
            (TarocchiBid::Solo, 40, true),
            (TarocchiBid::Super, 80, true),
            (TarocchiBid::Slam, 167, false),
        ]
    );
    assert_eq!((r.target, r.ultimo, r.ultimo_announced), (37, 10, 20));
}

fn any_input() -> impl Strategy<Value = TarocchiInput> {
    let cp = prop_oneof![
        (0i64..=74, 0u8..=2).prop_map(|(points, cards)| CardPointsInput::Typed {
            points,
            cards: if points == 74 { 0 } else { cards }
        }),
        proptest::sample::subsequence((0..66).collect::<Vec<usize>>(), 0..=63)
            .prop_map(|cards| CardPointsInput::Tapped { cards }),
    ];
    let ultimo = proptest::sample::select(vec![
        Ultimo::None,
        Ultimo::Won,
        Ultimo::AnnouncedWon,
        Ultimo::AnnouncedLost,
    ]);
    (
        0usize..3,
        proptest::sample::select(TarocchiBid::ALL.to_vec()),
        cp,
        any::<bool>(),
        ultimo,
    )
        .prop_map(|(declarer, bid, card_points, won, ultimo)| TarocchiInput {
            declarer,
            bid,
            // A slam's points as every trick taken, or a trick lost, leaves them.
            card_points: match (bid, card_points) {
                (TarocchiBid::Slam, CardPointsInput::Typed { points, cards }) => match won {
                    true => CardPointsInput::Typed {
                        points: points.max(57),
                        cards,
                    },
                    false if points >= 73 => CardPointsInput::Typed {
                        points: 73,
                        cards: 0,
                    },
                    false => CardPointsInput::Typed { points, cards },
                },
                (TarocchiBid::Slam, _) => CardPointsInput::Typed {
                    points: 60,
                    cards: 0,
                },
                // An exchange leaves the declarer his discard: 1 point at the least (three
                // cards; any three count for 1 point or more).
                (
                    TarocchiBid::Ansager | TarocchiBid::Solo,
                    CardPointsInput::Typed { points: 0, .. },
                ) => CardPointsInput::Typed {
                    points: 1,
                    cards: 0,
                },
                (TarocchiBid::Ansager | TarocchiBid::Solo, CardPointsInput::Tapped { cards })
                    if cards.len() < 3 =>
                {
                    CardPointsInput::Typed {
                        points: 1,
                        cards: 0,
                    }
                }
                // No exchange: the stock's three cards are the defenders', 1 point at the
                // least.
                (TarocchiBid::Super, CardPointsInput::Typed { points, .. }) if points >= 73 => {
                    CardPointsInput::Typed {
                        points: 73,
                        cards: 0,
                    }
                }
                (_, cp) => cp,
            },
            slam_won: (bid == TarocchiBid::Slam).then_some(won),
            ultimo,
        })
}

fn any_rules() -> impl Strategy<Value = TarocchiRules> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
        |(exact, nothing, value, split)| {
            let mut r = TarocchiRules::default();
            if exact {
                r.partial_points = PartialPoints::Exact;
            }
            if nothing {
                r.failed_announced_ultimo = FailedUltimo::Nothing;
            }
            if value {
                r.lost_slam = LostSlam::Value;
            }
            if split {
                r.ultimo_payer = UltimoPayer::Split;
            }
            r
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn every_hand_sums_to_zero(hand in any_input(), rules in any_rules()) {
        let declarer = hand.declarer;
        let s = score(hand, &rules).unwrap();
        prop_assert_eq!(s.deltas.len(), 3);
        prop_assert_eq!(s.deltas.iter().sum::<i64>(), 0);
        let defenders: Vec<i64> = (0..3).filter(|&p| p != declarer).map(|p| s.deltas[p]).collect();
        prop_assert_eq!(defenders[0], defenders[1]);
        prop_assert_eq!(defenders[0], -s.per_defender);
        prop_assert_eq!(s.per_defender, s.game + s.ultimo);
        // The declarer wins game points exactly when the bid is made.
        prop_assert_eq!(s.game > 0, s.won);
    }

    #[test]
    fn more_card_points_never_score_less(points in 0i64..74, cards in 0u8..=2, b in proptest::sample::select(vec![TarocchiBid::Ansager, TarocchiBid::Solo, TarocchiBid::Super]), rules in any_rules()) {
        // An exchange's discard holds 1 point at the least.
        // No exchange leaves the stock to the defenders: 73 at the most.
        let points = if b.exchanges() == Some(true) { points.max(1) } else { points.min(72) };
        let (p1, c1) = if cards == 2 { (points + 1, 0) } else { (points, cards + 1) };
        let a = score(input(0, b, CardPointsInput::Typed { points, cards }), &rules).unwrap();
        let more = score(input(0, b, CardPointsInput::Typed { points: p1, cards: c1 }), &rules).unwrap();
        prop_assert!(more.deltas[0] >= a.deltas[0]);
    }
}
