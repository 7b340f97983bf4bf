//! The deterministic hands both scoring benches use: natively (`benches/score.rs`) and in
//! wasm inside Chromium (`tests/web_bench.rs`), so that the two figures compare the same work.
//!
//! The generator is a xorshift: every run scores the same hands. The hands mix 3, 4 and 5
//! players, every contract, poignées, Petit au bout and slams.

use tarot_companion::core::french::{
    score, CardPoints, Contract, HandContext, HandInput, PlayedInput, PoigneeInput, PoigneeLevel,
    Side, SlamInput,
};
use tarot_companion::core::points::Halves;
use tarot_companion::core::rules::FFT;

pub const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A hand that can happen (`docs/rules.md`, reading 5): the attack's points fit its oudlers
/// (4.5 each) with room for a trick and the 6 cards set aside on either side; a slam holds
/// every card, but for the dog of a Garde contre (3 points at least, with the defence).
pub fn generate(rng: &mut XorShift, players: usize) -> HandInput {
    let contracts = [
        Contract::Petite,
        Contract::Garde,
        Contract::GardeSans,
        Contract::GardeContre,
    ];
    let taker = rng.below(players as u64) as usize;
    let contract = contracts[rng.below(4) as usize];
    let mut oudlers = rng.below(4) as u8;
    // Each side's pile: a trick and perhaps the set-aside cards, ½ each, its oudlers 4.5.
    let cards = 6 + players as i32;
    let least = |o: u8| 9 * i32::from(o) + cards - i32::from(o);
    let (lo, hi) = (least(oudlers), 182 - least(3 - oudlers));
    let mut units = lo + rng.below((hi - lo + 1) as u64) as i32;
    if players == 4 && units % 2 != 0 {
        units += if units < hi { 1 } else { -1 };
    }
    let slam = match rng.below(64) {
        0 => {
            (units, oudlers) = if contract == Contract::GardeContre {
                (176, 3)
            } else {
                (182, 3)
            };
            Some(SlamInput {
                announced: true,
                made_by: Some(Side::Attack),
            })
        }
        1 => Some(SlamInput {
            announced: true,
            made_by: None,
        }),
        _ => None,
    };
    let poignees = if rng.below(8) == 0 {
        vec![PoigneeInput {
            seat: rng.below(players as u64) as usize,
            level: PoigneeLevel::Simple,
            trumps: None,
        }]
    } else {
        Vec::new()
    };
    // The side that takes the Petit at the last trick holds an oudler.
    let petit_au_bout = match rng.below(10) {
        0 if oudlers > 0 => Some(Side::Attack),
        1 if slam.is_none() && oudlers < 3 => Some(Side::Defence),
        _ => None,
    };
    HandInput::Played(PlayedInput {
        taker,
        contract,
        partner: (players == 5).then(|| rng.below(5) as usize),
        king: None,
        points: CardPoints::Attack(Halves::from_units(units)),
        oudlers: Some(oudlers),
        petit_au_bout,
        poignees,
        slam,
        petit_slam: None,
        miseres: Vec::new(),
    })
}

/// `n` generated hands, with their player counts (3, 4 and 5 players in turn).
pub fn hands(n: usize) -> Vec<(usize, HandInput)> {
    let mut rng = XorShift(SEED);
    (0..n)
        .map(|i| {
            let players = 3 + i % 3;
            (players, generate(&mut rng, players))
        })
        .collect()
}

/// Validates, scores and totals the hands (rounding to ten on every other hand), with running
/// totals per player count. Returns the totals and how many hands were refused (none, for a
/// correct core).
pub fn score_and_total(hands: &[(usize, HandInput)]) -> ([[i64; 5]; 3], usize) {
    let mut totals = [[0i64; 5]; 3];
    let mut refused = 0;
    for (i, (players, input)) in hands.iter().enumerate() {
        let ctx = HandContext {
            players: *players,
            rules: &FFT,
            preset_id: "fft",
            round_to_ten: i % 2 == 0,
        };
        match score(input, &ctx) {
            Ok(s) => {
                for (t, d) in totals[players - 3].iter_mut().zip(&s.deltas) {
                    *t += d;
                }
            }
            Err(_) => refused += 1,
        }
    }
    (totals, refused)
}
