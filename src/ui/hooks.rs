//! The one hook: the app's state and dispatcher, from the provider.

use yew::prelude::*;

use super::provider::AppContext;

/// The app's state (`ctx.lang`, `ctx.sessions`, …) and `ctx.dispatch(Action::…)`.
#[hook]
pub fn use_app() -> AppContext {
    use_context::<AppContext>().expect("use_app needs an AppProvider above")
}
