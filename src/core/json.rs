//! Reading JSON: a small parser to a [`Json`] tree and the [`FromJson`] trait that turns the
//! tree into the app's types. Writing stays with serde (`#[derive(Serialize)]`).
//!
//! Why not `#[derive(Deserialize)]`: serde's derived readers are generic over the
//! deserializer, and the session format's tagged enums (`"game": "french_tarot"`,
//! `"kind": "played"`) make serde buffer and read every type a second and third time through
//! its private `Content` deserializers. That was a fifth of the app's wasm (issue #7). Here
//! every type has one plain function from a tree, and the tree has one parser.
//!
//! Reading is total: any text gives a value or an [`Error`] that says where and what
//! ("hands[3].taker: missing field `taker`"), never a panic. Nesting deeper than
//! [`MAX_DEPTH`] is refused, so hostile input cannot exhaust the stack.

use std::fmt;

/// A parsed JSON value. Numbers keep their text, so integers of any size are exact and a
/// fraction is refused where an integer is expected instead of being rounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    Num(String),
    Str(String),
    Arr(Vec<Json>),
    /// Members in the order of the text.
    Obj(Vec<(String, Json)>),
}

/// Arrays and objects nested deeper than this are refused (as serde_json does at 128).
pub const MAX_DEPTH: usize = 128;

/// Why a text could not be read: a syntax error (not JSON) or JSON of another shape.
///
/// One pointer wide: every field read returns a `Result<_, Error>`, and a wide error made each
/// of them move and test a wide value (issue #7: the readers are a large part of the wasm).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(Box<Inner>);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Inner {
    message: String,
    /// Where in the value, innermost last ("hands", "[3]", "taker").
    path: Vec<String>,
    syntax: bool,
}

impl Error {
    /// JSON of the wrong shape (a missing field, an unknown variant, a wrong type).
    pub fn data(message: impl Into<String>) -> Error {
        Error(Box::new(Inner {
            message: message.into(),
            path: Vec::new(),
            syntax: false,
        }))
    }

    fn syntax(message: &str, text: &str, at: usize) -> Error {
        let before = &text.as_bytes()[..at.min(text.len())];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = at
            - before
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1)
            + 1;
        Error(Box::new(Inner {
            message: format!("{message} at line {line} column {column}"),
            path: Vec::new(),
            syntax: true,
        }))
    }

    /// Whether the text is not JSON at all (as opposed to JSON of another shape).
    pub fn is_syntax(&self) -> bool {
        self.0.syntax
    }

    /// The error, located one level further out.
    pub fn at(mut self, segment: impl Into<String>) -> Error {
        self.0.path.push(segment.into());
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, segment) in self.0.path.iter().rev().enumerate() {
            if i > 0 && !segment.starts_with('[') {
                f.write_str(".")?;
            }
            f.write_str(segment)?;
        }
        if !self.0.path.is_empty() {
            f.write_str(": ")?;
        }
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for Error {}

// ---------------------------------------------------------------------------------------
// The parser

/// Parses a whole text (surrounding white space allowed, nothing else after the value).
pub fn parse(text: &str) -> Result<Json, Error> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    p.space();
    let value = p.value(0)?;
    p.space();
    if p.at < p.bytes.len() {
        return Err(p.error("trailing characters"));
    }
    Ok(value)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn error(&self, message: &str) -> Error {
        Error::syntax(message, self.text, self.at)
    }

    fn eof(&self, what: &str) -> Error {
        self.error(&format!("end of text while reading {what}"))
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.peek() {
            self.at += 1;
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, Error> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("expected a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, Error> {
        match self.peek() {
            None => Err(self.eof("a value")),
            Some(b'n') => self.word("null", Json::Null),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Str),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                let depth = self.deeper(depth)?;
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Json::Arr(items));
                }
                loop {
                    self.space();
                    items.push(self.value(depth)?);
                    self.space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Json::Arr(items));
                        }
                        None => return Err(self.eof("a list")),
                        Some(_) => return Err(self.error("expected `,` or `]`")),
                    }
                }
            }
            Some(b'{') => {
                let depth = self.deeper(depth)?;
                self.at += 1;
                let mut members = Vec::new();
                self.space();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Json::Obj(members));
                }
                loop {
                    self.space();
                    match self.peek() {
                        Some(b'"') => {}
                        None => return Err(self.eof("an object")),
                        Some(_) => return Err(self.error("expected a key in double quotes")),
                    }
                    let key = self.string()?;
                    self.space();
                    match self.peek() {
                        Some(b':') => self.at += 1,
                        None => return Err(self.eof("an object")),
                        Some(_) => return Err(self.error("expected `:`")),
                    }
                    self.space();
                    let value = self.value(depth)?;
                    members.push((key, value));
                    self.space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(Json::Obj(members));
                        }
                        None => return Err(self.eof("an object")),
                        Some(_) => return Err(self.error("expected `,` or `}`")),
                    }
                }
            }
            Some(_) => Err(self.error("expected a value")),
        }
    }

    fn deeper(&self, depth: usize) -> Result<usize, Error> {
        if depth >= MAX_DEPTH {
            Err(self.error("nested too deep"))
        } else {
            Ok(depth + 1)
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Json, Error> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let first = self.peek();
        let whole = self.digits();
        if whole == 0 || (first == Some(b'0') && whole > 1) {
            return Err(self.error("invalid number"));
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        Ok(Json::Num(self.text[start..self.at].to_owned()))
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .ok_or_else(|| self.eof("a string"))?;
        let mut n = 0;
        for &d in digits {
            let v = (d as char)
                .to_digit(16)
                .ok_or_else(|| self.error("invalid escape"))?;
            n = n * 16 + v;
        }
        self.at += 4;
        Ok(n)
    }

    /// A string; the cursor is on its opening quote.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // The text is UTF-8 and the stops are ASCII: the slice is on char boundaries.
            out.push_str(&self.text[start..self.at]);
            match self.peek() {
                None => return Err(self.eof("a string")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let escape = self.peek().ok_or_else(|| self.eof("a string"))?;
                    self.at += 1;
                    match escape {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let mut code = self.hex4()?;
                            if (0xD800..0xDC00).contains(&code)
                                && self.bytes[self.at..].starts_with(b"\\u")
                            {
                                self.at += 2;
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return Err(self.error("invalid unicode escape"));
                                }
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                            }
                            let c = char::from_u32(code)
                                .ok_or_else(|| self.error("invalid unicode escape"))?;
                            out.push(c);
                        }
                        _ => {
                            self.at -= 1;
                            return Err(self.error("invalid escape"));
                        }
                    }
                }
                Some(_) => return Err(self.error("control character in a string")),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// From the tree to the app's types

/// A type read from JSON.
pub trait FromJson: Sized {
    fn from_json(value: &Json) -> Result<Self, Error>;
}

/// Parses `text` and reads a `T` from it.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, Error> {
    T::from_json(&parse(text)?)
}

impl Json {
    /// What the value is, for messages ("a string \"x\"", "the integer `7`").
    pub fn describe(&self) -> String {
        match self {
            Json::Null => "null".to_owned(),
            Json::Bool(b) => format!("the boolean `{b}`"),
            Json::Num(n) => format!("the number `{n}`"),
            Json::Str(s) => format!("the string \"{s}\""),
            Json::Arr(_) => "a list".to_owned(),
            Json::Obj(_) => "an object".to_owned(),
        }
    }

    /// The error "expected …, found …".
    pub fn unexpected(&self, expected: &str) -> Error {
        Error::data(format!("expected {expected}, found {}", self.describe()))
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(members) => member(members, key),
            _ => None,
        }
    }

    /// An object with a single member, as externally tagged enums are written
    /// (`{"attack": "40.5"}`): its key and value.
    pub fn single(&self, expected: &str) -> Result<(&str, &Json), Error> {
        match self {
            Json::Obj(members) if members.len() == 1 => Ok((&members[0].0, &members[0].1)),
            _ => Err(self.unexpected(expected)),
        }
    }
}

/// The first member named `key`. A repeated key is refused only where [`Fields::only`] is
/// asked (the structs that refuse unknown fields).
fn member<'a>(members: &'a [(String, Json)], key: &str) -> Option<&'a Json> {
    members.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// The members of an object, read by name.
pub struct Fields<'a> {
    members: &'a [(String, Json)],
    /// A key that belongs to an enclosing enum (its tag), allowed where unknown keys are not.
    tag: Option<&'static str>,
}

impl<'a> Fields<'a> {
    /// The members of `value`, which must be an object.
    pub fn of(value: &'a Json) -> Result<Fields<'a>, Error> {
        match value {
            Json::Obj(members) => Ok(Fields { members, tag: None }),
            other => Err(other.unexpected("an object")),
        }
    }

    /// The members of an object whose key `tag` says which variant it is.
    pub fn tagged(value: &'a Json, tag: &'static str) -> Result<Fields<'a>, Error> {
        let mut fields = Fields::of(value)?;
        fields.tag = Some(tag);
        Ok(fields)
    }

    pub fn get(&self, name: &str) -> Option<&'a Json> {
        member(self.members, name)
    }

    /// A field that must be there.
    pub fn req<T: FromJson>(&self, name: &str) -> Result<T, Error> {
        match self.get(name) {
            Some(v) => T::from_json(v).map_err(|e| e.at(name)),
            None => Err(Error::data(format!("missing field `{name}`"))),
        }
    }

    /// A field that takes `T::default()` when it is missing.
    pub fn or_default<T: FromJson + Default>(&self, name: &str) -> Result<T, Error> {
        self.or(name, T::default())
    }

    /// A field that takes `default` when it is missing.
    pub fn or<T: FromJson>(&self, name: &str, default: T) -> Result<T, Error> {
        match self.get(name) {
            Some(v) => T::from_json(v).map_err(|e| e.at(name)),
            None => Ok(default),
        }
    }

    /// Refuses keys not in `known` (nor the enclosing tag), and keys given twice.
    pub fn only(&self, known: &[&str]) -> Result<(), Error> {
        for (i, (key, _)) in self.members.iter().enumerate() {
            if self.tag == Some(key.as_str()) {
                continue;
            }
            if !known.contains(&key.as_str()) {
                return Err(Error::data(format!(
                    "unknown field `{key}`, expected one of {}",
                    quoted(known)
                )));
            }
            if self.members[..i].iter().any(|(k, _)| k == key) {
                return Err(Error::data(format!("duplicate field `{key}`")));
            }
        }
        Ok(())
    }
}

/// "`a`, `b`, `c`" for messages.
pub fn quoted(names: &[&str]) -> String {
    let mut out = String::new();
    for (i, n) in names.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('`');
        out.push_str(n);
        out.push('`');
    }
    out
}

/// The variant named `name` among `(name, variant)` pairs, or the error listing them.
pub fn variant<T: Copy>(name: &str, variants: &[(&str, T)]) -> Result<T, Error> {
    variants
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v)
        .ok_or_else(|| {
            let names: Vec<&str> = variants.iter().map(|(n, _)| *n).collect();
            Error::data(format!(
                "unknown variant `{name}`, expected one of {}",
                quoted(&names)
            ))
        })
}

/// The text of a tag: `value` must be a string.
pub fn tag_of<'a>(fields: &Fields<'a>, tag: &str) -> Result<&'a str, Error> {
    match fields.get(tag) {
        Some(Json::Str(s)) => Ok(s),
        Some(other) => Err(other.unexpected("a string").at(tag)),
        None => Err(Error::data(format!("missing field `{tag}`"))),
    }
}

/// Unit enums written as strings: `json_enum!(Side { "attack" => Attack, … })`. The names
/// are the ones serde writes (checked by the round-trip tests of each format).
#[macro_export]
macro_rules! json_enum {
    ($ty:ident { $($name:literal => $variant:ident),+ $(,)? }) => {
        impl $crate::core::json::FromJson for $ty {
            fn from_json(value: &$crate::core::json::Json) -> Result<Self, $crate::core::json::Error> {
                let name = value
                    .as_str()
                    .ok_or_else(|| value.unexpected("a string"))?;
                $crate::core::json::variant(name, &[$(($name, $ty::$variant)),+])
            }
        }
    };
}

/// Structs with named fields: `json_struct!(Ty { a: req, b: default })`, where `req` is a
/// field that must be there and `default` one that takes its type's default when missing
/// (an `Option` field is `default`). `json_struct!(Ty deny { … })` also refuses unknown
/// fields. `json_struct!(Ty from_default { a, b })` takes every missing field from
/// `Ty::default()` (serde's `#[serde(default)]` on the struct); `from_default deny` refuses
/// unknown fields too.
#[macro_export]
macro_rules! json_struct {
    ($ty:ident deny { $($field:ident : $mode:ident),* $(,)? }) => {
        $crate::json_struct!(@impl o, $ty, [o.only(&[$(stringify!($field)),*])?;],
            { $($field: $crate::json_struct!(@field o, $field, $mode)),* });
    };
    ($ty:ident { $($field:ident : $mode:ident),* $(,)? }) => {
        $crate::json_struct!(@impl o, $ty, [],
            { $($field: $crate::json_struct!(@field o, $field, $mode)),* });
    };
    ($ty:ident from_default deny { $($field:ident),* $(,)? }) => {
        $crate::json_struct!(@impl o, $ty,
            [o.only(&[$(stringify!($field)),*])?; let d = <$ty as Default>::default();],
            { $($field: o.or(stringify!($field), d.$field)?),* });
    };
    ($ty:ident from_default { $($field:ident),* $(,)? }) => {
        $crate::json_struct!(@impl o, $ty, [let d = <$ty as Default>::default();],
            { $($field: o.or(stringify!($field), d.$field)?),* });
    };
    (@impl $o:ident, $ty:ident, [$($pre:tt)*], { $($body:tt)* }) => {
        impl $crate::core::json::FromFields for $ty {
            fn from_fields($o: &$crate::core::json::Fields<'_>) -> Result<Self, $crate::core::json::Error> {
                $($pre)*
                Ok($ty { $($body)* })
            }
        }
        impl $crate::core::json::FromJson for $ty {
            fn from_json(value: &$crate::core::json::Json) -> Result<Self, $crate::core::json::Error> {
                <$ty as $crate::core::json::FromFields>::from_fields(&$crate::core::json::Fields::of(value)?)
            }
        }
    };
    (@field $o:ident, $field:ident, req) => { $o.req(stringify!($field))? };
    (@field $o:ident, $field:ident, default) => { $o.or_default(stringify!($field))? };
}

/// A struct read from the members of an object (made by [`json_struct!`]); a tagged enum
/// reads its variant's struct from the members beside the tag.
pub trait FromFields: Sized {
    fn from_fields(fields: &Fields<'_>) -> Result<Self, Error>;
}

impl FromJson for Json {
    fn from_json(value: &Json) -> Result<Self, Error> {
        Ok(value.clone())
    }
}

impl FromJson for bool {
    fn from_json(value: &Json) -> Result<Self, Error> {
        match value {
            Json::Bool(b) => Ok(*b),
            other => Err(other.unexpected("a boolean")),
        }
    }
}

impl FromJson for String {
    fn from_json(value: &Json) -> Result<Self, Error> {
        match value {
            Json::Str(s) => Ok(s.clone()),
            other => Err(other.unexpected("a string")),
        }
    }
}

/// An integer of the JSON text that fits an `i64` (`u64` is read on its own).
pub fn integer(value: &Json) -> Result<i64, Error> {
    match value {
        Json::Num(text) => text
            .parse::<i64>()
            .map_err(|_| value.unexpected("an integer")),
        other => Err(other.unexpected("an integer")),
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl FromJson for $t {
            fn from_json(value: &Json) -> Result<Self, Error> {
                <$t>::try_from(integer(value)?).map_err(|_| {
                    Error::data(format!(
                        "{} is out of range (from {} to {})",
                        value.describe(),
                        <$t>::MIN,
                        <$t>::MAX
                    ))
                })
            }
        }
    )*};
}
integers!(u8, u16, u32, usize, i32);

/// Beyond `i64` (times in milliseconds are `u64`).
impl FromJson for u64 {
    fn from_json(value: &Json) -> Result<Self, Error> {
        match value {
            Json::Num(text) => text.parse::<u64>().map_err(|_| match text.parse::<i64>() {
                Ok(_) => Error::data(format!(
                    "{} is out of range (from 0 to {})",
                    value.describe(),
                    u64::MAX
                )),
                Err(_) => value.unexpected("an integer"),
            }),
            other => Err(other.unexpected("an integer")),
        }
    }
}

impl FromJson for i64 {
    fn from_json(value: &Json) -> Result<Self, Error> {
        integer(value)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Json) -> Result<Self, Error> {
        match value {
            Json::Null => Ok(None),
            other => T::from_json(other).map(Some),
        }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Json) -> Result<Self, Error> {
        match value {
            Json::Arr(items) => {
                // A loop, not `collect::<Result<_, _>>()`: the adapter that collect needs is
                // generic code per `T`, a few hundred bytes of wasm each.
                let mut out = Vec::with_capacity(items.len());
                for (i, v) in items.iter().enumerate() {
                    out.push(T::from_json(v).map_err(|e| e.at(format!("[{i}]")))?);
                }
                Ok(out)
            }
            other => Err(other.unexpected("a list")),
        }
    }
}

impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(value: &Json) -> Result<Self, Error> {
        let items = Vec::<T>::from_json(value)?;
        let len = items.len();
        items
            .try_into()
            .map_err(|_| Error::data(format!("expected a list of {N}, found a list of {len}")))
    }
}

/// Written back as it was read (numbers as integers when they are, else as floats).
impl serde::Serialize for Json {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self {
            Json::Null => s.serialize_unit(),
            Json::Bool(b) => s.serialize_bool(*b),
            Json::Num(text) => match (text.parse::<i64>(), text.parse::<u64>()) {
                (Ok(n), _) => s.serialize_i64(n),
                (_, Ok(n)) => s.serialize_u64(n),
                _ => s.serialize_f64(text.parse().unwrap_or(f64::NAN)),
            },
            Json::Str(text) => s.serialize_str(text),
            Json::Arr(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Obj(members) => {
                let mut map = s.serialize_map(Some(members.len()))?;
                for (k, v) in members {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}
