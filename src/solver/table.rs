//! The solver's table: for every safe state, its distance to the goal and its best move.
//!
//! Most puzzles fit both in one `u32` per state, `distance << code_bits | move code` (the move codes
//! and every distance leave room for it), which halves the table against two words: a build touches
//! half the memory and a hint still reads one word. The others (huge boats on big puzzles) keep two
//! words per state, distance then move code. Both layouts are read by the same arithmetic, so lookups
//! never branch on the layout.

use crate::error::Error;
use crate::progress::Watch;

/// Distances and best moves of every safe state, by index.
#[derive(Clone, Debug)]
pub(super) struct Table {
    slots: Vec<u32>,
    /// log2 of the words per entry: 0 packed, 1 wide.
    wide: u32,
    /// Where the distance starts in an entry's first word: the move code's width when packed, else 0.
    shift: u32,
    /// The move code's bits in an entry's last word.
    mask: u32,
    /// The raw distance that means "no path": every bit of the distance field set.
    unset: u32,
}

impl Table {
    /// A table of `len` entries, all without a path, for move codes of `code_bits` bits (at most 32).
    ///
    /// # Errors
    /// The allocation error when the memory cannot be reserved.
    #[cfg(test)]
    pub fn new(len: usize, code_bits: u32) -> Result<Table, Error> {
        Table::new_watched(len, code_bits, Watch::NONE)
    }

    /// [`Table::new`], checking `watch` for a cancel before each run of words it fills (a table at the
    /// state cap takes a good part of a build to fill).
    ///
    /// # Errors
    /// [`Error::OutOfMemory`]; [`Error::Cancelled`].
    pub fn new_watched(len: usize, code_bits: u32, watch: Watch) -> Result<Table, Error> {
        // Distances stay below `len`, and the all-ones field must not be one of them.
        let packed = code_bits < u32::BITS && (len as u64) < 1u64 << (u32::BITS - code_bits);
        let (wide, shift, mask) = if packed {
            (0, code_bits, (1u32 << code_bits).wrapping_sub(1))
        } else {
            (1, 0, u32::MAX)
        };
        let words = len << wide;
        let mut slots = Vec::new();
        slots
            .try_reserve_exact(words)
            .map_err(|_| Error::OutOfMemory)?;
        watch.in_runs(words as u64, |_, to| slots.resize(to as usize, u32::MAX))?;
        Ok(Table {
            slots,
            wide,
            shift,
            mask,
            unset: u32::MAX >> shift,
        })
    }

    /// Whether entries take one word.
    pub fn is_packed(&self) -> bool {
        self.wide == 0
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.slots.len() >> self.wide
    }

    /// The raw distance that means "no path" in [`Table::raw`]'s answers.
    #[inline]
    pub fn unset(&self) -> u32 {
        self.unset
    }

    /// Entry `i` as stored: its raw distance (the [`Table::unset`] value without a path) and its move
    /// code; `None` out of range. The hint's hot path.
    #[inline]
    pub fn raw(&self, i: u32) -> Option<(u32, u32)> {
        let at = (i as usize) << self.wide;
        // The entry's last word: `at` itself when packed, the next one when wide (`at` is even then).
        // `at | wide >= at`, so the compiler drops the second bounds check.
        let last = *self.slots.get(at | self.wide as usize)?;
        let first = self.slots[at];
        Some((first >> self.shift, last & self.mask))
    }

    /// Entry `i` as stored when its state is neither the goal (distance 0) nor without a path (and `i`
    /// in range): its distance and move code, with one compare (the raw distance minus one wraps for 0).
    #[inline]
    pub fn playable(&self, i: u32) -> Option<(u32, u32)> {
        let (distance, best) = self.raw(i)?;
        (distance.wrapping_sub(1) < self.unset - 1).then_some((distance, best))
    }

    /// The distance of entry `i`; `None` without a path (or out of range).
    pub fn distance(&self, i: u32) -> Option<u32> {
        let (distance, _) = self.raw(i)?;
        (distance != self.unset).then_some(distance)
    }

    /// The move code of entry `i` (meaningless for the goal and for states without a path; 0 out of
    /// range).
    pub fn code(&self, i: u32) -> u32 {
        self.raw(i).map_or(0, |(_, code)| code)
    }

    /// The entries for the build's hot loop: [`Words`].
    pub fn words(&mut self) -> Words<'_> {
        Words {
            slots: &mut self.slots,
            shift: self.shift,
            mask: self.mask,
            unset: self.unset,
        }
    }

    /// Stores entry `i` in the layout `PACKED` (which must be this table's), as [`Words::store`].
    pub fn store<const PACKED: bool>(&mut self, i: u32, distance: u32, best: u32) {
        self.words().store::<PACKED>(i, distance, best);
    }
}

/// A table's words with its layout's constants copied out beside them. The build's closures capture
/// this by value, so that the compiler keeps the constants (and the words' address) in registers
/// rather than reloading them through a reference after every store to a layer.
pub(super) struct Words<'a> {
    slots: &'a mut [u32],
    shift: u32,
    mask: u32,
    unset: u32,
}

impl Words<'_> {
    /// Entry `i` as stored, in the layout `PACKED` (which must be this table's): the build's hot path.
    #[inline(always)]
    pub fn load<const PACKED: bool>(&self, i: u32) -> (u32, u32) {
        if PACKED {
            let word = self.slots[i as usize];
            (word >> self.shift, word & self.mask)
        } else {
            let at = 2 * i as usize;
            (self.slots[at], self.slots[at + 1])
        }
    }

    /// Stores entry `i` in the layout `PACKED` (which must be this table's). `distance` must be below
    /// [`Table::unset`] and `best` fit the move code's bits.
    #[inline(always)]
    pub fn store<const PACKED: bool>(&mut self, i: u32, distance: u32, best: u32) {
        debug_assert!(distance < self.unset && best & !self.mask == 0);
        if PACKED {
            self.slots[i as usize] = distance << self.shift | best;
        } else {
            let at = 2 * i as usize;
            self.slots[at] = distance;
            self.slots[at + 1] = best;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_in_both_layouts() {
        // 6 code bits leave 26 for distances: 1000 entries pack, 2^26 would not.
        let mut packed = Table::new(1000, 6).unwrap();
        assert!(packed.is_packed());
        assert_eq!(packed.slots.len() * size_of::<u32>(), 4000);
        assert!(!Table::new(1 << 26, 6).unwrap().is_packed());
        let mut wide = Table::new(1000, 32).unwrap();
        assert!(!wide.is_packed());
        assert_eq!(wide.slots.len() * size_of::<u32>(), 8000);
        for table in [&mut packed, &mut wide] {
            assert_eq!(table.len(), 1000);
            assert_eq!(table.distance(7), None);
            assert_eq!(table.raw(7).unwrap().0, table.unset());
            assert_eq!(table.raw(1000), None);
            let best = if table.is_packed() {
                0b10_1011
            } else {
                u32::MAX
            };
            let far = table.unset() - 1;
            if table.is_packed() {
                table.store::<true>(7, far, best);
                assert_eq!(table.words().load::<true>(7), (far, best));
            } else {
                table.store::<false>(7, far, best);
                assert_eq!(table.words().load::<false>(7), (far, best));
            }
            assert_eq!(table.distance(7), Some(far));
            assert_eq!(table.code(7), best);
            assert_eq!(table.distance(6), None, "neighbours untouched");
            assert_eq!(table.distance(8), None, "neighbours untouched");
            assert_eq!(table.distance(1000), None, "out of range");
        }
    }
}
