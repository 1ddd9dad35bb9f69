// One solver under many threads, and Dispose while they query: part of SolverTests (see SolverTests.cs).
using System;
using System.Collections.Generic;
using PriestsDevils;

static partial class SolverTests
{
    // One solver shared by 8 threads doing mixed queries; every answer equals the single-threaded one.
    static void Threads()
    {
        using (var solver = new Solver(5, 5, 3))
        {
            var states = new List<State>();
            for (int p = 0; p <= 5; p++)
            for (int d = 0; d <= 5; d++)
            {
                states.Add(new State(p, d, Side.Start));
                states.Add(new State(p, d, Side.Far));
            }
            var expectedMove = new Move[states.Count];
            var expectedStatus = new Status[states.Count];
            for (int i = 0; i < states.Count; i++) solver.TryGetNextMove(states[i], out expectedMove[i], out expectedStatus[i]);
            int mismatches = 0;
            var threads = new System.Threading.Thread[8];
            for (int t = 0; t < threads.Length; t++)
            {
                int seed = t;
                threads[t] = new System.Threading.Thread(() =>
                {
                    int local = 0;
                    for (int i = 0; i < 500000; i++) // two queries each: a million per thread
                    {
                        int k = (i * 7 + seed * 13) % states.Count;
                        Move m;
                        Status s;
                        solver.TryGetNextMove(states[k], out m, out s);
                        Verdict v;
                        solver.TryCheckState(states[k], out v);
                        if (s != expectedStatus[k] || !m.Equals(expectedMove[k])) local++;
                    }
                    System.Threading.Interlocked.Add(ref mismatches, local);
                });
                threads[t].Start();
            }
            foreach (var th in threads) th.Join();
            Check(mismatches == 0, "threads agree with the single-threaded answers (" + mismatches + " mismatches)");
        }
    }

    // A solver disposed while 8 threads query it: every query answers correctly or throws
    // ObjectDisposedException; none crashes, reads freed memory or throws anything else.
    static void DisposeWhileQuerying()
    {
        var solver = new Solver(Rules.Classic);
        State start = Rules.Classic.Start;
        Move expected = solver.GetNextMove(start);
        GameState game = GameState.StartOf(Rules.Classic);
        int answered = 0, disposed = 0, wrong = 0, other = 0;
        var started = new System.Threading.CountdownEvent(8);
        var threads = new System.Threading.Thread[8];
        for (int t = 0; t < threads.Length; t++)
        {
            int kind = t % 4;
            threads[t] = new System.Threading.Thread(() =>
            {
                started.Signal();
                int afterDispose = 0;
                while (afterDispose < 2000)
                {
                    try
                    {
                        bool ok;
                        switch (kind)
                        {
                            case 0: { Move m; ok = solver.TryGetNextMove(start, out m) && m.Equals(expected); break; }
                            case 1: ok = solver.CheckState(start).Distance == 11; break;
                            case 2: ok = solver.GetNextAction(game).Action == ActionKind.BoardPriest; break;
                            default: ok = solver.GetPlan(start).Length == 11; break;
                        }
                        System.Threading.Interlocked.Increment(ref answered);
                        if (!ok) System.Threading.Interlocked.Increment(ref wrong);
                    }
                    catch (ObjectDisposedException)
                    {
                        System.Threading.Interlocked.Increment(ref disposed);
                        afterDispose++;
                    }
                    catch (Exception e)
                    {
                        if (System.Threading.Interlocked.Increment(ref other) == 1) Console.Error.WriteLine(e);
                        afterDispose = int.MaxValue;
                    }
                }
            });
            threads[t].Start();
        }
        started.Wait();
        System.Threading.Thread.Sleep(50);
        solver.Dispose();
        foreach (var th in threads) th.Join();
        Check(other == 0, "only ObjectDisposedException after Dispose (" + other + " other exceptions)");
        Check(wrong == 0, "every answer before Dispose is right (" + wrong + " wrong of " + answered + ")");
        Check(answered > 0 && disposed >= 8 * 2000, "queries answered (" + answered + ") then refused (" + disposed + ")");
    }
}
