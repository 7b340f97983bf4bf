//! Version 1 codes of the games after French Tarot (game tags 1 and 2): Tarocchi and the
//! free-form scorecard. Additive: a link of French Tarot (tag 0) is unchanged.
//!
//! Every value has one encoding, so what decodes re-encodes to the same bits:
//! - Tarocchi settings: first dealer (seat), then one bit per reading — partial points
//!   (`0` nearest), failed announced ultimo (`0` pays), lost slam (`0` value plus points
//!   under), ultimo payer (`0` each defender).
//! - Tarocchi hand: declarer (seat), bid (2 bits, Ansager Solo Super Slam), card points
//!   (`0` typed: signed points, gamma odd cards; `1` tapped: gamma count, 7 bits a card in
//!   the order entered), slam outcome (`0` none, `10` lost, `11` won), ultimo (2 bits: none,
//!   won, announced won, announced lost).
//! - Free-form settings: first dealer (seat). Hand: gamma count, then each amount signed.

use super::bits::{BitReader, BitWriter};
use super::{index_of, read_len, read_opt, read_seat, write_seat, ShareError, ShareErrorKind};
use crate::core::freeform::FreeformInput;
use crate::core::games::{FreeformSettings, TarocchiSettings};
use crate::core::tarocchi::{
    CardPointsInput, FailedUltimo, LostSlam, PartialPoints, TarocchiBid, TarocchiInput, Ultimo,
    UltimoPayer,
};

/// Bits for a card index of the 66-card pack (and any forged index up to 127).
const CARD_BITS: u32 = 7;

pub(super) fn write_tarocchi_settings(
    w: &mut BitWriter,
    s: &TarocchiSettings,
    n: usize,
) -> Result<(), ShareError> {
    write_seat(w, s.first_dealer, n, "first dealer")?;
    w.bit(s.partial_points == PartialPoints::Exact);
    w.bit(s.failed_announced_ultimo == FailedUltimo::Nothing);
    w.bit(s.lost_slam == LostSlam::Value);
    w.bit(s.ultimo_payer == UltimoPayer::Split);
    Ok(())
}

pub(super) fn read_tarocchi_settings(
    r: &mut BitReader<'_>,
    n: usize,
) -> Result<TarocchiSettings, ShareErrorKind> {
    let first_dealer = read_seat(r, n, "first dealer")?;
    Ok(TarocchiSettings {
        first_dealer,
        partial_points: pick(r.bit()?, PartialPoints::ALL),
        failed_announced_ultimo: pick(r.bit()?, FailedUltimo::ALL),
        lost_slam: pick(r.bit()?, LostSlam::ALL),
        ultimo_payer: pick(r.bit()?, UltimoPayer::ALL),
    })
}

pub(super) fn write_tarocchi_hand(
    w: &mut BitWriter,
    h: &TarocchiInput,
    n: usize,
) -> Result<(), ShareError> {
    write_seat(w, h.declarer, n, "declarer")?;
    w.bits(index_of(&TarocchiBid::ALL, &h.bid), 2);
    match &h.card_points {
        CardPointsInput::Typed { points, cards } => {
            w.bit(false);
            w.signed(*points);
            w.gamma(u64::from(*cards));
        }
        CardPointsInput::Tapped { cards } => {
            w.bit(true);
            w.gamma(cards.len() as u64);
            for &c in cards {
                if c >= 1 << CARD_BITS {
                    return Err(ShareErrorKind::OutOfRange { field: "cards" }.into());
                }
                w.bits(c as u64, CARD_BITS);
            }
        }
    }
    w.bit(h.slam_won.is_some());
    if let Some(won) = h.slam_won {
        w.bit(won);
    }
    w.bits(index_of(&Ultimo::ALL, &h.ultimo), 2);
    Ok(())
}

pub(super) fn read_tarocchi_hand(
    r: &mut BitReader<'_>,
    n: usize,
) -> Result<TarocchiInput, ShareErrorKind> {
    let declarer = read_seat(r, n, "declarer")?;
    let bid = TarocchiBid::ALL[r.bits(2)? as usize];
    let card_points = if r.bit()? {
        let len = read_len(r, "card count")?;
        let cards = (0..len)
            .map(|_| r.bits(CARD_BITS).map(|c| c as usize))
            .collect::<Result<Vec<_>, _>>()?;
        CardPointsInput::Tapped { cards }
    } else {
        let points = r.signed("card points")?;
        let cards = r.upto(u64::from(u8::MAX), "odd cards")? as u8;
        CardPointsInput::Typed { points, cards }
    };
    let slam_won = read_opt(r, |r| r.bit())?;
    let ultimo = Ultimo::ALL[r.bits(2)? as usize];
    Ok(TarocchiInput {
        declarer,
        bid,
        card_points,
        slam_won,
        ultimo,
    })
}

pub(super) fn write_freeform_settings(
    w: &mut BitWriter,
    s: &FreeformSettings,
    n: usize,
) -> Result<(), ShareError> {
    write_seat(w, s.first_dealer, n, "first dealer")
}

pub(super) fn read_freeform_settings(
    r: &mut BitReader<'_>,
    n: usize,
) -> Result<FreeformSettings, ShareErrorKind> {
    Ok(FreeformSettings {
        first_dealer: read_seat(r, n, "first dealer")?,
    })
}

pub(super) fn write_freeform_hand(w: &mut BitWriter, h: &FreeformInput) {
    w.gamma(h.amounts.len() as u64);
    for &a in &h.amounts {
        w.signed(a);
    }
}

pub(super) fn read_freeform_hand(r: &mut BitReader<'_>) -> Result<FreeformInput, ShareErrorKind> {
    let len = read_len(r, "amount count")?;
    let amounts = (0..len)
        .map(|_| r.signed("amount"))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(FreeformInput { amounts })
}

/// The second choice of a two-choice table when the bit is set.
fn pick<T: Copy>(on: bool, all: [T; 2]) -> T {
    all[usize::from(on)]
}
