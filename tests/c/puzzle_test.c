/* The river-crossing family through the committed header (C ABI 7): a puzzle read from its text, its
 * figures and names, the hint, plans, counts, milestones, ratings, atomic steps and words, played to a
 * win, and every refusal. The puzzles are puzzles/wolf-goat-cabbage.river and bridge-torch-17.river,
 * written out here; the expected figures are the classics' published ones (7 crossings, two plans; 17
 * minutes) and what the rules of each say, worked out by hand in the comments. */
#include <string.h>

#include "check.h"

#if PD_TESTED_ABI >= 7
static const char WOLF_GOAT_CABBAGE[] =
    "# The classic: a farmer ferries a wolf, a goat and a cabbage.\n"
    "puzzle Wolf, goat and cabbage\n"
    "boat capacity 2\n"
    "character Farmer rows\n"
    "character Wolf\n"
    "character Goat\n"
    "character Cabbage\n"
    "bank never Goat and any(Wolf, Cabbage) and not Farmer\n";

static const char BRIDGE[] =
    "puzzle Bridge and torch (17 minutes)\n"
    "boat capacity 2\n"
    "time limit 17\n"
    "character Person1 rows time=1\n"
    "character Person2 rows time=2\n"
    "character Person3 rows time=5\n"
    "character Person4 rows time=10\n";

enum { FARMER, WOLF, GOAT, CABBAGE };

static PdCrossing load(uint32_t farmer, uint32_t wolf, uint32_t goat, uint32_t cabbage) {
    PdCrossing c;
    memset(&c, 0, sizeof c);
    c.load[FARMER] = farmer;
    c.load[WOLF] = wolf;
    c.load[GOAT] = goat;
    c.load[CABBAGE] = cabbage;
    return c;
}

static int same(const PdCrossing *a, const PdCrossing *b) {
    return memcmp(a->load, b->load, sizeof a->load) == 0;
}

static PdPuzzle *build(const char *text) {
    PdPuzzle *p = NULL;
    CHECK_STATUS(pd_puzzle_new(text, strlen(text), &p), PD_STATUS_OK);
    return p;
}

static void test_reading(void) {
    PdPuzzleCheck check;
    CHECK_STATUS(pd_puzzle_check(WOLF_GOAT_CABBAGE, strlen(WOLF_GOAT_CABBAGE), &check), PD_STATUS_OK);
    CHECK(check.line == 0 && check.column == 0);
    CHECK(check.nodes == 32); /* 2^4 arrangements, times the boat's 2 sides */
    char message[256];
    size_t len = 0;
    CHECK_STATUS(pd_puzzle_error_message(WOLF_GOAT_CABBAGE, strlen(WOLF_GOAT_CABBAGE), message,
                                         sizeof message, &len),
                 PD_STATUS_OK);
    CHECK(len == 1 && message[0] == '\0');

    static const char wrong[] = "puzzle Broken\nboat capacity two\ncharacter A rows\n";
    CHECK_STATUS(pd_puzzle_check(wrong, strlen(wrong), &check), PD_STATUS_PUZZLE_FORMAT);
    CHECK(check.line == 2 && check.column == 15 && check.nodes == 0);
    CHECK_STATUS(pd_puzzle_error_message(wrong, strlen(wrong), message, sizeof message, &len), PD_STATUS_OK);
    CHECK(strncmp(message, "line 2, column 15: ", 19) == 0 && len == strlen(message) + 1);
    CHECK_STATUS(pd_puzzle_error_message(wrong, strlen(wrong), message, 4, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len > 4);
    PdPuzzle *p = (PdPuzzle *)message;
    CHECK_STATUS(pd_puzzle_new(wrong, strlen(wrong), &p), PD_STATUS_PUZZLE_FORMAT);
    CHECK(p == NULL);

    static const char not_utf8[] = "puzzle A\ncharacter \xff rows\n";
    CHECK_STATUS(pd_puzzle_check(not_utf8, strlen(not_utf8), &check), PD_STATUS_PUZZLE_FORMAT);
    CHECK(check.line == 2 && check.column == 11);

    /* 22 characters: 2^22 arrangements times 2 sides, over PD_MAX_PUZZLE_NODES. */
    char big[1024] = "puzzle Big\nboat capacity 2\n";
    for (int i = 0; i < 22; i++) {
        char line[32];
        snprintf(line, sizeof line, "character C%d rows\n", i);
        strcat(big, line);
    }
    CHECK_STATUS(pd_puzzle_check(big, strlen(big), &check), PD_STATUS_TOO_LARGE);
    CHECK(check.nodes == 8388608 && check.nodes > PD_MAX_PUZZLE_NODES);
    CHECK_STATUS(pd_puzzle_new(big, strlen(big), &p), PD_STATUS_TOO_LARGE);
    CHECK(p == NULL);

    CHECK_STATUS(pd_puzzle_check(NULL, 0, &check), PD_STATUS_PUZZLE_FORMAT); /* no `puzzle` line */
    CHECK_STATUS(pd_puzzle_check(NULL, 3, &check), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_puzzle_check(wrong, strlen(wrong), NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_puzzle_new(wrong, strlen(wrong), NULL), PD_STATUS_NULL_POINTER);
    pd_puzzle_free(NULL);
}

static void test_figures(const PdPuzzle *p) {
    PdPuzzleInfo info;
    CHECK_STATUS(pd_puzzle_info(p, &info), PD_STATUS_OK);
    CHECK(info.kinds == 4 && info.characters == 4 && info.capacity == 2);
    CHECK(info.max_load == PD_NONE && info.load_change == PD_NONE && info.time_limit == PD_NONE);
    CHECK(info.timed == 0 && info.nodes == 32);
    PdPuzzleKind kind;
    CHECK_STATUS(pd_puzzle_kind(p, FARMER, &kind), PD_STATUS_OK);
    CHECK(kind.count == 1 && kind.rows == PD_ROWING_ALWAYS && kind.starts == PD_BANK_LEFT);
    CHECK_STATUS(pd_puzzle_kind(p, WOLF, &kind), PD_STATUS_OK);
    CHECK(kind.rows == PD_ROWING_NEVER);
    CHECK_STATUS(pd_puzzle_kind(p, 4, &kind), PD_STATUS_INVALID_KIND);

    char name[64];
    size_t len = 0;
    CHECK_STATUS(pd_puzzle_kind_name(p, GOAT, name, sizeof name, &len), PD_STATUS_OK);
    CHECK(strcmp(name, "Goat") == 0 && len == 5);
    CHECK_STATUS(pd_puzzle_kind_name(p, GOAT, NULL, 0, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 5);
    CHECK_STATUS(pd_puzzle_kind_name(p, 9, name, sizeof name, &len), PD_STATUS_INVALID_KIND);
    CHECK_STATUS(pd_puzzle_member_name(p, CABBAGE, 0, name, sizeof name, &len), PD_STATUS_OK);
    CHECK(strcmp(name, "Cabbage") == 0);
    CHECK_STATUS(pd_puzzle_member_name(p, CABBAGE, 1, name, sizeof name, &len), PD_STATUS_INVALID_KIND);
    CHECK_STATUS(pd_puzzle_title(p, name, sizeof name, &len), PD_STATUS_OK);
    CHECK(strcmp(name, "Wolf, goat and cabbage") == 0);

    PdPuzzleReport report;
    CHECK_STATUS(pd_puzzle_report(p, &report), PD_STATUS_OK);
    CHECK(report.solvable == PD_STATUS_OK && report.min_crossings == 7 && report.min_time == PD_NONE);
    CHECK(report.plans.distinct == 2 && report.plans.by_kind == 2);
    CHECK(report.dead_ends == 0 && report.difficulty > 0);
    CHECK(report.reachable_timed_states == UINT64_MAX);
    CHECK_STATUS(pd_puzzle_info(NULL, &info), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_puzzle_report(p, NULL), PD_STATUS_NULL_POINTER);
}

static void test_hints(const PdPuzzle *p) {
    PdPuzzleState start;
    CHECK_STATUS(pd_puzzle_start(p, &start), PD_STATUS_OK);
    CHECK(start.kinds == 4 && start.crossings == 0 && start.previous_load == PD_NONE);
    CHECK(start.left[FARMER] == 1 && start.left[CABBAGE] == 1 && start.left[4] == 0);
    PdPuzzleVerdict v;
    CHECK_STATUS(pd_puzzle_check_state(p, &start, &v), PD_STATUS_OK);
    CHECK(v.kind == PD_PUZZLE_STATE_KIND_SAFE && v.reachable == 1 && v.crossings == 7 && v.within_limit == 1);

    /* The farmer must take the goat first: alone, or with the wolf or the cabbage, he leaves the goat
     * with something it eats or that eats it. */
    PdCrossing next, farmer_goat = load(1, 0, 1, 0);
    CHECK_STATUS(pd_puzzle_next_crossing(p, &start, &next), PD_STATUS_OK);
    CHECK(same(&next, &farmer_goat));
    PdCrossing crossings[8];
    size_t len = 0;
    CHECK_STATUS(pd_puzzle_optimal_crossings(p, &start, crossings, 8, &len), PD_STATUS_OK);
    CHECK(len == 1 && same(&crossings[0], &farmer_goat));

    PdPuzzleRating rating;
    PdCrossing farmer_wolf = load(1, 1, 0, 0), wolf = load(0, 1, 0, 0), nobody = load(0, 0, 0, 0);
    CHECK_STATUS(pd_puzzle_rate(p, &start, &farmer_goat, &rating), PD_STATUS_OK);
    CHECK(rating.kind == PD_PUZZLE_RATING_KIND_OPTIMAL);
    CHECK_STATUS(pd_puzzle_rate(p, &start, &farmer_wolf, &rating), PD_STATUS_OK);
    CHECK(rating.kind == PD_PUZZLE_RATING_KIND_LOSES && rating.bank == PD_BANK_LEFT && rating.line == 8);
    CHECK_STATUS(pd_puzzle_rate(p, &start, &wolf, &rating), PD_STATUS_OK);
    CHECK(rating.kind == PD_PUZZLE_RATING_KIND_ILLEGAL && rating.illegal == PD_ILLEGAL_CROSSING_NO_ROWER);
    CHECK_STATUS(pd_puzzle_rate(p, &start, &nobody, &rating), PD_STATUS_OK);
    CHECK(rating.illegal == PD_ILLEGAL_CROSSING_EMPTY_BOAT);
    PdPuzzleState after;
    CHECK_STATUS(pd_puzzle_after(p, &start, &wolf, &after), PD_STATUS_ILLEGAL_CROSSING);
    CHECK_STATUS(pd_puzzle_after(p, &start, &farmer_wolf, &after), PD_STATUS_OK);
    CHECK_STATUS(pd_puzzle_check_state(p, &after, &v), PD_STATUS_OK);
    CHECK(v.kind == PD_PUZZLE_STATE_KIND_LOST && v.lost_bank == PD_BANK_LEFT && v.lost_line == 8);
    CHECK_STATUS(pd_puzzle_next_crossing(p, &after, &next), PD_STATUS_LOST_STATE);

    /* The plan: 7 crossings, each rated optimal, ending with everyone on the right bank. */
    CHECK_STATUS(pd_puzzle_plan(p, &start, NULL, 0, &len), PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 7);
    CHECK_STATUS(pd_puzzle_plan(p, &start, crossings, 8, &len), PD_STATUS_OK);
    PdPuzzleState at = start;
    for (size_t i = 0; i < len && i < 8; i++) {
        CHECK_STATUS(pd_puzzle_rate(p, &at, &crossings[i], &rating), PD_STATUS_OK);
        CHECK(rating.kind == PD_PUZZLE_RATING_KIND_OPTIMAL);
        CHECK_STATUS(pd_puzzle_after(p, &at, &crossings[i], &at), PD_STATUS_OK);
    }
    CHECK_STATUS(pd_puzzle_check_state(p, &at, &v), PD_STATUS_OK);
    CHECK(v.kind == PD_PUZZLE_STATE_KIND_WON && v.crossings == 0 && at.crossings == 7);
    CHECK(at.left[FARMER] + at.left[WOLF] + at.left[GOAT] + at.left[CABBAGE] == 0);
    CHECK_STATUS(pd_puzzle_next_crossing(p, &at, &next), PD_STATUS_ALREADY_WON);

    PdPuzzlePlanCounts counts;
    CHECK_STATUS(pd_puzzle_count_plans(p, &start, &counts), PD_STATUS_OK);
    CHECK(counts.distinct == 2 && counts.by_kind == 2); /* the wolf or the cabbage second */
    PdPuzzleMilestone milestones[8];
    CHECK_STATUS(pd_puzzle_milestones(p, &start, milestones, 8, &len), PD_STATUS_OK);
    CHECK(len >= 2 && len <= 8);
    if (len >= 2 && len <= 8) {
        CHECK(milestones[0].crossings == 1 && milestones[0].state.left[GOAT] == 0);
        CHECK(milestones[len - 1].crossings == 7 && milestones[len - 1].state.left[GOAT] == 0);
    }

    PdPuzzleState wrong = start;
    wrong.kinds = 3;
    CHECK_STATUS(pd_puzzle_check_state(p, &wrong, &v), PD_STATUS_STATE_OUT_OF_RANGE);
    wrong = start;
    wrong.left[WOLF] = 2;
    CHECK_STATUS(pd_puzzle_next_crossing(p, &wrong, &next), PD_STATUS_STATE_OUT_OF_RANGE);
    CHECK_STATUS(pd_puzzle_next_crossing(p, NULL, &next), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_puzzle_plan(p, &start, NULL, 3, &len), PD_STATUS_NULL_POINTER);
}

/* Board, land and sail as pd_puzzle_next_action says, keeping the boat's load here: a win in 7 sails. */
static void test_atomic_play(const PdPuzzle *p) {
    PdPuzzleState s;
    CHECK_STATUS(pd_puzzle_start(p, &s), PD_STATUS_OK);
    PdCrossing aboard = load(0, 1, 0, 0); /* the wolf sits in the boat: the farmer must take the goat */
    uint32_t sails = 0;
    PdPuzzleAction step;
    char words[256];
    size_t len = 0;
    CHECK_STATUS(pd_puzzle_next_action(p, &s, &aboard, &step), PD_STATUS_OK);
    CHECK(step.kind == PD_PUZZLE_ACTION_KIND_UNBOARD && step.character_kind == WOLF && step.crossings_left == 7);
    CHECK_STATUS(pd_puzzle_describe_step(p, PD_LANGUAGE_ENGLISH, step.kind, step.character_kind, &step.crossing,
                                         step.crossings_left, words, sizeof words, &len),
                 PD_STATUS_OK);
    CHECK(strcmp(words, "Land Wolf (this crossing carries Farmer, Goat; 7 crossings to go)") == 0);
    CHECK_STATUS(pd_puzzle_describe_step(p, PD_LANGUAGE_SIMPLIFIED_CHINESE, step.kind, step.character_kind, NULL,
                                         0, words, sizeof words, &len),
                 PD_STATUS_OK);
    CHECK(strcmp(words, "\xe8\xae\xa9Wolf\xe4\xb8\x8a\xe5\xb2\xb8") == 0); /* 让Wolf上岸 */
    for (int i = 0; i < 64; i++) {
        CHECK_STATUS(pd_puzzle_next_action(p, &s, &aboard, &step), PD_STATUS_OK);
        if (step.kind == PD_PUZZLE_ACTION_KIND_NONE) break;
        if (step.kind == PD_PUZZLE_ACTION_KIND_BOARD) aboard.load[step.character_kind]++;
        if (step.kind == PD_PUZZLE_ACTION_KIND_UNBOARD) aboard.load[step.character_kind]--;
        if (step.kind == PD_PUZZLE_ACTION_KIND_SAIL) {
            CHECK(same(&aboard, &step.crossing));
            CHECK_STATUS(pd_puzzle_after(p, &s, &aboard, &s), PD_STATUS_OK);
            sails++;
        }
    }
    CHECK(step.kind == PD_PUZZLE_ACTION_KIND_NONE && sails == 7);
    CHECK_STATUS(pd_puzzle_describe_step(p, PD_LANGUAGE_ENGLISH, step.kind, 0, &step.crossing, 0, words,
                                         sizeof words, &len),
                 PD_STATUS_OK);
    CHECK(strcmp(words, "Already won") == 0);

    PdPuzzleState start;
    CHECK_STATUS(pd_puzzle_start(p, &start), PD_STATUS_OK);
    PdCrossing two_wolves = load(0, 2, 0, 0), three = load(1, 1, 1, 0);
    CHECK_STATUS(pd_puzzle_next_action(p, &start, &two_wolves, &step), PD_STATUS_INVALID_GAME_STATE);
    CHECK_STATUS(pd_puzzle_next_action(p, &start, &three, &step), PD_STATUS_INVALID_GAME_STATE);

    PdCrossing farmer_goat = load(1, 0, 1, 0);
    CHECK_STATUS(pd_puzzle_describe_crossing(p, PD_LANGUAGE_ENGLISH, &farmer_goat, words, sizeof words, &len),
                 PD_STATUS_OK);
    CHECK(strcmp(words, "Farmer, Goat") == 0);
    CHECK_STATUS(pd_puzzle_describe_crossing(p, PD_LANGUAGE_SIMPLIFIED_CHINESE, &farmer_goat, words,
                                             sizeof words, &len),
                 PD_STATUS_OK);
    CHECK(strcmp(words, "Farmer\xe3\x80\x81Goat") == 0); /* Farmer、Goat */
    CHECK_STATUS(pd_puzzle_describe_crossing(p, 2, &farmer_goat, words, sizeof words, &len),
                 PD_STATUS_INVALID_LANGUAGE);
    CHECK_STATUS(pd_puzzle_describe_step(p, PD_LANGUAGE_ENGLISH, 4, 0, NULL, 0, words, sizeof words, &len),
                 PD_STATUS_INVALID_ACTION_KIND);
    CHECK_STATUS(pd_puzzle_describe_step(p, PD_LANGUAGE_ENGLISH, PD_PUZZLE_ACTION_KIND_BOARD, 4, NULL, 0, words,
                                         sizeof words, &len),
                 PD_STATUS_INVALID_KIND);
}

/* The bridge: 17 minutes at best (1+2 over, 1 back, 5+10 over, 2 back, 1+2 over), 5 crossings. */
static void test_timed(void) {
    PdPuzzle *p = build(BRIDGE);
    if (p == NULL) return;
    PdPuzzleInfo info;
    CHECK_STATUS(pd_puzzle_info(p, &info), PD_STATUS_OK);
    CHECK(info.timed == 1 && info.time_limit == 17);
    PdPuzzleState s;
    CHECK_STATUS(pd_puzzle_start(p, &s), PD_STATUS_OK);
    PdPuzzleVerdict v;
    CHECK_STATUS(pd_puzzle_check_state(p, &s, &v), PD_STATUS_OK);
    CHECK(v.time == 17 && v.crossings == 5 && v.within_limit == 1);
    PdPuzzleRating rating;
    PdCrossing slow;
    memset(&slow, 0, sizeof slow);
    slow.load[0] = 1;
    slow.load[3] = 1; /* 1 and 10 first: 19 minutes at best afterwards */
    CHECK_STATUS(pd_puzzle_rate(p, &s, &slow, &rating), PD_STATUS_OK);
    CHECK(rating.kind == PD_PUZZLE_RATING_KIND_OUT_OF_TIME);
    s.elapsed = 1;
    CHECK_STATUS(pd_puzzle_check_state(p, &s, &v), PD_STATUS_OK);
    CHECK(v.within_limit == 0 && v.time == 17);
    PdCrossing next;
    CHECK_STATUS(pd_puzzle_next_crossing(p, &s, &next), PD_STATUS_OUT_OF_TIME);
    PdPuzzleReport report;
    CHECK_STATUS(pd_puzzle_report(p, &report), PD_STATUS_OK);
    CHECK(report.min_time == 17 && report.min_crossings == 5 && report.plans.distinct == 2);
    pd_puzzle_free(p);
}
#endif

void test_puzzles(void) {
#if PD_TESTED_ABI >= 7
    test_reading();
    PdPuzzle *p = build(WOLF_GOAT_CABBAGE);
    if (p != NULL) {
        test_figures(p);
        test_hints(p);
        test_atomic_play(p);
        pd_puzzle_free(p);
    }
    test_timed();
#endif
}
