//! Undo and redo of every change to the sessions (hands entered, edited, deleted; sessions
//! started and deleted), several levels deep.

use yew::prelude::*;

use super::el::emit_on_click;
use crate::ui::i18n::{Lang, T};

/// What the undo bar shows. A plain function of these, not a component.
pub struct UndoBarProps {
    pub lang: Lang,
    pub can_undo: bool,
    pub can_redo: bool,
    /// What undo would take back ("Annuler : Donne 4 · Ana, Ben, …"), said as the button's
    /// description: at home, its name alone did not say which session it changes.
    pub next_undo: Option<String>,
    /// `next_undo` is shown too, beside the buttons: it changes a session other than the one
    /// on screen (a phone shows no `title`, and a tap there changed another session unseen).
    pub next_shown: bool,
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
}

#[inline(never)]
pub fn undo_bar(props: UndoBarProps) -> Html {
    let lang = props.lang;
    // A button with nothing left to do says so (`aria-disabled`) and keeps the focus: the
    // last undo disabled its button, and the focus fell to the page's body.
    let step = |can: bool, cb: &Callback<()>| match can {
        true => emit_on_click(cb, ()),
        false => Callback::noop(),
    };
    let (undo, redo) = (
        step(props.can_undo, &props.on_undo),
        step(props.can_redo, &props.on_redo),
    );
    let off = |can: bool| (!can).then_some("true");
    html! {
        <div class="undo-bar" role="group" aria-label={T::History.text(lang)}>
            // Seen, the text is the description still (hidden from the reading order: the
            // button says it).
            if let (true, Some(next)) = (props.next_shown, &props.next_undo) {
                <span id="next-undo" class="next-undo" aria-hidden="true">{ next.clone() }</span>
            }
            <button type="button" aria-disabled={off(props.can_undo)} onclick={undo}
                title={props.next_undo.clone()}
                aria-describedby={props.next_undo.is_some().then_some("next-undo")}>
                <span aria-hidden="true">{ "↶ " }</span>{ T::Undo.text(lang) }
            </button>
            if let (false, Some(next)) = (props.next_shown, props.next_undo) {
                <span id="next-undo" class="sr-only">{ next }</span>
            }
            <button type="button" aria-disabled={off(props.can_redo)} onclick={redo}>
                <span aria-hidden="true">{ "↷ " }</span>{ T::Redo.text(lang) }
            </button>
        </div>
    }
}
