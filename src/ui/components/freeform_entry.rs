//! The fields of a free-form hand: an amount per player, a warning when the hand does not sum
//! to zero (by how much, from the core), and a one-tap "balance on this player" per player.
//! The fields open the phone's number pad, which has no minus sign (iOS): a ± key beside each
//! turns its amount negative.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::el::Button;
use crate::core::freeform::Balance;
use crate::ui::games_state::{GameDraft, GameEdit};
use crate::ui::i18n::games::{amount_error, balance_on, negate_for, off_by, G};
use crate::ui::i18n::Lang;

/// What the free-form fields show. A plain function of these, not a component.
pub struct FreeformEntryProps<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub draft: &'a GameDraft,
    /// The core's balance of the amounts (`None` while one cannot be read).
    pub balance: Option<Balance>,
    pub on_edit: Callback<GameEdit>,
}

/// The ± key of seat `seat`: the sign changes, and the field takes the focus back with its
/// caret after the text, in the tap (a phone keeps its number pad open, the next digit goes
/// after the sign: "-" then "20" is "-20", never "20-").
fn on_sign(edit: &Callback<GameEdit>, seat: usize) -> Callback<MouseEvent> {
    let edit = edit.clone();
    Callback::from(move |_: MouseEvent| {
        edit.emit(GameEdit::Negate(seat));
        let field = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&format!("amount-{seat}")))
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<HtmlInputElement>(e).ok());
        if let Some(field) = field {
            let _ = field.focus();
            // Past the end is the end (a value set later moves the caret there too).
            let _ = field.set_selection_range(u32::MAX, u32::MAX);
        }
    })
}

#[inline(never)]
pub fn freeform_entry(props: FreeformEntryProps<'_>) -> Html {
    let lang = props.lang;
    let d = props.draft;
    let names = props.names;
    let edit = props.on_edit.clone();
    let balance = props.balance;
    let off = match balance {
        Some(Balance::Off { by }) => Some(by),
        _ => None,
    };
    // Long names get a line of their own above their amount, not a word a line beside it.
    let long = names.iter().any(|n| n.chars().count() > 12);
    html! {
        <fieldset class={if long { "amounts long" } else { "amounts" }}>
                <legend>{ G::Amounts.text(lang) }</legend>
                { for names.iter().enumerate().map(|(i, name)| {
                    let id = format!("amount-{i}");
                    let problem = d.amount_error(i).map(|e| amount_error(lang, e));
                    let err_id = format!("amount-{i}-error");
                    let oninput = edit.reform(move |e: InputEvent| {
                        GameEdit::Amount(i, e.target_unchecked_into::<HtmlInputElement>().value())
                    });
                    html! {
                        <div class="field inline amount-row">
                            <label for={id.clone()}>{ name.clone() }</label>
                            <input id={id} type="text" inputmode="numeric" autocomplete="off"
                                enterkeyhint={if i + 1 < names.len() { "next" } else { "done" }}
                                value={d.amounts.get(i).cloned().unwrap_or_default()}
                                aria-invalid={problem.is_some().then_some("true")}
                                aria-describedby={problem.is_some().then_some(err_id.clone())} {oninput} />
                            { Button { class: "sign", label: Some(negate_for(lang, name).into()), ..Button::default() }
                                .view(on_sign(&edit, i), "±".into()) }
                            if off.is_some() {
                                // Balanced, the buttons go away: the focus goes to the amount
                                // just set, not to the page's body.
                                { Button { class: "balance", label: Some(balance_on(lang, name).into()), ..Button::default() }
                                    .view({
                                        let edit = edit.clone();
                                        Callback::from(move |_| {
                                            edit.emit(GameEdit::BalanceOn(i));
                                            super::el::focus_after_paint(format!("#amount-{i}"));
                                        })
                                    }, G::Balance.text(lang).into()) }
                            }
                            if let Some(p) = problem {
                                <p class="field-error" id={err_id} role="alert">{ p }</p>
                            }
                        </div>
                    }
                }) }
        </fieldset>
    }
}

/// Whether the hand sums to zero, or by how much it is off: a line the entry keeps in its
/// sticky Cancel / Confirm bar, in sight while any amount is typed (QA: below eight amounts, it
/// sat under that bar).
pub fn balance_line(lang: Lang, balance: Option<Balance>) -> Html {
    let off = matches!(balance, Some(Balance::Off { .. }));
    html! {
        <p class={if off { "balance-state field-error" } else { "balance-state" }} role="status">
            { match balance {
                Some(Balance::Off { by }) => off_by(lang, by),
                Some(Balance::Zero) => G::Balanced.text(lang).to_owned(),
                None => String::new(),
            } }
        </p>
    }
}
