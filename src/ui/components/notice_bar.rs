//! The message after a deletion or a hand cancelled, with its undo button, announced to screen
//! readers; and after another tab's change that touched the session shown.

use yew::prelude::*;

use super::el::{button, emit_on_click};
use crate::ui::i18n::{Lang, T};
use crate::ui::state::Notice;

/// What the notice bar shows. A plain function of these, not a component.
pub struct NoticeBarProps {
    pub lang: Lang,
    pub notice: Option<Notice>,
    pub on_undo: Callback<()>,
}

#[inline(never)]
pub fn notice_bar(props: NoticeBarProps) -> Html {
    let lang = props.lang;
    let undo = emit_on_click(&props.on_undo, ());
    html! {
        <div class="notice" role="status">
            if let Some(n) = props.notice {
                <span>{ match n {
                    Notice::SessionDeleted => T::SessionDeleted.text(lang),
                    Notice::HandDeleted => T::HandDeleted.text(lang),
                    Notice::PenaltyDeleted => T::PenaltyDeleted.text(lang),
                    Notice::HandDiscarded => T::HandDiscarded.text(lang),
                    Notice::EditDiscarded => T::EditDiscarded.text(lang),
                    Notice::DeletedElsewhere => T::DeletedElsewhere.text(lang),
                    Notice::EditKeptAsCopy => T::EditKeptAsCopy.text(lang),
                    Notice::DeletedKeptAsCopy => T::DeletedKeptAsCopy.text(lang),
                    Notice::RecordedElsewhere => T::RecordedElsewhere.text(lang),
                } }</span>
                // The copy's undo is the scorecard's own "Undo" (one button of that name); a
                // hand recorded elsewhere has nothing here to take back.
                if !matches!(
                    n,
                    Notice::EditKeptAsCopy | Notice::DeletedKeptAsCopy | Notice::RecordedElsewhere
                ) {
                    { button("", undo, match n {
                        Notice::HandDiscarded | Notice::EditDiscarded => T::ResumeHand,
                        _ => T::UndoDeletion,
                    }.text(lang).into()) }
                }
            }
        </div>
    }
}
