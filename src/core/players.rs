//! Players as people across sessions: a stable id, a display name and the names they were
//! entered under; matching a session's names to them; and a session's seats linked to them
//! ([`SessionRecord`]), which the lifetime statistics and the ratings read.
//!
//! A name matches a player when it equals the display name or one of the names entered, once
//! both are trimmed, their inner spaces collapsed and lowercased ("  alice " is "Alice"; the
//! capitals lowercased are those of the Latin letters, Latin-1, Œ and Ÿ, as the setup screen
//! compares names). Such
//! a match is sure when exactly one player has the name. A match is unsure, and the app asks,
//! when several players have the name, or when no player has it but one has a name equal but
//! for accents ("Chloe" and "Chloé") or one edit away ("Brunno" and "Bruno": a letter added,
//! removed, changed, or two neighbours swapped; names of three letters or more).
//!
//! ```
//! use tarot_companion::core::players::{Closeness, NameMatch, Roster};
//!
//! let mut roster = Roster::new();
//! let alice = roster.add("Alice");
//! let chloe = roster.add("Chloé");
//! assert_eq!(roster.find("  alice "), NameMatch::Known(alice));
//! let NameMatch::Unsure(candidates) = roster.find("Chloe") else { panic!() };
//! assert_eq!((candidates[0].player, candidates[0].closeness), (chloe, Closeness::Accents));
//! assert_eq!(roster.find("Bruno"), NameMatch::Unknown);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::Error;
use super::games::GameKind;
use super::scorecard::Scorecard;
pub use super::sorted_map::SortedMap;

/// A person's id within a [`Roster`]: it does not change when names are added or the
/// display name changes. [`Roster::add`] gives one more than the highest id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0)
    }
}

/// A value per player, in id order (see [`SortedMap`]).
pub type PlayerMap<V> = SortedMap<PlayerId, V>;

/// A person across sessions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub id: PlayerId,
    /// The name shown.
    pub name: String,
    /// Every spelling this person was entered under (trimmed), the first one first.
    pub entered_as: Vec<String>,
}

impl Player {
    /// Whether `key` (a [`name_key`]) is this player's name or one they were entered under.
    fn has_key(&self, key: &str) -> bool {
        name_key(&self.name) == key || self.entered_as.iter().any(|n| name_key(n) == key)
    }

    /// Every name of this player, display name first.
    fn names(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.name.as_str()).chain(self.entered_as.iter().map(String::as_str))
    }
}

/// The same id given to two players of a roster.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuplicateId(pub PlayerId);

impl fmt::Display for DuplicateId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is given to two players", self.0)
    }
}

/// How close an unsure candidate's name is to the name looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closeness {
    /// The same name, but several players have it.
    SameName,
    /// The same name as another seat of the same session, which is linked to this player.
    SameTable,
    /// The same but for accents ("Chloe", "Chloé").
    Accents,
    /// One edit away: a letter added, removed or changed, or two neighbours swapped.
    OneEdit,
}

/// A player an unsure name may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Candidate {
    pub player: PlayerId,
    pub closeness: Closeness,
}

/// What a name matches in a roster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameMatch {
    /// Exactly one player has this name: a sure match.
    Known(PlayerId),
    /// Maybe one of these players (in roster order): the app asks.
    Unsure(Vec<Candidate>),
    /// Nobody has this name or a name close to it: a new player.
    Unknown,
}

/// A seat whose name did not match surely, linked to a new player until someone says
/// otherwise (see [`Roster::link_seats`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub seat: usize,
    /// The name as entered.
    pub name: String,
    /// The new player the seat was linked to.
    pub linked_to: PlayerId,
    pub candidates: Vec<Candidate>,
}

/// A session's seats linked to players, and the seats to ask about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLinks {
    /// The player at each seat; never the same player twice.
    pub players: Vec<PlayerId>,
    pub questions: Vec<Question>,
}

/// The people known to the app (or to one run of the command line).
/// Stored as the list of its players (read back only when their ids differ).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<Player>", try_from = "Vec<Player>")]
pub struct Roster {
    players: Vec<Player>,
}

impl From<Roster> for Vec<Player> {
    fn from(roster: Roster) -> Vec<Player> {
        roster.players
    }
}

impl TryFrom<Vec<Player>> for Roster {
    type Error = DuplicateId;
    fn try_from(players: Vec<Player>) -> Result<Roster, DuplicateId> {
        Roster::from_players(players)
    }
}

impl Roster {
    /// A roster with nobody.
    pub fn new() -> Roster {
        Roster::default()
    }

    /// A roster of these players, in this order; their ids must differ.
    pub fn from_players(players: Vec<Player>) -> Result<Roster, DuplicateId> {
        for (i, p) in players.iter().enumerate() {
            if players[..i].iter().any(|q| q.id == p.id) {
                return Err(DuplicateId(p.id));
            }
        }
        Ok(Roster { players })
    }

    /// The players, in the order they were added.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn get(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// A new person named `name` (trimmed), entered under that name. Their id is one more
    /// than the highest id of the roster.
    pub fn add(&mut self, name: &str) -> PlayerId {
        let id = PlayerId(self.players.iter().map(|p| p.id.0 + 1).max().unwrap_or(0));
        let name = name.trim().to_owned();
        self.players.push(Player {
            id,
            entered_as: vec![name.clone()],
            name,
        });
        id
    }

    /// A new person shown as `name` and entered under `entered_as` (one read from a file,
    /// keeping their names; `name` itself when the list is empty), with a new id.
    pub fn add_as(&mut self, name: &str, entered_as: &[String]) -> PlayerId {
        let id = self.add(name);
        if !entered_as.is_empty() {
            if let Some(p) = self.players.iter_mut().find(|p| p.id == id) {
                p.entered_as = entered_as.to_vec();
            }
        }
        id
    }

    /// Shows `id` as `name` (trimmed, not empty); the names entered stay. Returns whether
    /// anything changed.
    pub fn rename(&mut self, id: PlayerId, name: &str) -> bool {
        let name = name.trim();
        match self.players.iter_mut().find(|p| p.id == id) {
            Some(p) if !name.is_empty() && p.name != name => {
                p.name = name.to_owned();
                true
            }
            _ => false,
        }
    }

    /// Makes one person of two: `from` leaves the roster and `into` is entered under its
    /// names too. False (nothing done) when they are the same or either is unknown.
    pub fn merge(&mut self, from: PlayerId, into: PlayerId) -> bool {
        if from == into || self.get(into).is_none() {
            return false;
        }
        let Some(i) = self.players.iter().position(|p| p.id == from) else {
            return false;
        };
        let gone = self.players.remove(i);
        for name in &gone.entered_as {
            self.remember(into, name);
        }
        true
    }

    /// Undoes a merge: the names of `id` that are `name` (by [`name_key`]) become a new person,
    /// shown as `name`; `id` keeps their other names, and is shown under the first of them if
    /// they were shown as `name`. The new person's id, or `None` (nothing done) when `id` is
    /// unknown, was never entered as `name`, or has no other name.
    pub fn split_off(&mut self, id: PlayerId, name: &str) -> Option<PlayerId> {
        let key = name_key(name);
        let p = self.players.iter_mut().find(|p| p.id == id)?;
        let kept: Vec<String> = p
            .entered_as
            .iter()
            .filter(|n| name_key(n) != key)
            .cloned()
            .collect();
        if kept.is_empty() || kept.len() == p.entered_as.len() {
            return None;
        }
        if name_key(&p.name) == key {
            p.name = kept[0].clone();
        }
        p.entered_as = kept;
        Some(self.add(name))
    }

    /// Remembers that `id` was entered as `name` (trimmed), unless that exact spelling is
    /// already known. Returns whether it was added (false for an unknown id too).
    pub fn remember(&mut self, id: PlayerId, name: &str) -> bool {
        let name = name.trim();
        match self.players.iter_mut().find(|p| p.id == id) {
            Some(p) if !p.entered_as.iter().any(|n| n == name) => {
                p.entered_as.push(name.to_owned());
                true
            }
            _ => false,
        }
    }

    /// Shows `id` as `name` (trimmed: the same name, but for capitals or spaces) when they are
    /// shown as they were entered (not under a name given by a rename), in small letters only
    /// or capitals only, and `name` mixes both: "alice" and "ALICE" become "Alice" the first
    /// time someone types it so; "Alice" stays whatever comes after.
    fn capitalise(&mut self, id: PlayerId, name: &str) {
        // The letters `lower` knows, so the Unicode case tables stay out of the bundle.
        let small = |c: char| matches!(c, 'a'..='z' | 'ß'..='ÿ' | 'œ') && c != '÷';
        let mixed = |n: &str| n.chars().any(|c| lower(c) != c) && n.chars().any(small);
        let name = name.trim();
        if let Some(p) = self.players.iter_mut().find(|p| p.id == id) {
            if mixed(name) && !mixed(&p.name) && p.entered_as.contains(&p.name) {
                p.name = name.to_owned();
            }
        }
    }

    /// Which player `name` is (see the module's documentation for the rules).
    pub fn find(&self, name: &str) -> NameMatch {
        self.find_among(name, &[])
    }

    /// [`Roster::find`] among the players not in `seated`.
    fn find_among(&self, name: &str, seated: &[PlayerId]) -> NameMatch {
        let key = name_key(name);
        let free = || self.players.iter().filter(|p| !seated.contains(&p.id));
        let same: Vec<&Player> = free().filter(|p| p.has_key(&key)).collect();
        match same.as_slice() {
            [one] => return NameMatch::Known(one.id),
            [] => {}
            several => {
                return NameMatch::Unsure(
                    several
                        .iter()
                        .map(|p| Candidate {
                            player: p.id,
                            closeness: Closeness::SameName,
                        })
                        .collect(),
                )
            }
        }
        let folded = fold_accents(&key);
        let near: Vec<Candidate> = free()
            .filter_map(|p| {
                let keys: Vec<String> = p.names().map(name_key).collect();
                let closeness = if keys.iter().any(|k| fold_accents(k) == folded) {
                    Closeness::Accents
                } else if keys.iter().any(|k| one_edit_apart(k, &key)) {
                    Closeness::OneEdit
                } else {
                    return None;
                };
                Some(Candidate {
                    player: p.id,
                    closeness,
                })
            })
            .collect();
        if near.is_empty() {
            NameMatch::Unknown
        } else {
            NameMatch::Unsure(near)
        }
    }

    /// Links the names of a session's seats to players without asking anyone (what the
    /// command line does): a sure match is linked (and its spelling remembered); an unknown
    /// name becomes a new player; an unsure name becomes a new player too, never merged,
    /// with a [`Question`] naming the candidates. Two seats are never linked to the same
    /// player: a second seat with the name of a seated player becomes a new player, asked
    /// about with [`Closeness::SameTable`].
    pub fn link_seats(&mut self, names: &[String]) -> SeatLinks {
        let mut links = SeatLinks {
            players: Vec::with_capacity(names.len()),
            questions: Vec::new(),
        };
        for (seat, name) in names.iter().enumerate() {
            let found = self.find_among(name, &links.players);
            let key = name_key(name);
            let at_table: Vec<Candidate> = links
                .players
                .iter()
                .filter(|id| self.get(**id).is_some_and(|p| p.has_key(&key)))
                .map(|&player| Candidate {
                    player,
                    closeness: Closeness::SameTable,
                })
                .collect();
            let id = match found {
                NameMatch::Known(id) if at_table.is_empty() => {
                    self.remember(id, name);
                    self.capitalise(id, name);
                    id
                }
                found => {
                    let mut candidates = at_table;
                    match found {
                        NameMatch::Known(id) => candidates.push(Candidate {
                            player: id,
                            closeness: Closeness::SameName,
                        }),
                        NameMatch::Unsure(c) => candidates.extend(c),
                        NameMatch::Unknown => {}
                    }
                    let id = self.add(name);
                    if !candidates.is_empty() {
                        links.questions.push(Question {
                            seat,
                            name: name.clone(),
                            linked_to: id,
                            candidates,
                        });
                    }
                    id
                }
            };
            links.players.push(id);
        }
        links
    }
}

/// The form names are compared in: trimmed, inner runs of spaces made one space, lowercased.
pub fn name_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    for word in name.split_whitespace() {
        if !key.is_empty() {
            key.push(' ');
        }
        key.extend(word.chars().map(lower));
    }
    key
}

/// A letter in lower case: the ASCII and Latin-1 capitals, Œ and Ÿ (the letters of French
/// and its neighbours, as the setup screen compares names); any other character is kept, so
/// the Unicode case tables stay out of the app's bundle.
fn lower(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
        'Œ' => 'œ',
        'Ÿ' => 'ÿ',
        _ => c,
    }
}

/// A lowercased name without the accents of the Latin letters French and its neighbours
/// use ("chloé" → "chloe", "œ" → "oe").
pub fn fold_accents(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    for c in key.chars() {
        let plain = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
            'ç' => "c",
            'è' | 'é' | 'ê' | 'ë' => "e",
            'ì' | 'í' | 'î' | 'ï' => "i",
            'ñ' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o",
            'ù' | 'ú' | 'û' | 'ü' => "u",
            'ý' | 'ÿ' => "y",
            'œ' => "oe",
            'æ' => "ae",
            'ß' => "ss",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(plain);
    }
    out
}

/// Whether two different names are one edit apart (a letter added, removed or changed, or
/// two neighbours swapped), the shorter having at least three letters.
fn one_edit_apart(a: &str, b: &str) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if short.len() < 3 || long.len() - short.len() > 1 || short == long {
        return false;
    }
    let first = short.iter().zip(&long).take_while(|(x, y)| x == y).count();
    if short.len() < long.len() {
        // One letter inserted at `first`.
        return short[first..] == long[first + 1..];
    }
    // One letter changed, or two neighbours swapped, at `first`.
    short[first + 1..] == long[first + 1..]
        || (first + 1 < short.len()
            && short[first] == long[first + 1]
            && short[first + 1] == long[first]
            && short[first + 2..] == long[first + 2..])
}

/// One session as the lifetime statistics and the ratings read it: which player sits at each
/// seat, and what was played. Made by the caller from a stored session (the core does not
/// read files).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    /// The session's id (`HandAt` and `SessionTotal` name it).
    pub id: String,
    /// Creation time (ms since 1970): sessions are read oldest first, in the given order
    /// on equal times.
    pub created: u64,
    /// The player at each seat.
    pub seats: Vec<PlayerId>,
    pub play: Play,
}

/// What a session holds, for the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Play {
    /// A French Tarot session: its scorecard, recomputed from the entered hands (so rounding
    /// to ten, invalid hands and redeals are as the session shows them).
    /// (Boxed: a scorecard is large beside the other variants.)
    FrenchTarot(Box<Scorecard>),
    /// A French Tarot session whose settings make no game (an unknown preset…).
    Unscorable(Error),
    /// Another game: Tarocchi and free-form sessions are not counted.
    OtherGame(GameKind),
}

/// Why a session is left out of the statistics and the ratings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotCounted {
    OtherGame(GameKind),
    Unscorable(Error),
    /// The seats and the scorecard's players differ in number.
    SeatCount {
        seats: usize,
        players: usize,
    },
    /// One player linked to two seats.
    SamePlayerTwice(PlayerId),
}

impl fmt::Display for NotCounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotCounted::OtherGame(game) => write!(
                f,
                "a session of {}: only French Tarot sessions are counted",
                game.name()
            ),
            NotCounted::Unscorable(e) => write!(f, "no scorecard: {e}"),
            NotCounted::SeatCount { seats, players } => write!(
                f,
                "{seats} seats linked to players for a game of {players} players"
            ),
            NotCounted::SamePlayerTwice(id) => write!(f, "{id} sits at two seats"),
        }
    }
}

impl SessionRecord {
    /// The scorecard the statistics count, or why the session is left out.
    pub fn counted(&self) -> Result<&Scorecard, NotCounted> {
        let card = match &self.play {
            Play::FrenchTarot(card) => card,
            Play::Unscorable(e) => return Err(NotCounted::Unscorable(e.clone())),
            Play::OtherGame(game) => return Err(NotCounted::OtherGame(*game)),
        };
        if self.seats.len() != card.players {
            return Err(NotCounted::SeatCount {
                seats: self.seats.len(),
                players: card.players,
            });
        }
        for (i, id) in self.seats.iter().enumerate() {
            if self.seats[..i].contains(id) {
                return Err(NotCounted::SamePlayerTwice(*id));
            }
        }
        Ok(card)
    }
}

/// The counted sessions, oldest first (stable on equal creation times), with their
/// scorecards: the history the lifetime statistics and the ratings are computed from.
pub fn history(sessions: &[SessionRecord]) -> Vec<(&SessionRecord, &Scorecard)> {
    let mut counted: Vec<(&SessionRecord, &Scorecard)> = sessions
        .iter()
        .filter_map(|s| s.counted().ok().map(|card| (s, card)))
        .collect();
    super::sort_by_key(&mut counted, |(s, _)| s.created);
    counted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edit() {
        for (a, b) in [
            ("bruno", "brunno"),
            ("bruno", "bruna"),
            ("bruno", "burno"),
            ("anne", "ann"),
            ("marc", "amrc"),
            ("marc", "macr"),
            ("marc", "mrac"),
            ("abc", "abcd"),
        ] {
            assert!(one_edit_apart(a, b), "{a} {b}");
            assert!(one_edit_apart(b, a), "{b} {a}");
        }
        for (a, b) in [
            ("bruno", "bruno"),
            ("bruno", "brunoo o"),
            ("bruno", "bernard"),
            ("al", "ali"),
            ("marc", "mcra"),
            ("anne", "anna x"),
            ("abcd", "badc"),
        ] {
            assert!(!one_edit_apart(a, b), "{a} {b}");
        }
    }

    #[test]
    fn keys_and_accents() {
        assert_eq!(name_key("  Jean   Pierre \t"), "jean pierre");
        assert_eq!(name_key("ÉMILE"), "émile");
        assert_eq!(fold_accents("chloé"), "chloe");
        assert_eq!(name_key("ŒDIPE ÿ Ÿ ×"), "œdipe ÿ ÿ ×");
        // Every Latin-1 capital is lowered as Unicode lowers it.
        for c in ('A'..='Z')
            .chain('À'..='Þ')
            .chain(['Œ', 'Ÿ'])
            .filter(|c| *c != '×')
        {
            assert_eq!(Some(lower(c)), c.to_lowercase().next(), "{c}");
        }
        assert_eq!(fold_accents("œdipe"), "oedipe");
    }
}
