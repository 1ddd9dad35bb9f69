// The hint as the next state, and the plan without exceptions: what a game whose own AI answered with
// the next state calls. The next state composes GetNextMove with State.After (arithmetic on a state); the
// plan is GetPlan's query without the throw. The native library answers, as for every other query.
namespace PriestsDevils
{
    public sealed partial class Solver
    {
        /// <summary>The state the best next crossing leads to (<see cref="GetNextMove"/>'s move, applied
        /// with <see cref="State.After"/>): one crossing nearer the goal, its boat on the other bank. The
        /// won state has no next state: it throws AlreadyWon; use <see cref="TryGetNextState(State, out State, out Status)"/>
        /// to tell the cases apart without exceptions.</summary>
        /// <exception cref="SolverException">StateOutOfRange, LostState, AlreadyWon, NoPath (in that order).</exception>
        public State GetNextState(State state)
        {
            State next;
            Status status;
            if (!TryGetNextState(state, out next, out status)) throw new SolverException(status);
            return next;
        }

        /// <summary>The state the best next crossing leads to, or false when there is none: the game is
        /// won, lost, has no path to the goal, or the state lies outside the rules. Then
        /// <paramref name="next"/> is <paramref name="state"/> itself, so a game that follows it anyway stays
        /// where it is. Allocates nothing.</summary>
        public bool TryGetNextState(State state, out State next)
        {
            Status ignored;
            return TryGetNextState(state, out next, out ignored);
        }

        /// <summary>The state the best next crossing leads to, or false with the reason:
        /// <see cref="Status.AlreadyWon"/> for the won state, <see cref="Status.LostState"/> when devils
        /// outnumber priests on a bank, <see cref="Status.NoPath"/> when no crossings reach the goal,
        /// <see cref="Status.StateOutOfRange"/> for counts outside the rules. On false,
        /// <paramref name="next"/> is <paramref name="state"/> itself. Allocates nothing.</summary>
        public bool TryGetNextState(State state, out State next, out Status status)
        {
            Move move;
            if (TryGetNextMove(state, out move, out status))
            {
                next = state.After(move);
                return true;
            }
            next = state;
            return false;
        }

        /// <summary>The whole shortest plan from <paramref name="state"/> (<see cref="GetPlan"/>), or false
        /// when there is none: then <paramref name="plan"/> is empty, never null. The won state has no plan
        /// (false, as <see cref="GetPlan"/> throws AlreadyWon there). Allocates the array it returns.</summary>
        public bool TryGetPlan(State state, out Move[] plan)
        {
            Status ignored;
            return TryGetPlan(state, out plan, out ignored);
        }

        /// <summary>The whole shortest plan from <paramref name="state"/>, or false with the reason (the
        /// statuses of <see cref="TryGetNextState(State, out State, out Status)"/>); on false
        /// <paramref name="plan"/> is empty, never null. Allocates the array it returns.</summary>
        public bool TryGetPlan(State state, out Move[] plan, out Status status)
        {
            status = TryFetchMoves(state, true, out plan);
            return status == Status.Ok;
        }
    }
}
