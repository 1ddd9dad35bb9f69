// Drives the presenter beneath the Inspector of a puzzle file (Editor/Levels/Presenters/PuzzlePresenter.cs)
// as the Editor does: Present from the "GUI thread" (this one), the computation run on another thread,
// Deliver from the update loop. Prints one line of figures per puzzle of the folder given, for
// tests/unity/level_tools/puzzles.rs to compare with the Rust library's report (the program computes no
// expected figure), and checks the presenter's behaviour: never waiting, one computation per text, off
// this thread, a newer text superseding a waiting one, a format error's line and column, the thread pool.
// Usage: PuzzleAssetDriver.exe <puzzles folder>. Exits non-zero when a check fails.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Threading;
using PriestsDevils.EditorTools.Levels;

static class PuzzleAssetDriver
{
    static int failed;
    static readonly int GuiThread = Thread.CurrentThread.ManagedThreadId;
    static readonly List<int> ComputeThreads = new List<int>();
    static readonly List<Action> Queue = new List<Action>();

    static void Check(bool condition, string what)
    {
        if (!condition) { failed++; Console.Error.WriteLine("check failed: " + what); }
    }

    static PuzzleFigures Compute(string text)
    {
        lock (ComputeThreads) ComputeThreads.Add(Thread.CurrentThread.ManagedThreadId);
        return PuzzleFigures.Compute(text);
    }

    // Runs the queued computations, each on a thread of its own, as the thread pool would.
    static void RunQueued()
    {
        var work = new List<Action>(Queue);
        Queue.Clear();
        foreach (Action action in work)
        {
            var thread = new Thread(() => action());
            thread.Start();
            thread.Join();
        }
    }

    static string Or(int? value) { return value.HasValue ? value.Value.ToString(CultureInfo.InvariantCulture) : "-"; }

    static int Main(string[] args)
    {
        var presenter = new PuzzlePresenter(Compute, Queue.Add);
        string[] files = Directory.GetFiles(args[0], "*.river");
        Array.Sort(files, StringComparer.Ordinal);
        foreach (string file in files)
        {
            string name = Path.GetFileNameWithoutExtension(file), text = File.ReadAllText(file);
            int before = presenter.Computations;
            PuzzleFigures first = presenter.Present(file, text);
            Check(!first.IsReady && first.Text == FiguresView.ComputingText, name + ": computing at first");
            Check(!presenter.Present(file, text).IsReady && presenter.Computations == before + 1, name + ": one computation");
            Check(!presenter.Deliver(), name + ": nothing to deliver before the worker ends");
            RunQueued();
            Check(presenter.Deliver(), name + ": delivered");
            PuzzleFigures f = presenter.Present(file, text);
            Check(f.IsReady && ReferenceEquals(f, presenter.Present(file, text)), name + ": kept");
            Check(f.Error == null && f.Text.StartsWith(f.Title + ": ") && f.IsWarning == !f.IsSolvable, name + ": " + f.Text);
            Console.WriteLine(string.Join("\t", new[]
            {
                name, f.IsSolvable ? "true" : "false", Or(f.MinCrossings), Or(f.MinTime),
                f.Plans.ToString(CultureInfo.InvariantCulture), f.PlansByKind.ToString(CultureInfo.InvariantCulture),
                f.Milestones.ToString(CultureInfo.InvariantCulture), f.SafeStates.ToString(CultureInfo.InvariantCulture),
                f.ReachableStates.ToString(CultureInfo.InvariantCulture), f.DeadEnds.ToString(CultureInfo.InvariantCulture),
                f.ReachableTimedStates.HasValue ? f.ReachableTimedStates.Value.ToString(CultureInfo.InvariantCulture) : "-",
                f.Difficulty.HasValue ? f.Difficulty.Value.ToString("G17", CultureInfo.InvariantCulture) : "-",
            }));
        }
        Check(ComputeThreads.Count == files.Length && !ComputeThreads.Contains(GuiThread), "every computation off the GUI thread");

        // A newer text of an asset supersedes its waiting one, which never starts.
        const string one = "puzzle One\ncharacter A rows\n", two = "puzzle Two\ncharacter B rows\n", three = "puzzle Three\ncharacter C rows\n";
        int started = presenter.Computations;
        presenter.Present("edited.river", one);
        presenter.Present("edited.river", two);
        presenter.Present("edited.river", three);
        Check(presenter.Computations == started + 1 && presenter.Waiting == 1, "one running, one waiting");
        RunQueued();
        Check(!presenter.Deliver(), "the first text's figures are no longer wanted");
        Check(presenter.Computations == started + 2, "the newest text starts next");
        RunQueued();
        Check(presenter.Deliver() && presenter.Present("edited.river", three).Title == "Three", "the newest text's figures");
        Check(!presenter.Present("other.river", two).IsReady, "the superseded text was never computed");
        RunQueued();
        presenter.Deliver();

        // A text that breaks the format: its line, column and the library's words; an unsolvable puzzle.
        const string broken = "puzzle Broken\nboat capacity two\n";
        presenter.Present("broken.river", broken);
        RunQueued();
        presenter.Deliver();
        PuzzleFigures error = presenter.Present("broken.river", broken);
        Check(error.IsReady && error.IsWarning && error.Line == 2 && error.Column == 15 && error.Title == null, "the format error: " + error.Line + ":" + error.Column);
        Check(error.Text == "This puzzle cannot be built: " + error.Error && error.Error.StartsWith("line 2, column 15: "), error.Text);
        const string stuck = "puzzle Stuck\nboat capacity 1\ncharacter A rows\ncharacter B\n";
        presenter.Present("stuck.river", stuck);
        RunQueued();
        presenter.Deliver();
        PuzzleFigures unsolvable = presenter.Present("stuck.river", stuck);
        Check(unsolvable.IsWarning && !unsolvable.IsSolvable && unsolvable.Lines[1].StartsWith("Unsolvable: ") && unsolvable.Reason.Length > 0, unsolvable.Text);
        Check(presenter.Stop(TimeSpan.FromSeconds(1)), "nothing runs");

        // The Editor's presenter: the thread pool, delivered from the update loop.
        var pool = new PuzzlePresenter();
        string wolf = File.ReadAllText(Path.Combine(args[0], "wolf-goat-cabbage.river"));
        Check(!pool.Present("wolf.river", wolf).IsReady, "the pool's presenter never waits");
        DateTime deadline = DateTime.UtcNow.AddSeconds(60);
        while (!pool.Deliver() && DateTime.UtcNow < deadline) Thread.Sleep(10);
        PuzzleFigures pooled = pool.Present("wolf.river", wolf);
        Check(pooled.IsReady && pooled.MinCrossings == 7, "the thread pool's figures: " + pooled.Text);
        Check(pooled.Text.Contains("Wolf, goat and cabbage: 4 characters of 4 kinds, a boat for 2\nSolvable: 7 crossings at fewest"), pooled.Text);
        return failed == 0 ? 0 : 1;
    }
}
