using System;
using System.Threading;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// One run of the Level Designer's report: its configurations computed in order by one worker, which
    /// checks before each whether the run was cancelled, and stops at the first refused one. The worker
    /// writes the results, then publishes its progress and its end through volatile fields; the GUI thread
    /// reads the results only after seeing <see cref="Finished"/>.
    /// </summary>
    internal sealed class ReportJob
    {
        private readonly LevelInput[] _inputs;
        private readonly Func<LevelInput, LevelFigures> _compute;
        private volatile int _done;
        private volatile bool _cancelled;
        private volatile bool _finished;

        internal ReportJob(LevelInput[] inputs, Func<LevelInput, LevelFigures> compute)
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
        internal bool Cancelled { get { return _cancelled; } }

        /// <summary>Asks the worker to stop before its next configuration.</summary>
        internal void Cancel() { _cancelled = true; }

        /// <summary>The worker's loop; any thread, once.</summary>
        internal void Work()
        {
            Refused = -1;
            try
            {
                for (int i = 0; i < _inputs.Length && !_cancelled; i++)
                {
                    LevelFigures figures;
                    try
                    {
                        figures = _compute(_inputs[i]);
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
            }
        }
    }
}
