//! The big keypad for card points: digits, ½ when the player count allows it, delete; and
//! the same keys typed on a keyboard ([`typed`]).

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

/// A key typed on a keyboard in an entry with a keypad.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A digit, '½' ("h" or "½"), or a decimal separator ("," or ".": `state::SEPARATOR`).
    Key(char),
    Backspace,
    /// Enter, where it presses no button of its own (a keypad key and a choice made aside):
    /// the hand is confirmed.
    Confirm,
    /// Escape: the entry is left as "Cancel" leaves it (the hand can be resumed).
    Escape,
}

/// What `e` types into the keypad, if anything: nothing in a list, nor with Ctrl, Alt or
/// Meta; in a text field, only Enter and Escape. Read from the page's `keydown`, so a
/// keyboard types the points wherever the focus is on the entry screen.
pub fn typed(e: &KeyboardEvent) -> Option<Typed> {
    let t = e
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())?;
    let tag = t.tag_name();
    if e.ctrl_key() || e.alt_key() || e.meta_key() || tag == "SELECT" {
        return None;
    }
    // A text field (a free-form amount) types its own text; Enter there confirms a hand ready
    // to be, else goes to the next field (its `enterkeyhint`), and Escape cancels. The
    // points' own field is the keypad's: its keys go through it.
    if tag == "INPUT" && t.id() != "points" {
        return match e.key().as_str() {
            "Enter" => Some(Typed::Confirm),
            "Escape" => Some(Typed::Escape),
            _ => None,
        };
    }
    match e.key().as_str() {
        "Enter" => {
            // A button the keyboard reached (`:focus-visible`) does what it says: a keypad
            // key types its digit, a card is picked up or put back (QA: Enter on "⌫" saved
            // the hand). One the pointer pressed confirms, as does a choice already made
            // (pressing it again would change nothing).
            let keyboard = t.matches(":focus-visible").unwrap_or(false);
            let pressed = t.get_attribute("aria-pressed").as_deref() == Some("true");
            let class = t.class_name();
            let choice = class.split_whitespace().any(|c| c == "choice");
            (tag != "BUTTON" || (pressed && choice) || (!keyboard && (pressed || class == "key")))
                .then_some(Typed::Confirm)
        }
        "Backspace" => Some(Typed::Backspace),
        "Escape" => Some(Typed::Escape),
        // A separator begins a decimal: the next digit says whether it is a half.
        "," | "." => Some(Typed::Key(crate::ui::state::SEPARATOR)),
        "h" | "½" => Some(Typed::Key('½')),
        k if k.len() == 1 && k.chars().all(|c| c.is_ascii_digit()) => {
            k.chars().next().map(Typed::Key)
        }
        _ => None,
    }
}
