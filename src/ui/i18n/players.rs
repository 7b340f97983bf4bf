//! The words of the Players screen and of a game's recap (issue #16), in French and English:
//! each figure's name and the short line saying what it counts, ratings written from their
//! whole tenths, the recap's highlights.

use super::labels::{contract, hand_ref, join_names};
use super::numbers::{count, int, signed, Noun};
use super::{colon, Lang};
use crate::core::ratings::Tenths;
use crate::core::recap::{Boldest, SeatHand, Tied};

/// Labels of the Players screen and the recap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum P {
    Players,
    PlayersIntro,
    NoPlayers,
    Rating,
    RatingExplained,
    Total,
    Sessions,
    SessionsExplained,
    Hands,
    HandsExplained,
    Takes,
    TakesExplained,
    Partner,
    PartnerExplained,
    Defence,
    DefenceExplained,
    TotalExplained,
    Average,
    AverageExplained,
    BestHand,
    BestHandExplained,
    WorstHand,
    WorstHandExplained,
    BestSession,
    BestSessionExplained,
    Run,
    RunExplained,
    PetitsAuBout,
    PetitsAuBoutExplained,
    Poignees,
    PoigneesExplained,
    Slams,
    SlamsExplained,
    ByContract,
    ByContractExplained,
    Contract,
    Taken,
    Made,
    Success,
    RatingChart,
    AllPlayers,
    Unsure,
    Figures,
    Recap,
    EndEvening,
    Podium,
    Highlights,
    BiggestHand,
    MostTakes,
    Boldest,
    BestRun,
    ShareImage,
    ImageShared,
    ImageSaved,
    RecapImage,
    EnteredAs,
    Group,
    AllSessions,
    SessionGroups,
    SessionGroupsHint,
    RenameTo,
    MergeWith,
    MergeNone,
    /// Said by the list when the merge is asked with nobody chosen.
    MergeChoose,
    /// Said instead of the merge's list when it would be empty (QA: an empty list and a
    /// button that did nothing).
    NoMerge,
    Renamed,
    Merged,
    Grouped,
    Answered,
    Split,
    /// Above the buttons that take a name entered out of a person ([`split_name`]).
    SplitHint,
}

impl P {
    pub fn text(self, lang: Lang) -> &'static str {
        let (fr, en) = match self {
            P::Players => ("Joueurs", "Players"),
            P::PlayersIntro => (
                "Les joueurs de vos parties, reconnus d'une partie à l'autre par leur nom (majuscules et espaces ignorés), classés par leur cote.",
                "The players of your sessions, recognised from one session to the next by name (capitals and spaces ignored), ranked by rating.",
            ),
            P::NoPlayers => (
                "Aucun joueur pour l'instant\u{a0}: jouez une partie de Tarot français.",
                "No player yet: play a session of French Tarot.",
            ),
            P::Rating => ("Cote", "Rating"),
            P::RatingExplained => (
                "Cote Elo\u{a0}: 1\u{202f}500 au départ\u{a0}; chaque donne la fait monter ou descendre selon le résultat et la cote des adversaires, sans rien créer ni perdre à la table.",
                "Elo rating: 1,500 to start; each hand moves it up or down with the result and the opponents' ratings, nothing made or lost at the table.",
            ),
            P::Total => ("Total", "Total"),
            P::Sessions => ("Parties", "Sessions"),
            P::SessionsExplained => (
                "Parties de Tarot français jouées.",
                "French Tarot sessions played.",
            ),
            P::Hands => ("Donnes", "Hands"),
            P::HandsExplained => (
                "Donnes jouées\u{a0}; les donnes redistribuées ne comptent pas.",
                "Hands played; redeals do not count.",
            ),
            P::Takes => ("Prises", "Takes"),
            P::TakesExplained => (
                "Donnes prises, et combien de contrats faits.",
                "Hands taken, and how many contracts made.",
            ),
            P::Partner => ("Appelé", "Called partner"),
            P::PartnerExplained => (
                "Donnes comme partenaire appelé (à cinq).",
                "Hands as the called partner (five players).",
            ),
            P::Defence => ("Défense", "Defence"),
            P::DefenceExplained => ("Donnes en défense.", "Hands as a defender."),
            P::TotalExplained => (
                "Somme des totaux de fin de partie, mouches comprises.",
                "The sum of the sessions' final totals, pools included.",
            ),
            P::Average => ("Moyenne par donne", "Average per hand"),
            P::AverageExplained => (
                "Le total divisé par les donnes jouées, au dixième.",
                "The total over the hands played, to a tenth.",
            ),
            P::BestHand => ("Meilleure donne", "Best hand"),
            P::BestHandExplained => (
                "Le plus gros gain en une donne (sans les mouches).",
                "The largest gain in one hand (pools aside).",
            ),
            P::WorstHand => ("Pire donne", "Worst hand"),
            P::WorstHandExplained => (
                "La plus grosse perte en une donne (sans les mouches).",
                "The largest loss in one hand (pools aside).",
            ),
            P::BestSession => ("Meilleure partie", "Best session"),
            P::BestSessionExplained => (
                "Le meilleur total de fin de partie.",
                "The best final total of a session.",
            ),
            P::Run => ("Série de contrats faits", "Winning run"),
            P::RunExplained => (
                "Le plus de contrats faits d'affilée comme preneur\u{a0}; une chute arrête la série.",
                "The most contracts made in a row as taker; a failed one ends the run.",
            ),
            P::PetitsAuBout => ("Petits au bout", "Petits at the end"),
            P::PetitsAuBoutExplained => (
                "Petits au bout menés par son camp.",
                "Petits at the end brought home by their side.",
            ),
            P::Poignees => ("Poignées", "Handfuls (poignées)"),
            P::PoigneesExplained => ("Poignées montrées.", "Handfuls shown."),
            P::Slams => ("Chelems", "Slams"),
            P::SlamsExplained => (
                "Chelems réalisés par son camp.",
                "Slams made by their side.",
            ),
            P::ByContract => ("Réussite par contrat", "Success by contract"),
            P::ByContractExplained => (
                "Contrats pris comme preneur, et faits.",
                "Contracts taken as taker, and made.",
            ),
            P::Contract => ("Contrat", "Contract"),
            P::Taken => ("Pris", "Taken"),
            P::Made => ("Faits", "Made"),
            P::Success => ("Réussite", "Success"),
            P::RatingChart => ("Évolution de la cote", "Rating over time"),
            P::AllPlayers => ("Tous les joueurs", "All players"),
            P::Unsure => (
                "Peut-être la même personne (comptés à part)\u{a0}:",
                "Maybe the same person (counted apart):",
            ),
            P::Figures => ("Bilan", "Figures"),
            P::Recap => ("Récapitulatif", "Recap"),
            P::EndEvening => ("Fin de soirée\u{a0}: récapitulatif", "End the evening: recap"),
            P::Podium => ("Podium", "Podium"),
            P::Highlights => ("Temps forts", "Highlights"),
            P::BiggestHand => ("Plus belle donne", "Biggest hand"),
            P::MostTakes => ("Le plus de prises", "Most takes"),
            P::Boldest => ("Contrat le plus osé", "Boldest contract"),
            P::BestRun => ("Meilleure série", "Best run"),
            P::ShareImage => ("Partager l'image", "Share the image"),
            P::ImageShared => ("Image partagée.", "Image shared."),
            P::ImageSaved => ("Image téléchargée.", "Image downloaded."),
            P::RecapImage => ("Image du récapitulatif", "Recap image"),
            P::EnteredAs => ("Noms saisis", "Entered as"),
            P::Group => ("Groupe", "Group"),
            P::AllSessions => ("Toutes les parties", "Every session"),
            P::SessionGroups => ("Groupes des parties", "Groups of the sessions"),
            P::SessionGroupsHint => (
                "Tapez le groupe d'une partie (Famille, Club du jeudi…)\u{a0}: les joueurs et leurs chiffres peuvent alors ne compter que ce groupe.",
                "Type the group a session belongs to (Family, Thursday club…): the players and their figures can then count that group alone.",
            ),
            P::RenameTo => ("Nom affiché", "Name shown"),
            P::MergeWith => (
                "Même personne que (fusionner)",
                "Same person as (merge)",
            ),
            P::MergeNone => ("Choisir…", "Choose…"),
            P::MergeChoose => (
                "Choisissez d'abord dans la liste la personne à fusionner.",
                "First choose in the list the person to merge.",
            ),
            P::NoMerge => (
                "Même personne que\u{a0}: personne à proposer, chacun a déjà joué à la même table que ce joueur.",
                "Same person as: no one to offer, everyone has already played at the same table as this player.",
            ),
            P::Renamed => ("Nom changé.", "Name changed."),
            P::Merged => ("Joueurs fusionnés.", "Players merged."),
            P::Grouped => ("Groupe enregistré.", "Group saved."),
            P::Answered => ("Réponse notée.", "Answer noted."),
            P::Split => ("Joueur séparé.", "Player separated."),
            P::SplitHint => (
                "Deux personnes sous un même joueur\u{a0}? Séparez un nom saisi\u{a0}: ses donnes vont à un joueur de ce nom.",
                "Two people under one player? Separate a name entered: its hands go to a player of that name.",
            ),
        };
        lang.pick(fr, en)
    }
}

/// A rating from its whole tenths: "1 532,4" / "1,532.4".
pub fn rating(lang: Lang, t: Tenths) -> String {
    let a = t.0.unsigned_abs();
    let sign = if t.0 < 0 { "-" } else { "" };
    format!(
        "{sign}{}{}{}",
        int(lang, (a / 10) as i64),
        super::decimal_sep(lang),
        a % 10
    )
}

/// "7 (4 faits)" / "7 (4 made)".
pub fn takes(lang: Lang, taken: u32, won: u32) -> String {
    format!(
        "{} ({} {})",
        int(lang, taken.into()),
        int(lang, won.into()),
        lang.pick(if won > 1 { "faits" } else { "fait" }, "made")
    )
}

/// "12/11/2026, donne 4".
pub fn hand_at(lang: Lang, date: &str, hand: usize) -> String {
    format!("{date}, {}", hand_ref(lang, hand))
}

/// "Hand 4 of 12/11/2026" as a link's name.
pub fn open_hand(lang: Lang, date: &str, hand: usize) -> String {
    format!(
        "{} {} {} {date}",
        lang.pick("Voir la donne", "Open hand"),
        int(lang, hand as i64),
        lang.pick("du", "of")
    )
}

/// "Voir la partie du 12/11/2026".
pub fn open_session(lang: Lang, date: &str) -> String {
    format!(
        "{} {date}",
        lang.pick("Voir la partie du", "Open the session of")
    )
}

/// "Cote d'Alice après 37 donnes : 1 532,4 (1 500,0 au départ)."
pub fn rating_summary(lang: Lang, name: &str, hands: usize, last: Tenths) -> String {
    format!(
        "{} {} {}{}{}",
        match lang {
            Lang::Fr => format!("Cote {}", super::elided("de", name)),
            Lang::En => format!("Rating of {name}"),
        },
        lang.pick("après", "after"),
        count(lang, hands as i64, Noun::Hand),
        colon(lang),
        rating(lang, last)
    )
}

/// "Alice, donne 5 : +360"; "Alice et Chloé, donne 4 : +366 chacun" / "Alice and Chloé,
/// hand 4: +366 each".
pub fn biggest_hand(lang: Lang, names: &[String], h: &SeatHand) -> String {
    let who: Vec<&str> = h.seats.iter().map(|&s| seat_name(names, s)).collect();
    format!(
        "{}, {}{}{}{}",
        join_names(lang, &who),
        hand_ref(lang, h.hand),
        colon(lang),
        signed(lang, h.change),
        match who.len() > 1 {
            true => lang.pick(" chacun", " each"),
            false => "",
        }
    )
}

/// A seat's name as entered, without the spaces around it.
fn seat_name(names: &[String], seat: usize) -> &str {
    names.get(seat).map_or("", |n| n.trim())
}

fn tied_names(lang: Lang, names: &[String], t: &Tied) -> String {
    let who: Vec<&str> = t.seats.iter().map(|&s| seat_name(names, s)).collect();
    join_names(lang, &who)
}

/// "Alice et Chloé (2 prises)" / "Alice and Chloé (2 takes)": said after its label and a
/// colon, so without one of its own.
pub fn most_takes(lang: Lang, names: &[String], t: &Tied) -> String {
    let n = t.count;
    let noun = match (lang, n > 1) {
        (Lang::Fr, false) => "prise",
        (Lang::Fr, true) => "prises",
        (Lang::En, false) => "take",
        (Lang::En, true) => "takes",
    };
    format!(
        "{} ({} {noun})",
        tied_names(lang, names, t),
        int(lang, n.into())
    )
}

/// "Chloé, Garde sans, donne 5, faite" / "Chloé, Guard without, hand 5, made".
pub fn boldest(lang: Lang, names: &[String], b: Boldest) -> String {
    format!(
        "{}, {}, {}, {}",
        seat_name(names, b.seat),
        contract(lang, b.contract),
        hand_ref(lang, b.hand),
        match (lang, b.won) {
            (Lang::Fr, true) => "faite",
            (Lang::Fr, false) => "chutée",
            (Lang::En, true) => "made",
            (Lang::En, false) => "failed",
        }
    )
}

/// "Chloé (2 contrats faits d'affilée)" / "Chloé (2 contracts made in a row)".
pub fn best_run(lang: Lang, names: &[String], t: &Tied) -> String {
    let n = t.count;
    let words = match (lang, n > 1) {
        (Lang::Fr, false) => "contrat fait",
        (Lang::Fr, true) => "contrats faits d'affilée",
        (Lang::En, false) => "contract made",
        (Lang::En, true) => "contracts made in a row",
    };
    format!(
        "{} ({} {words})",
        tied_names(lang, names, t),
        int(lang, n.into())
    )
}

/// "Fusionner en gardant « Chloé »" / "Merge, keeping “Chloé”": which name stays (QA: "Merge
/// with Jean-Baptiste" beside "Jean Baptiste" did not say which).
pub fn merge_into(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fr => format!("Fusionner en gardant «\u{a0}{name}\u{a0}»"),
        Lang::En => format!("Merge, keeping “{name}”"),
    }
}

/// "Séparer « Bart »" / "Separate “Bart”": a name entered made a player of its own.
pub fn split_name(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fr => format!("Séparer «\u{a0}{name}\u{a0}»"),
        Lang::En => format!("Separate “{name}”"),
    }
}

/// A person renamed to someone else's name: "Chloé est déjà le nom d'un autre joueur : si
/// c'est la même personne, fusionnez-les ci-dessous." / "Chloé is already another player's
/// name: if they are one person, merge them below."
/// `mergeable`: whether the two can be merged (never at one table); else another name is
/// needed (QA: "merge them below" above a list that offered no one).
pub fn name_taken(lang: Lang, name: &str, mergeable: bool) -> String {
    match (lang, mergeable) {
        (Lang::Fr, true) => format!(
            "{name} est déjà le nom d'un autre joueur : si c'est la même personne, \
             fusionnez-les ci-dessous."
        ),
        (Lang::En, true) => format!(
            "{name} is already another player's name: if they are one person, merge them below."
        ),
        (Lang::Fr, false) => format!(
            "{name} est déjà le nom d'un autre joueur, qui a joué à la même table\u{a0}: \
             ce sont deux personnes, choisissez un autre nom."
        ),
        (Lang::En, false) => format!(
            "{name} is already the name of another player, who played at the same table: \
             they are two people, choose another name."
        ),
    }
}

/// The figures counted with a group filter on: "Parties du groupe « Mardi » seulement." /
/// "Sessions of the group “Mardi” only."
pub fn in_group(lang: Lang, group: &str) -> String {
    match lang {
        Lang::Fr => format!("Parties du groupe «\u{a0}{group}\u{a0}» seulement."),
        Lang::En => format!("Sessions of the group “{group}” only."),
    }
}

/// The answer "no" to an unsure name: they are two people.
pub fn not_same(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fr => format!("Pas la même personne {}", super::elided("que", name)),
        Lang::En => format!("Not the same person as {name}"),
    }
}

/// "Chloe / Chloé" for an unsure name and the people it may be.
pub fn maybe_same(name: &str, others: &[&str]) -> String {
    let mut s = name.to_owned();
    for o in others {
        s.push_str(" / ");
        s.push_str(o);
    }
    s
}

/// What a name of a shared scorecard is here: "Anne : déjà parmi vos joueurs" / "Anne:
/// already among your players"; "anne : Anne, déjà parmi vos joueurs" (known by another
/// spelling); "Paul : nouveau joueur" / "Paul: new player"; "Chloe : nouveau joueur,
/// peut-être Chloé" / "Chloe: new player, maybe Chloé".
pub fn seat_match(lang: Lang, seat: &str, known: Option<&str>, maybe: &[&str]) -> String {
    let what = match known {
        Some(name) if name == seat => lang
            .pick("déjà parmi vos joueurs", "already among your players")
            .to_owned(),
        Some(name) => format!(
            "{name}{}",
            lang.pick(", déjà parmi vos joueurs", ", already among your players")
        ),
        None if maybe.is_empty() => lang.pick("nouveau joueur", "new player").to_owned(),
        None => format!(
            "{} {}",
            lang.pick("nouveau joueur, peut-être", "new player, maybe"),
            maybe.join(" / ")
        ),
    };
    format!("{seat}{}{what}", colon(lang))
}
