using System;
using System.Globalization;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>One level of a proposal: its rules, the name it gets in the level set, and its figures.</summary>
    public sealed class ProposedLevel
    {
        /// <summary>The level's rules (it starts with everyone on the start bank).</summary>
        public Rules Rules { get; private set; }
        /// <summary>The display name it gets: its place and its difficulty, <c>Level 3 (12.65 bits)</c>.</summary>
        public string DisplayName { get; private set; }
        /// <summary>Its figures, the library's report.</summary>
        public LevelFigures Figures { get; private set; }

        internal ProposedLevel(int index, LevelReport report)
        {
            Rules = report.Rules;
            Figures = LevelFigures.Of(report);
            DisplayName = "Level " + (index + 1).ToString(CultureInfo.InvariantCulture) + " ("
                + LevelFigures.DifficultyText(report.Difficulty) + " bits)";
        }
    }

    /// <summary>
    /// The Level Designer's <i>Propose</i>: a level set of strictly rising difficulty from the window's
    /// ranges and variant choice, chosen by the library (<see cref="Solver.ProposeLevels(LevelRange, int, CancellationToken, IProgress{SolverProgress})"/>),
    /// computed off the GUI thread. <see cref="Request"/> refuses bad ranges and counts at once (the range's
    /// cost, <see cref="Solver.GetRangeCost"/>, within the library's caps), asks before replacing a set that
    /// holds levels (the window asks with a dialog) and starts the worker; <see cref="Poll"/>, on the GUI
    /// thread from the Editor's update loop, takes the result over, which <see cref="TakeProposal"/> hands to
    /// the window once, to write into the set with Undo. <see cref="Cancel"/> (the window's button, its
    /// closing, a domain reload) and a newer request stop the running proposal: the library's call returns
    /// within milliseconds and the worker with it. One worker at most: a newer request waits for the
    /// cancelled one's worker to return before its own starts.
    /// </summary>
    public sealed class ProposalPresenter
    {
        /// <summary>The most levels one proposal makes.</summary>
        public const int MaxCount = 100;
        /// <summary>The title of the question before a set's levels are replaced.</summary>
        public const string DialogTitle = "Replace the level set?";
        /// <summary>The question's button that replaces the levels.</summary>
        public const string ReplaceButton = "Replace";
        /// <summary>The question's button that keeps them.</summary>
        public const string KeepButton = "Keep them";

        private readonly Func<LevelRange, int, CancellationToken, IProgress<SolverProgress>, LevelReport[]> _propose;
        private readonly Action<Action> _start;
        // The request shown (running, or waiting for the previous worker), and the one whose worker runs.
        private Job _job;
        private Job _worker;
        private ProposedLevel[] _arrived;

        // One request's run: the worker writes the result, then publishes it through the volatile flag and
        // the event.
        private sealed class Job : IProgress<SolverProgress>
        {
            internal LevelRange Range;
            internal int Count;
            internal RangeCost Cost;
            internal LevelReport[] Levels;
            internal string Error;
            internal readonly CancellationTokenSource Cancel = new CancellationTokenSource();
            internal readonly ManualResetEvent Returned = new ManualResetEvent(false);
            internal volatile bool Finished;
            private long _done;

            public void Report(SolverProgress value) { Interlocked.Exchange(ref _done, value.Done); }
            internal long Done { get { return Interlocked.Read(ref _done); } }
        }

        /// <summary>A presenter proposing with the library on a thread-pool thread.</summary>
        public ProposalPresenter()
            : this(new Func<LevelRange, int, CancellationToken, IProgress<SolverProgress>, LevelReport[]>(Solver.ProposeLevels), Background.OnThreadPool) { }

        /// <summary>A presenter proposing with <paramref name="propose"/> (which may throw
        /// <see cref="SolverException"/>; it cannot be stopped), its runs handed to <paramref name="start"/> to
        /// run off the GUI thread.</summary>
        public ProposalPresenter(Func<LevelRange, int, LevelReport[]> propose, Action<Action> start)
            : this(Checked(propose), start) { }

        /// <summary>A presenter proposing with <paramref name="propose"/> (which may throw
        /// <see cref="SolverException"/>, and throws <see cref="OperationCanceledException"/> once its token is
        /// cancelled), its runs handed to <paramref name="start"/> to run off the GUI thread.</summary>
        public static ProposalPresenter Cancellable(Func<LevelRange, int, CancellationToken, IProgress<SolverProgress>, LevelReport[]> propose, Action<Action> start)
        {
            return new ProposalPresenter(propose, start);
        }

        private ProposalPresenter(Func<LevelRange, int, CancellationToken, IProgress<SolverProgress>, LevelReport[]> propose, Action<Action> start)
        {
            if (propose == null) throw new ArgumentNullException("propose");
            if (start == null) throw new ArgumentNullException("start");
            _propose = propose;
            _start = start;
        }

        private static Func<LevelRange, int, CancellationToken, IProgress<SolverProgress>, LevelReport[]> Checked(Func<LevelRange, int, LevelReport[]> propose)
        {
            if (propose == null) throw new ArgumentNullException("propose");
            return (range, count, token, progress) => propose(range, count);
        }

        /// <summary>Whether a proposal is being computed (or waits for the previous worker to return).</summary>
        public bool IsRunning { get { return _job != null; } }
        /// <summary>Whether a worker runs: a proposal, or one cancelled and about to return.</summary>
        public bool IsWorking { get { return _worker != null && !_worker.Finished; } }
        /// <summary>Why the last request made no levels (refused, or the library's reason); null otherwise.</summary>
        public string Error { get; private set; }
        /// <summary>The running proposal's progress, from 0 to 1, in safe states of its range.</summary>
        public float Progress
        {
            get { return _job == null || _job.Cost.SafeStates == 0 ? 0f : (float)((double)_job.Done / _job.Cost.SafeStates); }
        }
        /// <summary>What the window shows while a proposal is computed: the range, its cost and the progress.</summary>
        public string ProgressText
        {
            get
            {
                if (_job == null) return "";
                return "Proposing " + _job.Count.ToString(CultureInfo.InvariantCulture) + " levels of " + _job.Range + ": "
                    + _job.Done.ToString("N0", CultureInfo.InvariantCulture) + " of " + CostText(_job.Cost) + "…";
            }
        }

        /// <summary>A range's cost in words: <c>1,234 safe states in 56 configurations</c>.</summary>
        public static string CostText(RangeCost cost)
        {
            return cost.SafeStates.ToString("N0", CultureInfo.InvariantCulture) + " safe states in "
                + cost.Configurations.ToString("N0", CultureInfo.InvariantCulture) + (cost.Configurations == 1 ? " configuration" : " configurations");
        }

        /// <summary>What a proposal of <paramref name="range"/> would build, or why it is refused (the
        /// library's caps: <see cref="Solver.MaxRangeConfigurations"/> configurations,
        /// <see cref="Solver.MaxRangeStates"/> safe states); for the window, before the request.</summary>
        public static string Bound(LevelRange range)
        {
            try
            {
                return "A proposal builds " + CostText(Solver.GetRangeCost(range)) + ".";
            }
            catch (Exception e)
            {
                return LevelFigures.Problem(e);
            }
        }

        /// <summary>The range of the window's inclusive ranges, under the classic rules or every variant.</summary>
        public static LevelRange Range(int priestsLo, int priestsHi, int devilsLo, int devilsHi, int boatLo, int boatHi, bool allVariants)
        {
            return new LevelRange(priestsLo, priestsHi, devilsLo, devilsHi, boatLo, boatHi, allVariants);
        }

        /// <summary>The question asked before <paramref name="levels"/> levels of the set named
        /// <paramref name="setName"/> are replaced; null when the set is empty (nothing to ask).</summary>
        public static string ReplaceQuestion(string setName, int levels)
        {
            if (levels <= 0) return null;
            return "\u201C" + setName + "\u201D holds " + levels.ToString(CultureInfo.InvariantCulture) + (levels == 1 ? " level" : " levels")
                + ". Replace " + (levels == 1 ? "it" : "them") + " with the proposed levels? Edit \u2192 Undo brings "
                + (levels == 1 ? "it" : "them") + " back.";
        }

        /// <summary>Asks for <paramref name="count"/> levels of <paramref name="range"/> to fill the set named
        /// <paramref name="setName"/>, which holds <paramref name="levelsInSet"/> levels. A refused range (over
        /// the library's caps too) or count sets <see cref="Error"/> and asks nothing; a set holding levels is
        /// replaced only when <paramref name="confirm"/>, given the <see cref="ReplaceQuestion"/>, answers true.
        /// Returns whether the proposal was accepted: a running one is cancelled, and this one starts as soon
        /// as its worker returned. Never throws, never waits.</summary>
        public bool Request(LevelRange range, int count, string setName, int levelsInSet, Func<string, bool> confirm)
        {
            string problem = LevelDesignerPresenter.RangeProblem(range.PriestsMin, range.PriestsMax, range.DevilsMin, range.DevilsMax,
                range.BoatMin, range.BoatMax, range.AllVariants ? 6 : 1);
            if (problem == null && (count < 1 || count > MaxCount))
                problem = "Propose between 1 and " + MaxCount + " levels (got " + count + ").";
            RangeCost cost = default(RangeCost);
            if (problem == null)
            {
                try
                {
                    cost = Solver.GetRangeCost(range);
                }
                catch (Exception e)
                {
                    problem = "Cannot propose " + count + " levels: " + LevelFigures.Problem(e);
                }
            }
            if (problem != null)
            {
                Error = problem;
                return false;
            }
            string question = ReplaceQuestion(setName, levelsInSet);
            if (question != null && !confirm(question)) return false;
            Cancel();
            Error = null;
            _arrived = null;
            _job = new Job { Range = range, Count = count, Cost = cost };
            StartWaiting();
            return true;
        }

        /// <summary>Stops the running proposal, if any: the library's call returns within milliseconds and its
        /// worker with it; the set is left as it is.</summary>
        public void Cancel()
        {
            if (_job == null) return;
            _job.Cancel.Cancel();
            _job = null;
        }

        /// <summary><see cref="Cancel"/>, then waits up to <paramref name="timeout"/> for the worker to return
        /// (before a domain reload, so that no native call is in flight when it starts). Returns whether no
        /// worker runs.</summary>
        public bool Stop(TimeSpan timeout)
        {
            Cancel();
            Job worker = _worker;
            return worker == null || worker.Returned.WaitOne(timeout);
        }

        /// <summary>Takes a finished proposal over: its levels for <see cref="TakeProposal"/>, or its
        /// <see cref="Error"/>; starts a request that waited for a cancelled worker. Returns whether it
        /// finished (the window then writes the levels and repaints). GUI thread only, from the Editor's
        /// update loop.</summary>
        public bool Poll()
        {
            StartWaiting();
            Job job = _job;
            if (job == null || job != _worker || !job.Finished) return false;
            _job = null;
            Error = job.Error;
            if (job.Error == null)
            {
                _arrived = new ProposedLevel[job.Levels.Length];
                for (int i = 0; i < _arrived.Length; i++) _arrived[i] = new ProposedLevel(i, job.Levels[i]);
            }
            return true;
        }

        /// <summary>The levels of the proposal <see cref="Poll"/> took over, once; null when none waits.</summary>
        public ProposedLevel[] TakeProposal()
        {
            ProposedLevel[] levels = _arrived;
            _arrived = null;
            return levels;
        }

        /// <summary>Starts the shown request's worker once no other worker runs.</summary>
        private void StartWaiting()
        {
            Job job = _job;
            if (job == null || job == _worker || IsWorking) return;
            _worker = job;
            _start(() => Work(job));
        }

        /// <summary>The worker's part: propose, then publish.</summary>
        private void Work(Job job)
        {
            try
            {
                job.Levels = _propose(job.Range, job.Count, job.Cancel.Token, job);
            }
            catch (OperationCanceledException)
            {
                job.Error = "The proposal was cancelled.";
            }
            catch (Exception e)
            {
                job.Error = "Cannot propose " + job.Count + " levels: " + LevelFigures.Problem(e);
            }
            Thread.MemoryBarrier();
            job.Finished = true;
            job.Returned.Set();
        }
    }
}
