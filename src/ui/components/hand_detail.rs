//! One hand opened from the scorecard: its breakdown in plain words, edit, delete, close.

use yew::prelude::*;

use crate::ui::i18n::{hand_n, signed, Lang, T};

#[derive(Properties, PartialEq, Clone)]
pub struct HandDetailProps {
    pub lang: Lang,
    /// The hand's index (0 for the first).
    pub index: usize,
    pub names: Vec<String>,
    pub deltas: Vec<i64>,
    /// The core's breakdown, in words.
    pub lines: Vec<String>,
    pub on_edit: Callback<()>,
    pub on_delete: Callback<()>,
    pub on_close: Callback<()>,
}

fn click(cb: &Callback<()>) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_| cb.emit(()))
}

#[component]
pub fn HandDetail(props: &HandDetailProps) -> Html {
    let lang = props.lang;
    let title = hand_n(lang, props.index + 1);
    html! {
        <section class="hand-detail card" aria-labelledby="hand-detail-title">
            <h3 id="hand-detail-title">{ title }</h3>
            <ul class="changes">
                { for props.names.iter().zip(&props.deltas).map(|(n, d)| html! {
                    <li><span>{ n.clone() }</span><strong class={classes!((*d < 0).then_some("neg"))}>{ signed(lang, *d) }</strong></li>
                }) }
            </ul>
            <h4>{ T::HowComputed.text(lang) }</h4>
            <ol class="breakdown">
                { for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ol>
            <div class="row-actions">
                <button type="button" class="primary" onclick={click(&props.on_edit)}>{ T::Edit.text(lang) }</button>
                <button type="button" class="danger" onclick={click(&props.on_delete)}>{ T::DeleteHand.text(lang) }</button>
                <button type="button" onclick={click(&props.on_close)}>{ T::Close.text(lang) }</button>
            </div>
        </section>
    }
}
