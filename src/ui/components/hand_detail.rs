//! One hand opened from the scorecard: its breakdown in plain words, edit, delete, close
//! (only close on a shared, read-only scorecard).

use yew::prelude::*;

use super::el::{button, emit_on_click, tab_across, OPEN_ROW, SHEET_FIRST};
use super::preview::changes;
use crate::ui::i18n::{hand_n, penalty_of, Lang, T};

#[derive(PartialEq, Clone)]
pub struct HandDetailProps {
    pub lang: Lang,
    pub title: RowTitle,
    pub names: Vec<String>,
    pub deltas: Vec<i64>,
    /// The core's breakdown, in words.
    pub lines: Vec<String>,
    /// Edit and delete (`None`: a shared scorecard, read-only).
    pub on_change: Option<(Callback<()>, Callback<()>)>,
    pub on_close: Callback<()>,
}

/// What an opened row is called.
#[derive(PartialEq, Clone, Copy)]
pub enum RowTitle {
    /// A hand, by its number on the score sheet.
    Hand(usize),
    /// A penalty (no deal, no number, edited in the penalty form), by the seat penalised.
    Penalty(usize),
}

fn click(cb: &Callback<()>) -> Callback<MouseEvent> {
    emit_on_click(cb, ())
}

/// Escape closes the open hand (`open`), as it closes the share dialog: for the scorecard's
/// section, whatever in it has the focus (the hand's row, its sheet).
pub fn close_on_escape(
    app: &crate::ui::provider::AppContext,
    open: Option<usize>,
) -> Option<Callback<KeyboardEvent>> {
    Some(on_escape(close(app, open?)))
}

/// A key handler that runs `close` on Escape.
pub fn on_escape(close: Callback<()>) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            close.emit(());
        }
    })
}

/// A scorecard's hand `i`: its delete and its close, each giving the focus on (its buttons go
/// with the sheet): deleted, to the notice's undo; closed, back to the hand's row.
pub fn delete_and_close(
    app: &crate::ui::provider::AppContext,
    i: usize,
) -> (Callback<()>, Callback<()>) {
    use crate::ui::state::Action;
    (
        super::el::send_then_focus(app, Action::DeleteHand(i), ".notice button".to_owned()),
        close(app, i),
    )
}

/// Closes hand `i`'s sheet, the focus back on its row.
fn close(app: &crate::ui::provider::AppContext, i: usize) -> Callback<()> {
    super::el::send_then_focus(
        app,
        crate::ui::state::Action::OpenHand(None),
        format!("button[data-hand=\"{i}\"]"),
    )
}

pub fn hand_detail(props: &HandDetailProps) -> Html {
    let lang = props.lang;
    let (title, delete) = match props.title {
        RowTitle::Penalty(seat) => (
            penalty_of(lang, props.names.get(seat).map_or("", |n| n.trim())),
            T::DeletePenalty,
        ),
        RowTitle::Hand(n) => (hand_n(lang, n), T::DeleteHand),
    };
    html! {
        <section class="hand-detail card" aria-labelledby="hand-detail-title"
            onkeydown={tab_across(true, SHEET_FIRST, OPEN_ROW)}>
            <h3 id="hand-detail-title">{ title }</h3>
            { changes(lang, &props.names, &props.deltas) }
            // A row of a free-form sheet is its amounts: nothing more to say.
            if props.lines.iter().any(|l| !l.is_empty()) {
                <h4>{ T::HowComputed.text(lang) }</h4>
                <ol class="breakdown">
                    { for props.lines.iter().filter(|l| !l.is_empty()).map(|l| html! { <li>{ l.clone() }</li> }) }
                </ol>
            }
            <div class="row-actions">
                if let Some((edit, delete_it)) = &props.on_change {
                    { button("primary", click(edit), T::Edit.text(lang).into()) }
                    { button("danger", click(delete_it), delete.text(lang).into()) }
                }
                { button("", click(&props.on_close), T::Close.text(lang).into()) }
            </div>
        </section>
    }
}
