//! The French Tarot scorecard: hands in order → each hand's result, running totals, dealer,
//! mouches pools and the end of a game of fixed length.
//!
//! The scorecard is recomputed from the entered hands every time, so editing or deleting a
//! hand recomputes everything after it. A hand that fails validation is kept as a row with
//! its error and changes nothing: an invalid stored hand never breaks the scorecard.
//!
//! Seats are listed in playing order, anticlockwise: the deal passes to the right, which is
//! the next seat index (seat `n - 1` passes to seat 0).

use serde::{Deserialize, Serialize};

use super::error::{Error, ErrorKind};
use super::french::{score, HandContext, HandInput, HandScore};
use super::rules::{preset, RuleOptions, Rules};

/// How a game of French Tarot is played: what sessions store.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrenchSettings {
    /// A [`Preset`](super::rules::Preset) id ("fft").
    pub preset: String,
    /// Changes to the preset.
    #[serde(default, skip_serializing_if = "is_default")]
    pub options: RuleOptions,
    /// Round every hand's changes to the nearest ten.
    #[serde(default)]
    pub round_to_ten: bool,
    /// A game of a fixed number of rounds (played hands), which then names a winner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// The seat that deals the first hand.
    #[serde(default)]
    pub first_dealer: usize,
}

fn is_default(o: &RuleOptions) -> bool {
    *o == RuleOptions::default()
}

impl Default for FrenchSettings {
    fn default() -> Self {
        FrenchSettings {
            preset: "fft".to_owned(),
            options: RuleOptions::default(),
            round_to_ten: false,
            rounds: None,
            first_dealer: 0,
        }
    }
}

impl FrenchSettings {
    /// The rules of the preset with the options applied.
    pub fn rules(&self) -> Result<Rules, Error> {
        self.options.apply(preset(&self.preset)?)
    }
}

/// The mouches of one deal: payments per seat, and the pools after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoucheStep {
    /// Set when a pool was formed at the start of the deal: what each player paid.
    pub formed: Option<i64>,
    /// What the dealer added to a largest pool.
    pub dealer_added: i64,
    /// A taker who made the contract took this pool.
    pub taken: Option<i64>,
    /// A taker who failed paid a new pool of this size.
    pub paid: Option<i64>,
    /// Each seat's change from the pools this deal (not zero-sum: the pools hold the rest).
    pub payments: Vec<i64>,
    /// The pools after the deal.
    pub pools: Vec<i64>,
}

/// One hand of the scorecard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRow {
    /// The hand's number as on the score sheet: 1 for the first deal, a redeal keeping its
    /// number; `None` for a penalty, which is no deal.
    pub number: Option<usize>,
    /// The dealer's seat.
    pub dealer: usize,
    /// The score, or why the stored hand cannot be scored.
    pub result: Result<HandScore, Error>,
    /// The hand's changes per seat (zeros when the hand has an error); they sum to 0.
    pub deltas: Vec<i64>,
    pub mouches: Option<MoucheStep>,
    /// Totals after this hand, pools' payments included.
    pub totals: Vec<i64>,
    /// Whether this hand counts as a round of a fixed-length game (every hand that was
    /// played or scored; a redeal does not count).
    pub counts_as_round: bool,
}

/// The whole scorecard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scorecard {
    pub players: usize,
    pub rules: Rules,
    pub rows: Vec<HandRow>,
    pub totals: Vec<i64>,
    /// Mouches pools still on the table (empty without mouches). The totals plus the pools
    /// always sum to 0.
    pub pools: Vec<i64>,
    pub rounds_played: u32,
    /// Set for a game of fixed length once its rounds are played.
    pub finished: bool,
    /// The seats with the highest total, once finished.
    pub winners: Vec<usize>,
    /// Who deals the next hand.
    pub next_dealer: usize,
}

/// Who deals hand `hand` (0 for the first) at a table of `players` whose first dealer is
/// `first_dealer`: the deal passes to the next seat after every hand, played or not. A
/// penalty row is no hand: count deals only (`games::deals`).
pub const fn dealer(first_dealer: usize, players: usize, hand: usize) -> usize {
    if players == 0 {
        0
    } else {
        (first_dealer + hand) % players
    }
}

/// Scores every hand in order. Fails only on settings that make no game (unknown preset,
/// player count, first dealer); a bad hand is a row with its error.
pub fn scorecard(
    players: usize,
    settings: &FrenchSettings,
    hands: &[HandInput],
) -> Result<Scorecard, Error> {
    scorecard_of(players, settings, hands.iter().map(Ok))
}

/// [`scorecard`] of stored hands, some of which may not be French Tarot hands at all (a hand
/// of another game in the session): those are given as the error that keeps them from
/// being scored, and make a row with it, like any invalid hand. The deal passes on all the
/// same, so no other row's dealer moves.
pub fn scorecard_of<'h>(
    players: usize,
    settings: &FrenchSettings,
    hands: impl IntoIterator<Item = Result<&'h HandInput, Error>>,
) -> Result<Scorecard, Error> {
    if !(2..=5).contains(&players) {
        return Err(ErrorKind::PlayerCount { players }.into());
    }
    if settings.first_dealer >= players {
        return Err(ErrorKind::SeatOutOfRange {
            role: super::error::Role::Dealer,
            seat: settings.first_dealer,
            players,
        }
        .into());
    }
    if settings.rounds == Some(0) {
        return Err(ErrorKind::ZeroRounds.into());
    }
    let rules = settings.rules()?;
    let ctx = HandContext {
        players,
        rules: &rules,
        preset_id: &settings.preset,
        round_to_ten: settings.round_to_ten,
    };
    let mut totals = vec![0i64; players];
    let mut pools: Vec<i64> = Vec::new();
    let mut rows = Vec::new();
    let mut rounds_played = 0;
    // Deals so far: a penalty is no deal, the deal does not pass.
    let mut deals = 0;
    for input in hands {
        let dealer = dealer(settings.first_dealer, players, deals);
        let penalty = matches!(input, Ok(HandInput::Penalty { .. }));
        let number = (!penalty).then_some(deals + 1);
        deals += usize::from(!penalty);
        let result = input.clone().and_then(|h| score(h, &ctx));
        let deltas = match &result {
            Ok(s) => s.deltas.clone(),
            Err(_) => vec![0; players],
        };
        let mouches = rules.mouches.filter(|_| !penalty).map(|m| {
            let mut step = MoucheStep {
                formed: None,
                dealer_added: m.dealer_adds,
                taken: None,
                paid: None,
                payments: vec![0; players],
                pools: Vec::new(),
            };
            if pools.is_empty() {
                pools.push(m.stake * players as i64);
                step.formed = Some(m.stake);
                step.payments.iter_mut().for_each(|p| *p -= m.stake);
            }
            let largest = largest_pool(&pools);
            pools[largest] += m.dealer_adds;
            step.payments[dealer] -= m.dealer_adds;
            if let Some((taker, won)) = result.as_ref().ok().and_then(HandScore::contract_result) {
                let largest = largest_pool(&pools);
                if won {
                    let pool = pools.remove(largest);
                    step.payments[taker] += pool;
                    step.taken = Some(pool);
                } else {
                    let size = pools[largest];
                    pools.push(size);
                    step.payments[taker] -= size;
                    step.paid = Some(size);
                }
            }
            step.pools = pools.clone();
            step
        });
        for (i, t) in totals.iter_mut().enumerate() {
            *t += deltas[i] + mouches.as_ref().map_or(0, |m| m.payments[i]);
        }
        let counts_as_round = !matches!(
            input,
            Ok(HandInput::NotPlayed { .. } | HandInput::Penalty { .. }) | Err(_)
        );
        rounds_played += u32::from(counts_as_round);
        rows.push(HandRow {
            number,
            dealer,
            result,
            deltas,
            mouches,
            totals: totals.clone(),
            counts_as_round,
        });
    }
    let finished = settings.rounds.is_some_and(|r| rounds_played >= r);
    let winners = if finished {
        let best = totals.iter().copied().max().unwrap_or(0);
        (0..players).filter(|&i| totals[i] == best).collect()
    } else {
        Vec::new()
    };
    Ok(Scorecard {
        players,
        rules,
        next_dealer: dealer(settings.first_dealer, players, deals),
        rows,
        totals,
        pools,
        rounds_played,
        finished,
        winners,
    })
}

/// The first of the largest pools.
fn largest_pool(pools: &[i64]) -> usize {
    let mut best = 0;
    for (i, p) in pools.iter().enumerate() {
        if *p > pools[best] {
            best = i;
        }
    }
    best
}
