//! The card grid's cards: every card of a pack once, by its stable index, with its name in
//! both languages (src/ui/components/card_grid.rs; the tapping is in tests/web.rs).

use std::collections::BTreeSet;

use tarot_companion::core::cards::Card;
use tarot_companion::core::counting::Pack;
use tarot_companion::ui::components::card_grid::{
    card_name, french_groups, pack_groups, GridGroup,
};
use tarot_companion::ui::i18n::Lang;

#[track_caller]
fn indices(groups: &[GridGroup]) -> Vec<usize> {
    groups
        .iter()
        .flat_map(|g| g.cards.iter().map(|c| c.index))
        .collect()
}

#[track_caller]
fn every_index_once(groups: &[GridGroup], len: usize) {
    let all = indices(groups);
    assert_eq!(all.len(), len);
    let set: BTreeSet<usize> = all.iter().copied().collect();
    assert_eq!(set, (0..len).collect::<BTreeSet<_>>());
}

#[track_caller]
fn card(code: &str) -> Card {
    code.parse().unwrap()
}

#[test]
fn cards_are_named_as_players_say_them() {
    // (code, French, English)
    let cases = [
        ("HR", "Roi de cœur", "King of hearts"),
        ("SD", "Dame de pique", "Queen of spades"),
        ("DC", "Cavalier de carreau", "Knight of diamonds"),
        ("CV", "Valet de trèfle", "Jack of clubs"),
        ("H1", "As de cœur", "Ace of hearts"),
        ("C7", "7 de trèfle", "7 of clubs"),
        ("T21", "21 d'atout", "21 of trumps"),
        ("T1", "Petit (1 d'atout)", "Petit (1 of trumps)"),
        ("T12", "12 d'atout", "12 of trumps"),
        ("EX", "Excuse", "Excuse"),
    ];
    for (code, fr, en) in cases {
        assert_eq!(card_name(Lang::Fr, card(code)), fr, "{code}");
        assert_eq!(card_name(Lang::En, card(code)), en, "{code}");
    }
}

#[test]
fn the_french_grid_has_the_78_cards_by_suit() {
    for lang in [Lang::Fr, Lang::En] {
        let groups = french_groups(lang);
        every_index_once(&groups, 78);
        let sizes: Vec<usize> = groups.iter().map(|g| g.cards.len()).collect();
        assert_eq!(sizes, [22, 14, 14, 14, 14]);
        // Every card's name is the core card's name; face cards and oudlers are marked.
        for c in groups.iter().flat_map(|g| &g.cards) {
            let core = Card::from_index(c.index).unwrap();
            assert_eq!(c.name, card_name(lang, core));
            assert_eq!(c.valuable, core.is_oudler() || core.is_face(), "{}", c.name);
        }
    }
    let fr = french_groups(Lang::Fr);
    let titles: Vec<&str> = fr.iter().map(|g| g.title.as_str()).collect();
    assert_eq!(
        titles,
        ["Atouts", "♠ Pique", "♥ Cœur", "♦ Carreau", "♣ Trèfle"]
    );
    // The Excuse first, then the trumps from 1; the suits from the king down.
    let shorts = |g: &GridGroup| {
        g.cards
            .iter()
            .take(5)
            .map(|c| c.short.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(shorts(&fr[0]), ["Exc", "1", "2", "3", "4"]);
    assert_eq!(shorts(&fr[2]), ["R♥", "D♥", "C♥", "V♥", "10♥"]);
    assert!(fr[2].cards.iter().all(|c| c.red));
    assert!(fr[1].cards.iter().all(|c| !c.red));
    let en = french_groups(Lang::En);
    assert_eq!(shorts(&en[2]), ["K♥", "Q♥", "Kn♥", "J♥", "10♥"]);
}

#[test]
fn every_pack_of_the_counter_fits_the_grid() {
    // (pack, cards, group sizes, the unnumbered card)
    let cases = [
        (Pack::French78, 78, [22, 14, 14, 14, 14], "Excuse"),
        (Pack::Tarocchi66, 66, [22, 11, 11, 11, 11], "Fou"),
        (Pack::Tarock54, 54, [22, 8, 8, 8, 8], "Sküs"),
    ];
    for (pack, len, sizes, fool) in cases {
        let groups = pack_groups(pack, Lang::Fr);
        every_index_once(&groups, len);
        assert_eq!(
            groups.iter().map(|g| g.cards.len()).collect::<Vec<_>>(),
            sizes,
            "{pack:?}"
        );
        assert_eq!(groups[0].cards[0].name, fool, "{pack:?}");
        // The index is the card's position in the pack, as the games store it.
        for c in groups.iter().flat_map(|g| &g.cards) {
            assert_eq!(
                pack.card(c.index).map(|k| k.is_valuable()),
                Some(c.valuable)
            );
        }
    }
    // The unnumbered card's button: short names whole ("Fool" once read "Foo").
    let shown = |pack, lang| pack_groups(pack, lang)[0].cards[0].short.clone();
    assert_eq!(shown(Pack::Tarocchi66, Lang::En), "Fool");
    assert_eq!(shown(Pack::Tarocchi66, Lang::Fr), "Fou");
    assert_eq!(shown(Pack::Tarock54, Lang::En), "Sküs");
    assert_eq!(shown(Pack::French78, Lang::En), "Exc");
    // The Tarock and Tarocchi packs call the 1 and the 21 of trumps Pagat and Mond, the
    // French pack the Petit and the 21.
    let trump = |pack, lang, n: &str| {
        pack_groups(pack, lang)[0]
            .cards
            .iter()
            .find(|c| c.name.contains(n))
            .map(|c| c.name.clone())
    };
    assert_eq!(
        trump(Pack::Tarock54, Lang::En, "(1 ").as_deref(),
        Some("Pagat (1 of trumps)")
    );
    assert_eq!(
        trump(Pack::Tarock54, Lang::Fr, "(21 ").as_deref(),
        Some("Mond (21 d'atout)")
    );
    assert_eq!(
        trump(Pack::Tarocchi66, Lang::En, "(1 ").as_deref(),
        Some("Pagat (1 of trumps)")
    );
    assert_eq!(
        trump(Pack::French78, Lang::En, "(1 ").as_deref(),
        Some("Petit (1 of trumps)")
    );
    assert_eq!(
        trump(Pack::French78, Lang::Fr, "21 ").as_deref(),
        Some("21 d'atout")
    );
    let tarocchi = pack_groups(Pack::Tarocchi66, Lang::En);
    assert_eq!(tarocchi[0].cards[0].name, "Fool");
    assert_eq!(tarocchi[1].title, "♥ Hearts");
    let names: Vec<&str> = tarocchi[1].cards.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "King of hearts",
            "Queen of hearts",
            "Knight of hearts",
            "Jack of hearts",
            "Ace of hearts",
            "2 of hearts",
            "3 of hearts",
            "4 of hearts",
            "5 of hearts",
            "6 of hearts",
            "7 of hearts",
        ]
    );
}
