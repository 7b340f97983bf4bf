//! Hand entry in the order players speak: taker → contract → (partner with five) → card
//! points (keypad or the cards counted) → oudlers → bonuses (folded). A live preview shows
//! the core's score; the hand cannot be confirmed while something is missing or refused.
//!
//! Taps of a typical four-player hand: taker, contract, two digits, oudlers, confirm = 6.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::bonuses::Bonuses;
use super::card_grid::CardGrid;
use super::choice_group::ChoiceGroup;
use super::keypad::Keypad;
use super::preview::Preview;
use crate::core::cards::CardSet;
use crate::core::french::{Breakdown, Contract, Side};
use crate::core::points::Halves;
use crate::ui::hooks::use_app;
use crate::ui::i18n::{
    breakdown, colon, contract, error, hand_n, hand_summary, points, rounding, side_button, Lang, T,
};
use crate::ui::state::{
    check_draft, contract_stakes, half_points_allowed, scorecard_of, session_rules, Action,
    DraftEdit, DraftKind, Field, Problem,
};

fn missing_text(lang: Lang, f: Field) -> &'static str {
    match f {
        Field::Taker => T::MissingTaker.text(lang),
        Field::Contract => T::MissingContract.text(lang),
        Field::Partner => T::MissingPartner.text(lang),
        Field::Points | Field::Goulash => T::MissingPoints.text(lang),
        Field::Oudlers => T::MissingOudlers.text(lang),
        Field::Bonuses => T::Bonuses.text(lang),
    }
}

#[component]
pub fn EntryScreen() -> Html {
    let app = use_app();
    let lang = app.lang;
    let Some(session) = app.current() else {
        return html! {};
    };
    let Some(rules) = session_rules(session) else {
        return html! {};
    };
    let draft = &app.draft;
    let names = session.players.clone();
    let n = names.len();
    let check = check_draft(session, draft);
    let core_error = |f: Field| -> Option<AttrValue> {
        match check.problem(f) {
            Some(Problem::Core(_, k)) => Some(error(lang, k, &names).into()),
            _ => None,
        }
    };
    let edit = {
        let app = app.clone();
        Callback::from(move |e: DraftEdit| app.dispatch(Action::Draft(e)))
    };
    let pick = |f: fn(usize) -> DraftEdit| {
        let edit = edit.clone();
        Callback::from(move |i: usize| edit.emit(f(i)))
    };
    let card = scorecard_of(session);
    let index = draft.editing.unwrap_or(session.hands.len());
    let dealer = card
        .as_ref()
        .and_then(|c| c.rows.get(index).map(|r| r.dealer).or(Some(c.next_dealer)))
        .unwrap_or(0);
    let title = match draft.editing {
        Some(i) => format!("{} {}", T::EditingHand.text(lang), i + 1),
        None => hand_n(lang, index + 1),
    };
    let names_av: Vec<AttrValue> = names.iter().map(|s| AttrValue::from(s.clone())).collect();
    let contracts: Vec<Contract> = rules.multipliers.contracts().map(|(c, _)| c).collect();
    let side = if n == 2 { Side::Attack } else { draft.side };
    let points_label = if n == 2 {
        T::Points.text(lang).to_owned()
    } else {
        format!("{} ({})", T::Points.text(lang), side_button(lang, side))
    };
    let points_shown = match draft.points.parse::<Halves>() {
        Ok(p) => points(lang, p),
        Err(_) => "—".into(),
    };
    let confirm = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(Action::ConfirmHand))
    };
    let cancel = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(Action::CancelHand))
    };
    let can_confirm = check.score.is_some();
    // A keyboard types the points too: digits, "," "." or "h" for the half, Backspace.
    let onkeydown = {
        let edit = edit.clone();
        let typing = draft.kind == DraftKind::Played && !draft.counting;
        Callback::from(move |e: KeyboardEvent| {
            let in_field = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
                .is_some();
            if !typing || in_field || e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            let key = e.key();
            let edit_key = match key.as_str() {
                "Backspace" => Some(DraftEdit::Backspace),
                "," | "." | "h" | "½" => Some(DraftEdit::Key('½')),
                k if k.len() == 1 && k.chars().all(|c| c.is_ascii_digit()) => {
                    k.chars().next().map(DraftEdit::Key)
                }
                _ => None,
            };
            if let Some(k) = edit_key {
                e.prevent_default();
                edit.emit(k);
            }
        })
    };
    let missing: Vec<&str> = check
        .problems
        .iter()
        .filter_map(|p| match p {
            Problem::Missing(f) => Some(missing_text(lang, *f)),
            _ => None,
        })
        .collect();
    let preview = check.score.as_ref().map(|s| {
        let (headline, won) = match &s.breakdown {
            Breakdown::Played(b) => (hand_summary(lang, &s.breakdown, &names), Some(b.won)),
            other => (hand_summary(lang, other, &names), None),
        };
        let mut lines = breakdown(lang, &s.breakdown, &names);
        if let Some(r) = &s.rounding {
            lines.push(rounding(lang, &names[r.adjusted_seat]));
        }
        let stakes: Vec<(String, i64)> = check
            .input
            .as_ref()
            .map(|i| contract_stakes(session, i))
            .unwrap_or_default()
            .into_iter()
            .map(|(c, v)| (contract(lang, c).to_owned(), v))
            .collect();
        html! {
            <Preview lang={lang} headline={AttrValue::from(headline)} won={won} names={names.clone()}
                deltas={s.deltas.clone()} lines={lines} stakes={stakes} />
        }
    });
    let kind_group = (rules.goulash && n >= 3).then(|| {
        let kinds = [DraftKind::Played, DraftKind::Goulash];
        html! {
            <ChoiceGroup id="kind" label={T::HandKind.text(lang)} class="wide"
                options={vec![AttrValue::from(T::KindPlayed.text(lang)), AttrValue::from(T::KindGoulash.text(lang))]}
                selected={kinds.iter().position(|k| *k == draft.kind)}
                on_select={{ let edit = edit.clone(); Callback::from(move |i: usize| edit.emit(DraftEdit::Kind(kinds[i]))) }} />
        }
    });
    let body = if draft.kind == DraftKind::Goulash {
        html! {
            <fieldset class="goulash">
                <legend>{ T::GoulashPoints.text(lang) }</legend>
                { for names.iter().enumerate().map(|(i, name)| {
                    let edit = edit.clone();
                    let id = format!("goulash-{i}");
                    html! {
                        <div class="field inline">
                            <label for={id.clone()}>{ name.clone() }</label>
                            <input id={id} type="text" inputmode="decimal" autocomplete="off"
                                value={draft.goulash.get(i).cloned().unwrap_or_default()}
                                oninput={Callback::from(move |e: InputEvent| edit.emit(DraftEdit::GoulashPoints(i, e.target_unchecked_into::<HtmlInputElement>().value())))} />
                        </div>
                    }
                }) }
                if let Some(e) = core_error(Field::Goulash) {
                    <p class="field-error">{ e }</p>
                }
            </fieldset>
        }
    } else {
        let sides = [Side::Attack, Side::Defence];
        html! {
            <>
                <ChoiceGroup id="taker" label={if n == 2 { T::TwoPlayerCounted.text(lang) } else { T::Taker.text(lang) }}
                    options={names_av.clone()} selected={draft.taker} on_select={pick(DraftEdit::Taker)}
                    error={core_error(Field::Taker)} />
                if n > 2 {
                    <ChoiceGroup id="contract" label={T::Contract.text(lang)} class="wide"
                        options={contracts.iter().map(|c| AttrValue::from(contract(lang, *c))).collect::<Vec<_>>()}
                        selected={draft.contract.and_then(|c| contracts.iter().position(|x| *x == c))}
                        on_select={{ let edit = edit.clone(); let cs = contracts.clone(); Callback::from(move |i: usize| edit.emit(DraftEdit::Contract(cs[i]))) }}
                        error={core_error(Field::Contract)} />
                }
                if n == 5 {
                    <ChoiceGroup id="partner" label={T::Partner.text(lang)}
                        options={names_av.iter().enumerate().map(|(i, s)| if Some(i) == draft.taker { AttrValue::from(T::Alone.text(lang)) } else { s.clone() }).collect::<Vec<_>>()}
                        selected={draft.partner} on_select={pick(DraftEdit::Partner)}
                        error={core_error(Field::Partner)} />
                }
                <fieldset class={classes!("points", core_error(Field::Points).map(|_| "invalid"))}>
                    <legend>{ T::Points.text(lang) }</legend>
                    if n > 2 {
                        <div class="choices side-choice" role="group" aria-label={T::PointsOf.text(lang)}>
                            { for sides.iter().map(|s| {
                                let edit = edit.clone();
                                let s = *s;
                                let on = side == s;
                                html! {
                                    <button type="button" class={classes!("choice", on.then_some("on"))}
                                        aria-pressed={if on { "true" } else { "false" }}
                                        onclick={Callback::from(move |_: MouseEvent| edit.emit(DraftEdit::Side(s)))}>
                                        { side_button(lang, s) }
                                    </button>
                                }
                            }) }
                        </div>
                    }
                    <div class="points-display">
                        <output aria-label={points_label.clone()} data-testid="points">{ points_shown }</output>
                        <button type="button" class="icon" aria-label={T::ClearPoints.text(lang)}
                            onclick={{ let edit = edit.clone(); Callback::from(move |_: MouseEvent| edit.emit(DraftEdit::ClearPoints)) }}>{ "✕" }</button>
                    </div>
                    if draft.counting && n > 2 {
                        <CardGrid selected={draft.cards.unwrap_or(CardSet::EMPTY)} lang={lang} side={side}
                            on_change={{ let edit = edit.clone(); Callback::from(move |c: CardSet| edit.emit(DraftEdit::Cards(c))) }} />
                    } else {
                        <Keypad lang={lang} half={half_points_allowed(n)}
                            on_key={{ let edit = edit.clone(); Callback::from(move |c: char| edit.emit(DraftEdit::Key(c))) }}
                            on_backspace={{ let edit = edit.clone(); Callback::from(move |_| edit.emit(DraftEdit::Backspace)) }} />
                    }
                    if n > 2 {
                        <button type="button" class="link" onclick={{ let edit = edit.clone(); Callback::from(move |_: MouseEvent| edit.emit(DraftEdit::ToggleCounting)) }}>
                            { if draft.counting { T::TypePoints.text(lang) } else { T::CountCards.text(lang) } }
                        </button>
                    }
                    if let Some(e) = core_error(Field::Points) {
                        <p class="field-error">{ e }</p>
                    }
                </fieldset>
                <ChoiceGroup id="oudlers" label={if n == 2 { T::Oudlers.text(lang).to_owned() } else { format!("{} ({})", T::Oudlers.text(lang), side_button(lang, side)) }}
                    options={(0..=3).map(|o: u8| AttrValue::from(o.to_string())).collect::<Vec<_>>()}
                    selected={draft.oudlers.map(usize::from)}
                    on_select={{ let edit = edit.clone(); Callback::from(move |i: usize| edit.emit(DraftEdit::Oudlers(i as u8))) }}
                    error={core_error(Field::Oudlers)} />
                <Bonuses lang={lang} names={names.clone()} draft={draft.clone()}
                    petit_chelem={rules.petit_chelem.is_some()} misere={rules.misere.is_some()}
                    error={core_error(Field::Bonuses)} on_edit={edit.clone()} />
            </>
        }
    };
    html! {
        <section class="screen entry" aria-labelledby="entry-title" {onkeydown}>
            <h2 id="entry-title">{ title }</h2>
            <p class="meta">{ format!("{}{}{}", T::Dealer.text(lang), colon(lang), names.get(dealer).cloned().unwrap_or_default()) }</p>
            { for kind_group }
            { body }
            { for preview }
            <button type="button" class="link" onclick={{ let app = app.clone(); Callback::from(move |_: MouseEvent| app.dispatch(Action::OpenCounter)) }}>
                { super::games_labels::G::Counter.text(lang) }
            </button>
            <div class="actions sticky-actions">
                <button type="button" onclick={cancel}>{ T::Cancel.text(lang) }</button>
                <button type="button" class="primary" disabled={!can_confirm} onclick={confirm}
                    aria-describedby={(!missing.is_empty()).then_some("entry-missing")}>
                    { if draft.editing.is_some() { T::SaveEdit.text(lang) } else { T::Confirm.text(lang) } }
                </button>
            </div>
            if !missing.is_empty() {
                <p class="hint" id="entry-missing">{ missing.join(" ") }</p>
            }
        </section>
    }
}
