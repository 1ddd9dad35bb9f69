using System;
using System.Collections.Generic;
using System.Globalization;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// What a level designer needs to know of one level: the figures of the command-line <c>levels</c>
    /// report, every one of them the native library's (<see cref="Solver.GetLevelReport(State)"/>): whether
    /// it can be won and why not, the fewest crossings, the optimal plans, the safe and reachable states,
    /// the milestones on the way, the farthest state and the difficulty. Nothing here derives a figure: it
    /// holds the library's answers and words them. Immutable; its <see cref="Lines"/> are built once, so
    /// drawing them every repaint allocates nothing.
    /// </summary>
    public sealed class LevelFigures
    {
        /// <summary>The rules the figures are of (the classic game's when <see cref="Error"/> is set).</summary>
        public Rules Rules { get; private set; }
        /// <summary>The state the figures start from: the level's start.</summary>
        public State Start { get; private set; }
        /// <summary>Why no figure could be computed: a value the runtime refuses (out of range, invalid,
        /// too large) or a native library that failed to load; null when the figures are computed.</summary>
        public string Error { get; private set; }
        /// <summary>Whether the level can be won from its start.</summary>
        public bool IsSolvable { get; private set; }
        /// <summary>Why it cannot be won, in <see cref="Solver.GetStatusMessage"/>'s words for the report's
        /// <see cref="LevelReport.Reason"/> (the start is lost, no path, already won); null when it can.</summary>
        public string Reason { get; private set; }
        /// <summary>The fewest crossings that win from the start; null when it cannot be won.</summary>
        public int? MinCrossings { get; private set; }
        /// <summary>Distinct optimal plans from the start (saturating at <see cref="ulong.MaxValue"/>); 0
        /// when it cannot be won.</summary>
        public ulong OptimalPlans { get; private set; }
        /// <summary>Safe states, both boat sides counted.</summary>
        public int SafeStates { get; private set; }
        /// <summary>Safe states connected to the rules' start (everyone on the start bank) by legal play.</summary>
        public int ReachableStates { get; private set; }
        /// <summary>The states every optimal plan from the start passes, the goal included
        /// (<see cref="LevelReport.Milestones"/>); 0 when it cannot be won.</summary>
        public int Milestones { get; private set; }
        /// <summary>The state farthest from the goal among those reachable from the rules' own start
        /// (<see cref="LevelReport.Farthest"/>); null when that start cannot win.</summary>
        public State? Farthest { get; private set; }
        /// <summary>The crossings from <see cref="Farthest"/> to the goal; null with it.</summary>
        public int? FarthestCrossings { get; private set; }
        /// <summary>The <c>levels</c> report's difficulty in bits (<see cref="LevelReport.Difficulty"/>):
        /// <c>-log2</c> of the chance that a player picking uniformly among the legal loads of every
        /// position plays an optimal plan; null when the level cannot be won.</summary>
        public double? Difficulty { get; private set; }
        /// <summary>What the <c>LevelSet</c> Inspector warns of this level: its values are refused, or it
        /// cannot be won (a warning unless the level is meant to be unsolvable); null when solvable.</summary>
        public string Warning { get; private set; }
        /// <summary>The figures as lines of text for the Inspector, the error alone when there is one.</summary>
        public IList<string> Lines { get; private set; }
        /// <summary>The <see cref="Lines"/> joined by <c>'\n'</c>, for one wrapped box.</summary>
        public string Text { get; private set; }

        private LevelFigures() { }

        /// <summary>The figures of <paramref name="input"/>: a solver of its rules, then its report from the
        /// input's start (as the drawer and the Level Designer compute every level). Never throws: anything
        /// the runtime refuses becomes <see cref="Error"/>.</summary>
        public static LevelFigures Compute(LevelInput input)
        {
            Rules rules;
            State start;
            string problem;
            if (!input.TryGetRules(out rules, out start, out problem)) return Failed(problem);
            try
            {
                using (var solver = new Solver(rules))
                {
                    return Of(solver, start);
                }
            }
            catch (Exception e)
            {
                return Failed(Problem(e));
            }
        }

        /// <summary><see cref="Compute(LevelInput)"/>, stopped within milliseconds when
        /// <paramref name="cancellationToken"/> is cancelled (the build and the report are the library's
        /// calls that can stop). Never throws but <see cref="OperationCanceledException"/>.</summary>
        public static LevelFigures Compute(LevelInput input, CancellationToken cancellationToken)
        {
            Rules rules;
            State start;
            string problem;
            if (!input.TryGetRules(out rules, out start, out problem)) return Failed(problem);
            try
            {
                using (var solver = new Solver(rules, cancellationToken, null))
                {
                    return Of(solver.GetLevelReport(start, cancellationToken));
                }
            }
            catch (OperationCanceledException)
            {
                throw;
            }
            catch (Exception e)
            {
                return Failed(Problem(e));
            }
        }

        /// <summary>Why a call into the runtime failed, in words for the designer: the library's message
        /// for a <see cref="SolverException"/>; <see cref="NativePlugin.TryLoad"/>'s explanation when the
        /// library did not load (DllNotFoundException, EntryPointNotFoundException...); anything else in its
        /// own words.</summary>
        internal static string Problem(Exception e)
        {
            if (e is SolverException) return e.Message;
            string loading;
            return NativePlugin.TryLoad(out loading) ? e.GetType().Name + ": " + e.Message : loading;
        }

        /// <summary>The figures of <paramref name="solver"/>'s puzzle from <paramref name="start"/>: its
        /// <see cref="Solver.GetLevelReport(State)"/>.</summary>
        /// <exception cref="SolverException">StateOutOfRange, or a native call failed (out of memory).</exception>
        public static LevelFigures Of(Solver solver, State start)
        {
            return Of(solver.GetLevelReport(start));
        }

        /// <summary>The figures of the library's <paramref name="report"/> (as
        /// <see cref="Solver.GetLevelReport(State)"/> and <see cref="Solver.ProposeLevels"/> answer it).</summary>
        public static LevelFigures Of(LevelReport report)
        {
            var f = new LevelFigures
            {
                Rules = report.Rules,
                Start = report.Start,
                IsSolvable = report.IsSolvable,
                Reason = report.IsSolvable ? null : Solver.GetStatusMessage(report.Reason),
                MinCrossings = report.MinCrossings,
                OptimalPlans = report.OptimalPlans,
                SafeStates = report.SafeStates,
                ReachableStates = report.ReachableStates,
                Milestones = report.Milestones,
                Farthest = report.Farthest,
                FarthestCrossings = report.FarthestCrossings,
                Difficulty = report.Difficulty,
            };
            return f.Finish();
        }

        private LevelFigures Finish()
        {
            SetLines();
            if (!IsSolvable) Warning = "This level cannot be won (" + Reason + ") and is not marked as meant to be unsolvable.";
            return this;
        }

        /// <summary>The figures as plain fields that Unity serializes (the Level Designer keeps its report
        /// across domain reloads). Only computed figures: a refused level has none to keep.</summary>
        /// <exception cref="InvalidOperationException">The figures are an <see cref="Error"/>.</exception>
        public FiguresRecord ToRecord()
        {
            if (Error != null) throw new InvalidOperationException("a refused level has no figures to keep: " + Error);
            State farthest = Farthest ?? default(State);
            return new FiguresRecord
            {
                priests = Rules.Priests, devils = Rules.Devils, boatCapacity = Rules.BoatCapacity,
                boatSafety = (int)Rules.BoatSafety, rowers = (int)Rules.Rowers,
                startPriests = Start.Priests, startDevils = Start.Devils, startBoat = (int)Start.Boat,
                solvable = IsSolvable, reason = Reason ?? "", minCrossings = MinCrossings ?? -1, optimalPlans = OptimalPlans,
                safeStates = SafeStates, reachableStates = ReachableStates, milestones = Milestones,
                hasFarthest = Farthest.HasValue, farthestPriests = farthest.Priests, farthestDevils = farthest.Devils,
                farthestBoat = (int)farthest.Boat, farthestCrossings = FarthestCrossings ?? -1,
                hasDifficulty = Difficulty.HasValue, difficulty = Difficulty ?? 0,
            };
        }

        /// <summary>The figures <paramref name="record"/> kept (<see cref="ToRecord"/>), as they were.</summary>
        public static LevelFigures FromRecord(FiguresRecord record)
        {
            bool farthest = record.hasFarthest && record.farthestCrossings >= 0;
            var f = new LevelFigures
            {
                Rules = new Rules(record.priests, record.devils, record.boatCapacity, (BoatSafety)record.boatSafety, (Rowers)record.rowers),
                Start = new State(record.startPriests, record.startDevils, (Side)record.startBoat),
                IsSolvable = record.solvable,
                Reason = record.solvable ? null : record.reason,
                MinCrossings = record.minCrossings >= 0 ? record.minCrossings : (int?)null,
                OptimalPlans = record.optimalPlans,
                SafeStates = record.safeStates,
                ReachableStates = record.reachableStates,
                Milestones = record.milestones,
                Farthest = farthest ? new State(record.farthestPriests, record.farthestDevils, (Side)record.farthestBoat) : (State?)null,
                FarthestCrossings = farthest ? record.farthestCrossings : (int?)null,
                Difficulty = record.hasDifficulty ? record.difficulty : (double?)null,
            };
            return f.Finish();
        }

        /// <summary>The figures of a level that cannot be played because of <paramref name="error"/>.</summary>
        internal static LevelFigures Failed(string error)
        {
            return new LevelFigures { Rules = Rules.Classic, Start = Rules.Classic.Start, Error = error, Lines = Array.AsReadOnly(new[] { error }),
                Text = error, Warning = "This level cannot be played: " + error };
        }

        private void SetLines()
        {
            string[] lines = BuildLines();
            Lines = Array.AsReadOnly(lines);
            Text = string.Join("\n", lines);
        }

        /// <summary>A plan count as the <c>levels</c> report prints it (a saturated one as "at least").</summary>
        public static string PlansText(ulong plans)
        {
            return plans == ulong.MaxValue ? ">=" + plans.ToString(CultureInfo.InvariantCulture) : plans.ToString(CultureInfo.InvariantCulture);
        }

        /// <summary>A difficulty as the <c>levels</c> report prints it: two decimals, "-" when unsolvable; a
        /// zero as "0.00", whatever its sign (the library's is -0.0 when every crossing is the only load).</summary>
        public static string DifficultyText(double? bits)
        {
            if (!bits.HasValue) return "-";
            double value = bits.Value == 0 ? 0 : bits.Value;
            return value.ToString("F2", CultureInfo.InvariantCulture);
        }

        /// <summary>A state as the <c>levels</c> report writes it: priests, devils on the start bank and the
        /// boat's side, <c>3/2/far</c>.</summary>
        public static string StateText(State state)
        {
            return state.Priests.ToString(CultureInfo.InvariantCulture) + "/" + state.Devils.ToString(CultureInfo.InvariantCulture)
                + "/" + (state.Boat == Side.Start ? "start" : "far");
        }

        /// <summary>The farthest state as the <c>levels</c> report's column writes it, <c>3/2/far (12)</c>;
        /// "-" when there is none.</summary>
        public static string FarthestText(State? farthest, int? crossings)
        {
            if (!farthest.HasValue || !crossings.HasValue) return "-";
            return StateText(farthest.Value) + " (" + crossings.Value.ToString(CultureInfo.InvariantCulture) + ")";
        }

        private string[] BuildLines()
        {
            var lines = new List<string>(4);
            if (IsSolvable)
            {
                lines.Add("Solvable: " + MinCrossings + " crossings at fewest, " + PlansText(OptimalPlans) + (OptimalPlans == 1 ? " optimal plan" : " optimal plans"));
                lines.Add("Safe states " + SafeStates + ", reachable " + ReachableStates + ", milestones " + Milestones);
            }
            else
            {
                lines.Add("Unsolvable: " + Reason);
                lines.Add("Safe states " + SafeStates + ", reachable " + ReachableStates);
            }
            if (Farthest.HasValue && FarthestCrossings.HasValue)
            {
                lines.Add("Farthest from the goal: " + StateText(Farthest.Value) + ", " + FarthestCrossings.Value
                    + (FarthestCrossings.Value == 1 ? " crossing" : " crossings"));
            }
            if (IsSolvable) lines.Add("Difficulty " + DifficultyText(Difficulty) + " bits");
            return lines.ToArray();
        }
    }
}
