//! The new-session form's seats filled from the people already known (issue #16): who they
//! are, in what order the form offers them, and which of them a seat's text may mean. Pure,
//! tested natively (`tests/seats.rs`).
//!
//! The people are those of the stored sessions as the Players screen has them: the book's
//! people (`crate::people::Book`, its renames and merges), every session linked to them
//! ([`Book::linked`]: stored links, then names, oldest session first, sure matches only), so a
//! person entered as "marie-christine " once and "Marie-Christine" later, or two entries
//! merged into one, is offered once. They are offered most recent first, in seat order within
//! a session, not by rating: who sits at the table tonight is best told by who sat there
//! lately, a rating says how well one plays, not whether one came; and it needs no scoring, so
//! the form stays quick with many sessions. A person is offered under the name the Players
//! screen shows (renamed or not), which links them again: the core matches that name too.
//! Names remembered from sessions since deleted come after them.

use crate::core::players::{fold_accents, name_key};
use crate::core::sort_by_key;
use crate::people::Book;
use crate::session::Session;

/// The most suggestions listed under a seat.
pub const SUGGESTIONS: usize = 5;

/// A person the form can seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    /// The name they last sat under (trimmed): what a tap puts in the seat.
    pub name: String,
    /// The [`name_key`] of every name they were entered under.
    keys: Vec<String>,
}

impl Known {
    /// Whether one of the seats holds one of this person's names (case and spaces aside).
    fn seated(&self, names: &[String]) -> bool {
        names.iter().any(|n| self.keys.contains(&name_key(n)))
    }
}

/// The people of `sessions` (in any order) as `book` has them, most recent first, then the
/// names of `remembered` (most recent first) that are nobody's of them.
pub fn known_people<'a>(
    sessions: impl IntoIterator<Item = &'a Session>,
    book: &Book,
    remembered: &[String],
) -> Vec<Known> {
    let mut list: Vec<&Session> = sessions.into_iter().collect();
    sort_by_key(&mut list, |s| s.created);
    let book = book.linked(
        list.iter()
            .map(|s| (s.id.as_str(), s.created, s.players.as_slice())),
    );
    let mut seen = Vec::new();
    let mut known: Vec<Known> = Vec::new();
    for s in list.iter().rev() {
        for id in book.seats.get(&s.id).into_iter().flatten() {
            let Some(p) = book.roster.get(*id).filter(|_| !seen.contains(id)) else {
                continue;
            };
            seen.push(*id);
            known.push(Known {
                name: p.name.clone(),
                keys: std::iter::once(&p.name)
                    .chain(&p.entered_as)
                    .map(|n| name_key(n))
                    .collect(),
            });
        }
    }
    for n in remembered {
        let key = name_key(n);
        if !key.is_empty() && !known.iter().any(|k| k.keys.contains(&key)) {
            known.push(Known {
                name: n.trim().to_owned(),
                keys: vec![key],
            });
        }
    }
    known
}

/// The known people no seat holds yet, most recent first.
pub fn unseated<'a>(known: &'a [Known], names: &[String]) -> Vec<&'a Known> {
    known.iter().filter(|k| !k.seated(names)).collect()
}

/// Whether the name typed in a seat is nobody's known: a new player. False for an empty seat.
pub fn is_new(known: &[Known], name: &str) -> bool {
    let key = name_key(name);
    !key.is_empty() && !known.iter().any(|k| k.keys.contains(&key))
}

/// The people the text of `seat` may mean, best first, at most [`SUGGESTIONS`]: those not
/// seated (this seat's own person included, once typed in full) with a name that starts with
/// the text, then those with a word of their name that does ("pierre" for
/// "Jean-Pierre-Louis"), then those whose name holds it; most recent first within each.
/// Case, spaces, accents and hyphens aside ("elo" finds "Élodie", "Fitzgerald Smythe" finds
/// "Fitzgerald-Smythe"). None for an empty seat.
pub fn suggestions<'a>(known: &'a [Known], names: &[String], seat: usize) -> Vec<&'a Known> {
    let loose = |key: &str| fold_accents(key).replace('-', " ");
    let typed = loose(&name_key(names.get(seat).map_or("", String::as_str)));
    if typed.is_empty() {
        return Vec::new();
    }
    let mut found: Vec<(u8, &Known)> = unseated(known, names)
        .into_iter()
        .filter_map(|k| {
            let rank = k
                .keys
                .iter()
                .filter_map(|key| {
                    let key = loose(key);
                    if key.starts_with(&typed) {
                        Some(0)
                    } else if key.split(' ').any(|w| w.starts_with(&typed)) {
                        Some(1)
                    } else {
                        key.contains(&typed).then_some(2)
                    }
                })
                .min()?;
            Some((rank, k))
        })
        .collect();
    sort_by_key(&mut found, |f| f.0);
    found.truncate(SUGGESTIONS);
    found.into_iter().map(|f| f.1).collect()
}
