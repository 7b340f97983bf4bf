//! The scorecard: one row per hand, one column per player with running totals; the names
//! and totals stay at the top while the hands scroll. A row opens its breakdown.
//!
//! A long evening has hundreds of hands: the screen that owns the table passes only the most
//! recent [`RECENT_ROWS`] (with `first`, the index of the first one) and a button shows them
//! all, so a new hand costs the same with 10 hands or 1,000.

use yew::prelude::*;

use crate::ui::i18n::{colon, int, show_all_hands, signed, Lang, T};

/// How many hands the scorecard shows until "show all" is pressed.
pub const RECENT_ROWS: usize = 30;

/// The index of the first hand shown out of `hands`: every hand when `all` is set, else
/// the most recent [`RECENT_ROWS`].
pub fn first_shown(hands: usize, all: bool) -> usize {
    if all {
        0
    } else {
        hands.saturating_sub(RECENT_ROWS)
    }
}

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
    /// The hands shown, in order: `rows[0]` is hand `first` (0-based).
    pub rows: Vec<RowView>,
    /// The index of the first hand in `rows`; the earlier hands are hidden.
    #[prop_or_default]
    pub first: usize,
    /// Shows the hidden hands (the button appears when `first` > 0).
    #[prop_or_default]
    pub on_show_all: Option<Callback<()>>,
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
    let any_hand = !props.rows.is_empty() || props.first > 0;
    let first = props.first;
    let show_all = props.on_show_all.clone().filter(|_| first > 0).map(|cb| {
        let label = show_all_hands(lang, first + props.rows.len());
        html! {
            <tr class="show-all-row">
                <td colspan={(props.names.len() + 1).to_string()}>
                    <button type="button" class="show-all" data-testid="show-all-hands"
                        onclick={Callback::from(move |_: MouseEvent| cb.emit(()))}>{ label }</button>
                </td>
            </tr>
        }
    });
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
                { for show_all }
                { for props.rows.iter().enumerate().map(|(k, r)| {
                    let k = first + k;
                    let on_open = props.on_open.clone();
                    let open = props.open == Some(k);
                    html! {
                        <tr key={k} class={classes!(open.then_some("open"), r.invalid.then_some("invalid"))}>
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
