//! Which screens the first-load app hands to the whole app (`ui::extras::needed`): a state it
//! cannot draw must ask for the whole app, and a state it can draw must not (or the player
//! would wait for nothing). Natively, on the reducer's states.

use tarot_companion::core::games::GameKind;
use tarot_companion::ui::extras::{needed, CHART, SHARE};
use tarot_companion::ui::i18n::Lang;
use tarot_companion::ui::state::{Action, AppState, DraftEdit, Notice, View};

#[track_caller]
fn started(game: GameKind, names: &[&str]) -> AppState {
    let mut s = AppState::new(Lang::Fr);
    s.apply(Action::OpenSetup);
    s.apply(Action::SetGame(game));
    s.apply(Action::SetPlayerCount(names.len()));
    for (i, n) in names.iter().enumerate() {
        s.apply(Action::SetName(i, (*n).to_owned()));
    }
    s.apply(Action::StartSession {
        id: "s1".into(),
        created: 1,
    });
    assert!(matches!(s.view, View::Table { .. }), "session started");
    s
}

#[test]
fn an_evening_of_french_tarot_stays_in_the_first_load_app() {
    let mut s = AppState::new(Lang::Fr);
    assert!(!needed(&s), "home");
    s = started(GameKind::FrenchTarot, &["Ana", "Bruno", "Chloé", "Driss"]);
    assert!(!needed(&s), "scorecard");
    s.apply(Action::NewHand);
    assert!(!needed(&s), "hand entry by points");
    s.apply(Action::CancelHand);
    s.apply(Action::OpenHand(None));
    s.apply(Action::GoHome);
    assert!(!needed(&s), "home with a session");
}

#[test]
fn the_extras_screens_need_the_whole_app() {
    let mut s = AppState::new(Lang::Fr);
    s.apply(Action::OpenSetup);
    assert_eq!(s.view, View::Setup);
    assert!(needed(&s), "the new-session form");
    s.apply(Action::GoHome);
    s.apply(Action::OpenCounter);
    assert!(needed(&s), "the counter");

    let mut s = started(GameKind::FrenchTarot, &["Ana", "Bruno", "Chloé", "Driss"]);
    s.apply(Action::NewHand);
    s.apply(Action::Draft(DraftEdit::ToggleCounting));
    assert!(needed(&s), "counting by cards");
    s.apply(Action::Draft(DraftEdit::ToggleCounting));
    assert!(!needed(&s), "back to typing the points");

    for game in [GameKind::Tarocchi, GameKind::Freeform] {
        let names: &[&str] = &["Ana", "Bruno", "Chloé"];
        let mut s = started(game, names);
        assert!(needed(&s), "{game:?} scorecard");
        s.apply(Action::NewHand);
        assert!(needed(&s), "{game:?} hand entry");
    }
}

#[test]
fn a_control_asks_for_the_whole_app_and_a_failed_load_can_be_withdrawn() {
    let mut s = started(GameKind::FrenchTarot, &["Ana", "Bruno", "Chloé"]);
    s.apply(Action::NewHand);
    s.apply(Action::CancelHand);
    s.apply(Action::DeleteSession("s1".into()));
    assert_eq!(s.notice, Some(Notice::SessionDeleted));
    s.apply(Action::Undo);
    s.apply(Action::OpenSession("s1".into()));
    let before = s.clone();
    s.apply(Action::Extras(Some(SHARE)));
    assert!(needed(&s));
    assert_eq!(s.extras, Some(SHARE));
    // Nothing else changes: the screen, the sessions, the undo history.
    assert_eq!(
        AppState {
            extras: None,
            ..s.clone()
        },
        before
    );
    s.apply(Action::Extras(Some(CHART)));
    assert_eq!(s.extras, Some(CHART), "the latest control asked for");
    s.apply(Action::Extras(None));
    assert_eq!(s, before);
    assert!(!needed(&s));
}

#[test]
fn asking_for_an_extra_keeps_the_notice_offering_undo() {
    let mut s = started(GameKind::FrenchTarot, &["Ana", "Bruno", "Chloé"]);
    s.apply(Action::GoHome);
    s.apply(Action::DeleteSession("s1".into()));
    assert_eq!(s.notice, Some(Notice::SessionDeleted));
    s.apply(Action::Extras(Some(SHARE)));
    assert_eq!(s.notice, Some(Notice::SessionDeleted));
}
