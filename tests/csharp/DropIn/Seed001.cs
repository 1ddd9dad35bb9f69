// A stand-in for the AI of student write-up 001: the same public surface, written afresh. The game starts
// on the right bank (the write-up's start bank) and ends on the left; AISystem(n) is built for n priests
// and n devils with a boat for 2, and GetNextStep(x, y, boatOnLeft) takes the right bank's priests and
// devils and answers the priests and devils to carry next, (0, 0) when there is no hint (won, lost, or no
// path). The write-up's State is nested in AISystem, so inside it "State" is the game's own: the package's
// is reached through an alias. Its breadth-first search (and the Node type only that search used) is
// gone: the regions marked Adapter are everything that replaces it.
using System;
using System.Collections.Generic;
#region Adapter
using PriestsDevils;
using PdState = PriestsDevils.State;
#endregion

namespace Seed001
{
    public class AISystem
    {
        public int count = 3;
        public List<State> states = new List<State>();

        public class State
        {
            public int preist;
            public int devil;

            public State(int preist, int devil)
            {
                this.preist = preist;
                this.devil = devil;
            }
        }

        public int Hash(State state, bool boatOnLeft)
        {
            return state.preist * 10 + state.devil + (boatOnLeft ? 100 : 0);
        }

        #region Adapter
        private readonly Rules rules;

        public AISystem(int n)
        {
            count = n;
            rules = new Rules(n, n, 2);
            for (int p = 0; p <= n; p++)
                for (int d = 0; d <= n; d++)
                    if (ContainState(new State(p, d))) states.Add(new State(p, d));
        }

        public bool ContainState(State state) { return !SharedSolver.For(rules).CheckState(new PdState(state.preist, state.devil, Side.Start)).IsLost; }

        public Tuple<int, int> GetNextStep(int x, int y, bool boatOnLeft)
        {
            Move move;
            if (!SharedSolver.For(rules).TryGetNextMove(new PdState(x, y, boatOnLeft ? Side.Far : Side.Start), out move)) return Tuple.Create(0, 0);
            return Tuple.Create(move.Priests, move.Devils);
        }
        #endregion
    }
}
