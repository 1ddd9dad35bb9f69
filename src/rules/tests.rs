//! The rules' tests: counts against brute force, variants at their C values, refusals.

use super::*;

fn counted(n: u32, m: u32) -> u64 {
    (0..=n)
        .filter_map(|p| safe_devil_range(n, m, p))
        .map(|(lo, hi)| 2 * u64::from(hi - lo + 1))
        .sum()
}

#[test]
fn closed_form_matches_counting_rows() {
    for n in 0..40 {
        for m in 0..40 {
            assert_eq!(safe_state_count(n, m), counted(n, m), "n={n} m={m}");
        }
    }
}

#[test]
fn ranges_hold_exactly_the_safe_counts() {
    for n in 0..9 {
        for m in 0..9 {
            for p in 0..=n {
                for d in 0..=m {
                    let safe = !bank_lost(p, d) && !bank_lost(n - p, m - d);
                    let in_range =
                        safe_devil_range(n, m, p).is_some_and(|(lo, hi)| lo <= d && d <= hi);
                    assert_eq!(safe, in_range, "n={n} m={m} p={p} d={d}");
                }
            }
        }
    }
}

fn brute_loads(rules: &Rules, p: u32, d: u32) -> u64 {
    let k = rules.boat_capacity();
    (0..=k.min(p))
        .flat_map(|a| (0..=k.min(d)).map(move |b| Move::new(a, b)))
        .filter(|&mv| rules.check_load(mv).is_ok())
        .count() as u64
}

#[test]
fn legal_loads_count_what_check_load_allows() {
    for safety in BoatSafety::ALL {
        for rowers in Rowers::ALL {
            for k in 1..13 {
                let rules = Rules::new(14, 14, k)
                    .unwrap()
                    .with_boat_safety(safety)
                    .with_rowers(rowers);
                for p in 0..=14 {
                    for d in 0..=14 {
                        assert_eq!(rules.legal_loads(p, d), brute_loads(&rules, p, d));
                    }
                }
            }
        }
    }
}

#[test]
fn every_variant_is_listed_once_at_its_c_value() {
    for (i, safety) in BoatSafety::ALL.into_iter().enumerate() {
        assert_eq!(
            (safety.index(), BoatSafety::from_index(i as u32)),
            (i as u32, Some(safety))
        );
    }
    for (i, rowers) in Rowers::ALL.into_iter().enumerate() {
        assert_eq!(
            (rowers.index(), Rowers::from_index(i as u32)),
            (i as u32, Some(rowers))
        );
    }
    for (name, debug) in BoatSafety::ALL
        .map(|v| (v.name(), format!("{v:?}")))
        .into_iter()
        .chain(Rowers::ALL.map(|v| (v.name(), format!("{v:?}"))))
    {
        assert_eq!(
            name,
            debug.to_lowercase(),
            "a name is the value's, in lowercase"
        );
    }
    assert_eq!(BoatSafety::ALL[0], BoatSafety::default());
    assert_eq!(Rowers::ALL[0], Rowers::default());
    let variants = Rules::CLASSIC.variants().count();
    assert_eq!(variants, BoatSafety::ALL.len() * Rowers::ALL.len());
}

#[test]
fn classic_has_twenty_safe_states() {
    assert_eq!(Rules::CLASSIC.safe_states(), 20);
}

#[test]
fn refuses_empty_boat_and_oversized_configurations() {
    assert_eq!(Rules::new(3, 3, 0), Err(Error::ZeroBoatCapacity));
    assert!(matches!(
        Rules::new(u32::MAX, u32::MAX, 2),
        Err(Error::TooManyStates { .. })
    ));
    assert!(Rules::new(0, 0, 1).is_ok());
    assert!(Rules::new(0, 5, u32::MAX).is_ok());
    assert!(Rules::new(22_019, 0, 13_804).is_ok()); // within the caps; its build exceeds the move budget
}

#[test]
fn each_cause_of_a_too_large_configuration_says_what_it_is() {
    let wide = Error::MovesTooWide {
        max_priests: 1_000_000,
        devils: 1_000_000,
    };
    assert!(
        wide.to_string()
            .contains("does not fit the solver's 32-bit move"),
        "{wide}"
    );
    let many = Rules::new(u32::MAX, u32::MAX, 2).unwrap_err();
    assert!(
        many.to_string()
            .ends_with(&format!("safe states (cap {MAX_SAFE_STATES})")),
        "{many}"
    );
    let budget = Error::MoveBudgetExceeded { states: 44_040 };
    assert!(
        budget
            .to_string()
            .contains(&format!("budget of {} moves", crate::MAX_MOVES)),
        "{budget}"
    );
}

#[test]
fn lost_bank_checks_both_sides() {
    let r = Rules::CLASSIC;
    assert_eq!(
        r.lost_bank(State::new(1, 2, Side::Start)),
        Some(Side::Start)
    );
    assert_eq!(r.lost_bank(State::new(2, 1, Side::Far)), Some(Side::Far));
    assert_eq!(r.lost_bank(State::new(3, 1, Side::Far)), None);
}
