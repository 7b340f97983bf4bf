//! The extras, and the app the page loads first without them.
//!
//! The extras are what a player opens now and then: the new-session form (once an evening),
//! sharing (link, QR code, export), the backup (export and import of every session), the
//! chart and the statistics, counting cards by tapping them, the pile counter, the other games
//! (Tarocchi, free-form) and a shared link opened. The page first loads the app built without
//! the `extras` feature (Trunk's main build, `src/main.rs`): the home screen, the scorecard,
//! hand entry with the keypad, bonuses and the live preview, the breakdowns, undo — a whole
//! evening of French Tarot. When the player opens one of the
//! extras, that app loads the whole app (`src/bin/tarot-full.rs`, the same crate with the
//! feature, kept by the service worker for offline use like every file), unmounts itself and
//! starts it. The state is handed over whole, in memory (`window.tarotState`, as JSON):
//! the sessions, the screen and the hand being entered, the undo history — even when storage
//! refuses to save, nothing is lost on the way. The whole app then opens the control the
//! player chose (its element id, in `window.tarotExtras`) and puts the focus on it; it keeps
//! saving to the same storage.
//!
//! Everything here compiles in both builds; the loader only runs in the first-load app.

use std::cell::RefCell;

use wasm_bindgen::JsValue;

use super::state::AppState;
use crate::core::games::GameKind;
use crate::ui::state::View;

/// The element ids of the controls that open an extra in place (the others are screens).
pub const SHARE: &str = "share-open";
pub const BACKUP: &str = "backup-summary";
pub const CHART: &str = "chart-summary";
pub const STATS: &str = "stats-summary";
/// Not a control: a shared link is in the address.
pub const LINK: &str = "shared-link";

/// The page's globals through which the first-load app hands over to the whole app.
const CONTROL_KEY: &str = "tarotExtras";
const STATE_KEY: &str = "tarotState";

fn global(key: &str) -> JsValue {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(key)).ok())
        .unwrap_or(JsValue::UNDEFINED)
}

fn set_global(key: &str, value: &JsValue) {
    if let Some(w) = web_sys::window() {
        let _ = js_sys::Reflect::set(&w, &JsValue::from_str(key), value);
    }
}

thread_local! {
    /// The control handed over, until it is opened (`None` once read, or in the first-load
    /// app).
    static HANDED: RefCell<Option<String>> = RefCell::new(global(CONTROL_KEY).as_string());
}

/// Whether the control `id` was handed over by the first-load app and is not open yet: the
/// component that owns it starts open. True once.
pub fn opened(id: &str) -> bool {
    HANDED.with(|h| {
        let mut h = h.borrow_mut();
        let yes = h.as_deref() == Some(id);
        if yes {
            *h = None;
        }
        yes
    })
}

/// The control handed over, to be focused once the whole app has drawn its first screen
/// (read once). A control that screen did not open is forgotten: it must not open later.
pub fn focus_target() -> Option<String> {
    let id = global(CONTROL_KEY).as_string();
    set_global(CONTROL_KEY, &JsValue::UNDEFINED);
    HANDED.with(|h| h.borrow_mut().take());
    id
}

/// The state handed over by the first-load app, read once (`None` when this app was not
/// started by it, or the text cannot be read: then storage is all there is).
pub fn handed_state() -> Option<AppState> {
    let text = global(STATE_KEY).as_string()?;
    set_global(STATE_KEY, &JsValue::UNDEFINED);
    crate::core::json::from_str(&text).ok()
}

/// The fragment of the page's address (`#…`, or empty).
pub fn address_fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Whether the address holds a shared link (`#s=…`).
pub fn link_in_address() -> bool {
    crate::share::link_payload(&address_fragment()).is_some()
}

/// Removes a shared link from the address, without a reload or a history entry.
pub fn clear_link() {
    if let Some(w) = web_sys::window() {
        let path = w.location().pathname().unwrap_or_else(|_| "/".into());
        let search = w.location().search().unwrap_or_default();
        if let Ok(history) = w.history() {
            let _ = history.replace_state_with_url(
                &JsValue::NULL,
                "",
                Some(&format!("{path}{search}")),
            );
        }
    }
}

/// Whether what `app` shows needs the whole app: an extra asked for, or a screen of one.
pub fn needed(app: &AppState) -> bool {
    if app.extras.is_some() {
        return true;
    }
    let other_game = app
        .current()
        .is_some_and(|s| GameKind::of(&s.game) != GameKind::FrenchTarot);
    match &app.view {
        View::Counter { .. } => true,
        View::Setup => true,
        View::Table { .. } => other_game,
        View::Entry { .. } => other_game || app.draft.counting,
        View::Home => false,
    }
}

/// What the first-load app shows of a screen that is an extra while the whole app loads: its
/// title, so that the tap visibly took (the loader says the rest).
pub fn pending_screen(title: &'static str) -> yew::Html {
    yew::html! {
        <section class="screen" aria-busy="true" aria-labelledby="pending-title">
            <h2 id="pending-title">{ title }</h2>
        </section>
    }
}

#[cfg(not(feature = "extras"))]
pub use loader::ExtrasLoader;

/// The first-load app's loader of the whole app.
#[cfg(not(feature = "extras"))]
mod loader {
    use std::cell::Cell;

    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use yew::prelude::*;

    use super::{global, set_global, CONTROL_KEY, STATE_KEY};
    use crate::core::games::GameKind;
    use crate::ui::components::el::button;
    use crate::ui::hooks::use_app;
    use crate::ui::provider::AppContext;
    use crate::ui::state::{Action, DraftEdit, View};

    thread_local! {
        static LOADING: Cell<bool> = const { Cell::new(false) };
    }

    /// Fetches and compiles the whole app (`window.tarotFull`, in `static/page.js`), then
    /// hands over and starts it; `failed` is set when it could not be had (this app stays).
    /// Promise callbacks rather than an `async` block: the futures executor would be the
    /// first-load app's only use of it.
    fn load(app: AppContext, failed: UseStateHandle<bool>) {
        let fail = move || {
            LOADING.with(|l| l.set(false));
            failed.set(true);
        };
        let promise = global("tarotFull")
            .dyn_into::<js_sys::Function>()
            .and_then(|f| f.call0(&JsValue::NULL))
            .and_then(|p| p.dyn_into::<js_sys::Promise>());
        let Ok(promise) = promise else {
            fail();
            return;
        };
        let start = Closure::<dyn FnMut(JsValue)>::once(move |start: JsValue| {
            if let Ok(text) = serde_json::to_string(&*app) {
                set_global(STATE_KEY, &JsValue::from_str(&text));
            }
            let control = app
                .extras
                .map(JsValue::from_str)
                .unwrap_or(JsValue::UNDEFINED);
            set_global(CONTROL_KEY, &control);
            crate::ui::unmount();
            if let Ok(start) = start.dyn_into::<js_sys::Function>() {
                let _ = start.call0(&JsValue::NULL);
            }
        });
        let fail = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| fail());
        let _ = promise.then2(&start, &fail);
        // Called once by the promise, which outlives this function.
        start.forget();
        fail.forget();
    }

    /// Loads the whole app when the state needs it ([`super::needed`]); meanwhile says so,
    /// and when it cannot be had, says why and offers to try again or to go back.
    #[component]
    pub fn ExtrasLoader() -> Html {
        let app = use_app();
        let failed = use_state_eq(|| false);
        let needed = super::needed(&app);
        {
            let (app, failed) = (app.clone(), failed.clone());
            use_effect_with((needed, *failed), move |&(needed, is_failed)| {
                if needed && !is_failed && !LOADING.with(|l| l.replace(true)) {
                    load(app, failed);
                }
            });
        }
        if !needed {
            return html! {};
        }
        let lang = app.lang;
        if !*failed {
            return html! {
                <p class="extras-loading" role="status">
                    { lang.pick("Chargement de cette partie de l’app…", "Loading this part of the app…") }
                </p>
            };
        }
        let retry = {
            let failed = failed.clone();
            Callback::from(move |_: MouseEvent| failed.set(false))
        };
        // Back to what this app can show: hand entry by points, else the home screen.
        let back = {
            let (app, failed) = (app.clone(), failed.clone());
            Callback::from(move |_: MouseEvent| {
                if super::link_in_address() {
                    super::clear_link();
                }
                app.dispatch(Action::Extras(None));
                let french = app
                    .current()
                    .is_some_and(|s| GameKind::of(&s.game) == GameKind::FrenchTarot);
                if french && matches!(app.view, View::Entry { .. }) && app.draft.counting {
                    app.dispatch(Action::Draft(DraftEdit::ToggleCounting));
                } else {
                    app.dispatch(Action::GoHome);
                }
                failed.set(false);
            })
        };
        html! {
            <div class="extras-failed" role="alert">
                <p>{ lang.pick(
                    "Cette partie de l’app n’a pas pu être chargée. Vérifiez la connexion puis réessayez : vos parties sont enregistrées.",
                    "This part of the app could not be loaded. Check the connection, then try again: your sessions are saved.",
                ) }</p>
                <div class="actions">
                    { button("primary", retry, lang.pick("Réessayer", "Try again").into()) }
                    { button("", back, lang.pick("Retour", "Go back").into()) }
                </div>
            </div>
        }
    }
}
