/* A program without a C runtime (no Windows SDK here), built the MSVC way: compiled by clang-cl and
 * linked by lld-link (cl.exe's and link.exe's command lines and conventions) against the Windows
 * archive's MSVC import library, priests_devils.lib, alone: by plain flags and through CMake
 * (tests/c/cmake/msvc). tests/artifacts/dist.rs runs it under Wine (MSVC itself cannot run here). Its exit status
 * is 0 when every check passes, otherwise the number of the first failing check. */
#include "priests_devils.h"

int start(void) {
    PdRules rules = {3, 3, 2, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE};
    PdSolver *solver = 0;
    PdSolverInfo info;
    PdState from = {3, 3, PD_SIDE_START};
    PdMove move;
    int failed = 0;
    if (pd_abi_version() != PD_ABI_VERSION)
        return 1;
    if (pd_solver_new(&rules, &solver) != PD_STATUS_OK)
        return 2;
    if (pd_solver_info(solver, &info) != PD_STATUS_OK || info.min_crossings != 11)
        failed = 3;
    else if (pd_next_move(solver, from, &move) != PD_STATUS_OK || move.priests != 1 || move.devils != 1)
        failed = 4; /* a struct passed by value and one written back, across the x64 calling convention */
    pd_solver_free(solver);
    if (!failed && pd_solver_new(&rules, 0) != PD_STATUS_NULL_POINTER)
        failed = 5;
    return failed;
}
