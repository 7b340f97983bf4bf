//! Home: the list of sessions, newest first; resume, delete (undo brings it back), start one.

use yew::prelude::*;

use super::el::button;
use super::session_card::{session_card, SessionCardProps};
use super::storage_tools::{storage_tools, use_storage_tools};
use crate::core::stats::leaders;
use crate::session::{Game, Session};
use crate::ui::hooks::use_app;
use crate::ui::i18n::{date, hands_count, leader, Lang, T};
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

/// "Leader: Alice (120)", once a hand was played. A French Tarot session needs only its
/// scorecard's totals, not the table of every game built from it.
fn leader_line(lang: Lang, s: &Session) -> Option<AttrValue> {
    if s.hands.is_empty() {
        return None;
    }
    let totals = match &s.game {
        Game::FrenchTarot(_) => s.scorecard().ok()?.totals,
        _ => s.table().ok()?.totals,
    };
    let seats = leaders(&totals);
    let names: Vec<&str> = seats.iter().map(|&i| s.players[i].as_str()).collect();
    let best = seats.first().map_or(0, |&i| totals[i]);
    Some(AttrValue::from(leader(lang, &names.join(", "), best)))
}

#[component]
pub fn HomeScreen() -> Html {
    let app = use_app();
    let lang = app.lang;
    // Each session's leader, scored once per change of the sessions (not on every render).
    let lines = use_memo((app.sessions.clone(), lang), |(sessions, lang)| {
        sessions
            .iter()
            .map(|s| leader_line(*lang, s))
            .collect::<Vec<_>>()
    });
    let tools = use_storage_tools();
    let click = |a: Action| super::el::send(&app, a);
    html! {
        <section class="screen home" aria-labelledby="home-title">
            <p class="tagline">{ T::Tagline.text(lang) }</p>
            { button("primary big", click(Action::OpenSetup), T::NewSession.text(lang).into()) }
            { button("big", click(Action::OpenCounter), crate::ui::i18n::games::G::Counter.text(lang).into()) }
            { button("big", click(Action::OpenPlayers(None)), crate::ui::i18n::players::P::Players.text(lang).into()) }
            { storage_tools(&app, &tools) }
            <h2 id="home-title">{ T::Sessions.text(lang) }</h2>
            if app.sessions.is_empty() {
                <p class="empty">{ T::NoSessions.text(lang) }</p>
            } else {
                <ul class="session-list">
                    { for app.sessions.iter().zip(lines.iter()).map(|(s, lead)| {
                        let lead = lead.clone();
                        let dispatch = |a: Action| {
                            let app = app.clone();
                            Callback::from(move |()| app.dispatch(a.clone()))
                        };
                        let resume = dispatch(Action::OpenSession(s.id.clone()));
                        let delete = dispatch(Action::DeleteSession(s.id.clone()));
                        session_card(SessionCardProps {
                            key: s.id.clone(),
                            lang,
                            players: s.players.clone(),
                            date: date(lang, local_ms(s.created)).into(),
                            hands: hands_count(lang, s.hands.len()).into(),
                            leader: lead,
                            on_resume: resume,
                            on_delete: delete,
                        })
                    }) }
                </ul>
            }
        </section>
    }
}
