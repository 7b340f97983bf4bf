//! The per-player statistics of a session: hands taken, success rate overall and by
//! contract, average change per hand, best and worst hand. The numbers come from
//! `core::stats`; this file only writes them.

use yew::prelude::*;

use crate::core::french::Contract;
use crate::core::scorecard::Scorecard;
use crate::core::stats::{HandChange, PlayerStats, Record, Stats};
use crate::ui::i18n::{
    contract, hand_ref, int, percent, signed, signed_len, signed_tenths, Lang, T,
};

#[derive(PartialEq, Clone)]
pub struct StatsTableProps {
    /// Player names, in seat order.
    pub names: Vec<String>,
    /// `Stats::of_scorecard(&scorecard)`.
    pub stats: Stats<Contract>,
    pub lang: Lang,
}

const NONE: &str = "—";

/// "67 %" (French) or "67%" over "2/3"; a dash when never taken.
fn record(lang: Lang, r: Record) -> Html {
    match r.percent() {
        None => html! { { NONE } },
        Some(p) => {
            let percent = percent(lang, i64::from(p));
            let of = format!(
                "{}/{}",
                int(lang, i64::from(r.made)),
                int(lang, i64::from(r.taken))
            );
            html! {
                <>
                    <span class="stats-table__value">{ percent }</span>
                    <span class="stats-table__note">{ of }</span>
                </>
            }
        }
    }
}

fn hand_change(lang: Lang, h: Option<HandChange>) -> Html {
    match h {
        None => html! { { NONE } },
        Some(h) => {
            let which = hand_ref(lang, h.hand);
            html! {
                <>
                    <span class="stats-table__value">{ signed(lang, h.change) }</span>
                    <span class="stats-table__note">{ which }</span>
                </>
            }
        }
    }
}

/// One row: a heading and a cell per player.
fn row(heading: Html, cells: impl Iterator<Item = Html>) -> Html {
    html! {
        <tr>
            <th scope="row">{ heading }</th>
            { for cells.map(|c| html! { <td>{ c }</td> }) }
        </tr>
    }
}

/// The statistics of a French Tarot scorecard.
pub fn of_scorecard(names: Vec<String>, card: &Scorecard, lang: Lang) -> Html {
    stats_table(&StatsTableProps {
        names,
        stats: Stats::of_scorecard(card),
        lang,
    })
}

pub fn stats_table(props: &StatsTableProps) -> Html {
    let StatsTableProps { names, stats, lang } = props;
    let lang = *lang;
    if stats.hands == 0 {
        return html! {
            <p class="stats-table stats-table--empty">
                { T::NoStats.text(lang) }
            </p>
        };
    }
    let players = &stats.players;
    let cells = |f: &dyn Fn(&PlayerStats<Contract>) -> Html| -> Vec<Html> {
        players.iter().map(f).collect()
    };
    let text = |s: String| html! { { s } };
    let contracts = Contract::ALL.into_iter().filter(|c| {
        players
            .iter()
            .any(|p| p.by_contract.iter().any(|(k, _)| k == c))
    });
    let by_contract = contracts.map(|c| {
        let per_player = cells(&|p| {
            let r = p.by_contract.iter().find(|(k, _)| *k == c).map(|(_, r)| *r);
            record(lang, r.unwrap_or_default())
        });
        // Seen as the contract under "Success rate"; heard as "Success, Guard".
        html! {
            <tr class="stats-table__contract">
                <th scope="row">
                    <span class="visually-hidden">{ T::SuccessOf.text(lang) }</span>
                    { contract(lang, c) }
                </th>
                { for per_player.into_iter().map(|c| html! { <td>{ c }</td> }) }
            </tr>
        }
    });
    // The longest number of a cell ("+1 628", "-329,3"): a long one is drawn smaller on a
    // phone, whole on its line (`digits-N`, static/screens.css), not broken in two.
    let mut longest = 0;
    for p in players {
        for h in [p.best, p.worst].into_iter().flatten() {
            longest = longest.max(signed_len(h.change));
        }
        if let Some(t) = p.average.tenths() {
            longest = longest.max(signed_tenths(lang, t).chars().count());
        }
    }
    let class = format!(
        "players-{} digits-{}",
        names.len(),
        if longest < 5 { 0 } else { longest.min(9) }
    );

    html! {
        // Focusable so that a keyboard can scroll it sideways when five players overflow.
        <div class="stats-table" role="region" tabindex="0"
            aria-label={T::StatsByPlayer.text(lang)}>
            <table {class}>
                <caption>{ T::StatsByPlayer.text(lang) }</caption>
                <thead>
                    <tr>
                        <th scope="col">
                            <span class="visually-hidden">{ T::Statistic.text(lang) }</span>
                        </th>
                        { for names.iter().map(|n| html! { <th scope="col">{ n.clone() }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { row(text(T::HandsTaken.text(lang).into()),
                          cells(&|p| text(int(lang, i64::from(p.taken)))).into_iter()) }
                    { row(text(T::SuccessRate.text(lang).into()),
                          cells(&|p| record(lang, p.overall)).into_iter()) }
                    { for by_contract }
                    { row(text(T::AveragePerHand.text(lang).into()),
                          cells(&|p| text(p.average.tenths()
                              .map_or(NONE.to_owned(), |t| signed_tenths(lang, t)))).into_iter()) }
                    { row(text(T::BestHand.text(lang).into()),
                          players.iter().map(|p| hand_change(lang, p.best))) }
                    { row(text(T::WorstHand.text(lang).into()),
                          players.iter().map(|p| hand_change(lang, p.worst))) }
                </tbody>
            </table>
        </div>
    }
}
