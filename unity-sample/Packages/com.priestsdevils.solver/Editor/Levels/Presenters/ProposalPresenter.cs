using System;
using System.Globalization;
using System.Threading;

namespace PriestsDevils.Editor.Levels
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
    /// ranges and variant choice, chosen by the library (<see cref="Solver.ProposeLevels"/>), computed off the
    /// GUI thread. <see cref="Request"/> refuses bad ranges and counts at once, asks before replacing a set
    /// that holds levels (the window asks with a dialog) and starts the worker; <see cref="Poll"/>, on the GUI
    /// thread from the Editor's update loop, takes the result over, which <see cref="TakeProposal"/> hands to
    /// the window once, to write into the set with Undo. A newer request or <see cref="Cancel"/> drops the
    /// running one's result (the library's call itself runs to its end on the worker).
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

        private readonly Func<LevelRange, int, LevelReport[]> _propose;
        private readonly Action<Action> _start;
        private Job _job;
        private ProposedLevel[] _arrived;

        // One request's run: the worker writes the result, then publishes it through the volatile flag.
        private sealed class Job
        {
            internal LevelRange Range;
            internal int Count;
            internal LevelReport[] Levels;
            internal string Error;
            internal volatile bool Finished;
        }

        /// <summary>A presenter proposing with the library on a thread-pool thread.</summary>
        public ProposalPresenter() : this(Solver.ProposeLevels, Background.OnThreadPool) { }

        /// <summary>A presenter proposing with <paramref name="propose"/> (which may throw
        /// <see cref="SolverException"/>), its runs handed to <paramref name="start"/> to run off the GUI
        /// thread.</summary>
        public ProposalPresenter(Func<LevelRange, int, LevelReport[]> propose, Action<Action> start)
        {
            if (propose == null) throw new ArgumentNullException("propose");
            if (start == null) throw new ArgumentNullException("start");
            _propose = propose;
            _start = start;
        }

        /// <summary>Whether a proposal is being computed.</summary>
        public bool IsRunning { get { return _job != null; } }
        /// <summary>Why the last request made no levels (refused, or the library's reason); null otherwise.</summary>
        public string Error { get; private set; }
        /// <summary>What the window shows while a proposal is computed.</summary>
        public string ProgressText
        {
            get { return _job == null ? "" : "Proposing " + _job.Count.ToString(CultureInfo.InvariantCulture) + " levels of " + _job.Range + "…"; }
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
        /// <paramref name="setName"/>, which holds <paramref name="levelsInSet"/> levels. A refused range or
        /// count sets <see cref="Error"/> and asks nothing; a set holding levels is replaced only when
        /// <paramref name="confirm"/>, given the <see cref="ReplaceQuestion"/>, answers true. Returns whether
        /// the proposal started (a running one's result is then dropped). Never throws, never waits.</summary>
        public bool Request(LevelRange range, int count, string setName, int levelsInSet, Func<string, bool> confirm)
        {
            string problem = LevelDesignerPresenter.RangeProblem(range.PriestsMin, range.PriestsMax, range.DevilsMin, range.DevilsMax,
                range.BoatMin, range.BoatMax, range.AllVariants ? 6 : 1);
            if (problem == null && (count < 1 || count > MaxCount))
                problem = "Propose between 1 and " + MaxCount + " levels (got " + count + ").";
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
            var job = new Job { Range = range, Count = count };
            _job = job;
            _start(() => Work(job));
            return true;
        }

        /// <summary>Drops the running proposal's result, if any; the set is left as it is.</summary>
        public void Cancel()
        {
            _job = null;
        }

        /// <summary>Takes a finished proposal over: its levels for <see cref="TakeProposal"/>, or its
        /// <see cref="Error"/>. Returns whether it finished (the window then writes the levels and repaints).
        /// GUI thread only, from the Editor's update loop.</summary>
        public bool Poll()
        {
            Job job = _job;
            if (job == null || !job.Finished) return false;
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

        /// <summary>The worker's part: propose, then publish.</summary>
        private void Work(Job job)
        {
            try
            {
                job.Levels = _propose(job.Range, job.Count);
            }
            catch (Exception e)
            {
                job.Error = "Cannot propose " + job.Count + " levels: " + LevelFigures.Problem(e);
            }
            Thread.MemoryBarrier();
            job.Finished = true;
        }
    }
}
