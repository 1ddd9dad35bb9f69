//! The model beside the library: each configuration's brute-force model paired with the library's
//! solver of the same rules, for the tests that compare them. The model itself (`super`) uses no library
//! code; only this pairing does.

use priests_devils::{Rules, Side, Solver, State};

use super::model::{Naive, S};

/// The library's state for a model state.
pub fn state(s: S) -> State {
    State::new(s.0, s.1, if s.2 { Side::Far } else { Side::Start })
}

/// Every configuration with up to `max_count` priests and devils and a boat for 1 to `max_boat`, under
/// every rule variant: the model and the solver of its rules.
pub fn configurations(max_count: u32, max_boat: u32) -> impl Iterator<Item = (Naive, Solver)> {
    let counts = (0..=max_count).flat_map(move |n| {
        (0..=max_count).flat_map(move |m| (1..=max_boat).map(move |k| (n, m, k)))
    });
    counts.flat_map(|(n, m, k)| {
        Rules::new(n, m, k).unwrap().variants().map(move |rules| {
            let model =
                Naive::variant(n, m, k, rules.boat_safety().index(), rules.rowers().index());
            (model, Solver::new(rules).unwrap())
        })
    })
}
