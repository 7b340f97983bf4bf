//! One player's rating after each of their rated hands, drawn in SVG with the chart of running
//! totals' geometry (`chart::geometry`): the line is the rating's distance from the start
//! (1500), so the zero line is the start; the labels are ratings written from their tenths.

use yew::prelude::*;

use super::chart::geometry::{chart_geometry, one_decimal, ChartFrame};
use crate::core::ratings::{Tenths, START};
use crate::ui::i18n::players::{rating, rating_summary};
use crate::ui::i18n::{int, Lang};

/// The phone frame with room for a rating's label ("1 532,5").
const FRAME: ChartFrame = ChartFrame {
    left: 58.0,
    ..ChartFrame::PHONE
};

/// An axis label: a whole rating without its tenth ("1 475"), else with it ("1 497,5").
fn tick(lang: Lang, t: Tenths) -> String {
    if t.0 % 10 == 0 {
        int(lang, t.0 / 10)
    } else {
        rating(lang, t)
    }
}

/// `history`: the rating before the first hand, then after each.
pub fn rating_chart(lang: Lang, name: &str, history: &[Tenths]) -> Html {
    let rows: Vec<Vec<i64>> = history
        .iter()
        .skip(1)
        .map(|t| vec![t.0 - START.0])
        .collect();
    let g = chart_geometry(&rows, 1, FRAME);
    let (left, top, right, _) = g.plot;
    let last = history.last().copied().unwrap_or(START);
    let label = rating_summary(lang, name, rows.len(), last);
    let grid = g.y_ticks.iter().map(|t| {
        let class = if t.value == 0 { "chart__zero" } else { "chart__grid" };
        let y = one_decimal(t.at);
        html! {
            <g key={t.value.to_string()}>
                <line class={class} x1={one_decimal(left)} x2={one_decimal(right)} y1={y.clone()} y2={y.clone()} />
                <text class="chart__tick" x={one_decimal(g.y_label_x)} y={y}
                    text-anchor="end" dominant-baseline="middle">
                    { tick(lang, Tenths(START.0 + t.value)) }
                </text>
            </g>
        }
    });
    let x_ticks = g.x_ticks.iter().map(|t| {
        html! {
            <text key={t.value.to_string()} class="chart__tick" x={one_decimal(t.at)}
                y={one_decimal(g.x_label_y)} text-anchor="middle">
                { int(lang, t.value) }
            </text>
        }
    });
    html! {
        <figure class="chart">
            <svg class="chart__svg" viewBox={g.view_box.clone()} role="img" aria-label={label.clone()}
                preserveAspectRatio="xMidYMid meet">
                <title>{ label.clone() }</title>
                <rect class="chart__plot" x={one_decimal(left)} y={one_decimal(top)}
                    width={one_decimal(g.plot_size.0)} height={one_decimal(g.plot_size.1)} />
                { for grid }
                { for x_ticks }
                <polyline class="chart__series series-0 chart__line" points={g.points_attr(0)} />
            </svg>
            <figcaption class="hint" aria-hidden="true">{ label }</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_labels_show_a_tenth_only_when_there_is_one() {
        assert_eq!(tick(Lang::En, Tenths(14_750)), "1,475");
        assert_eq!(tick(Lang::Fr, Tenths(14_750)), "1\u{202f}475");
        assert_eq!(tick(Lang::En, Tenths(14_975)), "1,497.5");
        assert_eq!(tick(Lang::En, Tenths(-20)), "-2");
    }
}
