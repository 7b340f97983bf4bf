//! The adapters to the core: a session's French Tarot settings, rules and hands as the core
//! takes them, and its scoring.

use crate::core::error::{Error, ErrorKind};
use crate::core::french::{score, HandContext, HandInput, HandScore};
use crate::core::rules::Rules;
use crate::core::scorecard::{FrenchSettings, Scorecard};
use crate::session::{Game, HandRecord, Session};

/// The French Tarot settings of a session, if it plays French Tarot.
#[allow(unreachable_patterns)]
pub fn french_settings(session: &Session) -> Option<&FrenchSettings> {
    match &session.game {
        Game::FrenchTarot(s) => Some(s),
        _ => None,
    }
}

/// The French Tarot hand of a record, if it is one.
#[allow(unreachable_patterns)]
pub fn french_hand(record: &HandRecord) -> Option<&HandInput> {
    match record {
        HandRecord::FrenchTarot(h) => Some(h),
        _ => None,
    }
}

/// The rules of a session.
pub fn session_rules(session: &Session) -> Option<Rules> {
    french_settings(session).and_then(|s| s.rules().ok())
}

/// What the core needs besides the hand to score it in `session`.
pub(super) fn context<'a>(
    session: &Session,
    settings: &'a FrenchSettings,
    rules: &'a Rules,
) -> HandContext<'a> {
    HandContext {
        players: session.players.len(),
        rules,
        preset_id: &settings.preset,
        round_to_ten: settings.round_to_ten,
    }
}

/// Scores `input` in `session` with the core.
pub fn score_in(session: &Session, input: &HandInput) -> Result<HandScore, Error> {
    let settings = french_settings(session).ok_or(ErrorKind::PlayerCount { players: 0 })?;
    let rules = settings.rules()?;
    score(input, &context(session, settings, &rules))
}

/// The session's scorecard, recomputed by the core.
pub fn scorecard_of(session: &Session) -> Option<Scorecard> {
    session.scorecard().ok()
}
