//! A labelled group of big toggle buttons where one option is chosen (taker, contract, …).

use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct ChoiceGroupProps {
    /// The group's name, shown as its legend.
    pub label: AttrValue,
    /// The options' labels, in order.
    pub options: Vec<AttrValue>,
    /// The chosen option's index.
    pub selected: Option<usize>,
    pub on_select: Callback<usize>,
    /// Why the value is refused, shown under the group.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    /// A stable id for the error's `aria-describedby`.
    pub id: AttrValue,
    /// Extra classes for the grid ("wide" for long labels).
    #[prop_or_default]
    pub class: Classes,
}

#[component]
pub fn ChoiceGroup(props: &ChoiceGroupProps) -> Html {
    let err_id = format!("{}-error", props.id);
    let described = props
        .error
        .as_ref()
        .map(|_| AttrValue::from(err_id.clone()));
    html! {
        <fieldset class={classes!("choice-group", props.error.as_ref().map(|_| "invalid"))}
            aria-describedby={described}>
            <legend>{ props.label.clone() }</legend>
            <div class={classes!("choices", props.class.clone())}>
                { for props.options.iter().enumerate().map(|(i, label)| {
                    let on_select = props.on_select.clone();
                    let pressed = props.selected == Some(i);
                    html! {
                        <button type="button" class={classes!("choice", pressed.then_some("on"))}
                            aria-pressed={if pressed { "true" } else { "false" }}
                            onclick={Callback::from(move |_: MouseEvent| on_select.emit(i))}>
                            { label.clone() }
                        </button>
                    }
                }) }
            </div>
            if let Some(e) = &props.error {
                <p class="field-error" id={err_id}>{ e.clone() }</p>
            }
        </fieldset>
    }
}
