//! The JSON reader (`core::json`): the parser agrees with serde_json on what is JSON, reads
//! back what serde writes, says where an error is, and refuses hostile nesting.

use proptest::prelude::*;
use tarot_companion::core::json::{self, FromJson, Json, MAX_DEPTH};

fn tree() -> impl Strategy<Value = Json> {
    let leaf = prop_oneof![
        Just(Json::Null),
        any::<bool>().prop_map(Json::Bool),
        any::<i64>().prop_map(|n| Json::Num(n.to_string())),
        "\\PC{0,12}".prop_map(Json::Str),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Json::Arr),
            prop::collection::vec(("[a-z_]{1,8}", inner), 0..6).prop_map(Json::Obj),
        ]
    })
}

/// Texts near JSON: most are broken in some small way.
fn near_json() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just("{".to_owned()),
            Just("}".to_owned()),
            Just("[".to_owned()),
            Just("]".to_owned()),
            Just(",".to_owned()),
            Just(":".to_owned()),
            Just("\"a\"".to_owned()),
            Just("\"\\u00e9\\n\"".to_owned()),
            Just("\"\\ud83c\\udccf\"".to_owned()),
            Just("\"\\ud800\"".to_owned()),
            Just("\"\\x\"".to_owned()),
            Just("\"".to_owned()),
            Just("-".to_owned()),
            Just("0".to_owned()),
            Just("12".to_owned()),
            Just("01".to_owned()),
            Just("1.5".to_owned()),
            Just("1.".to_owned()),
            Just("2e10".to_owned()),
            Just("-0.5E-3".to_owned()),
            Just("true".to_owned()),
            Just("nul".to_owned()),
            Just("null".to_owned()),
            Just(" ".to_owned()),
            Just("\n".to_owned()),
            Just("é".to_owned()),
        ],
        0..14,
    )
    .prop_map(|parts| parts.concat())
}

/// The same tree (numbers compared as serde_json reads them).
fn same(ours: &Json, theirs: &serde_json::Value) -> bool {
    use serde_json::Value as V;
    match (ours, theirs) {
        (Json::Null, V::Null) => true,
        (Json::Bool(a), V::Bool(b)) => a == b,
        (Json::Num(text), V::Number(n)) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => text.parse::<i64>() == Ok(i),
            (_, Some(u)) => text.parse::<u64>() == Ok(u),
            // serde_json reads floats fast, not correctly rounded ("-0.5E-301" gives
            // -4.999999999999999e-302): the last bits may differ from Rust's exact parse.
            _ => match (text.parse::<f64>(), n.as_f64()) {
                (Ok(a), Some(b)) => a == b || (a - b).abs() <= a.abs().max(b.abs()) * 1e-15,
                _ => false,
            },
        },
        (Json::Str(a), V::String(b)) => a == b,
        (Json::Arr(a), V::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y))
        }
        // serde_json keeps the last of duplicate keys; compare key by key.
        (Json::Obj(a), V::Object(b)) => a.iter().all(|(k, _)| {
            b.get(k).is_some_and(|v| same(ours.get(k).unwrap(), v))
                || a.iter()
                    .rev()
                    .any(|(k2, v2)| k2 == k && b.get(k).is_some_and(|v| same(v2, v)))
        }),
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// What serde writes, the parser reads back to the same tree.
    #[test]
    fn reads_back_what_serde_writes(value in tree()) {
        let text = serde_json::to_string(&value).unwrap();
        prop_assert_eq!(json::parse(&text).unwrap(), value.clone());
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        prop_assert_eq!(json::parse(&pretty).unwrap(), value);
    }

    /// A text is JSON for this parser exactly when it is for serde_json.
    #[test]
    fn agrees_with_serde_json_on_what_is_json(text in near_json()) {
        let ours = json::parse(&text);
        let theirs = serde_json::from_str::<serde_json::Value>(&text);
        // serde_json refuses numbers beyond f64 ("2e1012"); here they stay text, and no field
        // of the app's formats reads them.
        prop_assume!(!theirs.as_ref().is_err_and(|e| e.to_string().starts_with("number out of range")));
        prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: {:?} / {:?}", text, ours, theirs);
        match (ours, theirs) {
            (Ok(ours), Ok(theirs)) => prop_assert!(same(&ours, &theirs), "{:?}: {:?} / {:?}", text, ours, theirs),
            (Err(e), _) => prop_assert!(e.is_syntax()),
            _ => {}
        }
    }

    /// Any text at all gives a tree or an error, never a panic.
    #[test]
    fn any_text_is_total(text in "\\PC{0,40}") {
        let _ = json::parse(&text);
    }
}

#[test]
fn strings_and_numbers_are_read_exactly() {
    assert_eq!(
        json::parse(r#" "a\"b\\c\/\u00e9\ud83c\udccf\n" "#).unwrap(),
        Json::Str("a\"b\\c/é🃏\n".to_owned())
    );
    assert_eq!(
        json::parse("-0.5e3").unwrap(),
        Json::Num("-0.5e3".to_owned())
    );
    assert_eq!(
        json::parse("123456789012345678901234567890").unwrap(),
        Json::Num("123456789012345678901234567890".to_owned())
    );
}

#[test]
fn syntax_errors_say_where() {
    let e = json::parse("{\n  \"a\": tru\n}").unwrap_err();
    assert!(e.is_syntax());
    assert_eq!(e.to_string(), "expected a value at line 2 column 8");
    assert_eq!(
        json::parse("[1, 2").unwrap_err().to_string(),
        "end of text while reading a list at line 1 column 6"
    );
    assert_eq!(
        json::parse("{} x").unwrap_err().to_string(),
        "trailing characters at line 1 column 4"
    );
    assert_eq!(
        json::parse("\"\\q\"").unwrap_err().to_string(),
        "invalid escape at line 1 column 3"
    );
}

#[test]
fn nesting_is_limited() {
    let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
    assert!(json::parse(&ok).is_ok());
    let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
    assert!(json::parse(&deep)
        .unwrap_err()
        .to_string()
        .starts_with("nested too deep"));
    // Far deeper than any stack: refused, not a crash.
    assert!(json::parse(&"[".repeat(1_000_000)).is_err());
}

#[test]
fn data_errors_name_the_place() {
    let e = json::from_str::<Vec<Vec<u8>>>("[[1, 2], [3, 300]]").unwrap_err();
    assert!(!e.is_syntax());
    assert_eq!(
        e.to_string(),
        "[1][1]: the number `300` is out of range (from 0 to 255)"
    );
    assert_eq!(
        json::from_str::<u32>("1.5").unwrap_err().to_string(),
        "expected an integer, found the number `1.5`"
    );
    assert_eq!(
        json::from_str::<Option<bool>>("null").unwrap(),
        None::<bool>
    );
    assert_eq!(
        json::from_str::<[i32; 3]>("[1, 2]")
            .unwrap_err()
            .to_string(),
        "expected a list of 3, found a list of 2"
    );
    assert_eq!(
        <String as FromJson>::from_json(&Json::Bool(true))
            .unwrap_err()
            .to_string(),
        "expected a string, found the boolean `true`"
    );
}
