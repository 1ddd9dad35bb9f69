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

        /// <summary>A button label: "3P 3D boat 2: 11 crossings", "... unsolvable", or with a variant
        /// "3P 3D boat 3, safe boat, priests row: 7 crossings".</summary>
        public override string ToString()
        {
            string counts = _rules.Priests + "P " + _rules.Devils + "D boat " + _rules.BoatCapacity;
            if (_rules.BoatSafety == BoatSafety.Aboard) counts += ", safe boat";
            if (_rules.Rowers == Rowers.Priests) counts += ", priests row";
            if (_rules.Rowers == Rowers.Devils) counts += ", devils row";
            counts += ": ";
            return counts + (_minCrossings.HasValue ? _minCrossings.Value + " crossings" : "unsolvable");
        }
    }

    /// <summary>The levels the sample offers, each solved once to tell whether and how fast it can be won.</summary>
    public static class Levels
    {
        /// <summary>The configurations offered, the classic game first.</summary>
        public static readonly Rules[] Presets =
        {
            Rules.Classic, new Rules(2, 2, 2), new Rules(4, 4, 3), new Rules(5, 5, 3), new Rules(5, 3, 2), new Rules(4, 4, 2),
            // A rule variant: a boat for three that only priests row, never with devils outnumbering them aboard.
            new Rules(3, 3, 3, BoatSafety.Aboard, Rowers.Priests),
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
                    levels.Add(new Level(rules, solver.IsSolvable, solver.MinMoves));
                }
            }
            return levels;
        }
    }
}
