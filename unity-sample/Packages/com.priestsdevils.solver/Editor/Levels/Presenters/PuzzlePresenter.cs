using System;
using System.Collections.Generic;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// The figures the Inspector of a puzzle file shows, computed off the GUI thread as the level tools'
    /// are (<see cref="RulesFieldPresenter"/>): asking never waits for a build. The figures of a text are
    /// computed once and kept by the text, so repaints neither build again nor allocate.
    /// <para>One worker computes one text at a time. Each asset (its path) has at most one text waiting: a
    /// newer text of an asset (the file edited and imported again) replaces its waiting one, which then never
    /// starts; a finished text's figures are kept whoever still wants them. The library's puzzle build cannot
    /// be stopped, so a superseded build runs to its end (seconds at most, within the library's caps).
    /// Everything but the computation runs on the GUI thread: <see cref="Present"/> and, from the Editor's
    /// update loop, <see cref="Deliver"/>.</para>
    /// </summary>
    public sealed class PuzzlePresenter
    {
        /// <summary>The most texts whose figures are kept; past it the store starts over.</summary>
        public const int Capacity = 64;

        private readonly Func<string, PuzzleFigures> _compute;
        private readonly Action<Action> _start;
        // GUI thread only: the figures kept by text, the text each asset waits for, the assets waiting for
        // the worker (each at most once, in request order), and whether the worker runs.
        private readonly Dictionary<string, PuzzleFigures> _figures = new Dictionary<string, PuzzleFigures>();
        private readonly Dictionary<string, string> _wants = new Dictionary<string, string>();
        private readonly List<string> _waiting = new List<string>();
        private bool _running;
        private ManualResetEvent _runningReturned;
        // Written by the worker under the lock, taken by Deliver.
        private readonly object _lock = new object();
        private bool _finished;
        private string _finishedText;
        private PuzzleFigures _finishedFigures;

        /// <summary>A presenter computing <see cref="PuzzleFigures.Compute"/> on a thread-pool thread.</summary>
        public PuzzlePresenter() : this(PuzzleFigures.Compute, Background.OnThreadPool) { }

        /// <summary>A presenter computing figures with <paramref name="compute"/> (which must not throw), each
        /// computation handed to <paramref name="start"/> to run off the GUI thread.</summary>
        public PuzzlePresenter(Func<string, PuzzleFigures> compute, Action<Action> start)
        {
            if (compute == null) throw new ArgumentNullException("compute");
            if (start == null) throw new ArgumentNullException("start");
            _compute = compute;
            _start = start;
        }

        /// <summary>How many computations were started (once per text, unless the store started over).</summary>
        public int Computations { get; private set; }

        /// <summary>Whether a computation is running.</summary>
        public bool IsComputing { get { return _running; } }

        /// <summary>How many assets wait for the worker.</summary>
        public int Waiting { get { return _waiting.Count; } }

        /// <summary>What the asset at <paramref name="asset"/>, now holding <paramref name="text"/>, shows: the
        /// kept figures, or <see cref="PuzzleFigures.Computing"/> (the computation then queued, superseding
        /// the asset's older text). GUI thread only; never waits.</summary>
        public PuzzleFigures Present(string asset, string text)
        {
            asset = asset ?? "";
            text = text ?? "";
            PuzzleFigures figures;
            if (_figures.TryGetValue(text, out figures))
            {
                _wants.Remove(asset);
                return figures;
            }
            _wants[asset] = text;
            if (!_waiting.Contains(asset)) _waiting.Add(asset);
            StartNext();
            return PuzzleFigures.Computing;
        }

        /// <summary>Takes over a finished computation, if any, keeps its figures and starts the next waiting
        /// asset's. Returns whether an asset's figures arrived (the caller repaints). GUI thread only.</summary>
        public bool Deliver()
        {
            string text;
            PuzzleFigures figures;
            lock (_lock)
            {
                if (!_finished) return false;
                _finished = false;
                text = _finishedText;
                figures = _finishedFigures;
                _finishedFigures = null;
            }
            _running = false;
            if (_figures.Count >= Capacity) _figures.Clear();
            _figures[text] = figures;
            bool wanted = false;
            foreach (KeyValuePair<string, string> want in new List<KeyValuePair<string, string>>(_wants))
            {
                if (want.Value != text) continue;
                _wants.Remove(want.Key);
                wanted = true;
            }
            StartNext();
            return wanted;
        }

        /// <summary>Forgets every waiting asset, then waits up to <paramref name="timeout"/> for the worker
        /// to return (before a domain reload, so that no native call is in flight when it starts). Returns
        /// whether no worker runs.</summary>
        public bool Stop(TimeSpan timeout)
        {
            _waiting.Clear();
            _wants.Clear();
            ManualResetEvent returned = _runningReturned;
            return !_running || returned == null || returned.WaitOne(timeout);
        }

        /// <summary>Starts the first waiting asset's computation when the worker is idle; assets whose text
        /// got its figures meanwhile are skipped.</summary>
        private void StartNext()
        {
            while (!_running && _waiting.Count > 0)
            {
                string asset = _waiting[0];
                _waiting.RemoveAt(0);
                string text;
                if (!_wants.TryGetValue(asset, out text)) continue;
                if (_figures.ContainsKey(text)) continue;
                _running = true;
                var returned = new ManualResetEvent(false);
                _runningReturned = returned;
                Computations++;
                _start(() => Work(text, returned));
            }
        }

        /// <summary>The worker's part: compute, then publish for <see cref="Deliver"/>.</summary>
        private void Work(string text, ManualResetEvent returned)
        {
            PuzzleFigures figures;
            try
            {
                figures = _compute(text);
            }
            catch (Exception e)
            {
                // Never lose the worker to a throwing computation: the asset shows what went wrong.
                figures = PuzzleFigures.Failed(LevelFigures.Problem(e));
            }
            lock (_lock)
            {
                _finishedText = text;
                _finishedFigures = figures;
                _finished = true;
            }
            returned.Set();
        }
    }
}
