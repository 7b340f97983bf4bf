//! The texts of `src/ui/i18n/` as tables: counts with their plural in both languages, and the
//! core's errors as the player reads them (English: the core's own message, with names).

use tarot_companion::core::cards::{Card, CardSet};
use tarot_companion::core::counting::{Count, Group};
use tarot_companion::core::error::{Error, ErrorKind};
use tarot_companion::ui::i18n::cards::pile_text;
use tarot_companion::ui::i18n::games::count_text;
use tarot_companion::ui::i18n::numbers::{self, count, count_units, singular, Noun};
use tarot_companion::ui::i18n::{self, upper_first, winners, Lang};

use Lang::{En, Fr};

/// French takes the singular below 2, English for exactly 1: (language, units, den, noun,
/// text). Whole counts (`den` 1) are written by `count`, with thousands separators; card
/// points by `count_units`.
const COUNTS: &[(Lang, i64, i32, Noun, &str)] = &[
    (Fr, 0, 1, Noun::Card, "0 carte"),
    (Fr, 1, 1, Noun::Card, "1 carte"),
    (Fr, 2, 1, Noun::Card, "2 cartes"),
    (En, 0, 1, Noun::Card, "0 cards"),
    (En, 1, 1, Noun::Card, "1 card"),
    (En, 2, 1, Noun::Card, "2 cards"),
    (Fr, 0, 1, Noun::Oudler, "0 bout"),
    (Fr, 1, 1, Noun::Oudler, "1 bout"),
    (Fr, 3, 1, Noun::Oudler, "3 bouts"),
    (En, 0, 1, Noun::Oudler, "0 oudlers"),
    (En, 1, 1, Noun::Oudler, "1 oudler"),
    (En, 3, 1, Noun::Oudler, "3 oudlers"),
    (Fr, 0, 1, Noun::Hand, "0 donne"),
    (Fr, 1, 1, Noun::Hand, "1 donne"),
    (Fr, 12, 1, Noun::Hand, "12 donnes"),
    (En, 0, 1, Noun::Hand, "0 hands"),
    (En, 1, 1, Noun::Hand, "1 hand"),
    (Fr, 0, 1, Noun::Point, "0 point"),
    (Fr, 1, 1, Noun::Point, "1 point"),
    (Fr, -1, 1, Noun::Point, "-1 point"),
    (Fr, 2, 1, Noun::Point, "2 points"),
    (Fr, 1_000, 1, Noun::Point, "1\u{202f}000 points"),
    (En, 0, 1, Noun::Point, "0 points"),
    (En, 1, 1, Noun::Point, "1 point"),
    (En, -1, 1, Noun::Point, "-1 point"),
    (En, 1_000, 1, Noun::Point, "1,000 points"),
    // Card points in halves: 1.5 is singular in French only.
    (Fr, 0, 2, Noun::CardPoint, "0 point"),
    (Fr, 1, 2, Noun::CardPoint, "0,5 point"),
    (Fr, 2, 2, Noun::CardPoint, "1 point"),
    (Fr, 3, 2, Noun::CardPoint, "1,5 point"),
    (Fr, 4, 2, Noun::CardPoint, "2 points"),
    (Fr, 81, 2, Noun::CardPoint, "40,5 points"),
    (En, 0, 2, Noun::CardPoint, "0 card points"),
    (En, 1, 2, Noun::CardPoint, "0.5 card points"),
    (En, 2, 2, Noun::CardPoint, "1 card point"),
    (En, 3, 2, Noun::CardPoint, "1.5 card points"),
    (En, 4, 2, Noun::CardPoint, "2 card points"),
    // Thirds (Tarocchi).
    (Fr, 4, 3, Noun::Point, "1 1/3 point"),
    (En, 4, 3, Noun::Point, "1 1/3 points"),
    (En, 3, 3, Noun::Point, "1 point"),
    (Fr, 0, 1, Noun::Amount, "0 montant"),
    (Fr, 5, 1, Noun::Amount, "5 montants"),
    (En, 1, 1, Noun::Amount, "1 amount"),
];

#[test]
fn counts_take_the_plural_of_their_language() {
    for &(lang, units, den, noun, text) in COUNTS {
        let written = match den {
            1 => count(lang, units, noun),
            _ => count_units(lang, units, den, noun),
        };
        assert_eq!(written, text, "{lang:?} {units}/{den}");
    }
}

#[test]
fn the_singular_is_below_two_in_french_and_one_in_english() {
    // (units, den, French singular, English singular)
    let cases = [
        (0, 1, true, false),
        (1, 1, true, true),
        (2, 1, false, false),
        (3, 2, true, false),
        (2, 2, true, true),
        (-1, 1, true, true),
        (-2, 1, false, false),
        (5, 3, true, false),
        (6, 3, false, false),
    ];
    for (units, den, fr, en) in cases {
        assert_eq!(singular(Fr, units, den), fr, "fr {units}/{den}");
        assert_eq!(singular(En, units, den), en, "en {units}/{den}");
    }
}

#[track_caller]
fn pile(codes: &[&str]) -> CardSet {
    CardSet::from_cards(codes.iter().map(|c| c.parse::<Card>().unwrap())).unwrap()
}

#[test]
fn a_piles_count_says_each_number_with_its_plural() {
    // (cards, French, English)
    let cases = [
        (
            &[][..],
            "0 carte · 0 point · 0 bout",
            "0 cards · 0 points · 0 oudlers",
        ),
        (
            &["C7"][..],
            "1 carte · 0,5 point · 0 bout",
            "1 card · 0.5 points · 0 oudlers",
        ),
        (
            &["T21"][..],
            "1 carte · 4,5 points · 1 bout",
            "1 card · 4.5 points · 1 oudler",
        ),
        (
            &["T21", "T1", "HR"][..],
            "3 cartes · 13,5 points · 2 bouts",
            "3 cards · 13.5 points · 2 oudlers",
        ),
    ];
    for (codes, fr, en) in cases {
        let p = pile(codes);
        assert_eq!(pile_text(Fr, p.len(), p), fr, "{codes:?}");
        assert_eq!(pile_text(En, p.len(), p), en, "{codes:?}");
    }
}

#[test]
fn other_counts_use_the_same_plural() {
    let threes = |units| Count::from_units(units, Group::Threes);
    assert_eq!(count_text(Fr, threes(0)), "0 point");
    assert_eq!(count_text(En, threes(0)), "0 points");
    assert_eq!(count_text(Fr, threes(4)), "1 point et 1 carte");
    assert_eq!(count_text(Fr, threes(2)), "0 point et 2 cartes");
    assert_eq!(count_text(En, threes(35 * 3 + 2)), "35 points and 2 cards");
    assert_eq!(i18n::hands_count(Fr, 0), "0 donne");
    assert_eq!(i18n::hands_count(En, 0), "0 hands");
    assert_eq!(winners(Fr, &["Ana"], 1, false), "Ana gagne avec 1 point");
    assert_eq!(
        winners(Fr, &["Ana", "Ben"], 0, false),
        "Ana et Ben gagnent avec 0 point"
    );
    assert_eq!(
        winners(En, &["Ana", "Ben", "Cy"], 180, false),
        "Ana, Ben and Cy win with 180 points"
    );
    assert_eq!(winners(En, &["Ana"], 1, false), "Ana wins with 1 point");
    // Everyone level: a tie, not winners (QA helper-62).
    assert_eq!(
        winners(Fr, &["Ana", "Ben"], 0, true),
        "Égalité\u{a0}: Ana et Ben, 0 point chacun"
    );
    assert_eq!(
        winners(En, &["Ana", "Ben", "Cy"], 20, true),
        "A tie: Ana, Ben and Cy, 20 points each"
    );
    assert_eq!(winners(En, &["Ana"], 1, true), "Ana wins with 1 point");
    // What an import brings: [new, brought up to date, already here].
    for (lang, counts, said) in [
        (Fr, [1, 0, 0], "1 partie importée."),
        (Fr, [2, 0, 0], "2 parties importées."),
        (En, [2, 0, 0], "2 sessions imported."),
        (Fr, [0, 0, 2], "0 partie importée, 2 déjà présentes."),
        (En, [1, 0, 1], "1 session imported, 1 already here."),
        // A backup newer than the evening here brings it up to date.
        (
            Fr,
            [0, 1, 2],
            "0 partie importée, 1 mise à jour, 2 déjà présentes.",
        ),
        (Fr, [1, 2, 0], "1 partie importée, 2 mises à jour."),
        (
            En,
            [0, 1, 1],
            "0 sessions imported, 1 brought up to date, 1 already here.",
        ),
    ] {
        assert_eq!(i18n::share::imported(lang, counts), said);
    }
}

/// Errors whose numbers take a plural, and errors naming a player: (kind, French, English).
fn error_cases() -> Vec<(ErrorKind, &'static str, &'static str)> {
    use ErrorKind as K;
    vec![
        (
            K::PileSize {
                cards: 1,
                players: 4,
            },
            "Un tas de 1 carte est impossible à 4 joueurs",
            "A pile of 1 card is impossible with 4 players",
        ),
        (
            K::PileSize {
                cards: 2,
                players: 4,
            },
            "Un tas de 2 cartes est impossible à 4 joueurs",
            "A pile of 2 cards is impossible with 4 players",
        ),
        (
            K::OudlersMismatch {
                entered: 1,
                counted: 2,
            },
            "1 bout indiqué, mais les cartes en ont 2",
            "1 oudler entered, but the cards hold 2",
        ),
        (
            K::OudlersMismatch {
                entered: 2,
                counted: 0,
            },
            "2 bouts indiqués, mais les cartes en ont 0",
            "2 oudlers entered, but the cards hold 0",
        ),
        (
            K::HalfPoint {
                units: 3,
                players: 4,
            },
            "1,5 point\u{a0}: pas de demi-point à 4 joueurs",
            "Card points 1.5 have a half point, impossible with 4 players",
        ),
        (
            K::PointsNegative { units: -2, den: 2 },
            "-1 point\u{a0}: moins que 0",
            "Card points -1 are below 0",
        ),
        (
            K::PointsAbovePack { units: 190, den: 2 },
            "95 points\u{a0}: plus que les 91 du jeu",
            "Card points 95 exceed the 91 in the pack",
        ),
        (
            K::PointsAbovePack { units: 280, den: 3 },
            "93 1/3 points\u{a0}: plus que les 91 du jeu",
            "Card points 93 1/3 exceed the 91 in the pack",
        ),
        (
            K::PointsBelowOudlers {
                oudlers: 1,
                units: 2,
            },
            "1 point\u{a0}: trop peu pour 1 bout, qui vaut 4,5",
            "1 card point is too few for 1 oudler, worth 4.5 on its own",
        ),
        (
            K::PointsBelowOudlers {
                oudlers: 3,
                units: 20,
            },
            "10 points\u{a0}: trop peu pour 3 bouts, qui valent 13,5 (4,5 chacun)",
            "10 card points are too few for 3 oudlers, worth 13.5 together (4.5 each)",
        ),
        (
            K::PoigneeTwice { seat: 1 },
            "Bruno montre plus d'une poignée",
            "Bruno shows more than one handful",
        ),
        (
            K::PoigneeTooManyTrumps {
                seat: 0,
                trumps: 23,
            },
            "Alice a montré 23 atouts, le jeu en a 22 avec l'Excuse",
            "Alice showed 23 trumps, but the pack has 22 with the Excuse",
        ),
        (
            K::PetitAuBoutSeatWithoutOudler { seat: 1 },
            "Petit au bout pour Bruno, qui n'a aucun bout\u{a0}: le Petit en est un",
            "Petit at the end for Bruno, who holds no oudler: the Petit is one",
        ),
    ]
}

#[test]
fn errors_read_once_per_language_with_the_players_names() {
    let names = ["Alice".to_owned(), "Bruno".to_owned()];
    for (kind, fr, en) in error_cases() {
        assert_eq!(i18n::error(Fr, &kind, &names), fr, "{kind:?}");
        assert_eq!(i18n::error(En, &kind, &names), en, "{kind:?}");
    }
}

#[test]
fn the_apps_english_is_the_cores_message() {
    for (kind, _, _) in error_cases() {
        let core = Error::from(kind.clone()).to_string();
        // The contracts and handfuls as the English screens name them.
        assert_eq!(
            i18n::error(En, &kind, &[]),
            i18n::english_contracts(upper_first(&core)),
            "{kind:?}"
        );
    }
    // Without names, a seat is the core's "seat N"; with them, the player's name.
    let twice = ErrorKind::PoigneeTwice { seat: 2 };
    assert_eq!(
        Error::from(twice.clone()).to_string(),
        "seat 2 shows more than one poignée"
    );
    assert_eq!(
        i18n::error(En, &twice, &["A".into(), "B".into()]),
        "Seat 2 shows more than one handful"
    );
}

/// The messages of the session reader, as the app says them in French: the place and the
/// position kept, the rest in French. The English is serde's own.
#[test]
fn json_errors_read_in_french_with_their_place() {
    use tarot_companion::session::Session;
    use tarot_companion::ui::i18n::json_message;
    let v2 = include_str!("data/session_v2.json");
    let cases = [
        (
            v2.replacen("\"garde_sans\"", "\"garde_sns\"", 1),
            "hands[0]: valeur inconnue `garde_sns` (attendu\u{a0}: l'un de `petite`, `pousse`, `garde`, `garde_sans`, `garde_contre`) (ligne 24, colonne 33)",
        ),
        (
            v2.replacen("\"taker\": 1,", "", 1),
            "hands[1]: le champ `taker` manque (ligne 49, colonne 9)",
        ),
        (
            v2.replacen("\"oudlers\": 2,", "\"oudlers\": 2, \"oudlers\": 3,", 1),
            "hands[0]: le champ `oudlers` est donné deux fois (ligne 28, colonne 33)",
        ),
        (
            v2.replacen("\"round_to_ten\"", "\"round_to_tne\"", 1),
            "champ inconnu `round_to_tne` (attendu\u{a0}: l'un de `preset`, `options`, `round_to_ten`, `rounds`, `first_dealer`) (ligne 15, colonne 20)",
        ),
        (
            "{\"version\": 2, \"id\": 3}".to_owned(),
            "le nombre entier `3`, alors qu'il faut un texte (ligne 1, colonne 22)",
        ),
        ("hello".to_owned(), "une valeur est attendue (ligne 1, colonne 1)"),
        ("nul".to_owned(), "le texte s'arrête avant la fin d'une valeur (ligne 1, colonne 3)"),
        ("nulx".to_owned(), "un mot (true, false, null) est attendu (ligne 1, colonne 4)"),
        ("{".to_owned(), "le texte s'arrête au milieu d'un objet (ligne 1, colonne 1)"),
    ];
    for (text, french) in cases {
        let e = Session::from_json(&text).unwrap_err();
        let tarot_companion::core::error::ErrorKind::SessionJson { message } = e.kind() else {
            panic!("{e}")
        };
        assert_eq!(json_message(Lang::Fr, message), french, "{message}");
        // In English, serde's shapes said plainly, the place kept.
        let english = json_message(Lang::En, message);
        for serde_words in [
            "invalid type",
            "invalid value",
            "expected struct",
            "variant",
            " at line ",
        ] {
            assert!(!english.contains(serde_words), "{english}");
        }
        if message.contains(" at line ") {
            assert!(english.contains(" (line "), "{english}");
        }
    }
    // A stored record's name is a place, kept as it is (QA: the whole message stayed serde's).
    let record = "record \"zz\": hands[0]: invalid type: string \"x\", expected usize";
    assert_eq!(
        json_message(Lang::Fr, record),
        "record \"zz\": hands[0]: le texte \"x\", alors qu'il faut un nombre entier"
    );
    assert_eq!(
        json_message(Lang::En, record),
        "record \"zz\": hands[0]: the string \"x\", where a whole number is needed"
    );
    // A message of a shape the table does not know stays as serde wrote it.
    assert_eq!(json_message(Lang::Fr, "something new"), "something new");
}

proptest::proptest! {
    /// A column's width is worked out from `int_len` and `signed_len`: they count exactly the
    /// characters `int` and `signed` write, in both languages.
    #[test]
    fn number_lengths_are_the_lengths_written(n in proptest::prelude::any::<i64>()) {
        for lang in [Fr, En] {
            proptest::prop_assert_eq!(numbers::int_len(n), numbers::int(lang, n).chars().count());
            proptest::prop_assert_eq!(numbers::signed_len(n), numbers::signed(lang, n).chars().count());
        }
    }
}

#[test]
fn number_lengths_of_a_long_evening() {
    use numbers::{int_len, signed_len};
    for (n, int, signed) in [
        (0, 1, 1),
        (7, 1, 2),
        (-7, 2, 2),
        (999, 3, 4),
        (1000, 5, 6),
        (-1550, 6, 6),
        (-11_520, 7, 7),
        (34_560, 6, 7),
        (1_000_000, 9, 10),
        (i64::MIN, 26, 26),
    ] {
        assert_eq!((int_len(n), signed_len(n)), (int, signed), "{n}");
    }
}

#[test]
fn an_import_refused_says_why_in_the_players_words() {
    // QA: "invalid type: integer `1`, expected struct Session", serde's own words, in English.
    use tarot_companion::export::import_all;
    use tarot_companion::ui::i18n::share::import_error;
    let cases = [
        (
            "[1]",
            "la partie 1 du fichier n'est pas valide (Fichier de partie illisible\u{a0}: le nombre entier `1`, alors qu'il faut un objet)",
            "session 1 of the file is not valid (Not a valid session file: the integer `1`, where an object is needed)",
        ),
        (
            r#"[{"id":"x","players":["a","b","c"],"hands":[],"garbage":1}]"#,
            "la partie 1 du fichier n'est pas valide (Fichier de partie illisible\u{a0}: champ inconnu `garbage` (attendu\u{a0}: l'un de `version`, `id`, `created`, `name`, `players`, `game`, `hands`, `in_play`, `durations`))",
            "session 1 of the file is not valid (Not a valid session file: unknown field `garbage` (expected: one of `version`, `id`, `created`, `name`, `players`, `game`, `hands`, `in_play`, `durations`))",
        ),
    ];
    for (text, fr, en) in cases {
        let e = import_all(text, |_| "s".to_owned()).unwrap_err();
        assert_eq!(import_error(Lang::Fr, &e), fr);
        assert_eq!(import_error(Lang::En, &e), en);
    }
}

#[test]
fn an_average_per_hand_is_signed_like_a_change() {
    for (tenths, fr, en) in [
        (816, "+81,6", "+81.6"),
        (-42, "-4,2", "-4.2"),
        (0, "0,0", "0.0"),
        (5, "+0,5", "+0.5"),
        (-5600, "-560,0", "-560.0"),
    ] {
        assert_eq!(numbers::signed_tenths(Fr, tenths), fr);
        assert_eq!(numbers::signed_tenths(En, tenths), en);
    }
}
