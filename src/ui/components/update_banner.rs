//! "A new version is ready — reload": shown when the service worker has installed a new
//! deployment. Reloading loses nothing: every change is already in local storage.
//!
//! The protocol with the worker lives in `static/page.js`; this banner only hears
//! its `tarot-sw-update` event (or finds `<html data-sw-update="ready">` when the event came
//! before it was mounted) and fires `tarot-sw-apply` when the player chooses to reload.

use yew::prelude::*;

use super::el::button;
use crate::ui::hooks::listen;
use crate::ui::i18n::{Lang, T};

fn announced() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("data-sw-update"))
        .is_some_and(|v| v == "ready")
}

/// Whether a new deployment waits for a reload. A hook of the frame, so that the banner is a
/// plain function (each component is a copy of Yew's component code in the wasm).
#[hook]
pub fn use_update_ready() -> bool {
    let ready = use_state(announced);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            listen("tarot-sw-update", move || ready.set(true))
        });
    }
    *ready
}

/// The banner, when `ready` (see [`use_update_ready`]).
pub fn update_banner(lang: Lang, ready: bool) -> Html {
    if !ready {
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
