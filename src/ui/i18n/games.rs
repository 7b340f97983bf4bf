//! Words of the other games (Tarocchi, the free-form scorecard, the card-point counter) in
//! French and English, as `docs/other-games.md` and the glossary say them.

use super::numbers::{count, int, signed, Noun};
use super::{colon, error, Lang};
use crate::core::counting::{Count, Group, Pack, Tie, ValueScheme};
use crate::core::freeform::{FreeformError, FreeformErrorKind};
use crate::core::games::{GameKind, HandError};
use crate::core::tarocchi::{
    FailedUltimo, LostSlam, PartialPoints, TarocchiBid, TarocchiError, TarocchiErrorKind,
    TarocchiScore, Ultimo, UltimoPayer, DISCARD_LEAST, SLAM_LOST_MOST, SLAM_MADE_LEAST,
    STOCK_KEPT_MOST,
};

/// The game's name.
pub fn game_name(lang: Lang, g: GameKind) -> &'static str {
    match g {
        GameKind::FrenchTarot => lang.pick("Tarot français", "French Tarot"),
        GameKind::Tarocchi => lang.pick("Tarocchi (3 joueurs)", "Tarocchi (3 players)"),
        GameKind::Freeform => lang.pick("Feuille libre", "Free-form"),
    }
}

pub fn bid_name(lang: Lang, b: TarocchiBid) -> &'static str {
    match b {
        TarocchiBid::Ansager => "Ansager",
        TarocchiBid::Solo => "Solo",
        TarocchiBid::Super => "Super",
        TarocchiBid::Slam => lang.pick("Chelem", "Slam"),
    }
}

pub fn ultimo_name(lang: Lang, u: Ultimo) -> &'static str {
    match u {
        Ultimo::None => lang.pick("Aucun", "None"),
        Ultimo::Won => lang.pick("Fait", "Made"),
        Ultimo::AnnouncedWon => lang.pick("Annoncé, fait", "Announced, made"),
        Ultimo::AnnouncedLost => lang.pick("Annoncé, chuté", "Announced, failed"),
    }
}

/// Labels of the screens and controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum G {
    Declarer,
    Bid,
    CardPoints,
    OddCards,
    Ultimo,
    SlamMade,
    Made,
    Failed,
    Counter,
    Pack,
    Values,
    Groups,
    Preset,
    Methods,
    Original,
    Fractional,
    Subtraction,
    Valuable,
    OtherPile,
    Rounded,
    Back,
    Amounts,
    Balanced,
    Balance,
    PartialPoints,
    FailedUltimo,
    LostSlam,
    UltimoPayer,
    MissingDeclarer,
    MissingAmount,
    MissingBid,
    MissingSlam,
}

impl G {
    pub fn text(self, lang: Lang) -> &'static str {
        let (fr, en) = match self {
            G::Declarer => ("Déclarant", "Declarer"),
            G::Bid => ("Enchère", "Bid"),
            G::CardPoints => ("Points du déclarant", "Declarer's card points"),
            G::OddCards => ("Cartes en plus", "Odd cards"),
            G::Ultimo => ("Pagat Ultimo", "Pagat Ultimo"),
            G::SlamMade => ("Toutes les levées\u{a0}?", "Every trick taken?"),
            G::Made => ("Fait", "Made"),
            G::Failed => ("Chuté", "Failed"),
            G::Counter => ("Compteur de points", "Card-point counter"),
            G::Pack => ("Jeu", "Pack"),
            G::Values => ("Valeurs", "Values"),
            G::Groups => ("Compter par", "Count in groups of"),
            G::Preset => ("Jeu de règles", "Preset"),
            G::Methods => ("Les quatre méthodes", "The four methods"),
            G::Original => ("Originale", "Original"),
            G::Fractional => ("Fractions", "Fractional"),
            G::Subtraction => ("Soustraction", "Subtraction"),
            G::Valuable => ("Cartes de valeur", "Valuable cards"),
            G::OtherPile => ("L'autre tas", "The other pile"),
            G::Rounded => ("Arrondi (règle courante)", "Rounded (the usual rule)"),
            G::Back => ("Retour", "Back"),
            G::Amounts => ("Points de chaque joueur", "Each player's score"),
            G::Balanced => ("La donne fait zéro", "The hand sums to zero"),
            G::Balance => ("Équilibrer", "Balance"),
            G::PartialPoints => ("Cartes en plus", "Odd cards"),
            G::FailedUltimo => ("Ultimo annoncé chuté", "Announced ultimo failed"),
            G::LostSlam => ("Chelem chuté", "Slam lost"),
            G::UltimoPayer => ("L'ultimo est payé", "The ultimo is paid"),
            G::MissingDeclarer => ("Choisissez le déclarant.", "Choose the declarer."),
            G::MissingAmount => ("Entrez au moins un montant.", "Enter at least one amount."),
            G::MissingBid => ("Choisissez l'enchère.", "Choose the bid."),
            G::MissingSlam => (
                "Dites si toutes les levées ont été faites.",
                "Say whether every trick was taken.",
            ),
        };
        lang.pick(fr, en)
    }
}

pub fn partial_points(lang: Lang, p: PartialPoints) -> &'static str {
    match p {
        PartialPoints::Nearest => lang.pick(
            "arrondies (2 cartes = 1 point)",
            "rounded (2 cards = 1 point)",
        ),
        PartialPoints::Exact => lang.pick("exactes (en tiers)", "exact (in thirds)"),
    }
}

pub fn failed_ultimo(lang: Lang, f: FailedUltimo) -> &'static str {
    match f {
        FailedUltimo::PaysAnnounced => lang.pick("coûte 20", "costs 20"),
        FailedUltimo::Nothing => lang.pick("ne coûte rien", "costs nothing"),
    }
}

pub fn lost_slam(lang: Lang, l: LostSlam) -> &'static str {
    match l {
        LostSlam::ValuePlusPointsUnder => {
            lang.pick("167 + points sous 37", "167 + points under 37")
        }
        LostSlam::Value => lang.pick("167", "167"),
    }
}

pub fn ultimo_payer(lang: Lang, u: UltimoPayer) -> &'static str {
    match u {
        UltimoPayer::EachDefender => lang.pick("par chaque défenseur", "by each defender"),
        UltimoPayer::Split => lang.pick("partagé", "split"),
    }
}

pub fn pack_name(lang: Lang, p: Pack) -> &'static str {
    match p {
        Pack::French78 => lang.pick("78 cartes", "78 cards"),
        Pack::Tarocchi66 => lang.pick("66 cartes", "66 cards"),
        Pack::Tarock54 => lang.pick("54 cartes", "54 cards"),
    }
}

pub fn scheme_name(lang: Lang, s: ValueScheme) -> &'static str {
    match s {
        ValueScheme::Standard => lang.pick("Standard", "Standard"),
        ValueScheme::Zwanzigerrufen => "Zwanzigerrufen",
        ValueScheme::LungauKonigrufen => "Lungau Königrufen",
    }
}

pub fn preset_name(key: &str) -> &'static str {
    match key {
        "french" => "Tarot",
        "troccas" => "Troccas",
        "tarocchi" => "Tarocchi",
        "tarock" => "Tarock",
        "zwanzigerrufen" => "Zwanzigerrufen",
        _ => "Lungau",
    }
}

pub fn group_name(lang: Lang, g: Group) -> String {
    match g.size() {
        1 => lang.pick("1 (une à une)", "1 (singly)").to_owned(),
        n => n.to_string(),
    }
}

/// "35 points et 2 cartes", "0 point" / "35 points and 2 cards", "0 points".
pub fn count_text(lang: Lang, c: Count) -> String {
    let mut out = count(lang, c.points(), Noun::Point);
    if c.cards() > 0 {
        let and = lang.pick(" et ", " and ");
        out.push_str(and);
        out.push_str(&count(lang, c.cards().into(), Noun::Card));
    }
    out
}

/// A count in whole points, as seed 000 says most games round an incomplete group: in threes,
/// two odd cards count as a point and one as nothing; in fours, a pair as a whole group
/// (Troccas). In twos the half point goes to the side that wins, which one pile cannot tell:
/// "35 ou 36 points, selon le camp qui gagne".
pub fn rounded_text(lang: Lang, c: Count) -> String {
    if c.group() == Group::Twos && c.cards() == 1 {
        let low = int(lang, c.points());
        let high = count(lang, c.points() + 1, Noun::Point);
        return lang.pick(
            format!("{low} ou {high}, selon le camp qui gagne"),
            format!("{low} or {high}, by the side that wins"),
        );
    }
    count(lang, c.rounded(Tie::Up), Noun::Point)
}

/// "Zwanzigerrufen compte les cartes une à une" when a scheme refuses the group.
pub fn singly(lang: Lang, scheme: ValueScheme) -> String {
    match lang {
        Lang::Fr => format!("{} compte les cartes une à une", scheme_name(lang, scheme)),
        Lang::En => format!("{} counts cards singly", scheme_name(lang, scheme)),
    }
}

/// The preview's headline: "Anna Solo, fait de 4" / "Anna Solo, made by 4"; a slam made,
/// whose points do not count: "Anna Chelem, réussi" / "Anna Slam, made".
pub fn tarocchi_headline(lang: Lang, name: &str, bid: TarocchiBid, s: &TarocchiScore) -> String {
    let b = bid_name(lang, bid);
    // A slam is every trick taken or not: no margin.
    let result = match (bid, s.won) {
        (TarocchiBid::Slam, true) => lang.pick("réussi", "made").to_owned(),
        (TarocchiBid::Slam, false) => lang.pick("chuté", "failed").to_owned(),
        (_, won) => super::made_by(lang, won, s.margin.abs()),
    };
    format!("{name} {b}, {result}")
}

/// How a Tarocchi hand is computed, in words.
pub fn tarocchi_lines(lang: Lang, s: &TarocchiScore) -> Vec<String> {
    let c = colon(lang);
    // Who pays whom, not a signed "per defender" (which read as the defenders' change, the
    // opposite sign): the game, and the ultimo ("Ultimo : -20" said neither).
    let pays = |what: &str, v: i64| match (lang, v < 0, int(lang, v.abs())) {
        (Lang::Fr, false, n) => format!("{what}{c}chaque défenseur paie {n} au déclarant"),
        (Lang::Fr, true, n) => format!("{what}{c}le déclarant paie {n} à chaque défenseur"),
        (Lang::En, false, n) => format!("{what}{c}each defender pays the declarer {n}"),
        (Lang::En, true, n) => format!("{what}{c}the declarer pays each defender {n}"),
    };
    // The bid's value, and the points for the card points over or under the target (QA: a
    // "pays 44" with nothing to tell why 44).
    let bid = format!("{}{c}{}", G::Bid.text(lang), bid_name(lang, s.bid));
    let bid = match s.game.abs() - s.value {
        0 => format!("{bid}, {}", int(lang, s.value)),
        extra => format!(
            "{bid}, {} + {} {} = {}",
            int(lang, s.value),
            count(lang, extra, Noun::Point),
            lang.pick("d'écart", "of margin"),
            int(lang, s.game.abs())
        ),
    };
    let mut lines = vec![
        format!(
            "{}{c}{}",
            G::CardPoints.text(lang),
            count_text(lang, s.card_count)
        ),
        bid,
        pays(lang.pick("Jeu", "Game"), s.game),
    ];
    if s.ultimo != 0 {
        lines.push(pays("Ultimo", s.ultimo));
    }
    lines
}

/// A Tarocchi error in the player's language (English: the core's message, as a sentence;
/// the points over the pack's said as in French).
pub fn tarocchi_error(lang: Lang, e: &TarocchiError) -> String {
    use TarocchiErrorKind as K;
    let typed = |units: i64| count_text(lang, Count::from_units(units, Group::Threes));
    match (lang, e.kind()) {
        (Lang::En, K::OverPack { points, cards }) => {
            return format!(
                "{}: more than the 74 in the pack",
                typed(points * 3 + i64::from(*cards))
            )
        }
        (Lang::En, _) => return super::upper_first(&e.to_string()),
        _ => {}
    }
    match e.kind() {
        K::DeclarerSeat { seat } => format!("Le déclarant doit être l'un des 3 joueurs, pas la place {seat}"),
        K::Negative { points } => format!("Les points ne peuvent pas être négatifs ({points})"),
        K::OddCards { cards } => format!("Un compte par trois laisse 0, 1 ou 2 cartes, pas {cards}"),
        K::OverPack { points, cards } => format!(
            "{}\u{a0}: plus que les 74 du jeu",
            typed(points * 3 + i64::from(*cards))
        ),
        K::NotInPack { index } => format!("La carte {index} n'est pas dans le jeu de 66"),
        K::Duplicate { index } => format!("La carte {index} est comptée deux fois"),
        K::StockWithDefenders { cards, .. } => format!(
            "Sans échange, le talon est à la défense\u{a0}: 63 cartes au plus pour le déclarant, pas {cards}"
        ),
        K::StockPoints { units, .. } => format!(
            "Sans échange, le talon est à la défense\u{a0}: le déclarant a au plus {}, pas {}",
            typed(STOCK_KEPT_MOST),
            typed(*units)
        ),
        K::SlamOutcomeMissing => "Dites si le déclarant a fait toutes les levées".into(),
        K::SlamOutcomeNotASlam { .. } => "Seul un chelem dit si toutes les levées sont faites".into(),
        K::BelowDiscard { bid, units } => format!(
            "En {}, les 3 cartes écartées comptent pour le déclarant\u{a0}: au moins {}, pas {}",
            bid_name(Lang::Fr, *bid),
            typed(DISCARD_LEAST),
            typed(*units)
        ),
        K::SlamPoints { won: true, units } => format!(
            "Un chelem réussi laisse à la défense le talon et le Fou au plus\u{a0}: le déclarant a au moins {}, pas {}",
            typed(SLAM_MADE_LEAST),
            typed(*units)
        ),
        K::SlamPoints { won: false, units } => format!(
            "Un chelem chuté laisse au moins une levée à la défense\u{a0}: le déclarant a au plus {}, pas {}",
            typed(SLAM_LOST_MOST),
            typed(*units)
        ),
    }
}

/// Why a stored hand of any game cannot be scored.
pub fn hand_error(lang: Lang, e: &HandError, names: &[String]) -> String {
    match e {
        HandError::French(e) => error(lang, e.kind(), names),
        HandError::Tarocchi(e) => tarocchi_error(lang, e),
        HandError::Freeform(e) => freeform_error(lang, e),
        HandError::OtherGame { .. } => lang
            .pick("Donne d'un autre jeu", "A hand of another game")
            .into(),
    }
}

fn freeform_error(lang: Lang, e: &FreeformError) -> String {
    match (lang, e.kind()) {
        (Lang::En, _) => e.to_string(),
        (Lang::Fr, FreeformErrorKind::Amounts { amounts, players }) => format!(
            "{} pour {players} joueurs{}un par joueur",
            count(lang, *amounts as i64, Noun::Amount),
            colon(lang)
        ),
        (Lang::Fr, _) => "Montants impossibles".into(),
    }
}

/// "La donne ne fait pas zéro : +10" / "The hand does not sum to zero: off by +10".
pub fn off_by(lang: Lang, by: i64) -> String {
    let n = signed(lang, by);
    let c = colon(lang);
    match lang {
        Lang::Fr => format!("La donne ne fait pas zéro{c}{n}"),
        Lang::En => format!("The hand does not sum to zero{c}off by {n}"),
    }
}

/// Why a free-form amount cannot be read, said beside its field.
pub fn amount_error(lang: Lang, e: crate::ui::games_state::AmountError) -> String {
    use crate::ui::games_state::AmountError as E;
    match (e, lang) {
        (E::NotWhole, Lang::Fr) => "Un nombre entier, comme 25 ou -10".to_owned(),
        (E::NotWhole, Lang::En) => "A whole number, such as 25 or -10".to_owned(),
        (E::TooLarge, Lang::Fr) => format!(
            "Au plus {} dans un sens ou dans l'autre",
            int(lang, crate::core::freeform::MAX_AMOUNT)
        ),
        (E::TooLarge, Lang::En) => format!(
            "At most {} either way",
            int(lang, crate::core::freeform::MAX_AMOUNT)
        ),
    }
}

/// "Équilibrer sur Ann" / "Balance on Ann".
pub fn balance_on(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fr => format!("Équilibrer sur {name}"),
        Lang::En => format!("Balance on {name}"),
    }
}

/// The ± key's name: "Changer le signe pour Ann" / "Change the sign for Ann".
pub fn negate_for(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fr => format!("Changer le signe pour {name}"),
        Lang::En => format!("Change the sign for {name}"),
    }
}
