//! serde_json's messages (where a stored or imported text could not be read) in the player's
//! words. serde writes them in its own English ("invalid type: integer `1`, expected struct
//! Session"); the shapes it uses are few and fixed, so each is said again in French, and in
//! plain English, the names and the place kept as they are (`hands[3]`, `` `taker` ``, the
//! line and the column). A message of another shape is left as it is rather than guessed at.

use super::Lang;

/// The message in the player's language.
pub fn json_message(lang: Lang, message: &str) -> String {
    // Several problems, each said on its own.
    if message.contains("; ") {
        return message
            .split("; ")
            .map(|m| json_message(lang, m))
            .collect::<Vec<_>>()
            .join(lang.pick(" ; ", "; "));
    }
    // The place in the value first ("sessions[0]: hands[3]: ", "screen: "), kept as it is.
    let mut place = 0;
    while let Some(colon) = message[place..].find(": ") {
        let segment = &message[place..place + colon];
        // A stored record's name is a place too: `record "s17": hands[3]: …`.
        let record = segment
            .strip_prefix("record \"")
            .and_then(|id| id.strip_suffix('"'))
            .is_some_and(|id| !id.contains('"'));
        if segment.is_empty() || segment.contains(' ') && !record {
            break;
        }
        place += colon + 2;
    }
    let (prefix, rest) = message.split_at(place);
    let (body, position) = split_position(rest);
    let mut out = String::from(prefix);
    match lang {
        Lang::Fr => out.push_str(&french_body(body)),
        Lang::En => out.push_str(&english_body(body)),
    }
    if let Some((line, column)) = position {
        out.push_str(&lang.pick(
            format!(" (ligne {line}, colonne {column})"),
            format!(" (line {line}, column {column})"),
        ));
    }
    out
}

/// serde's shapes of a value of the wrong kind in plain English ("the integer `1`, where an
/// object is needed"); the others are plain enough as they are.
fn english_body(body: &str) -> String {
    if let Some((head, expected)) = body.split_once(", expected ") {
        let expected = match expected {
            e if e.starts_with("struct ") || e.starts_with("enum ") => "an object".to_owned(),
            e if e.starts_with('u') || e.starts_with("i64") => "a whole number".to_owned(),
            e => e.to_owned(),
        };
        if let Some(name) = between(head, "unknown field `", "`") {
            return format!("unknown field `{name}` (expected: {expected})");
        }
        if let Some(name) = between(head, "unknown variant `", "`") {
            return format!("unknown value `{name}` (expected: {expected})");
        }
        let found = head
            .strip_prefix("invalid type: ")
            .or_else(|| head.strip_prefix("invalid value: "));
        if let Some(found) = found {
            let found = match found {
                "null" => "null".to_owned(),
                "sequence" | "map" => format!("a {}", found.replace("sequence", "list")),
                other if other.starts_with("a ") || other.starts_with("an ") => other.to_owned(),
                other => format!("the {other}"),
            };
            return format!("{found}, where {expected} is needed");
        }
    }
    body.to_owned()
}

/// "… at line 3 column 7" as ("…", Some(("3", "7"))).
fn split_position(message: &str) -> (&str, Option<(&str, &str)>) {
    if let Some(at) = message.rfind(" at line ") {
        if let Some((line, column)) = message[at + 9..].split_once(" column ") {
            let number = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
            if number(line) && number(column) {
                return (&message[..at], Some((line, column)));
            }
        }
    }
    (message, None)
}

fn french_body(body: &str) -> String {
    const WHOLE: &[(&str, &str)] = &[
        (
            "EOF while parsing a value",
            "le texte s'arrête avant la fin d'une valeur",
        ),
        (
            "EOF while parsing a list",
            "le texte s'arrête au milieu d'une liste",
        ),
        (
            "EOF while parsing an object",
            "le texte s'arrête au milieu d'un objet",
        ),
        (
            "EOF while parsing a string",
            "le texte s'arrête au milieu d'un texte entre guillemets",
        ),
        ("expected value", "une valeur est attendue"),
        ("expected ident", "un mot (true, false, null) est attendu"),
        ("expected `:`", "« : » est attendu"),
        ("expected `,` or `]`", "« , » ou « ] » est attendu"),
        ("expected `,` or `}`", "« , » ou « } » est attendu"),
        (
            "trailing characters",
            "des caractères suivent la fin du texte",
        ),
        ("trailing comma", "une virgule de trop"),
        ("key must be a string", "une clé doit être entre guillemets"),
        ("invalid escape", "un échappement invalide"),
        ("invalid number", "un nombre invalide"),
        ("number out of range", "un nombre hors limites"),
        (
            "control character (\\u0000-\\u001F) found while parsing a string",
            "un caractère de contrôle dans un texte",
        ),
        ("recursion limit exceeded", "trop de niveaux imbriqués"),
        (
            "a number with a fraction: card points are written as strings (\"40.5\")",
            "un nombre à virgule\u{a0}: les points s'écrivent entre guillemets (\"40.5\")",
        ),
    ];
    if let Some((_, fr)) = WHOLE.iter().find(|(en, _)| *en == body) {
        return (*fr).to_owned();
    }
    if let Some(name) = between(body, "missing field `", "`") {
        return format!("le champ `{name}` manque");
    }
    if let Some(name) = between(body, "duplicate field `", "`") {
        return format!("le champ `{name}` est donné deux fois");
    }
    if let Some((head, expected)) = body.split_once(", expected ") {
        let expected = french_expected(expected);
        if let Some(name) = between(head, "unknown field `", "`") {
            return format!("champ inconnu `{name}` (attendu\u{a0}: {expected})");
        }
        if let Some(name) = between(head, "unknown variant `", "`") {
            return format!("valeur inconnue `{name}` (attendu\u{a0}: {expected})");
        }
        if let Some(found) = head.strip_prefix("invalid type: ") {
            return format!("{}, alors qu'il faut {expected}", french_unexpected(found));
        }
        if let Some(found) = head.strip_prefix("invalid value: ") {
            return format!("{}, alors qu'il faut {expected}", french_unexpected(found));
        }
        if let Some(found) = head.strip_prefix("invalid length ") {
            return format!("une longueur de {found}, alors qu'il faut {expected}");
        }
    }
    if let Some(name) = between(body, "unknown field `", "`") {
        return format!("champ inconnu `{name}`");
    }
    body.to_owned()
}

/// `text` between `start` (at its beginning) and the next `end`, when the rest is nothing.
fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(start)?;
    let (inside, after) = rest.split_once(end)?;
    after.is_empty().then_some(inside)
}

/// What serde found, in French ("integer `3`", "string \"x\"", "a sequence"…).
fn french_unexpected(found: &str) -> String {
    const KINDS: &[(&str, &str)] = &[
        ("integer ", "le nombre entier "),
        ("floating point ", "le nombre à virgule "),
        ("string ", "le texte "),
        ("boolean ", "le booléen "),
    ];
    for (en, fr) in KINDS {
        if let Some(value) = found.strip_prefix(en) {
            return format!("{fr}{value}");
        }
    }
    match found {
        "null" => "null".into(),
        "sequence" => "une liste".into(),
        "map" => "un objet".into(),
        other => other.to_owned(),
    }
}

/// What serde expected, in French: "one of `a`, `b`", "a string", "a list of hands"…
fn french_expected(expected: &str) -> String {
    if let Some(names) = expected.strip_prefix("one of ") {
        return format!("l'un de {names}");
    }
    if let Some(names) = expected.strip_prefix("a list of ") {
        return format!("une liste ({names})");
    }
    match expected {
        "a string" => "un texte".into(),
        "a boolean" => "un booléen".into(),
        "a sequence" => "une liste".into(),
        "unit" => "null".into(),
        other
            if other.starts_with("u8")
                || other.starts_with("u16")
                || other.starts_with("u32")
                || other.starts_with("u64")
                || other.starts_with("usize")
                || other.starts_with("i64") =>
        {
            "un nombre entier".into()
        }
        other if other.starts_with("struct ") || other.starts_with("enum ") => "un objet".into(),
        other if other.starts_with('`') => other.replace(" or ", " ou "),
        other => other.to_owned(),
    }
}
