using System.Collections.Generic;

namespace PriestsDevils.Game
{
    /// <summary>A level the player can pick: a configuration and what the solver says of it.</summary>
    public struct Level
    {
        /// <summary>The configuration.</summary>
        public readonly Rules Rules;
        /// <summary>Whether everyone can cross.</summary>
        public readonly bool IsSolvable;
        /// <summary>The fewest crossings that win, when solvable.</summary>
        public readonly int? MinCrossings;

        /// <summary>A level, as the solver judged it.</summary>
        public Level(Rules rules, bool isSolvable, int? minCrossings)
        {
            Rules = rules;
            IsSolvable = isSolvable;
            MinCrossings = minCrossings;
        }

        /// <summary>A button label: "3P 3D boat 2: 11 crossings" or "... unsolvable".</summary>
        public override string ToString()
        {
            string counts = Rules.Priests + "P " + Rules.Devils + "D boat " + Rules.BoatCapacity + ": ";
            return counts + (MinCrossings.HasValue ? MinCrossings.Value + " crossings" : "unsolvable");
        }
    }

    /// <summary>The levels the sample offers, each solved once to tell whether and how fast it can be won.</summary>
    public static class Levels
    {
        /// <summary>The configurations offered, the classic game first.</summary>
        public static readonly Rules[] Presets =
        {
            Rules.Classic, new Rules(2, 2, 2), new Rules(4, 4, 3), new Rules(5, 5, 3), new Rules(5, 3, 2), new Rules(4, 4, 2),
        };

        /// <summary>Solves every preset (a few microseconds each) and reports it.</summary>
        /// <exception cref="SolverException">The native library failed (see <see cref="NativePlugin"/>).</exception>
        public static List<Level> Describe(IEnumerable<Rules> presets)
        {
            var levels = new List<Level>();
            foreach (Rules rules in presets)
            {
                using (var solver = new Solver(rules))
                {
                    levels.Add(new Level(rules, solver.IsSolvable, solver.MinCrossings));
                }
            }
            return levels;
        }
    }
}
