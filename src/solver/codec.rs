//! The two encodings of a move inside the solver, both private to it: the table's code, a `u32` as
//! small as the puzzle allows so that a distance fits beside it in one word, and the hint grid's word,
//! a `u64` in the C ABI's layout of a move (`PdMove`: priests, then devils), which C callers read
//! straight from the grid (`pd_next_move_inline`).

use crate::error::Error;
use crate::rules::Rules;
use crate::state::Move;

/// Packs a move `(a, b)` into one `u32` as `a << shift | b`, where `shift` is the bit width of
/// `min(K, M)`, the most devils a move carries: decoding is a shift and a mask.
#[derive(Clone, Copy, Debug)]
pub(super) struct MoveCodec {
    shift: u32,
    mask: u32,
    /// The width of the largest code, that of the fullest boat.
    pub bits: u32,
}

impl MoveCodec {
    /// The codec of `rules`' moves.
    ///
    /// # Errors
    /// [`Error::MovesTooWide`] when the fullest load does not fit 32 bits (only puzzles far beyond the
    /// move budget have such loads).
    pub fn new(rules: &Rules) -> Result<MoveCodec, Error> {
        let k = rules.boat_capacity();
        let shift = u32::BITS - k.min(rules.devils()).leading_zeros();
        let max_priests = k.min(rules.priests());
        if (u64::from(max_priests) + 1) << shift > 1 << 32 {
            return Err(Error::MovesTooWide {
                max_priests,
                devils: rules.devils(),
            });
        }
        let widest = (max_priests << shift) | k.min(rules.devils());
        Ok(MoveCodec {
            shift,
            mask: (1 << shift) - 1,
            bits: u32::BITS - widest.leading_zeros(),
        })
    }

    /// The code of `mv`, a load of `rules`.
    pub fn encode(self, mv: Move) -> u32 {
        (mv.priests << self.shift) | mv.devils
    }

    /// The move coded `code`.
    #[inline]
    pub fn decode(self, code: u32) -> Move {
        Move::new(code >> self.shift, code & self.mask)
    }
}

/// A move as one grid word, `priests | devils << 32`: what a C caller's `PdMove` (two 32-bit fields)
/// receives with one store. Never 0 for a move that carries someone, so 0 marks "no move".
#[inline(always)]
pub(super) fn pack(mv: Move) -> u64 {
    u64::from(mv.priests) | u64::from(mv.devils) << 32
}

/// The move [`pack`] made `word` from.
#[inline(always)]
pub(super) fn unpack(word: u64) -> Move {
    Move::new(word as u32, (word >> 32) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_are_as_narrow_as_the_fullest_load() {
        let rules = Rules::new(5, 5, 3).unwrap();
        let codec = MoveCodec::new(&rules).unwrap();
        // Up to 3 devils: 2 bits; the fullest code is 3 << 2 | 3 = 15, 4 bits.
        assert_eq!(codec.bits, 4);
        for (p, d) in [(0, 1), (1, 2), (3, 0), (0, 3), (2, 1)] {
            assert_eq!(codec.decode(codec.encode(Move::new(p, d))), Move::new(p, d));
            assert_eq!(unpack(pack(Move::new(p, d))), Move::new(p, d));
        }
        assert_ne!(pack(Move::new(0, 1)), 0);
    }

    #[test]
    fn a_load_too_wide_for_32_bits_says_what_it_is() {
        // 2^20 devils take 21 bits, so 2^11 priests aboard cannot fit beside them.
        let rules = Rules::new(1 << 11, 1 << 20, 1 << 20).unwrap();
        assert_eq!(
            MoveCodec::new(&rules).unwrap_err(),
            Error::MovesTooWide {
                max_priests: 1 << 11,
                devils: 1 << 20
            }
        );
    }
}
