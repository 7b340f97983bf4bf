//! The table: the scorecard of the session being played, a hand's breakdown, new hand, a
//! hand not played (one tap), the mouches pools, the chart, the statistics, the end of game.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::i18n::short_names;

use crate::core::cards::Suit;
use crate::session::Bid;
use crate::session::Session;
use crate::ui::i18n::cards::king_name;

use super::chart::{chart, ChartProps};
use super::game_over::{game_over, GameOverProps};
use super::hand_detail::{
    close_on_escape, delete_and_close, hand_detail, HandDetailProps, RowTitle,
};
use super::penalty::{penalty_form, set as set_penalty, PenaltyDraft};
use super::score_table::{first_shown, RowView, ScoreTable};
use super::share_dialog::ShareDialog;
use crate::core::french::NotPlayedReason;
use crate::core::stats::{leaders, running_totals};
use crate::ui::hooks::use_app;
use crate::ui::i18n::players::P;
use crate::ui::i18n::{
    colon, contract, error, hand_summary, hand_times, in_play, int, not_played, preset_name,
    rounds_of, score_lines, variants_changed, Lang, T,
};
use crate::ui::state::{french_settings, scorecard_of, Action, DraftEdit, DraftKind, View};

/// "Donne 3 en cours : Ana, Garde, Roi de cœur · 12 min", from the clock now.
fn in_play_text(lang: Lang, names: &[String], hand: usize, b: &Bid) -> String {
    let king = b
        .king
        .and_then(Suit::at)
        .map(|s| king_name(lang, s))
        .unwrap_or_default();
    let taker = names.get(b.taker).map_or("", String::as_str);
    let minutes = (js_sys::Date::now() as u64).saturating_sub(b.started) / 60_000;
    in_play(
        lang,
        hand,
        [taker, contract(lang, b.contract), &king],
        minutes,
    )
}

/// The session's name, when it has one (a file written by another program, a shared link of
/// one): under the screen's heading, always one node (QA: a session's name was shown nowhere).
pub fn session_name(session: &Session) -> Html {
    match &session.name {
        Some(name) if !name.trim().is_empty() => {
            html! { <p class="session-name">{ name.clone() }</p> }
        }
        _ => html! {},
    }
}

/// The rules a French Tarot scorecard is kept by: "FFT (officielles) · Arrondi à la dizaine",
/// the variants that differ from the preset's, the rounds of a set number played
/// (`rounds_played`). Nothing for the other games, nor for rules no preset makes.
pub fn rules_meta(lang: Lang, session: &Session, rounds_played: u32) -> Html {
    let Some((s, rules)) =
        french_settings(session).and_then(|s| s.rules().ok().map(|rules| (s, rules)))
    else {
        return html! {};
    };
    html! {
        <p class="meta">{ preset_name(lang, &s.preset) }{ variants_changed(lang, &s.preset, &rules, s.round_to_ten) }
            if let Some(r) = s.rounds { { format!(" · {}", rounds_of(lang, rounds_played, r)) } }
        </p>
    }
}

#[component]
pub fn TableScreen() -> Html {
    let app = use_app();
    // Every hand, or the most recent ones (a long evening stays fast: only these get labels
    // and rows).
    let all_rows = super::el::use_flag();
    // The chart and the statistics are drawn once their card is opened: a closed card
    // hides them anyway, and the chart's table has a row per hand.
    let chart_open = super::el::use_flag();
    let stats_open = super::el::use_flag();
    // The penalty form, when open (French Tarot); this tab keeps it through a reload.
    let penalty = use_state(|| app.current().and_then(|s| PenaltyDraft::restored(s)));
    // Scored once per change of the session, not again when a hand is opened or a card
    // toggled.
    let card = use_memo(app.current().cloned(), |s| {
        s.as_deref().and_then(scorecard_of)
    });
    // While a hand is in play, a redraw every 20 s keeps its elapsed time current.
    let tick = use_state(|| 0u32);
    let playing = app.current().and_then(|s| s.in_play.clone());
    use_effect_with(playing.is_some(), move |&on| {
        let timer = on.then(|| {
            let f = Closure::<dyn Fn()>::new(move || tick.set(tick.wrapping_add(1)));
            let id = web_sys::window().and_then(|w| {
                w.set_interval_with_callback_and_timeout_and_arguments_0(
                    f.as_ref().unchecked_ref(),
                    20_000,
                )
                .ok()
            });
            (f, id)
        });
        move || {
            if let (Some((_f, Some(id))), Some(w)) = (timer, web_sys::window()) {
                w.clear_interval_with_handle(id);
            }
        }
    });
    let lang = app.lang;
    let (Some(session), View::Table { open, .. }) = (app.current(), &app.view) else {
        return html! {};
    };
    let open = *open;
    let names = session.players.clone();
    let Some(card) = card.as_ref().as_ref() else {
        return html! { <p class="field-error">{ T::ErrorInHand.text(lang) }</p> };
    };
    let first = first_shown(card.rows.len(), *all_rows);
    // Long names are shown by their first word in the narrow column.
    let short = short_names(&names);
    let summary = |r: &crate::core::scorecard::HandRow, names: &[String]| match &r.result {
        Ok(s) => hand_summary(lang, &s.breakdown, names),
        Err(e) => error(lang, e.kind(), names),
    };
    // A row's change is its totals' change: the hand's score and what the pools took or
    // paid (the detail says which is which).
    let change = |r: &crate::core::scorecard::HandRow| -> Vec<i64> {
        match &r.mouches {
            Some(m) => r
                .deltas
                .iter()
                .zip(&m.payments)
                .map(|(d, p)| d + p)
                .collect(),
            None => r.deltas.clone(),
        }
    };
    let rows: Vec<RowView> = card.rows[first..]
        .iter()
        .map(|r| RowView {
            number: r.number,
            summary: summary(r, &names),
            short_summary: (short != names).then(|| summary(r, &short)),
            dealer: r.dealer,
            deltas: change(r),
            totals: r.totals.clone(),
            invalid: r.result.is_err(),
        })
        .collect();
    let lead = leaders(&card.totals);
    let timed: Vec<u32> = session.durations.iter().flatten().copied().collect();
    let pools = card.rules.mouches.map(|_| {
        AttrValue::from(if card.pools.is_empty() {
            "0".to_owned()
        } else {
            card.pools
                .iter()
                .map(|p| int(lang, *p))
                .collect::<Vec<_>>()
                .join(" + ")
        })
    });
    let settings = french_settings(session);
    let on_open = {
        let app = app.clone();
        Callback::from(move |i: usize| {
            let next = if open == Some(i) { None } else { Some(i) };
            app.dispatch(Action::OpenHand(next))
        })
    };
    let new_hand = super::el::send(&app, Action::NewHand);
    let goulash = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| {
            app.dispatch(Action::NewHand);
            app.dispatch(Action::Draft(DraftEdit::Kind(DraftKind::Goulash)));
        })
    };
    let on_penalty = {
        let (penalty, draft) = (penalty.clone(), PenaltyDraft::new(session));
        let id = session.id.clone();
        Callback::from(move |_: MouseEvent| {
            let to = if penalty.is_some() {
                None
            } else {
                Some(draft.clone())
            };
            set_penalty(&penalty, &id, to)
        })
    };
    // Escape on the button that opened the form closes it too, as it does in the form (QA:
    // the focus stays on the button once it has opened the form, and Escape did nothing).
    let penalty_escape = penalty.is_some().then(|| {
        let (penalty, id) = (penalty.clone(), session.id.clone());
        super::hand_detail::on_escape(Callback::from(move |()| set_penalty(&penalty, &id, None)))
    });
    let detail = open
        .and_then(|i| card.rows.get(i).map(|r| (i, r)))
        .map(|(i, r)| {
            let mut lines = match &r.result {
                Ok(s) => score_lines(lang, s, &names),
                Err(e) => vec![error(lang, e.kind(), &names)],
            };
            if let Some(m) = &r.mouches {
                let pays: Vec<String> = names
                    .iter()
                    .zip(&m.payments)
                    .filter(|(_, p)| **p != 0)
                    .map(|(n, p)| format!("{n} {}", crate::ui::i18n::signed(lang, *p)))
                    .collect();
                lines.push(format!(
                    "{}{}{}",
                    T::Pools.text(lang),
                    colon(lang),
                    pays.join(", ")
                ));
            }
            let penalty_row = PenaltyDraft::of_row(session, i);
            let (on_delete, on_close) = delete_and_close(&app, i);
            hand_detail(&HandDetailProps {
                lang,
                title: match penalty_row.as_ref().and_then(|d| d.seat) {
                    Some(seat) => RowTitle::Penalty(seat),
                    None => RowTitle::Hand(r.number.unwrap_or(i + 1)),
                },
                names: names.clone(),
                deltas: change(r),
                lines,
                // A penalty row is edited in the penalty form.
                on_change: Some((
                    match penalty_row {
                        Some(d) => {
                            let (app, penalty) = (app.clone(), penalty.clone());
                            let id = session.id.clone();
                            Callback::from(move |()| {
                                set_penalty(&penalty, &id, Some(d.clone()));
                                app.dispatch(Action::OpenHand(None));
                            })
                        }
                        None => super::el::send(&app, Action::EditHand(i)),
                    },
                    on_delete,
                )),
                on_close,
            })
        });
    // Two players bid nothing: no "all pass" (reading 11); nor once a bid is in play, which
    // "all pass" threw away without a word. With the goulash on, all pass is that deal played
    // as a goulash (seed 003), the button beside "New hand", not a redeal.
    let goulash_on = card.rules.goulash && card.players >= 3;
    let no_pass = session.players.len() == 2 || playing.is_some() || goulash_on;
    let not_played_buttons = [
        NotPlayedReason::AllPassed,
        NotPlayedReason::PetitSec,
        NotPlayedReason::Misdeal,
    ]
    .into_iter()
    .filter(|r| !(no_pass && *r == NotPlayedReason::AllPassed))
    .map(|r| {
        html! {
            <button type="button" onclick={super::el::send::<MouseEvent>(&app, Action::HandNotPlayed(r))}>
                { not_played(lang, r) }
            </button>
        }
    });
    html! {
        <section class="screen table" aria-labelledby="table-title" onkeydown={close_on_escape(&app, open)}>
            <h2 id="table-title">{ T::Scorecard.text(lang) }</h2>
            { session_name(session) }
            { rules_meta(lang, session, card.rounds_played) }
            if card.finished {
                { game_over(&GameOverProps { names: names.clone(), totals: card.totals.clone(), lang, over: true }) }
            }
            <ScoreTable lang={lang} names={names.clone()} rows={rows} totals={card.totals.clone()}
                dealer={card.next_dealer} leaders={lead} open={open} on_open={Some(on_open)}
                pools={pools} first={first}
                on_show_all={{ let all_rows = all_rows.clone(); Callback::from(move |()| all_rows.set(true)) }} />
            // Always one node here (empty when no hand is open): a `for` would add or remove a
            // child of the section, and the unkeyed diff would then redraw the whole table.
            { detail.unwrap_or_default() }
            if let Some(b) = &playing {
                <p class="card in-play" data-testid="in-play">{ in_play_text(lang, &names, crate::core::games::deals(&session.hands) + 1, b) }</p>
            }
            <div class="actions">
                // A game of a set number of hands is over: no more hands, another game.
                if card.finished {
                    <button type="button" class="primary big"
                        onclick={super::el::send(&app, Action::Rematch)}>{ T::Rematch.text(lang) }</button>
                } else {
                    <button type="button" class="primary big" onclick={new_hand}>
                        { if playing.is_some() { T::FinishHand } else { T::NewHand }.text(lang) }
                    </button>
                    if goulash_on && playing.is_none() {
                        <button type="button" onclick={goulash}>{ T::AllPassGoulash.text(lang) }</button>
                    }
                }
                if settings.is_some() {
                    <button type="button" aria-expanded={super::el::pressed(penalty.is_some())}
                        aria-controls="penalty-form" onclick={on_penalty} onkeydown={penalty_escape}>{ T::Penalty.text(lang) }</button>
                }
            </div>
            <div id="penalty-form">{ penalty_form(&app, session, &penalty) }</div>
            if !card.rows.is_empty() {
                { super::el::button("", super::el::send(&app, Action::OpenRecap(session.id.clone())),
                    html! { { if card.finished { P::Recap } else { P::EndEvening }.text(lang) } }) }
            }
            <ShareDialog lang={lang} session={session.clone()} />
            if !card.finished {
                <div class="not-played" role="group" aria-labelledby="not-played-title">
                    <h3 id="not-played-title">{ T::NotPlayed.text(lang) }</h3>
                    <div class="choices">{ for not_played_buttons }</div>
                </div>
            }
            if !card.rows.is_empty() {
                { super::el::fold(T::Chart.text(lang), "", &chart_open, if *chart_open {
                    chart(&ChartProps { names: names.clone(), totals: running_totals(card), lang })
                } else { Html::default() }) }
                { super::el::fold(T::Statistics.text(lang), "", &stats_open, if *stats_open { html! {
                    <>
                        <div class="scroll-x" tabindex="0" role="region" aria-label={T::Statistics.text(lang)}>
                            { super::stats_table::of_scorecard(names.clone(), card, lang) }
                        </div>
                        if !timed.is_empty() {
                            <p class="hint" data-testid="hand-times">{ hand_times(lang, &timed) }</p>
                        }
                    </>
                } } else { Html::default() }) }
            }
        </section>
    }
}
