//! # priests_devils
//!
//! A solver for the Priests and Devils river-crossing game (missionaries and cannibals), generalized to
//! any number of priests and devils and any boat capacity, with a C ABI for C programs and Unity.
//!
//! One [`Solver::new`] solves the whole state graph; afterwards every hint (next move, distance,
//! move rating, next atomic action) is a constant-time table lookup.
//!
//! ```
//! use priests_devils::{Rules, Solver};
//!
//! let solver = Solver::new(Rules::CLASSIC)?;
//! assert_eq!(solver.min_moves(), Some(11));
//! let first = solver.next_move(Rules::CLASSIC.start())?;
//! assert_eq!((first.priests, first.devils), (1, 1));
//! # Ok::<(), priests_devils::Error>(())
//! ```
//!
//! The C ABI lives in [`ffi`], the only module allowed `unsafe` code.
#![deny(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod explore;
pub mod ffi;
mod game;
mod graph;
mod limits;
mod milestones;
mod moves;
mod plans;
mod report;
mod rules;
mod solver;
mod state;

pub use error::{Error, Inconsistency};
pub use explore::{Diagram, DiagramEdge, DiagramNode};
pub use game::{Action, GameState, Step};
pub use graph::StateIndex;
pub use limits::{MAX_MOVES, MAX_SAFE_STATES};
pub use milestones::Milestone;
pub use moves::Rating;
pub use plans::Plan;
pub use report::LevelReport;
pub use rules::{bank_lost, BoatSafety, Rowers, Rules};
pub use solver::{PolicyEntry, Solver, StateKind, Verdict};
pub use state::{IllegalMove, Move, Side, State};

/// The Rust examples of README.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
