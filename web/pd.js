// JavaScript binding of the priests_devils C ABI (include/priests_devils.h), over the WebAssembly module
// that scripts/build-web.sh links from the Unity package's WebGL library and web/glue.c.
//
// Every entry point answers with the header's statuses: a status other than OK throws a PdError that
// carries it and the library's own message. Structs are plain objects whose fields are the header's,
// camelCased, in the header's order (tests/web.rs checks the enums and field lists against the header).
// Nothing here knows a game rule: it copies arguments into the module's memory, calls, and reads back.

/** The C ABI version this binding was written for (`PD_ABI_VERSION`); `load` refuses any other. */
export const ABI_VERSION = 4;
/** `PD_NO_PATH`: a distance or crossing count meaning "no path to the goal". */
export const NO_PATH = 0xffffffff;

/** `PdStatus`. */
export const Status = Object.freeze({
    OK: 0, NULL_POINTER: 1, INVALID_RULES: 2, TOO_LARGE: 3, OUT_OF_MEMORY: 4, STATE_OUT_OF_RANGE: 5,
    INVALID_SIDE: 6, LOST_STATE: 7, ALREADY_WON: 8, NO_PATH: 9, UNREACHABLE_STATE: 10, BUFFER_TOO_SMALL: 11,
    INVALID_GAME_STATE: 12, INTERNAL_ERROR: 13,
});
/** `PdStateKind`. */
export const StateKind = Object.freeze({ SAFE: 0, WON: 1, LOST_START_BANK: 2, LOST_FAR_BANK: 3, OUT_OF_RANGE: 4 });
/** `PdRatingKind`. */
export const RatingKind = Object.freeze({
    OPTIMAL: 0, DETOUR: 1, LOSES_START_BANK: 2, LOSES_FAR_BANK: 3, NO_PATH: 4, ILLEGAL_EMPTY_BOAT: 5,
    ILLEGAL_OVER_CAPACITY: 6, ILLEGAL_NOT_ENOUGH_CHARACTERS: 7, ILLEGAL_OUTNUMBERED_ABOARD: 8, ILLEGAL_NO_ROWER: 9,
});
/** `PdActionKind`. */
export const ActionKind = Object.freeze({
    NONE: 0, BOARD_PRIEST: 1, BOARD_DEVIL: 2, UNBOARD_PRIEST: 3, UNBOARD_DEVIL: 4, SAIL: 5,
});
/** `PdSide`. */
export const Side = Object.freeze({ START: 0, FAR: 1 });
/** `PdBoatSafety`. */
export const BoatSafety = Object.freeze({ BANKS: 0, ABOARD: 1 });
/** `PdRowers`. */
export const Rowers = Object.freeze({ ANYONE: 0, PRIESTS: 1, DEVILS: 2 });

// Struct layouts: every field a uint32_t, a nested struct given as [name, layout].
const RULES = ['priests', 'devils', 'boatCapacity', 'boatSafety', 'rowers'];
const STATE = ['priests', 'devils', 'boat'];
const MOVE = ['priests', 'devils'];
const MILESTONE = [['state', STATE], 'crossings'];
const SOLVER_INFO = [['rules', RULES], 'solvable', 'minCrossings', 'safeStates', 'reachableStates'];
const VERDICT = ['kind', 'reachable', 'distance'];
const RATING = ['kind', 'extraCrossings'];
const GAME_STATE = ['startPriests', 'startDevils', 'farPriests', 'farDevils', 'boatPriests', 'boatDevils', 'boat'];
const ACTION = ['kind', ['crossing', MOVE], 'crossingsLeft'];
/** The layouts, by C name, for tests/web.rs's comparison with the header. */
export const LAYOUTS = Object.freeze({
    PdRules: RULES, PdState: STATE, PdMove: MOVE, PdSolverInfo: SOLVER_INFO, PdVerdict: VERDICT,
    PdRating: RATING, PdGameState: GAME_STATE, PdAction: ACTION, PdMilestone: MILESTONE,
});

const words = (layout) => layout.reduce((n, f) => n + (Array.isArray(f) ? words(f[1]) : 1), 0);

// The scratch area's slots (bytes): two arguments, one result, a size_t and an 8-aligned uint64_t.
const ARG0 = 0, ARG1 = 64, OUT = 128, LEN = 192, U64 = 200, SCRATCH_BYTES = 208;

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
 * and checks its ABI version. Rejects with a LoadError that names the file and the HTTP status. */
export async function load({ base = new URL('.', import.meta.url) } = {}) {
    const jsUrl = new URL('priests_devils.js', base);
    const wasmUrl = new URL('priests_devils.wasm', base);
    let factory;
    try {
        factory = (await import(jsUrl.href)).default;
    } catch (e) {
        throw new LoadError(`${fileName(jsUrl)}: ${await whyNot(jsUrl, e)}`);
    }
    let fail;
    const failed = new Promise((_, reject) => { fail = reject; });
    const instantiateWasm = (imports, receive) => {
        fetch(wasmUrl)
            .then((response) => {
                if (!response.ok) throw new LoadError(`${fileName(wasmUrl)}: HTTP ${response.status} ${response.statusText}`.trim());
                return response.arrayBuffer();
            }, (e) => { throw new LoadError(`${fileName(wasmUrl)}: ${e.message}`); })
            .then((bytes) => WebAssembly.instantiate(bytes, imports))
            .then((out) => receive(out.instance, out.module))
            .catch((e) => fail(e instanceof LoadError ? e : new LoadError(`${fileName(wasmUrl)}: ${e.message}`)));
        return {};
    };
    const module = await Promise.race([factory({ instantiateWasm }), failed]);
    const abi = module._pd_abi_version();
    if (abi !== ABI_VERSION) {
        throw new LoadError(`the library implements C ABI version ${abi}; this page needs version ${ABI_VERSION}`);
    }
    return new Library(module);
}

const fileName = (url) => url.pathname.split('/').pop();

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
        this.check(this.#m._pd_rules_check(this.put(ARG0, RULES, rules), this.#scratch + U64));
        return this.u64(U64);
    }

    /** `pd_solver_new`: solves a configuration. Free the solver with `free()`. */
    newSolver(rules) {
        this.check(this.#m._pd_solver_new(this.put(ARG0, RULES, rules), this.#scratch + OUT));
        return new Solver(this, this.#m, this.#m.HEAPU32[(this.#scratch + OUT) >> 2]);
    }

    /** Throws a PdError unless `status` is OK. */
    check(status) {
        if (status !== Status.OK) throw new PdError(status >>> 0, this.statusMessage(status));
    }

    /** Writes `value` with `layout` into a scratch slot; returns its address. */
    put(slot, layout, value) {
        const at = this.#scratch + slot;
        write(this.#m.HEAPU32, at >> 2, layout, value);
        return at;
    }

    /** Reads a struct from a scratch slot. */
    get(slot, layout) { return read(this.#m.HEAPU32, (this.#scratch + slot) >> 2, layout).value; }

    /** The address of a scratch slot. */
    at(slot) { return this.#scratch + slot; }

    /** Reads the uint64_t slot as a BigInt. */
    u64(slot) {
        const i = (this.#scratch + slot) >> 2;
        const heap = this.#m.HEAPU32;
        return (BigInt(heap[i + 1]) << 32n) | BigInt(heap[i]);
    }

    /** Calls a buffer-filling entry point `fn(...args, buf, cap, len)` by the header's protocol (ask the
     * length with cap 0, then fill), and returns its elements read with `layout`. */
    list(fn, layout, ...args) {
        const len = this.#scratch + LEN;
        let status = fn(...args, 0, 0, len);
        if (status === Status.OK) return [];
        if (status !== Status.BUFFER_TOO_SMALL) this.check(status);
        const count = this.#m.HEAPU32[len >> 2];
        const size = words(layout) * 4;
        const buf = this.#m._malloc(count * size);
        if (!buf) throw new PdError(Status.OUT_OF_MEMORY, this.statusMessage(Status.OUT_OF_MEMORY));
        try {
            this.check(fn(...args, buf, count, len));
            const heap = this.#m.HEAPU32;
            const n = heap[len >> 2];
            const out = [];
            for (let i = 0; i < n; i++) out.push(read(heap, (buf + i * size) >> 2, layout).value);
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
        this.#lib.check(this.#m._pdw_count_optimal_plans(this.#h(), this.#state(state), this.#lib.at(U64)));
        return this.#lib.u64(U64);
    }
    /** `pd_optimal_moves`: every crossing on some shortest path, preferred first. */
    optimalMoves(state) { return this.#lib.list(this.#m._pdw_optimal_moves, MOVE, this.#h(), this.#state(state)); }
    /** `pd_solution`: the whole shortest plan, as crossings. */
    solution(state) { return this.#lib.list(this.#m._pdw_solution, MOVE, this.#h(), this.#state(state)); }
    /** `pd_milestones`: the states every shortest plan passes through, `{state, crossings}`, goal last. */
    milestones(state) { return this.#lib.list(this.#m._pdw_milestones, MILESTONE, this.#h(), this.#state(state)); }

    /** `pd_solver_free`; later queries throw. A second call does nothing. */
    free() {
        if (this.#handle) this.#m._pd_solver_free(this.#handle);
        this.#handle = 0;
    }
}

function write(heap, i, layout, value) {
    for (const field of layout) {
        if (Array.isArray(field)) {
            i = write(heap, i, field[1], value[field[0]]);
        } else {
            heap[i++] = value[field] ?? 0;
        }
    }
    return i;
}

function read(heap, i, layout) {
    const value = {};
    for (const field of layout) {
        if (Array.isArray(field)) {
            const inner = read(heap, i, field[1]);
            value[field[0]] = inner.value;
            i = inner.next;
        } else {
            value[field] = heap[i++];
        }
    }
    return { value, next: i };
}
