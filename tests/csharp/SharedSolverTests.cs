// SharedSolver under Mono: one solver per rule set for any number of threads, Clear, the application
// domain's unload (an AppDomain made and unloaded here, as the Unity Editor's domain reload does), and
// the package's Unity assembly clearing it when Play Mode starts (the UnityEngine stand-in calls its
// RuntimeInitializeOnLoadMethod as Unity does). Compiled by tests/unity/csharp.rs with the package runtime, its
// Unity assembly's sources and the stand-in. Argument "missing-library": run without the native library.
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
        else
        {
            Run("one solver per rule set", OnePerRuleSet);
            Run("refused rules", RefusedRules);
            Run("threads", Threads);
            Run("clear while threads query", ClearWhileQuerying);
            Run("Play Mode starts without the last session's solvers", PlayModeClears);
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

    static void PlayModeClears()
    {
        Solver before = SharedSolver.For(Rules.Classic);
        UnityStandIn.Player.EnterPlayMode();
        Check(Disposed(before), "entering Play Mode disposes the last session's shared solver");
        Solver after = SharedSolver.For(Rules.Classic);
        Check(!ReferenceEquals(before, after) && !Disposed(after), "the new session solves again");
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

    static void MissingLibrary()
    {
        Solver solver;
        string problem;
        Check(!SharedSolver.TryGet(Rules.Classic, out solver, out problem) && solver == null, "TryGet: false, no solver");
        Check(problem != null && problem.Contains("could not be loaded") && problem.Contains(NativePlugin.Platform),
              "TryGet's problem is NativePlugin.TryLoad's: " + problem);
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
