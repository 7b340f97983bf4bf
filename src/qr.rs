//! QR codes of share links, drawn as SVG by the `qrcode` crate (no image crate, no canvas).
//!
//! The picture is an `<img>` with a `data:` URL: the Content-Security-Policy allows `data:`
//! images, and no markup from here is ever parsed into the page.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

use crate::share::base64url_encode;

/// The SVG of a QR code of `text`: error correction M (15 %) when the text fits, else L.
/// `None` only for a text longer than any QR code holds (about 2,900 bytes).
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(text, EcLevel::L))
        .ok()?;
    let svg = code
        .render::<svg::Color<'_>>()
        .quiet_zone(true)
        .module_dimensions(4, 4)
        .dark_color(svg::Color("#000"))
        .light_color(svg::Color("#fff"))
        .build();
    // The XML declaration is not needed in a data: URL.
    Some(match svg.find("<svg") {
        Some(start) => svg[start..].to_owned(),
        None => svg,
    })
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
}
