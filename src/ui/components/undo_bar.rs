//! Undo and redo of every change to the sessions (hands entered, edited, deleted; sessions
//! started and deleted), several levels deep.

use yew::prelude::*;

use crate::ui::i18n::{Lang, T};

#[derive(Properties, PartialEq, Clone)]
pub struct UndoBarProps {
    pub lang: Lang,
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
}

#[component]
pub fn UndoBar(props: &UndoBarProps) -> Html {
    let lang = props.lang;
    let undo = {
        let cb = props.on_undo.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let redo = {
        let cb = props.on_redo.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="undo-bar" role="group" aria-label={lang.pick("Historique", "History")}>
            <button type="button" disabled={!props.can_undo} onclick={undo}>
                <span aria-hidden="true">{ "↶ " }</span>{ T::Undo.text(lang) }
            </button>
            <button type="button" disabled={!props.can_redo} onclick={redo}>
                <span aria-hidden="true">{ "↷ " }</span>{ T::Redo.text(lang) }
            </button>
        </div>
    }
}
