//! The `tarot-score` command line: the documented examples, standard input, and errors as one
//! line on standard error with exit code 1.

use std::io::Write;
use std::process::Stdio;

mod common;

use common::{bin, example};

#[test]
fn scores_every_documented_example() {
    let names = [
        "four-players-fft.json",
        "three-players.json",
        "five-players-online.json",
        "four-players-pousse-mouches.json",
        "two-players.json",
    ];
    let out = bin().args(names.map(example)).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reports: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let reports = reports.as_array().expect("an array for several files");
    assert_eq!(reports.len(), names.len());
    let fft = &reports[0];
    assert_eq!(
        fft["hands"][0]["changes"],
        serde_json::json!([510, -170, -170, -170])
    );
    assert_eq!(fft["totals"], serde_json::json!([480, -360, -200, 80]));
    assert_eq!(fft["hands"][0]["dealer"], "David");
    assert_eq!(reports[2]["winners"], serde_json::json!(["Eve"]));
    assert_eq!(reports[3]["pools"], serde_json::json!([45]));
    for r in reports {
        let totals = r["totals"].as_array().unwrap();
        assert_eq!(totals.len(), r["players"].as_array().unwrap().len());
    }
}

#[test]
fn reads_standard_input() {
    let text = std::fs::read_to_string(example("two-players.json")).unwrap();
    for args in [&[][..], &["-"][..]] {
        let mut child = bin()
            .args(args)
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
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["totals"], serde_json::json!([-1, 1]));
        assert_eq!(report["file"], "standard input");
    }
}

#[test]
fn errors_are_one_line_and_exit_1() {
    let out = bin().arg("no/such/file.json").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("tarot-score: no/such/file.json: "), "{err}");
    assert_eq!(err.lines().count(), 1);
    assert!(out.stdout.is_empty());

    let mut child = bin()
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"{\"version\": 7}")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "tarot-score: standard input: session format version 7 is not supported (this build reads versions 1 and 2)\n"
    );
}

#[test]
fn a_hand_with_an_error_is_reported_not_fatal() {
    let text = std::fs::read_to_string(example("two-players.json"))
        .unwrap()
        .replacen("\"60\"", "\"92\"", 1);
    let mut child = bin()
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
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        report["hands"][0]["error"],
        "card points 92 exceed the 91 in the pack"
    );
    assert_eq!(report["hands"][0]["changes"], serde_json::json!([0, 0]));
}

/// Runs `tarot-score` with `text` on standard input; its report.
fn report_of(text: &str) -> serde_json::Value {
    let mut child = bin()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Issue #15: a file that starts with a UTF-8 byte-order mark is read, from a file or from
/// standard input.
#[test]
fn reads_a_file_with_a_byte_order_mark() {
    let text = std::fs::read_to_string(example("two-players.json")).unwrap();
    let with_bom = format!("\u{feff}{text}");
    assert_eq!(report_of(&with_bom)["totals"], serde_json::json!([-1, 1]));
    let path = std::env::temp_dir().join(format!("tarot-score-bom-{}.json", std::process::id()));
    std::fs::write(&path, &with_bom).unwrap();
    let out = bin().arg(&path).output().unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["totals"], serde_json::json!([-1, 1]));
}

/// Issue #15: the command line reports the new refusals, each on its hand, and accepts the
/// slams the issue names; a hand of another game is a row with its error and the deal
/// passes on.
#[test]
fn reports_the_refusals_of_issue_15() {
    let hand =
        |h: &str| format!(r#"{{ "game": "french_tarot", "kind": "played", "taker": 0, {h} }}"#);
    let hands = [
        hand(r#""contract": "garde_contre", "points": { "attack": "72" }, "oudlers": 3, "slam": { "announced": true, "made_by": "attack" }"#),
        hand(r#""contract": "garde", "points": { "attack": "13" }, "oudlers": 0, "slam": { "made_by": "defence" }"#),
        hand(r#""contract": "petite", "points": { "attack": "0" }, "oudlers": 0, "slam": { "made_by": "defence" }"#),
        hand(r#""contract": "petite", "points": { "attack": "10" }, "oudlers": 3"#),
        hand(r#""contract": "garde", "points": { "attack": "91" }, "oudlers": 0"#),
        hand(r#""contract": "garde", "points": { "attack": "60" }, "oudlers": 0, "petit_au_bout": "attack""#),
        hand(r#""contract": "petite", "points": { "attack": "51" }, "oudlers": 1, "poignees": [{ "seat": 1, "level": "double" }, { "seat": 2, "level": "double" }]"#),
        r#"{ "game": "tarocchi", "declarer": 0, "bid": "Solo", "card_points": { "Typed": { "points": 40, "cards": 0 } } }"#.to_owned(),
        hand(r#""contract": "garde", "points": { "attack": "60" }, "oudlers": 1"#),
    ];
    let text = format!(
        r#"{{ "version": 1, "id": "issue-15", "created": 0, "players": ["A", "B", "C", "D"],
            "game": {{ "game": "french_tarot", "preset": "fft" }}, "hands": [{}] }}"#,
        hands.join(",")
    );
    let report = report_of(&text);
    let rows = report["hands"].as_array().unwrap();
    assert_eq!(rows.len(), hands.len());
    assert_eq!(
        rows[0]["changes"],
        serde_json::json!([2298, -766, -766, -766])
    );
    assert_eq!(
        rows[1]["changes"],
        serde_json::json!([-1008, 336, 336, 336])
    );
    let errors: Vec<&str> = rows
        .iter()
        .map(|r| r["error"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        errors,
        [
            "",
            "",
            "in a Petite, a slam by the defence leaves the attack only the discard and perhaps the Excuse: with 0 oudlers the attack holds 3 to 19.5 card points, not 0",
            "10 card points are too few for 3 oudlers, worth 13.5 together (4.5 each)",
            "card points 91 are too many with 0 oudlers: the other side holds 3 oudlers, worth 13.5, which leaves at most 77.5",
            "Petit au bout for the attack, which holds no oudler: the Petit is one",
            "the poignées shown need 26 trumps in all, but the pack has 22 with the Excuse",
            "a hand of Tarocchi cannot be scored in a session of French Tarot",
            "",
        ]
    );
    for r in &rows[2..8] {
        assert_eq!(r["changes"], serde_json::json!([0, 0, 0, 0]));
    }
    // The deal passes at every hand, the foreign one too: A, B, C, D, A, …
    let dealers: Vec<&str> = rows.iter().map(|r| r["dealer"].as_str().unwrap()).collect();
    assert_eq!(dealers, ["A", "B", "C", "D", "A", "B", "C", "D", "A"]);
    assert_eq!(
        report["totals"],
        serde_json::json!([1494, -498, -498, -498])
    );
}
