//! A scorecard opened from a share link (`#s=…`): shown read-only, with "save a copy to my
//! sessions". It never replaces a session of this device: the copy gets an id of its own.
//! Names from a link are shown as text only (Yew escapes them), each with the known player it
//! is (matched as the sessions' names are, `core::players`) or "new player"; a saved copy's
//! seats are linked to those people. A hand of any game opens, as on one's own scorecard, to
//! say how it was scored (read-only: no edit, no delete).

use yew::prelude::*;

use crate::ui::i18n::short_names;

use super::el::button;
use super::game_over::{game_over, GameOverProps};
use super::game_table::row_words;
use super::hand_detail::{hand_detail, on_escape, HandDetailProps, RowTitle};
use super::score_table::{RowView, ScoreTable};
use super::table_screen::{rules_meta, session_name};
use crate::core::french::Breakdown;
use crate::core::games::{GameKind, Outcome};
use crate::core::stats::leaders;
use crate::people::PeopleEdit;
use crate::session::Session;
use crate::share::{decode_fragment, ShareError};
use crate::ui::address;
use crate::ui::hooks::{listen, use_app};
use crate::ui::i18n::games::game_name;
use crate::ui::i18n::players::seat_match;
use crate::ui::i18n::share::{sentence, share_error};
use crate::ui::i18n::T;
use crate::ui::state::sessions::copy_of;
use crate::ui::state::Action;

#[component]
pub fn ShareView() -> Html {
    let app = use_app();
    let lang = app.lang;
    let link = use_state(|| decode_fragment(&address::fragment()));
    let open = use_state(|| None::<usize>);
    {
        let link = link.clone();
        use_effect_with((), move |_| {
            listen("hashchange", move || {
                let opened = decode_fragment(&address::fragment());
                // A link opened over a screen scrolled down shows from its top (QA: it
                // opened at the keypad of the hand being entered, 727 px down).
                if opened.is_some() {
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                }
                link.set(opened)
            })
        });
    }
    let close = {
        let link = link.clone();
        Callback::from(move |_: MouseEvent| {
            address::clear_link();
            link.set(None);
        })
    };
    let shared: Result<Session, ShareError> = match &*link {
        None => return html! {},
        Some(result) => result.clone(),
    };
    let session = match shared {
        Ok(session) => session,
        Err(e) => {
            return html! {
                <section class="screen shared-link card" role="alert" aria-labelledby="shared-title">
                    <h2 id="shared-title">{ T::UnreadableLink.text(lang) }</h2>
                    <p>{ sentence(&share_error(lang, &e)) }</p>
                    { button("", close, T::Close.text(lang).into()) }
                </section>
            };
        }
    };
    // Every game's table, from the core (French Tarot rows get their full summary).
    let Ok(card) = session.table() else {
        return html! {};
    };
    let names = session.players.clone();
    // Long names are shown by their first word in the narrow column.
    let short = short_names(&names);
    // Each game's words, as on one's own scorecard.
    let words = |i: usize, names: &[String]| row_words(lang, &session, &card, i, names);
    let rows: Vec<RowView> = card
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| RowView {
            number: r.number,
            summary: words(i, &names).0,
            short_summary: (short != names).then(|| words(i, &short).0),
            dealer: r.dealer,
            deltas: r.deltas.clone(),
            totals: r.totals.clone(),
            invalid: r.result.is_err(),
        })
        .collect();
    // Hands open to how they were scored, as on one's own scorecard.
    let on_open = Some({
        let open = open.clone();
        Callback::from(move |i: usize| open.set((*open != Some(i)).then_some(i)))
    });
    let close_hand = |i: usize| {
        let open = open.clone();
        Callback::from(move |()| {
            open.set(None);
            super::el::focus_after_paint(format!("button[data-hand=\"{i}\"]"));
        })
    };
    let detail = (*open)
        .and_then(|i| card.rows.get(i).map(|r| (i, r)))
        .map(|(i, r)| {
            let title = match &r.result {
                Ok(Outcome::French(s)) => match s.breakdown {
                    Breakdown::Penalty { seat, .. } => RowTitle::Penalty(seat),
                    _ => RowTitle::Hand(r.number.unwrap_or(i + 1)),
                },
                _ => RowTitle::Hand(r.number.unwrap_or(i + 1)),
            };
            let (summary, mut lines) = words(i, &names);
            // A French Tarot hand's lines say it all; another's say its headline first.
            if !matches!(r.result, Ok(Outcome::French(_))) {
                lines.insert(0, summary);
            }
            hand_detail(&HandDetailProps {
                lang,
                title,
                names: names.clone(),
                deltas: r.deltas.clone(),
                lines,
                on_change: None,
                on_close: close_hand(i),
            })
        });
    let escape = (*open).map(|i| on_escape(close_hand(i)));
    // This session here already (shared from this device, or saved from the link before).
    let already = app
        .sessions
        .iter()
        .any(|s| s.id == session.id || (s.players == session.players && s.hands == session.hands));
    let save = {
        let app = app.clone();
        let link = link.clone();
        let session = session.clone();
        Callback::from(move |_: MouseEvent| {
            let created = js_sys::Date::now() as u64;
            let id = app.sessions.free_id(&format!("s{created}"));
            // Beside the same session: the copy says so.
            let copy = match already {
                true => copy_of(&session, id, app.lang),
                false => Session {
                    id,
                    ..session.clone()
                },
            };
            let id = copy.id.clone();
            app.dispatch(Action::AddSessions {
                new: vec![copy],
                updates: Vec::new(),
            });
            app.dispatch(Action::People(PeopleEdit::Link));
            app.dispatch(Action::OpenSession(id));
            address::clear_link();
            link.set(None);
        })
    };
    // Each name as saving the copy would link it: a known player, or a new one (maybe one
    // known, when the match is unsure).
    let book = app.linked_people();
    let mut roster = book.roster.clone();
    let links = roster.link_seats(&session.players);
    let matches = session
        .players
        .iter()
        .zip(&links.players)
        .enumerate()
        .map(|(i, (seat, id))| {
            let known = book.roster.get(*id).map(|p| p.name.as_str());
            let maybe: Vec<&str> = links
                .questions
                .iter()
                .filter(|q| q.seat == i)
                .flat_map(|q| &q.candidates)
                .filter_map(|c| roster.get(c.player).map(|p| p.name.as_str()))
                .collect();
            html! { <li>{ seat_match(lang, seat, known, &maybe) }</li> }
        });
    html! {
        <section class="screen shared-link" aria-labelledby="shared-title" data-testid="shared-scorecard"
            onkeydown={escape}>
            <h2 id="shared-title">{ T::SharedScorecard.text(lang) }</h2>
            { session_name(&session) }
            <p class="meta">{ game_name(lang, GameKind::of(&session.game)) }</p>
            // By which rules, as on one's own scorecard (QA: "Tarot français" alone).
            { rules_meta(lang, &session, card.rounds_played) }
            // A game that reached its number of hands says its winner, as on its own
            // scorecard (QA: only the totals).
            <p class="meta">{ T::ReadOnly.text(lang) }</p>
            if card.finished {
                { game_over(&GameOverProps { names: names.clone(), totals: card.totals.clone(), lang, over: true }) }
            }
            <ScoreTable lang={lang} names={names.clone()} rows={rows} totals={card.totals.clone()}
                dealer={card.next_dealer} leaders={leaders(&card.totals)} open={*open} on_open={on_open} />
            // One node here, empty when no hand is open (see table_screen.rs).
            { detail.unwrap_or_default() }
            <ul class="seat-match" data-testid="seat-match">{ for matches }</ul>
            if already {
                <p class="hint">{ T::AlreadyHave.text(lang) }</p>
            }
            <div class="actions">
                { button("primary", save, T::SaveCopy.text(lang).into()) }
                { button("", close, T::Close.text(lang).into()) }
            </div>
        </section>
    }
}
