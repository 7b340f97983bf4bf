//! Per-player statistics of a session, the final standings, and the geometry of the chart of
//! running totals.
//!
//! Everything about scores is exact integer arithmetic: an average is kept as a sum and a
//! count and only rounded (to tenths, half away from zero) when it is shown. The chart
//! geometry uses `f64`: it is drawing, not points, and is written with one decimal.
//!
//! ```
//! use tarot_companion::core::stats::{HandOutcome, Stats};
//! let hands = vec![
//!     HandOutcome { taker: Some(0), contract: Some('G'), made: Some(true), deltas: vec![150, -50, -50, -50] },
//!     HandOutcome { taker: Some(1), contract: Some('P'), made: Some(false), deltas: vec![30, -90, 30, 30] },
//! ];
//! let stats = Stats::from_hands(4, &hands);
//! assert_eq!(stats.players[0].taken, 1);
//! assert_eq!(stats.players[0].average.tenths(), Some(900));
//! assert_eq!(stats.players[1].worst.map(|h| (h.hand, h.change)), Some((2, -90)));
//! ```

use std::fmt::Write as _;

use super::french::{Breakdown, Contract};
use super::scorecard::Scorecard;

/// What the statistics need of one hand: who took, which contract, whether it was made,
/// and every seat's change. A hand not played has no taker and all changes zero.
///
/// `C` is the game's contract type (French Tarot's `Contract`; other games have theirs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandOutcome<C> {
    /// The taker's seat.
    pub taker: Option<usize>,
    pub contract: Option<C>,
    /// Whether the taker's side made the contract.
    pub made: Option<bool>,
    /// Each seat's change, in seat order.
    pub deltas: Vec<i64>,
}

/// An exact average: a sum over a count, rounded only to be shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Average {
    pub sum: i64,
    pub count: u32,
}

impl Average {
    /// The average in tenths, rounded half away from zero; `None` over no hand.
    pub fn tenths(self) -> Option<i64> {
        if self.count == 0 {
            return None;
        }
        let num = i128::from(self.sum) * 10;
        let den = i128::from(self.count);
        let q = (num.abs() * 2 + den) / (den * 2);
        Some((if num < 0 { -q } else { q }) as i64)
    }
}

/// Made out of taken, for one contract or overall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub taken: u32,
    pub made: u32,
}

impl Record {
    /// The success rate in whole percent, rounded half up; `None` when never taken.
    pub fn percent(self) -> Option<u32> {
        if self.taken == 0 {
            return None;
        }
        Some((self.made * 200 + self.taken) / (self.taken * 2))
    }
}

/// A player's change in one hand, with the hand's number (1 for the first hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandChange {
    pub hand: usize,
    pub change: i64,
}

/// One player's statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerStats<C> {
    /// Hands this player took.
    pub taken: u32,
    /// Hands taken and made, all contracts together.
    pub overall: Record,
    /// By contract, in the order this player first took them (French Tarot: lowest contract
    /// first, see [`Stats::of_scorecard`]); only the contracts this player took.
    pub by_contract: Vec<(C, Record)>,
    /// Change per hand over the hands played (not the redeals).
    pub average: Average,
    /// The best hand (the first one on a tie); `None` before any hand.
    pub best: Option<HandChange>,
    /// The worst hand (the first one on a tie).
    pub worst: Option<HandChange>,
}

/// The statistics of a session: one entry per seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats<C> {
    /// Hands played: redeals (no taker, no change) are not counted.
    pub hands: usize,
    pub players: Vec<PlayerStats<C>>,
}

impl<C: Copy + PartialEq> Stats<C> {
    /// The statistics of `players` seats over these hands. A change missing from a hand's
    /// `deltas` counts as 0.
    pub fn from_hands(players: usize, hands: &[HandOutcome<C>]) -> Stats<C> {
        let mut out: Vec<PlayerStats<C>> = (0..players)
            .map(|_| PlayerStats {
                taken: 0,
                overall: Record::default(),
                by_contract: Vec::new(),
                average: Average::default(),
                best: None,
                worst: None,
            })
            .collect();
        let mut played = 0;
        for (i, hand) in hands.iter().enumerate() {
            let number = i + 1;
            // A redeal (all pass, bare Petit, misdeal: no taker, nothing changes) keeps its
            // number but is not a hand played: no average, best or worst counts it.
            if hand.taker.is_none() && hand.deltas.iter().all(|d| *d == 0) {
                continue;
            }
            played += 1;
            for (seat, p) in out.iter_mut().enumerate() {
                let change = hand.deltas.get(seat).copied().unwrap_or(0);
                p.average.sum += change;
                p.average.count += 1;
                if p.best.is_none_or(|b| change > b.change) {
                    p.best = Some(HandChange {
                        hand: number,
                        change,
                    });
                }
                if p.worst.is_none_or(|w| change < w.change) {
                    p.worst = Some(HandChange {
                        hand: number,
                        change,
                    });
                }
            }
            let Some(p) = hand.taker.and_then(|t| out.get_mut(t)) else {
                continue;
            };
            p.taken += 1;
            let made = u32::from(hand.made == Some(true));
            p.overall.taken += 1;
            p.overall.made += made;
            if let Some(contract) = hand.contract {
                let at = match p.by_contract.iter().position(|(c, _)| *c == contract) {
                    Some(at) => at,
                    None => {
                        p.by_contract.push((contract, Record::default()));
                        p.by_contract.len() - 1
                    }
                };
                p.by_contract[at].1.taken += 1;
                p.by_contract[at].1.made += made;
            }
        }
        Stats {
            hands: played,
            players: out,
        }
    }
}

impl Stats<Contract> {
    /// The statistics of a French Tarot scorecard: every row keeps its number, a hand not
    /// played (a redeal) counts in no average, best or worst, the change of a hand is its
    /// score (`HandRow::deltas`, without mouches payments), and contracts are listed lowest
    /// first.
    pub fn of_scorecard(card: &Scorecard) -> Stats<Contract> {
        let hands: Vec<HandOutcome<Contract>> = card
            .rows
            .iter()
            .map(|row| {
                let played = match &row.result {
                    Ok(score) => match &score.breakdown {
                        Breakdown::Played(b) => Some((b.taker, b.contract, b.won)),
                        _ => None,
                    },
                    Err(_) => None,
                };
                HandOutcome {
                    taker: played.map(|p| p.0),
                    contract: played.map(|p| p.1),
                    made: played.map(|p| p.2),
                    deltas: row.deltas.clone(),
                }
            })
            .collect();
        let mut stats = Stats::from_hands(card.players, &hands);
        for p in &mut stats.players {
            super::sort_by_key(&mut p.by_contract, |(c, _)| {
                Contract::ALL.iter().position(|a| a == c)
            });
        }
        stats
    }
}

/// The running totals of a scorecard, one row per hand (`totals[hand][seat]`): what the
/// chart draws.
pub fn running_totals(card: &Scorecard) -> Vec<Vec<i64>> {
    card.rows.iter().map(|row| row.totals.clone()).collect()
}

/// Writes a number of tenths with one decimal ("12.5", "-0.4", "3.0") using `decimal` as the
/// decimal separator (',' in French). Averages per hand stay well under a thousand, so the
/// thousands are not grouped.
pub fn format_tenths(tenths: i64, decimal: char) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    let a = tenths.unsigned_abs();
    format!("{sign}{}{decimal}{}", a / 10, a % 10)
}

/// A player's place at the end: `rank` 1 for the leader; players with equal totals share a
/// rank and the next rank skips ("1, 1, 3").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub rank: usize,
    pub seat: usize,
    pub total: i64,
}

/// The standings, highest total first; seats in seat order on a tie.
pub fn standings(totals: &[i64]) -> Vec<Standing> {
    let mut seats: Vec<usize> = (0..totals.len()).collect();
    super::sort_by_key(&mut seats, |&s| (std::cmp::Reverse(totals[s]), s));
    let mut out: Vec<Standing> = Vec::with_capacity(seats.len());
    for (i, &seat) in seats.iter().enumerate() {
        let total = totals[seat];
        let rank = match out.last() {
            Some(prev) if prev.total == total => prev.rank,
            _ => i + 1,
        };
        out.push(Standing { rank, seat, total });
    }
    out
}

/// The seats with the highest total (several on a tie; none without players).
pub fn leaders(totals: &[i64]) -> Vec<usize> {
    standings(totals)
        .into_iter()
        .take_while(|s| s.rank == 1)
        .map(|s| s.seat)
        .collect()
}

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
    let (left, top) = (frame.left, frame.top);
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
        y_label_x: left - 6.0,
        x_label_y: bottom + 16.0,
        lines,
        y_ticks,
        x_ticks,
        zero_y: y_of(0),
    }
}
