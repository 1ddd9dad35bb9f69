// The Editor's level tools under Mono, with the package runtime and the Level Designer's presenters over
// the release library: the native build of 2000 priests, 2000 devils and a boat of 2000 (new Solver), the
// figures of that level as the rules field's drawer computes them (LevelFigures.Compute: new Solver, then
// GetLevelReport), their ratio (target: at most 3x, both from this run); the figures of the levels around
// the drawer's size bound (RulesFieldPresenter.MaxAutomaticSafeStates), with the process's peak resident
// memory after each (the levels in rising size, so each peak is its own); and the Level Designer's report
// over N, M <= 6, K <= 4 with every variant (LevelDesignerPresenter.Run: the window's work, on the calling
// thread).
// Built and run by scripts/bench.sh (`scripts/bench.sh levels` alone); prints markdown rows. Each figure
// is the fastest of its rounds, the build and the figures alternated round by round, since a shared host's
// speed varies over minutes.
using System;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using PriestsDevils;
using PriestsDevils.EditorTools.Levels;

static class LevelBench
{
    static double Millis(Stopwatch watch) { return watch.Elapsed.TotalMilliseconds; }

    static string Ms(double ms) { return ms.ToString(ms < 10 ? "F2" : "F0", CultureInfo.InvariantCulture) + " ms"; }

    /// <summary>One native build of <paramref name="rules"/>, disposed.</summary>
    static double Build(Rules rules)
    {
        var watch = Stopwatch.StartNew();
        using (var solver = new Solver(rules))
        {
            watch.Stop();
            if (solver.SafeStates < 0) Console.WriteLine("impossible");
        }
        return Millis(watch);
    }

    /// <summary>The drawer's figures of <paramref name="rules"/>: a solver, its report, disposed.</summary>
    static double Figures(Rules rules)
    {
        var watch = Stopwatch.StartNew();
        LevelFigures f = LevelFigures.Compute(LevelInput.Of(rules));
        watch.Stop();
        if (f.Error != null) throw new InvalidOperationException(rules + ": " + f.Error);
        return Millis(watch);
    }

    /// <summary>The process's peak resident memory in MB (Linux's VmHWM); -1 where it cannot be read.</summary>
    static long PeakMegabytes()
    {
        try
        {
            foreach (string line in File.ReadAllLines("/proc/self/status"))
                if (line.StartsWith("VmHWM:")) return long.Parse(line.Split(new[] { ' ', '\t' }, StringSplitOptions.RemoveEmptyEntries)[1]) / 1024;
        }
        catch (IOException) { }
        return -1;
    }

    static int Main(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0], CultureInfo.InvariantCulture) : 5;
        Build(Rules.Classic);
        Figures(Rules.Classic); // the JIT and the library loaded

        Console.WriteLine("| level (safe states) | native build (new Solver) | figures (new Solver + GetLevelReport) | figures / build | peak memory |");
        Console.WriteLine("| --- | ---: | ---: | ---: | ---: |");
        var levels = new[] { new Rules(2000, 2000, 2000), new Rules(0, 1000000, 2), new Rules(0, 1999999, 2), new Rules(0, 8000000, 2) };
        foreach (Rules rules in levels)
        {
            double build = double.MaxValue, figures = double.MaxValue;
            for (int round = 0; round < rounds; round++)
            {
                build = Math.Min(build, Build(rules));
                figures = Math.Min(figures, Figures(rules));
            }
            Console.WriteLine("| {0}/{1}/{2} ({3:N0}) | {4} | {5} | {6:F2}x | {7} MB |", rules.Priests, rules.Devils, rules.BoatCapacity,
                Solver.CountSafeStates(rules), Ms(build), Ms(figures), figures / build, PeakMegabytes());
        }

        Rules[] variants = LevelDesignerPresenter.AllVariants(Rules.Classic);
        double report = double.MaxValue;
        int rows = 0;
        for (int round = 0; round < rounds; round++)
        {
            var presenter = new LevelDesignerPresenter();
            var watch = Stopwatch.StartNew();
            presenter.Run(0, 6, 0, 6, 1, 4, variants);
            watch.Stop();
            if (presenter.Error != null) throw new InvalidOperationException(presenter.Error);
            rows = presenter.Rows.Count;
            report = Math.Min(report, Millis(watch));
        }
        Console.WriteLine();
        Console.WriteLine("| Level Designer report, N, M <= 6, K <= 4, every variant | configurations | time | per configuration |");
        Console.WriteLine("| --- | ---: | ---: | ---: |");
        Console.WriteLine("| LevelDesignerPresenter.Run (GetLevelReport each) | {0} | {1} | {2:F1} us |", rows, Ms(report), report * 1000 / rows);
        return 0;
    }
}
