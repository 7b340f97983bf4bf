//! Every session, shared between the states the reducer makes and the undo history: a list
//! of shared sessions. Cloning the state copies the list's pointers, no session; changing
//! one session copies that session only, never the others.

use std::ops::Deref;
use std::rc::Rc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::session::Session;

/// Every session, most recent first. Reads as a slice of `Rc<Session>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sessions(Vec<Rc<Session>>);

impl Deref for Sessions {
    type Target = [Rc<Session>];

    fn deref(&self) -> &[Rc<Session>] {
        &self.0
    }
}

impl From<Vec<Session>> for Sessions {
    fn from(sessions: Vec<Session>) -> Self {
        let mut list = Sessions::default();
        list.prepend(sessions);
        list
    }
}

/// `session` copied under id `id`, named as a copy: Home tells it from the original (QA: a
/// copy kept after an edit made in two tabs, or saved from a shared link of a session already
/// here, looked the same as it).
pub fn copy_of(session: &Session, id: String, lang: crate::ui::i18n::Lang) -> Session {
    let copy = crate::ui::i18n::T::ACopy.text(lang);
    let name = match session.name.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => format!("{name} · {copy}"),
        _ => copy.to_owned(),
    };
    Session {
        id,
        name: Some(name),
        ..session.clone()
    }
}

impl Sessions {
    /// Whether two lists hold the very same sessions, in the same order (none copied).
    pub fn ptr_eq(a: &Sessions, b: &Sessions) -> bool {
        a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| Rc::ptr_eq(x, y))
    }

    /// A list of sessions already shared.
    pub fn from_shared(sessions: Vec<Rc<Session>>) -> Sessions {
        Sessions(sessions)
    }

    /// The session with this id.
    pub fn get(&self, id: &str) -> Option<&Rc<Session>> {
        self.0.iter().find(|s| s.id == id)
    }

    /// The session with this id, to change: a copy of it, the earlier session left to the
    /// states that share it (the other sessions are not copied).
    pub fn get_mut(&mut self, id: &str) -> Option<&mut Session> {
        let s = self.0.iter_mut().find(|s| s.id == id)?;
        *s = Rc::new(Session::clone(s));
        Rc::get_mut(s)
    }

    /// The session with this id, to change as it is played: it moves first, as the list is
    /// the most recently played first (QA: an old session resumed stayed far down home's list,
    /// and "Resume" offered another).
    pub fn played(&mut self, id: &str) -> Option<&mut Session> {
        let at = self.0.iter().position(|s| s.id == id)?;
        let s = self.0.remove(at);
        self.0.insert(0, s);
        self.get_mut(id)
    }

    /// Puts the sessions in the order of their places, the highest first (`place` is worked
    /// out once for each; sessions of one place keep their order).
    pub fn order(&mut self, place: impl Fn(&Session) -> u64) {
        let mut placed: Vec<(u64, Rc<Session>)> =
            self.0.drain(..).map(|s| (place(&s), s)).collect();
        crate::core::sort_by_key(&mut placed, |(p, _)| std::cmp::Reverse(*p));
        self.0 = placed.into_iter().map(|(_, s)| s).collect();
    }

    /// `base` if no session has it as its id, else the first `{base}-{n}` (n from 2) none has:
    /// the id of a copy (a shared link's, an edit kept apart).
    pub fn free_id(&self, base: &str) -> String {
        let mut id = base.to_owned();
        let mut n = 2;
        while self.get(&id).is_some() {
            id = format!("{base}-{n}");
            n += 1;
        }
        id
    }

    /// Removes the session with this id.
    pub fn remove(&mut self, id: &str) {
        self.0.retain(|s| s.id != id);
    }

    /// Puts `new` first, in its order.
    pub fn prepend(&mut self, new: Vec<Session>) {
        for s in new.into_iter().rev() {
            self.0.insert(0, Rc::new(s));
        }
    }
}

/// Two versions of a session (`None`: absent) that are the same: shared, or equal.
pub fn same_version(a: Option<&Rc<Session>>, b: Option<&Rc<Session>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => Rc::ptr_eq(a, b) || a == b,
        (None, None) => true,
        _ => false,
    }
}

/// A plain list of sessions in JSON (serde's `rc` feature is not needed).
impl Serialize for Sessions {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|s| &**s))
    }
}

impl<'de> Deserialize<'de> for Sessions {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<Session>::deserialize(d).map(Sessions::from)
    }
}
