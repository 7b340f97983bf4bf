//! Scores and totals 1,000,000 generated French Tarot hands (`cargo bench --bench score`).
//!
//! The generator is a deterministic xorshift, so every run scores the same hands. The hands
//! mix 3, 4 and 5 players, every contract, poignées, Petit au bout and slams, with rounding
//! to ten on half of the games.

use std::hint::black_box;
use std::time::Instant;

use tarot_companion::core::french::{
    score, CardPoints, Contract, HandContext, HandInput, PlayedInput, PoigneeInput, PoigneeLevel,
    Side, SlamInput,
};
use tarot_companion::core::points::Halves;
use tarot_companion::core::rules::FFT;
use tarot_companion::core::scorecard::{scorecard, FrenchSettings};

const HANDS: usize = 1_000_000;

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn generate(rng: &mut XorShift, players: usize) -> HandInput {
    let contracts = [
        Contract::Petite,
        Contract::Garde,
        Contract::GardeSans,
        Contract::GardeContre,
    ];
    let taker = rng.below(players as u64) as usize;
    let mut units = rng.below(183) as i32;
    if players == 4 {
        units -= units % 2;
    }
    let slam = match rng.below(64) {
        0 => {
            units = 182;
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
    let petit_au_bout = match rng.below(10) {
        0 => Some(Side::Attack),
        1 if slam.is_none() => Some(Side::Defence),
        _ => None,
    };
    HandInput::Played(PlayedInput {
        taker,
        contract: contracts[rng.below(4) as usize],
        partner: (players == 5).then(|| rng.below(5) as usize),
        points: CardPoints::Attack(Halves::from_units(units)),
        oudlers: Some(if units == 182 { 3 } else { rng.below(4) as u8 }),
        petit_au_bout,
        poignees,
        slam,
        petit_slam: None,
        miseres: Vec::new(),
    })
}

fn main() {
    // The hands, generated once (3, 4 and 5 players in turn).
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let start = Instant::now();
    let hands: Vec<(usize, HandInput)> = (0..HANDS)
        .map(|i| {
            let players = 3 + i % 3;
            (players, generate(&mut rng, players))
        })
        .collect();
    let generation = start.elapsed();

    // Score and total them; best and median of 5 runs (the machine is shared).
    let mut runs = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
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
        runs.push(start.elapsed());
        black_box(&totals);
        for (k, t) in totals.iter().enumerate() {
            assert_eq!(
                t.iter().sum::<i64>(),
                0,
                "{} players: totals must sum to 0",
                k + 3
            );
        }
        assert_eq!(refused, 0, "every generated hand is valid");
    }
    runs.sort();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!(
        "score: {HANDS} hands validated, scored and totalled in {:.1} ms best, {:.1} ms median of 5 ({:.0} ns per hand; generating them took {:.1} ms)",
        ms(runs[0]),
        ms(runs[2]),
        runs[0].as_nanos() as f64 / HANDS as f64,
        ms(generation)
    );

    // The full scorecard (rows with breakdowns and running totals), 4 players.
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let hands: Vec<HandInput> = (0..HANDS).map(|_| generate(&mut rng, 4)).collect();
    let settings = FrenchSettings {
        round_to_ten: true,
        ..FrenchSettings::default()
    };
    let start = Instant::now();
    let card = scorecard(4, &settings, &hands).expect("settings");
    let elapsed = start.elapsed();
    assert_eq!(card.totals.iter().sum::<i64>(), 0);
    println!(
        "scorecard: {HANDS} hands of 4 players, every row kept, in {:.1} ms",
        ms(elapsed)
    );
}
