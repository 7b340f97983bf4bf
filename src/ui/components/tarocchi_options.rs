//! The Tarocchi readings where seed 001 is silent, chosen when a session starts (the values
//! of seed 001 themselves are fixed): odd cards, a failed announced ultimo, a lost slam and
//! who pays the ultimo.

use yew::prelude::*;

use super::choice_group::{choice_group, Choices};
use crate::core::games::TarocchiSettings;
use crate::core::tarocchi::{FailedUltimo, LostSlam, PartialPoints, UltimoPayer};
use crate::ui::i18n::games::{failed_ultimo, lost_slam, partial_points, ultimo_payer, G};
use crate::ui::i18n::{Lang, T};

/// What the Tarocchi options show. A plain function of these, not a component.
pub struct TarocchiOptionsProps {
    pub lang: Lang,
    pub settings: TarocchiSettings,
    pub on_change: Callback<TarocchiSettings>,
}

#[inline(never)]
pub fn tarocchi_options(props: TarocchiOptionsProps) -> Html {
    let lang = props.lang;
    let s = props.settings;
    let set = |f: fn(TarocchiSettings, usize) -> TarocchiSettings| {
        let cb = props.on_change.clone();
        Callback::from(move |i: usize| cb.emit(f(s, i)))
    };
    html! {
        <fieldset class="options">
            <legend>{ T::TarocchiRules.text(lang) }</legend>
            { choice_group(Choices {
                id: "t-partial",
                label: AttrValue::from(G::PartialPoints.text(lang)),
                options: PartialPoints::ALL.map(|v| AttrValue::from(partial_points(lang, v))).to_vec(),
                selected: PartialPoints::ALL.iter().position(|v| *v == s.partial_points),
                on_select: set(|s, i| TarocchiSettings { partial_points: PartialPoints::ALL[i], ..s }),
                error: None,
                wide: true,
            }) }
            { choice_group(Choices {
                id: "t-failed",
                label: AttrValue::from(G::FailedUltimo.text(lang)),
                options: FailedUltimo::ALL.map(|v| AttrValue::from(failed_ultimo(lang, v))).to_vec(),
                selected: FailedUltimo::ALL.iter().position(|v| *v == s.failed_announced_ultimo),
                on_select: set(|s, i| TarocchiSettings { failed_announced_ultimo: FailedUltimo::ALL[i], ..s }),
                error: None,
                wide: true,
            }) }
            { choice_group(Choices {
                id: "t-slam",
                label: AttrValue::from(G::LostSlam.text(lang)),
                options: LostSlam::ALL.map(|v| AttrValue::from(lost_slam(lang, v))).to_vec(),
                selected: LostSlam::ALL.iter().position(|v| *v == s.lost_slam),
                on_select: set(|s, i| TarocchiSettings { lost_slam: LostSlam::ALL[i], ..s }),
                error: None,
                wide: true,
            }) }
            { choice_group(Choices {
                id: "t-payer",
                label: AttrValue::from(G::UltimoPayer.text(lang)),
                options: UltimoPayer::ALL.map(|v| AttrValue::from(ultimo_payer(lang, v))).to_vec(),
                selected: UltimoPayer::ALL.iter().position(|v| *v == s.ultimo_payer),
                on_select: set(|s, i| TarocchiSettings { ultimo_payer: UltimoPayer::ALL[i], ..s }),
                error: None,
                wide: true,
            }) }
        </fieldset>
    }
}
