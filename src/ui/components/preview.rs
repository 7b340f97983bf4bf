//! The live preview of the hand being entered: won or lost by how much, each player's change,
//! how it is computed (the core's breakdown in words), what each contract would pay.

use yew::prelude::*;

use crate::ui::i18n::{colon, signed, Lang, T};

/// What the preview shows. A plain function of these, not a component.
pub struct PreviewProps<'a> {
    pub lang: Lang,
    /// "Alice Garde, fait de 6".
    pub headline: AttrValue,
    /// Whether the taker's side won (for the colour); `None` when there is no taker.
    pub won: Option<bool>,
    pub names: &'a [String],
    pub deltas: &'a [i64],
    pub lines: Vec<String>,
    /// (contract, what the taker would get).
    pub stakes: Vec<(String, i64)>,
    /// Whether "How is this computed" is open: the frame's, so it stays as the player left it
    /// from one hand to the next.
    pub how: &'a UseStateHandle<bool>,
}

/// Each player's change: `<ul class="changes">`, a name and a signed number per line
/// (negative ones marked "neg"). The hand's detail shows the same list.
#[inline(never)]
pub fn changes(lang: Lang, names: &[String], deltas: &[i64]) -> Html {
    // Long names get a line each, not a word a line in a narrow column.
    let long = names.iter().any(|n| n.chars().count() > 12);
    html! {
        <ul class={if long { "changes long" } else { "changes" }}>
            { for names.iter().zip(deltas).map(|(n, d)| html! {
                <li><span>{ n.clone() }</span><strong class={if *d < 0 { "neg" } else { "" }}>{ signed(lang, *d) }</strong></li>
            }) }
        </ul>
    }
}

#[inline(never)]
pub fn preview(props: PreviewProps<'_>) -> Html {
    let lang = props.lang;
    html! {
        <section class={match props.won { Some(true) => "preview card won", Some(false) => "preview card lost", None => "preview card" }}
            aria-labelledby="preview-title" aria-live="polite">
            <h3 id="preview-title">{ T::Preview.text(lang) }</h3>
            <p class="headline">{ props.headline }</p>
            { changes(lang, props.names, props.deltas) }
            { super::el::fold(T::HowComputed.text(lang), "how", props.how, if **props.how { html! {
                <ol class="breakdown">{ for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
            } } else { Html::default() }) }
            if !props.stakes.is_empty() {
                <p class="stakes">
                    <span>{ format!("{}{}", T::ContractStakes.text(lang), colon(lang)) }</span>
                    { props.stakes.iter().map(|(c, v)| format!("{c} {}", signed(lang, *v))).collect::<Vec<_>>().join(" · ") }
                </p>
            }
        </section>
    }
}
