//! The cards of a pack in a grid, grouped by suit with the trumps, to tap the captured pile:
//! each card is a toggle button, and the pile's card points and oudlers are counted by the
//! core as cards are tapped.
//!
//! The grid shows any list of cards by index ([`GridGroup`]), so the 66- and 54-card packs can
//! use it too; without `groups` it shows the 78 cards of French Tarot.

use std::rc::Rc;

use yew::prelude::*;

use super::el;
use crate::core::cards::{Card, CardKind, CardSet, Suit};
use crate::core::counting::{self, Court, Pack};
use crate::core::french::Side;
use crate::ui::i18n::{int, points, side_button, Lang};

/// One card of the grid: its stable index (the bit of the [`CardSet`]), what the button shows
/// and its accessible name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridCard {
    pub index: usize,
    /// Shown on the button: "R♥", "21", "Exc".
    pub short: String,
    /// The accessible name: "Roi de cœur" / "King of hearts".
    pub name: String,
    /// Drawn in red (hearts and diamonds).
    pub red: bool,
    /// Worth more than a half point (oudlers and face cards): marked.
    pub valuable: bool,
}

/// The cards of one suit, or the trumps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridGroup {
    /// "♥ Cœur" / "♥ Hearts".
    pub title: String,
    pub cards: Vec<GridCard>,
}

fn suit_name(lang: Lang, suit: Suit) -> (&'static str, &'static str) {
    // (name after "de" in French / "of" in English, the group title)
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
fn rank_name(lang: Lang, rank: u8) -> (String, String) {
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

/// A card's name in the language: "Roi de cœur", "21 d'atout", "Petit (1 d'atout)",
/// "Excuse"; "King of hearts", "21 of trumps", "Petit (1 of trumps)", "Excuse".
pub fn card_name(lang: Lang, card: Card) -> String {
    match card.kind() {
        CardKind::Excuse => "Excuse".to_owned(),
        CardKind::Trump(1) => lang
            .pick("Petit (1 d'atout)", "Petit (1 of trumps)")
            .to_owned(),
        CardKind::Trump(n) => format!("{n} {}", lang.pick("d'atout", "of trumps")),
        CardKind::Suited { suit, rank } => {
            let (of_suit, _) = suit_name(lang, suit);
            format!("{} {of_suit}", rank_name(lang, rank).1)
        }
    }
}

/// The 78 cards of French Tarot in five groups: the trumps with the Excuse first, then each
/// suit from the king down (players tap the face cards first).
pub fn french_groups(lang: Lang) -> Vec<GridGroup> {
    let grid_card = |card: Card, short: String| GridCard {
        index: card.index(),
        short,
        name: card_name(lang, card),
        red: matches!(
            card.kind(),
            CardKind::Suited {
                suit: Suit::Hearts | Suit::Diamonds,
                ..
            }
        ),
        valuable: card.is_oudler() || card.is_face(),
    };
    let mut trumps = vec![grid_card(Card::EXCUSE, lang.pick("Exc", "Exc").to_owned())];
    trumps.extend((1..=21).filter_map(Card::trump).map(|c| match c.kind() {
        CardKind::Trump(n) => grid_card(c, n.to_string()),
        _ => unreachable!("a trump"),
    }));
    let mut groups = vec![GridGroup {
        title: lang.pick("Atouts", "Trumps").to_owned(),
        cards: trumps,
    }];
    for suit in Suit::ALL {
        let cards = (1..=14)
            .rev()
            .filter_map(|rank| Card::suited(suit, rank))
            .map(|c| match c.kind() {
                CardKind::Suited { rank, .. } => {
                    grid_card(c, format!("{}{}", rank_name(lang, rank).0, suit.symbol()))
                }
                _ => unreachable!("a suited card"),
            })
            .collect();
        groups.push(GridGroup {
            title: format!("{} {}", suit.symbol(), suit_name(lang, suit).1),
            cards,
        });
    }
    groups
}

/// The suits of the counter's packs, in their names: (after "de"/"of", title, symbol).
fn pack_suit(lang: Lang, suit: counting::Suit) -> (&'static str, &'static str, char) {
    let s = match suit {
        counting::Suit::Hearts => Suit::Hearts,
        counting::Suit::Diamonds => Suit::Diamonds,
        counting::Suit::Clubs => Suit::Clubs,
        counting::Suit::Spades => Suit::Spades,
    };
    let (of_suit, title) = suit_name(lang, s);
    (of_suit, title, s.symbol())
}

/// The cards of any pack of the counter (78, 66 or 54 cards) in five groups: the trumps with
/// the unnumbered card first, then each suit as the pack lists it. A card's index is its
/// position in [`Pack::cards`], which the games store; count the tapped indices with the
/// games' `Counter` and pass the text as the grid's `summary`.
pub fn pack_groups(pack: Pack, lang: Lang) -> Vec<GridGroup> {
    let fool = match pack {
        Pack::French78 => "Excuse",
        Pack::Tarocchi66 => lang.pick("Fou", "Fool"),
        Pack::Tarock54 => "Sküs",
    };
    let mut trumps = GridGroup {
        title: lang.pick("Atouts", "Trumps").to_owned(),
        cards: Vec::new(),
    };
    let mut suits: Vec<(counting::Suit, GridGroup)> = Vec::new();
    for (index, card) in pack.cards().into_iter().enumerate() {
        let (group, short, name, red) = match card {
            counting::Card::Fool => (None, fool.chars().take(3).collect(), fool.to_owned(), false),
            counting::Card::Trump(n) => (
                None,
                n.to_string(),
                match (n, lang) {
                    (1, _) => lang
                        .pick("Petit (1 d'atout)", "Petit (1 of trumps)")
                        .to_owned(),
                    (_, Lang::Fr) => format!("{n} d'atout"),
                    (_, Lang::En) => format!("{n} of trumps"),
                },
                false,
            ),
            counting::Card::Court(suit, court) => {
                let rank = match court {
                    Court::King => 14,
                    Court::Queen => 13,
                    Court::Cavalier => 12,
                    Court::Jack => 11,
                };
                let (of_suit, _, symbol) = pack_suit(lang, suit);
                let (short, name) = rank_name(lang, rank);
                (
                    Some(suit),
                    format!("{short}{symbol}"),
                    format!("{name} {of_suit}"),
                    suit.is_red(),
                )
            }
            counting::Card::Numeral(suit, n) => {
                let (of_suit, _, symbol) = pack_suit(lang, suit);
                let (short, name) = rank_name(lang, n);
                (
                    Some(suit),
                    format!("{short}{symbol}"),
                    format!("{name} {of_suit}"),
                    suit.is_red(),
                )
            }
        };
        let grid_card = GridCard {
            index,
            short,
            name,
            red,
            valuable: card.is_valuable(),
        };
        match group {
            None => trumps.cards.push(grid_card),
            Some(suit) => match suits.iter_mut().find(|(s, _)| *s == suit) {
                Some((_, g)) => g.cards.push(grid_card),
                None => {
                    let (_, title, symbol) = pack_suit(lang, suit);
                    suits.push((
                        suit,
                        GridGroup {
                            title: format!("{symbol} {title}"),
                            cards: vec![grid_card],
                        },
                    ));
                }
            },
        }
    }
    std::iter::once(trumps)
        .chain(suits.into_iter().map(|(_, g)| g))
        .collect()
}

#[derive(PartialEq, Clone)]
pub struct CardGridProps {
    /// The tapped cards.
    pub selected: CardSet,
    /// Called with the new set on every tap (and with the empty set on "clear").
    pub on_change: Callback<CardSet>,
    pub lang: Lang,
    /// Whose pile is being tapped: the attack's (default) or the defence's.
    pub side: Side,
    /// When set, the grid shows a "these are the defence's cards" toggle and calls this with
    /// the new side.
    pub on_side_change: Option<Callback<Side>>,
    /// Another pack's cards; the 78 cards of French Tarot when `None`.
    pub groups: Option<Rc<Vec<GridGroup>>>,
    /// The count to show for another pack (made by the games' counter); `None` with the
    /// French pack, which the grid counts with `CardSet::count`.
    pub summary: Option<String>,
}

/// "Attaque : " (with a no-break space before the colon in French) / "Attack: ".
fn with_colon(lang: Lang, label: &str) -> String {
    format!("{label}{}", lang.pick("\u{a0}: ", ": "))
}

/// "12 cartes · 40,5 points · 2 bouts".
fn pile_text(lang: Lang, cards: u32, pile: CardSet) -> String {
    let count = pile.count();
    let n = int(lang, i64::from(cards));
    let p = points(lang, count.points);
    let o = int(lang, i64::from(count.oudlers));
    match lang {
        Lang::Fr => format!(
            "{n} carte{} · {p} points · {o} bout{}",
            if cards > 1 { "s" } else { "" },
            if count.oudlers > 1 { "s" } else { "" }
        ),
        Lang::En => format!(
            "{n} card{} · {p} points · {o} oudler{}",
            if cards == 1 { "" } else { "s" },
            if count.oudlers == 1 { "" } else { "s" }
        ),
    }
}

/// The grid: a plain function (it has no hooks), which the screens call with every prop.
#[inline(never)]
pub fn card_grid(props: CardGridProps) -> Html {
    let props = &props;
    let CardGridProps {
        selected,
        on_change,
        lang,
        side,
        on_side_change,
        groups,
        summary,
    } = props;
    let (lang, selected, side) = (*lang, *selected, *side);
    let french;
    let groups: &[GridGroup] = match groups {
        Some(g) => g,
        None => {
            french = french_groups(lang);
            &french
        }
    };

    let summary = match summary {
        Some(text) => html! { <p class="card-grid__count">{ text.clone() }</p> },
        None => {
            let tapped = pile_text(lang, selected.len(), selected);
            let attack = (side == Side::Defence).then(|| {
                let attack = selected.complement();
                html! {
                    <p class="card-grid__count card-grid__count--attack">
                        { with_colon(lang, side_button(lang, Side::Attack)) }
                        { pile_text(lang, attack.len(), attack) }
                    </p>
                }
            });
            html! {
                <>
                    <p class="card-grid__count">
                        { with_colon(lang, side_button(lang, side)) }
                        { tapped }
                    </p>
                    { for attack }
                </>
            }
        }
    };

    let side_toggle = on_side_change.as_ref().map(|cb| {
        let cb = cb.clone();
        let defence = side == Side::Defence;
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(side.other()));
        el::Button {
            class: "card-grid__side",
            pressed: Some(defence),
            ..el::Button::default()
        }
        .view(
            onclick,
            lang.pick(
                "Ce sont les cartes de la défense",
                "These are the defence's cards",
            )
            .into(),
        )
    });

    let clear = {
        let on_change = on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(CardSet::EMPTY))
    };

    let sections = groups.iter().map(|group| {
        let buttons = group.cards.iter().filter_map(|c| {
            let card = Card::from_index(c.index).ok()?;
            let pressed = selected.contains(card);
            let onclick = {
                let on_change = on_change.clone();
                Callback::from(move |_: MouseEvent| {
                    let mut next = selected;
                    next.toggle(card);
                    on_change.emit(next);
                })
            };
            let class = match (c.red, c.valuable) {
                (false, false) => "card-grid__card",
                (true, false) => "card-grid__card card-grid__card--red",
                (false, true) => "card-grid__card card-grid__card--valuable",
                (true, true) => "card-grid__card card-grid__card--red card-grid__card--valuable",
            };
            Some(html! {
                <button key={c.index} type="button" {class} aria-pressed={el::pressed(pressed)}
                    data-card={c.index.to_string()} {onclick}>
                    // The name is the button's text, so voice control and screen readers
                    // agree; the short label is what the eye reads.
                    <span aria-hidden="true">{ c.short.clone() }</span>
                    <span class="visually-hidden">{ c.name.clone() }</span>
                </button>
            })
        });
        html! {
            <fieldset key={group.title.clone()} class="card-grid__group">
                <legend>{ group.title.clone() }</legend>
                <div class="card-grid__cards">{ for buttons }</div>
            </fieldset>
        }
    });

    html! {
        <div class="card-grid">
            <div class="card-grid__bar" role="status">
                { summary }
            </div>
            <div class="card-grid__actions">
                { for side_toggle }
                { el::Button { class: "card-grid__clear", disabled: selected.is_empty(), ..el::Button::default() }
                    .view(clear, lang.pick("Effacer les cartes", "Clear the cards").into()) }
            </div>
            <div class="card-grid__groups">{ for sections }</div>
        </div>
    }
}
