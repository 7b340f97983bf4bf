//! The big keypad for card points: digits, ½ when the player count allows it, delete.

use yew::prelude::*;

use crate::ui::i18n::{Lang, T};

#[derive(Properties, PartialEq, Clone)]
pub struct KeypadProps {
    pub lang: Lang,
    /// Whether the ½ key is shown (3 and 5 players).
    pub half: bool,
    /// A digit, or '½'.
    pub on_key: Callback<char>,
    pub on_backspace: Callback<()>,
}

#[component]
pub fn Keypad(props: &KeypadProps) -> Html {
    let key = |c: char| {
        let on_key = props.on_key.clone();
        html! {
            <button type="button" class="key" onclick={Callback::from(move |_: MouseEvent| on_key.emit(c))}>
                { c }
            </button>
        }
    };
    let back = {
        let cb = props.on_backspace.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="keypad" role="group" aria-label={props.lang.pick("Clavier", "Keypad")}>
            { for "123456789".chars().map(key) }
            if props.half {
                { key('½') }
            } else {
                <span class="key-spacer" aria-hidden="true"></span>
            }
            { key('0') }
            <button type="button" class="key" aria-label={T::Backspace.text(props.lang)} onclick={back}>
                { "⌫" }
            </button>
        </div>
    }
}
