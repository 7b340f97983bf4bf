//! The root component: the app's frame and the language switch.

use yew::prelude::*;

use super::i18n::Lang;

fn browser_lang() -> Lang {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

fn set_document_lang(lang: Lang) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
}

#[component]
pub fn App() -> Html {
    let lang = use_state(browser_lang);
    {
        let lang = *lang;
        use_effect_with(lang, move |_| set_document_lang(lang));
    }
    let switch = {
        let lang = lang.clone();
        Callback::from(move |_: MouseEvent| lang.set(lang.other()))
    };
    let (tagline, switch_label) = match *lang {
        Lang::Fr => ("La feuille de marque du Tarot", "Passer en anglais"),
        Lang::En => ("The Tarot score sheet", "Switch to French"),
    };
    html! {
        <>
            <header class="app-bar">
                <h1>{ "Tarot Companion" }</h1>
                <button class="lang-switch" aria-label={switch_label} onclick={switch}>
                    { lang.other().native_name() }
                </button>
            </header>
            <main>
                <p class="tagline">{ tagline }</p>
            </main>
        </>
    }
}
