//! The one provider: holds the reducer and hands it to every component below.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::i18n::Lang;
use super::state::AppState;

/// The state and its dispatcher, as components get them from [`super::hooks::use_app`].
pub type AppContext = UseReducerHandle<AppState>;

#[derive(Properties, PartialEq)]
pub struct AppProviderProps {
    /// The language of a first visit (the browser's).
    pub lang: Lang,
    #[prop_or_default]
    pub children: Children,
}

/// Provides the app's state to its children.
///
/// The first render only takes the page: reading storage and drawing the app come in the next
/// task. Starting the wasm and drawing a long evening's home screen in one go made a long task
/// on a slow phone; two shorter ones leave the page free to answer between them, and the
/// shell of index.html stays on screen meanwhile.
#[component]
pub fn AppProvider(props: &AppProviderProps) -> Html {
    let ready = use_state_eq(|| false);
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
        <Loaded lang={props.lang}>{ props.children.clone() }</Loaded>
    }
}

/// The state loaded from storage, provided to the app.
#[component]
fn Loaded(props: &AppProviderProps) -> Html {
    let lang = props.lang;
    let state = use_reducer(move || super::persist::initial_state(lang));
    // The app is on the page: the loading shell of index.html goes (in the same task as the
    // app's first render, so no frame shows both).
    use_effect_with((), |_| {
        if let Some(shell) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("app-shell"))
        {
            shell.remove();
        }
    });
    html! {
        <ContextProvider<AppContext> context={state}>
            { props.children.clone() }
        </ContextProvider<AppContext>>
    }
}
