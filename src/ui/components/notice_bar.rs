//! The message after a deletion, with its undo button, announced to screen readers.

use yew::prelude::*;

use crate::ui::i18n::{Lang, T};
use crate::ui::state::Notice;

#[derive(Properties, PartialEq, Clone)]
pub struct NoticeBarProps {
    pub lang: Lang,
    pub notice: Option<Notice>,
    pub on_undo: Callback<()>,
}

#[component]
pub fn NoticeBar(props: &NoticeBarProps) -> Html {
    let lang = props.lang;
    let undo = {
        let cb = props.on_undo.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="notice" role="status">
            if let Some(n) = props.notice {
                <span>{ match n {
                    Notice::SessionDeleted => T::SessionDeleted.text(lang),
                    Notice::HandDeleted => T::HandDeleted.text(lang),
                } }</span>
                <button type="button" onclick={undo}>{ lang.pick("Annuler la suppression", "Undo the deletion") }</button>
            }
        </div>
    }
}
