//! What card points a side can hold: each oudler is 4.5, the dog or the discard ends in one
//! side's pile, and a slam leaves the other side nothing but that pile and perhaps the Excuse.
//!
//! Every number here is in halves (`Points<2>` units): 182 is the pack's 91. `docs/rules.md`,
//! reading 5, gives the readings and the worked numbers; `tests/data/french_hands.json` has a
//! row for each bound.

use super::french::{Contract, Side};

/// An oudler (the Petit, the 21, the Excuse): 4.5 points.
pub const OUDLER: i64 = 9;
/// The pack: 91 points.
pub const PACK: i64 = 182;
/// The cards worth more than a half that are not oudlers, from the highest: four kings (4.5),
/// four queens (3.5), four knights (2.5), four jacks (1.5). Every other card is worth ½.
const FACES: [i64; 4] = [9, 7, 5, 3];

/// The cards set aside at the deal, as a contract uses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetAside {
    /// The taker's discard (Petite, Pousse, Garde), in the attack's pile. FFT: no king and no
    /// oudler; trumps only when forced (and shown), which are ½ like any low card.
    Discard,
    /// The dog as dealt, unseen (Garde sans: the attack's; Garde contre: the defence's). It
    /// may hold any card, oudlers and kings included.
    Dog,
}

impl SetAside {
    /// What the contract does with the cards set aside, and the side whose pile they end in.
    pub const fn of(contract: Contract) -> (SetAside, Side) {
        match contract {
            Contract::Petite | Contract::Pousse | Contract::Garde => {
                (SetAside::Discard, Side::Attack)
            }
            Contract::GardeSans => (SetAside::Dog, Side::Attack),
            Contract::GardeContre => (SetAside::Dog, Side::Defence),
        }
    }

    /// "discard" or "dog" (for English messages).
    pub const fn name(self) -> &'static str {
        match self {
            SetAside::Discard => "discard",
            SetAside::Dog => "dog",
        }
    }

    /// The most a set-aside of `cards` cards holding `oudlers` oudlers is worth: 4.5 per
    /// oudler, then the best of the other cards (no king in a discard); 0 when that many
    /// oudlers do not fit in that many cards.
    pub const fn most(self, cards: u32, oudlers: u8) -> i64 {
        let o = oudlers as u32;
        if o > cards {
            return 0;
        }
        OUDLER * o as i64 + most_without_oudlers(cards - o, matches!(self, SetAside::Dog))
    }
}

/// The most `cards` cards that are not oudlers can be worth, with or without the kings.
pub const fn most_without_oudlers(cards: u32, kings: bool) -> i64 {
    let mut left = cards as i64;
    let mut total = 0;
    let mut i = if kings { 0 } else { 1 };
    while i < FACES.len() && left > 0 {
        let n = if left < 4 { left } else { 4 };
        total += n * FACES[i];
        left -= n;
        i += 1;
    }
    total + left
}

/// An inclusive range of card points, in halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub lo: i64,
    pub hi: i64,
}

impl Span {
    pub const fn contains(self, units: i64) -> bool {
        self.lo <= units && units <= self.hi
    }

    /// The same range seen from the other side: 91 minus it.
    pub const fn other_side(self) -> Span {
        Span {
            lo: PACK - self.hi,
            hi: PACK - self.lo,
        }
    }
}

/// The points of a pile with `oudlers` oudlers: at least 4.5 for each, and at most what the
/// other side's 3 − n oudlers leave (91 − 4.5 × (3 − n)).
pub const fn by_oudlers(oudlers: u8) -> Span {
    let o = oudlers as i64;
    Span {
        lo: OUDLER * o,
        hi: PACK - OUDLER * (3 - o),
    }
}

/// The least a pile of `cards` cards holding `oudlers` oudlers is worth: ½ each card, 4.5
/// each oudler. Without a slam a side's pile is its tricks (one at least) and the set-aside
/// cards if they are its own, so its oudlers can all be in a trick.
pub const fn least_pile(cards: u32, oudlers: u8) -> i64 {
    OUDLER * oudlers as i64 + cards as i64 - oudlers as i64
}

/// A slam: one side took every trick; the other holds only the set-aside cards if they end
/// in its pile (`pile`), and perhaps the Excuse. The points of that other side when it has
/// `oudlers` oudlers, or `None` when it cannot have that many.
///
/// The Excuse of the side without tricks stays its own (seed 004: it never changes sides):
/// it gives a ½-point card of its pile for it, or keeps it without exchange when it has
/// none; some tables give it to the slam side instead, for nothing or for a ½-point card.
/// Every one of those piles is accepted.
pub const fn slam_loser(pile: Option<SetAside>, cards: u32, oudlers: u8) -> Option<Span> {
    let o = oudlers as u32;
    match pile {
        // Nothing, a ½-point card given for the Excuse, or the Excuse kept.
        None => match o {
            0 => Some(Span { lo: 0, hi: 1 }),
            1 => Some(Span {
                lo: OUDLER,
                hi: OUDLER,
            }),
            _ => None,
        },
        Some(set_aside) => {
            // Oudlers in the set-aside cards, plus the Excuse kept from the hand.
            let inside_max = match set_aside {
                SetAside::Dog => cards,
                SetAside::Discard => 0,
            };
            if o > inside_max + 1 || o > 3 {
                return None;
            }
            // Without an oudler: the set-aside cards, and perhaps the ½-point card taken for
            // an Excuse handed to the slam side.
            if o == 0 {
                return Some(Span {
                    lo: cards as i64,
                    hi: set_aside.most(cards, 0) + 1,
                });
            }
            // At least: the oudlers among ½-point cards (an Excuse given a ½ card for, or in
            // the dog). At most: the Excuse kept on top of the richest set-aside cards.
            Some(Span {
                lo: OUDLER * o as i64 + cards as i64 - o as i64,
                hi: OUDLER + set_aside.most(cards, oudlers - 1),
            })
        }
    }
}

/// The cards of the pack.
const CARDS: u32 = 78;

/// A petit slam made: the defence took one trick at least and `tricks` at most (1 or 3), of
/// `trick` cards each, with the `set_aside` cards when they end in its pile (the dog of a
/// Garde contre). Its points when it holds `oudlers` oudlers: ½ a card and 4.5 an oudler at
/// the least; at the most its oudlers and the richest other cards (kings first), and never
/// more than the attack's larger pile leaves it. `None` when that many oudlers do not fit.
pub const fn petit_slam_defence(
    tricks: u32,
    trick: u32,
    set_aside: u32,
    oudlers: u8,
) -> Option<Span> {
    let o = oudlers as u32;
    let fewest = trick + set_aside;
    let most = tricks * trick + set_aside;
    if o > most || oudlers > 3 {
        return None;
    }
    let rich = OUDLER * o as i64 + most_without_oudlers(most - o, true);
    let left = PACK - least_pile(CARDS - most, 3 - oudlers);
    Some(Span {
        lo: least_pile(if o > fewest { o } else { fewest }, oudlers),
        hi: if rich < left { rich } else { left },
    })
}

/// A goulash: the dog belongs to nobody, so the players' points add up to 91 minus what its
/// `dog` cards hold (½ each at least; at most three oudlers and kings at 4.5).
pub const fn goulash_total(dog: u32) -> Span {
    let oudlers = if dog < 3 { dog } else { 3 };
    Span {
        lo: PACK - SetAside::Dog.most(dog, oudlers as u8),
        hi: PACK - dog as i64,
    }
}

/// The number of cards set aside with `players` players: 6 with 3 or 4, 3 with 5, none with 2.
pub const fn set_aside_cards(players: usize) -> u32 {
    super::cards::deal(players).1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_richest_piles() {
        // Four queens and two knights: 19 points; three queens: 10.5.
        assert_eq!(SetAside::Discard.most(6, 0), 38);
        assert_eq!(SetAside::Discard.most(3, 0), 21);
        // Four kings and two queens: 25; two oudlers and four kings: 27.
        assert_eq!(SetAside::Dog.most(6, 0), 50);
        assert_eq!(SetAside::Dog.most(6, 2), 54);
        assert_eq!(most_without_oudlers(20, false), 4 * 7 + 4 * 5 + 4 * 3 + 8);
    }

    #[test]
    fn a_petit_slam_leaves_the_defence_little() {
        // Every trick but one, three players: one trick of 3 cards, 1.5 to 13.5 (three
        // kings); with one oudler 5.5 to 13.5 (an oudler and two kings).
        assert_eq!(petit_slam_defence(1, 3, 0, 0), Some(Span { lo: 3, hi: 27 }));
        assert_eq!(
            petit_slam_defence(1, 3, 0, 1),
            Some(Span { lo: 11, hi: 27 })
        );
        // Every trick but three, five players: 15 cards at most, the four kings, queens and
        // knights and three jacks, 46.5; at least one trick of 5 cards, 2.5.
        assert_eq!(petit_slam_defence(3, 5, 0, 0), Some(Span { lo: 5, hi: 93 }));
        // A Garde contre's dog is the defence's too: 4 to 10 cards (four players, one trick).
        assert_eq!(
            petit_slam_defence(1, 4, 6, 3),
            Some(Span {
                lo: 34,
                hi: 27 + 36 + 21
            })
        );
        // Three oudlers in one trick of three: all of it.
        assert_eq!(
            petit_slam_defence(1, 3, 0, 3),
            Some(Span { lo: 27, hi: 27 })
        );
        assert_eq!(petit_slam_defence(1, 2, 0, 3), None);
    }
}
