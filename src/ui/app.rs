//! The root component: the provider around the app's frame, drawn once storage is read.

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
/// The first render only takes the page: reading storage (the snapshot, then the sessions'
/// store, which answers asynchronously) comes next, and the app is drawn once it is read.
/// Starting the wasm and drawing a long evening's home screen in one go made a long task on a
/// slow phone; this leaves the page free to answer between them, and the shell of index.html
/// stays on screen meanwhile, in the app's place: nothing moves.
#[component]
pub fn App() -> Html {
    let lang = use_memo((), |_| browser_lang());
    let ready = super::components::el::use_flag();
    {
        let ready = ready.clone();
        let lang = *lang;
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
        <AppProvider lang={*lang}>
            <Frame />
        </AppProvider>
    }
}
