//! The recap of a finished game (its rounds played, or the evening ended): the standings and
//! highlights drawn from its hands. Every figure is read from the session's scorecard, through
//! the same counting as the lifetime statistics ([`lifetime`]) over this one session, so the
//! recap and the Players screen never disagree.
//!
//! - **Biggest hand**: the largest gain of one player in one hand (without mouches payments),
//!   the earliest on a tie; with every player who gained as much in that hand (the
//!   defenders of a failed contract gain alike).
//! - **Most takes**: the players who took most often (none before a take).
//! - **Boldest contract**: the highest contract taken (Garde contre above Garde sans above
//!   Garde above Pousse above Petite); a made one before a failed one of the same contract,
//!   then the earliest.
//! - **Best run**: the players with the most takes made in a row (a failed take breaks a run,
//!   another player's take does not).
//!
//! The other games (Tarocchi, free-form) have no takes nor contracts: their recap has the
//! biggest hand alone, read from their table's rows ([`biggest_gain`]).

use super::french::{Breakdown, Contract};
use super::games::Row;
use super::lifetime::{lifetime, Lifetime};
use super::players::{Play, PlayerId, SessionRecord};
use super::scorecard::Scorecard;

/// The players' hand: the seats that gained `change` in it (in seat order), the hand's number
/// (1 for the first, as on the score sheet) and that change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatHand {
    pub seats: Vec<usize>,
    pub hand: usize,
    pub change: i64,
}

/// The boldest contract of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boldest {
    pub seat: usize,
    pub hand: usize,
    pub contract: Contract,
    pub won: bool,
}

/// Several players sharing a figure (a tie), in seat order, and the figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tied {
    pub seats: Vec<usize>,
    pub count: u32,
}

/// The highlights of a game; each is `None` when no hand gives it, when every player shares
/// it ("most takes: all four, 1 take" singles nobody out), and a run of one contract made is
/// no run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    pub biggest_hand: Option<SeatHand>,
    pub most_takes: Option<Tied>,
    pub boldest: Option<Boldest>,
    pub best_run: Option<Tied>,
}

/// The seats with the highest figure, of at least `least`, unless every seat has it.
fn top(stats: &[Lifetime], least: u32, figure: impl Fn(&Lifetime) -> u32) -> Option<Tied> {
    let count = stats.iter().map(&figure).max().filter(|&c| c >= least)?;
    let seats: Vec<usize> = (0..stats.len())
        .filter(|&s| figure(&stats[s]) == count)
        .collect();
    crate::core::stats::singles_out(seats.len(), stats.len()).then_some(Tied { seats, count })
}

/// The highlights of a scorecard (taken, not copied: the statistics read a session record,
/// which holds its scorecard).
pub fn highlights(card: Scorecard) -> Highlights {
    let seats: Vec<PlayerId> = (0..card.players as u32).map(PlayerId).collect();
    let record = SessionRecord {
        id: String::new(),
        created: 0,
        seats: seats.clone(),
        play: Play::FrenchTarot(Box::new(card)),
    };
    let mut by_id = lifetime(std::slice::from_ref(&record));
    let Play::FrenchTarot(card) = &record.play else {
        return Highlights::default();
    };
    let stats: Vec<Lifetime> = seats
        .iter()
        .map(|id| by_id.remove(id).unwrap_or_default())
        .collect();
    let mut biggest: Option<SeatHand> = None;
    for (seat, s) in stats.iter().enumerate() {
        if let (Some(change), Some(at)) = (s.best_hand, &s.best_hand_at) {
            let better = biggest
                .as_ref()
                .is_none_or(|b| change > b.change || (change == b.change && at.hand < b.hand));
            if better && change > 0 {
                biggest = Some(SeatHand {
                    seats: vec![seat],
                    hand: at.hand,
                    change,
                });
            }
        }
    }
    // With everyone who gained as much in that hand.
    if let Some(b) = &mut biggest {
        let row = card.rows.iter().find(|r| r.number == Some(b.hand));
        let alike: Vec<usize> = row.map_or(Vec::new(), |r| {
            (0..r.deltas.len())
                .filter(|&s| r.deltas[s] == b.change)
                .collect()
        });
        if alike.contains(&b.seats[0]) {
            b.seats = alike;
        }
    }
    let rank = |c: Contract| Contract::ALL.iter().position(|&x| x == c).unwrap_or(0);
    let mut boldest: Option<Boldest> = None;
    for row in &card.rows {
        let (Ok(score), Some(hand)) = (&row.result, row.number) else {
            continue;
        };
        let Breakdown::Played(b) = &score.breakdown else {
            continue;
        };
        let better = boldest.is_none_or(|x| (rank(b.contract), b.won) > (rank(x.contract), x.won));
        if better {
            boldest = Some(Boldest {
                seat: b.taker,
                hand,
                contract: b.contract,
                won: b.won,
            });
        }
    }
    Highlights {
        biggest_hand: biggest,
        most_takes: top(&stats, 1, |s| s.takes),
        boldest,
        best_run: top(&stats, 2, |s| s.longest_winning_run),
    }
}

/// The biggest hand of a table's rows: the largest gain of one player in one hand, the
/// earliest on a tie, with every player who gained as much in it; `None` when nobody gained.
pub fn biggest_gain(rows: &[Row]) -> Option<SeatHand> {
    let mut biggest: Option<(&Row, i64)> = None;
    for row in rows {
        let Some(&gain) = row.deltas.iter().max() else {
            continue;
        };
        if gain > 0 && biggest.is_none_or(|(_, b)| gain > b) {
            biggest = Some((row, gain));
        }
    }
    let (row, change) = biggest?;
    Some(SeatHand {
        seats: (0..row.deltas.len())
            .filter(|&s| row.deltas[s] == change)
            .collect(),
        hand: row.number?,
        change,
    })
}
