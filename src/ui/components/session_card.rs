//! One session in the home list: players, date, hands, leader; resume or delete.

use yew::prelude::*;

use super::el::{emit_on_click, Button};
use crate::ui::i18n::{colon, Lang, T};

/// What a session's card shows. A plain function of these, not a component.
pub struct SessionCardProps {
    /// The key of the card in the list (the session's id).
    pub key: String,
    pub lang: Lang,
    pub players: Vec<String>,
    /// The session's name, when it has one: the card's heading, the players under it.
    pub name: Option<String>,
    /// The game's name, when it is not French Tarot.
    pub game: Option<&'static str>,
    /// The date, written for the language.
    pub date: AttrValue,
    /// The date and time, when another card has the same players and date: shown instead
    /// of the date, and added to the buttons' names.
    pub time: Option<AttrValue>,
    /// "12 donnes".
    pub hands: AttrValue,
    /// "En tête : Alice (120)", when a hand was played.
    pub leader: Option<AttrValue>,
    pub on_resume: Callback<()>,
    pub on_delete: Callback<()>,
}

#[inline(never)]
pub fn session_card(props: SessionCardProps) -> Html {
    let lang = props.lang;
    let title = props.players.join(", ");
    let mut name = match &props.time {
        Some(time) => format!("{title} ({time})"),
        None => title.clone(),
    };
    // A named session (a copy is one) is told from others of the same players by its name.
    if let Some(session) = &props.name {
        name = format!("{name} — {session}");
    }
    let resume = emit_on_click(&props.on_resume, ());
    let delete = emit_on_click(&props.on_delete, ());
    html! {
        <li key={props.key.clone()} class="session-card" data-session={props.key}>
            if let Some(session) = &props.name {
                <h3>{ session.clone() }</h3>
                <p class="players">{ title.clone() }</p>
            } else {
                <h3>{ title.clone() }</h3>
            }
            // Each piece kept on one line: "0 donne" broke between its number and its word.
            <p class="meta">
                if let Some(game) = props.game { <span>{ game }</span>{ " · " } }
                <span>{ props.time.clone().unwrap_or(props.date) }</span>{ " · " }<span>{ props.hands.clone() }</span>
            </p>
            if let Some(l) = &props.leader {
                <p class="meta leader-line">{ l.clone() }</p>
            }
            <div class="row-actions">
                { Button { class: "primary", label: Some(format!("{}{}{name}", T::Resume.text(lang), colon(lang)).into()), ..Button::default() }
                    .view(resume, T::Resume.text(lang).into()) }
                { Button { class: "danger", label: Some(format!("{}{}{name}", T::Delete.text(lang), colon(lang)).into()), ..Button::default() }
                    .view(delete, T::Delete.text(lang).into()) }
            </div>
        </li>
    }
}
