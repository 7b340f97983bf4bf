//! The new-session form's seats filled from the people known (issue #16): who is offered, in
//! what order, and what a seat's text finds (`ui::state::seats`).

use tarot_companion::core::games::{FreeformSettings, Game};
use tarot_companion::people::{Book, PeopleEdit};
use tarot_companion::session::Session;
use tarot_companion::ui::state::seats::{is_new, known_people, suggestions, unseated, Known};
use tarot_companion::ui::state::{Action, AppState, View};

fn session(id: &str, created: u64, names: &[&str]) -> Session {
    let names = names.iter().map(|n| n.to_string()).collect();
    Session::new(
        id,
        created,
        names,
        Game::Freeform(FreeformSettings { first_dealer: 0 }),
    )
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

fn shown(list: &[&Known]) -> Vec<String> {
    list.iter().map(|k| k.name.clone()).collect()
}

/// Three evenings, given newest first as the app keeps them: Élodie and Jean-Pierre came to
/// the last one, Marc long ago only, "bob " and "Bob" are one person.
fn evenings() -> Vec<Session> {
    vec![
        session("s3", 30, &["Élodie", "Jean-Pierre", "Bob", "Anne"]),
        session("s2", 20, &["Anne", "bob ", "Marie", "Élodie"]),
        session("s1", 10, &["Marc", "Anne", "Bob", "Marie"]),
    ]
}

#[test]
fn people_come_most_recent_first_once_each_under_their_last_name() {
    let known = known_people(
        &evenings(),
        &Book::default(),
        &names(&["Zoé", "ANNE", "Bob"]),
    );
    let all: Vec<&str> = known.iter().map(|k| k.name.as_str()).collect();
    // The last evening in seat order, then Marie (s2), then Marc (s1), then the names
    // remembered from sessions since deleted (Zoé; Anne and Bob are known already).
    assert_eq!(
        all,
        [
            "Élodie",
            "Jean-Pierre",
            "Bob",
            "Anne",
            "Marie",
            "Marc",
            "Zoé"
        ]
    );
    // In any order of the sessions.
    let mut reversed = evenings();
    reversed.reverse();
    assert_eq!(
        known_people(&reversed, &Book::default(), &names(&["Zoé"])),
        known
    );
    assert!(known_people(&[], &Book::default(), &[]).is_empty());
}

#[test]
fn a_seat_finds_by_prefix_then_word_then_substring_case_and_accents_aside() {
    let known = known_people(&evenings(), &Book::default(), &[]);
    let find = |typed: &str| shown(&suggestions(&known, &names(&[typed, "", "", ""]), 0));
    assert_eq!(find("ELO"), ["Élodie"]);
    assert_eq!(find("  élo"), ["Élodie"]);
    // "ma": Marie and Marc start with it (Marie more recent); nobody else holds it.
    assert_eq!(find("ma"), ["Marie", "Marc"]);
    // "pi": a word of Jean-Pierre; "ar": inside Marie and Marc only.
    assert_eq!(find("pi"), ["Jean-Pierre"]);
    // A space for the hyphen, or a hyphen for the space: the same name.
    assert_eq!(find("jean pierre"), ["Jean-Pierre"]);
    assert_eq!(find("Jean-P"), ["Jean-Pierre"]);
    assert_eq!(find("ar"), ["Marie", "Marc"]);
    // "e": Élodie starts with it (accents aside), then the others holding an "e", most
    // recent first; five at most.
    assert_eq!(find("e"), ["Élodie", "Jean-Pierre", "Anne", "Marie"]);
    assert_eq!(find("x"), Vec::<String>::new());
    assert_eq!(find("   "), Vec::<String>::new());
    // A seat past the form's end finds nobody.
    assert!(suggestions(&known, &names(&["a"]), 3).is_empty());
}

#[test]
fn a_person_seated_is_not_offered_twice() {
    let known = known_people(&evenings(), &Book::default(), &[]);
    // Marie sits at seat 2 (typed in capitals): seat 1's "ma" finds Marc only.
    let seats = names(&["ma", "MARIE", "", ""]);
    assert_eq!(shown(&suggestions(&known, &seats, 0)), ["Marc"]);
    // Once a seat holds a person's name in full, it no longer offers them.
    let seats = names(&["marc", "", "", ""]);
    assert!(suggestions(&known, &seats, 0).is_empty());
    // The chips: everybody not seated, most recent first.
    let seats = names(&["Anne", "élodie", "", ""]);
    let rest: Vec<&str> = unseated(&known, &seats)
        .iter()
        .map(|k| k.name.as_str())
        .collect();
    // "élodie" is Élodie (case aside), "Anne" is Anne.
    assert_eq!(rest, ["Jean-Pierre", "Bob", "Marie", "Marc"]);
}

#[test]
fn more_than_five_matches_keep_the_five_best() {
    let people: Vec<String> = (0..8).map(|i| format!("Léa {i}")).collect();
    let list = [session(
        "s",
        1,
        &people.iter().map(String::as_str).collect::<Vec<_>>(),
    )];
    let known = known_people(&list, &Book::default(), &[]);
    let found = shown(&suggestions(&known, &names(&["lea"]), 0));
    assert_eq!(found, ["Léa 0", "Léa 1", "Léa 2", "Léa 3", "Léa 4"]);
}

#[test]
fn a_name_nobody_had_is_a_new_player() {
    let known = known_people(&evenings(), &Book::default(), &[]);
    assert!(is_new(&known, "Zoé"));
    assert!(!is_new(&known, " jean-pierre "));
    assert!(!is_new(&known, ""));
    assert!(!is_new(&known, "  "));
}

#[test]
fn a_tapped_name_fills_its_seat_and_a_chip_the_next_empty_one() {
    let mut s = AppState::default();
    s.sessions = evenings().into();
    s.apply(Action::OpenSetup);
    assert_eq!(s.view, View::Setup);
    for i in 0..4 {
        s.apply(Action::SetName(i, String::new()));
    }
    let known = known_people(s.sessions.iter().map(|r| &**r), &s.people, &s.names);
    s.apply(Action::SetName(1, "pier".into()));
    let pick = suggestions(&known, &s.setup.names, 1)[0].name.clone();
    s.apply(Action::SetName(1, pick));
    s.apply(Action::UseName(
        unseated(&known, &s.setup.names)[0].name.clone(),
    ));
    assert_eq!(s.setup.names, names(&["Élodie", "Jean-Pierre", "", ""]));
}

/// The people as the Players screen has them: a person renamed is offered under the new name,
/// two entries merged are offered once, found and seated by any of their names; a session
/// started with the new name is theirs.
#[test]
fn people_are_offered_renamed_and_merged_as_the_players_screen_shows_them() {
    let sessions = evenings();
    let links = |list: &[Session]| {
        list.iter()
            .map(|s| (s.id.clone(), s.created, s.players.clone()))
            .collect::<Vec<_>>()
    };
    let all = links(&sessions);
    let mut book =
        Book::default().linked(all.iter().map(|(i, c, p)| (i.as_str(), *c, p.as_slice())));
    let id = |b: &Book, n: &str| b.roster.players().iter().find(|p| p.name == n).unwrap().id;
    let (jp, marc) = (id(&book, "Jean-Pierre"), id(&book, "Marc"));
    book.edit(PeopleEdit::Rename {
        player: jp,
        name: "Jean-Pierre Martin".into(),
    });
    book.edit(PeopleEdit::Merge {
        from: marc,
        into: jp,
    });
    let known = known_people(&sessions, &book, &[]);
    let all_shown: Vec<&str> = known.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(
        all_shown,
        ["Élodie", "Jean-Pierre Martin", "Bob", "Anne", "Marie"]
    );
    let find = |typed: &str| shown(&suggestions(&known, &names(&[typed, "", "", ""]), 0));
    assert_eq!(find("mar"), ["Jean-Pierre Martin", "Marie"]);
    assert_eq!(find("mart"), ["Jean-Pierre Martin"]);
    // Seated under an old name, they are not offered again; not a new player either.
    assert!(!shown(&unseated(&known, &names(&["Marc", "", "", ""])))
        .contains(&"Jean-Pierre Martin".to_owned()));
    assert!(!is_new(&known, "marc"));
    // Tonight's session with the name offered links to them.
    let mut tonight = sessions.clone();
    tonight.insert(
        0,
        session("s4", 40, &["Jean-Pierre Martin", "Anne", "Bob", "Élodie"]),
    );
    let all = links(&tonight);
    let linked = book.linked(all.iter().map(|(i, c, p)| (i.as_str(), *c, p.as_slice())));
    assert_eq!(linked.seats["s4"][0], jp);
}
