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

/// Mounts the first-load app (see [`extras`]) in an element of its own at the end of the
/// body (`display: contents`, so the page lays out as if it were the body): its event
/// listeners go with that element when it hands over to the whole app.
#[cfg(not(feature = "extras"))]
pub fn mount() {
    let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body().zip(d.create_element("div").ok()))
    else {
        return;
    };
    let (body, root) = body;
    root.set_class_name("app-root");
    if body.append_child(&root).is_err() {
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
