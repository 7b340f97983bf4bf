//! The fields of a free-form hand: an amount per player, a warning when the hand does not sum
//! to zero (by how much, from the core), and a one-tap "balance on this player" per player.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::games_labels::{balance_on, off_by, G};
use crate::core::freeform::Balance;
use crate::ui::games_state::{GameDraft, GameEdit};
use crate::ui::i18n::Lang;

#[derive(Properties, PartialEq, Clone)]
pub struct FreeformEntryProps {
    pub lang: Lang,
    pub names: Vec<String>,
    pub draft: GameDraft,
    /// The core's balance of the amounts.
    pub balance: Balance,
    pub on_edit: Callback<GameEdit>,
}

#[component]
pub fn FreeformEntry(props: &FreeformEntryProps) -> Html {
    let lang = props.lang;
    let d = &props.draft;
    let names = &props.names;
    let edit = props.on_edit.clone();
    let balance = props.balance;
    let off = match balance {
        Balance::Off { by } => Some(by),
        Balance::Zero => None,
    };
    html! {
        <>
            <fieldset class="amounts">
                <legend>{ G::Amounts.text(lang) }</legend>
                { for names.iter().enumerate().map(|(i, name)| {
                    let id = format!("amount-{i}");
                    let oninput = { let edit = edit.clone(); Callback::from(move |e: InputEvent| {
                        edit.emit(GameEdit::Amount(i, e.target_unchecked_into::<HtmlInputElement>().value()))
                    })};
                    let balance = { let edit = edit.clone(); Callback::from(move |_: MouseEvent| edit.emit(GameEdit::BalanceOn(i))) };
                    html! {
                        <div class="field inline amount-row">
                            <label for={id.clone()}>{ name.clone() }</label>
                            <input id={id} type="text" autocomplete="off" enterkeyhint="next"
                                value={d.amounts.get(i).cloned().unwrap_or_default()} {oninput} />
                            if off.is_some() {
                                <button type="button" class="balance" onclick={balance}
                                    aria-label={balance_on(lang, name)}>{ G::Balance.text(lang) }</button>
                            }
                        </div>
                    }
                }) }
            </fieldset>
            <p class={classes!("balance-state", off.map(|_| "field-error"))} role="status">
                { match off { Some(by) => off_by(lang, by), None => G::Balanced.text(lang).to_owned() } }
            </p>
        </>
    }
}
