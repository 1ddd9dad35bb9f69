/* Pointer-taking wrappers, for JavaScript, of the entry points that take structs by value (JavaScript
 * cannot pass a struct; each wrapper copies the struct the caller wrote into the module's memory).
 * Every other entry point is exported as it is. Pointers come from web/pd.js's scratch area and are
 * never NULL. Add one line here, and its name to scripts/build-web.sh's export list, for each new
 * entry point that takes a struct by value. */
#include "priests_devils.h"

PdStatus pdw_check_state(const PdSolver *s, const PdState *st, PdVerdict *out) { return pd_check_state(s, *st, out); }
PdStatus pdw_next_move(const PdSolver *s, const PdState *st, PdMove *out) { return pd_next_move(s, *st, out); }
PdStatus pdw_optimal_moves(const PdSolver *s, const PdState *st, PdMove *buf, size_t cap, size_t *len) { return pd_optimal_moves(s, *st, buf, cap, len); }
PdStatus pdw_solution(const PdSolver *s, const PdState *st, PdMove *buf, size_t cap, size_t *len) { return pd_solution(s, *st, buf, cap, len); }
PdStatus pdw_count_optimal_plans(const PdSolver *s, const PdState *st, uint64_t *out) { return pd_count_optimal_plans(s, *st, out); }
PdStatus pdw_milestones(const PdSolver *s, const PdState *st, PdMilestone *buf, size_t cap, size_t *len) { return pd_milestones(s, *st, buf, cap, len); }
PdStatus pdw_rate_move(const PdSolver *s, const PdState *st, const PdMove *mv, PdRating *out) { return pd_rate_move(s, *st, *mv, out); }
PdStatus pdw_level_report(const PdSolver *s, const PdState *st, PdLevelReport *out) { return pd_level_report(s, *st, out); }
PdStatus pdw_legal_loads(const PdSolver *s, const PdState *st, PdLoadOutcome *buf, size_t cap, size_t *len) { return pd_legal_loads(s, *st, buf, cap, len); }
