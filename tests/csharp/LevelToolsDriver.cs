// Prints what the package's level-design presenters (Editor/Levels/Presenters) compute, one line per
// configuration, for tests/unity/level_tools.rs to compare with the command-line `levels` report and the Rust
// library's state diagram. The program only prints; the expected values come from elsewhere.
// Usage: LevelToolsDriver.exe report|cells|graph <Nmax> <Mmax> <Kmax>
//   report: the figures of each configuration, tab-separated, the difficulty as the binding holds it (G17
//           round-trips a double); cells: the header and each row's cells as the window shows them, joined
//           by commas as the command line's CSV joins its columns; graph: the state graph.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using PriestsDevils;
using PriestsDevils.EditorTools.Levels;

static class LevelToolsDriver
{
    // The command line's names of the values: the library's, in lowercase.
    static string Key(Rules r)
    {
        return r.Priests + "\t" + r.Devils + "\t" + r.BoatCapacity + "\t" + r.BoatSafety.ToString().ToLowerInvariant()
            + "\t" + r.Rowers.ToString().ToLowerInvariant();
    }

    static string Node(State s) { return s.Priests + "/" + s.Devils + "/" + (s.Boat == Side.Start ? "start" : "far"); }

    static int Main(string[] args)
    {
        int n = int.Parse(args[1]), m = int.Parse(args[2]), k = int.Parse(args[3]);
        var presenter = new LevelDesignerPresenter();
        presenter.Run(0, n, 0, m, 1, k, LevelDesignerPresenter.AllVariants(Rules.Classic));
        if (presenter.Error != null) { Console.Error.WriteLine(presenter.Error); return 1; }
        if (args[0] == "cells") Console.WriteLine(string.Join(",", ReportRow.Headers));
        foreach (ReportRow row in presenter.Rows)
        {
            LevelFigures f = row.Figures;
            if (args[0] == "cells")
            {
                Console.WriteLine(string.Join(",", row.Cells.ToArray()));
            }
            else if (args[0] == "report")
            {
                Console.WriteLine(string.Join("\t", new[]
                {
                    Key(f.Rules), f.IsSolvable ? "true" : "false", f.MinCrossings.HasValue ? f.MinCrossings.Value.ToString() : "null",
                    f.OptimalPlans.ToString(CultureInfo.InvariantCulture), f.SafeStates.ToString(), f.ReachableStates.ToString(),
                    f.Milestones.ToString(),
                    f.Farthest.HasValue ? Node(f.Farthest.Value) + "/" + f.FarthestCrossings.Value : "null",
                    f.Difficulty.HasValue ? f.Difficulty.Value.ToString("G17", CultureInfo.InvariantCulture) : "null",
                    f.Reason ?? "",
                }));
            }
            else
            {
                StateGraph g = StateGraph.Build(f.Rules);
                var nodes = g.Nodes.Where(x => x.Kind == StateKind.Safe || x.Kind == StateKind.Won)
                    .Select(x => Node(x.State) + ":" + (x.Reachable ? "r" : "u") + ":" + (x.Distance.HasValue ? x.Distance.Value.ToString() : "-")
                        + ":" + (x.OnOptimalPlan ? "o" : "n") + (x.Milestone ? "m" : ""))
                    .OrderBy(s => s, StringComparer.Ordinal);
                var edges = g.Edges.Select(e => Node(g.Nodes[e.From].State) + ">" + Node(g.Nodes[e.To].State) + ":" + e.Load.Priests + "," + e.Load.Devils + ":" + (e.Optimal ? "o" : "n"))
                    .OrderBy(s => s, StringComparer.Ordinal);
                Console.WriteLine(Key(f.Rules) + "\t" + string.Join(" ", nodes) + "\t" + string.Join(" ", edges));
            }
        }
        return 0;
    }
}
