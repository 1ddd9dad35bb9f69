using UnityEngine;

namespace PriestsDevils.Unity
{
    /// <summary>
    /// Starts every Play Mode session, and every player, without the shared solvers of the last one:
    /// with domain reload turned off (Enter Play Mode Options) static state survives from one session to
    /// the next, so <see cref="SharedSolver"/> is cleared here. Unity calls this before the first scene
    /// loads; it keeps the method in stripped players (the attribute is a PreserveAttribute).
    /// </summary>
    internal static class SharedSolverReset
    {
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        private static void ClearSharedSolvers()
        {
            SharedSolver.Clear();
        }
    }
}
