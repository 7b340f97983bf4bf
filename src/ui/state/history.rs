//! Undo and redo: the session lists before each change, shared with the states they were
//! (remembering one copies no session).

use super::{AppState, View};

/// How many changes undo remembers.
pub const HISTORY_DEPTH: usize = 50;

impl AppState {
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Remembers the sessions before a change, for undo.
    pub(super) fn checkpoint(&mut self) {
        self.past.push(self.sessions.clone());
        if self.past.len() > HISTORY_DEPTH {
            self.past.remove(0);
        }
        self.future.clear();
    }

    /// Back to the sessions before the last change.
    pub(super) fn undo(&mut self) {
        if let Some(prev) = self.past.pop() {
            let now = std::mem::replace(&mut self.sessions, prev);
            self.future.push(now);
            self.fix_view();
        }
    }

    /// The last change undone, made again.
    pub(super) fn redo(&mut self) {
        if let Some(next) = self.future.pop() {
            let now = std::mem::replace(&mut self.sessions, next);
            self.past.push(now);
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
