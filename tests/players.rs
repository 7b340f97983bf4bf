//! Players across sessions (src/core/players.rs): names matched trimmed and case-insensitive,
//! unsure matches reported; and the lifetime statistics (src/core/lifetime.rs) of three
//! sessions written by hand, with every expected figure worked out by hand in the tables.

use tarot_companion::core::french::{
    CardPoints, Contract, HandInput, NotPlayedReason, PlayedInput, PoigneeInput, PoigneeLevel,
    Side, SlamInput,
};
use tarot_companion::core::games::GameKind;
use tarot_companion::core::lifetime::{lifetime, report, ContractRecord, HandAt, Lifetime};
use tarot_companion::core::players::{
    Candidate, Closeness, NameMatch, Play, Player, PlayerId, Question, Roster, SessionRecord,
};
use tarot_companion::core::ratings::Tenths;
use tarot_companion::core::scorecard::{scorecard, FrenchSettings};

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

// ---------------------------------------------------------------- name matching

#[test]
fn names_match_trimmed_and_case_insensitive() {
    let mut roster = Roster::new();
    let alice = roster.add(" Alice ");
    let jp = roster.add("Jean Pierre");
    assert_eq!(roster.get(alice).unwrap().name, "Alice");
    for name in ["Alice", "alice", "  ALICE\t", "aLiCe"] {
        assert_eq!(roster.find(name), NameMatch::Known(alice), "{name:?}");
    }
    assert_eq!(roster.find("jean   pierre"), NameMatch::Known(jp));
    assert_eq!(roster.find("ÉMILE"), NameMatch::Unknown);
    let emile = roster.add("Émile");
    assert_eq!(roster.find("émile"), NameMatch::Known(emile));
}

#[test]
fn a_name_entered_before_matches() {
    let mut roster = Roster::new();
    let p = roster.add("Dominique");
    assert!(roster.remember(p, " Dom "));
    assert!(!roster.remember(p, "Dom"), "the same spelling is kept once");
    assert!(!roster.remember(PlayerId(9), "Dom"), "no such player");
    assert_eq!(roster.get(p).unwrap().entered_as, ["Dominique", "Dom"]);
    assert_eq!(roster.find("dom"), NameMatch::Known(p));
}

#[test]
fn unsure_matches_are_reported() {
    let mut roster = Roster::new();
    let alex1 = roster.add("Alex");
    let alex2 = roster.add("alex");
    let chloe = roster.add("Chloé");
    let bruno = roster.add("Bruno");
    let anne = roster.add("Anne");
    let unsure = |c: &[(PlayerId, Closeness)]| {
        NameMatch::Unsure(
            c.iter()
                .map(|&(player, closeness)| Candidate { player, closeness })
                .collect(),
        )
    };
    let cases: &[(&str, NameMatch)] = &[
        // Two known players have the name.
        (
            " ALEX",
            unsure(&[(alex1, Closeness::SameName), (alex2, Closeness::SameName)]),
        ),
        // Equal but for accents.
        ("chloe", unsure(&[(chloe, Closeness::Accents)])),
        ("CHLOÈ", unsure(&[(chloe, Closeness::Accents)])),
        // One edit away: inserted, removed, changed, swapped.
        ("Brunno", unsure(&[(bruno, Closeness::OneEdit)])),
        ("Brno", unsure(&[(bruno, Closeness::OneEdit)])),
        ("Bruna", unsure(&[(bruno, Closeness::OneEdit)])),
        ("Burno", unsure(&[(bruno, Closeness::OneEdit)])),
        // Near two players.
        (
            "Alexe",
            unsure(&[(alex1, Closeness::OneEdit), (alex2, Closeness::OneEdit)]),
        ),
        ("Ann", unsure(&[(anne, Closeness::OneEdit)])),
        // Too far, or too short to guess.
        ("Bernard", NameMatch::Unknown),
        ("Al", NameMatch::Unknown),
        ("Bruoon", NameMatch::Unknown),
    ];
    for (name, expected) in cases {
        assert_eq!(&roster.find(name), expected, "{name:?}");
    }
}

#[test]
fn a_roster_refuses_an_id_twice() {
    let player = |id, name: &str| Player {
        id: PlayerId(id),
        name: name.to_owned(),
        entered_as: vec![name.to_owned()],
    };
    let err = Roster::from_players(vec![player(4, "A"), player(7, "B"), player(4, "C")]);
    assert_eq!(
        err.unwrap_err().to_string(),
        "player 4 is given to two players"
    );
    let mut roster = Roster::from_players(vec![player(4, "A"), player(7, "B")]).unwrap();
    assert_eq!(roster.add("C"), PlayerId(8), "a new id is above every id");
}

#[test]
fn linking_a_session_without_asking() {
    let mut roster = Roster::new();
    let first = roster.link_seats(&names(&["Alice", "Bruno", "Chloé"]));
    assert_eq!(first.players, [PlayerId(0), PlayerId(1), PlayerId(2)]);
    assert!(first.questions.is_empty());

    // Sure matches are linked, and the new spelling remembered; an unsure name gets a new
    // player and a question; a name twice at one table is two people.
    let second = roster.link_seats(&names(&["bruno ", "Chloe", "Alice", "ALICE"]));
    assert_eq!(
        second.players,
        [PlayerId(1), PlayerId(3), PlayerId(0), PlayerId(4)]
    );
    assert_eq!(
        second.questions,
        [
            Question {
                seat: 1,
                name: "Chloe".into(),
                linked_to: PlayerId(3),
                candidates: vec![Candidate {
                    player: PlayerId(2),
                    closeness: Closeness::Accents
                }],
            },
            Question {
                seat: 3,
                name: "ALICE".into(),
                linked_to: PlayerId(4),
                candidates: vec![Candidate {
                    player: PlayerId(0),
                    closeness: Closeness::SameTable
                }],
            },
        ]
    );
    assert_eq!(
        roster.get(PlayerId(1)).unwrap().entered_as,
        ["Bruno", "bruno"]
    );

    // Players already at the table are not candidates for a near name.
    let mut fresh = Roster::new();
    let table = fresh.link_seats(&names(&["Anne", "Anna"]));
    assert!(table.questions.is_empty());
    // "Alice" is now two known players: unsure.
    let third = roster.link_seats(&names(&["Alice"]));
    assert_eq!(third.players, [PlayerId(5)]);
    assert_eq!(
        third.questions[0].candidates,
        [
            Candidate {
                player: PlayerId(0),
                closeness: Closeness::SameName
            },
            Candidate {
                player: PlayerId(4),
                closeness: Closeness::SameName
            },
        ]
    );
}

#[test]
fn a_name_typed_in_small_letters_gives_way_to_its_capitals() {
    let mut roster = Roster::new();
    let [alice, bruno, chloe] = [0, 1, 2].map(PlayerId);
    roster.link_seats(&names(&["alice", "BRUNO", "Chloé"]));
    roster.rename(chloe, "chloé");
    roster.link_seats(&names(&["Alice", "Bruno", "Chloé"]));
    let shown = |r: &Roster, id| r.get(id).unwrap().name.clone();
    assert_eq!(shown(&roster, alice), "Alice");
    assert_eq!(shown(&roster, bruno), "Bruno");
    // A name given by a rename stays, whatever is typed.
    assert_eq!(shown(&roster, chloe), "chloé");
    // Capitals and small letters mixed stay, whatever comes after.
    roster.link_seats(&names(&["ALICE", "bruno", "Chloé"]));
    assert_eq!(shown(&roster, alice), "Alice");
    assert_eq!(shown(&roster, bruno), "Bruno");
    assert_eq!(
        roster.get(alice).unwrap().entered_as,
        ["alice", "Alice", "ALICE"]
    );
}

// ---------------------------------------------------------------- lifetime statistics

#[track_caller]
fn played(taker: usize, contract: Contract, attack: &str, oudlers: u8) -> PlayedInput {
    PlayedInput::plain(
        taker,
        contract,
        CardPoints::Attack(attack.parse().unwrap()),
        oudlers,
    )
}

fn all_passed() -> HandInput {
    HandInput::NotPlayed {
        reason: NotPlayedReason::AllPassed,
    }
}

/// A French Tarot session of the FFT preset, its seats linked through `roster`.
#[track_caller]
fn french(
    roster: &mut Roster,
    id: &str,
    created: u64,
    seats: &[&str],
    round_to_ten: bool,
    hands: Vec<HandInput>,
) -> SessionRecord {
    let settings = FrenchSettings {
        round_to_ten,
        ..FrenchSettings::default()
    };
    let links = roster.link_seats(&names(seats));
    assert!(links.questions.is_empty(), "{:?}", links.questions);
    SessionRecord {
        id: id.into(),
        created,
        seats: links.players,
        play: Play::FrenchTarot(Box::new(scorecard(seats.len(), &settings, &hands).unwrap())),
    }
}

/// Session A, four players, not rounded:
/// 1. Alice Garde, 56 with 1 oudler (51): made by 5, (25 + 5) × 2 = 60: +180 / −60.
/// 2. All passed.
/// 3. Bruno Petite, 40 with 2 (41): down by 1, 26: −78 / +26.
/// 4. Alice Garde sans, 41 with 3 (36): made by 5, Petit au bout to the attack,
///    (30 + 10) × 4 = 160, Chloé's simple poignée to the winner +20 = 180: +540 / −180.
/// 5. Alice Petite, 50 with 1 (51): down by 1: −78 / +26.
///
/// Totals: Alice 668, Bruno −292, Chloé −188, David −188.
fn session_a(roster: &mut Roster) -> SessionRecord {
    let mut garde_sans = played(0, Contract::GardeSans, "41", 3);
    garde_sans.petit_au_bout = Some(Side::Attack);
    garde_sans.poignees = vec![PoigneeInput {
        seat: 2,
        level: PoigneeLevel::Simple,
        trumps: None,
    }];
    let hands = vec![
        HandInput::Played(played(0, Contract::Garde, "56", 1)),
        all_passed(),
        HandInput::Played(played(1, Contract::Petite, "40", 2)),
        HandInput::Played(garde_sans),
        HandInput::Played(played(0, Contract::Petite, "50", 1)),
    ];
    let seats = ["Alice", "Bruno", "Chloé", "David"];
    french(roster, "A", 1_000, &seats, false, hands)
}

/// Session B, five players, rounded to ten, "  alice " at seat 0:
/// 1. Bruno Garde with alice, 52 with 2 (41): made by 11, 36 × 2 = 72: 144 / 72 / −72 ×3,
///    rounded 140 / 70 / −70 × 3.
/// 2. Eve Garde contre alone, 30 with 1 (51): down by 21, 46 × 6 = 276: −1104 / +276 × 4,
///    rounded −1120 / +280 × 4.
/// 3. alice Petite with David, 91 with 3: made by 55, slam announced and made, Petit au bout
///    to the attack, (80 + 10) + 400 = 490: alice 980, David 490, the others −490.
///
/// Totals: alice 1330, Bruno −70, Chloé −280, David 700, Eve −1680.
fn session_b(roster: &mut Roster) -> SessionRecord {
    let mut garde = played(1, Contract::Garde, "52", 2);
    garde.partner = Some(0);
    let mut garde_contre = played(4, Contract::GardeContre, "30", 1);
    garde_contre.partner = Some(4);
    let mut slam = played(0, Contract::Petite, "91", 3);
    slam.partner = Some(3);
    slam.petit_au_bout = Some(Side::Attack);
    slam.slam = Some(SlamInput {
        announced: true,
        made_by: Some(Side::Attack),
    });
    let hands = vec![
        HandInput::Played(garde),
        HandInput::Played(garde_contre),
        HandInput::Played(slam),
    ];
    let seats = ["  alice ", "Bruno", "Chloé", "David", "Eve"];
    french(roster, "B", 2_000, &seats, true, hands)
}

/// Session C, three players, created between A and B but listed after B:
/// 1. Alice Garde, 46.5 with 2 (41): made by 6 (the half point to the winner), 31 × 2:
///    Alice +124, the others −62.
/// 2. Bruno Petite with 92 points: invalid, changes nothing.
/// 3. Alice Petite, 50 with 1 (51): down by 1: −52 / +26.
///
/// Totals: Chloé −36, Alice 72, Bruno −36.
fn session_c(roster: &mut Roster) -> SessionRecord {
    let hands = vec![
        HandInput::Played(played(1, Contract::Garde, "46.5", 2)),
        HandInput::Played(played(2, Contract::Petite, "92", 1)),
        HandInput::Played(played(1, Contract::Petite, "50", 1)),
    ];
    french(
        roster,
        "C",
        1_500,
        &["Chloé", "Alice", "Bruno"],
        false,
        hands,
    )
}

/// A Tarocchi session: listed as not counted, adds nothing.
fn session_d(roster: &mut Roster) -> SessionRecord {
    SessionRecord {
        id: "D".into(),
        created: 500,
        seats: roster
            .link_seats(&names(&["Alice", "Bruno", "Zoé"]))
            .players,
        play: Play::OtherGame(GameKind::Tarocchi),
    }
}

fn evenings() -> (Roster, Vec<SessionRecord>) {
    let mut roster = Roster::new();
    let sessions = vec![
        session_a(&mut roster),
        session_b(&mut roster),
        session_c(&mut roster),
        session_d(&mut roster),
    ];
    (roster, sessions)
}

fn at(session: &str, hand: usize) -> Option<HandAt> {
    Some(HandAt {
        session: session.into(),
        hand,
    })
}

fn rec(taken: u32, won: u32) -> ContractRecord {
    ContractRecord { taken, won }
}

/// Worked out from the sessions' docs, oldest first: A, C, B.
struct Expected {
    name: &'static str,
    sessions: u32,
    hands: u32,
    takes: u32,
    takes_won: u32,
    /// Petite, Garde, Garde sans, Garde contre.
    by_contract: [ContractRecord; 4],
    partner: u32,
    defence: u32,
    total: i64,
    average: i64,
    best: (i64, Option<HandAt>),
    worst: (i64, Option<HandAt>),
    best_session: (&'static str, i64),
    run: u32,
    petits_au_bout: u32,
    poignees: u32,
    slams: u32,
}

fn expected() -> Vec<Expected> {
    let none = rec(0, 0);
    vec![
        // Takes A1 won, A4 won, A5 lost, C1 won, C3 lost, B3 won. Changes A 180 0 26 540
        // −78, C 124 −52, B 70 280 980.
        Expected {
            name: "Alice",
            sessions: 3,
            hands: 9,
            takes: 6,
            takes_won: 4,
            by_contract: [rec(3, 1), rec(2, 2), rec(1, 1), none],
            partner: 1,
            defence: 2,
            total: 668 + 72 + 1330,
            average: 2300,
            best: (980, at("B", 3)),
            worst: (-78, at("A", 5)),
            best_session: ("B", 1330),
            run: 2,
            petits_au_bout: 2,
            poignees: 0,
            slams: 1,
        },
        // Takes A3 lost, B1 won (C2 is invalid). Changes A −60 −78 −180 26, C −62 26,
        // B 140 280 −490.
        Expected {
            name: "Bruno",
            sessions: 3,
            hands: 9,
            takes: 2,
            takes_won: 1,
            by_contract: [rec(1, 0), rec(1, 1), none, none],
            partner: 0,
            defence: 7,
            total: -292 - 36 - 70,
            average: -442,
            best: (280, at("B", 2)),
            worst: (-490, at("B", 3)),
            best_session: ("C", -36),
            run: 1,
            petits_au_bout: 0,
            poignees: 0,
            slams: 0,
        },
        // Changes A −60 26 −180 26, C −62 26, B −70 280 −490.
        Expected {
            name: "Chloé",
            sessions: 3,
            hands: 9,
            takes: 0,
            takes_won: 0,
            by_contract: [none; 4],
            partner: 0,
            defence: 9,
            total: -188 - 36 - 280,
            average: -560,
            best: (280, at("B", 2)),
            worst: (-490, at("B", 3)),
            best_session: ("C", -36),
            run: 0,
            petits_au_bout: 0,
            poignees: 1,
            slams: 0,
        },
        // Changes A −60 26 −180 26, B −70 280 490; 512 / 7 = 73.14.
        Expected {
            name: "David",
            sessions: 2,
            hands: 7,
            takes: 0,
            takes_won: 0,
            by_contract: [none; 4],
            partner: 1,
            defence: 6,
            total: -188 + 700,
            average: 731,
            best: (490, at("B", 3)),
            worst: (-180, at("A", 4)),
            best_session: ("B", 700),
            run: 0,
            petits_au_bout: 1,
            poignees: 0,
            slams: 1,
        },
        Expected {
            name: "Eve",
            sessions: 1,
            hands: 3,
            takes: 1,
            takes_won: 0,
            by_contract: [none, none, none, rec(1, 0)],
            partner: 0,
            defence: 2,
            total: -1680,
            average: -5600,
            // Every hand a loss: no best hand (a gain), the largest loss the worst.
            best: (0, None),
            worst: (-1120, at("B", 2)),
            best_session: ("B", -1680),
            run: 0,
            petits_au_bout: 0,
            poignees: 0,
            slams: 0,
        },
    ]
}

#[track_caller]
fn check(name: &str, got: &Lifetime, e: &Expected) {
    assert_eq!(got.sessions, e.sessions, "{name} sessions");
    assert_eq!(got.hands, e.hands, "{name} hands");
    assert_eq!(got.takes, e.takes, "{name} takes");
    assert_eq!(got.takes_won, e.takes_won, "{name} takes won");
    let contracts = [
        Contract::Petite,
        Contract::Garde,
        Contract::GardeSans,
        Contract::GardeContre,
    ];
    for (c, r) in contracts.iter().zip(e.by_contract) {
        assert_eq!(got.by_contract.get(*c), r, "{name} {c:?}");
    }
    assert_eq!(got.by_contract.pousse, rec(0, 0), "{name} pousse");
    assert_eq!(got.partner, e.partner, "{name} partner");
    assert_eq!(got.defence, e.defence, "{name} defence");
    assert_eq!(got.total, e.total, "{name} total");
    assert_eq!(got.average, Some(Tenths(e.average)), "{name} average");
    assert_eq!(
        (got.best_hand, got.best_hand_at.clone()),
        (e.best.1.is_some().then_some(e.best.0), e.best.1.clone()),
        "{name} best"
    );
    assert_eq!(
        (got.worst_hand, got.worst_hand_at.clone()),
        (Some(e.worst.0), e.worst.1.clone()),
        "{name} worst"
    );
    let best = got
        .best_session
        .as_ref()
        .map(|b| (b.session.as_str(), b.total));
    assert_eq!(best, Some(e.best_session), "{name} best session");
    assert_eq!(got.longest_winning_run, e.run, "{name} run");
    assert_eq!(
        got.petits_au_bout, e.petits_au_bout,
        "{name} petits au bout"
    );
    assert_eq!(got.poignees, e.poignees, "{name} poignées");
    assert_eq!(got.slams, e.slams, "{name} slams");
}

#[test]
fn the_sessions_totals_are_as_worked_out() {
    let (_, sessions) = evenings();
    let totals: Vec<Vec<i64>> = sessions[..3]
        .iter()
        .map(|s| match &s.play {
            Play::FrenchTarot(card) => card.totals.clone(),
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(totals[0], [668, -292, -188, -188]);
    assert_eq!(totals[1], [1330, -70, -280, 700, -1680]);
    assert_eq!(totals[2], [-36, 72, -36]);
}

#[test]
fn lifetime_statistics_of_three_evenings() {
    let (roster, sessions) = evenings();
    let stats = lifetime(&sessions);
    let expected = expected();
    // Zoé sat only at the Tarocchi table.
    assert_eq!(stats.len(), expected.len());
    for e in &expected {
        let [p] = roster
            .players()
            .iter()
            .filter(|p| p.name == e.name)
            .collect::<Vec<_>>()[..]
        else {
            panic!("one {}", e.name)
        };
        check(e.name, &stats[&p.id], e);
    }
    assert_eq!(
        roster.players()[0].entered_as,
        ["Alice", "alice"],
        "the names Alice was entered under"
    );
}

#[test]
fn the_order_of_the_list_does_not_matter() {
    let (_, mut sessions) = evenings();
    let before = lifetime(&sessions);
    sessions.reverse();
    assert_eq!(lifetime(&sessions), before);
}

#[test]
fn the_report_lists_people_and_what_was_left_out() {
    let (roster, sessions) = evenings();
    let report = report(&roster, &sessions);
    let names: Vec<&str> = report.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Alice", "Bruno", "Chloé", "David", "Eve"]);
    assert_eq!(report.not_counted.len(), 1);
    assert_eq!(report.not_counted[0].index, 3);
    assert_eq!(
        report.not_counted[0].reason,
        "a session of Tarocchi: only French Tarot sessions are counted"
    );
    let json = serde_json::to_value(&report.players[4]).unwrap();
    assert_eq!(json["name"], "Eve");
    assert_eq!(json["average"], -560.0);
    // Every hand of hers a loss: no best hand.
    assert_eq!(json["best_hand"], serde_json::Value::Null);
    assert_eq!(json["worst_hand"], -1120);
    assert_eq!(
        json["by_contract"]["garde_contre"],
        serde_json::json!({ "taken": 1, "won": 0 })
    );
    assert!(json["by_contract"].get("pousse").is_none());
    assert!(json["rating"].is_f64());
}

#[test]
fn sessions_that_cannot_be_counted() {
    let mut roster = Roster::new();
    let a = session_a(&mut roster);
    let mut short = a.clone();
    short.seats.pop();
    let mut twice = a.clone();
    twice.seats[3] = twice.seats[0];
    let unscorable = SessionRecord {
        play: Play::Unscorable(
            FrenchSettings {
                preset: "nope".into(),
                ..FrenchSettings::default()
            }
            .rules()
            .unwrap_err(),
        ),
        ..a.clone()
    };
    let freeform = SessionRecord {
        play: Play::OtherGame(GameKind::Freeform),
        ..a
    };
    let sessions = [short, twice, unscorable, freeform];
    assert!(lifetime(&sessions).is_empty());
    let reasons: Vec<String> = report(&roster, &sessions)
        .not_counted
        .into_iter()
        .map(|n| n.reason)
        .collect();
    assert_eq!(
        reasons,
        [
            "3 seats linked to players for a game of 4 players",
            "player 0 sits at two seats",
            "no scorecard: no rules preset is called \"nope\"",
            "a session of the free-form scorecard: only French Tarot sessions are counted",
        ]
    );
}

#[test]
fn goulash_and_two_player_hands_count_as_hands_not_takes() {
    use tarot_companion::core::french::TwoPlayerInput;
    let mut roster = Roster::new();
    // Two players: Lou counts 60 with 1 oudler (51): wins by 9, 34; then Max's pile of 56
    // with 1 oudler (51) wins by 5, 30, Petit au bout to Max (who holds an oudler) +10: 40.
    let hands = vec![
        HandInput::TwoPlayer(TwoPlayerInput {
            seat: 0,
            points: "60".parse().unwrap(),
            oudlers: 1,
            petit_au_bout: None,
        }),
        HandInput::TwoPlayer(TwoPlayerInput {
            seat: 1,
            points: "56".parse().unwrap(),
            oudlers: 1,
            petit_au_bout: Some(1),
        }),
    ];
    let two = french(&mut roster, "2p", 0, &["Lou", "Max"], false, hands);
    let stats = lifetime(&[two]);
    let lou = &stats[&PlayerId(0)];
    let max = &stats[&PlayerId(1)];
    assert_eq!((lou.hands, lou.takes, lou.defence), (2, 0, 0));
    assert_eq!((lou.total, max.total), (-6, 6));
    assert_eq!((lou.best_hand, lou.worst_hand), (Some(34), Some(-40)));
    assert_eq!((lou.petits_au_bout, max.petits_au_bout), (0, 1));
}
