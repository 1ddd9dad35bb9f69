//! Drives the river-crossing family's entry points (`pd_puzzle_*`) with any text (the fuzzer's bytes,
//! or one of four puzzles of `puzzles/`, mutated or not) and, on every puzzle that builds, any state,
//! crossing, boat load, kind index, language and buffer. Checks: reading never panics and
//! `pd_puzzle_check`, `pd_puzzle_error_message` and `pd_puzzle_new` agree (a text refused by one is
//! refused by the others with the same status, a refusal leaves `*out` NULL and words a message); and on
//! a built puzzle the answers agree with one another: the verdict decides which refusal every hint gives,
//! the next crossing is the first optimal one, rated optimal, and leads one crossing closer; a plan is as
//! long as the verdict's distance and replays to a won state; plan counts are at least 1 and the
//! milestones end at the goal; the next atomic step is legal for the boat given; every text is UTF-8
//! with one NUL and a too-small buffer gets only its size.
#![no_main]

use std::ffi::{c_char, CStr};
use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::known;

/// Puzzles of the set, with a named character, counted kinds, times and a load change among them.
const PUZZLES: [&str; 4] = [
    include_str!("../../puzzles/wolf-goat-cabbage.river"),
    include_str!("../../puzzles/missionaries-cannibals.river"),
    include_str!("../../puzzles/bridge-torch-17.river"),
    include_str!("../../puzzles/weights.river"),
];

#[derive(Arbitrary, Debug)]
struct Input {
    /// Which puzzle of [`PUZZLES`] (one past them: the fuzzer's own text).
    which: u8,
    /// Bytes written over the chosen puzzle's text at `at` (or the whole text).
    patch: Vec<u8>,
    at: u16,
    left: [u32; 8],
    crossings: u32,
    previous_load: u32,
    elapsed: u32,
    load: [u32; 8],
    aboard: [u32; 8],
    /// Keep the counts within the puzzle's kinds, where the answers differ.
    near: bool,
    kind: u32,
    language: u32,
    cap: u8,
}

/// The text `input` asks for.
fn text(input: &Input) -> Vec<u8> {
    let Some(puzzle) = PUZZLES.get(usize::from(input.which) % (PUZZLES.len() + 1)) else {
        return input.patch.clone();
    };
    let mut text = puzzle.as_bytes().to_vec();
    if !input.patch.is_empty() {
        let at = usize::from(input.at) % text.len();
        let end = (at + input.patch.len()).min(text.len());
        text.splice(at..end, input.patch.iter().copied());
    }
    text
}

/// A text written by `write` into buffers of `cap` bytes then of its size: the buffer protocol, UTF-8,
/// one NUL at the end.
fn words(cap: u8, write: &dyn Fn(*mut c_char, usize, *mut usize) -> PdStatus) -> Option<String> {
    let mut buf = vec![0x7f as c_char; usize::from(cap)];
    let mut len = usize::MAX;
    let status = known(write(buf.as_mut_ptr(), buf.len(), &mut len));
    if status == PdStatus::BufferTooSmall {
        assert!(len > buf.len());
        assert!(
            buf.iter().all(|&b| b == 0x7f as c_char),
            "only the size is written"
        );
        buf = vec![0x7f as c_char; len];
        assert_eq!(write(buf.as_mut_ptr(), len, &mut len), PdStatus::Ok);
    } else if status != PdStatus::Ok {
        return None;
    }
    assert!(len >= 1 && len <= buf.len());
    // SAFETY: the library wrote `len` bytes ending in a NUL.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) };
    assert_eq!(text.to_bytes().len() + 1, len, "one NUL, at the end");
    Some(text.to_str().expect("UTF-8").to_owned())
}

fn state(input: &Input, info: &PdPuzzleInfo, kinds: &[PdPuzzleKind]) -> PdPuzzleState {
    let mut s = PdPuzzleState {
        left: [0; 32],
        kinds: info.kinds,
        crossings: input.crossings,
        previous_load: input.previous_load,
        elapsed: input.elapsed,
    };
    for (i, kind) in kinds.iter().enumerate() {
        let drawn = input.left[i % 8];
        s.left[i] = if input.near {
            drawn % (kind.count + 2)
        } else {
            drawn
        };
    }
    if input.near {
        s.crossings %= 6;
        s.elapsed %= 40;
        if input.previous_load % 3 == 0 {
            s.previous_load = PD_NONE;
        } else {
            s.previous_load %= 400;
        }
    } else if input.kind % 7 == 0 {
        s.kinds = input.kind;
    }
    s
}

fn load(drawn: &[u32; 8], near: bool, kinds: &[PdPuzzleKind]) -> PdCrossing {
    let mut c = PdCrossing { load: [0; 32] };
    for (i, kind) in kinds.iter().enumerate() {
        c.load[i] = if near {
            drawn[i % 8] % (kind.count + 1)
        } else {
            drawn[i % 8]
        };
    }
    c
}

fn verdict(p: *const PdPuzzle, s: &PdPuzzleState) -> Option<PdPuzzleVerdict> {
    let mut v = PdPuzzleVerdict {
        kind: PdPuzzleStateKind::Safe,
        lost_bank: PdBank::Left,
        lost_line: 0,
        reachable: 0,
        crossings: 0,
        time: 0,
        within_limit: 0,
    };
    // SAFETY: a live puzzle, a state and an out-parameter.
    match known(unsafe { pd_puzzle_check_state(p, s, &mut v) }) {
        PdStatus::Ok => Some(v),
        status => {
            assert_eq!(status, PdStatus::StateOutOfRange);
            None
        }
    }
}

/// The refusal every hint gives from a state with verdict `v`.
fn standing(v: &PdPuzzleVerdict) -> PdStatus {
    match v.kind {
        PdPuzzleStateKind::Lost => PdStatus::LostState,
        PdPuzzleStateKind::Won => PdStatus::AlreadyWon,
        PdPuzzleStateKind::Safe if v.crossings == PD_NO_PATH => PdStatus::NoPath,
        PdPuzzleStateKind::Safe if v.within_limit == 0 => PdStatus::OutOfTime,
        PdPuzzleStateKind::Safe => PdStatus::Ok,
    }
}

fn play(input: &Input, p: *const PdPuzzle) {
    let mut info = std::mem::MaybeUninit::<PdPuzzleInfo>::uninit();
    // SAFETY: a live puzzle and an out-parameter.
    assert_eq!(
        unsafe { pd_puzzle_info(p, info.as_mut_ptr()) },
        PdStatus::Ok
    );
    // SAFETY: written with OK.
    let info = unsafe { info.assume_init() };
    assert!(info.kinds <= PD_MAX_PUZZLE_KINDS && info.nodes <= PD_MAX_PUZZLE_NODES);
    let mut kinds = Vec::new();
    for i in 0..=info.kinds {
        let mut kind = std::mem::MaybeUninit::<PdPuzzleKind>::uninit();
        // SAFETY: a live puzzle and an out-parameter.
        let status = unsafe { pd_puzzle_kind(p, i, kind.as_mut_ptr()) };
        if i == info.kinds {
            assert_eq!(status, PdStatus::InvalidKind);
        } else {
            assert_eq!(status, PdStatus::Ok);
            // SAFETY: written with OK.
            kinds.push(unsafe { kind.assume_init() });
        }
    }
    // SAFETY: every call below passes a live puzzle and the buffers `words` hands it.
    let named = words(input.cap, &|b, c, l| unsafe {
        pd_puzzle_kind_name(p, input.kind, b, c, l)
    });
    assert_eq!(named.is_some(), input.kind < info.kinds);
    let member = input.left[0] % 4;
    let named = words(input.cap, &|b, c, l| unsafe {
        pd_puzzle_member_name(p, input.kind, member, b, c, l)
    });
    let exists = kinds
        .get(input.kind as usize)
        .is_some_and(|k| member < k.count);
    assert_eq!(named.is_some(), exists);
    assert!(words(input.cap, &|b, c, l| unsafe { pd_puzzle_title(p, b, c, l) }).is_some());

    let s = state(input, &info, &kinds);
    let Some(v) = verdict(p, &s) else {
        let mut c = PdCrossing { load: [0; 32] };
        // SAFETY: as above.
        assert_eq!(
            unsafe { pd_puzzle_next_crossing(p, &s, &mut c) },
            PdStatus::StateOutOfRange
        );
        return;
    };
    let expected = standing(&v);
    let mut next = PdCrossing { load: [0; 32] };
    // SAFETY: as above.
    assert_eq!(
        known(unsafe { pd_puzzle_next_crossing(p, &s, &mut next) }),
        expected
    );
    let mut counts = PdPuzzlePlanCounts::default();
    // SAFETY: as above.
    assert_eq!(
        known(unsafe { pd_puzzle_count_plans(p, &s, &mut counts) }),
        expected
    );
    let mut len = 0usize;
    // SAFETY: a length query: NULL buffer, capacity 0.
    let plan_status = unsafe { pd_puzzle_plan(p, &s, ptr::null_mut(), 0, &mut len) };
    if expected == PdStatus::Ok {
        assert!(counts.distinct >= counts.by_kind && counts.by_kind >= 1);
        assert_eq!(plan_status, PdStatus::BufferTooSmall);
        assert_eq!(len as u32, v.crossings, "a plan is as long as the distance");
        let mut plan = vec![PdCrossing { load: [0; 32] }; len];
        // SAFETY: a buffer of `len` crossings.
        assert_eq!(
            unsafe { pd_puzzle_plan(p, &s, plan.as_mut_ptr(), len, &mut len) },
            PdStatus::Ok
        );
        assert_eq!(plan[0], next, "a plan starts with the hint");
        let mut at = s;
        for crossing in &plan {
            let mut rating = std::mem::MaybeUninit::<PdPuzzleRating>::uninit();
            // SAFETY: as above.
            assert_eq!(
                unsafe { pd_puzzle_rate(p, &at, crossing, rating.as_mut_ptr()) },
                PdStatus::Ok
            );
            // SAFETY: written with OK.
            assert_eq!(
                unsafe { rating.assume_init() }.kind,
                PdPuzzleRatingKind::Optimal
            );
            let mut after = at;
            // SAFETY: as above.
            assert_eq!(
                unsafe { pd_puzzle_after(p, &at, crossing, &mut after) },
                PdStatus::Ok
            );
            at = after;
        }
        assert_eq!(
            verdict(p, &at).map(|w| w.kind),
            Some(PdPuzzleStateKind::Won)
        );
        let mut optimal = vec![PdCrossing { load: [0; 32] }; 64];
        // SAFETY: a buffer of 64 crossings.
        let status =
            unsafe { pd_puzzle_optimal_crossings(p, &s, optimal.as_mut_ptr(), 64, &mut len) };
        if status == PdStatus::Ok {
            assert!(
                len >= 1 && optimal[0] == next,
                "the hint is the first optimal crossing"
            );
        } else {
            assert_eq!(status, PdStatus::BufferTooSmall);
            assert!(len > 64);
        }
        let mut milestones = vec![
            PdPuzzleMilestone {
                state: s,
                crossings: 0
            };
            64
        ];
        // SAFETY: a buffer of 64 milestones.
        let status = unsafe { pd_puzzle_milestones(p, &s, milestones.as_mut_ptr(), 64, &mut len) };
        if status == PdStatus::Ok {
            let last = &milestones[len - 1];
            assert_eq!(
                last.crossings, v.crossings,
                "the goal is the last milestone"
            );
            assert_eq!(
                verdict(p, &last.state).map(|w| w.kind),
                Some(PdPuzzleStateKind::Won)
            );
        }
    } else {
        assert_eq!(known(plan_status), expected);
    }

    let crossing = load(&input.load, input.near, &kinds);
    let mut rating = std::mem::MaybeUninit::<PdPuzzleRating>::uninit();
    // SAFETY: as above.
    let status = known(unsafe { pd_puzzle_rate(p, &s, &crossing, rating.as_mut_ptr()) });
    assert_eq!(status, expected, "a rating refuses as the hints do");
    let mut after = s;
    // SAFETY: as above.
    let status = known(unsafe { pd_puzzle_after(p, &s, &crossing, &mut after) });
    if expected == PdStatus::Ok {
        // SAFETY: written with OK.
        let rating = unsafe { rating.assume_init() };
        let illegal = rating.kind == PdPuzzleRatingKind::Illegal;
        assert_eq!(
            status == PdStatus::IllegalCrossing,
            illegal,
            "{rating:?} {status:?}"
        );
        if rating.kind == PdPuzzleRatingKind::Optimal {
            let w = verdict(p, &after).expect("a state after a crossing fits the puzzle");
            assert_eq!(
                w.crossings + 1,
                v.crossings,
                "an optimal crossing comes one closer"
            );
        }
    }

    let aboard = load(&input.aboard, input.near, &kinds);
    let mut step = std::mem::MaybeUninit::<PdPuzzleAction>::uninit();
    // SAFETY: as above.
    let status = known(unsafe { pd_puzzle_next_action(p, &s, &aboard, step.as_mut_ptr()) });
    if status == PdStatus::Ok {
        // SAFETY: written with OK.
        let step = unsafe { step.assume_init() };
        let kind = step.kind as u32;
        let hint = words(input.cap, &|b, c, l| unsafe {
            pd_puzzle_describe_step(
                p,
                input.language,
                kind,
                step.character_kind,
                &step.crossing,
                step.crossings_left,
                b,
                c,
                l,
            )
        });
        assert_eq!(hint.is_some(), input.language < 2);
        if step.kind == PdPuzzleActionKind::None {
            assert_eq!(v.kind, PdPuzzleStateKind::Won);
        } else {
            assert_eq!(step.crossing, next, "the step works towards the hint");
        }
    } else {
        assert!(
            status == PdStatus::InvalidGameState
                || (status == expected && status != PdStatus::AlreadyWon),
            "{status:?} {expected:?}"
        );
    }
    let said = words(input.cap, &|b, c, l| unsafe {
        pd_puzzle_describe_crossing(p, input.language, &crossing, b, c, l)
    });
    assert_eq!(said.is_some(), input.language < 2);
    let mut report = std::mem::MaybeUninit::<PdPuzzleReport>::uninit();
    // SAFETY: as above.
    assert_eq!(
        unsafe { pd_puzzle_report(p, report.as_mut_ptr()) },
        PdStatus::Ok
    );
    // SAFETY: written with OK.
    let report = unsafe { report.assume_init() };
    let mut start = s;
    // SAFETY: as above.
    assert_eq!(unsafe { pd_puzzle_start(p, &mut start) }, PdStatus::Ok);
    let from_start = verdict(p, &start).expect("the start fits");
    if report.solvable == PdStatus::Ok {
        assert_eq!(report.min_crossings, from_start.crossings);
        assert!(report.plans.by_kind >= 1);
    }
}

fuzz_target!(|input: Input| {
    let text = text(&input);
    let (bytes, len) = (text.as_ptr().cast::<c_char>(), text.len());
    let mut check = PdPuzzleCheck::default();
    // SAFETY: `len` bytes and an out-parameter.
    let checked = known(unsafe { pd_puzzle_check(bytes, len, &mut check) });
    // SAFETY: as above, and the buffers `words` hands it.
    let message = words(input.cap, &|b, c, l| unsafe {
        pd_puzzle_error_message(bytes, len, b, c, l)
    })
    .expect("a message for every text");
    let mut puzzle: *mut PdPuzzle = ptr::NonNull::dangling().as_ptr();
    // SAFETY: `len` bytes and an out-parameter.
    let built = known(unsafe { pd_puzzle_new(bytes, len, &mut puzzle) });
    match checked {
        PdStatus::Ok => {
            assert!(message.is_empty(), "{message}");
            assert!(
                built == PdStatus::Ok || built == PdStatus::TooLarge,
                "{built:?}"
            );
        }
        PdStatus::PuzzleFormat => {
            assert!(check.line >= 1 && check.column >= 1);
            assert!(message.starts_with(&format!("line {}, column {}: ", check.line, check.column)));
            assert_eq!(built, PdStatus::PuzzleFormat);
        }
        status => {
            assert_eq!(status, PdStatus::TooLarge);
            assert!(!message.is_empty());
            assert_eq!(built, PdStatus::TooLarge);
        }
    }
    if built != PdStatus::Ok {
        assert!(puzzle.is_null(), "a refused build leaves *out NULL");
        return;
    }
    play(&input, puzzle);
    // SAFETY: the handle from `pd_puzzle_new`, freed once.
    unsafe { pd_puzzle_free(puzzle) };
});
