//! The table of a Tarocchi or free-form session: the scorecard (the same leaf as French
//! Tarot), a hand's detail with edit and delete, new hand, the counter, sharing and the chart
//! of running totals. Every number comes from `core::games::table`.

use yew::prelude::*;

use crate::ui::i18n::short_names;

use super::chart::{chart, ChartProps};
use super::el::button;
use super::hand_detail::{
    close_on_escape, delete_and_close, hand_detail, HandDetailProps, RowTitle,
};
use super::score_table::{first_shown, RowView, ScoreTable};
use super::share_dialog::ShareDialog;
use crate::core::freeform::Balance;
use crate::core::games::Outcome;
use crate::core::stats::leaders;
use crate::session::{HandRecord, Session};
use crate::ui::hooks::use_app;
use crate::ui::i18n::games::{game_name, hand_error, off_by, tarocchi_headline, tarocchi_lines};
use crate::ui::i18n::players::P;
use crate::ui::i18n::{hand_summary, score_lines, Lang, T};
use crate::ui::state::{Action, View};

/// What row `i` of any game's table says, and the lines of its detail: on one's own
/// scorecard and on a shared one.
pub fn row_words(
    lang: Lang,
    session: &Session,
    t: &crate::core::games::GameTable,
    i: usize,
    names: &[String],
) -> (String, Vec<String>) {
    match (&t.rows[i].result, session.hands.get(i)) {
        (Ok(Outcome::French(s)), _) => (
            hand_summary(lang, &s.breakdown, names),
            score_lines(lang, s, names),
        ),
        (Ok(Outcome::Tarocchi(s)), Some(HandRecord::Tarocchi(h))) => (
            tarocchi_headline(lang, &names[h.declarer], h.bid, s),
            tarocchi_lines(lang, s),
        ),
        (Ok(Outcome::Freeform(Balance::Off { by })), _) => (off_by(lang, *by), Vec::new()),
        (Ok(_), _) => (String::new(), Vec::new()),
        (Err(e), _) => (hand_error(lang, e, names), Vec::new()),
    }
}

#[component]
pub fn GameTable() -> Html {
    let app = use_app();
    // Every hand, or the most recent ones (see `score_table`).
    let all_rows = super::el::use_flag();
    // The chart is drawn once its card is opened (see `table_screen`).
    let chart_open = super::el::use_flag();
    let lang = app.lang;
    let (Some(session), View::Table { open, .. }) = (app.current(), &app.view) else {
        return html! {};
    };
    let open = *open;
    let names = session.players.clone();
    let t = match session.table() {
        Ok(t) => t,
        Err(e) => {
            return html! { <p class="field-error">{ crate::ui::i18n::error(lang, e.kind(), &names) }</p> }
        }
    };
    let words = |i: usize, names: &[String]| row_words(lang, session, &t, i, names);
    let first = first_shown(t.rows.len(), *all_rows);
    let short = short_names(&names);
    let rows: Vec<RowView> = t.rows[first..]
        .iter()
        .enumerate()
        .map(|(i, r)| (first + i, r))
        .map(|(i, r)| RowView {
            number: r.number,
            summary: words(i, &names).0,
            // Long names are shown by their first word in the narrow column.
            short_summary: (short != names).then(|| words(i, &short).0),
            dealer: r.dealer,
            deltas: r.deltas.clone(),
            totals: r.totals.clone(),
            invalid: r.result.is_err(),
        })
        .collect();
    let on_open = {
        let app = app.clone();
        Callback::from(move |i: usize| {
            app.dispatch(Action::OpenHand((open != Some(i)).then_some(i)))
        })
    };
    let detail = open.filter(|&i| i < t.rows.len()).map(|i| {
        let (head, mut lines) = words(i, &names);
        lines.insert(0, head);
        let (on_delete, on_close) = delete_and_close(&app, i);
        hand_detail(&HandDetailProps {
            lang,
            title: RowTitle::Hand(t.rows[i].number.unwrap_or(i + 1)),
            names: names.clone(),
            deltas: t.rows[i].deltas.clone(),
            lines,
            on_change: Some((super::el::send(&app, Action::EditHand(i)), on_delete)),
            on_close,
        })
    });
    let new_hand = super::el::send(&app, Action::NewHand);
    html! {
        <section class="screen table" aria-labelledby="table-title" onkeydown={close_on_escape(&app, open)}>
            <h2 id="table-title">{ T::Scorecard.text(lang) }</h2>
            { super::table_screen::session_name(session) }
            <p class="meta">{ game_name(lang, t.game) }</p>
            // More than five players (free-form) scroll sideways rather than squeeze: the
            // table's own region.
            <ScoreTable lang={lang} names={names.clone()} rows={rows} totals={t.totals.clone()}
                dealer={t.next_dealer} leaders={leaders(&t.totals)} open={open} on_open={Some(on_open)}
                first={first}
                on_show_all={{ let all_rows = all_rows.clone(); Callback::from(move |()| all_rows.set(true)) }} />
            // Always one node (empty while no hand is open): a `for` adds a child to the
            // section as a hand opens, and the unkeyed diff redrew the table, taking the focus
            // from the row's button to the page's body.
            { detail.unwrap_or_default() }
            <div class="actions">
                { button("primary big", new_hand, T::NewHand.text(lang).into()) }
            </div>
            if !t.rows.is_empty() {
                { button("", super::el::send(&app, Action::OpenRecap(session.id.clone())),
                    P::EndEvening.text(lang).into()) }
            }
            <ShareDialog lang={lang} session={session.clone()} />
            if !t.rows.is_empty() {
                { super::el::fold(T::Chart.text(lang), "", &chart_open, if *chart_open {
                    chart(&ChartProps { names: names.clone(), totals: t.rows.iter().map(|r| r.totals.clone()).collect(), lang })
                } else { Html::default() }) }
            }
        </section>
    }
}
