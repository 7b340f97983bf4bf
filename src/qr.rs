//! QR codes of share links, drawn as SVG from the modules that the `qrcodegen` crate (Project
//! Nayuki's reference implementation) computes: no image crate, no canvas.
//!
//! The picture is an `<img>` with a `data:` URL: the Content-Security-Policy allows `data:`
//! images, and no markup from here is ever parsed into the page.

use qrcodegen::{QrCode, QrCodeEcc};

use crate::share::base64url_encode;

/// Light modules around the code, as the standard asks.
const QUIET_ZONE: i32 = 4;

/// The SVG of a QR code of `text`: error correction M (15 %) when the text fits, else L.
/// `None` only for a text longer than any QR code holds (about 2,900 bytes).
///
/// The text is encoded in byte mode: a link holds lower-case letters, which the numeric and
/// alphanumeric modes cannot, so `encode_text` would choose byte mode anyway (the same
/// code, checked by a test), and its mode analysis stays out of the app.
pub fn svg(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let code = [QrCodeEcc::Medium, QrCodeEcc::Low]
        .into_iter()
        .find_map(|ecc| QrCode::encode_binary(bytes, ecc).ok())?;
    let size = code.size();
    let side = size + 2 * QUIET_ZONE;
    let mut path = String::new();
    // One rectangle per run of dark modules in a row.
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < size && code.get_module(x, y) {
                x += 1;
            }
            let run = x - start;
            path.push_str(&format!(
                "M{},{}h{run}v1h-{run}z",
                start + QUIET_ZONE,
                y + QUIET_ZONE
            ));
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>"
    ))
}

/// A `data:image/svg+xml;base64,…` URL of the QR code of `text`.
pub fn data_url(text: &str) -> Option<String> {
    let svg = svg(text)?;
    let b64: String = base64url_encode(svg.as_bytes())
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    let pad = "=".repeat((4 - b64.len() % 4) % 4);
    Some(format!("data:image/svg+xml;base64,{b64}{pad}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_an_svg_picture() {
        let link = format!("https://example.org/#s={}", "A".repeat(170));
        let svg = svg(&link).unwrap();
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{svg}"
        );
        assert!(svg.ends_with("</svg>"));
        let url = data_url(&link).unwrap();
        assert!(url.starts_with("data:image/svg+xml;base64,PHN2Zy"));
        assert_eq!(
            url.len() % 4,
            2,
            "'data:' prefix (26 characters) plus padded base64"
        );
    }

    #[test]
    fn the_longest_link_still_fits() {
        let link = format!(
            "https://example.org/tarot/#s={}",
            "A".repeat(crate::share::MAX_PAYLOAD_CHARS)
        );
        assert!(svg(&link).is_some());
        assert!(svg(&"A".repeat(5000)).is_none());
    }

    #[test]
    fn the_code_has_finder_patterns() {
        // A version 1 code (21 modules) of a short text: the top-left finder's outer ring is dark.
        let code = QrCode::encode_text("s=AQ", QrCodeEcc::Medium).unwrap();
        assert_eq!(code.size(), 21);
        assert!((0..7).all(|i| code.get_module(i, 0) && code.get_module(0, i)));
        assert!(!code.get_module(1, 1));
    }

    #[test]
    fn byte_mode_draws_the_same_code_as_encode_text_for_links() {
        let link = format!("http://127.0.0.1:8080/#s={}", "AbC-_x9".repeat(24));
        let ours = QrCode::encode_binary(link.as_bytes(), QrCodeEcc::Medium).unwrap();
        let theirs = QrCode::encode_text(&link, QrCodeEcc::Medium).unwrap();
        assert_eq!(ours.size(), theirs.size());
        let modules = |c: &QrCode| {
            (0..c.size())
                .flat_map(|y| (0..c.size()).map(move |x| (x, y)))
                .map(|(x, y)| c.get_module(x, y))
                .collect::<Vec<_>>()
        };
        assert_eq!(modules(&ours), modules(&theirs));
    }
}
