using System;
using UnityEngine;
using UnityEngine.Scripting.APIUpdating;

namespace PriestsDevils.UnityGlue
{
    /// <summary>
    /// A level's rules as the Inspector edits them: counts, boat seats and the rule variant, serialized with
    /// the scene or an asset (<c>[SerializeField] private RulesField level</c>; a <see cref="LevelSet"/>
    /// holds one per level); the package's Editor draws the level's figures under it. <see cref="TryGetRules"/> turns it into
    /// the solver's <see cref="Rules"/> or says which value is out of range.
    /// </summary>
    [Serializable]
    [MovedFrom("PriestsDevils.Unity")]
    public struct RulesField
    {
        [Min(0)] [Tooltip("Priests of the level.")]
        public int priests;
        [Min(0)] [Tooltip("Devils of the level.")]
        public int devils;
        [Min(1)] [Tooltip("Seats in the boat (at least 1: somebody must row).")]
        public int boatCapacity;
        [Tooltip(VariantWords.BoatSafety)]
        public BoatSafety boatSafety;
        [Tooltip(VariantWords.Rowers)]
        public Rowers rowers;

        /// <summary>The classic game: 3 priests, 3 devils, a boat for 2, classic rules.</summary>
        public static RulesField Classic { get { return From(Rules.Classic); } }

        /// <summary>The field showing <paramref name="rules"/>.</summary>
        public static RulesField From(Rules rules)
        {
            return new RulesField
            {
                priests = rules.Priests,
                devils = rules.Devils,
                boatCapacity = rules.BoatCapacity,
                boatSafety = rules.BoatSafety,
                rowers = rules.Rowers,
            };
        }

        /// <summary>The rules, or false with <paramref name="problem"/> naming the value out of range (a
        /// scene file or a script can hold values the Inspector's [Min] would refuse).</summary>
        public bool TryGetRules(out Rules rules, out string problem)
        {
            rules = Rules.Classic;
            if (priests < 0 || devils < 0 || boatCapacity < 1)
                problem = "priests and devils must be at least 0 and the boat at least 1 (got " + priests + ", " + devils + ", " + boatCapacity + ")";
            else if (!Enum.IsDefined(typeof(BoatSafety), boatSafety) || !Enum.IsDefined(typeof(Rowers), rowers))
                problem = "unknown rule variant (" + boatSafety + ", " + rowers + ")";
            else
            {
                rules = new Rules(priests, devils, boatCapacity, boatSafety, rowers);
                problem = null;
                return true;
            }
            return false;
        }
    }
}
