//! `tarot-score`: scores session files from the command line.
//!
//! ```text
//! tarot-score [FILE]...      (no file, or "-": read standard input)
//! ```
//!
//! Prints, as JSON, each hand's per-player changes and the running totals (one object for
//! one file, an array for several), for every game (Tarocchi and free-form sessions add
//! `"game"`, and `"off_by"` on a free-form hand that does not sum to zero). A hand that cannot be scored is listed with its error
//! and changes nothing. A file that cannot be read is one line on standard error and exit 1.

use std::io::Read;
use std::process::ExitCode;

use serde_json::{json, Value};
use tarot_companion::core::error::Error;
use tarot_companion::core::freeform::Balance;
use tarot_companion::core::games::{self, Outcome};
use tarot_companion::session::{without_bom, Game, Session};

/// One hand's line: its number, dealer, changes and running totals in seat order (names may
/// repeat, so arrays rather than objects), and its error when it cannot be scored.
fn hand_json(
    i: usize,
    dealer: &str,
    changes: &[i64],
    totals: &[i64],
    error: Option<String>,
) -> Value {
    let mut hand = json!({ "hand": i + 1, "dealer": dealer, "changes": changes, "totals": totals });
    if let Some(e) = error {
        hand["error"] = json!(e);
    }
    hand
}

/// The table of a session of another game than French Tarot, as JSON.
fn report_other(source: &str, session: &Session) -> Result<Value, Error> {
    let table = games::table(session)?;
    let names = &session.players;
    let hands: Vec<Value> = table
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let error = row.result.as_ref().err().map(ToString::to_string);
            let mut hand = hand_json(i, &names[row.dealer], &row.deltas, &row.totals, error);
            if let Ok(Outcome::Freeform(Balance::Off { by })) = &row.result {
                hand["off_by"] = json!(by);
            }
            hand
        })
        .collect();
    Ok(json!({
        "file": source,
        "id": session.id,
        "game": table.game,
        "players": names,
        "hands": hands,
        "totals": table.totals,
    }))
}

/// The scorecard of one session, as JSON.
fn report(source: &str, session: &Session) -> Result<Value, Error> {
    if !matches!(session.game, Game::FrenchTarot(_)) {
        return report_other(source, session);
    }
    let card = session.scorecard()?;
    let names = &session.players;
    // Changes and totals are arrays in seat order, like "players" (names may repeat).
    let by_name = |v: &[i64]| json!(v);
    let hands: Vec<Value> = card
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let error = row.result.as_ref().err().map(ToString::to_string);
            let mut hand = hand_json(i, &names[row.dealer], &row.deltas, &row.totals, error);
            if let Some(m) = &row.mouches {
                hand["mouches"] = json!({ "payments": by_name(&m.payments), "pools": m.pools });
            }
            hand
        })
        .collect();
    let mut out = json!({
        "file": source,
        "id": session.id,
        "players": names,
        "hands": hands,
        "totals": by_name(&card.totals),
    });
    if card.rules.mouches.is_some() {
        out["pools"] = json!(card.pools);
    }
    if card.finished {
        out["winners"] = json!(card
            .winners
            .iter()
            .map(|&s| names[s].clone())
            .collect::<Vec<_>>());
    }
    Ok(out)
}

/// The text of a file or of standard input, without a leading byte-order mark.
fn read(source: &str) -> Result<String, String> {
    let text = if source == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("standard input: {e}"))?;
        text
    } else {
        std::fs::read_to_string(source).map_err(|e| format!("{source}: {e}"))?
    };
    Ok(without_bom(&text).to_owned())
}

fn run(args: &[String]) -> Result<String, String> {
    let sources: Vec<&str> = if args.is_empty() {
        vec!["-"]
    } else {
        args.iter().map(String::as_str).collect()
    };
    let mut reports = Vec::new();
    for source in &sources {
        let text = read(source)?;
        let name = if *source == "-" {
            "standard input"
        } else {
            source
        };
        let session = Session::from_json(&text).map_err(|e| format!("{name}: {e}"))?;
        reports.push(report(name, &session).map_err(|e| format!("{name}: {e}"))?);
    }
    let value = if reports.len() == 1 {
        reports.remove(0)
    } else {
        Value::Array(reports)
    };
    Ok(serde_json::to_string_pretty(&value).expect("JSON values serialize"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("usage: tarot-score [FILE]...  (no file or \"-\": standard input)");
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            // One line, whatever the error text holds.
            eprintln!("tarot-score: {}", message.replace('\n', " "));
            ExitCode::FAILURE
        }
    }
}
