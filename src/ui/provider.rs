//! The one provider: holds the reducer and hands it to every component below.

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
/// The first render only takes the page: reading storage (the snapshot, then the sessions'
/// store, which answers asynchronously) comes next, and the app is drawn once it is read.
/// The shell of index.html stays on screen meanwhile, in the app's place: nothing moves.
#[component]
pub fn AppProvider(props: &AppProviderProps) -> Html {
    let ready = use_state_eq(|| false);
    {
        let ready = ready.clone();
        let lang = props.lang;
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                super::persist::load(lang).await;
                ready.set(true);
            });
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
