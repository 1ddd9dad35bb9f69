using System;
using System.Collections.Generic;
using System.Globalization;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>How the Level Designer orders its report.</summary>
    public enum ReportOrder
    {
        /// <summary>As the command-line report: boat sizes outermost, then variants, priests, devils.</summary>
        Report,
        /// <summary>Hardest first by difficulty; unsolvable configurations last.</summary>
        Difficulty,
        /// <summary>Longest first by fewest crossings; unsolvable configurations last.</summary>
        FewestCrossings,
    }

    /// <summary>One configuration of the report, with its figures and its cells as text.</summary>
    public sealed class ReportRow
    {
        /// <summary>The column headers, in the order of <see cref="Cells"/>: the command-line report's but
        /// "farthest", plus the milestones.</summary>
        public static readonly string[] Headers =
        {
            "priests", "devils", "boat", "variant", "solvable", "crossings", "plans", "safe", "reachable", "milestones", "difficulty",
        };

        /// <summary>The row's place in report order.</summary>
        public int Index { get; private set; }
        /// <summary>The configuration's figures from its start.</summary>
        public LevelFigures Figures { get; private set; }
        /// <summary>The cells as text, built once.</summary>
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
                figures.IsSolvable ? Text(figures.Milestones) : "-", LevelFigures.DifficultyText(figures.Difficulty),
            });
        }

        private static string Text(int value) { return value.ToString(CultureInfo.InvariantCulture); }

        /// <summary>The variant in one word, as the command-line report writes it: <c>classic</c>, or its
        /// rules joined by <c>+</c> (<c>boat-safety+priests-row</c>).</summary>
        public static string VariantName(Rules rules)
        {
            string safety = rules.BoatSafety == BoatSafety.Aboard ? "boat-safety" : null;
            string rowers = rules.Rowers == Rowers.Priests ? "priests-row" : rules.Rowers == Rowers.Devils ? "devils-row" : null;
            if (safety == null && rowers == null) return "classic";
            if (safety == null || rowers == null) return safety ?? rowers;
            return safety + "+" + rowers;
        }
    }

    /// <summary>
    /// The Level Designer window's model: the command-line <c>levels</c> report over ranges of priests,
    /// devils and boat seats and the chosen rule variants, sortable; the state graph of the selected row.
    /// Plain C# over <see cref="Solver"/>; the window only draws it.
    /// </summary>
    public sealed class LevelDesignerPresenter
    {
        /// <summary>The most configurations one report solves (each takes microseconds to milliseconds; the
        /// Editor must stay responsive).</summary>
        public const int MaxConfigurations = 20000;

        private readonly List<ReportRow> _rows = new List<ReportRow>();
        private readonly System.Collections.ObjectModel.ReadOnlyCollection<ReportRow> _view;
        private StateGraph _graph;
        private int _graphFor = -1;

        /// <summary>The rows, in <see cref="Order"/>.</summary>
        public IList<ReportRow> Rows { get { return _view; } }
        /// <summary>How <see cref="Rows"/> is ordered.</summary>
        public ReportOrder Order { get; private set; }
        /// <summary>Why the last <see cref="Run"/> produced no rows (ranges refused, too many, a library that
        /// does not load); null when it ran.</summary>
        public string Error { get; private set; }
        /// <summary>The selected row's position in <see cref="Rows"/>, -1 when none.</summary>
        public int Selected { get; private set; }

        /// <summary>A presenter with no report yet.</summary>
        public LevelDesignerPresenter()
        {
            // A live view of the rows: the window reads it every repaint without a new wrapper.
            _view = _rows.AsReadOnly();
            Selected = -1;
        }

        /// <summary>Every rule variant, in the command-line report's order: boat safety outermost.</summary>
        public static Rules[] AllVariants(Rules rules)
        {
            var all = new List<Rules>();
            foreach (BoatSafety safety in new[] { BoatSafety.Banks, BoatSafety.Aboard })
                foreach (Rowers rowers in new[] { Rowers.Anyone, Rowers.Priests, Rowers.Devils })
                    all.Add(new Rules(rules.Priests, rules.Devils, rules.BoatCapacity, safety, rowers));
            return all.ToArray();
        }

        /// <summary>Solves every configuration with priests, devils and boat seats in the inclusive ranges,
        /// under each variant of <paramref name="variants"/> (their counts are ignored), in the
        /// command-line report's order; then applies <see cref="Order"/>. Never throws: a refusal becomes
        /// <see cref="Error"/>.</summary>
        public void Run(int priestsLo, int priestsHi, int devilsLo, int devilsHi, int boatLo, int boatHi, IList<Rules> variants)
        {
            _rows.Clear();
            Selected = -1;
            _graph = null;
            _graphFor = -1;
            Error = null;
            if (priestsLo < 0 || devilsLo < 0 || boatLo < 1 || priestsLo > priestsHi || devilsLo > devilsHi || boatLo > boatHi || variants.Count == 0)
            {
                Error = "Ranges must be non-empty, counts at least 0, the boat at least 1, with a variant chosen.";
                return;
            }
            long count = (long)(priestsHi - priestsLo + 1) * (devilsHi - devilsLo + 1) * (boatHi - boatLo + 1) * variants.Count;
            if (count > MaxConfigurations)
            {
                Error = count + " configurations: narrow the ranges to at most " + MaxConfigurations + ".";
                return;
            }
            for (int k = boatLo; k <= boatHi; k++)
                foreach (Rules variant in variants)
                    for (int n = priestsLo; n <= priestsHi; n++)
                        for (int m = devilsLo; m <= devilsHi; m++)
                        {
                            var input = LevelInput.Of(new Rules(n, m, k, variant.BoatSafety, variant.Rowers));
                            LevelFigures figures = LevelFigures.Compute(input);
                            if (figures.Error != null)
                            {
                                _rows.Clear();
                                Error = n + " priests, " + m + " devils, boat " + k + ": " + figures.Error;
                                return;
                            }
                            _rows.Add(new ReportRow(_rows.Count, figures));
                        }
            Sort(Order);
        }

        /// <summary>Orders the rows; ties keep report order, so the order is the same on every run. Keeps the
        /// selected configuration selected.</summary>
        public void Sort(ReportOrder order)
        {
            ReportRow selected = Selected >= 0 ? _rows[Selected] : null;
            Order = order;
            Comparison<ReportRow> compare;
            switch (order)
            {
                case ReportOrder.Difficulty:
                    compare = (a, b) => Descending(a.Figures.Difficulty, b.Figures.Difficulty, a.Index, b.Index);
                    break;
                case ReportOrder.FewestCrossings:
                    compare = (a, b) => Descending(a.Figures.MinCrossings, b.Figures.MinCrossings, a.Index, b.Index);
                    break;
                default:
                    compare = (a, b) => a.Index.CompareTo(b.Index);
                    break;
            }
            _rows.Sort(compare);
            Selected = selected == null ? -1 : _rows.IndexOf(selected);
        }

        private static int Descending<T>(T? a, T? b, int ia, int ib) where T : struct, IComparable<T>
        {
            if (a.HasValue != b.HasValue) return a.HasValue ? -1 : 1; // unsolvable last
            int byValue = a.HasValue ? b.Value.CompareTo(a.Value) : 0;
            return byValue != 0 ? byValue : ia.CompareTo(ib);
        }

        /// <summary>Selects the row at <paramref name="position"/> in <see cref="Rows"/> (-1: none).</summary>
        public void Select(int position)
        {
            Selected = position >= 0 && position < _rows.Count ? position : -1;
        }

        /// <summary>The state graph of the selected configuration, built when first asked after the selection
        /// changed; null when nothing is selected or the graph is too large to draw.</summary>
        public StateGraph SelectedGraph
        {
            get
            {
                if (Selected < 0) return null;
                int index = _rows[Selected].Index;
                if (_graphFor != index)
                {
                    Rules rules = _rows[Selected].Figures.Rules;
                    _graph = StateGraph.CanDraw(rules) ? StateGraph.Build(rules) : null;
                    _graphFor = index;
                }
                return _graph;
            }
        }
    }
}
