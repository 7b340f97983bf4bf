//! Share links: a whole [`Session`] in the fragment of a URL, compact, versioned and total.
//!
//! The link is `<app URL>#s=<payload>`. The fragment never reaches a server. The payload is
//! base64url (no padding) of one version byte followed by a bit stream and, from version 3,
//! a CRC-24 of both (format in `docs/share-link.md`): seats take the bits the player count
//! needs, small numbers take an Elias gamma code, names take 6 bits a character when they can. A 20-hand five-player
//! session takes about 150 characters, against about 1,900 for its JSON in base64url.
//!
//! ```
//! use tarot_companion::session::{Game, Session};
//! use tarot_companion::share;
//!
//! let players = ["Anne", "Bruno", "Chloé"].map(String::from).to_vec();
//! let session = Session::new("s1", 1_763_800_000_000, players, Game::FrenchTarot(Default::default()));
//! let payload = share::encode(&session).unwrap();
//! assert_eq!(share::decode(&payload).unwrap(), session);
//! assert_eq!(share::decode("?").unwrap_err().to_string(),
//!            "the link is damaged: \"?\" at position 0 is not a link character");
//! ```
//!
//! # Totality
//! [`decode`] gives `Ok(session)` or a [`ShareError`] for every string: the length is capped
//! ([`MAX_PAYLOAD_CHARS`]) before anything is decoded, every read is bounds-checked, every
//! length is checked against the bits left before allocating, and the decoded session must
//! make a scorecard. A long property test feeds it arbitrary strings and bytes.
//!
//! # Stability
//! Version 1 (first byte `1`) is frozen: `tests/share.rs` keeps a v1 sample that must decode
//! to the same session forever. A change to the layout is a new version byte; decoders keep
//! reading every older version.

mod bits;
mod games;

use std::fmt;

pub use bits::{base64url_decode, base64url_encode};
use bits::{BitReader, BitWriter};

use crate::core::cards::{CardSet, Suit};
use crate::core::error::Error as CoreError;
use crate::core::french::{
    CardPoints, Contract, HandInput, MisereInput, MisereKind, NotPlayedReason, PetitSlamInput,
    PlayedInput, PoigneeInput, PoigneeLevel, Side, SlamInput, TwoPlayerInput,
};
use crate::core::points::Halves;
use crate::core::rules::RuleOptions;
use crate::core::scorecard::FrenchSettings;
use crate::session::{Game, HandRecord, Session, FORMAT_VERSION};

/// The layout of a session without penalties (see [`PENALTY_VERSION`]): version byte 1, or 3
/// with its check ([`CHECKED`]), which this build writes.
pub const LINK_VERSION: u8 = 1;
/// The version byte of a session with a penalty row or a penalty amount set: version 1's
/// layout with the penalty codes (docs/share-link.md); 4 with its check. Other sessions
/// keep version 1's layout.
pub const PENALTY_VERSION: u8 = 2;
/// The layout of a session where a called king was noted: version 2's layout with the king
/// of each played hand (docs/share-link.md). Only ever written with its check: version 5.
pub const KING_VERSION: u8 = 3;
/// Added to the layout's version byte (1, 2 or 3) when the link ends with its check
/// (three bytes of [`crc24`]): versions 3, 4 and 5, what this build writes. A character
/// changed or lost anywhere in such a link is found, where versions 1 and 2 could read as
/// another scorecard (a name respelled, a hand's contract changed, other totals).
pub const CHECKED: u8 = 2;
/// The bytes of the check at the end of a checked link.
const CHECK_BYTES: usize = 3;
/// Version bytes a later build may write: the format changes rarely, so a link whose first
/// byte is above this was damaged, not made by a newer app (issue #17, D8).
pub const LATEST_PLAUSIBLE_VERSION: u8 = 15;

/// The longest payload accepted or produced, in characters (about 1.5 KB of data: hundreds of
/// hands). Links stay usable in messaging apps and fit a QR code.
pub const MAX_PAYLOAD_CHARS: usize = 2048;

/// The fragment key: links are `…#s=<payload>`.
pub const FRAGMENT_PREFIX: &str = "s=";

/// Longest name, id or preset id in a link, in bytes.
const MAX_TEXT_BYTES: usize = 256;
/// Most players a link may name.
const MAX_PLAYERS: u64 = 16;

/// Why a session could not be written to or read from a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareError {
    /// Boxed: errors travel in every `Result` of the reading and checking code, which
    /// stays smaller when they are one pointer wide (issue #7).
    kind: Box<ShareErrorKind>,
}

/// The reasons, for the UI to say in its own language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShareErrorKind {
    /// Nothing after `#s=`.
    Empty,
    /// Longer than [`MAX_PAYLOAD_CHARS`] (characters).
    TooLong { length: usize, max: usize },
    /// A character that base64url does not have (`position` in bytes).
    NotBase64 { position: usize, character: char },
    /// The link ends in the middle of the data: it was cut when copied.
    Truncated,
    /// Data after the end of the session.
    TrailingData,
    /// Data no version of the app writes (a version byte 0 or above
    /// [`LATEST_PLAUSIBLE_VERSION`], unused bits set, …): altered.
    NotCanonical,
    /// A link from a newer version of the app.
    UnsupportedVersion { version: u8 },
    /// A value outside what the format allows (writing or reading).
    OutOfRange { field: &'static str },
    /// A name that is not valid UTF-8.
    NotUtf8 { field: &'static str },
    /// A game that links cannot carry yet.
    UnsupportedGame,
    /// The data is readable but is no game the app can score (unknown rules preset, …).
    Session(CoreError),
}

impl ShareError {
    pub fn kind(&self) -> &ShareErrorKind {
        &self.kind
    }
}

impl From<ShareErrorKind> for ShareError {
    fn from(kind: ShareErrorKind) -> Self {
        ShareError {
            kind: Box::new(kind),
        }
    }
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ShareErrorKind as K;
        match &*self.kind {
            K::Empty => f.write_str("the link holds no scorecard"),
            K::TooLong { length, max } => {
                write!(f, "the link is too long: {length} characters, at most {max}")
            }
            K::NotBase64 { position, character } => write!(
                f,
                "the link is damaged: \"{}\" at position {position} is not a link character",
                character.escape_default()
            ),
            K::Truncated => f.write_str("the link is cut short: copy it whole"),
            K::TrailingData => f.write_str("the link is damaged: it goes on after the scorecard"),
            K::NotCanonical => f.write_str("the link is damaged: it was altered"),
            K::UnsupportedVersion { version } => write!(
                f,
                "the link was made by a newer version of the app (link format {version}): update the app"
            ),
            K::OutOfRange { field } => write!(f, "the link's {field} is out of range"),
            K::NotUtf8 { field } => write!(f, "the link's {field} is not valid text"),
            K::UnsupportedGame => f.write_str("this game cannot be shared as a link yet"),
            K::Session(e) => write!(f, "the link's scorecard cannot be scored: {e}"),
        }
    }
}

impl std::error::Error for ShareError {}

/// The payload of a link to `session` (what follows `#s=`).
pub fn encode(session: &Session) -> Result<String, ShareError> {
    let mut w = BitWriter::new();
    let layout = Layout::of(session);
    w.bits(u64::from(CHECKED + layout.version()), 8);
    write_session(&mut w, session, layout)?;
    let mut bytes = w.finish();
    let check = crc24(&bytes).to_be_bytes();
    bytes.extend_from_slice(&check[4 - CHECK_BYTES..]);
    let text = base64url_encode(&bytes);
    if text.len() > MAX_PAYLOAD_CHARS {
        return Err(ShareErrorKind::TooLong {
            length: text.len(),
            max: MAX_PAYLOAD_CHARS,
        }
        .into());
    }
    Ok(text)
}

/// The fragment of a link to `session`, without `#`: `s=<payload>`.
pub fn fragment(session: &Session) -> Result<String, ShareError> {
    Ok(format!("{FRAGMENT_PREFIX}{}", encode(session)?))
}

/// The session of a link's payload. Total: every string gives a session or an error.
pub fn decode(payload: &str) -> Result<Session, ShareError> {
    if payload.is_empty() {
        return Err(ShareErrorKind::Empty.into());
    }
    if payload.len() > MAX_PAYLOAD_CHARS {
        let length = payload.chars().count();
        return Err(ShareErrorKind::TooLong {
            length,
            max: MAX_PAYLOAD_CHARS,
        }
        .into());
    }
    let bytes = base64url_decode(payload)?;
    let session = decode_bytes(&bytes)?;
    // A checked link is also the very text written: its last character's unused bits, which
    // base64url reading ignores, were changed otherwise.
    if bytes[0] > CHECKED && base64url_encode(&bytes) != payload {
        return Err(ShareErrorKind::NotCanonical.into());
    }
    Ok(session)
}

/// The session of a link's fragment (`#s=…` or `s=…`), or `None` when the fragment is not a
/// share link at all (empty, or some other anchor).
pub fn decode_fragment(fragment: &str) -> Option<Result<Session, ShareError>> {
    link_payload(fragment).map(decode)
}

/// The encoded session of a link's fragment (`#s=…` or `s=…`), not decoded; `None` when the
/// fragment is not a share link.
pub fn link_payload(fragment: &str) -> Option<&str> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    fragment.strip_prefix(FRAGMENT_PREFIX)
}

/// The session of a link's bytes (after base64url). Total, like [`decode`].
pub fn decode_bytes(bytes: &[u8]) -> Result<Session, ShareError> {
    let version = *bytes.first().ok_or(ShareErrorKind::Truncated)?;
    match version {
        LINK_VERSION | PENALTY_VERSION => read_layout(bytes, Layout::from_version(version)),
        3..=5 => {
            if bytes.len() <= CHECK_BYTES {
                return Err(ShareErrorKind::Truncated.into());
            }
            let body = &bytes[..bytes.len() - CHECK_BYTES];
            let layout = Layout::from_version(version - CHECKED);
            let read = read_layout(body, layout);
            if checks(bytes) {
                return read;
            }
            // Not what was written. A link cut short still says so: read without its check,
            // or whole (cut in the middle, the check's place holds the scorecard), it ends
            // before the scorecard does. Any other change is damage, whatever the rest
            // happens to read as.
            let cut = |r: Result<Session, ShareError>| matches!(r, Err(e) if *e.kind() == ShareErrorKind::Truncated);
            Err(match cut(read) || cut(read_layout(bytes, layout)) {
                true => ShareErrorKind::Truncated,
                false => ShareErrorKind::NotCanonical,
            }
            .into())
        }
        // A later build's link ends with its check, as every link this build writes does: one
        // whose check does not hold had its first letter changed (a 3 read as a 7), and is
        // damaged, not newer.
        6..=LATEST_PLAUSIBLE_VERSION if checks(bytes) => {
            Err(ShareErrorKind::UnsupportedVersion { version }.into())
        }
        _ => Err(ShareErrorKind::NotCanonical.into()),
    }
}

/// Whether a link's last [`CHECK_BYTES`] bytes are the check of the bytes before them.
fn checks(bytes: &[u8]) -> bool {
    bytes.len() > CHECK_BYTES && {
        let (body, check) = bytes.split_at(bytes.len() - CHECK_BYTES);
        crc24(body).to_be_bytes()[4 - CHECK_BYTES..] == *check
    }
}

/// What a link's layout holds beyond version 1's: the penalty codes (layouts 2 and 3), the
/// called kings (layout 3). A session is written in the first layout that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    penalties: bool,
    kings: bool,
}

impl Layout {
    fn of(session: &Session) -> Layout {
        let kings = has_king(session);
        Layout {
            penalties: kings || has_penalty(session),
            kings,
        }
    }

    /// The layout of a version byte without its check (1, 2 or 3).
    fn from_version(version: u8) -> Layout {
        Layout {
            penalties: version >= PENALTY_VERSION,
            kings: version >= KING_VERSION,
        }
    }

    fn version(self) -> u8 {
        match (self.penalties, self.kings) {
            (_, true) => KING_VERSION,
            (true, false) => PENALTY_VERSION,
            (false, false) => LINK_VERSION,
        }
    }
}

/// The session of the bytes of a link of this layout, version byte first, without a check.
fn read_layout(bytes: &[u8], layout: Layout) -> Result<Session, ShareError> {
    let mut r = BitReader::new(bytes);
    r.bits(8)?;
    let session = read_session_v1(&mut r, layout)?;
    // Each layout is for what the one before cannot hold: a session it does not need would
    // be written in the earlier one.
    if Layout::of(&session) != layout {
        return Err(ShareErrorKind::NotCanonical.into());
    }
    r.finish()?;
    session.table().map_err(ShareErrorKind::Session)?;
    Ok(session)
}

/// CRC-24 (the OpenPGP one: polynomial 0x864CFB, start 0xB704CE) of `bytes`, in the low 24
/// bits. It finds every change within 24 consecutive bits, so every character of a link
/// changed (6 bits) or two next to each other.
pub fn crc24(bytes: &[u8]) -> u32 {
    let mut crc: u32 = 0xB7_04CE;
    for &b in bytes {
        crc ^= u32::from(b) << 16;
        for _ in 0..8 {
            crc <<= 1;
            if crc & 0x100_0000 != 0 {
                crc ^= 0x186_4CFB;
            }
        }
    }
    crc & 0xFF_FFFF
}

// ---------------------------------------------------------------------------------------
// Version 1. Field order and codes are frozen; see docs/share-link.md.

/// Characters that names and ids written 6 bits each may use (the base64url alphabet).
const COMPACT: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn write_text(w: &mut BitWriter, text: &str, field: &'static str) -> Result<(), ShareError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(ShareErrorKind::OutOfRange { field }.into());
    }
    let compact: Option<Vec<u64>> = text
        .bytes()
        .map(|b| COMPACT.iter().position(|&c| c == b).map(|i| i as u64))
        .collect();
    match compact {
        Some(codes) => {
            w.bit(true);
            w.gamma(codes.len() as u64);
            for code in codes {
                w.bits(code, 6);
            }
        }
        None => {
            w.bit(false);
            w.text(text);
        }
    }
    Ok(())
}

fn read_text(r: &mut BitReader<'_>, field: &'static str) -> Result<String, ShareErrorKind> {
    if r.bit()? {
        let len = r.upto(MAX_TEXT_BYTES as u64, field)? as usize;
        if r.remaining_bits() < len * 6 {
            return Err(ShareErrorKind::Truncated);
        }
        (0..len)
            .map(|_| Ok(COMPACT[r.bits(6)? as usize] as char))
            .collect()
    } else {
        r.text(MAX_TEXT_BYTES, field)
    }
}

/// Bits for a seat among `players`: 1 for 2 players, 2 for 3–4, 3 for 5–8.
fn seat_bits(players: usize) -> u32 {
    usize::BITS - players.saturating_sub(1).leading_zeros()
}

fn write_seat(
    w: &mut BitWriter,
    seat: usize,
    players: usize,
    field: &'static str,
) -> Result<(), ShareError> {
    if seat >= players {
        return Err(ShareErrorKind::OutOfRange { field }.into());
    }
    w.bits(seat as u64, seat_bits(players));
    Ok(())
}

fn read_seat(
    r: &mut BitReader<'_>,
    players: usize,
    field: &'static str,
) -> Result<usize, ShareErrorKind> {
    let seat = r.bits(seat_bits(players))? as usize;
    if seat >= players {
        return Err(ShareErrorKind::OutOfRange { field });
    }
    Ok(seat)
}

/// A count of items that take at least one bit each: bounded by the bits left, so a forged
/// length cannot make the decoder allocate more than the link holds.
fn read_len(r: &mut BitReader<'_>, field: &'static str) -> Result<usize, ShareErrorKind> {
    let max = r.remaining_bits() as u64;
    r.upto(max, field).map(|n| n as usize)
}

/// Big numbers (times): the bit length in gamma code, then the bits after the leading one.
fn write_wide(w: &mut BitWriter, value: u64) {
    let width = u64::BITS - value.leading_zeros();
    w.gamma(u64::from(width));
    if width > 1 {
        w.bits(value, width - 1);
    }
}

fn read_wide(r: &mut BitReader<'_>, field: &'static str) -> Result<u64, ShareErrorKind> {
    let width = r.upto(64, field)? as u32;
    Ok(match width {
        0 => 0,
        w => (1u64 << (w - 1)) | r.bits(w - 1)?,
    })
}

fn write_opt<T>(w: &mut BitWriter, value: &Option<T>, mut f: impl FnMut(&mut BitWriter, &T)) {
    w.bit(value.is_some());
    if let Some(v) = value {
        f(w, v);
    }
}

fn read_opt<T>(
    r: &mut BitReader<'_>,
    mut f: impl FnMut(&mut BitReader<'_>) -> Result<T, ShareErrorKind>,
) -> Result<Option<T>, ShareErrorKind> {
    if r.bit()? {
        f(r).map(Some)
    } else {
        Ok(None)
    }
}

fn write_i64(w: &mut BitWriter, v: &i64) {
    w.signed(*v);
}

fn read_u8(r: &mut BitReader<'_>, field: &'static str) -> Result<u8, ShareErrorKind> {
    r.upto(u64::from(u8::MAX), field).map(|v| v as u8)
}

/// Card points: `0` + 8 bits for 0–127.5 points (every real pile), else `1` + signed gamma.
fn write_halves(w: &mut BitWriter, points: Halves) {
    match u8::try_from(points.units()) {
        Ok(units) => {
            w.bit(false);
            w.bits(u64::from(units), 8);
        }
        Err(_) => {
            w.bit(true);
            w.signed(i64::from(points.units()));
        }
    }
}

fn read_halves(r: &mut BitReader<'_>) -> Result<Halves, ShareErrorKind> {
    let units = if r.bit()? {
        let v = r.signed("card points")?;
        i32::try_from(v).map_err(|_| ShareErrorKind::OutOfRange {
            field: "card points",
        })?
    } else {
        r.bits(8)? as i32
    };
    Ok(Halves::from_units(units))
}

/// `0` none, `10` attack, `11` defence.
fn write_side(w: &mut BitWriter, side: Option<Side>) {
    match side {
        None => w.bit(false),
        Some(s) => {
            w.bit(true);
            w.bit(s == Side::Defence);
        }
    }
}

fn read_side(r: &mut BitReader<'_>) -> Result<Option<Side>, ShareErrorKind> {
    Ok(match r.bit()? {
        false => None,
        true if r.bit()? => Some(Side::Defence),
        true => Some(Side::Attack),
    })
}

/// Whether a session needs layout 3: a played hand with its called king noted.
fn has_king(session: &Session) -> bool {
    session
        .hands
        .iter()
        .any(|h| matches!(h, HandRecord::FrenchTarot(HandInput::Played(p)) if p.king.is_some()))
}

/// Whether a session needs layout 2: a French session with a penalty amount set or a
/// penalty row.
fn has_penalty(session: &Session) -> bool {
    matches!(&session.game, Game::FrenchTarot(s) if s.options.penalty.is_some())
        || session
            .hands
            .iter()
            .any(|h| matches!(h, HandRecord::FrenchTarot(HandInput::Penalty { .. })))
}

fn write_session(w: &mut BitWriter, session: &Session, layout: Layout) -> Result<(), ShareError> {
    // The hand in play and the hands' durations stay on the device: a link carries the
    // hands entered.
    let Session {
        version,
        id,
        created,
        name,
        players,
        game,
        hands,
        in_play: _,
        durations: _,
    } = session;
    if *version != FORMAT_VERSION {
        return Err(ShareErrorKind::OutOfRange {
            field: "format version",
        }
        .into());
    }
    write_text(w, id, "id")?;
    write_wide(w, *created);
    w.bit(name.is_some());
    if let Some(name) = name {
        write_text(w, name, "session name")?;
    }
    if players.len() as u64 > MAX_PLAYERS {
        return Err(ShareErrorKind::OutOfRange {
            field: "player count",
        }
        .into());
    }
    w.gamma(players.len() as u64);
    for player in players {
        write_text(w, player, "player name")?;
    }
    let n = players.len();
    // Game tag 0: French Tarot, 1: Tarocchi, 2: free-form (share/games.rs).
    match game {
        Game::FrenchTarot(settings) => {
            w.gamma(0);
            write_settings(w, settings, n, layout.penalties)?;
        }
        Game::Tarocchi(settings) => {
            w.gamma(1);
            games::write_tarocchi_settings(w, settings, n)?;
        }
        Game::Freeform(settings) => {
            w.gamma(2);
            games::write_freeform_settings(w, settings, n)?;
        }
    }
    w.gamma(hands.len() as u64);
    for hand in hands {
        // Hands are coded by the session's game: a hand of another game has no code.
        match (game, hand) {
            (Game::FrenchTarot(_), HandRecord::FrenchTarot(input)) => {
                write_hand(w, input, n, layout.kings)?
            }
            (Game::Tarocchi(_), HandRecord::Tarocchi(input)) => {
                games::write_tarocchi_hand(w, input, n)?
            }
            (Game::Freeform(_), HandRecord::Freeform(input)) => {
                games::write_freeform_hand(w, input)
            }
            _ => return Err(ShareErrorKind::UnsupportedGame.into()),
        }
    }
    Ok(())
}

/// The session of any layout (version 1's, with what `layout` adds).
fn read_session_v1(r: &mut BitReader<'_>, layout: Layout) -> Result<Session, ShareErrorKind> {
    let id = read_text(r, "id")?;
    let created = read_wide(r, "creation time")?;
    let name = read_opt(r, |r| read_text(r, "session name"))?;
    let count = r.upto(MAX_PLAYERS, "player count")? as usize;
    let players = (0..count)
        .map(|_| read_text(r, "player name"))
        .collect::<Result<Vec<_>, _>>()?;
    let game = match r.gamma("game")? {
        0 => Game::FrenchTarot(read_settings(r, count, layout.penalties)?),
        1 => Game::Tarocchi(games::read_tarocchi_settings(r, count)?),
        2 => Game::Freeform(games::read_freeform_settings(r, count)?),
        _ => return Err(ShareErrorKind::UnsupportedGame),
    };
    let len = read_len(r, "hand count")?;
    let mut hands = Vec::with_capacity(len);
    for _ in 0..len {
        hands.push(match game {
            Game::FrenchTarot(_) => HandRecord::FrenchTarot(read_hand(r, count, layout)?),
            Game::Tarocchi(_) => HandRecord::Tarocchi(games::read_tarocchi_hand(r, count)?),
            Game::Freeform(_) => HandRecord::Freeform(games::read_freeform_hand(r)?),
        });
    }
    Ok(Session {
        version: FORMAT_VERSION,
        id,
        created,
        name,
        players,
        game,
        hands,
        in_play: None,
        durations: Vec::new(),
    })
}

fn write_settings(
    w: &mut BitWriter,
    settings: &FrenchSettings,
    players: usize,
    v2: bool,
) -> Result<(), ShareError> {
    let FrenchSettings {
        preset,
        options,
        round_to_ten,
        rounds,
        first_dealer,
    } = settings;
    write_text(w, preset, "rules preset")?;
    let RuleOptions {
        misere,
        misere_amount,
        petit_chelem,
        petit_chelem_tricks_left,
        mouches,
        goulash,
        garde_contre,
        poignee_values,
        penalty,
    } = options;
    let any = *options != RuleOptions::default();
    w.bit(any);
    if any {
        write_opt(w, misere, |w, v| w.bit(*v));
        write_opt(w, misere_amount, write_i64);
        write_opt(w, petit_chelem, |w, v| w.bit(*v));
        write_opt(w, petit_chelem_tricks_left, |w, v| w.gamma(u64::from(*v)));
        write_opt(w, mouches, |w, v| w.bit(*v));
        write_opt(w, goulash, |w, v| w.bit(*v));
        write_opt(w, garde_contre, write_i64);
        write_opt(w, poignee_values, |w, v| {
            v.iter().for_each(|x| w.signed(*x))
        });
        if v2 {
            write_opt(w, penalty, write_i64);
        }
    }
    w.bit(*round_to_ten);
    write_opt(w, rounds, |w, v| w.gamma(u64::from(*v)));
    if players > 0 {
        write_seat(w, *first_dealer, players, "first dealer")?;
    } else if *first_dealer != 0 {
        return Err(ShareErrorKind::OutOfRange {
            field: "first dealer",
        }
        .into());
    }
    Ok(())
}

fn read_settings(
    r: &mut BitReader<'_>,
    players: usize,
    v2: bool,
) -> Result<FrenchSettings, ShareErrorKind> {
    let preset = read_text(r, "rules preset")?;
    let options = if r.bit()? {
        let options = RuleOptions {
            misere: read_opt(r, |r| r.bit())?,
            misere_amount: read_opt(r, |r| r.signed("misère amount"))?,
            petit_chelem: read_opt(r, |r| r.bit())?,
            petit_chelem_tricks_left: read_opt(r, |r| read_u8(r, "petit slam tricks"))?,
            mouches: read_opt(r, |r| r.bit())?,
            goulash: read_opt(r, |r| r.bit())?,
            garde_contre: read_opt(r, |r| r.signed("garde contre multiplier"))?,
            poignee_values: read_opt(r, |r| {
                Ok([
                    r.signed("poignée value")?,
                    r.signed("poignée value")?,
                    r.signed("poignée value")?,
                ])
            })?,
            penalty: if v2 {
                read_opt(r, |r| r.signed("penalty"))?
            } else {
                None
            },
        };
        if options == RuleOptions::default() {
            return Err(ShareErrorKind::NotCanonical);
        }
        options
    } else {
        RuleOptions::default()
    };
    let round_to_ten = r.bit()?;
    let rounds = read_opt(r, |r| {
        let v = r.gamma("rounds")?;
        u32::try_from(v).map_err(|_| ShareErrorKind::OutOfRange { field: "rounds" })
    })?;
    let first_dealer = if players > 0 {
        read_seat(r, players, "first dealer")?
    } else {
        0
    };
    Ok(FrenchSettings {
        preset,
        options,
        round_to_ten,
        rounds,
        first_dealer,
    })
}

const CONTRACTS: [Contract; 5] = [
    Contract::Petite,
    Contract::Pousse,
    Contract::Garde,
    Contract::GardeSans,
    Contract::GardeContre,
];
const LEVELS: [PoigneeLevel; 3] = [
    PoigneeLevel::Simple,
    PoigneeLevel::Double,
    PoigneeLevel::Triple,
];
const REASONS: [NotPlayedReason; 3] = [
    NotPlayedReason::AllPassed,
    NotPlayedReason::PetitSec,
    NotPlayedReason::Misdeal,
];

fn index_of<T: PartialEq>(table: &[T], value: &T) -> u64 {
    table.iter().position(|x| x == value).unwrap_or(0) as u64
}

fn read_from<T: Copy>(
    table: &[T],
    r: &mut BitReader<'_>,
    bits: u32,
    field: &'static str,
) -> Result<T, ShareErrorKind> {
    let i = r.bits(bits)? as usize;
    table
        .get(i)
        .copied()
        .ok_or(ShareErrorKind::OutOfRange { field })
}

fn write_card_set(w: &mut BitWriter, cards: CardSet) {
    let bits = cards.bits();
    w.bits((bits >> 64) as u64, 14);
    w.bits(bits as u64, 64);
}

fn read_card_set(r: &mut BitReader<'_>) -> Result<CardSet, ShareErrorKind> {
    let high = r.bits(14)? as u128;
    let low = r.bits(64)? as u128;
    CardSet::from_bits((high << 64) | low)
        .map_err(|_| ShareErrorKind::OutOfRange { field: "cards" })
}

/// Hand kinds: `1` played, `00` not played, `010` goulash, `011` two-player; version 2:
/// `0011` penalty (the fourth reason of a hand not played).
fn write_hand(
    w: &mut BitWriter,
    hand: &HandInput,
    n: usize,
    kings: bool,
) -> Result<(), ShareError> {
    match hand {
        HandInput::Penalty { seat, amount } => {
            w.bits(0b0011, 4);
            write_seat(w, *seat, n, "penalised player")?;
            w.signed(*amount);
        }
        HandInput::Played(played) => {
            w.bit(true);
            write_played(w, played, n, kings)?;
        }
        HandInput::NotPlayed { reason } => {
            w.bits(0b00, 2);
            w.bits(index_of(&REASONS, reason), 2);
        }
        HandInput::Goulash { points } => {
            w.bits(0b010, 3);
            w.gamma(points.len() as u64);
            for p in points {
                write_halves(w, *p);
            }
        }
        HandInput::TwoPlayer(two) => {
            w.bits(0b011, 3);
            let TwoPlayerInput {
                seat,
                points,
                oudlers,
                petit_au_bout,
            } = two;
            write_seat(w, *seat, n, "counted player")?;
            write_halves(w, *points);
            w.gamma(u64::from(*oudlers));
            w.bit(petit_au_bout.is_some());
            if let Some(seat) = petit_au_bout {
                write_seat(w, *seat, n, "petit au bout")?;
            }
        }
    }
    Ok(())
}

fn read_hand(r: &mut BitReader<'_>, n: usize, layout: Layout) -> Result<HandInput, ShareErrorKind> {
    if r.bit()? {
        return Ok(HandInput::Played(read_played(r, n, layout.kings)?));
    }
    if !r.bit()? {
        let code = r.bits(2)?;
        if layout.penalties && code == 3 {
            return Ok(HandInput::Penalty {
                seat: read_seat(r, n, "penalised player")?,
                amount: r.signed("penalty")?,
            });
        }
        return Ok(HandInput::NotPlayed {
            reason: *REASONS
                .get(code as usize)
                .ok_or(ShareErrorKind::OutOfRange {
                    field: "not played reason",
                })?,
        });
    }
    if !r.bit()? {
        let len = read_len(r, "goulash players")?;
        let points = (0..len)
            .map(|_| read_halves(r))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(HandInput::Goulash { points });
    }
    let seat = read_seat(r, n, "counted player")?;
    let points = read_halves(r)?;
    let oudlers = read_u8(r, "oudlers")?;
    let petit_au_bout = read_opt(r, |r| read_seat(r, n, "petit au bout"))?;
    Ok(HandInput::TwoPlayer(TwoPlayerInput {
        seat,
        points,
        oudlers,
        petit_au_bout,
    }))
}

/// A played hand; with `kings` (layout 3), its called king after the partner.
fn write_played(
    w: &mut BitWriter,
    played: &PlayedInput,
    n: usize,
    kings: bool,
) -> Result<(), ShareError> {
    let PlayedInput {
        taker,
        contract,
        partner,
        king,
        points,
        oudlers,
        petit_au_bout,
        poignees,
        slam,
        petit_slam,
        miseres,
    } = played;
    write_seat(w, *taker, n, "taker")?;
    w.bits(index_of(&CONTRACTS, contract), 3);
    w.bit(partner.is_some());
    if let Some(p) = partner {
        write_seat(w, *p, n, "partner")?;
    }
    if kings {
        write_opt(w, king, |w, suit| w.bits(*suit as u64, 2));
    }
    match points {
        CardPoints::Attack(p) | CardPoints::Defence(p) => {
            w.bit(false);
            w.bit(matches!(points, CardPoints::Defence(_)));
            write_halves(w, *p);
        }
        CardPoints::AttackCards(c) | CardPoints::DefenceCards(c) => {
            w.bit(true);
            w.bit(matches!(points, CardPoints::DefenceCards(_)));
            write_card_set(w, *c);
        }
    }
    write_opt(w, oudlers, |w, v| w.gamma(u64::from(*v)));
    write_side(w, *petit_au_bout);
    // Announcements are rare: one bit says there is none of them.
    let extras =
        !poignees.is_empty() || slam.is_some() || petit_slam.is_some() || !miseres.is_empty();
    w.bit(extras);
    if !extras {
        return Ok(());
    }
    w.gamma(poignees.len() as u64);
    for PoigneeInput {
        seat,
        level,
        trumps,
    } in poignees
    {
        write_seat(w, *seat, n, "poignée player")?;
        w.bits(index_of(&LEVELS, level), 2);
        write_opt(w, trumps, |w, v| w.gamma(u64::from(*v)));
    }
    write_opt(w, slam, |w, SlamInput { announced, made_by }| {
        w.bit(*announced);
        write_side(w, *made_by);
    });
    write_opt(w, petit_slam, |w, PetitSlamInput { announced, made }| {
        w.bit(*announced);
        w.bit(*made);
    });
    w.gamma(miseres.len() as u64);
    for MisereInput { seat, kind } in miseres {
        write_seat(w, *seat, n, "misère player")?;
        w.bit(*kind == MisereKind::Honours);
    }
    Ok(())
}

fn read_played(
    r: &mut BitReader<'_>,
    n: usize,
    kings: bool,
) -> Result<PlayedInput, ShareErrorKind> {
    let taker = read_seat(r, n, "taker")?;
    let contract = read_from(&CONTRACTS, r, 3, "contract")?;
    let partner = read_opt(r, |r| read_seat(r, n, "partner"))?;
    let king = match kings {
        true => read_opt(r, |r| read_from(&Suit::ALL, r, 2, "called king"))?,
        false => None,
    };
    let cards = r.bit()?;
    let defence = r.bit()?;
    let points = match (cards, defence) {
        (false, false) => CardPoints::Attack(read_halves(r)?),
        (false, true) => CardPoints::Defence(read_halves(r)?),
        (true, false) => CardPoints::AttackCards(read_card_set(r)?),
        (true, true) => CardPoints::DefenceCards(read_card_set(r)?),
    };
    let oudlers = read_opt(r, |r| read_u8(r, "oudlers"))?;
    let petit_au_bout = read_side(r)?;
    let mut played = PlayedInput {
        taker,
        contract,
        partner,
        king,
        points,
        oudlers,
        petit_au_bout,
        poignees: Vec::new(),
        slam: None,
        petit_slam: None,
        miseres: Vec::new(),
    };
    if !r.bit()? {
        return Ok(played);
    }
    let len = read_len(r, "poignée count")?;
    for _ in 0..len {
        let seat = read_seat(r, n, "poignée player")?;
        let level = read_from(&LEVELS, r, 2, "poignée level")?;
        let trumps = read_opt(r, |r| read_u8(r, "poignée trumps"))?;
        played.poignees.push(PoigneeInput {
            seat,
            level,
            trumps,
        });
    }
    played.slam = read_opt(r, |r| {
        Ok(SlamInput {
            announced: r.bit()?,
            made_by: read_side(r)?,
        })
    })?;
    played.petit_slam = read_opt(r, |r| {
        Ok(PetitSlamInput {
            announced: r.bit()?,
            made: r.bit()?,
        })
    })?;
    let len = read_len(r, "misère count")?;
    for _ in 0..len {
        let seat = read_seat(r, n, "misère player")?;
        let kind = if r.bit()? {
            MisereKind::Honours
        } else {
            MisereKind::Trumps
        };
        played.miseres.push(MisereInput { seat, kind });
    }
    if played.poignees.is_empty()
        && played.slam.is_none()
        && played.petit_slam.is_none()
        && played.miseres.is_empty()
    {
        // The writer sets the extras bit only when there is one: anything else is another text
        // for the same session.
        return Err(ShareErrorKind::NotCanonical);
    }
    Ok(played)
}
