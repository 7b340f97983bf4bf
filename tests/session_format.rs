//! The session format: a frozen v1 sample that must always read back the same, round trips
//! of generated sessions, and exact errors for other versions and broken files.

use proptest::prelude::*;
use tarot_companion::core::cards::{Card, CardSet};
use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, MisereInput, MisereKind, NotPlayedReason, PetitSlamInput,
    PlayedInput, PoigneeInput, PoigneeLevel, Side, SlamInput, TwoPlayerInput,
};
use tarot_companion::core::points::Halves;
use tarot_companion::core::rules::RuleOptions;
use tarot_companion::core::scorecard::FrenchSettings;
use tarot_companion::session::{Game, HandRecord, Session, FORMAT_VERSION};

/// Version 1 as first released. Never edit this file: old sessions must keep reading.
const V1_SAMPLE: &str = include_str!("data/session_v1.json");

#[track_caller]
fn played(taker: usize, contract: Contract, points: CardPoints, oudlers: u8) -> PlayedInput {
    PlayedInput::plain(taker, contract, points, oudlers)
}

#[test]
fn the_v1_sample_reads_back_forever() {
    let session = Session::from_json(V1_SAMPLE).expect("v1 sample");
    let mut first = played(
        0,
        Contract::GardeSans,
        CardPoints::Attack(Halves::whole(53).unwrap()),
        2,
    );
    first.poignees.push(PoigneeInput {
        seat: 0,
        level: PoigneeLevel::Simple,
        trumps: Some(10),
    });
    let mut second = played(
        1,
        Contract::Petite,
        CardPoints::Defence(Halves::whole(47).unwrap()),
        2,
    );
    second.petit_au_bout = Some(Side::Defence);
    let mut fourth = played(
        3,
        Contract::Garde,
        CardPoints::Attack(Halves::whole(41).unwrap()),
        2,
    );
    fourth.petit_au_bout = Some(Side::Attack);
    let expected = Session {
        version: 1,
        id: "example-4p-fft".to_owned(),
        created: 1_763_830_800_000,
        name: Some("Thursday evening, rounded to ten".to_owned()),
        players: ["Alice", "Bruno", "Chloé", "David"]
            .map(str::to_owned)
            .to_vec(),
        game: Game::FrenchTarot(FrenchSettings {
            preset: "fft".to_owned(),
            options: RuleOptions::default(),
            round_to_ten: true,
            rounds: None,
            first_dealer: 3,
        }),
        hands: vec![
            HandRecord::FrenchTarot(HandInput::Played(first)),
            HandRecord::FrenchTarot(HandInput::Played(second)),
            HandRecord::FrenchTarot(HandInput::NotPlayed {
                reason: NotPlayedReason::AllPassed,
            }),
            HandRecord::FrenchTarot(HandInput::Played(fourth)),
        ],
    };
    assert_eq!(session, expected);
    let card = session.scorecard().unwrap();
    assert_eq!(card.totals, vec![480, -360, -200, 80]);
    assert_eq!(Session::from_json(&session.to_json()).unwrap(), session);
}

#[test]
fn the_documented_examples_read() {
    for name in [
        "four-players-fft",
        "three-players",
        "five-players-online",
        "four-players-pousse-mouches",
        "two-players",
    ] {
        let path = format!("{}/docs/examples/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("example file");
        let session = Session::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let card = session.scorecard().unwrap();
        assert!(card.rows.iter().all(|r| r.result.is_ok()), "{name}");
    }
}

/// The example of `docs/session-format.md` is the documented example file, and reads.
#[test]
fn the_format_doc_example_reads() {
    let doc = include_str!("../docs/session-format.md");
    let example = doc.split("## Example").nth(1).expect("an Example section");
    let json = example
        .split("```json")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("a json block");
    let from_doc = Session::from_json(json).expect("the documented example reads");
    assert_eq!(from_doc, Session::from_json(V1_SAMPLE).unwrap());
}

#[test]
fn stores_only_what_players_entered() {
    let text = Session::from_json(V1_SAMPLE).unwrap().to_json();
    for computed in ["deltas", "totals", "unit", "score"] {
        assert!(
            !text.contains(computed),
            "the format stores no computed {computed}"
        );
    }
    assert!(text.contains("\"version\": 1"));
}

#[test]
fn other_versions_and_broken_files_are_clear_errors() {
    let v2 = V1_SAMPLE.replacen("\"version\": 1", "\"version\": 2", 1);
    assert_eq!(
        Session::from_json(&v2).unwrap_err().to_string(),
        "session format version 2 is not supported (this build reads version 1)"
    );
    let broken = Session::from_json("{\"version\": 1, \"id\": 3}")
        .unwrap_err()
        .to_string();
    assert!(
        broken.starts_with("not a valid session file: id: expected a string, found the number `3`"),
        "{broken}"
    );
    let not_json = Session::from_json("hello").unwrap_err().to_string();
    assert!(
        not_json.starts_with("not a valid session file: expected a value at line 1 column 1"),
        "{not_json}"
    );
    let bad_points = V1_SAMPLE.replacen("\"53\"", "\"53.3\"", 1);
    let e = Session::from_json(&bad_points).unwrap_err().to_string();
    assert!(
        e.contains("\\\"53.3\\\" is not a number of card points")
            || e.contains("\"53.3\" is not a number of card points"),
        "{e}"
    );
}

// ---- round trip --------------------------------------------------------------------------

fn arb_points() -> impl Strategy<Value = Halves> {
    (0i32..=182).prop_map(Halves::from_units)
}

fn arb_card_points() -> impl Strategy<Value = CardPoints> {
    prop_oneof![
        arb_points().prop_map(CardPoints::Attack),
        arb_points().prop_map(CardPoints::Defence),
        any::<u128>().prop_map(|b| CardPoints::AttackCards(
            CardSet::from_bits(b & CardSet::FULL.bits()).unwrap()
        )),
        prop::collection::vec(0usize..78, 0..20).prop_map(|v| CardPoints::DefenceCards(
            v.into_iter()
                .map(|i| Card::from_index(i).unwrap())
                .collect()
        )),
    ]
}

fn arb_side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::Attack), Just(Side::Defence)]
}

fn arb_hand() -> impl Strategy<Value = HandInput> {
    let played = (
        (
            0usize..5,
            prop::sample::select(Contract::ALL.to_vec()),
            prop::option::of(0usize..5),
            arb_card_points(),
        ),
        (prop::option::of(0u8..4), prop::option::of(arb_side())),
        prop::collection::vec((0usize..5, 0usize..3, prop::option::of(0u8..23)), 0..3),
        prop::option::of((any::<bool>(), prop::option::of(arb_side()))),
        prop::option::of((any::<bool>(), any::<bool>())),
        prop::collection::vec((0usize..5, any::<bool>()), 0..2),
    )
        .prop_map(
            |(
                (taker, contract, partner, points),
                (oudlers, pab),
                poignees,
                slam,
                petit,
                miseres,
            )| {
                HandInput::Played(PlayedInput {
                    taker,
                    contract,
                    partner,
                    points,
                    oudlers,
                    petit_au_bout: pab,
                    poignees: poignees
                        .into_iter()
                        .map(|(seat, l, trumps)| PoigneeInput {
                            seat,
                            level: [
                                PoigneeLevel::Simple,
                                PoigneeLevel::Double,
                                PoigneeLevel::Triple,
                            ][l],
                            trumps,
                        })
                        .collect(),
                    slam: slam.map(|(announced, made_by)| SlamInput { announced, made_by }),
                    petit_slam: petit.map(|(announced, made)| PetitSlamInput { announced, made }),
                    miseres: miseres
                        .into_iter()
                        .map(|(seat, t)| MisereInput {
                            seat,
                            kind: if t {
                                MisereKind::Trumps
                            } else {
                                MisereKind::Honours
                            },
                        })
                        .collect(),
                })
            },
        );
    prop_oneof![
        played,
        prop::sample::select(vec![
            NotPlayedReason::AllPassed,
            NotPlayedReason::PetitSec,
            NotPlayedReason::Misdeal
        ])
        .prop_map(|reason| HandInput::NotPlayed { reason }),
        prop::collection::vec(arb_points(), 0..6).prop_map(|points| HandInput::Goulash { points }),
        (0usize..2, arb_points(), 0u8..4, prop::option::of(0usize..2)).prop_map(
            |(seat, points, oudlers, petit_au_bout)| {
                HandInput::TwoPlayer(TwoPlayerInput {
                    seat,
                    points,
                    oudlers,
                    petit_au_bout,
                })
            }
        ),
    ]
}

fn arb_session() -> impl Strategy<Value = Session> {
    (
        "[a-z0-9-]{1,12}",
        any::<u64>(),
        prop::option::of(".{0,20}"),
        prop::collection::vec(".{0,10}", 2..=5),
        (
            prop::sample::select(vec!["fft", "bga", "wikipedia"]),
            any::<bool>(),
            prop::option::of(1u32..20),
            0usize..5,
        ),
        prop::option::of((any::<bool>(), 0i64..50, prop::option::of(5i64..=6))),
        prop::collection::vec(arb_hand(), 0..8),
    )
        .prop_map(
            |(id, created, name, players, (preset, round, rounds, dealer), opts, hands)| {
                let options =
                    opts.map_or_else(RuleOptions::default, |(m, amount, contre)| RuleOptions {
                        misere: Some(m),
                        misere_amount: Some(amount),
                        garde_contre: contre,
                        ..RuleOptions::default()
                    });
                Session {
                    version: FORMAT_VERSION,
                    id,
                    created,
                    name,
                    players,
                    game: Game::FrenchTarot(FrenchSettings {
                        preset: preset.to_owned(),
                        options,
                        round_to_ten: round,
                        rounds,
                        first_dealer: dealer,
                    }),
                    hands: hands.into_iter().map(HandRecord::FrenchTarot).collect(),
                }
            },
        )
}

proptest! {
    /// decode(encode(x)) == x for every session, possible or not.
    #[test]
    fn sessions_round_trip(session in arb_session()) {
        let text = session.to_json();
        prop_assert_eq!(Session::from_json(&text).unwrap(), session.clone());
        let compact = serde_json::to_string(&session).unwrap();
        prop_assert_eq!(Session::from_json(&compact).unwrap(), session);
    }

    /// Any stored session, possible or not, gives a scorecard (or a settings error) and never
    /// panics; every row still sums to 0.
    #[test]
    fn any_stored_session_scores_without_panicking(session in arb_session()) {
        match session.scorecard() {
            Ok(card) => {
                prop_assert_eq!(card.rows.len(), session.hands.len());
                for row in &card.rows {
                    prop_assert_eq!(row.deltas.iter().sum::<i64>(), 0);
                    prop_assert_eq!(row.totals.iter().sum::<i64>(), 0);
                }
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

#[test]
fn a_broken_hand_is_named_by_its_place() {
    let text = V1_SAMPLE.replacen("\"taker\": 0,", "", 1);
    assert_ne!(text, V1_SAMPLE, "the sample has a hand with taker 0");
    let e = Session::from_json(&text).unwrap_err().to_string();
    assert!(
        e.starts_with("not a valid session file: hands[")
            && e.ends_with("]: missing field `taker`"),
        "{e}"
    );
}
