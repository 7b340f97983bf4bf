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
pub use crate::ui::i18n::cards::card_name;
use crate::ui::i18n::cards::{fool_name, pack_trump_name, pile_text, rank_name, suit_name};
use crate::ui::i18n::{colon, side_button, Lang, T};

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
    let mut trumps = vec![grid_card(Card::EXCUSE, "Exc".to_owned())];
    trumps.extend((1..=21).filter_map(Card::trump).map(|c| match c.kind() {
        CardKind::Trump(n) => grid_card(c, n.to_string()),
        _ => unreachable!("a trump"),
    }));
    let mut groups = vec![GridGroup {
        title: T::Trumps.text(lang).to_owned(),
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
    let fool = fool_name(lang, pack);
    let mut trumps = GridGroup {
        title: T::Trumps.text(lang).to_owned(),
        cards: Vec::new(),
    };
    let mut suits: Vec<(counting::Suit, GridGroup)> = Vec::new();
    for (index, card) in pack.cards().into_iter().enumerate() {
        let (group, short, name, red) = match card {
            // "Exc"; "Fou", "Fool", "Sküs" whole (cut, "Fool" read "Foo").
            counting::Card::Fool => {
                let short = match fool.chars().count() {
                    0..=4 => fool.to_owned(),
                    _ => fool.chars().take(3).collect(),
                };
                (None, short, fool.to_owned(), false)
            }
            counting::Card::Trump(n) => {
                (None, n.to_string(), pack_trump_name(lang, pack, n), false)
            }
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
                        { format!("{}{}", side_button(lang, Side::Attack), colon(lang)) }
                        { pile_text(lang, attack.len(), attack) }
                    </p>
                }
            });
            html! {
                <>
                    <p class="card-grid__count">
                        { format!("{}{}", side_button(lang, side), colon(lang)) }
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
        .view(onclick, T::DefenceCards.text(lang).into())
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
                    // A word ("Sküs", "Fool") a little smaller, to stay on one line.
                    <span aria-hidden="true" class={(c.short.chars().count() > 3).then_some("card-grid__word")}>{ c.short.clone() }</span>
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
                    .view(clear, T::ClearCards.text(lang).into()) }
            </div>
            <div class="card-grid__groups">{ for sections }</div>
        </div>
    }
}
