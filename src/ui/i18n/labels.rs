//! French Tarot words (contracts, sides, poignées, misères, presets) and the short texts built
//! from them and from names: "Donne 3", "Monter Alice", "En tête : Alice (120)", what an undo
//! takes back, the winners of a game, the chart's summary.

use super::numbers::{count, int, singular, Noun};
use super::{colon, Lang, T};
use crate::core::french::{Contract, MisereKind, NotPlayedReason, PoigneeLevel, Side};

/// The contract as players say it.
pub fn contract(lang: Lang, c: Contract) -> &'static str {
    match (lang, c) {
        (Lang::Fr, c) => c.name(),
        (Lang::En, Contract::Petite) => "Small",
        (Lang::En, Contract::Pousse) => "Push",
        (Lang::En, Contract::Garde) => "Guard",
        (Lang::En, Contract::GardeSans) => "Guard without",
        (Lang::En, Contract::GardeContre) => "Guard against",
    }
}

/// A short contract name for narrow scorecard cells.
pub fn contract_short(lang: Lang, c: Contract) -> &'static str {
    match (lang, c) {
        (Lang::Fr, Contract::Petite) => "P",
        (Lang::Fr, Contract::Pousse) => "Po",
        (Lang::Fr, Contract::Garde) => "G",
        (Lang::Fr, Contract::GardeSans) => "GS",
        (Lang::Fr, Contract::GardeContre) => "GC",
        (Lang::En, Contract::Petite) => "S",
        (Lang::En, Contract::Pousse) => "Pu",
        (Lang::En, Contract::Garde) => "G",
        (Lang::En, Contract::GardeSans) => "GW",
        (Lang::En, Contract::GardeContre) => "GA",
    }
}

/// "the attack" / "l'attaque".
pub fn side(lang: Lang, s: Side) -> &'static str {
    match s {
        Side::Attack => T::Attack.text(lang),
        Side::Defence => T::Defence.text(lang),
    }
}

/// "Attaque" / "Attack": a side as a button label.
pub fn side_button(lang: Lang, s: Side) -> &'static str {
    match s {
        Side::Attack => lang.pick("Attaque", "Attack"),
        Side::Defence => lang.pick("Défense", "Defence"),
    }
}

pub fn poignee_level(lang: Lang, l: PoigneeLevel) -> &'static str {
    match l {
        PoigneeLevel::Simple => lang.pick("simple", "single"),
        PoigneeLevel::Double => lang.pick("double", "double"),
        PoigneeLevel::Triple => lang.pick("triple", "triple"),
    }
}

pub fn misere_kind(lang: Lang, k: MisereKind) -> &'static str {
    match k {
        MisereKind::Trumps => lang.pick("Misère d'atout", "Misère of trumps"),
        MisereKind::Honours => lang.pick("Misère de têtes", "Misère of honours"),
    }
}

pub fn not_played(lang: Lang, r: NotPlayedReason) -> &'static str {
    match r {
        NotPlayedReason::AllPassed => T::NotPlayedAllPassed.text(lang),
        NotPlayedReason::PetitSec => T::NotPlayedPetitSec.text(lang),
        NotPlayedReason::Misdeal => T::NotPlayedMisdeal.text(lang),
    }
}

/// The readable name of a preset, by its stable id.
pub fn preset_name(lang: Lang, id: &str) -> String {
    match id {
        "fft" => lang.pick("FFT (officielles)", "FFT (official)").into(),
        "bga" => lang
            .pick(
                "En ligne (misère et goulash)",
                "Online (misère and goulash)",
            )
            .into(),
        "wikipedia" => lang
            .pick(
                "Poignées 20/40/60, petit chelem, arrondi",
                "Handfuls 20/40/60, small slam, rounded",
            )
            .into(),
        "contre-x5" => lang
            .pick(
                "Garde contre ×5, petit chelem",
                "Guard against ×5, small slam",
            )
            .into(),
        "pousse-mouches" => lang
            .pick(
                "Classique\u{a0}: Pousse et mouches",
                "Classic: Push ladder and pools",
            )
            .into(),
        other => other.to_owned(),
    }
}

/// The button above the latest hands of a long scorecard that shows every hand:
/// "Afficher les 1000 donnes".
pub fn show_all_hands(lang: Lang, n: usize) -> String {
    match lang {
        Lang::Fr => format!("Afficher les {n} donnes"),
        Lang::En => format!("Show all {n} hands"),
    }
}

/// The button under the most recent sessions of a long home list that shows the others:
/// "Afficher les 970 autres parties".
pub fn show_other_sessions(lang: Lang, n: usize) -> String {
    lang.pick(
        format!("Afficher les {n} autres parties"),
        format!("Show the {n} other sessions"),
    )
}

/// "Player 3" / "Joueur 3".
pub fn player_n(lang: Lang, n: usize) -> String {
    lang.pick(format!("Joueur {n}"), format!("Player {n}"))
}

/// The length of a player's name against the limit, shown near it: "18 / 20 caractères".
pub fn name_length(lang: Lang, n: usize) -> String {
    format!("{n} / {MAX_NAME} {}", lang.pick("caractères", "characters"))
}

/// The longest name a player can type, in characters (the form's `maxlength="40"`): room for
/// "Marie-Christine Dupont-Lefebvre" and the like, which a shorter limit cut silently.
pub const MAX_NAME: usize = 40;

pub fn move_up(lang: Lang, name: &str) -> String {
    lang.pick(format!("Monter {name}"), format!("Move {name} up"))
}

pub fn move_down(lang: Lang, name: &str) -> String {
    lang.pick(format!("Descendre {name}"), format!("Move {name} down"))
}

/// "En tête : Alice (120)" / "Leader: Alice (120)"; once the game is `over`, "Gagnant :
/// Alice (120)" / "Winner: Alice (120)" ("Gagnants", "Winners" for more than one).
pub fn leader(lang: Lang, names: &[&str], total: i64, over: bool) -> String {
    let label = match (over, names.len() > 1) {
        (false, _) => lang.pick("En tête\u{a0}:", "Leader:"),
        (true, false) => lang.pick("Gagnant\u{a0}:", "Winner:"),
        (true, true) => lang.pick("Gagnants\u{a0}:", "Winners:"),
    };
    format!("{label} {} ({})", names.join(", "), int(lang, total))
}

/// The result of a contract: "made by 6" / "fait de 6", "down by 3" / "chuté de 3".
pub fn made_by(lang: Lang, won: bool, margin: i64) -> String {
    // The target hit exactly, or missed by less than a point (Tarocchi's exact thirds): no
    // "fait de 0".
    if margin == 0 {
        return match won {
            true => lang.pick("juste fait", "made exactly"),
            false => lang.pick("chuté de moins d'un point", "down by less than a point"),
        }
        .to_owned();
    }
    match (lang, won) {
        (Lang::Fr, true) => format!("fait de {}", int(lang, margin)),
        (Lang::Fr, false) => format!("chuté de {}", int(lang, margin)),
        (Lang::En, true) => format!("made by {}", int(lang, margin)),
        (Lang::En, false) => format!("down by {}", int(lang, margin)),
    }
}

/// "Donne 3" / "Hand 3".
pub fn hand_n(lang: Lang, n: usize) -> String {
    format!("{} {n}", T::Hand.text(lang))
}

/// The title of an opened penalty row: "Pénalité de Marie", "Pénalité d'Anne" / "Marie's
/// penalty".
pub fn penalty_of(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fr => format!("Pénalité {}", elided("de", name)),
        Lang::En => format!("{name}'s penalty"),
    }
}

/// A French "de" or "que" before a name, elided before a vowel: "de Marie", "d'Anne",
/// "qu'Éric".
pub fn elided(word: &str, name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü".contains(c));
    match (vowel, word.strip_suffix('e')) {
        (true, Some(stem)) => format!("{stem}'{name}"),
        _ => format!("{word} {name}"),
    }
}

/// How far a game of fixed length is: "3 donnes sur 12", "1 donne sur 12" / "3 of 12
/// hands", kept on one line.
pub fn rounds_of(lang: Lang, played: u32, rounds: u32) -> String {
    match lang {
        Lang::Fr => format!(
            "{played}\u{a0}{} sur\u{a0}{rounds}",
            if played > 1 { "donnes" } else { "donne" }
        ),
        Lang::En => format!(
            "{played} of\u{a0}{rounds}\u{a0}{}",
            if rounds > 1 { "hands" } else { "hand" }
        ),
    }
}

/// What an undo takes back, from the sessions before it (`now`) and after it (`then`):
/// "Annulé : Donne 7", "Annulé : Donne supprimée.", "Annulé : Modifier la donne 3"; an entry
/// cancelled (`discarded`, `Some(editing)`): "Annulé : Donne abandonnée.", "Annulé :
/// Modification abandonnée.".
pub fn undone(
    lang: Lang,
    now: &[std::rc::Rc<crate::session::Session>],
    then: &[std::rc::Rc<crate::session::Session>],
    discarded: Option<bool>,
) -> String {
    said(lang.pick("Annulé", "Undone"), lang, now, then, discarded)
}

/// What the undo button would take back, from the sessions with it (`now`) and without it
/// (`then`): "Annuler : Donne 7" / "Undo: Hand 7", said beside the button's name.
pub fn to_undo(
    lang: Lang,
    now: &[std::rc::Rc<crate::session::Session>],
    then: &[std::rc::Rc<crate::session::Session>],
    discarded: Option<bool>,
) -> String {
    said(lang.pick("Annuler", "Undo"), lang, now, then, discarded)
}

/// What a redo brings back, from the sessions after it (`now`) and before it (`then`):
/// "Rétabli : Donne 7", "Rétabli : Donne supprimée.".
pub fn redone(
    lang: Lang,
    now: &[std::rc::Rc<crate::session::Session>],
    then: &[std::rc::Rc<crate::session::Session>],
    discarded: Option<bool>,
) -> String {
    said(lang.pick("Rétabli", "Redone"), lang, now, then, discarded)
}

/// The session whose hands differ between two lists of the same sessions, as it is in each
/// (`None` when a session was added or removed).
pub fn changed_session<'a>(
    now: &'a [std::rc::Rc<crate::session::Session>],
    then: &'a [std::rc::Rc<crate::session::Session>],
) -> Option<(&'a crate::session::Session, &'a crate::session::Session)> {
    if now.len() != then.len() {
        return None;
    }
    // Each session found by its id: a session played moves first, the others one place down
    // (QA: a copy saved, then a hand of the session before it confirmed: "Undo: Hand 2"
    // said of hand 3, as the lists were compared place by place). Looked for at its place
    // and the next ones first.
    let find = |i: usize, id: &str| {
        [i, i + 1, i.wrapping_sub(1)]
            .into_iter()
            .filter_map(|j| then.get(j))
            .chain(then)
            .find(|b| b.id == id)
    };
    now.iter().enumerate().find_map(|(i, a)| {
        let b = find(i, &a.id)?;
        // A session a change did not touch is shared by both lists: no hand compared.
        (!std::rc::Rc::ptr_eq(a, b) && a.hands != b.hands).then_some((&**a, &**b))
    })
}

/// Sessions added by a change: "Nouvelle partie" when it is one with no hand (a session
/// started); else "3 parties ajoutées" / "3 sessions added" (an import, a shared scorecard
/// saved: its undo takes them all away, and said "Nouvelle partie").
fn sessions_added(
    lang: Lang,
    now: &[std::rc::Rc<crate::session::Session>],
    then: &[std::rc::Rc<crate::session::Session>],
) -> String {
    let hands = |list: &[std::rc::Rc<crate::session::Session>]| -> usize {
        list.iter().map(|s| s.hands.len()).sum()
    };
    let n = now.len() - then.len();
    if n == 1 && hands(now) == hands(then) {
        return T::NewSession.text(lang).to_owned();
    }
    let words = match (lang, singular(lang, n as i64, 1)) {
        (Lang::Fr, true) => "partie ajoutée",
        (Lang::Fr, false) => "parties ajoutées",
        (Lang::En, true) => "session added",
        (Lang::En, false) => "sessions added",
    };
    format!("{n} {words}")
}

/// "{verb} : {the change}", the change told from the sessions with it (`now`) and without
/// it (`then`).
fn said(
    verb: &str,
    lang: Lang,
    now: &[std::rc::Rc<crate::session::Session>],
    then: &[std::rc::Rc<crate::session::Session>],
    discarded: Option<bool>,
) -> String {
    use std::cmp::Ordering;
    // A session deleted or added says so before the hand being typed it took away (QA: a
    // session deleted in another tab, brought back with its hand: "Undone: Hand discarded.").
    let what = match now.len().cmp(&then.len()) {
        Ordering::Greater => sessions_added(lang, now, then),
        Ordering::Less => T::SessionDeleted.text(lang).to_owned(),
        _ if discarded == Some(true) => T::EditDiscarded.text(lang).to_owned(),
        _ if discarded.is_some() => T::HandDiscarded.text(lang).to_owned(),
        Ordering::Equal => changed_session(now, then)
            .map(|(a, b)| {
                // The first row that differs: the one added, deleted or edited.
                let i = a
                    .hands
                    .iter()
                    .zip(&b.hands)
                    .take_while(|(x, y)| x == y)
                    .count();
                let penalty = [a.hands.get(i), b.hands.get(i)]
                    .into_iter()
                    .flatten()
                    .any(crate::session::HandRecord::is_penalty);
                // The hand's number as on the score sheet (a penalty has none).
                let number = crate::core::games::deal_number(&a.hands, i).unwrap_or(i + 1);
                match (a.hands.len().cmp(&b.hands.len()), penalty) {
                    (Ordering::Greater, true) => T::Penalty.text(lang).to_owned(),
                    (Ordering::Greater, false) => hand_n(lang, number),
                    (Ordering::Less, true) => T::PenaltyDeleted.text(lang).to_owned(),
                    (Ordering::Less, false) => T::HandDeleted.text(lang).to_owned(),
                    (Ordering::Equal, true) => T::PenaltyEdit.text(lang).to_owned(),
                    (Ordering::Equal, false) => {
                        format!("{} {number}", T::EditingHand.text(lang))
                    }
                }
            })
            // No hand changed: a bid noted now for a result later, or taken back (QA: "Undo."
            // alone).
            .or_else(|| {
                now.iter()
                    .zip(then)
                    .find(|(a, b)| a.in_play != b.in_play)
                    .map(|(a, _)| {
                        match a.in_play.is_some() {
                            true => lang.pick("Enchère notée", "Bid recorded"),
                            false => lang.pick("Enchère retirée", "Bid withdrawn"),
                        }
                        .to_owned()
                    })
            })
            .unwrap_or_default(),
    };
    if what.is_empty() {
        return format!("{verb}.");
    }
    format!("{verb}{}{what}", colon(lang))
}

/// The hand in play, on the scorecard: "Donne 3 en cours : Ana, Garde, Roi de cœur · 12 min"
/// / "Hand 3 in play: Ana, Guard, King of hearts · 12 min".
pub fn in_play(lang: Lang, hand: usize, bid: [&str; 3], minutes: u64) -> String {
    let [taker, contract, king] = bid;
    let king = if king.is_empty() {
        String::new()
    } else {
        format!(", {king}")
    };
    format!(
        "{} {}{}{taker}, {contract}{king} · {}",
        hand_n(lang, hand),
        lang.pick("en cours", "in play"),
        colon(lang),
        minutes_text(lang, minutes)
    )
}

/// "12 min".
pub fn minutes_text(lang: Lang, minutes: u64) -> String {
    format!("{} min", int(lang, minutes as i64))
}

/// The timed hands in the statistics: "Donnes chronométrées : 3 · 9 min en moyenne · 27 min
/// en tout" / "Timed hands: 3 · 9 min on average · 27 min in all" (minutes rounded down).
pub fn hand_times(lang: Lang, timed: &[u32]) -> String {
    let total: u64 = timed.iter().map(|&s| u64::from(s)).sum();
    let n = timed.len().max(1) as u64;
    format!(
        "{}{}{} · {} {} · {} {}",
        lang.pick("Donnes chronométrées", "Timed hands"),
        colon(lang),
        int(lang, timed.len() as i64),
        minutes_text(lang, total / n / 60),
        lang.pick("en moyenne", "on average"),
        minutes_text(lang, total / 60),
        lang.pick("en tout", "in all"),
    )
}

/// "donne 3" / "hand 3": a hand named inside a sentence or a table cell.
pub fn hand_ref(lang: Lang, n: usize) -> String {
    format!("{} {}", lang.pick("donne", "hand"), int(lang, n as i64))
}

/// The names a scorecard row shows in its narrow column, in seat order. A name of more than
/// 12 characters is shown by its first word ("Marie-Christine Dupont-Aignan" ->
/// "Marie-Christine"), and a first word with more than 12 letters between hyphens (where it
/// cannot break) by its first 8 ("Hildegardevonbingen" -> "Hildegar…": the column has room
/// for about nine); when that is another player's too, with the next word's initial ("Marie
/// D.", "Marie C."); when even that is shared, whole. The row's accessible name keeps the
/// whole names.
pub fn short_names(names: &[String]) -> Vec<String> {
    use crate::core::players::name_key;
    // The name at each level: its first word, with an initial, whole.
    let at = |name: &str, level: u8| -> String {
        let name = name.trim();
        let mut words = name.split_whitespace();
        let word = words.next().unwrap_or("");
        let first = if word.split('-').any(|part| part.chars().count() > 12) {
            word.chars().take(8).chain(['…']).collect()
        } else {
            word.to_owned()
        };
        match (level, words.next().and_then(|w| w.chars().next())) {
            _ if name.chars().count() <= 12 => name.to_owned(),
            (0, _) => first,
            (1, Some(initial)) => format!("{first} {initial}."),
            _ => name.to_owned(),
        }
    };
    let mut levels = vec![0u8; names.len()];
    loop {
        let shown: Vec<String> = names.iter().zip(&levels).map(|(n, &l)| at(n, l)).collect();
        let keys: Vec<String> = shown.iter().map(|s| name_key(s)).collect();
        let mut changed = false;
        for i in 0..names.len() {
            if levels[i] < 2
                && keys
                    .iter()
                    .enumerate()
                    .any(|(j, k)| j != i && *k == keys[i])
            {
                levels[i] += 1;
                changed = true;
            }
        }
        if !changed {
            return shown;
        }
    }
}

/// What a scorecard's column head shows of a player's name, when not the whole name: the
/// head has room for about 15 letters (upright on a phone), so two names that begin with
/// the same 15 read the same there ("Marie-Christine…" twice). Those show their first name
/// by its initials, as French writes them: "M.-C. Dupont-Lefebvre", "M.-C. Beauregard". The
/// head's accessible name keeps the whole name.
pub fn column_names(names: &[String]) -> Vec<Option<String>> {
    use crate::core::players::name_key;
    const SEEN: usize = 15;
    let start = |n: &str| -> String { name_key(n).chars().take(SEEN).collect() };
    let starts: Vec<String> = names.iter().map(|n| start(n)).collect();
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut words = name.split_whitespace();
            let first = words.next()?;
            let rest: Vec<&str> = words.collect();
            let shared = starts
                .iter()
                .enumerate()
                .any(|(j, s)| j != i && *s == starts[i]);
            if !shared || rest.is_empty() || name.trim().chars().count() <= SEEN {
                return None;
            }
            let initials: Vec<String> = first
                .split('-')
                .filter_map(|part| part.chars().next())
                .map(|c| format!("{c}."))
                .collect();
            Some(format!("{} {}", initials.join("-"), rest.join(" ")))
        })
        .collect()
}

/// "Alice", "Alice et Bob", "Alice, Bob and Carol".
pub fn join_names(lang: Lang, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), lang.pick("et", "and")),
    }
}

/// The headline of a finished game: "Ana gagne avec 180 points", "Ana et Ben gagnent avec
/// 1 point" / "Ana wins with 180 points"; when every player is among them (`everyone`), a
/// tie: "Égalité : Ana et Ben, 0 point chacun" (QA helper-62: "Ana and Ben win with 0
/// points" for two players level at 0).
pub fn winners(lang: Lang, names: &[&str], total: i64, everyone: bool) -> String {
    let points = count(lang, total, Noun::Point);
    let who = join_names(lang, names);
    match (lang, names.len()) {
        (_, 0) => String::new(),
        (Lang::Fr, n) if everyone && n > 1 => format!("Égalité\u{a0}: {who}, {points} chacun"),
        (Lang::En, n) if everyone && n > 1 => format!("A tie: {who}, {points} each"),
        (Lang::Fr, 1) => format!("{who} gagne avec {points}"),
        (Lang::Fr, _) => format!("{who} gagnent avec {points}"),
        (Lang::En, 1) => format!("{who} wins with {points}"),
        (Lang::En, _) => format!("{who} win with {points}"),
    }
}

/// What a screen reader says for the chart: "Évolution des scores sur 3 donnes. En tête :
/// Alice avec 120." (`None`: no hand yet).
pub fn chart_summary(lang: Lang, leader: Option<(&[&str], i64, usize)>) -> String {
    let Some((names, total, hands)) = leader else {
        return T::NoHandsChart.text(lang).to_owned();
    };
    let hands = count(lang, hands as i64, Noun::Hand);
    let who = join_names(lang, names);
    let points = int(lang, total);
    match lang {
        Lang::Fr => {
            format!("Évolution des scores sur {hands}. En tête\u{a0}: {who} avec {points}.")
        }
        Lang::En => format!("Running totals over {hands}. Leader: {who} with {points}."),
    }
}

/// The variants a session plays that its preset does not, and the other way round: " ·
/// Misère · sans Mouches" (the preset's name alone hid options ticked at the start); then its
/// rounding to ten (`round_to_ten`) when the preset's differs.
pub fn variants_changed(
    lang: Lang,
    preset: &str,
    rules: &crate::core::rules::Rules,
    round_to_ten: bool,
) -> String {
    let Ok(p) = crate::core::rules::preset(preset) else {
        return String::new();
    };
    let base = &p.rules;
    let variants = [
        (
            T::MisereOption,
            rules.misere.is_some(),
            base.misere.is_some(),
        ),
        (
            T::PetitChelem,
            rules.petit_chelem.is_some(),
            base.petit_chelem.is_some(),
        ),
        (T::Pools, rules.mouches.is_some(), base.mouches.is_some()),
        (T::Goulash, rules.goulash, base.goulash),
    ];
    let mut out = String::new();
    for (name, on, _) in variants.into_iter().filter(|(_, on, was)| on != was) {
        out.push_str(" · ");
        if !on {
            out.push_str(lang.pick("sans ", "no "));
        }
        out.push_str(name.text(lang));
    }
    // The rounding to ten, when it is not the preset's own (one that rounds says so in its
    // name: "…, arrondi · Arrondi à la dizaine" said it twice, QA).
    if round_to_ten != base.round_to_ten {
        out.push_str(" · ");
        out.push_str(
            if round_to_ten {
                T::RoundToTen
            } else {
                T::NotRounded
            }
            .text(lang),
        );
    }
    out
}
