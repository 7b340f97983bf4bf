//! The Yew app: state, provider, hook, labels and components. Every number it shows comes
//! from [`crate::core`].

pub mod app;
pub mod components;
pub mod games_state;
pub mod hooks;
pub mod i18n;
pub mod persist;
pub mod provider;
pub mod state;

pub use app::App;

/// Mounts the app on the document body.
pub fn mount() {
    yew::Renderer::<App>::new().render();
}
