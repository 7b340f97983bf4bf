//! Markup shared by the components, built once: buttons, toggle choices, check boxes and
//! error lines. Each `html!` element expands to a few hundred bytes of wasm where it is
//! written; these non-generic functions keep one copy, and the components call them.
//! Every builder writes exactly the markup it replaces (an empty class is no attribute).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::provider::AppContext;
use crate::ui::state::Action;

/// A flag of a component (a card open, every row shown…): false at first, a render only when
/// it changes. One hook for every such flag: each `use_state_eq(|| false)` written in a
/// component is a copy of Yew's hook machinery in the wasm (issue #12).
#[hook]
pub fn use_flag() -> UseStateHandle<bool> {
    use_state_eq(|| false)
}

/// A card folded under its name: a button that says whether it is open (`aria-expanded`),
/// found by its role and name as every other control is (a `<summary>` has no role: QA
/// helper-58, `getByRole('button', { name: 'Statistiques' })` found nothing), in a group of
/// the same name; the body, built by the caller only while `open`.
#[inline(never)]
pub fn fold(label: &str, class: &'static str, open: &UseStateHandle<bool>, body: Html) -> Html {
    let now = **open;
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!now))
    };
    html! {
        <div class={classes!("card", "fold-card", class)} role="group" aria-label={label.to_owned()}>
            <button type="button" class="fold" aria-expanded={pressed(now)} onclick={toggle}>{ label.to_owned() }</button>
            if now {
                { body }
            }
        </div>
    }
}

/// The `aria-pressed` / `aria-expanded` value of a flag.
pub fn pressed(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// A `<button type="button">` with the attributes the app uses; `None` and `false` leave the
/// attribute out.
#[derive(Default)]
pub struct Button {
    /// The class list ("" for none).
    pub class: &'static str,
    pub disabled: bool,
    /// `aria-pressed`.
    pub pressed: Option<bool>,
    /// `aria-label`.
    pub label: Option<AttrValue>,
    pub title: Option<AttrValue>,
    /// `aria-describedby`.
    pub described_by: Option<AttrValue>,
    /// Waiting, its click is still sent (the screen then marks each field that wants an
    /// answer), and the focus goes to the first choice so marked, instead of the reason being
    /// brought into sight.
    pub asks: bool,
}

impl Button {
    #[inline(never)]
    pub fn view(self, onclick: Callback<MouseEvent>, children: Html) -> Html {
        // A button that waits and says why (described by it: Confirm, Start) stays in the
        // keyboard's reach, `aria-disabled` (QA: Tab skipped it, and with it the reason); its
        // click brings the reason into sight (QA: tapped, Confirm did nothing, its reason
        // under the keypad, out of sight). One that says nothing is plainly disabled.
        let says_why = self.disabled && self.described_by.is_some();
        let onclick = match (&self.described_by, says_why) {
            (Some(_), true) if self.asks => Callback::from(move |e: MouseEvent| {
                onclick.emit(e);
                focus_after_paint(".choice-group.invalid button".to_owned());
            }),
            (Some(why), true) => {
                let why = why.clone();
                Callback::from(move |_: MouseEvent| show_reason(&why))
            }
            _ => onclick,
        };
        html! {
            <button type="button" class={self.class} disabled={self.disabled && !says_why}
                aria-disabled={says_why.then_some("true")}
                aria-pressed={self.pressed.map(pressed)} aria-label={self.label} title={self.title}
                aria-describedby={self.described_by} {onclick}>
                { children }
            </button>
        }
    }
}

/// The window's inner height in CSS pixels (0 when the browser says none).
pub fn window_height(w: &web_sys::Window) -> f64 {
    w.inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0)
}

/// Scrolls the element `id` names (the first, when it names several) to a third of the
/// window's height, unless it is in sight above the sticky bar of the screen's buttons.
pub fn show_reason(ids: &str) {
    let Some(w) = web_sys::window() else { return };
    let Some(doc) = w.document() else { return };
    let id = ids.split_whitespace().next().unwrap_or_default();
    let Some(el) = doc.get_element_by_id(id) else {
        return;
    };
    let height = window_height(&w);
    let bar = doc
        .query_selector(".sticky-actions")
        .ok()
        .flatten()
        .map_or(0.0, |b| b.get_bounding_client_rect().height());
    let at = el.get_bounding_client_rect();
    if at.top() < 0.0 || at.bottom() > height - bar {
        w.scroll_by_with_x_and_y(0.0, at.top() - height / 3.0);
    }
}

/// `<button type="button" class={class} onclick={onclick}>{children}</button>`.
#[inline(never)]
pub fn button(class: &'static str, onclick: Callback<MouseEvent>, children: Html) -> Html {
    Button {
        class,
        ..Button::default()
    }
    .view(onclick, children)
}

/// A toggle of a choice group: `<button class="choice [on]" aria-pressed>`.
#[inline(never)]
pub fn choice(on: bool, onclick: Callback<MouseEvent>, children: Html) -> Html {
    Button {
        class: if on { "choice on" } else { "choice" },
        pressed: Some(on),
        ..Button::default()
    }
    .view(onclick, children)
}

/// A callback that emits `value` on a click.
#[inline(never)]
pub fn emit_on_click<T: Clone + 'static>(cb: &Callback<T>, value: T) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_: MouseEvent| cb.emit(value.clone()))
}

/// A callback that sends `action` to the app's reducer, whatever it is called with (a click,
/// `()`). One closure for every such callback: a closure written in each component is a
/// type of its own, each with its copy of Yew's callback code in the wasm (issue #12).
pub fn send<IN: 'static>(app: &AppContext, action: Action) -> Callback<IN> {
    let app = app.clone();
    Callback::from(move |_: IN| app.dispatch(action.clone()))
}

/// `<label class="check"><input type="checkbox" checked onchange />{label}</label>`;
/// `on_change` gets the new state.
#[inline(never)]
pub fn check(checked: bool, on_change: Callback<bool>, label: Html) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on_change.emit(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    html! {
        <label class="check"><input type="checkbox" {checked} {onchange} />{ label }</label>
    }
}

/// `<p class="field-error" id={id} role="alert">{text}</p>`: said as it appears (a screen
/// reader heard nothing of a refused hand), and named by `id` for the fields and the button
/// it is about to be described by.
#[inline(never)]
pub fn field_error(id: &'static str, text: AttrValue) -> Html {
    html! { <p class="field-error" {id} role="alert">{ text }</p> }
}

/// Dispatches `action`, then focuses what `selector` finds once the change is painted: for a
/// button that goes away (or stops answering) with what it did, the focus would otherwise
/// fall to the page's body.
pub fn send_then_focus(app: &AppContext, action: Action, selector: String) -> Callback<()> {
    let app = app.clone();
    Callback::from(move |()| {
        app.dispatch(action.clone());
        focus_after_paint(selector.clone());
    })
}

/// Puts the focus on the first element `selector` finds once the change being made is drawn
/// (a control that appears with it, or one that stays where another went away): the focus is
/// never left on the page's body.
pub fn focus_after_paint(selector: String) {
    wasm_bindgen_futures::spawn_local(async move {
        crate::ui::hooks::after_paint().await;
        focus_now(&selector);
    });
}

/// Focuses the element `selector` selects first, if any.
pub fn focus_now(selector: &str) {
    if let Some(e) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
    {
        let _ = e.focus();
    }
}

/// Tab (Shift+Tab when `back`) from the element `from` selects first, to the one `to`
/// selects first, when both are on the page: a hand's sheet shows at the bottom of the
/// screen, over the rows, yet comes after every row in the page's order (QA: six Tabs from
/// the row opened to "Edit", the focus hidden under the sheet on the way).
pub fn tab_across(back: bool, from: &'static str, to: &'static str) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() != "Tab" || e.shift_key() != back {
            return;
        }
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let first = |s: &str| document.query_selector(s).ok().flatten();
        let target = e.target_dyn_into::<web_sys::Element>();
        if target.is_none() || first(from) != target {
            return;
        }
        if let Some(to) =
            first(to).and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok())
        {
            e.prevent_default();
            let _ = to.focus();
        }
    })
}

/// The row opened on a scorecard, and the first thing its sheet lets a keyboard reach
/// ([`tab_across`]).
pub const OPEN_ROW: &str = ".row-button[aria-expanded=\"true\"]";
pub const SHEET_FIRST: &str = ".hand-detail :is(button, summary, a[href])";
