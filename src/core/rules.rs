//! French Tarot rules as data: one typed table per preset, and the options a game may change.
//!
//! A variant is a row of a table, not an `if` in the scoring code. The UI shows a preset as
//! readable rules from the public fields (it translates; nothing here is prose to show).
//! Presets are found by their stable [`Preset::id`], which sessions store.

use serde::{Deserialize, Serialize};

use super::error::{Error, ErrorKind};
use super::french::{Contract, PoigneeLevel};

/// Multipliers of the contracts; `None` when the rules do not have that contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Multipliers {
    pub petite: Option<i64>,
    pub pousse: Option<i64>,
    pub garde: Option<i64>,
    pub garde_sans: Option<i64>,
    pub garde_contre: Option<i64>,
}

impl Multipliers {
    /// The multiplier of `contract`, if the rules have it.
    pub const fn get(&self, contract: Contract) -> Option<i64> {
        match contract {
            Contract::Petite => self.petite,
            Contract::Pousse => self.pousse,
            Contract::Garde => self.garde,
            Contract::GardeSans => self.garde_sans,
            Contract::GardeContre => self.garde_contre,
        }
    }

    /// The contracts these rules have, lowest first.
    pub fn contracts(&self) -> impl Iterator<Item = (Contract, i64)> + '_ {
        Contract::ALL
            .into_iter()
            .filter_map(|c| self.get(c).map(|m| (c, m)))
    }
}

/// Slam (grand chelem) values, not multiplied; signed for the side that made or announced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChelemValues {
    pub announced_made: i64,
    pub unannounced_made: i64,
    /// Negative: what an announced slam that fails costs the attack.
    pub announced_failed: i64,
    /// What a slam by the defence brings the defence, on top of the normal score.
    pub by_defence: i64,
}

/// The petit slam (an unofficial variant): the attack takes every trick but `tricks_left`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PetitChelem {
    /// Tricks the defence may take: 1 (seed 002) or 3 (seed 004).
    pub tricks_left: u8,
    pub announced_made: i64,
    pub unannounced_made: i64,
    /// Negative.
    pub announced_failed: i64,
}

/// The mouches (pools) variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mouches {
    /// What every player pays to form a pool when there is none.
    pub stake: i64,
    /// What the dealer adds to a largest pool at the start of each deal.
    pub dealer_adds: i64,
}

/// Trumps needed for a poignée, by player count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoigneeThresholds {
    /// Simple, double, triple with 3 players.
    pub three: [u8; 3],
    pub four: [u8; 3],
    pub five: [u8; 3],
}

impl PoigneeThresholds {
    /// Trumps needed for `level` with `players` players (2 players use the 4-player row).
    pub const fn needed(&self, players: usize, level: PoigneeLevel) -> u8 {
        let row = match players {
            3 => self.three,
            5 => self.five,
            _ => self.four,
        };
        row[level as usize]
    }
}

/// Every number the French Tarot score is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub multipliers: Multipliers,
    /// Card points needed with 0, 1, 2, 3 oudlers.
    pub targets: [i64; 4],
    /// The base of every contract score (25).
    pub base: i64,
    /// Petit au bout, before the multiplier.
    pub petit_au_bout: i64,
    /// Simple, double, triple; not multiplied.
    pub poignee_values: [i64; 3],
    pub poignee_thresholds: PoigneeThresholds,
    pub chelem: ChelemValues,
    pub petit_chelem: Option<PetitChelem>,
    /// What each other player pays a player who declares a misère; `None`: not played.
    pub misere: Option<i64>,
    pub mouches: Option<Mouches>,
    /// All passed: the hand is played as a goulash.
    pub goulash: bool,
    /// Whether games with these rules round to ten by default (the game setting decides).
    pub round_to_ten: bool,
}

/// A named set of rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Stable id stored in sessions ("fft").
    pub id: &'static str,
    /// A short English label; the UI translates by `id`.
    pub label: &'static str,
    /// Which seed the rows come from, for the rules page.
    pub source: &'static str,
    pub rules: Rules,
}

/// The official Fédération Française de Tarot rules: the default.
pub const FFT: Rules = Rules {
    multipliers: Multipliers {
        petite: Some(1),
        pousse: None,
        garde: Some(2),
        garde_sans: Some(4),
        garde_contre: Some(6),
    },
    targets: [56, 51, 41, 36],
    base: 25,
    petit_au_bout: 10,
    poignee_values: [20, 30, 40],
    poignee_thresholds: PoigneeThresholds {
        three: [13, 15, 18],
        four: [10, 13, 15],
        five: [8, 10, 13],
    },
    chelem: ChelemValues {
        announced_made: 400,
        unannounced_made: 200,
        announced_failed: -200,
        by_defence: 200,
    },
    petit_chelem: None,
    misere: None,
    mouches: None,
    goulash: false,
    round_to_ten: false,
};

/// Default values when an option turns on a variant its preset leaves out.
pub const DEFAULT_MISERE: i64 = 10;
pub const DEFAULT_PETIT_CHELEM: PetitChelem = PetitChelem {
    tricks_left: 3,
    announced_made: 300,
    unannounced_made: 150,
    announced_failed: -150,
};
pub const DEFAULT_MOUCHES: Mouches = Mouches {
    stake: 10,
    dealer_adds: 5,
};

/// Every preset, the default first.
pub const PRESETS: [Preset; 5] = [
    Preset {
        id: "fft",
        label: "FFT (official)",
        source: "FFT rules, seeds 003 and 004",
        rules: FFT,
    },
    Preset {
        id: "bga",
        label: "Online (misère and goulash)",
        source: "seed 003",
        rules: Rules {
            misere: Some(10),
            goulash: true,
            ..FFT
        },
    },
    Preset {
        id: "wikipedia",
        label: "Poignées 20/40/60, petit slam, rounded to ten",
        source: "seed 004",
        rules: Rules {
            poignee_values: [20, 40, 60],
            misere: Some(10),
            petit_chelem: Some(DEFAULT_PETIT_CHELEM),
            round_to_ten: true,
            ..FFT
        },
    },
    Preset {
        id: "contre-x5",
        label: "Garde contre ×5, petit slam",
        source: "seed 002",
        rules: Rules {
            multipliers: Multipliers {
                garde_contre: Some(5),
                ..FFT.multipliers
            },
            petit_chelem: Some(PetitChelem {
                tricks_left: 1,
                announced_made: 300,
                unannounced_made: 0,
                announced_failed: -150,
            }),
            ..FFT
        },
    },
    Preset {
        id: "pousse-mouches",
        label: "Classic: Pousse ladder and mouches",
        source: "seed 002",
        rules: Rules {
            multipliers: Multipliers {
                petite: Some(1),
                pousse: Some(2),
                garde: Some(4),
                garde_sans: Some(8),
                garde_contre: Some(16),
            },
            mouches: Some(DEFAULT_MOUCHES),
            ..FFT
        },
    },
];

/// The preset with this id.
pub fn preset(id: &str) -> Result<&'static Preset, Error> {
    PRESETS
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| ErrorKind::UnknownPreset { id: id.to_owned() }.into())
}

/// Changes a game makes to its preset. Every field left `None` keeps the preset's row.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere_amount: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub petit_chelem: Option<bool>,
    /// 1 (every trick but one) or 3 (every trick but three).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub petit_chelem_tricks_left: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mouches: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goulash: Option<bool>,
    /// Multiplier of the garde contre (5 or 6).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub garde_contre: Option<i64>,
    /// Simple, double, triple.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub poignee_values: Option<[i64; 3]>,
    /// The amount a penalty takes (a house rule: `french::HandInput::Penalty`), as the
    /// session last set it; each penalty row keeps its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penalty: Option<i64>,
}

impl RuleOptions {
    /// The rules of `preset` with these changes. Amounts must stay in the ranges a table
    /// plays (misère 0–1000, garde contre ×1–×100, poignées 0–1000), so no score overflows.
    pub fn apply(&self, preset: &Preset) -> Result<Rules, Error> {
        let check = |option: &'static str, value: Option<i64>, min: i64, max: i64| match value {
            Some(v) if !(min..=max).contains(&v) => Err(Error::from(ErrorKind::OptionOutOfRange {
                option,
                value: v,
                min,
                max,
            })),
            _ => Ok(()),
        };
        check("misere_amount", self.misere_amount, 0, 1000)?;
        check("garde_contre", self.garde_contre, 1, 100)?;
        check("penalty", self.penalty, 1, super::french::PENALTY_MAX)?;
        for v in self.poignee_values.iter().flatten() {
            check("poignee_values", Some(*v), 0, 1000)?;
        }
        let mut r = preset.rules;
        match self.misere {
            Some(false) => r.misere = None,
            Some(true) => r.misere = Some(r.misere.unwrap_or(DEFAULT_MISERE)),
            None => {}
        }
        if let (Some(amount), Some(_)) = (self.misere_amount, r.misere) {
            r.misere = Some(amount);
        }
        match self.petit_chelem {
            Some(false) => r.petit_chelem = None,
            Some(true) => r.petit_chelem = Some(r.petit_chelem.unwrap_or(DEFAULT_PETIT_CHELEM)),
            None => {}
        }
        if let (Some(tricks), Some(pc)) = (self.petit_chelem_tricks_left, r.petit_chelem.as_mut()) {
            if tricks != 1 && tricks != 3 {
                return Err(ErrorKind::PetitChelemTricks { tricks }.into());
            }
            pc.tricks_left = tricks;
        }
        match self.mouches {
            Some(false) => r.mouches = None,
            Some(true) => r.mouches = Some(r.mouches.unwrap_or(DEFAULT_MOUCHES)),
            None => {}
        }
        if let Some(g) = self.goulash {
            r.goulash = g;
        }
        if let Some(m) = self.garde_contre {
            r.multipliers.garde_contre = Some(m);
        }
        if let Some(v) = self.poignee_values {
            r.poignee_values = v;
        }
        Ok(r)
    }
}
