//! The versioned session format: what storage, export and share links carry.
//!
//! A session stores only what players entered — names in seat order, the game and its
//! settings, the hands in order — never a computed score (scores are recomputed with
//! [`Session::scorecard`]). The JSON has a `"version": 1` field; see `docs/session-format.md`.
//!
//! # Stability
//! Version 1 is frozen: `tests/session_format.rs` keeps a v1 sample that must always read
//! back to the same session. A change that old files cannot read is a new version.
//!
//! Other games are added as variants of [`Game`] and [`HandRecord`].

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, SeqAccess, Visitor};
use serde::{ser, Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::core::error::{Error, ErrorKind};
use crate::core::french::HandInput;
use crate::core::games::{french_scorecard, table, GameTable};
use crate::core::scorecard::Scorecard;

/// The game and the entered hands are the core's types (`core::games`): the rules score them
/// without knowing this format.
pub use crate::core::games::{Game, HandRecord};

/// The format version this build writes. It reads this one and every older one (migrated,
/// see [`migrate_v1`]).
pub const FORMAT_VERSION: u32 = 2;

/// One session: a table of players playing one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Session {
    /// Always [`FORMAT_VERSION`] when written by this build.
    pub version: u32,
    /// A stable id chosen by the caller (unique per device is enough).
    pub id: String,
    /// Creation time in milliseconds since the Unix epoch, given by the caller.
    pub created: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Player names in seat order (anticlockwise: the deal passes to the next seat).
    pub players: Vec<String>,
    pub game: Game,
    #[serde(default, deserialize_with = "hands")]
    pub hands: Vec<HandRecord>,
    /// The hand being played: its bid, recorded when the bidding ended; the result completes
    /// it (French Tarot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_play: Option<Bid>,
    /// How long each hand took, in seconds, by hand (`null`, or missing at the end: not
    /// timed). Only hands whose bid was recorded first are timed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub durations: Vec<Option<u32>>,
}

/// A bid recorded when the bidding ended, before the hand is played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bid {
    pub taker: usize,
    pub contract: crate::core::french::Contract,
    /// Five players: the suit of the king called, 0 to 3 (spades, hearts, diamonds, clubs:
    /// `core::cards::Suit::ALL`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king: Option<u8>,
    /// When the bidding ended: milliseconds since the Unix epoch (the caller's clock).
    pub started: u64,
}

/// The hands, each error saying which hand (`hands[3]: missing field `taker``).
fn hands<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<HandRecord>, D::Error> {
    indexed(d, "hands")
}

/// A list whose element errors name the element: `{name}[{i}]: {error}`. serde_json puts the
/// position (" at line 3 column 7") on the error where it happens, and again on the element's
/// error at the list (where it has read on to the list's end): [`innermost`] keeps the first.
pub fn indexed<'de, D, T>(d: D, name: &'static str) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Indexed<T>(&'static str, PhantomData<T>);

    impl<'de, T: Deserialize<'de>> Visitor<'de> for Indexed<T> {
        type Value = Vec<T>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "a list of {}", self.0)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut out = Vec::new();
            loop {
                match seq.next_element() {
                    Ok(Some(item)) => out.push(item),
                    Ok(None) => return Ok(out),
                    Err(e) => {
                        let message = e.to_string();
                        return Err(de::Error::custom(format_args!(
                            "{}[{}]: {}",
                            self.0,
                            out.len(),
                            innermost(&message)
                        )));
                    }
                }
            }
        }
    }

    d.deserialize_seq(Indexed(name, PhantomData))
}

/// A serde_json message without its trailing " at line L column C".
pub fn without_position(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(at)
            if message[at + 9..]
                .split_once(" column ")
                .is_some_and(|(l, c)| is_number(l) && is_number(c)) =>
        {
            &message[..at]
        }
        _ => message,
    }
}

/// A message with two positions (" at line 3 column 7 at line 9 column 2", an element's error
/// seen from its list) keeps the first, where the error is; others are left as they are.
pub fn innermost(message: &str) -> &str {
    let cut = without_position(message);
    if cut.len() < message.len() && without_position(cut).len() < cut.len() {
        cut
    } else {
        message
    }
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// The error of a text that could not be read, with its place.
pub fn json_error(e: serde_json::Error) -> Error {
    json_message(innermost(&e.to_string()).to_owned())
}

/// Version 1 (docs/session-format.md, "Version 1") to version 2, on the parsed text: the
/// game and each hand were tagged inside their object (`{"game": "french_tarot", ...}`,
/// `{"game": "french_tarot", "kind": "played", ...}`), version 2 tags them outside
/// (`{"french_tarot": {...}}`, `{"french_tarot": {"played": {...}}}`). Only tags move: the
/// v2 reader then checks everything else, as for any v2 file.
pub fn migrate_v1(mut session: Value) -> Result<Value, Error> {
    let Some(fields) = session.as_object_mut() else {
        return Ok(session);
    };
    fields.insert("version".into(), Value::from(FORMAT_VERSION));
    if let Some(game) = fields.get_mut("game") {
        *game = outside(game.take(), "game", "game")?;
    }
    if let Some(Value::Array(hands)) = fields.get_mut("hands") {
        for (i, hand) in hands.iter_mut().enumerate() {
            let place = || format!("hands[{i}]");
            let mut moved = outside(hand.take(), "game", &place())?;
            if let Some(Value::Object(french)) = moved.get_mut("french_tarot") {
                let inner = Value::Object(std::mem::take(french));
                let kind = outside(inner, "kind", &place())?;
                moved = one("french_tarot", kind);
            }
            *hand = moved;
        }
    }
    Ok(session)
}

/// `{"tag": "t", ...rest}` to `{"t": {...rest}}`. A value that is not an object is left for
/// the v2 reader to refuse; a missing tag is refused here.
fn outside(value: Value, tag: &str, place: &str) -> Result<Value, Error> {
    let Value::Object(mut fields) = value else {
        return Ok(value);
    };
    let missing = || json_message(format!("{place}: missing field `{tag}`"));
    match fields.remove(tag) {
        Some(Value::String(name)) => Ok(one(&name, Value::Object(fields))),
        Some(_) => Err(json_message(format!("{place}: `{tag}` is not a string"))),
        None => Err(missing()),
    }
}

/// A migrated value written back to text for the v2 reader. A number with a fraction has no
/// place in a session (card points are strings: `"40.5"`), so it is refused here instead of
/// written: writing floats would bring a float printer and its tables into the app for text
/// that can only be refused.
pub fn migrated_text(value: &Value) -> Result<String, Error> {
    crate::json::to_string(&Whole(value)).map_err(|e| json_message(e.to_string()))
}

struct Whole<'a>(&'a Value);

impl Serialize for Whole<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::Null => s.serialize_unit(),
            Value::Bool(b) => s.serialize_bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64()) {
                (Some(n), _) => s.serialize_u64(n),
                (None, Some(n)) => s.serialize_i64(n),
                _ => Err(ser::Error::custom(
                    "a number with a fraction: card points are written as strings (\"40.5\")",
                )),
            },
            Value::String(text) => s.serialize_str(text),
            Value::Array(items) => s.collect_seq(items.iter().map(Whole)),
            Value::Object(fields) => s.collect_map(fields.iter().map(|(k, v)| (k, Whole(v)))),
        }
    }
}

fn one(key: &str, value: Value) -> Value {
    let mut map = Map::new();
    map.insert(key.to_owned(), value);
    Value::Object(map)
}

fn json_message(message: String) -> Error {
    Error::from(ErrorKind::SessionJson { message })
}

/// The `version` of a session or a snapshot, read before anything else (other fields are
/// skipped unread).
#[derive(Deserialize)]
pub struct Versioned {
    pub version: u64,
}

/// A reader's message with the place in the value but no line: for text that is not the
/// player's file (a migrated text, a part of a larger one), whose lines would mislead.
pub fn place_only(e: &serde_json::Error) -> String {
    let message = e.to_string();
    without_position(innermost(&message)).to_owned()
}

/// A version this build does not read, as the error says it.
fn unsupported(version: u64) -> Error {
    ErrorKind::SessionVersion {
        version: u32::try_from(version).unwrap_or(u32::MAX),
    }
    .into()
}

/// A session file's text without its UTF-8 byte-order mark, if it starts with one (some
/// editors write one; JSON has none). Where files are read — `tarot-score` and the import —
/// call this before reading the JSON.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

impl Session {
    /// A new session with no hands.
    pub fn new(id: impl Into<String>, created: u64, players: Vec<String>, game: Game) -> Session {
        Session {
            version: FORMAT_VERSION,
            id: id.into(),
            created,
            name: None,
            players,
            game,
            hands: Vec::new(),
            in_play: None,
            durations: Vec::new(),
        }
    }

    /// Reads a session file of any version this build knows. The version is read first, so
    /// a newer file is refused by name rather than by a field it may have added; version 2 is
    /// read as it is (errors say the line and column), version 1 through
    /// [`Session::from_parsed`].
    pub fn from_json(text: &str) -> Result<Session, Error> {
        let Versioned { version } = crate::json::from_str(text).map_err(json_error)?;
        if version == u64::from(FORMAT_VERSION) {
            return crate::json::from_str(text).map_err(json_error);
        }
        if version != 1 {
            return Err(unsupported(version));
        }
        Session::from_parsed(crate::json::from_str(text).map_err(json_error)?)
    }

    /// Reads a session already parsed (a v1 file, an item of an export's list): of version 1
    /// (migrated by [`migrate_v1`]) or 2. Errors say the place in the session, not a line:
    /// the text read is the migrated one, not the player's.
    pub fn from_parsed(mut value: Value) -> Result<Session, Error> {
        match value.get("version").and_then(Value::as_u64) {
            Some(1) => value = migrate_v1(value)?,
            Some(2) | None => {}
            Some(v) => return Err(unsupported(v)),
        }
        crate::json::from_str(&migrated_text(&value)?).map_err(|e| json_message(place_only(&e)))
    }

    /// Writes the session as pretty JSON.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
            .unwrap_or_else(|e| panic!("a session always serializes: {e}"))
    }

    /// The French Tarot hands, in order (hands of other games left out).
    pub fn french_hands(&self) -> Vec<HandInput> {
        self.hands
            .iter()
            .filter_map(|h| match h {
                HandRecord::FrenchTarot(input) => Some(input.clone()),
                _ => None,
            })
            .collect()
    }

    /// Recomputes the French Tarot scorecard from the entered hands, a row for each (see
    /// `core::games::french_scorecard`; `table` makes the table of every game).
    pub fn scorecard(&self) -> Result<Scorecard, Error> {
        french_scorecard(self.players.len(), &self.game, &self.hands)
    }

    /// Recomputes the table of the session's game from the entered hands
    /// (`core::games::table`).
    pub fn table(&self) -> Result<GameTable, Error> {
        table(self.players.len(), &self.game, &self.hands)
    }
}
