//! One session in the home list: players, date, hands, leader; resume or delete.

use yew::prelude::*;

use crate::ui::i18n::{colon, Lang, T};

#[derive(Properties, PartialEq, Clone)]
pub struct SessionCardProps {
    pub lang: Lang,
    pub players: Vec<String>,
    /// The date, written for the language.
    pub date: AttrValue,
    /// "12 donnes".
    pub hands: AttrValue,
    /// "En tête : Alice (120)", when a hand was played.
    pub leader: Option<AttrValue>,
    pub on_resume: Callback<()>,
    pub on_delete: Callback<()>,
}

#[component]
pub fn SessionCard(props: &SessionCardProps) -> Html {
    let lang = props.lang;
    let title = props.players.join(", ");
    let resume = {
        let cb = props.on_resume.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let delete = {
        let cb = props.on_delete.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <li class="session-card">
            <h3>{ title.clone() }</h3>
            <p class="meta">{ format!("{} · {}", props.date, props.hands) }</p>
            if let Some(l) = &props.leader {
                <p class="meta leader-line">{ l.clone() }</p>
            }
            <div class="row-actions">
                <button type="button" class="primary" onclick={resume}
                    aria-label={format!("{}{}{title}", T::Resume.text(lang), colon(lang))}>{ T::Resume.text(lang) }</button>
                <button type="button" class="danger" onclick={delete}
                    aria-label={format!("{}{}{title}", T::Delete.text(lang), colon(lang))}>{ T::Delete.text(lang) }</button>
            </div>
        </li>
    }
}
