//! A map kept as a vector of pairs sorted by key: what a `BTreeMap` does for the app's maps
//! (a session's players, the sessions of a store, a few hundred entries at most), with a
//! binary search and the vector's own code. A B-tree's code is copied into the wasm for
//! every key and value type, several kilobytes each (issue #12).
//!
//! ```
//! use tarot_companion::core::sorted_map::SortedMap;
//!
//! let mut m = SortedMap::new();
//! m.insert("b".to_owned(), 2);
//! m.insert("a".to_owned(), 1);
//! assert_eq!(m.insert("b".to_owned(), 3), Some(2));
//! assert_eq!(m.get("b"), Some(&3));
//! assert_eq!(m.keys().collect::<Vec<_>>(), ["a", "b"]);
//! ```

use std::borrow::Borrow;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Pairs in key order, no key twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SortedMap<K, V>(Vec<(K, V)>);

impl<K, V> Default for SortedMap<K, V> {
    fn default() -> Self {
        SortedMap(Vec::new())
    }
}

impl<K, V> SortedMap<K, V> {
    pub fn new() -> Self {
        SortedMap::default()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn clear(&mut self) {
        self.0.clear()
    }

    /// The keys and their values, in key order.
    pub fn iter(&self) -> <&Self as IntoIterator>::IntoIter {
        self.into_iter()
    }

    pub fn keys(&self) -> impl Iterator<Item = &K> {
        self.0.iter().map(|e| &e.0)
    }

    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.0.iter().map(|e| &e.1)
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> {
        self.0.iter_mut().map(|e| &mut e.1)
    }
}

impl<K: Ord, V> SortedMap<K, V> {
    /// Where `key` is, or where it would go.
    fn find<Q: Ord + ?Sized>(&self, key: &Q) -> Result<usize, usize>
    where
        K: Borrow<Q>,
    {
        self.0.binary_search_by(|e| e.0.borrow().cmp(key))
    }

    pub fn get<Q: Ord + ?Sized>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| &self.0[i].1)
    }

    pub fn get_mut<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<&mut V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| &mut self.0[i].1)
    }

    pub fn contains_key<Q: Ord + ?Sized>(&self, key: &Q) -> bool
    where
        K: Borrow<Q>,
    {
        self.find(key).is_ok()
    }

    /// The value of `key`, made by `new` if there was none.
    pub fn get_or_insert_with(&mut self, key: K, new: impl FnOnce() -> V) -> &mut V {
        let i = match self.find(&key) {
            Ok(i) => i,
            Err(i) => {
                self.0.insert(i, (key, new()));
                i
            }
        };
        &mut self.0[i].1
    }

    /// Sets the value of `key`, returning the one it replaces. A key greater than every other
    /// (keys coming in order) is pushed at the end, moving nothing.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            Err(i) => {
                self.0.insert(i, (key, value));
                None
            }
        }
    }

    pub fn remove<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| self.0.remove(i).1)
    }
}

impl<K: Ord + Borrow<Q>, Q: Ord + ?Sized, V> std::ops::Index<&Q> for SortedMap<K, V> {
    type Output = V;

    /// Panics when `key` has no value, like a map's index.
    fn index(&self, key: &Q) -> &V {
        self.get(key).expect("no such key")
    }
}

impl<K, V> IntoIterator for SortedMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;

    /// The keys and their values, in key order.
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// The pair of references an entry is seen as.
type Entry<'a, K, V> = (&'a K, &'a V);

impl<'a, K, V> IntoIterator for &'a SortedMap<K, V> {
    type Item = Entry<'a, K, V>;
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (K, V)>, fn(&'a (K, V)) -> Entry<'a, K, V>>;

    /// The keys and their values, in key order.
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl<K: Ord, V> Extend<(K, V)> for SortedMap<K, V> {
    /// Inserted one by one (a later value of the same key replaces the earlier one).
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, iter: I) {
        for (k, v) in iter {
            self.insert(k, v);
        }
    }
}

impl<K: Ord, V> FromIterator<(K, V)> for SortedMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut map = SortedMap::new();
        map.extend(iter);
        map
    }
}

/// Written as a map, as a `BTreeMap` is: the same text.
impl<K: Serialize, V: Serialize> Serialize for SortedMap<K, V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

/// Read from a map, as a `BTreeMap` is (a key twice: the last value).
impl<'de, K: Ord + Deserialize<'de>, V: Deserialize<'de>> Deserialize<'de> for SortedMap<K, V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Pairs<K, V>(PhantomData<(K, V)>);

        impl<'de, K: Ord + Deserialize<'de>, V: Deserialize<'de>> Visitor<'de> for Pairs<K, V> {
            type Value = SortedMap<K, V>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Self::Value, A::Error> {
                let mut map = SortedMap::new();
                while let Some((k, v)) = a.next_entry()? {
                    map.insert(k, v);
                }
                Ok(map)
            }
        }

        d.deserialize_map(Pairs(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use proptest::prelude::*;

    use super::SortedMap;

    /// An insertion (`Some`) or a removal (`None`) of a key among a few, so that keys repeat.
    fn ops() -> impl Strategy<Value = Vec<(u8, Option<u16>)>> {
        proptest::collection::vec((0u8..24, proptest::option::of(any::<u16>())), 0..80)
    }

    proptest! {
        /// Whatever is inserted and removed, in whatever order, the map answers as the
        /// standard B-tree does: the values each step returns, the pairs in key order, each
        /// lookup, and the JSON text both ways.
        #[test]
        fn answers_as_a_btree_map(ops in ops()) {
            let (mut ours, mut std) = (SortedMap::new(), BTreeMap::new());
            for (k, op) in ops {
                let key = format!("k{k}");
                match op {
                    Some(v) => prop_assert_eq!(ours.insert(key.clone(), v), std.insert(key, v)),
                    None => prop_assert_eq!(ours.remove(key.as_str()), std.remove(&key)),
                }
            }
            prop_assert_eq!(ours.len(), std.len());
            prop_assert!(ours.iter().eq(std.iter()));
            for k in 0u8..24 {
                let key = format!("k{k}");
                prop_assert_eq!(ours.get(key.as_str()), std.get(&key));
                prop_assert_eq!(ours.contains_key(key.as_str()), std.contains_key(&key));
            }
            let text = serde_json::to_string(&ours).unwrap();
            prop_assert_eq!(&text, &serde_json::to_string(&std).unwrap());
            let back: SortedMap<String, u16> = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(back, ours);
        }
    }

    /// A key twice in the text: the last value, as a B-tree reads it; unordered keys come out
    /// in order.
    #[test]
    fn reads_any_order_and_keeps_the_last_value() {
        let m: SortedMap<String, u8> = serde_json::from_str(r#"{"b": 1, "a": 2, "b": 3}"#).unwrap();
        assert_eq!(
            m.into_iter().collect::<Vec<_>>(),
            [("a".into(), 2), ("b".into(), 3)]
        );
        assert!(serde_json::from_str::<SortedMap<String, u8>>("[]").is_err());
    }
}
