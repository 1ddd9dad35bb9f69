/* One build through the C ABI, as a C program sees it: pd_solver_new for the configuration on the
 * command line (priests, devils, boat capacity; default 100000 100000 4, the classic rules), then
 * pd_solver_free. Nothing else runs, so a count of the whole process's instructions is the build's plus
 * a constant start-up. With `watched` first, the build is pd_solver_new_with_progress with a progress
 * nobody cancels (C ABI 6 on: older headers refuse it). Linked to each commit's static library side by
 * side by scripts/bench-build-count.sh; prints the configuration built, or the status when the build
 * fails. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "priests_devils.h"

int main(int argc, char **argv) {
    PdRules rules = {100000, 100000, 4, 0, 0};
    int watched = argc > 1 && strcmp(argv[1], "watched") == 0;
    int first = 1 + watched;
    if (argc == first + 3) {
        rules.priests = (uint32_t)strtoul(argv[first], NULL, 10);
        rules.devils = (uint32_t)strtoul(argv[first + 1], NULL, 10);
        rules.boat_capacity = (uint32_t)strtoul(argv[first + 2], NULL, 10);
    } else if (argc != first) {
        fprintf(stderr, "usage: %s [watched] [PRIESTS DEVILS BOAT_CAPACITY]\n", argv[0]);
        return 2;
    }
    PdSolver *solver = NULL;
    PdStatus status;
    if (watched) {
#if PD_ABI_VERSION >= 6
        PdProgress progress = {0, 0, 0};
        status = pd_solver_new_with_progress(&rules, &progress, &solver);
#else
        fprintf(stderr, "C ABI %d has no pd_solver_new_with_progress\n", PD_ABI_VERSION);
        return 2;
#endif
    } else {
        status = pd_solver_new(&rules, &solver);
    }
    if (status != PD_STATUS_OK) {
        fprintf(stderr, "pd_solver_new: status %d\n", (int)status);
        return 1;
    }
    pd_solver_free(solver);
    printf("built %u priests, %u devils, boat for %u%s\n", rules.priests, rules.devils,
           rules.boat_capacity, watched ? ", watched" : "");
    return 0;
}
