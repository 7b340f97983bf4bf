//! "A new version is ready — reload": shown when the service worker has installed a new
//! deployment. Reloading loses nothing: every change is already in local storage.
//!
//! The protocol with the worker lives in `static/page.js`; this component only hears
//! its `tarot-sw-update` event (or finds `<html data-sw-update="ready">` when the event came
//! before it was mounted) and fires `tarot-sw-apply` when the player chooses to reload.

use yew::prelude::*;

use super::el::button;
use crate::ui::hooks::listen;
use crate::ui::i18n::{Lang, T};

#[derive(Properties, PartialEq, Clone)]
pub struct UpdateBannerProps {
    pub lang: Lang,
}

fn announced() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("data-sw-update"))
        .is_some_and(|v| v == "ready")
}

#[component]
pub fn UpdateBanner(props: &UpdateBannerProps) -> Html {
    let lang = props.lang;
    let ready = use_state(announced);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            listen("tarot-sw-update", move || ready.set(true))
        });
    }
    if !*ready {
        return html! {};
    }
    let reload = Callback::from(|_: MouseEvent| {
        if let (Some(w), Ok(event)) = (web_sys::window(), web_sys::Event::new("tarot-sw-apply")) {
            let _ = w.dispatch_event(&event);
        }
    });
    html! {
        <div class="update-banner" role="status">
            <span>{ T::NewVersion.text(lang) }</span>
            { button("primary", reload, T::Reload.text(lang).into()) }
        </div>
    }
}
