//! The chart's geometry (src/ui/components/chart/geometry.rs): the running totals placed in
//! a view box sized for a phone, axes at "nice" steps, coordinates written with one decimal.

use tarot_companion::ui::components::chart::geometry::{
    chart_geometry, label_width, nice_step, one_decimal, ChartFrame,
};

#[test]
fn nice_steps_are_1_2_5_times_a_power_of_ten() {
    // (span, max intervals, step)
    let cases = [
        (0, 5, 1),
        (4, 5, 1),
        (6, 5, 2),
        (10, 5, 2),
        (11, 5, 5),
        (24, 5, 5),
        (26, 5, 10),
        (100, 5, 20),
        (420, 5, 100),
        (999, 5, 200),
        (1000, 5, 200),
        (1001, 5, 500),
        (-300, 5, 100),
        (12, 6, 2),
        (30, 6, 5),
        (7, 0, 10),
    ];
    for (span, max, step) in cases {
        assert_eq!(nice_step(span, max), step, "span {span}, {max} intervals");
    }
}

#[track_caller]
fn close(a: f64, b: f64) {
    assert!((a - b).abs() < 1e-9, "{a} != {b}");
}

#[test]
fn chart_scales_totals_into_the_plot() {
    let f = ChartFrame::PHONE;
    // Two hands, two players: totals go up to 150 and down to -150.
    let totals = vec![vec![100, -100], vec![150, -150]];
    let g = chart_geometry(&totals, 2, f);
    assert_eq!(g.view_box, "0 0 360 220");
    let (left, top, right, bottom) = g.plot;
    assert_eq!((left, top, right, bottom), (44.0, 10.0, 348.0, 196.0));
    assert_eq!(g.plot_size, (304.0, 186.0));
    assert_eq!((g.y_label_x, g.x_label_y), (38.0, 212.0));
    // Span 300 in at most 5 intervals: step 100, axis -200..200.
    let values: Vec<i64> = g.y_ticks.iter().map(|t| t.value).collect();
    assert_eq!(values, [-200, -100, 0, 100, 200]);
    close(g.y_ticks[0].at, bottom);
    close(g.y_ticks[4].at, top);
    close(g.zero_y, (top + bottom) / 2.0);
    assert_eq!(g.lines.len(), 2);
    // Every line starts at 0 before the first hand, then one point per hand.
    for line in &g.lines {
        assert_eq!(line.len(), 3);
        close(line[0].0, left);
        close(line[0].1, g.zero_y);
        close(line[2].0, right);
    }
    close(g.lines[0][1].0, (left + right) / 2.0);
    close(g.lines[0][2].1, top + (bottom - top) * 50.0 / 400.0);
    close(g.lines[1][2].1, bottom - (bottom - top) * 50.0 / 400.0);
    assert_eq!(g.points_attr(0), "44.0,103.0 196.0,56.5 348.0,33.2");
    assert_eq!(g.last_point(1), Some((348.0, 172.75)));
    assert_eq!(g.last_point(2), None);
    let hands: Vec<i64> = g.x_ticks.iter().map(|t| t.value).collect();
    assert_eq!(hands, [0, 1, 2]);
}

#[test]
fn chart_axis_always_shows_zero() {
    // (rows, axis values)
    let cases: &[(&[&[i64]], &[i64])] = &[
        (&[], &[0, 1]),
        (&[&[0, 0, 0]], &[0, 1]),
        (&[&[30, 40, 50]], &[0, 10, 20, 30, 40, 50]),
        (&[&[-30, -40, -75]], &[-80, -60, -40, -20, 0]),
        (&[&[13, -7]], &[-10, -5, 0, 5, 10, 15]),
    ];
    for &(rows, want) in cases {
        let totals: Vec<Vec<i64>> = rows.iter().map(|r| r.to_vec()).collect();
        let g = chart_geometry(&totals, 3, ChartFrame::PHONE);
        let got: Vec<i64> = g.y_ticks.iter().map(|t| t.value).collect();
        assert_eq!(got, want, "{rows:?}");
        assert!(got.contains(&0));
        for line in &g.lines {
            for &(x, y) in line {
                assert!((g.plot.0..=g.plot.2).contains(&x), "x {x}");
                assert!((g.plot.1..=g.plot.3).contains(&y), "y {y}");
            }
        }
    }
}

#[test]
fn chart_hand_axis_thins_out_for_long_evenings() {
    // (hands, ticks shown)
    let cases: &[(usize, &[i64])] = &[
        (0, &[0]),
        (3, &[0, 1, 2, 3]),
        (12, &[0, 2, 4, 6, 8, 10, 12]),
        (25, &[0, 5, 10, 15, 20, 25]),
        (41, &[0, 10, 20, 30, 40]),
    ];
    for &(hands, want) in cases {
        let totals = vec![vec![0_i64; 4]; hands];
        let g = chart_geometry(&totals, 4, ChartFrame::PHONE);
        let got: Vec<i64> = g.x_ticks.iter().map(|t| t.value).collect();
        assert_eq!(got, want, "{hands} hands");
        assert_eq!(g.lines[0].len(), hands + 1);
    }
}

#[test]
fn one_decimal_writes_what_format_writes() {
    let edges = [
        0.0,
        -0.0,
        0.05,
        0.15,
        0.25,
        0.35,
        33.25,
        172.75,
        2.45,
        1.05,
        0.04,
        -0.04,
        -33.25,
        359.95,
        0.95,
        9.95,
        99.95,
        104.999_999_999_999_99,
        1e-300,
        123_456.789,
    ];
    for v in edges {
        assert_eq!(one_decimal(v), format!("{v:.1}"), "{v:e}");
    }
}

proptest::proptest! {
    #[test]
    fn one_decimal_matches_format_on_any_coordinate(v in -1.0e6_f64..1.0e6, hundredths in -100_000_000_i64..100_000_000) {
        proptest::prop_assert_eq!(one_decimal(v), format!("{v:.1}"));
        // Values written with two decimals land near the ties.
        let w = hundredths as f64 / 100.0;
        proptest::prop_assert_eq!(one_decimal(w), format!("{w:.1}"));
        let h = (hundredths as f64 + 0.5) / 10.0;
        proptest::prop_assert_eq!(one_decimal(h), format!("{h:.1}"));
    }
}

/// The totals' labels are right-aligned at `y_label_x`: the plot starts far enough right for
/// the widest to be drawn whole ("-20 000" was cut at the card's edge: the margin held five
/// characters). A label's width is that of its digits, its sign and separators narrower.
#[test]
fn the_totals_labels_have_room_for_the_widest() {
    let f = ChartFrame::PHONE;
    close(label_width(150), 3.0 * 7.0);
    close(label_width(-20_000), 5.0 * 7.0 + 2.0 * 4.0);
    close(label_width(0), 7.0);
    // (totals, the widest label, the margin expected)
    let cases: [(Vec<Vec<i64>>, i64, f64); 4] = [
        (vec![vec![150, -150]], -200, 44.0),
        (vec![vec![2_000, -1_000]], -1_000, 44.0),
        (vec![vec![34_560, -11_520]], -20_000, 6.0 + 43.0 + 2.0),
        (
            vec![vec![1_000_000, -250_000]],
            1_000_000,
            6.0 + 7.0 * 7.0 + 2.0 * 4.0 + 2.0,
        ),
    ];
    for (totals, widest, left) in cases {
        let g = chart_geometry(&totals, 2, f);
        let most = g
            .y_ticks
            .iter()
            .map(|t| label_width(t.value))
            .fold(0.0, f64::max);
        close(most, label_width(widest));
        close(g.plot.0, left);
        assert!(g.y_label_x - most >= 2.0, "{totals:?}: {g:?}");
        // The plot keeps its right edge; the lines start at its left.
        close(g.plot.2, f.width - f.right);
        close(g.lines[0][0].0, g.plot.0);
        close(g.plot_size.0, g.plot.2 - g.plot.0);
    }
}

proptest::proptest! {
    /// Whatever the totals (a rating far below its start, an evening all on one side),
    /// every point of every line is inside the plot, and the axis's lines reach past the
    /// lowest and the highest total: nothing is drawn outside, or beyond the last line.
    #[test]
    fn every_point_is_inside_the_plot_and_the_axis(
        rows in proptest::collection::vec(
            proptest::collection::vec(-100_000_i64..100_000, 1..=5), 0..60),
        shift in -1_000_000_i64..1_000_000,
    ) {
        let series = rows.first().map_or(1, Vec::len);
        let rows: Vec<Vec<i64>> = rows
            .into_iter()
            .map(|mut r| { r.resize(series, 0); r.iter_mut().for_each(|v| *v += shift); r })
            .collect();
        let g = chart_geometry(&rows, series, ChartFrame::PHONE);
        let (left, top, right, bottom) = g.plot;
        for line in &g.lines {
            for &(x, y) in line {
                proptest::prop_assert!(x >= left - 1e-9 && x <= right + 1e-9, "x {x} outside {left}..{right}");
                proptest::prop_assert!(y >= top - 1e-9 && y <= bottom + 1e-9, "y {y} outside {top}..{bottom}");
            }
        }
        let lowest = g.y_ticks.iter().map(|t| t.value).min().unwrap();
        let highest = g.y_ticks.iter().map(|t| t.value).max().unwrap();
        let values = rows.iter().flatten().copied().chain([0]);
        for v in values {
            proptest::prop_assert!(lowest <= v && v <= highest, "{v} outside the axis {lowest}..{highest}");
        }
    }
}
