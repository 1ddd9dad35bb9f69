using System;
using System.Collections.Generic;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// The figures the rules field's drawer shows under each field, computed off the GUI thread: asking
    /// never waits for a solve. The figures of a value combination are computed once and kept by the values
    /// (Unity may share one drawer among the elements of a list, hence the key by values), so repaints
    /// neither solve again nor allocate (the lookups by struct keys implementing
    /// <see cref="IEquatable{T}"/> do not box).
    /// <para>One worker computes one combination at a time. Each field (<see cref="FieldKey"/>) has at most
    /// one computation running and one waiting: a newer value of a field replaces its waiting one, which then
    /// never starts, and the result of a computation no field wants any more is dropped (latest wins). A
    /// level with more safe states than <see cref="MaxAutomaticSafeStates"/> is not computed until asked
    /// (<see cref="ComputeLarge"/>). Everything but the computation itself runs on the GUI thread:
    /// <see cref="Present"/> and, from the Editor's update loop, <see cref="Deliver"/>, which hands a
    /// finished result over.</para>
    /// </summary>
    public sealed class RulesFieldPresenter
    {
        /// <summary>The most safe states (<see cref="Solver.CountSafeStates"/>, constant time) of a level
        /// whose figures are computed as soon as it is drawn. The figures (a solver, then its
        /// <see cref="Solver.GetLevelReport(State)"/>) are linear in the level's states and crossings; their
        /// cost is memory more than time: about 24 bytes per safe state at the peak, the build alone about 5.
        /// At this bound, about 0.15 s of the worker and 100 MB on a loaded 2-core machine under Mono
        /// (<c>benches/csharp/LevelBench.cs</c>, docs/performance.md). Larger levels (0 priests and 8 000 000
        /// devils: 16 000 002 safe states, half a second and 375 MB) show their size and are computed on
        /// request, up to the library's cap of 2^25 safe states (about 1 s and 750 MB). A level with few
        /// states and a huge boat costs by its crossings instead (2000 priests, 2000 devils, a boat of 2000:
        /// 12 002 states, 70 ms), which the library's move budget bounds to a few seconds; it is computed
        /// off the GUI thread like any other.</summary>
        public const long MaxAutomaticSafeStates = 4000000;

        /// <summary>The most value combinations kept; past it the store starts over (a designer typing
        /// through counts must not grow it without bound).</summary>
        public const int Capacity = 256;

        private readonly Func<LevelInput, CancellationToken, LevelFigures> _compute;
        private readonly Action<Action> _start;
        private readonly long _bound;
        // GUI thread only: the views kept by values (ready and large ones), what each field waits for, the
        // fields waiting for the worker (each at most once, in request order), the values asked despite
        // their size, and the combination the worker computes.
        private readonly Dictionary<LevelInput, FiguresView> _views = new Dictionary<LevelInput, FiguresView>();
        private readonly Dictionary<FieldKey, LevelInput> _wants = new Dictionary<FieldKey, LevelInput>();
        private readonly List<FieldKey> _waiting = new List<FieldKey>();
        private readonly HashSet<LevelInput> _asked = new HashSet<LevelInput>();
        private bool _running;
        private LevelInput _runningInput;
        private CancellationTokenSource _runningCancel;
        private ManualResetEvent _runningReturned;
        // Written by the worker under the lock, taken by Deliver.
        private readonly object _lock = new object();
        private bool _finished;
        private LevelInput _finishedInput;
        private LevelFigures _finishedFigures;

        /// <summary>A presenter computing <see cref="LevelFigures.Compute"/> on a thread-pool thread.</summary>
        public RulesFieldPresenter()
            : this(new Func<LevelInput, CancellationToken, LevelFigures>(LevelFigures.Compute), Background.OnThreadPool, MaxAutomaticSafeStates) { }

        /// <summary>A presenter computing figures with <paramref name="compute"/> (which must not throw, and
        /// cannot be stopped), each computation handed to <paramref name="start"/> to run off the GUI thread,
        /// levels with more than <paramref name="maxAutomaticSafeStates"/> safe states computed only on
        /// request.</summary>
        public RulesFieldPresenter(Func<LevelInput, LevelFigures> compute, Action<Action> start, long maxAutomaticSafeStates)
            : this(Checked(compute), start, maxAutomaticSafeStates) { }

        private static Func<LevelInput, CancellationToken, LevelFigures> Checked(Func<LevelInput, LevelFigures> compute)
        {
            if (compute == null) throw new ArgumentNullException("compute");
            return (input, token) => compute(input);
        }

        /// <summary>A presenter computing figures with <paramref name="compute"/> (which throws only
        /// <see cref="OperationCanceledException"/>, once its token is cancelled: a large build stops within
        /// milliseconds when no field wants its figures any more), each computation handed to
        /// <paramref name="start"/> to run off the GUI thread, levels with more than
        /// <paramref name="maxAutomaticSafeStates"/> safe states computed only on request.</summary>
        public static RulesFieldPresenter Cancellable(Func<LevelInput, CancellationToken, LevelFigures> compute, Action<Action> start, long maxAutomaticSafeStates)
        {
            return new RulesFieldPresenter(compute, start, maxAutomaticSafeStates);
        }

        private RulesFieldPresenter(Func<LevelInput, CancellationToken, LevelFigures> compute, Action<Action> start, long maxAutomaticSafeStates)
        {
            if (compute == null) throw new ArgumentNullException("compute");
            if (start == null) throw new ArgumentNullException("start");
            _compute = compute;
            _start = start;
            _bound = maxAutomaticSafeStates;
        }

        /// <summary>How many computations were started (once per value combination, unless dropped and
        /// asked again).</summary>
        public int Computations { get; private set; }

        /// <summary>Whether a computation is running.</summary>
        public bool IsComputing { get { return _running; } }

        /// <summary>How many fields wait for the worker.</summary>
        public int Waiting { get { return _waiting.Count; } }

        /// <summary>What <paramref name="field"/>, now holding <paramref name="input"/>, shows: the kept
        /// figures, a large level's size, or <see cref="FiguresView.Computing"/> (the computation then
        /// queued, superseding the field's older value). GUI thread only; never waits.</summary>
        public FiguresView Present(FieldKey field, LevelInput input)
        {
            FiguresView view;
            if (_views.TryGetValue(input, out view))
            {
                _wants.Remove(field); // an older value of this field, still running, is no longer wanted
                CancelUnwanted();
                return view;
            }
            LevelInput wanted;
            if (_wants.TryGetValue(field, out wanted) && wanted.Equals(input)) return FiguresView.Computing;
            long safeStates = SafeStates(input);
            if (safeStates > _bound && !_asked.Contains(input))
            {
                view = FiguresView.Large(safeStates, _bound);
                Keep(input, view);
                _wants.Remove(field);
                CancelUnwanted();
                return view;
            }
            _wants[field] = input;
            if (!_waiting.Contains(field)) _waiting.Add(field);
            CancelUnwanted();
            StartNext();
            return FiguresView.Computing;
        }

        /// <summary>Lifts the size bound for <paramref name="input"/> (the drawer's <i>Compute</i> button):
        /// its fields then show "computing…" until its figures arrive.</summary>
        public void ComputeLarge(LevelInput input)
        {
            FiguresView view;
            if (_views.TryGetValue(input, out view) && view.State == FiguresState.Large) _views.Remove(input);
            _asked.Add(input);
        }

        /// <summary>Whether <paramref name="input"/> is a large level whose figures were asked for with
        /// <see cref="ComputeLarge"/> and have not arrived: the drawer then offers <see cref="Cancel"/>.</summary>
        public bool IsComputingLarge(LevelInput input)
        {
            return _asked.Contains(input) && !_views.ContainsKey(input);
        }

        /// <summary>Stops the running computation, if any (a large level's, the <i>Compute</i> button's): the
        /// library's build returns within milliseconds and nothing is kept; the fields that wanted it ask
        /// again when drawn. Waiting fields stay waiting.</summary>
        public void Cancel()
        {
            if (_runningCancel != null) _runningCancel.Cancel();
            _asked.Remove(_runningInput);
        }

        /// <summary><see cref="Cancel"/>, forgets every waiting field, then waits up to
        /// <paramref name="timeout"/> for the worker to return (before a domain reload, so that no native call
        /// is in flight when it starts). Returns whether no worker runs.</summary>
        public bool Stop(TimeSpan timeout)
        {
            Cancel();
            _waiting.Clear();
            _wants.Clear();
            ManualResetEvent returned = _runningReturned;
            return !_running || returned == null || returned.WaitOne(timeout);
        }

        /// <summary>Cancels the running computation when no field wants its figures any more (each field's
        /// newer value superseded it).</summary>
        private void CancelUnwanted()
        {
            if (!_running || _runningCancel == null) return;
            foreach (LevelInput want in _wants.Values)
            {
                if (want.Equals(_runningInput)) return;
            }
            _runningCancel.Cancel();
        }

        /// <summary>Takes over a finished computation, if any: its figures are kept when a field still wants
        /// them, dropped otherwise; then starts the next waiting field's. Returns whether a field's view
        /// changed (the caller repaints). GUI thread only, from the Editor's update loop.</summary>
        public bool Deliver()
        {
            LevelInput input;
            LevelFigures figures;
            lock (_lock)
            {
                if (!_finished) return false;
                _finished = false;
                input = _finishedInput;
                figures = _finishedFigures;
                _finishedFigures = null;
            }
            _running = false;
            _runningCancel = null;
            bool wanted = false;
            foreach (LevelInput want in _wants.Values)
            {
                if (want.Equals(input)) { wanted = true; break; }
            }
            if (figures == null)
            {
                // Cancelled: the fields that still want it ask again; one that was dropped shows its size.
                if (wanted)
                {
                    foreach (KeyValuePair<FieldKey, LevelInput> want in new List<KeyValuePair<FieldKey, LevelInput>>(_wants))
                    {
                        if (want.Value.Equals(input)) _wants.Remove(want.Key);
                    }
                }
                StartNext();
                return wanted;
            }
            if (wanted)
            {
                Keep(input, FiguresView.Of(figures));
                _asked.Remove(input);
            }
            StartNext();
            return wanted;
        }

        /// <summary>The safe states of <paramref name="input"/>'s rules in constant time; 0 when the values
        /// are refused or the library cannot answer (the computation then says why, at once).</summary>
        private static long SafeStates(LevelInput input)
        {
            Rules rules;
            State start;
            string problem;
            if (!input.TryGetRules(out rules, out start, out problem)) return 0;
            try
            {
                return Solver.CountSafeStates(rules);
            }
            catch (Exception)
            {
                // Over the library's cap (refused in constant time too), or a library that does not load.
                return 0;
            }
        }

        private void Keep(LevelInput input, FiguresView view)
        {
            if (_views.Count >= Capacity) _views.Clear();
            _views[input] = view;
        }

        /// <summary>Starts the first waiting field's computation when the worker is idle; fields whose value
        /// got its figures meanwhile are skipped.</summary>
        private void StartNext()
        {
            while (!_running && _waiting.Count > 0)
            {
                FieldKey field = _waiting[0];
                _waiting.RemoveAt(0);
                LevelInput input;
                if (!_wants.TryGetValue(field, out input)) continue;
                if (_views.ContainsKey(input)) continue;
                _running = true;
                _runningInput = input;
                var cancel = new CancellationTokenSource();
                var returned = new ManualResetEvent(false);
                _runningCancel = cancel;
                _runningReturned = returned;
                Computations++;
                _start(() => Work(input, cancel.Token, returned));
            }
        }

        /// <summary>The worker's part: compute, then publish for <see cref="Deliver"/> (a cancelled
        /// computation publishes no figures: null, which Deliver drops).</summary>
        private void Work(LevelInput input, CancellationToken cancellationToken, ManualResetEvent returned)
        {
            LevelFigures figures;
            try
            {
                figures = _compute(input, cancellationToken);
            }
            catch (OperationCanceledException)
            {
                figures = null;
            }
            catch (Exception e)
            {
                // Never lose the worker to a throwing computation: the field shows what went wrong.
                figures = LevelFigures.Failed(LevelFigures.Problem(e));
            }
            lock (_lock)
            {
                _finishedInput = input;
                _finishedFigures = figures;
                _finished = true;
            }
            returned.Set();
        }
    }
}
