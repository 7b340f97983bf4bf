//! The page's address: a shared link travels in its fragment (`#s=…`).

use wasm_bindgen::JsValue;

/// The fragment of the page's address (`#…`, or empty).
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Removes a shared link from the address, without a reload or a history entry.
pub fn clear_link() {
    if let Some(w) = web_sys::window() {
        let path = w.location().pathname().unwrap_or_else(|_| "/".into());
        let search = w.location().search().unwrap_or_default();
        if let Ok(history) = w.history() {
            let _ = history.replace_state_with_url(
                &JsValue::NULL,
                "",
                Some(&format!("{path}{search}")),
            );
        }
    }
}

/// Adds one entry to the browser's history (the same address), unless the page is on one it
/// added: inside the app, the browser's Back button (or Android's) then comes back to the app
/// as a popstate event ([`crate::ui::state::Action::Back`]) instead of leaving it.
pub fn step_in() {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let ours = history
            .state()
            .is_ok_and(|s| !s.is_null() && !s.is_undefined());
        if !ours {
            let _ = history.push_state(&JsValue::from(1), "");
        }
    }
}
