// A stand-in for the AI of student write-up 000: the same public surface, written afresh. The state is
// a struct of the start bank's priests and devils and the boat's side (0 the start bank, 1 the far bank);
// the game asks Solve.solve for the next state and walks its characters towards it. Its breadth-first
// search is gone: the region marked Adapter is everything that replaces it. The write-up's own answers
// stay: solve returns the won state itself when it is given the won state, and (0, 0, 0), which no crossing
// can reach, when there is no hint (a lost state, or no path to the goal).
#region Adapter
using PriestsDevils;
#endregion

namespace Seed000
{
    public struct SolverState
    {
        public int p;
        public int d;
        public int side;

        public SolverState(int _p, int _d, int _s)
        {
            p = _p;
            d = _d;
            side = _s;
        }
    }

    public class Solve
    {
        #region Adapter
        private static State Ask(SolverState s) { return new State(s.p, s.d, (Side)s.side); }

        public static bool isLegalState(SolverState s)
        {
            StateKind kind = SharedSolver.For(Rules.Classic).CheckState(Ask(s)).Kind;
            return kind == StateKind.Safe || kind == StateKind.Won;
        }

        public static SolverState solve(SolverState start)
        {
            State next;
            Status status;
            if (SharedSolver.For(Rules.Classic).TryGetNextState(Ask(start), out next, out status))
                return new SolverState(next.Priests, next.Devils, (int)next.Boat);
            return status == Status.AlreadyWon ? start : new SolverState(0, 0, 0);
        }
        #endregion
    }
}
