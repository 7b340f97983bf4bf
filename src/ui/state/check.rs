//! The hand's check: the draft turned into the core's [`HandInput`], what is still missing,
//! what the core refuses, and the core's score with what each contract would give. Computed
//! once per change of the draft or of its session, by the reducer ([`AppState::check`]):
//! rendering reads it, confirming records its input.

use std::rc::Rc;

use crate::core::cards::Suit;
use crate::core::error::ErrorKind;
use crate::core::french::{
    CardPoints, Contract, HandInput, HandScore, PlayedInput, Side, TwoPlayerInput,
};
use crate::core::points::Halves;
use crate::session::Session;

use super::adapters::{french_settings, score_in, session_rules};
use super::{AppState, Draft, DraftKind, View};

/// The field of the hand entry a problem belongs next to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Taker,
    Contract,
    Partner,
    Points,
    Oudlers,
    Bonuses,
    Goulash,
}

/// Why the draft cannot be confirmed yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing chosen yet.
    Missing(Field),
    /// The core refused the hand.
    Core(Field, ErrorKind),
}

impl Problem {
    pub fn field(&self) -> Field {
        match self {
            Problem::Missing(f) | Problem::Core(f, _) => *f,
        }
    }
}

/// The field a core error is about.
pub fn error_field(kind: &ErrorKind) -> Field {
    use ErrorKind as K;
    match kind {
        K::PointsAbovePack { .. }
        | K::PointsNegative { .. }
        | K::PointsParse { .. }
        | K::PointsOverflow
        | K::HalfPoint { .. }
        | K::PileSize { .. }
        | K::DuplicateCard { .. }
        | K::PointsBelowOudlers { .. }
        | K::PointsAboveOudlers { .. }
        | K::SetAsidePoints { .. } => Field::Points,
        K::TooManyOudlers { .. } | K::OudlersMismatch { .. } | K::OudlersMissing => Field::Oudlers,
        K::PartnerNeedsFive { .. } | K::PartnerMissing | K::KingNeedsFive { .. } => Field::Partner,
        K::ContractNotInPreset { .. } => Field::Contract,
        K::GoulashSeats { .. } | K::GoulashTotal { .. } => Field::Goulash,
        K::SeatOutOfRange { .. } => Field::Taker,
        _ => Field::Bonuses,
    }
}

/// The other fields an error depends on: while one is still missing (and filled in with a
/// stand-in to check the rest), the error is not the player's.
fn error_needs(kind: &ErrorKind) -> &'static [Field] {
    use ErrorKind as K;
    match kind {
        K::PointsBelowOudlers { .. } | K::PointsAboveOudlers { .. } => &[Field::Oudlers],
        K::SetAsidePoints { .. } | K::SlamPoints { .. } | K::PetitSlamPoints { .. } => {
            &[Field::Points, Field::Oudlers, Field::Contract]
        }
        K::PetitAuBoutWithoutOudler { .. } | K::PetitAuBoutSeatWithoutOudler { .. } => {
            &[Field::Oudlers]
        }
        _ => &[],
    }
}

/// The draft checked: the core's input when complete, the problems, the score when valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftCheck {
    pub input: Option<HandInput>,
    pub problems: Vec<Problem>,
    pub score: Option<HandScore>,
    /// The card points typed, read once (`None` while nothing or nothing readable is typed).
    pub points: Option<Halves>,
    /// What the taker would win or lose with each contract of the rules, the rest of the
    /// hand unchanged, when the hand is valid ([`contract_stakes`]).
    pub stakes: Vec<(Contract, i64)>,
}

impl DraftCheck {
    /// The first problem next to `field`.
    pub fn problem(&self, field: Field) -> Option<&Problem> {
        self.problems.iter().find(|p| p.field() == field)
    }
}

/// Checks the draft against the session: what is missing, what the core refuses, the score
/// and the stakes of each contract. The typed points are read once, here.
pub fn check_draft(session: &Session, draft: &Draft) -> DraftCheck {
    let players = session.players.len();
    let points = draft.points.parse::<Halves>().ok();
    let mut check = DraftCheck {
        input: None,
        problems: Vec::new(),
        score: None,
        points,
        stakes: Vec::new(),
    };
    match draft.to_input_with(players, points) {
        Err(missing) => {
            check.problems = missing.iter().copied().map(Problem::Missing).collect();
            // What is entered may already be wrong (92 points): check it with the missing
            // fields filled in, and keep the errors about fields that are not missing.
            let filled = draft.filled(session, points);
            if let Some(Ok(input)) = filled.map(|(d, p)| d.to_input_with(players, p)) {
                if let Err(e) = score_in(session, &input) {
                    let field = error_field(e.kind());
                    let needs = error_needs(e.kind());
                    if !missing.contains(&field) && !needs.iter().any(|f| missing.contains(f)) {
                        check.problems.push(Problem::Core(field, e.kind().clone()));
                    }
                }
            }
        }
        Ok(input) => {
            match score_in(session, &input) {
                Ok(score) => {
                    check.stakes = contract_stakes(session, &input);
                    check.score = Some(score);
                }
                Err(e) => {
                    check.problems = vec![Problem::Core(error_field(e.kind()), e.kind().clone())];
                }
            }
            check.input = Some(input);
        }
    }
    check
}

/// What the taker would win or lose with each contract of the rules, the rest of the hand
/// unchanged (the core scores each).
pub fn contract_stakes(session: &Session, input: &HandInput) -> Vec<(Contract, i64)> {
    let (HandInput::Played(p), Some(rules)) = (input, session_rules(session)) else {
        return Vec::new();
    };
    rules
        .multipliers
        .contracts()
        .filter_map(|(c, _)| {
            let alt = HandInput::Played(PlayedInput {
                contract: c,
                ..p.clone()
            });
            let s = score_in(session, &alt).ok()?;
            Some((c, s.deltas[p.taker]))
        })
        .collect()
}

/// The check of the draft being entered, with what it was made from: the reducer makes it
/// again only when the draft or its session changed ([`AppState::refresh_check`]).
#[derive(Debug)]
struct Checked {
    session: Rc<Session>,
    draft: Draft,
    check: DraftCheck,
}

/// The state's check of the hand being entered, shared by the states that have the same
/// draft and session. Made from the state's other fields, it takes no part in comparing
/// states: two states with the same sessions and draft are equal whatever it holds.
#[derive(Clone, Debug, Default)]
pub struct CheckCache(Option<Rc<Checked>>);

impl PartialEq for CheckCache {
    fn eq(&self, _: &CheckCache) -> bool {
        true
    }
}

impl Eq for CheckCache {}

impl AppState {
    /// The check of the French Tarot hand being entered, as the last change left it (`None`
    /// on another screen, or when the state was put together without the reducer).
    pub fn check(&self) -> Option<&DraftCheck> {
        self.fresh_check().map(|c| &c.check)
    }

    /// The check made from this draft and this session, if it is the one kept.
    fn fresh_check(&self) -> Option<&Checked> {
        let checked = self.checked.0.as_deref()?;
        let session = self.entry_session()?;
        (Rc::ptr_eq(session, &checked.session) && checked.draft == self.draft).then_some(checked)
    }

    /// The French Tarot session whose hand is being entered.
    fn entry_session(&self) -> Option<&Rc<Session>> {
        match &self.view {
            View::Entry { session } => self
                .session(session)
                .filter(|s| french_settings(s).is_some()),
            _ => None,
        }
    }

    /// Checks the draft again if it or its session changed since the last check (the
    /// reducer does after every action; storage's restored state too).
    pub fn refresh_check(&mut self) {
        if self.fresh_check().is_some() {
            return;
        }
        self.checked.0 = self.entry_session().map(|session| {
            Rc::new(Checked {
                session: Rc::clone(session),
                draft: self.draft.clone(),
                check: check_draft(session, &self.draft),
            })
        });
    }
}

impl Draft {
    /// The draft with neutral values in its empty fields, to check what is entered, with
    /// its card points (`points`: the typed ones, read).
    fn filled(&self, session: &Session, points: Option<Halves>) -> Option<(Draft, Option<Halves>)> {
        if self.kind == DraftKind::Goulash {
            return None;
        }
        let rules = session_rules(session)?;
        let mut d = self.clone();
        let taker = d.taker.unwrap_or(0);
        d.taker = Some(taker);
        if d.contract.is_none() {
            d.contract = rules.multipliers.contracts().next().map(|(c, _)| c);
        }
        if d.partner.is_none() {
            d.partner = Some(taker);
        }
        let points = if d.points.is_empty() && d.cards.is_none() {
            Some(Halves::ZERO)
        } else {
            points
        };
        if d.oudlers.is_none() {
            d.oudlers = Some(0);
        }
        Some((d, points))
    }

    /// The core's input, or the fields still missing.
    pub fn to_input(&self, players: usize) -> Result<HandInput, Vec<Field>> {
        self.to_input_with(players, self.points.parse::<Halves>().ok())
    }

    /// [`Draft::to_input`] with the typed card points already read (`points`).
    fn to_input_with(
        &self,
        players: usize,
        points: Option<Halves>,
    ) -> Result<HandInput, Vec<Field>> {
        let mut missing = Vec::new();
        if self.kind == DraftKind::Goulash {
            let mut pts = Vec::new();
            for text in self.goulash.iter().take(players) {
                match text.trim().parse::<Halves>() {
                    Ok(p) => pts.push(p),
                    Err(_) => return Err(vec![Field::Goulash]),
                }
            }
            if pts.len() != players {
                return Err(vec![Field::Goulash]);
            }
            return Ok(HandInput::Goulash { points: pts });
        }
        if self.taker.is_none() {
            missing.push(Field::Taker);
        }
        if players == 2 {
            if points.is_none() {
                missing.push(Field::Points);
            }
            if self.oudlers.is_none() {
                missing.push(Field::Oudlers);
            }
            return match (self.taker, points, self.oudlers) {
                (Some(seat), Some(points), Some(oudlers)) => {
                    Ok(HandInput::TwoPlayer(TwoPlayerInput {
                        seat,
                        points,
                        oudlers,
                        petit_au_bout: self.petit_au_bout_seat,
                    }))
                }
                _ => Err(missing),
            };
        }
        if self.contract.is_none() {
            missing.push(Field::Contract);
        }
        if players == 5 && self.partner.is_none() {
            missing.push(Field::Partner);
        }
        let card_points = match (self.cards, points, self.side) {
            (Some(c), _, Side::Attack) => Some(CardPoints::AttackCards(c)),
            (Some(c), _, Side::Defence) => Some(CardPoints::DefenceCards(c)),
            (None, Some(p), Side::Attack) => Some(CardPoints::Attack(p)),
            (None, Some(p), Side::Defence) => Some(CardPoints::Defence(p)),
            (None, None, _) => None,
        };
        if card_points.is_none() {
            missing.push(Field::Points);
        }
        if self.oudlers.is_none() && self.cards.is_none() {
            missing.push(Field::Oudlers);
        }
        let (Some(taker), Some(contract), Some(points), true) =
            (self.taker, self.contract, card_points, missing.is_empty())
        else {
            return Err(missing);
        };
        let slam = (self.slam.announced || self.slam.made_by.is_some()).then_some(self.slam);
        let petit_slam =
            (self.petit_slam.announced || self.petit_slam.made).then_some(self.petit_slam);
        Ok(HandInput::Played(PlayedInput {
            taker,
            contract,
            partner: if players == 5 { self.partner } else { None },
            king: self.king.filter(|_| players == 5).and_then(Suit::at),
            points,
            oudlers: self.oudlers,
            petit_au_bout: self.petit_au_bout,
            poignees: self.poignees.clone(),
            slam,
            petit_slam,
            miseres: self.miseres.clone(),
        }))
    }
}
