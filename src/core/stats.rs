//! Per-player statistics of a session, the final standings, and the running totals the chart
//! draws (where the chart draws them, in view-box units, is drawing: the UI's business).
//!
//! Everything about scores is exact integer arithmetic: an average is kept as a sum and a
//! count and only rounded (to tenths, half away from zero) when it is shown.
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
    /// The best hand, the largest gain (the first one on a tie); `None` before any gain.
    pub best: Option<HandChange>,
    /// The worst hand, the largest loss (the first one on a tie); `None` before any loss.
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
                // The largest gain and the largest loss (none without one).
                if change > 0 && p.best.is_none_or(|b| change > b.change) {
                    p.best = Some(HandChange {
                        hand: number,
                        change,
                    });
                }
                if change < 0 && p.worst.is_none_or(|w| change < w.change) {
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
    /// played (a redeal) or a penalty counts in no average, best or worst, the change of a hand is its
    /// score (`HandRow::deltas`, without mouches payments), and contracts are listed lowest
    /// first.
    pub fn of_scorecard(card: &Scorecard) -> Stats<Contract> {
        // A penalty is no hand: left out, so that a hand's number is the one on the score
        // sheet (the totals have the penalty).
        let hands: Vec<HandOutcome<Contract>> = card
            .rows
            .iter()
            .filter(|row| row.number.is_some())
            .map(|row| {
                let breakdown = row.result.as_ref().map(|s| &s.breakdown);
                let played = match breakdown {
                    Ok(Breakdown::Played(b)) => Some((b.taker, b.contract, b.won)),
                    _ => None,
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

/// The running totals of a scorecard, one row per deal (`totals[deal - 1][seat]`): what the
/// chart draws, its x axis numbered as the score sheet. A penalty is no deal: the totals of
/// the deal before it include it (and a penalty before the first deal is in that deal's
/// totals, which are running).
pub fn running_totals(card: &Scorecard) -> Vec<Vec<i64>> {
    let mut out: Vec<Vec<i64>> = Vec::new();
    for row in &card.rows {
        match (row.number, out.last_mut()) {
            (None, Some(last)) => last.clone_from(&row.totals),
            (None, None) => {}
            (Some(_), _) => out.push(row.totals.clone()),
        }
    }
    out
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

/// Whether `seats` of `players` single anyone out: not when every player has the figure (all
/// even after a first hand all passed, "most takes: all four"), unless one plays alone.
pub fn singles_out(seats: usize, players: usize) -> bool {
    seats < players || players < 2
}

/// The seats with the highest total (several on a tie; none without players).
pub fn leaders(totals: &[i64]) -> Vec<usize> {
    standings(totals)
        .into_iter()
        .take_while(|s| s.rank == 1)
        .map(|s| s.seat)
        .collect()
}
