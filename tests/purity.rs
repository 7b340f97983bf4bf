//! The rules core stays pure: no file under `src/core/` may name the web stack.
//! (The model is rust-analyzer's `tidy` test: a test that reads the source tree.)

use std::fs;
use std::path::{Path, PathBuf};

const FORBIDDEN: &[&str] = &[
    "yew",
    "gloo",
    "web_sys",
    "web-sys",
    "wasm_bindgen",
    "wasm-bindgen",
    "js_sys",
    "js-sys",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/core is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The forbidden names a source text mentions, as whole words.
fn forbidden_mentions(text: &str) -> Vec<(usize, &'static str)> {
    let mut hits = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let words = line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'));
        for word in words {
            if let Some(name) = FORBIDDEN.iter().find(|f| **f == word) {
                hits.push((n + 1, *name));
            }
        }
    }
    hits
}

#[test]
fn core_names_no_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(
        files.len() > 1,
        "src/core holds the rules: expected several files, found {files:?}"
    );
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        for (line, name) in forbidden_mentions(&text) {
            offences.push(format!("{}:{line}: mentions `{name}`", file.display()));
        }
    }
    assert!(
        offences.is_empty(),
        "src/core must stay pure:\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_check_catches_each_forbidden_name() {
    assert_eq!(forbidden_mentions("use yew::prelude::*;"), vec![(1, "yew")]);
    assert_eq!(
        forbidden_mentions("let s = gloo::storage;"),
        vec![(1, "gloo")]
    );
    assert_eq!(
        forbidden_mentions("\nweb_sys::window()"),
        vec![(2, "web_sys")]
    );
    assert_eq!(
        forbidden_mentions("wasm_bindgen::JsValue"),
        vec![(1, "wasm_bindgen")]
    );
    assert_eq!(
        forbidden_mentions("js_sys::Date::now()"),
        vec![(1, "js_sys")]
    );
    assert!(forbidden_mentions("let yewtree = 1; // the gloom").is_empty());
}

/// The places a source text switches code on a cargo feature (`cfg(feature`, `cfg!(feature`,
/// `cfg(not(feature`, `cfg(any(feature`…): the app is one build (issue #12).
fn feature_switches(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            squeezed.contains("cfg(") && squeezed.contains("feature")
                || squeezed.contains("cfg!(") && squeezed.contains("feature")
        })
        .map(|(n, _)| n + 1)
        .collect()
}

#[test]
fn the_app_is_one_build_with_no_feature_switch() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        for line in feature_switches(&text) {
            offences.push(format!("{}:{line}", file.display()));
        }
    }
    assert!(
        offences.is_empty(),
        "the app is one build: no code switched on a cargo feature:\n{}",
        offences.join("\n")
    );
    let manifest = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .expect("Cargo.toml");
    assert!(
        !manifest.lines().any(|l| l.trim() == "[features]"),
        "Cargo.toml declares no feature"
    );
}

#[test]
fn the_check_catches_each_feature_switch() {
    assert_eq!(
        feature_switches("#[cfg(feature = \"extras\")]\nfn a() {}"),
        vec![1]
    );
    assert_eq!(feature_switches("x\n#[cfg(not(feature = \"x\"))]"), vec![2]);
    assert_eq!(feature_switches("if cfg!(feature = \"extras\") {"), vec![1]);
    assert_eq!(
        feature_switches("#[cfg(any(test, feature=\"y\"))]"),
        vec![1]
    );
    assert!(feature_switches("#[cfg(target_arch = \"wasm32\")]\n// a feature").is_empty());
}

/// The lines of a component that choose a text by language themselves (`lang.pick(…)`, or a
/// `match` arm on `Lang::Fr` / `Lang::En`) instead of naming one of `src/ui/i18n/`.
fn texts_picked_inline(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            line.contains(".pick(")
                || (line.contains("Lang::Fr") || line.contains("Lang::En")) && line.contains("=>")
        })
        .map(|(n, _)| n + 1)
        .collect()
}

/// Issue #14: every text lives in `src/ui/i18n/`; components name a `T` key or call a
/// function of it.
#[test]
fn components_write_no_text_of_their_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/components");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 10, "src/ui/components: {files:?}");
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        for line in texts_picked_inline(&text) {
            offences.push(format!("{}:{line}", file.display()));
        }
    }
    assert!(
        offences.is_empty(),
        "texts belong in src/ui/i18n/, not in components:\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_check_catches_a_text_picked_inline() {
    assert_eq!(
        texts_picked_inline("x\n{ lang.pick(\"Oui\", \"Yes\") }"),
        vec![2]
    );
    assert_eq!(texts_picked_inline("props.lang.pick(a, b)"), vec![1]);
    assert_eq!(
        texts_picked_inline("    Lang::Fr => format!(\"donne\"),"),
        vec![1]
    );
    assert!(texts_picked_inline("{ T::Undo.text(lang) }\nlang: Lang::En,").is_empty());
}
