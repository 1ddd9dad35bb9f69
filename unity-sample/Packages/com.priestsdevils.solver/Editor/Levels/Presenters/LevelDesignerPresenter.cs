using System;
using System.Collections.Generic;
using System.Globalization;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
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

    /// <summary>
    /// The Level Designer window's model: the command-line <c>levels</c> report over ranges of priests,
    /// devils and boat seats and the chosen rule variants, sortable; the state graph of the selected row.
    /// Plain C# over <see cref="Solver"/>; the window only draws it.
    /// <para><see cref="Start"/> computes the report off the GUI thread (one worker), with its progress in
    /// <see cref="Done"/> of <see cref="Total"/>, until it ends or is cancelled (<see cref="Cancel"/>: the
    /// worker stops before its next configuration and its results are dropped); <see cref="Poll"/>, on the
    /// GUI thread from the Editor's update loop, takes the finished report over. The last report stays shown
    /// meanwhile, and <see cref="Record"/> holds it as fields Unity serializes.</para>
    /// </summary>
    public sealed class LevelDesignerPresenter
    {
        /// <summary>The most configurations one report solves (each takes microseconds to milliseconds).</summary>
        public const int MaxConfigurations = 20000;

        private readonly Func<LevelInput, CancellationToken, LevelFigures> _compute;
        private readonly Action<Action> _start;
        private readonly List<ReportRow> _rows = new List<ReportRow>();
        private readonly System.Collections.ObjectModel.ReadOnlyCollection<ReportRow> _view;
        private StateGraph _graph;
        private int _graphFor = -1;
        // The report shown (running, or waiting for the previous worker), and the one whose worker runs.
        private ReportJob _job;
        private ReportJob _worker;
        private int _shownDone;

        /// <summary>The rows, in <see cref="Order"/>.</summary>
        public IList<ReportRow> Rows { get { return _view; } }
        /// <summary>How <see cref="Rows"/> is ordered.</summary>
        public ReportOrder Order { get; private set; }
        /// <summary>Why the last report produced no rows (ranges refused, too many, a library that does not
        /// load); null when it ran.</summary>
        public string Error { get; private set; }
        /// <summary>The selected row's position in <see cref="Rows"/>, -1 when none.</summary>
        public int Selected { get; private set; }
        /// <summary>The shown report as fields Unity serializes, kept current by every change.</summary>
        public ReportRecord Record { get; private set; }

        /// <summary>A presenter with no report yet, computing on a thread-pool thread.</summary>
        public LevelDesignerPresenter()
            : this(new Func<LevelInput, CancellationToken, LevelFigures>(LevelFigures.Compute), Background.OnThreadPool) { }

        /// <summary>A presenter computing each configuration with <paramref name="compute"/> (which cannot be
        /// stopped mid-configuration), its runs handed to <paramref name="start"/> to run off the GUI
        /// thread.</summary>
        public LevelDesignerPresenter(Func<LevelInput, LevelFigures> compute, Action<Action> start)
            : this(Checked(compute), start) { }

        private static Func<LevelInput, CancellationToken, LevelFigures> Checked(Func<LevelInput, LevelFigures> compute)
        {
            if (compute == null) throw new ArgumentNullException("compute");
            return (input, token) => compute(input);
        }

        /// <summary>A presenter computing each configuration with <paramref name="compute"/>, which stops with
        /// <see cref="OperationCanceledException"/> once its token is cancelled, its runs handed to
        /// <paramref name="start"/> to run off the GUI thread.</summary>
        public static LevelDesignerPresenter Cancellable(Func<LevelInput, CancellationToken, LevelFigures> compute, Action<Action> start)
        {
            return new LevelDesignerPresenter(compute, start);
        }

        private LevelDesignerPresenter(Func<LevelInput, CancellationToken, LevelFigures> compute, Action<Action> start)
        {
            if (compute == null) throw new ArgumentNullException("compute");
            if (start == null) throw new ArgumentNullException("start");
            _compute = compute;
            _start = start;
            // A live view of the rows: the window reads it every repaint without a new wrapper.
            _view = _rows.AsReadOnly();
            Selected = -1;
            Record = new ReportRecord();
        }

        /// <summary>Every rule variant, in the command-line report's order: boat safety outermost.</summary>
        public static Rules[] AllVariants(Rules rules)
        {
            var all = new List<Rules>();
            foreach (BoatSafety safety in Enum.GetValues(typeof(BoatSafety)))
                foreach (Rowers rowers in Enum.GetValues(typeof(Rowers)))
                    all.Add(new Rules(rules.Priests, rules.Devils, rules.BoatCapacity, safety, rowers));
            return all.ToArray();
        }

        /// <summary>Whether a report is being computed (or waits for the previous worker to return).</summary>
        public bool IsRunning { get { return _job != null; } }
        /// <summary>Whether a worker runs: a report, or one cancelled and about to return.</summary>
        public bool IsWorking { get { return _worker != null && !_worker.Finished; } }
        /// <summary>Configurations of the running report computed so far (0 when none runs).</summary>
        public int Done { get { return _job == null ? 0 : _job.Done; } }
        /// <summary>Configurations of the running report (0 when none runs).</summary>
        public int Total { get { return _job == null ? 0 : _job.Inputs.Length; } }
        /// <summary>The running report's progress, from 0 to 1.</summary>
        public float Progress { get { return Total == 0 ? 0f : (float)Done / Total; } }
        /// <summary>The running report's progress in words.</summary>
        public string ProgressText
        {
            get
            {
                return "Solved " + Done.ToString("N0", CultureInfo.InvariantCulture) + " of "
                    + Total.ToString("N0", CultureInfo.InvariantCulture) + " configurations";
            }
        }

        /// <summary>Starts the report of every configuration with priests, devils and boat seats in the
        /// inclusive ranges, under each variant of <paramref name="variants"/> (their counts are ignored), in
        /// the command-line report's order, off the GUI thread; a report already running is cancelled. False,
        /// with <see cref="Error"/> set and nothing started, when the ranges are refused; never throws.</summary>
        public bool Start(int priestsLo, int priestsHi, int devilsLo, int devilsHi, int boatLo, int boatHi, IList<Rules> variants)
        {
            Cancel();
            LevelInput[] inputs = Configurations(priestsLo, priestsHi, devilsLo, devilsHi, boatLo, boatHi, variants);
            if (inputs == null)
            {
                Clear();
                return false;
            }
            Error = null;
            Record.error = "";
            _job = new ReportJob(inputs, _compute);
            _shownDone = 0;
            StartWaiting();
            return true;
        }

        /// <summary>The report as <see cref="Start"/> computes it, on the calling thread, shown at once.</summary>
        public void Run(int priestsLo, int priestsHi, int devilsLo, int devilsHi, int boatLo, int boatHi, IList<Rules> variants)
        {
            Cancel();
            LevelInput[] inputs = Configurations(priestsLo, priestsHi, devilsLo, devilsHi, boatLo, boatHi, variants);
            if (inputs == null)
            {
                Clear();
                return;
            }
            var job = new ReportJob(inputs, _compute);
            job.Work();
            Apply(job);
        }

        /// <summary>Cancels the running report, if any: the configuration at hand stops within milliseconds,
        /// the worker returns and what it computed is dropped; the last report stays shown.</summary>
        public void Cancel()
        {
            if (_job == null) return;
            _job.Cancel();
            _job = null;
        }

        /// <summary><see cref="Cancel"/>, then waits up to <paramref name="timeout"/> for the worker to return
        /// (before a domain reload, so that no native call is in flight when it starts). Returns whether no
        /// worker runs.</summary>
        public bool Stop(TimeSpan timeout)
        {
            Cancel();
            ReportJob worker = _worker;
            return worker == null || worker.Returned.WaitOne(timeout);
        }

        /// <summary>Starts the shown report's worker once no other worker runs: a newer report never queues a
        /// second worker behind a cancelled one.</summary>
        private void StartWaiting()
        {
            ReportJob job = _job;
            if (job == null || job == _worker || IsWorking) return;
            _worker = job;
            _start(job.Work);
        }

        /// <summary>Takes a finished report over. Returns whether the window should repaint: the report
        /// arrived, or its progress moved. GUI thread only, from the Editor's update loop.</summary>
        public bool Poll()
        {
            StartWaiting();
            if (_job == null || _job != _worker) return false;
            if (_job.Finished)
            {
                ReportJob job = _job;
                _job = null;
                Apply(job);
                return true;
            }
            int done = _job.Done;
            if (done == _shownDone) return false;
            _shownDone = done;
            return true;
        }

        /// <summary>Shows the report <paramref name="record"/> kept (after a domain reload), as it was:
        /// rows, order, selection. A record of no rows shows its error, if any.</summary>
        public void Restore(ReportRecord record)
        {
            Cancel();
            ResetRows();
            if (record == null) record = new ReportRecord();
            foreach (FiguresRecord row in record.rows) _rows.Add(new ReportRow(_rows.Count, LevelFigures.FromRecord(row)));
            Error = string.IsNullOrEmpty(record.error) ? null : record.error;
            Record = record;
            Order = Enum.IsDefined(typeof(ReportOrder), record.order) ? (ReportOrder)record.order : ReportOrder.Report;
            int selected = record.selected;
            Sort(Order);
            if (selected >= 0 && selected < _rows.Count) Select(_rows.FindIndex(r => r.Index == selected));
        }

        /// <summary>Why the window's ranges are refused, for the report and for a proposal alike: an empty
        /// range, a negative count, a boat under 1, no variant, or more than <see cref="MaxConfigurations"/>
        /// configurations; null when they are accepted.</summary>
        public static string RangeProblem(int priestsLo, int priestsHi, int devilsLo, int devilsHi, int boatLo, int boatHi, int variants)
        {
            if (priestsLo < 0 || devilsLo < 0 || boatLo < 1 || priestsLo > priestsHi || devilsLo > devilsHi || boatLo > boatHi || variants < 1)
                return "Ranges must be non-empty, counts at least 0, the boat at least 1, with a variant chosen.";
            long priests = (long)priestsHi - priestsLo + 1, devils = (long)devilsHi - devilsLo + 1, boats = (long)boatHi - boatLo + 1;
            // Each factor checked first, so the product cannot overflow.
            bool tooMany = priests > MaxConfigurations || devils > MaxConfigurations || boats > MaxConfigurations
                || priests * devils * boats * variants > MaxConfigurations;
            if (!tooMany) return null;
            string count = priests > MaxConfigurations || devils > MaxConfigurations || boats > MaxConfigurations
                ? "More than " + MaxConfigurations : (priests * devils * boats * variants).ToString(CultureInfo.InvariantCulture);
            return count + " configurations: narrow the ranges to at most " + MaxConfigurations + ".";
        }

        /// <summary>The configurations in report order; null with <see cref="Error"/> set when refused.</summary>
        private LevelInput[] Configurations(int priestsLo, int priestsHi, int devilsLo, int devilsHi, int boatLo, int boatHi, IList<Rules> variants)
        {
            Error = RangeProblem(priestsLo, priestsHi, devilsLo, devilsHi, boatLo, boatHi, variants.Count);
            if (Error != null) return null;
            var inputs = new LevelInput[((long)priestsHi - priestsLo + 1) * (devilsHi - devilsLo + 1) * (boatHi - boatLo + 1) * variants.Count];
            int i = 0;
            for (int k = boatLo; k <= boatHi; k++)
                foreach (Rules variant in variants)
                    for (int n = priestsLo; n <= priestsHi; n++)
                        for (int m = devilsLo; m <= devilsHi; m++)
                            inputs[i++] = LevelInput.Of(new Rules(n, m, k, variant.BoatSafety, variant.Rowers));
            return inputs;
        }

        /// <summary>Shows a finished run: its rows, or the configuration it refused.</summary>
        private void Apply(ReportJob job)
        {
            ResetRows();
            Error = null;
            if (job.Refused >= 0)
            {
                LevelInput r = job.Inputs[job.Refused];
                Error = r.Priests + " priests, " + r.Devils + " devils, boat " + r.BoatCapacity + ": " + job.Results[job.Refused].Error;
            }
            else
            {
                foreach (LevelFigures figures in job.Results) _rows.Add(new ReportRow(_rows.Count, figures));
            }
            var record = new ReportRecord { error = Error ?? "" };
            foreach (ReportRow row in _rows) record.rows.Add(row.Figures.ToRecord());
            Record = record;
            Sort(Order);
        }

        /// <summary>No rows, with the refusal in <see cref="Error"/> kept in <see cref="Record"/>.</summary>
        private void Clear()
        {
            ResetRows();
            Record = new ReportRecord { error = Error ?? "" };
            Record.order = (int)Order;
        }

        private void ResetRows()
        {
            _rows.Clear();
            Selected = -1;
            _graph = null;
            _graphFor = -1;
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
            Record.order = (int)order;
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
            Record.selected = Selected >= 0 ? _rows[Selected].Index : -1;
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
