//! Exact card points: an integer count of `1/DEN` points, never a float.
//!
//! French Tarot counts in halves ([`Halves`], "40.5"); games counted in threes use
//! [`Thirds`] ("24 1/3"). Any denominator from 1 up works, so a game counted in groups of
//! 1 to 4 picks `Points<1>` … `Points<4>`.
//!
//! ```
//! use tarot_companion::core::points::Halves;
//! let p: Halves = "40,5".parse().unwrap();
//! assert_eq!(p, Halves::from_units(81));
//! assert_eq!(p.to_string(), "40.5");
//! assert_eq!(Halves::whole(91).unwrap().to_string(), "91");
//! ```

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::{Serialize, Serializer};

use super::error::{Error, ErrorKind};

/// A number of card points counted in units of `1/DEN` of a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points<const DEN: i32>(i32);

/// Card points of French Tarot: half points.
pub type Halves = Points<2>;
/// Card points of games counted in threes.
pub type Thirds = Points<3>;

impl<const DEN: i32> Points<DEN> {
    /// No points.
    pub const ZERO: Self = Points(0);
    /// The denominator: how many units make one point.
    pub const DEN: i32 = DEN;

    /// `units` counted in `1/DEN` of a point.
    pub const fn from_units(units: i32) -> Self {
        Points(units)
    }

    /// The number of `1/DEN` units.
    pub const fn units(self) -> i32 {
        self.0
    }

    /// `points` whole points, or `None` when that overflows.
    pub const fn whole(points: i32) -> Option<Self> {
        match points.checked_mul(DEN) {
            Some(u) => Some(Points(u)),
            None => None,
        }
    }

    /// `whole + num/DEN` points, checked (`num` is 0..DEN).
    pub fn new(whole: i32, num: i32) -> Option<Self> {
        if !(0..DEN).contains(&num) {
            return None;
        }
        whole
            .checked_mul(DEN)?
            .checked_add(if whole < 0 { -num } else { num })
            .map(Points)
    }

    /// True when the points are a whole number.
    pub const fn is_whole(self) -> bool {
        self.0 % DEN == 0
    }

    /// The whole part, rounded towards zero.
    pub const fn trunc(self) -> i32 {
        self.0 / DEN
    }

    /// Checked sum.
    pub fn checked_add(self, other: Self) -> Option<Self> {
        self.0.checked_add(other.0).map(Points)
    }

    /// Checked difference.
    pub fn checked_sub(self, other: Self) -> Option<Self> {
        self.0.checked_sub(other.0).map(Points)
    }
}

impl<const DEN: i32> std::ops::Add for Points<DEN> {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        Points(self.0 + other.0)
    }
}

impl<const DEN: i32> std::ops::Sub for Points<DEN> {
    type Output = Self;
    fn sub(self, other: Self) -> Self {
        Points(self.0 - other.0)
    }
}

impl<const DEN: i32> std::iter::Sum for Points<DEN> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, |a, b| a + b)
    }
}

/// The number of decimal digits that write `1/den` exactly, if any (2 → 1, 4 → 2, 3 → none).
fn decimal_digits(den: i32) -> Option<u32> {
    let mut d = den;
    let (mut twos, mut fives) = (0, 0);
    while d % 2 == 0 {
        d /= 2;
        twos += 1;
    }
    while d % 5 == 0 {
        d /= 5;
        fives += 1;
    }
    (d == 1).then_some(u32::max(twos, fives))
}

/// Writes `units/den` points: decimals when exact ("40.5", "12.25"), else "24 1/3".
pub(crate) fn format_units(units: i32, den: i32) -> String {
    let den64 = i64::from(den.max(1));
    let u = i64::from(units);
    let sign = if u < 0 { "-" } else { "" };
    let (whole, rest) = (u.abs() / den64, u.abs() % den64);
    if rest == 0 {
        return format!("{sign}{whole}");
    }
    match decimal_digits(den) {
        Some(digits) => {
            let scale = 10_i64.pow(digits);
            let frac = rest * scale / den64;
            let text = format!("{frac:0width$}", width = digits as usize);
            format!("{sign}{whole}.{}", text.trim_end_matches('0'))
        }
        None if whole == 0 => format!("{sign}{rest}/{den64}"),
        None => format!("{sign}{whole} {rest}/{den64}"),
    }
}

impl<const DEN: i32> fmt::Display for Points<DEN> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_units(self.0, DEN))
    }
}

fn parse_units(text: &str, den: i32) -> Option<i32> {
    let t = text.trim();
    let (negative, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, t),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let den64 = i64::from(den);
    let units: i64 = if let Some((whole, frac)) = t.split_once(['.', ',']) {
        // "40.5", "40,5", ".5": exact only when frac * den is a whole number of units.
        if !(digits(frac) && (whole.is_empty() || digits(whole))) || frac.len() > 9 {
            return None;
        }
        let w: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let f: i64 = frac.parse().ok()?;
        let scale = 10_i64.pow(frac.len() as u32);
        if (f * den64) % scale != 0 {
            return None;
        }
        w.checked_mul(den64)?.checked_add(f * den64 / scale)?
    } else if let Some((left, d)) = t.split_once('/') {
        // "1/3" or "24 1/3": the denominator must divide DEN.
        let (whole, num) = match left.trim().split_once(' ') {
            Some((w, n)) => (w.trim(), n.trim()),
            None => ("", left.trim()),
        };
        if !(digits(num) && digits(d.trim()) && (whole.is_empty() || digits(whole))) {
            return None;
        }
        let w: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let n: i64 = num.parse().ok()?;
        let dd: i64 = d.trim().parse().ok()?;
        if dd == 0 || den64 % dd != 0 {
            return None;
        }
        w.checked_mul(den64)?
            .checked_add(n.checked_mul(den64 / dd)?)?
    } else {
        if !digits(t) || t.len() > 12 {
            return None;
        }
        t.parse::<i64>().ok()?.checked_mul(den64)?
    };
    i32::try_from(if negative { -units } else { units }).ok()
}

impl<const DEN: i32> FromStr for Points<DEN> {
    type Err = Error;

    /// Accepts "40.5", "40,5", "91", "-3", "24 1/3", "1/3"; refuses what is not a whole
    /// number of `1/DEN` units ("40.3" for halves).
    fn from_str(text: &str) -> Result<Self, Error> {
        parse_units(text, DEN).map(Points).ok_or_else(|| {
            ErrorKind::PointsParse {
                text: text.to_owned(),
            }
            .into()
        })
    }
}

/// Serialized as the text players write ("40.5"), so files stay exact and readable; whole
/// JSON numbers (`41`) are accepted too.
impl<const DEN: i32> Serialize for Points<DEN> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Read from the text players write ("40.5") or a whole JSON number (`41`); a JSON fraction
/// (`40.5` unquoted) is refused, as any float would be.
impl<'de, const DEN: i32> Deserialize<'de> for Points<DEN> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(PointsVisitor::<DEN>)
    }
}

struct PointsVisitor<const DEN: i32>;

impl<const DEN: i32> PointsVisitor<DEN> {
    fn whole<E: de::Error>(n: Option<i32>) -> Result<Points<DEN>, E> {
        n.and_then(Points::whole)
            .ok_or_else(|| E::custom(Error::from(ErrorKind::PointsOverflow)))
    }
}

impl<const DEN: i32> Visitor<'_> for PointsVisitor<DEN> {
    type Value = Points<DEN>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("card points as a string (\"40.5\") or a whole number")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        text.parse().map_err(E::custom)
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Self::Value, E> {
        Self::whole(i32::try_from(n).ok())
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Self::Value, E> {
        Self::whole(i32::try_from(n).ok())
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Err(E::custom(
            "card points written as a JSON fraction: write them as a string (\"40.5\")",
        ))
    }
}
