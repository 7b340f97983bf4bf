//! The two byte-level layers under a share link: base64url text and a bit stream.
//!
//! Both are total: reading never panics, whatever the input; a short or malformed input is a
//! [`ShareErrorKind`].

use super::ShareErrorKind;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url (RFC 4648 §5) without padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

fn sextet(c: u8) -> Option<u32> {
    match c {
        b'A'..=b'Z' => Some(u32::from(c - b'A')),
        b'a'..=b'z' => Some(u32::from(c - b'a') + 26),
        b'0'..=b'9' => Some(u32::from(c - b'0') + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

/// Decodes unpadded base64url. Refuses other characters and a dangling single character.
/// The unused low bits of the last character are ignored (a cut link then reads as cut, at
/// the bit level, rather than as altered).
pub fn base64url_decode(text: &str) -> Result<Vec<u8>, ShareErrorKind> {
    if let Some((position, c)) = text
        .char_indices()
        .find(|&(_, c)| !c.is_ascii() || sextet(c as u8).is_none())
    {
        return Err(ShareErrorKind::NotBase64 {
            position,
            character: c,
        });
    }
    let bytes = text.as_bytes();
    if bytes.len() % 4 == 1 {
        return Err(ShareErrorKind::Truncated);
    }
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3 + 2);
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= sextet(c).unwrap_or(0) << (18 - 6 * i);
        }
        let produced = chunk.len() - 1;
        for i in 0..produced {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

/// Writes values as bits, most significant first.
#[derive(Default)]
pub struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0 when it is full or there is none).
    used: u8,
}

impl BitWriter {
    pub fn new() -> Self {
        Self::default()
    }

    /// The low `n` bits of `value` (`n` ≤ 64).
    pub fn bits(&mut self, value: u64, n: u32) {
        for i in (0..n).rev() {
            self.bit((value >> i) & 1 == 1);
        }
    }

    pub fn bit(&mut self, bit: bool) {
        if self.used == 0 {
            self.bytes.push(0);
        }
        if bit {
            let last = self.bytes.len() - 1;
            self.bytes[last] |= 0x80 >> self.used;
        }
        self.used = (self.used + 1) % 8;
    }

    /// An unsigned number in Elias gamma code of `value + 1`: 1 bit for 0, 3 for 1–2, 5 for
    /// 3–6, … 2·⌊log2(v+1)⌋+1 bits in general. Small counts are the common case here.
    pub fn gamma(&mut self, value: u64) {
        let v = u128::from(value) + 1;
        let width = 128 - v.leading_zeros();
        for _ in 1..width {
            self.bit(false);
        }
        for i in (0..width).rev() {
            self.bit((v >> i) & 1 == 1);
        }
    }

    /// A signed number: zigzag (0, −1, 1, −2, …) then gamma.
    pub fn signed(&mut self, value: i64) {
        self.gamma(((value << 1) ^ (value >> 63)) as u64);
    }

    /// A string: its UTF-8 length in gamma code, then its bytes.
    pub fn text(&mut self, text: &str) {
        self.gamma(text.len() as u64);
        for &b in text.as_bytes() {
            self.bits(u64::from(b), 8);
        }
    }

    /// The bytes, the last one padded with zero bits.
    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Reads what a [`BitWriter`] wrote. Every read checks the length: a short input is
/// [`ShareErrorKind::Truncated`], never a panic.
pub struct BitReader<'a> {
    bytes: &'a [u8],
    /// Position in bits.
    pos: usize,
}

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, pos: 0 }
    }

    pub fn bit(&mut self) -> Result<bool, ShareErrorKind> {
        let byte = self
            .bytes
            .get(self.pos / 8)
            .ok_or(ShareErrorKind::Truncated)?;
        let bit = byte & (0x80 >> (self.pos % 8)) != 0;
        self.pos += 1;
        Ok(bit)
    }

    /// `n` bits (`n` ≤ 64) as a number.
    pub fn bits(&mut self, n: u32) -> Result<u64, ShareErrorKind> {
        let mut v = 0u64;
        for _ in 0..n {
            v = (v << 1) | u64::from(self.bit()?);
        }
        Ok(v)
    }

    pub fn gamma(&mut self, field: &'static str) -> Result<u64, ShareErrorKind> {
        let mut zeros = 0u32;
        while !self.bit()? {
            zeros += 1;
            if zeros > 64 {
                return Err(ShareErrorKind::OutOfRange { field });
            }
        }
        let mut v: u128 = 1;
        for _ in 0..zeros {
            v = (v << 1) | u128::from(self.bit()?);
        }
        u64::try_from(v - 1).map_err(|_| ShareErrorKind::OutOfRange { field })
    }

    pub fn signed(&mut self, field: &'static str) -> Result<i64, ShareErrorKind> {
        let z = self.gamma(field)?;
        Ok(((z >> 1) as i64) ^ -((z & 1) as i64))
    }

    /// A gamma number that must be at most `max`.
    pub fn upto(&mut self, max: u64, field: &'static str) -> Result<u64, ShareErrorKind> {
        let v = self.gamma(field)?;
        if v > max {
            return Err(ShareErrorKind::OutOfRange { field });
        }
        Ok(v)
    }

    pub fn text(&mut self, max_len: usize, field: &'static str) -> Result<String, ShareErrorKind> {
        let len = self.upto(max_len as u64, field)? as usize;
        if self.remaining_bits() < len * 8 {
            return Err(ShareErrorKind::Truncated);
        }
        let mut bytes = Vec::with_capacity(len);
        for _ in 0..len {
            bytes.push(self.bits(8)? as u8);
        }
        String::from_utf8(bytes).map_err(|_| ShareErrorKind::NotUtf8 { field })
    }

    pub fn remaining_bits(&self) -> usize {
        (self.bytes.len() * 8).saturating_sub(self.pos)
    }

    /// Checks that only zero padding (less than a byte) is left.
    pub fn finish(mut self) -> Result<(), ShareErrorKind> {
        if self.remaining_bits() >= 8 {
            return Err(ShareErrorKind::TrailingData);
        }
        while self.remaining_bits() > 0 {
            if self.bit()? {
                return Err(ShareErrorKind::NotCanonical);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_rfc_4648_vectors() {
        for (raw, text) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url_encode(raw.as_bytes()), text);
            assert_eq!(base64url_decode(text).unwrap(), raw.as_bytes());
        }
        assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(base64url_decode("Zh").unwrap(), b"f");
        assert_eq!(base64url_decode("Z"), Err(ShareErrorKind::Truncated));
        assert_eq!(
            base64url_decode("Zm9v+"),
            Err(ShareErrorKind::NotBase64 {
                position: 4,
                character: '+'
            })
        );
    }

    #[test]
    fn bits_round_trip() {
        let mut w = BitWriter::new();
        w.bits(0b101, 3);
        w.gamma(0);
        w.gamma(20);
        w.gamma(u64::MAX);
        w.signed(-3);
        w.signed(i64::MIN);
        w.text("Zoé");
        let bytes = w.finish();
        let mut r = BitReader::new(&bytes);
        assert_eq!(r.bits(3).unwrap(), 0b101);
        assert_eq!(r.gamma("a").unwrap(), 0);
        assert_eq!(r.gamma("a").unwrap(), 20);
        assert_eq!(r.gamma("a").unwrap(), u64::MAX);
        assert_eq!(r.signed("a").unwrap(), -3);
        assert_eq!(r.signed("a").unwrap(), i64::MIN);
        assert_eq!(r.text(10, "a").unwrap(), "Zoé");
        r.finish().unwrap();
    }
}
