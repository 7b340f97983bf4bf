//! Labels in French and English, numbers written per locale, and the core's errors and
//! breakdowns in plain words. French first: most of our players speak it.
//!
//! Everything here is a pure function of the language and the core's data, so it is tested
//! natively (`tests/ui_state.rs`). The numbers come from the core; this file only writes them.

use serde::{Deserialize, Serialize};

use crate::core::bounds::{self, SetAside};
use crate::core::error::{ErrorKind, HandKindName, Role, Variant};
use crate::core::french::{
    Breakdown, Contract, MisereKind, NotPlayedReason, PlayedBreakdown, PoigneeLevel, Side,
};
use crate::core::points::Halves;
use crate::core::rules::Rules;

/// The languages of the interface (French when nothing says otherwise).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "en")]
    En,
}

impl Lang {
    /// The language for a browser language tag ("fr-FR", "en-GB", …): French for any French
    /// tag, English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if primary == "fr" {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// The BCP 47 code, for `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// The other language, for the switch.
    pub fn other(self) -> Lang {
        match self {
            Lang::Fr => Lang::En,
            Lang::En => Lang::Fr,
        }
    }

    /// The language's own name, shown on the switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
        }
    }

    /// Picks the French or the English text.
    pub fn pick<T>(self, fr: T, en: T) -> T {
        match self {
            Lang::Fr => fr,
            Lang::En => en,
        }
    }
}

/// Every fixed label of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    Tagline,
    SwitchLang,
    ThemeSystem,
    ThemeLight,
    ThemeDark,
    Undo,
    Redo,
    Home,
    Sessions,
    NoSessions,
    NewSession,
    Resume,
    Delete,
    SessionDeleted,
    HandDeleted,
    Game,
    FrenchTarot,
    PlayerCount,
    Players,
    RememberedNames,
    FirstDealer,
    Rules,
    RoundToTen,
    Rounds,
    RoundsNone,
    Start,
    Cancel,
    Scorecard,
    Hand,
    Dealer,
    Taker,
    Contract,
    Partner,
    Alone,
    Result,
    Totals,
    NewHand,
    NotPlayed,
    CurrentDealer,
    Leader,
    Edit,
    DeleteHand,
    Close,
    Pools,
    PointsOf,
    Attack,
    Defence,
    Points,
    Backspace,
    ClearPoints,
    CountCards,
    TypePoints,
    Oudlers,
    Bonuses,
    PetitAuBout,
    NoOne,
    Poignees,
    Chelem,
    ChelemAnnounced,
    ChelemMadeBy,
    PetitChelem,
    PetitChelemMade,
    Misere,
    Confirm,
    SaveEdit,
    Preview,
    HowComputed,
    ContractStakes,
    NotPlayedAllPassed,
    NotPlayedPetitSec,
    NotPlayedMisdeal,
    HandKind,
    KindPlayed,
    KindGoulash,
    GoulashPoints,
    TwoPlayerCounted,
    EditingHand,
    Announced,
    MissingTaker,
    MissingContract,
    MissingPartner,
    MissingPoints,
    MissingOudlers,
    MissingName,
    DuplicateName,
    Chart,
    /// The button of the share dialog (and of its stand-in in the first-load app).
    ShareOrExport,
    /// The backup card's title (and its stand-in's).
    Backup,
    Statistics,
    GameOver,
    ErrorInHand,
    MouchesPool,
    Options,
    Goulash,
    Level,
}

impl T {
    /// The label in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        let (fr, en) = match self {
            T::Tagline => ("La feuille de marque du Tarot", "The Tarot score sheet"),
            T::SwitchLang => ("Passer en anglais", "Switch to French"),
            T::ThemeSystem => ("Thème : système", "Theme: system"),
            T::ThemeLight => ("Thème : clair", "Theme: light"),
            T::ThemeDark => ("Thème : sombre", "Theme: dark"),
            T::Undo => ("Annuler", "Undo"),
            T::Redo => ("Rétablir", "Redo"),
            T::Home => ("Accueil", "Home"),
            T::Sessions => ("Parties", "Sessions"),
            T::NoSessions => (
                "Aucune partie pour l'instant. Commencez-en une !",
                "No session yet. Start one!",
            ),
            T::NewSession => ("Nouvelle partie", "New session"),
            T::Resume => ("Reprendre", "Resume"),
            T::Delete => ("Supprimer", "Delete"),
            T::SessionDeleted => ("Partie supprimée.", "Session deleted."),
            T::HandDeleted => ("Donne supprimée.", "Hand deleted."),
            T::Game => ("Jeu", "Game"),
            T::FrenchTarot => ("Tarot français", "French Tarot"),
            T::PlayerCount => ("Nombre de joueurs", "Number of players"),
            T::Players => (
                "Joueurs, dans l'ordre de la table",
                "Players, in seat order",
            ),
            T::RememberedNames => ("Noms déjà utilisés", "Names used before"),
            T::FirstDealer => ("Premier donneur", "First dealer"),
            T::Rules => ("Règles", "Rules"),
            T::RoundToTen => ("Arrondi à la dizaine", "Round to the nearest ten"),
            T::Rounds => (
                "Nombre de donnes (facultatif)",
                "Number of rounds (optional)",
            ),
            T::RoundsNone => ("sans limite", "no limit"),
            T::Start => ("Commencer", "Start"),
            T::Cancel => ("Annuler", "Cancel"),
            T::Scorecard => ("Feuille de marque", "Scorecard"),
            T::Hand => ("Donne", "Hand"),
            T::Dealer => ("Donneur", "Dealer"),
            T::Taker => ("Preneur", "Taker"),
            T::Contract => ("Contrat", "Contract"),
            T::Partner => ("Appelé", "Called partner"),
            T::Alone => ("Seul", "Alone"),
            T::Result => ("Résultat", "Result"),
            T::Totals => ("Totaux", "Totals"),
            T::NewHand => ("Nouvelle donne", "New hand"),
            T::NotPlayed => ("Donne non jouée", "Hand not played"),
            T::CurrentDealer => ("donne", "deals"),
            T::Leader => ("en tête", "leader"),
            T::Edit => ("Modifier", "Edit"),
            T::DeleteHand => ("Supprimer la donne", "Delete the hand"),
            T::Close => ("Fermer", "Close"),
            T::Pools => ("Mouches", "Pools"),
            T::PointsOf => ("Points comptés par", "Card points counted by"),
            T::Attack => ("l'attaque", "the attack"),
            T::Defence => ("la défense", "the defence"),
            T::Points => ("Points", "Card points"),
            T::Backspace => ("Effacer un chiffre", "Delete a digit"),
            T::ClearPoints => ("Effacer les points", "Clear the points"),
            T::CountCards => ("Compter les cartes", "Count the cards"),
            T::TypePoints => ("Taper les points", "Type the points"),
            T::Oudlers => ("Bouts", "Oudlers"),
            T::Bonuses => ("Annonces et primes", "Bonuses and announcements"),
            T::PetitAuBout => ("Petit au bout", "Petit au bout"),
            T::NoOne => ("Personne", "No one"),
            T::Poignees => ("Poignées", "Handfuls (poignées)"),
            T::Chelem => ("Chelem", "Slam (chelem)"),
            T::ChelemAnnounced => ("Chelem annoncé", "Slam announced"),
            T::ChelemMadeBy => ("Chelem réalisé par", "Slam made by"),
            T::PetitChelem => ("Petit chelem", "Petit slam"),
            T::PetitChelemMade => ("Petit chelem réalisé", "Petit slam made"),
            T::Misere => ("Misères", "Misères"),
            T::Confirm => ("Valider la donne", "Confirm the hand"),
            T::SaveEdit => ("Enregistrer", "Save"),
            T::Preview => ("Aperçu", "Preview"),
            T::HowComputed => ("Comment c'est calculé", "How is this computed"),
            T::ContractStakes => (
                "Ce que paierait chaque contrat",
                "What each contract would pay",
            ),
            T::NotPlayedAllPassed => ("Tout le monde passe", "All pass"),
            T::NotPlayedPetitSec => ("Petit sec", "Bare Petit"),
            T::NotPlayedMisdeal => ("Maldonne", "Misdeal"),
            T::HandKind => ("Type de donne", "Kind of hand"),
            T::KindPlayed => ("Jouée", "Played"),
            T::KindGoulash => ("Goulash", "Goulash"),
            T::GoulashPoints => ("Points de chaque joueur", "Each player's card points"),
            T::TwoPlayerCounted => ("Points comptés par", "Card points counted by"),
            T::EditingHand => ("Modifier la donne", "Edit hand"),
            T::Announced => ("annoncé", "announced"),
            T::MissingTaker => ("Choisissez le preneur.", "Choose the taker."),
            T::MissingContract => ("Choisissez le contrat.", "Choose the contract."),
            T::MissingPartner => (
                "Choisissez l'appelé (ou seul).",
                "Choose the called partner (or alone).",
            ),
            T::MissingPoints => ("Tapez les points.", "Type the card points."),
            T::MissingOudlers => ("Choisissez le nombre de bouts.", "Choose the oudlers."),
            T::MissingName => (
                "Chaque joueur a besoin d'un nom.",
                "Every player needs a name.",
            ),
            T::DuplicateName => (
                "Deux joueurs ont le même nom.",
                "Two players have the same name.",
            ),
            T::Chart => ("Courbe des scores", "Running totals"),
            T::ShareOrExport => ("Partager ou exporter", "Share or export"),
            T::Backup => ("Sauvegarde", "Backup"),
            T::Statistics => ("Statistiques", "Statistics"),
            T::GameOver => ("Fin de partie", "Game over"),
            T::ErrorInHand => ("Donne invalide", "Invalid hand"),
            T::MouchesPool => ("mouches", "pools"),
            T::Options => ("Options", "Options"),
            T::Goulash => ("Goulash", "Goulash"),
            T::Level => ("Niveau", "Level"),
        };
        lang.pick(fr, en)
    }
}

/// The colon after a label: "Donneur : " in French (no-break space), "Dealer: " in English.
pub fn colon(lang: Lang) -> &'static str {
    lang.pick("\u{a0}: ", ": ")
}

/// A whole number written for `lang`: "1 234" (narrow no-break space) in French, "1,234" in
/// English, with an ASCII minus.
pub fn int(lang: Lang, n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let sep = lang.pick('\u{202f}', ',');
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    if n < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// A change, signed: "+120", "-40", "0".
pub fn signed(lang: Lang, n: i64) -> String {
    if n > 0 {
        format!("+{}", int(lang, n))
    } else {
        int(lang, n)
    }
}

/// Card points: "40,5" in French, "40.5" in English.
pub fn points(lang: Lang, p: Halves) -> String {
    let text = p.to_string();
    match lang {
        Lang::Fr => text.replace('.', ","),
        Lang::En => text,
    }
}

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
                "Handfuls 20/40/60, petit slam, rounded",
            )
            .into(),
        "contre-x5" => lang
            .pick(
                "Garde contre ×5, petit chelem",
                "Guard against ×5, petit slam",
            )
            .into(),
        "pousse-mouches" => lang
            .pick(
                "Classique : Pousse et mouches",
                "Classic: Push ladder and pools",
            )
            .into(),
        other => other.to_owned(),
    }
}

/// "4 donnes" / "1 hand".
pub fn hands_count(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (Lang::Fr, 0 | 1) => format!("{n} donne"),
        (Lang::Fr, _) => format!("{n} donnes"),
        (Lang::En, 1) => "1 hand".into(),
        (Lang::En, _) => format!("{n} hands"),
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

/// "Player 3" / "Joueur 3".
pub fn player_n(lang: Lang, n: usize) -> String {
    lang.pick(format!("Joueur {n}"), format!("Player {n}"))
}

/// The length of a player's name against the limit, shown near it: "18 / 20 caractères".
pub fn name_length(lang: Lang, n: usize) -> String {
    format!("{n} / {MAX_NAME} {}", lang.pick("caractères", "characters"))
}

/// The longest name a player can type, in characters (the form's `maxlength="20"`).
pub const MAX_NAME: usize = 20;

pub fn move_up(lang: Lang, name: &str) -> String {
    lang.pick(format!("Monter {name}"), format!("Move {name} up"))
}

pub fn move_down(lang: Lang, name: &str) -> String {
    lang.pick(format!("Descendre {name}"), format!("Move {name} down"))
}

/// "Leader: Alice (120)".
pub fn leader(lang: Lang, names: &str, total: i64) -> String {
    format!(
        "{} {names} ({})",
        lang.pick("En tête :", "Leader:"),
        int(lang, total)
    )
}

/// The result of a contract: "made by 6" / "fait de 6", "down by 3" / "chuté de 3".
pub fn made_by(lang: Lang, won: bool, margin: i64) -> String {
    match (lang, won) {
        (Lang::Fr, true) => format!("fait de {}", int(lang, margin)),
        (Lang::Fr, false) => format!("chuté de {}", int(lang, margin)),
        (Lang::En, true) => format!("made by {}", int(lang, margin)),
        (Lang::En, false) => format!("down by {}", int(lang, margin)),
    }
}

/// A date from milliseconds since the epoch (already shifted to local time): "22/11/2026" in
/// French, "22 Nov 2026" in English.
pub fn date(lang: Lang, local_ms: i64) -> String {
    let days = local_ms.div_euclid(86_400_000);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    match lang {
        Lang::Fr => format!("{d:02}/{m:02}/{y}"),
        Lang::En => format!("{d} {} {y}", MONTHS[(m - 1) as usize]),
    }
}

/// The rules of a preset as readable lines.
pub fn rules_lines(lang: Lang, r: &Rules, players: usize) -> Vec<String> {
    let mut out = Vec::new();
    let contracts: Vec<String> = r
        .multipliers
        .contracts()
        .map(|(c, m)| format!("{} ×{m}", contract(lang, c)))
        .collect();
    out.push(format!(
        "{} {}",
        lang.pick("Contrats :", "Contracts:"),
        contracts.join(", ")
    ));
    out.push(lang.pick(
        format!(
            "Points à faire avec 0, 1, 2, 3 bouts : {}, {}, {}, {} ; base {}",
            r.targets[0], r.targets[1], r.targets[2], r.targets[3], r.base
        ),
        format!(
            "Card points needed with 0, 1, 2, 3 oudlers: {}, {}, {}, {}; base {}",
            r.targets[0], r.targets[1], r.targets[2], r.targets[3], r.base
        ),
    ));
    out.push(lang.pick(
        format!("Petit au bout : {} × le contrat", r.petit_au_bout),
        format!("Petit au bout: {} × the contract", r.petit_au_bout),
    ));
    let t = |l| r.poignee_thresholds.needed(players.max(3), l);
    out.push(lang.pick(
        format!(
            "Poignées simple, double, triple : {}, {}, {} (avec {}, {}, {} atouts)",
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
                "Petit chelem (toutes les levées sauf {}) : annoncé {}, non annoncé {}, chuté {}",
                pc.tricks_left, pc.announced_made, pc.unannounced_made, pc.announced_failed
            ),
            format!(
                "Petit slam (every trick but {}): announced {}, unannounced {}, failed {}",
                pc.tricks_left, pc.announced_made, pc.unannounced_made, pc.announced_failed
            ),
        ));
    }
    if let Some(m) = r.misere {
        out.push(lang.pick(
            format!("Misère : chaque joueur paie {m} au déclarant"),
            format!("Misère: every other player pays {m} to the declarer"),
        ));
    }
    if let Some(m) = r.mouches {
        out.push(lang.pick(
            format!(
                "Mouches : chacun met {} ; le donneur ajoute {}",
                m.stake, m.dealer_adds
            ),
            format!(
                "Pools: everyone pays {}; the dealer adds {}",
                m.stake, m.dealer_adds
            ),
        ));
    }
    if r.goulash {
        out.push(
            lang.pick("Goulash quand tout le monde passe", "Goulash when all pass")
                .into(),
        );
    }
    out
}

fn role(lang: Lang, r: Role) -> &'static str {
    match r {
        Role::Taker => lang.pick("le preneur", "the taker"),
        Role::Partner => lang.pick("l'appelé", "the called partner"),
        Role::Poignee => lang.pick("le joueur à la poignée", "the player showing a handful"),
        Role::Misere => lang.pick("le joueur en misère", "the player declaring a misère"),
        Role::Dealer => lang.pick("le premier donneur", "the first dealer"),
        Role::Counter => lang.pick("le joueur compté", "the player counted"),
    }
}

/// "1 bout", "2 bouts" / "1 oudler", "0 oudlers".
fn n_oudlers(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::Fr, 0 | 1) => format!("{n} bout"),
        (Lang::Fr, _) => format!("{n} bouts"),
        (Lang::En, 1) => "1 oudler".into(),
        (Lang::En, _) => format!("{n} oudlers"),
    }
}

fn hp(units: i64) -> Halves {
    Halves::from_units(i32::try_from(units).unwrap_or(i32::MAX))
}

/// The core's error in the user's language. `names` are the players, by seat.
pub fn error(lang: Lang, kind: &ErrorKind, names: &[String]) -> String {
    use ErrorKind as K;
    let name = |seat: usize| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| player_n(lang, seat + 1))
    };
    let pts = |units: i64| points(lang, hp(units));
    match kind {
        K::PointsAbovePack { units, .. } => lang.pick(
            format!("{} points : plus que les 91 du jeu", pts(*units)),
            format!("{} card points: more than the 91 in the pack", pts(*units)),
        ),
        K::PointsNegative { units, .. } => lang.pick(
            format!("{} points : moins que 0", pts(*units)),
            format!("{} card points: below 0", pts(*units)),
        ),
        K::PointsParse { text } => lang.pick(
            format!("« {text} » n'est pas un nombre de points"),
            format!("\"{text}\" is not a number of card points"),
        ),
        K::PointsOverflow => lang
            .pick("Nombre de points trop grand", "Card points overflow")
            .into(),
        K::HalfPoint { units, players } => lang.pick(
            format!(
                "{} points : pas de demi-point à {players} joueurs",
                pts(*units)
            ),
            format!(
                "{} card points: no half point with {players} players",
                pts(*units)
            ),
        ),
        K::TooManyOudlers { oudlers } => lang.pick(
            format!("{oudlers} bouts, mais le jeu n'en a que 3"),
            format!("{oudlers} oudlers, but the pack has only 3"),
        ),
        K::OudlersMismatch { entered, counted } => lang.pick(
            format!("{entered} bouts indiqués, mais les cartes en ont {counted}"),
            format!("{entered} oudlers entered, but the cards hold {counted}"),
        ),
        K::OudlersMissing => T::MissingOudlers.text(lang).into(),
        K::PartnerNeedsFive { players } => lang.pick(
            format!("Un appelé demande 5 joueurs, pas {players}"),
            format!("A called partner needs 5 players, not {players}"),
        ),
        K::PartnerMissing => T::MissingPartner.text(lang).into(),
        K::SeatOutOfRange { role: r, seat, players } => lang.pick(
            format!(
                "{} (place {}) n'est pas un des {players} joueurs",
                role(lang, *r),
                seat + 1
            ),
            format!(
                "{} (seat {}) is not one of the {players} players",
                role(lang, *r),
                seat + 1
            ),
        ),
        K::PlayerCount { players } => lang.pick(
            format!("Le Tarot se joue de 2 à 5, pas à {players}"),
            format!("French Tarot is played by 2 to 5 players, not {players}"),
        ),
        K::HandKindPlayers { kind, players } => {
            let k = match kind {
                HandKindName::Played => lang.pick(
                    "une donne jouée demande 3 à 5 joueurs",
                    "a played hand needs 3 to 5 players",
                ),
                HandKindName::Goulash => lang.pick(
                    "une goulash demande 3 à 5 joueurs",
                    "a goulash needs 3 to 5 players",
                ),
                HandKindName::TwoPlayer => lang.pick(
                    "une donne à deux demande 2 joueurs",
                    "a two-player hand needs 2 players",
                ),
            };
            lang.pick(format!("{k}, pas {players}"), format!("{k}, not {players}"))
        }
        K::ContractNotInPreset { contract: c, .. } => lang.pick(
            format!("La {} n'existe pas dans ces règles", contract(lang, *c)),
            format!("{} is not in these rules", contract(lang, *c)),
        ),
        K::PointsBelowOudlers { oudlers, units } => {
            let least = pts(bounds::by_oudlers(*oudlers).lo);
            lang.pick(
                format!("{} points : trop peu pour {}, qui valent {least} (4,5 chacun)", pts(*units), n_oudlers(lang, *oudlers)),
                format!("{} card points: too few for {}, worth {least} at 4.5 each", pts(*units), n_oudlers(lang, *oudlers)),
            )
        }
        K::PointsAboveOudlers { oudlers, units } => {
            let others = n_oudlers(lang, 3 - oudlers);
            let (worth, most) = (pts(bounds::by_oudlers(3 - oudlers).lo), pts(bounds::by_oudlers(*oudlers).hi));
            lang.pick(
                format!("{} points : trop avec {} ; l'autre camp a {others}, {worth} points, il en reste {most} au plus", pts(*units), n_oudlers(lang, *oudlers)),
                format!("{} card points: too many with {}; the other side holds {others}, worth {worth}, which leaves at most {most}", pts(*units), n_oudlers(lang, *oudlers)),
            )
        }
        K::SetAsidePoints { contract: c, cards, to, side: s, oudlers, units, bound, at_least } => {
            let dog = SetAside::of(*c).0 == SetAside::Dog;
            lang.pick(
                format!(
                    "En {}, {} ({cards} cartes) va à {} : avec {}, {} a au {} {} points, pas {}",
                    contract(lang, *c),
                    if dog { "le chien" } else { "l'écart" },
                    side(lang, *to),
                    n_oudlers(lang, *oudlers),
                    side(lang, *s),
                    if *at_least { "moins" } else { "plus" },
                    pts(*bound),
                    pts(*units)
                ),
                format!(
                    "In a {}, the {} ({cards} cards) goes to {}: with {}, {} has at {} {} card points, not {}",
                    contract(lang, *c),
                    if dog { "dog" } else { "discard" },
                    side(lang, *to),
                    n_oudlers(lang, *oudlers),
                    side(lang, *s),
                    if *at_least { "least" } else { "most" },
                    pts(*bound),
                    pts(*units)
                ),
            )
        }
        K::SlamPoints { contract: c, by, side: s, oudlers, units, range } => {
            let (set_aside, to) = SetAside::of(*c);
            let left = match (to == *by, set_aside) {
                (true, _) => lang.pick("aucune carte, sauf peut-être l'Excuse", "no card but perhaps the Excuse"),
                (false, SetAside::Dog) => lang.pick("que le chien et peut-être l'Excuse", "only the dog and perhaps the Excuse"),
                (false, SetAside::Discard) => lang.pick("que l'écart et peut-être l'Excuse", "only the discard and perhaps the Excuse"),
            };
            let head = lang.pick(
                format!("En {}, un chelem de {} ne laisse à {} {left}", contract(lang, *c), side(lang, *by), side(lang, by.other())),
                format!("In a {}, a slam by {} leaves {} {left}", contract(lang, *c), side(lang, *by), side(lang, by.other())),
            );
            let tail = match range {
                Some((lo, hi)) => {
                    let span = if lo == hi {
                        pts(*lo)
                    } else {
                        lang.pick(format!("de {} à {}", pts(*lo), pts(*hi)), format!("{} to {}", pts(*lo), pts(*hi)))
                    };
                    lang.pick(
                        format!("avec {}, {} a {span} points, pas {}", n_oudlers(lang, *oudlers), side(lang, *s), pts(*units)),
                        format!("with {}, {} has {span} card points, not {}", n_oudlers(lang, *oudlers), side(lang, *s), pts(*units)),
                    )
                }
                None => lang.pick(
                    format!("{} ne peut pas avoir {}", side(lang, *s), n_oudlers(lang, *oudlers)),
                    format!("{} cannot hold {}", side(lang, *s), n_oudlers(lang, *oudlers)),
                ),
            };
            format!("{head}{}{tail}", colon(lang))
        }
        K::PetitAuBoutWithoutOudler { side: s } => lang.pick(
            format!("Petit au bout pour {}, qui n'a aucun bout : le Petit en est un", side(lang, *s)),
            format!("Petit au bout for {}, which holds no oudler: the Petit is one", side(lang, *s)),
        ),
        K::PetitAuBoutSeatWithoutOudler { seat } => lang.pick(
            format!("Petit au bout pour {}, qui n'a aucun bout : le Petit en est un", name(*seat)),
            format!("Petit au bout for {}, who holds no oudler: the Petit is one", name(*seat)),
        ),
        K::PetitAuBoutWithoutTricks { side: s } => lang.pick(
            format!(
                "Petit au bout pour {} impossible : {} a fait chelem",
                side(lang, *s),
                side(lang, s.other())
            ),
            format!(
                "Petit au bout for {} is impossible: {} made a slam",
                side(lang, *s),
                side(lang, s.other())
            ),
        ),
        K::SlamAndPetitSlam => lang
            .pick(
                "Une donne ne peut pas être chelem et petit chelem",
                "A hand cannot be both a slam and a petit slam",
            )
            .into(),
        K::PoigneeUnderThreshold { seat, level, trumps, needed, players } => lang.pick(
            format!(
                "Une poignée {} demande {needed} atouts à {players} joueurs ; {} en a montré {trumps}",
                poignee_level(lang, *level),
                name(*seat)
            ),
            format!(
                "A {} handful needs {needed} trumps with {players} players; {} showed {trumps}",
                poignee_level(lang, *level),
                name(*seat)
            ),
        ),
        K::PoigneeTooManyTrumps { seat, trumps } => lang.pick(
            format!("{} a montré {trumps} atouts, le jeu en a 22 avec l'Excuse", name(*seat)),
            format!("{} showed {trumps} trumps, the pack has 22 with the Excuse", name(*seat)),
        ),
        K::PoigneeAboveHand { seat, trumps, cards, players } => lang.pick(
            format!("{} a montré {trumps} atouts, mais une main a {cards} cartes à {players} joueurs", name(*seat)),
            format!("{} showed {trumps} trumps, but a hand holds {cards} cards with {players} players", name(*seat)),
        ),
        K::PoigneesAbovePack { trumps } => lang.pick(
            format!("Les poignées montrées demandent {trumps} atouts en tout, le jeu en a 22 avec l'Excuse"),
            format!("The handfuls shown need {trumps} trumps in all, the pack has 22 with the Excuse"),
        ),
        K::PoigneeTwice { seat } => lang.pick(
            format!("{} montre plus d'une poignée", name(*seat)),
            format!("{} shows more than one handful", name(*seat)),
        ),
        K::MisereTwice { seat, kind: k } => lang.pick(
            format!("{} déclare deux fois la {}", name(*seat), misere_kind(lang, *k)),
            format!("{} declares the {} twice", name(*seat), misere_kind(lang, *k)),
        ),
        K::VariantOff { variant } => {
            let v = match variant {
                Variant::Misere => lang.pick("La misère", "Misère"),
                Variant::PetitChelem => lang.pick("Le petit chelem", "The petit slam"),
                Variant::Goulash => lang.pick("La goulash", "Goulash"),
            };
            lang.pick(
                format!("{v} n'est pas jouée avec ces règles"),
                format!("{v} is not played with these rules"),
            )
        }
        K::GoulashSeats { entered, players } => lang.pick(
            format!("Une goulash demande les points des {players} joueurs, pas {entered}"),
            format!("A goulash needs card points for each of the {players} players, got {entered}"),
        ),
        K::GoulashTotal { units, dog } => {
            let span = bounds::goulash_total(*dog);
            let (lo, hi) = (pts(span.lo), pts(span.hi));
            lang.pick(
                format!("Les points font {}, mais les {dog} cartes du chien ne sont à personne : de {lo} à {hi}", pts(*units)),
                format!("The card points add up to {}, but the {dog} cards of the dog belong to nobody: {lo} to {hi}", pts(*units)),
            )
        }
        K::DuplicateCard { card } => lang.pick(
            format!("La carte {card} est comptée deux fois"),
            format!("The card {card} is entered twice"),
        ),
        K::CardIndex { index } => lang.pick(
            format!("Carte {index} hors du jeu de 78"),
            format!("Card {index} is outside the pack of 78"),
        ),
        K::CardCode { text } => lang.pick(
            format!("« {text} » n'est pas une carte"),
            format!("\"{text}\" is not a card"),
        ),
        K::PileSize { cards, players } => lang.pick(
            format!("Un tas de {cards} cartes est impossible à {players} joueurs"),
            format!("A pile of {cards} cards is impossible with {players} players"),
        ),
        K::ExcuseExchangeCard { card } => lang.pick(
            format!("L'Excuse s'échange contre une carte basse, pas {card}"),
            format!("The Excuse is exchanged for a half-point card, not {card}"),
        ),
        K::ExcuseAlreadyInPile => lang
            .pick("L'Excuse est déjà dans le tas", "The Excuse is already in the pile")
            .into(),
        K::CardNotInPile { card } => lang.pick(
            format!("La carte {card} n'est pas dans le tas"),
            format!("The card {card} is not in the pile"),
        ),
        K::PetitChelemTricks { tricks } => lang.pick(
            format!("Un petit chelem laisse 1 ou 3 levées, pas {tricks}"),
            format!("A petit slam leaves 1 or 3 tricks, not {tricks}"),
        ),
        K::UnknownPreset { id } => lang.pick(
            format!("Aucunes règles ne s'appellent « {id} »"),
            format!("No rules are called \"{id}\""),
        ),
        K::ZeroRounds => lang
            .pick(
                "Une partie en nombre de donnes en demande au moins 1",
                "A game of a fixed number of rounds needs at least 1",
            )
            .into(),
        K::SessionVersion { version } => lang.pick(
            format!("Format de partie {version} non pris en charge"),
            format!("Session format version {version} is not supported"),
        ),
        K::SessionJson { message } => lang.pick(
            format!("Fichier de partie illisible : {message}"),
            format!("Not a valid session file: {message}"),
        ),
        K::HandOfAnotherGame { game } => lang.pick(
            "Donne d'un autre jeu : elle ne compte pas dans une partie de Tarot".into(),
            format!("A hand of {game}: it cannot be scored in a French Tarot session"),
        ),
        #[allow(unreachable_patterns)]
        _ => lang.pick("Saisie invalide", "Invalid entry").into(),
    }
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
                "{} : personne ne marque, la donne passe.",
                not_played(lang, *r)
            ),
            format!(
                "{}: nobody scores, the deal passes on.",
                not_played(lang, *r)
            ),
        )],
        Breakdown::Played(p) => played_breakdown(lang, p, &name),
        Breakdown::Goulash(g) => {
            let mut out = vec![lang.pick(
                format!(
                    "Goulash : {} points pris en tout ; chacun paie à chaque adversaire les points que celui-ci a pris.",
                    points(lang, g.total)
                ),
                format!(
                    "Goulash: {} card points taken in all; each player pays each opponent the points that opponent took.",
                    points(lang, g.total)
                ),
            )];
            for (i, (p, e)) in g.points.iter().zip(&g.exact).enumerate() {
                out.push(lang.pick(
                    format!(
                        "{} : {} points, solde exact {}",
                        name(i),
                        points(lang, *p),
                        points(lang, *e)
                    ),
                    format!(
                        "{}: {} card points, exact balance {}",
                        name(i),
                        points(lang, *p),
                        points(lang, *e)
                    ),
                ));
            }
            if !g.half_up.is_empty() {
                let who: Vec<String> = g.half_up.iter().map(|&i| name(i)).collect();
                out.push(lang.pick(
                    format!("Demi-points arrondis en faveur de : {}", who.join(", ")),
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
                        "{} : {} points avec {}, il en fallait {}",
                        name(seat),
                        points(lang, t.points[seat]),
                        oudlers_phrase(lang, t.oudlers[seat]),
                        t.targets[seat]
                    ),
                    format!(
                        "{}: {} card points with {}, {} needed",
                        name(seat),
                        points(lang, t.points[seat]),
                        oudlers_phrase(lang, t.oudlers[seat]),
                        t.targets[seat]
                    ),
                ));
            }
            out.push(lang.pick(
                format!(
                    "{} gagne de {} : {} + {}",
                    name(t.winner),
                    t.margin,
                    t.base,
                    t.margin
                ),
                format!(
                    "{} wins by {}: {} + {}",
                    name(t.winner),
                    t.margin,
                    t.base,
                    t.margin
                ),
            ));
            if let Some((seat, v)) = t.petit_au_bout {
                out.push(lang.pick(
                    format!("Petit au bout de {} : {}", name(seat), signed(lang, v)),
                    format!("Petit au bout by {}: {}", name(seat), signed(lang, v)),
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

/// "aucun bout", "1 bout", "2 bouts" / "no oudler", "1 oudler", "2 oudlers".
fn oudlers_phrase(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::Fr, 0) => "aucun bout".into(),
        (Lang::Fr, 1) => "1 bout".into(),
        (Lang::Fr, n) => format!("{n} bouts"),
        (Lang::En, 0) => "no oudler".into(),
        (Lang::En, 1) => "1 oudler".into(),
        (Lang::En, n) => format!("{n} oudlers"),
    }
}

fn played_breakdown(
    lang: Lang,
    p: &PlayedBreakdown,
    name: &dyn Fn(usize) -> String,
) -> Vec<String> {
    let mut out = Vec::new();
    let c = contract(lang, p.contract);
    let partner = match p.partner {
        Some(s) if s != p.taker => {
            lang.pick(format!(" avec {}", name(s)), format!(" with {}", name(s)))
        }
        Some(_) => lang.pick(" seul".into(), " alone".into()),
        None => String::new(),
    };
    out.push(lang.pick(
        format!(
            "{}{partner} : {c} (×{}). L'attaque a {} points avec {} ; il en fallait {}.",
            name(p.taker),
            p.multiplier,
            points(lang, p.attack_points),
            oudlers_phrase(lang, p.oudlers),
            p.target
        ),
        format!(
            "{}{partner}: {c} (×{}). The attack has {} card points with {}; {} needed.",
            name(p.taker),
            p.multiplier,
            points(lang, p.attack_points),
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
        Some((_, v)) => format!(" {} {}", if v < 0 { "−" } else { "+" }, v.abs()),
        None => String::new(),
    };
    // "(25 + 6) × 2", "−(25 + 6) × 1", "(25 + 9 + 10) × 2", "(−(25 + 1) − 10) × 1".
    let sum = format!("{} + {}", p.base, p.margin);
    let formula = match (p.won, pab.is_empty()) {
        (true, true) => format!("({sum})"),
        (true, false) => format!("({sum}{pab})"),
        (false, true) => format!("−({sum})"),
        (false, false) => format!("(−({sum}){pab})"),
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
                "Petit au bout pour {} : {} avant le multiplicateur",
                side(lang, s),
                signed(lang, v)
            ),
            format!(
                "Petit au bout for {}: {} before the multiplier",
                side(lang, s),
                signed(lang, v)
            ),
        ));
    }
    for x in &p.poignees {
        out.push(lang.pick(
            format!(
                "Poignée {} de {} : {} pour {} (non multipliée)",
                poignee_level(lang, x.level),
                name(x.seat),
                x.value,
                side(lang, x.to)
            ),
            format!(
                "{} handful by {}: {} to {} (not multiplied)",
                capitalize(poignee_level(lang, x.level)),
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
            out.push(format!("{label}{ann}{by} : {}", signed(lang, s.value)));
        }
    }
    let taker_share = p.shares.get(p.taker).copied().unwrap_or(0);
    out.push(if p.unit >= 0 {
        lang.pick(
            format!(
                "Chaque défenseur paie {} ; {} reçoit {} × {}.",
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
                "Chaque défenseur reçoit {} ; {} paie {} × {}.",
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
    if let Some(partner) = p.partner.filter(|&s| s != p.taker) {
        out.push(lang.pick(
            format!(
                "{} (appelé) gagne ou perd 1 × {}.",
                name(partner),
                int(lang, p.unit.abs())
            ),
            format!(
                "{} (partner) wins or loses 1 × {}.",
                name(partner),
                int(lang, p.unit.abs())
            ),
        ));
    }
    for m in &p.miseres {
        out.push(lang.pick(
            format!(
                "{} de {} : chaque autre joueur lui paie {}",
                misere_kind(lang, m.kind),
                name(m.seat),
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

fn capitalize(s: &str) -> String {
    upper_first(s)
}

/// The text with its first letter a capital: ASCII and the Latin-1 and œ letters that the
/// French and English texts start with ("élise" → "Élise"). Any other first character is
/// kept as it is, so the Unicode case tables stay out of the bundle.
pub fn upper_first(text: &str) -> String {
    let mut chars = text.chars();
    let mut out = String::with_capacity(text.len());
    if let Some(c) = chars.next() {
        out.push(match c {
            'a'..='z' => c.to_ascii_uppercase(),
            // à..þ but ÷: the capital is 0x20 below.
            '\u{e0}'..='\u{fe}' if c != '\u{f7}' => char::from_u32(c as u32 - 0x20).unwrap_or(c),
            'œ' => 'Œ',
            _ => c,
        });
    }
    out.push_str(chars.as_str());
    out
}

/// The line telling the rounding to ten: "Rounded to the nearest ten; Alice balances."
pub fn rounding(lang: Lang, adjusted: &str) -> String {
    lang.pick(
        format!("Arrondi à la dizaine ; {adjusted} équilibre la donne."),
        format!("Rounded to the nearest ten; {adjusted} balances the hand."),
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
                Some(_) => lang.pick(" seul".into(), " alone".into()),
                None => String::new(),
            };
            format!(
                "{} {}{partner}, {}",
                name(p.taker),
                contract(lang, p.contract),
                made_by(lang, p.won, p.margin)
            )
        }
        Breakdown::NotPlayed(r) => not_played(lang, *r).to_owned(),
        Breakdown::Goulash(_) => T::Goulash.text(lang).to_owned(),
        Breakdown::TwoPlayer(t) => lang.pick(
            format!("{} gagne de {}", name(t.winner), t.margin),
            format!("{} wins by {}", name(t.winner), t.margin),
        ),
    }
}

/// "Donne 3" / "Hand 3".
pub fn hand_n(lang: Lang, n: usize) -> String {
    format!("{} {n}", T::Hand.text(lang))
}

/// What an undo takes back, from the sessions before it (`now`) and after it (`then`):
/// "Annulé : Donne 7", "Annulé : Donne supprimée.", "Annulé : Modifier la donne 3".
pub fn undone(
    lang: Lang,
    now: &[crate::session::Session],
    then: &[crate::session::Session],
) -> String {
    use std::cmp::Ordering;
    let what = match now.len().cmp(&then.len()) {
        Ordering::Greater => T::NewSession.text(lang).to_owned(),
        Ordering::Less => T::SessionDeleted.text(lang).to_owned(),
        Ordering::Equal => now
            .iter()
            .zip(then)
            .find(|(a, b)| a.hands != b.hands)
            .map(|(a, b)| match a.hands.len().cmp(&b.hands.len()) {
                Ordering::Greater => hand_n(lang, a.hands.len()),
                Ordering::Less => T::HandDeleted.text(lang).to_owned(),
                Ordering::Equal => {
                    let i = a
                        .hands
                        .iter()
                        .zip(&b.hands)
                        .take_while(|(x, y)| x == y)
                        .count();
                    format!("{} {}", T::EditingHand.text(lang), i + 1)
                }
            })
            .unwrap_or_default(),
    };
    if what.is_empty() {
        return lang.pick("Annulé.", "Undone.").into();
    }
    format!("{}{}{what}", lang.pick("Annulé", "Undone"), colon(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upper_first_matches_unicode_for_the_letters_it_knows() {
        let known = ('a'..='z').chain('\u{e0}'..='\u{fe}').chain(['œ']);
        for c in known.filter(|c| *c != '\u{f7}') {
            let text = format!("{c}tape");
            let unicode: String = c.to_uppercase().chain("tape".chars()).collect();
            assert_eq!(upper_first(&text), unicode, "{c}");
        }
        assert_eq!(upper_first("élise"), "Élise");
        assert_eq!(upper_first("Déjà"), "Déjà");
        assert_eq!(upper_first("« x »"), "« x »");
        assert_eq!(upper_first(""), "");
    }

    #[test]
    fn french_tags_pick_french_and_the_rest_english() {
        for tag in ["fr", "fr-FR", "FR-be", "fr_CA"] {
            assert_eq!(Lang::from_tag(tag), Lang::Fr, "{tag}");
        }
        for tag in ["en", "en-US", "de-DE", "", "frr"] {
            assert_eq!(Lang::from_tag(tag), Lang::En, "{tag}");
        }
    }
}
