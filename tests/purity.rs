//! The rules core stays pure: no file under `src/core/` may name the web stack nor a path of
//! the crate outside the core; the boundaries (session, storage, share, export, qr, prefs)
//! never name the UI; the top-level modules import one another without a cycle.
//! (The model is rust-analyzer's `tidy` test: a test that reads the source tree.)

use std::collections::{BTreeMap, BTreeSet};
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

/// QA: the French texts mixed two apostrophes ("rien n’est enregistré", "l'instant"): they
/// are all the typewriter one, as typed on a phone's keyboard and in the rest of the texts.
#[test]
fn the_texts_use_one_apostrophe() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let offences: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(file).expect("readable source");
            text.lines()
                .enumerate()
                .filter(|(_, l)| l.contains('\u{2019}'))
                .map(|(n, _)| format!("{}:{}", file.display(), n + 1))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        offences.is_empty(),
        "a curly apostrophe:\n{}",
        offences.join("\n")
    );
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

// ---- Layers (issue #14, docs: /work/shared/ARCHITECTURE.md) ----
//
// The arrows point one way: the UI knows the boundaries (session, storage, share, export, qr)
// and the core; the boundaries know the session format and the core; the core knows nothing
// else of the crate. The checks read the paths a file names from the crate's root.

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The line (1-based) of byte `at` of `text`.
fn line_of(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}

/// Where the whole word `word` stands in `text`, followed by `::` (byte offsets of the word).
fn word_paths(text: &str, word: &str) -> Vec<usize> {
    text.match_indices(&format!("{word}::"))
        .map(|(at, _)| at)
        .filter(|&at| !text[..at].chars().next_back().is_some_and(is_ident))
        .collect()
}

/// The first name of each path a text names from the crate's root, with its line:
/// `crate::x::…` and `$crate::x` give `x`; `crate::{x::…, y}` gives `x` and `y`;
/// `tarot_companion::x` (a doc test) gives `x`.
fn root_paths(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let starts = word_paths(text, "crate")
        .into_iter()
        .map(|at| at + "crate::".len())
        .chain(
            word_paths(text, "tarot_companion")
                .into_iter()
                .map(|at| at + "tarot_companion::".len()),
        );
    for start in starts {
        let rest = &text[start..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a::b, c}`: the first name of each item of the group.
            let mut depth = 0;
            let mut item = start + 1;
            for (i, c) in group.char_indices() {
                let end = start + 1 + i;
                match c {
                    '{' => depth += 1,
                    '}' if depth > 0 => depth -= 1,
                    ',' | '}' if depth == 0 => {
                        let text_of_item = &text[item..end];
                        let name = text_of_item.trim_start();
                        let at = item + (text_of_item.len() - name.len());
                        let name: String = name.chars().take_while(|&c| is_ident(c)).collect();
                        if !name.is_empty() {
                            out.push((line_of(text, at), name));
                        }
                        item = end + 1;
                        if c == '}' {
                            break;
                        }
                    }
                    _ => {}
                }
            }
        } else {
            let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
            if !name.is_empty() {
                out.push((line_of(text, start), name));
            }
        }
    }
    out.sort();
    out
}

/// The macros a text exports at the crate's root (`#[macro_export] macro_rules! name`): the
/// core's macros live there by the language's rule, so `crate::name` names the core.
fn exported_macros(text: &str) -> Vec<String> {
    text.split("#[macro_export]")
        .skip(1)
        .filter_map(|after| {
            let name = after
                .trim_start()
                .strip_prefix("macro_rules!")?
                .trim_start();
            Some(name.chars().take_while(|&c| is_ident(c)).collect())
        })
        .collect()
}

/// How many inline modules (`mod tests {`) enclose each line of a text, read from the
/// indentation (`cargo fmt --check` runs first in `make test`, so it follows the nesting).
fn inline_modules(text: &str) -> Vec<usize> {
    let mut open: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let code = line.trim();
        if !code.is_empty() {
            while open.last().is_some_and(|&i| indent <= i) {
                open.pop();
            }
        }
        out.push(open.len());
        let words: Vec<&str> = code.split_whitespace().collect();
        if let [.., "mod", name, "{"] = words.as_slice() {
            if name.chars().all(is_ident) {
                open.push(indent);
            }
        }
    }
    out
}

/// The `super::` paths of a text that climb above the top-level module the file belongs to:
/// `depth` is how many the file may climb (0 for `src/x.rs` and `src/x/mod.rs`, 1 for
/// `src/x/y.rs`, …), one more inside each inline module. Each with its line, how many it
/// climbs and, when it lands on the crate's root, the top-level module it names there.
fn super_escapes(text: &str, depth: usize) -> Vec<(usize, usize, Option<String>)> {
    let nesting = inline_modules(text);
    let mut out = Vec::new();
    for at in word_paths(text, "super") {
        if text[..at].ends_with("super::") {
            continue; // counted from the first `super` of the run
        }
        let line = line_of(text, at);
        let may = depth + nesting.get(line - 1).copied().unwrap_or(0);
        let climbs = text[at..].split("::").take_while(|s| *s == "super").count();
        if climbs > may {
            let after = text[at..].split("::").nth(climbs).unwrap_or("");
            let name: String = after.chars().take_while(|&c| is_ident(c)).collect();
            let root = (climbs == may + 1 && !name.is_empty()).then_some(name);
            out.push((line, climbs, root));
        }
    }
    out
}

/// What a file of the core names outside it: root paths other than `core` (or one of the
/// core's exported `macros`), and `super::` paths that climb out of `src/core/` — `depth` is
/// how many `super::` the file may climb (see [`module_depth`]).
fn core_escapes(text: &str, depth: usize, macros: &[String]) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = root_paths(text)
        .into_iter()
        .filter(|(_, name)| name != "core" && !macros.contains(name))
        .map(|(line, name)| (line, format!("the crate's `{name}`")))
        .chain(
            super_escapes(text, depth)
                .into_iter()
                .map(|(line, climbs, _)| (line, format!("`{}`", "super::".repeat(climbs)))),
        )
        .collect();
    out.sort();
    out
}

/// How many `super::` a file may climb without leaving its top-level module, given its path
/// inside that module's folder (`src/core/` for the core).
fn module_depth(relative: &Path) -> usize {
    let parts = relative.components().count();
    if relative.file_name().is_some_and(|n| n == "mod.rs") {
        parts - 1
    } else {
        parts
    }
}

/// The lines where a text names the UI: a root path `ui` (`crate::ui`, `use crate::ui;`,
/// `crate::{ui::…}`) or any path through a module `ui` (`ui::`, `super::ui::`).
fn ui_mentions(text: &str) -> Vec<usize> {
    let mut lines: Vec<usize> = root_paths(text)
        .into_iter()
        .filter(|(_, name)| name == "ui")
        .map(|(line, _)| line)
        .chain(
            word_paths(text, "ui")
                .into_iter()
                .map(|at| line_of(text, at)),
        )
        .collect();
    lines.sort();
    lines.dedup();
    lines
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The macros the core exports at the crate's root.
fn core_macros() -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&src().join("core"), &mut files);
    files
        .iter()
        .flat_map(|f| exported_macros(&fs::read_to_string(f).expect("readable source")))
        .collect()
}

#[test]
fn the_core_names_nothing_of_the_crate_outside_it() {
    let root = src().join("core");
    // The core exports no macro today; one it did would count as its own path.
    let macros = core_macros();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        let depth = module_depth(file.strip_prefix(&root).expect("under src/core"));
        for (line, path) in core_escapes(&text, depth, &macros) {
            offences.push(format!("{}:{line}: names {path}", file.display()));
        }
    }
    assert!(
        offences.is_empty(),
        "src/core knows nothing of the crate outside it (move what it needs into the core):\n{}",
        offences.join("\n")
    );
}

/// The boundaries: the session format, storage, share links, export, the QR code.
const BOUNDARIES: &[&str] = &[
    "session.rs",
    "storage.rs",
    "share.rs",
    "share",
    "export.rs",
    "qr.rs",
    "prefs.rs",
    "people.rs",
];

#[test]
fn the_boundaries_never_name_the_ui() {
    let mut files = Vec::new();
    for name in BOUNDARIES {
        let path = src().join(name);
        if path.is_dir() {
            rust_files(&path, &mut files);
        } else {
            assert!(
                path.is_file(),
                "{} is a boundary of the app",
                path.display()
            );
            files.push(path);
        }
    }
    assert!(
        files.len() > BOUNDARIES.len(),
        "src/share/ has files: {files:?}"
    );
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        for line in ui_mentions(&text) {
            offences.push(format!("{}:{line}", file.display()));
        }
    }
    assert!(
        offences.is_empty(),
        "session, storage, share, export and qr name no UI type (a type both need belongs \
         outside the UI, as `prefs` does):\n{}",
        offences.join("\n")
    );
}

/// Which top-level modules of the crate each one names (`core`, `session`, `ui`, …: a file
/// `src/x.rs` or anything under `src/x/`), the core's exported macros counted as the core.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let macros = core_macros();
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let module_of = |file: &Path| {
        let first = file.strip_prefix(src()).ok()?.components().next()?;
        let name = first
            .as_os_str()
            .to_str()?
            .trim_end_matches(".rs")
            .to_owned();
        (!["lib", "main", "bin"].contains(&name.as_str())).then_some(name)
    };
    let modules: BTreeSet<String> = files.iter().filter_map(|f| module_of(f)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = modules
        .iter()
        .map(|m| (m.clone(), BTreeSet::new()))
        .collect();
    for file in &files {
        let Some(from) = module_of(file) else {
            continue;
        };
        let text = fs::read_to_string(file).expect("readable source");
        for (_, name) in root_paths(&text) {
            let to = if macros.contains(&name) {
                "core".to_owned()
            } else {
                name
            };
            if to != from && modules.contains(&to) {
                graph.get_mut(&from).expect("a module").insert(to);
            }
        }
    }
    graph
}

/// A cycle of `graph` (its modules in order, the first repeated at the end), if it has one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        graph: &BTreeMap<String, BTreeSet<String>>,
        node: &str,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| n == node) {
            let mut cycle = path[i..].to_vec();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(graph, next, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|start| visit(graph, start, &mut Vec::new(), &mut done))
}

#[test]
fn no_import_cycle_between_the_layers() {
    let graph = module_graph();
    let names = |m: &str| graph.get(m).cloned().unwrap_or_default();
    // The graph sees the arrows that must be there, so the check below is not vacuous.
    assert!(names("session").contains("core"), "{graph:?}");
    assert!(names("ui").contains("session"), "{graph:?}");
    assert!(
        !names("core").contains("session"),
        "the core names session: move what it needs into the core\n{graph:?}"
    );
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "an import cycle: {}\n(the whole graph: {graph:?})",
            cycle.join(" -> ")
        );
    }
}

#[test]
fn root_paths_reads_each_form_of_path() {
    let paths = |t: &str| -> Vec<(usize, String)> { root_paths(t) };
    let one = |line: usize, name: &str| (line, name.to_owned());
    assert_eq!(paths("use crate::session::Game;"), [one(1, "session")]);
    assert_eq!(
        paths("use crate::{json_enum, json_struct};"),
        [one(1, "json_enum"), one(1, "json_struct")]
    );
    assert_eq!(
        paths("use crate::{\n    core::games::{Game, HandRecord},\n    ui::state,\n};"),
        [one(2, "core"), one(3, "ui")]
    );
    assert_eq!(
        paths("$crate::json_struct!(@impl o)"),
        [one(1, "json_struct")]
    );
    assert_eq!(
        paths("//! use tarot_companion::session::Session;"),
        [one(1, "session")]
    );
    assert_eq!(paths("/// [`P`](crate::core::points::P)"), [one(1, "core")]);
    assert!(paths("let my_crate::x = 1; // a crate of cards").is_empty());
}

#[test]
fn the_core_check_catches_each_escape() {
    let macros = vec!["json_struct".to_owned()];
    let escapes = |t: &str, depth: usize| core_escapes(t, depth, &macros);
    assert_eq!(
        escapes("use super::json;\nuse crate::session::{Game, Session};", 1),
        [(2, "the crate's `session`".to_owned())]
    );
    assert_eq!(
        escapes("use crate::ui::i18n::Lang;", 1),
        [(1, "the crate's `ui`".to_owned())]
    );
    assert_eq!(
        escapes("use super::super::storage;", 1),
        [(1, "`super::super::`".to_owned())]
    );
    // In `core/mod.rs` a single `super::` already leaves the core.
    assert_eq!(
        escapes("\nuse super::qr;", 0),
        [(2, "`super::`".to_owned())]
    );
    assert!(escapes("use super::super::cards;", 2).is_empty());
    // An inline module may climb one more.
    let tests = "pub fn a() {}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::x;\n}\nuse super::super::y;\n";
    assert_eq!(
        escapes(tests, 0),
        [
            (6, "`super::super::`".to_owned()),
            (8, "`super::super::`".to_owned())
        ]
    );
    assert_eq!(inline_modules(tests), [0, 0, 0, 0, 1, 1, 0, 0]);
    assert_eq!(
        super_escapes("use super::super::storage::Snapshot;", 1),
        [(1, 2, Some("storage".to_owned()))]
    );
    assert_eq!(
        super_escapes("use super::super::super::x;", 1),
        [(1, 3, None)]
    );
    assert!(escapes(
        "use crate::core::json::Json;\nuse crate::json_struct;\nuse super::error::Error;",
        1
    )
    .is_empty());
    assert_eq!(
        module_depth(Path::new("mod.rs")),
        0,
        "core/mod.rs is the core itself"
    );
    assert_eq!(module_depth(Path::new("games.rs")), 1);
    assert_eq!(module_depth(Path::new("sub/mod.rs")), 1);
    assert_eq!(module_depth(Path::new("sub/x.rs")), 2);
    assert_eq!(
        exported_macros("#[macro_export]\nmacro_rules! json_enum {}\nmacro_rules! local {}"),
        ["json_enum"]
    );
}

#[test]
fn the_ui_check_catches_each_way_to_name_it() {
    assert_eq!(ui_mentions("use crate::ui::i18n::Lang;"), [1]);
    assert_eq!(ui_mentions("use crate::ui;"), [1]);
    assert_eq!(
        ui_mentions("x\nuse crate::{session, ui::state::Theme};"),
        [2]
    );
    assert_eq!(
        ui_mentions("let t = super::super::ui::state::Theme::Dark;"),
        [1]
    );
    assert_eq!(ui_mentions("ui::i18n::int(lang, 3)"), [1]);
    assert!(ui_mentions("// the UI shows it; a gui::Window; build_ui::x").is_empty());
}

#[test]
fn the_cycle_check_finds_a_cycle_and_only_then() {
    let graph = |edges: &[(&str, &str)]| {
        let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in edges {
            g.entry((*from).to_owned())
                .or_default()
                .insert((*to).to_owned());
            g.entry((*to).to_owned()).or_default();
        }
        g
    };
    assert_eq!(
        find_cycle(&graph(&[("core", "session"), ("session", "core")])),
        Some(vec![
            "core".to_owned(),
            "session".to_owned(),
            "core".to_owned()
        ])
    );
    assert_eq!(
        find_cycle(&graph(&[
            ("ui", "storage"),
            ("storage", "session"),
            ("session", "ui")
        ]))
        .map(|c| c.len()),
        Some(4)
    );
    assert_eq!(
        find_cycle(&graph(&[
            ("ui", "storage"),
            ("ui", "session"),
            ("ui", "core"),
            ("storage", "session"),
            ("storage", "core"),
            ("session", "core"),
        ])),
        None
    );
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
