//! A card-point counter for every Tarot game: the 78-, 66- and 54-card packs, their value
//! schemes, and counting a pile in groups of 1 to 4 exactly, by each of the four methods.
//!
//! The reference is the general counting guide (seed 000): cards have *nominal* values
//! (honours and kings 5, queens 4, cavaliers 3, jacks 2, empty cards 1) and are counted in
//! groups of `n`; a group is worth the sum of its nominal values minus `n - 1`. Every count is
//! kept exactly, as a whole number of `1/n` points: [`Count`] holds the whole points and the
//! odd cards left over ("35 points and 2 cards" is 35⅔ when counting in threes), which is how
//! players say it, and rounding is a separate, explicit step ([`Count::rounded`]).
//!
//! # Incomplete groups and the pack total
//!
//! The exact value of a pile of `m` cards is `Σ nominal − m·(n−1)/n`, so its fractional part
//! is always `(m mod n)/n`: the odd cards *are* the fraction. Exact values add up, so a pile
//! plus its complement is always the pack total, for every pack, scheme and group size.
//!
//! Seed 000's table for incomplete groups (two odd cards in threes count as a whole group, one
//! odd card adds nothing for the group; Troccas counts an odd pair in fours as a whole group)
//! is rounding to the nearest whole point, with the half-group tie of pairs and fours going the
//! way the game says ([`Tie`]). Rounded piles still add up to the pack total when the pack
//! divides into whole groups and, for a half-group tie, one side rounds up and the other down
//! (French Tarot: in favour of the winning side). A pack that does not divide (78, 66 or 54
//! cards in fours leave two odd cards) has a fractional total, "71 points and 2 cards" for the
//! 78-card pack; rounding then adds the tie to whichever side holds the odd cards.

use serde::Serialize;
use std::fmt;

/// A suit of the four, in the order the packs list them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Suit {
    Hearts,
    Diamonds,
    Clubs,
    Spades,
}

impl Suit {
    /// The four suits in pack order.
    pub const ALL: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];

    /// Hearts and diamonds: in the 66- and 54-card packs their numeral cards run 1 upwards.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// A court (picture) card of a suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Court {
    King,
    Queen,
    /// The rider (cavalier, horse).
    Cavalier,
    /// The jack (valet, knave).
    Jack,
}

impl Court {
    /// Courts in pack order, highest first.
    pub const ALL: [Court; 4] = [Court::King, Court::Queen, Court::Cavalier, Court::Jack];

    /// Nominal value: king 5, queen 4, cavalier 3, jack 2.
    pub const fn nominal(self) -> i64 {
        match self {
            Court::King => 5,
            Court::Queen => 4,
            Court::Cavalier => 3,
            Court::Jack => 2,
        }
    }
}

/// One card of a Tarot pack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Card {
    /// The unnumbered card: the Excuse (78), the Fool (66), the Sküs (54, the highest trump).
    Fool,
    /// A numbered trump, 1 (the Petit, Pagat) to 21 (the Monde, Mond).
    Trump(u8),
    /// A picture card.
    Court(Suit, Court),
    /// A numeral card of a suit, by the number printed on it.
    Numeral(Suit, u8),
}

impl Card {
    /// The honours (oudlers): the Fool, the 1 and the 21 of trumps.
    pub const fn is_honour(self) -> bool {
        matches!(self, Card::Fool | Card::Trump(1) | Card::Trump(21))
    }

    /// A valuable card: an honour or a court card. All others are *empty* cards.
    pub const fn is_valuable(self) -> bool {
        self.is_honour() || matches!(self, Card::Court(..))
    }
}

impl fmt::Display for Card {
    /// A plain English name, for tests and logs; the app shows its own translated labels.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Fool => f.write_str("Fool"),
            Card::Trump(n) => write!(f, "trump {n}"),
            Card::Court(s, c) => write!(f, "{c:?} of {s:?}"),
            Card::Numeral(s, n) => write!(f, "{n} of {s:?}"),
        }
    }
}

/// The three packs the sources describe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Pack {
    /// French Tarot: four suits of 14 (K Q C J 10–1), trumps 1–21, the Excuse.
    French78,
    /// Tarocchi: the Fool, trumps I–XXI; spades and clubs K Q C V 10–4; hearts and
    /// diamonds K Q C V 1–7.
    Tarocchi66,
    /// Tarock (Cego, Königrufen, Zwanzigerrufen): 22 trumps including the Sküs; per suit
    /// K Q C J and four numeral cards, red suits 1–4, black suits 10–7.
    Tarock54,
}

impl Pack {
    /// All packs.
    pub const ALL: [Pack; 3] = [Pack::French78, Pack::Tarocchi66, Pack::Tarock54];

    /// Number of cards.
    pub const fn len(self) -> usize {
        match self {
            Pack::French78 => 78,
            Pack::Tarocchi66 => 66,
            Pack::Tarock54 => 54,
        }
    }

    /// Never empty; here for clippy's `len_without_is_empty`.
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The numeral cards of a suit, in the order the sources list them (highest rank first).
    fn numerals(self, suit: Suit) -> Vec<u8> {
        match (self, suit.is_red()) {
            (Pack::French78, _) => (1..=10).rev().collect(),
            (Pack::Tarocchi66, true) => (1..=7).collect(),
            (Pack::Tarocchi66, false) => (4..=10).rev().collect(),
            (Pack::Tarock54, true) => (1..=4).collect(),
            (Pack::Tarock54, false) => (7..=10).rev().collect(),
        }
    }

    /// The cards, in a fixed order: the card index the app stores and shows in its grid is
    /// the position in this list, and never changes. The order is the Fool, trumps 1 to 21,
    /// then for each suit (hearts, diamonds, clubs, spades) K, Q, C, J and the numeral cards.
    pub fn cards(self) -> Vec<Card> {
        let mut cards = vec![Card::Fool];
        cards.extend((1..=21).map(Card::Trump));
        for suit in Suit::ALL {
            cards.extend(Court::ALL.iter().map(|&c| Card::Court(suit, c)));
            cards.extend(
                self.numerals(suit)
                    .into_iter()
                    .map(|n| Card::Numeral(suit, n)),
            );
        }
        cards
    }

    /// The card at `index`, if the pack has one.
    pub fn card(self, index: usize) -> Option<Card> {
        self.cards().get(index).copied()
    }

    /// The index of `card` in this pack, if it belongs to it.
    pub fn index_of(self, card: Card) -> Option<usize> {
        self.cards().iter().position(|&c| c == card)
    }
}

/// How much each card is worth (seed 000, "Which cards are worth points" and "Exceptions").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ValueScheme {
    /// Honours and kings 5, queens 4, cavaliers 3, jacks 2, empty cards 1.
    Standard,
    /// Zwanzigerrufen: as standard, but the numeral cards of the suits are worth nothing;
    /// cards are counted singly.
    Zwanzigerrufen,
    /// Lungau Königrufen: as standard, but all empty cards are worth nothing; cards are
    /// counted singly.
    LungauKonigrufen,
}

impl ValueScheme {
    /// All schemes.
    pub const ALL: [ValueScheme; 3] = [
        ValueScheme::Standard,
        ValueScheme::Zwanzigerrufen,
        ValueScheme::LungauKonigrufen,
    ];

    /// The nominal value of `card` under this scheme.
    pub const fn nominal(self, card: Card) -> i64 {
        match card {
            _ if card.is_honour() => 5,
            Card::Court(_, court) => court.nominal(),
            Card::Trump(_) => match self {
                ValueScheme::LungauKonigrufen => 0,
                _ => 1,
            },
            _ => match self {
                ValueScheme::Standard => 1,
                _ => 0,
            },
        }
    }

    /// The only group size this scheme allows, if it has one (the exceptions count singly).
    pub const fn required_group(self) -> Option<Group> {
        match self {
            ValueScheme::Standard => None,
            _ => Some(Group::Ones),
        }
    }
}

impl fmt::Display for ValueScheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ValueScheme::Standard => "the standard values",
            ValueScheme::Zwanzigerrufen => "Zwanzigerrufen",
            ValueScheme::LungauKonigrufen => "Lungau Königrufen",
        })
    }
}

/// The size of the groups cards are counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Group {
    Ones,
    Twos,
    Threes,
    Fours,
}

impl Group {
    /// All group sizes.
    pub const ALL: [Group; 4] = [Group::Ones, Group::Twos, Group::Threes, Group::Fours];

    /// `n`, the number of cards in a group.
    pub const fn size(self) -> u8 {
        match self {
            Group::Ones => 1,
            Group::Twos => 2,
            Group::Threes => 3,
            Group::Fours => 4,
        }
    }

    /// The group of `n` cards, for `n` in 1..=4.
    pub const fn of(n: u8) -> Option<Group> {
        match n {
            1 => Some(Group::Ones),
            2 => Some(Group::Twos),
            3 => Some(Group::Threes),
            4 => Some(Group::Fours),
            _ => None,
        }
    }

    fn n(self) -> i64 {
        i64::from(self.size())
    }
}

/// Which way an odd half group goes when rounding (pairs with one odd card, fours with two).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Tie {
    /// Count the half group as a whole group (Troccas; the winning side in French Tarot).
    Up,
    /// Add nothing for the half group (the losing side in French Tarot).
    Down,
}

/// An exact count of card points: whole points and the odd cards of an incomplete group,
/// each odd card being worth `1/n` of a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Count {
    points: i64,
    cards: u8,
    group: Group,
}

impl Count {
    /// The count worth `units` of `1/n` point.
    pub fn from_units(units: i64, group: Group) -> Count {
        let n = group.n();
        Count {
            points: units.div_euclid(n),
            cards: units.rem_euclid(n) as u8,
            group,
        }
    }

    /// Whole points ("35" in "35 points and 2 cards").
    pub const fn points(self) -> i64 {
        self.points
    }

    /// Odd cards, from 0 to `n - 1` ("2" in "35 points and 2 cards").
    pub const fn cards(self) -> u8 {
        self.cards
    }

    /// The group size the count is in.
    pub const fn group(self) -> Group {
        self.group
    }

    /// The exact value in units of `1/n` point.
    pub fn units(self) -> i64 {
        self.points * self.group.n() + i64::from(self.cards)
    }

    /// Rounded to whole points the way seed 000 treats an incomplete group: more than half a
    /// group counts as a whole group (two odd cards in threes), less than half adds nothing
    /// (one odd card in threes), exactly half goes the way `tie` says.
    pub fn rounded(self, tie: Tie) -> i64 {
        let twice = 2 * i64::from(self.cards);
        let n = self.group.n();
        if twice > n || (twice == n && tie == Tie::Up) {
            self.points + 1
        } else {
            self.points
        }
    }

    /// As though the pile held `k` more empty cards of nominal value 1 (or `-k` fewer):
    /// the Fool adjustment of seed 000 ("count as though an empty card was given in
    /// exchange"), each empty card being worth `1/n`.
    pub fn plus_empty_cards(self, k: i64) -> Count {
        Count::from_units(self.units() + k, self.group)
    }
}

impl fmt::Display for Count {
    /// English, as players say it: "35 points and 2 cards"; the app shows its own labels.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |k: i64| if k == 1 { "" } else { "s" };
        write!(f, "{} point{}", self.points, plural(self.points))?;
        if self.cards > 0 {
            let c = i64::from(self.cards);
            write!(f, " and {c} card{}", plural(c))?;
        }
        Ok(())
    }
}

/// What went wrong with a counter or a pile; the kind carries the numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountError {
    kind: CountErrorKind,
}

/// The kinds of [`CountError`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CountErrorKind {
    /// A card index past the end of the pack.
    NotInPack { index: usize, pack_len: usize },
    /// The same card tapped twice.
    Duplicate { index: usize },
    /// A scheme that counts singly, asked to count in larger groups.
    CountsSingly { scheme: ValueScheme, group: u8 },
}

impl CountError {
    /// What went wrong.
    pub fn kind(&self) -> &CountErrorKind {
        &self.kind
    }
}

impl From<CountErrorKind> for CountError {
    fn from(kind: CountErrorKind) -> Self {
        CountError { kind }
    }
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            CountErrorKind::NotInPack { index, pack_len } => write!(
                f,
                "card {index} is not in the {pack_len}-card pack (cards are numbered 0 to {})",
                pack_len - 1
            ),
            CountErrorKind::Duplicate { index } => write!(f, "card {index} is counted twice"),
            CountErrorKind::CountsSingly { scheme, group } => {
                write!(f, "{scheme} counts cards singly, not in groups of {group}")
            }
        }
    }
}

impl std::error::Error for CountError {}

/// A named counting setup the app offers: one row of [`PRESETS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Preset {
    /// A stable key for storage and labels.
    pub key: &'static str,
    pub pack: Pack,
    pub scheme: ValueScheme,
    pub group: Group,
    /// The half-group tie, where the game has one.
    pub tie: Tie,
}

/// The counting setups of the sources, one row each.
pub const PRESETS: &[Preset] = &[
    Preset {
        key: "french",
        pack: Pack::French78,
        scheme: ValueScheme::Standard,
        group: Group::Twos,
        tie: Tie::Up,
    },
    Preset {
        key: "troccas",
        pack: Pack::French78,
        scheme: ValueScheme::Standard,
        group: Group::Fours,
        tie: Tie::Up,
    },
    Preset {
        key: "tarocchi",
        pack: Pack::Tarocchi66,
        scheme: ValueScheme::Standard,
        group: Group::Threes,
        tie: Tie::Up,
    },
    Preset {
        key: "tarock",
        pack: Pack::Tarock54,
        scheme: ValueScheme::Standard,
        group: Group::Threes,
        tie: Tie::Up,
    },
    Preset {
        key: "zwanzigerrufen",
        pack: Pack::Tarock54,
        scheme: ValueScheme::Zwanzigerrufen,
        group: Group::Ones,
        tie: Tie::Up,
    },
    Preset {
        key: "lungau-konigrufen",
        pack: Pack::Tarock54,
        scheme: ValueScheme::LungauKonigrufen,
        group: Group::Ones,
        tie: Tie::Up,
    },
];

/// A counter: a pack, a value scheme and a group size that fit together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Counter {
    pack: Pack,
    scheme: ValueScheme,
    group: Group,
}

/// A pile counted by each of the four methods of seed 000; all four are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Methods {
    pub original: Count,
    pub fractional: Count,
    pub subtraction: Count,
    pub valuable_cards: Count,
    /// The figures the methods add up, for showing the working.
    pub working: Working,
}

/// The figures behind a count, so the app can show each method's working: the original
/// method is `reduced_sum + groups`, the subtraction method `nominal_sum − subtracted`, each
/// followed by the odd cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Working {
    /// Cards in the pile.
    pub cards: usize,
    /// Complete groups.
    pub groups: usize,
    /// Cards of the incomplete group, 0 to `n − 1`.
    pub odd_cards: u8,
    /// Sum of the nominal values.
    pub nominal_sum: i64,
    /// Sum of the reduced values (nominal − 1).
    pub reduced_sum: i64,
    /// What the subtraction method takes off: `n − 1` per group and one per odd card.
    pub subtracted: i64,
    /// Valuable cards (honours and courts) in the pile.
    pub valuable_cards: usize,
    /// Sum of their nominal values.
    pub valuable_sum: i64,
}

impl Working {
    fn of(cards: &[Card], scheme: ValueScheme, group: Group) -> Working {
        let n = usize::from(group.size());
        let nominal = |c: &&Card| scheme.nominal(**c);
        let valuable: Vec<&Card> = cards.iter().filter(|c| c.is_valuable()).collect();
        let (groups, odd) = (cards.len() / n, cards.len() % n);
        Working {
            cards: cards.len(),
            groups,
            odd_cards: odd as u8,
            nominal_sum: cards.iter().map(|c| scheme.nominal(*c)).sum(),
            reduced_sum: cards.iter().map(|c| scheme.nominal(*c) - 1).sum(),
            subtracted: (groups * (n - 1) + odd) as i64,
            valuable_cards: valuable.len(),
            valuable_sum: valuable.iter().map(nominal).sum(),
        }
    }
}

impl Counter {
    /// A counter, unless the scheme counts singly and `group` is larger.
    pub fn new(pack: Pack, scheme: ValueScheme, group: Group) -> Result<Counter, CountError> {
        match scheme.required_group() {
            Some(required) if required != group => Err(CountErrorKind::CountsSingly {
                scheme,
                group: group.size(),
            }
            .into()),
            _ => Ok(Counter {
                pack,
                scheme,
                group,
            }),
        }
    }

    /// The counter of a preset row.
    pub fn from_preset(preset: &Preset) -> Counter {
        Counter {
            pack: preset.pack,
            scheme: preset.scheme,
            group: preset.group,
        }
    }

    pub const fn pack(&self) -> Pack {
        self.pack
    }

    pub const fn scheme(&self) -> ValueScheme {
        self.scheme
    }

    pub const fn group(&self) -> Group {
        self.group
    }

    /// The cards at these indices, checked: in the pack, none twice.
    pub fn cards(&self, pile: &[usize]) -> Result<Vec<Card>, CountError> {
        let all = self.pack.cards();
        let mut seen = vec![false; all.len()];
        let mut cards = Vec::with_capacity(pile.len());
        for &index in pile {
            let Some(&card) = all.get(index) else {
                return Err(CountErrorKind::NotInPack {
                    index,
                    pack_len: all.len(),
                }
                .into());
            };
            if std::mem::replace(&mut seen[index], true) {
                return Err(CountErrorKind::Duplicate { index }.into());
            }
            cards.push(card);
        }
        Ok(cards)
    }

    /// The exact card points of a pile of card indices.
    pub fn count(&self, pile: &[usize]) -> Result<Count, CountError> {
        Ok(count_fractional(
            &self.cards(pile)?,
            self.scheme,
            self.group,
        ))
    }

    /// The pile counted by each of the four methods.
    pub fn methods(&self, pile: &[usize]) -> Result<Methods, CountError> {
        let cards = self.cards(pile)?;
        let (s, g) = (self.scheme, self.group);
        Ok(Methods {
            original: count_original(&cards, s, g),
            fractional: count_fractional(&cards, s, g),
            subtraction: count_subtraction(&cards, s, g),
            valuable_cards: count_valuable_cards(&cards, s, g),
            working: Working::of(&cards, s, g),
        })
    }

    /// The indices of the pack not in `pile` (what the other side holds), in pack order.
    pub fn complement(&self, pile: &[usize]) -> Result<Vec<usize>, CountError> {
        self.cards(pile)?;
        Ok((0..self.pack.len()).filter(|i| !pile.contains(i)).collect())
    }

    /// The exact card points of the whole pack.
    pub fn pack_total(&self) -> Count {
        count_fractional(&self.pack.cards(), self.scheme, self.group)
    }
}

/// First method: reduced values (nominal − 1), plus one point for each complete group;
/// the odd cards of an incomplete group stay as cards.
pub fn count_original(cards: &[Card], scheme: ValueScheme, group: Group) -> Count {
    let n = group.n();
    let reduced: i64 = cards.iter().map(|&c| scheme.nominal(c) - 1).sum();
    let m = cards.len() as i64;
    Count::from_units((reduced + m / n) * n + m % n, group)
}

/// Second method: the sum of fractional values, nominal − 1 + 1/n per card.
pub fn count_fractional(cards: &[Card], scheme: ValueScheme, group: Group) -> Count {
    let n = group.n();
    let units = cards.iter().map(|&c| n * scheme.nominal(c) - (n - 1)).sum();
    Count::from_units(units, group)
}

/// Third method: nominal values, minus `n − 1` for each group of `n`; an incomplete group of
/// `r` cards is its nominal sum minus `r` points plus its `r` odd cards.
pub fn count_subtraction(cards: &[Card], scheme: ValueScheme, group: Group) -> Count {
    let n = group.n();
    let mut points = 0;
    let mut odd = 0;
    for chunk in cards.chunks(group.size().into()) {
        let sum: i64 = chunk.iter().map(|&c| scheme.nominal(c)).sum();
        let r = chunk.len() as i64;
        if r == n {
            points += sum - (n - 1);
        } else {
            points += sum - r;
            odd = r;
        }
    }
    Count::from_units(points * n + odd, group)
}

/// Fourth method: counting the valuable cards. A group of empty cards is worth one point;
/// a group with `k` valuable cards is worth their nominal sum minus `k − 1`. An incomplete
/// group is completed with empty cards, counted so, then loses the point of its group and
/// keeps its odd cards.
pub fn count_valuable_cards(cards: &[Card], scheme: ValueScheme, group: Group) -> Count {
    let n = group.n();
    let mut points = 0;
    let mut odd = 0;
    for chunk in cards.chunks(group.size().into()) {
        let valuable: Vec<i64> = chunk
            .iter()
            .filter(|c| c.is_valuable())
            .map(|&c| scheme.nominal(c))
            .collect();
        let value = match valuable.len() as i64 {
            // Only the standard scheme counts in groups; the exceptions count singly, where a
            // lone empty card is worth its own value (1, or 0 for the cards they void).
            0 if scheme == ValueScheme::Standard => 1,
            0 => chunk.iter().map(|&c| scheme.nominal(c)).sum(),
            k => valuable.iter().sum::<i64>() - (k - 1),
        };
        let r = chunk.len() as i64;
        if r == n {
            points += value;
        } else {
            points += value - 1;
            odd = r;
        }
    }
    Count::from_units(points * n + odd, group)
}

impl Count {
    /// The same value as [`Points`](crate::core::points::Points) of denominator `DEN`, when
    /// `DEN` is a multiple of the group size (a count in threes as `Thirds`, any count as
    /// `Points<12>`); `None` otherwise or on overflow.
    pub fn to_points<const DEN: i32>(self) -> Option<crate::core::points::Points<DEN>> {
        let n = self.group.n();
        let den = i64::from(DEN);
        if den <= 0 || den % n != 0 {
            return None;
        }
        let units = i32::try_from(self.units().checked_mul(den / n)?).ok()?;
        Some(crate::core::points::Points::from_units(units))
    }
}
