//! The Yew app: state, provider, hook, labels and components. Every number it shows comes
//! from [`crate::core`].

pub mod address;
pub mod app;
pub mod components;
pub mod games_state;
pub mod hooks;
pub mod i18n;
pub mod persist;
pub mod provider;
pub mod state;

pub use app::App;

/// Mounts the app in an element of its own (`display: contents`, so the page lays out as if
/// it were the body), placed before the loading shell of index.html, which a style hides as
/// soon as the app has drawn (`.app-root:not(:empty) + .app-shell`): the app takes the shell's
/// place in the same frame, so nothing on the page moves.
pub fn mount() {
    let Some((document, root)) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("div").ok().map(|root| (d, root)))
    else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    root.set_class_name("app-root");
    let shell = document.get_element_by_id("app-shell");
    if body.insert_before(&root, shell.as_deref()).is_err() {
        return;
    }
    // A panic is a bug of ours: one line on the console says where. Yew's default hook
    // (console_error_panic_hook) would format the whole message with a stack trace, code that
    // every player downloads for an event that should never happen.
    yew::set_custom_panic_hook(Box::new(|info| {
        let place = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        web_sys::console::error_2(
            &"Tarot Companion stopped: internal error at".into(),
            &place.into(),
        );
    }));
    // The app lives as long as the page: its handle is not kept.
    yew::Renderer::<App>::with_root(root).render();
}
