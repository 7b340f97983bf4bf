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

use serde::Serialize;

use crate::core::json::{self, Error as JsonError, Fields, FromJson, Json};
use crate::json_struct;

use crate::core::error::{Error, ErrorKind};
use crate::core::french::HandInput;
use crate::core::games::{french_scorecard, table, GameTable};
use crate::core::scorecard::Scorecard;

/// The game and the entered hands are the core's types (`core::games`): the rules score them
/// without knowing this format.
pub use crate::core::games::{Game, HandRecord};

/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// One session: a table of players playing one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Session {
    /// Always [`FORMAT_VERSION`] when written by this build.
    pub version: u32,
    /// A stable id chosen by the caller (unique per device is enough).
    pub id: String,
    /// Creation time in milliseconds since the Unix epoch, given by the caller.
    pub created: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Player names in seat order (anticlockwise: the deal passes to the next seat).
    pub players: Vec<String>,
    pub game: Game,
    pub hands: Vec<HandRecord>,
}

json_struct!(Session {
    version: req,
    id: req,
    created: req,
    name: default,
    players: req,
    game: req,
    hands: default,
});

/// A session file's text without its UTF-8 byte-order mark, if it starts with one (some
/// editors write one; JSON has none). Where files are read — `tarot-score` and the import —
/// call this before reading the JSON.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

fn json_error(e: JsonError) -> Error {
    Error::from(ErrorKind::SessionJson {
        message: e.to_string(),
    })
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
        }
    }

    /// Reads a session file.
    pub fn from_json(text: &str) -> Result<Session, Error> {
        Session::from_value(&json::parse(text).map_err(json_error)?)
    }

    /// Reads a session from parsed JSON. The version is read first, so a newer file gets a
    /// clear error rather than a complaint about a field it may have added.
    pub fn from_value(value: &Json) -> Result<Session, Error> {
        let version: u32 = Fields::of(value)
            .and_then(|f| f.req("version"))
            .map_err(json_error)?;
        if version != FORMAT_VERSION {
            return Err(ErrorKind::SessionVersion { version }.into());
        }
        <Session as FromJson>::from_json(value).map_err(json_error)
    }

    /// Writes the session as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self)
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
