//! The `tarot-score` command line: the documented examples, standard input, and errors as one
//! line on standard error with exit code 1.

use std::io::Write;
use std::process::{Command, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tarot-score"))
}

fn example(name: &str) -> String {
    format!("{}/docs/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

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
        "tarot-score: standard input: session format version 7 is not supported (this build reads version 1)\n"
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
