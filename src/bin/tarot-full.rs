//! The whole app (with the `extras` feature): built beside the first-load app by Trunk and
//! loaded by it when a player opens one of the extras (`src/ui/extras.rs`). Mounts the app.
fn main() {
    tarot_companion::ui::mount();
}
