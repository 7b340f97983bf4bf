//! The Players screen's figures and the recap image's layout, natively: the people of three
//! stored sessions (tests/data/players/, the sessions the e2e test imports) linked and counted
//! as `tarot-score stats` counts the same files, each figure below read from its output; and
//! the recap image's shapes inside the image, apart, long names fitted.

use tarot_companion::core::lifetime::HandAt;
use tarot_companion::core::players::PlayerId;
use tarot_companion::core::ratings::{Tenths, START};
use tarot_companion::session::Session;
use tarot_companion::ui::components::recap::{
    fit, layout, on_podium, podium, text_width, wrap, RecapText, Shape, Tone, WIDTH,
};
use tarot_companion::ui::i18n::players::{rating, takes};
use tarot_companion::ui::i18n::Lang;
use tarot_companion::ui::state::people::people;

fn sessions() -> Vec<Session> {
    // Most recent first, as the app keeps them.
    ["m3", "m2", "m1"]
        .iter()
        .map(|f| {
            let path = format!("{}/tests/data/players/{f}.json", env!("CARGO_MANIFEST_DIR"));
            Session::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
        })
        .collect()
}

#[test]
fn people_of_three_sessions_are_those_of_the_command_line() {
    let list = sessions();
    let p = people(&list);
    let names: Vec<&str> = p.players.iter().map(|x| x.name.as_str()).collect();
    // Highest rating first: 1554.9, 1520.4, 1500.2, 1490.1, 1434.4.
    assert_eq!(
        names,
        [
            "Marie-Christine",
            "Hildegardevonbingens",
            "Bernadette",
            "Maximilienne",
            "Jean-Pierre-Louis"
        ]
    );
    let ratings: Vec<i64> = p.players.iter().map(|x| x.rating.0).collect();
    assert_eq!(ratings, [15_549, 15_204, 15_002, 14_901, 14_344]);
    // The ratings of a table stay zero-sum: 5 players started at 1500.
    assert_eq!(ratings.iter().sum::<i64>(), 5 * START.0);
    let marie = &p.players[0];
    assert_eq!(marie.id, PlayerId(0));
    assert_eq!(marie.entered_as, ["Marie-Christine", "marie-christine"]);
    let s = &marie.stats;
    assert_eq!((s.sessions, s.hands, s.takes, s.takes_won), (3, 11, 4, 4));
    assert_eq!((s.partner, s.defence, s.total), (1, 6, 898));
    assert_eq!(s.average, Some(Tenths(816)));
    assert_eq!(s.best_hand, Some(486));
    assert_eq!(
        s.best_hand_at,
        Some(HandAt {
            session: "evening-2".into(),
            hand: 2
        })
    );
    assert_eq!((s.longest_winning_run, s.petits_au_bout), (4, 1));
    assert_eq!(s.by_contract.garde_contre.won, 1);
    let maxi = p.players.iter().find(|x| x.name == "Maximilienne").unwrap();
    assert_eq!((maxi.stats.sessions, maxi.stats.hands), (2, 7));
    assert!(p.questions.is_empty());
    // The chart: 1500 first, then one point per rated hand, ending at the rating.
    for x in &p.players {
        let h = p.history(x.id);
        assert_eq!(h[0], START);
        assert_eq!(*h.last().unwrap(), x.rating, "{}", x.name);
        assert_eq!(h.len() as u32, x.stats.hands + 1, "{}", x.name);
    }
}

#[test]
fn an_unsure_name_is_asked_about_not_merged() {
    let mut list = sessions();
    list[0].players[2] = "Marie-Christin".into();
    let p = people(&list);
    assert_eq!(p.players.len(), 6);
    assert_eq!(p.questions.len(), 1);
    assert_eq!(p.questions[0].name, "Marie-Christin");
    assert_eq!(
        p.name(p.questions[0].candidates[0].player),
        "Marie-Christine"
    );
    // Merged as the app offers: one person again, no question left.
    let mut edits = Book::default();
    let merge = PeopleEdit::Merge {
        from: p.questions[0].linked_to,
        into: p.questions[0].candidates[0].player,
    };
    change(&mut edits, &list, merge);
    let merged = people_with(&list, &edits);
    assert_eq!(merged.players.len(), 5);
    assert!(merged.questions.is_empty());
    assert_eq!(merged.players[0].stats.sessions, 3);
}

#[test]
fn ratings_are_written_from_their_tenths() {
    assert_eq!(rating(Lang::Fr, Tenths(15_549)), "1\u{202f}554,9");
    assert_eq!(rating(Lang::En, Tenths(15_549)), "1,554.9");
    assert_eq!(rating(Lang::En, Tenths(-5)), "-0.5");
    assert_eq!(takes(Lang::Fr, 4, 1), "4 (1 fait)");
    assert_eq!(takes(Lang::En, 4, 4), "4 (4 made)");
}

fn recap(names: &[&str], highlights: usize) -> RecapText {
    RecapText {
        title: "Récapitulatif".into(),
        subtitle: "17/11/2026 · 3 donnes".into(),
        standings: names
            .iter()
            .enumerate()
            .map(|(i, n)| (i + 1, n.to_string(), format!("+{}", 1000 - i * 250)))
            .collect(),
        podium_title: "Podium".into(),
        standings_title: "Classement final".into(),
        highlights_title: "Temps forts".into(),
        highlights: (0..highlights)
            .map(|i| {
                (
                    format!("Temps fort {i}"),
                    "Hildegardevonbingens, Garde contre, donne 12\u{a0}: faite, et une phrase assez longue pour tenir sur deux lignes"
                        .into(),
                )
            })
            .collect(),
        footer: "Tarot Companion".into(),
    }
}

/// A text's box: left, top, right, bottom (estimated width, at most its max width).
fn text_box(s: &Shape) -> Option<(f64, f64, f64, f64, String)> {
    let Shape::Text {
        x,
        y,
        size,
        align,
        max_width,
        text,
        ..
    } = s
    else {
        return None;
    };
    let w = text_width(text, *size).min(*max_width);
    let left = match align {
        tarot_companion::ui::components::recap::Align::Left => *x,
        tarot_companion::ui::components::recap::Align::Center => x - w / 2.0,
        tarot_companion::ui::components::recap::Align::Right => x - w,
    };
    let size = f64::from(*size);
    Some((left, y - size, left + w, y + size / 5.0, text.clone()))
}

#[test]
fn the_recap_image_holds_everything_apart() {
    let names = [
        "Marie-Christine",
        "Jean-Pierre-Louis",
        "Hildegardevonbingens",
        "Bernadette",
        "Maximilienne",
    ];
    for (players, highlights) in [(5, 4), (3, 0), (2, 1), (4, 2)] {
        let (height, shapes) = layout(&recap(&names[..players], highlights));
        let Shape::Rect { w, h, .. } = shapes[0] else {
            panic!("the background first")
        };
        assert_eq!((w, h), (WIDTH, height));
        let boxes: Vec<_> = shapes.iter().filter_map(text_box).collect();
        for (l, t, r, b, text) in &boxes {
            assert!(
                *l >= 0.0 && *r <= WIDTH && *t >= 0.0 && *b <= height,
                "{text} inside"
            );
        }
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                let apart = a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1;
                assert!(apart, "{:?} and {:?} overlap", a.4, b.4);
            }
        }
        // Every rect inside the image too.
        for s in &shapes {
            if let Shape::Rect { x, y, w, h, .. } = s {
                assert!(*x >= 0.0 && x + w <= WIDTH && *y >= 0.0 && y + h <= height);
            }
        }
        // Each name is drawn (podium and standings), no smaller than needed.
        for n in &names[..players] {
            assert!(boxes.iter().any(|b| b.4 == *n), "{n}");
        }
    }
    // More players and more highlights make a taller image.
    assert!(layout(&recap(&names, 4)).0 > layout(&recap(&names[..3], 0)).0);
}

/// A tie for third place hides nobody: both names stand on the third step (the QA pass found
/// one of two players tied for third missing from the image).
#[test]
fn a_tie_for_third_puts_both_names_on_the_third_step() {
    let mut r = recap(&["Ana", "Ben", "Cyd", "Dan", "Eve"], 0);
    for (i, rank) in [1, 2, 3, 3, 5].into_iter().enumerate() {
        r.standings[i].0 = rank;
    }
    let steps = podium(&r.standings);
    let names: Vec<&str> = steps.iter().map(|s| s.1.as_str()).collect();
    assert_eq!(names, ["Ana", "Ben", "Cyd, Dan"]);
    let (_, shapes) = layout(&r);
    let said = |t: &str| {
        shapes
            .iter()
            .any(|s| matches!(s, Shape::Text { text, .. } if text == t))
    };
    assert!(said("Cyd, Dan"), "the third step names both");
    // Its description names them one by one, each with their place.
    assert_eq!(on_podium(&r.standings), [0, 1, 2, 3]);
    r.standings[1].0 = 2;
    r.standings[2].0 = 2;
    r.standings[3].0 = 2;
    assert_eq!(on_podium(&r.standings), [0, 1, 2, 3]);
    assert_eq!(on_podium(&r.standings[..2]), [0, 1]);
    // Three long names tied for third: the first and how many more, big enough to read
    // (QA: all three in full, drawn 3 px high on a phone).
    let mut long = recap(
        &[
            "Marie-Christine Dupont-Aignan",
            "Bartholomew Fitzgerald",
            "Jean-Baptiste Lefèvre",
            "Anne-Sophie Rousseau-Vidal",
            "Maximilien Delacroix",
        ],
        0,
    );
    for (i, rank) in [1, 2, 3, 3, 3].into_iter().enumerate() {
        long.standings[i].0 = rank;
    }
    let (_, shapes) = layout(&long);
    let third = shapes.iter().find_map(|s| match s {
        Shape::Text { text, size, .. } if text == "Jean-Baptiste +2" => Some(*size),
        _ => None,
    });
    assert!(third.is_some_and(|s| s >= 20), "{third:?}");
    // No tie: three places, three names.
    let plain = recap(&["Ana", "Ben", "Cyd", "Dan"], 0);
    let names: Vec<String> = podium(&plain.standings).into_iter().map(|s| s.1).collect();
    assert_eq!(names, ["Ana", "Ben", "Cyd"]);
}

/// The steps' colours and heights, left to right (second, first, third place).
fn steps_drawn(r: &RecapText) -> Vec<(Tone, i64)> {
    layout(r)
        .1
        .into_iter()
        .filter_map(|s| match s {
            Shape::Rect { h, tone, .. } if tone != Tone::Background && tone != Tone::Band => {
                Some((tone, h as i64))
            }
            _ => None,
        })
        .collect()
}

/// Players tied stand on steps alike: a tie for second is two silver steps of one height
/// (QA: the second of them stood on the bronze third step), a tie for first two gold ones.
#[test]
fn players_tied_stand_on_steps_alike() {
    let mut r = recap(&["Ana", "Ben", "Cyd", "Dan"], 0);
    assert_eq!(
        steps_drawn(&r),
        [(Tone::Silver, 170), (Tone::Gold, 230), (Tone::Bronze, 120)]
    );
    for (i, rank) in [1, 2, 2, 4].into_iter().enumerate() {
        r.standings[i].0 = rank;
    }
    assert_eq!(
        steps_drawn(&r),
        [(Tone::Silver, 170), (Tone::Gold, 230), (Tone::Silver, 170)]
    );
    for (i, rank) in [1, 1, 3, 4].into_iter().enumerate() {
        r.standings[i].0 = rank;
    }
    assert_eq!(
        steps_drawn(&r),
        [(Tone::Gold, 230), (Tone::Gold, 230), (Tone::Bronze, 120)]
    );
}

/// Where a name stands on the podium: the left of its text, the first time it is drawn.
fn drawn_at(r: &RecapText, name: &str) -> f64 {
    layout(r)
        .1
        .iter()
        .filter_map(text_box)
        .find(|b| b.4 == name)
        .map(|b| b.0)
        .unwrap_or_else(|| panic!("{name} drawn"))
}

/// Players tied for first read left to right in the standings' order, and two players stand
/// in the middle of the image (QA helper-59: a tie of two drew the second left of the first,
/// and the right third of the podium stood empty).
#[test]
fn a_tie_for_first_reads_left_to_right_and_two_steps_stand_in_the_middle() {
    let mut two = recap(&["Ana", "Ben"], 0);
    // Ben second: on the left of Ana, as on any podium.
    assert!(drawn_at(&two, "Ben") < drawn_at(&two, "Ana"));
    two.standings[1].0 = 1;
    assert!(drawn_at(&two, "Ana") < drawn_at(&two, "Ben"));
    // The two steps share the image's middle: as much room on each side.
    let rects: Vec<(f64, f64)> = layout(&two)
        .1
        .into_iter()
        .filter_map(|s| match s {
            Shape::Rect { x, w, tone, .. } if tone != Tone::Background && tone != Tone::Band => {
                Some((x, x + w))
            }
            _ => None,
        })
        .collect();
    assert_eq!(rects.len(), 2);
    assert!(
        (rects[0].0 - (WIDTH - rects[1].1)).abs() < 1e-9,
        "{rects:?}"
    );
    // A tie for first among more: the first two left to right, the third on the right.
    let mut three = recap(&["Ana", "Ben", "Cyd"], 0);
    for (i, rank) in [1, 1, 3].into_iter().enumerate() {
        three.standings[i].0 = rank;
    }
    let at: Vec<f64> = ["Ana", "Ben", "Cyd"].map(|n| drawn_at(&three, n)).to_vec();
    assert!(at[0] < at[1] && at[1] < at[2], "{at:?}");
}

/// The podium shows long names as the scorecard's narrow column does (their first word),
/// big enough to read; the standings below name everyone in full.
#[test]
fn the_podium_shows_long_names_by_their_first_word() {
    let full = [
        "Marie-Christine Dupont-Lefebvre",
        "Anne-Sophie de La Rochefoucauld",
        "Maximilienne",
        "Jean-Baptiste Vandenberghe",
    ];
    let (_, shapes) = layout(&recap(&full, 0));
    let size_of = |t: &str| {
        shapes.iter().find_map(|s| match s {
            Shape::Text { text, size, .. } if text == t => Some(*size),
            _ => None,
        })
    };
    for short in ["Marie-Christine", "Anne-Sophie", "Maximilienne"] {
        assert!(
            size_of(short).is_some_and(|s| s >= 30),
            "{short}: {:?}",
            size_of(short)
        );
    }
    for name in full {
        assert!(size_of(name).is_some(), "{name} in the standings");
    }
    // A single long word stays whole while it reads at half the size or more.
    let (_, shapes) = layout(&recap(&["Hildegardevonbingens", "Ana", "Ben"], 0));
    let podium_sizes: Vec<u32> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, size, .. } if text == "Hildegardevonbingens" => Some(*size),
            _ => None,
        })
        .collect();
    assert_eq!(podium_sizes.len(), 2, "podium and standings");
    assert!(podium_sizes.iter().all(|&s| s >= 20), "{podium_sizes:?}");
}

#[test]
fn long_names_are_made_smaller_to_fit_and_lines_wrap_between_words() {
    assert_eq!(fit("Ana", 40, 300.0), 40);
    let s = fit("Hildegardevonbingens", 40, 300.0);
    assert!(s < 40 && text_width("Hildegardevonbingens", s) <= 300.0);
    assert!(text_width("Hildegardevonbingens", s + 1) > 300.0);
    let lines = wrap("un deux trois quatre cinq six", 34, 250.0);
    assert!(lines.len() > 1);
    assert_eq!(lines.join(" "), "un deux trois quatre cinq six");
    for l in &lines {
        assert!(text_width(l, 34) <= 250.0 || !l.contains(' '), "{l}");
    }
}

use tarot_companion::people::{Book, PeopleEdit};
use tarot_companion::ui::state::people::people_with;

/// A change as the app makes it: every session linked first.
fn change(book: &mut Book, list: &[Session], edit: PeopleEdit) {
    *book = book.linked(
        list.iter()
            .map(|s| (s.id.as_str(), s.created, s.players.as_slice())),
    );
    book.edit(edit);
}

/// The id of the person shown as `name`.
fn id(p: &tarot_companion::ui::state::people::People, name: &str) -> PlayerId {
    p.players.iter().find(|x| x.name == name).unwrap().id
}

#[test]
fn a_merge_a_rename_and_a_group_change_the_figures_and_undo_brings_them_back() {
    let mut list = sessions();
    // Evening 3 wrote "Maxi" for Maximilienne: two entries.
    list[0].players[0] = "Maxi".into();
    let before = people(&list);
    assert_eq!(before.players.len(), 6);
    let maxi = |p: &tarot_companion::ui::state::people::People, name: &str| {
        p.players
            .iter()
            .find(|x| x.name == name)
            .map(|x| x.stats.sessions)
    };
    assert_eq!(maxi(&before, "Maximilienne"), Some(1));
    assert_eq!(maxi(&before, "Maxi"), Some(1));

    let mut edits = Book::default();
    let merge = PeopleEdit::Merge {
        from: id(&before, "Maxi"),
        into: id(&before, "Maximilienne"),
    };
    change(&mut edits, &list, merge);
    let rename = PeopleEdit::Rename {
        player: id(&before, "Jean-Pierre-Louis"),
        name: " JPL ".into(),
    };
    change(&mut edits, &list, rename);
    let merged = people_with(&list, &edits);
    // As if both sessions had said "Maximilienne": the figures of the command line.
    assert_eq!(
        merged.players,
        people(&sessions())
            .players
            .into_iter()
            .map(|mut p| {
                if p.name == "Jean-Pierre-Louis" {
                    p.name = "JPL".into();
                }
                if p.name == "Maximilienne" {
                    p.entered_as.push("Maxi".into());
                }
                p
            })
            .collect::<Vec<_>>()
    );
    // Undo takes back the rename, then the merge.
    change(&mut edits, &list, PeopleEdit::Undo);
    assert!(people_with(&list, &edits)
        .players
        .iter()
        .any(|p| p.name == "Jean-Pierre-Louis"));
    assert_eq!(maxi(&people_with(&list, &edits), "Maximilienne"), Some(2));
    change(&mut edits, &list, PeopleEdit::Undo);
    assert_eq!(people_with(&list, &edits), before);
    assert_eq!(edits.last_change(), None);

    // Two people who sat at one table are never merged.
    let merge = PeopleEdit::Merge {
        from: id(&before, "Bernadette"),
        into: id(&before, "Marie-Christine"),
    };
    change(&mut edits, &list, merge);
    assert_eq!(people_with(&list, &edits).players, before.players);
    assert_eq!(edits.last_change(), None);
}

/// The merge offered on a person's page leaves out whoever sat at one session with them (a
/// merge the book refuses: the QA pass chose one, and nothing happened, silently).
#[test]
fn only_people_who_never_sat_together_can_be_merged() {
    let mut list = sessions();
    list[0].players[0] = "Maxi".into();
    let p = people(&list);
    let (maxi, maximilienne) = (id(&p, "Maxi"), id(&p, "Maximilienne"));
    assert!(p.can_merge(maxi, maximilienne), "never at one table");
    let tablemate = list[0].players[1].clone();
    let other = id(&p, &tablemate);
    assert!(!p.can_merge(maxi, other), "{tablemate} sat with Maxi");
    assert!(!p.can_merge(maxi, maxi));
    // And the book refuses what is not offered: the figures stay.
    let mut book = Book::default();
    change(
        &mut book,
        &list,
        PeopleEdit::Merge {
            from: other,
            into: maxi,
        },
    );
    assert_eq!(people_with(&list, &book).players, p.players);
}

#[test]
fn a_group_filters_the_sessions_counted() {
    let list = sessions();
    let mut edits = Book::default();
    for s in ["evening-1", "evening-3"] {
        edits.edit(PeopleEdit::SetGroup {
            session: s.into(),
            group: "le mardi chez Paul".into(),
        });
    }
    edits.edit(PeopleEdit::SetGroup {
        session: "evening-2".into(),
        group: "Jeudi".into(),
    });
    assert_eq!(edits.groups.len(), 2);
    edits.edit(PeopleEdit::Filter(Some("le mardi chez Paul".into())));
    let p = people_with(&list, &edits);
    let marie = p
        .players
        .iter()
        .find(|x| x.name == "Marie-Christine")
        .unwrap();
    // Evenings 1 and 3: 5 + 3 hands, totals 374 and 148 (898 − 376 of evening 2... read
    // from the sessions' own scorecards).
    assert_eq!((marie.stats.sessions, marie.stats.hands), (2, 7));
    let all = people(&list);
    let marie_all = all
        .players
        .iter()
        .find(|x| x.name == "Marie-Christine")
        .unwrap();
    let evening_2 = list[1].scorecard().unwrap().totals[0];
    assert_eq!(marie.stats.total, marie_all.stats.total - evening_2);
    // The ratings are those of the group's hands alone, zero-sum again.
    assert_eq!(
        p.players.iter().map(|x| x.rating.0).sum::<i64>(),
        p.players.len() as i64 * START.0
    );
    // A session moved out of the last group of the filter clears it.
    edits.edit(PeopleEdit::SetGroup {
        session: "evening-2".into(),
        group: String::new(),
    });
    edits.edit(PeopleEdit::Filter(Some("Jeudi".into())));
    assert_eq!(edits.filter.as_deref(), Some("Jeudi"));
    assert_eq!(edits.group_of("evening-2"), None);
}

#[test]
fn a_shared_name_says_which_known_player_it_is() {
    use tarot_companion::ui::i18n::players::seat_match;
    assert_eq!(
        seat_match(Lang::Fr, "anne", Some("Anne"), &[]),
        "anne\u{a0}: Anne, déjà parmi vos joueurs"
    );
    // The same name is not said twice.
    assert_eq!(
        seat_match(Lang::Fr, "Anne", Some("Anne"), &[]),
        "Anne\u{a0}: déjà parmi vos joueurs"
    );
    assert_eq!(
        seat_match(Lang::En, "Anne", Some("Anne"), &[]),
        "Anne: already among your players"
    );
    assert_eq!(seat_match(Lang::En, "Paul", None, &[]), "Paul: new player");
    assert_eq!(
        seat_match(Lang::En, "Chloe", None, &["Chloé", "Chloë"]),
        "Chloe: new player, maybe Chloé / Chloë"
    );
}
