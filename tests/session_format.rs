//! The session format: frozen v1 and v2 samples that must always read back the same, the
//! migration of any v1 session, round trips of generated sessions, and exact errors that say
//! where for other versions and broken files.

use proptest::prelude::*;
use tarot_companion::core::cards::{Card, CardSet, Suit};
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
/// Version 2 as first released (the v1 sample, migrated and written). Never edit it either.
const V2_SAMPLE: &str = include_str!("data/session_v2.json");

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
        // Read through the migration: a v1 file becomes a v2 session.
        version: 2,
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
        in_play: None,
        durations: Vec::new(),
    };
    assert_eq!(session, expected);
    let card = session.scorecard().unwrap();
    assert_eq!(card.totals, vec![480, -360, -200, 80]);
    assert_eq!(Session::from_json(&session.to_json()).unwrap(), session);
}

#[test]
fn the_v2_sample_reads_back_forever_and_is_what_this_build_writes() {
    let v2 = Session::from_json(V2_SAMPLE).expect("v2 sample");
    assert_eq!(v2, Session::from_json(V1_SAMPLE).unwrap());
    assert_eq!(v2.scorecard().unwrap().totals, vec![480, -360, -200, 80]);
    assert_eq!(format!("{}\n", v2.to_json()), V2_SAMPLE);
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
    assert_eq!(from_doc, Session::from_json(V2_SAMPLE).unwrap());
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
    assert!(text.contains("\"version\": 2"));
}

#[track_caller]
fn error_of(text: &str) -> String {
    Session::from_json(text).unwrap_err().to_string()
}

#[test]
fn other_versions_and_broken_files_are_clear_errors() {
    let v3 = V2_SAMPLE.replacen("\"version\": 2", "\"version\": 3", 1);
    assert_eq!(
        error_of(&v3),
        "session format version 3 is not supported (this build reads versions 1 and 2)"
    );
    assert_eq!(
        error_of("{\"version\": 2, \"id\": 3}"),
        "not a valid session file: invalid type: integer `3`, expected a string at line 1 column 22"
    );
    assert_eq!(
        error_of("{\"id\": \"a\"}"),
        "not a valid session file: missing field `version` at line 1 column 11"
    );
    assert_eq!(
        error_of("hello"),
        "not a valid session file: expected value at line 1 column 1"
    );
    assert_eq!(
        error_of("{\n  \"version\": 2,\n  \"id\": tru\n}"),
        "not a valid session file: expected ident at line 4 column 0"
    );
    let bad_points = V1_SAMPLE.replacen("\"53\"", "\"53.3\"", 1);
    assert_eq!(
        error_of(&bad_points),
        "not a valid session file: hands[0]: \"53.3\" is not a number of card points"
    );
    let bad_points = V2_SAMPLE.replacen("\"53\"", "\"53.3\"", 1);
    assert_eq!(
        error_of(&bad_points),
        "not a valid session file: hands[0]: \"53.3\" is not a number of card points at line 26 column 28"
    );
}

/// Where a typo would change a score, it is refused by name: unknown fields and variants of
/// the game, the options and the hands, and a key given twice.
#[test]
fn typos_that_would_change_a_score_are_refused_with_their_place() {
    let cases = [
        (
            V2_SAMPLE.replacen("\"round_to_ten\"", "\"round_to_tne\"", 1),
            "not a valid session file: unknown field `round_to_tne`, expected one of `preset`, `options`, `round_to_ten`, `rounds`, `first_dealer` at line 15 column 20",
        ),
        (
            V2_SAMPLE.replacen("\"garde_sans\"", "\"garde_sns\"", 1),
            "not a valid session file: hands[0]: unknown variant `garde_sns`, expected one of `petite`, `pousse`, `garde`, `garde_sans`, `garde_contre` at line 24 column 33",
        ),
        (
            V2_SAMPLE.replacen("\"oudlers\": 2,", "\"oudlers\": 2, \"oudlers\": 3,", 1),
            "not a valid session file: hands[0]: duplicate field `oudlers` at line 28 column 33",
        ),
        (
            V2_SAMPLE.replacen("\"taker\": 1,", "\"taker\": 1, \"takr\": 2,", 1),
            "not a valid session file: hands[1]: unknown field `takr`, expected one of `taker`, `contract`, `partner`, `king`, `points`, `oudlers`, `petit_au_bout`, `poignees`, `slam`, `petit_slam`, `miseres` at line 42 column 28",
        ),
        (
            V2_SAMPLE.replacen("\"played\"", "\"plaid\"", 1),
            "not a valid session file: hands[0]: unknown variant `plaid`, expected one of `played`, `not_played`, `goulash`, `two_player`, `penalty` at line 22 column 15",
        ),
        (
            V1_SAMPLE.replacen("\"kind\": \"played\",", "", 1),
            "not a valid session file: hands[0]: missing field `kind`",
        ),
        (
            V1_SAMPLE.replacen("\"round_to_ten\"", "\"round_to_tne\"", 1),
            "not a valid session file: unknown field `round_to_tne`, expected one of `preset`, `options`, `round_to_ten`, `rounds`, `first_dealer`",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(error_of(&text), expected);
    }
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
        (
            prop::option::of(0u8..4),
            prop::option::of(arb_side()),
            prop::option::of(prop::sample::select(Suit::ALL.to_vec())),
        ),
        prop::collection::vec((0usize..5, 0usize..3, prop::option::of(0u8..23)), 0..3),
        prop::option::of((any::<bool>(), prop::option::of(arb_side()))),
        prop::option::of((any::<bool>(), any::<bool>())),
        prop::collection::vec((0usize..5, any::<bool>()), 0..2),
    )
        .prop_map(
            |(
                (taker, contract, partner, points),
                (oudlers, pab, king),
                poignees,
                slam,
                petit,
                miseres,
            )| {
                HandInput::Played(PlayedInput {
                    taker,
                    contract,
                    partner,
                    king,
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
                    in_play: None,
                    durations: Vec::new(),
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

// ---- migration ---------------------------------------------------------------------------

/// A session written in version 1, as builds before version 2 wrote it: the game and each
/// hand tagged inside their object (`"game"`, and `"kind"` for French Tarot hands).
fn as_v1(session: &Session) -> String {
    use serde_json::{Map, Value};
    fn inside(value: Value, tag: &str) -> Value {
        let Value::Object(outer) = value else {
            panic!("v2 tags outside: {value}")
        };
        let (name, inner) = outer.into_iter().next().expect("one tag");
        let mut fields = match inner {
            Value::Object(fields) => fields,
            other => panic!("a tagged object, not {other}"),
        };
        fields.insert(tag.to_owned(), Value::String(name));
        Value::Object(fields)
    }
    let mut v = serde_json::to_value(session).unwrap();
    v["version"] = Value::from(1);
    v["game"] = inside(v["game"].take(), "game");
    for hand in v["hands"].as_array_mut().unwrap() {
        let mut moved = inside(hand.take(), "game");
        if moved["game"] == "french_tarot" {
            let Value::Object(mut fields) = moved else {
                unreachable!()
            };
            let game = fields.remove("game").unwrap();
            let (kind, inner) = fields.into_iter().next().expect("a kind");
            let mut hand_fields: Map<String, Value> = match inner {
                Value::Object(f) => f,
                other => panic!("{other}"),
            };
            hand_fields.insert("game".into(), game);
            hand_fields.insert("kind".into(), Value::String(kind));
            moved = Value::Object(hand_fields);
        }
        *hand = moved;
    }
    serde_json::to_string_pretty(&v).unwrap()
}

#[test]
fn the_v1_writer_of_these_tests_writes_the_frozen_sample() {
    let from_sample: serde_json::Value = serde_json::from_str(V1_SAMPLE).unwrap();
    let written: serde_json::Value =
        serde_json::from_str(&as_v1(&Session::from_json(V1_SAMPLE).unwrap())).unwrap();
    assert_eq!(written, from_sample);
}

fn arb_record() -> impl Strategy<Value = HandRecord> {
    use tarot_companion::core::freeform::FreeformInput;
    use tarot_companion::core::tarocchi::{CardPointsInput, TarocchiBid, TarocchiInput, Ultimo};
    prop_oneof![
        6 => arb_hand().prop_map(HandRecord::FrenchTarot),
        1 => (0usize..3, 0i64..80, 0u8..3, prop::option::of(any::<bool>())).prop_map(
            |(declarer, points, cards, slam_won)| HandRecord::Tarocchi(TarocchiInput {
                declarer,
                bid: TarocchiBid::Solo,
                card_points: CardPointsInput::Typed { points, cards },
                slam_won,
                ultimo: Ultimo::Won,
            })
        ),
        1 => prop::collection::vec(-500i64..500, 0..6)
            .prop_map(|amounts| HandRecord::Freeform(FreeformInput { amounts })),
    ]
}

proptest! {
    /// Any v1 session (French Tarot, with the hands of other games a file may hold) migrates
    /// to the same v2 session, with the same scorecard, and that session round-trips.
    #[test]
    fn any_v1_session_migrates_to_the_same_session(
        session in arb_session(),
        extra in prop::collection::vec((0usize..8, arb_record()), 0..4),
    ) {
        let mut session = session;
        for (at, record) in extra {
            let at = at.min(session.hands.len());
            session.hands.insert(at, record);
        }
        let v1 = as_v1(&session);
        prop_assert!(v1.contains("\"version\": 1"));
        let migrated = Session::from_json(&v1).unwrap();
        prop_assert_eq!(&migrated, &session);
        prop_assert_eq!(migrated.scorecard(), session.scorecard());
        prop_assert_eq!(Session::from_json(&migrated.to_json()).unwrap(), session);
    }
}

/// Card points are exact strings; a JSON fraction is refused in either version, never
/// rounded.
#[test]
fn a_fraction_is_refused_in_either_version() {
    assert_eq!(
        error_of(&V1_SAMPLE.replacen("\"53\"", "53.5", 1)),
        "not a valid session file: a number with a fraction: card points are written as strings (\"40.5\")"
    );
    assert_eq!(
        error_of(&V2_SAMPLE.replacen("\"53\"", "53.5", 1)),
        "not a valid session file: hands[0]: card points written as a JSON fraction: write them as a string (\"40.5\") at line 26 column 26"
    );
    // A whole JSON number is read as whole points, as in version 1.
    let whole = Session::from_json(&V2_SAMPLE.replacen("\"53\"", "53", 1)).unwrap();
    assert_eq!(whole, Session::from_json(V2_SAMPLE).unwrap());
}
