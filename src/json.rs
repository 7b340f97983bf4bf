//! JSON written by serde_json through one serializer: compact (storage, the snapshot's
//! parts) and pretty (the export's files) differ only in a flag of the formatter, so every
//! stored type's `Serialize` is compiled once for the app rather than once per layout
//! (`serde_json::to_string` and `to_string_pretty` are two serializer types, and each
//! copies the serialization of the session, its hands, its game… into the wasm).
//!
//! The text is serde_json's, byte for byte: the layout's methods are those of serde_json's
//! `CompactFormatter` and `PrettyFormatter` (two-space indent).
//!
//! Reading ([`from_str`]) is serde_json's too, with one rule of our formats: a struct is a JSON
//! object. serde_json also reads a struct from an array of its fields in order (`[2, "s1",
//! ...]`), which none of our formats writes nor documents; the derive then compiles a second
//! reader for every struct and struct variant (~22 KB of wasm, issue #12). [`De`] hands every
//! struct to serde_json with a visitor that has no such reader (an array is refused as
//! serde_json refuses any other wrong type: "invalid type: sequence, expected struct
//! Session"); everything else goes through to serde_json unchanged.

use std::fmt;
use std::io;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};
use serde::{Deserialize, Serialize};
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};

/// `text` read as serde_json's `from_str` reads it, structs from objects only (see above).
pub fn from_str<'a, T: Deserialize<'a>>(text: &'a str) -> serde_json::Result<T> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = T::deserialize(De(&mut de))?;
    de.end()?;
    Ok(value)
}

/// A deserializer that reads structs from maps only, at every depth.
pub struct De<D>(pub D);

macro_rules! forward_de {
    ($($method:ident($($arg:ident: $ty:ty),*);)+) => {
        $(
            fn $method<V: Visitor<'de>>(self $(, $arg: $ty)*, visitor: V) -> Result<V::Value, D::Error> {
                self.0.$method($($arg, )* Wrap(visitor))
            }
        )+
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for De<D> {
    type Error = D::Error;

    forward_de! {
        deserialize_any();
        deserialize_bool();
        deserialize_i8();
        deserialize_i16();
        deserialize_i32();
        deserialize_i64();
        deserialize_i128();
        deserialize_u8();
        deserialize_u16();
        deserialize_u32();
        deserialize_u64();
        deserialize_u128();
        deserialize_f32();
        deserialize_f64();
        deserialize_char();
        deserialize_str();
        deserialize_string();
        deserialize_bytes();
        deserialize_byte_buf();
        deserialize_option();
        deserialize_unit();
        deserialize_unit_struct(name: &'static str);
        deserialize_newtype_struct(name: &'static str);
        deserialize_seq();
        deserialize_tuple(len: usize);
        deserialize_tuple_struct(name: &'static str, len: usize);
        deserialize_map();
        deserialize_enum(name: &'static str, variants: &'static [&'static str]);
        deserialize_identifier();
        deserialize_ignored_any();
    }

    /// serde_json reads a map as it reads a struct's object, and refuses anything else with
    /// the same "invalid type" error.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(Wrap(NoSeq(visitor)))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

/// A visitor whose nested values are read through [`De`].
struct Wrap<V>(V);

macro_rules! forward_visit {
    ($($method:ident($ty:ty);)+) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
                self.0.$method(v)
            }
        )+
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.expecting(f)
    }

    forward_visit! {
        visit_bool(bool);
        visit_i8(i8);
        visit_i16(i16);
        visit_i32(i32);
        visit_i64(i64);
        visit_i128(i128);
        visit_u8(u8);
        visit_u16(u16);
        visit_u32(u32);
        visit_u64(u64);
        visit_u128(u128);
        visit_f32(f32);
        visit_f64(f64);
        visit_char(char);
        visit_str(&str);
        visit_borrowed_str(&'de str);
        visit_string(String);
        visit_bytes(&[u8]);
        visit_borrowed_bytes(&'de [u8]);
        visit_byte_buf(Vec<u8>);
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.0.visit_some(De(d))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.0.visit_newtype_struct(De(d))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.0.visit_seq(Seq(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(Map(map))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.0.visit_enum(Enum(data))
    }
}

/// A struct's visitor without its reader of arrays: an array is refused with serde's
/// "invalid type" error, as for any other value that is not an object.
struct NoSeq<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for NoSeq<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.expecting(f)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(map)
    }
}

/// A seed whose value is read through [`De`].
struct Seed<S>(S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(De(d))
    }
}

struct Seq<A>(A);

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Seq<A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(Seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

struct Map<A>(A);

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Map<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(Seed(seed))
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        self.0.next_value_seed(Seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

struct Enum<A>(A);

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for Enum<A> {
    type Error = A::Error;
    type Variant = Variant<A::Variant>;

    fn variant_seed<S: DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, Self::Variant), A::Error> {
        self.0
            .variant_seed(Seed(seed))
            .map(|(value, variant)| (value, Variant(variant)))
    }
}

struct Variant<A>(A);

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for Variant<A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(Seed(seed))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, Wrap(visitor))
    }

    /// As a newtype variant whose value is the struct's object: serde_json reads both the
    /// same way, except a variant written as a string alone (`"played"`), refused here with
    /// the error serde_json gives a struct variant.
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        let read = std::cell::Cell::new(false);
        self.0
            .newtype_variant_seed(Struct(visitor, &read))
            .map_err(|e| {
                if read.get() {
                    e
                } else {
                    de::Error::invalid_type(de::Unexpected::UnitVariant, &"struct variant")
                }
            })
    }
}

/// A struct variant's object, read as [`De`] reads a struct; says when it is read.
struct Struct<'r, V>(V, &'r std::cell::Cell<bool>);

impl<'de, V: Visitor<'de>> DeserializeSeed<'de> for Struct<'_, V> {
    type Value = V::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.1.set(true);
        d.deserialize_map(Wrap(NoSeq(self.0)))
    }
}

/// `value` as compact JSON, as `serde_json::to_string` writes it.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    write(value, None)
}

/// `value` as pretty JSON, as `serde_json::to_string_pretty` writes it.
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    write(value, Some(PrettyFormatter::new()))
}

fn write<T: Serialize + ?Sized>(
    value: &T,
    pretty: Option<PrettyFormatter<'static>>,
) -> serde_json::Result<String> {
    let mut out = Vec::with_capacity(128);
    value.serialize(&mut serde_json::Serializer::with_formatter(
        &mut out,
        Layout(pretty),
    ))?;
    // serde_json writes UTF-8 only; the lossy path is never taken.
    Ok(String::from_utf8(out)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// Compact, or pretty with the state of serde_json's pretty formatter.
struct Layout(Option<PrettyFormatter<'static>>);

macro_rules! either {
    ($($method:ident($($arg:ident: $ty:ty),*);)+) => {
        $(
            #[inline(never)]
            fn $method<W: ?Sized + io::Write>(&mut self, writer: &mut W $(, $arg: $ty)*) -> io::Result<()> {
                match &mut self.0 {
                    Some(pretty) => pretty.$method(writer $(, $arg)*),
                    None => CompactFormatter.$method(writer $(, $arg)*),
                }
            }
        )+
    };
}

impl Formatter for Layout {
    either! {
        begin_array();
        end_array();
        begin_array_value(first: bool);
        end_array_value();
        begin_object();
        end_object();
        begin_object_key(first: bool);
        end_object_key();
        begin_object_value();
        end_object_value();
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;
    use serde_json::value::RawValue;

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Outer<'a> {
        id: String,
        #[serde(borrow)]
        name: Option<&'a str>,
        #[serde(default)]
        hands: Vec<Hand>,
        inner: Option<Inner>,
        pair: Option<(u8, i64)>,
    }

    #[derive(Debug, PartialEq, Deserialize)]
    struct Inner {
        on: bool,
        n: Option<u32>,
    }

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Hand {
        Passed,
        Points(u16),
        Pair(u8, u8),
        Played { taker: usize, inner: Inner },
    }

    #[derive(Debug, Deserialize)]
    struct Parts<'a> {
        #[serde(borrow)]
        sessions: Vec<&'a RawValue>,
    }

    /// Our reading and serde_json's: the same value or the same message.
    fn both<'a, T: Deserialize<'a> + std::fmt::Debug>(text: &'a str) -> (String, String) {
        let ours = super::from_str::<T>(text).map_err(|e| e.to_string());
        let theirs = serde_json::from_str::<T>(text).map_err(|e| e.to_string());
        (format!("{ours:?}"), format!("{theirs:?}"))
    }

    #[test]
    fn reads_as_serde_json() {
        for text in [
            r#"{"id": "s1"}"#,
            r#"{"id": "s1", "name": "Soir", "hands": ["passed", {"points": 3}, {"pair": [1, 2]},
                {"played": {"taker": 2, "inner": {"on": true, "n": null}}}],
                "inner": {"on": false, "n": 4}, "pair": [7, -8]}"#,
            r#"{"id": "s1", "other": 1}"#,
            r#"{"id": 3}"#,
            r#"{"name": "x"}"#,
            r#"{"id": "s1", "id": "s2"}"#,
            r#"{"id": "s1", "hands": ["passd"]}"#,
            r#"{"id": "s1", "hands": ["played"]}"#,
            r#"{"id": "s1", "hands": ["pair"]}"#,
            r#"{"id": "s1", "hands": [{"played": {"taker": 1}}]}"#,
            r#"{"id": "s1", "hands": [{"played": 5}]}"#,
            r#"{"id": "s1", "hands": [{"points": "x"}]}"#,
            r#"{"id": "s1", "hands": [7]}"#,
            r#"{"id": "s1", "inner": {"on": 1}}"#,
            r#"{"id": "s1", "inner": "x"}"#,
            r#"{"id": "s1", "pair": [1]}"#,
            r#"{"id": "s1", "pair": [300, 1]}"#,
            r#"{"id": "s1"} x"#,
            r#"{"id": "s1""#,
            "7",
            "null",
            "",
        ] {
            let (ours, theirs) = both::<Outer>(text);
            assert_eq!(ours, theirs, "{text}");
        }
        let text = r#"{"sessions": [{"a": [1, 2]}, "x", 3]}"#;
        let (ours, theirs) = both::<Parts>(text);
        assert_eq!(ours, theirs);
        let parts: Parts = super::from_str(text).unwrap();
        let raw: Vec<&str> = parts.sessions.iter().map(|r| r.get()).collect();
        assert_eq!(raw, [r#"{"a": [1, 2]}"#, r#""x""#, "3"]);
        let (ours, theirs) = both::<serde_json::Value>(r#"{"a": [1, {"b": null}], "c": "d"}"#);
        assert_eq!(ours, theirs);
    }

    /// The one difference: a struct written as an array of its fields.
    #[test]
    fn refuses_a_struct_written_as_an_array() {
        assert!(serde_json::from_str::<Inner>("[true, 3]").is_ok());
        assert_eq!(
            super::from_str::<Inner>("[true, 3]")
                .unwrap_err()
                .to_string(),
            "invalid type: sequence, expected struct Inner at line 1 column 0"
        );
        assert!(serde_json::from_str::<Hand>(r#"{"played": [1, {"on": true}]}"#).is_ok());
        assert!(super::from_str::<Hand>(r#"{"played": [1, {"on": true}]}"#)
            .unwrap_err()
            .to_string()
            .starts_with("invalid type: sequence, expected struct variant Hand::Played"));
    }

    #[test]
    fn writes_as_serde_json() {
        let values = [
            json!(null),
            json!([]),
            json!({}),
            json!([1, [2, []], {"a": {}, "b": [true, "x\n\"y\""]}]),
            json!({"version": 2, "hands": [{"french_tarot": {"played": {"taker": 0}}}], "name": null}),
        ];
        for v in values {
            assert_eq!(
                super::to_string(&v).unwrap(),
                serde_json::to_string(&v).unwrap()
            );
            assert_eq!(
                super::to_string_pretty(&v).unwrap(),
                serde_json::to_string_pretty(&v).unwrap()
            );
        }
    }
}
