//! The app bar: home, the title, the theme and the language switches.

use yew::prelude::*;

use crate::ui::i18n::{Lang, T};
use crate::ui::state::Theme;

#[derive(Properties, PartialEq, Clone)]
pub struct TopBarProps {
    pub lang: Lang,
    pub theme: Theme,
    pub on_lang: Callback<()>,
    pub on_theme: Callback<()>,
    /// Shows a "Home" button (every screen but the home screen).
    pub show_home: bool,
    pub on_home: Callback<()>,
}

fn click(cb: &Callback<()>) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_| cb.emit(()))
}

#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let lang = props.lang;
    let theme_label = match props.theme {
        Theme::System => T::ThemeSystem,
        Theme::Light => T::ThemeLight,
        Theme::Dark => T::ThemeDark,
    };
    let theme_icon = match props.theme {
        Theme::System => "◐",
        Theme::Light => "☀",
        Theme::Dark => "☾",
    };
    // The other language's code in capitals ("EN" / "FR").
    let code = match lang.other() {
        Lang::Fr => "FR",
        Lang::En => "EN",
    };
    html! {
        <header class="app-bar">
            if props.show_home {
                <button type="button" class="icon" aria-label={T::Home.text(lang)} title={T::Home.text(lang)}
                    onclick={click(&props.on_home)}>{ "⌂" }</button>
            }
            <h1>{ "Tarot Companion" }</h1>
            <div class="bar-actions">
                <button type="button" class="icon" aria-label={theme_label.text(lang)} title={theme_label.text(lang)}
                    onclick={click(&props.on_theme)}>{ theme_icon }</button>
                <button type="button" class="lang-switch" aria-label={format!("{} – {code}", T::SwitchLang.text(lang))}
                    onclick={click(&props.on_lang)}>{ code }</button>
            </div>
        </header>
    }
}
