//! Changes made in another tab (or merged in by a save), taken into this tab's state
//! ([`super::Action::Elsewhere`]): the undo history keeps only what it can still take back, the
//! session shown deleted there can be brought back here, and a hand being edited here that
//! was changed there is not written over it.

use std::rc::Rc;

use super::history::Step;
use super::sessions::same_version as same;
use super::{AppState, Draft, Notice, Sessions, View};
use crate::session::Session;
use crate::ui::games_state::GameDraft;

/// A session changed elsewhere: its id, as it was here and as it is now (`None`: none).
type Change = (String, Option<Rc<Session>>, Option<Rc<Session>>);

impl Sessions {
    /// This list with session `id` as `version` (`None`: without it); a session it lacks goes
    /// where `place` says (its place in the list it comes from).
    fn with(&self, id: &str, version: Option<&Rc<Session>>, place: usize) -> Sessions {
        let mut list: Vec<Rc<Session>> = self.to_vec();
        let at = list.iter().position(|s| s.id == id);
        match (at, version) {
            (Some(i), Some(v)) => list[i] = Rc::clone(v),
            (Some(i), None) => {
                list.remove(i);
            }
            (None, Some(v)) => list.insert(place.min(list.len()), Rc::clone(v)),
            (None, None) => {}
        }
        Sessions::from_shared(list)
    }
}

/// The steps of undo (or of redo), latest last, once session `id` went from `old` to `new`
/// elsewhere: a step that did not change it now holds `new` (undoing it keeps the other tab's
/// change); a step that changed it is dropped, as taking it back would take back the other
/// tab's change too (QA: a session deleted in one tab, "Undo" in the other brought it back
/// without its last hand). Returns whether the latest step was dropped.
fn rebase(
    steps: &mut Vec<Step>,
    id: &str,
    old: Option<&Rc<Session>>,
    new: Option<&Rc<Session>>,
) -> bool {
    let mut now = old.cloned();
    let mut kept: Vec<Step> = Vec::with_capacity(steps.len());
    let mut latest_dropped = false;
    // Nearest to the present first: each step holds the sessions before the change after it.
    for (n, step) in steps.drain(..).rev().enumerate() {
        let then = step.sessions.get(id).cloned();
        if same(then.as_ref(), now.as_ref()) {
            // A session the step lacks (added elsewhere) goes first, as a new one does.
            kept.push(Step {
                sessions: step.sessions.with(id, new, 0),
                entry: step.entry,
            });
        } else {
            latest_dropped |= n == 0;
            now = then;
        }
    }
    kept.reverse();
    *steps = kept;
    latest_dropped
}

/// The hand being edited in `state`, by its index: the French draft's or the other games'.
fn edited(state: &AppState, session: &Session) -> Option<usize> {
    match super::french_settings(session) {
        Some(_) => state.draft.editing,
        None => state.game_draft.editing,
    }
}

/// Whether the new hand typed in `state` was recorded elsewhere: `new` (the session it is
/// typed in, as changed there) has hands added, and one more hand equal to it than `old` (as
/// it is here). A hand edited there into the same is not this one recorded.
fn recorded_there(state: &AppState, old: &Session, new: &Session) -> bool {
    let typed = matches!(state.view, View::Entry { .. }) && edited(state, old).is_none();
    let Some(record) = state.draft_record().filter(|_| typed) else {
        return false;
    };
    let count = |s: &Session| s.hands.iter().filter(|h| **h == record).count();
    new.hands.len() > old.hands.len() && count(new) > count(old)
}

/// Where hand `i` of `old` is in `new`: at its place when none was deleted (others changed
/// or added); else when `new` is `old` with some hands deleted and some added at the end,
/// hand `i` among those kept (matched first to first: of two equal hands, one deleted, the
/// earlier is taken as kept). `None`: hand `i` was deleted or changed, or hands before it
/// were changed and others deleted.
pub fn kept_at<T: PartialEq>(old: &[T], new: &[T], i: usize) -> Option<usize> {
    if new.len() >= old.len() && i < old.len() && old.get(i) == new.get(i) {
        return Some(i);
    }
    let mut next = 0;
    for (m, hand) in old.iter().enumerate().take(i + 1) {
        if new.get(next) == Some(hand) {
            if m == i {
                return Some(next);
            }
            next += 1;
        }
    }
    None
}

impl AppState {
    /// The hand edited here changed elsewhere ([`AppState::edit_base`]), on the entry screen:
    /// `Some(true)` when it was deleted there (the session is now the one it was edited from
    /// without it), `Some(false)` when changed (QA: "changed" said of a hand deleted).
    pub fn edit_conflict(&self) -> Option<bool> {
        let base = self.edit_base.as_deref()?;
        let now = self
            .current()
            .filter(|_| matches!(self.view, View::Entry { .. }))?;
        let deleted = edited(self, base).is_some_and(|i| {
            now.hands.len() < base.hands.len()
                && now.hands.starts_with(&base.hands[..i])
                && now.hands[i..].starts_with(&base.hands[i + 1..])
        });
        Some(deleted)
    }

    /// Takes in `next`: this state with the sessions another tab changed (and this tab's
    /// screen). See the module's doc.
    pub(super) fn take_in(&mut self, mut next: AppState) {
        // Most often both lists are in the same order: each session is looked for at its
        // place first.
        let before = |i: usize, id: &str| match self.sessions[..].get(i) {
            Some(s) if s.id == id => Some(s),
            _ => self.sessions.get(id),
        };
        let mut changes: Vec<Change> = Vec::new();
        for (i, s) in next.sessions.iter().enumerate() {
            let old = before(i, &s.id);
            if !same(old, Some(s)) {
                changes.push((s.id.clone(), old.cloned(), Some(Rc::clone(s))));
            }
        }
        for s in self.sessions.iter() {
            if next.session(&s.id).is_none() {
                changes.push((s.id.clone(), Some(Rc::clone(s)), None));
            }
        }
        if changes.is_empty() {
            *self = next;
            return;
        }
        for (id, old, new) in &changes {
            // The notice's undo is the latest step: gone, the notice goes too (QA: "Undo the
            // deletion" stayed after the other tab brought the session back).
            if rebase(&mut next.past, id, old.as_ref(), new.as_ref()) {
                next.notice = None;
            }
            rebase(&mut next.future, id, old.as_ref(), new.as_ref());
        }
        next.history_rev.0 = self.history_rev.0 + 1;
        let shown = self
            .current_id()
            .and_then(|id| changes.iter().find(|(c, ..)| c == id));
        match shown {
            // The session shown deleted there: said, and undo brings it back here, with the
            // hand that was being typed (QA: the page went home without a word, the
            // half-typed hand lost).
            Some((id, Some(old), None)) => {
                let entry = self.entry_to_keep().map(Box::new);
                let at = self.sessions.iter().position(|s| s.id == *id).unwrap_or(0);
                let sessions = next.sessions.with(id, Some(old), at);
                next.push_past(Step { sessions, entry });
                next.future.clear();
                next.notice = Some(Notice::DeletedElsewhere);
            }
            // The new hand typed here recorded there (a tab opened on the screen another left
            // takes its hand): taken off the screen and said (QA: still shown, confirming it
            // recorded it twice).
            Some((id, Some(old), Some(new))) if recorded_there(self, old, new) => {
                next.view = View::Table {
                    session: id.clone(),
                    open: None,
                };
                next.draft = Draft::default();
                next.game_draft = GameDraft::default();
                next.notice = Some(Notice::RecordedElsewhere);
            }
            // The hand edited here changed there: this edit no longer starts from the stored
            // hand. Kept as typed, and said; confirmed, it goes to a copy of the session as
            // this tab saw it (`saving`), the other tab's version stays: both are kept.
            // Hands before it deleted there: the edit follows its hand (QA: an edit of hand 3
            // while hand 1 was deleted elsewhere went to a copy, "just changed" said untrue).
            Some((_, Some(old), Some(new))) if matches!(self.view, View::Entry { .. }) => {
                let Some(i) = edited(self, old) else {
                    *self = next;
                    return;
                };
                let now = kept_at(&old.hands, &new.hands, i);
                if now != Some(i) || self.edit_base.is_some() {
                    next.view = self.view.clone();
                    next.draft = self.draft.clone();
                    next.game_draft = self.game_draft.clone();
                }
                match now {
                    Some(j) if self.edit_base.is_none() => {
                        let editing = match super::french_settings(old) {
                            Some(_) => &mut next.draft.editing,
                            None => &mut next.game_draft.editing,
                        };
                        *editing = Some(j);
                    }
                    _ => {
                        let base = self.edit_base.clone().unwrap_or_else(|| Rc::clone(old));
                        next.edit_base = Some(base);
                    }
                }
            }
            _ => {}
        }
        *self = next;
    }
}
