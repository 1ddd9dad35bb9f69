using System;
using System.Collections.Generic;
using System.Globalization;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// What a level designer needs to know of one level, the figures of the command-line <c>levels</c>
    /// report and a few more: whether it can be won and why not, the fewest crossings, the optimal plans,
    /// the safe and reachable states, the milestones on the way and the difficulty. Immutable; its
    /// <see cref="Lines"/> are built once, so drawing them every repaint allocates nothing.
    /// </summary>
    public sealed class LevelFigures
    {
        private static readonly double Log2Of2 = Math.Log(2);

        /// <summary>The rules the figures are of (the classic game's when <see cref="Error"/> is set).</summary>
        public Rules Rules { get; private set; }
        /// <summary>The state the figures start from: the level's start.</summary>
        public State Start { get; private set; }
        /// <summary>Why no figure could be computed: a value the runtime refuses (out of range, invalid,
        /// too large) or a native library that failed to load; null when the figures are computed.</summary>
        public string Error { get; private set; }
        /// <summary>Whether the level can be won from its start.</summary>
        public bool IsSolvable { get; private set; }
        /// <summary>Why it cannot be won, in <see cref="Solver.GetStatusMessage"/>'s words (the start is
        /// lost, no path, already won...); null when it can.</summary>
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
        /// (<see cref="Solver.GetMilestones"/>); 0 when it cannot be won.</summary>
        public int Milestones { get; private set; }
        /// <summary>The <c>levels</c> report's difficulty in bits: <c>-log2</c> of the chance that a player
        /// picking uniformly among the legal loads of every position plays an optimal plan; null when the
        /// level cannot be won.</summary>
        public double? Difficulty { get; private set; }
        /// <summary>What the <c>LevelSet</c> Inspector warns of this level: its values are refused, or it
        /// cannot be won (a warning unless the level is meant to be unsolvable); null when solvable.</summary>
        public string Warning { get; private set; }
        /// <summary>The figures as lines of text for the Inspector, the error alone when there is one.</summary>
        public IList<string> Lines { get; private set; }
        /// <summary>The <see cref="Lines"/> joined by <c>'\n'</c>, for one wrapped box.</summary>
        public string Text { get; private set; }

        private LevelFigures() { }

        /// <summary>The figures of <paramref name="input"/>. Never throws: anything the runtime refuses
        /// becomes <see cref="Error"/>.</summary>
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
            catch (SolverException e)
            {
                return Failed(e.Message);
            }
            catch (Exception e)
            {
                // DllNotFoundException, EntryPointNotFoundException...: the library did not load.
                string loading;
                return Failed(NativePlugin.TryLoad(out loading) ? e.GetType().Name + ": " + e.Message : loading);
            }
        }

        /// <summary>The figures of <paramref name="solver"/>'s puzzle from <paramref name="start"/>.</summary>
        /// <exception cref="SolverException">A native call failed unexpectedly (out of memory).</exception>
        public static LevelFigures Of(Solver solver, State start)
        {
            var f = new LevelFigures
            {
                Rules = solver.Rules,
                Start = start,
                SafeStates = solver.SafeStates,
                ReachableStates = solver.ReachableStates,
            };
            Verdict verdict;
            Status status;
            if (!solver.TryCheckState(start, out verdict, out status)) f.Reason = Solver.GetStatusMessage(status);
            else if (verdict.IsLost) f.Reason = Solver.GetStatusMessage(Status.LostState);
            else if (verdict.Kind == StateKind.Won) f.Reason = Solver.GetStatusMessage(Status.AlreadyWon);
            else if (!verdict.Distance.HasValue) f.Reason = Solver.GetStatusMessage(Status.NoPath);
            else
            {
                f.IsSolvable = true;
                f.MinCrossings = verdict.Distance;
                f.OptimalPlans = solver.CountOptimalPlans(start);
                f.Milestones = solver.GetMilestones(start).Length;
                f.Difficulty = DifficultyBits(solver, start);
            }
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
            return new FiguresRecord
            {
                priests = Rules.Priests, devils = Rules.Devils, boatCapacity = Rules.BoatCapacity,
                boatSafety = (int)Rules.BoatSafety, rowers = (int)Rules.Rowers,
                startPriests = Start.Priests, startDevils = Start.Devils, startBoat = (int)Start.Boat,
                solvable = IsSolvable, reason = Reason ?? "", minCrossings = MinCrossings ?? -1, optimalPlans = OptimalPlans,
                safeStates = SafeStates, reachableStates = ReachableStates, milestones = Milestones,
                hasDifficulty = Difficulty.HasValue, difficulty = Difficulty ?? 0,
            };
        }

        /// <summary>The figures <paramref name="record"/> kept (<see cref="ToRecord"/>), as they were.</summary>
        public static LevelFigures FromRecord(FiguresRecord record)
        {
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

        /// <summary>The difficulty, as the <c>levels</c> report defines it. From a state at distance t the
        /// chance is the sum, over its optimal moves, of the chance from where they lead, divided by its
        /// number of legal loads; the goal's is 1. Kept as base-2 logarithms so that long plans do not
        /// underflow. Without recursion (a plan may be a million crossings long): the states on optimal
        /// plans are gathered from the start, then valued nearest the goal first, so every state's
        /// successors (one crossing nearer) are valued before it.</summary>
        /// <exception cref="SolverException"><paramref name="start"/> has no path.</exception>
        public static double DifficultyBits(Solver solver, State start)
        {
            Rules rules = solver.Rules;
            var distance = new Dictionary<State, int>();
            var successors = new Dictionary<State, Move[]>();
            var order = new List<State>();
            var queue = new Queue<State>();
            int startDistance = solver.CheckState(start).Distance ?? ThrowNoPath();
            distance.Add(start, startDistance);
            queue.Enqueue(start);
            while (queue.Count > 0)
            {
                State s = queue.Dequeue();
                order.Add(s); // breadth first from the start: distances never increase along the list
                int d = distance[s];
                if (d == 0) continue;
                Move[] moves = solver.GetOptimalMoves(s);
                successors.Add(s, moves);
                foreach (Move m in moves)
                {
                    State t = LegalLoads.After(s, m);
                    if (distance.ContainsKey(t)) continue;
                    distance.Add(t, d - 1);
                    queue.Enqueue(t);
                }
            }
            var logChance = new Dictionary<State, double>();
            for (int i = order.Count - 1; i >= 0; i--)
            {
                State s = order[i];
                if (distance[s] == 0) { logChance.Add(s, 0); continue; }
                int priests, devils;
                LegalLoads.BoatBank(rules, s, out priests, out devils);
                double loads = Math.Log(LegalLoads.Count(rules, priests, devils)) / Log2Of2;
                double sum = double.NegativeInfinity;
                foreach (Move m in successors[s]) sum = Log2Add(sum, logChance[LegalLoads.After(s, m)] - loads);
                logChance.Add(s, sum);
            }
            return -logChance[start];
        }

        private static int ThrowNoPath() { throw new SolverException(Status.NoPath); }

        /// <summary><c>log2(2^a + 2^b)</c> without leaving the logarithms.</summary>
        private static double Log2Add(double a, double b)
        {
            if (double.IsNegativeInfinity(a)) return b;
            if (double.IsNegativeInfinity(b)) return a;
            double hi = Math.Max(a, b), lo = Math.Min(a, b);
            return hi + Math.Log(1 + Math.Pow(2, lo - hi)) / Log2Of2;
        }

        /// <summary>A plan count as the <c>levels</c> report prints it (a saturated one as "at least").</summary>
        public static string PlansText(ulong plans)
        {
            return plans == ulong.MaxValue ? ">=" + plans.ToString(CultureInfo.InvariantCulture) : plans.ToString(CultureInfo.InvariantCulture);
        }

        /// <summary>A difficulty as the <c>levels</c> report prints it: two decimals, "-" when unsolvable.</summary>
        public static string DifficultyText(double? bits)
        {
            return bits.HasValue ? bits.Value.ToString("F2", CultureInfo.InvariantCulture) : "-";
        }

        private string[] BuildLines()
        {
            if (!IsSolvable)
            {
                return new[]
                {
                    "Unsolvable: " + Reason,
                    "Safe states " + SafeStates + ", reachable " + ReachableStates,
                };
            }
            return new[]
            {
                "Solvable: " + MinCrossings + " crossings at fewest, " + PlansText(OptimalPlans) + (OptimalPlans == 1 ? " optimal plan" : " optimal plans"),
                "Safe states " + SafeStates + ", reachable " + ReachableStates + ", milestones " + Milestones,
                "Difficulty " + DifficultyText(Difficulty) + " bits",
            };
        }
    }
}
