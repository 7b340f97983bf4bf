//! The reducer's sharing, natively: sessions shared between states (an action clones none, a
//! change clones only its session, undo keeps the lists it had), and the hand's check made
//! once per change by the core, with the core's dealer and half-point rule.

use std::rc::Rc;

use tarot_companion::core::french::{
    score, whole_piles, CardPoints, Contract, HandContext, HandInput, NotPlayedReason,
};
use tarot_companion::core::points::Halves;
use tarot_companion::ui::i18n::Lang;
use tarot_companion::ui::state::{
    check_draft, contract_stakes, french_hand, french_settings, Action, AppState, Draft, DraftEdit,
    KeyRefused, Sessions, Theme,
};
use yew::Reducible;

/// Two sessions, "s1" (four players, two hands) and "s2" (`names`) shown, as states the
/// reducer made.
#[track_caller]
fn two_sessions(names: &[&str]) -> Rc<AppState> {
    let mut s = Rc::new(AppState::new(Lang::En));
    s = start(s, "s1", &["A", "B", "C", "D"]);
    s = hand(s, 0, "45", 1);
    s = hand(s, 1, "47", 2);
    s = start(s, "s2", names);
    assert_eq!(s.sessions.len(), 2);
    assert_eq!(s.current().unwrap().id, "s2");
    s
}

/// A session started from the form.
fn start(mut s: Rc<AppState>, id: &str, names: &[&str]) -> Rc<AppState> {
    s = s.reduce(Action::OpenSetup);
    s = s.reduce(Action::SetPlayerCount(names.len()));
    for (i, n) in names.iter().enumerate() {
        s = s.reduce(Action::SetName(i, (*n).to_owned()));
    }
    s.reduce(Action::StartSession {
        id: id.into(),
        created: 1,
    })
}

/// The draft of a guarded hand (`taker`, the keys typed, the oudlers), not confirmed.
fn drafted(mut s: Rc<AppState>, taker: usize, keys: &str, oudlers: u8) -> Rc<AppState> {
    s = s.reduce(Action::NewHand);
    s = s.reduce(Action::Draft(DraftEdit::Taker(taker)));
    s = s.reduce(Action::Draft(DraftEdit::Contract(Contract::Garde)));
    for k in keys.chars() {
        s = s.reduce(Action::Draft(DraftEdit::Key(k)));
    }
    s.reduce(Action::Draft(DraftEdit::Oudlers(oudlers)))
}

fn hand(s: Rc<AppState>, taker: usize, keys: &str, oudlers: u8) -> Rc<AppState> {
    drafted(s, taker, keys, oudlers).reduce(Action::ConfirmHand)
}

/// Whether every session of `a` is the very session of `b` (nothing copied).
fn all_shared(a: &AppState, b: &AppState) -> bool {
    a.sessions.len() == b.sessions.len()
        && a.sessions
            .iter()
            .zip(b.sessions.iter())
            .all(|(x, y)| Rc::ptr_eq(x, y))
}

#[test]
fn an_action_that_leaves_the_sessions_clones_none() {
    let s = two_sessions(&["E", "F", "G", "H"]);
    let mut before = s.clone();
    let actions = [
        Action::NewHand,
        Action::Draft(DraftEdit::Taker(2)),
        Action::Draft(DraftEdit::Key('4')),
        Action::Draft(DraftEdit::ToggleBonuses),
        Action::SetTheme(Theme::Dark),
        Action::CancelHand,
        Action::OpenHand(Some(0)),
        Action::GoHome,
        Action::OpenSetup,
        Action::SetName(0, "Zoé".into()),
        Action::OpenSession("s1".into()),
        // Refused: nothing to confirm on the table.
        Action::ConfirmHand,
    ];
    for a in actions {
        let after = before.clone().reduce(a.clone());
        assert!(
            Sessions::ptr_eq(&before.sessions, &after.sessions),
            "{a:?} copied the list of sessions"
        );
        assert!(all_shared(&before, &after), "{a:?} copied a session");
        before = after;
    }
    assert!(all_shared(&s, &before));
}

#[test]
fn a_change_to_one_session_clones_that_one_only() {
    let s = drafted(two_sessions(&["E", "F", "G", "H"]), 0, "47", 2);
    let after = s.clone().reduce(Action::ConfirmHand);
    assert_eq!(
        after.current().unwrap().hands.len(),
        1,
        "the hand is recorded"
    );
    assert!(
        !Rc::ptr_eq(&s.sessions[0], &after.sessions[0]),
        "s2 changed"
    );
    assert_eq!(
        s.sessions[0].hands.len(),
        0,
        "the earlier state keeps its s2"
    );
    assert!(
        Rc::ptr_eq(&s.sessions[1], &after.sessions[1]),
        "s1 is not copied"
    );
    // Undo remembers the list before, itself: no copy made for the history.
    assert!(Sessions::ptr_eq(
        &after.past.last().unwrap().sessions,
        &s.sessions
    ));
    let undone = after.clone().reduce(Action::Undo);
    assert!(Sessions::ptr_eq(&undone.sessions, &s.sessions));
    assert!(Sessions::ptr_eq(
        &undone.future.last().unwrap().sessions,
        &after.sessions
    ));
    let redone = undone.reduce(Action::Redo);
    assert!(Sessions::ptr_eq(&redone.sessions, &after.sessions));
    // Deleting a session copies the list, not the sessions left.
    let home = after.clone().reduce(Action::GoHome);
    let deleted = home.reduce(Action::DeleteSession("s2".into()));
    assert_eq!(deleted.sessions.len(), 1);
    assert!(Rc::ptr_eq(&deleted.sessions[0], &after.sessions[1]));
}

#[test]
fn the_check_is_the_cores_and_made_once_per_change() {
    let s = drafted(two_sessions(&["E", "F", "G", "H"]), 1, "47", 2);
    let session = s.current().unwrap();
    let check = s.check().expect("a hand is being entered");
    assert_eq!(*check, check_draft(session, &s.draft));
    // The score is the core's, for the core's input.
    let settings = french_settings(session).unwrap();
    let rules = settings.rules().unwrap();
    let ctx = HandContext {
        players: 4,
        rules: &rules,
        preset_id: &settings.preset,
        round_to_ten: settings.round_to_ten,
    };
    let input = check.input.as_ref().unwrap();
    assert_eq!(check.score, Some(score(input, &ctx).unwrap()));
    assert_eq!(check.stakes, contract_stakes(session, input));
    assert_eq!(check.points.map(|p| p.units()), Some(94), "47 read once");
    // What does not change the draft or its session keeps the very same check.
    let themed = s.clone().reduce(Action::SetTheme(Theme::Dark));
    assert!(!Rc::ptr_eq(&s, &themed), "the theme changed");
    assert!(std::ptr::eq(check, themed.check().unwrap()));
    let refused = s.clone().reduce(Action::Draft(DraftEdit::Oudlers(9)));
    assert!(std::ptr::eq(check, refused.check().unwrap()));
    // A change of the draft makes a new one.
    let edited = s.clone().reduce(Action::Draft(DraftEdit::Key('½')));
    // No half point with four players: the hand as it was, the key said refused.
    assert_eq!(edited.draft.refused, Some(KeyRefused::NoHalf));
    let unsaid = Draft {
        refused: None,
        ..edited.draft.clone()
    };
    assert_eq!(unsaid, s.draft, "no half point with four players");
    let edited = s.clone().reduce(Action::Draft(DraftEdit::Oudlers(3)));
    let new = edited.check().unwrap();
    assert!(!std::ptr::eq(check, new));
    assert_eq!(*new, check_draft(edited.current().unwrap(), &edited.draft));
    // The recorded hand is the check's input.
    let confirmed = s.clone().reduce(Action::ConfirmHand);
    let recorded = confirmed.current().unwrap().hands.last().unwrap();
    assert_eq!(french_hand(recorded), Some(input));
    assert!(confirmed.check().is_none(), "no hand entered on the table");
}

#[test]
fn the_check_follows_its_session() {
    // Another tab renamed the session behind the hand being entered: the same draft is
    // checked again against the session as it is now.
    let s = drafted(two_sessions(&["E", "F", "G", "H"]), 1, "47", 2);
    let mut other = (*s).clone();
    other.sessions.get_mut("s2").unwrap().name = Some("Jeudi".into());
    assert!(Rc::ptr_eq(&s.sessions[1], &other.sessions[1]), "s1 shared");
    assert!(
        other.check().is_none(),
        "a check of the session before is not this one's"
    );
    let restored = s.clone().reduce(Action::Restore(Box::new(other)));
    let check = restored.check().expect("checked again");
    assert!(!std::ptr::eq(check, s.check().unwrap()));
    assert_eq!(*check, check_draft(restored.current().unwrap(), &s.draft));
}

#[test]
fn the_dealer_and_the_half_point_are_the_cores() {
    let mut s = two_sessions(&["E", "F", "G"]);
    s = hand(s, 0, "40½", 1);
    s = s.reduce(Action::HandNotPlayed(NotPlayedReason::AllPassed));
    let session = s.current().unwrap();
    let table = session.table().unwrap();
    let n = session.players.len();
    for (i, row) in table.rows.iter().enumerate() {
        assert_eq!(session.game.dealer(n, i), row.dealer, "hand {i}");
    }
    assert_eq!(session.game.dealer(n, table.rows.len()), table.next_dealer);
    // The next session's form asks who deals first, from the first player: the latest
    // session's next dealer (seat 2 here) is not carried over silently (#15 item 10).
    let setup = s.clone().reduce(Action::OpenSetup);
    assert_eq!(table.next_dealer, 2);
    assert_eq!(setup.setup.first_dealer, 0);
    // "½" is typed where the core says a pile may hold a half point: three players here.
    assert!(!whole_piles(3));
    let Some(HandInput::Played(first)) = french_hand(&session.hands[0]) else {
        panic!("a played hand first")
    };
    assert_eq!(first.points, CardPoints::Attack(Halves::from_units(81)));
    let typed = drafted(s, 0, "40½", 1);
    assert_eq!(typed.draft.points, "40.5");
    for players in 2..=5 {
        assert_eq!(whole_piles(players), players % 2 == 0, "{players} players");
    }
}
