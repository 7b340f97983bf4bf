//! Mounts the app; and the allocator of the wasm build.
fn main() {
    tarot_companion::ui::mount();
}

// The allocator: talc instead of Rust's default for wasm (dlmalloc): faster by its own
// benchmarks, and ~7 KB smaller in the app's wasm (issue #12). Single-threaded: the page has
// one thread (wasm32 without atomics).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
