using System;
using UnityEngine;
using UnityEngine.Scripting.APIUpdating;

namespace PriestsDevils.UnityGlue
{
    /// <summary>
    /// One level of a <see cref="LevelSet"/> as the Inspector edits it: a display name, the rules, an
    /// optional start state other than everyone on the start bank, and whether it is meant to be
    /// unsolvable (the <see cref="LevelSet"/> Inspector warns of an unsolvable level otherwise).
    /// </summary>
    [Serializable]
    [MovedFrom("PriestsDevils.Unity")]
    public class LevelDefinition
    {
        [Tooltip("The name the game shows; empty: the game describes the rules.")]
        public string displayName = "";
        [Tooltip("Counts, boat seats and the rule variant.")]
        public RulesField rules = RulesField.Classic;
        [Tooltip("Start from the state below rather than with everyone on the start bank.")]
        public bool hasStart;
        [Min(0)] [Tooltip("Priests on the start bank at the start (with Has Start).")]
        public int startPriests;
        [Min(0)] [Tooltip("Devils on the start bank at the start (with Has Start).")]
        public int startDevils;
        [Tooltip("Where the boat is at the start (with Has Start).")]
        public Side startBoat;
        [Tooltip("The level cannot be won on purpose (a lesson in what loses): no warning for it.")]
        public bool meantUnsolvable;

        /// <summary>A level of <paramref name="rules"/> starting with everyone on the start bank.</summary>
        public static LevelDefinition Of(Rules rules, string displayName = "", bool meantUnsolvable = false)
        {
            return new LevelDefinition { rules = RulesField.From(rules), displayName = displayName ?? "", meantUnsolvable = meantUnsolvable };
        }

        /// <summary>The rules and the start state, or false with <paramref name="problem"/> naming the value
        /// out of range (an asset can hold values the Inspector's [Min] would refuse).</summary>
        public bool TryGetLevel(out Rules rules, out State start, out string problem)
        {
            start = Rules.Classic.Start;
            if (!this.rules.TryGetRules(out rules, out problem)) return false;
            start = rules.Start;
            if (!hasStart) return true;
            if (startPriests < 0 || startPriests > rules.Priests || startDevils < 0 || startDevils > rules.Devils
                || (startBoat != Side.Start && startBoat != Side.Far))
            {
                problem = "the start state lies outside the level (" + startPriests + " priests, " + startDevils + " devils, boat " + startBoat + ")";
                return false;
            }
            start = new State(startPriests, startDevils, startBoat);
            return true;
        }
    }
}
