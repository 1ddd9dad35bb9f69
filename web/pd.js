// JavaScript binding of the priests_devils C ABI (include/priests_devils.h), over the WebAssembly module
// that scripts/build-web.sh links from the Unity package's WebGL library and web/glue.c.
//
// Every entry point answers with the header's statuses: a status other than OK throws a PdError that
// carries it and the library's own message. Structs are plain objects whose fields are the header's,
// camelCased, in the header's order (tests/web_page/web.rs checks the enums and field lists against the header);
// a uint64_t is a BigInt, and a level report's "none" values are null.
// Nothing here knows a game rule: it copies arguments into the module's memory, calls, and reads back.

import { Status } from './enums.g.js';
import { ABI_VERSION, LAYOUTS, NO_PATH } from './layouts.g.js';

// The header's enums (Status, StateKind, RatingKind, ActionKind, Side, BoatSafety, Rowers, Language, and the
// puzzles' PuzzleStateKind, PuzzleRatingKind, IllegalCrossing, PuzzleActionKind, Bank, Rowing), its constants
// (ABI_VERSION: `load` refuses a library of any other; NO_PATH: a distance or crossing count meaning "no
// path to the goal"; MAX_SAFE_STATES, MAX_MOVES) and its struct layouts (LAYOUTS, by C name), all
// generated from the header by `cargo xtask generate`: a new value, field or version is written in Rust
// only.
export * from './enums.g.js';
export * from './layouts.g.js';

// A layout's field is a uint32_t (or an enum, which is one) given by its name, a wider scalar as
// [name, C type] (uint64_t and int64_t: read as a BigInt; double), an array of uint32_t as
// [name, 'uint32_t', length] (read as an Array), a nested struct as [name, layout]; offsets follow
// C's rules on wasm32 (every scalar aligned to its size, a struct to its widest field, padded to a
// multiple of it).
const U64 = 'uint64_t', I64 = 'int64_t', F64 = 'double';
const {
    PdRules: RULES, PdState: STATE, PdMove: MOVE, PdMilestone: MILESTONE, PdSolverInfo: SOLVER_INFO,
    PdVerdict: VERDICT, PdRating: RATING, PdAction: ACTION, PdGameState: GAME_STATE, PdLevelReport: LEVEL_REPORT,
    PdLoadOutcome: LOAD_OUTCOME, PdLevelRange: LEVEL_RANGE, PdPuzzleCheck: PUZZLE_CHECK, PdPuzzleInfo: PUZZLE_INFO,
    PdPuzzleKind: PUZZLE_KIND, PdPuzzleState: PUZZLE_STATE, PdPuzzleVerdict: PUZZLE_VERDICT, PdCrossing: CROSSING,
    PdPuzzleRating: PUZZLE_RATING, PdPuzzlePlanCounts: PLAN_COUNTS, PdPuzzleMilestone: PUZZLE_MILESTONE,
    PdPuzzleAction: PUZZLE_ACTION, PdPuzzleReport: PUZZLE_REPORT,
} = LAYOUTS;

const scalar = (f) => !Array.isArray(f) || typeof f[1] === 'string';
const array = (f) => Array.isArray(f) && f.length === 3;
const alignOf = (f) => (!Array.isArray(f) || array(f) ? 4 : scalar(f) ? 8 : Math.max(...f[1].map(alignOf)));
const up = (n, align) => Math.ceil(n / align) * align;
const placed = new Map();
/** The byte offset of each field of `layout`, and its size (a multiple of its alignment). */
function offsets(layout) {
    if (placed.has(layout)) return placed.get(layout);
    let at = 0;
    const of = layout.map((f) => {
        const here = up(at, alignOf(f));
        at = here + (!Array.isArray(f) ? 4 : array(f) ? 4 * f[2] : scalar(f) ? 8 : offsets(f[1]).size);
        return here;
    });
    const result = { of, size: up(at, Math.max(...layout.map(alignOf))) };
    placed.set(layout, result);
    return result;
}

// The scratch area's slots (bytes, each 8-aligned): two arguments and one result, each as large as the
// largest struct; a size_t; a uint64_t.
const SLOT = up(Math.max(...Object.values(LAYOUTS).map((l) => offsets(l).size)), 8);
const ARG0 = 0, ARG1 = SLOT, OUT = 2 * SLOT, LEN = 3 * SLOT, WIDE = 3 * SLOT + 8, SCRATCH_BYTES = 3 * SLOT + 16;

/** A status other than OK, with the library's message. */
export class PdError extends Error {
    constructor(status, message) {
        super(message);
        this.name = 'PdError';
        /** The `PdStatus` value. */
        this.status = status;
        /** Its name in `Status` (`"NO_PATH"`), or `"UNKNOWN"`. */
        this.code = Object.keys(Status).find((k) => Status[k] === status) ?? 'UNKNOWN';
    }
}

/** The library could not be loaded (a missing file, a network error, an ABI mismatch). */
export class LoadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LoadError';
    }
}

/** Loads the module (`priests_devils.js` and `priests_devils.wasm`, found beside this file or at `base`)
 * and checks its ABI version. Rejects with a LoadError that names the file and the HTTP status.
 *
 * The wasm download starts at once, beside the emscripten JavaScript's, and compiles while it streams in
 * when it is served as `application/wasm` (whole after the download otherwise). A page that has the
 * library already, or starts loading it itself, passes it: `wasm`, a promise of a compiled
 * `WebAssembly.Module` or of what `fetchWasm` gives; `js`, a promise of the emscripten module's namespace
 * (the game page passes the wasm it carries inlined, compiled, and the emscripten module it bundles:
 * web/library.js). User Timing marks `pd:instantiated` when the module is ready (tests/web/bench.py
 * reports it). */
export async function load({ base = new URL('.', import.meta.url), wasm, js } = {}) {
    const jsUrl = new URL('priests_devils.js', base);
    const wasmUrl = new URL('priests_devils.wasm', base);
    wasm ??= fetchWasm(wasmUrl.href);
    wasm.catch(() => {}); // reported below, through the factory
    let factory;
    try {
        factory = (await (js ?? import(jsUrl.href))).default;
    } catch (e) {
        throw new LoadError(`${fileName(jsUrl)}: ${await whyNot(jsUrl, e)}`);
    }
    let fail;
    const failed = new Promise((_, reject) => { fail = reject; });
    const instantiateWasm = (imports, receive) => {
        wasm.then((got) => {
            if (got instanceof WebAssembly.Module) return WebAssembly.instantiate(got, imports).then((instance) => ({ instance, module: got }));
            if (!got.ok) throw new LoadError(`${fileName(wasmUrl)}: HTTP ${got.status} ${got.statusText}`.trim());
            return got.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, imports));
        }, (e) => { throw new LoadError(`${fileName(wasmUrl)}: ${e.message}`); })
            .then((out) => receive(out.instance, out.module))
            .catch((e) => fail(e instanceof LoadError ? e : new LoadError(`${fileName(wasmUrl)}: ${e.message}`)));
        return {};
    };
    const module = await Promise.race([factory({ instantiateWasm }), failed]);
    performance.mark('pd:instantiated');
    const abi = module._pd_abi_version();
    if (abi !== ABI_VERSION) {
        throw new LoadError(`the library implements C ABI version ${abi}; this page needs version ${ABI_VERSION}`);
    }
    return new Library(module);
}

const fileName = (url) => url.pathname.split('/').pop();

/** Requests the wasm and compiles it as it streams in, when it is served as `application/wasm`: a promise
 * of the compiled module, or of the response when it cannot stream (another type: compiled whole later;
 * an HTTP error: reported by `load`). */
export const fetchWasm = (url) => fetch(url).then((r) => (r.ok && r.headers.get('Content-Type')?.split(';')[0].trim() === 'application/wasm'
    ? WebAssembly.compileStreaming(r) : r));

async function whyNot(url, error) {
    try {
        const response = await fetch(url, { method: 'HEAD' });
        if (!response.ok) return `HTTP ${response.status} ${response.statusText}`.trim();
    } catch (e) {
        return e.message;
    }
    return error.message;
}

/** The loaded library: the functions that need no solver, and `newSolver`. */
export class Library {
    #m;
    #scratch;

    /** Wraps an instantiated module; use `load`. */
    constructor(module) {
        this.#m = module;
        this.#scratch = module._malloc(SCRATCH_BYTES);
        if (!this.#scratch) throw new PdError(Status.OUT_OF_MEMORY, this.statusMessage(Status.OUT_OF_MEMORY));
    }

    /** `pd_version`: the crate version. */
    version() { return this.#m.UTF8ToString(this.#m._pd_version()); }
    /** `pd_abi_version`. */
    abiVersion() { return this.#m._pd_abi_version(); }
    /** `pd_status_message`: the library's message for any status value. */
    statusMessage(status) { return this.#m.UTF8ToString(this.#m._pd_status_message(status >>> 0)); }

    /** `pd_rules_check`: validates rules without building; returns the safe state count (a BigInt). */
    rulesCheck(rules) {
        this.check(this.#m._pd_rules_check(this.put(ARG0, RULES, rules), this.#scratch + WIDE));
        return this.u64(WIDE);
    }

    /** `pd_solver_new`: solves a configuration. Free the solver with `free()`. */
    newSolver(rules) {
        this.check(this.#m._pd_solver_new(this.put(ARG0, RULES, rules), this.#scratch + OUT));
        return new Solver(this, this.#m, this.#m.HEAPU32[(this.#scratch + OUT) >> 2]);
    }

    /** `pd_propose_levels`: `count` solvable levels of `range` ({priestsMin, priestsMax, devilsMin,
     * devilsMax, boatMin, boatMax, boatSafety, rowers, allVariants}: every count in each inclusive range,
     * under the variant given or, with `allVariants` 1, all six; a missing field is 0), of strictly rising
     * difficulty, each reported from everyone on the start bank, as `Solver.levelReport` reports. The
     * same range and count always give the same levels. Throws INVALID_RANGE, NOT_ENOUGH_LEVELS, or what
     * `newSolver` throws for the first configuration that cannot be built. Builds a solver per
     * configuration of the range: a wide range takes a while. */
    proposeLevels(range, count) {
        return this.list(this.#m._pd_propose_levels, LEVEL_REPORT, this.put(ARG0, LEVEL_RANGE, range), count >>> 0)
            .map(report);
    }

    /** `pd_puzzle_check`: reads a puzzle's text (a string) without building it: {line, column (both 0
     * when it reads), nodes (a BigInt)}; a text that breaks the format or is too large is no error here
     * (`puzzleErrorMessage` words why). */
    puzzleCheck(text) {
        return this.withText(text, (at, len) => {
            const status = this.#m._pd_puzzle_check(at, len, this.at(OUT));
            if (status !== Status.PUZZLE_FORMAT && status !== Status.TOO_LARGE) this.check(status);
            return this.get(OUT, PUZZLE_CHECK);
        });
    }

    /** `pd_puzzle_error_message`: why `puzzleCheck` refuses a text, in English ("line 3, column 9: ..."),
     * or "" for a text it accepts. */
    puzzleErrorMessage(text) {
        return this.withText(text, (at, len) => this.string(this.#m._pd_puzzle_error_message, at, len));
    }

    /** `pd_puzzle_new`: reads a puzzle of the river-crossing family from its text (a string) and builds
     * its whole state graph. Throws PUZZLE_FORMAT, TOO_LARGE or OUT_OF_MEMORY. Free it with `free()`. */
    newPuzzle(text) {
        return this.withText(text, (at, len) => {
            this.check(this.#m._pd_puzzle_new(at, len, this.at(OUT)));
            return new Puzzle(this, this.#m, this.#m.HEAPU32[this.at(OUT) >> 2]);
        });
    }

    /** Calls `f(address, length)` with `text`'s UTF-8 bytes copied into the module's memory. */
    withText(text, f) {
        const bytes = new TextEncoder().encode(String(text));
        const at = this.#m._malloc(Math.max(bytes.length, 1));
        if (!at) throw new PdError(Status.OUT_OF_MEMORY, this.statusMessage(Status.OUT_OF_MEMORY));
        try {
            new Uint8Array(this.#m.HEAPU32.buffer, at, bytes.length).set(bytes);
            return f(at, bytes.length);
        } finally {
            this.#m._free(at);
        }
    }

    /** Calls a text-writing entry point `fn(...args, buf, cap, len)` by the header's protocol (ask the
     * size with cap 0, then fill) and returns its text. */
    string(fn, ...args) {
        const len = this.#scratch + LEN;
        const status = fn(...args, 0, 0, len);
        if (status !== Status.BUFFER_TOO_SMALL) this.check(status);
        const size = this.#m.HEAPU32[len >> 2];
        const buf = this.#m._malloc(Math.max(size, 1));
        if (!buf) throw new PdError(Status.OUT_OF_MEMORY, this.statusMessage(Status.OUT_OF_MEMORY));
        try {
            this.check(fn(...args, buf, size, len));
            return this.#m.UTF8ToString(buf);
        } finally {
            this.#m._free(buf);
        }
    }

    /** Throws a PdError unless `status` is OK. */
    check(status) {
        if (status !== Status.OK) throw new PdError(status >>> 0, this.statusMessage(status));
    }

    /** Writes `value` with `layout` into a scratch slot; returns its address. */
    put(slot, layout, value) {
        const at = this.#scratch + slot;
        write(this.#view(), at, layout, value);
        return at;
    }

    /** Reads a struct from a scratch slot. */
    get(slot, layout) { return read(this.#view(), this.#scratch + slot, layout); }

    // The module's memory as it is now (a call may have grown it, which replaces its buffer).
    #view() { return new DataView(this.#m.HEAPU32.buffer); }

    /** The address of a scratch slot. */
    at(slot) { return this.#scratch + slot; }

    /** Reads the uint64_t slot as a BigInt. */
    u64(slot) {
        return this.#view().getBigUint64(this.#scratch + slot, true);
    }

    /** Calls a buffer-filling entry point `fn(...args, buf, cap, len)` by the header's protocol (ask the
     * length with cap 0, then fill), and returns its elements read with `layout`. */
    list(fn, layout, ...args) {
        const len = this.#scratch + LEN;
        let status = fn(...args, 0, 0, len);
        if (status === Status.OK) return [];
        if (status !== Status.BUFFER_TOO_SMALL) this.check(status);
        const count = this.#m.HEAPU32[len >> 2];
        const { size } = offsets(layout);
        const buf = this.#m._malloc(count * size);
        if (!buf) throw new PdError(Status.OUT_OF_MEMORY, this.statusMessage(Status.OUT_OF_MEMORY));
        try {
            this.check(fn(...args, buf, count, len));
            const n = this.#m.HEAPU32[len >> 2];
            const view = this.#view();
            const out = [];
            for (let i = 0; i < n; i++) out.push(read(view, buf + i * size, layout));
            return out;
        } finally {
            this.#m._free(buf);
        }
    }
}

/** A solved configuration (`PdSolver*`). Every query throws a PdError with the header's status. */
export class Solver {
    #lib;
    #m;
    #handle;

    constructor(lib, module, handle) {
        this.#lib = lib;
        this.#m = module;
        this.#handle = handle;
    }

    #h() {
        if (!this.#handle) throw new Error('this solver was freed');
        return this.#handle;
    }

    #state(state) { return this.#lib.put(ARG0, STATE, state); }

    #one(fn, layout, ...args) {
        this.#lib.check(fn(this.#h(), ...args, this.#lib.at(OUT)));
        return this.#lib.get(OUT, layout);
    }

    /** `pd_solver_info`: rules, solvable (0/1), minCrossings (or NO_PATH), safe and reachable states. */
    info() { return this.#one(this.#m._pd_solver_info, SOLVER_INFO); }
    /** `pd_check_state`: {kind, reachable, distance} of a state {priests, devils, boat} (start bank counts). */
    checkState(state) { return this.#one(this.#m._pdw_check_state, VERDICT, this.#state(state)); }
    /** `pd_next_move`: the best crossing {priests, devils}. */
    nextMove(state) { return this.#one(this.#m._pdw_next_move, MOVE, this.#state(state)); }
    /** `pd_rate_move`: {kind, extraCrossings} of carrying `move` from `state`. */
    rateMove(state, move) {
        return this.#one(this.#m._pdw_rate_move, RATING, this.#state(state), this.#lib.put(ARG1, MOVE, move));
    }
    /** `pd_next_action`: {kind, crossing, crossingsLeft}, the next atomic step from a game state. */
    nextAction(game) { return this.#one(this.#m._pd_next_action, ACTION, this.#lib.put(ARG0, GAME_STATE, game)); }
    /** `pd_count_optimal_plans`: the number of shortest plans (a BigInt, saturating at 2^64 - 1). */
    countOptimalPlans(state) {
        this.#lib.check(this.#m._pdw_count_optimal_plans(this.#h(), this.#state(state), this.#lib.at(WIDE)));
        return this.#lib.u64(WIDE);
    }
    /** `pd_optimal_moves`: every crossing on some shortest path, preferred first. */
    optimalMoves(state) { return this.#lib.list(this.#m._pdw_optimal_moves, MOVE, this.#h(), this.#state(state)); }
    /** `pd_solution`: the whole shortest plan, as crossings. */
    solution(state) { return this.#lib.list(this.#m._pdw_solution, MOVE, this.#h(), this.#state(state)); }
    /** `pd_milestones`: the states every shortest plan passes through, `{state, crossings}`, goal last. */
    milestones(state) { return this.#lib.list(this.#m._pdw_milestones, MILESTONE, this.#h(), this.#state(state)); }

    /** `pd_level_report`: the level of this configuration that starts from `start`: {rules, start,
     * solvable (0/1), reason (a `Status`: OK, or why it cannot be won: LOST_STATE, ALREADY_WON, NO_PATH),
     * minCrossings (or NO_PATH), milestones (0 when it cannot be won), optimalPlans (a BigInt, saturating
     * at 2^64 - 1), safeStates, reachableStates, farthest (the state farthest from the goal reachable from
     * the configuration's own start; null when that start cannot win), farthestCrossings (or NO_PATH),
     * difficultyBits (-log2 of the chance that a player choosing uniformly among the legal loads plays an
     * optimal plan; null when it cannot be won)}. A start that is lost, won or without a path is no error:
     * the report says so. */
    levelReport(start) { return report(this.#one(this.#m._pdw_level_report, LEVEL_REPORT, this.#state(start))); }
    /** `pd_legal_loads`: every legal load from `state` (the boat, the variant and the boat's bank
     * allowing), priests ascending then devils ascending, as {load: {priests, devils}, to: the state it
     * leads to (which may be lost), rating: {kind, extraCrossings}}, never an illegal rating. Throws
     * LOST_STATE or ALREADY_WON from a state where play is over; from a state with no path, the safe
     * loads rate NO_PATH. */
    legalLoads(state) { return this.#lib.list(this.#m._pdw_legal_loads, LOAD_OUTCOME, this.#h(), this.#state(state)); }

    /** `pd_solver_free`; later queries throw. A second call does nothing. */
    free() {
        if (this.#handle) this.#m._pd_solver_free(this.#handle);
        this.#handle = 0;
    }
}

/** A built puzzle of the river-crossing family (`PdPuzzle*`), from `Library.newPuzzle`. A state is a
 * `PdPuzzleState` ({left: counts of each kind on the left bank, the docked boat's passengers with its
 * bank; kinds; crossings (even: the boat is on the left bank); previousLoad; elapsed}), as `start()`,
 * `after()` and `milestones()` give them; a crossing is an Array of counts, one per kind, in the file's
 * order. Every query throws a PdError with the header's status. */
export class Puzzle {
    #lib;
    #m;
    #handle;
    #kinds = 0;

    constructor(lib, module, handle) {
        this.#lib = lib;
        this.#m = module;
        this.#handle = handle;
    }

    #h() {
        if (!this.#handle) throw new Error('this puzzle was freed');
        return this.#handle;
    }

    #one(fn, layout, ...args) {
        this.#lib.check(fn(this.#h(), ...args, this.#lib.at(OUT)));
        return this.#lib.get(OUT, layout);
    }

    #state(state) { return this.#lib.put(ARG0, PUZZLE_STATE, state); }
    #crossing(crossing) { return this.#lib.put(ARG1, CROSSING, { load: crossing }); }
    #counts(crossing) { return crossing.load.slice(0, this.kinds); }

    /** `pd_puzzle_info`: {kinds, characters, capacity, maxLoad, loadChange, timeLimit (each of those
     * three NONE when the puzzle has none), timed (0/1), nodes (a BigInt)}. */
    info() { return this.#one(this.#m._pd_puzzle_info, PUZZLE_INFO); }
    /** The number of kinds of character. */
    get kinds() { return (this.#kinds ||= this.info().kinds); }
    /** `pd_puzzle_title`: the file's `puzzle` line. */
    title() { return this.#lib.string(this.#m._pd_puzzle_title, this.#h()); }
    /** `pd_puzzle_kind`: {count, rows (a `Rowing`), starts (a `Bank`), weight, time} of kind `index`. */
    kind(index) { return this.#one(this.#m._pd_puzzle_kind, PUZZLE_KIND, index >>> 0); }
    /** `pd_puzzle_kind_name`: kind `index`'s name as the file gives it. */
    kindName(index) { return this.#lib.string(this.#m._pd_puzzle_kind_name, this.#h(), index >>> 0); }
    /** `pd_puzzle_member_name`: member `member` of kind `index`, by the file's name for it (else the
     * kind's and its number: `Cop1`). */
    memberName(index, member) {
        return this.#lib.string(this.#m._pd_puzzle_member_name, this.#h(), index >>> 0, member >>> 0);
    }
    /** `pd_puzzle_start`: the state every game starts in. */
    start() { return this.#one(this.#m._pd_puzzle_start, PUZZLE_STATE); }
    /** `pd_puzzle_check_state`: {kind (a `PuzzleStateKind`), lostBank, lostLine, reachable, crossings
     * and time left on an optimal plan (or NO_PATH), withinLimit}. */
    checkState(state) { return this.#one(this.#m._pd_puzzle_check_state, PUZZLE_VERDICT, this.#state(state)); }
    /** `pd_puzzle_next_crossing`: the hint, the first optimal crossing. */
    nextCrossing(state) { return this.#counts(this.#one(this.#m._pd_puzzle_next_crossing, CROSSING, this.#state(state))); }
    /** `pd_puzzle_optimal_crossings`: every optimal crossing, the hint's first. */
    optimalCrossings(state) {
        return this.#lib.list(this.#m._pd_puzzle_optimal_crossings, CROSSING, this.#h(), this.#state(state)).map((c) => this.#counts(c));
    }
    /** `pd_puzzle_plan`: an optimal plan, as crossings. */
    plan(state) { return this.#lib.list(this.#m._pd_puzzle_plan, CROSSING, this.#h(), this.#state(state)).map((c) => this.#counts(c)); }
    /** `pd_puzzle_after`: the state after `crossing` from `state`, whatever it leads to. Throws
     * ILLEGAL_CROSSING when the boat's rules forbid it (`rate` says why). */
    after(state, crossing) {
        return this.#one(this.#m._pd_puzzle_after, PUZZLE_STATE, this.#state(state), this.#crossing(crossing));
    }
    /** `pd_puzzle_rate`: {kind (a `PuzzleRatingKind`), extraTime, extraCrossings (a BigInt), bank, line,
     * illegal (an `IllegalCrossing`)} of `crossing` from `state`. */
    rate(state, crossing) {
        return this.#one(this.#m._pd_puzzle_rate, PUZZLE_RATING, this.#state(state), this.#crossing(crossing));
    }
    /** `pd_puzzle_count_plans`: {distinct, byKind}, the optimal plans from `state` (BigInts). */
    countPlans(state) { return this.#one(this.#m._pd_puzzle_count_plans, PLAN_COUNTS, this.#state(state)); }
    /** `pd_puzzle_milestones`: {state, crossings} of every state each optimal plan passes, goal last. */
    milestones(state) { return this.#lib.list(this.#m._pd_puzzle_milestones, PUZZLE_MILESTONE, this.#h(), this.#state(state)); }
    /** `pd_puzzle_next_action`: {kind (a `PuzzleActionKind`), characterKind, crossingsLeft, crossing (an
     * Array of counts)}, the next atomic step from `state` with `aboard` (counts) in the docked boat. */
    nextAction(state, aboard) {
        const action = this.#one(this.#m._pd_puzzle_next_action, PUZZLE_ACTION, this.#state(state), this.#crossing(aboard));
        return { ...action, crossing: this.#counts(action.crossing) };
    }
    /** `pd_puzzle_report`: the designer's figures from the start ({solvable (a `Status`), minCrossings,
     * minTime, plans, milestones, safeStates, reachableStates, deadEnds, reachableTimedStates,
     * difficulty}). */
    report() { return this.#one(this.#m._pd_puzzle_report, PUZZLE_REPORT); }
    /** `pd_puzzle_describe_crossing`: a load in `language` (a `Language`) with the file's names. */
    describeCrossing(language, crossing) {
        return this.#lib.string(this.#m._pd_puzzle_describe_crossing, this.#h(), language >>> 0, this.#crossing(crossing));
    }
    /** `pd_puzzle_describe_step`: a `nextAction` step in `language`, with the crossing it works towards
     * and the crossings left. */
    describeStep(language, action) {
        return this.#lib.string(this.#m._pd_puzzle_describe_step, this.#h(), language >>> 0, action.kind >>> 0,
            action.characterKind >>> 0, this.#crossing(action.crossing), action.crossingsLeft >>> 0);
    }

    /** `pd_puzzle_free`; later queries throw. A second call does nothing. */
    free() {
        if (this.#handle) this.#m._pd_puzzle_free(this.#handle);
        this.#handle = 0;
    }
}

// A PdLevelReport with the header's "none" values as null: `farthest` when `farthestCrossings` is NO_PATH,
// `difficultyBits` when it is -1 (the level cannot be won).
const report = (r) => ({
    ...r,
    farthest: r.farthestCrossings === NO_PATH ? null : r.farthest,
    difficultyBits: r.difficultyBits === -1 ? null : r.difficultyBits,
});

// Writes `value` (a missing field: 0) with `layout` at byte `at` of the module's memory.
function write(view, at, layout, value) {
    const { of } = offsets(layout);
    layout.forEach((f, i) => {
        if (!Array.isArray(f)) view.setUint32(at + of[i], value[f] ?? 0, true);
        else if (array(f)) {
            for (let j = 0; j < f[2]; j++) view.setUint32(at + of[i] + 4 * j, value[f[0]]?.[j] ?? 0, true);
        } else if (f[1] === U64) view.setBigUint64(at + of[i], BigInt(value[f[0]] ?? 0), true);
        else if (f[1] === I64) view.setBigInt64(at + of[i], BigInt(value[f[0]] ?? 0), true);
        else if (f[1] === F64) view.setFloat64(at + of[i], value[f[0]] ?? 0, true);
        else write(view, at + of[i], f[1], value[f[0]] ?? {});
    });
}

// Reads a struct with `layout` from byte `at` of the module's memory.
function read(view, at, layout) {
    const { of } = offsets(layout);
    const value = {};
    layout.forEach((f, i) => {
        if (!Array.isArray(f)) value[f] = view.getUint32(at + of[i], true);
        else if (array(f)) value[f[0]] = Array.from({ length: f[2] }, (_, j) => view.getUint32(at + of[i] + 4 * j, true));
        else if (f[1] === U64) value[f[0]] = view.getBigUint64(at + of[i], true);
        else if (f[1] === I64) value[f[0]] = view.getBigInt64(at + of[i], true);
        else if (f[1] === F64) value[f[0]] = view.getFloat64(at + of[i], true);
        else value[f[0]] = read(view, at + of[i], f[1]);
    });
    return value;
}
