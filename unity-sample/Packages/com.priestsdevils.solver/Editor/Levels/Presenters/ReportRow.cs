using System;
using System.Collections.Generic;
using System.Globalization;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>One configuration of the report, with its figures and its cells as text.</summary>
    public sealed class ReportRow
    {
        /// <summary>The column headers, in the order of <see cref="Cells"/>: the command-line report's.</summary>
        public static readonly string[] Headers =
        {
            "priests", "devils", "boat", "variant", "solvable", "crossings", "plans", "safe", "reachable", "milestones", "farthest",
            "difficulty",
        };

        /// <summary>The row's place in report order.</summary>
        public int Index { get; private set; }
        /// <summary>The configuration's figures from its start.</summary>
        public LevelFigures Figures { get; private set; }
        /// <summary>The cells as text, built once, as the command-line report writes them.</summary>
        public IList<string> Cells { get; private set; }

        internal ReportRow(int index, LevelFigures figures)
        {
            Index = index;
            Figures = figures;
            Rules r = figures.Rules;
            Cells = Array.AsReadOnly(new[]
            {
                Text(r.Priests), Text(r.Devils), Text(r.BoatCapacity), VariantName(r),
                figures.IsSolvable ? "yes" : "no",
                figures.MinCrossings.HasValue ? Text(figures.MinCrossings.Value) : "-",
                LevelFigures.PlansText(figures.OptimalPlans), Text(figures.SafeStates), Text(figures.ReachableStates),
                Text(figures.Milestones), LevelFigures.FarthestText(figures.Farthest, figures.FarthestCrossings),
                LevelFigures.DifficultyText(figures.Difficulty),
            });
        }

        private static string Text(int value) { return value.ToString(CultureInfo.InvariantCulture); }

        /// <summary>The variant in one word, as the command-line report writes it: <c>classic</c>, or its
        /// values other than the classic ones joined by <c>+</c> (<c>aboard+priests-row</c>); the names are
        /// the library's, generated into <c>VariantNames.g.cs</c>.</summary>
        public static string VariantName(Rules rules) { return VariantNames.Of(rules); }
    }
}
