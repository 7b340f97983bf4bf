//! The big keypad for card points: digits, ½ when the player count allows it, delete.

use yew::prelude::*;

use super::el::{button, emit_on_click, Button};
use crate::ui::i18n::{Lang, T};

/// What the keypad needs. A plain function of these, not a component.
pub struct KeypadProps {
    pub lang: Lang,
    /// Whether the ½ key is shown (3 and 5 players).
    pub half: bool,
    /// A digit, or '½'.
    pub on_key: Callback<char>,
    pub on_backspace: Callback<()>,
}

#[inline(never)]
pub fn keypad(props: KeypadProps) -> Html {
    let key = |c: char| button("key", emit_on_click(&props.on_key, c), c.into());
    let back = emit_on_click(&props.on_backspace, ());
    html! {
        <div class="keypad" role="group" aria-label={T::Keypad.text(props.lang)}>
            { for "123456789".chars().map(key) }
            if props.half {
                { key('½') }
            } else {
                <span class="key-spacer" aria-hidden="true"></span>
            }
            { key('0') }
            { Button { class: "key", label: Some(T::Backspace.text(props.lang).into()), ..Button::default() }
                .view(back, "⌫".into()) }
        </div>
    }
}
