using System;
using System.Collections.Generic;
using System.Globalization;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// What the Inspector of a puzzle file (<c>.river</c>) shows: the library's figures for the puzzle from
    /// its start (<see cref="Puzzle.Report"/>: solvable or why not, fewest crossings, least time, optimal
    /// plans, milestones, safe and reachable states, dead ends, difficulty), or the format error with its
    /// line, column and the library's words. Immutable; built once per text off the GUI thread
    /// (<see cref="PuzzlePresenter"/>), so drawing it every repaint allocates nothing. Every figure and word
    /// is the library's: this class only formats them.
    /// </summary>
    public sealed class PuzzleFigures
    {
        /// <summary>What the Inspector shows until the figures arrive.</summary>
        public static readonly PuzzleFigures Computing = new PuzzleFigures { Text = FiguresView.ComputingText, Lines = Array.AsReadOnly(new[] { FiguresView.ComputingText }) };

        private PuzzleFigures() { }

        /// <summary>Whether the figures are at hand (false only for <see cref="Computing"/>).</summary>
        public bool IsReady { get; private set; }
        /// <summary>Why the puzzle cannot be built, in the library's words (a format error begins with its
        /// line and column: "line 2, column 15: ..."); null when it builds.</summary>
        public string Error { get; private set; }
        /// <summary>The line of a format error (1 for the first); 0 otherwise.</summary>
        public int Line { get; private set; }
        /// <summary>The column of a format error (1 for the first); 0 otherwise.</summary>
        public int Column { get; private set; }
        /// <summary>The puzzle's title; null when it does not build.</summary>
        public string Title { get; private set; }
        /// <summary>The puzzle's kinds of character.</summary>
        public int Kinds { get; private set; }
        /// <summary>Its characters, every member of every kind.</summary>
        public int Characters { get; private set; }
        /// <summary>The most characters one crossing carries.</summary>
        public int Capacity { get; private set; }
        /// <summary>The time limit of a timed puzzle, or null.</summary>
        public int? TimeLimit { get; private set; }
        /// <summary>Whether the puzzle can be won from its start.</summary>
        public bool IsSolvable { get; private set; }
        /// <summary>Why it cannot be won (<see cref="Solver.GetStatusMessage(Status)"/>'s words); null when it can.</summary>
        public string Reason { get; private set; }
        /// <summary>The fewest crossings (for a timed puzzle, among the fastest plans), or null.</summary>
        public int? MinCrossings { get; private set; }
        /// <summary>The least total time of a timed, solvable puzzle; null otherwise.</summary>
        public int? MinTime { get; private set; }
        /// <summary>The optimal plans from the start, plans of individuals (0 when unsolvable).</summary>
        public ulong Plans { get; private set; }
        /// <summary>The optimal plans by kind (0 when unsolvable).</summary>
        public ulong PlansByKind { get; private set; }
        /// <summary>The milestones of the start, the goal included.</summary>
        public int Milestones { get; private set; }
        /// <summary>Safe nodes of the puzzle's whole space.</summary>
        public int SafeStates { get; private set; }
        /// <summary>Nodes that legal play from the start reaches.</summary>
        public int ReachableStates { get; private set; }
        /// <summary>Reachable nodes from which the goal cannot be reached.</summary>
        public int DeadEnds { get; private set; }
        /// <summary>For a timed puzzle with a limit, the (node, minutes) pairs reached within it; otherwise null.</summary>
        public long? ReachableTimedStates { get; private set; }
        /// <summary>The difficulty in bits, or null when unsolvable.</summary>
        public double? Difficulty { get; private set; }
        /// <summary>The lines the Inspector shows, in order.</summary>
        public IList<string> Lines { get; private set; }
        /// <summary><see cref="Lines"/> joined by <c>'\n'</c>, for one wrapped box.</summary>
        public string Text { get; private set; }
        /// <summary>Whether the box warns: the text is refused, or the puzzle cannot be won.</summary>
        public bool IsWarning { get { return IsReady && (Error != null || !IsSolvable); } }

        /// <summary>The figures of the puzzle in <paramref name="text"/>: read, built and reported by the
        /// library (seconds for the largest puzzles: call it off the GUI thread). Never throws: a refused
        /// text, a puzzle over the library's caps or a library that does not load gives figures holding the
        /// error.</summary>
        public static PuzzleFigures Compute(string text)
        {
            try
            {
                PuzzleCheck check = Puzzle.Check(text ?? "");
                if (!check.IsOk) return Failed(check.Message, check.Line, check.Column);
                using (Puzzle puzzle = Puzzle.Load(text))
                {
                    return Of(puzzle);
                }
            }
            catch (Exception e)
            {
                return Failed(LevelFigures.Problem(e));
            }
        }

        /// <summary>The figures of a built <paramref name="puzzle"/> from its start.</summary>
        public static PuzzleFigures Of(Puzzle puzzle)
        {
            if (puzzle == null) throw new ArgumentNullException("puzzle");
            PuzzleReport report = puzzle.Report();
            var figures = new PuzzleFigures
            {
                IsReady = true, Title = puzzle.Title, Kinds = puzzle.KindCount, Characters = puzzle.Characters,
                Capacity = puzzle.Capacity, TimeLimit = puzzle.TimeLimit, IsSolvable = report.IsSolvable,
                Reason = report.IsSolvable ? null : Solver.GetStatusMessage(report.Solvable),
                MinCrossings = report.MinCrossings, MinTime = report.MinTime, Plans = report.Plans.Distinct,
                PlansByKind = report.Plans.ByKind, Milestones = report.Milestones, SafeStates = report.SafeStates,
                ReachableStates = report.ReachableStates, DeadEnds = report.DeadEnds,
                ReachableTimedStates = report.ReachableTimedStates, Difficulty = report.Difficulty,
            };
            figures.SetLines(figures.BuildLines());
            return figures;
        }

        /// <summary>The figures of a puzzle that cannot be built, for <paramref name="error"/>.</summary>
        internal static PuzzleFigures Failed(string error)
        {
            return Failed(error, 0, 0);
        }

        private static PuzzleFigures Failed(string error, int line, int column)
        {
            var figures = new PuzzleFigures { IsReady = true, Error = error, Line = line, Column = column };
            figures.SetLines(new[] { "This puzzle cannot be built: " + error });
            return figures;
        }

        private void SetLines(string[] lines)
        {
            Lines = Array.AsReadOnly(lines);
            Text = string.Join("\n", lines);
        }

        private static string Count(long value) { return value.ToString(CultureInfo.InvariantCulture); }

        private string[] BuildLines()
        {
            var lines = new List<string>(5);
            lines.Add(Title + ": " + Count(Characters) + (Characters == 1 ? " character" : " characters") + " of " + Count(Kinds)
                + (Kinds == 1 ? " kind" : " kinds") + ", a boat for " + Count(Capacity)
                + (TimeLimit.HasValue ? ", time limit " + Count(TimeLimit.Value) : ""));
            string plans = LevelFigures.PlansText(Plans) + (Plans == 1 ? " optimal plan" : " optimal plans")
                + " (" + LevelFigures.PlansText(PlansByKind) + " by kind)";
            if (IsSolvable && MinTime.HasValue)
                lines.Add("Solvable: " + Count(MinTime.Value) + " minutes at least, in " + Count(MinCrossings ?? 0) + " crossings, " + plans);
            else if (IsSolvable)
                lines.Add("Solvable: " + Count(MinCrossings ?? 0) + " crossings at fewest, " + plans);
            else
                lines.Add("Unsolvable: " + Reason);
            lines.Add("Safe states " + Count(SafeStates) + ", reachable " + Count(ReachableStates) + ", dead ends " + Count(DeadEnds)
                + (IsSolvable ? ", milestones " + Count(Milestones) : ""));
            if (ReachableTimedStates.HasValue)
                lines.Add("Reachable within the time limit: " + Count(ReachableTimedStates.Value) + " (state, minutes) pairs");
            if (IsSolvable) lines.Add("Difficulty " + LevelFigures.DifficultyText(Difficulty) + " bits");
            return lines.ToArray();
        }
    }
}
