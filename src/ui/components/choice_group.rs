//! A labelled group of big toggle buttons where one option is chosen (taker, contract, …).
//! A plain function of its [`Choices`], not a component: the screens call it in their markup.

use yew::prelude::*;

use super::el::choice;

/// What a choice group shows.
pub struct Choices {
    /// A stable id for the error's `aria-describedby`.
    pub id: &'static str,
    /// The group's name, shown as its legend.
    pub label: AttrValue,
    /// The options' labels, in order.
    pub options: Vec<AttrValue>,
    /// The chosen option's index.
    pub selected: Option<usize>,
    pub on_select: Callback<usize>,
    /// Why the value is refused, shown under the group.
    pub error: Option<AttrValue>,
    /// A grid for long labels (class "wide"); without it, labels over 6 letters (names) get
    /// the grid of class "names".
    pub wide: bool,
}

/// The buttons' grid for these options. Players' names get wider buttons, so that a name
/// breaks only where it must; wider still when a word of them is long, so that no word breaks
/// in the middle: two a row at 360 px for "Rochefoucauld", one for "Hildegardevonbingen".
fn choices_class(wide: bool, options: &[&str]) -> &'static str {
    let names = !wide && options.iter().any(|o| o.chars().count() > 6);
    let longest = options
        .iter()
        .flat_map(|o| o.split([' ', '-']))
        .map(|w| w.chars().count())
        .max()
        .unwrap_or(0);
    match (wide, names, longest) {
        (true, ..) => "choices wide",
        (_, true, 17..) => "choices names longest",
        (_, true, 11..) => "choices names long",
        (_, true, _) => "choices names",
        _ => "choices",
    }
}

/// `<fieldset class="choice-group">` with one toggle per option.
#[inline(never)]
pub fn choice_group(c: Choices) -> Html {
    let Choices {
        id,
        label,
        options,
        selected,
        on_select,
        error,
        wide,
    } = c;
    let err_id = format!("{id}-error");
    let described = error.as_ref().map(|_| AttrValue::from(err_id.clone()));
    let class = choices_class(
        wide,
        &options.iter().map(AttrValue::as_str).collect::<Vec<_>>(),
    );
    let buttons = options.into_iter().enumerate().map(|(i, label)| {
        let on_select = on_select.clone();
        choice(
            selected == Some(i),
            Callback::from(move |_: MouseEvent| on_select.emit(i)),
            label.into(),
        )
    });
    html! {
        <fieldset class={if error.is_some() { "choice-group invalid" } else { "choice-group" }}
            aria-describedby={described}>
            <legend>{ label }</legend>
            <div class={class}>
                { for buttons }
            </div>
            if let Some(e) = error {
                <p class="field-error" id={err_id} role="alert">{ e }</p>
            }
        </fieldset>
    }
}
