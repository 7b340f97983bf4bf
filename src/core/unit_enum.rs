//! Reading and writing an enum of unit variants (`"garde_sans"`) as serde's derive does, with
//! one visitor and one writer for every such enum instead of one per enum: the derive writes a
//! visitor, a field visitor and their error paths for each enum (~1 KB of wasm each), and a
//! writer per variant; here each enum keeps only its names and the table of its values
//! ([`unit_enum!`]).
//!
//! Same input, same result and same errors as `#[derive(Deserialize)]`: serde's
//! `deserialize_enum` with the enum's name and variant names, a variant read as an
//! identifier (its name, or its index as a number), then `unit_variant`.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, VariantAccess, Visitor};

/// The index of the variant read, among `variants` (the names the enum is written with).
#[inline(never)]
pub fn read<'de, D: Deserializer<'de>>(
    d: D,
    name: &'static str,
    variants: &'static [&'static str],
) -> Result<usize, D::Error> {
    d.deserialize_enum(name, variants, Enum { name, variants })
}

struct Enum {
    name: &'static str,
    variants: &'static [&'static str],
}

impl<'de> Visitor<'de> for Enum {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "enum {}", self.name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<usize, A::Error> {
        let (index, variant) = data.variant_seed(Identifier(self.variants))?;
        variant.unit_variant()?;
        Ok(index)
    }
}

/// A variant's name (or index), as the derive's field visitor reads it.
struct Identifier(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for Identifier {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<usize, D::Error> {
        d.deserialize_identifier(self)
    }
}

/// What the derive says an index out of range should have been.
struct IndexBelow(usize);

impl de::Expected for IndexBelow {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "variant index 0 <= i < {}", self.0)
    }
}

impl<'de> Visitor<'de> for Identifier {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<usize, E> {
        match usize::try_from(v) {
            Ok(i) if i < self.0.len() => Ok(i),
            _ => Err(E::invalid_value(
                de::Unexpected::Unsigned(v),
                &IndexBelow(self.0.len()),
            )),
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|n| *n == v)
            .ok_or_else(|| E::unknown_variant(v, self.0))
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<usize, E> {
        match self.0.iter().position(|n| n.as_bytes() == v) {
            Some(i) => Ok(i),
            None => Err(E::unknown_variant(&String::from_utf8_lossy(v), self.0)),
        }
    }
}

/// The variant `index` of enum `name`, written as the derive writes a unit variant.
#[inline(never)]
pub fn write<S: serde::Serializer>(
    s: S,
    name: &'static str,
    index: usize,
    variants: &'static [&'static str],
) -> Result<S::Ok, S::Error> {
    s.serialize_unit_variant(
        name,
        index as u32,
        variants.get(index).copied().unwrap_or_default(),
    )
}

/// `Serialize` and `Deserialize` for an enum of unit variants (numbered from 0 in their
/// order), each with the name it is written with: `unit_enum!(Side { "attack" => Attack,
/// ... })`.
#[macro_export]
macro_rules! unit_enum {
    ($ty:ident { $($name:literal => $variant:ident),+ $(,)? }) => {
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                const NAMES: &[&str] = &[$($name),+];
                $crate::core::unit_enum::write(s, stringify!($ty), *self as usize, NAMES)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                const NAMES: &[&str] = &[$($name),+];
                const ALL: &[$ty] = &[$($ty::$variant),+];
                let i = $crate::core::unit_enum::read(d, stringify!($ty), NAMES)?;
                Ok(ALL.get(i).copied().unwrap_or(ALL[0]))
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    /// The derive, to compare with.
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Derived {
        Attack,
        GardeSans,
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Ours {
        Attack,
        GardeSans,
    }
    crate::unit_enum!(Ours { "attack" => Attack, "garde_sans" => GardeSans });

    fn both(text: &str) -> (Result<String, String>, Result<String, String>) {
        let derived = serde_json::from_str::<Derived>(text).map(|v| format!("{v:?}"));
        let ours = serde_json::from_str::<Ours>(text).map(|v| format!("{v:?}"));
        (
            derived.map_err(|e| e.to_string()),
            ours.map_err(|e| e.to_string()),
        )
    }

    #[test]
    fn writes_as_the_derive() {
        for (derived, ours) in [
            (Derived::Attack, Ours::Attack),
            (Derived::GardeSans, Ours::GardeSans),
        ] {
            assert_eq!(
                serde_json::to_string(&ours).unwrap(),
                serde_json::to_string(&derived).unwrap()
            );
            assert_eq!(
                serde_json::to_string_pretty(&[ours]).unwrap(),
                serde_json::to_string_pretty(&[derived]).unwrap()
            );
        }
        assert_eq!(
            serde_json::to_string(&Ours::GardeSans).unwrap(),
            r#""garde_sans""#
        );
    }

    #[test]
    fn reads_and_refuses_as_the_derive() {
        for text in [
            r#""attack""#,
            r#""garde_sans""#,
            r#" "garde_sans" "#,
            r#"{"attack": null}"#,
            r#""Attack""#,
            r#""""#,
            r#"{"attack": 1}"#,
            r#"{"other": null}"#,
            r#"{}"#,
            "2",
            "null",
            "[]",
            r#""garde"#,
            "",
        ] {
            let (derived, ours) = both(text);
            assert_eq!(ours, derived, "{text}");
        }
        assert_eq!(both(r#""garde_sans""#).1, Ok("GardeSans".to_owned()));
        assert!(both(r#""x""#)
            .1
            .unwrap_err()
            .contains("unknown variant `x`"));
    }

    #[test]
    fn reads_an_index_as_the_derive() {
        use serde::de::value::{Error, U64Deserializer};
        use serde::de::{DeserializeSeed, IntoDeserializer};
        for i in [0u64, 1, 2, 7] {
            let d: U64Deserializer<Error> = i.into_deserializer();
            let ours =
                DeserializeSeed::deserialize(super::Identifier(&["attack", "garde_sans"]), d)
                    .map_err(|e| e.to_string());
            let expected = match i {
                0 | 1 => Ok(i as usize),
                _ => Err(format!(
                    "invalid value: integer `{i}`, expected variant index 0 <= i < 2"
                )),
            };
            assert_eq!(ours, expected);
        }
    }
}
