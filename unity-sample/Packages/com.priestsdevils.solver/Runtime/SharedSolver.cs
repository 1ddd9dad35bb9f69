using System;
using System.Collections.Generic;
using System.Runtime.ExceptionServices;
using System.Threading;

namespace PriestsDevils
{
    /// <summary>
    /// One solver per rule set, shared by a game's plain C# classes (an AI class made with <c>new</c>, a
    /// model, a static helper): no MonoBehaviour and no Dispose of your own. The first call for a rule set
    /// solves it; every later call, from any thread, returns that same solver. Ask for it where you use
    /// it, <c>SharedSolver.For(Rules.Classic).TryGetNextState(here, out next)</c>: the lookup is cheap, and a
    /// solver kept in a static field of your own would outlive <see cref="Clear"/>.
    /// <para>Each rule set is solved once, on the thread that asked first, outside any lock the other rule
    /// sets share: while a large level is solved on one thread, <c>For(Rules.Classic)</c> on the main
    /// thread returns at once, and callers asking for that large level meanwhile wait for that one solve.</para>
    /// <para>Lifetime: <see cref="Clear"/> disposes every shared solver. In the Unity Editor it runs before
    /// each assembly reload (after a script change, on entering Play Mode); in Unity it also runs each time
    /// Play Mode starts (the package's <c>PriestsDevils.Solver.Unity</c> assembly calls it at
    /// <c>RuntimeInitializeLoadType.SubsystemRegistration</c>; before Unity 2019.2, which lacks it, at
    /// <c>BeforeSceneLoad</c>), so Play Mode entered with domain reload
    /// turned off (Enter Play Mode Options) starts without the last session's solvers too; and, in any .NET
    /// host that raises it, when the application domain unloads. A solver made with <c>new Solver(...)</c>
    /// is yours, not shared: dispose it yourself.</para>
    /// </summary>
    public static class SharedSolver
    {
        /// <summary>A rule set's solve: under way until <see cref="Done"/>, then its solver or its failure.
        /// Read and written under <see cref="Gate"/> only.</summary>
        private sealed class Entry
        {
            public bool Done;
            public Solver Solver;
            public ExceptionDispatchInfo Failure;
            /// <summary>Set by <see cref="Clear"/> while the solve was under way.</summary>
            public bool Cleared;
        }

        // Guards Entries and every Entry's fields; never held during a solve. Invariant: an entry in
        // Entries is under way or holds a solver (a failed or cleared solve leaves no entry).
        private static readonly object Gate = new object();
        private static readonly Dictionary<Rules, Entry> Entries = new Dictionary<Rules, Entry>();

        static SharedSolver()
        {
            // Nothing native outlives the domain in hosts that raise DomainUnload (Mono, .NET Framework);
            // the Unity Editor clears before its assembly reload too (PriestsDevils.Solver.Unity).
            AppDomain.CurrentDomain.DomainUnload += delegate { Clear(); };
        }

        /// <summary>The shared solver for <paramref name="rules"/>, solved on the first call for them (in
        /// microseconds for the classic game). A call for rules another thread is solving waits for that
        /// solve and returns the same solver; a call for other rules does not wait for it. Do not dispose
        /// it: <see cref="Clear"/> does.</summary>
        /// <exception cref="SolverException">InvalidRules (boat capacity 0), TooLarge or OutOfMemory, as
        /// <c>new Solver(rules)</c>: the caller that solved and every caller waiting for that solve get that
        /// same exception, and nothing is kept (the next call solves again).</exception>
        /// <exception cref="ObjectDisposedException"><see cref="Clear"/> ran while the rules were being
        /// solved for this call (see <see cref="Clear"/>).</exception>
        /// <exception cref="DllNotFoundException">The native library is missing (<see cref="TryGet"/> says
        /// why instead, as <see cref="NativePlugin.TryLoad"/> does).</exception>
        public static Solver For(Rules rules)
        {
            return For(rules, Solve);
        }

        private static Solver Solve(Rules rules) { return new Solver(rules); }

        /// <summary><see cref="For(Rules)"/> with the solve itself given (tests give a slow or failing one).</summary>
        internal static Solver For(Rules rules, Func<Rules, Solver> solve)
        {
            Entry entry;
            bool mine = false;
            lock (Gate)
            {
                if (!Entries.TryGetValue(rules, out entry))
                {
                    entry = new Entry();
                    Entries.Add(rules, entry);
                    mine = true;
                }
                else if (entry.Done)
                {
                    return entry.Solver;
                }
            }
            if (mine) Settle(rules, entry, solve);
            lock (Gate)
            {
                while (!entry.Done) Monitor.Wait(Gate);
            }
            if (entry.Failure != null) entry.Failure.Throw();
            if (entry.Cleared) throw new ObjectDisposedException("SharedSolver", "SharedSolver.Clear ran while " + rules + " was being solved.");
            return entry.Solver;
        }

        /// <summary>Solves the rules of <paramref name="entry"/> outside the lock, then publishes the solver
        /// or the failure to every waiter; a failed or cleared solve leaves nothing behind. Publishes in a
        /// finally block, so that even a thread aborted mid-solve (a domain unloading) releases its waiters.</summary>
        private static void Settle(Rules rules, Entry entry, Func<Rules, Solver> solve)
        {
            Solver solver = null;
            ExceptionDispatchInfo failure = null;
            try
            {
                solver = solve(rules);
            }
            catch (Exception e)
            {
                failure = ExceptionDispatchInfo.Capture(e);
            }
            finally
            {
                if (solver == null && failure == null)
                    failure = ExceptionDispatchInfo.Capture(new InvalidOperationException("The solve of " + rules + " was interrupted."));
                bool cleared;
                lock (Gate)
                {
                    cleared = entry.Cleared;
                    entry.Solver = cleared || failure != null ? null : solver;
                    entry.Failure = failure;
                    entry.Done = true;
                    if (failure != null && !cleared) Entries.Remove(rules);
                    Monitor.PulseAll(Gate);
                }
                if (cleared && solver != null) solver.Dispose();
            }
        }

        /// <summary>The shared solver for <paramref name="rules"/>, or false with <paramref name="problem"/>
        /// saying why not, in words to log (a game's hint that must return a state has nowhere else to put
        /// them): <see cref="NativePlugin.TryLoad"/>'s explanation when the native library cannot be used,
        /// or the library's message when it refuses the rules. Never throws but
        /// <see cref="ObjectDisposedException"/> as <see cref="For(Rules)"/> does.</summary>
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

        /// <summary>Disposes every shared solver and forgets them: the next <see cref="For(Rules)"/> solves
        /// again. A solver handed out before throws <see cref="ObjectDisposedException"/> from then on (a
        /// query already running on another thread finishes first). Safe to call at any time, from any
        /// thread; it never waits for a solve.
        /// <para>During a solve: the rule set is forgotten at once (a later call solves it anew, without
        /// waiting for the old solve); the solve under way runs to its end on its thread, then disposes
        /// the solver it built, and the calls that waited for it throw <see cref="ObjectDisposedException"/>
        /// (or the solve's own exception, if it failed), as a solver handed out before Clear would throw
        /// from its next query.</para></summary>
        public static void Clear()
        {
            var held = new List<Solver>();
            lock (Gate)
            {
                foreach (Entry entry in Entries.Values)
                {
                    if (entry.Done) held.Add(entry.Solver);
                    else entry.Cleared = true;
                }
                Entries.Clear();
            }
            foreach (Solver solver in held) solver.Dispose();
        }
    }
}
