//! Words of the storage, share, export and update features, in French and English, and
//! their errors said in the player's language (English: each error's own `Display`, written
//! once). Pure functions of the language: tested natively.

use super::numbers::singular;
use super::{upper_first, Lang};
use crate::export::{CsvLabels, ImportError, ImportErrorKind};
use crate::share::{ShareError, ShareErrorKind};
use crate::storage::{StorageError, StorageErrorKind};

/// A message as a sentence: capital first letter, final full stop.
pub fn sentence(text: &str) -> String {
    let mut out = upper_first(text);
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// Why a link could not be read or written.
pub fn share_error(lang: Lang, e: &ShareError) -> String {
    use ShareErrorKind as K;
    match (lang, e.kind()) {
        (Lang::En, _) => e.to_string(),
        (Lang::Fr, K::Empty) => "le lien ne contient pas de feuille de marque".into(),
        (Lang::Fr, K::TooLong { length, max }) => {
            format!("le lien est trop long\u{a0}: {length} caractères, au plus {max}")
        }
        (Lang::Fr, K::NotBase64 { position, character }) => format!(
            "le lien est abîmé\u{a0}: « {} » à la position {position} n'est pas un caractère de lien",
            character.escape_default()
        ),
        (Lang::Fr, K::Truncated) => "le lien est coupé\u{a0}: copiez-le en entier".into(),
        (Lang::Fr, K::TrailingData) => "le lien est abîmé\u{a0}: il continue après la feuille de marque".into(),
        (Lang::Fr, K::NotCanonical) => "le lien est abîmé\u{a0}: il a été modifié".into(),
        (Lang::Fr, K::UnsupportedVersion { version }) => format!(
            "le lien vient d'une version plus récente de l'application (format {version})\u{a0}: mettez-la à jour"
        ),
        // The field is the format's word, in English: a player is told what to do instead.
        (Lang::Fr, K::OutOfRange { .. }) => "le lien est abîmé\u{a0}: il contient une valeur hors limites".into(),
        (Lang::Fr, K::NotUtf8 { .. }) => "le lien est abîmé\u{a0}: il contient un texte illisible".into(),
        (Lang::Fr, K::UnsupportedGame) => "ce jeu ne peut pas encore être partagé par un lien".into(),
        (Lang::Fr, K::Session(_)) => {
            "le lien est abîmé\u{a0}: sa feuille de marque ne peut pas être calculée".into()
        }
    }
}

/// What went wrong with local storage.
pub fn storage_error(lang: Lang, e: &StorageError) -> String {
    use StorageErrorKind as K;
    match (lang, e.kind()) {
        // serde's words said plainly (QA: "unknown field `garbage`" as serde wrote it).
        (Lang::En, K::Unreadable { reason }) => format!(
            "the saved data cannot be read ({})",
            super::json_message(Lang::En, reason)
        ),
        (Lang::En, K::PartlyUnreadable { reason }) => format!(
            "part of the saved data cannot be read and is kept aside ({}); everything else is loaded",
            super::json_message(Lang::En, reason)
        ),
        (Lang::En, _) => e.to_string(),
        (Lang::Fr, K::Unavailable { reason }) => {
            format!("ce navigateur ne permet pas à l'application d'enregistrer quoi que ce soit ({reason})")
        }
        (Lang::Fr, K::Unreadable { reason }) => format!(
            "les données enregistrées sont illisibles ({})",
            super::json_message(Lang::Fr, reason)
        ),
        (Lang::Fr, K::PartlyUnreadable { reason }) => format!(
            "une partie des données enregistrées est illisible et gardée à part ({})\u{a0}; tout le reste est chargé",
            super::json_message(Lang::Fr, reason)
        ),
        (Lang::Fr, K::NewerVersion { version }) => format!(
            "les données enregistrées viennent d'une version plus récente de l'application (version {version})"
        ),
        (Lang::Fr, K::WriteFailed { reason }) => format!("le navigateur a refusé d'enregistrer ({reason})"),
    }
}

/// Why a file could not be imported.
pub fn import_error(lang: Lang, e: &ImportError) -> String {
    use ImportErrorKind as K;
    match (lang, e.kind()) {
        // The parser's words ("expected value at line 1") say nothing to a player: a file
        // that is not JSON at all, or cut short, is no backup the app can read.
        (_, K::NotJson { .. }) => lang
            .pick(
                "ce fichier n'est pas une sauvegarde de Tarot Companion (ni même du JSON complet)",
                "this file is not a Tarot Companion backup (not even whole JSON)",
            )
            .into(),
        (_, K::Session { index, error }) => {
            // The core's reason in the player's words (QA: serde's own words in English,
            // "invalid type: integer `1`, expected struct Session").
            let why = super::errors::error(lang, error.kind(), &[]);
            let why = why.trim_end_matches('.');
            match lang {
                Lang::Fr => format!(
                    "la partie {} du fichier n'est pas valide ({why})",
                    index + 1
                ),
                Lang::En => format!("session {} of the file is not valid ({why})", index + 1),
            }
        }
        (Lang::En, _) => e.to_string(),
        (Lang::Fr, K::NotSessions) => {
            "le fichier ne contient aucune partie de Tarot Companion".into()
        }
        (Lang::Fr, K::BundleVersion { version }) => {
            format!(
                "le fichier vient d'une version plus récente de l'application (version {version})"
            )
        }
        (Lang::Fr, K::Empty) => "le fichier ne contient aucune partie".into(),
    }
}

/// The headers of the scorecard's CSV export.
pub fn csv_labels(lang: Lang) -> CsvLabels<'static> {
    lang.pick(CsvLabels::FR, CsvLabels::EN)
}

/// "1 partie importée.", "3 parties importées." / "1 session imported."; with those of the
/// file that brought one here up to date (`updated`) and those already here (`here`, left
/// out): "0 partie importée, 1 mise à jour, 2 déjà présentes."
pub fn imported(lang: Lang, [n, updated, here]: [usize; 3]) -> String {
    let one = singular(lang, n as i64, 1);
    let done = match (lang, one) {
        (Lang::Fr, true) => format!("{n} partie importée"),
        (Lang::Fr, false) => format!("{n} parties importées"),
        (Lang::En, true) => format!("{n} session imported"),
        (Lang::En, false) => format!("{n} sessions imported"),
    };
    let updated = match (lang, updated) {
        (_, 0) => String::new(),
        (Lang::Fr, 1) => ", 1 mise à jour".to_owned(),
        (Lang::Fr, _) => format!(", {updated} mises à jour"),
        (Lang::En, _) => format!(", {updated} brought up to date"),
    };
    match (lang, here) {
        (_, 0) => format!("{done}{updated}."),
        (Lang::Fr, 1) => format!("{done}{updated}, 1 déjà présente."),
        (Lang::Fr, _) => format!("{done}{updated}, {here} déjà présentes."),
        (Lang::En, _) => format!("{done}{updated}, {here} already here."),
    }
}

/// After [`imported`], the imported hands the rules refuse (an impossible score, a taker who
/// is not at the table): "1 donne ne peut pas être comptée : elle est signalée sur sa feuille."
/// Empty when there is none.
pub fn unscored(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (_, 0) => String::new(),
        (Lang::Fr, 1) => {
            " 1 donne ne peut pas être comptée\u{a0}: elle est signalée sur sa feuille.".into()
        }
        (Lang::Fr, _) => format!(
            " {n} donnes ne peuvent pas être comptées\u{a0}: elles sont signalées sur leur feuille."
        ),
        (Lang::En, 1) => " 1 hand cannot be scored: it is marked on its scorecard.".into(),
        (Lang::En, _) => {
            format!(" {n} hands cannot be scored: they are marked on their scorecard.")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_become_sentences() {
        assert_eq!(sentence("élise a gagné"), "Élise a gagné.");
        assert_eq!(sentence("done."), "Done.");
    }

    #[test]
    fn errors_read_in_french_and_english() {
        let e = crate::share::decode("AUo-").unwrap_err();
        assert_eq!(
            share_error(Lang::En, &e),
            "the link is cut short: copy it whole"
        );
        assert_eq!(
            share_error(Lang::Fr, &e),
            "le lien est coupé\u{a0}: copiez-le en entier"
        );
        // The format's own word for a field is English: French says the link is damaged.
        let e = ShareError::from(ShareErrorKind::NotUtf8 {
            field: "player name",
        });
        assert_eq!(
            share_error(Lang::Fr, &e),
            "le lien est abîmé\u{a0}: il contient un texte illisible"
        );
        let e = ShareError::from(ShareErrorKind::OutOfRange { field: "taker" });
        assert_eq!(
            share_error(Lang::Fr, &e),
            "le lien est abîmé\u{a0}: il contient une valeur hors limites"
        );
        let e = crate::storage::read::<serde_json::Value>(Some("{\"version\":5}")).unwrap_err();
        assert_eq!(
            storage_error(Lang::Fr, &e),
            "les données enregistrées viennent d'une version plus récente de l'application (version 5)"
        );
        let e = crate::export::import("[]", |s| s.id.clone()).unwrap_err();
        assert_eq!(
            import_error(Lang::Fr, &e),
            "le fichier ne contient aucune partie"
        );
    }
}
