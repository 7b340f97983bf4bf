//! Export and import: JSON round trips as new sessions, CSV rows from the core's scorecard,
//! exact import errors.
#![cfg(not(target_arch = "wasm32"))] // native: proptest is a native dev-dependency

mod common;

use proptest::prelude::*;
use tarot_companion::export::{self, CsvLabels, ImportErrorKind};
use tarot_companion::session::Session;

fn evening() -> Session {
    common::evening_5p20()
}

fn renamed(session: &Session, id: &str) -> Session {
    Session {
        id: id.to_owned(),
        ..session.clone()
    }
}

#[test]
fn a_session_exported_then_imported_is_the_same_under_a_new_id() {
    let s = evening();
    let json = export::session_json(&s);
    assert_eq!(
        json,
        s.to_json(),
        "one session is exactly the session format"
    );
    let back = export::import(&json, |old| format!("{}-imported", old.id)).unwrap();
    assert_eq!(back, vec![renamed(&s, "k7f3q9x2-imported")]);
}

/// Issue #15: a file saved with a UTF-8 byte-order mark (some editors add one) is read.
#[test]
fn a_file_that_starts_with_a_byte_order_mark_is_imported() {
    let s = evening();
    let json = format!(
        "\u{feff}{}",
        export::all_json(std::slice::from_ref(&s), &Default::default())
    );
    let back = export::import(&json, |old| old.id.clone()).unwrap();
    assert_eq!(back, vec![s]);
}

/// A backup imported where its sessions already are (twice, on the device that made it, or
/// older than the evening played on since) adds none of them again; a later version of a
/// game here brings it up to date; a game changed otherwise, or another, is added.
#[test]
fn a_backup_imported_twice_adds_nothing_the_second_time() {
    let mut other = evening();
    other.id = "other".into();
    other.hands.truncate(3);
    // Another evening (begun an hour later).
    other.created += 3_600_000;
    let json = export::all_json(&[evening(), other.clone()], &Default::default());
    let mut n = 0;
    let back = export::import(&json, |_| {
        n += 1;
        format!("new{n}")
    })
    .unwrap();
    let here = [evening(), other.clone()];
    let incoming = export::not_here(back.clone(), here.iter());
    assert_eq!(
        (incoming.new.len(), incoming.updates.len(), incoming.here),
        (0, 0, 2)
    );
    // One more hand played here since the backup (QA: the older copy came in beside it, and
    // the Players screen counted the evening twice): everything in the file is here.
    let mut longer = other.clone();
    longer.hands.push(evening().hands[3].clone());
    let here = [evening(), longer.clone()];
    let incoming = export::not_here(back.clone(), here.iter());
    assert_eq!(
        (incoming.new.len(), incoming.updates.len(), incoming.here),
        (0, 0, 2)
    );
    // The backup is the later one: the game here is brought up to date, under its own id.
    let json = export::all_json(&[longer.clone()], &Default::default());
    let newer = export::import(&json, |_| "new".into()).unwrap();
    let here = [evening(), other.clone()];
    let incoming = export::not_here(newer.clone(), here.iter());
    assert_eq!(incoming.updates, vec![longer.clone()]);
    assert_eq!((incoming.new.len(), incoming.here), (0, 0));
    // A hand of it changed here: another version of the game, added beside, nothing lost.
    let mut changed = other.clone();
    changed.hands[0] = evening().hands[4].clone();
    assert_ne!(changed.hands[0], other.hands[0]);
    let here = [evening(), changed];
    let incoming = export::not_here(back.clone(), here.iter());
    assert_eq!(incoming.new, vec![renamed(&other, "new2")]);
    assert_eq!((incoming.updates.len(), incoming.here), (0, 1));
    // Other players (or another game) with the same start: another session.
    let mut others = other.clone();
    others.players[0] = "Zoé".into();
    let here = [evening(), others];
    assert_eq!(export::not_here(back.clone(), here.iter()).new.len(), 1);
    // Nothing here: everything comes in.
    let incoming = export::not_here(back.clone(), [].iter());
    assert_eq!(
        (incoming.new, incoming.updates.len(), incoming.here),
        (back, 0, 0)
    );
}

#[test]
fn all_sessions_exported_then_imported() {
    let mut other = evening();
    other.id = "other".into();
    other.hands.truncate(3);
    let json = export::all_json(&[evening(), other.clone()], &Default::default());
    assert!(json.contains("\"format\": \"tarot-companion/sessions\""));
    let mut n = 0;
    let back = export::import(&json, |_| {
        n += 1;
        format!("new{n}")
    })
    .unwrap();
    assert_eq!(
        back,
        vec![renamed(&evening(), "new1"), renamed(&other, "new2")]
    );
}

#[test]
fn the_csv_has_a_row_per_hand_and_the_core_totals() {
    let s = evening();
    let csv = export::scorecard_csv(&s, CsvLabels::FR).unwrap();
    // A byte order mark first (Excel reads UTF-8 without one as its code page), then cells
    // split by semicolons, as a French spreadsheet reads them.
    let csv = csv
        .strip_prefix('\u{feff}')
        .expect("a byte order mark first");
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(
        lines.len(),
        1 + 20 + 1 + 1,
        "header, 20 hands, totals, final CRLF"
    );
    assert_eq!(lines[0], "Donne;Donneur;Anne;Bruno;Chloé;David;Élise");
    let card = s.scorecard().unwrap();
    for (i, row) in card.rows.iter().enumerate() {
        let deltas: Vec<String> = row.deltas.iter().map(i64::to_string).collect();
        let dealer = &s.players[row.dealer];
        assert_eq!(
            lines[i + 1],
            format!("{};{dealer};{}", i + 1, deltas.join(";"))
        );
    }
    let totals: Vec<String> = card.totals.iter().map(i64::to_string).collect();
    assert_eq!(lines[21], format!("Total;;{}", totals.join(";")));
    assert_eq!(lines[22], "");
}

#[test]
fn the_first_hands_of_the_evening_as_csv() {
    // Frozen, checked by hand against the FFT rules: (1) Anne's garde with Chloé, 52 points
    // with 2 oudlers, made by 11: (25 + 11) x 2 = 72 a defender, the taker twice that; (2)
    // Bruno alone, petite, made by 7: 32 from each of four; (3) Chloé's garde with Élise,
    // 38 with 1 oudler, down by 13: (25 + 13) x 2 = 76.
    let mut s = evening();
    s.hands.truncate(3);
    let csv = export::scorecard_csv(&s, CsvLabels::EN).unwrap();
    assert_eq!(
        csv,
        "\u{feff}Hand,Dealer,Anne,Bruno,Chloé,David,Élise\r\n\
         1,Anne,144,-72,72,-72,-72\r\n\
         2,Bruno,-32,128,-32,-32,-32\r\n\
         3,Chloé,76,76,-152,76,-76\r\n\
         Total,,188,132,-112,-28,-180\r\n"
    );
}

#[test]
fn a_penalty_row_in_the_csv_is_named_not_numbered() {
    use tarot_companion::core::french::HandInput;
    use tarot_companion::session::HandRecord;
    // The first two hands, then David loses 100 (+25 to each other), then the third hand:
    // still hand 3, dealt by Chloé.
    let mut s = evening();
    s.hands.truncate(3);
    s.hands.insert(
        2,
        HandRecord::FrenchTarot(HandInput::Penalty {
            seat: 3,
            amount: 100,
        }),
    );
    let csv = export::scorecard_csv(&s, CsvLabels::FR).unwrap();
    assert_eq!(
        csv,
        "\u{feff}Donne;Donneur;Anne;Bruno;Chloé;David;Élise\r\n\
         1;Anne;144;-72;72;-72;-72\r\n\
         2;Bruno;-32;128;-32;-32;-32\r\n\
         Pénalité;;25;25;25;-100;25\r\n\
         3;Chloé;76;76;-152;76;-76\r\n\
         Total;;213;157;-87;-128;-155\r\n"
    );
}

#[test]
fn names_that_would_break_a_spreadsheet_are_quoted_or_defused() {
    let mut s = evening();
    s.players = vec![
        "Anne, la reine".into(),
        "Bob \"B\"".into(),
        "=1+1".into(),
        "-Chloé".into(),
        "@x".into(),
    ];
    s.hands.clear();
    let csv = export::scorecard_csv(&s, CsvLabels::EN).unwrap();
    assert_eq!(
        csv.lines().next().unwrap(),
        "\u{feff}Hand,Dealer,\"Anne, la reine\",\"Bob \"\"B\"\"\",'=1+1,'-Chloé,'@x"
    );
    // In French, the separator is the semicolon: a name holding one is quoted, and one
    // holding a comma still is (a spreadsheet told the wrong separator keeps it whole).
    s.players[1] = "Ben; Léa".into();
    let csv = export::scorecard_csv(&s, CsvLabels::FR).unwrap();
    assert_eq!(
        csv.lines().next().unwrap(),
        "\u{feff}Donne;Donneur;\"Anne, la reine\";\"Ben; Léa\";'=1+1;'-Chloé;'@x"
    );
}

#[test]
fn file_names_are_safe() {
    assert_eq!(
        export::file_name(&evening(), "csv"),
        "tarot-Anne-Bruno-Chloé-David-Élise-k7f3q9x2.csv"
    );
}

#[track_caller]
fn import_error(text: &str) -> (ImportErrorKind, String) {
    let e = export::import(text, |s| s.id.clone()).unwrap_err();
    (e.kind().clone(), e.to_string())
}

#[test]
fn import_errors_have_exact_messages() {
    assert_eq!(
        import_error("{").1,
        "the file is not JSON: EOF while parsing an object at line 1 column 1"
    );
    // The player is told what the file is not, in their language, not the parser's words.
    let not_json = export::import("tru", |s| s.id.clone()).unwrap_err();
    use tarot_companion::ui::i18n::{share::import_error as said, Lang};
    assert_eq!(
        said(Lang::Fr, &not_json),
        "ce fichier n'est pas une sauvegarde de Tarot Companion (ni même du JSON complet)"
    );
    assert_eq!(
        said(Lang::En, &not_json),
        "this file is not a Tarot Companion backup (not even whole JSON)"
    );
    assert_eq!(
        import_error("{\"a\": 1}"),
        (
            ImportErrorKind::NotSessions,
            "the file holds no Tarot Companion session".into()
        )
    );
    assert_eq!(
        import_error("[]"),
        (ImportErrorKind::Empty, "the file holds no session".into())
    );
    assert_eq!(
        import_error(
            "{\"format\": \"tarot-companion/sessions\", \"version\": 9, \"sessions\": []}"
        ),
        (
            ImportErrorKind::BundleVersion { version: 9 },
            "the file comes from a newer version of the app (version 9)".into()
        )
    );
    let mut bad = evening();
    bad.game = tarot_companion::session::Game::FrenchTarot(
        tarot_companion::core::scorecard::FrenchSettings {
            preset: "nope".into(),
            ..Default::default()
        },
    );
    let json = export::all_json(&[evening(), bad], &Default::default());
    assert_eq!(
        import_error(&json).1,
        "session 2 of the file is not valid: no rules preset is called \"nope\""
    );
    // In French, the reason too (serde's words are English).
    let no_players = json.replacen("\"players\"", "\"joueurs\"", 1);
    let e = export::import(&no_players, |s| s.id.clone()).unwrap_err();
    let fr = said(Lang::Fr, &e);
    assert!(
        fr.starts_with("la partie 1 du fichier n'est pas valide (Fichier de partie illisible")
            && fr.contains("champ inconnu `joueurs`")
            && !fr.contains("field"),
        "{fr}"
    );
    let newer = evening()
        .to_json()
        .replace("\"version\": 2", "\"version\": 3");
    assert!(matches!(
        import_error(&newer).0,
        ImportErrorKind::Session { index: 0, .. }
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_valid_session_round_trips_through_json(session in common::session()) {
        let back = export::import(&export::session_json(&session), |s| s.id.clone()).unwrap();
        prop_assert_eq!(back, vec![session.clone()]);
        let csv = export::scorecard_csv(&session, CsvLabels::EN).unwrap();
        prop_assert_eq!(csv.matches("\r\n").count(), session.hands.len() + 2 + session.players.iter().map(|p| p.matches(['\n', '\r']).count()).sum::<usize>());
    }
}

#[test]
fn downloads_are_data_urls() {
    assert_eq!(
        export::data_url("text/csv", "a,b\r\né"),
        "data:text/csv;charset=utf-8,a%2Cb%0D%0A%C3%A9"
    );
}

/// D4: the app's stored data, as a kept-aside download holds it (any version), imports back:
/// its sessions, with new ids.
#[test]
fn a_kept_aside_download_imports_back() {
    for text in [
        include_str!("data/v1_snapshot.json"),
        include_str!("data/v2_snapshot.json"),
    ] {
        let sessions = export::import(text, |s| format!("{}-copy", s.id)).unwrap();
        assert_eq!(sessions.len(), 2);
        assert_eq!(sessions[0].id, "k7f3q9x2-copy");
        assert_eq!(
            Session {
                id: "k7f3q9x2".into(),
                ..sessions[0].clone()
            },
            evening()
        );
    }
}
