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
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
}

#[inline(never)]
pub fn undo_bar(props: UndoBarProps) -> Html {
    let lang = props.lang;
    let undo = emit_on_click(&props.on_undo, ());
    let redo = emit_on_click(&props.on_redo, ());
    html! {
        <div class="undo-bar" role="group" aria-label={T::History.text(lang)}>
            <button type="button" disabled={!props.can_undo} onclick={undo}>
                <span aria-hidden="true">{ "↶ " }</span>{ T::Undo.text(lang) }
            </button>
            <button type="button" disabled={!props.can_redo} onclick={redo}>
                <span aria-hidden="true">{ "↷ " }</span>{ T::Redo.text(lang) }
            </button>
        </div>
    }
}
