//! Export and import: sessions as JSON (the versioned session format, full fidelity) and a
//! scorecard as CSV (one row per hand, one column per player).
//!
//! Every number in the CSV comes from the core's table (`core::games::table`); nothing is summed
//! here. Import reads what export writes — one session, or a file of several — checks each
//! session and hands them back with fresh ids, so an import never replaces a session.

use std::fmt;

use serde::Serialize;

use serde_json::Value;

use crate::core::error::Error as CoreError;
use crate::people::Book;
use crate::session::{Session, FORMAT_VERSION};

/// What a file of several sessions says it is.
pub const BUNDLE_FORMAT: &str = "tarot-companion/sessions";

/// A file of several sessions.
#[derive(Debug, Serialize)]
struct Bundle<'a> {
    format: &'a str,
    version: u32,
    sessions: Vec<&'a Session>,
    /// People and groups (docs/storage.md), when there are any.
    #[serde(skip_serializing_if = "Book::is_empty")]
    people: &'a Book,
}

/// One session as a JSON file: exactly the session format.
pub fn session_json(session: &Session) -> String {
    session.to_json()
}

/// Every session as one JSON file: `{"format": "tarot-companion/sessions", "version": 2,
/// "sessions": [...], "people": {...}}`, each session in the session format (written from
/// the sessions as they are, none copied), and the people and groups as the snapshot keeps
/// them (left out when there are none).
pub fn all_json<S: std::borrow::Borrow<Session>>(sessions: &[S], people: &Book) -> String {
    let bundle = Bundle {
        format: BUNDLE_FORMAT,
        version: FORMAT_VERSION,
        sessions: sessions.iter().map(|s| s.borrow()).collect(),
        people,
    };
    crate::json::to_string_pretty(&bundle)
        .unwrap_or_else(|e| panic!("a bundle always serializes: {e}"))
}

/// A file name for a session's export: `tarot-<players>-<id>.<ext>`, in safe characters.
pub fn file_name(session: &Session, ext: &str) -> String {
    let players: String = session
        .players
        .iter()
        .map(|p| {
            p.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-");
    let id: String = session
        .id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect();
    format!("tarot-{players}-{id}.{ext}")
}

/// The labels of the CSV, in the player's language.
#[derive(Clone, Copy, Debug)]
pub struct CsvLabels<'a> {
    pub hand: &'a str,
    pub dealer: &'a str,
    pub total: &'a str,
    /// What stands in the hand's column for a penalty row (no deal: no number, no dealer).
    pub penalty: &'a str,
    /// Between two cells: `,` in English; `;` in French, where spreadsheets (Excel in a French
    /// locale) read `,` as the decimal comma and put a comma-separated row in one column.
    pub separator: &'a str,
}

impl CsvLabels<'static> {
    pub const EN: CsvLabels<'static> = CsvLabels {
        hand: "Hand",
        dealer: "Dealer",
        total: "Total",
        penalty: "Penalty",
        separator: ",",
    };
    pub const FR: CsvLabels<'static> = CsvLabels {
        hand: "Donne",
        dealer: "Donneur",
        total: "Total",
        penalty: "Pénalité",
        separator: ";",
    };
}

/// The scorecard as CSV (RFC 4180, CRLF, cells split by `labels.separator`), of any game
/// (`core::games::table`): a header row, one row per hand with each player's change, and a
/// last row with the totals. The text starts with a byte order mark, without which Excel
/// reads UTF-8 as its locale's code page ("Ã‰lise" for "Élise"); other spreadsheets skip it.
/// Fails only when the session makes no scorecard (unknown rules preset, …).
pub fn scorecard_csv(session: &Session, labels: CsvLabels<'_>) -> Result<String, CoreError> {
    let card = session.table()?;
    let mut out = String::from("\u{feff}");
    let mut row = |cells: Vec<String>| {
        out.push_str(&cells.join(labels.separator));
        out.push_str("\r\n");
    };
    let mut header = vec![text_cell(labels.hand), text_cell(labels.dealer)];
    header.extend(session.players.iter().map(|p| text_cell(p)));
    row(header);
    for hand in &card.rows {
        // Numbered as on the score sheet; a penalty is no deal.
        let (number, dealer) = match hand.number {
            Some(n) => (
                n.to_string(),
                session.players.get(hand.dealer).map_or("", String::as_str),
            ),
            None => (text_cell(labels.penalty), ""),
        };
        let mut cells = vec![number, text_cell(dealer)];
        cells.extend(hand.deltas.iter().map(i64::to_string));
        row(cells);
    }
    let mut totals = vec![text_cell(labels.total), String::new()];
    totals.extend(card.totals.iter().map(i64::to_string));
    row(totals);
    Ok(out)
}

/// A text cell: quoted when it holds a comma, a semicolon (either separator), a quote or a
/// line break, and defused when a spreadsheet would take it for a formula (`=`, `+`, `-`,
/// `@`, tab or carriage return first): names come from other players' links.
fn text_cell(text: &str) -> String {
    let defused = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if defused.contains([',', ';', '"', '\n', '\r']) {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
    }
}

/// Why a file could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    kind: ImportErrorKind,
}

/// The reasons, for the UI to say in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ImportErrorKind {
    /// Not JSON at all.
    NotJson { message: String },
    /// JSON, but neither a session nor a file of sessions.
    NotSessions,
    /// A file of sessions of a newer version.
    BundleVersion { version: u64 },
    /// The session at `index` (0 for a single session) is not valid.
    Session { index: usize, error: CoreError },
    /// No session in the file.
    Empty,
}

impl ImportError {
    pub fn kind(&self) -> &ImportErrorKind {
        &self.kind
    }
}

impl From<ImportErrorKind> for ImportError {
    fn from(kind: ImportErrorKind) -> Self {
        ImportError { kind }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ImportErrorKind as K;
        match &self.kind {
            K::NotJson { message } => write!(f, "the file is not JSON: {message}"),
            K::NotSessions => f.write_str("the file holds no Tarot Companion session"),
            K::BundleVersion { version } => {
                write!(
                    f,
                    "the file comes from a newer version of the app (version {version})"
                )
            }
            K::Session { index, error } => {
                write!(f, "session {} of the file is not valid: {error}", index + 1)
            }
            K::Empty => f.write_str("the file holds no session"),
        }
    }
}

impl std::error::Error for ImportError {}

/// The sessions of an exported file, checked (format version, a scorecard the core can
/// make), with new ids from `fresh_id` so that none replaces a session already there.
/// All or nothing: one bad session refuses the file.
pub fn import(
    text: &str,
    fresh_id: impl FnMut(&Session) -> String,
) -> Result<Vec<Session>, ImportError> {
    import_all(text, fresh_id).map(|(sessions, _)| sessions)
}

/// What an import brings ([`not_here`]).
#[derive(Debug, Default, PartialEq)]
pub struct Incoming {
    /// Sessions this device does not have, to add.
    pub new: Vec<Session>,
    /// Later versions of sessions here (more hands played since), each with the id of the
    /// one it brings up to date.
    pub updates: Vec<Session>,
    /// How many sessions of the file are here already, as they are or with more hands.
    pub here: usize,
}

/// Sorts the imported sessions by what this device has (`here`), so that a game is never
/// counted twice. A session of the file is the same game as one here when both began at the
/// same instant (`created`), with the same players, for the same game and rules:
/// - when its hands are those here, or the first of them (a backup older than the evening
///   played on since), it is left out: everything in it is here;
/// - when the hands here are the first of its own (the backup is the newer), it brings the
///   one here up to date;
/// - otherwise (a hand changed in one of them) it is added beside, nothing lost.
pub fn not_here<'a>(
    imported: Vec<Session>,
    here: impl Iterator<Item = &'a Session> + Clone,
) -> Incoming {
    let mut incoming = Incoming::default();
    for s in imported {
        let same_game =
            |h: &&Session| h.created == s.created && h.players == s.players && h.game == s.game;
        if here
            .clone()
            .filter(same_game)
            .any(|h| h.hands.starts_with(&s.hands))
        {
            incoming.here += 1;
        } else if let Some(h) = here
            .clone()
            .filter(same_game)
            .find(|h| s.hands.starts_with(&h.hands))
        {
            incoming.updates.push(Session {
                id: h.id.clone(),
                ..s
            });
        } else {
            incoming.new.push(s);
        }
    }
    incoming
}

/// [`import`], and the file's people and groups (empty when it has none), their sessions
/// named by the new ids: for `Book::merge_in`.
pub fn import_all(
    text: &str,
    mut fresh_id: impl FnMut(&Session) -> String,
) -> Result<(Vec<Session>, Book), ImportError> {
    // Syntax errors say the file is not JSON; JSON of another shape is not sessions.
    let text = crate::session::without_bom(text);
    let value: Value = crate::json::from_str(text).map_err(|e| ImportErrorKind::NotJson {
        message: e.to_string(),
    })?;
    /// The people of a file, read again from its text by the one JSON reader (as the
    /// snapshot reads them); the rest of the file is the sessions, read below.
    #[derive(serde::Deserialize)]
    struct WithPeople {
        people: Book,
    }
    let mut people = Book::default();
    let mut read_people = |fields: &mut serde_json::Map<String, Value>| -> Result<(), ImportError> {
        if fields.remove("people").is_some() {
            people = crate::json::from_str::<WithPeople>(text)
                .map_err(|_| ImportErrorKind::NotSessions)?
                .people;
        }
        Ok(())
    };
    let list = |value: Value| -> Result<Vec<Session>, ImportError> {
        let Value::Array(items) = value else {
            return Err(ImportErrorKind::NotSessions.into());
        };
        items
            .into_iter()
            .enumerate()
            .map(|(index, item)| {
                Session::from_parsed(item)
                    .map_err(|error| ImportErrorKind::Session { index, error }.into())
            })
            .collect()
    };
    let items: Vec<Session> = match value {
        Value::Array(_) => list(value)?,
        Value::Object(mut fields)
            if fields.get("format").and_then(Value::as_str) == Some(BUNDLE_FORMAT) =>
        {
            if fields
                .keys()
                .any(|k| !["format", "version", "sessions", "people"].contains(&k.as_str()))
            {
                return Err(ImportErrorKind::NotSessions.into());
            }
            let version = match fields.get("version") {
                None => 0,
                Some(v) => v.as_u64().ok_or(ImportErrorKind::NotSessions)?,
            };
            if version > u64::from(FORMAT_VERSION) {
                return Err(ImportErrorKind::BundleVersion { version }.into());
            }
            read_people(&mut fields)?;
            list(
                fields
                    .remove("sessions")
                    .ok_or(ImportErrorKind::NotSessions)?,
            )?
        }
        // The app's own stored data, as a kept-aside download holds it: its sessions.
        Value::Object(mut fields)
            if fields.contains_key("sessions") && !fields.contains_key("format") =>
        {
            let Some(Value::Array(stored)) = fields.remove("sessions") else {
                return Err(ImportErrorKind::NotSessions.into());
            };
            read_people(&mut fields)?;
            let sessions = stored
                .into_iter()
                .map(|mut s| s.get_mut("session").map_or(Value::Null, Value::take))
                .collect();
            list(Value::Array(sessions))?
        }
        Value::Object(ref fields) if fields.contains_key("players") => {
            vec![Session::from_parsed(value)
                .map_err(|error| ImportErrorKind::Session { index: 0, error })?]
        }
        _ => return Err(ImportErrorKind::NotSessions.into()),
    };
    if items.is_empty() {
        return Err(ImportErrorKind::Empty.into());
    }
    // Every item is of this build's version now (`Session::from_parsed` migrates or refuses):
    // what is left to check is that the core can score it.
    for (index, session) in items.iter().enumerate() {
        session
            .table()
            .map_err(|error| ImportErrorKind::Session { index, error })?;
    }
    let mut out = items;
    let mut ids = Vec::with_capacity(out.len());
    for session in &mut out {
        let id = fresh_id(session);
        ids.push((std::mem::replace(&mut session.id, id.clone()), id));
    }
    Ok((out, people.renumbered(&ids)))
}

/// A `data:` URL holding `text` (percent-encoded UTF-8), for a download link: no Blob, no
/// object URL to revoke, and the Content-Security-Policy has nothing to say about it.
pub fn data_url(mime: &str, text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = format!("data:{mime};charset=utf-8,");
    out.reserve(text.len() * 3);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push('%');
            out.push(HEX[usize::from(b >> 4)] as char);
            out.push(HEX[usize::from(b & 15)] as char);
        }
    }
    out
}
