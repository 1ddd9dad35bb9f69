/* The level designer's entry points through the committed header: a level's report from any start,
 * every legal load with its outcome, and a proposed level set. The expected figures are the classic
 * game's published facts and hand counts, not the library's own output. */
#include <math.h>
#include <string.h>

#include "check.h"

static void test_report(const PdSolver *s) {
    PdLevelReport r;
    CHECK_STATUS(pd_level_report(s, state(3, 3, PD_SIDE_START), &r), PD_STATUS_OK);
    CHECK(r.solvable == 1 && r.reason == PD_STATUS_OK);
    CHECK(r.min_crossings == 11 && r.optimal_plans == 4 && r.milestones == 9);
    CHECK(r.safe_states == 20 && r.reachable_states == 16);
    CHECK(r.rules.priests == 3 && r.start.priests == 3 && r.start.boat == PD_SIDE_START);
    /* One devil over first, boat back on the far bank: 12 crossings from the goal. */
    CHECK(r.farthest.priests == 3 && r.farthest.devils == 2 && r.farthest.boat == PD_SIDE_FAR);
    CHECK(r.farthest_crossings == 12);
    /* A random player wins optimally once in 288 000 games (an exact enumeration by hand). */
    CHECK(fabs(r.difficulty_bits - log2(288000.0)) < 1e-9);

    CHECK_STATUS(pd_level_report(s, state(1, 2, PD_SIDE_START), &r), PD_STATUS_OK);
    CHECK(r.solvable == 0 && r.reason == PD_STATUS_LOST_STATE && r.min_crossings == PD_NO_PATH);
    CHECK(r.optimal_plans == 0 && r.milestones == 0 && r.difficulty_bits == -1.0);
    CHECK_STATUS(pd_level_report(s, state(0, 0, PD_SIDE_FAR), &r), PD_STATUS_OK);
    CHECK(r.solvable == 0 && r.reason == PD_STATUS_ALREADY_WON);
    CHECK_STATUS(pd_level_report(s, state(0, 0, PD_SIDE_START), &r), PD_STATUS_OK);
    CHECK(r.solvable == 0 && r.reason == PD_STATUS_NO_PATH);
    CHECK_STATUS(pd_level_report(s, state(4, 0, PD_SIDE_START), &r), PD_STATUS_STATE_OUT_OF_RANGE);
    CHECK_STATUS(pd_level_report(s, state(3, 3, 2), &r), PD_STATUS_INVALID_SIDE);
    CHECK_STATUS(pd_level_report(NULL, state(3, 3, 0), &r), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_level_report(s, state(3, 3, 0), NULL), PD_STATUS_NULL_POINTER);
}

static void test_legal_loads(const PdSolver *s) {
    size_t len = 0;
    CHECK_STATUS(pd_legal_loads(s, state(3, 3, PD_SIDE_START), NULL, 0, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 5); /* 0+1, 0+2, 1+0, 1+1, 2+0 */
    PdLoadOutcome loads[5];
    CHECK_STATUS(pd_legal_loads(s, state(3, 3, PD_SIDE_START), loads, 2, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(pd_legal_loads(s, state(3, 3, PD_SIDE_START), loads, 5, &len), PD_STATUS_OK);
    CHECK(loads[0].load.priests == 0 && loads[0].load.devils == 1);
    CHECK(loads[0].rating.kind == PD_RATING_KIND_DETOUR && loads[0].rating.extra_crossings == 2);
    CHECK(loads[1].load.devils == 2 && loads[1].rating.kind == PD_RATING_KIND_OPTIMAL);
    CHECK(loads[1].to.priests == 3 && loads[1].to.devils == 1 && loads[1].to.boat == PD_SIDE_FAR);
    CHECK(loads[2].rating.kind == PD_RATING_KIND_LOSES_START_BANK);
    CHECK(loads[3].load.priests == 1 && loads[3].load.devils == 1);
    CHECK(loads[3].rating.kind == PD_RATING_KIND_OPTIMAL);
    CHECK(loads[4].load.priests == 2 && loads[4].rating.kind == PD_RATING_KIND_LOSES_START_BANK);
    CHECK_STATUS(pd_legal_loads(s, state(0, 0, PD_SIDE_FAR), NULL, 0, &len), PD_STATUS_ALREADY_WON);
    CHECK_STATUS(pd_legal_loads(s, state(1, 2, PD_SIDE_START), NULL, 0, &len), PD_STATUS_LOST_STATE);
    CHECK_STATUS(pd_legal_loads(s, state(3, 4, PD_SIDE_START), NULL, 0, &len), PD_STATUS_STATE_OUT_OF_RANGE);
    CHECK_STATUS(pd_legal_loads(s, state(3, 3, PD_SIDE_START), NULL, 5, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_legal_loads(s, state(3, 3, PD_SIDE_START), NULL, 0, NULL), PD_STATUS_NULL_POINTER);
}

static void test_propose(void) {
    PdLevelRange range;
    memset(&range, 0, sizeof range);
    range.priests_min = 1, range.priests_max = 4, range.devils_min = 1, range.devils_max = 4;
    range.boat_min = 2, range.boat_max = 3, range.all_variants = 1;
    PdLevelReport levels[4];
    size_t len = 0;
    CHECK_STATUS(pd_propose_levels(&range, 4, NULL, 0, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 4);
    CHECK_STATUS(pd_propose_levels(&range, 4, levels, 4, &len), PD_STATUS_OK);
    CHECK(len == 4);
    for (int i = 0; i < 4; i++) CHECK(levels[i].solvable == 1 && levels[i].difficulty_bits >= 0);
    for (int i = 1; i < 4; i++) CHECK(levels[i].difficulty_bits > levels[i - 1].difficulty_bits);
    /* The easiest: one priest and one devil, at most 1 bit (priests row: two loads from the start, 1+0
     * loses; a rule variant may make an easier one). */
    CHECK(levels[0].rules.priests == 1 && levels[0].rules.devils == 1);
    CHECK(levels[0].difficulty_bits <= 1.0);
    PdLevelReport again[4];
    CHECK_STATUS(pd_propose_levels(&range, 4, again, 4, &len), PD_STATUS_OK);
    CHECK(memcmp(levels, again, sizeof levels) == 0);

    PdLevelRange classic;
    memset(&classic, 0, sizeof classic);
    classic.priests_min = classic.priests_max = 3, classic.devils_min = classic.devils_max = 3;
    classic.boat_min = classic.boat_max = 2;
    CHECK_STATUS(pd_propose_levels(&classic, 2, levels, 4, &len), PD_STATUS_NOT_ENOUGH_LEVELS);
    classic.devils_min = 4;
    CHECK_STATUS(pd_propose_levels(&classic, 1, levels, 4, &len), PD_STATUS_INVALID_RANGE);
    classic.devils_min = 3, classic.rowers = UINT32_MAX;
    CHECK_STATUS(pd_propose_levels(&classic, 1, levels, 4, &len), PD_STATUS_INVALID_RANGE);
    classic.rowers = 0, classic.boat_min = 0;
    CHECK_STATUS(pd_propose_levels(&classic, 1, levels, 4, &len), PD_STATUS_INVALID_RULES);
    CHECK_STATUS(pd_propose_levels(NULL, 1, levels, 4, &len), PD_STATUS_NULL_POINTER);
}

#if PD_TESTED_ABI >= 6
/* ABI 6: a range's cost is refused before anything is built, the arguments before the buffer, *len
 * written with OK and BUFFER_TOO_SMALL only, and a call that stops when its caller's flag says so. */
static void test_range_promises(void) {
    PdLevelRange boats;
    memset(&boats, 0, sizeof boats);
    boats.priests_min = boats.priests_max = 3, boats.devils_min = boats.devils_max = 3;
    boats.boat_min = 1, boats.boat_max = UINT32_MAX;
    PdLevelReport levels[2];
    size_t len = 12345;
    CHECK_STATUS(pd_propose_levels(&boats, 1, levels, 2, &len), PD_STATUS_RANGE_TOO_LARGE);
    CHECK_STATUS(pd_propose_levels(&boats, 1, NULL, 0, &len), PD_STATUS_RANGE_TOO_LARGE);
    CHECK(len == 12345);
    PdRangeCost cost;
    CHECK_STATUS(pd_range_cost(&boats, &cost), PD_STATUS_RANGE_TOO_LARGE);
    boats.boat_max = 2;
    CHECK_STATUS(pd_range_cost(&boats, &cost), PD_STATUS_OK);
    CHECK(cost.configurations == 2 && cost.safe_states == 40);
    CHECK(PD_MAX_RANGE_CONFIGURATIONS == 20000 && PD_MAX_RANGE_STATES == 1073741824);
    /* An empty range with no buffer: the range is refused, not the buffer. */
    boats.devils_min = 4;
    CHECK_STATUS(pd_propose_levels(&boats, 1, NULL, 0, &len), PD_STATUS_INVALID_RANGE);
    CHECK(len == 12345);
    /* Count 0 asks for nothing and builds nothing. */
    boats.devils_min = 3;
    CHECK_STATUS(pd_propose_levels(&boats, 0, NULL, 0, &len), PD_STATUS_OK);
    CHECK(len == 0);

    /* A cancel flag set before the call: cancelled, nothing written but the progress. */
    PdProgress progress = {.cancel = 1};
    len = 12345;
    CHECK_STATUS(pd_propose_levels_with_progress(&boats, 1, &progress, levels, 2, &len), PD_STATUS_CANCELLED);
    CHECK(len == 12345);
    static const PdRules classic = {.priests = 3, .devils = 3, .boat_capacity = 2};
    PdSolver *s = (PdSolver *)&progress; /* not NULL: the failure must set it to NULL */
    CHECK_STATUS(pd_solver_new_with_progress(&classic, &progress, &s), PD_STATUS_CANCELLED);
    CHECK(s == NULL);
    /* Not cancelled: the progress ends at the work's safe states (the classic game's 20). */
    progress.cancel = 0;
    CHECK_STATUS(pd_solver_new_with_progress(&classic, &progress, &s), PD_STATUS_OK);
    CHECK(s != NULL && progress.done == 20 && progress.total == 20);
    PdLevelReport r;
    CHECK_STATUS(pd_level_report_with_progress(s, state(3, 3, PD_SIDE_START), &progress, &r), PD_STATUS_OK);
    CHECK(r.min_crossings == 11);
    CHECK_STATUS(pd_level_report_with_progress(s, state(3, 3, PD_SIDE_START), NULL, &r), PD_STATUS_OK);
    progress.cancel = 1;
    CHECK_STATUS(pd_level_report_with_progress(s, state(3, 3, PD_SIDE_START), &progress, &r), PD_STATUS_CANCELLED);
    pd_solver_free(s);
    progress.cancel = 0;
    CHECK_STATUS(pd_propose_levels_with_progress(&boats, 2, &progress, levels, 2, &len), PD_STATUS_NOT_ENOUGH_LEVELS);
    CHECK(progress.done == 40 && progress.total == 40 && len == 12345);
    CHECK_STATUS(pd_solver_new_with_progress(&classic, NULL, &s), PD_STATUS_OK);
    pd_solver_free(s);
    CHECK(strcmp(pd_status_message(PD_STATUS_CANCELLED), pd_status_message(PD_STATUS_RANGE_TOO_LARGE)) != 0);
}
#endif

void test_level_design(void) {
    static const PdRules classic = {.priests = 3, .devils = 3, .boat_capacity = 2};
    PdSolver *s = NULL;
    CHECK_STATUS(pd_solver_new(&classic, &s), PD_STATUS_OK);
    if (s != NULL) {
        test_report(s);
        test_legal_loads(s);
        pd_solver_free(s);
    }
    test_propose();
#if PD_TESTED_ABI >= 6
    test_range_promises();
#endif
}
