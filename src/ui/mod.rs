//! The Yew app: components, state and labels. Every number it shows comes from [`crate::core`].

pub mod app;
pub mod i18n;

pub use app::App;

/// Mounts the app on the document body.
pub fn mount() {
    yew::Renderer::<App>::new().render();
}
