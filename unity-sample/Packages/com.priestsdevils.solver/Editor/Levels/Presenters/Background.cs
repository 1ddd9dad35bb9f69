using System;
using System.Threading;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// Where the presenters run work off the GUI thread: a thread-pool thread, so no thread of theirs
    /// outlives its work (a domain reload finds none idle). The presenters take the scheduler as a
    /// parameter, so tests can run work when they choose.
    /// </summary>
    public static class Background
    {
        /// <summary>Runs <paramref name="work"/> on a thread-pool thread and returns at once.</summary>
        public static void OnThreadPool(Action work)
        {
            ThreadPool.QueueUserWorkItem(_ => work());
        }
    }
}
