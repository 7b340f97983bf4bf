//! The player's preferences: the language and the theme. Storage keeps them and the UI
//! reads them, so they belong to neither: storage names no UI type (`tests/purity.rs`), and
//! the UI re-exports them where they were (`Lang` in its `i18n`, `Theme` in its `state`).
//!
//! Stored as serde writes them: `"fr"`/`"en"` and `"system"`/`"light"`/`"dark"`
//! (docs/storage.md).

/// The languages of the interface (French when nothing says otherwise).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    Fr,
    En,
}
crate::unit_enum!(Lang { "fr" => Fr, "en" => En });

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

    /// The code in capitals, shown on the switch ("FR", "EN").
    pub fn caps_code(self) -> &'static str {
        match self {
            Lang::Fr => "FR",
            Lang::En => "EN",
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

    /// Picks the French or the English text. Only the interface's text module calls it:
    /// components name a text, they do not write one (`tests/purity.rs`).
    pub fn pick<T>(self, fr: T, en: T) -> T {
        match self {
            Lang::Fr => fr,
            Lang::En => en,
        }
    }
}

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}
crate::unit_enum!(Theme { "system" => System, "light" => Light, "dark" => Dark });

impl Theme {
    /// The next theme of the switch: system → dark → light → system.
    pub fn next(self) -> Theme {
        match self {
            Theme::System => Theme::Dark,
            Theme::Dark => Theme::Light,
            Theme::Light => Theme::System,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_tags_pick_french_and_the_rest_english() {
        for tag in ["fr", "fr-FR", "FR-be", "fr_CA"] {
            assert_eq!(Lang::from_tag(tag), Lang::Fr, "{tag}");
        }
        for tag in ["en", "en-US", "de-DE", "", "frr"] {
            assert_eq!(Lang::from_tag(tag), Lang::En, "{tag}");
        }
    }

    #[test]
    fn the_theme_switch_goes_round_the_three() {
        let mut t = Theme::default();
        let mut seen = vec![t];
        for _ in 0..3 {
            t = t.next();
            seen.push(t);
        }
        assert_eq!(
            seen,
            [Theme::System, Theme::Dark, Theme::Light, Theme::System]
        );
    }
}
