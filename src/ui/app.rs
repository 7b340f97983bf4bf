//! The root component: the provider around the app's frame.

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

#[component]
pub fn App() -> Html {
    let lang = use_memo((), |_| browser_lang());
    html! {
        <AppProvider lang={*lang}>
            <Frame />
        </AppProvider>
    }
}
