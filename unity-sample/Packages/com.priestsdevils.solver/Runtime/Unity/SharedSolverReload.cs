#if UNITY_EDITOR
using UnityEditor;

namespace PriestsDevils.UnityGlue
{
    /// <summary>
    /// In the Unity Editor, disposes the shared solvers before each assembly reload (a script compiled,
    /// Play Mode entered with domain reload on, a package imported), through
    /// <c>AssemblyReloadEvents.beforeAssemblyReload</c>: a .NET runtime that never raises
    /// <c>AppDomain.DomainUnload</c> (CoreCLR) would otherwise keep every native solver of the old
    /// assemblies until the Editor quits. <see cref="SharedSolver"/>'s own DomainUnload handler stays for
    /// hosts that raise it, and <see cref="SharedSolverReset"/> still clears at each Play Mode start (domain
    /// reload turned off).
    /// </summary>
    internal static class SharedSolverReload
    {
        [InitializeOnLoadMethod]
        private static void ClearBeforeAssemblyReload()
        {
            AssemblyReloadEvents.beforeAssemblyReload += SharedSolver.Clear;
        }
    }
}
#endif
