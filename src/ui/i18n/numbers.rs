//! Numbers written per language: whole numbers, signed changes, card points, percentages,
//! dates, and counts with their noun in the singular or the plural.
//!
//! The plural rule differs: French takes the singular below 2 ("0 carte", "1 point",
//! "1,5 point"), English only for exactly 1 ("0 cards", "1 card", "1.5 points"). Every count
//! the app writes goes through [`count`], [`count_units`] or [`singular`].

use super::Lang;
use crate::core::points::{format_units, Halves};

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

/// An average change per hand, in tenths, signed like [`signed`]: "+81,6", "-4,2", "0,0".
pub fn signed_tenths(lang: Lang, tenths: i64) -> String {
    let t = crate::core::stats::format_tenths(tenths, decimal_sep(lang));
    if tenths > 0 {
        format!("+{t}")
    } else {
        t
    }
}

/// How many characters [`int`] writes for `n`, in either language (one separator per three
/// digits, the same length in both): what a column must hold, without writing it.
pub fn int_len(n: i64) -> usize {
    let digits = digit_count(n);
    digits + (digits - 1) / 3 + usize::from(n < 0)
}

/// How many digits `n` has, without its sign: 1 for 0.
pub fn digit_count(n: i64) -> usize {
    n.unsigned_abs().checked_ilog10().unwrap_or(0) as usize + 1
}

/// How many characters [`signed`] writes for `n`, in either language.
pub fn signed_len(n: i64) -> usize {
    int_len(n) + usize::from(n > 0)
}

/// The decimal separator: a comma in French, a point in English.
pub fn decimal_sep(lang: Lang) -> char {
    lang.pick(',', '.')
}

/// `units / den` points: "40,5" in French, "40.5" in English; thirds as "24 1/3".
pub fn points_units(lang: Lang, units: i64, den: i32) -> String {
    let text = match i32::try_from(units) {
        Ok(u) => format_units(u, den),
        Err(_) => format!("{units}/{den}"),
    };
    match lang {
        Lang::Fr => text.replace('.', ","),
        Lang::En => text,
    }
}

/// Card points: "40,5" in French, "40.5" in English.
pub fn points(lang: Lang, p: Halves) -> String {
    points_units(lang, p.units().into(), 2)
}

/// The decimal separator as the language writes it ("40,5", "40.5").
pub fn decimal_mark(lang: Lang) -> char {
    lang.pick(',', '.')
}

/// "67 %" in French (narrow no-break space), "67%" in English.
pub fn percent(lang: Lang, p: i64) -> String {
    format!("{}{}%", int(lang, p), lang.pick("\u{202f}", ""))
}

/// The words that follow a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noun {
    Card,
    /// Points in general ("Ana gagne avec 180 points").
    Point,
    /// Card points: "points" in French, "card points" in English.
    CardPoint,
    Oudler,
    Hand,
    Amount,
}

impl Noun {
    /// (singular, plural) in `lang`.
    fn forms(self, lang: Lang) -> (&'static str, &'static str) {
        let (fr, en) = match self {
            Noun::Card => (("carte", "cartes"), ("card", "cards")),
            Noun::Point => (("point", "points"), ("point", "points")),
            Noun::CardPoint => (("point", "points"), ("card point", "card points")),
            Noun::Oudler => (("bout", "bouts"), ("oudler", "oudlers")),
            Noun::Hand => (("donne", "donnes"), ("hand", "hands")),
            Noun::Amount => (("montant", "montants"), ("amount", "amounts")),
        };
        lang.pick(fr, en)
    }

    /// The noun in the singular or the plural.
    pub fn word(self, lang: Lang, singular: bool) -> &'static str {
        let (one, many) = self.forms(lang);
        if singular {
            one
        } else {
            many
        }
    }
}

/// Whether the quantity `units / den` takes the singular in `lang`: in French when it is
/// below 2 ("0 bout", "1,5 point"), in English when it is exactly 1.
pub fn singular(lang: Lang, units: i64, den: i32) -> bool {
    let (units, den) = (units.unsigned_abs(), u64::from(den.unsigned_abs().max(1)));
    match lang {
        Lang::Fr => units < 2 * den,
        Lang::En => units == den,
    }
}

/// A whole count and its noun: "0 carte", "2 cartes" / "1 card", "0 cards".
pub fn count(lang: Lang, n: i64, noun: Noun) -> String {
    let word = noun.word(lang, singular(lang, n, 1));
    format!("{} {word}", int(lang, n))
}

/// A count of `units / den` and its noun: "1,5 point", "40,5 points" / "1.5 card points".
pub fn count_units(lang: Lang, units: i64, den: i32, noun: Noun) -> String {
    let word = noun.word(lang, singular(lang, units, den));
    format!("{} {word}", points_units(lang, units, den))
}

/// Card points and their noun: "1,5 point" / "1.5 card points".
pub fn card_points(lang: Lang, p: Halves) -> String {
    count_units(lang, p.units().into(), 2, Noun::CardPoint)
}

/// "4 donnes", "1 donne", "0 donne" / "1 hand", "0 hands".
pub fn hands_count(lang: Lang, n: usize) -> String {
    count(lang, n as i64, Noun::Hand)
}

/// A date and its time of day, from local milliseconds: "22/11/2026 à 21 h 05" /
/// "22 Nov 2026, 21:05" (two sessions of one evening told apart).
pub fn date_time(lang: Lang, local_ms: i64) -> String {
    let minutes = local_ms.div_euclid(60_000).rem_euclid(24 * 60);
    let (h, m) = (minutes / 60, minutes % 60);
    match lang {
        Lang::Fr => format!("{} à {h} h {m:02}", date(lang, local_ms)),
        Lang::En => format!("{}, {h:02}:{m:02}", date(lang, local_ms)),
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
