//! Lifetime statistics of players over any set of sessions, and the report that puts them
//! beside the ratings (what `tarot-score stats` prints, documented in `docs/stats-cli.md`).
//!
//! Only French Tarot sessions are counted ([`SessionRecord::counted`]); Tarocchi and
//! free-form sessions are listed as not counted and add nothing, not even a session. Each
//! figure reads the session's scorecard, so a session's rounding to ten applies as it did
//! there, and an invalid stored hand changes nothing.
//!
//! - A hand is **played** when it was scored and is not a redeal: a bid and played hand, a
//!   goulash, a two-player hand. `hands` = takes + partner + defence + goulash and two-player
//!   hands.
//! - `total` is the sum of the player's final totals in the sessions (mouches payments
//!   included, as the score sheet shows them); the average is `total` over the played hands.
//! - Best and worst hand compare a hand's score (without mouches payments), the first one on
//!   a tie; the best session compares session totals.
//! - The winning run counts consecutive takes made, oldest session first; the hands the
//!   player did not take do not break it, a failed take does.
//! - Petits au bout and slams are counted for every player of the side that made them (the
//!   sheet knows the side, not who played the Petit); poignées for the player who showed them.

use serde::Serialize;

use super::french::{Breakdown, Contract, Side};
use super::players::{history, PlayerId, PlayerMap, Roster, SessionRecord};
use super::ratings::{ratings, Tenths};
use super::stats::Average;

/// Taken and won, for one contract.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ContractRecord {
    pub taken: u32,
    pub won: u32,
}

impl ContractRecord {
    fn is_empty(&self) -> bool {
        self.taken == 0
    }
}

/// Takes by contract. The Pousse (only in the old ladder) is left out of the JSON when
/// never taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ByContract {
    pub petite: ContractRecord,
    #[serde(skip_serializing_if = "ContractRecord::is_empty")]
    pub pousse: ContractRecord,
    pub garde: ContractRecord,
    pub garde_sans: ContractRecord,
    pub garde_contre: ContractRecord,
}

impl ByContract {
    pub fn get(&self, contract: Contract) -> ContractRecord {
        match contract {
            Contract::Petite => self.petite,
            Contract::Pousse => self.pousse,
            Contract::Garde => self.garde,
            Contract::GardeSans => self.garde_sans,
            Contract::GardeContre => self.garde_contre,
        }
    }

    fn get_mut(&mut self, contract: Contract) -> &mut ContractRecord {
        match contract {
            Contract::Petite => &mut self.petite,
            Contract::Pousse => &mut self.pousse,
            Contract::Garde => &mut self.garde,
            Contract::GardeSans => &mut self.garde_sans,
            Contract::GardeContre => &mut self.garde_contre,
        }
    }
}

/// Where a hand is: the session's id and the hand's number in it (1 for the first; redeals
/// count, as on the score sheet).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandAt {
    pub session: String,
    pub hand: usize,
}

/// A session and the player's total in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SessionTotal {
    pub session: String,
    pub total: i64,
}

/// One player's lifetime statistics (see the module's documentation for each figure).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Lifetime {
    /// French Tarot sessions played.
    pub sessions: u32,
    /// Hands played, redeals and invalid hands excluded.
    pub hands: u32,
    pub takes: u32,
    pub takes_won: u32,
    pub by_contract: ByContract,
    /// Hands as called partner (five players, not alone).
    pub partner: u32,
    /// Hands as a defender.
    pub defence: u32,
    pub total: i64,
    /// `total` per played hand, in tenths (half away from zero); `None` before any.
    pub average: Option<Tenths>,
    pub best_hand: Option<i64>,
    pub best_hand_at: Option<HandAt>,
    pub worst_hand: Option<i64>,
    pub worst_hand_at: Option<HandAt>,
    pub best_session: Option<SessionTotal>,
    /// The most takes made in a row.
    pub longest_winning_run: u32,
    pub petits_au_bout: u32,
    pub poignees: u32,
    /// Slams (grand chelem) made by the player's side.
    pub slams: u32,
}

/// A player's lifetime statistics while they are summed.
#[derive(Default)]
struct Acc {
    stats: Lifetime,
    run: u32,
}

impl Acc {
    fn hand(&mut self, change: i64, at: impl Fn() -> HandAt) {
        let s = &mut self.stats;
        s.hands += 1;
        // The largest gain and the largest loss: a player who never lost has no worst hand
        // ("largest loss: +87" said nothing true), one who never gained no best.
        if change > 0 && s.best_hand.is_none_or(|b| change > b) {
            s.best_hand = Some(change);
            s.best_hand_at = Some(at());
        }
        if change < 0 && s.worst_hand.is_none_or(|w| change < w) {
            s.worst_hand = Some(change);
            s.worst_hand_at = Some(at());
        }
    }

    fn take(&mut self, contract: Contract, won: bool) {
        let s = &mut self.stats;
        s.takes += 1;
        s.takes_won += u32::from(won);
        let record = s.by_contract.get_mut(contract);
        record.taken += 1;
        record.won += u32::from(won);
        self.run = if won { self.run + 1 } else { 0 };
        s.longest_winning_run = s.longest_winning_run.max(self.run);
    }
}

/// The lifetime statistics of every player who sat at a counted session, by id.
pub fn lifetime(sessions: &[SessionRecord]) -> PlayerMap<Lifetime> {
    let mut acc: PlayerMap<Acc> = PlayerMap::new();
    for (session, card) in history(sessions) {
        for (seat, &id) in session.seats.iter().enumerate() {
            let a = acc.get_or_insert_with(id, Acc::default);
            a.stats.sessions += 1;
            let total = card.totals[seat];
            a.stats.total += total;
            if a.stats
                .best_session
                .as_ref()
                .is_none_or(|b| total > b.total)
            {
                a.stats.best_session = Some(SessionTotal {
                    session: session.id.clone(),
                    total,
                });
            }
        }
        for row in &card.rows {
            let (Ok(score), Some(hand)) = (&row.result, row.number) else {
                continue;
            };
            // A penalty counts in the totals, not as a hand.
            if matches!(
                score.breakdown,
                Breakdown::NotPlayed(_) | Breakdown::Penalty { .. }
            ) {
                continue;
            }
            let at = || HandAt {
                session: session.id.clone(),
                hand,
            };
            for (seat, &id) in session.seats.iter().enumerate() {
                let a = acc.get_or_insert_with(id, Acc::default);
                match &score.breakdown {
                    Breakdown::Played(b) => {
                        let side = if seat == b.taker || b.partner == Some(seat) {
                            Side::Attack
                        } else {
                            Side::Defence
                        };
                        if seat == b.taker {
                            a.take(b.contract, b.won);
                        } else if side == Side::Attack {
                            a.stats.partner += 1;
                        } else {
                            a.stats.defence += 1;
                        }
                        let s = &mut a.stats;
                        s.petits_au_bout += u32::from(b.petit_au_bout.is_some_and(|p| p.0 == side));
                        s.poignees += b.poignees.iter().filter(|p| p.seat == seat).count() as u32;
                        s.slams += u32::from(b.slam.is_some_and(|x| x.made_by == Some(side)));
                    }
                    Breakdown::TwoPlayer(t) => {
                        a.stats.petits_au_bout +=
                            u32::from(t.petit_au_bout.is_some_and(|p| p.0 == seat));
                    }
                    Breakdown::Goulash(_) | Breakdown::NotPlayed(_) | Breakdown::Penalty { .. } => {
                    }
                }
                a.hand(row.deltas[seat], at);
            }
        }
    }
    let mut out = PlayerMap::new();
    for (id, mut a) in acc {
        let s = &mut a.stats;
        s.average = Average {
            sum: s.total,
            count: s.hands,
        }
        .tenths()
        .map(Tenths);
        out.insert(id, a.stats);
    }
    out
}

/// One player's line of the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerReport {
    pub name: String,
    pub id: PlayerId,
    pub entered_as: Vec<String>,
    #[serde(flatten)]
    pub stats: Lifetime,
    pub rating: Tenths,
}

/// A session left out of the report: its position in the given list, its id and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NotCountedSession {
    pub index: usize,
    pub session: String,
    pub reason: String,
}

/// The lifetime statistics and rating of every player of the roster who sat at a counted
/// session (in roster order), and the sessions left out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatsReport {
    pub players: Vec<PlayerReport>,
    pub not_counted: Vec<NotCountedSession>,
}

/// The report over `sessions`, whose seats name players of `roster`. A player of a counted
/// session missing from the roster is listed after the others, named by their id.
pub fn report(roster: &Roster, sessions: &[SessionRecord]) -> StatsReport {
    let mut stats = lifetime(sessions);
    let rated = ratings(sessions);
    let mut players = Vec::with_capacity(stats.len());
    let mut line = |id: PlayerId, name: String, entered_as: Vec<String>, stats: Lifetime| {
        players.push(PlayerReport {
            name,
            id,
            entered_as,
            stats,
            rating: rated.rating(id),
        });
    };
    for p in roster.players() {
        if let Some(s) = stats.remove(&p.id) {
            line(p.id, p.name.clone(), p.entered_as.clone(), s);
        }
    }
    for (id, s) in stats {
        line(id, id.to_string(), Vec::new(), s);
    }
    let not_counted = sessions
        .iter()
        .enumerate()
        .filter_map(|(index, s)| {
            s.counted().err().map(|why| NotCountedSession {
                index,
                session: s.id.clone(),
                reason: why.to_string(),
            })
        })
        .collect();
    StatsReport {
        players,
        not_counted,
    }
}
