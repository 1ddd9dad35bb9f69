//! Every value of the header's enums that a caller passes in is accepted by the committed linux-x64
//! binary, loaded by its path (so no library path of the environment can stand in for it): a value the
//! committed binaries do not know fails here, not in a user's game. Binaries are rebuilt at each release
//! and may lag the header between releases only by the ABI rules: when the binary implements an older
//! `PD_ABI_VERSION` than the header's, the test says which values it refuses instead of failing.

use std::ffi::{c_char, c_void, CStr};
use std::ptr;

use priests_devils::ffi::{PdRules, PdSolver, PdState, PdStatus};

use super::support::{header_abi_version, header_enum, read, root, screaming_snake, PACKAGE};

/// The committed binary the test loads.
const BINARY: &str = "Plugins/linux-x64/libpriests_devils.so";

/// The header's enums a caller passes in, each with the field that carries it.
const INPUTS: [&str; 6] = [
    "PD_BOAT_SAFETY_",
    "PD_ROWERS_",
    "PD_SIDE_",
    "PD_LANGUAGE_",
    "PD_ACTION_KIND_",
    "PD_PUZZLE_ACTION_KIND_",
];

/// The header's enums the library only writes (a status is checked by its message).
const OUTPUTS: [&str; 7] = [
    "PD_STATE_KIND_",
    "PD_RATING_KIND_",
    "PD_BANK_",
    "PD_ROWING_",
    "PD_PUZZLE_STATE_KIND_",
    "PD_PUZZLE_RATING_KIND_",
    "PD_ILLEGAL_CROSSING_",
];

type SolverNew = unsafe extern "C" fn(*const PdRules, *mut *mut PdSolver) -> u32;
type SolverFree = unsafe extern "C" fn(*mut PdSolver);
type CheckState = unsafe extern "C" fn(*const PdSolver, PdState, *mut [u32; 3]) -> u32;
type StatusMessage = unsafe extern "C" fn(u32) -> *const c_char;
type AbiVersion = unsafe extern "C" fn() -> u32;
type DescribeMove =
    unsafe extern "C" fn(u32, priests_devils::ffi::PdMove, *mut c_char, usize, *mut usize) -> u32;
type DescribeAction = unsafe extern "C" fn(u32, u32, *mut c_char, usize, *mut usize) -> u32;
type PuzzleNew = unsafe extern "C" fn(*const c_char, usize, *mut *mut c_void) -> u32;
type PuzzleFree = unsafe extern "C" fn(*mut c_void);
type PuzzleDescribeStep = unsafe extern "C" fn(
    *const c_void,
    u32,
    u32,
    u32,
    *const c_void,
    u32,
    *mut c_char,
    usize,
    *mut usize,
) -> u32;

/// A size query's answer: the size it needs is in `*len`.
const PD_STATUS_BUFFER_TOO_SMALL: u32 = PdStatus::BufferTooSmall as u32;

/// Writes a value into one variant field of the rules.
type SetField = fn(&mut PdRules, u32);

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn the_committed_linux_binary_accepts_every_value_of_the_header_s_enums() {
    let header = read("include/priests_devils.h");
    // Every enum of the header is passed in (checked below), a status (checked by its message) or only
    // written by the library.
    for name in header.lines().filter_map(|l| l.strip_prefix("enum Pd")) {
        let prefix = format!("PD_{}_", screaming_snake(name));
        assert!(
            INPUTS.contains(&prefix.as_str())
                || OUTPUTS.contains(&prefix.as_str())
                || name == "Status",
            "Pd{name}, new in the header: add {prefix} to INPUTS (and check it) or to OUTPUTS"
        );
    }
    let path = root().join(PACKAGE).join(BINARY);
    // SAFETY: the committed binary is this project's library; loading it runs no initializer of note.
    let library = unsafe { libloading::Library::new(&path) }
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // SAFETY: the symbols' types are the header's.
    let (abi, solver_new, solver_free, check_state, message) = unsafe {
        (
            *library.get::<AbiVersion>(b"pd_abi_version").unwrap(),
            *library.get::<SolverNew>(b"pd_solver_new").unwrap(),
            *library.get::<SolverFree>(b"pd_solver_free").unwrap(),
            *library.get::<CheckState>(b"pd_check_state").unwrap(),
            *library.get::<StatusMessage>(b"pd_status_message").unwrap(),
        )
    };
    // SAFETY: no arguments.
    let binary_abi = unsafe { abi() };
    let header_abi = header_abi_version(&header) as u32;
    let mut refused = Vec::new();
    let classic = PdRules {
        priests: 3,
        devils: 3,
        boat_capacity: 2,
        boat_safety: 0,
        rowers: 0,
    };
    let build = |rules: PdRules| {
        let mut solver = ptr::null_mut();
        // SAFETY: valid pointers to locals; the solver is freed below.
        let status = unsafe { solver_new(&rules, &mut solver) };
        (status, solver)
    };
    let fields: [(&str, SetField); 2] = [
        ("PD_BOAT_SAFETY_", |r, v| r.boat_safety = v),
        ("PD_ROWERS_", |r, v| r.rowers = v),
    ];
    for (prefix, set) in fields {
        let values = header_enum(&header, prefix);
        assert!(values.len() >= 2, "{prefix}: {values:?}");
        for (name, value) in values {
            let mut rules = classic;
            set(&mut rules, value as u32);
            let (status, solver) = build(rules);
            if status != 0 {
                refused.push(format!(
                    "{prefix}{name} = {value}: pd_solver_new returned {status}"
                ));
            }
            // SAFETY: NULL or a solver this loop built.
            unsafe { solver_free(solver) };
        }
    }
    let (status, solver) = build(classic);
    assert_eq!(status, 0, "the classic game");
    for (name, value) in header_enum(&header, "PD_SIDE_") {
        let state = PdState {
            priests: 2,
            devils: 2,
            boat: value as u32,
        };
        let mut verdict = [0u32; 3];
        // SAFETY: a live solver and a local out-parameter of PdVerdict's size.
        let status = unsafe { check_state(solver, state, &mut verdict) };
        if status != 0 {
            refused.push(format!(
                "PD_SIDE_{name} = {value}: pd_check_state returned {status}"
            ));
        }
    }
    // SAFETY: built above, freed once.
    unsafe { solver_free(solver) };
    // A language goes to pd_describe_move, an action kind to pd_describe_action (each asked for the
    // size it needs: a NULL buffer of capacity 0), in a binary that exports them.
    // SAFETY: the symbols' types are the header's.
    let describe = unsafe {
        (
            library.get::<DescribeMove>(b"pd_describe_move").ok(),
            library.get::<DescribeAction>(b"pd_describe_action").ok(),
        )
    };
    match describe {
        (Some(describe_move), Some(describe_action)) => {
            let crossing = priests_devils::ffi::PdMove {
                priests: 1,
                devils: 1,
            };
            for (name, value) in header_enum(&header, "PD_LANGUAGE_") {
                let mut len = 0usize;
                // SAFETY: a NULL buffer of capacity 0 asks for the size; `len` is a local.
                let status =
                    unsafe { describe_move(value as u32, crossing, ptr::null_mut(), 0, &mut len) };
                if status != 0 && status != PD_STATUS_BUFFER_TOO_SMALL {
                    refused.push(format!(
                        "PD_LANGUAGE_{name} = {value}: pd_describe_move returned {status}"
                    ));
                }
            }
            for (name, value) in header_enum(&header, "PD_ACTION_KIND_") {
                let mut len = 0usize;
                // SAFETY: as above.
                let status =
                    unsafe { describe_action(0, value as u32, ptr::null_mut(), 0, &mut len) };
                if status != 0 && status != PD_STATUS_BUFFER_TOO_SMALL {
                    refused.push(format!(
                        "PD_ACTION_KIND_{name} = {value}: pd_describe_action returned {status}"
                    ));
                }
            }
        }
        _ => refused.push(
            "PD_LANGUAGE_, PD_ACTION_KIND_: no pd_describe_move or pd_describe_action".into(),
        ),
    }
    // A puzzle's action kind goes to pd_puzzle_describe_step (the action's words alone: no crossing),
    // on a puzzle of one character, in a binary that exports them.
    // SAFETY: the symbols' types are the header's.
    let puzzles = unsafe {
        (
            library.get::<PuzzleNew>(b"pd_puzzle_new").ok(),
            library.get::<PuzzleFree>(b"pd_puzzle_free").ok(),
            library
                .get::<PuzzleDescribeStep>(b"pd_puzzle_describe_step")
                .ok(),
        )
    };
    match puzzles {
        (Some(puzzle_new), Some(puzzle_free), Some(describe_step)) => {
            let text = "puzzle One\nboat capacity 1\ncharacter Rower rows\n";
            let mut puzzle = ptr::null_mut();
            // SAFETY: the text's bytes and a local out-parameter; the puzzle is freed below.
            let status = unsafe { puzzle_new(text.as_ptr().cast(), text.len(), &mut puzzle) };
            assert_eq!(status, 0, "a puzzle of one character");
            for (name, value) in header_enum(&header, "PD_PUZZLE_ACTION_KIND_") {
                let mut len = 0usize;
                // SAFETY: a live puzzle, no crossing, a NULL buffer of capacity 0 (the size).
                let status = unsafe {
                    describe_step(
                        puzzle,
                        0,
                        value as u32,
                        0,
                        ptr::null(),
                        0,
                        ptr::null_mut(),
                        0,
                        &mut len,
                    )
                };
                if status != 0 && status != PD_STATUS_BUFFER_TOO_SMALL {
                    refused.push(format!(
                        "PD_PUZZLE_ACTION_KIND_{name} = {value}: pd_puzzle_describe_step returned {status}"
                    ));
                }
            }
            // SAFETY: built above, freed once.
            unsafe { puzzle_free(puzzle) };
        }
        _ => refused
            .push("PD_PUZZLE_ACTION_KIND_: no pd_puzzle_new or pd_puzzle_describe_step".into()),
    }
    // SAFETY: pd_status_message returns a static NUL-terminated string for any code.
    let unknown = unsafe { CStr::from_ptr(message(u32::MAX)) };
    for (name, value) in header_enum(&header, "PD_STATUS_") {
        // SAFETY: as above.
        let text = unsafe { CStr::from_ptr(message(value as u32)) };
        if text == unknown {
            refused.push(format!(
                "PD_STATUS_{name} = {value}: no message ({unknown:?})"
            ));
        }
    }
    if binary_abi < header_abi {
        eprintln!(
            "{BINARY} implements ABI version {binary_abi}, the header {header_abi}: it is rebuilt at the next \
             release (CONTRIBUTING.md, \"Release\"); until then it refuses {refused:?}"
        );
        return;
    }
    assert_eq!(binary_abi, header_abi, "{BINARY} is newer than the header");
    assert!(
        refused.is_empty(),
        "{BINARY} (ABI version {binary_abi}, the header's) refuses values of the header:\n{}",
        refused.join("\n")
    );
}
