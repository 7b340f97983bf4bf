//! The app bar: home, the title, the theme and the language switches.

use yew::prelude::*;

use super::el::{emit_on_click, Button};
use crate::ui::i18n::{Lang, T};
use crate::ui::state::Theme;

/// What the bar shows. A plain function of these, not a component.
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
    emit_on_click(cb, ())
}

/// An icon button with its name as `aria-label` and `title`.
fn icon(name: &'static str, onclick: Callback<MouseEvent>, glyph: &'static str) -> Html {
    Button {
        class: "icon",
        label: Some(name.into()),
        title: Some(name.into()),
        ..Button::default()
    }
    .view(onclick, glyph.into())
}

#[inline(never)]
pub fn top_bar(props: TopBarProps) -> Html {
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
    let code = lang.other().caps_code();
    html! {
        <header class="app-bar">
            if props.show_home {
                { icon(T::Home.text(lang), click(&props.on_home), "⌂") }
            }
            <h1>{ "Tarot Companion" }</h1>
            <div class="bar-actions">
                { icon(theme_label.text(lang), click(&props.on_theme), theme_icon) }
                { Button { class: "lang-switch", label: Some(format!("{} – {code}", T::SwitchLang.text(lang)).into()), ..Button::default() }
                    .view(click(&props.on_lang), code.into()) }
            </div>
        </header>
    }
}
