//! The one hook: the app's state and dispatcher, from the provider; and the window listener
//! the effects share.

use yew::prelude::*;

use super::provider::AppContext;

/// The app's state (`ctx.lang`, `ctx.sessions`, …) and `ctx.dispatch(Action::…)`.
#[hook]
pub fn use_app() -> AppContext {
    use_context::<AppContext>().expect("use_app needs an AppProvider above")
}

/// Listens to `event` on the window until the returned function is called (an effect's
/// clean-up): `use_effect_with((), |_| listen("hashchange", move || …))`.
pub fn listen(event: &'static str, f: impl Fn() + 'static) -> impl FnOnce() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;

    let listener = Closure::<dyn Fn()>::new(f);
    let window = web_sys::window();
    if let Some(w) = &window {
        let _ = w.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
    }
    move || {
        if let Some(w) = window {
            let _ = w.remove_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
        }
    }
}
