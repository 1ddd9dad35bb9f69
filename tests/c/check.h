/* The checks the C test programs count: each CHECK passes or fails one check, and main prints
 * "N passed, N failed" (abi_test.c defines the counters). */
#ifndef PD_TEST_CHECK_H
#define PD_TEST_CHECK_H

#include <stdio.h>

#include "priests_devils.h"

/* The C ABI the library under test implements: the header's, unless the test says otherwise (the
 * committed binaries between releases implement the last release's: tests/artifacts/plugin_runs.rs). */
#ifndef PD_TESTED_ABI
#define PD_TESTED_ABI PD_ABI_VERSION
#endif

extern int passed, failed;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (cond) {                                                          \
            passed++;                                                        \
        } else {                                                             \
            failed++;                                                        \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                    \
    } while (0)

#define CHECK_STATUS(call, expected)                                                  \
    do {                                                                              \
        PdStatus got_ = (call);                                                       \
        if (got_ == (expected)) {                                                     \
            passed++;                                                                 \
        } else {                                                                      \
            failed++;                                                                 \
            fprintf(stderr, "%s:%d: %s returned %u (%s), expected %s\n", __FILE__, __LINE__, \
                    #call, (unsigned)got_, pd_status_message(got_), #expected);       \
        }                                                                             \
    } while (0)

/* A state: priests and devils on the start bank, and the boat's side. */
static inline PdState state(uint32_t p, uint32_t d, uint32_t boat) {
    PdState s;
    s.priests = p;
    s.devils = d;
    s.boat = boat;
    return s;
}

/* The level designer's entry points (levels_test.c). */
void test_level_design(void);

/* Moves, actions and steps in words (describe_test.c; nothing under C ABI 6). */
void test_describe(void);

/* The river-crossing family's puzzles (puzzle_test.c; nothing under C ABI 6). */
void test_puzzles(void);

#endif
