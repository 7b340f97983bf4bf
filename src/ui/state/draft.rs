//! The hand being entered, as the players tap it, and its editing: the draft of a stored
//! hand, and one change at a time.

use crate::core::cards::CardSet;
use crate::core::french::{
    half_point_possible, CardPoints, Contract, HandInput, MisereInput, MisereKind, PetitSlamInput,
    PoigneeInput, PoigneeLevel, Side, SlamInput,
};
use serde::{Deserialize, Serialize};

/// What kind of hand the draft is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DraftKind {
    #[default]
    Played,
    Goulash,
}
crate::unit_enum!(DraftKind { "played" => Played, "goulash" => Goulash });

/// The hand being entered, as the players tap it. May be incomplete or impossible.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    /// The hand being edited (its index), or `None` for a new hand.
    pub editing: Option<usize>,
    pub kind: DraftKind,
    /// The taker (two players: the player whose pile is counted).
    pub taker: Option<usize>,
    pub contract: Option<Contract>,
    /// Five players: the called partner, the taker when alone.
    pub partner: Option<usize>,
    /// Five players: the suit of the king called (0 to 3, `Suit::ALL`), noted with the bid.
    pub king: Option<u8>,
    /// Whose card points are entered.
    pub side: Side,
    /// The card points as typed on the keypad ("47", "40.5").
    pub points: String,
    /// The pile tapped on the card grid, when the cards were counted.
    pub cards: Option<CardSet>,
    /// Whether the card grid is shown instead of the keypad.
    pub counting: bool,
    pub oudlers: Option<u8>,
    pub bonuses_open: bool,
    pub petit_au_bout: Option<Side>,
    /// Two players: who took the Petit au bout.
    pub petit_au_bout_seat: Option<usize>,
    pub poignees: Vec<PoigneeInput>,
    pub slam: SlamInput,
    pub petit_slam: PetitSlamInput,
    pub miseres: Vec<MisereInput>,
    /// Goulash: each player's card points as typed.
    pub goulash: Vec<String>,
    /// The last key typed into the points, refused, and why: said under them until the next
    /// edit (QA: "100" showed "10", the last key dropped without a word). Not stored.
    #[serde(skip)]
    pub refused: Option<KeyRefused>,
    /// Confirm was tapped with something missing: each field missing says so beside it, until
    /// the hand ends (QA: "Choose the taker." under the buttons, the taker's field a screen
    /// above, unmarked). Not stored.
    #[serde(skip)]
    pub asked: bool,
    /// A decimal separator was the last key typed ("40,"): the next digit is the decimal, 5
    /// a half, 0 none, any other refused (QA helper-62: "," typed the half, so "40,6" gave
    /// 40.5 and "40,5" refused its 5). Not stored.
    #[serde(skip)]
    pub decimal: bool,
}

/// Why a key typed into the card points changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyRefused {
    /// A third digit, or anything after a half point: card points run from 0 to 91.
    Complete,
    /// A half point where the rules have none (4 players, no slam made).
    NoHalf,
    /// A decimal that is not a half ("40,6"): card points go by halves.
    Halves,
}

/// The key a typed decimal separator is ("," or "."; [`DraftEdit::Key`]).
pub const SEPARATOR: char = ',';

impl Default for Draft {
    fn default() -> Self {
        Draft {
            editing: None,
            kind: DraftKind::Played,
            taker: None,
            contract: None,
            partner: None,
            king: None,
            side: Side::Attack,
            points: String::new(),
            cards: None,
            counting: false,
            oudlers: None,
            bonuses_open: false,
            petit_au_bout: None,
            petit_au_bout_seat: None,
            poignees: Vec::new(),
            slam: SlamInput::default(),
            petit_slam: PetitSlamInput::default(),
            miseres: Vec::new(),
            goulash: Vec::new(),
            refused: None,
            decimal: false,
            asked: false,
        }
    }
}

/// One change to the draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftEdit {
    Kind(DraftKind),
    Taker(usize),
    Contract(Contract),
    Partner(usize),
    King(u8),
    Side(Side),
    /// A keypad key: a digit, or '½'.
    Key(char),
    Backspace,
    ClearPoints,
    /// The points field's whole text (pasted, or filled at once): read as its keys.
    TypePoints(String),
    ToggleCounting,
    Cards(CardSet),
    Oudlers(u8),
    ToggleBonuses,
    PetitAuBout(Option<Side>),
    PetitAuBoutSeat(Option<usize>),
    Poignee(usize, Option<PoigneeLevel>),
    SlamAnnounced(bool),
    SlamMadeBy(Option<Side>),
    PetitSlamAnnounced(bool),
    PetitSlamMade(bool),
    Misere(usize, MisereKind, bool),
    GoulashPoints(usize, String),
}

impl Draft {
    /// The draft of a stored hand, to edit it.
    pub fn from_input(input: &HandInput, players: usize) -> Draft {
        let mut d = Draft {
            goulash: vec![String::new(); players],
            ..Draft::default()
        };
        match input {
            HandInput::Played(p) => {
                d.taker = Some(p.taker);
                d.contract = Some(p.contract);
                d.partner = p.partner;
                d.king = p.king.map(|k| k as u8);
                match p.points {
                    CardPoints::Attack(x) => {
                        d.side = Side::Attack;
                        d.points = x.to_string();
                    }
                    CardPoints::Defence(x) => {
                        d.side = Side::Defence;
                        d.points = x.to_string();
                    }
                    CardPoints::AttackCards(c) => {
                        d.side = Side::Attack;
                        d.cards = Some(c);
                        d.counting = true;
                    }
                    CardPoints::DefenceCards(c) => {
                        d.side = Side::Defence;
                        d.cards = Some(c);
                        d.counting = true;
                    }
                }
                d.oudlers = p.oudlers;
                d.petit_au_bout = p.petit_au_bout;
                d.poignees = p.poignees.clone();
                d.slam = p.slam.unwrap_or_default();
                d.petit_slam = p.petit_slam.unwrap_or_default();
                d.miseres = p.miseres.clone();
                d.bonuses_open = p.petit_au_bout.is_some()
                    || !p.poignees.is_empty()
                    || p.slam.is_some()
                    || p.petit_slam.is_some()
                    || !p.miseres.is_empty();
            }
            HandInput::TwoPlayer(t) => {
                d.taker = Some(t.seat);
                d.points = t.points.to_string();
                d.oudlers = Some(t.oudlers);
                d.petit_au_bout_seat = t.petit_au_bout;
                d.bonuses_open = t.petit_au_bout.is_some();
            }
            HandInput::Goulash { points } => {
                d.kind = DraftKind::Goulash;
                d.goulash = points.iter().map(|p| p.to_string()).collect();
            }
            HandInput::NotPlayed { .. } | HandInput::Penalty { .. } => {}
        }
        d
    }

    /// Applies one edit.
    pub fn edit(&mut self, edit: DraftEdit, players: usize) {
        self.refused = None;
        // Any edit ends a decimal begun, but the key that follows it.
        let decimal = std::mem::take(&mut self.decimal);
        match edit {
            DraftEdit::Kind(k) => self.kind = k,
            DraftEdit::Taker(t) => {
                if t < players {
                    let before = self.taker.replace(t);
                    match self.partner {
                        // Alone stays alone.
                        Some(p) if Some(p) == before => self.partner = Some(t),
                        // The partner chosen became the taker: not "alone" without a word,
                        // the partner is to be chosen again.
                        Some(p) if p == t => self.partner = None,
                        _ => {}
                    }
                }
            }
            DraftEdit::Contract(c) => self.contract = Some(c),
            DraftEdit::Partner(p) => {
                if p < players {
                    self.partner = Some(p);
                }
            }
            DraftEdit::King(k) => self.king = Some(k),
            // What was entered, typed or tapped, is now read as the pile of the side chosen
            // (it was entered under the wrong one): the cards stay tapped and the points and
            // oudlers they make stay with them. Dropping the cards alone left their points
            // read for the other side, and the display no longer matched the grid.
            DraftEdit::Side(s) => self.side = s,
            // The digit after a separator: a half, nothing, or refused.
            DraftEdit::Key(k) if decimal && k.is_ascii_digit() => match k {
                '5' => self.edit(DraftEdit::Key('½'), players),
                '0' => self.cards = None,
                _ => self.refused = Some(KeyRefused::Halves),
            },
            DraftEdit::Key(k) => {
                // Nothing comes after a half point ("40.5" is complete).
                let half = self.points.contains('.');
                if k == SEPARATOR {
                    match half {
                        true => self.refused = Some(KeyRefused::Complete),
                        false => self.decimal = true,
                    }
                } else if k == '½' {
                    // The core's rule: a half with 3 or 5 players, or in a slam made.
                    if half {
                        self.refused = Some(KeyRefused::Complete);
                    } else if !half_point_possible(players, self.slam.made_by.is_some()) {
                        self.refused = Some(KeyRefused::NoHalf);
                    } else {
                        if self.points.is_empty() {
                            self.points.push('0');
                        }
                        self.points.push_str(".5");
                    }
                } else if k.is_ascii_digit() {
                    if half || self.points.len() >= 2 {
                        self.refused = Some(KeyRefused::Complete);
                    } else {
                        if self.points == "0" {
                            self.points.clear();
                        }
                        self.points.push(k);
                    }
                }
                self.cards = None;
            }
            // "40," loses its separator: "40" (the edit has ended the decimal).
            DraftEdit::Backspace if decimal => {}
            DraftEdit::Backspace => {
                if self.points.ends_with(".5") {
                    self.points.truncate(self.points.len() - 2);
                } else {
                    self.points.pop();
                }
            }
            DraftEdit::ClearPoints => {
                self.points.clear();
                self.cards = None;
            }
            DraftEdit::TypePoints(text) => {
                self.edit(DraftEdit::ClearPoints, players);
                // The whole number's digits, then a half: "½", or "5" after "," or ".";
                // nothing after a separator is "40,": whole; any other decimal is refused,
                // said as not a half, the whole number kept. Other characters are not points.
                let (whole, decimals) = text.split_once([',', '.']).unwrap_or((&text, ""));
                let mut keys: Vec<char> = whole
                    .chars()
                    .filter(|&c| c.is_ascii_digit() || c == '½')
                    .collect();
                let decimals: String = decimals.chars().filter(char::is_ascii_digit).collect();
                let mut refused = None;
                match decimals.trim_end_matches('0') {
                    "" => {}
                    "5" => keys.push('½'),
                    _ => refused = Some(KeyRefused::Halves),
                }
                // Below zero is no card points: refused, as a number above 91 is.
                if text.trim_start().starts_with('-') {
                    keys.clear();
                    refused = Some(KeyRefused::Complete);
                }
                for k in keys {
                    self.edit(DraftEdit::Key(k), players);
                    refused = refused.or(self.refused);
                }
                self.refused = refused;
            }
            // Counting starts from the cards tapped: points typed before are not theirs, and
            // showing them over an empty grid scored them (QA helper-59).
            DraftEdit::ToggleCounting => {
                self.counting = !self.counting;
                if self.counting && self.cards.is_none() {
                    self.points.clear();
                }
            }
            DraftEdit::Cards(c) => {
                let count = c.count();
                self.cards = Some(c);
                self.oudlers = Some(count.oudlers);
                self.points = count.points.to_string();
            }
            DraftEdit::Oudlers(o) => {
                if o <= 3 {
                    self.oudlers = Some(o);
                }
            }
            DraftEdit::ToggleBonuses => self.bonuses_open = !self.bonuses_open,
            DraftEdit::PetitAuBout(s) => self.petit_au_bout = s,
            DraftEdit::PetitAuBoutSeat(s) => self.petit_au_bout_seat = s,
            DraftEdit::Poignee(seat, level) => {
                self.poignees.retain(|p| p.seat != seat);
                if let Some(level) = level {
                    self.poignees.push(PoigneeInput {
                        seat,
                        level,
                        trumps: None,
                    });
                    crate::core::sort_by_key(&mut self.poignees, |p| p.seat);
                }
            }
            DraftEdit::SlamAnnounced(b) => self.slam.announced = b,
            DraftEdit::SlamMadeBy(s) => self.slam.made_by = s,
            DraftEdit::PetitSlamAnnounced(b) => self.petit_slam.announced = b,
            DraftEdit::PetitSlamMade(b) => self.petit_slam.made = b,
            DraftEdit::Misere(seat, kind, on) => {
                self.miseres.retain(|m| !(m.seat == seat && m.kind == kind));
                if on {
                    self.miseres.push(MisereInput { seat, kind });
                    crate::core::sort_by_key(&mut self.miseres, |m| (m.seat, m.kind as u8));
                }
            }
            DraftEdit::GoulashPoints(seat, text) => {
                if self.goulash.len() < players {
                    self.goulash.resize(players, String::new());
                }
                if let Some(slot) = self.goulash.get_mut(seat) {
                    *slot = text;
                }
            }
        }
    }
}
