//! What the player changed about people and groups (issue #16): a person renamed, two entries
//! merged into one person, sessions put in groups ("le mardi chez Paul") and the group the
//! Players screen is filtered by; the last change can be undone. Pure, tested natively.
//!
//! Kept in memory only for now: the stored snapshot does not carry people or groups yet. To
//! keep them, storage would need (a new snapshot version, with a migration that makes the
//! people of older snapshots by name matching, as here): the roster (each person's id, name
//! and names entered), each session's seats linked to person ids, the groups (a name and its
//! sessions' ids, or a group id on each session), and export/import carrying the same. Until
//! then a person is named by the [`name_key`] of a name they were entered under, which stays
//! true however the sessions are linked again.

use crate::core::players::{name_key, Player, PlayerId, Roster, SessionRecord};

/// A group of sessions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Group {
    pub name: String,
    /// Session ids.
    pub sessions: Vec<String>,
}

/// The edits, and the edits before the last change (undo).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PeopleEdits {
    /// (a name key of the person, the name shown).
    pub renames: Vec<(String, String)>,
    /// (a name key of the entry merged, a name key of the person it joins), in order.
    pub merges: Vec<(String, String)>,
    pub groups: Vec<Group>,
    /// The group the statistics are filtered by.
    pub filter: Option<String>,
    before: Option<Box<PeopleEdits>>,
}

/// One change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeopleEdit {
    Rename {
        key: String,
        name: String,
    },
    Merge {
        from: String,
        into: String,
    },
    /// Put a session in a group (a name), or in none (empty).
    SetGroup {
        session: String,
        group: String,
    },
    Filter(Option<String>),
    Undo,
}

impl PeopleEdits {
    /// Whether the last change can be undone.
    pub fn can_undo(&self) -> bool {
        self.before.is_some()
    }

    /// The group of a session.
    pub fn group_of(&self, session: &str) -> Option<&str> {
        self.groups
            .iter()
            .find(|g| g.sessions.iter().any(|s| s == session))
            .map(|g| g.name.as_str())
    }

    /// Applies a change (a filter is not a change to undo).
    pub fn edit(&mut self, edit: PeopleEdit) {
        if edit == PeopleEdit::Undo {
            if let Some(before) = self.before.take() {
                let filter = self.filter.take();
                *self = *before;
                self.filter = filter;
            }
            return;
        }
        if let PeopleEdit::Filter(f) = edit {
            self.filter = f;
            return;
        }
        let before = Box::new(self.clone());
        match edit {
            PeopleEdit::Rename { key, name } => {
                let name = name.trim().to_owned();
                if name.is_empty() {
                    return;
                }
                self.renames.retain(|(k, _)| *k != key);
                self.renames.push((key, name));
            }
            PeopleEdit::Merge { from, into } => {
                if from == into {
                    return;
                }
                self.merges.push((from, into));
            }
            PeopleEdit::SetGroup { session, group } => {
                for g in &mut self.groups {
                    g.sessions.retain(|s| *s != session);
                }
                let group = group.trim();
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
            PeopleEdit::Filter(_) | PeopleEdit::Undo => return,
        }
        self.before = Some(before);
    }

    /// Whether a session is counted under the filter.
    pub fn shows(&self, session: &str) -> bool {
        match &self.filter {
            None => true,
            Some(f) => self.group_of(session) == Some(f.as_str()),
        }
    }

    /// The roster and the sessions' seats with the edits applied: a merged entry's seats go
    /// to the person it joins (who is entered under its names too), unless both sat at one
    /// session (then the merge is left out: one person cannot hold two seats); a renamed
    /// person shows the new name.
    pub fn apply(&self, roster: &Roster, records: &mut [SessionRecord]) -> Roster {
        let mut players: Vec<Player> = roster.players().to_vec();
        let find = |players: &[Player], key: &str| {
            players
                .iter()
                .find(|p| {
                    p.entered_as
                        .iter()
                        .chain([&p.name])
                        .any(|n| name_key(n) == key)
                })
                .map(|p| p.id)
        };
        for (from, into) in &self.merges {
            let (Some(a), Some(b)) = (find(&players, from), find(&players, into)) else {
                continue;
            };
            let together = records
                .iter()
                .any(|r| r.seats.contains(&a) && r.seats.contains(&b));
            if a == b || together {
                continue;
            }
            for r in records.iter_mut() {
                for seat in r.seats.iter_mut().filter(|s| **s == a) {
                    *seat = b;
                }
            }
            let names = players
                .iter()
                .find(|p| p.id == a)
                .map(|p| p.entered_as.clone())
                .unwrap_or_default();
            players.retain(|p| p.id != a);
            if let Some(p) = players.iter_mut().find(|p| p.id == b) {
                p.entered_as.extend(names);
            }
        }
        for (key, name) in &self.renames {
            if let Some(id) = find(&players, key) {
                if let Some(p) = players.iter_mut().find(|p| p.id == id) {
                    p.name = name.clone();
                }
            }
        }
        Roster::from_players(players).unwrap_or_default()
    }
}

/// The name key a person is known by in the edits: their first entered name's.
pub fn key_of(roster: &Roster, id: PlayerId) -> String {
    roster
        .get(id)
        .and_then(|p| p.entered_as.first())
        .map(|n| name_key(n))
        .unwrap_or_default()
}
