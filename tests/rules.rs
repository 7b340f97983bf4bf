//! Rules as data: the FFT table holds the official numbers, presets are findable by stable
//! ids, and options change exactly the row they name.

use tarot_companion::core::french::{Contract, PoigneeLevel};
use tarot_companion::core::rules::{preset, RuleOptions, FFT, PRESETS};

#[test]
fn fft_holds_the_official_numbers() {
    let fft = preset("fft").unwrap();
    assert_eq!(PRESETS[0].id, "fft", "FFT is the default, listed first");
    let r = &fft.rules;
    assert_eq!(r.targets, [56, 51, 41, 36]);
    assert_eq!((r.base, r.petit_au_bout), (25, 10));
    let m: Vec<(Contract, i64)> = r.multipliers.contracts().collect();
    assert_eq!(
        m,
        vec![
            (Contract::Petite, 1),
            (Contract::Garde, 2),
            (Contract::GardeSans, 4),
            (Contract::GardeContre, 6)
        ]
    );
    assert_eq!(r.poignee_values, [20, 30, 40]);
    let t = |n, l| r.poignee_thresholds.needed(n, l);
    use PoigneeLevel::*;
    assert_eq!([t(3, Simple), t(3, Double), t(3, Triple)], [13, 15, 18]);
    assert_eq!([t(4, Simple), t(4, Double), t(4, Triple)], [10, 13, 15]);
    assert_eq!([t(5, Simple), t(5, Double), t(5, Triple)], [8, 10, 13]);
    let c = r.chelem;
    assert_eq!(
        [
            c.announced_made,
            c.unannounced_made,
            c.announced_failed,
            c.by_defence
        ],
        [400, 200, -200, 200]
    );
    assert_eq!(
        (
            r.misere,
            r.petit_chelem,
            r.mouches,
            r.goulash,
            r.round_to_ten
        ),
        (None, None, None, false, false)
    );
}

#[test]
fn presets_have_unique_stable_ids() {
    let ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
    assert_eq!(
        ids,
        ["fft", "bga", "wikipedia", "contre-x5", "pousse-mouches"]
    );
    assert_eq!(
        preset("nope").unwrap_err().to_string(),
        "no rules preset is called \"nope\""
    );
    assert_eq!(
        preset("pousse-mouches")
            .unwrap()
            .rules
            .multipliers
            .get(Contract::Pousse),
        Some(2)
    );
    assert_eq!(
        preset("fft")
            .unwrap()
            .rules
            .multipliers
            .get(Contract::Pousse),
        None
    );
    assert_eq!(
        preset("contre-x5")
            .unwrap()
            .rules
            .multipliers
            .get(Contract::GardeContre),
        Some(5)
    );
    assert_eq!(
        preset("wikipedia").unwrap().rules.poignee_values,
        [20, 40, 60]
    );
    assert_eq!(preset("bga").unwrap().rules.misere, Some(10));
    assert!(preset("bga").unwrap().rules.goulash);
}

#[test]
fn options_change_only_their_row() {
    let fft = preset("fft").unwrap();
    assert_eq!(RuleOptions::default().apply(fft).unwrap(), FFT);
    let on = RuleOptions {
        misere: Some(true),
        petit_chelem: Some(true),
        petit_chelem_tricks_left: Some(1),
        mouches: Some(true),
        ..RuleOptions::default()
    }
    .apply(fft)
    .unwrap();
    assert_eq!(on.misere, Some(10));
    assert_eq!(
        on.petit_chelem.map(|p| (
            p.tricks_left,
            p.announced_made,
            p.unannounced_made,
            p.announced_failed
        )),
        Some((1, 300, 150, -150))
    );
    assert_eq!(on.mouches.map(|m| (m.stake, m.dealer_adds)), Some((10, 5)));
    assert_eq!(on.targets, FFT.targets);
    let off = RuleOptions {
        misere: Some(false),
        goulash: Some(false),
        ..RuleOptions::default()
    }
    .apply(preset("bga").unwrap())
    .unwrap();
    assert_eq!(off, FFT);
    let amount = RuleOptions {
        misere_amount: Some(20),
        ..RuleOptions::default()
    };
    assert_eq!(
        amount.apply(preset("bga").unwrap()).unwrap().misere,
        Some(20)
    );
    assert_eq!(
        amount.apply(fft).unwrap().misere,
        None,
        "an amount alone does not turn misère on"
    );
}

#[test]
fn options_out_of_range_are_refused() {
    let fft = preset("fft").unwrap();
    let err = |o: RuleOptions| o.apply(fft).unwrap_err().to_string();
    assert_eq!(
        err(RuleOptions {
            misere_amount: Some(5000),
            ..RuleOptions::default()
        }),
        "the option misere_amount must be 0 to 1000, not 5000"
    );
    assert_eq!(
        err(RuleOptions {
            garde_contre: Some(0),
            ..RuleOptions::default()
        }),
        "the option garde_contre must be 1 to 100, not 0"
    );
    assert_eq!(
        err(RuleOptions {
            poignee_values: Some([20, -40, 60]),
            ..RuleOptions::default()
        }),
        "the option poignee_values must be 0 to 1000, not -40"
    );
}

/// `docs/rules.md` and the presets agree on which rules round to ten by default (the
/// `wikipedia` preset does: seed 004 rounds its worked example).
#[test]
fn the_rules_page_says_which_presets_round_to_ten() {
    let doc = include_str!("../docs/rules.md");
    let header = doc
        .lines()
        .find(|l| l.starts_with("| id |"))
        .expect("the presets table");
    let column = header
        .split('|')
        .position(|c| c.trim() == "rounding default")
        .expect("a rounding column");
    for p in PRESETS {
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| `{}`", p.id)))
            .unwrap_or_else(|| panic!("a row for {}", p.id));
        let cell = row.split('|').nth(column).unwrap().trim();
        let on = match cell {
            "on" => true,
            "off" => false,
            other => panic!("{}: rounding default {other:?}", p.id),
        };
        assert_eq!(on, p.rules.round_to_ten, "{}", p.id);
    }
    assert!(preset("wikipedia").unwrap().rules.round_to_ten);
}
