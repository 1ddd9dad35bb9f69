using System;
using System.Collections.Generic;

namespace PriestsDevils.Game
{
    /// <summary>A level the player can pick: a configuration and what the solver says of it.</summary>
    public struct Level : IEquatable<Level>
    {
        private readonly Rules _rules;
        private readonly bool _isSolvable;
        private readonly int? _minCrossings;

        /// <summary>A level, as the solver judged it.</summary>
        public Level(Rules rules, bool isSolvable, int? minCrossings)
        {
            _rules = rules;
            _isSolvable = isSolvable;
            _minCrossings = minCrossings;
        }

        /// <summary>The configuration.</summary>
        public Rules Rules { get { return _rules; } }
        /// <summary>Whether everyone can cross.</summary>
        public bool IsSolvable { get { return _isSolvable; } }
        /// <summary>The fewest crossings that win, when solvable.</summary>
        public int? MinCrossings { get { return _minCrossings; } }

        /// <inheritdoc/>
        public bool Equals(Level other) { return _rules.Equals(other._rules) && _isSolvable == other._isSolvable && _minCrossings == other._minCrossings; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Level && Equals((Level)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return _rules.GetHashCode() * 397 ^ (_minCrossings ?? -1); }

        /// <summary>A button label in the words of <paramref name="words"/>: "3P 3D boat 2: 11 crossings",
        /// "... unsolvable", or with a variant "3P 3D boat 3, safe boat, priests row: 7 crossings".</summary>
        public string Label(StringTable words)
        {
            string label = words.Format("Level.Counts", _rules.Priests, _rules.Devils, _rules.BoatCapacity);
            // Each rule variant's words by its value's name (empty for the classic rules).
            label += words["BoatSafety." + _rules.BoatSafety + ".Level"] + words["Rowers." + _rules.Rowers + ".Level"];
            return label + (_minCrossings.HasValue ? words.Count("Level.Crossings", _minCrossings.Value) : words["Level.Unsolvable"]);
        }

        /// <summary>The English button label (see <see cref="Label"/>).</summary>
        public override string ToString() { return Label(StringTable.English); }
    }

    /// <summary>Judges levels: each solved once to tell whether and how fast it can be won. The sample's
    /// levels themselves are data, the <c>Levels</c> asset (a <c>LevelSet</c>) the scene is given.</summary>
    public static class Levels
    {
        /// <summary>Solves every configuration (a few microseconds each) and reports it.</summary>
        /// <exception cref="SolverException">The native library failed (see <see cref="NativePlugin"/>).</exception>
        public static List<Level> Describe(IEnumerable<Rules> configurations)
        {
            var levels = new List<Level>();
            foreach (Rules rules in configurations)
            {
                using (var solver = new Solver(rules))
                {
                    levels.Add(new Level(rules, solver.IsSolvable, solver.MinCrossings));
                }
            }
            return levels;
        }

        /// <summary>A level of <paramref name="rules"/> that starts at <paramref name="start"/> (a level set's
        /// own start state), judged from there: unsolvable when the start is lost or has no path.</summary>
        /// <exception cref="SolverException">The native library failed, or the start lies outside the rules.</exception>
        public static Level From(Rules rules, State start)
        {
            using (var solver = new Solver(rules))
            {
                Verdict verdict = solver.CheckState(start);
                int? crossings = verdict.IsLost ? null : verdict.Distance;
                return new Level(rules, crossings.HasValue, crossings);
            }
        }

        /// <summary>The game position of <paramref name="start"/>: its characters on the banks, the boat
        /// empty at its side.</summary>
        public static GameState Position(Rules rules, State start)
        {
            return new GameState(rules.PriestsOn(Side.Start, start), rules.DevilsOn(Side.Start, start),
                                 rules.PriestsOn(Side.Far, start), rules.DevilsOn(Side.Far, start), 0, 0, start.Boat);
        }
    }
}
