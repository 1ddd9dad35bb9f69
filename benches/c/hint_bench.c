/* Hint cost of the C ABI as a C program sees it: pd_next_move (static library, a real call) and the
 * header's pd_next_move_inline looped over a game's playable states, against the same loop doing a bare
 * load from a table of the same answers (the floor) and calling a function that does nothing but that
 * load (the cost of a call that answers through an out-pointer, with no checks). Two games: the classic
 * one, and 100 priests and 100 devils with a boat for 4, too large for a hint grid. Built and run by
 * scripts/bench.sh; prints a markdown table per game, each loop's ratio to the floor measured in the
 * same run: the fastest of several alternating rounds. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "priests_devils.h"

enum { ROUNDS = 9, MAX_SIDE = 101, MAX_CELLS = MAX_SIDE * MAX_SIDE * 2 };

/* A call shaped like pd_next_move that only copies the answer: not inlined, not specialized. */
__attribute__((noinline, noclone)) static PdStatus bare_call(const PdMove *table, uint32_t slot,
                                                             PdMove *out) {
    *out = table[slot];
    return PD_STATUS_OK;
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Every state with a hint, and the table a bare load reads, indexed (p * (M + 1) + d) * 2 + boat. */
static PdState states[MAX_CELLS];
static uint32_t slots[MAX_CELLS];
static PdMove table[MAX_CELLS];

/* Times the four loops over the playable states of `rules` (at most 100 priests and 100 devils) and
 * prints them; returns 0, or 1 when the solver cannot be built or the loops disagree. */
static int measure(PdRules rules, const char *game, long sweeps) {
    PdSolver *solver = NULL;
    if (rules.priests >= MAX_SIDE || rules.devils >= MAX_SIDE) return 1;
    if (pd_solver_new(&rules, &solver) != PD_STATUS_OK) return 1;
    PdHintGrid grid;
    if (pd_solver_hint_grid(solver, &grid) != PD_STATUS_OK) return 1;
    int count = 0;
    for (uint32_t p = 0; p <= rules.priests; p++)
        for (uint32_t d = 0; d <= rules.devils; d++)
            for (uint32_t boat = 0; boat <= 1; boat++) {
                PdState s = {p, d, boat};
                PdMove m;
                if (pd_next_move(solver, s, &m) != PD_STATUS_OK) continue;
                states[count] = s;
                slots[count] = (p * (rules.devils + 1) + d) * 2 + boat;
                table[slots[count]] = m;
                count++;
            }

    double best_floor = 1e300, best_call = 1e300, best_abi = 1e300, best_inline = 1e300;
    uint64_t check_floor = 0, check_call = 0, check_abi = 0, check_inline = 0;
    /* One timed loop: `sweeps` passes over the states, `answer` setting the move `m` (and `status`) of
     * state i, summed into `check` so that the loops can be compared and nothing is optimized away. */
#define SWEEP(check, answer)                                                                      \
    for (long sweep = 0; sweep < sweeps; sweep++)                                                 \
        for (int i = 0; i < count; i++) {                                                         \
            PdMove m;                                                                             \
            PdStatus status = PD_STATUS_OK;                                                       \
            answer;                                                                               \
            check += m.priests + m.devils + (uint64_t)status;                                     \
            /* Keeps the compiler from vectorizing or hoisting the loads. */                      \
            __asm__ volatile("" : "+r"(check));                                                   \
        }
    for (int round = 0; round < ROUNDS; round++) {
        double t0 = now_ns();
        SWEEP(check_floor, m = table[slots[i]])
        double t1 = now_ns();
        SWEEP(check_call, status = bare_call(table, slots[i], &m))
        double t2 = now_ns();
        SWEEP(check_abi, status = pd_next_move(solver, states[i], &m))
        double t3 = now_ns();
        SWEEP(check_inline, status = pd_next_move_inline(&grid, states[i], &m))
        double t4 = now_ns();
        double calls = (double)sweeps * count;
        if ((t1 - t0) / calls < best_floor) best_floor = (t1 - t0) / calls;
        if ((t2 - t1) / calls < best_call) best_call = (t2 - t1) / calls;
        if ((t3 - t2) / calls < best_abi) best_abi = (t3 - t2) / calls;
        if ((t4 - t3) / calls < best_inline) best_inline = (t4 - t3) / calls;
    }
#undef SWEEP
    pd_solver_free(solver);
    if (check_floor != check_abi || check_call != check_abi || check_inline != check_abi) {
        fprintf(stderr, "the loops disagree: %llu, %llu, %llu and %llu\n", (unsigned long long)check_floor,
                (unsigned long long)check_call, (unsigned long long)check_abi,
                (unsigned long long)check_inline);
        return 1;
    }
    printf("| %s: loop over the %d playable states (C, -O2, static library) | ns per hint | ÷ floor |\n",
           game, count);
    printf("| --- | ---: | ---: |\n");
    printf("| bare table load (floor) | %.2f | 1.0× |\n", best_floor);
    printf("| call doing only that load | %.2f | %.1f× |\n", best_call, best_call / best_floor);
    printf("| `pd_next_move` | %.2f | %.1f× |\n", best_abi, best_abi / best_floor);
    printf("| `pd_next_move_inline` (the header's) | %.2f | %.1f× |\n\n", best_inline,
           best_inline / best_floor);
    return 0;
}

/* Optional argument: sweeps over the classic game's states per round (default 2,000,000; the larger
 * game, with 40 times the states, gets a fortieth). */
int main(int argc, char **argv) {
    const long sweeps = argc > 1 ? atol(argv[1]) : 2000000;
    if (sweeps <= 0) return 2;
    PdRules classic = {3, 3, 2, 0, 0};
    PdRules large = {100, 100, 4, 0, 0};
    if (measure(classic, "classic game", sweeps)) return 1;
    return measure(large, "100 priests, 100 devils, boat 4 (no hint grid)", sweeps / 40 + 1);
}
