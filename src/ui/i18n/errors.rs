//! The core's errors in the player's language. Each message is written once per language:
//! the English is the core's own message (`ErrorKind::message`, the CLI's text, with the
//! players' names for seats), the French is written here.

use super::labels::{contract, misere_kind, player_n, poignee_level, side};
use super::numbers::{count, count_units, int, points_units, Noun};
use super::{colon, upper_first, Lang, T};
use crate::core::bounds::{self, SetAside};
use crate::core::error::{ErrorKind, HandKindName, Role, Variant};
use crate::core::french::Side;

fn role(r: Role) -> &'static str {
    match r {
        Role::Taker => "le preneur",
        Role::Partner => "l'appelé",
        Role::Poignee => "le joueur à la poignée",
        Role::Misere => "le joueur en misère",
        Role::Dealer => "le premier donneur",
        Role::Counter => "le joueur compté",
        Role::Penalised => "le joueur pénalisé",
    }
}

/// The core's error in the player's language. `names` are the players, by seat.
///
/// English is the core's message (a capital first): one wording for the CLI and the app.
pub fn error(lang: Lang, kind: &ErrorKind, names: &[String]) -> String {
    match lang {
        Lang::Fr => french(kind, names),
        // serde's own words said plainly (QA: "invalid type: integer `1`, expected struct
        // Session" in an import's message).
        Lang::En => match kind {
            ErrorKind::SessionJson { message } => format!(
                "Not a valid session file: {}",
                super::json_message(Lang::En, message)
            ),
            _ => english_contracts(upper_first(&kind.message(names).to_string())),
        },
    }
}

/// The core's English with the contracts, the handfuls and the Petit at the end named as the
/// English screens name them ("Garde contre" -> "Guard against", "simple poignée" -> "single
/// handful", "Petit au bout" -> "Petit at the end"); the core writes them in French, as the
/// FFT does. The longer names first: "Garde" begins two others.
pub fn english_contracts(mut text: String) -> String {
    use crate::core::french::Contract as C;
    for c in [C::GardeContre, C::GardeSans, C::Garde, C::Petite, C::Pousse] {
        if text.contains(c.name()) {
            text = text.replace(c.name(), super::contract(Lang::En, c));
        }
    }
    for (core, screen) in [
        ("simple poignée", "single handful"),
        ("poignées", "handfuls"),
        ("poignée", "handful"),
        ("Petit au bout", "Petit at the end"),
        ("petit slam", "small slam"),
    ] {
        if text.contains(core) {
            text = text.replace(core, screen);
        }
    }
    text
}

/// The French message.
fn french(kind: &ErrorKind, names: &[String]) -> String {
    use ErrorKind as K;
    const FR: Lang = Lang::Fr;
    let name = |seat: usize| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| player_n(FR, seat + 1))
    };
    // "95 points", "1,5 point"; "0 bout", "2 bouts".
    let pts = |units: i64| points_units(FR, units, 2);
    let n_pts = |units: i64| count_units(FR, units, 2, Noun::CardPoint);
    let n_oudlers = |n: u8| count(FR, n.into(), Noun::Oudler);
    let side = |s| side(FR, s);
    let contract = |c| contract(FR, c);
    match kind {
        K::PointsAbovePack { units, den } => format!(
            "{}\u{a0}: plus que les 91 du jeu",
            count_units(FR, *units, *den, Noun::CardPoint)
        ),
        K::PointsNegative { units, den } => format!(
            "{}\u{a0}: moins que 0",
            count_units(FR, *units, *den, Noun::CardPoint)
        ),
        K::PointsParse { text } => format!("« {text} » n'est pas un nombre de points"),
        K::PointsOverflow => "Nombre de points trop grand".into(),
        K::HalfPoint { units, players } => {
            format!("{}\u{a0}: pas de demi-point à {players} joueurs", n_pts(*units))
        }
        K::TooManyOudlers { oudlers } => format!("{oudlers} bouts, mais le jeu n'en a que 3"),
        K::OudlersMismatch { entered, counted } => {
            let e = if *entered < 2 {
                "indiqué"
            } else {
                "indiqués"
            };
            format!(
                "{} {e}, mais les cartes en ont {counted}",
                n_oudlers(*entered)
            )
        }
        K::OudlersMissing => T::MissingOudlers.text(FR).into(),
        K::PartnerNeedsFive { players } => {
            format!("Un appelé demande 5 joueurs, pas {players}")
        }
        K::PartnerMissing => T::MissingPartner.text(FR).into(),
        K::KingNeedsFive { players } => {
            format!("Un roi appelé demande 5 joueurs, pas {players}")
        }
        K::SeatOutOfRange {
            role: r,
            seat,
            players,
        } => format!(
            "{} (place {}) n'est pas un des {players} joueurs",
            role(*r),
            seat + 1
        ),
        K::PlayerCount { players } => format!("Le Tarot se joue de 2 à 5, pas à {players}"),
        K::HandKindPlayers { kind, players } => {
            let k = match kind {
                HandKindName::Played => "Une donne jouée demande 3 à 5 joueurs",
                HandKindName::Goulash => "Une goulash demande 3 à 5 joueurs",
                HandKindName::TwoPlayer => "Une donne à deux demande 2 joueurs",
            };
            format!("{k}, pas {players}")
        }
        K::ContractNotInPreset { contract: c, .. } => {
            format!("La {} n'existe pas dans ces règles", contract(*c))
        }
        K::PointsBelowOudlers { oudlers, units } => format!(
            "{}\u{a0}: trop peu pour {}, qui {} {}",
            n_pts(*units),
            n_oudlers(*oudlers),
            if *oudlers == 1 { "vaut" } else { "valent" },
            match *oudlers {
                1 => pts(bounds::by_oudlers(1).lo),
                n => format!("{} (4,5 chacun)", pts(bounds::by_oudlers(n).lo)),
            }
        ),
        K::PointsAboveOudlers { oudlers, units } => format!(
            "{}\u{a0}: trop avec {}\u{a0}; l'autre camp a {}, {}, il en reste {} au plus",
            n_pts(*units),
            n_oudlers(*oudlers),
            n_oudlers(3 - oudlers),
            n_pts(bounds::by_oudlers(3 - oudlers).lo),
            pts(bounds::by_oudlers(*oudlers).hi)
        ),
        K::SetAsidePoints {
            contract: c,
            cards,
            trick,
            to,
            side: s,
            oudlers,
            units,
            bound,
            at_least,
        } => {
            let dog = SetAside::of(*c).0 == SetAside::Dog;
            format!(
                "En {}, {} ({}) va à {}, et sans chelem chaque camp a fait un pli ({})\u{a0}: avec {}, {} a au {} {}, pas {}",
                contract(*c),
                if dog { "le chien" } else { "l'écart" },
                count(FR, (*cards).into(), Noun::Card),
                side(*to),
                count(FR, (*trick).into(), Noun::Card),
                n_oudlers(*oudlers),
                side(*s),
                if *at_least { "moins" } else { "plus" },
                n_pts(*bound),
                pts(*units)
            )
        }
        K::SlamPoints {
            contract: c,
            by,
            side: s,
            oudlers,
            units,
            range,
        } => {
            let (set_aside, to) = SetAside::of(*c);
            let left = match (to == *by, set_aside) {
                (true, _) => "aucune carte, sauf peut-être l'Excuse",
                (false, SetAside::Dog) => "que le chien et peut-être l'Excuse",
                (false, SetAside::Discard) => "que l'écart et peut-être l'Excuse",
            };
            format!(
                "En {}, un chelem de {} ne laisse à {} {left}{}{}",
                contract(*c),
                side(*by),
                side(by.other()),
                colon(FR),
                range_tail(*s, *oudlers, *units, *range)
            )
        }
        K::PetitSlamPoints {
            contract: c,
            tricks_left,
            side: s,
            oudlers,
            units,
            range,
        } => format!(
            "Un petit chelem réussi ne laisse à la défense {}{}{}{}",
            match tricks_left {
                1 => "qu'un pli".to_owned(),
                3 => "qu'un à trois plis".to_owned(),
                n => format!("qu'un à {n} plis"),
            },
            match SetAside::of(*c).1 {
                Side::Defence => " et le chien",
                Side::Attack => "",
            },
            colon(FR),
            range_tail(*s, *oudlers, *units, *range)
        ),
        K::PetitAuBoutWithoutOudler { side: s } => format!(
            "Petit au bout pour {}, qui n'a aucun bout\u{a0}: le Petit en est un",
            side(*s)
        ),
        K::PetitAuBoutSeatWithoutOudler { seat } => format!(
            "Petit au bout pour {}, qui n'a aucun bout\u{a0}: le Petit en est un",
            name(*seat)
        ),
        K::PetitAuBoutWithoutTricks { side: s } => format!(
            "Petit au bout pour {} impossible\u{a0}: {} a fait chelem",
            side(*s),
            side(s.other())
        ),
        K::SlamAndPetitSlam => "Une donne ne peut pas être chelem et petit chelem".into(),
        K::PoigneeUnderThreshold {
            seat,
            level,
            trumps,
            needed,
            players,
        } => format!(
            "Une poignée {} demande {needed} atouts à {players} joueurs\u{a0}; {} en a montré {trumps}",
            poignee_level(FR, *level),
            name(*seat)
        ),
        K::PoigneeTooManyTrumps { seat, trumps } => format!(
            "{} a montré {trumps} atouts, le jeu en a 22 avec l'Excuse",
            name(*seat)
        ),
        K::PoigneeAboveHand {
            seat,
            trumps,
            cards,
            players,
        } => format!(
            "{} a montré {trumps} atouts, mais une main a {cards} cartes à {players} joueurs",
            name(*seat)
        ),
        K::PoigneesAbovePack { trumps } => format!(
            "Les poignées montrées demandent {trumps} atouts en tout, le jeu en a 22 avec l'Excuse"
        ),
        K::PoigneeTwice { seat } => format!("{} montre plus d'une poignée", name(*seat)),
        K::MisereTwice { seat, kind: k } => {
            format!(
                "{} déclare deux fois la {}",
                name(*seat),
                misere_kind(FR, *k)
            )
        }
        K::VariantOff { variant } => {
            let v = match variant {
                Variant::Misere => "La misère",
                Variant::PetitChelem => "Le petit chelem",
                Variant::Goulash => "La goulash",
            };
            format!("{v} n'est pas jouée avec ces règles")
        }
        K::GoulashSeats { entered, players } => {
            format!("Une goulash demande les points des {players} joueurs, pas {entered}")
        }
        K::GoulashTotal { units, dog } => {
            let span = bounds::goulash_total(*dog);
            format!(
                "Les points font {}, mais les {dog} cartes du chien ne sont à personne\u{a0}: de {} à {}",
                pts(*units),
                pts(span.lo),
                pts(span.hi)
            )
        }
        K::DuplicateCard { card } => format!("La carte {card} est comptée deux fois"),
        K::CardIndex { index } => format!("Carte {index} hors du jeu de 78"),
        K::CardCode { text } => format!("« {text} » n'est pas une carte"),
        K::PileSize { cards, players } => format!(
            "Un tas de {} est impossible à {players} joueurs",
            count(FR, (*cards).into(), Noun::Card)
        ),
        K::ExcuseExchangeCard { card } => {
            format!("L'Excuse s'échange contre une carte basse, pas {card}")
        }
        K::ExcuseAlreadyInPile => "L'Excuse est déjà dans le tas".into(),
        K::CardNotInPile { card } => format!("La carte {card} n'est pas dans le tas"),
        K::PetitChelemTricks { tricks } => {
            format!("Un petit chelem laisse 1 ou 3 levées, pas {tricks}")
        }
        K::UnknownPreset { id } => format!("Aucunes règles ne s'appellent « {id} »"),
        K::ZeroRounds => "Une partie en nombre de donnes en demande au moins 1".into(),
        K::SessionVersion { version } => {
            format!("Format de partie {version} non pris en charge")
        }
        K::SessionJson { message } => format!(
            "Fichier de partie illisible\u{a0}: {}",
            super::json_message(Lang::Fr, message)
        ),
        K::OptionOutOfRange {
            option,
            value,
            min,
            max,
        } => {
            format!("L'option {option} va de {min} à {max}, pas {value}")
        }
        K::GamePlayers {
            game,
            min,
            max,
            players,
        } if min == max => {
            format!("{game} se joue à {min} joueurs, pas {players}")
        }
        K::GamePlayers {
            game,
            min,
            max,
            players,
        } => {
            format!("{game} se joue de {min} à {max} joueurs, pas {players}")
        }
        K::NotFrenchTarot { game } => {
            format!("Cette partie se joue au {game}, pas au Tarot français")
        }
        K::PenaltyAmount {
            amount,
            others,
            tens,
        } => {
            use crate::core::error::{penalty_fault, penalty_near, PenaltyFault};
            let (step, low, high) = penalty_near(*amount, *others, *tens);
            let n = |v: i64| int(FR, v);
            format!(
                "Une pénalité de {} {}\u{a0}: entre {others} joueurs{}, il faut un multiple de {step} jusqu'à {} (au plus près\u{a0}: {})",
                n(*amount),
                match penalty_fault(*amount) {
                    PenaltyFault::NoPoints => "n'est pas positive",
                    PenaltyFault::TooLarge => "est trop forte",
                    PenaltyFault::NotShared => "ne se partage pas",
                },
                if *tens { ", par dizaines" } else { "" },
                n(crate::core::french::PENALTY_MAX),
                if low > 0 { format!("{} ou {}", n(low), n(high)) } else { n(high) }
            )
        }
        K::HandOfAnotherGame { .. } => {
            "Donne d'un autre jeu\u{a0}: elle ne compte pas dans une partie de Tarot".into()
        }
    }
}

/// What a pile holds with its oudlers, after a slam's or a petit slam's first words: "avec
/// 2 bouts, l'attaque a de 77,5 à 85,5 points, pas 40".
fn range_tail(s: Side, oudlers: u8, units: i64, range: Option<(i64, i64)>) -> String {
    const FR: Lang = Lang::Fr;
    let pts = |units: i64| points_units(FR, units, 2);
    let oudlers = count(FR, oudlers.into(), Noun::Oudler);
    let side = side(FR, s);
    match range {
        Some((lo, hi)) if lo == hi => format!(
            "avec {oudlers}, {side} a {}, pas {}",
            count_units(FR, lo, 2, Noun::CardPoint),
            pts(units)
        ),
        Some((lo, hi)) => format!(
            "avec {oudlers}, {side} a de {} à {}, pas {}",
            pts(lo),
            count_units(FR, hi, 2, Noun::CardPoint),
            pts(units)
        ),
        None => format!("{side} ne peut pas avoir {oudlers}"),
    }
}

#[cfg(test)]
#[path = "errors_tests.rs"]
mod tests;
