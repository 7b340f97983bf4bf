//! Local storage, the pure part: reading (fresh start, unreadable text, newer versions,
//! migrations from every released version) and the three-way merge that keeps two tabs from
//! losing a hand.
#![cfg(not(target_arch = "wasm32"))] // native: proptest is a native dev-dependency

mod common;

use std::collections::BTreeSet;

use proptest::prelude::*;
use serde_json::Value;
use tarot_companion::core::french::{Contract, HandInput};
use tarot_companion::session::{HandRecord, Session};
use tarot_companion::storage::{
    self, aside_key, read, Snapshot, StorageErrorKind, StoredSession, SNAPSHOT_VERSION,
};
use tarot_companion::ui::i18n::Lang;
use tarot_companion::ui::state::Theme;

fn evening() -> Session {
    common::evening_5p20()
}

fn with_hand(mut session: Session, taker: usize) -> Session {
    session
        .hands
        .push(HandRecord::FrenchTarot(HandInput::Played(common::played(
            taker,
            0,
            Contract::Garde,
            50,
            2,
        ))));
    session
}

fn stored(rev: u64, session: Session) -> StoredSession {
    StoredSession { rev, session }
}

fn snapshot(sessions: Vec<StoredSession>) -> Snapshot {
    Snapshot {
        sessions,
        ..Snapshot::new()
    }
}

// ---------------------------------------------------------------------------------------
// Reading

#[test]
fn no_key_is_a_fresh_start() {
    assert_eq!(read::<Value>(None).unwrap(), Snapshot::new());
}

#[test]
fn a_snapshot_reads_back() {
    let mut s = snapshot(vec![stored(3, evening())]);
    s.names = vec!["Anne".into()];
    s.prefs.lang = Some(Lang::En);
    s.prefs.theme = Some(Theme::Dark);
    s.screen = Some(
        serde_json::from_str(
            r#"{ "view": { "screen": "entry", "session": "k7f3q9x2" }, "draft": { "taker": 2 } }"#,
        )
        .unwrap(),
    );
    assert_eq!(read::<Value>(Some(&s.to_json())).unwrap(), s);
}

#[track_caller]
fn read_error(text: &str) -> (StorageErrorKind, String) {
    let e = read::<Value>(Some(text)).unwrap_err();
    (e.kind().clone(), e.to_string())
}

#[test]
fn unreadable_text_is_an_error_with_a_reason() {
    let (kind, message) = read_error("{\"version\":1,\"sessions\":[{\"rev\":1,");
    assert!(matches!(kind, StorageErrorKind::Unreadable { .. }));
    assert_eq!(
        message,
        "the saved data cannot be read: EOF while parsing an object at line 1 column 34"
    );
    assert_eq!(
        read_error("not json").1,
        "the saved data cannot be read: expected ident at line 1 column 2"
    );
    assert_eq!(
        read_error("{}").1,
        "the saved data cannot be read: missing field `version` at line 1 column 2"
    );
    assert_eq!(
        read_error("{\"version\":0}").1,
        "the saved data cannot be read: version 0"
    );
    assert_eq!(
        read_error("{\"version\":1,\"sessions\":7}").1,
        "the saved data cannot be read: invalid type: integer `7`, expected a sequence"
    );
    assert_eq!(
        read_error("{\"version\":2,\"sessions\":[{\"rev\":1,\"session\":{\"version\":2}}]}").1,
        "the saved data cannot be read: sessions[0]: missing field `id`"
    );
}

#[test]
fn two_sessions_with_one_id_are_unreadable() {
    let s = snapshot(vec![stored(1, evening()), stored(2, evening())]);
    assert_eq!(
        read_error(&s.to_json()).1,
        "the saved data cannot be read: sessions[1]: two sessions have the id \"k7f3q9x2\""
    );
}

#[test]
fn a_newer_version_is_refused_not_guessed() {
    let (kind, message) = read_error("{\"version\":7,\"sessions\":[],\"whatever\":true}");
    assert_eq!(kind, StorageErrorKind::NewerVersion { version: 7 });
    assert_eq!(
        message,
        "the saved data comes from a newer version of the app (data version 7, this one reads up to 4)"
    );
}

#[test]
fn write_failures_say_so() {
    let e: storage::StorageError = StorageErrorKind::WriteFailed {
        reason: "QuotaExceededError".into(),
    }
    .into();
    assert_eq!(
        e.to_string(),
        "the browser refused to save: QuotaExceededError"
    );
    let e: storage::StorageError = StorageErrorKind::Unavailable {
        reason: "no local storage".into(),
    }
    .into();
    assert_eq!(
        e.to_string(),
        "this browser does not let the app save anything: no local storage"
    );
}

/// Every released snapshot version has a fixture that must keep loading, through the
/// migrations, to the same data.
#[test]
fn every_released_version_loads() {
    let fixtures = [
        (1, include_str!("data/v1_snapshot.json")),
        (2, include_str!("data/v2_snapshot.json")),
        (3, include_str!("data/v3_snapshot.json")),
        (4, include_str!("data/v4_snapshot.json")),
    ];
    assert_eq!(
        fixtures.len() as u32,
        SNAPSHOT_VERSION,
        "one fixture per released version"
    );
    // Version 2 is version 1 migrated, field by field.
    assert_eq!(
        read::<Value>(Some(fixtures[0].1)).unwrap(),
        read::<Value>(Some(fixtures[1].1)).unwrap()
    );
    for (version, text) in fixtures {
        let s = read::<Value>(Some(text)).unwrap_or_else(|e| panic!("v{version}: {e}"));
        assert_eq!(s.version, SNAPSHOT_VERSION);
        // Since version 3 the sessions are records of the store (`v3_record.json`, below).
        let s = match version {
            3 | 4 => {
                assert!(s.sessions.is_empty());
                Snapshot {
                    sessions: read::<Value>(Some(fixtures[1].1)).unwrap().sessions,
                    ..s
                }
            }
            _ => s,
        };
        assert_eq!(s.sessions.len(), 2, "v{version}");
        // People are kept since version 4; older snapshots have none (linked at load).
        assert_eq!(s.people.is_empty(), version < 4, "v{version}");
        assert_eq!(s.sessions[0].rev, 21);
        assert_eq!(s.sessions[0].session, evening(), "v{version}");
        assert_eq!(s.sessions[1].session.players, ["Lou", "Max", "Noé", "Paul"]);
        assert_eq!(s.prefs.lang, Some(Lang::Fr));
        assert_eq!(s.prefs.theme, Some(Theme::Dark));
        assert_eq!(
            s.names,
            ["Anne", "Bruno", "Chloé", "David", "Élise", "Lou", "Max", "Noé", "Paul"]
        );
        assert!(
            s.screen.as_ref().and_then(|v| v.get("draft")).is_some(),
            "v{version}: the hand being entered survives"
        );
        // And the scores are the ones the core computes.
        assert_eq!(
            s.sessions[0]
                .session
                .scorecard()
                .unwrap()
                .totals
                .iter()
                .sum::<i64>(),
            0
        );
    }
}

#[test]
fn the_first_free_aside_key_is_used() {
    let taken = [
        "tarot-companion.unreadable.1",
        "tarot-companion.unreadable.2",
    ];
    assert_eq!(
        aside_key(|k| taken.contains(&k)),
        "tarot-companion.unreadable.3"
    );
    assert_eq!(aside_key(|_| false), "tarot-companion.unreadable.1");
}

fn v1() -> Snapshot {
    read::<Value>(Some(include_str!("data/v1_snapshot.json"))).expect("the fixture reads")
}

#[test]
fn the_stored_text_is_what_serde_writes_for_the_snapshot() {
    let mut snapshot = v1();
    assert!(snapshot.screen.is_some() && snapshot.sessions.len() >= 2);
    let (text, parts) = snapshot.to_json_reusing(&[], Vec::new());
    assert_eq!(text, serde_json::to_string(&snapshot).unwrap());
    assert_eq!(text, snapshot.to_json());
    assert_eq!(parts.len(), snapshot.sessions.len());
    snapshot.screen = None;
    assert_eq!(
        snapshot.to_json(),
        serde_json::to_string(&snapshot).unwrap()
    );
    assert_eq!(read::<Value>(Some(&snapshot.to_json())).unwrap(), snapshot);
}

#[test]
fn only_unchanged_sessions_reuse_their_json() {
    let old = v1();
    let mut new = old.clone();
    // The first session changes without a new revision (as after a deletion and an undo):
    // its content decides, not its revision.
    new.sessions[0].session.hands.pop();
    let marks = vec![r#""stale""#.to_owned(), r#""reused""#.to_owned()];
    let (text, parts) = new.to_json_reusing(&old.sessions, marks);
    assert!(!text.contains("stale"));
    assert_eq!(parts[0], serde_json::to_string(&new.sessions[0]).unwrap());
    assert_eq!(parts[1], r#""reused""#);
    // With the real JSON of the old sessions, the same text as a full serialization.
    let (_, real) = old.to_json_reusing(&[], Vec::new());
    assert_eq!(new.to_json_reusing(&old.sessions, real).0, new.to_json());
}

/// D4: one part that cannot be read (the screen, a session) hides none of the others: at
/// start they are loaded and the problems named; read whole (another tab's text before a
/// write) the text is unreadable.
#[test]
fn an_unreadable_part_hides_none_of_the_others() {
    let mut value: Value = serde_json::from_str(include_str!("data/v2_snapshot.json")).unwrap();
    value["screen"]["view"] = serde_json::json!(7);
    value["sessions"][1]["session"]["hands"][0] =
        serde_json::json!({ "french_tarot": { "plaid": {} } });
    let text = value.to_string();
    let (snapshot, problems) = tarot_companion::storage::read_parts::<Value>(Some(&text)).unwrap();
    assert_eq!(snapshot.sessions.len(), 1);
    assert_eq!(snapshot.sessions[0].session, evening());
    assert!(
        snapshot.screen.is_some(),
        "a Value screen reads: the UI's own screen type is stricter"
    );
    assert_eq!(snapshot.names.len(), 9);
    assert_eq!(
        problems,
        ["sessions[1]: hands[0]: unknown variant `plaid`, expected one of `played`, `not_played`, `goulash`, `two_player`, `penalty`"]
    );
    // The UI's screen type refuses a view of 7: the screen alone is dropped.
    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Screen {
        view: tarot_companion::ui::state::View,
    }
    let (snapshot, problems) = tarot_companion::storage::read_parts::<Screen>(Some(&text)).unwrap();
    assert!(snapshot.screen.is_none());
    assert_eq!(snapshot.sessions.len(), 1);
    assert_eq!(problems.len(), 2);
    assert!(problems[1].starts_with("screen: "), "{problems:?}");
    let (kind, message) = read_error(&text);
    assert!(matches!(kind, StorageErrorKind::Unreadable { .. }));
    assert!(
        message.contains("sessions[1]: hands[0]: unknown variant `plaid`"),
        "{message}"
    );
    // Preferences and names are parts too.
    value["prefs"] = serde_json::json!({ "lang": "de" });
    let (snapshot, problems) =
        tarot_companion::storage::read_parts::<Value>(Some(&value.to_string())).unwrap();
    assert_eq!(snapshot.prefs, Default::default());
    assert_eq!(snapshot.sessions.len(), 1);
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("prefs: unknown variant `de`")),
        "{problems:?}"
    );
}

// ---------------------------------------------------------------------------------------
// The durable store (`store`): records, hand identities, merge by identity.

use tarot_companion::store::{self, merge_hands, Record};

fn counter() -> impl FnMut() -> u64 {
    let mut n = 10_000;
    move || {
        n += 1;
        n
    }
}

fn record(rev: u64, session: Session, ids: Vec<u64>) -> Record {
    Record {
        rev,
        seq: 1,
        ids,
        session,
    }
}

/// The frozen record of version 3 reads to the evening, its hands identified.
#[test]
fn the_frozen_record_loads() {
    let r = Record::from_text(include_str!("data/v3_record.json"), &mut counter()).unwrap();
    assert_eq!(r.session, evening());
    assert_eq!(r.rev, 21);
    assert_eq!(r.ids, (1000..1020).collect::<Vec<u64>>());
    // Written back, it reads the same.
    assert_eq!(Record::from_text(&r.to_text(), &mut counter()).unwrap(), r);
}

#[test]
fn a_record_without_identities_gets_them_and_a_bad_one_says_where() {
    let text = format!("{{\"rev\":3,\"session\":{}}}", evening().to_json());
    let r = Record::from_text(&text, &mut counter()).unwrap();
    assert_eq!(r.ids, (10_001..10_021).collect::<Vec<u64>>());
    assert_eq!(r.seq, 0);
    let bad = "{\"rev\":3,\"session\":{\"version\":2,\"id\":\"a\"}}";
    assert_eq!(
        Record::from_text(bad, &mut counter()).unwrap_err(),
        "missing field `created`"
    );
}

#[test]
fn a_snapshot_migrates_to_records_in_its_order() {
    let s = read::<Value>(Some(include_str!("data/v2_snapshot.json"))).unwrap();
    let records = store::records_of(&s.sessions, &mut counter());
    assert_eq!(records.len(), 2);
    assert_eq!(records[0].session, evening());
    assert_eq!(records[0].rev, 21);
    assert!(records[0].seq > records[1].seq, "the first stays first");
    assert_eq!(records[0].ids.len(), 20);
    // Read back from the store in another order, they list as before.
    let back = store::ordered(vec![records[1].clone(), records[0].clone()]);
    assert_eq!(back, records);
}

#[test]
fn hands_keep_their_identity_through_an_edit_a_new_hand_and_a_deletion() {
    let base = record(1, evening(), (0..20).collect());
    let mut fresh = counter();
    // A new hand at the end: the others keep theirs.
    let more = with_hand(evening(), 1);
    let ids = store::align(Some(&base), &more, &mut fresh);
    assert_eq!(ids[..20], base.ids[..]);
    assert_eq!(ids[20], 10_001);
    // An edit in place keeps every identity.
    let mut edited = evening();
    edited.hands[5] = more.hands[20].clone();
    assert_eq!(store::align(Some(&base), &edited, &mut fresh), base.ids);
    // A deletion drops that hand's identity only.
    let mut fewer = evening();
    fewer.hands.remove(7);
    let expected: Vec<u64> = (0..20).filter(|&i| i != 7).collect();
    assert_eq!(store::align(Some(&base), &fewer, &mut fresh), expected);
}

#[test]
fn two_tabs_adding_a_hand_at_once_keep_both() {
    let base = record(2, evening(), (0..20).collect());
    let theirs = record(3, with_hand(evening(), 1), (0..21).collect());
    let mine = record(3, with_hand(evening(), 2), (0..20).chain([99]).collect());
    let m = store::merge(Some(&base), Some(&theirs), &mine);
    assert!(!m.conflict);
    assert_eq!(m.record.session.hands.len(), 22);
    assert_eq!(m.record.session.hands[20], theirs.session.hands[20]);
    assert_eq!(m.record.session.hands[21], mine.session.hands[20]);
    assert_eq!(m.record.ids[20..], [20, 99]);
    assert_eq!(m.record.rev, 4);
    // The same hand edited differently on both sides: theirs stays, a conflict is said.
    let mut a = evening();
    a.hands[0] = theirs.session.hands[20].clone();
    let mut b = evening();
    b.hands[0] = mine.session.hands[20].clone();
    let m = store::merge(
        Some(&base),
        Some(&record(3, a.clone(), base.ids.clone())),
        &record(3, b, base.ids.clone()),
    );
    assert!(m.conflict);
    assert_eq!(m.record.session.hands, a.hands);
    // Unchanged there since this tab saw it: ours.
    let m = store::merge(Some(&base), Some(&base), &mine);
    assert_eq!(m.record, mine);
}

/// A change a page wrote down as it went (revised through the save in flight) replays to the
/// same session whatever of it reached the store: nothing, the save in flight, or all of it
/// with its new hand identified afresh by the save after: never a hand twice.
#[test]
fn a_change_written_down_as_the_page_went_replays_to_the_same_session() {
    let base = record(2, evening(), (0..20).collect());
    let mut fresh = counter();
    let one = |last: &Record, s: &Session, fresh: &mut dyn FnMut() -> u64| {
        store::revise(&|_| Some(last), 1, &[s], 0, fresh)
            .remove(0)
            .unwrap()
    };
    // In flight: hand 21. Written down: hands 21 and 22, hand 21 as the flight sends it.
    let s1 = with_hand(evening(), 1);
    let sent = one(&base, &s1, &mut fresh);
    let s2 = with_hand(s1.clone(), 2);
    let mine = one(&sent, &s2, &mut fresh);
    assert_eq!(mine.ids[..21], sent.ids[..]);
    assert_eq!(mine.rev, 4);
    let later = one(&sent, &s2, &mut fresh);
    assert_ne!(later.ids, mine.ids);
    for theirs in [&base, &sent, &later] {
        let m = store::merge(Some(&base), Some(theirs), &mine);
        assert!(!m.conflict);
        assert_eq!(m.record.session, s2, "replayed over rev {}", theirs.rev);
    }
    // Sent, then undone before the page went: the ancestor is what the store holds of the two
    // (the flight, when it landed), so the undo holds either way.
    let undone = one(&sent, &evening(), &mut fresh);
    let (bases, flight) = ([base.clone()], [sent.clone()]);
    for theirs in [&base, &sent] {
        let before = store::ancestor(&bases, &flight, &base.session.id, Some(theirs));
        let m = store::merge(before, Some(theirs), &undone);
        assert_eq!(
            m.record.session,
            evening(),
            "undone over rev {}",
            theirs.rev
        );
    }
    // Another tab's hand stored over the base meanwhile: merged against the base, kept with ours.
    let other = one(&base, &with_hand(evening(), 3), &mut fresh);
    let before = store::ancestor(&bases, &flight, &base.session.id, Some(&other));
    assert_eq!(before, Some(&base));
    let m = store::merge(before, Some(&other), &mine);
    assert_eq!(m.record.session.hands.len(), 23);
    // Unchanged as revised: nothing to write.
    assert_eq!(
        store::revise(&|_| Some(&sent), 1, &[&s1], 1, &mut fresh),
        [None]
    );
    // A new session is placed above the highest place known.
    let mut new = evening();
    new.id = "new".into();
    let r = store::revise(&|_| None, 7, &[&new], 0, &mut fresh)
        .remove(0)
        .unwrap();
    assert_eq!((r.rev, r.seq), (1, 8));
}

/// The session played last is listed first: one changed at the top of the list (the reducer
/// moved it there) is placed above every other, with the new ones, in the list's order; one
/// changed further down (an update from a backup) keeps its place.
#[test]
fn a_session_played_at_the_top_of_the_list_is_placed_above_every_other() {
    let mut fresh = counter();
    let (mut old, mut far) = (evening(), evening());
    old.id = "old".into();
    far.id = "far".into();
    let (old_base, far_base) = (
        record(2, old.clone(), (0..20).collect()),
        Record {
            seq: 3,
            ..record(1, far.clone(), (0..20).collect())
        },
    );
    let base = |id: &str| match id {
        "old" => Some(&old_base),
        "far" => Some(&far_base),
        _ => None,
    };
    let mut new = evening();
    new.id = "new".into();
    let (played, updated) = (with_hand(old, 1), with_hand(far, 2));
    let out = store::revise(&base, 9, &[&played, &new, &updated], 2, &mut fresh);
    let places: Vec<(u64, u64)> = out
        .iter()
        .map(|r| r.as_ref().map(|r| (r.rev, r.seq)).unwrap())
        .collect();
    assert_eq!(places, [(old_base.rev + 1, 11), (1, 10), (2, 3)]);
    // A new session below one changed further down is still placed above every other.
    let out = store::revise(&base, 9, &[&updated, &new], 0, &mut fresh);
    assert_eq!(out[0].as_ref().map(|r| r.seq), Some(3));
    assert_eq!(out[1].as_ref().map(|r| r.seq), Some(10));
}

/// Hands: (identity, content). Sides made from a base by edits, deletions and additions with
/// identities of their own.
fn side(base: Hands, ops: Vec<(u8, u8)>, tag: u64) -> Hands {
    let mut out = base;
    for (k, (op, v)) in ops.into_iter().enumerate() {
        let n = out.len();
        match op % 3 {
            0 => out.push((tag + k as u64, v)),
            1 if n > 0 => out[v as usize % n].1 = v,
            2 if n > 0 => {
                out.remove(v as usize % n);
            }
            _ => {}
        }
    }
    out
}

/// Hands as the merge sees them: (identity, content).
type Hands = Vec<(u64, u8)>;

/// A base and two sides made from it.
fn sides() -> impl Strategy<Value = (Hands, Hands, Hands)> {
    (
        prop::collection::vec(any::<u8>(), 0..8),
        prop::collection::vec((any::<u8>(), any::<u8>()), 0..6),
        prop::collection::vec((any::<u8>(), any::<u8>()), 0..6),
    )
        .prop_map(|(base, a, b)| {
            let base: Vec<(u64, u8)> = base
                .into_iter()
                .enumerate()
                .map(|(i, v)| (i as u64, v))
                .collect();
            let theirs = side(base.clone(), a, 1000);
            let mine = side(base.clone(), b, 2000);
            (base, theirs, mine)
        })
}

proptest! {
    /// Every hand either side added is kept, and a hand neither side deleted stays.
    #[test]
    fn merge_keeps_every_hand_of_both_sides((base, theirs, mine) in sides()) {
        let (out, _) = merge_hands(&base, &theirs, &mine);
        let ids: BTreeSet<u64> = out.iter().map(|(id, _)| *id).collect();
        prop_assert_eq!(ids.len(), out.len(), "no hand twice");
        for (id, _) in theirs.iter().chain(&mine) {
            let in_base = base.iter().any(|(b, _)| b == id);
            let on_both = theirs.iter().any(|(t, _)| t == id) && mine.iter().any(|(m, _)| m == id);
            if !in_base || on_both {
                prop_assert!(ids.contains(id), "hand {} lost", id);
            }
        }
    }

    /// Merging again changes nothing, and merging a side with itself is that side.
    #[test]
    fn merge_is_idempotent((base, theirs, mine) in sides()) {
        let (once, conflict) = merge_hands(&base, &theirs, &mine);
        if !conflict {
            prop_assert_eq!(&merge_hands(&base, &once, &mine).0, &once);
            prop_assert_eq!(&merge_hands(&base, &theirs, &once).0, &once);
        }
        prop_assert_eq!(merge_hands(&base, &mine, &mine), (mine.clone(), false));
        prop_assert_eq!(merge_hands(&base, &base, &mine), (mine.clone(), false));
    }

    /// Without a conflict, the two orders of merging hold the same hands.
    #[test]
    fn merge_is_symmetric_in_content((base, theirs, mine) in sides()) {
        let (a, c1) = merge_hands(&base, &theirs, &mine);
        let (b, c2) = merge_hands(&base, &mine, &theirs);
        prop_assert_eq!(c1, c2);
        if !c1 {
            let mut a = a;
            let mut b = b;
            a.sort();
            b.sort();
            prop_assert_eq!(a, b);
        }
    }
}

// ---------------------------------------------------------------------------------------
// The index of the sessions (`store::Index`): what the home list is drawn from at start.

fn numbered(n: usize) -> Vec<Record> {
    (0..n)
        .map(|i| {
            let mut s = evening();
            s.id = format!("s{i}");
            s.hands.truncate(i % 5);
            Record {
                rev: 1,
                seq: i as u64 + 1,
                ids: (0..s.hands.len() as u64).collect(),
                session: s,
            }
        })
        .collect()
}

/// The index kept up to date save by save (a hand added, a session deleted, one new) is the
/// index rebuilt from the records: the same summaries, most recent first.
#[test]
fn the_index_kept_save_by_save_is_the_index_rebuilt() {
    let mut records = numbered(6);
    let mut index = store::Index::of(&records);
    assert_eq!(
        index.sessions.iter().map(|s| s.seq).collect::<Vec<_>>(),
        [6, 5, 4, 3, 2, 1]
    );
    assert_eq!(index.sessions[0].hands, 0);
    assert_eq!(index.sessions[2].hands, 3);
    let lead = index.sessions[2]
        .lead
        .as_ref()
        .expect("a hand played: a leader");
    let totals = records[3].session.scorecard().unwrap().totals;
    assert_eq!(lead.1, lead.0.iter().map(|&i| totals[i]).max().unwrap());
    // Save 1: a hand added to s2 (revision 2); save 2: s4 deleted, s9 new (placed first).
    let mut written = std::collections::BTreeMap::new();
    records[2].session = with_hand(records[2].session.clone(), 1);
    records[2].rev = 2;
    written.insert("s2".to_owned(), Some(records[2].clone()));
    index.update(&written);
    let mut written = std::collections::BTreeMap::new();
    records.remove(4);
    written.insert("s4".to_owned(), None);
    let mut new = numbered(10).pop().unwrap();
    new.seq = 7;
    written.insert("s9".to_owned(), Some(new.clone()));
    records.push(new);
    index.update(&written);
    assert_eq!(index, store::Index::of(&records));
    assert_eq!(index.sessions[0].id, "s9");
    assert!(index.fits(&records));
    // Its text reads back as it was.
    let text = serde_json::to_string(&index).unwrap();
    assert_eq!(serde_json::from_str::<store::Index>(&text).unwrap(), index);
}

/// The index is stored in buckets: joined, they are the index; a save rewrites the buckets of
/// the sessions it writes, and each is then the bucket of the index rebuilt.
#[test]
fn the_index_is_kept_in_buckets_and_a_save_rewrites_its_own() {
    let mut records = numbered(40);
    let index = store::Index::of(&records);
    let buckets = index.buckets();
    assert_eq!(buckets.len(), store::BUCKETS as usize);
    for (b, bucket) in buckets.iter().enumerate() {
        assert!(bucket
            .sessions
            .iter()
            .all(|s| store::bucket(&s.id) as usize == b));
    }
    assert_eq!(buckets.iter().map(|b| b.sessions.len()).sum::<usize>(), 40);
    assert!(buckets.iter().all(|b| b.sessions.len() < 40), "spread");
    assert_eq!(store::Index::join(buckets.clone()), index);
    // A hand added to s7: its bucket, updated, is the rebuilt index's bucket; no other
    // bucket changes.
    records[7].session = with_hand(records[7].session.clone(), 1);
    records[7].rev = 2;
    let mut written = std::collections::BTreeMap::new();
    written.insert("s7".to_owned(), Some(records[7].clone()));
    let b = store::bucket("s7");
    let mut bucket = buckets[b as usize].clone();
    bucket.update(&written);
    let rebuilt = store::Index::of(&records).buckets();
    assert_eq!(bucket, rebuilt[b as usize]);
    for other in (0..store::BUCKETS).filter(|&o| o != b) {
        assert_eq!(buckets[other as usize], rebuilt[other as usize]);
    }
    // A conflict's copy is in its session's bucket, read in the same transaction.
    assert_eq!(
        store::bucket("s1763800000000-42"),
        store::bucket("s1763800000000")
    );
    assert_eq!(
        store::bucket("s1763800000000-42-7"),
        store::bucket("s1763800000000")
    );
}

/// A decade of weekly evenings (ids from their start time, as the app makes them) spread over
/// the buckets: a save rewrites about 1/32 of the summaries, never a large part of them.
#[test]
fn a_thousand_sessions_spread_over_the_buckets() {
    let mut sizes = vec![0usize; store::BUCKETS as usize];
    for week in 0..1000u64 {
        let id = format!(
            "s{}",
            1_600_000_000_000 + week * 7 * 86_400_000 + week % 13 * 60_000
        );
        sizes[store::bucket(&id) as usize] += 1;
    }
    let (least, most) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
    assert!(*least >= 15 && *most <= 50, "{sizes:?}");
}

/// The home list names a session's game from the index while the sessions load; an index
/// written before it kept the game reads as before, with none.
#[test]
fn the_index_names_each_sessions_game() {
    let records = numbered(2);
    let index = store::Index::of(&records);
    assert!(index
        .sessions
        .iter()
        .all(|s| s.game == Some(tarot_companion::core::games::GameKind::FrenchTarot)));
    let text = serde_json::to_string(&index).unwrap();
    assert!(text.contains("\"game\":\"french_tarot\""), "{text}");
    let old = text.replace(",\"game\":\"french_tarot\"", "");
    assert!(!old.contains("game"), "{old}");
    let read = serde_json::from_str::<store::Index>(&old).unwrap();
    assert!(read.sessions.iter().all(|s| s.game.is_none()));
    assert_eq!(read.sessions.len(), 2);
}

/// An index that does not describe the records (a save by an older build, a record kept
/// aside or added without it) is stale: the app rebuilds it.
#[test]
fn a_stale_index_is_found() {
    let records = numbered(4);
    let index = store::Index::of(&records);
    assert!(index.fits(&records));
    // The store's order does not matter.
    let mut shuffled = records.clone();
    shuffled.reverse();
    assert!(index.fits(&shuffled));
    let mut changed = records.clone();
    changed[1].rev += 1;
    assert!(!index.fits(&changed), "a revision written without it");
    let mut moved = records.clone();
    moved[1].seq = 9;
    assert!(!index.fits(&moved), "a session moved in the list");
    assert!(!index.fits(&records[1..]), "a record gone");
    assert!(!index.fits(&numbered(5)), "a record added");
    assert!(!store::Index::default().fits(&records), "an empty index");
}

/// The index rebuilt at start from the records read in chunks (`fresh`) keeps what another
/// tab saved meanwhile: a summary stored now that differs from the one read before the
/// records (changed, added or removed since) was written with its record by that tab, and
/// stays; every other summary is rebuilt from the records.
#[test]
fn an_index_rebuilt_at_start_keeps_what_another_tab_saved_meanwhile() {
    let start = numbered(8);
    let before = store::Index::of(&start);
    // Stale before: an older build wrote s3's revision 2 without it; s5 was kept aside.
    let mut read = start.clone();
    read[3].rev = 2;
    read.remove(5);
    // Meanwhile another tab, whose saves keep the index: a hand added to s1, s6 deleted,
    // s8 new. The chunks had read s1 and s6 before, and s8's place was passed.
    let mut now = before.clone();
    let mut s1 = start[1].clone();
    s1.session = with_hand(s1.session, 0);
    s1.rev = 2;
    let s8 = numbered(9).pop().unwrap();
    let written = [
        ("s1".to_owned(), Some(s1.clone())),
        ("s6".to_owned(), None),
        ("s8".to_owned(), Some(s8.clone())),
    ];
    now.update(written.iter().map(|(id, r)| (id, r)));
    let mended = store::Index::mend(&before, &now, &store::Index::of(&read));
    // The store holds: s0, s1 (another tab's), s2, s3 (revision 2), s4, s7, s8.
    let mut held = read.clone();
    held[1] = s1;
    held.retain(|r| r.session.id != "s6");
    held.push(s8);
    assert_eq!(mended, store::Index::of(&held));
    assert!(mended.fits(&held));
    // Nothing saved meanwhile: the index rebuilt from the records, as before.
    assert_eq!(
        store::Index::mend(&before, &before, &store::Index::of(&read)),
        store::Index::of(&read)
    );
}

proptest! {
    /// Whatever another tab saves while the records are read (each read before or after its
    /// save), and however stale the index was, the mended index describes the store as it is
    /// once both are done.
    #[test]
    fn a_mended_index_describes_the_store(
        n in 1usize..12,
        stale in proptest::collection::vec(0u8..3, 12),
        saves in proptest::collection::vec(0u8..3, 13),
        late in proptest::collection::vec(any::<bool>(), 13),
    ) {
        let start = numbered(n);
        // The index before: stale for some (0: fits, 1: an older revision, 2: missing).
        let before = store::Index::of(
            &start
                .iter()
                .zip(&stale)
                .filter(|(_, s)| **s != 2)
                .map(|(r, s)| {
                    let mut r = r.clone();
                    r.rev -= u64::from(*s == 1);
                    r
                })
                .collect::<Vec<_>>(),
        );
        // Another tab's saves (0: none, 1: a hand added, 2: deleted), and one new session. A
        // session missing from the index and deleted meanwhile is not among them: the two
        // indexes cannot tell it from one never listed (it stays listed until the next start).
        let mut end = Vec::new();
        let mut written = Vec::new();
        for ((r, save), stale) in start.iter().zip(&saves).zip(&stale) {
            match (save, stale) {
                (0, _) | (2, 2) => end.push(r.clone()),
                (1, _) => {
                    let mut r = r.clone();
                    r.session = with_hand(r.session, 0);
                    r.rev += 5;
                    written.push((r.session.id.clone(), Some(r.clone())));
                    end.push(r);
                }
                _ => written.push((r.session.id.clone(), None)),
            }
        }
        let new = numbered(n + 1).pop().unwrap();
        written.push((new.session.id.clone(), Some(new.clone())));
        end.push(new);
        let mut now = before.clone();
        now.update(written.iter().map(|(id, r)| (id, r)));
        // What the chunks read: each session before the other tab's save, or after it.
        let read: Vec<Record> = start
            .iter()
            .chain(std::iter::once(end.last().unwrap()))
            .enumerate()
            .filter_map(|(i, r)| match late[i] {
                false => (i < n).then(|| r.clone()),
                true => end.iter().find(|e| e.session.id == r.session.id).cloned(),
            })
            .collect();
        let mended = store::Index::mend(&before, &now, &store::Index::of(&read));
        prop_assert!(mended.fits(&end), "{:?}", mended);
        prop_assert_eq!(mended, store::Index::of(&end));
    }
}
