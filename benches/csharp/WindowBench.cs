// The Level Designer window's GUI work for a 20 000-row report, on the UnityEditor stand-in
// (tests/csharp/UnityEditorStandIn.Levels.cs): a proxy of Unity's GUI time, not Unity's own. Each frame is
// what the Editor sends a window that repaints: a layout pass and a repaint pass of OnGUI, each control
// recorded by the stand-in as a line (its cost per control, not Unity's text layout and rendering).
// The report (1..20 priests, 1..20 devils, boats 2..51: 20 000 configurations) is computed once and
// handed to every window compiled from the assemblies given as arguments (the current window and, when
// scripts/bench.sh finds it, the window as it was before it drew only the visible rows), each timed in
// turn round by round; each figure is the fastest round. Built and run by scripts/bench.sh (step 4c);
// prints markdown rows, with the ratio to the first window given.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Reflection;
using PriestsDevils;
using PriestsDevils.EditorTools.Levels;
using UnityEditorStandIn;

static class WindowBench
{
    const int Frames = 20;

    static void Send(object window, string message)
    {
        window.GetType().GetMethod(message, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public).Invoke(window, null);
    }

    /// <summary>A window of the type named in <paramref name="assembly"/>, showing <paramref name="report"/>.</summary>
    static object Window(string assembly, LevelDesignerPresenter report)
    {
        Type type = Assembly.LoadFrom(assembly).GetType("PriestsDevils.EditorTools.Levels.LevelDesignerWindow", true);
        object window = Activator.CreateInstance(type);
        Send(window, "OnEnable");
        type.GetField("_presenter", BindingFlags.Instance | BindingFlags.NonPublic).SetValue(window, report);
        return window;
    }

    /// <summary>Milliseconds per frame (layout and repaint) over <see cref="Frames"/> frames, and the
    /// controls the last pass drew.</summary>
    static double Frame(MethodInfo onGui, object window, out int controls)
    {
        var watch = Stopwatch.StartNew();
        for (int i = 0; i < 2 * Frames; i++)
        {
            Drawing.Clear();
            onGui.Invoke(window, null);
        }
        watch.Stop();
        controls = Drawing.Drawn.Count;
        return watch.Elapsed.TotalMilliseconds / Frames;
    }

    static int Main(string[] args)
    {
        int rounds = int.Parse(args[0], CultureInfo.InvariantCulture);
        var report = new LevelDesignerPresenter();
        var watch = Stopwatch.StartNew();
        report.Run(1, 20, 1, 20, 2, 51, new[] { Rules.Classic });
        if (report.Error != null) throw new InvalidOperationException(report.Error);
        Console.WriteLine("(the report of " + report.Rows.Count + " rows computed in " + watch.Elapsed.TotalSeconds.ToString("F1", CultureInfo.InvariantCulture) + " s)");
        Drawing.WindowHeight = 600f;

        var windows = new List<object>();
        var labels = new List<string>();
        for (int i = 1; i + 1 < args.Length; i += 2)
        {
            labels.Add(args[i]);
            windows.Add(Window(args[i + 1], report));
        }
        var best = new double[windows.Count];
        var controls = new int[windows.Count];
        for (int w = 0; w < windows.Count; w++) best[w] = double.MaxValue;
        for (int round = 0; round < rounds; round++)
        {
            for (int w = 0; w < windows.Count; w++)
            {
                MethodInfo onGui = windows[w].GetType().GetMethod("OnGUI", BindingFlags.Instance | BindingFlags.NonPublic);
                best[w] = Math.Min(best[w], Frame(onGui, windows[w], out controls[w]));
            }
        }
        Console.WriteLine();
        Console.WriteLine("| Level Designer window, 20 000-row report, 600 px tall (stand-in) | controls per pass | per frame (layout + repaint) | against " + labels[0] + " |");
        Console.WriteLine("| --- | ---: | ---: | ---: |");
        for (int w = 0; w < windows.Count; w++)
        {
            Console.WriteLine("| {0} | {1:N0} | {2} ms | {3:F4}x |", labels[w], controls[w],
                best[w].ToString(best[w] < 10 ? "F3" : "F1", CultureInfo.InvariantCulture), best[w] / best[0]);
        }
        return 0;
    }
}
