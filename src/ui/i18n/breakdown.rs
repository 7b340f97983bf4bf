//! A hand explained step by step in plain words (the core's `Breakdown`), its one-line
//! summary on the scorecard, and the rules of a preset as readable lines. The numbers come
//! from the core; this file only writes them.

use super::cards::king_name;
use super::labels::{contract, made_by, misere_kind, not_played, player_n, poignee_level, side};
use super::numbers::{card_points, count, int, points, signed, Noun};
use super::{colon, upper_first, Lang, T};
use crate::core::french::{Breakdown, HandScore, PlayedBreakdown, PoigneeLevel, Side};
use crate::core::rules::Rules;

/// The rules of a preset as readable lines.
pub fn rules_lines(lang: Lang, r: &Rules, players: usize) -> Vec<String> {
    let mut out = Vec::new();
    // Two players bid nothing: no contract to list.
    if players > 2 {
        let contracts: Vec<String> = r
            .multipliers
            .contracts()
            .map(|(c, m)| format!("{} ×{m}", contract(lang, c)))
            .collect();
        out.push(format!(
            "{} {}",
            lang.pick("Contrats\u{a0}:", "Contracts:"),
            contracts.join(", ")
        ));
    }
    out.push(lang.pick(
        format!(
            "Points à faire avec 0, 1, 2, 3 bouts\u{a0}: {}, {}, {}, {}\u{a0}; base {}",
            r.targets[0], r.targets[1], r.targets[2], r.targets[3], r.base
        ),
        format!(
            "Card points needed with 0, 1, 2, 3 oudlers: {}, {}, {}, {}; base {}",
            r.targets[0], r.targets[1], r.targets[2], r.targets[3], r.base
        ),
    ));
    // Two players: no contract to multiply it.
    out.push(match players {
        2 => format!(
            "{}{}{}",
            T::PetitAuBout.text(lang),
            colon(lang),
            r.petit_au_bout
        ),
        _ => lang.pick(
            format!("Petit au bout\u{a0}: {} × le contrat", r.petit_au_bout),
            format!("Petit at the end: {} × the contract", r.petit_au_bout),
        ),
    });
    // Two players announce nothing: no handful, slam or misère to list.
    if players > 2 {
        let t = |l| r.poignee_thresholds.needed(players, l);
        out.push(lang.pick(
            format!(
                "Poignées simple, double, triple\u{a0}: {}, {}, {} (avec {}, {}, {} atouts)",
                r.poignee_values[0],
                r.poignee_values[1],
                r.poignee_values[2],
                t(PoigneeLevel::Simple),
                t(PoigneeLevel::Double),
                t(PoigneeLevel::Triple)
            ),
            format!(
                "Handfuls single, double, triple: {}, {}, {} (with {}, {}, {} trumps)",
                r.poignee_values[0],
                r.poignee_values[1],
                r.poignee_values[2],
                t(PoigneeLevel::Simple),
                t(PoigneeLevel::Double),
                t(PoigneeLevel::Triple)
            ),
        ));
        let c = r.chelem;
        out.push(lang.pick(
            format!(
                "Chelem annoncé et fait {}, non annoncé {}, annoncé et chuté {}",
                c.announced_made, c.unannounced_made, c.announced_failed
            ),
            format!(
                "Slam announced and made {}, unannounced {}, announced and failed {}",
                c.announced_made, c.unannounced_made, c.announced_failed
            ),
        ));
        if let Some(pc) = r.petit_chelem {
            out.push(lang.pick(
                format!(
                    "Petit chelem (toutes les levées sauf {})\u{a0}: annoncé {}, non annoncé {}, chuté {}",
                    pc.tricks_left, pc.announced_made, pc.unannounced_made, pc.announced_failed
                ),
                format!(
                    "Small slam (every trick but {}): announced {}, unannounced {}, failed {}",
                    pc.tricks_left, pc.announced_made, pc.unannounced_made, pc.announced_failed
                ),
            ));
        }
        if let Some(m) = r.misere {
            out.push(lang.pick(
                format!("Misère\u{a0}: chaque autre joueur paie {m} au déclarant"),
                format!("Misère: every other player pays {m} to the declarer"),
            ));
        }
    }
    if let Some(m) = r.mouches {
        out.push(lang.pick(
            format!(
                "Mouches\u{a0}: chacun met {}\u{a0}; le donneur ajoute {}",
                m.stake, m.dealer_adds
            ),
            format!(
                "Pools: everyone pays {}; the dealer adds {}",
                m.stake, m.dealer_adds
            ),
        ));
    }
    if r.goulash && players > 2 {
        out.push(T::GoulashWhenAllPass.text(lang).into());
    }
    out
}

/// The core's breakdown of a hand, step by step in plain words. `names` by seat.
pub fn breakdown(lang: Lang, b: &Breakdown, names: &[String]) -> Vec<String> {
    let name = |seat: usize| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| player_n(lang, seat + 1))
    };
    match b {
        Breakdown::NotPlayed(r) => vec![lang.pick(
            format!(
                "{}\u{a0}: personne ne marque, la donne passe.",
                not_played(lang, *r)
            ),
            format!(
                "{}: nobody scores, the deal passes on.",
                not_played(lang, *r)
            ),
        )],
        Breakdown::Played(p) => played_breakdown(lang, p, &name),
        Breakdown::Penalty { seat, amount } => {
            let others = names.len().saturating_sub(1).max(1);
            let share = int(lang, amount / others as i64);
            let (who, amount) = (name(*seat), int(lang, *amount));
            vec![lang.pick(
                format!("Pénalité\u{a0}: {who} perd {amount}, chacun des {others} autres gagne {share}. Ce n'est pas une donne\u{a0}: le donneur ne change pas."),
                format!("Penalty: {who} loses {amount}, each of the {others} others gains {share}. Not a deal: the dealer stays."),
            )]
        }
        Breakdown::Goulash(g) => {
            let mut out = vec![lang.pick(
                format!(
                    "Goulash\u{a0}: {} points pris en tout\u{a0}; chacun paie à chaque adversaire les points qu'il a lui-même pris.",
                    points(lang, g.total)
                ),
                format!(
                    "Goulash: {} card points taken in all; each player pays each opponent the card points they took themselves.",
                    points(lang, g.total)
                ),
            )];
            for (i, (p, e)) in g.points.iter().zip(&g.exact).enumerate() {
                out.push(lang.pick(
                    format!(
                        "{}\u{a0}: {}, solde exact {}",
                        name(i),
                        card_points(lang, *p),
                        points(lang, *e)
                    ),
                    format!(
                        "{}: {}, exact balance {}",
                        name(i),
                        card_points(lang, *p),
                        points(lang, *e)
                    ),
                ));
            }
            if !g.half_up.is_empty() {
                let who: Vec<String> = g.half_up.iter().map(|&i| name(i)).collect();
                out.push(lang.pick(
                    format!(
                        "Demi-points arrondis en faveur de\u{a0}: {}",
                        who.join(", ")
                    ),
                    format!("Half points rounded in favour of: {}", who.join(", ")),
                ));
            }
            out
        }
        Breakdown::TwoPlayer(t) => {
            let mut out = Vec::new();
            for seat in 0..2 {
                out.push(lang.pick(
                    format!(
                        "{}\u{a0}: {} {}, il en fallait {}",
                        name(seat),
                        card_points(lang, t.points[seat]),
                        oudlers_phrase(lang, t.oudlers[seat]),
                        t.targets[seat]
                    ),
                    format!(
                        "{}: {} {}, {} needed",
                        name(seat),
                        card_points(lang, t.points[seat]),
                        oudlers_phrase(lang, t.oudlers[seat]),
                        t.targets[seat]
                    ),
                ));
            }
            out.push(format!(
                "{}{}{} + {}",
                wins_by(lang, &name(t.winner), t.margin),
                colon(lang),
                t.base,
                t.margin
            ));
            if let Some((seat, v)) = t.petit_au_bout {
                out.push(lang.pick(
                    format!(
                        "Petit au bout {}\u{a0}: {}",
                        super::elided("de", &name(seat)),
                        signed(lang, v)
                    ),
                    format!("Petit at the end by {}: {}", name(seat), signed(lang, v)),
                ));
            }
            out.push(lang.pick(
                format!("Le perdant paie {} au gagnant.", int(lang, t.unit)),
                format!("The loser pays {} to the winner.", int(lang, t.unit)),
            ));
            out
        }
    }
}

/// "sans bout", "avec 1 bout", "avec 2 bouts" / "with no oudler", "with 1 oudler".
fn oudlers_phrase(lang: Lang, n: u8) -> String {
    match n {
        0 => lang.pick("sans bout", "with no oudler").into(),
        n => lang.pick("avec ", "with ").to_owned() + &count(lang, n.into(), Noun::Oudler),
    }
}

/// "Anna gagne de 9" / "Anna wins by 9"; "Anna gagne, juste fait" / "Anna wins, made
/// exactly" at the target (as a contract made by 0 is said).
fn wins_by(lang: Lang, winner: &str, margin: i64) -> String {
    match margin {
        0 => lang.pick(
            format!("{winner} gagne, juste fait"),
            format!("{winner} wins, made exactly"),
        ),
        m => lang.pick(
            format!("{winner} gagne de {m}"),
            format!("{winner} wins by {m}"),
        ),
    }
}

fn played_breakdown(
    lang: Lang,
    p: &PlayedBreakdown,
    name: &dyn Fn(usize) -> String,
) -> Vec<String> {
    let mut out = Vec::new();
    let c = contract(lang, p.contract);
    let mut partner = match p.partner {
        Some(s) if s != p.taker => {
            lang.pick(format!(" avec {}", name(s)), format!(" with {}", name(s)))
        }
        Some(_) => lang.pick(" seul".into(), " alone".into()),
        None => String::new(),
    };
    if let Some(king) = p.king {
        partner = format!("{partner} ({})", king_name(lang, king));
    }
    out.push(lang.pick(
        format!(
            "{}{partner}\u{a0}: {c} (×{}). L'attaque a {} {}\u{a0}; il en fallait {}.",
            name(p.taker),
            p.multiplier,
            card_points(lang, p.attack_points),
            oudlers_phrase(lang, p.oudlers),
            p.target
        ),
        format!(
            "{}{partner}: {c} (×{}). The attack has {} {}; {} needed.",
            name(p.taker),
            p.multiplier,
            card_points(lang, p.attack_points),
            oudlers_phrase(lang, p.oudlers),
            p.target
        ),
    ));
    if let Some(h) = p.half_point {
        out.push(lang.pick(
            format!("Le demi-point va à {}.", side(lang, h.to)),
            format!("The half point goes to {}.", side(lang, h.to)),
        ));
    }
    let result = made_by(lang, p.won, p.margin);
    let pab = match p.petit_au_bout {
        Some((_, v)) => format!(" {} {}", if v < 0 { "-" } else { "+" }, v.abs()),
        None => String::new(),
    };
    // "(25 + 6) × 2", "-(25 + 6) × 1", "(25 + 9 + 10) × 2", "(-(25 + 1) - 10) × 1": the
    // minus sign of the numbers ("= -62"), one sign in a line.
    let sum = format!("{} + {}", p.base, p.margin);
    let formula = match (p.won, pab.is_empty()) {
        (true, true) => format!("({sum})"),
        (true, false) => format!("({sum}{pab})"),
        (false, true) => format!("-({sum})"),
        (false, false) => format!("(-({sum}){pab})"),
    };
    out.push(format!(
        "{} {result}{}{formula} × {} = {}",
        lang.pick("Contrat", "Contract"),
        colon(lang),
        p.multiplier,
        signed(lang, p.contract_score)
    ));
    if let Some((s, v)) = p.petit_au_bout {
        out.push(lang.pick(
            format!(
                "Petit au bout pour {}\u{a0}: {} avant le multiplicateur",
                side(lang, s),
                signed(lang, v)
            ),
            format!(
                "Petit at the end for {}: {} before the multiplier",
                side(lang, s),
                signed(lang, v)
            ),
        ));
    }
    for x in &p.poignees {
        out.push(lang.pick(
            format!(
                "Poignée {} {}\u{a0}: {} pour {} (non multipliée)",
                poignee_level(lang, x.level),
                super::elided("de", &name(x.seat)),
                x.value,
                side(lang, x.to)
            ),
            format!(
                "{} handful by {}: {} to {} (not multiplied)",
                upper_first(poignee_level(lang, x.level)),
                name(x.seat),
                x.value,
                side(lang, x.to)
            ),
        ));
    }
    for (s, label) in [
        (p.slam, T::Chelem.text(lang)),
        (p.petit_slam, T::PetitChelem.text(lang)),
    ] {
        if let Some(s) = s {
            let ann = if s.announced {
                lang.pick(" annoncé", " announced")
            } else {
                ""
            };
            let by = match s.made_by {
                Some(side_) => lang.pick(
                    format!(", réalisé par {}", side(lang, side_)),
                    format!(", made by {}", side(lang, side_)),
                ),
                None => lang.pick(", chuté".into(), ", failed".into()),
            };
            out.push(format!(
                "{label}{ann}{by}{}{}",
                colon(lang),
                signed(lang, s.value)
            ));
        }
    }
    let taker_share = p.shares.get(p.taker).copied().unwrap_or(0);
    out.push(if p.unit >= 0 {
        lang.pick(
            format!(
                "Chaque défenseur paie {}\u{a0}; {} reçoit {} × {}.",
                int(lang, p.unit),
                name(p.taker),
                taker_share,
                int(lang, p.unit)
            ),
            format!(
                "Each defender pays {}; {} receives {} × {}.",
                int(lang, p.unit),
                name(p.taker),
                taker_share,
                int(lang, p.unit)
            ),
        )
    } else {
        lang.pick(
            format!(
                "Chaque défenseur reçoit {}\u{a0}; {} paie {} × {}.",
                int(lang, -p.unit),
                name(p.taker),
                taker_share,
                int(lang, -p.unit)
            ),
            format!(
                "Each defender receives {}; {} pays {} × {}.",
                int(lang, -p.unit),
                name(p.taker),
                taker_share,
                int(lang, -p.unit)
            ),
        )
    });
    // The partner's share, won or lost with the taker's ("partenaire": a word for either).
    if let Some(partner) = p.partner.filter(|&s| s != p.taker) {
        let (partner, unit) = (name(partner), int(lang, p.unit.abs()));
        out.push(match (lang, p.unit >= 0) {
            (Lang::Fr, true) => format!("{partner} (partenaire) gagne 1 × {unit}."),
            (Lang::Fr, false) => format!("{partner} (partenaire) perd 1 × {unit}."),
            (Lang::En, true) => format!("{partner} (partner) wins 1 × {unit}."),
            (Lang::En, false) => format!("{partner} (partner) loses 1 × {unit}."),
        });
    }
    for m in &p.miseres {
        out.push(lang.pick(
            format!(
                "{} {}\u{a0}: chaque autre joueur lui paie {}",
                misere_kind(lang, m.kind),
                super::elided("de", &name(m.seat)),
                m.amount
            ),
            format!(
                "{} by {}: every other player pays {}",
                misere_kind(lang, m.kind),
                name(m.seat),
                m.amount
            ),
        ));
    }
    out
}

/// A scored hand in words, as its sheet and the entry's preview say it: the breakdown, then
/// the rounding to ten when the session rounds.
pub fn score_lines(lang: Lang, s: &HandScore, names: &[String]) -> Vec<String> {
    let mut lines = breakdown(lang, &s.breakdown, names);
    if let Some(r) = &s.rounding {
        lines.push(rounding(lang, names, &s.deltas, r.adjusted_seat));
    }
    lines
}

/// The line telling the rounding to ten, with the amounts it gives (QA: the sheet said 26
/// and the scorecard -30, and "Alice balances the hand" meant nothing): "Rounded to the
/// nearest ten: Alice +60, Bruno -30, Chloé -30 (Alice takes the difference: the hand sums
/// to zero)."
pub fn rounding(lang: Lang, names: &[String], deltas: &[i64], adjusted: usize) -> String {
    let amounts: Vec<String> = names
        .iter()
        .zip(deltas)
        .map(|(n, d)| format!("{n} {}", signed(lang, *d)))
        .collect();
    let who = names.get(adjusted).map_or("", String::as_str);
    lang.pick(
        format!(
            "Arrondi à la dizaine{}{} ({who} porte l'écart\u{a0}: la donne fait zéro).",
            colon(lang),
            amounts.join(", ")
        ),
        format!(
            "Rounded to the nearest ten{}{} ({who} takes the difference: the hand sums to zero).",
            colon(lang),
            amounts.join(", ")
        ),
    )
}

/// One hand of the scorecard in a few words: "Alice G + Bob, fait de 6".
pub fn hand_summary(lang: Lang, b: &Breakdown, names: &[String]) -> String {
    let name = |seat: usize| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| player_n(lang, seat + 1))
    };
    match b {
        Breakdown::Played(p) => {
            let partner = match p.partner {
                Some(s) if s != p.taker => format!(" + {}", name(s)),
                // Apart from the contract: "Guard without alone" read as one.
                Some(_) => lang.pick(" (seul)".into(), " (alone)".into()),
                None => String::new(),
            };
            // A slam, made or failed, is said too (QA: a slam announced and failed read as
            // a plain "fait de 44"); announced or not, as it pays twice as much (QA helper-60);
            // announced, whether it was made (QA helper-63: "chelem annoncé" alone).
            let slam = match p.slam.map(|x| (x.made_by, x.announced)) {
                None => "",
                Some((Some(Side::Attack), true)) => {
                    lang.pick(", chelem annoncé réussi", ", slam announced and made")
                }
                Some((Some(Side::Attack), false)) => lang.pick(", chelem", ", slam"),
                Some((Some(Side::Defence), _)) => {
                    lang.pick(", chelem de la défense", ", defence slam")
                }
                Some((None, _)) => lang.pick(", chelem chuté", ", slam failed"),
            };
            format!(
                "{} {}{partner}, {}{slam}",
                name(p.taker),
                contract(lang, p.contract),
                made_by(lang, p.won, p.margin)
            )
        }
        Breakdown::NotPlayed(r) => not_played(lang, *r).to_owned(),
        Breakdown::Penalty { seat, amount } => {
            penalty_summary(lang, &name(*seat), *amount, names.len())
        }
        Breakdown::Goulash(_) => T::Goulash.text(lang).to_owned(),
        Breakdown::TwoPlayer(t) => wins_by(lang, &name(t.winner), t.margin),
    }
}

/// A penalty in a few words: "Pénalité : Marie −100, +25 aux autres".
pub fn penalty_summary(lang: Lang, who: &str, amount: i64, players: usize) -> String {
    let share = signed(lang, amount / players.saturating_sub(1).max(1) as i64);
    let lost = int(lang, -amount);
    // "Pénalité\u{a0}: …": the colon never wraps alone in a narrow column.
    let others = lang.pick("aux autres", "to the others");
    format!(
        "{}{}{who} {lost}, {share} {others}",
        T::Penalty.text(lang),
        colon(lang)
    )
}
