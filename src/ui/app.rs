//! The root component: the provider around the app's frame, drawn in the task after the
//! page's.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::components::frame::Frame;
use super::i18n::Lang;
use super::provider::AppProvider;

/// The browser's language, for a first visit.
fn browser_lang() -> Lang {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

/// The app: its state's provider (with the browser's language for a first visit) around the
/// frame.
///
/// The first render only takes the page: reading storage and drawing the app come in the next
/// task. Starting the wasm and drawing a long evening's home screen in one go made a long task
/// on a slow phone; two shorter ones leave the page free to answer between them, and the
/// shell of index.html stays on screen meanwhile.
#[component]
pub fn App() -> Html {
    let lang = use_memo((), |_| browser_lang());
    let ready = super::components::el::use_flag();
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let go = wasm_bindgen::closure::Closure::once_into_js(move || ready.set(true));
            let timer = web_sys::window().map(|w| {
                w.set_timeout_with_callback_and_timeout_and_arguments_0(go.unchecked_ref(), 0)
            });
            if !matches!(timer, Some(Ok(_))) {
                // No timer (not in a browser window): draw at once.
                if let Ok(go) = go.dyn_into::<js_sys::Function>() {
                    let _ = go.call0(&wasm_bindgen::JsValue::NULL);
                }
            }
        });
    }
    if !*ready {
        return html! {};
    }
    html! {
        <AppProvider lang={*lang}>
            <Frame />
        </AppProvider>
    }
}
