//! The Yew app: state, provider, hook, labels and components. Every number it shows comes
//! from [`crate::core`].

pub mod app;
pub mod components;
pub mod extras;
pub mod games_state;
pub mod hooks;
pub mod i18n;
pub mod persist;
pub mod provider;
pub mod state;

pub use app::App;

/// Mounts the whole app on the document body.
#[cfg(feature = "extras")]
pub fn mount() {
    yew::Renderer::<App>::new().render();
}

#[cfg(not(feature = "extras"))]
thread_local! {
    /// The first-load app and the element it lives in, until it hands over ([`unmount`]).
    static MOUNTED: std::cell::RefCell<Option<(yew::AppHandle<App>, web_sys::Element)>> =
        const { std::cell::RefCell::new(None) };
}

/// Mounts the first-load app (see [`extras`]) in an element of its own (`display: contents`,
/// so the page lays out as if it were the body): its event listeners go with that element
/// when it hands over to the whole app. The element goes before the loading shell of
/// index.html, which a style hides as soon as the app has drawn (`.app-root:not(:empty)`): the
/// app takes the shell's place in the same frame, so nothing on the page moves.
#[cfg(not(feature = "extras"))]
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
    let handle = yew::Renderer::<App>::with_root(root.clone()).render();
    MOUNTED.with(|m| *m.borrow_mut() = Some((handle, root)));
}

/// Takes the first-load app off the page (its effects cleaned up, its element removed).
#[cfg(not(feature = "extras"))]
pub fn unmount() {
    if let Some((handle, root)) = MOUNTED.with(|m| m.borrow_mut().take()) {
        handle.destroy();
        root.remove();
    }
}
