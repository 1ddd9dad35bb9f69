// SharedSolver under Mono: one solver per rule set for any number of threads, each rule set solved
// outside the lock the others share (a large solve on one thread, the classic game answered on another
// meanwhile; one solve for its waiters, its failure to each of them; Clear during a solve), Clear, the application
// domain's unload (an AppDomain made and unloaded here, as the Unity Editor's domain reload does), and
// the package's Unity assembly clearing it when Play Mode starts (the UnityEngine stand-in calls its
// RuntimeInitializeOnLoadMethod as Unity does) and, compiled as the Editor compiles it (UNITY_EDITOR), before
// an assembly reload (UnityEditorStandIn.Reload.cs raises AssemblyReloadEvents.beforeAssemblyReload). Compiled by tests/unity/csharp.rs with the package runtime, its
// Unity assembly's sources and the stand-in. Argument "missing-library": run without the native library;
// "unresolved-symbol NAME [PATH]": run with a library in its place that needs the missing symbol NAME
// (found by the loader at a path ending in PATH).
// Prints "N passed, N failed"; exits non-zero on failure.
using System;
using System.Collections.Generic;
using System.Threading;
using PriestsDevils;

static class SharedSolverTests
{
    static int passed, failed;

    static void Check(bool condition, string what)
    {
        if (condition) passed++;
        else { failed++; Console.Error.WriteLine("check failed: " + what); }
    }

    static bool Disposed(Solver solver)
    {
        try
        {
            solver.CheckState(solver.Rules.Start);
            return false;
        }
        catch (ObjectDisposedException)
        {
            return true;
        }
    }

    static int Main(string[] args)
    {
        if (args.Length > 0 && args[0] == "missing-library") Run("without the native library", MissingLibrary);
        else if (args.Length > 1 && args[0] == "unresolved-symbol")
            Run("a library with an unresolved symbol", () => UnresolvedSymbol(args[1], args.Length > 2 ? args[2] : ""));
        else
        {
            Run("one solver per rule set", OnePerRuleSet);
            Run("refused rules", RefusedRules);
            Run("threads", Threads);
            Run("clear while threads query", ClearWhileQuerying);
            Run("another rule set does not wait for a large solve", OtherRulesDoNotWait);
            Run("a failed solve reaches every waiter, and nothing is kept", FailureReachesEveryWaiter);
            Run("Clear during a solve", ClearDuringSolve);
            Run("Play Mode starts without the last session's solvers", PlayModeClears);
            Run("the Editor clears before an assembly reload", AssemblyReloadClears);
            Run("an unloaded domain disposes its shared solvers", DomainUnload);
        }
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 && passed > 0 ? 0 : 1;
    }

    static void Run(string name, Action test)
    {
        try { test(); }
        catch (Exception e) { failed++; Console.Error.WriteLine(name + ": unexpected " + e); }
    }

    static void OnePerRuleSet()
    {
        SharedSolver.Clear();
        Solver classic = SharedSolver.For(Rules.Classic);
        Check(ReferenceEquals(classic, SharedSolver.For(new Rules(3, 3, 2))), "equal rules, the same solver");
        Solver larger = SharedSolver.For(new Rules(5, 5, 3));
        Check(!ReferenceEquals(classic, larger) && larger.Rules.Equals(new Rules(5, 5, 3)), "other rules, another solver");
        Solver variant = SharedSolver.For(Rules.Classic.WithRowers(Rowers.Priests));
        Check(!ReferenceEquals(classic, variant) && variant.Rules.Rowers == Rowers.Priests, "a variant is another rule set");
        Check(classic.GetNextState(Rules.Classic.Start).Equals(new State(2, 2, Side.Far)), "the shared solver answers");
        Solver got;
        string problem;
        Check(SharedSolver.TryGet(Rules.Classic, out got, out problem) && ReferenceEquals(got, classic) && problem == null, "TryGet hands out the same solver");
        SharedSolver.Clear();
        Check(Disposed(classic) && Disposed(larger) && Disposed(variant), "Clear disposes every shared solver");
        Solver again = SharedSolver.For(Rules.Classic);
        Check(!ReferenceEquals(again, classic) && !Disposed(again), "after Clear, the next call solves again");
        SharedSolver.Clear();
        SharedSolver.Clear();
        Check(Disposed(again), "Clear twice is harmless");
    }

    static void RefusedRules()
    {
        var boatForNobody = new Rules(3, 3, 0);
        for (int i = 0; i < 2; i++)
        {
            try
            {
                SharedSolver.For(boatForNobody);
                Check(false, "a boat for nobody is refused");
            }
            catch (SolverException e)
            {
                Check(e.Status == Status.InvalidRules, "refused with InvalidRules, every time (nothing kept): " + e.Status);
            }
        }
        Solver solver;
        string problem;
        Check(!SharedSolver.TryGet(boatForNobody, out solver, out problem) && solver == null, "TryGet: false, no solver");
        Check(problem != null && problem.Contains(boatForNobody.ToString()) && problem.Contains(Solver.GetStatusMessage(Status.InvalidRules)),
              "TryGet's problem names the rules and the library's reason: " + problem);
    }

    // 8 threads ask for 4 rule sets at once, 500 times each: one solver per rule set, built once.
    static void Threads()
    {
        SharedSolver.Clear();
        var rules = new[] { Rules.Classic, new Rules(5, 5, 3), new Rules(4, 4, 3), new Rules(6, 5, 4) };
        var seen = new Solver[8, rules.Length];
        bool same = true;
        var start = new Barrier(8);
        var threads = new List<Thread>();
        for (int t = 0; t < 8; t++)
        {
            int id = t;
            var thread = new Thread(() =>
            {
                start.SignalAndWait();
                for (int i = 0; i < 500; i++)
                    for (int r = 0; r < rules.Length; r++)
                    {
                        Solver s = SharedSolver.For(rules[(r + id) % rules.Length]);
                        int k = (r + id) % rules.Length;
                        if (seen[id, k] == null) seen[id, k] = s;
                        else if (!ReferenceEquals(seen[id, k], s)) same = false;
                    }
            });
            threads.Add(thread);
            thread.Start();
        }
        foreach (Thread thread in threads) thread.Join();
        Check(same, "each thread always got the same solver");
        for (int r = 0; r < rules.Length; r++)
            for (int t = 1; t < 8; t++)
                Check(ReferenceEquals(seen[0, r], seen[t, r]), "thread " + t + " shares " + rules[r] + "'s solver");
    }

    // Clear runs while 4 threads ask for the shared solver and query it: every answer is right, and a
    // solver cleared between the lookup and the query throws ObjectDisposedException, nothing else.
    static void ClearWhileQuerying()
    {
        State expected;
        using (var own = new Solver(Rules.Classic)) expected = own.GetNextState(Rules.Classic.Start);
        int answered = 0, disposed = 0;
        string wrong = null;
        bool stop = false;
        var threads = new List<Thread>();
        for (int t = 0; t < 4; t++)
        {
            var thread = new Thread(() =>
            {
                while (!Volatile.Read(ref stop))
                {
                    try
                    {
                        State next;
                        if (SharedSolver.For(Rules.Classic).TryGetNextState(Rules.Classic.Start, out next) && next.Equals(expected))
                            Interlocked.Increment(ref answered);
                        else wrong = "a wrong answer: " + next;
                    }
                    catch (ObjectDisposedException) { Interlocked.Increment(ref disposed); }
                    catch (Exception e) { wrong = e.ToString(); }
                }
            });
            threads.Add(thread);
            thread.Start();
        }
        for (int i = 0; i < 200; i++)
        {
            SharedSolver.Clear();
            Thread.Sleep(1);
        }
        Volatile.Write(ref stop, true);
        foreach (Thread thread in threads) thread.Join();
        Check(wrong == null, "only right answers or ObjectDisposedException: " + wrong);
        Check(answered > 0, "the threads were answered (" + answered + " answers, " + disposed + " after a Clear)");
    }

    /// <summary>Runs <paramref name="body"/> on a new thread, keeping what it returns or throws.</summary>
    sealed class Caller
    {
        public Solver Solver;
        public Exception Thrown;
        public readonly Thread Thread;

        public Caller(Func<Solver> body)
        {
            Thread = new Thread(() =>
            {
                try { Solver = body(); }
                catch (Exception e) { Thrown = e; }
            });
            Thread.Start();
        }
    }

    /// <summary>Waits until every caller sits in a wait (for the solve under way), and stays there for a
    /// while: a deadline against a caller that never got there, not a measure of speed.</summary>
    static bool AllWaiting(IEnumerable<Caller> callers)
    {
        DateTime deadline = DateTime.UtcNow.AddSeconds(30);
        int settled = 0;
        while (DateTime.UtcNow < deadline && settled < 5)
        {
            bool all = true;
            foreach (Caller c in callers) all &= (c.Thread.ThreadState & ThreadState.WaitSleepJoin) != 0;
            settled = all ? settled + 1 : 0;
            Thread.Sleep(20);
        }
        return settled == 5;
    }

    // A large level solved on one thread (the real native solve, about half a second): meanwhile the
    // classic game, asked for on this thread, returns within 50 ms, and three more callers for the large
    // level wait for that one solve and get its solver.
    static void OtherRulesDoNotWait()
    {
        SharedSolver.Clear();
        SharedSolver.For(Rules.Classic); // the JIT and the library loaded: the classic solve below is microseconds
        SharedSolver.Clear();
        var large = new Rules(0, 4000000, 2);
        int solves = 0;
        var started = new ManualResetEvent(false);
        Func<Rules, Solver> solve = rules =>
        {
            Interlocked.Increment(ref solves);
            started.Set();
            return new Solver(rules);
        };
        var first = new Caller(() => SharedSolver.For(large, solve));
        Check(started.WaitOne(TimeSpan.FromSeconds(30)), "the large solve started");
        var watch = System.Diagnostics.Stopwatch.StartNew();
        Solver classic = SharedSolver.For(Rules.Classic);
        watch.Stop();
        bool overlapped = first.Thread.IsAlive;
        Check(overlapped, "the large solve still ran when the classic game was answered (else this test proves nothing)");
        Check(watch.ElapsedMilliseconds < 50, "For(Rules.Classic) returned within 50 ms during a large solve: " + watch.ElapsedMilliseconds + " ms");
        Check(classic.GetNextState(Rules.Classic.Start).Equals(new State(2, 2, Side.Far)), "and answers");
        var waiters = new List<Caller>();
        for (int i = 0; i < 3; i++) waiters.Add(new Caller(() => SharedSolver.For(large, solve)));
        first.Thread.Join();
        foreach (Caller w in waiters) w.Thread.Join();
        Check(first.Thrown == null && first.Solver != null, "the large solve succeeded: " + first.Thrown);
        foreach (Caller w in waiters)
            Check(w.Thrown == null && ReferenceEquals(w.Solver, first.Solver), "a caller for the same rules got the same solver: " + w.Thrown);
        Check(solves == 1, "one solve for every caller of the large level: " + solves);
        Check(ReferenceEquals(SharedSolver.For(large), first.Solver), "the large level's solver is kept");
        SharedSolver.Clear();
    }

    // A solve that fails after the others started waiting for it: every caller gets that very exception,
    // nothing is kept, and the next call solves again.
    static void FailureReachesEveryWaiter()
    {
        SharedSolver.Clear();
        var rules = new Rules(4, 4, 3);
        var gate = new ManualResetEvent(false);
        var failure = new InvalidOperationException("the solve failed");
        int solves = 0;
        Func<Rules, Solver> failing = r =>
        {
            Interlocked.Increment(ref solves);
            gate.WaitOne();
            throw failure;
        };
        var callers = new List<Caller>();
        for (int i = 0; i < 4; i++) callers.Add(new Caller(() => SharedSolver.For(rules, failing)));
        Check(AllWaiting(callers), "the callers wait for the solve");
        Check(ReferenceEquals(SharedSolver.For(Rules.Classic), SharedSolver.For(Rules.Classic)), "other rules meanwhile");
        gate.Set();
        foreach (Caller c in callers) c.Thread.Join();
        foreach (Caller c in callers)
            Check(ReferenceEquals(c.Thrown, failure) && c.Solver == null, "each caller got the solve's exception: " + c.Thrown);
        Check(solves == 1, "one solve for all of them: " + solves);
        Solver again = SharedSolver.For(rules);
        Check(again != null && !Disposed(again) && again.Rules.Equals(rules), "nothing kept: the next call solves again");
        SharedSolver.Clear();
    }

    // Clear while a solve is under way: Clear returns without waiting, a later call solves anew at once,
    // and when the old solve ends its callers get ObjectDisposedException and its solver is disposed,
    // never kept in place of the new one.
    static void ClearDuringSolve()
    {
        SharedSolver.Clear();
        var rules = new Rules(4, 4, 3);
        var gate = new ManualResetEvent(false);
        Solver built = null;
        Func<Rules, Solver> slow = r =>
        {
            gate.WaitOne();
            return built = new Solver(r);
        };
        var callers = new List<Caller>();
        for (int i = 0; i < 3; i++) callers.Add(new Caller(() => SharedSolver.For(rules, slow)));
        Check(AllWaiting(callers), "the callers wait for the solve");
        var cleared = new Caller(() => { SharedSolver.Clear(); return null; });
        Check(cleared.Thread.Join(TimeSpan.FromSeconds(30)), "Clear returns while the solve is under way");
        Solver fresh = SharedSolver.For(rules);
        Check(fresh != null && !Disposed(fresh), "after Clear a call solves anew, without waiting for the old solve");
        gate.Set();
        foreach (Caller c in callers) c.Thread.Join();
        foreach (Caller c in callers)
            Check(c.Thrown is ObjectDisposedException && c.Solver == null, "a caller of the cleared solve: ObjectDisposedException, not " + c.Thrown);
        Check(built != null && Disposed(built), "the cleared solve's solver is disposed");
        Check(ReferenceEquals(SharedSolver.For(rules), fresh) && !Disposed(fresh), "the new solver stays the shared one");
        SharedSolver.Clear();
    }

    static void PlayModeClears()
    {
        Solver before = SharedSolver.For(Rules.Classic);
        UnityStandIn.Player.EnterPlayMode();
        Check(Disposed(before), "entering Play Mode disposes the last session's shared solver");
        Solver after = SharedSolver.For(Rules.Classic);
        Check(!ReferenceEquals(before, after) && !Disposed(after), "the new session solves again");
    }

    // In the Editor (compiled with UNITY_EDITOR): the package's hook, registered when the Editor loads the
    // scripts, disposes the shared solvers before an assembly reload, without AppDomain.DomainUnload.
    static void AssemblyReloadClears()
    {
        UnityEditorStandIn.Editor.LoadScripts(typeof(SharedSolver).Assembly);
        Solver before = SharedSolver.For(Rules.Classic);
        UnityEditorStandIn.Editor.ReloadAssemblies();
        Check(Disposed(before), "beforeAssemblyReload disposes the shared solvers");
        Solver after = SharedSolver.For(Rules.Classic);
        Check(!ReferenceEquals(before, after) && !Disposed(after), "the next call solves again");
    }

    // A domain made and unloaded 20 times, as the Editor reloads scripts: each builds shared solvers and
    // checks, from its own DomainUnload handler (which runs after SharedSolver's), that they were disposed.
    static void DomainUnload()
    {
        Solver mine = SharedSolver.For(Rules.Classic);
        for (int i = 0; i < 20; i++)
        {
            var witness = new Witness();
            AppDomain domain = AppDomain.CreateDomain("reload " + i, null, AppDomain.CurrentDomain.SetupInformation);
            var child = (ChildDomain)domain.CreateInstanceAndUnwrap(typeof(ChildDomain).Assembly.FullName, typeof(ChildDomain).FullName);
            string answer = child.Solve(witness);
            Check(answer == new State(2, 2, Side.Far).ToString(), "the domain's shared solver answered: " + answer);
            AppDomain.Unload(domain);
            Check(witness.Report == "disposed", "domain " + i + " unloaded: its shared solvers were " + (witness.Report ?? "not reported"));
        }
        Check(!Disposed(mine) && ReferenceEquals(mine, SharedSolver.For(Rules.Classic)), "this domain's shared solver is untouched");
    }

    /// <summary>TryLoad with a library in the way that needs <paramref name="symbol"/>, which nothing
    /// defines; the loader was asked about a file whose path holds <paramref name="where"/>.</summary>
    static void UnresolvedSymbol(string symbol, string where)
    {
        string problem;
        Check(!NativePlugin.TryLoad(out problem), "TryLoad: false");
        Check(problem != null && problem.Contains("could not be loaded on " + NativePlugin.Platform)
              && problem.Contains("The system's loader says: ") && problem.Contains("libpriests_devils.so: undefined symbol: " + symbol),
              "the loader's words name the unresolved symbol: " + problem);
        Check(problem != null && problem.Contains(where + "libpriests_devils.so: undefined symbol"), "the loader was asked about the file in " + where + ": " + problem);
    }

    static void MissingLibrary()
    {
        Solver solver;
        string problem;
        Check(!SharedSolver.TryGet(Rules.Classic, out solver, out problem) && solver == null, "TryGet: false, no solver");
        Check(problem != null && problem.Contains("could not be loaded") && problem.Contains(NativePlugin.Platform),
              "TryGet's problem is NativePlugin.TryLoad's: " + problem);
        // glibc's dlerror for a file its search does not find (Mono's DllNotFoundException says none of it).
        Check(problem != null && problem.Contains("The system's loader says: libpriests_devils.so: cannot open shared object file: No such file or directory.")
              && problem.Contains("reinstall the package"),
              "the loader's own words, then the fix: " + problem);
        try
        {
            SharedSolver.For(Rules.Classic);
            Check(false, "For throws without the library");
        }
        catch (DllNotFoundException)
        {
            Check(true, "For: DllNotFoundException");
        }
    }
}

/// <summary>Lives in the test's own domain; a domain being unloaded reports to it.</summary>
public sealed class Witness : MarshalByRefObject
{
    public string Report;
    public void Tell(string report) { Report = report; }
}

/// <summary>Made in a child domain: uses the shared solvers there, and checks them as the domain unloads.</summary>
public sealed class ChildDomain : MarshalByRefObject
{
    private static Solver held;
    private static Witness witness;

    public string Solve(Witness w)
    {
        witness = w;
        held = SharedSolver.For(Rules.Classic);
        SharedSolver.For(new Rules(5, 5, 3));
        AppDomain.CurrentDomain.DomainUnload += delegate
        {
            try
            {
                held.CheckState(Rules.Classic.Start);
                witness.Tell("still usable");
            }
            catch (ObjectDisposedException)
            {
                witness.Tell("disposed");
            }
        };
        return held.GetNextState(Rules.Classic.Start).ToString();
    }
}
