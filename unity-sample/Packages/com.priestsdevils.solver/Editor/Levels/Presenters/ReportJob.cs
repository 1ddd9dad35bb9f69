using System;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// One run of the Level Designer's report: its configurations computed in order by one worker, which
    /// stops at the first refused one, and when cancelled: the computation of the configuration at hand
    /// gets the cancellation token too, so a large build stops within milliseconds. The worker writes the
    /// results, then publishes its progress and its end through volatile fields and an event; the GUI
    /// thread reads the results only after seeing <see cref="Finished"/>.
    /// </summary>
    internal sealed class ReportJob
    {
        private readonly LevelInput[] _inputs;
        private readonly Func<LevelInput, CancellationToken, LevelFigures> _compute;
        private readonly CancellationTokenSource _cancel = new CancellationTokenSource();
        private readonly ManualResetEvent _returned = new ManualResetEvent(false);
        private volatile int _done;
        private volatile bool _finished;

        internal ReportJob(LevelInput[] inputs, Func<LevelInput, CancellationToken, LevelFigures> compute)
        {
            _inputs = inputs;
            _compute = compute;
            Results = new LevelFigures[inputs.Length];
        }

        /// <summary>The configurations, in report order.</summary>
        internal LevelInput[] Inputs { get { return _inputs; } }
        /// <summary>Their figures; read only once <see cref="Finished"/>.</summary>
        internal LevelFigures[] Results { get; private set; }
        /// <summary>The configuration refused (its figures hold the error); -1 when none was.</summary>
        internal int Refused { get; private set; }
        /// <summary>Configurations computed so far.</summary>
        internal int Done { get { return _done; } }
        /// <summary>Whether the worker has stopped: every configuration computed, one refused, or cancelled.</summary>
        internal bool Finished { get { return _finished; } }
        /// <summary>Whether <see cref="Cancel"/> was called.</summary>
        internal bool Cancelled { get { return _cancel.IsCancellationRequested; } }
        /// <summary>Set when the worker returned.</summary>
        internal WaitHandle Returned { get { return _returned; } }

        /// <summary>Asks the worker to stop: the configuration at hand stops within milliseconds.</summary>
        internal void Cancel() { _cancel.Cancel(); }

        /// <summary>The worker's loop; any thread, once.</summary>
        internal void Work()
        {
            Refused = -1;
            try
            {
                for (int i = 0; i < _inputs.Length && !_cancel.IsCancellationRequested; i++)
                {
                    LevelFigures figures;
                    try
                    {
                        figures = _compute(_inputs[i], _cancel.Token);
                    }
                    catch (OperationCanceledException)
                    {
                        break;
                    }
                    catch (Exception e)
                    {
                        figures = LevelFigures.Failed(LevelFigures.Problem(e));
                    }
                    Results[i] = figures;
                    if (figures.Error != null)
                    {
                        Refused = i;
                        break;
                    }
                    _done = i + 1;
                }
            }
            finally
            {
                Thread.MemoryBarrier();
                _finished = true;
                _returned.Set();
            }
        }
    }
}
