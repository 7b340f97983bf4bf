//! The UI's reducer and labels, natively: sessions, hand entry, edit, delete, undo and redo,
//! and the words and numbers shown in French and English.

use tarot_companion::core::french::{Contract, NotPlayedReason, PoigneeLevel, Side};
use tarot_companion::core::games::GameKind;
use tarot_companion::core::points::Halves;
use tarot_companion::session::Session;
use tarot_companion::ui::i18n::{self, Lang, T};
use tarot_companion::ui::state::{
    check_draft, check_setup, contract_stakes, parse_rounds, same_name, Action, AppState,
    DraftEdit, Field, KeyRefused, Notice, Problem, SetupProblem, View, HISTORY_DEPTH, SEPARATOR,
};

/// The new-session form opened in `lang`, with `names` typed (not started).
fn form(lang: Lang, names: &[&str]) -> AppState {
    let mut s = AppState::new(lang);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetPlayerCount(names.len()));
    for (i, n) in names.iter().enumerate() {
        s.apply(Action::SetName(i, (*n).to_owned()));
    }
    s
}

#[track_caller]
fn started(names: &[&str]) -> AppState {
    let mut s = form(Lang::Fr, names);
    s.apply(Action::StartSession {
        id: "s1".into(),
        created: 1_763_800_000_000,
    });
    assert!(matches!(s.view, View::Table { .. }), "session started");
    s
}

/// A new hand typed: taker, contract, points on the keypad, oudlers (not confirmed).
fn typed(s: &mut AppState, taker: usize, c: Contract, keys: &str, oudlers: u8) {
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(taker)));
    s.apply(Action::Draft(DraftEdit::Contract(c)));
    for k in keys.chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::Oudlers(oudlers)));
}

#[track_caller]
fn hand(s: &mut AppState, taker: usize, c: Contract, keys: &str, oudlers: u8) {
    typed(s, taker, c, keys, oudlers);
    s.apply(Action::ConfirmHand);
}

fn totals(s: &AppState) -> Vec<i64> {
    s.current().unwrap().scorecard().unwrap().totals
}

#[test]
fn a_session_starts_from_the_form_and_remembers_names() {
    let s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    assert_eq!(s.sessions.len(), 1);
    assert_eq!(s.names, ["Alice", "Bruno", "Chloé", "Denis"]);
    let mut s = s;
    s.apply(Action::OpenSetup);
    assert_eq!(
        s.setup.names,
        ["Alice", "Bruno", "Chloé", "Denis"],
        "the last table is proposed"
    );
}

#[test]
fn a_form_left_unfinished_comes_back_as_it_was_left() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetPlayerCount(5));
    s.apply(Action::SetName(4, "Zoé".into()));
    s.apply(Action::SetRoundToTen(true));
    let left = s.setup.clone();
    // Left by Back, by Home, or by Cancel (which goes home): what was typed is kept.
    for leave in [Action::Back, Action::GoHome] {
        s.apply(leave);
        assert_eq!(s.view, View::Home);
        s.apply(Action::OpenSetup);
        assert_eq!(s.setup, left, "the form as it was left");
    }
    // Once its session has started, the next form is the new table's.
    s.apply(Action::StartSession {
        id: "s2".into(),
        created: 1_763_800_000_001,
    });
    s.apply(Action::GoHome);
    s.apply(Action::OpenSetup);
    assert_eq!(s.setup.names, ["Alice", "Bruno", "Chloé", "Denis", "Zoé"]);
    assert!(s.setup.round_to_ten, "the last table's rules");
    s.apply(Action::SetName(0, "Anna".into()));
    s.apply(Action::GoHome);
    s.apply(Action::OpenSetup);
    assert_eq!(s.setup.names[0], "Anna");
}

#[test]
fn names_of_seats_taken_away_come_back_with_them() {
    let mut s = form(Lang::En, &["Ann", "Bob", "Cyd", "Dan", "Eve"]);
    s.apply(Action::SetPlayerCount(3));
    assert_eq!(s.setup.names, ["Ann", "Bob", "Cyd"]);
    assert_eq!(
        check_setup(&s.setup),
        Ok(()),
        "the names kept aside are not checked"
    );
    s.apply(Action::SetPlayerCount(4));
    assert_eq!(s.setup.names, ["Ann", "Bob", "Cyd", "Dan"]);
    s.apply(Action::SetPlayerCount(5));
    assert_eq!(s.setup.names, ["Ann", "Bob", "Cyd", "Dan", "Eve"]);
    // Tarocchi is played by three: the two others wait for French Tarot again.
    s.apply(Action::SetGame(GameKind::Tarocchi));
    assert_eq!(s.setup.names, ["Ann", "Bob", "Cyd"]);
    s.apply(Action::SetGame(GameKind::FrenchTarot));
    s.apply(Action::SetPlayerCount(5));
    assert_eq!(s.setup.names, ["Ann", "Bob", "Cyd", "Dan", "Eve"]);
}

#[test]
fn the_form_refuses_missing_and_duplicate_names() {
    let mut s = AppState::new(Lang::En);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetPlayerCount(3));
    s.apply(Action::SetName(0, "Ann".into()));
    s.apply(Action::SetName(1, "Ann".into()));
    s.apply(Action::SetName(2, "Bob".into()));
    s.apply(Action::StartSession {
        id: "x".into(),
        created: 0,
    });
    assert!(s.sessions.is_empty());
    assert_eq!(s.view, View::Setup);
}

/// The number of hands stays as typed and the form says when it is wrong: "abc", "-3", "0" or
/// "99999999999" never start a session without a limit.
#[test]
fn the_form_refuses_a_number_of_hands_it_cannot_read() {
    let mut s = form(Lang::En, &["Ann", "Bob", "Cid"]);
    for text in ["abc", "-3", "0", "99999999999", "2.5", "1 0"] {
        s.apply(Action::SetRounds(text.into()));
        assert_eq!(s.setup.rounds, text, "kept as typed");
        assert_eq!(check_setup(&s.setup), Err(SetupProblem::Rounds), "{text:?}");
        s.apply(Action::StartSession {
            id: "x".into(),
            created: 0,
        });
        assert!(s.sessions.is_empty(), "{text:?}: not started");
    }
    for (text, rounds) in [("", None), (" 12 ", Some(12)), ("999", Some(999))] {
        assert_eq!(parse_rounds(text), Ok(rounds), "{text:?}");
    }
    s.apply(Action::SetRounds("8".into()));
    s.apply(Action::StartSession {
        id: "x".into(),
        created: 0,
    });
    let settings = tarot_companion::ui::state::french_settings(s.current().unwrap());
    assert_eq!(settings.and_then(|f| f.rounds), Some(8));
}

#[test]
fn names_are_compared_without_case_or_extra_spaces() {
    let same = [
        ("Alice", "alice"),
        ("Alice", "  ALICE "),
        ("Jean  Pierre", "jean pierre"),
        ("Élodie", "élodie"),
        ("ŒDIPE", "œdipe"),
        ("Zoë", "ZOË"),
    ];
    for (a, b) in same {
        assert!(same_name(a, b), "{a:?} = {b:?}");
    }
    for (a, b) in [
        ("Alice", "Alicia"),
        ("Jean Pierre", "Jean-Pierre"),
        ("Eric", "Éric"),
    ] {
        assert!(!same_name(a, b), "{a:?} ≠ {b:?}");
    }
    let mut s = AppState::new(Lang::En);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetPlayerCount(3));
    for (i, n) in ["Alice", "Bob", "alice"].into_iter().enumerate() {
        s.apply(Action::SetName(i, n.into()));
    }
    assert_eq!(check_setup(&s.setup), Err(SetupProblem::DuplicateName(2)));
    s.apply(Action::StartSession {
        id: "x".into(),
        created: 0,
    });
    assert!(
        s.sessions.is_empty(),
        "\"Alice\" and \"alice\" are one player"
    );
    // A remembered name is not offered again in another case.
    s.apply(Action::SetName(2, String::new()));
    s.apply(Action::UseName("BOB".into()));
    assert_eq!(s.setup.names[2], "");
}

#[test]
fn players_move_and_the_first_dealer_follows() {
    let mut s = AppState::new(Lang::Fr);
    s.apply(Action::OpenSetup);
    for (i, n) in ["A", "B", "C", "D"].iter().enumerate() {
        s.apply(Action::SetName(i, (*n).into()));
    }
    s.apply(Action::SetFirstDealer(1));
    s.apply(Action::MovePlayer { seat: 1, up: true });
    assert_eq!(s.setup.names, ["B", "A", "C", "D"]);
    assert_eq!(s.setup.first_dealer, 0);
}

#[test]
fn a_typical_hand_is_scored_by_the_core() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    // Garde, 47 points, 2 oudlers: target 41, made by 6, (25 + 6) × 2 = 62 per defender.
    hand(&mut s, 0, Contract::Garde, "47", 2);
    assert_eq!(totals(&s), [186, -62, -62, -62]);
}

#[test]
fn an_incomplete_draft_says_what_is_missing_and_cannot_be_confirmed() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    let check = check_draft(s.current().unwrap(), &s.draft);
    assert_eq!(
        check.problems,
        [
            Problem::Missing(Field::Contract),
            Problem::Missing(Field::Points),
            Problem::Missing(Field::Oudlers)
        ]
    );
    s.apply(Action::ConfirmHand);
    assert!(s.current().unwrap().hands.is_empty());
}

#[test]
fn points_above_the_pack_are_refused_next_to_the_points_before_the_rest_is_entered() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    s.apply(Action::NewHand);
    for k in "95".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    let check = check_draft(s.current().unwrap(), &s.draft);
    let p = check.problem(Field::Points).expect("a points problem");
    let Problem::Core(_, kind) = p else {
        panic!("core error expected")
    };
    assert_eq!(
        i18n::error(Lang::Fr, kind, &[]),
        "95 points\u{a0}: plus que les 91 du jeu"
    );
    assert_eq!(
        i18n::error(Lang::En, kind, &[]),
        "Card points 95 exceed the 91 in the pack"
    );
}

#[test]
fn the_rounding_to_ten_says_the_amounts_it_gives() {
    // QA: the sheet said "each defender pays 26" and then only "Alice balances the hand",
    // while the scorecard showed -30 and +60.
    let mut s = form(Lang::Fr, &["Alice", "Bruno", "Chloé"]);
    s.apply(Action::SetRoundToTen(true));
    s.apply(Action::StartSession {
        id: "r".into(),
        created: 1_763_800_000_000,
    });
    typed(&mut s, 0, Contract::Petite, "41½", 2);
    let score = check_draft(s.current().unwrap(), &s.draft).score.unwrap();
    let names: Vec<String> = s.current().unwrap().players.clone();
    assert_eq!(score.deltas, [60, -30, -30]);
    assert_eq!(
        i18n::score_lines(Lang::Fr, &score, &names).last().unwrap(),
        "Arrondi à la dizaine\u{a0}: Alice +60, Bruno -30, Chloé -30 (Alice porte l'écart\u{a0}: la donne fait zéro)."
    );
    assert_eq!(
        i18n::score_lines(Lang::En, &score, &names).last().unwrap(),
        "Rounded to the nearest ten: Alice +60, Bruno -30, Chloé -30 (Alice takes the difference: the hand sums to zero)."
    );
}

#[test]
fn the_half_key_only_works_where_piles_can_be_odd() {
    let mut s = started(&["A", "B", "C", "D"]);
    s.apply(Action::NewHand);
    for k in "40½".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    assert_eq!(s.draft.points, "40");
    let mut s = started(&["A", "B", "C"]);
    s.apply(Action::NewHand);
    for k in "40½".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    assert_eq!(s.draft.points, "40.5");
    s.apply(Action::Draft(DraftEdit::Backspace));
    assert_eq!(s.draft.points, "40");
}

#[test]
fn edit_delete_undo_and_redo_recompute_everything_after() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Petite, "45", 1); // lost by 6: A -93
    hand(&mut s, 1, Contract::Garde, "47", 2); // B +186
    assert_eq!(totals(&s), [-155, 217, -31, -31]);
    // Edit the first hand to 51 points: made by 0, A +75.
    s.apply(Action::EditHand(0));
    assert_eq!(s.draft.points, "45");
    s.apply(Action::Draft(DraftEdit::ClearPoints));
    for k in "51".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::ConfirmHand);
    assert_eq!(totals(&s), [75 - 62, -25 + 186, -25 - 62, -25 - 62]);
    s.apply(Action::DeleteHand(0));
    assert_eq!(totals(&s), [-62, 186, -62, -62]);
    s.apply(Action::Undo);
    assert_eq!(totals(&s), [13, 161, -87, -87]);
    s.apply(Action::Undo);
    assert_eq!(totals(&s), [-155, 217, -31, -31]);
    s.apply(Action::Redo);
    s.apply(Action::Redo);
    assert_eq!(totals(&s), [-62, 186, -62, -62]);
    assert!(!s.can_redo());
}

#[test]
fn an_undo_says_what_it_takes_back() {
    let said = |s: &AppState| {
        i18n::undone(
            Lang::En,
            &s.sessions,
            &s.past.last().unwrap().sessions,
            None,
        )
    };
    let mut s = started(&["A", "B", "C", "D"]);
    assert_eq!(said(&s), "Undone: New session");
    hand(&mut s, 0, Contract::Petite, "45", 1);
    hand(&mut s, 1, Contract::Garde, "47", 2);
    assert_eq!(said(&s), "Undone: Hand 2");
    // Before it is tapped, the undo button says the same as what it would take back.
    assert_eq!(
        i18n::to_undo(
            Lang::Fr,
            &s.sessions,
            &s.past.last().unwrap().sessions,
            None
        ),
        format!("Annuler{}Donne 2", i18n::colon(Lang::Fr))
    );
    s.apply(Action::EditHand(0));
    s.apply(Action::Draft(DraftEdit::ClearPoints));
    for k in "51".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::ConfirmHand);
    assert_eq!(said(&s), "Undone: Edit hand 1");
    s.apply(Action::DeleteHand(1));
    assert_eq!(said(&s), "Undone: Hand deleted.");
    let fr = i18n::undone(
        Lang::Fr,
        &s.sessions,
        &s.past.last().unwrap().sessions,
        None,
    );
    assert_eq!(
        fr,
        format!("Annulé{}Donne supprimée.", i18n::colon(Lang::Fr))
    );
    // A redo is said too, from the sessions before it (the last step of `past` again), and
    // only right after it.
    s.apply(Action::Undo);
    assert!(!s.redone);
    s.apply(Action::Redo);
    assert!(s.redone);
    let redone = i18n::redone(
        Lang::Fr,
        &s.sessions,
        &s.past.last().unwrap().sessions,
        None,
    );
    assert_eq!(
        redone,
        format!("Rétabli{}Donne supprimée.", i18n::colon(Lang::Fr))
    );
    s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    assert!(!s.redone);
}

/// QA: undoing an import took every imported session away and said "Undone: New session".
#[test]
fn an_undo_of_sessions_added_says_how_many() {
    let said = |s: &AppState, lang| {
        i18n::to_undo(lang, &s.sessions, &s.past.last().unwrap().sessions, None)
    };
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Petite, "45", 1);
    let played = (**s.current().unwrap()).clone();
    let copies = |ids: &[&str]| -> Vec<Session> {
        ids.iter()
            .map(|id| Session {
                id: (*id).into(),
                ..played.clone()
            })
            .collect()
    };
    s.apply(Action::GoHome);
    s.apply(Action::AddSessions {
        new: copies(&["i1", "i2", "i3"]),
        updates: Vec::new(),
    });
    assert_eq!(s.sessions.len(), 4);
    assert_eq!(said(&s, Lang::En), "Undo: 3 sessions added");
    assert_eq!(
        said(&s, Lang::Fr),
        format!("Annuler{}3 parties ajoutées", i18n::colon(Lang::Fr))
    );
    // One session with its hands (a shared scorecard saved) is added, not started.
    s.apply(Action::AddSessions {
        new: copies(&["i4"]),
        updates: Vec::new(),
    });
    assert_eq!(said(&s, Lang::En), "Undo: 1 session added");
    assert_eq!(
        said(&s, Lang::Fr),
        format!("Annuler{}1 partie ajoutée", i18n::colon(Lang::Fr))
    );
    s.apply(Action::Undo);
    s.apply(Action::Undo);
    assert_eq!(s.sessions.len(), 1);
    // A backup's later version of the session here replaces it, under its id, with a copy
    // added: one step, which undo takes back whole.
    let mut later = played.clone();
    later.hands.push(later.hands[0].clone());
    s.apply(Action::AddSessions {
        new: copies(&["i5"]),
        updates: vec![later.clone()],
    });
    assert_eq!(s.sessions.len(), 2);
    assert_eq!(*s.sessions[1], later);
    s.apply(Action::Undo);
    assert_eq!(s.sessions.len(), 1);
    assert_eq!(*s.sessions[0], played);
    // The same version again changes nothing: no step.
    let steps = s.past.len();
    s.apply(Action::AddSessions {
        new: Vec::new(),
        updates: vec![played.clone()],
    });
    assert_eq!(s.past.len(), steps);
}

/// QA (a season of evenings): home listed sessions in the order they were added. An old one
/// resumed and played stayed far down, and "Resume" offered another; a backup written oldest
/// first put its oldest evening at the top.
#[test]
fn the_session_played_last_is_listed_first() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Petite, "45", 1);
    let played = (**s.current().unwrap()).clone();
    s.apply(Action::GoHome);
    let backup: Vec<Session> = [("jan", 1), ("feb", 2), ("mar", 3)]
        .iter()
        .map(|(id, created)| Session {
            id: (*id).into(),
            created: *created,
            ..played.clone()
        })
        .collect();
    s.apply(Action::AddSessions {
        new: backup,
        updates: Vec::new(),
    });
    let ids = |s: &AppState| s.sessions.iter().map(|x| x.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&s), ["mar", "feb", "jan", played.id.as_str()]);
    // Opened and looked at, "jan" stays where it is; a hand played in it moves it first.
    s.apply(Action::OpenSession("jan".into()));
    assert_eq!(ids(&s)[0], "mar");
    hand(&mut s, 1, Contract::Garde, "60", 2);
    assert_eq!(ids(&s), ["jan", "mar", "feb", played.id.as_str()]);
    // Undone, the list is as it was.
    s.apply(Action::Undo);
    assert_eq!(ids(&s), ["mar", "feb", "jan", played.id.as_str()]);
}

/// QA: "100" typed showed "10", the last key dropped without a word; a half point at four
/// players the same.
#[test]
fn a_key_the_points_refuse_is_said_until_the_next_edit() {
    let mut s = started(&["A", "B", "C", "D"]);
    typed(&mut s, 0, Contract::Garde, "100", 2);
    assert_eq!(s.draft.points, "10");
    // The oudlers were the last edit: the refusal is gone with it.
    assert_eq!(s.draft.refused, None);
    s.apply(Action::Draft(DraftEdit::ClearPoints));
    for k in "450".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    assert_eq!(
        (s.draft.points.as_str(), s.draft.refused),
        ("45", Some(KeyRefused::Complete))
    );
    s.apply(Action::Draft(DraftEdit::Key('½')));
    assert_eq!(
        (s.draft.points.as_str(), s.draft.refused),
        ("45", Some(KeyRefused::NoHalf))
    );
    s.apply(Action::Draft(DraftEdit::Backspace));
    assert_eq!((s.draft.points.as_str(), s.draft.refused), ("4", None));
    // Five players have half points; nothing comes after one.
    let mut s = started(&["A", "B", "C", "D", "E"]);
    typed(&mut s, 0, Contract::Garde, "40½", 2);
    assert_eq!(s.draft.points, "40.5");
    s.apply(Action::Draft(DraftEdit::Key('3')));
    assert_eq!(
        (s.draft.points.as_str(), s.draft.refused),
        ("40.5", Some(KeyRefused::Complete))
    );
}

/// A separator typed on a keyboard ("," or ".", `SEPARATOR`) begins a decimal: the next
/// digit is a half (5), nothing (0), or refused as no half (QA helper-62: "," typed the half
/// at once, so "40,6" scored 40.5 and "40,5" was said refused).
#[test]
fn a_separator_typed_waits_for_its_decimal() {
    let keys = |players: &[&str], keys: &str| {
        let mut s = started(players);
        s.apply(Action::NewHand);
        for k in keys.chars() {
            let k = if k == ',' { SEPARATOR } else { k };
            s.apply(Action::Draft(DraftEdit::Key(k)));
        }
        (s.draft.points.clone(), s.draft.decimal, s.draft.refused)
    };
    let five = ["A", "B", "C", "D", "E"];
    assert_eq!(keys(&five, "40,"), ("40".into(), true, None));
    assert_eq!(keys(&five, "40,5"), ("40.5".into(), false, None));
    assert_eq!(keys(&five, "40,0"), ("40".into(), false, None));
    assert_eq!(
        keys(&five, "40,6"),
        ("40".into(), false, Some(KeyRefused::Halves))
    );
    assert_eq!(keys(&five, ",5"), ("0.5".into(), false, None));
    // After the decimal, digits are refused as after a half.
    assert_eq!(
        keys(&five, "40,53"),
        ("40.5".into(), false, Some(KeyRefused::Complete))
    );
    assert_eq!(
        keys(&five, "40,5,"),
        ("40.5".into(), false, Some(KeyRefused::Complete))
    );
    // Four players have no half: said at its 5, not at the separator.
    let four = ["A", "B", "C", "D"];
    assert_eq!(keys(&four, "40,"), ("40".into(), true, None));
    assert_eq!(
        keys(&four, "40,5"),
        ("40".into(), false, Some(KeyRefused::NoHalf))
    );
    assert_eq!(keys(&four, "40,0"), ("40".into(), false, None));
    // Another edit ends the decimal: the digit after it is a digit again.
    let mut s = started(&five);
    s.apply(Action::NewHand);
    for k in ['4', SEPARATOR] {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::Oudlers(1)));
    assert!(!s.draft.decimal);
    s.apply(Action::Draft(DraftEdit::Key('6')));
    assert_eq!((s.draft.points.as_str(), s.draft.refused), ("46", None));
    // Backspace takes the separator back, not the digit before it.
    s.apply(Action::Draft(DraftEdit::Key(SEPARATOR)));
    s.apply(Action::Draft(DraftEdit::Backspace));
    assert_eq!((s.draft.points.as_str(), s.draft.decimal), ("46", false));
    s.apply(Action::Draft(DraftEdit::Backspace));
    assert_eq!(s.draft.points, "4");
}

/// The points field takes a whole text too (pasted, or filled by a test as a user would not
/// type it key by key): read as its keys, with "," "." or "½" for the half, the rest ignored,
/// and refused as the keys are.
#[test]
fn points_typed_as_a_whole_text_are_read_as_their_keys() {
    let mut s = started(&["A", "B", "C", "D", "E"]);
    s.apply(Action::NewHand);
    let put = |s: &mut AppState, text: &str| {
        s.apply(Action::Draft(DraftEdit::TypePoints(text.into())));
        (s.draft.points.clone(), s.draft.refused)
    };
    assert_eq!(put(&mut s, "56"), ("56".into(), None));
    assert_eq!(put(&mut s, " 40,5 "), ("40.5".into(), None));
    assert_eq!(put(&mut s, "40.5"), ("40.5".into(), None));
    assert_eq!(put(&mut s, "40½"), ("40.5".into(), None));
    assert_eq!(put(&mut s, ",5"), ("0.5".into(), None));
    assert_eq!(put(&mut s, "40,0"), ("40".into(), None));
    assert_eq!(put(&mut s, "40,"), ("40".into(), None));
    assert_eq!(put(&mut s, "4a7"), ("47".into(), None));
    assert_eq!(put(&mut s, ""), ("".into(), None));
    assert_eq!(
        put(&mut s, "100"),
        ("10".into(), Some(KeyRefused::Complete))
    );
    // A decimal other than a half is said as such (QA helper-59: "40,6" was told that card
    // points run from 0 to 91).
    assert_eq!(put(&mut s, "40,7"), ("40".into(), Some(KeyRefused::Halves)));
    assert_eq!(put(&mut s, "4,7"), ("4".into(), Some(KeyRefused::Halves)));
    assert_eq!(
        put(&mut s, "40.25"),
        ("40".into(), Some(KeyRefused::Halves))
    );
    assert_eq!(put(&mut s, "-5"), ("".into(), Some(KeyRefused::Complete)));
    assert_eq!(put(&mut s, "-5,5"), ("".into(), Some(KeyRefused::Complete)));
    // What the grid counted is replaced by what is typed.
    s.apply(Action::Draft(DraftEdit::Cards(Default::default())));
    assert_eq!(put(&mut s, "47"), ("47".into(), None));
    assert_eq!(s.draft.cards, None);
    // Counting the cards starts from none: the points typed are not theirs.
    s.apply(Action::Draft(DraftEdit::ToggleCounting));
    assert_eq!(s.draft.points, "");
    let mut s = started(&["A", "B", "C", "D"]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::TypePoints("40,5".into())));
    assert_eq!(
        (s.draft.points.as_str(), s.draft.refused),
        ("40", Some(KeyRefused::NoHalf))
    );
}

#[test]
fn a_hand_not_played_passes_the_deal() {
    let mut s = started(&["A", "B", "C", "D"]);
    s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    let card = s.current().unwrap().scorecard().unwrap();
    assert_eq!(card.totals, [0, 0, 0, 0]);
    assert_eq!(card.next_dealer, 1);
}

#[test]
fn deleting_a_session_can_be_undone() {
    let mut s = started(&["A", "B", "C"]);
    s.apply(Action::GoHome);
    s.apply(Action::DeleteSession("s1".into()));
    assert!(s.sessions.is_empty());
    s.apply(Action::Undo);
    assert_eq!(s.sessions.len(), 1);
}

#[test]
fn bonuses_reach_the_core() {
    let mut s = started(&["A", "B", "C", "D"]);
    typed(&mut s, 1, Contract::Petite, "40", 2);
    s.apply(Action::Draft(DraftEdit::Poignee(
        1,
        Some(PoigneeLevel::Simple),
    )));
    s.apply(Action::Draft(DraftEdit::PetitAuBout(Some(Side::Defence))));
    // Lost by 1: −(25 + 1) − 10 = −36; the poignée goes to the defence: −20; unit −56.
    let check = check_draft(s.current().unwrap(), &s.draft);
    assert_eq!(check.score.unwrap().deltas, [56, -168, 56, 56]);
    let stakes = contract_stakes(s.current().unwrap(), check.input.as_ref().unwrap());
    assert_eq!(stakes[0], (Contract::Petite, -168));
    assert_eq!(stakes[1], (Contract::Garde, -3 * (2 * 36 + 20)));
}

/// Handfuls the pack cannot hold: the bonuses' problem, about the handfuls (the entry says it
/// under them); another bonus error is not.
#[test]
fn a_handfuls_error_is_about_the_handfuls() {
    let mut s = started(&["A", "B", "C"]);
    typed(&mut s, 0, Contract::Garde, "50", 2);
    for seat in [0, 1] {
        s.apply(Action::Draft(DraftEdit::Poignee(
            seat,
            Some(PoigneeLevel::Simple),
        )));
    }
    let check = check_draft(s.current().unwrap(), &s.draft);
    let Some(Problem::Core(Field::Bonuses, kind)) = check.problem(Field::Bonuses) else {
        panic!("{:?}", check.problems)
    };
    assert!(kind.is_poignee(), "{kind:?}");
    s.apply(Action::Draft(DraftEdit::Poignee(1, None)));
    s.apply(Action::Draft(DraftEdit::PetitAuBout(Some(Side::Defence))));
    s.apply(Action::Draft(DraftEdit::Oudlers(3)));
    let check = check_draft(s.current().unwrap(), &s.draft);
    let Some(Problem::Core(Field::Bonuses, kind)) = check.problem(Field::Bonuses) else {
        panic!("{:?}", check.problems)
    };
    assert!(!kind.is_poignee(), "{kind:?}");
}

#[test]
fn numbers_are_written_per_locale() {
    assert_eq!(i18n::int(Lang::Fr, -1101), "-1\u{202f}101");
    assert_eq!(i18n::int(Lang::En, -1101), "-1,101");
    assert_eq!(i18n::int(Lang::En, 999), "999");
    assert_eq!(i18n::signed(Lang::Fr, 62), "+62");
    assert_eq!(i18n::points(Lang::Fr, Halves::from_units(81)), "40,5");
    assert_eq!(i18n::points(Lang::En, Halves::from_units(81)), "40.5");
    assert_eq!(i18n::date(Lang::Fr, 1_763_800_000_000), "22/11/2025");
    assert_eq!(i18n::date(Lang::En, 1_763_800_000_000), "22 Nov 2025");
    // 08:26:40 that day.
    assert_eq!(
        i18n::date_time(Lang::Fr, 1_763_800_000_000),
        "22/11/2025 à 8 h 26"
    );
    assert_eq!(
        i18n::date_time(Lang::En, 1_763_800_000_000),
        "22 Nov 2025, 08:26"
    );
    assert_eq!(
        i18n::date_time(Lang::En, 1_763_800_000_000 + 14 * 3_600_000),
        "22 Nov 2025, 22:26"
    );
}

#[test]
fn every_label_exists_in_both_languages_and_differs_where_it_should() {
    assert_eq!(T::SwitchLang.text(Lang::Fr), "Passer en anglais");
    assert_eq!(T::SwitchLang.text(Lang::En), "Switch to French");
    assert_eq!(
        i18n::contract(Lang::En, Contract::GardeSans),
        "Guard without"
    );
    assert_eq!(i18n::contract(Lang::Fr, Contract::GardeSans), "Garde sans");
    assert_eq!(i18n::made_by(Lang::Fr, false, 6), "chuté de 6");
}

#[test]
fn a_taker_alone_is_said_apart_from_the_contract_in_the_row() {
    // QA: "Bartholomew Guard without alone, made by 14" read as one odd contract.
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis", "Élise"]);
    typed(&mut s, 1, Contract::GardeSans, "50", 3);
    s.apply(Action::Draft(DraftEdit::Partner(1)));
    let score = check_draft(s.current().unwrap(), &s.draft).score.unwrap();
    let names: Vec<String> = s.current().unwrap().players.clone();
    assert_eq!(
        i18n::hand_summary(Lang::En, &score.breakdown, &names),
        "Bruno Guard without (alone), made by 14"
    );
    assert_eq!(
        i18n::hand_summary(Lang::Fr, &score.breakdown, &names),
        "Bruno Garde sans (seul), fait de 14"
    );
}

#[test]
fn a_slam_made_or_failed_announced_or_not_is_said_in_the_row() {
    // QA: a slam announced and failed read "Bruno Garde, fait de 44", as a plain hand.
    use tarot_companion::core::french::Side;
    let cases = [
        (true, None, ", chelem chuté", ", slam failed"),
        // Announced or not: it pays 400 or 200 (QA helper-60: both read ", slam").
        (
            true,
            Some(Side::Attack),
            ", chelem annoncé réussi",
            ", slam announced and made",
        ),
        (false, Some(Side::Attack), ", chelem", ", slam"),
        (
            false,
            Some(Side::Defence),
            ", chelem de la défense",
            ", defence slam",
        ),
        (false, None, "", ""),
    ];
    for (announced, made_by, fr, en) in cases {
        let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
        let keys = match made_by {
            Some(Side::Attack) => "91",
            // The dog is the attack's: all it keeps.
            Some(Side::Defence) => "10",
            None => "85",
        };
        typed(
            &mut s,
            1,
            Contract::Garde,
            keys,
            if keys == "10" { 0 } else { 3 },
        );
        s.apply(Action::Draft(DraftEdit::SlamAnnounced(announced)));
        s.apply(Action::Draft(DraftEdit::SlamMadeBy(made_by)));
        let check = check_draft(s.current().unwrap(), &s.draft);
        let score = check
            .score
            .unwrap_or_else(|| panic!("{:?}", check.problems));
        let names: Vec<String> = s.current().unwrap().players.clone();
        let margin = match keys {
            "91" => "55",
            "10" => "46",
            _ => "49",
        };
        let (verb_fr, verb_en) = match keys {
            "10" => ("chuté de", "down by"),
            _ => ("fait de", "made by"),
        };
        assert_eq!(
            i18n::hand_summary(Lang::Fr, &score.breakdown, &names),
            format!("Bruno Garde, {verb_fr} {margin}{fr}")
        );
        assert_eq!(
            i18n::hand_summary(Lang::En, &score.breakdown, &names),
            format!("Bruno Guard, {verb_en} {margin}{en}")
        );
    }
}

#[test]
fn two_players_at_the_target_made_exactly_and_without_an_oudler() {
    // QA: "Anna : 56 points avec aucun bout", "Anna gagne de 0".
    use tarot_companion::core::french::{Breakdown, TwoPlayerBreakdown};
    let names = vec!["Anna".to_owned(), "Max".to_owned()];
    let b = Breakdown::TwoPlayer(TwoPlayerBreakdown {
        points: [Halves::whole(56).unwrap(), Halves::whole(35).unwrap()],
        oudlers: [0, 3],
        targets: [56, 36],
        winner: 0,
        margin: 0,
        base: 25,
        petit_au_bout: None,
        unit: 25,
    });
    let fr = i18n::breakdown(Lang::Fr, &b, &names);
    assert_eq!(fr[0], "Anna\u{a0}: 56 points sans bout, il en fallait 56");
    assert_eq!(fr[1], "Max\u{a0}: 35 points avec 3 bouts, il en fallait 36");
    assert_eq!(fr[2], "Anna gagne, juste fait\u{a0}: 25 + 0");
    let en = i18n::breakdown(Lang::En, &b, &names);
    assert_eq!(en[0], "Anna: 56 card points with no oudler, 56 needed");
    assert_eq!(en[2], "Anna wins, made exactly: 25 + 0");
    assert_eq!(
        i18n::hand_summary(Lang::Fr, &b, &names),
        "Anna gagne, juste fait"
    );
    assert_eq!(
        i18n::hand_summary(Lang::En, &b, &names),
        "Anna wins, made exactly"
    );
}

#[test]
fn the_breakdown_says_how_the_score_is_made_in_both_languages() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    for k in "50".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::Oudlers(2)));
    s.apply(Action::Draft(DraftEdit::PetitAuBout(Some(Side::Attack))));
    let score = check_draft(s.current().unwrap(), &s.draft).score.unwrap();
    let names: Vec<String> = s.current().unwrap().players.clone();
    let fr = i18n::breakdown(Lang::Fr, &score.breakdown, &names);
    assert_eq!(
        fr[0],
        "Alice\u{a0}: Garde (×2). L'attaque a 50 points avec 2 bouts\u{a0}; il en fallait 41."
    );
    assert_eq!(fr[1], "Contrat fait de 9\u{a0}: (25 + 9 + 10) × 2 = +88");
    let en = i18n::breakdown(Lang::En, &score.breakdown, &names);
    assert_eq!(
        en[0],
        "Alice: Guard (×2). The attack has 50 card points with 2 oudlers; 41 needed."
    );
    assert_eq!(en[1], "Contract made by 9: (25 + 9 + 10) × 2 = +88");
    assert_eq!(
        en.last().unwrap(),
        "Each defender pays 88; Alice receives 3 × 88."
    );
}

#[test]
fn the_called_king_is_kept_with_the_hand_shown_and_edited() {
    use tarot_companion::core::cards::Suit;
    use tarot_companion::core::french::HandInput;
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis", "Élise"]);
    typed(&mut s, 0, Contract::Garde, "56", 0);
    s.apply(Action::Draft(DraftEdit::Partner(2)));
    s.apply(Action::Draft(DraftEdit::King(1)));
    s.apply(Action::ConfirmHand);
    assert_eq!(totals(&s), [100, -50, 50, -50, -50]);
    let session = s.current().unwrap();
    let Some(tarot_companion::session::HandRecord::FrenchTarot(HandInput::Played(p))) =
        session.hands.first()
    else {
        panic!("a played hand: {:?}", session.hands);
    };
    assert_eq!(p.king, Some(Suit::Hearts));
    let card = session.scorecard().unwrap();
    let names = session.players.clone();
    let breakdown = &card.rows[0].result.as_ref().unwrap().breakdown;
    assert_eq!(
        i18n::breakdown(Lang::Fr, breakdown, &names)[0],
        "Alice avec Chloé (Roi de cœur)\u{a0}: Garde (×2). L'attaque a 56 points sans bout\u{a0}; il en fallait 56."
    );
    assert_eq!(
        i18n::breakdown(Lang::En, breakdown, &names)[0],
        "Alice with Chloé (King of hearts): Guard (×2). The attack has 56 card points with no oudler; 56 needed."
    );
    // Edited, the hand comes back with its king; changed, it keeps the new one.
    s.apply(Action::EditHand(0));
    assert_eq!(s.draft.king, Some(1));
    s.apply(Action::Draft(DraftEdit::King(3)));
    s.apply(Action::ConfirmHand);
    let session = s.current().unwrap();
    assert!(matches!(
        session.hands.first(),
        Some(tarot_companion::session::HandRecord::FrenchTarot(HandInput::Played(p)))
            if p.king == Some(Suit::Clubs)
    ));
}

#[test]
fn the_state_round_trips_through_json_for_storage() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(2)));
    let json = serde_json::to_string(&s).unwrap();
    let back: AppState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, s);
    let mut fresh = AppState::new(Lang::En);
    fresh.apply(Action::Restore(Box::new(back)));
    assert_eq!(fresh, s);
    assert_eq!(fresh.draft.taker, Some(2));
}

/// Issue #15: each new refusal is one message in the player's language, next to the field it
/// concerns, once the fields it depends on are entered; confirming changes nothing saved.
#[test]
fn the_refusals_of_issue_15_show_next_to_their_field_and_change_nothing() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    let saved = s.current().unwrap().clone();
    let problem = |s: &AppState| {
        let check = check_draft(s.current().unwrap(), &s.draft);
        let [Problem::Core(field, kind)] = check.problems.as_slice() else {
            panic!("one refusal expected: {:?}", check.problems)
        };
        (
            *field,
            i18n::error(Lang::Fr, kind, &[]),
            i18n::error(Lang::En, kind, &[]),
        )
    };

    // 91 points and no oudler chosen yet: the oudlers decide, so nothing is said yet.
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    for k in "91".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    let check = check_draft(s.current().unwrap(), &s.draft);
    assert_eq!(check.problems, [Problem::Missing(Field::Oudlers)]);
    s.apply(Action::Draft(DraftEdit::Oudlers(0)));
    assert_eq!(
        problem(&s),
        (
            Field::Points,
            "91 points\u{a0}: trop avec 0 bout\u{a0}; l'autre camp a 3 bouts, 13,5 points, il en reste 77,5 au plus"
                .into(),
            "Card points 91 are too many with 0 oudlers: the other side holds 3 oudlers, worth 13.5, which leaves at most 77.5"
                .into()
        )
    );
    s.apply(Action::ConfirmHand);
    assert_eq!(s.current().unwrap(), &saved);

    // Petit au bout for the attack without an oudler: next to the bonuses.
    s.apply(Action::Draft(DraftEdit::ClearPoints));
    for k in "60".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::PetitAuBout(Some(Side::Attack))));
    assert_eq!(
        problem(&s),
        (
            Field::Bonuses,
            "Petit au bout pour l'attaque, qui n'a aucun bout\u{a0}: le Petit en est un".into(),
            "Petit at the end for the attack, which holds no oudler: the Petit is one".into()
        )
    );
    s.apply(Action::Draft(DraftEdit::PetitAuBout(None)));

    // A defence slam leaves the taker his discard.
    s.apply(Action::Draft(DraftEdit::ClearPoints));
    s.apply(Action::Draft(DraftEdit::Key('0')));
    s.apply(Action::Draft(DraftEdit::SlamMadeBy(Some(Side::Defence))));
    let (field, fr, en) = problem(&s);
    assert_eq!(field, Field::Bonuses);
    assert_eq!(
        fr,
        "En Garde, un chelem de la défense ne laisse à l'attaque que l'écart et peut-être l'Excuse\u{a0}: avec 0 bout, l'attaque a de 3 à 19,5 points, pas 0"
    );
    assert_eq!(
        en,
        "In a Guard, a slam by the defence leaves the attack only the discard and perhaps the Excuse: with 0 oudlers the attack holds 3 to 19.5 card points, not 0"
    );
    s.apply(Action::Draft(DraftEdit::SlamMadeBy(None)));

    // Two double poignées with four players.
    s.apply(Action::Draft(DraftEdit::Key('5')));
    s.apply(Action::Draft(DraftEdit::Poignee(
        1,
        Some(PoigneeLevel::Double),
    )));
    s.apply(Action::Draft(DraftEdit::Poignee(
        2,
        Some(PoigneeLevel::Double),
    )));
    assert_eq!(
        problem(&s),
        (
            Field::Bonuses,
            "Les poignées montrées demandent 26 atouts en tout, le jeu en a 22 avec l'Excuse"
                .into(),
            "The handfuls shown need 26 trumps in all, but the pack has 22 with the Excuse".into()
        )
    );
    s.apply(Action::ConfirmHand);
    assert_eq!(s.current().unwrap(), &saved);
}

/// The refusal e2e/taps.spec.mjs looks for (a Garde slam by the attack with 50 points and 2
/// oudlers), word for word in both languages.
#[test]
fn a_slam_with_too_few_points_is_refused_next_to_the_bonuses() {
    let mut s = started(&["Alice", "Bruno", "Chloé", "Denis"]);
    s.apply(Action::NewHand);
    for k in "50".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    s.apply(Action::Draft(DraftEdit::Oudlers(2)));
    s.apply(Action::Draft(DraftEdit::SlamMadeBy(Some(Side::Attack))));
    let check = check_draft(s.current().unwrap(), &s.draft);
    let Some(Problem::Core(Field::Bonuses, kind)) = check.problem(Field::Bonuses) else {
        panic!("a refusal next to the bonuses: {:?}", check.problems)
    };
    assert_eq!(
        i18n::error(Lang::Fr, kind, &[]),
        "En Garde, un chelem de l'attaque ne laisse à la défense aucune carte, sauf peut-être l'Excuse\u{a0}: avec 2 bouts, l'attaque a 86,5 points, pas 50"
    );
    assert_eq!(
        i18n::error(Lang::En, kind, &[]),
        "In a Guard, a slam by the attack leaves the defence no card but perhaps the Excuse: with 2 oudlers the attack holds 86.5 card points, not 50"
    );
}

/// Confirm tapped with something missing marks the hand: the entry screen then says beside
/// each field what it wants (QA helper-54: said only under the buttons). A blank hand so
/// marked is still blank: "Cancel" keeps nothing to undo. The next hand starts unmarked.
#[test]
fn confirm_tapped_with_something_missing_has_the_fields_say_so() {
    let mut s = started(&["A", "B", "C", "D"]);
    let before = s.past.len();
    s.apply(Action::NewHand);
    s.apply(Action::ConfirmHand);
    assert!(s.draft.asked);
    assert!(matches!(s.view, View::Entry { .. }), "nothing recorded");
    s.apply(Action::CancelHand);
    assert_eq!((s.past.len(), s.notice), (before, None), "nothing typed");
    typed(&mut s, 1, Contract::Garde, "47", 2);
    assert!(!s.draft.asked, "a new hand starts unmarked");
    s.apply(Action::ConfirmHand);
    assert_eq!(s.current().unwrap().hands.len(), 1);
    assert!(!s.draft.asked);
}

/// Issue #15 item 9: "Cancel" on a filled hand is undone like any change; on a blank one it
/// adds nothing to undo.
#[test]
fn a_filled_hand_cancelled_comes_back_with_undo() {
    let mut s = started(&["A", "B", "C", "D"]);
    let before = s.past.len();
    s.apply(Action::NewHand);
    s.apply(Action::CancelHand);
    assert_eq!(s.past.len(), before, "nothing typed: nothing to undo");
    assert_eq!(s.notice, None);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(2)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    for k in "47".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::CancelHand);
    assert!(matches!(s.view, View::Table { .. }));
    assert_eq!(
        s.notice,
        Some(tarot_companion::ui::state::Notice::HandDiscarded)
    );
    assert!(s.can_undo());
    s.apply(Action::Undo);
    assert!(matches!(s.view, View::Entry { .. }), "back on the hand");
    assert_eq!(
        (s.draft.taker, s.draft.contract, s.draft.points.as_str()),
        (Some(2), Some(Contract::Garde), "47")
    );
    let step = s.future.last().unwrap();
    let said = |lang| {
        let discarded = step.entry.as_deref().map(|e| s.edits(e));
        i18n::undone(lang, &step.sessions, &s.sessions, discarded)
    };
    assert_eq!(said(Lang::En), "Undone: Hand discarded.");
    assert_eq!(
        said(Lang::Fr),
        format!("Annulé{}Donne abandonnée.", i18n::colon(Lang::Fr))
    );
    // Redo cancels it again; undo brings it back again.
    s.apply(Action::Redo);
    assert!(matches!(s.view, View::Table { .. }));
    s.apply(Action::Undo);
    assert_eq!(s.draft.points, "47");
    // An edit left unchanged is not kept; an edit changed is.
    hand(&mut s, 0, Contract::Petite, "45", 1);
    let before = s.past.len();
    s.apply(Action::EditHand(0));
    s.apply(Action::CancelHand);
    assert_eq!(s.past.len(), before);
    s.apply(Action::EditHand(0));
    s.apply(Action::Draft(DraftEdit::Oudlers(2)));
    s.apply(Action::GoHome);
    assert_eq!(s.past.len(), before + 1, "leaving by Home keeps it too");
    // Said as an edit left, not as a hand thrown away (the hand is still on the scorecard).
    assert_eq!(
        s.notice,
        Some(tarot_companion::ui::state::Notice::EditDiscarded)
    );
    let step = s.past.last().unwrap();
    let discarded = step.entry.as_deref().map(|e| s.edits(e));
    assert_eq!(
        i18n::to_undo(Lang::En, &s.sessions, &step.sessions, discarded),
        "Undo: Edit discarded."
    );
    assert_eq!(
        i18n::to_undo(Lang::Fr, &s.sessions, &step.sessions, discarded),
        format!("Annuler{}Modification abandonnée.", i18n::colon(Lang::Fr))
    );
    s.apply(Action::Undo);
    assert_eq!(
        s.view,
        View::Entry {
            session: "s1".into()
        }
    );
    assert_eq!((s.draft.editing, s.draft.oudlers), (Some(0), Some(2)));
}

/// An edit saved as it was changes nothing: no step to undo ("Undo." with nothing after it),
/// the session not rewritten; an edit changed is one step.
#[test]
fn an_edit_saved_unchanged_adds_no_step() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    let before = s.past.len();
    let session = s.sessions[0].clone();
    s.apply(Action::EditHand(0));
    s.apply(Action::ConfirmHand);
    assert!(matches!(s.view, View::Table { .. }));
    assert_eq!(s.past.len(), before);
    assert!(
        std::rc::Rc::ptr_eq(&s.sessions[0], &session),
        "not rewritten"
    );
    s.apply(Action::EditHand(0));
    s.apply(Action::Draft(DraftEdit::Oudlers(3)));
    s.apply(Action::ConfirmHand);
    assert_eq!(s.past.len(), before + 1);
    assert_ne!(s.sessions[0].hands, session.hands);
}

/// QA: "Undo" on one evening's scorecard took the last hand of another evening, then deleted
/// that evening, the scorecard on screen unchanged. A scorecard undoes and redoes only its own
/// session's changes; home, every change.
#[test]
fn a_scorecard_undoes_only_its_own_session() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    s.apply(Action::GoHome);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetPlayerCount(3));
    for (i, n) in ["E", "F", "G"].iter().enumerate() {
        s.apply(Action::SetName(i, (*n).to_owned()));
    }
    s.apply(Action::StartSession {
        id: "s2".into(),
        created: 1_763_800_100_000,
    });
    hand(&mut s, 1, Contract::Petite, "50", 1);
    // The last change is the other evening's hand: nothing to undo on the first one's sheet.
    s.apply(Action::OpenSession("s1".into()));
    let (first, second) = (
        s.session("s1").unwrap().clone(),
        s.session("s2").unwrap().clone(),
    );
    assert!(!s.can_undo());
    s.apply(Action::Undo);
    assert!(
        std::rc::Rc::ptr_eq(s.session("s2").unwrap(), &second),
        "the other evening untouched"
    );
    assert!(std::rc::Rc::ptr_eq(s.session("s1").unwrap(), &first));
    // On its own sheet, and at home, the same undo takes that hand back; redo brings it again.
    s.apply(Action::OpenSession("s2".into()));
    assert!(s.can_undo());
    s.apply(Action::GoHome);
    assert!(s.can_undo());
    s.apply(Action::Undo);
    assert!(s.session("s2").unwrap().hands.is_empty());
    s.apply(Action::OpenSession("s1".into()));
    assert!(!s.can_redo());
    s.apply(Action::Redo);
    assert!(s.session("s2").unwrap().hands.is_empty());
    s.apply(Action::OpenSession("s2".into()));
    assert!(s.can_redo());
    s.apply(Action::Redo);
    assert_eq!(s.session("s2").unwrap().hands.len(), 1);
    // A hand of the first evening, entered then cancelled, comes back from its own sheet.
    s.apply(Action::OpenSession("s1".into()));
    typed(&mut s, 2, Contract::Garde, "60", 1);
    s.apply(Action::CancelHand);
    assert!(s.can_undo());
    s.apply(Action::Undo);
    assert!(matches!(s.view, View::Entry { .. }));
}

/// Issue #15 item 9: the history goes to storage with the screen, each step holding only the
/// sessions it changed, and comes back whole (shared with the sessions loaded).
#[test]
fn the_history_is_stored_compactly_and_comes_back() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    hand(&mut s, 1, Contract::Petite, "50", 1);
    s.apply(Action::Undo);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(3)));
    s.apply(Action::CancelHand);
    // The hand cancelled is brought back: redo would cancel it again.
    s.apply(Action::Undo);
    let (past, future) = s.saved_history();
    // Steps: before the session, before hand 1; redo: the hand cancelled. Each is [ids, the
    // sessions changed, the hand cancelled or null].
    let json = serde_json::to_value((&past, &future)).unwrap();
    let (steps, redo) = (json[0].as_array().unwrap(), json[1].as_array().unwrap());
    assert_eq!(steps.len(), 2);
    assert_eq!(steps[0][0], serde_json::json!([]));
    assert_eq!(steps[1][1].as_array().unwrap().len(), 1);
    assert_eq!(steps[1][2], serde_json::Value::Null);
    // The same sessions as the step after it: their ids are not written again.
    assert_eq!(steps[1][0], serde_json::Value::Null);
    assert_eq!(redo.len(), 1);
    assert_eq!(
        redo[0][1].as_array().unwrap().len(),
        0,
        "unchanged: not copied"
    );
    assert_eq!(redo[0][2][0], "s1");
    assert_eq!(redo[0][2][1]["taker"], 3);
    let text = serde_json::to_string(&(past, future)).unwrap();
    let (past, future) = serde_json::from_str(&text).unwrap();
    let mut back = AppState::new(Lang::Fr);
    back.sessions = s.sessions.clone();
    back.load_history(past, future);
    assert_eq!(back.past, s.past);
    assert_eq!(back.future, s.future);
    back.view = s.view.clone();
    back.draft = s.draft.clone();
    back.apply(Action::Redo);
    assert!(matches!(back.view, View::Table { .. }));
    back.apply(Action::Undo);
    assert_eq!(back.draft.taker, Some(3));
    back.apply(Action::CancelHand);
    back.apply(Action::Undo);
    back.apply(Action::Undo);
    assert!(back.current().is_some_and(|c| c.hands.is_empty()));
    // A step naming a session found nowhere ends the history there.
    let mut old = AppState::new(Lang::Fr);
    old.load_history(
        serde_json::from_str(r#"[[["nowhere"], [], null], [[], [], null]]"#).unwrap(),
        vec![],
    );
    assert_eq!(old.past.len(), 1);
    assert!(old.past[0].sessions.is_empty());
}

/// A step across a session added or deleted stores, of the sessions it shares with the step
/// after it (found by id, in any order), none: only the sessions it changed; and the history
/// comes back whole.
#[test]
fn a_step_across_a_deleted_session_stores_only_what_it_changed() {
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    for id in ["s2", "s3", "s4"] {
        s.apply(Action::OpenSetup);
        for (i, n) in ["E", "F", "G"].iter().enumerate() {
            s.apply(Action::SetName(i, (*n).to_owned()));
        }
        s.apply(Action::StartSession {
            id: id.into(),
            created: 1_763_900_000_000,
        });
        s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    }
    s.apply(Action::DeleteSession("s3".into()));
    s.apply(Action::DeleteSession("s1".into()));
    let (past, future) = s.saved_history();
    let json = serde_json::to_value(&past).unwrap();
    let steps = json.as_array().unwrap();
    let last = steps.len() - 1;
    // Before each deletion: the sessions then, and only the one deleted written whole.
    for (step, gone) in [(last, "s1"), (last - 1, "s3")] {
        let changed = steps[step][1].as_array().unwrap();
        assert_eq!(changed.len(), 1, "step {step}");
        assert_eq!(changed[0]["id"], gone);
    }
    let mut back = AppState::new(Lang::Fr);
    back.sessions = s.sessions.clone();
    back.load_history(past, future);
    assert_eq!(back.past, s.past);
    back.apply(Action::Undo);
    back.apply(Action::Undo);
    let ids: Vec<&str> = back.sessions.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids.len(), 4);
    assert!(back.session("s1").is_some_and(|s| s.hands.len() == 1));
}

/// A game of a set number of hands, once over, takes no hand more: "Rematch" opens the
/// form for another game at the same table, the deal going on round it.
#[test]
fn a_game_over_takes_no_more_hands_and_offers_another() {
    let mut s = AppState::new(Lang::Fr);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetPlayerCount(4));
    for (i, n) in ["A", "B", "C", "D"].iter().enumerate() {
        s.apply(Action::SetName(i, (*n).to_owned()));
    }
    s.apply(Action::SetPreset("wikipedia".into()));
    s.apply(Action::SetRounds("2".into()));
    s.apply(Action::StartSession {
        id: "s1".into(),
        created: 1_763_800_000_000,
    });
    // Not over yet: Rematch does nothing.
    s.apply(Action::Rematch);
    assert!(matches!(s.view, View::Table { .. }));
    hand(&mut s, 0, Contract::Garde, "47", 2);
    hand(&mut s, 1, Contract::Petite, "50", 1);
    assert!(s.current().unwrap().table().unwrap().finished);
    s.apply(Action::NewHand);
    assert!(matches!(s.view, View::Table { .. }), "no third hand");
    s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    assert_eq!(s.current().unwrap().hands.len(), 2, "nor a redeal");
    s.apply(Action::Rematch);
    assert_eq!(s.view, View::Setup);
    assert_eq!(s.setup.names, ["A", "B", "C", "D"]);
    assert_eq!(
        (s.setup.preset.as_str(), s.setup.rounds.as_str()),
        ("wikipedia", "2")
    );
    assert!(s.setup.round_to_ten, "the preset's rounding kept");
    assert_eq!(s.setup.first_dealer, 2, "the deal goes on round the table");
    s.apply(Action::StartSession {
        id: "s2".into(),
        created: 1_763_900_000_000,
    });
    assert_eq!(s.current().unwrap().id, "s2");
}

/// Issue #15 item 10: a new session asks who deals first (the first player unless changed,
/// never the previous session's next dealer); the deal goes on anticlockwise from there.
#[test]
fn a_new_session_asks_who_deals_first() {
    let mut s = started(&["A", "B", "C", "D", "E"]);
    hand(&mut s, 0, Contract::Garde, "47", 2);
    s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    assert_eq!(
        s.current().unwrap().game.dealer(5, 2),
        2,
        "the old session's next dealer"
    );
    s.apply(Action::OpenSetup);
    assert_eq!(s.setup.first_dealer, 0, "not carried over");
    s.apply(Action::SetFirstDealer(3));
    s.apply(Action::StartSession {
        id: "s2".into(),
        created: 1_763_900_000_000,
    });
    let game = &s.current().unwrap().game;
    let dealers: Vec<usize> = (0..6).map(|k| game.dealer(5, k)).collect();
    assert_eq!(dealers, [3, 4, 0, 1, 2, 3]);
    let json = serde_json::to_value(&**s.current().unwrap()).unwrap();
    assert_eq!(json["game"]["french_tarot"]["first_dealer"], 3);
    // The scorecard after a redeal: the next hand is the next seat's.
    s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    assert_eq!(s.current().unwrap().scorecard().unwrap().rows[0].dealer, 3);
    assert_eq!(s.current().unwrap().scorecard().unwrap().next_dealer, 4);
}

/// The "½" key follows the core: with four players a slam made can leave a half (the
/// defence kept the Excuse): Garde, slam by the attack, 86.5 points with 2 oudlers.
#[test]
fn a_four_player_slam_takes_a_half_point_from_the_keypad() {
    use tarot_companion::core::french::half_point_possible;
    assert!(!half_point_possible(4, false));
    assert!(half_point_possible(4, true));
    assert!(half_point_possible(3, false) && half_point_possible(5, false));
    let mut s = started(&["A", "B", "C", "D"]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    for k in "86½".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    assert_eq!(s.draft.points, "86", "no slam yet: no half");
    s.apply(Action::Draft(DraftEdit::SlamMadeBy(Some(Side::Attack))));
    s.apply(Action::Draft(DraftEdit::Key('½')));
    assert_eq!(s.draft.points, "86.5");
    s.apply(Action::Draft(DraftEdit::Oudlers(2)));
    let check = s.check().unwrap();
    assert!(check.problems.is_empty(), "{:?}", check.problems);
    assert_eq!(check.points, Some(Halves::from_units(173)));
    s.apply(Action::ConfirmHand);
    // Garde, 86.5 with 2 oudlers: 41 to make, made by 45.5 → 46 (the half to the winner);
    // (25 + 46) × 2 + 200 (slam not announced) = 342 per defender.
    assert_eq!(totals(&s), [1026, -342, -342, -342]);
    // Without the slam the same half is refused next to the points.
    s.apply(Action::EditHand(0));
    s.apply(Action::Draft(DraftEdit::SlamMadeBy(None)));
    assert!(matches!(
        s.check().unwrap().problem(Field::Points),
        Some(Problem::Core(..))
    ));
}

/// Issue #15 item 14: bid now, result later. The bid (taker, contract, king called) is noted
/// when the bidding ends; the result completes it; the hand keeps how long it took.
#[test]
fn a_bid_is_noted_now_and_completed_later_with_its_duration() {
    let mut s = started(&["A", "B", "C", "D", "E"]);
    s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    s.apply(Action::Draft(DraftEdit::King(1)));
    s.apply(Action::BidDone(1_000_000));
    assert!(matches!(s.view, View::Table { .. }));
    let bid = s.current().unwrap().in_play.clone().unwrap();
    assert_eq!(
        (bid.taker, bid.contract, bid.king, bid.started),
        (0, Contract::Garde, Some(1), 1_000_000)
    );
    // Undo and redo say what they take back (QA: "Undo." alone).
    let said = |s: &AppState, lang| {
        i18n::undone(lang, &s.sessions, &s.past.last().unwrap().sessions, None)
    };
    assert_eq!(said(&s, Lang::En), "Undone: Bid recorded");
    assert_eq!(said(&s, Lang::Fr), "Annulé\u{a0}: Enchère notée");
    // Stored with the session (and read back); undo takes the bid back.
    let json = s.current().unwrap().to_json();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        value["in_play"],
        serde_json::json!({"taker": 0, "contract": "garde", "king": 1, "started": 1_000_000})
    );
    assert_eq!(
        tarot_companion::session::Session::from_json(&json).unwrap(),
        **s.current().unwrap()
    );
    // The end of the hand: the entry opens with the bid, the result is added.
    s.apply(Action::NewHand);
    assert_eq!(
        (s.draft.taker, s.draft.contract, s.draft.king),
        (Some(0), Some(Contract::Garde), Some(1))
    );
    s.apply(Action::Draft(DraftEdit::Partner(2)));
    for k in "47".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::Oudlers(2)));
    s.apply(Action::ConfirmHandAt(1_000_000 + 754_999));
    let session = s.current().unwrap();
    assert_eq!(session.in_play, None);
    assert_eq!(session.hands.len(), 2);
    assert_eq!(
        session.durations,
        [None, Some(754)],
        "the first hand was not timed"
    );
    // Deleting a hand takes its duration with it; a hand typed at once is not timed.
    s.apply(Action::DeleteHand(0));
    assert_eq!(s.current().unwrap().durations, [Some(754)]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(3)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Petite)));
    s.apply(Action::Draft(DraftEdit::Partner(3)));
    for k in "60".chars() {
        s.apply(Action::Draft(DraftEdit::Key(k)));
    }
    s.apply(Action::Draft(DraftEdit::Oudlers(1)));
    s.apply(Action::ConfirmHandAt(9_000_000));
    assert_eq!(s.current().unwrap().hands.len(), 2);
    assert_eq!(s.current().unwrap().durations, [Some(754)]);
    assert_eq!(
        i18n::hand_times(Lang::En, &[754, 1_200]),
        "Timed hands: 2 · 16 min on average · 32 min in all"
    );
    assert_eq!(
        i18n::in_play(Lang::Fr, 3, ["Ana", "Garde", "Roi de cœur"], 12),
        format!(
            "Donne 3 en cours{}Ana, Garde, Roi de cœur · 12 min",
            i18n::colon(Lang::Fr)
        )
    );
    // A bid needs a taker and a contract.
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(1)));
    s.apply(Action::BidDone(5));
    assert!(matches!(s.view, View::Entry { .. }));
    assert_eq!(s.current().unwrap().in_play, None);
}

/// A bid noted, then the hand recorded as not played (all passed after all, a misdeal): the
/// hand in play is that one, so its bid goes; undo brings the bid back.
#[test]
fn a_hand_not_played_ends_the_hand_in_play() {
    let mut s = started(&["A", "B", "C", "D"]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(1)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Petite)));
    s.apply(Action::BidDone(1_000));
    assert!(s.current().unwrap().in_play.is_some());
    s.apply(Action::HandNotPlayed(NotPlayedReason::Misdeal));
    let session = s.current().unwrap();
    assert_eq!((session.in_play.clone(), session.hands.len()), (None, 1));
    s.apply(Action::Undo);
    let session = s.current().unwrap();
    assert_eq!(session.hands.len(), 0);
    assert_eq!(session.in_play.as_ref().map(|b| b.taker), Some(1));
}

/// The stored history keeps the steps nearest to the present when it holds more than the
/// bound; the hand in play opened and left unchanged is not a hand discarded.
#[test]
fn the_stored_history_keeps_its_latest_steps_and_a_bid_is_not_a_discard() {
    let mut s = started(&["A", "B", "C", "D"]);
    for _ in 0..HISTORY_DEPTH + 5 {
        s.apply(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    }
    for _ in 0..3 {
        s.apply(Action::Undo);
    }
    let (past, future) = s.saved_history();
    let mut past_long = past.clone();
    past_long.splice(0..0, past.iter().take(7).cloned());
    let mut future_long = future.clone();
    future_long.splice(0..0, std::iter::repeat_n(future[0].clone(), HISTORY_DEPTH));
    let mut back = AppState::new(Lang::Fr);
    back.sessions = s.sessions.clone();
    back.load_history(past_long, future_long);
    assert_eq!(back.past.len(), HISTORY_DEPTH);
    assert_eq!(back.past.last(), s.past.last(), "the latest step kept");
    assert_eq!(back.future.len(), HISTORY_DEPTH);
    assert_eq!(
        back.future[HISTORY_DEPTH - 3..],
        s.future[..],
        "the nearest redo kept"
    );
    back.view = s.view.clone();
    back.apply(Action::Redo);
    assert_eq!(back.current().unwrap().hands.len(), HISTORY_DEPTH + 3);
    // A bid noted, its entry opened and left: nothing was typed.
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(0)));
    s.apply(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    s.apply(Action::BidDone(1));
    s.apply(Action::NewHand);
    let steps = s.past.len();
    s.apply(Action::CancelHand);
    assert_eq!(s.past.len(), steps);
    assert_eq!(s.notice, None);
}

/// The browser's Back button goes one screen up, never losing anything: a hand being entered
/// is cancelled as its own Cancel does (and undo brings it back), a hand's detail closes, a
/// table, a form or the players' list goes home, a person's page goes to the list.
#[test]
fn back_goes_one_screen_up() {
    let table = |s: &AppState| View::Table {
        session: s.current().unwrap().id.clone(),
        open: None,
    };
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Petite, "45", 1);
    s.apply(Action::OpenHand(Some(0)));
    s.apply(Action::Back);
    assert_eq!(s.view, table(&s), "the detail closed");
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::Taker(1)));
    s.apply(Action::Back);
    assert_eq!(s.view, table(&s), "the entry left");
    assert_eq!(
        s.notice,
        Some(tarot_companion::ui::state::Notice::HandDiscarded)
    );
    s.apply(Action::Undo);
    assert!(matches!(s.view, View::Entry { .. }));
    assert_eq!(s.draft.taker, Some(1), "undo brings the hand back");
    s.apply(Action::Back);
    s.apply(Action::Back);
    assert_eq!(s.view, View::Home);
    s.apply(Action::Back);
    assert_eq!(s.view, View::Home, "nothing above home");
    s.apply(Action::OpenPlayers(Some(0)));
    s.apply(Action::Back);
    assert_eq!(s.view, View::Players { player: None });
    s.apply(Action::Back);
    assert_eq!(s.view, View::Home);
    s.apply(Action::OpenSetup);
    s.apply(Action::Back);
    assert_eq!(s.view, View::Home);
    assert_eq!(
        s.sessions.iter().next().unwrap().hands.len(),
        1,
        "nothing lost"
    );
    // A record's hand opened from a person's page: Back closes the hand, then goes back to
    // that page, not home; opened from home, the scorecard goes home.
    let id = s.sessions.iter().next().unwrap().id.clone();
    s.apply(Action::OpenPlayers(Some(0)));
    s.apply(Action::OpenSession(id.clone()));
    s.apply(Action::OpenHand(Some(0)));
    s.apply(Action::Back);
    s.apply(Action::Back);
    assert_eq!(s.view, View::Players { player: Some(0) });
    s.apply(Action::GoHome);
    s.apply(Action::OpenSession(id));
    s.apply(Action::Back);
    assert_eq!(s.view, View::Home);
}

#[test]
fn a_row_shows_long_names_by_their_first_word_told_apart() {
    let names = |v: &[&str]| -> Vec<String> { v.iter().map(|s| (*s).to_owned()).collect() };
    // name, shown
    let table: &[(&[&str], &[&str])] = &[
        (
            &[
                "Marie-Christine Dupont-Aignan",
                "Jean-Baptiste Vandenberghe",
                "Ana",
                "Hildegardevonbingens",
            ],
            &["Marie-Christine", "Jean-Baptiste", "Ana", "Hildegar…"],
        ),
        // Short names stay whole.
        (&["Ana Lopez", "Ben Smith"], &["Ana Lopez", "Ben Smith"]),
        // The same first word: its initial added, on both.
        (
            &[
                "Marie Dupont-Aignan",
                "Marie Castellane",
                "Jean-Baptiste Vandenberghe",
            ],
            &["Marie D.", "Marie C.", "Jean-Baptiste"],
        ),
        // The same first word and initial: whole; a first word equal to a whole name (case
        // and spaces aside) too.
        (
            &["Marie Dupont-Aignan", "Marie Durand-Lefèvre", "marie"],
            &["Marie Dupont-Aignan", "Marie Durand-Lefèvre", "marie"],
        ),
        (&["  Maximilien   Aubert-Grandville "], &["Maximilien"]),
        // A word too long for the column (more than 12 letters between hyphens): its first
        // eight letters; whole when that is shared.
        (
            &[
                "Hildegardevonbingen",
                "Bartholomäus-Maximilian Ott",
                "Alice",
            ],
            &["Hildegar…", "Bartholomäus-Maximilian", "Alice"],
        ),
        (
            &["Hildegardevonbingen", "Hildegardevonbingenundsoweiter"],
            &["Hildegardevonbingen", "Hildegardevonbingenundsoweiter"],
        ),
    ];
    for (given, shown) in table {
        assert_eq!(i18n::short_names(&names(given)), names(shown), "{given:?}");
    }
}

/// A column head shows about 15 letters: two names that begin alike there show their first
/// name by its initials ("M.-C. Dupont-Lefebvre"); the others, and names short enough, whole.
#[test]
fn column_heads_tell_apart_names_that_begin_alike() {
    let table: &[(&[&str], &[Option<&str>])] = &[
        (
            &[
                "Jean-Baptiste Laurent",
                "Marie-Christine Dupont-Lefebvre",
                "Jean-Baptiste Moreau",
                "Marie-Christine Beauregard",
            ],
            &[
                None,
                Some("M.-C. Dupont-Lefebvre"),
                None,
                Some("M.-C. Beauregard"),
            ],
        ),
        (
            &["Bartholomew Fitzgerald", "Bartholomew Fitzroy", "Ann"],
            &[Some("B. Fitzgerald"), Some("B. Fitzroy"), None],
        ),
        // Case and spaces aside, the same beginning.
        (
            &["marie-christine  Dupont", "Marie-Christine Durand"],
            &[Some("m.-c. Dupont"), Some("M.-C. Durand")],
        ),
        // One word: nothing to abbreviate.
        (
            &["Hildegardevonbingen", "Hildegardevonbingenundsoweiter"],
            &[None, None],
        ),
    ];
    for (given, shown) in table {
        let shown: Vec<Option<String>> = shown.iter().map(|s| s.map(str::to_owned)).collect();
        let given: Vec<String> = given.iter().map(|s| (*s).to_owned()).collect();
        assert_eq!(i18n::column_names(&given), shown, "{given:?}");
    }
}

#[test]
fn two_players_are_shown_only_the_rules_their_hand_can_use() {
    use tarot_companion::core::rules::FFT;
    for lang in [Lang::Fr, Lang::En] {
        let two = i18n::rules_lines(lang, &FFT, 2).join("\n");
        let four = i18n::rules_lines(lang, &FFT, 4).join("\n");
        for word in [
            "Poignées",
            "Handfuls",
            "Chelem",
            "Slam",
            "Contrats",
            "Contracts",
        ] {
            assert!(!two.contains(word), "{lang:?} two players: {two}");
        }
        assert!(two.to_lowercase().contains("petit au bout"), "{two}");
        assert!(four.contains(lang.pick("Poignées", "Handfuls")), "{four}");
        assert!(four.contains(lang.pick("Chelem", "Slam")), "{four}");
    }
}

#[test]
fn french_elides_de_and_que_before_a_vowel() {
    assert_eq!(i18n::elided("de", "Marie"), "de Marie");
    assert_eq!(i18n::elided("de", "Anne-Sophie"), "d'Anne-Sophie");
    assert_eq!(i18n::elided("que", "Éric"), "qu'Éric");
    assert_eq!(i18n::elided("que", "Hugo"), "que Hugo");
    assert_eq!(i18n::penalty_of(Lang::Fr, "Élise"), "Pénalité d'Élise");
    assert_eq!(
        i18n::players::rating_summary(
            Lang::Fr,
            "Anne",
            3,
            tarot_companion::core::ratings::Tenths(15_123)
        ),
        "Cote d'Anne après 3 donnes\u{a0}: 1\u{202f}512,3"
    );
    assert_eq!(i18n::penalty_of(Lang::En, "Élise"), "Élise's penalty");
    assert_eq!(
        i18n::players::not_same(Lang::Fr, "Éric"),
        "Pas la même personne qu'Éric"
    );
}

#[test]
fn a_game_of_fixed_length_says_how_far_it_is_on_one_line() {
    assert_eq!(i18n::rounds_of(Lang::Fr, 1, 12), "1\u{a0}donne sur\u{a0}12");
    assert_eq!(
        i18n::rounds_of(Lang::Fr, 3, 12),
        "3\u{a0}donnes sur\u{a0}12"
    );
    assert_eq!(i18n::rounds_of(Lang::En, 3, 12), "3 of\u{a0}12\u{a0}hands");
    assert_eq!(i18n::rounds_of(Lang::En, 1, 1), "1 of\u{a0}1\u{a0}hand");
    // At home: a leader while the game goes on, its winners once it is over.
    assert_eq!(
        i18n::leader(Lang::Fr, &["Ana"], 180, false),
        "En tête\u{a0}: Ana (180)"
    );
    assert_eq!(
        i18n::leader(Lang::Fr, &["Ana"], 180, true),
        "Gagnant\u{a0}: Ana (180)"
    );
    assert_eq!(
        i18n::leader(Lang::En, &["Ana", "Ben"], 1200, true),
        "Winners: Ana, Ben (1,200)"
    );
}

/// Five players: the taker changed to the partner chosen leaves the partner to be chosen
/// again (it became "alone" without a word, 4 shares in place of 2 + 1); a taker alone
/// changed stays alone.
#[test]
fn the_partner_made_taker_is_to_be_chosen_again() {
    let mut s = started(&["Ann", "Ben", "Cat", "Dan", "Eve"]);
    typed(&mut s, 0, Contract::Garde, "50", 2);
    s.apply(Action::Draft(DraftEdit::Partner(1)));
    s.apply(Action::Draft(DraftEdit::Taker(1)));
    assert_eq!((s.draft.taker, s.draft.partner), (Some(1), None));
    assert!(
        s.check().unwrap().problem(Field::Partner).is_some(),
        "the partner is asked for"
    );
    // Alone (the partner is the taker), then another taker: still alone.
    s.apply(Action::Draft(DraftEdit::Partner(1)));
    s.apply(Action::Draft(DraftEdit::Taker(3)));
    assert_eq!((s.draft.taker, s.draft.partner), (Some(3), Some(3)));
    // Another partner stays when the taker changes to a third player.
    s.apply(Action::Draft(DraftEdit::Partner(2)));
    s.apply(Action::Draft(DraftEdit::Taker(4)));
    assert_eq!((s.draft.taker, s.draft.partner), (Some(4), Some(2)));
}

/// `tab` with the sessions of `other` (another tab's), as storage hands them in: this tab's
/// screen kept, unless its session is gone (then home, as `persist` does).
fn from_elsewhere(tab: &mut AppState, other: &AppState) {
    let mut next = tab.clone();
    next.sessions = other.sessions.clone();
    let gone = |id: &str| other.session(id).is_none();
    if matches!(&next.view, View::Table { session, .. } | View::Entry { session } if gone(session))
    {
        next.view = View::Home;
    }
    tab.apply(Action::Elsewhere(Box::new(next)));
}

/// Hand counts of every session, by id.
fn hands(s: &AppState) -> Vec<(String, usize)> {
    let mut all: Vec<(String, usize)> = s
        .sessions
        .iter()
        .map(|x| (x.id.clone(), x.hands.len()))
        .collect();
    all.sort();
    all
}

#[test]
fn undo_never_takes_back_what_another_tab_did() {
    // Two tabs on one session of two hands; this one adds a third.
    let mut here = started(&["A", "B", "C", "D"]);
    hand(&mut here, 0, Contract::Petite, "45", 1);
    hand(&mut here, 1, Contract::Garde, "47", 2);
    let mut there = here.clone();
    hand(&mut here, 2, Contract::Garde, "50", 1);
    from_elsewhere(&mut there, &here);
    // There, a fourth hand: here, undo no longer has the third to take back (taking the
    // session back to two hands would take the fourth away too).
    hand(&mut there, 3, Contract::Petite, "60", 2);
    from_elsewhere(&mut here, &there);
    assert_eq!(hands(&here), [("s1".to_owned(), 4)]);
    assert!(
        !here.can_undo(),
        "nothing here to take back on this scorecard"
    );
    here.apply(Action::Undo);
    assert_eq!(hands(&here), [("s1".to_owned(), 4)]);

    // A change here in another session is still undone, the other tab's hands kept.
    here.apply(Action::GoHome);
    here.apply(Action::OpenSetup);
    here.apply(Action::StartSession {
        id: "s2".into(),
        created: 1_763_900_000_000,
    });
    hand(&mut here, 0, Contract::Garde, "47", 2);
    from_elsewhere(&mut there, &here);
    hand(&mut there, 0, Contract::Garde, "56", 3);
    from_elsewhere(&mut here, &there);
    here.apply(Action::GoHome);
    assert_eq!(hands(&here), [("s1".to_owned(), 5), ("s2".to_owned(), 1)]);
    here.apply(Action::Undo);
    assert_eq!(hands(&here), [("s1".to_owned(), 5), ("s2".to_owned(), 0)]);
    here.apply(Action::Undo);
    assert_eq!(
        hands(&here),
        [("s1".to_owned(), 5)],
        "the new session undone"
    );
    here.apply(Action::Redo);
    here.apply(Action::Redo);
    assert_eq!(hands(&here), [("s1".to_owned(), 5), ("s2".to_owned(), 1)]);
}

#[test]
fn a_session_deleted_in_another_tab_comes_back_whole_with_the_hand_being_typed() {
    let mut here = started(&["A", "B", "C", "D"]);
    hand(&mut here, 0, Contract::Petite, "45", 1);
    hand(&mut here, 1, Contract::Garde, "47", 2);
    let mut there = here.clone();
    there.apply(Action::GoHome);
    hand(&mut here, 2, Contract::Garde, "50", 1);
    from_elsewhere(&mut there, &here);
    // Here, a hand half typed; there, the session deleted.
    typed(&mut here, 3, Contract::Garde, "6", 2);
    there.apply(Action::DeleteSession("s1".into()));
    from_elsewhere(&mut here, &there);
    assert_eq!(here.view, View::Home);
    assert_eq!(here.notice, Some(Notice::DeletedElsewhere), "said");
    for lang in [Lang::Fr, Lang::En] {
        assert_ne!(T::DeletedElsewhere.text(lang), T::SessionDeleted.text(lang));
    }
    // Its undo says a session, not a hand being typed (QA: "Undone: Hand discarded.").
    let step = here.undo_step().unwrap();
    assert_eq!(
        i18n::to_undo(Lang::En, &here.sessions, &step.sessions, Some(false)),
        "Undo: Session deleted."
    );
    // Its undo brings it back here with its three hands, and the hand being typed.
    here.apply(Action::Undo);
    assert_eq!(hands(&here), [("s1".to_owned(), 3)]);
    assert!(matches!(&here.view, View::Entry { session } if session == "s1"));
    assert_eq!(
        (here.draft.taker, here.draft.points.as_str()),
        (Some(3), "6")
    );
    // The tab that deleted it no longer offers to undo the deletion (QA: its notice stayed).
    assert_eq!(there.notice, Some(Notice::SessionDeleted));
    from_elsewhere(&mut there, &here);
    assert_eq!(there.notice, None);
    assert_eq!(hands(&there), [("s1".to_owned(), 3)]);

    // At home, a deletion there leaves nothing here that would bring the session back short
    // of a hand.
    let mut here = started(&["A", "B", "C"]);
    hand(&mut here, 0, Contract::Petite, "45", 1);
    let mut there = here.clone();
    hand(&mut here, 1, Contract::Garde, "50", 1);
    here.apply(Action::GoHome);
    from_elsewhere(&mut there, &here);
    there.apply(Action::GoHome);
    there.apply(Action::DeleteSession("s1".into()));
    from_elsewhere(&mut here, &there);
    assert!(here.sessions.is_empty());
    assert_eq!(here.notice, None, "not shown here: nothing to say");
    assert!(!here.can_undo(), "{:?}", here.past.len());
    // There, its own undo brings it back whole.
    there.apply(Action::Undo);
    assert_eq!(hands(&there), [("s1".to_owned(), 2)]);
}

#[test]
fn the_same_hand_edited_in_two_tabs_keeps_both_versions_and_says_so() {
    let mut here = started(&["A", "B", "C", "D"]);
    hand(&mut here, 0, Contract::Petite, "45", 1);
    hand(&mut here, 1, Contract::Garde, "47", 2);
    let mut there = here.clone();
    let retype = |s: &mut AppState, keys: &str| {
        s.apply(Action::EditHand(0));
        s.apply(Action::Draft(DraftEdit::ClearPoints));
        for k in keys.chars() {
            s.apply(Action::Draft(DraftEdit::Key(k)));
        }
    };
    retype(&mut here, "51");
    retype(&mut there, "56");
    there.apply(Action::ConfirmHand);
    from_elsewhere(&mut here, &there);
    // Told at once, the edit kept as typed.
    assert_eq!(
        here.edit_conflict(),
        Some(false),
        "changed there, not deleted"
    );
    // The last hand changed there, the same.
    let mut last = here.clone();
    last.apply(Action::EditHand(1));
    let mut changed = last.clone();
    changed.apply(Action::Draft(DraftEdit::Oudlers(3)));
    changed.apply(Action::ConfirmHand);
    from_elsewhere(&mut last, &changed);
    assert_eq!(last.edit_conflict(), Some(false), "the last hand changed");
    assert!(matches!(&here.view, View::Entry { session } if session == "s1"));
    assert_eq!(here.draft.points, "51");
    here.apply(Action::ConfirmHand);
    // Both kept: the other tab's in the session, this one's in a copy, shown.
    let points = |s: &AppState, id: &str| {
        let session = s.session(id).unwrap();
        session.table().unwrap().rows[0].clone()
    };
    assert_eq!(here.sessions.len(), 2);
    let copy = here.current().unwrap().id.clone();
    assert_ne!(copy, "s1");
    assert_eq!(here.notice, Some(Notice::EditKeptAsCopy));
    assert_eq!(
        here.session(&copy).unwrap().name.as_deref(),
        Some(T::ACopy.text(here.lang)),
        "named: Home tells it from the original"
    );
    assert_ne!(points(&here, "s1"), points(&here, &copy));
    assert_eq!(
        points(&here, "s1"),
        points(&there, "s1"),
        "the other tab's stays"
    );
    assert_eq!(here.session(&copy).unwrap().hands.len(), 2);
    assert!(here.edit_base.is_none());
    // Undo takes the copy away; the session stays as the other tab left it.
    here.apply(Action::Undo);
    assert_eq!(hands(&here), [("s1".to_owned(), 2)]);
    assert_eq!(points(&here, "s1"), points(&there, "s1"));

    // A hand before the one edited here deleted there: the edit follows its hand, now one
    // place up (QA: it went to a copy, "just changed in another tab" said untrue).
    // Three hands; here hand 2 edited, there hand `deleted` deleted, then taken in here.
    let edit_while_deleted = |deleted: usize| {
        let mut here = started(&["A", "B", "C", "D"]);
        hand(&mut here, 0, Contract::Petite, "45", 1);
        hand(&mut here, 1, Contract::Garde, "47", 2);
        hand(&mut here, 2, Contract::Garde, "50", 1);
        let mut there = here.clone();
        here.apply(Action::EditHand(1));
        here.apply(Action::Draft(DraftEdit::Oudlers(3)));
        there.apply(Action::DeleteHand(deleted));
        from_elsewhere(&mut here, &there);
        (here, there)
    };
    let (mut here, there) = edit_while_deleted(0);
    assert!(here.edit_base.is_none(), "no conflict");
    assert_eq!(here.draft.editing, Some(0));
    here.apply(Action::ConfirmHand);
    assert_eq!(here.sessions.len(), 1);
    assert_eq!(here.notice, None);
    let now = &here.session("s1").unwrap().hands;
    let before = &there.session("s1").unwrap().hands;
    assert_eq!(now.len(), 2);
    assert_ne!(now[0], before[0], "the edit on its hand");
    assert_eq!(now[1], before[1], "the hand after it untouched");

    // The hand edited here deleted there (the hands after it move up): the edit does not
    // land on the hand that took its place.
    let (mut here, there) = edit_while_deleted(1);
    assert!(here.edit_base.is_some(), "said");
    assert_eq!(
        here.edit_conflict(),
        Some(true),
        "said deleted, not changed"
    );
    for lang in [Lang::Fr, Lang::En] {
        assert_ne!(
            T::EditDeletedElsewhere.text(lang),
            T::EditedElsewhere.text(lang)
        );
        assert_ne!(
            T::DeletedKeptAsCopy.text(lang),
            T::EditKeptAsCopy.text(lang)
        );
    }
    here.apply(Action::ConfirmHand);
    assert_eq!(here.notice, Some(Notice::DeletedKeptAsCopy));
    assert_eq!(
        here.session("s1").unwrap().hands,
        there.session("s1").unwrap().hands,
        "the other tab's hands untouched"
    );
    assert_eq!(here.sessions.len(), 2, "the edit kept in a copy");

    // A hand edited here while another hand changed there: no conflict, one session.
    let mut here = started(&["A", "B", "C", "D"]);
    hand(&mut here, 0, Contract::Petite, "45", 1);
    hand(&mut here, 1, Contract::Garde, "47", 2);
    let mut there = here.clone();
    retype(&mut here, "51");
    there.apply(Action::EditHand(1));
    there.apply(Action::Draft(DraftEdit::Oudlers(3)));
    there.apply(Action::ConfirmHand);
    from_elsewhere(&mut here, &there);
    assert!(here.edit_base.is_none());
    here.apply(Action::ConfirmHand);
    assert_eq!(here.sessions.len(), 1);
    assert_eq!(here.notice, None);
}

#[test]
fn a_hand_typed_in_two_tabs_and_recorded_in_one_is_not_offered_again_in_the_other() {
    // A new tab takes the screen the other left (QA: a hand half typed in A, a tab B opened,
    // A confirmed it; B still showed it, without a word, and confirming recorded it twice).
    let mut a = started(&["A", "B", "C", "D"]);
    hand(&mut a, 0, Contract::Petite, "45", 1);
    typed(&mut a, 1, Contract::Garde, "47", 2);
    let mut b = a.clone();
    a.apply(Action::ConfirmHand);
    from_elsewhere(&mut b, &a);
    assert_eq!(hands(&b), [("s1".to_owned(), 2)]);
    assert!(matches!(&b.view, View::Table { session, .. } if session == "s1"));
    assert_eq!(b.notice, Some(Notice::RecordedElsewhere), "said");
    for lang in [Lang::Fr, Lang::En] {
        assert!(T::RecordedElsewhere.text(lang).len() > 20);
    }
    assert_eq!(b.draft.points, "", "nothing left to confirm twice");
    b.apply(Action::ConfirmHand);
    assert_eq!(hands(&b), [("s1".to_owned(), 2)]);
    assert_eq!(totals(&b), totals(&a));

    // A hand typed differently here is this tab's own: kept as typed, nothing said.
    let mut a = started(&["A", "B", "C", "D"]);
    typed(&mut a, 1, Contract::Garde, "47", 2);
    let mut b = a.clone();
    b.apply(Action::Draft(DraftEdit::Oudlers(3)));
    a.apply(Action::ConfirmHand);
    from_elsewhere(&mut b, &a);
    assert!(matches!(&b.view, View::Entry { session } if session == "s1"));
    assert_eq!((b.draft.oudlers, b.notice), (Some(3), None));
    b.apply(Action::ConfirmHand);
    assert_eq!(
        hands(&b),
        [("s1".to_owned(), 2)],
        "both hands: two were played"
    );

    // The same hand twice in a row (recorded there, typed again here after it): here a hand
    // equal to one already stored is still the next one.
    let mut a = started(&["A", "B", "C"]);
    hand(&mut a, 1, Contract::Garde, "47", 2);
    typed(&mut a, 1, Contract::Garde, "47", 2);
    let mut b = a.clone();
    let there = a.clone();
    from_elsewhere(&mut b, &there);
    assert!(matches!(&b.view, View::Entry { .. }), "nothing added there");
    a.apply(Action::ConfirmHand);
    from_elsewhere(&mut b, &a);
    assert_eq!(b.notice, Some(Notice::RecordedElsewhere));
    assert_eq!(hands(&b), [("s1".to_owned(), 2)]);

    // A stored hand edited there into the hand typed here: not this one recorded, kept.
    let mut a = started(&["A", "B", "C"]);
    hand(&mut a, 1, Contract::Garde, "45", 2);
    let mut b = a.clone();
    typed(&mut b, 1, Contract::Garde, "47", 2);
    a.apply(Action::EditHand(0));
    a.apply(Action::Draft(DraftEdit::Backspace));
    a.apply(Action::Draft(DraftEdit::Key('7')));
    a.apply(Action::ConfirmHand);
    from_elsewhere(&mut b, &a);
    assert!(matches!(&b.view, View::Entry { .. }), "still typed here");
    assert_eq!(b.notice, None);
    b.apply(Action::ConfirmHand);
    assert_eq!(hands(&b), [("s1".to_owned(), 2)]);
}

#[test]
fn a_shared_copy_opened_over_a_hand_being_typed_keeps_the_hand() {
    // QA: a share link opened mid-hand, "Save a copy": the hand typed was gone, unsaid.
    let mut s = started(&["A", "B", "C", "D"]);
    typed(&mut s, 1, Contract::Garde, "47", 2);
    let mut copy = Session::clone(s.current().unwrap());
    copy.id = s.sessions.free_id("s1");
    assert_eq!(copy.id, "s1-2");
    s.apply(Action::AddSessions {
        new: vec![copy],
        updates: Vec::new(),
    });
    s.apply(Action::OpenSession("s1-2".into()));
    assert!(matches!(&s.view, View::Table { session, .. } if session == "s1-2"));
    assert_eq!(s.notice, Some(Notice::HandDiscarded));
    // "Resume the hand" is the notice's undo.
    s.apply(Action::Undo);
    assert!(matches!(&s.view, View::Entry { session } if session == "s1"));
    assert_eq!((s.draft.taker, s.draft.points.as_str()), (Some(1), "47"));
    assert_eq!(s.sessions.len(), 2, "the copy stays");
}

#[test]
fn a_hand_edited_here_is_found_after_another_tab_changed_the_session() {
    use tarot_companion::ui::state::elsewhere::kept_at;
    // (hands as they were, as they are now, the hand edited, where it is now)
    type Case = (&'static [u8], &'static [u8], usize, Option<usize>);
    let cases: [Case; 10] = [
        (b"abc", b"abc", 1, Some(1)),
        (b"abc", b"abcd", 2, Some(2)),
        (b"abc", b"axc", 2, Some(2)),
        (b"abc", b"axc", 1, None),
        (b"abc", b"bc", 1, Some(0)),
        (b"abc", b"bc", 0, None),
        (b"abc", b"ac", 1, None),
        (b"abc", b"cd", 2, Some(0)),
        // Of two equal hands, one deleted: the earlier is taken as kept.
        (b"aba", b"ba", 2, Some(1)),
        (b"aa", b"a", 1, None),
    ];
    for (old, new, i, at) in cases {
        assert_eq!(kept_at(old, new, i), at, "{old:?} {new:?} {i}");
    }
}

proptest::proptest! {
    /// Hands all different, some deleted and some added at the end: the hand edited is
    /// found where it went, or not at all when it was deleted.
    #[test]
    fn a_hand_edited_here_follows_deletions_there(
        n in 1usize..12,
        gone in proptest::collection::vec(proptest::bool::ANY, 12),
        added in 0usize..3,
        i in 0usize..12,
    ) {
        use tarot_companion::ui::state::elsewhere::kept_at;
        let i = i % n;
        let old: Vec<usize> = (0..n).collect();
        let mut new: Vec<usize> = old.iter().copied().filter(|h| !gone[*h]).collect();
        new.extend(100..100 + added);
        let deleted = old.iter().any(|h| gone[*h]);
        let expected = match gone[i] {
            true => None,
            false => new.iter().position(|h| *h == i),
        };
        // With nothing deleted and hands added, as many or more: found at its place.
        let at = kept_at(&old, &new, i);
        proptest::prop_assert_eq!(at, expected);
        if !deleted {
            proptest::prop_assert_eq!(at, Some(i));
        }
    }
}

#[test]
fn an_undo_names_the_hand_of_the_session_played_wherever_it_moved() {
    use std::rc::Rc;
    // A copy of the session before it in the list (QA: "Save a copy" of a link, "Resume the
    // hand", Confirm: "Undo: Hand 2" said of hand 3).
    let mut s = started(&["A", "B", "C", "D"]);
    hand(&mut s, 0, Contract::Petite, "45", 1);
    hand(&mut s, 1, Contract::Garde, "47", 2);
    let mut copy = Session::clone(s.current().unwrap());
    copy.id = "s1-2".into();
    copy.hands.truncate(1);
    let copy = Rc::new(copy);
    let before = Rc::clone(s.current().unwrap());
    hand(&mut s, 2, Contract::Garde, "50", 1);
    let after = Rc::clone(s.current().unwrap());
    let now = [Rc::clone(&after), Rc::clone(&copy)];
    let then = [Rc::clone(&copy), Rc::clone(&before)];
    assert_eq!(i18n::to_undo(Lang::En, &now, &then, None), "Undo: Hand 3");
    let (a, b) = i18n::changed_session(&now, &then).unwrap();
    assert_eq!((a.hands.len(), b.hands.len()), (3, 2));
}
