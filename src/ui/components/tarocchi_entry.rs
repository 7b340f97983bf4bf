//! The fields of a Tarocchi hand, in the order players speak: declarer → bid → the
//! declarer's card points (whole points and odd cards on the keypad, or the pile tapped on the
//! 66-card grid) → slam made → Pagat Ultimo, and the live preview of the core's score.

use std::rc::Rc;

use yew::prelude::*;

use super::card_grid::{card_grid, pack_groups, CardGridProps};
use super::choice_group::{choice_group, Choices};
use super::el::{button, emit_on_click, field_error};
use super::keypad::{keypad, KeypadProps};
use super::preview::{preview, PreviewProps};
use crate::core::cards::{Card, CardSet};
use crate::core::counting::{Count, Group, Pack};
use crate::core::french::Side;
use crate::core::tarocchi::{counter, TarocchiBid, TarocchiError, TarocchiScore, Ultimo};
use crate::ui::games_state::{GameDraft, GameEdit};
use crate::ui::i18n::games::{
    bid_name, count_text, tarocchi_error, tarocchi_headline, tarocchi_lines, ultimo_name, G,
};
use crate::ui::i18n::{Lang, T};

/// The tapped indices as the grid's set (the grid keys its buttons by index).
pub fn to_set(indices: &[usize]) -> CardSet {
    CardSet::from_cards(indices.iter().filter_map(|&i| Card::from_index(i).ok()))
        .unwrap_or(CardSet::EMPTY)
}

/// The grid's set as indices of the pack.
pub fn to_indices(set: CardSet) -> Vec<usize> {
    set.iter().map(Card::index).collect()
}

/// What the Tarocchi fields show. A plain function of these, not a component.
pub struct TarocchiEntryProps<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub draft: &'a GameDraft,
    /// The core's score of the draft, or why it refuses it; `None` while incomplete.
    pub check: Option<Result<TarocchiScore, TarocchiError>>,
    pub on_edit: Callback<GameEdit>,
    /// See `PreviewProps::how`.
    pub how: &'a UseStateHandle<bool>,
}

#[inline(never)]
pub fn tarocchi_entry(props: TarocchiEntryProps<'_>) -> Html {
    let lang = props.lang;
    let d = props.draft;
    let names = props.names;
    let edit = props.on_edit.clone();
    let on = |f: fn(usize) -> GameEdit| edit.reform(f);
    let check = &props.check;
    // The core's word on the hand; else a key the points refused, until the next edit.
    let error = match check {
        Some(Err(e)) => Some(AttrValue::from(tarocchi_error(lang, e))),
        _ => d.refused.then(|| T::TwoDigits.text(lang).into()),
    };
    // Confirm tapped: a choice still missing says so beside it.
    let wanted = |missing: bool, text: G| (d.asked && missing).then(|| text.text(lang).into());
    let preview = match (check, d.declarer, d.bid) {
        (Some(Ok(s)), Some(seat), Some(bid)) => preview(PreviewProps {
            lang,
            headline: tarocchi_headline(lang, &names[seat], bid, s).into(),
            won: Some(s.won),
            names,
            deltas: &s.deltas,
            lines: tarocchi_lines(lang, s),
            stakes: Vec::new(),
            how: props.how,
        }),
        _ => html! {},
    };
    let typed = Count::from_units(
        d.points.parse::<i64>().unwrap_or(0) * 3 + i64::from(d.cards),
        Group::Threes,
    );
    let tapped = d.tapped.clone().unwrap_or_default();
    let tapped_count = counter().count(&tapped).ok().map(|c| count_text(lang, c));
    let shown = match &d.tapped {
        Some(_) => tapped_count.clone().unwrap_or_default(),
        None if d.points.is_empty() || d.counting => "—".to_owned(),
        None => count_text(lang, typed),
    };
    html! {
        <>
            { choice_group(Choices {
                id: "declarer",
                label: AttrValue::from(G::Declarer.text(lang)),
                options: names.iter().map(|n| AttrValue::from(n.clone())).collect::<Vec<_>>(),
                selected: d.declarer,
                on_select: on(GameEdit::Declarer),
                error: wanted(d.declarer.is_none(), G::MissingDeclarer),
                wide: false,
            }) }
            { choice_group(Choices {
                id: "bid",
                label: AttrValue::from(G::Bid.text(lang)),
                options: TarocchiBid::ALL.iter().map(|b| AttrValue::from(bid_name(lang, *b))).collect::<Vec<_>>(),
                selected: d.bid.and_then(|b| TarocchiBid::ALL.iter().position(|x| *x == b)),
                on_select: on(|i| GameEdit::Bid(TarocchiBid::ALL[i])),
                error: wanted(d.bid.is_none(), G::MissingBid),
                wide: true,
            }) }
            <fieldset class={if error.is_some() { "points invalid" } else { "points" }}>
                <legend>{ G::CardPoints.text(lang) }</legend>
                <div class="points-display">
                    <output aria-label={G::CardPoints.text(lang)} data-testid="points">{ shown }</output>
                </div>
                if d.counting {
                    { card_grid(CardGridProps {
                        selected: to_set(&tapped),
                        on_change: edit.reform(|s: CardSet| GameEdit::Tapped(to_indices(s))),
                        lang,
                        side: Side::Attack,
                        on_side_change: None,
                        groups: Some(Rc::new(pack_groups(Pack::Tarocchi66, lang))),
                        summary: tapped_count,
                    }) }
                } else {
                    { keypad(KeypadProps {
                        lang,
                        half: false,
                        on_key: edit.reform(GameEdit::Key),
                        on_backspace: edit.reform(|()| GameEdit::Backspace),
                    }) }
                    { choice_group(Choices {
                        id: "odd-cards",
                        label: AttrValue::from(G::OddCards.text(lang)),
                        options: vec![AttrValue::from("0"), AttrValue::from("1"), AttrValue::from("2")],
                        selected: Some(usize::from(d.cards)),
                        on_select: on(|i| GameEdit::OddCards(i as u8)),
                        error: None,
                        wide: false,
                    }) }
                }
                { button("link", emit_on_click(&edit, GameEdit::ToggleCounting),
                    if d.counting { T::TypePoints.text(lang) } else { T::CountCards.text(lang) }.into()) }
                if let Some(e) = error {
                    { field_error("tarocchi-error", e) }
                }
            </fieldset>
            if d.bid == Some(TarocchiBid::Slam) {
                { choice_group(Choices {
                    id: "slam-made",
                    label: AttrValue::from(G::SlamMade.text(lang)),
                    options: vec![AttrValue::from(G::Made.text(lang)), AttrValue::from(G::Failed.text(lang))],
                    selected: d.slam_won.map(|w| usize::from(!w)),
                    on_select: on(|i| GameEdit::SlamWon(i == 0)),
                    error: None,
                    wide: false,
                }) }
            }
            { choice_group(Choices {
                id: "ultimo",
                label: AttrValue::from(G::Ultimo.text(lang)),
                options: Ultimo::ALL.iter().map(|u| AttrValue::from(ultimo_name(lang, *u))).collect::<Vec<_>>(),
                selected: Ultimo::ALL.iter().position(|u| *u == d.ultimo),
                on_select: on(|i| GameEdit::Ultimo(Ultimo::ALL[i])),
                error: None,
                wide: true,
            }) }
            { preview }
        </>
    }
}
