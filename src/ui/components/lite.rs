//! The first-load app's stand-ins for the extras (built without the `extras` feature; see
//! `crate::ui::extras`). Each module here has the names its full namesake gives the screens
//! that stay (same components, same props): the control a player uses to open an extra looks
//! and reads the same, and opening it asks for the whole app ([`Action::Extras`]). Screens
//! that are wholly extras draw their title only (`extras::pending_screen`): the frame's
//! loader says what is happening.

use yew::prelude::*;

use crate::ui::hooks::use_app;
use crate::ui::state::Action;

#[derive(Properties, PartialEq)]
struct RequestProps {
    control: &'static str,
}

/// Asks for the whole app, opening `control`, as soon as it is drawn.
#[component]
fn Request(props: &RequestProps) -> Html {
    let app = use_app();
    let control = props.control;
    use_effect_with((), move |_| app.dispatch(Action::Extras(Some(control))));
    html! {}
}

pub mod chart {
    use yew::prelude::*;

    use crate::ui::extras::CHART;
    use crate::ui::i18n::Lang;

    #[derive(Properties, PartialEq, Clone)]
    pub struct ChartProps {
        pub names: Vec<String>,
        pub totals: Vec<Vec<i64>>,
        pub lang: Lang,
    }

    /// Drawn when the chart's card is opened.
    #[component]
    pub fn Chart(_props: &ChartProps) -> Html {
        html! { <super::Request control={CHART} /> }
    }
}

pub mod stats_table {
    use yew::prelude::*;

    use crate::core::scorecard::Scorecard;
    use crate::ui::extras::STATS;
    use crate::ui::i18n::Lang;

    /// Drawn when the statistics' card is opened.
    pub fn of_scorecard(_names: Vec<String>, _card: &Scorecard, _lang: Lang) -> Html {
        html! { <super::Request control={STATS} /> }
    }
}

pub mod share_dialog {
    use yew::prelude::*;

    use crate::session::Session;
    use crate::ui::extras::SHARE;
    use crate::ui::hooks::use_app;
    use crate::ui::i18n::{Lang, T};
    use crate::ui::state::Action;

    #[derive(Properties, PartialEq, Clone)]
    pub struct ShareDialogProps {
        pub lang: Lang,
        pub session: Session,
    }

    #[component]
    pub fn ShareDialog(props: &ShareDialogProps) -> Html {
        let app = use_app();
        let open = Callback::from(move |_: MouseEvent| app.dispatch(Action::Extras(Some(SHARE))));
        html! {
            <div class="share">
                <button type="button" id={SHARE} onclick={open} aria-expanded="false">
                    { T::ShareOrExport.text(props.lang) }
                </button>
            </div>
        }
    }
}

pub mod storage_tools {
    use yew::prelude::*;

    use crate::ui::components::el::toggled_open;
    use crate::ui::extras::BACKUP;
    use crate::ui::hooks::use_app;
    use crate::ui::i18n::T;
    use crate::ui::state::Action;

    #[component]
    pub fn StorageTools() -> Html {
        let app = use_app();
        let lang = app.lang;
        let on_toggle = Callback::from(move |e: Event| {
            if toggled_open(&e) {
                app.dispatch(Action::Extras(Some(BACKUP)));
            }
        });
        html! {
            <details class="card storage-tools" ontoggle={on_toggle}>
                <summary id={BACKUP}>{ T::Backup.text(lang) }</summary>
            </details>
        }
    }
}

pub mod share_view {
    use yew::prelude::*;

    use crate::ui::extras::{link_in_address, LINK};
    use crate::ui::hooks::{listen, use_app};
    use crate::ui::state::Action;

    /// Asks for the whole app when the address holds a shared link (at start, or when one is
    /// pasted later).
    #[component]
    pub fn ShareView() -> Html {
        let app = use_app();
        use_effect_with((), move |_| {
            let check = move || {
                if link_in_address() {
                    app.dispatch(Action::Extras(Some(LINK)));
                }
            };
            check();
            listen("hashchange", check)
        });
        html! {}
    }
}

pub mod counter_screen {
    use yew::prelude::*;

    use crate::ui::components::games_labels::G;
    use crate::ui::extras::pending_screen;
    use crate::ui::hooks::use_app;

    #[component]
    pub fn CounterScreen() -> Html {
        pending_screen(G::Counter.text(use_app().lang))
    }
}

pub mod game_table {
    use yew::prelude::*;

    use crate::ui::extras::pending_screen;
    use crate::ui::hooks::use_app;
    use crate::ui::i18n::T;

    #[component]
    pub fn GameTable() -> Html {
        pending_screen(T::Scorecard.text(use_app().lang))
    }
}

pub mod game_entry {
    use yew::prelude::*;

    use crate::ui::extras::pending_screen;
    use crate::ui::i18n::T;
    use crate::ui::provider::AppContext;

    pub fn game_entry(app: &AppContext) -> Html {
        pending_screen(T::NewHand.text(app.lang))
    }
}
