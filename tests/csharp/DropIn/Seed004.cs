// A stand-in for the AI of student write-up 004: the same public surface, written afresh. The game
// starts on the right bank and ends on the left, keeps both banks' counts, and location says whether the
// boat is on the left. The controller passes the game's state to AI.Update after each crossing; AI.Hint()
// answers the next state as an AIState whose parent is the current one, and AI.endState when there is no
// other answer (won, lost, or no path): the write-up returns it rather than null, so that the GUI, which
// prints the hint's counts, never meets null. The game's own State class shares the namespace, so the
// package's is reached through an alias. Its breadth-first search is gone: the regions marked Adapter are
// everything that replaces it.
#region Adapter
using PriestsDevils;
using PdState = PriestsDevils.State;
#endregion

namespace Seed004
{
    // The game's own state, kept by its Game class and handed to AI.Update.
    public class State
    {
        public int leftPriests, leftDevils, rightPriests, rightDevils;
        public bool location;

        public State(int leftPriests, int leftDevils, int rightPriests, int rightDevils, bool location)
        {
            this.leftPriests = leftPriests;
            this.leftDevils = leftDevils;
            this.rightPriests = rightPriests;
            this.rightDevils = rightDevils;
            this.location = location;
        }
    }

    public class AIState
    {
        public int leftPriests, leftDevils, rightPriests, rightDevils;
        public bool location;
        public AIState parent;

        public AIState(int leftPriests, int leftDevils, int rightPriests, int rightDevils, bool location, AIState parent)
        {
            this.leftPriests = leftPriests;
            this.leftDevils = leftDevils;
            this.rightPriests = rightPriests;
            this.rightDevils = rightDevils;
            this.location = location;
            this.parent = parent;
        }

        public AIState(AIState copy) : this(copy.leftPriests, copy.leftDevils, copy.rightPriests, copy.rightDevils, copy.location, copy.parent) { }

        #region Adapter
        public bool Valid()
        {
            return !SharedSolver.For(Rules.Classic).CheckState(new PdState(rightPriests, rightDevils, location ? Side.Far : Side.Start)).IsLost;
        }
        #endregion

        public override bool Equals(object obj)
        {
            var other = obj as AIState;
            return !ReferenceEquals(other, null) && leftPriests == other.leftPriests && leftDevils == other.leftDevils
                && rightPriests == other.rightPriests && rightDevils == other.rightDevils && location == other.location;
        }

        public override int GetHashCode() { return leftPriests + leftDevils * 4 + rightPriests * 16 + rightDevils * 64 + (location ? 256 : 0); }

        public static bool operator ==(AIState lhs, AIState rhs) { return ReferenceEquals(lhs, rhs) || (!ReferenceEquals(lhs, null) && lhs.Equals(rhs)); }
        public static bool operator !=(AIState lhs, AIState rhs) { return !(lhs == rhs); }
    }

    public class AI
    {
        public static AIState startState = new AIState(0, 0, 3, 3, false, null);
        public static AIState endState = new AIState(3, 3, 0, 0, true, null);
        private AIState currentState = new AIState(startState);

        public void Update(int leftPriests, int leftDevils, int rightPriests, int rightDevils, bool location)
        {
            currentState = new AIState(leftPriests, leftDevils, rightPriests, rightDevils, location, null);
        }

        #region Adapter
        public AIState Hint()
        {
            Solver solver = SharedSolver.For(Rules.Classic);
            PdState next;
            if (!solver.TryGetNextState(new PdState(currentState.rightPriests, currentState.rightDevils, currentState.location ? Side.Far : Side.Start), out next)) return endState;
            Rules rules = solver.Rules;
            return new AIState(rules.PriestsOn(Side.Far, next), rules.DevilsOn(Side.Far, next), next.Priests, next.Devils, next.Boat == Side.Far, currentState);
        }
        #endregion
    }
}
