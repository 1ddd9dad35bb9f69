// A C++ program using the C library the way a C++ caller would: through the header, an RAII handle
// and the header's inline hint. tests/artifacts/dist.rs builds it against each unpacked release
// archive (with pkg-config and with CMake's find_package) and runs it where the machine can. It
// uses only C headers and C++11 language features, no C++ runtime library, so that it also links
// for macOS against the archive's libraries alone. Prints its library's version line, on Linux the
// file the library was loaded from ("library file: PATH": the shared library, or the program itself
// when linked statically), then "N passed, N failed"; exits non-zero on a failure. The expected figures are the classic game's
// published ones (11 crossings, 4 plans).
#if defined(__linux__)
#include <dlfcn.h>
#endif
#include <stdio.h>
#include <string.h>

#include "priests_devils.h"

namespace {

int passed = 0;
int failed = 0;

void check(bool ok, int line, const char *what) {
    if (ok) {
        ++passed;
    } else {
        ++failed;
        fprintf(stderr, "archive_test.cpp:%d: check failed: %s\n", line, what);
    }
}

#define CHECK(cond) check((cond), __LINE__, #cond)

// Owns one solver: built in the constructor, freed in the destructor, never copied.
class Solver {
public:
    explicit Solver(const PdRules &rules) : handle_(nullptr), status_(pd_solver_new(&rules, &handle_)) {}
    ~Solver() { pd_solver_free(handle_); }
    Solver(const Solver &) = delete;
    Solver &operator=(const Solver &) = delete;

    PdStatus status() const { return status_; }
    const PdSolver *get() const { return handle_; }

private:
    PdSolver *handle_;
    PdStatus status_;
};

constexpr PdRules rules(uint32_t priests, uint32_t devils, uint32_t boat) {
    return PdRules{priests, devils, boat, PD_BOAT_SAFETY_BANKS, PD_ROWERS_ANYONE};
}

PdState after(PdState s, PdMove m) {
    const bool from_start = s.boat == PD_SIDE_START;
    s.priests = from_start ? s.priests - m.priests : s.priests + m.priests;
    s.devils = from_start ? s.devils - m.devils : s.devils + m.devils;
    s.boat = from_start ? PD_SIDE_FAR : PD_SIDE_START;
    return s;
}

template <typename T, size_t N> constexpr size_t capacity(const T (&)[N]) { return N; }

} // namespace

int main() {
    printf("library %s, ABI %u (header %d)\n", pd_version(), pd_abi_version(), PD_ABI_VERSION);
#if defined(__linux__)
    // pd_version's string lives in the library's read-only data.
    Dl_info info;
    if (dladdr(pd_version(), &info) != 0 && info.dli_fname != nullptr) printf("library file: %s\n", info.dli_fname);
#endif
    CHECK(pd_abi_version() == PD_ABI_VERSION);
    CHECK(pd_version() != nullptr && strlen(pd_version()) > 0);

    {
        const Solver classic(rules(3, 3, 2));
        CHECK(classic.status() == PD_STATUS_OK);
        PdSolverInfo info;
        CHECK(pd_solver_info(classic.get(), &info) == PD_STATUS_OK);
        CHECK(info.solvable == 1 && info.min_crossings == 11);
        CHECK(info.safe_states == 20 && info.reachable_states == 16);

        // Play the game by the header's inline hint: the goal in exactly the fewest crossings.
        PdHintGrid grid;
        CHECK(pd_solver_hint_grid(classic.get(), &grid) == PD_STATUS_OK);
        PdState state{3, 3, PD_SIDE_START};
        uint32_t crossings = 0;
        PdMove move;
        while (crossings < 20 && pd_next_move_inline(&grid, state, &move) == PD_STATUS_OK) {
            state = after(state, move);
            ++crossings;
        }
        CHECK(crossings == 11);
        CHECK(state.priests == 0 && state.devils == 0 && state.boat == PD_SIDE_FAR);
        CHECK(pd_next_move(classic.get(), state, &move) == PD_STATUS_ALREADY_WON);

        uint64_t plans = 0;
        CHECK(pd_count_optimal_plans(classic.get(), PdState{3, 3, PD_SIDE_START}, &plans) == PD_STATUS_OK);
        CHECK(plans == 4);

        // Milestones (ABI 4): after crossings 2 to 9, then the goal after 11; the length asked first.
        size_t len = 0;
        CHECK(pd_milestones(classic.get(), PdState{3, 3, PD_SIDE_START}, nullptr, 0, &len) ==
              PD_STATUS_BUFFER_TOO_SMALL);
        CHECK(len == 9);
        PdMilestone milestones[16];
        CHECK(pd_milestones(classic.get(), PdState{3, 3, PD_SIDE_START}, milestones, capacity(milestones),
                            &len) == PD_STATUS_OK);
        const uint32_t expected[] = {2, 3, 4, 5, 6, 7, 8, 9, 11};
        for (size_t i = 0; i < len && i < capacity(expected); ++i)
            CHECK(milestones[i].crossings == expected[i]);
        CHECK(len == 9 && milestones[8].state.priests == 0 && milestones[8].state.boat == PD_SIDE_FAR);

        // The enums are C++ enums with a fixed underlying type, usable in a switch.
        PdAction action;
        const PdGameState game{3, 3, 0, 0, 0, 0, PD_SIDE_START};
        CHECK(pd_next_action(classic.get(), &game, &action) == PD_STATUS_OK);
        switch (action.kind) {
        case PD_ACTION_KIND_BOARD_PRIEST: CHECK(action.crossings_left == 11); break;
        default: CHECK(!"the first action boards a priest");
        }
    }

    // Refusals come back as statuses with static messages.
    const PdRules four = rules(4, 4, 2);
    {
        const Solver unsolvable(four);
        PdSolverInfo info;
        CHECK(unsolvable.status() == PD_STATUS_OK);
        CHECK(pd_solver_info(unsolvable.get(), &info) == PD_STATUS_OK && info.solvable == 0);
        PdMove move;
        CHECK(pd_next_move(unsolvable.get(), PdState{4, 4, PD_SIDE_START}, &move) == PD_STATUS_NO_PATH);
    }
    CHECK(pd_solver_new(&four, nullptr) == PD_STATUS_NULL_POINTER);
    const PdRules no_boat = rules(3, 3, 0);
    PdSolver *none = nullptr;
    CHECK(pd_solver_new(&no_boat, &none) == PD_STATUS_INVALID_RULES && none == nullptr);
    CHECK(strlen(pd_status_message(PD_STATUS_INVALID_RULES)) > 0);

    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
