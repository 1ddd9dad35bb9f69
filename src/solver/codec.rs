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

/// The widest load a configuration's build may store: `(priests, devils)`, each the most any crossing
/// between two safe states carries; `(0, 0)` when the build stores none. With devils outnumbering
/// priests (`M > N >= 1`) both the start and the goal are lost, so a build examines no crossing and
/// stores no move, whatever the counts; otherwise a crossing carries at most `min(K, N)` priests and
/// `min(K, M)` devils.
fn widest_load(priests: u32, devils: u32, capacity: u32) -> (u32, u32) {
    if devils > priests && priests > 0 {
        (0, 0)
    } else {
        (capacity.min(priests), capacity.min(devils))
    }
}

/// Whether the widest load of `priests`, `devils` and a boat of `capacity` fits the solver's 32-bit
/// move: `(P + 1) << bits(D) <= 2^32` for the widest load `(P, D)` of [`widest_load`]. What
/// [`Rules::new`] checks too, so that a configuration it accepts always builds this far.
///
/// # Errors
/// [`Error::MovesTooWide`] when it does not fit.
pub(crate) fn check_loads(priests: u32, devils: u32, capacity: u32) -> Result<(), Error> {
    let (max_priests, max_devils) = widest_load(priests, devils, capacity);
    let shift = u32::BITS - max_devils.leading_zeros();
    if (u64::from(max_priests) + 1) << shift > 1 << 32 {
        return Err(Error::MovesTooWide {
            max_priests,
            devils,
        });
    }
    Ok(())
}

impl MoveCodec {
    /// The codec of `rules`' moves.
    ///
    /// # Errors
    /// [`Error::MovesTooWide`] when the widest load does not fit 32 bits ([`check_loads`], which
    /// [`Rules::new`] already applied).
    pub fn new(rules: &Rules) -> Result<MoveCodec, Error> {
        let (n, m, k) = (rules.priests(), rules.devils(), rules.boat_capacity());
        check_loads(n, m, k)?;
        let (max_priests, max_devils) = widest_load(n, m, k);
        let shift = u32::BITS - max_devils.leading_zeros();
        let widest = (max_priests << shift) | max_devils;
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
        // 2^20 devils take 21 bits, so 2^20 priests aboard cannot fit beside them; nor 2^12 devils (13
        // bits) beside 2^20 priests.
        assert_eq!(
            check_loads(1 << 20, 1 << 20, 1 << 20),
            Err(Error::MovesTooWide {
                max_priests: 1 << 20,
                devils: 1 << 20
            })
        );
        assert_eq!(
            check_loads(1 << 20, 1 << 12, 1 << 20),
            Err(Error::MovesTooWide {
                max_priests: 1 << 20,
                devils: 1 << 12
            })
        );
        assert_eq!(check_loads(1 << 11, 1 << 11, 1 << 20), Ok(()));
    }

    #[test]
    fn more_devils_than_priests_store_no_move_whatever_the_counts() {
        // Both the start and the goal are lost: nothing to pack.
        for (n, m, k) in [
            (1, 1 << 31, 1 << 31),
            (3, u32::MAX, u32::MAX),
            (1 << 20, 1 << 21, 1 << 21),
        ] {
            assert_eq!(check_loads(n, m, k), Ok(()), "{n}/{m}/{k}");
        }
        let codec = MoveCodec::new(&Rules::new(1, 1 << 31, 1 << 31).unwrap()).unwrap();
        assert_eq!(codec.bits, 0);
    }
}
