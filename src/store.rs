//! The durable store's pure half: one record per session (IndexedDB, `src/durable.rs`), hand
//! identities, and the merge of two tabs' versions of one session by hand identity. No
//! browser call here: everything is tested natively (`tests/storage.rs`).
//!
//! A record is the JSON text of a [`Record`]: the session (session format 2), its revision,
//! its place in the list and the identity of each hand. It is kept as text so that one that
//! cannot be read is set aside exactly as it was.

use crate::core::sorted_map::SortedMap;

use serde::{Deserialize, Serialize};

use crate::session::{self, HandRecord, Session, FORMAT_VERSION};
use crate::storage::StoredSession;

/// The IndexedDB database and its one object store (records keyed by session id).
pub const DB: &str = "tarot-companion";
pub const STORE: &str = "sessions";
/// The keys of the store's own records, numbers where sessions have strings (no session id
/// can take them, and a listing of the sessions skips them): the index of the sessions as
/// builds before its buckets wrote it whole (read by them, deleted when the buckets are
/// written), the undo history, and the index's buckets ([`bucket_key`]).
pub const INDEX: f64 = 1.0;
pub const HISTORY: f64 = 2.0;
/// The index is kept in this many records, the buckets: a save rewrites the buckets of the
/// sessions it writes, not the summary of every session (with 1,000 sessions, about 31
/// summaries a tap, not 1,000).
pub const BUCKETS: u32 = 32;
const FIRST_BUCKET: f64 = 16.0;

/// The bucket of a session's summary: FNV-1a of its id up to its first `-`, so that a
/// conflict's copy (`{id}-{n}`) shares its session's bucket, read in the same transaction.
pub fn bucket(id: &str) -> u32 {
    let stem = id.split('-').next().unwrap_or(id);
    let mut hash: u32 = 0x811c_9dc5;
    for b in stem.bytes() {
        hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    hash % BUCKETS
}

/// The store's key of a bucket (16 to 47).
pub fn bucket_key(bucket: u32) -> f64 {
    FIRST_BUCKET + f64::from(bucket)
}
/// The localStorage key another tab watches (its `storage` event): the ids of the records
/// just written, for it to read them again.
pub const CHANGED: &str = "tarot-companion.changed";

/// One stored session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// How many times it was saved changed.
    pub rev: u64,
    /// Its place in the list: the higher, the more recent (listed first).
    #[serde(default)]
    pub seq: u64,
    /// The identity of each hand, in the order of `session.hands` (older data has none: each
    /// hand is given one when read, see [`Record::from_text`]).
    #[serde(default)]
    pub ids: Vec<u64>,
    pub session: Session,
}

impl Record {
    /// Reads a record's text. Missing hand identities are given (`fresh`); an error names the
    /// place (`session: hands[3]: …`).
    pub fn from_text(text: &str, fresh: &mut dyn FnMut() -> u64) -> Result<Record, String> {
        let mut record: Record =
            crate::json::from_str(text).map_err(|e| session::place_only(&e))?;
        if record.session.version != FORMAT_VERSION {
            return Err(format!("session format version {}", record.session.version));
        }
        let n = record.session.hands.len();
        record.ids.truncate(n);
        while record.ids.len() < n {
            record.ids.push(fresh());
        }
        Ok(record)
    }

    pub fn to_text(&self) -> String {
        crate::json::to_string(self).unwrap_or_else(|e| panic!("a record always serializes: {e}"))
    }

    /// The session and its revision, as the rest of the app keeps it.
    pub fn stored(&self) -> StoredSession {
        StoredSession {
            rev: self.rev,
            session: self.session.clone(),
        }
    }
}

/// The records of a snapshot's sessions (most recent first), for the migration of an old
/// snapshot: each session keeps its revision, the first gets the highest place.
pub fn records_of(sessions: &[StoredSession], fresh: &mut dyn FnMut() -> u64) -> Vec<Record> {
    let n = sessions.len() as u64;
    sessions
        .iter()
        .enumerate()
        .map(|(i, s)| Record {
            rev: s.rev,
            seq: n - i as u64,
            ids: s.session.hands.iter().map(|_| fresh()).collect(),
            session: s.session.clone(),
        })
        .collect()
}

/// Records in the app's order: most recent first (highest place; records of one place keep
/// their order, the store's: by id).
pub fn ordered(mut records: Vec<Record>) -> Vec<Record> {
    crate::core::sort_by_key(&mut records, |r| std::cmp::Reverse(r.seq));
    records
}

/// The identities of `session`'s hands, given the record it was last saved as (`base`):
/// a hand the player left, edited in place or moved keeps its identity, a new one gets a fresh
/// one. The reducer changes one hand at a time (a new hand at the end, an edit, a deletion),
/// so the hands that differ are found between the common start and the common end.
pub fn align(base: Option<&Record>, session: &Session, fresh: &mut dyn FnMut() -> u64) -> Vec<u64> {
    let Some(base) = base else {
        return session.hands.iter().map(|_| fresh()).collect();
    };
    let (old, new) = (&base.session.hands, &session.hands);
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let room = old.len().min(new.len()) - prefix;
    let suffix = old
        .iter()
        .rev()
        .zip(new.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    let mut ids: Vec<u64> = base.ids[..prefix].to_vec();
    let old_mid = &base.ids[prefix..old.len() - suffix];
    let new_mid = new.len() - suffix - prefix;
    ids.extend(old_mid.iter().take(new_mid).copied());
    while ids.len() < prefix + new_mid {
        ids.push(fresh());
    }
    ids.extend_from_slice(&base.ids[old.len() - suffix..]);
    ids
}

/// The merge of one session saved in two tabs.
#[derive(Clone, Debug, PartialEq)]
pub struct Merge {
    /// What to store.
    pub record: Record,
    /// The same hand (or the players, name or settings) changed differently on both sides:
    /// `record` has the other tab's version; this tab's whole session is to be kept as a copy.
    pub conflict: bool,
}

/// Three-way merge of hands by identity. `base`: as this tab last saw them; `theirs`: as
/// stored now; `mine`: this tab's. Kept: every hand of either side, except one deleted on a
/// side while unchanged on the other. A hand changed on one side only takes that change; a
/// hand changed differently on both sides keeps theirs and reports a conflict. Order: theirs,
/// then the hands only this tab has, in its order.
pub fn merge_hands<T: Clone + PartialEq>(
    base: &[(u64, T)],
    theirs: &[(u64, T)],
    mine: &[(u64, T)],
) -> (Vec<(u64, T)>, bool) {
    let find = |list: &[(u64, T)], id: u64| list.iter().position(|(i, _)| *i == id);
    let mut out = Vec::with_capacity(theirs.len().max(mine.len()));
    let mut conflict = false;
    for (id, t) in theirs {
        let b = find(base, *id).map(|i| &base[i].1);
        let m = find(mine, *id).map(|i| &mine[i].1);
        match (b, m) {
            (_, Some(m)) if m == t => out.push((*id, t.clone())),
            (Some(b), Some(m)) if t == b => out.push((*id, m.clone())),
            (Some(b), Some(m)) if m == b => out.push((*id, t.clone())),
            (_, Some(_)) => {
                conflict = true;
                out.push((*id, t.clone()));
            }
            // Deleted here: gone unless changed there since.
            (Some(b), None) if b == t => {}
            _ => out.push((*id, t.clone())),
        }
    }
    for (id, m) in mine {
        if find(theirs, *id).is_some() {
            continue;
        }
        match find(base, *id) {
            // Deleted there: gone unless changed here since.
            Some(i) if base[i].1 == *m => {}
            _ => out.push((*id, m.clone())),
        }
    }
    (out, conflict)
}

/// Three-way merge of a whole session: its hands by identity ([`merge_hands`]), its players,
/// name and settings as a whole. `mine` is this tab's record (revision already counted),
/// `theirs` the stored one, `base` what this tab last saw (`None`: new here).
pub fn merge(base: Option<&Record>, theirs: Option<&Record>, mine: &Record) -> Merge {
    let Some(theirs) = theirs else {
        // Nothing stored (new here, or deleted there: a change here wins over a deletion).
        return Merge {
            record: mine.clone(),
            conflict: false,
        };
    };
    if base.is_some_and(|b| b.rev == theirs.rev) || theirs == mine {
        // Unchanged there since this tab saw it.
        return Merge {
            record: mine.clone(),
            conflict: false,
        };
    }
    if theirs.session == mine.session {
        // Already stored as it is here (a change written down as a page went, replayed after
        // its save landed, its new hands identified there otherwise): nothing to add.
        return Merge {
            record: theirs.clone(),
            conflict: false,
        };
    }
    let pairs = |r: &Record| -> Vec<(u64, HandRecord)> {
        r.ids
            .iter()
            .copied()
            .zip(r.session.hands.iter().cloned())
            .collect()
    };
    let base_pairs = base.map(pairs).unwrap_or_default();
    let (hands, mut conflict) = merge_hands(&base_pairs, &pairs(theirs), &pairs(mine));
    // Players, name, settings.
    let head = |s: &Session| (s.players.clone(), s.name.clone(), s.game.clone());
    let (t, m) = (head(&theirs.session), head(&mine.session));
    let mut session = theirs.session.clone();
    if t != m {
        match base.map(|b| head(&b.session)) {
            Some(b) if b == t => {
                (session.players, session.name, session.game) = m;
            }
            Some(b) if b == m => {}
            _ => conflict = true,
        }
    }
    let (ids, hands): (Vec<u64>, Vec<HandRecord>) = hands.into_iter().unzip();
    session.hands = hands;
    let record = Record {
        rev: theirs.rev.max(mine.rev) + 1,
        seq: theirs.seq.max(mine.seq),
        ids,
        session,
    };
    Merge { record, conflict }
}

/// The ancestor to merge this tab's change to session `id` against ([`merge`]), the store
/// holding `theirs`, given what it held when this tab last read or wrote it (`base`) and what a
/// save in flight sends (`sent`): what was sent when the store holds exactly that (it landed,
/// and a change sent then undone is undone), otherwise what the store held before (a hand
/// added anywhere since is kept).
pub fn ancestor<'a>(
    base: &'a [Record],
    sent: &'a [Record],
    id: &str,
    theirs: Option<&Record>,
) -> Option<&'a Record> {
    let find = |list: &'a [Record]| list.iter().find(|b| b.session.id == id);
    match (find(sent), theirs) {
        (Some(s), Some(t)) if s.rev == t.rev && s.session == t.session => Some(s),
        _ => find(base),
    }
}

/// What this tab last stored or read, record by record.
pub type Base = SortedMap<String, Record>;

/// This tab's records for its changed sessions (in the list's order, most recent first)
/// against what it last stored or sent (`base`, by id): `None` for a session unchanged since
/// (nothing to write), otherwise the record to write, its revision counted, its hands
/// identified. A new session, and the first `lead` (changed at the very top of the list: the
/// one just played moves first, see `Sessions::played`), are placed above every other (above
/// `top`, the highest place known), in the list's order.
pub fn revise<'a>(
    base: &dyn Fn(&str) -> Option<&'a Record>,
    top: u64,
    sessions: &[&Session],
    lead: usize,
    fresh: &mut dyn FnMut() -> u64,
) -> Vec<Option<Record>> {
    let raised = |i: usize, s: &Session| i < lead || base(&s.id).is_none();
    let count = sessions
        .iter()
        .enumerate()
        .filter(|(i, s)| raised(*i, s))
        .count() as u64;
    let mut next = top + count;
    sessions
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let b = base(&s.id);
            if b.is_some_and(|b| b.session == **s) {
                return None;
            }
            let seq = if raised(i, s) {
                next -= 1;
                next + 1
            } else {
                b.map_or(0, |b| b.seq)
            };
            Some(Record {
                rev: b.map_or(1, |b| b.rev + 1),
                seq,
                ids: align(b, s, fresh),
                session: Session::clone(s),
            })
        })
        .collect()
}

/// One session in the index: what the home list shows of it, without its hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub id: String,
    pub rev: u64,
    pub seq: u64,
    pub created: u64,
    pub players: Vec<String>,
    /// How many hands were dealt (a penalty row is none).
    pub hands: usize,
    /// The seats in the lead and their total, once a hand was played ([`standing`]).
    pub lead: Lead,
    /// The game (an index written before it was kept says none).
    #[serde(default)]
    pub game: Option<crate::core::games::GameKind>,
    /// A game of a set number of hands, all played: its leaders are its winners (an index
    /// written before it was kept says not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub over: bool,
    /// The session's name, when it has one (an index written before it was kept says none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// The seats in the lead and their total, once a hand was played, and whether the game is
/// over (a set number of hands, all played): what a home card says of a session, from its
/// summary or from the session itself. A French Tarot session needs only its scorecard's
/// totals, not the table of every game built from it.
pub type Lead = Option<(Vec<usize>, i64)>;

pub fn standing(s: &crate::session::Session) -> (Lead, bool) {
    if s.hands.is_empty() {
        return (None, false);
    }
    let result = match &s.game {
        crate::session::Game::FrenchTarot(_) => s.scorecard().ok().map(|c| (c.totals, c.finished)),
        _ => s.table().ok().map(|t| (t.totals, t.finished)),
    };
    match result {
        Some((totals, over)) => {
            let seats = crate::core::stats::leaders(&totals);
            let best = seats.first().map_or(0, |&i| totals[i]);
            (Some((seats, best)), over)
        }
        None => (None, false),
    }
}

impl Summary {
    pub fn of(record: &Record) -> Summary {
        let s = &record.session;
        let (lead, over) = standing(s);
        Summary {
            id: s.id.clone(),
            rev: record.rev,
            seq: record.seq,
            created: s.created,
            players: s.players.clone(),
            hands: crate::core::games::deals(&s.hands),
            lead,
            game: Some(crate::core::games::GameKind::of(&s.game)),
            over,
            name: s.name.clone(),
        }
    }
}

/// The index of the sessions: a summary of each, most recent first, so that the home list is
/// drawn at start without reading every session. Stored in [`BUCKETS`] records
/// ([`Index::bucket`], [`Index::join`]); the buckets of the sessions a save writes are
/// written in its transaction, from the buckets stored then ([`Index::update`]); rebuilt from
/// the records ([`Index::of`]) when one is missing, unreadable or stale ([`Index::fits`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Index {
    pub sessions: Vec<Summary>,
}

impl Index {
    /// The index of these records.
    pub fn of(records: &[Record]) -> Index {
        let mut index = Index {
            sessions: records.iter().map(Summary::of).collect(),
        };
        index.order();
        index
    }

    fn order(&mut self) {
        crate::core::sort_by_key(&mut self.sessions, |s| std::cmp::Reverse(s.seq));
    }

    /// Its [`BUCKETS`] buckets, in one pass: bucket `b` holds the summaries of the sessions of
    /// [`bucket`] `b`, most recent first.
    pub fn buckets(&self) -> Vec<Index> {
        let mut out = vec![Index::default(); BUCKETS as usize];
        for s in &self.sessions {
            out[bucket(&s.id) as usize].sessions.push(s.clone());
        }
        out
    }

    /// The index of all its buckets.
    pub fn join(buckets: Vec<Index>) -> Index {
        let mut index = Index {
            sessions: buckets.into_iter().flat_map(|b| b.sessions).collect(),
        };
        index.order();
        index
    }

    /// The records written by a save: each `Some` record summarised again, each `None` gone.
    pub fn update<'a>(
        &mut self,
        written: impl IntoIterator<Item = (&'a String, &'a Option<Record>)>,
    ) {
        for (id, record) in written {
            self.sessions.retain(|s| s.id != *id);
            if let Some(r) = record {
                self.sessions.push(Summary::of(r));
            }
        }
        self.order();
    }

    /// The index rebuilt from the records read at start (`fresh`), keeping what other tabs
    /// saved while they were read: a summary stored `now` that differs from the one stored
    /// `before` the records were read (changed, added or removed since) was written with its
    /// record in that tab's transaction, and stays. Every other summary is `fresh`'s. (A
    /// session missing from `before` and deleted meanwhile stays listed until the next
    /// start: the two indexes cannot tell it from one never listed.)
    ///
    /// Each summary is looked for in the other lists, one by one: it is called for each
    /// bucket, a few dozen summaries.
    pub fn mend(before: &Index, now: &Index, fresh: &Index) -> Index {
        let changed = |id: &str| now.find(id) != before.find(id);
        let mut index = Index {
            sessions: (fresh.sessions.iter().filter(|s| !changed(&s.id)))
                .chain(now.sessions.iter().filter(|s| changed(&s.id)))
                .cloned()
                .collect(),
        };
        index.order();
        index
    }

    fn find(&self, id: &str) -> Option<&Summary> {
        self.sessions.iter().find(|s| s.id == id)
    }

    /// Whether it describes these records (the same sessions, revisions and places): an
    /// index that does not was left stale (a save by an older build, a record kept aside).
    pub fn fits(&self, records: &[Record]) -> bool {
        let mut mine: Vec<(&str, u64, u64)> = self
            .sessions
            .iter()
            .map(|s| (s.id.as_str(), s.rev, s.seq))
            .collect();
        let mut theirs: Vec<(&str, u64, u64)> = records
            .iter()
            .map(|r| (r.session.id.as_str(), r.rev, r.seq))
            .collect();
        crate::core::sort_by_key(&mut mine, |k| *k);
        crate::core::sort_by_key(&mut theirs, |k| *k);
        mine == theirs
    }
}
