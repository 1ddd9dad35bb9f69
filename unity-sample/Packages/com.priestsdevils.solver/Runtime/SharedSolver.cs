using System;
using System.Collections.Generic;

namespace PriestsDevils
{
    /// <summary>
    /// One solver per rule set, shared by a game's plain C# classes (an AI class made with <c>new</c>, a
    /// model, a static helper): no MonoBehaviour and no Dispose of your own. The first call for a rule set
    /// solves it; every later call, from any thread, returns that same solver. Ask for it where you use
    /// it, <c>SharedSolver.For(Rules.Classic).TryGetNextState(here, out next)</c>: the lookup is cheap, and a
    /// solver kept in a static field of your own would outlive <see cref="Clear"/>.
    /// <para>Lifetime: <see cref="Clear"/> disposes every shared solver. It runs when the application
    /// domain unloads (the Unity Editor's domain reload, after a script change or on entering Play Mode)
    /// and, in Unity, each time Play Mode starts (the package's <c>PriestsDevils.Solver.Unity</c> assembly
    /// calls it at <c>RuntimeInitializeLoadType.SubsystemRegistration</c>; before Unity 2019.2, which lacks it,
    /// at <c>BeforeSceneLoad</c>), so Play Mode entered with domain
    /// reload turned off (Enter Play Mode Options) starts without the last session's solvers too. A solver
    /// made with <c>new Solver(...)</c> is yours, not shared: dispose it yourself.</para>
    /// </summary>
    public static class SharedSolver
    {
        private static readonly object Gate = new object();
        private static readonly Dictionary<Rules, Solver> Solvers = new Dictionary<Rules, Solver>();

        static SharedSolver()
        {
            // Nothing native outlives the domain: its solvers are released before it goes.
            AppDomain.CurrentDomain.DomainUnload += delegate { Clear(); };
        }

        /// <summary>The shared solver for <paramref name="rules"/>, solved on the first call for them (in
        /// microseconds for the classic game; other threads asking meanwhile wait for it). Do not dispose
        /// it: <see cref="Clear"/> does.</summary>
        /// <exception cref="SolverException">InvalidRules (boat capacity 0), TooLarge or OutOfMemory, as
        /// <c>new Solver(rules)</c>; nothing is kept then.</exception>
        /// <exception cref="DllNotFoundException">The native library is missing (<see cref="TryGet"/> says
        /// why instead, as <see cref="NativePlugin.TryLoad"/> does).</exception>
        public static Solver For(Rules rules)
        {
            lock (Gate)
            {
                Solver solver;
                if (!Solvers.TryGetValue(rules, out solver))
                {
                    solver = new Solver(rules);
                    Solvers.Add(rules, solver);
                }
                return solver;
            }
        }

        /// <summary>The shared solver for <paramref name="rules"/>, or false with <paramref name="problem"/>
        /// saying why not, in words to log (a game's hint that must return a state has nowhere else to put
        /// them): <see cref="NativePlugin.TryLoad"/>'s explanation when the native library cannot be used,
        /// or the library's message when it refuses the rules. Never throws.</summary>
        public static bool TryGet(Rules rules, out Solver solver, out string problem)
        {
            solver = null;
            if (!NativePlugin.TryLoad(out problem)) return false;
            try
            {
                solver = For(rules);
                return true;
            }
            catch (SolverException e)
            {
                problem = "The solver cannot solve " + rules + ": " + e.Message;
                return false;
            }
        }

        /// <summary>Disposes every shared solver and forgets them: the next <see cref="For"/> solves again.
        /// A solver handed out before throws <see cref="ObjectDisposedException"/> from then on (a query
        /// already running on another thread finishes first). Safe to call at any time, from any thread.</summary>
        public static void Clear()
        {
            Solver[] held;
            lock (Gate)
            {
                held = new Solver[Solvers.Count];
                Solvers.Values.CopyTo(held, 0);
                Solvers.Clear();
            }
            foreach (Solver solver in held) solver.Dispose();
        }
    }
}
