//! People and groups as the app keeps them (issue #16): who each person is (a stable id, the
//! name shown, the names they were entered under), which person sits at each seat of each
//! session, the names still unsure, the groups of sessions and the group the Players screen
//! is filtered by. Stored in the snapshot (`storage.rs`, version 4) and carried by export and
//! import (`export.rs`). Pure, tested natively (`tests/people.rs`); names no UI.
//!
//! A session is linked once: [`Book::linked`] keeps the stored links of the sessions that have
//! them and links the others by name against the roster, oldest first, as the core's
//! [`Roster::link_seats`] does (a sure match joins the known person, anything else is a new
//! person). The app links every session when it loads and before each change to people, so the
//! ids it shows are the ids it stores. The names to ask about are found again from the people
//! ([`Book::questions`]), never stored.

use crate::core::sorted_map::SortedMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::core::players::{
    name_key, Candidate, Closeness, NameMatch, Player, PlayerId, Question, Roster,
};
use crate::core::sort_by_key;

/// A group of sessions ("le mardi chez Paul"): its name and its sessions' ids. A session
/// belongs to one group at most.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Group {
    pub name: String,
    pub sessions: Vec<String>,
}

/// The people, the sessions' seats linked to them, and the groups.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Book {
    /// Everybody: id, name shown, names entered.
    pub roster: Roster,
    /// A session's id and the person at each of its seats.
    pub seats: SortedMap<String, Vec<PlayerId>>,
    pub groups: Vec<Group>,
    /// The group the statistics are filtered by.
    pub filter: Option<String>,
    /// Pairs of people the player said are two (an unsure match answered "no"), the lower id
    /// first: never asked about again.
    pub distinct: Vec<(PlayerId, PlayerId)>,
    /// The book before the last change (undo), in memory only; shared, so that copying a
    /// book copies none of its history.
    #[serde(skip)]
    before: Option<Rc<Book>>,
}

/// What a change to people did ([`Book::last_change`]), for the line that offers its undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Renamed,
    Merged,
    Grouped,
    /// Two people said to be two.
    Answered,
    /// A name entered taken out of a person, as a person of its own ([`Book::split`]).
    Split,
}

/// Why a person cannot be shown under a name ([`Book::rename_problem`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenameProblem {
    Empty,
    /// Someone else has that name, shown or entered.
    Taken(PlayerId),
}

/// One change to people or groups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeopleEdit {
    /// Show a person under another name.
    Rename {
        player: PlayerId,
        name: String,
    },
    /// Two entries are one person: `from`'s seats and names go to `into`.
    Merge {
        from: PlayerId,
        into: PlayerId,
    },
    /// Put a session in a group (a name), or in none (empty).
    SetGroup {
        session: String,
        group: String,
    },
    /// Filter the statistics by a group (a preference: not a change to undo).
    Filter(Option<String>),
    /// Two entries are two people: the question about them is answered.
    Distinct {
        a: PlayerId,
        b: PlayerId,
    },
    /// Link every session now, changing nothing else (a shared session just saved).
    Link,
    Undo,
}

impl Book {
    /// Whether nothing is kept (a book of a first visit, or of an older snapshot).
    pub fn is_empty(&self) -> bool {
        self.roster.players().is_empty()
            && self.seats.is_empty()
            && self.groups.is_empty()
            && self.filter.is_none()
    }

    /// The book with every one of these sessions — (id, creation time, names) — linked:
    /// a session's stored links when they still fit it (as many as its seats, every person
    /// known, none twice), otherwise its names linked by the core's matching, oldest session
    /// first. Links of sessions not given are dropped; people stay.
    pub fn linked<'a>(
        &self,
        sessions: impl IntoIterator<Item = (&'a str, u64, &'a [String])>,
    ) -> Book {
        let mut list: Vec<(&str, u64, &[String])> = sessions.into_iter().collect();
        sort_by_key(&mut list, |s| s.1);
        let mut out = Book {
            seats: SortedMap::new(),
            ..self.clone()
        };
        for (id, _, names) in list {
            let fits = |s: &&Vec<PlayerId>| {
                s.len() == names.len()
                    && s.iter()
                        .enumerate()
                        .all(|(i, p)| self.roster.get(*p).is_some() && !s[..i].contains(p))
            };
            let seats = match self.seats.get(id).filter(fits) {
                Some(s) => s.clone(),
                None => out.roster.link_seats(names).players,
            };
            out.seats.insert(id.to_owned(), seats);
        }
        out
    }

    /// The people to ask about: each person one of whose names is, surely or maybe, someone
    /// known before them (a lower id) — what [`Roster::link_seats`] asked when it made them a
    /// new person, still true after merges and renames (a merge answers it). Someone they sat
    /// with at one session is a candidate with [`Closeness::SameTable`] (never to merge).
    pub fn questions(&self) -> Vec<Question> {
        let players = self.roster.players();
        let mut out = Vec::new();
        for (i, p) in players.iter().enumerate() {
            let earlier: Vec<Player> = players[..i]
                .iter()
                .filter(|q| q.id < p.id)
                .cloned()
                .collect();
            let earlier = Roster::from_players(earlier).unwrap_or_default();
            let mut candidates: Vec<Candidate> = Vec::new();
            for name in &p.entered_as {
                let found = match earlier.find(name) {
                    NameMatch::Known(id) => vec![Candidate {
                        player: id,
                        closeness: Closeness::SameName,
                    }],
                    NameMatch::Unsure(c) => c,
                    NameMatch::Unknown => continue,
                };
                for mut c in found {
                    if self.are_distinct(c.player, p.id) {
                        continue;
                    }
                    if self
                        .seats
                        .values()
                        .any(|s| s.contains(&c.player) && s.contains(&p.id))
                    {
                        c.closeness = Closeness::SameTable;
                    }
                    if !candidates.iter().any(|o| o.player == c.player) {
                        candidates.push(c);
                    }
                }
            }
            if !candidates.is_empty() {
                out.push(Question {
                    seat: 0,
                    name: p.entered_as.first().unwrap_or(&p.name).clone(),
                    linked_to: p.id,
                    candidates,
                });
            }
        }
        out
    }

    /// Whether the player said `a` and `b` are two people.
    pub fn are_distinct(&self, a: PlayerId, b: PlayerId) -> bool {
        self.distinct.contains(&(a.min(b), a.max(b)))
    }

    /// What the last change (the one undo takes back) did, if it can be undone.
    pub fn last_change(&self) -> Option<Change> {
        let before = self.before.as_deref()?;
        Some(if before.groups != self.groups {
            Change::Grouped
        } else if before.distinct != self.distinct && before.roster == self.roster {
            Change::Answered
        } else if before.roster.players().len() > self.roster.players().len() {
            Change::Merged
        } else if before.roster.players().len() < self.roster.players().len() {
            Change::Split
        } else {
            Change::Renamed
        })
    }

    /// The group of a session.
    pub fn group_of(&self, session: &str) -> Option<&str> {
        self.groups
            .iter()
            .find(|g| g.sessions.iter().any(|s| s == session))
            .map(|g| g.name.as_str())
    }

    /// Whether a session is counted under the filter.
    pub fn shows(&self, session: &str) -> bool {
        match &self.filter {
            None => true,
            Some(f) => self.group_of(session) == Some(f.as_str()),
        }
    }

    /// Whether `a` and `b` sat at one session: they are two people, never to merge.
    pub fn sat_together(&self, a: PlayerId, b: PlayerId) -> bool {
        self.seats
            .values()
            .any(|s| s.contains(&a) && s.contains(&b))
    }

    /// Why `player` cannot be shown as `name`, if they cannot: an empty name, or the name (or
    /// a name entered) of someone else, which would make two people no one can tell apart
    /// (the same person is merged, not renamed).
    pub fn rename_problem(&self, player: PlayerId, name: &str) -> Option<RenameProblem> {
        let key = name_key(name);
        if key.is_empty() {
            return Some(RenameProblem::Empty);
        }
        self.roster
            .players()
            .iter()
            .find(|p| {
                p.id != player
                    && std::iter::once(&p.name)
                        .chain(&p.entered_as)
                        .any(|n| name_key(n) == key)
            })
            .map(|p| RenameProblem::Taken(p.id))
    }

    /// Whether `name`, one of the names `player` was entered under, can be taken out of them
    /// as a person of its own ([`Book::split`]): they keep another name, and none of their
    /// other names is the same one but for capitals or spaces (whose seats could not be told
    /// apart).
    pub fn can_split(&self, player: PlayerId, name: &str) -> bool {
        let Some(p) = self.roster.get(player) else {
            return false;
        };
        let key = name_key(name);
        p.entered_as.len() > 1
            && p.entered_as.iter().any(|n| n == name)
            && p.entered_as.iter().filter(|n| name_key(n) == key).count() == 1
    }

    /// Undoes a merge at any later time (the undo of [`PeopleEdit::Merge`] lasts until the
    /// next change or the next start): `name`, entered for `player`, becomes a person of its
    /// own, shown under that name, with the seats it was entered at in `sessions` (a session's
    /// id and its names, as entered). `player` keeps their other names, and is shown under the
    /// first of them if they were shown as `name`. The two are said to be two
    /// ([`Book::are_distinct`]): never asked about again. Nothing is done unless
    /// [`Book::can_split`]. Undone by [`PeopleEdit::Undo`].
    pub fn split<'a>(
        &mut self,
        player: PlayerId,
        name: &str,
        sessions: impl IntoIterator<Item = (&'a str, &'a [String])>,
    ) {
        if !self.can_split(player, name) {
            return;
        }
        let before = Rc::new(self.clone());
        let Some(new) = self.roster.split_off(player, name) else {
            return;
        };
        let key = name_key(name);
        for (id, names) in sessions {
            let Some(seats) = self.seats.get_mut(id) else {
                continue;
            };
            for (seat, entered) in seats.iter_mut().zip(names) {
                if *seat == player && name_key(entered) == key {
                    *seat = new;
                }
            }
        }
        self.distinct.push((player.min(new), player.max(new)));
        self.before = Some(before);
    }

    /// Applies a change (to a book [`Book::linked`] to every session). A merge of two people
    /// who sat at one session is refused: one person cannot hold two seats; so is a rename
    /// with a [`Book::rename_problem`].
    pub fn edit(&mut self, edit: PeopleEdit) {
        let before = Rc::new(self.clone());
        match edit {
            PeopleEdit::Undo => {
                if let Some(before) = self.before.take() {
                    let filter = self.filter.take();
                    *self = Rc::unwrap_or_clone(before);
                    self.filter = filter;
                }
                return;
            }
            PeopleEdit::Filter(f) => {
                self.filter = f;
                return;
            }
            PeopleEdit::Link => return,
            PeopleEdit::Rename { player, name } => {
                if self.rename_problem(player, &name).is_some()
                    || !self.roster.rename(player, &name)
                {
                    return;
                }
            }
            PeopleEdit::Merge { from, into } => {
                if self.sat_together(from, into) || !self.roster.merge(from, into) {
                    return;
                }
                for seat in self.seats.values_mut().flatten() {
                    if *seat == from {
                        *seat = into;
                    }
                }
                // What was said of `from` is said of the person it joins.
                let pairs = std::mem::take(&mut self.distinct);
                for (x, y) in pairs {
                    let (x, y) = (
                        if x == from { into } else { x },
                        if y == from { into } else { y },
                    );
                    if x != y && !self.are_distinct(x, y) {
                        self.distinct.push((x.min(y), x.max(y)));
                    }
                }
            }
            PeopleEdit::Distinct { a, b } => {
                if a == b || self.are_distinct(a, b) {
                    return;
                }
                self.distinct.push((a.min(b), a.max(b)));
            }
            PeopleEdit::SetGroup { session, group } => {
                let group = group.trim();
                // The group it is in already (or none for none, spaces included): nothing
                // changes, nothing to undo (QA helper-60: spaces in a session without a group
                // said "Name changed." with an undo that took back nothing).
                let now = self.group_of(&session).map(name_key);
                if now == (!group.is_empty()).then(|| name_key(group)) {
                    return;
                }
                for g in &mut self.groups {
                    g.sessions.retain(|s| *s != session);
                }
                if !group.is_empty() {
                    match self
                        .groups
                        .iter_mut()
                        .find(|g| name_key(&g.name) == name_key(group))
                    {
                        Some(g) => g.sessions.push(session),
                        None => self.groups.push(Group {
                            name: group.to_owned(),
                            sessions: vec![session],
                        }),
                    }
                }
                self.groups.retain(|g| !g.sessions.is_empty());
                if self
                    .filter
                    .as_deref()
                    .is_some_and(|f| self.groups.iter().all(|g| g.name != f))
                {
                    self.filter = None;
                }
            }
        }
        self.before = Some(before);
    }

    /// Takes in the people and groups of an imported file (`theirs`, its sessions' ids
    /// already those they were given here). Ids are a device's own, so a person of the file
    /// is matched by name: they are the known person one of their names surely matches
    /// ([`Roster::find`]: one person only, by [`name_key`]), who is then entered under their
    /// names too; otherwise they are added with a new id, their name shown and names entered
    /// kept. Two people of the file never become one. Their sessions' seats and their groups
    /// follow (a group joins the group of the same name key). This book's filter stays.
    pub fn merge_in(&mut self, theirs: &Book) {
        let known = self.roster.clone();
        let mut map: Vec<(PlayerId, PlayerId)> = Vec::new();
        for p in theirs.roster.players() {
            let found =
                std::iter::once(&p.name)
                    .chain(&p.entered_as)
                    .find_map(|n| match known.find(n) {
                        NameMatch::Known(id) if !map.iter().any(|m| m.1 == id) => Some(id),
                        _ => None,
                    });
            let id = match found {
                Some(id) => {
                    for n in &p.entered_as {
                        self.roster.remember(id, n);
                    }
                    id
                }
                None => self.roster.add_as(&p.name, &p.entered_as),
            };
            map.push((p.id, id));
        }
        let ours = |id: PlayerId| map.iter().find(|m| m.0 == id).map(|m| m.1);
        for (session, seats) in &theirs.seats {
            if let Some(seats) = seats.iter().map(|p| ours(*p)).collect::<Option<Vec<_>>>() {
                self.seats.insert(session.clone(), seats);
            }
        }
        for g in &theirs.groups {
            match self
                .groups
                .iter_mut()
                .find(|o| name_key(&o.name) == name_key(&g.name))
            {
                Some(o) => o.sessions.extend(g.sessions.iter().cloned()),
                None => self.groups.push(g.clone()),
            }
        }
    }

    /// The same book with its sessions' ids changed as `ids` says ((old, new); a session not
    /// named keeps its id): an imported file's sessions get new ids here.
    pub fn renumbered(mut self, ids: &[(String, String)]) -> Book {
        let new = |id: &String| {
            ids.iter()
                .find(|(old, _)| old == id)
                .map_or_else(|| id.clone(), |(_, new)| new.clone())
        };
        // Inserted one by one: collecting into a B-tree sorts first, with a sort whose code
        // is kilobytes of wasm (issue #7).
        let mut seats = SortedMap::new();
        for (k, v) in std::mem::take(&mut self.seats) {
            seats.insert(new(&k), v);
        }
        self.seats = seats;
        for g in &mut self.groups {
            for s in &mut g.sessions {
                *s = new(s);
            }
        }
        self
    }
}
