//! The one hook: the app's state and dispatcher, from the provider; and the window listener
//! and the wait for a painted frame that the effects share.

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

/// Resolves once the next frame is painted (in a task queued from its animation frame), so
/// work that can wait never delays what a tap shows; or after 100 ms, whichever comes first:
/// a hidden page draws no frame.
pub async fn after_paint() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;

    let painted = js_sys::Promise::new(&mut |resolve, _| {
        let Some(w) = web_sys::window() else {
            return;
        };
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 100);
        let queue = Closure::once_into_js(move || {
            if let Some(w) = web_sys::window() {
                let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
            }
        });
        let _ = w.request_animation_frame(queue.unchecked_ref());
    });
    let _ = wasm_bindgen_futures::JsFuture::from(painted).await;
}
