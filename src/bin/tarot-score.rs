//! `tarot-score`: scores session files from the command line.
//!
//! ```text
//! tarot-score [FILE]...        (no file, or "-": read standard input)
//! tarot-score stats [FILE]...  lifetime statistics and ratings (docs/stats-cli.md)
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
use tarot_companion::core::games::{GameKind, Outcome};
use tarot_companion::core::lifetime;
use tarot_companion::core::players::{Play, Roster, SessionRecord};
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
    let table = session.table()?;
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

/// Every session named by the arguments (standard input for none), with the name to show
/// for its source.
fn sessions(args: &[String]) -> Result<Vec<(String, Session)>, String> {
    let sources: Vec<&str> = if args.is_empty() {
        vec!["-"]
    } else {
        args.iter().map(String::as_str).collect()
    };
    let mut out = Vec::new();
    for source in sources {
        let text = read(source)?;
        let name = if source == "-" {
            "standard input"
        } else {
            source
        };
        let session = Session::from_json(&text).map_err(|e| format!("{name}: {e}"))?;
        out.push((name.to_owned(), session));
    }
    Ok(out)
}

/// `tarot-score stats`: the names of every file linked to people (sure matches only), then
/// each person's lifetime statistics and rating over the French Tarot sessions.
fn stats(args: &[String]) -> Result<String, String> {
    let mut roster = Roster::new();
    let mut records = Vec::new();
    let mut files = Vec::new();
    let mut unsure = Vec::new();
    for (file, session) in sessions(args)? {
        let links = roster.link_seats(&session.players);
        for q in links.questions {
            unsure.push((file.clone(), q));
        }
        let play = match &session.game {
            Game::FrenchTarot(_) => match session.scorecard() {
                Ok(card) => Play::FrenchTarot(Box::new(card)),
                Err(e) => Play::Unscorable(e),
            },
            game => Play::OtherGame(GameKind::of(game)),
        };
        records.push(SessionRecord {
            id: session.id,
            created: session.created,
            seats: links.players,
            play,
        });
        files.push(file);
    }
    let report = lifetime::report(&roster, &records);
    let name_of = |id| roster.get(id).map_or("", |p| p.name.as_str());
    let sessions: Vec<Value> = records
        .iter()
        .zip(&files)
        .map(|(r, file)| {
            let mut line = json!({ "file": file, "id": r.id, "counted": r.counted().is_ok() });
            if let Err(why) = r.counted() {
                line["reason"] = json!(why.to_string());
            }
            line
        })
        .collect();
    let unsure: Vec<Value> = unsure
        .iter()
        .map(|(file, q)| {
            let candidates: Vec<Value> = q
                .candidates
                .iter()
                .map(|c| json!({ "name": name_of(c.player), "closeness": c.closeness }))
                .collect();
            json!({ "file": file, "seat": q.seat, "name": q.name, "candidates": candidates })
        })
        .collect();
    // A struct rather than `json!`, so each player's fields keep their documented order.
    #[derive(serde::Serialize)]
    struct Out<'a> {
        players: &'a [lifetime::PlayerReport],
        sessions: Vec<Value>,
        unsure: Vec<Value>,
    }
    let out = Out {
        players: &report.players,
        sessions,
        unsure,
    };
    Ok(serde_json::to_string_pretty(&out).expect("the report serializes"))
}

fn run(args: &[String]) -> Result<String, String> {
    if args.first().is_some_and(|a| a == "stats") {
        return stats(&args[1..]);
    }
    let mut reports = Vec::new();
    for (name, session) in sessions(args)? {
        reports.push(report(&name, &session).map_err(|e| format!("{name}: {e}"))?);
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
        println!("       tarot-score stats [FILE]...  (lifetime statistics and ratings)");
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
