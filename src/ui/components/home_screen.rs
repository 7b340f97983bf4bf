//! Home: the list of sessions, newest first; resume, delete (undo brings it back), start one.

use yew::prelude::*;

use super::el::button;
use super::session_card::{session_card, SessionCardProps};
use super::storage_tools::{storage_tools, use_storage_tools};
use crate::core::games::GameKind;
use crate::core::stats::singles_out;
use crate::store::{self, Lead};
use crate::ui::hooks::use_app;
use crate::ui::i18n::games::game_name;
use crate::ui::i18n::{date, date_time, hands_count, leader, show_other_sessions, Lang, T};
use crate::ui::state::Action;

/// The browser's offset from UTC for a date, in milliseconds (0 natively).
pub fn local_ms(ms: u64) -> i64 {
    #[cfg(target_arch = "wasm32")]
    {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
        ms as i64 - (d.get_timezone_offset() * 60_000.0) as i64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        ms as i64
    }
}

/// "Leader: Alice (120)", once a hand was played; "Winner: Alice (120)" once the game is
/// over: from the session's standing ([`store::standing`]), or from its summary in the
/// store's index while the sessions load. Everyone even: nobody leads.
fn lead_line(lang: Lang, players: &[String], lead: &Lead, over: bool) -> Option<AttrValue> {
    let (seats, best) = lead
        .as_ref()
        .filter(|(seats, _)| singles_out(seats.len(), players.len()))?;
    let names: Vec<&str> = seats
        .iter()
        .filter_map(|&i| players.get(i).map(String::as_str))
        .collect();
    Some(AttrValue::from(leader(lang, &names, *best, over)))
}

/// Sessions listed at first: a long list (years of evenings) is drawn when asked for, not at
/// every start.
const FIRST: usize = 30;

/// What a card shows of a session: id, players, date, hands, leader, game (known), name.
type Line = (
    String,
    Vec<String>,
    u64,
    usize,
    Option<AttrValue>,
    Option<GameKind>,
    Option<String>,
);

#[component]
pub fn HomeScreen() -> Html {
    let app = use_app();
    let lang = app.lang;
    let all = super::el::use_flag();
    let shown = match *all {
        true => usize::MAX,
        false => FIRST,
    };
    // The sessions shown, each leader scored once per change of the sessions (not on every
    // render); from the index while the sessions load.
    let pending = app.pending.as_ref().map(|p| p.summaries.clone());
    let lines = use_memo(
        (app.sessions.clone(), pending, lang, shown),
        |(sessions, pending, lang, shown)| -> (usize, Vec<Line>) {
            match pending {
                Some(list) => (
                    list.len(),
                    list.iter()
                        .take(*shown)
                        .map(|s| {
                            let lead = lead_line(*lang, &s.players, &s.lead, s.over);
                            (
                                s.id.clone(),
                                s.players.clone(),
                                s.created,
                                s.hands,
                                lead,
                                s.game,
                                s.name.clone(),
                            )
                        })
                        .collect(),
                ),
                None => (
                    sessions.len(),
                    sessions
                        .iter()
                        .take(*shown)
                        .map(|s| {
                            let (lead, over) = store::standing(s);
                            let lead = lead_line(*lang, &s.players, &lead, over);
                            (
                                s.id.clone(),
                                s.players.clone(),
                                s.created,
                                crate::core::games::deals(&s.hands),
                                lead,
                                Some(GameKind::of(&s.game)),
                                s.name.clone(),
                            )
                        })
                        .collect(),
                ),
            }
        },
    );
    let (count, lines) = (lines.0, &lines.1);
    // Two sessions of the same players on the same day (an afternoon and an evening) are told
    // apart by their time, on the card and in its buttons' names.
    let day = |created: u64| local_ms(created).div_euclid(86_400_000);
    let days: Vec<i64> = lines.iter().map(|l| day(l.2)).collect();
    let twins = |players: &[String], created: u64| {
        let today = day(created);
        let same = |(l, d): (&Line, &i64)| *d == today && l.1 == players;
        lines.iter().zip(&days).filter(|&l| same(l)).count() > 1
    };
    let more = count.saturating_sub(lines.len());
    let busy = app.pending.is_some().then_some("true");
    let tools = use_storage_tools();
    let click = |a: Action| super::el::send(&app, a);
    html! {
        // Busy while the sessions are read: a tap waits for them (`state::Pending`).
        <section class="screen home" aria-labelledby="home-title" aria-busy={busy}>
            <p class="tagline">{ T::Tagline.text(lang) }</p>
            { button("primary big", click(Action::OpenSetup), T::NewSession.text(lang).into()) }
            { button("big", click(Action::OpenCounter), crate::ui::i18n::games::G::Counter.text(lang).into()) }
            { button("big", click(Action::OpenPlayers(None)), crate::ui::i18n::players::P::Players.text(lang).into()) }
            { storage_tools(&app, &tools) }
            <h2 id="home-title">{ T::Sessions.text(lang) }</h2>
            if count == 0 {
                <p class="empty">{ T::NoSessions.text(lang) }</p>
            } else {
                <ul class="session-list">
                    { for lines.iter().map(|(id, players, created, hands, lead, game, name)| {
                        let dispatch = |a: Action| {
                            let app = app.clone();
                            Callback::from(move |()| app.dispatch(a.clone()))
                        };
                        let resume = dispatch(Action::OpenSession(id.clone()));
                        // The card goes away with its buttons: the focus goes to the
                        // notice's undo, not to the page's body.
                        let delete = super::el::send_then_focus(
                            &app,
                            Action::DeleteSession(id.clone()),
                            ".notice button".to_owned(),
                        );
                        session_card(SessionCardProps {
                            key: id.clone(),
                            lang,
                            players: players.clone(),
                            name: name.clone().filter(|n| !n.trim().is_empty()),
                            // French Tarot is the usual game: the others are named.
                            game: game
                                .filter(|g| *g != GameKind::FrenchTarot)
                                .map(|g| game_name(lang, g)),
                            date: date(lang, local_ms(*created)).into(),
                            time: twins(players, *created)
                                .then(|| date_time(lang, local_ms(*created)).into()),
                            hands: hands_count(lang, *hands).into(),
                            leader: lead.clone(),
                            on_resume: resume,
                            on_delete: delete,
                        })
                    }) }
                </ul>
                if more > 0 {
                    { button("", { let all = all.clone(); Callback::from(move |_| all.set(true)) },
                        show_other_sessions(lang, more).into()) }
                }
            }
        </section>
    }
}
