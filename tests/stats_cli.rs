//! `tarot-score stats` (docs/stats-cli.md): lifetime statistics and ratings of the documented
//! example sessions, one entry per person, the sessions not counted and the unsure names.
//! The expected figures are worked out by hand from the examples.

use std::io::Write;
use std::process::Stdio;

use serde_json::{json, Value};

mod common;

use common::{bin, example};

const EXAMPLES: [&str; 7] = [
    "four-players-fft.json",
    "three-players.json",
    "five-players-online.json",
    "four-players-pousse-mouches.json",
    "two-players.json",
    "tarocchi.json",
    "freeform.json",
];

#[track_caller]
fn stats(args: &[String]) -> Value {
    let out = bin().arg("stats").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[track_caller]
fn player<'a>(report: &'a Value, name: &str) -> &'a Value {
    let found: Vec<&Value> = report["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["name"] == name)
        .collect();
    assert_eq!(found.len(), 1, "one {name}");
    found[0]
}

#[test]
fn stats_of_every_documented_example() {
    let report = stats(&EXAMPLES.map(example));
    // Alice, four-players-fft.json (rounded to ten): takes a Garde sans and makes it,
    // +510; defends Bruno's Petite, down with Petit au bout to the defence, +40; the deal
    // passes; defends David's Garde, made, −70. Her simple poignée was hand 1.
    // Rating: +15.0 (even odds, taker × 3), +4.9 (Bruno 1495.0 against 1501.7, down),
    // −5.0 (David 1499.9 against 1500.0, made, unit 5.0): 1514.9.
    let alice = player(&report, "Alice");
    let expected = json!({
        "name": "Alice",
        "entered_as": ["Alice"],
        "sessions": 1,
        "hands": 3,
        "takes": 1,
        "takes_won": 1,
        "by_contract": {
            "petite": { "taken": 0, "won": 0 },
            "garde": { "taken": 0, "won": 0 },
            "garde_sans": { "taken": 1, "won": 1 },
            "garde_contre": { "taken": 0, "won": 0 },
        },
        "partner": 0,
        "defence": 2,
        "total": 480,
        "average": 160.0,
        "best_hand": 510,
        "best_hand_at": { "session": "example-4p-fft", "hand": 1 },
        "worst_hand": -70,
        "worst_hand_at": { "session": "example-4p-fft", "hand": 4 },
        "best_session": { "session": "example-4p-fft", "total": 480 },
        "longest_winning_run": 1,
        "petits_au_bout": 1,
        "poignees": 1,
        "slams": 0,
        "rating": 1514.9,
    });
    let mut alice = alice.clone();
    alice.as_object_mut().unwrap().remove("id");
    assert_eq!(alice, expected);

    // Odette took the Pousse of the old ladder (52 with 1 oudler, made): it is listed.
    assert_eq!(
        player(&report, "Odette")["by_contract"]["pousse"],
        json!({ "taken": 1, "won": 1 })
    );
    // Camille's slam in three-players.json.
    assert_eq!(player(&report, "Camille")["slams"], 1);
    // Bruno also plays Tarocchi: one person, one French Tarot session.
    assert_eq!(player(&report, "Bruno")["sessions"], 1);
    // Who sat only at the Tarocchi or free-form table is not listed.
    for name in ["Carla", "Cid", "Dee"] {
        assert!(
            !report["players"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["name"] == name),
            "{name}"
        );
    }
    // The ratings of everybody sum to 1500 each, to the tenth.
    let players = report["players"].as_array().unwrap();
    let tenths: i64 = players
        .iter()
        .map(|p| (p["rating"].as_f64().unwrap() * 10.0).round() as i64)
        .sum();
    assert_eq!(tenths, 15_000 * players.len() as i64);

    let sessions = report["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), EXAMPLES.len());
    assert_eq!(sessions[0]["counted"], true);
    assert_eq!(sessions[5]["id"], "example-tarocchi");
    assert_eq!(sessions[5]["counted"], false);
    assert_eq!(
        sessions[5]["reason"],
        "a session of Tarocchi: only French Tarot sessions are counted"
    );
    assert_eq!(
        sessions[6]["reason"],
        "a session of the free-form scorecard: only French Tarot sessions are counted"
    );

    // Anne, Ana, Anna, Ann: near names are never merged, but reported (Ana is two edits
    // from Anne, so not near).
    assert_eq!(
        report["unsure"],
        json!([
            {
                "file": example("tarocchi.json"),
                "seat": 0,
                "name": "Anna",
                "candidates": [
                    { "name": "Anne", "closeness": "one_edit" },
                    { "name": "Ana", "closeness": "one_edit" },
                ],
            },
            {
                "file": example("freeform.json"),
                "seat": 0,
                "name": "Ann",
                "candidates": [
                    { "name": "Anne", "closeness": "one_edit" },
                    { "name": "Ana", "closeness": "one_edit" },
                    { "name": "Anna", "closeness": "one_edit" },
                ],
            },
        ])
    );
}

#[test]
fn names_are_matched_across_files_trimmed_and_case_insensitive() {
    let text = std::fs::read_to_string(example("four-players-fft.json"))
        .unwrap()
        .replacen("\"Alice\"", "\"  alice \"", 1)
        .replacen("\"Chloé\"", "\"CHLOÉ\"", 1)
        .replacen("example-4p-fft", "example-4p-fft-again", 1);
    let dir = std::env::temp_dir().join(format!("tarot-stats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let again = dir.join("again.json");
    std::fs::write(&again, text).unwrap();
    let report = stats(&[
        example("four-players-fft.json"),
        again.to_string_lossy().into_owned(),
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(report["players"].as_array().unwrap().len(), 4);
    let alice = player(&report, "Alice");
    assert_eq!(alice["entered_as"], json!(["Alice", "alice"]));
    assert_eq!(alice["sessions"], 2);
    assert_eq!(alice["hands"], 6);
    assert_eq!(alice["total"], 960);
    assert_eq!(alice["longest_winning_run"], 2);
    assert_eq!(
        alice["best_session"],
        json!({ "session": "example-4p-fft", "total": 480 })
    );
    assert_eq!(player(&report, "Chloé")["sessions"], 2);
    assert_eq!(report["unsure"], json!([]));
}

#[test]
fn stats_read_standard_input() {
    let text = std::fs::read_to_string(example("two-players.json")).unwrap();
    let mut child = bin()
        .args(["stats", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    // Lou wins the first hand (34), Max the second (35): no takes in the two-player game.
    // Ratings: Lou +5.0 at even odds; then Lou 1505.0 against Max 1495.0 loses: expected
    // 0.5144, unit −5.1.
    let lou = player(&report, "Lou");
    assert_eq!(
        (&lou["hands"], &lou["takes"], &lou["total"]),
        (&json!(2), &json!(0), &json!(-1))
    );
    assert_eq!(lou["rating"], 1499.9);
    assert_eq!(player(&report, "Max")["rating"], 1500.1);
    assert_eq!(report["sessions"][0]["file"], "standard input");
}

#[test]
fn stats_errors_are_one_line_and_exit_1() {
    let out = bin()
        .args(["stats", &example("two-players.json"), "no/such/file.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("tarot-score: no/such/file.json: "), "{err}");
    assert_eq!(err.lines().count(), 1);
    assert!(out.stdout.is_empty());
}
