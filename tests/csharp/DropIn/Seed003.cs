// A stand-in for the AI of student write-up 003: the same public surface, written afresh. The game
// counts the left bank, where it starts (boat false: on the left; true: on the right). Its State class is
// also the search graph's node: AI.DFS(ref root) fills AI.closed with states, each linked by best_way to
// the state to go to next, and the game's hint is AI.closed.Find(s => s.isEqual(current)).best_way; null
// is no hint (won, lost, or no path). Here closed holds every state of the game, lost ones included, so
// Find never misses. The game declares its own State, so the package's is reached through an alias. Its
// depth-first search (and nextState, the crossing generator only that search used) is gone: the regions
// marked Adapter are everything that replaces it.
using System;
using System.Collections.Generic;
#region Adapter
using PriestsDevils;
using PdState = PriestsDevils.State;
#endregion

namespace Seed003
{
    public class State
    {
        public int priest;
        public int devil;
        public bool boat;
        public State parent;
        public State best_way;

        public State() { }
        public State(int p, int d, bool b) { priest = p; devil = d; boat = b; }
        public State(int p, int d, bool b, State par) : this(p, d, b) { parent = par; }
        public State(State copy) : this(copy.priest, copy.devil, copy.boat, copy.parent) { best_way = copy.best_way; }

        public bool isEqual(State compare) { return priest == compare.priest && devil == compare.devil && boat == compare.boat; }
        public override bool Equals(object obj) { return obj is State && isEqual((State)obj); }
        public override int GetHashCode() { return priest * 8 + devil * 2 + (boat ? 1 : 0); }

        public override string ToString()
        {
            string next = best_way == null ? "NULL" : best_way.priest + " " + best_way.devil + " " + best_way.boat;
            return "priest: " + priest + " devil: " + devil + " boat: " + boat + "\nNext: " + next;
        }
    }

    public class AI
    {
        public static List<State> closed = new List<State>();
        public static State end = new State(0, 0, true);
        public bool isFind = false;

        public void print()
        {
            foreach (State s in closed) Console.WriteLine(s);
        }

        #region Adapter
        private static PdState Ask(State s) { return new PdState(s.priest, s.devil, s.boat ? Side.Far : Side.Start); }

        public static bool isValid(State s) { return !SharedSolver.For(Rules.Classic).CheckState(Ask(s)).IsLost; }

        public bool DFS(ref State root)
        {
            closed.Clear();
            for (int i = 0; i < 32; i++) closed.Add(new State(i / 8, i / 2 % 4, i % 2 == 1));
            foreach (State s in closed)
            {
                PdState next;
                if (SharedSolver.For(Rules.Classic).TryGetNextState(Ask(s), out next))
                    s.best_way = closed.Find(n => n.isEqual(new State(next.Priests, next.Devils, next.Boat == Side.Far)));
            }
            State asked = root;
            root = closed.Find(s => s.isEqual(asked));
            return isFind = root != null && (root.best_way != null || root.isEqual(end));
        }
        #endregion
    }
}
