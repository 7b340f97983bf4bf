//! The scorecard: one row per hand, one column per player with running totals; the names
//! and totals stay at the top while the hands scroll. A row opens its breakdown.

use yew::prelude::*;

use crate::ui::i18n::{colon, int, signed, Lang, T};

/// One hand as the table shows it (numbers from the core's scorecard).
#[derive(Clone, Debug, PartialEq)]
pub struct RowView {
    /// "Alice Garde, fait de 6".
    pub summary: String,
    pub dealer: String,
    pub deltas: Vec<i64>,
    pub totals: Vec<i64>,
    /// The hand could not be scored.
    pub invalid: bool,
}

#[derive(Properties, PartialEq, Clone)]
pub struct ScoreTableProps {
    pub lang: Lang,
    pub names: Vec<String>,
    pub rows: Vec<RowView>,
    pub totals: Vec<i64>,
    /// Who deals the next hand.
    pub dealer: usize,
    /// The seats with the highest total.
    pub leaders: Vec<usize>,
    /// The mouches pools on the table ("45 + 45"), when the rules have them.
    #[prop_or_default]
    pub pools: Option<AttrValue>,
    /// The hand whose breakdown is open.
    pub open: Option<usize>,
    pub on_open: Callback<usize>,
}

#[component]
pub fn ScoreTable(props: &ScoreTableProps) -> Html {
    let lang = props.lang;
    let any_hand = !props.rows.is_empty();
    html! {
        <table class={classes!("scorecard", format!("players-{}", props.names.len()))}>
            <caption class="sr-only">{ T::Scorecard.text(lang) }</caption>
            <thead>
                <tr>
                    <th scope="col" class="hand-col">{ T::Hand.text(lang) }</th>
                    { for props.names.iter().enumerate().map(|(i, n)| {
                        let dealer = i == props.dealer;
                        let lead = any_hand && props.leaders.contains(&i);
                        html! {
                            <th scope="col" class={classes!("player", lead.then_some("leader"))}>
                                <span class="name">{ n.clone() }</span>
                                if dealer {
                                    <span class="badge dealer-badge">{ T::CurrentDealer.text(lang) }</span>
                                }
                                if lead {
                                    <span class="badge leader-badge">{ T::Leader.text(lang) }</span>
                                }
                            </th>
                        }
                    }) }
                </tr>
                <tr class="totals">
                    <th scope="row">{ T::Totals.text(lang) }</th>
                    { for props.totals.iter().enumerate().map(|(i, t)| html! {
                        <td data-testid={format!("total-{i}")}
                            class={classes!("num", (any_hand && props.leaders.contains(&i)).then_some("leader"))}>
                            { int(lang, *t) }
                        </td>
                    }) }
                </tr>
                if let Some(p) = &props.pools {
                    <tr class="pools-row">
                        <th scope="row">{ T::Pools.text(lang) }</th>
                        <td colspan={props.names.len().to_string()} data-testid="pools">{ p.clone() }</td>
                    </tr>
                }
            </thead>
            <tbody>
                { for props.rows.iter().enumerate().map(|(k, r)| {
                    let on_open = props.on_open.clone();
                    let open = props.open == Some(k);
                    html! {
                        <tr class={classes!(open.then_some("open"), r.invalid.then_some("invalid"))}>
                            <th scope="row" class="hand-col">
                                <button type="button" class="row-button" aria-expanded={if open { "true" } else { "false" }}
                                    onclick={Callback::from(move |_: MouseEvent| on_open.emit(k))}>
                                    <span class="hand-no"><span class="sr-only">{ format!("{} ", T::Hand.text(lang)) }</span>{ k + 1 }<span class="sr-only">{ colon(lang) }</span></span>
                                    <span class="hand-sum">{ r.summary.clone() }</span>
                                    <span class="hand-dealer">{ format!("{} {}", T::Dealer.text(lang), r.dealer) }</span>
                                </button>
                            </th>
                            { for r.totals.iter().zip(&r.deltas).map(|(t, d)| html! {
                                <td class="num">
                                    <span class="total">{ int(lang, *t) }</span>
                                    <span class={classes!("delta", (*d < 0).then_some("neg"))}>{ signed(lang, *d) }</span>
                                </td>
                            }) }
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}
