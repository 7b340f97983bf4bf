//! Undo and redo: the session lists before each change, shared with the states they were
//! (remembering one copies no session), and a filled hand cancelled (undo brings it back).
//! The history survives a reload: it is stored in a record of its own ([`SavedStep`]), each
//! step holding only the sessions that differ from the step after it.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::{AppState, Draft, Notice, Sessions, View};
use crate::session::Session;
use crate::ui::games_state::{game_record, GameDraft};

/// How many changes undo remembers, in memory and in storage.
pub const HISTORY_DEPTH: usize = 50;

/// One step of the history: the sessions as they were, and the hand that was being entered
/// when the step is a filled hand cancelled (undo or redo of the step goes back to it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Step {
    pub sessions: Sessions,
    pub entry: Option<Box<Entry>>,
}

/// A hand being entered, put aside by "Cancel".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub session: String,
    #[serde(default)]
    pub draft: Draft,
    #[serde(default)]
    pub game_draft: GameDraft,
}

/// The history's change count (`AppState::history_rev`): bumped whenever undo or redo move,
/// so that storage writes the history only then. Not part of the state's value: two states
/// equal but for it are equal.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rev(pub u64);

impl PartialEq for Rev {
    fn eq(&self, _: &Rev) -> bool {
        true
    }
}

impl Eq for Rev {}

/// One step of the history as stored (`persist` keeps the steps in a record of their own):
/// the ids of its sessions in order (`null`: the same as the step after it, toward the
/// present, as most steps are), only those of its sessions that differ from the step after
/// it (most steps change one session: a step costs about one session, not all of them), and
/// the hand cancelled. Written as a JSON array: the smallest reader.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedStep(
    Option<Vec<String>>,
    Sessions,
    Option<(String, Draft, GameDraft)>,
);

/// The steps as stored, nearest to the present first (`steps` latest last, as in memory).
/// Linear in the sessions per step: two lists in the same order are walked side by side, and
/// sessions are compared by address first (a step shares the sessions it did not change).
fn save_steps(now: &Sessions, steps: &[Step]) -> Vec<SavedStep> {
    let mut next = now;
    let mut out: Vec<SavedStep> = steps
        .iter()
        .rev()
        .map(|step| {
            let list = &step.sessions;
            let same = list.len() == next.len()
                && list
                    .iter()
                    .zip(next.iter())
                    .all(|(a, b)| Rc::ptr_eq(a, b) || a.id == b.id);
            let changed: Vec<Rc<Session>> = match same {
                true => list
                    .iter()
                    .zip(next.iter())
                    .filter(|(a, b)| !Rc::ptr_eq(a, b) && a != b)
                    .map(|(a, _)| a.clone())
                    .collect(),
                // A session added or deleted (a few steps): the lists walked side by side
                // still, each session looked for ahead of the last one found (a search of the
                // whole list for each session is quadratic: 7 ms a save at 4x CPU with 1,000
                // sessions). The others keep their order; one not found ahead is stored
                // whole, which is never wrong.
                false => {
                    let mut from = 0;
                    list.iter()
                        .filter(|s| match next[from..].iter().position(|n| n.id == s.id) {
                            Some(k) => {
                                let n = &next[from + k];
                                from += k + 1;
                                !Rc::ptr_eq(n, s) && n != *s
                            }
                            None => true,
                        })
                        .cloned()
                        .collect()
                }
            };
            next = list;
            SavedStep(
                (!same).then(|| list.iter().map(|s| s.id.clone()).collect()),
                Sessions::from_shared(changed),
                step.entry
                    .as_deref()
                    .map(|e| (e.session.clone(), e.draft.clone(), e.game_draft.clone())),
            )
        })
        .collect();
    out.reverse();
    out
}

/// The steps back from storage; stops at a step that names a session it cannot find.
fn load_steps(now: &Sessions, saved: Vec<SavedStep>) -> Vec<Step> {
    let mut next = now.clone();
    let mut out = Vec::new();
    for SavedStep(ids, changed, entry) in saved.into_iter().rev() {
        let found: Option<Vec<Rc<Session>>> = match ids {
            // The ids of the step after it: its sessions, those changed replaced.
            None => Some(
                next.iter()
                    .map(|s| changed.get(&s.id).unwrap_or(s).clone())
                    .collect(),
            ),
            Some(ids) => ids
                .iter()
                .map(|id| changed.get(id).or_else(|| next.get(id)).cloned())
                .collect(),
        };
        let Some(found) = found else { break };
        next = Sessions::from_shared(found);
        out.push(Step {
            sessions: next.clone(),
            entry: entry.map(|(session, draft, game_draft)| {
                Box::new(Entry {
                    session,
                    draft,
                    game_draft,
                })
            }),
        });
    }
    out.reverse();
    out
}

impl AppState {
    pub fn can_undo(&self) -> bool {
        self.undo_step().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.redo_step().is_some()
    }

    /// The step undo takes back from the screen shown: the last change, unless a session's
    /// scorecard (or a hand's entry) is shown and that change was in another session, which
    /// home undoes (QA: "Undo" on one evening's scorecard took the last hand of another, then
    /// deleted that evening, the scorecard on screen unchanged). A hand just left for another
    /// session's scorecard is still undone: its notice offers to resume it.
    pub fn undo_step(&self) -> Option<&Step> {
        let left = matches!(
            self.notice,
            Some(Notice::HandDiscarded | Notice::EditDiscarded)
        );
        self.past
            .last()
            .filter(|s| self.shown_in(s) || left && s.entry.is_some())
    }

    /// The step redo brings back from the screen shown (as [`AppState::undo_step`]).
    pub fn redo_step(&self) -> Option<&Step> {
        self.future.last().filter(|s| self.shown_in(s))
    }

    /// Whether going to `step` changes the session shown, or nothing is: a session whose
    /// hands differ, a session there in one list only, or a hand of it put aside. A session
    /// a change did not touch is shared by both lists.
    fn shown_in(&self, step: &Step) -> bool {
        let Some(id) = self.current_id() else {
            return true;
        };
        let changed = !super::sessions::same_version(self.session(id), step.sessions.get(id));
        changed || step.entry.as_ref().is_some_and(|e| e.session == id)
    }

    /// The history as stored with the screen: the steps of undo and of redo.
    pub fn saved_history(&self) -> (Vec<SavedStep>, Vec<SavedStep>) {
        (
            save_steps(&self.sessions, &self.past),
            save_steps(&self.sessions, &self.future),
        )
    }

    /// The history read from storage, against the sessions already loaded (bounded again).
    pub fn load_history(&mut self, past: Vec<SavedStep>, future: Vec<SavedStep>) {
        self.history_rev.0 += 1;
        self.past = load_steps(&self.sessions, past);
        self.future = load_steps(&self.sessions, future);
        // The steps nearest to the present are last: those beyond the bound go first.
        for steps in [&mut self.past, &mut self.future] {
            let extra = steps.len().saturating_sub(HISTORY_DEPTH);
            steps.drain(..extra);
        }
    }

    pub(super) fn push_past(&mut self, step: Step) {
        self.history_rev.0 += 1;
        self.past.push(step);
        if self.past.len() > HISTORY_DEPTH {
            self.past.remove(0);
        }
    }

    /// Remembers the sessions before a change, for undo.
    pub(super) fn checkpoint(&mut self) {
        self.push_past(Step {
            sessions: self.sessions.clone(),
            entry: None,
        });
        self.future.clear();
    }

    /// The hand being entered, when something was typed in it: what "Cancel" would lose.
    pub(super) fn entry_to_keep(&self) -> Option<Entry> {
        let View::Entry { session } = &self.view else {
            return None;
        };
        let s = self.session(session)?;
        // A hand being edited is unchanged while it reads as the stored hand; a new hand,
        // while nothing is typed (the panels opened do not count).
        let changed = if super::french_settings(s).is_some() {
            match self.draft.editing {
                Some(i) => {
                    self.check().and_then(|c| c.input.as_ref())
                        != s.hands.get(i).and_then(super::french_hand)
                }
                None => {
                    let typed = |d: &Draft| Draft {
                        bonuses_open: false,
                        counting: false,
                        asked: false,
                        goulash: d
                            .goulash
                            .iter()
                            .filter(|g| !g.is_empty())
                            .cloned()
                            .collect(),
                        ..d.clone()
                    };
                    // A new hand opens blank, or with the bid of the hand in play.
                    let bid = s.in_play.as_ref();
                    let blank = Draft {
                        taker: bid.map(|b| b.taker),
                        contract: bid.map(|b| b.contract),
                        king: bid.and_then(|b| b.king),
                        ..Draft::default()
                    };
                    typed(&self.draft) != typed(&blank)
                }
            }
        } else {
            let d = &self.game_draft;
            match d.editing {
                Some(i) => game_record(s, d).as_ref() != s.hands.get(i),
                None => {
                    d.declarer.is_some()
                        || d.bid.is_some()
                        || !d.points.is_empty()
                        || d.tapped.is_some()
                        || d.amounts.iter().any(|a| !a.is_empty())
                }
            }
        };
        changed.then(|| Entry {
            session: session.clone(),
            draft: self.draft.clone(),
            game_draft: self.game_draft.clone(),
        })
    }

    /// Leaves the hand being entered; a filled one is kept in the history (undo brings it
    /// back). Whether one was kept.
    pub(super) fn leave_entry(&mut self) -> bool {
        let Some(entry) = self.entry_to_keep() else {
            return false;
        };
        self.push_past(Step {
            sessions: self.sessions.clone(),
            entry: Some(Box::new(entry)),
        });
        self.future.clear();
        true
    }

    /// Whether `entry` edits a stored hand, rather than enter a new one.
    pub fn edits(&self, entry: &Entry) -> bool {
        match self.session(&entry.session) {
            Some(s) if super::french_settings(s).is_some() => entry.draft.editing.is_some(),
            _ => entry.game_draft.editing.is_some(),
        }
    }

    /// What the entry just left ([`Self::leave_entry`]) is said as: a hand or an edit
    /// discarded (QA: a cancelled edit was "Hand discarded", as if the hand were deleted).
    pub(super) fn discarded(&self) -> Notice {
        match self.past.last().and_then(|s| s.entry.as_deref()) {
            Some(e) if self.edits(e) => Notice::EditDiscarded,
            _ => Notice::HandDiscarded,
        }
    }

    /// The step's hand being entered, back on screen.
    fn resume(&mut self, entry: &Entry) {
        if self.session(&entry.session).is_some() {
            self.draft = entry.draft.clone();
            self.game_draft = entry.game_draft.clone();
            self.view = View::Entry {
                session: entry.session.clone(),
            };
        }
    }

    /// Back to the sessions before the last change (or to the hand cancelled).
    pub(super) fn undo(&mut self) {
        if self.undo_step().is_none() {
            return;
        }
        if let Some(prev) = self.past.pop() {
            self.history_rev.0 += 1;
            let now = std::mem::replace(&mut self.sessions, prev.sessions);
            self.fix_view();
            if let Some(e) = &prev.entry {
                self.resume(e);
            }
            self.future.push(Step {
                sessions: now,
                entry: prev.entry,
            });
        }
    }

    /// The last change undone, made again (a hand cancelled again: its entry kept for undo).
    pub(super) fn redo(&mut self) {
        if self.redo_step().is_none() {
            return;
        }
        if let Some(next) = self.future.pop() {
            let entry = match next.entry {
                Some(_) => self.entry_to_keep().map(Box::new).or(next.entry),
                None => None,
            };
            let now = std::mem::replace(&mut self.sessions, next.sessions);
            self.push_past(Step {
                sessions: now,
                entry,
            });
            self.fix_view();
        }
    }

    /// After undo or redo: leave a screen whose session or hand is gone.
    pub(super) fn fix_view(&mut self) {
        match &self.view {
            View::Table { session, open } => {
                let Some(s) = self.session(session) else {
                    self.view = View::Home;
                    return;
                };
                if open.is_some_and(|i| i >= s.hands.len()) {
                    self.view = View::Table {
                        session: session.clone(),
                        open: None,
                    };
                }
            }
            View::Entry { session } => {
                let session = session.clone();
                self.view = if self.session(&session).is_some() {
                    View::Table {
                        session,
                        open: None,
                    }
                } else {
                    View::Home
                };
            }
            _ => {}
        }
    }
}
