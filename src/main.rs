//! Mounts the app. Nothing else lives here.
fn main() {
    tarot_companion::ui::mount();
}
