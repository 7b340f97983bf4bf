//! The card-point counter, for players of any Tarot game: pick a pack (78, 66, 54), a value
//! scheme and a group size — or a named preset — tap the cards of a pile, and read "N points
//! and K cards", the same figure by each of the four methods of seed 000, and the other pile.
//! Reachable from home. A hand entry has one way to count, its own "Compter les cartes",
//! whose result fills the hand (#15 item 7).

use std::rc::Rc;

use yew::prelude::*;

use super::card_grid::{card_grid, pack_groups, CardGridProps};
use super::choice_group::{choice_group, Choices};
use super::el::button;
use super::tarocchi_entry::to_indices;
use crate::core::cards::CardSet;
use crate::core::counting::{Counter, Group, Pack, ValueScheme, PRESETS};
use crate::core::french::Side;
use crate::ui::hooks::use_app;
use crate::ui::i18n::colon;
use crate::ui::i18n::games::{
    count_text, group_name, pack_name, preset_name, rounded_text, scheme_name, singly, G,
};
use crate::ui::state::Action;

/// What the counter is set to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Setup {
    pack: Pack,
    scheme: ValueScheme,
    group: Group,
}

/// Where this tab keeps the counter's setup and pile: a pile takes a while to tap, and a
/// reload (or the phone discarding the tab) finds it as it was.
const KEY: &str = "tarot-companion.counter";

/// A pile per pack, in `Pack::ALL`'s order: a pack chosen shows its own pile, and the pile of
/// the pack left is there again when it comes back (QA: a new pack emptied the pile tapped,
/// without a word).
type Piles = [CardSet; Pack::ALL.len()];

/// Where `pack` is in `Pack::ALL`: its pile's place in [`Piles`], and its number in the
/// text kept.
fn pack_at(pack: Pack) -> usize {
    Pack::ALL.iter().position(|p| *p == pack).unwrap_or(0)
}

/// The setup by its choices' positions, then each pack's pile, 78 bits as two numbers (low
/// 64, the rest): "2 1 3 1170935903116328960 0 0 0 0 0" (an older page kept the pile of the
/// pack chosen only: it is that pack's). Plain text through gloo's storage handle, so no
/// second copy of a JSON reader and writer is compiled for it.
fn restored() -> Option<(Setup, Piles)> {
    let text = crate::storage::tab()?.get_item(KEY).ok()??;
    let mut n = text.split(' ').map(|w| w.parse::<u64>().ok());
    let mut next = || n.next().flatten();
    let setup = Setup {
        pack: *Pack::ALL.get(next()? as usize)?,
        scheme: *ValueScheme::ALL.get(next()? as usize)?,
        group: *Group::ALL.get(next()? as usize)?,
    };
    let mut kept = Vec::new();
    while let Some(low) = next() {
        kept.push(CardSet::from_bits(u128::from(next()?) << 64 | u128::from(low)).ok()?);
    }
    let mut piles = [CardSet::EMPTY; Pack::ALL.len()];
    match kept.len() {
        // An older page's: the pile of the pack chosen.
        1 => piles[pack_at(setup.pack)] = kept[0],
        n if n == piles.len() => piles.copy_from_slice(&kept),
        _ => return None,
    }
    Some((setup, piles))
}

fn keep((s, piles): (Setup, Piles)) {
    let at = |i: Option<usize>| i.unwrap_or(0);
    let mut text = format!(
        "{} {} {}",
        pack_at(s.pack),
        at(ValueScheme::ALL.iter().position(|v| *v == s.scheme)),
        at(Group::ALL.iter().position(|g| *g == s.group)),
    );
    for pile in piles {
        let bits = pile.bits();
        text.push_str(&format!(" {} {}", bits as u64, (bits >> 64) as u64));
    }
    // Not kept (storage full or off): the counter still works, for this page.
    if let Some(tab) = crate::storage::tab() {
        let _ = tab.set_item(KEY, &text);
    }
}

#[component]
pub fn CounterScreen() -> Html {
    let app = use_app();
    let lang = app.lang;
    let p = PRESETS[0];
    // The setup and the piles counted, in one state (each state type is a copy of Yew's hook
    // code in the wasm).
    let state = use_state(|| {
        restored().unwrap_or((
            Setup {
                pack: p.pack,
                scheme: p.scheme,
                group: p.group,
            },
            [CardSet::EMPTY; Pack::ALL.len()],
        ))
    });
    let (s, piles) = *state;
    let pile = piles[pack_at(s.pack)];
    let set = |f: fn(Setup, usize) -> Setup| {
        let state = state.clone();
        Callback::from(move |i: usize| {
            let (setup, piles) = *state;
            let next = f(setup, i);
            keep((next, piles));
            state.set((next, piles));
        })
    };
    let counter = Counter::new(s.pack, s.scheme, s.group);
    let indices = to_indices(pile);
    let preset = PRESETS
        .iter()
        .position(|p| p.pack == s.pack && p.scheme == s.scheme && p.group == s.group);
    let figures = counter.as_ref().ok().and_then(|c| {
        let m = c.methods(&indices).ok()?;
        let other = c.count(&c.complement(&indices).ok()?).ok()?;
        Some((m, other, c.pack_total()))
    });
    let summary = figures
        .as_ref()
        .map(|(m, _, _)| count_text(lang, m.fractional));
    let back = super::el::send(&app, Action::CloseCounter);
    let line = |label: &str, text: String| {
        html! { <li><span>{ format!("{label}{}", colon(lang)) }</span><strong>{ text }</strong></li> }
    };
    html! {
        <section class="screen counter" aria-labelledby="counter-title">
            <h2 id="counter-title">{ G::Counter.text(lang) }</h2>
            { choice_group(Choices {
                id: "counter-preset",
                label: AttrValue::from(G::Preset.text(lang)),
                options: PRESETS.iter().map(|p| AttrValue::from(preset_name(p.key))).collect::<Vec<_>>(),
                selected: preset,
                on_select: set(|_, i| Setup { pack: PRESETS[i].pack, scheme: PRESETS[i].scheme, group: PRESETS[i].group }),
                error: None,
                wide: true,
            }) }
            { choice_group(Choices {
                id: "counter-pack",
                label: AttrValue::from(G::Pack.text(lang)),
                options: Pack::ALL.iter().map(|p| AttrValue::from(pack_name(lang, *p))).collect::<Vec<_>>(),
                selected: Pack::ALL.iter().position(|p| *p == s.pack),
                on_select: set(|s, i| Setup { pack: Pack::ALL[i], ..s }),
                error: None,
                wide: false,
            }) }
            { choice_group(Choices {
                id: "counter-values",
                label: AttrValue::from(G::Values.text(lang)),
                options: ValueScheme::ALL.iter().map(|v| AttrValue::from(scheme_name(lang, *v))).collect::<Vec<_>>(),
                selected: ValueScheme::ALL.iter().position(|v| *v == s.scheme),
                on_select: set(|s, i| {
                    let scheme = ValueScheme::ALL[i];
                    Setup { scheme, group: scheme.required_group().unwrap_or(s.group), ..s }
                }),
                error: None,
                wide: true,
            }) }
            { choice_group(Choices {
                id: "counter-groups",
                label: AttrValue::from(G::Groups.text(lang)),
                options: Group::ALL.iter().map(|g| AttrValue::from(group_name(lang, *g))).collect::<Vec<_>>(),
                selected: Group::ALL.iter().position(|g| *g == s.group),
                on_select: set(|s, i| Setup { group: Group::ALL[i], ..s }),
                error: counter.is_err().then(|| AttrValue::from(singly(lang, s.scheme))),
                wide: false,
            }) }
            if let Some((m, other, total)) = figures {
                { card_grid(CardGridProps {
                    selected: pile,
                    on_change: {
                        let state = state.clone();
                        Callback::from(move |c: CardSet| {
                            let (setup, mut piles) = *state;
                            piles[pack_at(setup.pack)] = c;
                            keep((setup, piles));
                            state.set((setup, piles))
                        })
                    },
                    lang,
                    side: Side::Attack,
                    on_side_change: None,
                    groups: Some(Rc::new(pack_groups(s.pack, lang))),
                    summary,
                }) }
                <section class="card methods" aria-labelledby="methods-title">
                    <h3 id="methods-title">{ G::Methods.text(lang) }</h3>
                    <ul data-testid="methods">
                        { line(G::Original.text(lang), count_text(lang, m.original)) }
                        { line(G::Fractional.text(lang), count_text(lang, m.fractional)) }
                        { line(G::Subtraction.text(lang), count_text(lang, m.subtraction)) }
                        { line(G::Valuable.text(lang), count_text(lang, m.valuable_cards)) }
                    </ul>
                    // The usual rounding of odd cards (QA: a Tarock pile was only ever "4
                    // points and 1 card", never the whole number it counts for).
                    if m.fractional.cards() > 0 {
                        <p data-testid="rounded">{ format!("{}{}{}", G::Rounded.text(lang), colon(lang), rounded_text(lang, m.fractional)) }</p>
                    }
                    <p data-testid="other-pile">{ format!("{}{}{} / {}", G::OtherPile.text(lang), colon(lang), count_text(lang, other), count_text(lang, total)) }</p>
                </section>
            }
            <div class="actions">
                { button("", back, G::Back.text(lang).into()) }
            </div>
        </section>
    }
}
