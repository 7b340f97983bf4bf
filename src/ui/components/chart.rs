//! The chart of running totals: one line per player, drawn in SVG from its [`geometry`].

pub mod geometry;

use yew::prelude::*;

use self::geometry::{chart_geometry, one_decimal, ChartFrame};
use crate::core::stats::leaders;
use crate::ui::i18n::{chart_summary, int, Lang, T};

/// Distinct series styles (colour and dash pattern, see static/screens.css): enough for the
/// twelve players of a free-form sheet, the last six in the first six colours with other
/// dashes (QA: the seventh player's line was the first's).
const SERIES: usize = 12;

#[derive(PartialEq, Clone)]
pub struct ChartProps {
    /// Player names, in seat order.
    pub names: Vec<String>,
    /// The running totals, one row per hand: `totals[hand][seat]` (the scorecard's rows,
    /// see `core::stats::running_totals`).
    pub totals: Vec<Vec<i64>>,
    pub lang: Lang,
}

/// What a screen reader says for the chart: the number of hands and the leader.
fn summary(lang: Lang, names: &[String], totals: &[Vec<i64>]) -> String {
    let Some(last) = totals.last() else {
        return chart_summary(lang, None);
    };
    let seats = leaders(last);
    let who: Vec<&str> = seats
        .iter()
        .filter_map(|&s| names.get(s).map(String::as_str))
        .collect();
    let total = seats
        .first()
        .and_then(|&s| last.get(s))
        .copied()
        .unwrap_or(0);
    chart_summary(lang, Some((&who, total, totals.len())))
}

/// A view-box coordinate, written with one decimal.
fn at(v: f64) -> String {
    one_decimal(v)
}

pub fn chart(props: &ChartProps) -> Html {
    let ChartProps {
        names,
        totals,
        lang,
    } = props;
    let lang = *lang;
    let g = chart_geometry(totals, names.len(), ChartFrame::PHONE);
    let (left, top, right, _) = g.plot;
    let label = summary(lang, names, totals);
    let last = totals.last();

    let grid = g.y_ticks.iter().map(|t| {
        let class = if t.value == 0 {
            "chart__zero"
        } else {
            "chart__grid"
        };
        html! {
            <g key={t.value.to_string()}>
                <line class={class} x1={at(left)} x2={at(right)} y1={at(t.at)} y2={at(t.at)} />
                <text class="chart__tick" x={at(g.y_label_x)} y={at(t.at)}
                    text-anchor="end" dominant-baseline="middle">
                    { int(lang, t.value) }
                </text>
            </g>
        }
    });
    let hand_ticks = g.x_ticks.iter().map(|t| {
        html! {
            <text key={t.value.to_string()} class="chart__tick" x={at(t.at)} y={at(g.x_label_y)}
                text-anchor="middle">
                { int(lang, t.value) }
            </text>
        }
    });
    // Styles cycle after the twelfth player (none has more).
    let styles = || (0..names.len()).zip((0..SERIES).cycle());
    let lines = styles().map(|(seat, style)| {
        let marker = g.last_point(seat).map(|(x, y)| {
            html! {
                <circle class={format!("chart__series series-{style} chart__marker")}
                    cx={at(x)} cy={at(y)} r="4" />
            }
        });
        html! {
            <g key={seat}>
                <polyline class={format!("chart__series series-{style} chart__line")}
                    points={g.points_attr(seat)} />
                { for marker }
            </g>
        }
    });
    let legend = names.iter().zip(styles()).map(|(name, (seat, style))| {
        let total = last.and_then(|row| row.get(seat)).copied().unwrap_or(0);
        html! {
            <li key={seat} class="chart__legend-item">
                <svg class="chart__swatch" viewBox="0 0 32 12" aria-hidden="true" focusable="false">
                    <line class={format!("chart__series chart__line series-{style}")}
                        x1="2" y1="6" x2="30" y2="6" />
                </svg>
                <span class="chart__name">{ name.clone() }</span>
                <span class="chart__total">{ int(lang, total) }</span>
            </li>
        }
    });
    let head = names
        .iter()
        .enumerate()
        .map(|(seat, name)| html! { <th key={seat} scope="col">{ name.clone() }</th> });
    let rows = (1_i64..).zip(totals).map(|(hand, row)| {
        let cells = (0..names.len()).map(|seat| {
            html! { <td key={seat}>{ int(lang, row.get(seat).copied().unwrap_or(0)) }</td> }
        });
        html! {
            <tr key={hand}>
                <th scope="row">{ int(lang, hand) }</th>
                { for cells }
            </tr>
        }
    });

    html! {
        <figure class="chart">
            <svg class="chart__svg" viewBox={g.view_box.clone()} role="img" aria-label={label.clone()}
                preserveAspectRatio="xMidYMid meet">
                <title>{ label }</title>
                <rect class="chart__plot" x={at(left)} y={at(top)}
                    width={at(g.plot_size.0)} height={at(g.plot_size.1)} />
                { for grid }
                { for hand_ticks }
                { for lines }
            </svg>
            <figcaption>
                <ul class="chart__legend">{ for legend }</ul>
            </figcaption>
            <table class="visually-hidden">
                <caption>{ T::TotalsAfterEachHand.text(lang) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ T::Hand.text(lang) }</th>
                        { for head }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </figure>
    }
}
