//! The bonuses of a hand, folded by default: Petit au bout and its side, poignées per player
//! and level, chelem announced and made by whom, petit chelem and misères when the rules have
//! them. Two players: who took the Petit au bout.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::core::french::{MisereKind, PoigneeLevel, Side};
use crate::ui::i18n::{colon, misere_kind, poignee_level, side_button, Lang, T};
use crate::ui::state::{Draft, DraftEdit};

#[derive(Properties, PartialEq, Clone)]
pub struct BonusesProps {
    pub lang: Lang,
    pub names: Vec<String>,
    pub draft: Draft,
    pub petit_chelem: bool,
    pub misere: bool,
    /// Why the core refuses a bonus, shown in the section.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    pub on_edit: Callback<DraftEdit>,
}

const LEVELS: [PoigneeLevel; 3] = [
    PoigneeLevel::Simple,
    PoigneeLevel::Double,
    PoigneeLevel::Triple,
];

#[component]
pub fn Bonuses(props: &BonusesProps) -> Html {
    let lang = props.lang;
    let d = &props.draft;
    let open = d.bonuses_open || props.error.is_some();
    let toggle = {
        let cb = props.on_edit.clone();
        Callback::from(move |_: MouseEvent| cb.emit(DraftEdit::ToggleBonuses))
    };
    let edit = |e: DraftEdit| {
        let cb = props.on_edit.clone();
        Callback::from(move |_: MouseEvent| cb.emit(e.clone()))
    };
    let two = props.names.len() == 2;
    let pressed = |b: bool| if b { "true" } else { "false" };
    let side_choice = |label: &str, current: Option<Side>, make: fn(Option<Side>) -> DraftEdit| {
        let opts = [
            (None, T::NoOne.text(lang)),
            (Some(Side::Attack), side_button(lang, Side::Attack)),
            (Some(Side::Defence), side_button(lang, Side::Defence)),
        ];
        html! {
            <fieldset class="choice-group">
                <legend>{ label.to_owned() }</legend>
                <div class="choices three">
                    { for opts.into_iter().map(|(v, l)| html! {
                        <button type="button" class={classes!("choice", (current == v).then_some("on"))}
                            aria-pressed={pressed(current == v)} onclick={edit(make(v))}>{ l }</button>
                    }) }
                </div>
            </fieldset>
        }
    };
    html! {
        <section class="bonuses">
            <button type="button" class="fold" aria-expanded={pressed(open)} aria-controls="bonuses-body" onclick={toggle}>
                { T::Bonuses.text(lang) }<span aria-hidden="true">{ if open { " ▴" } else { " ▾" } }</span>
            </button>
            if open {
                <div id="bonuses-body" class="bonuses-body">
                    if two {
                        <fieldset class="choice-group">
                            <legend>{ T::PetitAuBout.text(lang) }</legend>
                            <div class="choices three">
                                <button type="button" class={classes!("choice", d.petit_au_bout_seat.is_none().then_some("on"))}
                                    aria-pressed={pressed(d.petit_au_bout_seat.is_none())} onclick={edit(DraftEdit::PetitAuBoutSeat(None))}>{ T::NoOne.text(lang) }</button>
                                { for props.names.iter().enumerate().map(|(i, n)| html! {
                                    <button type="button" class={classes!("choice", (d.petit_au_bout_seat == Some(i)).then_some("on"))}
                                        aria-pressed={pressed(d.petit_au_bout_seat == Some(i))} onclick={edit(DraftEdit::PetitAuBoutSeat(Some(i)))}>{ n.clone() }</button>
                                }) }
                            </div>
                        </fieldset>
                    } else {
                        { side_choice(T::PetitAuBout.text(lang), d.petit_au_bout, DraftEdit::PetitAuBout) }
                        <fieldset class="poignees">
                            <legend>{ T::Poignees.text(lang) }</legend>
                            { for props.names.iter().enumerate().map(|(i, n)| {
                                let cb = props.on_edit.clone();
                                let current = d.poignees.iter().find(|p| p.seat == i).map(|p| p.level);
                                let onchange = Callback::from(move |e: Event| {
                                    let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                                    let level = v.parse::<usize>().ok().and_then(|k| LEVELS.get(k).copied());
                                    cb.emit(DraftEdit::Poignee(i, level));
                                });
                                let id = format!("poignee-{i}");
                                html! {
                                    <div class="field inline">
                                        <label for={id.clone()}>{ n.clone() }</label>
                                        <select id={id} {onchange}>
                                            <option value="" selected={current.is_none()}>{ "—" }</option>
                                            { for LEVELS.iter().enumerate().map(|(k, l)| html! {
                                                <option value={k.to_string()} selected={current == Some(*l)}>{ poignee_level(lang, *l) }</option>
                                            }) }
                                        </select>
                                    </div>
                                }
                            }) }
                        </fieldset>
                        <fieldset class="chelem">
                            <legend>{ T::Chelem.text(lang) }</legend>
                            <label class="check">
                                <input type="checkbox" checked={d.slam.announced}
                                    onchange={{ let cb = props.on_edit.clone(); Callback::from(move |e: Event| cb.emit(DraftEdit::SlamAnnounced(e.target_unchecked_into::<HtmlInputElement>().checked()))) }} />
                                { T::ChelemAnnounced.text(lang) }
                            </label>
                            { side_choice(T::ChelemMadeBy.text(lang), d.slam.made_by, DraftEdit::SlamMadeBy) }
                        </fieldset>
                        if props.petit_chelem {
                            <fieldset class="chelem">
                                <legend>{ T::PetitChelem.text(lang) }</legend>
                                <label class="check">
                                    <input type="checkbox" checked={d.petit_slam.announced}
                                        onchange={{ let cb = props.on_edit.clone(); Callback::from(move |e: Event| cb.emit(DraftEdit::PetitSlamAnnounced(e.target_unchecked_into::<HtmlInputElement>().checked()))) }} />
                                    { format!("{} {}", T::PetitChelem.text(lang), T::Announced.text(lang)) }
                                </label>
                                <label class="check">
                                    <input type="checkbox" checked={d.petit_slam.made}
                                        onchange={{ let cb = props.on_edit.clone(); Callback::from(move |e: Event| cb.emit(DraftEdit::PetitSlamMade(e.target_unchecked_into::<HtmlInputElement>().checked()))) }} />
                                    { T::PetitChelemMade.text(lang) }
                                </label>
                            </fieldset>
                        }
                        if props.misere {
                            <fieldset class="miseres">
                                <legend>{ T::Misere.text(lang) }</legend>
                                { for props.names.iter().enumerate().flat_map(|(i, n)| [MisereKind::Trumps, MisereKind::Honours].map(|k| {
                                    let on = d.miseres.iter().any(|m| m.seat == i && m.kind == k);
                                    let cb = props.on_edit.clone();
                                    html! {
                                        <label class="check">
                                            <input type="checkbox" checked={on}
                                                onchange={Callback::from(move |e: Event| cb.emit(DraftEdit::Misere(i, k, e.target_unchecked_into::<HtmlInputElement>().checked())))} />
                                            { format!("{n}{}{}", colon(lang), misere_kind(lang, k)) }
                                        </label>
                                    }
                                })) }
                            </fieldset>
                        }
                    }
                    if let Some(e) = &props.error {
                        <p class="field-error">{ e.clone() }</p>
                    }
                </div>
            }
        </section>
    }
}
