//! The 78-card French Tarot pack, card values in halves, and exact counting of piles.
//!
//! Card indices are stable forever (the share-link codec stores sets as bits):
//! `0..56` the suits in the order ♠ ♥ ♦ ♣, each from 1 up to 10 then jack (V), knight (C),
//! queen (D), king (R) — index `suit * 14 + rank - 1`; `56..77` the trumps 1 to 21
//! (index `55 + n`); `77` the Excuse.
//!
//! ```
//! use tarot_companion::core::cards::{Card, CardSet};
//! let pile: CardSet = ["T21", "T1", "SR", "H7"].iter().map(|c| c.parse::<Card>().unwrap()).collect();
//! let count = pile.count();
//! assert_eq!((count.points.to_string(), count.oudlers), ("14".to_owned(), 2));
//! assert_eq!(pile.complement().count().points.to_string(), "77");
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::error::{Error, ErrorKind};
use super::points::Halves;

/// Number of cards in the pack.
pub const PACK_SIZE: usize = 78;
/// Card points in the pack (91).
pub const PACK_POINTS: Halves = Halves::from_units(182);

/// The four suits, in index order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}
crate::unit_enum!(Suit { "spades" => Spades, "hearts" => Hearts, "diamonds" => Diamonds, "clubs" => Clubs });

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit at `index` of [`Suit::ALL`] (a choice of the entry screen, a bid's king).
    pub fn at(index: u8) -> Option<Suit> {
        Suit::ALL.get(usize::from(index)).copied()
    }

    /// One letter: S, H, D, C.
    pub const fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// The suit symbol: ♠ ♥ ♦ ♣.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }
}

/// What a card is: a suited card (rank 1..=14: 11 jack/valet, 12 knight/cavalier, 13
/// queen/dame, 14 king/roi), a trump 1..=21, or the Excuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    Suited { suit: Suit, rank: u8 },
    Trump(u8),
    Excuse,
}

/// One card of the pack, by its stable index 0..78.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// The rank letters players use for face cards: V (valet), C (cavalier), D (dame), R (roi).
const FACE_LETTERS: [char; 4] = ['V', 'C', 'D', 'R'];

impl Card {
    /// The Excuse (the Fool).
    pub const EXCUSE: Card = Card(77);
    /// The Petit, trump 1.
    pub const PETIT: Card = Card(56);
    /// The 21 of trumps.
    pub const TWENTY_ONE: Card = Card(76);

    /// The card at `index` (0..78).
    pub fn from_index(index: usize) -> Result<Card, Error> {
        if index < PACK_SIZE {
            Ok(Card(index as u8))
        } else {
            Err(ErrorKind::CardIndex { index }.into())
        }
    }

    /// A suited card, rank 1..=14.
    pub fn suited(suit: Suit, rank: u8) -> Option<Card> {
        (1..=14)
            .contains(&rank)
            .then(|| Card(suit as u8 * 14 + rank - 1))
    }

    /// A trump, 1..=21.
    pub fn trump(n: u8) -> Option<Card> {
        (1..=21).contains(&n).then(|| Card(55 + n))
    }

    /// The stable index 0..78.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Every card in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..PACK_SIZE as u8).map(Card)
    }

    /// What the card is.
    pub const fn kind(self) -> CardKind {
        match self.0 {
            0..=55 => CardKind::Suited {
                suit: Suit::ALL[(self.0 / 14) as usize],
                rank: self.0 % 14 + 1,
            },
            56..=76 => CardKind::Trump(self.0 - 55),
            _ => CardKind::Excuse,
        }
    }

    /// The Petit, the 21 or the Excuse.
    pub const fn is_oudler(self) -> bool {
        matches!(self.0, 56 | 76 | 77)
    }

    /// A trump (not the Excuse).
    pub const fn is_trump(self) -> bool {
        matches!(self.0, 56..=76)
    }

    /// A face card: jack, knight, queen or king.
    pub const fn is_face(self) -> bool {
        matches!(self.kind(), CardKind::Suited { rank: 11..=14, .. })
    }

    /// The card's value: 4.5 oudlers and kings, 3.5 queens, 2.5 knights, 1.5 jacks, 0.5
    /// every other card.
    pub const fn value(self) -> Halves {
        Halves::from_units(match self.kind() {
            CardKind::Excuse => 9,
            CardKind::Trump(1 | 21) => 9,
            CardKind::Trump(_) => 1,
            CardKind::Suited { rank, .. } => match rank {
                14 => 9,
                13 => 7,
                12 => 5,
                11 => 3,
                _ => 1,
            },
        })
    }

    /// The short code used in files and tests: "SR" king of spades, "H7", "D10", "CV" jack of
    /// clubs, "T21" trump 21, "EX" the Excuse. It is data, not a localized name.
    pub fn code(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            CardKind::Excuse => f.write_str("EX"),
            CardKind::Trump(n) => write!(f, "T{n}"),
            CardKind::Suited {
                suit,
                rank: r @ 11..=14,
            } => {
                write!(f, "{}{}", suit.letter(), FACE_LETTERS[usize::from(r - 11)])
            }
            CardKind::Suited { suit, rank } => write!(f, "{}{rank}", suit.letter()),
        }
    }
}

impl FromStr for Card {
    type Err = Error;

    fn from_str(text: &str) -> Result<Card, Error> {
        let bad = || {
            Error::from(ErrorKind::CardCode {
                text: text.to_owned(),
            })
        };
        let t = text.trim().to_ascii_uppercase();
        if t == "EX" {
            return Ok(Card::EXCUSE);
        }
        let mut chars = t.chars();
        let first = chars.next().ok_or_else(bad)?;
        let rest = chars.as_str();
        if first == 'T' {
            return rest
                .parse::<u8>()
                .ok()
                .and_then(Card::trump)
                .ok_or_else(bad);
        }
        let suit = Suit::ALL
            .into_iter()
            .find(|s| s.letter() == first)
            .ok_or_else(bad)?;
        let rank = match FACE_LETTERS
            .iter()
            .position(|c| rest.len() == 1 && rest.starts_with(*c))
        {
            Some(i) => i as u8 + 11,
            None if rest.bytes().all(|b| b.is_ascii_digit()) => {
                rest.parse::<u8>().map_err(|_| bad())?
            }
            None => return Err(bad()),
        };
        if rank > 10 && rest.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        Card::suited(suit, rank).ok_or_else(bad)
    }
}

/// Card points and oudlers of a pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Count {
    pub points: Halves,
    pub oudlers: u8,
}

/// A set of cards of the pack as 78 bits: bit `i` is the card of index `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u128);

impl CardSet {
    /// No card.
    pub const EMPTY: CardSet = CardSet(0);
    /// The whole pack.
    pub const FULL: CardSet = CardSet((1u128 << 78) - 1);

    /// The set of these bits; bits 78 and above are refused.
    pub fn from_bits(bits: u128) -> Result<CardSet, Error> {
        if bits & !Self::FULL.0 == 0 {
            Ok(CardSet(bits))
        } else {
            Err(ErrorKind::CardIndex {
                index: 127 - bits.leading_zeros() as usize,
            }
            .into())
        }
    }

    /// The bits: bit `i` is the card of index `i`.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The cards of a list, refusing a card listed twice.
    pub fn from_cards<I: IntoIterator<Item = Card>>(cards: I) -> Result<CardSet, Error> {
        let mut set = CardSet::EMPTY;
        for card in cards {
            if !set.insert(card) {
                return Err(ErrorKind::DuplicateCard { card }.into());
            }
        }
        Ok(set)
    }

    /// Adds a card; false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = 1u128 << card.0;
        let fresh = self.0 & bit == 0;
        self.0 |= bit;
        fresh
    }

    /// Removes a card; false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = 1u128 << card.0;
        let had = self.0 & bit != 0;
        self.0 &= !bit;
        had
    }

    /// Toggles a card (the UI's tap on the grid).
    pub fn toggle(&mut self, card: Card) {
        self.0 ^= 1u128 << card.0;
    }

    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1u128 << card.0) != 0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The other cards of the pack: the other side's pile.
    pub const fn complement(self) -> CardSet {
        CardSet(!self.0 & Self::FULL.0)
    }

    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in index order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(i))
        })
    }

    /// Card points and oudlers of the pile.
    pub fn count(self) -> Count {
        let oudlers = (self.0 & OUDLER_BITS).count_ones() as u8;
        // Every card is worth one half; face cards and oudlers add whole points on top.
        let mut units = self.len() as i32;
        for card in self.intersection(CardSet(VALUABLE_BITS)).iter() {
            units += card.value().units() - 1;
        }
        Count {
            points: Halves::from_units(units),
            oudlers,
        }
    }

    /// The Excuse exchange: the side that played the Excuse keeps it and gives the side
    /// that won the trick a half-point card. `self` is the pile of the side that played the
    /// Excuse, as won in tricks (without the Excuse); `give` is the half-point card it hands
    /// over. Points change by +4 (4.5 in, 0.5 out); the number of cards stays the same.
    pub fn exchange_excuse(self, give: Card) -> Result<CardSet, Error> {
        if self.contains(Card::EXCUSE) {
            return Err(ErrorKind::ExcuseAlreadyInPile.into());
        }
        if give.value().units() != 1 {
            return Err(ErrorKind::ExcuseExchangeCard { card: give }.into());
        }
        let mut pile = self;
        if !pile.remove(give) {
            return Err(ErrorKind::CardNotInPile { card: give }.into());
        }
        pile.insert(Card::EXCUSE);
        Ok(pile)
    }

    /// Checks that a side's pile can have this many cards with `players` players: a whole
    /// number of tricks (no more than were dealt), plus the dog when the dog goes to that side.
    /// In a slam the side without tricks may hold one card, and the slam side every trick but
    /// that one (`slam`: this side's part in it).
    pub fn check_pile_size(
        self,
        players: usize,
        dog_to_this_side: bool,
        slam: InSlam,
    ) -> Result<(), Error> {
        let (hand, dog) = deal(players);
        let extra = if dog_to_this_side { dog } else { 0 };
        let n = self.len();
        // Tricks hold one card of each player, and there are `hand` tricks in all.
        let all = hand * players as u32;
        let tricks = n.checked_sub(extra);
        // The side without tricks kept the Excuse (with no card to give for it), or took a
        // ½-point card for it when it went to the slam side (reading 5): one card in its pile
        // (QA helper-61: such piles were refused as cards, accepted as points).
        let excuse = |t: u32| match slam {
            InSlam::No => false,
            InSlam::Lost => t == 1,
            InSlam::Made => t + 1 == all,
        };
        let ok = players >= 2
            && tricks.is_some_and(|t| (t.is_multiple_of(players as u32) || excuse(t)) && t <= all);
        if ok {
            Ok(())
        } else {
            Err(ErrorKind::PileSize { cards: n, players }.into())
        }
    }
}

const OUDLER_BITS: u128 = (1 << 56) | (1 << 76) | (1 << 77);
/// Face cards of the four suits and the oudlers: the cards worth more than a half.
const VALUABLE_BITS: u128 = {
    let mut bits = OUDLER_BITS;
    let mut suit = 0;
    while suit < 4 {
        bits |= 0b1111 << (suit * 14 + 10);
        suit += 1;
    }
    bits
};

/// A side's part in a slam, for the size of its pile ([`CardSet::check_pile_size`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InSlam {
    /// No slam made.
    No,
    /// This side took every trick.
    Made,
    /// The other side took every trick.
    Lost,
}

/// Cards in each hand and in the dog: 2 players 39 + 0, 3 players 24 + 6, 4 players 18 + 6,
/// 5 players 15 + 3. Other counts give (0, 0).
pub const fn deal(players: usize) -> (u32, u32) {
    match players {
        2 => (39, 0),
        3 => (24, 6),
        4 => (18, 6),
        5 => (15, 3),
        _ => (0, 0),
    }
}

impl FromIterator<Card> for CardSet {
    /// Collects cards; a card listed twice is kept once (use [`CardSet::from_cards`] to refuse).
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// Serialized as the list of card codes (`["T21", "SR", "EX"]`), readable in files.
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(|c| c.to_string()))
    }
}

/// Read from the list of card codes; an unknown code or a card listed twice is refused.
impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let codes = Vec::<String>::deserialize(d)?;
        codes
            .iter()
            .map(|c| c.parse::<Card>())
            .collect::<Result<Vec<_>, _>>()
            .and_then(CardSet::from_cards)
            .map_err(serde::de::Error::custom)
    }
}
