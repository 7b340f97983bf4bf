//! Share links: round trip, size, frozen v1 sample, exact errors, and a decoder that never
//! panics.
#![cfg(not(target_arch = "wasm32"))] // native: proptest is a native dev-dependency

mod common;

use proptest::prelude::*;
use tarot_companion::session::Session;
use tarot_companion::share::{self, ShareErrorKind, MAX_PAYLOAD_CHARS};

/// The acceptance example encoded by format v1. Frozen: it must decode to the same session
/// forever, whatever later versions write.
const V1_EVENING: &str = "AYmTt_er3HYFU1Wk3UAYlV6d2t52I0oE870wNd09A6G0Njfh1MwbV8To-HEtjS5suR9-0AKwqDRZIkMFlLAmUW4D1JMFhuohSFmyRYRrKVBetSIk2sDpYGCAzURLChISqTfZQkOVFqwqXsFBSkIWBislwH6yhYZKLUhKkA";

/// The same evening as this build writes it: layout 1 with a check at the end (version 3).
const V3_EVENING: &str = "A4mTt_er3HYFU1Wk3UAYlV6d2t52I0oE870wNd09A6G0Njfh1MwbV8To-HEtjS5suR9-0AKwqDRZIkMFlLAmUW4D1JMFhuohSFmyRYRrKVBetSIk2sDpYGCAzURLChISqTfZQkOVFqwqXsFBSkIWBislwH6yhYZKLUhKkHzFOA";

fn evening() -> Session {
    let session =
        Session::from_json(include_str!("data/v1_session_5p20.json")).expect("fixture reads");
    assert_eq!(session, common::evening_5p20(), "fixture and builder agree");
    session
}

#[test]
fn the_evening_fits_in_300_characters_of_fragment() {
    let session = evening();
    let fragment = share::fragment(&session).unwrap();
    let json = share::base64url_encode(serde_json::to_string(&session).unwrap().as_bytes());
    println!(
        "20 hands, 5 players: fragment {} characters; compact JSON in base64url {} characters",
        fragment.len(),
        json.len() + share::FRAGMENT_PREFIX.len()
    );
    assert!(fragment.len() <= 300, "{} characters", fragment.len());
    assert!(fragment.starts_with("s="));
}

#[test]
fn the_v1_sample_decodes_forever() {
    assert_eq!(share::decode(V1_EVENING).unwrap(), evening());
    assert_eq!(
        share::decode_fragment(&format!("#s={V1_EVENING}"))
            .unwrap()
            .unwrap(),
        evening()
    );
}

#[test]
fn this_build_writes_the_v1_layout_with_its_check() {
    // When the layout changes, this one changes (and LINK_VERSION with it); the test above
    // stays.
    assert_eq!(share::encode(&evening()).unwrap(), V3_EVENING);
    assert_eq!(share::decode(V3_EVENING).unwrap(), evening());
    // Version 1's bytes, the version byte raised by 2, and three bytes of check.
    let v1 = share::base64url_decode(V1_EVENING).unwrap();
    let v3 = share::base64url_decode(V3_EVENING).unwrap();
    assert_eq!(v3[0], 3);
    assert_eq!(v3[1..v1.len()], v1[1..]);
    assert_eq!(v3.len(), v1.len() + 3);
    let crc = share::crc24(&v3[..v1.len()]).to_be_bytes();
    assert_eq!(v3[v1.len()..], crc[1..]);
}

/// The evening with the king each taker called (hearts, spades, diamonds, clubs in turn) as
/// this build writes it: layout 3 with its check (version 5). Frozen like the others.
const V5_EVENING_KINGS: &str = "BYmTt_er3HYFU1Wk3UAYlV6d2t52I0oE870wNd09A6G0Njfh1MwbV8To-HEtjS5suR9-0AKwqoaLJEwMFlLMEyi3HD1JMF0N1EKYFmyReCNZSrhetSIk2sodLAwRAzURLwUJCVXTfZQmhyotXAqXsFYKUhCzhislxQ_WULgZKLU4JUgAgyOU";

fn evening_with_kings() -> Session {
    use tarot_companion::core::cards::Suit;
    use tarot_companion::core::french::HandInput;
    use tarot_companion::session::HandRecord;
    let mut session = evening();
    let mut suits = [Suit::Hearts, Suit::Spades, Suit::Diamonds, Suit::Clubs]
        .iter()
        .cycle();
    for hand in &mut session.hands {
        if let HandRecord::FrenchTarot(HandInput::Played(p)) = hand {
            p.king = suits.next().copied();
        }
    }
    session
}

#[test]
fn the_called_kings_travel_in_layout_3() {
    let kings = evening_with_kings();
    let link = share::encode(&kings).unwrap();
    assert_eq!(link, V5_EVENING_KINGS);
    assert_eq!(share::decode(&link).unwrap(), kings);
    let bytes = share::base64url_decode(&link).unwrap();
    assert_eq!(bytes[0], 5);
    // Three bits a played hand (one says a king is noted, two its suit): 19 played hands.
    let v3 = share::base64url_decode(V3_EVENING).unwrap();
    assert_eq!(bytes.len(), v3.len() + (19 * 3usize).div_ceil(8));
    // Without a king, the session keeps the layout it had.
    assert_eq!(share::encode(&evening()).unwrap(), V3_EVENING);
}

#[test]
fn the_check_is_crc_24_openpgp() {
    // The standard check value of CRC-24/OpenPGP.
    assert_eq!(share::crc24(b"123456789"), 0x21_CF02);
    assert_eq!(share::crc24(b""), 0xB7_04CE);
}

/// Every character of a checked link changed to any other link character, and every link cut
/// short, is refused: never another scorecard. (Version 1 read some as other names and other
/// totals: QA found "Marie-Christine" as "MariCeChristine" and a hand turned into a contract
/// the rules do not have.)
#[test]
fn a_checked_link_changed_anywhere_is_refused() {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let link = V3_EVENING.as_bytes();
    for i in 0..link.len() {
        for c in ALPHABET.bytes().filter(|&c| c != link[i]) {
            let mut changed = link.to_vec();
            changed[i] = c;
            let text = String::from_utf8(changed).unwrap();
            let e = share::decode(&text).expect_err(&text);
            // The first two characters hold the version: changed, the link reads as another
            // version, refused for what that version finds wrong.
            assert!(
                i < 2
                    || matches!(
                        e.kind(),
                        ShareErrorKind::NotCanonical
                            | ShareErrorKind::Truncated
                            | ShareErrorKind::TrailingData
                            | ShareErrorKind::UnsupportedVersion { .. }
                    ),
                "{text}: {e}"
            );
        }
    }
    for cut in 1..link.len() {
        let e = share::decode(&V3_EVENING[..cut]).unwrap_err();
        assert_eq!(*e.kind(), ShareErrorKind::Truncated, "cut at {cut}: {e}");
    }
}

#[test]
fn a_fragment_that_is_not_a_link_is_none() {
    assert!(share::decode_fragment("").is_none());
    assert!(share::decode_fragment("#").is_none());
    assert!(share::decode_fragment("#rules").is_none());
    assert!(share::decode_fragment("#s=").unwrap().is_err());
}

#[track_caller]
/// A link as a later build could write it: its version byte, a body, then the check.
fn newer(version: u8, body: &[u8]) -> String {
    let mut bytes = vec![version];
    bytes.extend_from_slice(body);
    let check = share::crc24(&bytes).to_be_bytes();
    bytes.extend_from_slice(&check[1..]);
    share::base64url_encode(&bytes)
}

fn error_of(payload: &str) -> (ShareErrorKind, String) {
    let e = share::decode(payload).unwrap_err();
    (e.kind().clone(), e.to_string())
}

#[test]
fn errors_have_exact_messages() {
    let cases: Vec<(String, ShareErrorKind, &str)> = vec![
        (
            String::new(),
            ShareErrorKind::Empty,
            "the link holds no scorecard",
        ),
        (
            "A".repeat(MAX_PAYLOAD_CHARS + 1),
            ShareErrorKind::TooLong {
                length: 2049,
                max: 2048,
            },
            "the link is too long: 2049 characters, at most 2048",
        ),
        (
            "AUo=".into(),
            ShareErrorKind::NotBase64 {
                position: 3,
                character: '=',
            },
            "the link is damaged: \"=\" at position 3 is not a link character",
        ),
        (
            "AUo-é".into(),
            ShareErrorKind::NotBase64 {
                position: 4,
                character: 'é',
            },
            "the link is damaged: \"\\u{e9}\" at position 4 is not a link character",
        ),
        (
            V1_EVENING[..V1_EVENING.len() - 12].into(),
            ShareErrorKind::Truncated,
            "the link is cut short: copy it whole",
        ),
        (
            format!("{V1_EVENING}AAAA"),
            ShareErrorKind::TrailingData,
            "the link is damaged: it goes on after the scorecard",
        ),
        // A later build's link (its check at its end, as every link written since version
        // 3): newer. The same first byte on a link whose check fails: damaged.
        (
            newer(6, b"a later layout"),
            ShareErrorKind::UnsupportedVersion { version: 6 },
            "the link was made by a newer version of the app (link format 6): update the app",
        ),
        (
            "Bg".into(),
            ShareErrorKind::NotCanonical,
            "the link is damaged: it was altered",
        ),
        (
            "AB".into(),
            ShareErrorKind::NotCanonical,
            "the link is damaged: it was altered",
        ),
        // D8: a first byte no version writes (here 0xF0, the link's first letter altered) is
        // damage, not a newer version.
        (
            format!("8{}", &V1_EVENING[1..]),
            ShareErrorKind::NotCanonical,
            "the link is damaged: it was altered",
        ),
        (
            newer(15, &[]),
            ShareErrorKind::UnsupportedVersion { version: 15 },
            "the link was made by a newer version of the app (link format 15): update the app",
        ),
        (
            "EA".into(),
            ShareErrorKind::NotCanonical,
            "the link is damaged: it was altered",
        ),
    ];
    for (payload, kind, message) in cases {
        assert_eq!(error_of(&payload), (kind, message.to_owned()), "{payload}");
    }
    // Any letter in place of either of the first two of a link this build writes reads as
    // damage, never as a newer version (a QA run's "3" read as a "7" did).
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for at in 0..2 {
        for c in alphabet
            .chars()
            .filter(|&c| Some(c) != V3_EVENING.chars().nth(at))
        {
            let mut link: Vec<char> = V3_EVENING.chars().collect();
            link[at] = c;
            let link: String = link.into_iter().collect();
            let (kind, _) = error_of(&link);
            assert!(
                !matches!(kind, ShareErrorKind::UnsupportedVersion { .. }),
                "{link}: {kind:?}"
            );
        }
    }
}

#[test]
fn a_session_that_cannot_be_scored_is_refused() {
    let mut session = evening();
    session.game = tarot_companion::session::Game::FrenchTarot(
        tarot_companion::core::scorecard::FrenchSettings {
            preset: "nope".into(),
            ..Default::default()
        },
    );
    let payload = share::encode(&session).unwrap();
    assert_eq!(
        share::decode(&payload).unwrap_err().to_string(),
        "the link's scorecard cannot be scored: no rules preset is called \"nope\""
    );
}

#[test]
fn a_session_too_big_for_a_link_is_refused_when_writing() {
    let mut session = evening();
    let hands = session.hands.clone();
    for _ in 0..40 {
        session.hands.extend(hands.iter().cloned());
    }
    let e = share::encode(&session).unwrap_err();
    assert!(
        matches!(e.kind(), ShareErrorKind::TooLong { max: 2048, .. }),
        "{e}"
    );
}

#[test]
fn a_seat_outside_the_table_is_refused_when_writing() {
    let mut session = evening();
    session.players.truncate(4);
    assert_eq!(
        share::encode(&session).unwrap_err().to_string(),
        "the link's partner is out of range"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_valid_session_round_trips(session in common::session()) {
        let payload = share::encode(&session);
        // Only the size cap may refuse a valid session.
        if let Err(e) = &payload {
            prop_assert!(matches!(e.kind(), ShareErrorKind::TooLong { .. }), "{}", e);
            return Ok(());
        }
        let payload = payload.unwrap();
        prop_assert!(payload.len() <= MAX_PAYLOAD_CHARS);
        prop_assert_eq!(share::decode(&payload).unwrap(), session);
    }

    #[test]
    fn a_damaged_link_gives_a_session_or_an_error(
        session in common::session(),
        cut in any::<prop::sample::Index>(),
        flip in any::<prop::sample::Index>(),
        bit in 0u8..8,
    ) {
        if let Ok(payload) = share::encode(&session) {
            let mut bytes = share::base64url_decode(&payload).unwrap();
            let _ = share::decode_bytes(&bytes[..cut.index(bytes.len() + 1)]);
            let i = flip.index(bytes.len());
            bytes[i] ^= 1 << bit;
            let _ = share::decode_bytes(&bytes);
            let _ = share::decode(&share::base64url_encode(&bytes));
        }
    }
}

proptest! {
    // The long run: arbitrary input, which must never panic. PROPTEST_CASES raises it.
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn any_bytes_give_a_session_or_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = share::decode_bytes(&bytes);
        let mut v1 = bytes.clone();
        v1.insert(0, 1);
        if let Ok(session) = share::decode_bytes(&v1) {
            // Whatever decodes is a session the app can score, and it travels again.
            prop_assert!(session.table().is_ok());
            prop_assert_eq!(share::decode(&share::encode(&session).unwrap()).unwrap(), session);
        }
    }

    #[test]
    fn any_string_gives_a_session_or_an_error(text in "[A-Za-z0-9_-]{0,300}|\\PC{0,40}") {
        let _ = share::decode(&text);
        let _ = share::decode(&format!("AU{text}"));
        let _ = share::decode_fragment(&format!("#s={text}"));
    }
}
