//! Every text of the interface, in French and English: French first, most of our players
//! speak it. `T` holds the fixed labels; one file per concern holds the rest:
//!
//! - `numbers`: numbers, card points, dates and counts with their plural ("0 carte", "1 hand");
//! - `labels`: French Tarot words and the short texts built from them;
//! - `cards`: the names of the cards and of a pile's count;
//! - `breakdown`: a hand explained step by step, its summary, the rules of a preset;
//! - `errors`: the core's errors (English: the core's own message, written once);
//! - `games`: the other games (Tarocchi, the free-form scorecard, the card counter);
//! - `share`: storage, share, export and import.
//!
//! Everything here is a pure function of the language and the data, tested natively
//! (`tests/ui_state.rs`, `tests/i18n.rs`). Components name a `T` key or call a function of
//! this module; none of them picks between two literals (`tests/purity.rs` checks it).

pub mod breakdown;
pub mod cards;
pub mod errors;
pub mod games;
pub mod json;
pub mod labels;
pub mod numbers;
pub mod players;
pub mod share;

pub use breakdown::{breakdown, hand_summary, rounding, rules_lines, score_lines};
pub use errors::{english_contracts, error};
pub use json::json_message;
pub use labels::*;
pub use numbers::*;

/// The language is a preference that storage keeps too, so it lives in `crate::prefs`.
pub use crate::prefs::Lang;

/// The table of fixed labels: each line a key, its French and its English. The macro writes
/// the `T` enum and its `text` match from it, so a label is one line.
macro_rules! labels {
    ($($(#[$doc:meta])* $key:ident => $fr:literal, $en:literal;)*) => {
        /// Every fixed label of the interface.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum T {
            $($(#[$doc])* $key,)*
        }

        impl T {
            /// Every key, for the tests.
            pub const ALL: &'static [T] = &[$(T::$key,)*];

            /// The label in `lang`.
            pub fn text(self, lang: Lang) -> &'static str {
                let (fr, en) = match self {
                    $(T::$key => ($fr, $en),)*
                };
                lang.pick(fr, en)
            }
        }
    };
}

labels! {
    Tagline => "La feuille de marque du Tarot", "The Tarot score sheet";
    SwitchLang => "Passer en anglais", "Switch to French";
    ThemeSystem => "Thème\u{a0}: système", "Theme: system";
    ThemeLight => "Thème\u{a0}: clair", "Theme: light";
    ThemeDark => "Thème\u{a0}: sombre", "Theme: dark";
    Undo => "Annuler", "Undo";
    Redo => "Rétablir", "Redo";
    Home => "Accueil", "Home";
    Sessions => "Parties", "Sessions";
    NoSessions => "Aucune partie pour l'instant. Commencez-en une\u{a0}!", "No session yet. Start one!";
    NewSession => "Nouvelle partie", "New session";
    Resume => "Reprendre", "Resume";
    Delete => "Supprimer", "Delete";
    SessionDeleted => "Partie supprimée.", "Session deleted.";
    HandDeleted => "Donne supprimée.", "Hand deleted.";
    PenaltyDeleted => "Pénalité supprimée.", "Penalty deleted.";
    HandDiscarded => "Donne abandonnée.", "Hand discarded.";
    EditDiscarded => "Modification abandonnée.", "Edit discarded.";
    DeletedElsewhere => "Partie supprimée dans un autre onglet.", "Session deleted in another tab.";
    RecordedElsewhere => "Cette donne a été enregistrée dans un autre onglet\u{a0}: elle est dans la feuille de marque.", "This hand was recorded in another tab: it is on the scorecard.";
    EditKeptAsCopy => "Cette donne avait été modifiée dans un autre onglet\u{a0}: les deux versions sont gardées, la vôtre dans cette copie de la partie.", "This hand had been changed in another tab: both versions are kept, yours in this copy of the session.";
    /// The name a copy of a session is given (after the original's name, if any).
    ACopy => "Copie", "Copy";
    DeletedKeptAsCopy => "Cette donne avait été supprimée dans un autre onglet\u{a0}: la vôtre est gardée dans cette copie de la partie.", "This hand had been deleted in another tab: yours is kept in this copy of the session.";
    EditDeletedElsewhere => "Cette donne vient d'être supprimée dans un autre onglet. Si vous validez, elle sera gardée dans une copie de la partie.", "This hand was just deleted in another tab. If you confirm, it is kept in a copy of the session.";
    EditedElsewhere => "Cette donne vient d'être modifiée dans un autre onglet. Si vous validez, les deux versions seront gardées, la vôtre dans une copie de la partie.", "This hand was just changed in another tab. If you confirm, both versions are kept, yours in a copy of the session.";
    Game => "Jeu", "Game";
    FrenchTarot => "Tarot français", "French Tarot";
    PlayerCount => "Nombre de joueurs", "Number of players";
    Players => "Joueurs, dans l'ordre de la table", "Players, in seat order";
    /// The chips of the people known, not seated yet: a tap seats one in the next free seat.
    KnownPlayers => "Joueurs connus", "Known players";
    /// The known people a seat's text finds, listed under it.
    PlayersFound => "Joueurs trouvés", "Players found";
    /// A seat's name that nobody had: a player added in place.
    NewPlayer => "Nouveau joueur", "New player";
    FirstDealer => "Premier donneur", "First dealer";
    Rules => "Règles", "Rules";
    RoundToTen => "Arrondi à la dizaine", "Round to the nearest ten";
    NotRounded => "Sans arrondi", "Not rounded";
    Rounds => "Nombre de donnes (facultatif)", "Number of hands (optional)";
    RoundsWrong => "Un nombre entier de 1 à 999, ou rien pour ne pas limiter", "A whole number from 1 to 999, or nothing for no limit";
    NameNeeded => "Ce joueur a besoin d'un nom.", "This player needs a name.";
    RoundsNone => "sans limite", "no limit";
    Start => "Commencer", "Start";
    Cancel => "Annuler", "Cancel";
    // Not "Annuler": the history's undo, on the same screen, is "Annuler".
    PenaltyCancel => "Fermer sans valider", "Cancel";
    Penalty => "Pénalité", "Penalty";
    PenaltyEdit => "Modifier la pénalité", "Edit the penalty";
    PenaltyPlayer => "Joueur pénalisé", "Player penalised";
    PenaltyChoosePlayer => "Choisissez le joueur pénalisé.", "Choose the player penalised.";
    PenaltyAmount => "Points perdus (montant de cette partie)", "Points lost (this session's amount)";
    PenaltyNotNumber => "Entrez un nombre entier de points", "Enter a whole number of points";
    PenaltyTooLarge => "Une pénalité est de 1\u{202f}000 points au plus", "A penalty is 1,000 points at the most";
    PenaltyConfirm => "Valider la pénalité", "Confirm the penalty";
    Scorecard => "Feuille de marque", "Scorecard";
    // The scorecard's own region when it scrolls sideways (twelve players, huge numbers).
    ScorecardScrolls => "Feuille de marque, défile de côté", "Scorecard, scrolls sideways";
    Hand => "Donne", "Hand";
    Dealer => "Donneur", "Dealer";
    Taker => "Preneur", "Taker";
    Contract => "Contrat", "Contract";
    Partner => "Appelé", "Called partner";
    Alone => "Seul", "Alone";
    Result => "Résultat", "Result";
    Totals => "Totaux", "Totals";
    NewHand => "Nouvelle donne", "New hand";
    Rematch => "Revanche", "Rematch";
    FinishHand => "Terminer la donne", "Finish the hand";
    BidDone => "Noter l'enchère et jouer", "Record the bid and play";
    CalledKing => "Roi appelé", "Called king";
    NotPlayed => "Donne non jouée", "Hand not played";
    CurrentDealer => "donne", "deals";
    Leader => "en tête", "leader";
    Edit => "Modifier", "Edit";
    DeleteHand => "Supprimer la donne", "Delete the hand";
    DeletePenalty => "Supprimer la pénalité", "Delete the penalty";
    /// A penalty row's detail: "Pénalité, ligne 5" (a penalty is no hand).
    Close => "Fermer", "Close";
    Pools => "Mouches", "Pools";
    PointsOf => "Points comptés par", "Card points counted by";
    Attack => "l'attaque", "the attack";
    Defence => "la défense", "the defence";
    Points => "Points", "Card points";
    Backspace => "Effacer un chiffre", "Delete a digit";
    ClearPoints => "Effacer les points", "Clear the points";
    CountCards => "Compter les cartes", "Count the cards";
    TypePoints => "Taper les points", "Type the points";
    Oudlers => "Bouts", "Oudlers";
    Bonuses => "Annonces et primes", "Bonuses and announcements";
    PetitAuBout => "Petit au bout", "Petit at the end (petit au bout)";
    NoOne => "Personne", "No one";
    Poignees => "Poignées", "Handfuls (poignées)";
    /// Before a player's name, said: the choice of their poignée.
    PoigneeOf => "Poignée", "Handful";
    Chelem => "Chelem", "Slam (chelem)";
    ChelemAnnounced => "Chelem annoncé", "Slam announced";
    ChelemMadeBy => "Chelem réalisé par", "Slam made by";
    PetitChelem => "Petit chelem", "Small slam (petit chelem)";
    PetitChelemAnnounced => "Petit chelem annoncé", "Small slam announced";
    PetitChelemMade => "Petit chelem réalisé", "Small slam made";
    Misere => "Misères", "Misères";
    Confirm => "Valider la donne", "Confirm the hand";
    SaveEdit => "Enregistrer", "Save";
    Preview => "Aperçu", "Preview";
    HowComputed => "Comment c'est calculé", "How is this computed";
    ContractStakes => "Ce que paierait chaque contrat", "What each contract would pay";
    NotPlayedAllPassed => "Tout le monde passe", "All pass";
    NotPlayedPetitSec => "Petit sec", "Bare Petit";
    NotPlayedMisdeal => "Maldonne", "Misdeal";
    HandKind => "Type de donne", "Kind of hand";
    KindPlayed => "Jouée", "Played";
    KindGoulash => "Goulash", "Goulash";
    GoulashPoints => "Points de chaque joueur", "Each player's card points";
    TwoPlayerCounted => "Points comptés par", "Card points counted by";
    EditingHand => "Modifier la donne", "Edit hand";
    MissingTaker => "Choisissez le preneur.", "Choose the taker.";
    MissingCounted => "Choisissez qui a compté ses points.", "Choose whose card points were counted.";
    MissingContract => "Choisissez le contrat.", "Choose the contract.";
    MissingPartner => "Choisissez l'appelé (ou seul).", "Choose the called partner (or alone).";
    MissingPoints => "Tapez les points.", "Type the card points.";
    MissingCards => "Touchez les cartes du tas compté.", "Tap the cards of the pile counted.";
    MissingOudlers => "Choisissez le nombre de bouts.", "Choose the oudlers.";
    MissingName => "Chaque joueur a besoin d'un nom.", "Every player needs a name.";
    DuplicateName => "Deux joueurs ont le même nom.", "Two players have the same name.";
    Chart => "Courbe des scores", "Running totals";
    /// The button of the share dialog (and of its stand-in in the first-load app).
    ShareOrExport => "Partager ou exporter", "Share or export";
    /// The backup card's title (and its stand-in's).
    Backup => "Sauvegarde", "Backup";
    Statistics => "Statistiques", "Statistics";
    GameOver => "Fin de partie", "Game over";
    ErrorInHand => "Donne invalide", "Invalid hand";
    MouchesPool => "mouches", "pools";
    Options => "Options", "Options";
    Goulash => "Goulash", "Goulash";
    Level => "Niveau", "Level";
    History => "Historique", "History";
    PartSetAside => "Elle a été mise de côté sans être effacée.", "It was set aside, not erased.";
    SetAsideNotErased => "Elles ont été mises de côté sans être effacées\u{a0}; l'application repart de zéro.", "They were set aside, not erased; the app starts afresh.";
    HeldNotSaved => "Le stockage est plein\u{a0}: elles n'ont pas pu être mises de côté. Téléchargez-les\u{a0}; l'application enregistre de nouveau ensuite.", "Storage is full: they could not be set aside. Download them; the app saves again afterwards.";
    DownloadUnreadable => "Télécharger les données illisibles", "Download the unreadable data";
    Understood => "Compris", "OK";
    NotSaved => "Vos dernières modifications ne sont pas encore enregistrées\u{a0}: elles restent dans cet onglet et l'application réessaie. Exportez vos parties pour ne rien perdre.", "Your latest changes are not saved yet: they stay in this tab and the app keeps trying. Export your sessions to keep them safe.";
    SavedAgain => "Enregistré de nouveau\u{a0}: rien n'est perdu.", "Saved again: nothing is lost.";
    OtherTab => "Une partie a été modifiée dans un autre onglet en même temps\u{a0}: les deux versions sont gardées.", "A session was changed in another tab at the same time: both versions are kept.";
    MisereOption => "Misère", "Misère";
    GoulashWhenAllPass => "Goulash quand tout le monde passe", "Goulash when all pass";
    // With the goulash on, all pass is this deal played as a goulash, not a redeal.
    AllPassGoulash => "Tout le monde passe\u{a0}: goulash", "All pass: goulash";
    UndoDeletion => "Annuler la suppression", "Undo the deletion";
    ResumeHand => "Reprendre la donne", "Resume the hand";
    GameFinished => "Partie terminée", "Game over";
    EveningOver => "Fin de soirée", "End of the evening";
    FinalStandings => "Classement final", "Final standings";
    Place => "Rang", "Place";
    Player => "Joueur", "Player";
    Score => "Points", "Points";
    FileUnreadable => "Le fichier n'a pas pu être lu.", "The file could not be read.";
    ExportAll => "Exporter toutes les parties", "Export every session";
    NothingImported => "Rien n'a été importé.", "Nothing was imported.";
    ImportFile => "Importer un fichier", "Import a file";
    Keypad => "Clavier", "Keypad";
    /// A key past the card points' end (a third digit, a digit after a half).
    PointsComplete => "Les points vont de 0 à 91\u{a0}: ⌫ efface le dernier chiffre.", "Card points run from 0 to 91: ⌫ deletes the last digit.";
    /// A third digit typed into Tarocchi's card points.
    TwoDigits => "Deux chiffres au plus\u{a0}: ⌫ efface le dernier chiffre.", "Two digits at most: ⌫ deletes the last digit.";
    /// A half point typed where the rules have none.
    PointsByHalves => "Les points se comptent par demi-points\u{a0}: 40 ou 40,5, par exemple.", "Card points go by halves: 40 or 40.5, for example.";
    NoHalfPoint => "Pas de demi-point ici\u{a0}: il n'en existe qu'à 3 ou 5 joueurs, ou dans un chelem.", "No half point here: there are half points only with 3 or 5 players, or in a slam.";
    // Two players have no slam to enter (QA helper-63: "or in a slam" there).
    NoHalfPointTwo => "Pas de demi-point ici\u{a0}: il n'en existe qu'à 3 ou 5 joueurs.", "No half point here: there are half points only with 3 or 5 players.";
    UnreadableLink => "Lien illisible", "Unreadable link";
    SharedScorecard => "Feuille de marque partagée", "Shared scorecard";
    ReadOnly => "Lecture seule\u{a0}: rien n'est enregistré tant que vous ne le demandez pas.", "Read only: nothing is saved unless you ask.";
    AlreadyHave => "Vous avez déjà cette partie\u{a0}: une copie sera ajoutée à côté, sans la remplacer.", "You already have this session: a copy is added beside it, never over it.";
    SaveCopy => "Enregistrer une copie dans mes parties", "Save a copy to my sessions";
    TarocchiRules => "Règles (Tarocchi)", "Rules (Tarocchi)";
    Trumps => "Atouts", "Trumps";
    DefenceCards => "Ce sont les cartes de la défense", "These are the defence's cards";
    ClearCards => "Effacer les cartes", "Clear the cards";
    NoStats => "Pas encore de statistiques\u{a0}: aucune donne jouée.", "No statistics yet: no hand played.";
    /// Read before a contract's row by screen readers: "Réussite, Garde".
    SuccessOf => "Réussite, ", "Success, ";
    StatsByPlayer => "Statistiques par joueur", "Statistics by player";
    Statistic => "Statistique", "Statistic";
    HandsTaken => "Donnes prises", "Hands taken";
    SuccessRate => "Réussite", "Success rate";
    AveragePerHand => "Moyenne par donne", "Average per hand";
    BestHand => "Meilleure donne", "Best hand";
    WorstHand => "Pire donne", "Worst hand";
    LinkCopied => "Lien copié.", "Link copied.";
    LinkShared => "Lien partagé.", "Link shared.";
    CopyFailed => "Impossible\u{a0}: copiez le lien ci-dessus.", "Could not: copy the link above.";
    LinkToScorecard => "Lien de la feuille de marque", "Link to the scorecard";
    QrOfLink => "Code QR du lien", "QR code of the link";
    ShareEllipsis => "Partager…", "Share…";
    CopyLink => "Copier le lien", "Copy the link";
    ShareSession => "Partager la partie", "Share the session";
    ExportJson => "Exporter (JSON)", "Export (JSON)";
    ScorecardCsv => "Feuille de marque (CSV)", "Scorecard (CSV)";
    TotalsAfterEachHand => "Totaux après chaque donne", "Totals after each hand";
    NoHandsChart => "Évolution des scores\u{a0}: aucune donne pour l'instant.", "Running totals: no hands yet.";
    NewVersion => "Une nouvelle version est prête.", "A new version is ready.";
    Reload => "Recharger", "Reload";
}

/// The colon after a label: "Donneur : " in French (no-break space), "Dealer: " in English.
pub fn colon(lang: Lang) -> &'static str {
    lang.pick("\u{a0}: ", ": ")
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
    fn every_label_is_written_in_both_languages() {
        for t in T::ALL {
            assert!(!t.text(Lang::Fr).is_empty(), "{t:?}");
            assert!(!t.text(Lang::En).is_empty(), "{t:?}");
        }
    }
}
