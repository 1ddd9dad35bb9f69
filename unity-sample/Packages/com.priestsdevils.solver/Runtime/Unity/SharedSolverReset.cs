using UnityEngine;

namespace PriestsDevils.UnityGlue
{
    /// <summary>
    /// Starts every Play Mode session, and every player, without the shared solvers of the last one:
    /// with domain reload turned off (Enter Play Mode Options) static state survives from one session to
    /// the next, so <see cref="SharedSolver"/> is cleared here. Unity calls this before the first scene
    /// loads; it keeps the method in stripped players (the attribute is a PreserveAttribute). Unity 2019.2
    /// and newer call it at subsystem registration, the earliest point; before 2019.2, which has no such
    /// point (nor Enter Play Mode Options: every Play Mode session reloads the domain), before the first
    /// scene loads.
    /// </summary>
    internal static class SharedSolverReset
    {
#if UNITY_2019_2_OR_NEWER
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
#else
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.BeforeSceneLoad)]
#endif
        private static void ClearSharedSolvers()
        {
            SharedSolver.Clear();
        }
    }
}
