// A game's left and right banks mapped to the package's start and far banks, chosen once: a game that
// keeps each screen side's counts never picks a Side by hand, and counts that do not add up to its rules
// are refused where they enter instead of hinting from a state the game is not in.
using System;

namespace PriestsDevils
{
    /// <summary>Which screen side of a game is its start bank, for a game that keeps the counts of its left
    /// and right banks: <see cref="StateOf"/> turns them into a <see cref="State"/> and
    /// <see cref="LeftPriests"/> ... <see cref="BoatOnLeft"/> read one back, so the <see cref="Side"/> of each
    /// bank is chosen once, here (<c>ScreenBanks.StartOnRight(Rules.Classic)</c> for a game where everyone
    /// starts on the right).</summary>
    public struct ScreenBanks : IEquatable<ScreenBanks>
    {
        private readonly Rules _rules;
        private readonly bool _startOnLeft;

        private ScreenBanks(Rules rules, bool startOnLeft)
        {
            _rules = rules;
            _startOnLeft = startOnLeft;
        }

        /// <summary>A game whose characters start on the left bank: left is <see cref="Side.Start"/>.</summary>
        public static ScreenBanks StartOnLeft(Rules rules) { return new ScreenBanks(rules, true); }

        /// <summary>A game whose characters start on the right bank: right is <see cref="Side.Start"/>.</summary>
        public static ScreenBanks StartOnRight(Rules rules) { return new ScreenBanks(rules, false); }

        /// <summary>The rules whose totals the counts must add up to.</summary>
        public Rules Rules { get { return _rules; } }

        /// <summary>The left bank's side: <see cref="Side.Start"/> when the game starts on the left.</summary>
        public Side Left { get { return _startOnLeft ? Side.Start : Side.Far; } }

        /// <summary>The right bank's side: <see cref="Side.Start"/> when the game starts on the right.</summary>
        public Side Right { get { return _startOnLeft ? Side.Far : Side.Start; } }

        /// <summary>The state of a game with these counts on each bank (boat passengers counted with the
        /// boat's bank) and its boat on the left or the right.</summary>
        /// <exception cref="ArgumentException">The counts are negative or do not add up to the rules'
        /// priests and devils (the message gives both).</exception>
        public State StateOf(int leftPriests, int leftDevils, int rightPriests, int rightDevils, bool boatOnLeft)
        {
            if (leftPriests < 0 || leftDevils < 0 || rightPriests < 0 || rightDevils < 0
                || leftPriests + rightPriests != _rules.Priests || leftDevils + rightDevils != _rules.Devils)
            {
                throw new ArgumentException(string.Format(
                    "left {0}P {1}D and right {2}P {3}D do not add up to the rules' {4} priests and {5} devils",
                    leftPriests, leftDevils, rightPriests, rightDevils, _rules.Priests, _rules.Devils));
            }
            return _startOnLeft
                ? new State(leftPriests, leftDevils, boatOnLeft ? Side.Start : Side.Far)
                : new State(rightPriests, rightDevils, boatOnLeft ? Side.Far : Side.Start);
        }

        /// <summary>The priests of <paramref name="state"/> on the left bank.</summary>
        public int LeftPriests(State state) { return _rules.PriestsOn(Left, state); }

        /// <summary>The devils of <paramref name="state"/> on the left bank.</summary>
        public int LeftDevils(State state) { return _rules.DevilsOn(Left, state); }

        /// <summary>The priests of <paramref name="state"/> on the right bank.</summary>
        public int RightPriests(State state) { return _rules.PriestsOn(Right, state); }

        /// <summary>The devils of <paramref name="state"/> on the right bank.</summary>
        public int RightDevils(State state) { return _rules.DevilsOn(Right, state); }

        /// <summary>Whether the boat of <paramref name="state"/> is at the left bank.</summary>
        public bool BoatOnLeft(State state) { return state.Boat == Left; }

        /// <inheritdoc/>
        public bool Equals(ScreenBanks other) { return _rules.Equals(other._rules) && _startOnLeft == other._startOnLeft; }

        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is ScreenBanks && Equals((ScreenBanks)obj); }

        /// <inheritdoc/>
        public override int GetHashCode() { return _rules.GetHashCode() * 2 + (_startOnLeft ? 1 : 0); }

        /// <inheritdoc/>
        public override string ToString() { return _rules + (_startOnLeft ? ", starting on the left" : ", starting on the right"); }
    }
}
