// Hint cost under Mono, in the classic game: the original course algorithm (a fresh breadth-first search
// per hint, seed 000's shape: a struct state, a 4x4x2 parent array and the non-generic, boxing
// System.Collections.Queue) and the safe API's P/Invoke hint.
// Built and run by scripts/bench.sh; prints one markdown row per method, with ratios against the
// original measured in the same run.
using System;
using System.Collections;
using System.Diagnostics;
using PriestsDevils;

static class HintBench
{
    struct SolverState
    {
        public int p, d, side;
        public SolverState(int p, int d, int side) { this.p = p; this.d = d; this.side = side; }
        public bool Same(SolverState o) { return p == o.p && d == o.d && side == o.side; }
    }

    static bool Legal(SolverState s)
    {
        return s.p >= 0 && s.p <= 3 && s.d >= 0 && s.d <= 3 && (s.p == 0 || s.p == 3 || s.p == s.d);
    }

    static readonly int[] Dp = { 0, 1, 1, 2, 0 };
    static readonly int[] Dd = { 1, 0, 1, 0, 2 };

    // The original per-hint search: returns the state after the next crossing.
    static SolverState OriginalBfs(SolverState start)
    {
        var target = new SolverState(0, 0, 1);
        if (start.Same(target)) return start;
        var empty = new SolverState(0, 0, 0);
        var parent = new SolverState[4, 4, 2];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 2; k++) parent[i, j, k] = empty;
        var q = new Queue();
        q.Enqueue(start);
        parent[start.p, start.d, start.side] = start;
        while (q.Count > 0)
        {
            var cur = (SolverState)q.Dequeue();
            int dir = cur.side == 0 ? -1 : 1;
            for (int i = 0; i < 5; i++)
            {
                var next = new SolverState(cur.p + dir * Dp[i], cur.d + dir * Dd[i], 1 - cur.side);
                if (!Legal(next) || !parent[next.p, next.d, next.side].Same(empty)) continue;
                if (next.Same(target))
                {
                    parent[next.p, next.d, next.side] = cur;
                    while (!parent[next.p, next.d, next.side].Same(start)) next = parent[next.p, next.d, next.side];
                    return next;
                }
                q.Enqueue(next);
                parent[next.p, next.d, next.side] = cur;
            }
        }
        return empty;
    }

    static double NanosPerCall(Func<int, long> run, int calls)
    {
        run(calls / 10); // warm up the JIT
        double best = double.MaxValue;
        for (int round = 0; round < 5; round++)
        {
            var watch = Stopwatch.StartNew();
            long sink = run(calls);
            watch.Stop();
            if (sink == long.MinValue) Console.WriteLine(sink);
            best = Math.Min(best, watch.Elapsed.TotalMilliseconds * 1e6 / calls);
        }
        return best;
    }

    static int Main()
    {
        var state = new State(3, 1, Side.Far);
        var original = NanosPerCall(n =>
        {
            long s = 0;
            for (int i = 0; i < n; i++) s += OriginalBfs(new SolverState(3, 1, 1)).d;
            return s;
        }, 200000);
        double pinvoke;
        using (var native = new Solver(Rules.Classic))
        {
            Move check;
            native.TryGetNextMove(state, out check);
            var next = OriginalBfs(new SolverState(3, 1, 1));
            if (next.d - 1 != check.Devils)
            {
                Console.Error.WriteLine("the two methods disagree");
                return 1;
            }
            pinvoke = NanosPerCall(n =>
            {
                long s = 0;
                Move m;
                for (int i = 0; i < n; i++) if (native.TryGetNextMove(state, out m)) s += m.Devils;
                return s;
            }, 5000000);
        }
        Console.WriteLine("| C# hint under Mono (classic game) | ns per hint | speed-up over the original per-hint BFS |");
        Console.WriteLine("| --- | ---: | ---: |");
        Console.WriteLine(string.Format("| original per-hint BFS (seed 000 style, boxing Queue) | {0:F1} | 1× |", original));
        Console.WriteLine(string.Format("| safe API `TryGetNextMove` (P/Invoke into Rust) | {0:F1} | {1:F0}× |", pinvoke, original / pinvoke));
        return 0;
    }
}
