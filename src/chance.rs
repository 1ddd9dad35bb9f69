//! Chances too small for a float: the difficulty figure multiplies one factor per crossing, and plans
//! run to millions of crossings.

/// A chance as `mantissa * 2^exponent`, the mantissa in `[1, 2)` once normalized (or 0 for no chance):
/// a float whose exponent does not underflow, for chances as small as `2^-(2^62)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Chance {
    mantissa: f64,
    exponent: i64,
}

impl Chance {
    pub(crate) const ZERO: Chance = Chance {
        mantissa: 0.0,
        exponent: 0,
    };
    pub(crate) const ONE: Chance = Chance {
        mantissa: 1.0,
        exponent: 0,
    };

    fn is_zero(self) -> bool {
        self.mantissa == 0.0
    }

    /// `mantissa * 2^exponent` for a positive, normal `mantissa`, with the mantissa brought into
    /// `[1, 2)`.
    fn normalized(mantissa: f64, exponent: i64) -> Chance {
        const EXPONENT_BITS: u64 = 0x7ff << 52;
        let bits = mantissa.to_bits();
        let biased = ((bits & EXPONENT_BITS) >> 52) as i64;
        Chance {
            mantissa: f64::from_bits((bits & !EXPONENT_BITS) | (1023 << 52)),
            exponent: exponent + biased - 1023,
        }
    }

    /// This chance divided by `by` (at least 1, at most about 2^64: the quotient stays normal), with its
    /// mantissa normalized.
    pub(crate) fn divided(self, by: f64) -> Chance {
        Chance::normalized(self.mantissa / by, self.exponent)
    }

    /// The sum of two chances; only the result's exponent may differ from `self`'s, and only the
    /// mantissa of a sum is left unnormalized (in `[1, 2^62)` for any number of terms below 2^61), so
    /// that adding stays cheap: [`Chance::divided`] normalizes.
    #[inline]
    pub(crate) fn plus(self, other: Chance) -> Chance {
        if self.is_zero() {
            return other;
        }
        let gap = other.exponent - self.exponent;
        if gap <= 0 {
            // `other` is at most as large: scaled by 2^gap, exactly, unless below precision.
            if gap < -60 {
                return self;
            }
            let scale = f64::from_bits(((1023 + gap) as u64) << 52);
            Chance {
                mantissa: self.mantissa + other.mantissa * scale,
                exponent: self.exponent,
            }
        } else {
            if gap > 60 {
                return other;
            }
            let scale = f64::from_bits(((1023 - gap) as u64) << 52);
            Chance {
                mantissa: self.mantissa * scale + other.mantissa,
                exponent: other.exponent,
            }
        }
    }

    /// `log2` of the chance (minus infinity for no chance).
    pub(crate) fn log2(self) -> f64 {
        self.mantissa.log2() + self.exponent as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_add_and_divide_without_underflow() {
        let half = Chance::ONE.divided(2.0);
        assert_eq!(half.plus(half).divided(1.0), Chance::ONE);
        let three_eighths = Chance::ONE.divided(4.0).plus(Chance::ONE.divided(8.0));
        assert!((three_eighths.log2() - 0.375f64.log2()).abs() < 1e-12);
        assert_eq!(Chance::ZERO.plus(half), half);
        assert_eq!(Chance::ZERO.log2(), f64::NEG_INFINITY);
        // 2^-3000 is far below f64's range; its log is still exact.
        let mut tiny = Chance::ONE;
        for _ in 0..1000 {
            tiny = tiny.divided(8.0);
        }
        assert_eq!(tiny.log2(), -3000.0);
        assert_eq!(tiny.plus(tiny).log2(), -2999.0);
        assert_eq!(Chance::ONE.plus(tiny), Chance::ONE);
        assert_eq!(tiny.plus(Chance::ONE), Chance::ONE);
        // Unnormalized sums keep their value.
        let mut sum = Chance::ZERO;
        for _ in 0..3 {
            sum = sum.plus(half);
        }
        assert!((sum.log2() - 1.5f64.log2()).abs() < 1e-15);
    }
}
