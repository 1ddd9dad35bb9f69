/* Exercises the C ABI through the committed header: plays the classic game with pd_next_action, walks
 * the 11-crossing plan, and hits every error status; the level designer's entry points are in
 * levels_test.c and moves in words in describe_test.c, both built with it. Built and run by
 * tests/abi/c_abi.rs, linked once to the shared and once to the static library. On Linux, first prints
 * the file the library was loaded from ("library file: PATH": the shared library, or the program itself
 * when linked statically), which tests/artifacts/plugin_runs.rs compares with the binary it names.
 * Prints "N passed, N failed" and exits non-zero on failure. */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#endif
#include <stdio.h>
#include <string.h>

#include "priests_devils.h"

#include "check.h"

int passed, failed;

static const PdRules CLASSIC = {.priests = 3, .devils = 3, .boat_capacity = 2};

static PdMove move(uint32_t p, uint32_t d) {
    PdMove m;
    m.priests = p;
    m.devils = d;
    return m;
}

/* The C side's own model of a crossing, to follow plans independently of the library. */
static PdState cross(PdRules rules, PdState s, PdMove m) {
    (void)rules;
    if (s.boat == PD_SIDE_START) {
        return state(s.priests - m.priests, s.devils - m.devils, PD_SIDE_FAR);
    }
    return state(s.priests + m.priests, s.devils + m.devils, PD_SIDE_START);
}

static int bank_lost(uint32_t p, uint32_t d) { return p > 0 && d > p; }

/* Applies one atomic action to a game state; returns 0 when the action is impossible. */
static int apply_action(PdGameState *g, PdActionKind kind, uint32_t capacity) {
    uint32_t *shore_p = g->boat == PD_SIDE_START ? &g->start_priests : &g->far_priests;
    uint32_t *shore_d = g->boat == PD_SIDE_START ? &g->start_devils : &g->far_devils;
    uint32_t aboard = g->boat_priests + g->boat_devils;
    switch (kind) {
    case PD_ACTION_KIND_BOARD_PRIEST:
        if (*shore_p == 0 || aboard >= capacity) return 0;
        (*shore_p)--, g->boat_priests++;
        return 1;
    case PD_ACTION_KIND_BOARD_DEVIL:
        if (*shore_d == 0 || aboard >= capacity) return 0;
        (*shore_d)--, g->boat_devils++;
        return 1;
    case PD_ACTION_KIND_UNBOARD_PRIEST:
        if (g->boat_priests == 0) return 0;
        (*shore_p)++, g->boat_priests--;
        return 1;
    case PD_ACTION_KIND_UNBOARD_DEVIL:
        if (g->boat_devils == 0) return 0;
        (*shore_d)++, g->boat_devils--;
        return 1;
    case PD_ACTION_KIND_SAIL:
        if (aboard == 0) return 0;
        g->boat = g->boat == PD_SIDE_START ? PD_SIDE_FAR : PD_SIDE_START;
        return 1;
    default:
        return 0;
    }
}

/* The file holding the library's code: where the loader found it. */
static void print_library_file(void) {
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    Dl_info info;
    /* pd_version's string lives in the library's read-only data: an object address, as ISO C wants. */
    if (dladdr(pd_version(), &info) != 0 && info.dli_fname != NULL) printf("library file: %s\n", info.dli_fname);
#endif
}

static void test_versions(void) {
    CHECK(pd_abi_version() == PD_TESTED_ABI);
    CHECK(pd_version() != NULL && strlen(pd_version()) > 0);
}

/* The last status of the ABI under test. */
#if PD_TESTED_ABI >= 7
#define LAST_STATUS PD_STATUS_OUT_OF_TIME
#elif PD_TESTED_ABI >= 6
#define LAST_STATUS PD_STATUS_RANGE_TOO_LARGE
#else
#define LAST_STATUS PD_STATUS_NOT_ENOUGH_LEVELS
#endif

static void test_status_messages(void) {
    const char *seen[LAST_STATUS + 1];
    for (uint32_t code = 0; code <= LAST_STATUS; code++) {
        const char *msg = pd_status_message(code);
        CHECK(msg != NULL && strlen(msg) > 0);
        seen[code] = msg;
        for (uint32_t other = 0; other < code; other++) CHECK(strcmp(seen[other], msg) != 0);
    }
    const char *unknown = pd_status_message(LAST_STATUS + 1);
    CHECK(unknown != NULL && strstr(unknown, "unknown") != NULL);
    CHECK(strcmp(pd_status_message(UINT32_MAX), unknown) == 0);
}

static void test_info(const PdSolver *s) {
    PdSolverInfo info;
    CHECK_STATUS(pd_solver_info(s, &info), PD_STATUS_OK);
    CHECK(info.rules.priests == 3 && info.rules.devils == 3 && info.rules.boat_capacity == 2);
    CHECK(info.solvable == 1);
    CHECK(info.min_crossings == 11);
    CHECK(info.safe_states == 20);
    CHECK(info.reachable_states == 16);
    uint64_t count = 0;
    CHECK_STATUS(pd_rules_check(&CLASSIC, &count), PD_STATUS_OK);
    CHECK(count == 20);
}

/* Plays the classic game from the start using only pd_next_action. */
static void test_play_with_next_action(const PdSolver *s) {
    PdGameState g = {3, 3, 0, 0, 0, 0, PD_SIDE_START};
    int sails = 0, steps = 0, won = 0;
    while (steps++ < 200) {
        PdAction a;
        PdStatus st = pd_next_action(s, &g, &a);
        CHECK(st == PD_STATUS_OK);
        if (st != PD_STATUS_OK) break;
        if (a.kind == PD_ACTION_KIND_NONE) {
            won = 1;
            CHECK(a.crossings_left == 0);
            break;
        }
        CHECK(a.crossings_left == (uint32_t)(11 - sails));
        if (a.kind == PD_ACTION_KIND_SAIL) sails++;
        CHECK(apply_action(&g, a.kind, CLASSIC.boat_capacity));
        /* Boat passengers count with the docked bank: neither bank may ever be lost. */
        uint32_t sp = g.start_priests + (g.boat == PD_SIDE_START ? g.boat_priests : 0);
        uint32_t sd = g.start_devils + (g.boat == PD_SIDE_START ? g.boat_devils : 0);
        CHECK(!bank_lost(sp, sd) && !bank_lost(3 - sp, 3 - sd));
    }
    CHECK(won);
    CHECK(sails == 11);
    CHECK(g.far_priests + g.boat_priests == 3 && g.far_devils + g.boat_devils == 3 && g.boat == PD_SIDE_FAR);
}

/* Fetches the plan, checks the buffer protocol, and follows it with the C side's own model. */
static void test_walk_plan(const PdSolver *s) {
    PdState start = state(3, 3, PD_SIDE_START);
    size_t len = 0;
    CHECK_STATUS(pd_solution(s, start, NULL, 0, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 11);
    PdMove small[5];
    len = 0;
    CHECK_STATUS(pd_solution(s, start, small, 5, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 11);
    PdMove plan[16];
    CHECK_STATUS(pd_solution(s, start, plan, 16, &len), PD_STATUS_OK);
    CHECK(len == 11);
    PdState at = start;
    for (size_t i = 0; i < len; i++) {
        CHECK(plan[i].priests + plan[i].devils >= 1 && plan[i].priests + plan[i].devils <= 2);
        PdVerdict before, after;
        CHECK_STATUS(pd_check_state(s, at, &before), PD_STATUS_OK);
        at = cross(CLASSIC, at, plan[i]);
        CHECK_STATUS(pd_check_state(s, at, &after), PD_STATUS_OK);
        CHECK(after.distance + 1 == before.distance);
        CHECK(after.kind == (i + 1 == len ? PD_STATE_KIND_WON : PD_STATE_KIND_SAFE));
        CHECK(after.reachable == 1);
    }
    CHECK(at.priests == 0 && at.devils == 0 && at.boat == PD_SIDE_FAR);
    /* The plan starts with the best move. */
    PdMove best;
    CHECK_STATUS(pd_next_move(s, start, &best), PD_STATUS_OK);
    CHECK(best.priests == plan[0].priests && best.devils == plan[0].devils);
}

static void test_queries(const PdSolver *s) {
    PdState start = state(3, 3, PD_SIDE_START);
    PdMove moves[8];
    size_t len = 0;
    CHECK_STATUS(pd_optimal_moves(s, start, moves, 8, &len), PD_STATUS_OK);
    CHECK(len == 2);
    CHECK(moves[0].priests == 1 && moves[0].devils == 1);
    CHECK(moves[1].priests == 0 && moves[1].devils == 2);
    CHECK_STATUS(pd_optimal_moves(s, start, moves, 1, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 2);

    PdRating r;
    CHECK_STATUS(pd_rate_move(s, start, move(0, 2), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_OPTIMAL && r.extra_crossings == 0);
    CHECK_STATUS(pd_rate_move(s, start, move(0, 1), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_DETOUR && r.extra_crossings == 2);
    CHECK_STATUS(pd_rate_move(s, start, move(1, 0), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_LOSES_START_BANK);
    CHECK_STATUS(pd_rate_move(s, state(3, 1, PD_SIDE_FAR), move(1, 0), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_ILLEGAL_NOT_ENOUGH_CHARACTERS);
    CHECK_STATUS(pd_rate_move(s, state(2, 2, PD_SIDE_START), move(0, 2), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_LOSES_FAR_BANK);
    CHECK_STATUS(pd_rate_move(s, start, move(0, 0), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_ILLEGAL_EMPTY_BOAT);
    CHECK_STATUS(pd_rate_move(s, start, move(2, 2), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_ILLEGAL_OVER_CAPACITY);

    PdVerdict v;
    CHECK_STATUS(pd_check_state(s, state(0, 0, PD_SIDE_START), &v), PD_STATUS_OK);
    CHECK(v.kind == PD_STATE_KIND_SAFE && v.reachable == 0 && v.distance == PD_NO_PATH);
    CHECK_STATUS(pd_check_state(s, state(1, 2, PD_SIDE_START), &v), PD_STATUS_OK);
    CHECK(v.kind == PD_STATE_KIND_LOST_START_BANK && v.distance == PD_NO_PATH);
    CHECK_STATUS(pd_check_state(s, state(2, 1, PD_SIDE_FAR), &v), PD_STATUS_OK);
    CHECK(v.kind == PD_STATE_KIND_LOST_FAR_BANK);
    CHECK_STATUS(pd_check_state(s, state(0, 0, PD_SIDE_FAR), &v), PD_STATUS_OK);
    CHECK(v.kind == PD_STATE_KIND_WON && v.distance == 0 && v.reachable == 1);
    CHECK_STATUS(pd_check_state(s, state(4, 0, PD_SIDE_START), &v), PD_STATUS_OK);
    CHECK(v.kind == PD_STATE_KIND_OUT_OF_RANGE);

    /* A game state with a passenger who should not cross: the action unboards before boarding. */
    PdGameState g = {1, 3, 0, 0, 2, 0, PD_SIDE_START};
    PdAction a;
    CHECK_STATUS(pd_next_action(s, &g, &a), PD_STATUS_OK);
    CHECK(a.kind == PD_ACTION_KIND_UNBOARD_PRIEST);
    CHECK(a.crossing.priests == 1 && a.crossing.devils == 1 && a.crossings_left == 11);
}

static void test_errors(const PdSolver *s) {
    PdState start = state(3, 3, PD_SIDE_START);
    PdMove m;
    PdVerdict v;
    PdRating r;
    PdAction a;
    PdSolverInfo info;
    size_t len;
    uint64_t count;
    PdGameState g = {3, 3, 0, 0, 0, 0, PD_SIDE_START};

    /* Null pointers, one argument at a time. */
    PdSolver *made = (PdSolver *)&count; /* must be overwritten with NULL on failure */
    CHECK_STATUS(pd_solver_new(NULL, &made), PD_STATUS_NULL_POINTER);
    CHECK(made == NULL);
    CHECK_STATUS(pd_solver_new(&CLASSIC, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_rules_check(NULL, &count), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_rules_check(&CLASSIC, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_solver_info(NULL, &info), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_solver_info(s, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_check_state(NULL, start, &v), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_check_state(s, start, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_next_move(NULL, start, &m), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_next_move(s, start, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_optimal_moves(NULL, start, &m, 1, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_optimal_moves(s, start, NULL, 4, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_optimal_moves(s, start, &m, 1, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_solution(NULL, start, &m, 1, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_solution(s, start, NULL, 4, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_solution(s, start, &m, 1, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_rate_move(NULL, start, move(1, 1), &r), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_rate_move(s, start, move(1, 1), NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_next_action(NULL, &g, &a), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_next_action(s, NULL, &a), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_next_action(s, &g, NULL), PD_STATUS_NULL_POINTER);
    pd_solver_free(NULL); /* a no-op */

    /* Bad enum values: a boat side that is neither 0 nor 1. */
    CHECK_STATUS(pd_next_move(s, state(3, 3, 2), &m), PD_STATUS_INVALID_SIDE);
    CHECK_STATUS(pd_check_state(s, state(3, 3, UINT32_MAX), &v), PD_STATUS_INVALID_SIDE);
    CHECK_STATUS(pd_rate_move(s, state(3, 3, 7), move(1, 1), &r), PD_STATUS_INVALID_SIDE);
    CHECK_STATUS(pd_solution(s, state(3, 3, 2), NULL, 0, &len), PD_STATUS_INVALID_SIDE);
    PdGameState bad_side = g;
    bad_side.boat = 5;
    CHECK_STATUS(pd_next_action(s, &bad_side, &a), PD_STATUS_INVALID_SIDE);
    /* Pointers are checked before values: a NULL out-pointer wins over a bad side. */
    CHECK_STATUS(pd_next_action(s, &bad_side, NULL), PD_STATUS_NULL_POINTER);

    /* Out-of-range rules and states, oversized configurations. */
    PdRules no_boat = {.priests = 3, .devils = 3, .boat_capacity = 0};
    CHECK_STATUS(pd_solver_new(&no_boat, &made), PD_STATUS_INVALID_RULES);
    CHECK(made == NULL);
    CHECK_STATUS(pd_rules_check(&no_boat, &count), PD_STATUS_INVALID_RULES);
    PdRules huge = {.priests = 1000000000u, .devils = 1000000000u, .boat_capacity = 4};
    CHECK_STATUS(pd_solver_new(&huge, &made), PD_STATUS_TOO_LARGE);
    CHECK(made == NULL);
    CHECK_STATUS(pd_rules_check(&huge, &count), PD_STATUS_TOO_LARGE);
    CHECK(count > PD_MAX_SAFE_STATES);
    CHECK_STATUS(pd_next_move(s, state(4, 0, PD_SIDE_START), &m), PD_STATUS_STATE_OUT_OF_RANGE);
    CHECK_STATUS(pd_next_move(s, state(0, UINT32_MAX, PD_SIDE_FAR), &m), PD_STATUS_STATE_OUT_OF_RANGE);

    /* Lost, won, no path. */
    CHECK_STATUS(pd_next_move(s, state(1, 2, PD_SIDE_START), &m), PD_STATUS_LOST_STATE);
    CHECK_STATUS(pd_next_move(s, state(0, 0, PD_SIDE_FAR), &m), PD_STATUS_ALREADY_WON);
    CHECK_STATUS(pd_next_move(s, state(0, 0, PD_SIDE_START), &m), PD_STATUS_NO_PATH);
    CHECK_STATUS(pd_rate_move(s, state(0, 0, PD_SIDE_FAR), move(1, 0), &r), PD_STATUS_ALREADY_WON);

    /* Inconsistent game states. */
    PdGameState wrong_total = {3, 2, 0, 0, 0, 0, PD_SIDE_START};
    CHECK_STATUS(pd_next_action(s, &wrong_total, &a), PD_STATUS_INVALID_GAME_STATE);
    PdGameState overfull = {0, 3, 0, 0, 3, 0, PD_SIDE_START};
    CHECK_STATUS(pd_next_action(s, &overfull, &a), PD_STATUS_INVALID_GAME_STATE);
    PdGameState lost = {1, 3, 2, 0, 0, 0, PD_SIDE_START};
    CHECK_STATUS(pd_next_action(s, &lost, &a), PD_STATUS_LOST_STATE);
}

/* The exported policy answers every state exactly as the per-state queries do. */
static void test_policy(const PdSolver *s) {
    size_t rows_len = 0, entries_len = 0;
    CHECK_STATUS(pd_policy_rows(s, NULL, 0, &rows_len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(rows_len == 4);
    CHECK_STATUS(pd_policy_entries(s, NULL, 0, &entries_len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(entries_len == 20);
    PdPolicyRow rows[4];
    PdPolicyEntry entries[20];
    CHECK_STATUS(pd_policy_rows(s, rows, 4, &rows_len), PD_STATUS_OK);
    CHECK_STATUS(pd_policy_entries(s, entries, 20, &entries_len), PD_STATUS_OK);
    CHECK_STATUS(pd_policy_entries(s, entries, 19, &entries_len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(pd_policy_rows(s, NULL, 4, &rows_len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_policy_entries(NULL, entries, 20, &entries_len), PD_STATUS_NULL_POINTER);
    int safe = 0;
    for (uint32_t p = 0; p <= 3; p++) {
        for (uint32_t d = 0; d <= 3; d++) {
            for (uint32_t side = 0; side <= 1; side++) {
                PdVerdict v;
                CHECK_STATUS(pd_check_state(s, state(p, d, side), &v), PD_STATUS_OK);
                int in_row = d >= rows[p].lo_devils && d < rows[p].lo_devils + rows[p].count;
                CHECK(in_row == (v.kind == PD_STATE_KIND_SAFE || v.kind == PD_STATE_KIND_WON));
                if (!in_row) continue;
                safe++;
                PdPolicyEntry e = entries[2 * (rows[p].first + d - rows[p].lo_devils) + side];
                CHECK(e.distance == v.distance && e.reachable == v.reachable);
                PdMove m;
                if (pd_next_move(s, state(p, d, side), &m) == PD_STATUS_OK)
                    CHECK(e.best.priests == m.priests && e.best.devils == m.devils);
            }
        }
    }
    CHECK(safe == 20);
}

/* pd_next_move_inline, defined in the header, answers exactly as pd_next_move: for puzzles with and
 * without a hint grid, under variants, for every state in range, out of range or with a bad side; and
 * the grid's cells hold the documented layout. */
static void test_next_move_inline(void) {
    static const PdRules puzzles[] = {
        {3, 3, 2, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE},
        {4, 4, 2, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE},   /* unsolvable */
        {5, 3, 3, PD_BOAT_SAFETY_ABOARD, PD_ROWERS_PRIESTS},
        {0, 6, 1, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE},   /* devils only */
        {44, 44, 3, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE}, /* the largest square grid */
        {45, 44, 3, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE}, /* no grid: 46 x 45 pairs */
    };
    const uint32_t far = UINT32_MAX;
    for (size_t k = 0; k < sizeof puzzles / sizeof puzzles[0]; k++) {
        PdRules r = puzzles[k];
        PdSolver *s = NULL;
        CHECK_STATUS(pd_solver_new(&r, &s), PD_STATUS_OK);
        if (s == NULL) continue;
        PdHintGrid grid;
        CHECK_STATUS(pd_solver_hint_grid(s, &grid), PD_STATUS_OK);
        CHECK(grid.solver == s);
        uint64_t pairs = (uint64_t)(r.priests + 1) * (r.devils + 1);
        if (pairs <= 2048) {
            CHECK(grid.cells != NULL && grid.cell_count == 2 * pairs && grid.stride == r.devils + 1);
        } else {
            CHECK(grid.cells == NULL && grid.cell_count == 0 && grid.stride == 0);
        }
        int mismatches = 0, answered = 0, in_cells = 0;
        for (uint32_t p = 0; p <= r.priests + 2; p++) {
            for (uint32_t d = 0; d <= r.devils + 2; d++) {
                for (uint32_t side = 0; side <= 2; side++) {
                    uint32_t ps[2] = {p, far}, ds[2] = {d, far};
                    for (int i = 0; i < 4; i++) {
                        PdState st = state(ps[i & 1], ds[i >> 1], side);
                        PdMove slow = move(far, far), fast = move(far, far);
                        PdStatus want = pd_next_move(s, st, &slow);
                        PdStatus got = pd_next_move_inline(&grid, st, &fast);
                        if (got != want || fast.priests != slow.priests || fast.devils != slow.devils)
                            mismatches++;
                        if (want != PD_STATUS_OK || i != 0) continue;
                        answered++;
                        if (grid.cell_count == 0) continue;
                        uint64_t cell = grid.cells[((uint64_t)p * grid.stride + d) * 2 + side];
                        in_cells += cell == ((uint64_t)slow.priests | (uint64_t)slow.devils << 32);
                    }
                }
            }
        }
        CHECK(mismatches == 0);
        CHECK(in_cells == (grid.cell_count == 0 ? 0 : answered));
        CHECK(answered > 0 || k == 1);
        PdMove m;
        CHECK_STATUS(pd_next_move_inline(&grid, state(r.priests, r.devils, PD_SIDE_START), NULL),
                     PD_STATUS_NULL_POINTER);
        CHECK_STATUS(pd_next_move_inline(NULL, state(r.priests, r.devils, PD_SIDE_START), &m),
                     PD_STATUS_NULL_POINTER);
        pd_solver_free(s);
    }
    PdHintGrid grid;
    CHECK_STATUS(pd_solver_hint_grid(NULL, &grid), PD_STATUS_NULL_POINTER);
    PdSolver *s = NULL;
    CHECK_STATUS(pd_solver_new(&CLASSIC, &s), PD_STATUS_OK);
    CHECK_STATUS(pd_solver_hint_grid(s, NULL), PD_STATUS_NULL_POINTER);
    pd_solver_free(s);
}

/* An unsolvable configuration: four pairs with a boat for two. */
static void test_unsolvable(void) {
    PdRules rules = {.priests = 4, .devils = 4, .boat_capacity = 2};
    PdSolver *s = NULL;
    CHECK_STATUS(pd_solver_new(&rules, &s), PD_STATUS_OK);
    if (s == NULL) return;
    PdSolverInfo info;
    CHECK_STATUS(pd_solver_info(s, &info), PD_STATUS_OK);
    CHECK(info.solvable == 0 && info.min_crossings == PD_NO_PATH);
    PdMove m;
    size_t len = 99;
    CHECK_STATUS(pd_next_move(s, state(4, 4, PD_SIDE_START), &m), PD_STATUS_NO_PATH);
    CHECK_STATUS(pd_solution(s, state(4, 4, PD_SIDE_START), NULL, 0, &len), PD_STATUS_NO_PATH);
    /* Positions play from the start never reaches still get hints: a level may start there. */
    PdVerdict v;
    CHECK_STATUS(pd_check_state(s, state(1, 1, PD_SIDE_START), &v), PD_STATUS_OK);
    CHECK(v.reachable == 0 && v.distance == 1);
    CHECK_STATUS(pd_next_move(s, state(1, 1, PD_SIDE_START), &m), PD_STATUS_OK);
    CHECK(m.priests == 1 && m.devils == 1);
    uint64_t plans = 0;
    CHECK_STATUS(pd_count_optimal_plans(s, state(1, 1, PD_SIDE_START), &plans), PD_STATUS_OK);
    CHECK(plans == 1);
    CHECK_STATUS(pd_next_move(s, state(0, 1, PD_SIDE_START), &m), PD_STATUS_OK);
    CHECK(m.priests == 0 && m.devils == 1);
    CHECK_STATUS(pd_count_optimal_plans(s, state(4, 4, PD_SIDE_START), &plans), PD_STATUS_NO_PATH);
    PdRating r;
    CHECK_STATUS(pd_rate_move(s, state(4, 4, PD_SIDE_START), move(1, 1), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_NO_PATH);
    PdGameState g = {4, 4, 0, 0, 0, 0, PD_SIDE_START};
    PdAction a;
    CHECK_STATUS(pd_next_action(s, &g, &a), PD_STATUS_NO_PATH);
    pd_solver_free(s);

    /* More devils than priests: already lost at the start. */
    PdRules outnumbered = {.priests = 2, .devils = 3, .boat_capacity = 5};
    CHECK_STATUS(pd_solver_new(&outnumbered, &s), PD_STATUS_OK);
    if (s == NULL) return;
    CHECK_STATUS(pd_next_move(s, state(2, 3, PD_SIDE_START), &m), PD_STATUS_LOST_STATE);
    CHECK_STATUS(pd_next_move(s, state(0, 3, PD_SIDE_START), &m), PD_STATUS_NO_PATH);
    pd_solver_free(s);
}

/* Optimal plan counts: the classic game has four. */
static void test_plan_counts(const PdSolver *s) {
    uint64_t plans = 0;
    CHECK_STATUS(pd_count_optimal_plans(s, state(3, 3, PD_SIDE_START), &plans), PD_STATUS_OK);
    CHECK(plans == 4);
    CHECK_STATUS(pd_count_optimal_plans(s, state(0, 0, PD_SIDE_FAR), &plans), PD_STATUS_OK);
    CHECK(plans == 1);
    CHECK_STATUS(pd_count_optimal_plans(s, state(1, 2, PD_SIDE_START), &plans), PD_STATUS_LOST_STATE);
    CHECK_STATUS(pd_count_optimal_plans(s, state(0, 0, PD_SIDE_START), &plans), PD_STATUS_NO_PATH);
    CHECK_STATUS(pd_count_optimal_plans(s, state(4, 0, PD_SIDE_START), &plans), PD_STATUS_STATE_OUT_OF_RANGE);
    CHECK_STATUS(pd_count_optimal_plans(s, state(3, 3, 2), &plans), PD_STATUS_INVALID_SIDE);
    CHECK_STATUS(pd_count_optimal_plans(s, state(3, 3, PD_SIDE_START), NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_count_optimal_plans(NULL, state(3, 3, PD_SIDE_START), &plans), PD_STATUS_NULL_POINTER);

    /* Forty priests, twenty devils, a boat for two: more than 2^64 plans, so the count saturates. */
    PdRules many = {.priests = 40, .devils = 20, .boat_capacity = 2};
    PdSolver *big = NULL;
    CHECK_STATUS(pd_solver_new(&many, &big), PD_STATUS_OK);
    if (big == NULL) return;
    CHECK_STATUS(pd_count_optimal_plans(big, state(40, 20, PD_SIDE_START), &plans), PD_STATUS_OK);
    CHECK(plans == UINT64_MAX);
    pd_solver_free(big);
}

/* Rule variants: zero is classic, other values are refused, forbidden loads are rated as such. */
static void test_variants(void) {
    PdSolver *s = NULL;
    PdSolverInfo info;
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif
    PdRules positional = {3, 3, 2};
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
    CHECK(positional.boat_safety == PD_BOAT_SAFETY_BANKS && positional.rowers == PD_ROWERS_ANYONE);
    CHECK_STATUS(pd_solver_new(&positional, &s), PD_STATUS_OK);
    if (s == NULL) return;
    CHECK_STATUS(pd_solver_info(s, &info), PD_STATUS_OK);
    CHECK(info.min_crossings == 11 && info.rules.boat_safety == 0 && info.rules.rowers == 0);
    pd_solver_free(s);

    uint64_t count = 0;
    PdRules bad_safety = {.priests = 3, .devils = 3, .boat_capacity = 2, .boat_safety = UINT32_MAX};
    CHECK_STATUS(pd_rules_check(&bad_safety, &count), PD_STATUS_INVALID_RULES);
    CHECK_STATUS(pd_solver_new(&bad_safety, &s), PD_STATUS_INVALID_RULES);
    CHECK(s == NULL);
    PdRules bad_rowers = {.priests = 3, .devils = 3, .boat_capacity = 2, .rowers = UINT32_MAX};
    CHECK_STATUS(pd_solver_new(&bad_rowers, &s), PD_STATUS_INVALID_RULES);
    CHECK(s == NULL);

    /* Boat safety with a boat for three: one priest may not cross with two devils. */
    PdRules safe_boat = {.priests = 3, .devils = 3, .boat_capacity = 3, .boat_safety = PD_BOAT_SAFETY_ABOARD};
    CHECK_STATUS(pd_solver_new(&safe_boat, &s), PD_STATUS_OK);
    if (s == NULL) return;
    CHECK_STATUS(pd_solver_info(s, &info), PD_STATUS_OK);
    CHECK(info.rules.boat_safety == PD_BOAT_SAFETY_ABOARD && info.solvable == 1);
    PdRating r;
    CHECK_STATUS(pd_rate_move(s, state(3, 3, PD_SIDE_START), move(1, 2), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_ILLEGAL_OUTNUMBERED_ABOARD);
    CHECK_STATUS(pd_rate_move(s, state(3, 3, PD_SIDE_START), move(0, 3), &r), PD_STATUS_OK);
    CHECK(r.kind != PD_RATING_KIND_ILLEGAL_OUTNUMBERED_ABOARD);
    pd_solver_free(s);

    /* Only priests row: devils may not cross alone. Only devils row: priests may not. */
    PdRules priests_row = {.priests = 3, .devils = 3, .boat_capacity = 2, .rowers = PD_ROWERS_PRIESTS};
    CHECK_STATUS(pd_solver_new(&priests_row, &s), PD_STATUS_OK);
    if (s == NULL) return;
    CHECK_STATUS(pd_rate_move(s, state(3, 3, PD_SIDE_START), move(0, 2), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_ILLEGAL_NO_ROWER);
    CHECK_STATUS(pd_rate_move(s, state(3, 3, PD_SIDE_START), move(1, 1), &r), PD_STATUS_OK);
    CHECK(r.kind != PD_RATING_KIND_ILLEGAL_NO_ROWER);
    pd_solver_free(s);
    PdRules devils_row = {.priests = 3, .devils = 3, .boat_capacity = 2, .rowers = PD_ROWERS_DEVILS};
    CHECK_STATUS(pd_solver_new(&devils_row, &s), PD_STATUS_OK);
    if (s == NULL) return;
    CHECK_STATUS(pd_rate_move(s, state(3, 3, PD_SIDE_START), move(2, 0), &r), PD_STATUS_OK);
    CHECK(r.kind == PD_RATING_KIND_ILLEGAL_NO_ROWER);
    PdMove m;
    PdState at = state(3, 3, PD_SIDE_START);
    /* Every hint of the plan carries a devil. */
    for (int i = 0; i < 64 && pd_next_move(s, at, &m) == PD_STATUS_OK; i++) {
        CHECK(m.devils > 0);
        at = cross(devils_row, at, m);
    }
    pd_solver_free(s);
}

/* Milestones of the classic start: the states after crossings 2 to 9 and the goal, each on the plan. */
static void test_milestones(const PdSolver *s) {
    PdState start = state(3, 3, PD_SIDE_START);
    size_t len = 0;
    CHECK_STATUS(pd_milestones(s, start, NULL, 0, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 9);
    PdMilestone ms[12], small[3];
    CHECK_STATUS(pd_milestones(s, start, small, 3, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(pd_milestones(s, start, ms, 12, &len), PD_STATUS_OK);
    CHECK(len == 9 && ms[0].crossings == 2 && ms[7].crossings == 9 && ms[8].crossings == 11);
    CHECK(ms[0].state.priests == 3 && ms[0].state.devils == 2 && ms[0].state.boat == PD_SIDE_START);
    CHECK(ms[8].state.priests == 0 && ms[8].state.devils == 0 && ms[8].state.boat == PD_SIDE_FAR);
    PdMove plan[11]; /* every milestone lies on the plan pd_solution walks */
    CHECK_STATUS(pd_solution(s, start, plan, 11, &len), PD_STATUS_OK);
    PdState at = start;
    size_t next = 0;
    for (uint32_t i = 1; i <= 11 && next < 9; i++) {
        at = cross(CLASSIC, at, plan[i - 1]);
        if (ms[next].crossings == i) {
            CHECK(ms[next].state.priests == at.priests && ms[next].state.devils == at.devils &&
                  ms[next].state.boat == at.boat);
            next++;
        }
    }
    CHECK(next == 9);
    CHECK_STATUS(pd_milestones(s, state(4, 0, PD_SIDE_START), NULL, 0, &len), PD_STATUS_STATE_OUT_OF_RANGE);
    CHECK_STATUS(pd_milestones(s, state(1, 2, PD_SIDE_START), NULL, 0, &len), PD_STATUS_LOST_STATE);
    CHECK_STATUS(pd_milestones(s, state(0, 0, PD_SIDE_FAR), NULL, 0, &len), PD_STATUS_ALREADY_WON);
    CHECK_STATUS(pd_milestones(s, state(0, 0, PD_SIDE_START), NULL, 0, &len), PD_STATUS_NO_PATH);
    CHECK_STATUS(pd_milestones(s, state(3, 3, 7), NULL, 0, &len), PD_STATUS_INVALID_SIDE);
    CHECK_STATUS(pd_milestones(NULL, start, NULL, 0, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_milestones(s, start, NULL, 0, NULL), PD_STATUS_NULL_POINTER);
}

int main(void) {
    print_library_file();
    test_versions();
    test_status_messages();
    PdSolver *s = NULL;
    CHECK_STATUS(pd_solver_new(&CLASSIC, &s), PD_STATUS_OK);
    if (s != NULL) {
        test_info(s);
        test_play_with_next_action(s);
        test_walk_plan(s);
        test_queries(s);
        test_errors(s);
        test_policy(s);
        test_plan_counts(s);
        test_milestones(s);
        pd_solver_free(s);
    }
    test_unsolvable();
    test_variants();
    test_next_move_inline();
    test_level_design();
    test_describe();
    test_puzzles();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
