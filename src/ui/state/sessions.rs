//! Every session, shared between the states the reducer makes and the undo history: a list
//! of shared sessions, itself shared. Cloning the state copies one pointer; changing one
//! session copies the list of pointers and that session only, never the others.

use std::ops::Deref;
use std::rc::Rc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::session::Session;

/// Every session, most recent first. Reads as a slice of `Rc<Session>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sessions(Rc<Vec<Rc<Session>>>);

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

impl Sessions {
    /// Whether two lists are one and the same (nothing copied between them).
    pub fn ptr_eq(a: &Sessions, b: &Sessions) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }

    /// The session with this id.
    pub fn get(&self, id: &str) -> Option<&Rc<Session>> {
        self.0.iter().find(|s| s.id == id)
    }

    /// The session with this id, to change: copied first if another state shares it (the
    /// other sessions are not).
    pub fn get_mut(&mut self, id: &str) -> Option<&mut Session> {
        let i = self.0.iter().position(|s| s.id == id)?;
        Some(Rc::make_mut(&mut Rc::make_mut(&mut self.0)[i]))
    }

    /// Removes the session with this id.
    pub fn remove(&mut self, id: &str) {
        Rc::make_mut(&mut self.0).retain(|s| s.id != id);
    }

    /// Puts `new` first, in its order.
    pub fn prepend(&mut self, new: Vec<Session>) {
        let mut list: Vec<Rc<Session>> = new.into_iter().map(Rc::new).collect();
        list.extend(self.0.iter().cloned());
        self.0 = Rc::new(list);
    }

    /// Plain copies of every session (for storage, which keeps its own).
    pub fn to_vec(&self) -> Vec<Session> {
        self.0.iter().map(|s| Session::clone(s)).collect()
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
