//! The geometry of the chart of running totals, in view-box units sized for a phone: drawing,
//! not points, so it uses `f64` and is written with one decimal. The totals it draws come from
//! the core (`core::stats::running_totals`); this file only places them. Pure, so it is
//! tested natively (`tests/chart.rs`).

use std::fmt::Write as _;

/// A "nice" step for an axis covering `span` with at most `max_ticks` intervals: 1, 2 or 5
/// times a power of ten, at least 1.
pub fn nice_step(span: i64, max_ticks: u32) -> i64 {
    let span = span.unsigned_abs().max(1);
    let max_ticks = u64::from(max_ticks.max(1));
    let mut power: u64 = 1;
    loop {
        for m in [1, 2, 5] {
            let step = m * power;
            if span.div_ceil(step) <= max_ticks {
                return step as i64;
            }
        }
        power = match power.checked_mul(10) {
            Some(p) => p,
            None => return i64::MAX,
        };
    }
}

/// The size of the chart's view box and its margins, in view-box units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartFrame {
    pub width: f64,
    pub height: f64,
    /// Room for the y labels.
    pub left: f64,
    pub right: f64,
    pub top: f64,
    /// Room for the x labels.
    pub bottom: f64,
    /// At most this many intervals on the y axis.
    pub max_y_ticks: u32,
    /// At most this many intervals on the x axis.
    pub max_x_ticks: u32,
}

impl ChartFrame {
    /// Sized for a phone: drawn 1:1 at 360 px wide, it scales with the width.
    pub const PHONE: ChartFrame = ChartFrame {
        width: 360.0,
        height: 220.0,
        left: 44.0,
        right: 12.0,
        top: 10.0,
        bottom: 24.0,
        max_y_ticks: 5,
        max_x_ticks: 6,
    };
}

/// Between a totals label and the plot, in view-box units.
const LABEL_GAP: f64 = 6.0;

/// The width of a totals label as the chart writes it (`i18n::int`, 11 units high, tabular
/// digits), in view-box units, at most: a digit's, and less for its sign and separators.
pub fn label_width(v: i64) -> f64 {
    let digits = crate::ui::i18n::digit_count(v);
    let marks = crate::ui::i18n::int_len(v) - digits;
    digits as f64 * 7.0 + marks as f64 * 4.0
}

/// One tick of an axis: its value and its position along the axis (x for the hands axis, y
/// for the totals axis).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tick {
    pub value: i64,
    pub at: f64,
}

/// Everything the chart draws, in view-box units.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartGeometry {
    /// `"0 0 width height"`.
    pub view_box: String,
    /// The plot area: left, top, right, bottom.
    pub plot: (f64, f64, f64, f64),
    /// The plot area's width and height.
    pub plot_size: (f64, f64),
    /// Where the totals' labels end (right-aligned, left of the plot).
    pub y_label_x: f64,
    /// The baseline of the hands' labels (under the plot).
    pub x_label_y: f64,
    /// One line per player: its points, from 0 before the first hand to the last total.
    pub lines: Vec<Vec<(f64, f64)>>,
    /// The totals axis, lowest value first; one tick is 0.
    pub y_ticks: Vec<Tick>,
    /// The hands axis: hand numbers, 0 (the start) first.
    pub x_ticks: Vec<Tick>,
    /// The y of the zero line.
    pub zero_y: f64,
}

/// Appends `v` written with one decimal, exactly as `format!("{v:.1}")` does (the nearest
/// tenth of the exact value, a tie to the even tenth; "-" on a negative value), without
/// `f64`'s `Display`, whose general float printing weighs on the wasm bundle.
pub fn push_one_decimal(out: &mut String, v: f64) {
    if v.is_sign_negative() {
        out.push('-');
    }
    let a = v.abs();
    // a × 10 = a × 8 + a × 2, both exact; `s + e` is the exact sum (Knuth's two-sum).
    let (x, y) = (a * 8.0, a * 2.0);
    let s = x + y;
    let b = s - x;
    let e = (x - (s - b)) + (y - b);
    let whole = s.floor();
    let frac = s - whole;
    let up = frac > 0.5 || (frac == 0.5 && (e > 0.0 || (e == 0.0 && whole % 2.0 != 0.0)));
    let tenths = whole as u64 + u64::from(up);
    let _ = write!(out, "{}.{}", tenths / 10, tenths % 10);
}

/// `v` with one decimal (see [`push_one_decimal`]).
pub fn one_decimal(v: f64) -> String {
    let mut s = String::new();
    push_one_decimal(&mut s, v);
    s
}

/// A view-box size: whole (the frames' sizes are) as an integer, as `Display` writes it
/// ("360"); otherwise with one decimal.
fn size_text(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        (v as i64).to_string()
    } else {
        one_decimal(v)
    }
}

impl ChartGeometry {
    /// The `points` attribute of a player's polyline ("44.0,105.0 100.5,80.3 …").
    pub fn points_attr(&self, player: usize) -> String {
        let mut s = String::new();
        for (i, (x, y)) in self.lines.get(player).into_iter().flatten().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            push_one_decimal(&mut s, *x);
            s.push(',');
            push_one_decimal(&mut s, *y);
        }
        s
    }

    /// The last point of a player's line (where its marker goes).
    pub fn last_point(&self, player: usize) -> Option<(f64, f64)> {
        self.lines.get(player).and_then(|l| l.last().copied())
    }
}

/// The chart of running totals: `totals[hand][seat]` is seat's total after that hand (the
/// scorecard's rows); `players` seats. Every line starts at 0 before the first hand; the
/// totals axis always shows 0 and is padded to whole "nice" steps.
pub fn chart_geometry(totals: &[Vec<i64>], players: usize, frame: ChartFrame) -> ChartGeometry {
    let value = |row: &Vec<i64>, seat: usize| row.get(seat).copied().unwrap_or(0);
    let mut lo = 0_i64;
    let mut hi = 0_i64;
    for row in totals {
        for seat in 0..players {
            lo = lo.min(value(row, seat));
            hi = hi.max(value(row, seat));
        }
    }
    let step = nice_step(hi.saturating_sub(lo), frame.max_y_ticks);
    let lo = lo.div_euclid(step) * step;
    let mut hi = -((-hi).div_euclid(step) * step);
    if hi == lo {
        hi = lo + step;
    }
    // Room for the widest label of the totals axis, right-aligned 6 units left of the plot.
    let mut widest = 0.0_f64;
    let mut v = lo;
    while v <= hi {
        widest = widest.max(label_width(v));
        v += step;
    }
    let left = frame.left.max(LABEL_GAP + widest + 2.0);
    let top = frame.top;
    let (right, bottom) = (frame.width - frame.right, frame.height - frame.bottom);
    let hands = totals.len();
    let x_of = |hand: usize| {
        if hands == 0 {
            left
        } else {
            left + (right - left) * hand as f64 / hands as f64
        }
    };
    let y_of = |v: i64| bottom - (bottom - top) * (v - lo) as f64 / (hi - lo) as f64;
    let lines = (0..players)
        .map(|seat| {
            std::iter::once((x_of(0), y_of(0)))
                .chain(
                    totals
                        .iter()
                        .enumerate()
                        .map(|(h, row)| (x_of(h + 1), y_of(value(row, seat)))),
                )
                .collect()
        })
        .collect();
    let mut y_ticks = Vec::new();
    let mut v = lo;
    while v <= hi {
        y_ticks.push(Tick {
            value: v,
            at: y_of(v),
        });
        v += step;
    }
    let x_step = nice_step(hands as i64, frame.max_x_ticks) as usize;
    let x_ticks = (0..=hands)
        .step_by(x_step)
        .map(|h| Tick {
            value: h as i64,
            at: x_of(h),
        })
        .collect();
    ChartGeometry {
        view_box: format!("0 0 {} {}", size_text(frame.width), size_text(frame.height)),
        plot: (left, top, right, bottom),
        plot_size: (right - left, bottom - top),
        y_label_x: left - LABEL_GAP,
        x_label_y: bottom + 16.0,
        lines,
        y_ticks,
        x_ticks,
        zero_y: y_of(0),
    }
}
