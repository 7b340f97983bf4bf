//! The bonuses of a hand, folded by default: Petit au bout and its side, poignées per player
//! and level, chelem announced and made by whom, petit chelem and misères when the rules have
//! them. Two players: who took the Petit au bout.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::choice_group::{choice_group, Choices};
use super::el::{check, choice, emit_on_click, field_error, pressed};
use crate::core::error::ErrorKind;
use crate::core::french::{MisereKind, PoigneeLevel, Side};
use crate::ui::i18n::{colon, misere_kind, poignee_level, side_button, Lang, T};
use crate::ui::state::{Draft, DraftEdit};

/// What the bonuses section shows. A plain function of these, not a component: the entry
/// screen calls it in its markup.
pub struct BonusesProps<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub draft: &'a Draft,
    pub petit_chelem: bool,
    pub misere: bool,
    /// Why the core refuses a bonus, shown in the section.
    pub error: Option<AttrValue>,
    /// Where the error is said: under the field it is about ([`place`]).
    pub error_at: Place,
    pub on_edit: &'a Callback<DraftEdit>,
}

/// The id of the bonuses' error (wherever it is said), for the fields and the button it
/// describes.
pub const BONUSES_ERROR: &str = "bonuses-error";

/// The field of the panel a refused bonus is about, under which it is said.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    PetitAuBout,
    Poignees,
    Slam,
    PetitSlam,
    /// Anything else (a misère): at the end of the panel.
    End,
}

/// Where the core's refusal of a bonus is said (QA helper-60: a Petit au bout refused was said
/// at the end of the panel, a screen below the choice, after ten misères).
pub fn place(kind: &ErrorKind) -> Place {
    use ErrorKind as K;
    match kind {
        k if k.is_poignee() => Place::Poignees,
        K::PetitAuBoutWithoutTricks { .. }
        | K::PetitAuBoutWithoutOudler { .. }
        | K::PetitAuBoutSeatWithoutOudler { .. } => Place::PetitAuBout,
        K::SlamPoints { .. } => Place::Slam,
        K::PetitSlamPoints { .. } | K::PetitChelemTricks { .. } | K::SlamAndPetitSlam => {
            Place::PetitSlam
        }
        _ => Place::End,
    }
}

const LEVELS: [PoigneeLevel; 3] = [
    PoigneeLevel::Simple,
    PoigneeLevel::Double,
    PoigneeLevel::Triple,
];

/// A check box that sends `make(checked)`.
fn edit_check(
    on_edit: &Callback<DraftEdit>,
    on: bool,
    make: fn(bool) -> DraftEdit,
    label: Html,
) -> Html {
    check(on, on_edit.reform(make), label)
}

#[inline(never)]
pub fn bonuses(props: BonusesProps<'_>) -> Html {
    let lang = props.lang;
    let d = props.draft;
    let on_edit = props.on_edit;
    let open = d.bonuses_open || props.error.is_some();
    let two = props.names.len() == 2;
    // Where the error is said: two players have the Petit au bout alone, and a place that is
    // not drawn is the panel's end.
    let place = match props.error_at {
        Place::PetitAuBout => Place::PetitAuBout,
        _ if two => Place::End,
        Place::PetitSlam if !props.petit_chelem => Place::End,
        p => p,
    };
    let at = |p: Place| props.error.clone().filter(|_| place == p);
    // The handfuls refused: each of their fields is invalid, described by the error.
    let poignee_error = at(Place::Poignees).is_some();
    // The petit slam refused: its group is described by the error (QA helper-62).
    let petit_slam_error = at(Place::PetitSlam).is_some();
    let edit = |e: DraftEdit| emit_on_click(on_edit, e);
    let side_choice = |label: &'static str,
                       current: Option<Side>,
                       make: fn(Option<Side>) -> DraftEdit,
                       error: Option<AttrValue>| {
        let opts = [
            (None, T::NoOne.text(lang)),
            (Some(Side::Attack), side_button(lang, Side::Attack)),
            (Some(Side::Defence), side_button(lang, Side::Defence)),
        ];
        html! {
            <fieldset class={if error.is_some() { "choice-group invalid" } else { "choice-group" }}
                aria-describedby={error.is_some().then_some(BONUSES_ERROR)}>
                <legend>{ label }</legend>
                <div class="choices three">
                    { for opts.into_iter().map(|(v, l)| choice(current == v, edit(make(v)), l.into())) }
                </div>
                if let Some(e) = error {
                    { field_error(BONUSES_ERROR, e) }
                }
            </fieldset>
        }
    };
    html! {
        <section class="bonuses">
            <button type="button" class="fold" aria-expanded={pressed(open)} aria-controls="bonuses-body" onclick={edit(DraftEdit::ToggleBonuses)}>
                { T::Bonuses.text(lang) }<span aria-hidden="true">{ if open { " ▴" } else { " ▾" } }</span>
            </button>
            if open {
                <div id="bonuses-body" class="bonuses-body">
                    if two {
                        // The shared group, as wide as the taker's buttons: a long name broke
                        // in the middle of its words in three columns (QA: "Hildegarde /
                        // vonbingen / s").
                        // Its error is the bonuses' ("bonuses" + "-error": `BONUSES_ERROR`),
                        // said in the group, which it describes (QA helper-62: said under
                        // it, but not linked).
                        { choice_group(Choices {
                            id: "bonuses",
                            label: T::PetitAuBout.text(lang).into(),
                            options: std::iter::once(AttrValue::from(T::NoOne.text(lang)))
                                .chain(props.names.iter().map(|n| AttrValue::from(n.clone())))
                                .collect(),
                            selected: Some(d.petit_au_bout_seat.map_or(0, |s| s + 1)),
                            on_select: on_edit.reform(|i: usize| DraftEdit::PetitAuBoutSeat(i.checked_sub(1))),
                            error: at(Place::PetitAuBout),
                            wide: false,
                        }) }
                    } else {
                        { side_choice(T::PetitAuBout.text(lang), d.petit_au_bout, DraftEdit::PetitAuBout, at(Place::PetitAuBout)) }
                        <fieldset class="poignees">
                            <legend>{ T::Poignees.text(lang) }</legend>
                            { for props.names.iter().enumerate().map(|(i, n)| {
                                let current = d.poignees.iter().find(|p| p.seat == i).map(|p| p.level);
                                let onchange = on_edit.reform(move |e: Event| {
                                    let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                                    let level = v.parse::<usize>().ok().and_then(|k| LEVELS.get(k).copied());
                                    DraftEdit::Poignee(i, level)
                                });
                                let id = format!("poignee-{i}");
                                html! {
                                    <div class="field inline">
                                        // Named by what it chooses too, which the legend
                                        // says for the eye (QA helper-58: getByLabel(/poignée/)
                                        // found nothing but five players' names).
                                        <label for={id.clone()}>
                                            <span class="visually-hidden">{ T::PoigneeOf.text(lang) }{ colon(lang) }</span>{ n.clone() }
                                        </label>
                                        <select id={id} {onchange} aria-invalid={poignee_error.then_some("true")}
                                            aria-describedby={poignee_error.then_some(BONUSES_ERROR)}>
                                            <option value="" selected={current.is_none()}>{ "—" }</option>
                                            { for LEVELS.iter().enumerate().map(|(k, l)| html! {
                                                <option value={k.to_string()} selected={current == Some(*l)}>{ poignee_level(lang, *l) }</option>
                                            }) }
                                        </select>
                                    </div>
                                }
                            }) }
                        </fieldset>
                        if let Some(e) = at(Place::Poignees) {
                            { field_error(BONUSES_ERROR, e) }
                        }
                        <fieldset class="chelem">
                            <legend>{ T::Chelem.text(lang) }</legend>
                            { edit_check(on_edit, d.slam.announced, DraftEdit::SlamAnnounced, T::ChelemAnnounced.text(lang).into()) }
                            { side_choice(T::ChelemMadeBy.text(lang), d.slam.made_by, DraftEdit::SlamMadeBy, at(Place::Slam)) }
                        </fieldset>
                        if props.petit_chelem {
                            <fieldset class={if petit_slam_error { "chelem invalid" } else { "chelem" }}
                                aria-describedby={petit_slam_error.then_some(BONUSES_ERROR)}>
                                <legend>{ T::PetitChelem.text(lang) }</legend>
                                { edit_check(on_edit, d.petit_slam.announced, DraftEdit::PetitSlamAnnounced, T::PetitChelemAnnounced.text(lang).into()) }
                                { edit_check(on_edit, d.petit_slam.made, DraftEdit::PetitSlamMade, T::PetitChelemMade.text(lang).into()) }
                                if let Some(e) = at(Place::PetitSlam) {
                                    { field_error(BONUSES_ERROR, e) }
                                }
                            </fieldset>
                        }
                        if props.misere {
                            <fieldset class="miseres">
                                <legend>{ T::Misere.text(lang) }</legend>
                                { for props.names.iter().enumerate().flat_map(|(i, n)| [MisereKind::Trumps, MisereKind::Honours].map(|k| {
                                    let on = d.miseres.iter().any(|m| m.seat == i && m.kind == k);
                                    check(on, on_edit.reform(move |b: bool| DraftEdit::Misere(i, k, b)),
                                        format!("{n}{}{}", colon(lang), misere_kind(lang, k)).into())
                                })) }
                            </fieldset>
                        }
                    }
                    if let Some(e) = at(Place::End) {
                        { field_error(BONUSES_ERROR, e) }
                    }
                </div>
            }
        </section>
    }
}
