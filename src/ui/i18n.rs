//! Labels in French and English. French first: most of our players speak it.

use serde::{Deserialize, Serialize};

/// The languages of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "en")]
    En,
}

impl Lang {
    /// The language for a browser language tag ("fr-FR", "en-GB", …): French for any French
    /// tag, English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
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
}
