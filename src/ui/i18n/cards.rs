//! The names of the cards ("Roi de cœur", "21 of trumps"), of the suits and of a tapped
//! pile's count ("12 cartes · 40,5 points · 2 bouts"), for the card grid.

use super::numbers::{count, count_units, Noun};
use super::Lang;
use crate::core::cards::{Card, CardKind, CardSet, Suit};
use crate::core::counting::Pack;

/// A suit's names: (after "de" in French / "of" in English, the group title).
pub fn suit_name(lang: Lang, suit: Suit) -> (&'static str, &'static str) {
    match (lang, suit) {
        (Lang::Fr, Suit::Spades) => ("de pique", "Pique"),
        (Lang::Fr, Suit::Hearts) => ("de cœur", "Cœur"),
        (Lang::Fr, Suit::Diamonds) => ("de carreau", "Carreau"),
        (Lang::Fr, Suit::Clubs) => ("de trèfle", "Trèfle"),
        (Lang::En, Suit::Spades) => ("of spades", "Spades"),
        (Lang::En, Suit::Hearts) => ("of hearts", "Hearts"),
        (Lang::En, Suit::Diamonds) => ("of diamonds", "Diamonds"),
        (Lang::En, Suit::Clubs) => ("of clubs", "Clubs"),
    }
}

/// (short rank shown on the button, the rank's name).
pub fn rank_name(lang: Lang, rank: u8) -> (String, String) {
    let face = |fr: &str, en: &str, sfr: &str, sen: &str| {
        (lang.pick(sfr, sen).to_owned(), lang.pick(fr, en).to_owned())
    };
    match rank {
        14 => face("Roi", "King", "R", "K"),
        13 => face("Dame", "Queen", "D", "Q"),
        12 => face("Cavalier", "Knight", "C", "Kn"),
        11 => face("Valet", "Jack", "V", "J"),
        1 => face("As", "Ace", "1", "1"),
        n => (n.to_string(), n.to_string()),
    }
}

/// A trump's name: "Petit (1 d'atout)", "21 d'atout" / "Petit (1 of trumps)", "21 of trumps".
pub fn trump_name(lang: Lang, n: u8) -> String {
    match n {
        1 => lang
            .pick("Petit (1 d'atout)", "Petit (1 of trumps)")
            .to_owned(),
        n => format!("{n} {}", lang.pick("d'atout", "of trumps")),
    }
}

/// A trump as the players of its pack call it: the French pack's Petit, the Pagat and the Mond
/// of the Tarock and Tarocchi packs (beside their Sküs or Fool, and Tarocchi's "Pagat
/// Ultimo"): "Pagat (1 of trumps)", "Mond (21 of trumps)".
pub fn pack_trump_name(lang: Lang, pack: Pack, n: u8) -> String {
    match (pack, n) {
        (Pack::French78, _) => trump_name(lang, n),
        (_, 1 | 21) => format!(
            "{} ({n} {})",
            if n == 1 { "Pagat" } else { "Mond" },
            lang.pick("d'atout", "of trumps")
        ),
        _ => trump_name(lang, n),
    }
}

/// The unnumbered card of a pack: the Excuse, the Fool ("Fou"), the Sküs.
pub fn fool_name(lang: Lang, pack: Pack) -> &'static str {
    match pack {
        Pack::French78 => "Excuse",
        Pack::Tarocchi66 => lang.pick("Fou", "Fool"),
        Pack::Tarock54 => "Sküs",
    }
}

/// The king of a suit, as called at five: "Roi de cœur" / "King of hearts".
pub fn king_name(lang: Lang, suit: Suit) -> String {
    format!("{} {}", rank_name(lang, 14).1, suit_name(lang, suit).0)
}

/// A card's name in the language: "Roi de cœur", "21 d'atout", "Petit (1 d'atout)",
/// "Excuse"; "King of hearts", "21 of trumps", "Petit (1 of trumps)", "Excuse".
pub fn card_name(lang: Lang, card: Card) -> String {
    match card.kind() {
        CardKind::Excuse => "Excuse".to_owned(),
        CardKind::Trump(n) => trump_name(lang, n),
        CardKind::Suited { suit, rank } => {
            let (of_suit, _) = suit_name(lang, suit);
            format!("{} {of_suit}", rank_name(lang, rank).1)
        }
    }
}

/// "12 cartes · 40,5 points · 2 bouts", "1 carte · 1,5 point · 0 bout" / "1 card ·
/// 1.5 points · 0 oudlers".
pub fn pile_text(lang: Lang, cards: u32, pile: CardSet) -> String {
    let c = pile.count();
    format!(
        "{} · {} · {}",
        count(lang, cards.into(), Noun::Card),
        count_units(lang, c.points.units().into(), 2, Noun::Point),
        count(lang, c.oudlers.into(), Noun::Oudler)
    )
}
