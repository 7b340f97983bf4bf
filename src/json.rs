//! JSON written by serde_json through one serializer: compact (storage, the snapshot's
//! parts) and pretty (the export's files) differ only in a flag of the formatter, so every
//! stored type's `Serialize` is compiled once for the app rather than once per layout
//! (`serde_json::to_string` and `to_string_pretty` are two serializer types, and each
//! copies the serialization of the session, its hands, its game… into the wasm).
//!
//! The text is serde_json's, byte for byte: the layout's methods are those of serde_json's
//! `CompactFormatter` and `PrettyFormatter` (two-space indent).

use std::io;

use serde::Serialize;
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};

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
    use serde_json::json;

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
