//! Browser tests: run in headless Chromium by `wasm-pack test --headless --chrome`.
#![cfg(target_arch = "wasm32")]

use tarot_companion::ui::App;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn mount_fresh() -> web_sys::Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    root
}

#[wasm_bindgen_test]
async fn renders_the_app_name() {
    let root = mount_fresh();
    yew::scheduler::flush().await;
    let h1 = root.query_selector("h1").unwrap().expect("a heading");
    assert_eq!(h1.text_content().unwrap(), "Tarot Companion");
}
