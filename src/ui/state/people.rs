//! The players of the stored sessions as people (issue #16): the sessions' seats linked to
//! the people kept ([`Book`]; a session not linked yet by the core's matching, sure matches
//! only, oldest session first, as `tarot-score stats` links files), their lifetime statistics
//! and ratings (`core::lifetime`, `core::ratings`) and each one's rating after every rated
//! hand (the rating chart). Pure: the figures are made on each change, never stored.

use crate::core::games::GameKind;
use crate::core::lifetime::{lifetime, PlayerReport};
use crate::core::players::{Play, PlayerId, Question, Roster, SessionRecord};
use crate::core::ratings::{ratings, Tenths, START};
use crate::core::sort_by_key;
use crate::session::{Game, Session};

use crate::people::{Book, RenameProblem};

/// Everybody who sat at a counted session.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct People {
    /// Each person's figures, highest rating first (then by name key, then id).
    pub players: Vec<PlayerReport>,
    /// Names that may be a person already known: linked to a new person, never merged
    /// without asking.
    pub questions: Vec<Question>,
    /// Each person's rating before their first rated hand ([`START`]) and after each one,
    /// by id.
    history: Vec<Vec<Tenths>>,
    /// The people (their roster) and the sessions' seats linked to them: who sat with whom.
    linked: Book,
}

impl People {
    pub fn get(&self, id: PlayerId) -> Option<&PlayerReport> {
        self.players.iter().find(|p| p.id == id)
    }

    /// A person's rating before their first rated hand ([`START`]) and after each one.
    pub fn history(&self, id: PlayerId) -> &[Tenths] {
        self.history.get(id.0 as usize).map_or(&[], Vec::as_slice)
    }

    /// Whether `a` may be merged into `b` (or `b` into `a`): never two people who sat at one
    /// session, which the merge would refuse.
    pub fn can_merge(&self, a: PlayerId, b: PlayerId) -> bool {
        a != b && !self.linked.sat_together(a, b)
    }

    /// The people known, by id.
    pub fn roster(&self) -> &Roster {
        &self.linked.roster
    }

    /// Why `id` cannot be shown as `name`, if they cannot ([`Book::rename_problem`]).
    pub fn rename_problem(&self, id: PlayerId, name: &str) -> Option<RenameProblem> {
        self.linked.rename_problem(id, name)
    }

    /// The display name of a person.
    pub fn name(&self, id: PlayerId) -> &str {
        self.roster().get(id).map_or("", |p| p.name.as_str())
    }
}

/// What the statistics read of a session, its seats linked to people.
pub fn record_of(session: &Session, seats: Vec<PlayerId>) -> SessionRecord {
    let play = match &session.game {
        Game::FrenchTarot(_) => match session.scorecard() {
            Ok(card) => Play::FrenchTarot(Box::new(card)),
            Err(e) => Play::Unscorable(e),
        },
        game => Play::OtherGame(GameKind::of(game)),
    };
    SessionRecord {
        id: session.id.clone(),
        created: session.created,
        seats,
        play,
    }
}

/// The people of these sessions (in any order).
pub fn people<'a>(sessions: impl IntoIterator<Item = &'a Session>) -> People {
    people_with(sessions, &Book::default())
}

/// The people of these sessions as the book links them (names, merges), counting only the
/// sessions of the group filtered by. Sessions are linked to people before they are filtered,
/// so a person is the same whatever the filter.
pub fn people_with<'a>(sessions: impl IntoIterator<Item = &'a Session>, book: &Book) -> People {
    let list: Vec<&Session> = sessions.into_iter().collect();
    let linked = book.linked(
        list.iter()
            .map(|s| (s.id.as_str(), s.created, s.players.as_slice())),
    );
    let mut records: Vec<SessionRecord> = list
        .into_iter()
        .filter(|s| book.shows(&s.id))
        .map(|s| record_of(s, linked.seats.get(&s.id).cloned().unwrap_or_default()))
        .collect();
    sort_by_key(&mut records, |r| r.created);
    let mut questions = linked.questions();
    // A question about someone of no session left (deleted since) is not asked.
    questions.retain(|q| linked.seats.values().any(|s| s.contains(&q.linked_to)));
    let roster = &linked.roster;
    let rated = ratings(&records);
    // Everybody of a counted session, with their rating (`core::lifetime::report` without
    // the sessions left out, which this screen does not list).
    let mut players: Vec<PlayerReport> = lifetime(&records)
        .into_iter()
        .map(|(id, stats)| {
            let p = roster.get(id);
            PlayerReport {
                name: p.map(|p| p.name.clone()).unwrap_or_default(),
                id,
                entered_as: p.map(|p| p.entered_as.clone()).unwrap_or_default(),
                stats,
                rating: rated.rating(id),
            }
        })
        .collect();
    sort_by_key(&mut players, |p| {
        (
            std::cmp::Reverse(p.rating),
            crate::core::players::name_key(&p.name),
            p.id,
        )
    });
    let ids = roster.players().iter().map(|p| p.id.0 as usize + 1).max();
    let mut history: Vec<Vec<Tenths>> = vec![vec![START]; ids.unwrap_or(0)];
    for i in 0..rated.hands().len() {
        for &(p, change) in rated.changes(i).unwrap_or_default() {
            if let Some(line) = history.get_mut(p.0 as usize) {
                let last = line.last().copied().unwrap_or(START);
                line.push(Tenths(last.0 + change));
            }
        }
    }
    People {
        players,
        questions,
        history,
        linked,
    }
}
