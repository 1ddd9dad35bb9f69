using System.Collections.Generic;
using NUnit.Framework;

namespace PriestsDevils.Editor.Levels.Tests
{
    /// <summary>
    /// The Level Designer window's report and state graph. The figures are the command-line report's
    /// (<c>priests-devils levels -p 1..4 -d 1..4 -b 2..3</c>); the repository compares the whole report and
    /// the graph with the command-line tool and the library on every small configuration.
    /// </summary>
    public class LevelDesignerTests
    {
        private static LevelDesignerPresenter Report(IList<Rules> variants)
        {
            var presenter = new LevelDesignerPresenter();
            presenter.Run(1, 4, 1, 4, 2, 3, variants);
            Assert.IsNull(presenter.Error);
            return presenter;
        }

        [Test]
        public void TheReportCoversTheRangesInTheCommandLineOrder()
        {
            LevelDesignerPresenter p = Report(new[] { Rules.Classic });
            Assert.AreEqual(4 * 4 * 2, p.Rows.Count);
            Assert.AreEqual(new Rules(1, 1, 2), p.Rows[0].Figures.Rules);
            Assert.AreEqual(new Rules(1, 2, 2), p.Rows[1].Figures.Rules, "devils innermost");
            Assert.AreEqual(new Rules(1, 1, 3), p.Rows[16].Figures.Rules, "boat sizes outermost");
            ReportRow classic = p.Rows[2 * 4 + 2];
            Assert.AreEqual(new[] { "3", "3", "2", "classic", "yes", "11", "4", "20", "16", "9", "18.14" }, classic.Cells);
            Assert.AreEqual(ReportRow.Headers.Length, classic.Cells.Count);
        }

        [Test]
        public void EveryVariantIsReportedUnderItsCommandLineName()
        {
            LevelDesignerPresenter p = Report(LevelDesignerPresenter.AllVariants(Rules.Classic));
            Assert.AreEqual(4 * 4 * 2 * 6, p.Rows.Count);
            var names = new List<string>();
            foreach (ReportRow row in p.Rows) if (!names.Contains(row.Cells[3])) names.Add(row.Cells[3]);
            Assert.AreEqual(new[] { "classic", "priests-row", "devils-row", "boat-safety", "boat-safety+priests-row", "boat-safety+devils-row" }, names);
        }

        [Test]
        public void SortingPutsTheHardestAndLongestFirstAndUnsolvableLast()
        {
            LevelDesignerPresenter p = Report(new[] { Rules.Classic });
            p.Select(2 * 4 + 2);
            p.Sort(ReportOrder.Difficulty);
            for (int i = 1; i < p.Rows.Count; i++)
            {
                double? a = p.Rows[i - 1].Figures.Difficulty, b = p.Rows[i].Figures.Difficulty;
                Assert.IsTrue(!b.HasValue || (a.HasValue && a.Value >= b.Value), "row " + i);
            }
            Assert.AreEqual(Rules.Classic, p.Rows[p.Selected].Figures.Rules, "the selection follows its row");
            p.Sort(ReportOrder.FewestCrossings);
            for (int i = 1; i < p.Rows.Count; i++)
            {
                int? a = p.Rows[i - 1].Figures.MinCrossings, b = p.Rows[i].Figures.MinCrossings;
                Assert.IsTrue(!b.HasValue || (a.HasValue && a.Value >= b.Value), "row " + i);
                if (a == b) Assert.Less(p.Rows[i - 1].Index, p.Rows[i].Index, "ties keep report order");
            }
            Assert.IsFalse(p.Rows[p.Rows.Count - 1].Figures.IsSolvable);
            p.Sort(ReportOrder.Report);
            for (int i = 0; i < p.Rows.Count; i++) Assert.AreEqual(i, p.Rows[i].Index);
        }

        [Test]
        public void RangesTheRuntimeRefusesAreErrors()
        {
            var p = new LevelDesignerPresenter();
            p.Run(3, 2, 1, 4, 2, 3, new[] { Rules.Classic });
            Assert.IsNotNull(p.Error, "an empty range");
            p.Run(0, 1000, 0, 1000, 1, 5, new[] { Rules.Classic });
            StringAssert.Contains("narrow the ranges", p.Error);
            Assert.AreEqual(0, p.Rows.Count);
            p.Run(1 << 24, 1 << 24, 1 << 24, 1 << 24, 2, 2, new[] { Rules.Classic });
            StringAssert.StartsWith("16777216 priests, 16777216 devils, boat 2: ", p.Error, "too large for the library");
        }

        [Test]
        public void TheGraphMarksReachableStatesMilestonesAndOptimalMoves()
        {
            StateGraph g = StateGraph.Build(Rules.Classic);
            Assert.AreEqual(4 * 4 * 2, g.Nodes.Length);
            int safe = 0, reachable = 0, milestones = 0;
            foreach (GraphNode n in g.Nodes)
            {
                if (n.Kind == StateKind.Safe || n.Kind == StateKind.Won) safe++;
                if (n.Reachable) reachable++;
                if (n.Milestone) milestones++;
                Assert.AreEqual(n.State, g.Nodes[g.IndexOf(n.State)].State);
            }
            Assert.AreEqual(20, safe);
            Assert.AreEqual(16, reachable);
            Assert.AreEqual(9, milestones);
            Assert.IsTrue(g.Nodes[g.IndexOf(Rules.Classic.Start)].OnOptimalPlan);
            Assert.IsTrue(g.Nodes[g.IndexOf(Rules.Classic.Goal)].Milestone);
            int optimal = 0;
            foreach (GraphEdge e in g.Edges)
            {
                if (!e.Optimal) continue;
                optimal++;
                GraphNode a = g.Nodes[e.From], b = g.Nodes[e.To];
                Assert.IsTrue(a.OnOptimalPlan && b.OnOptimalPlan);
                Assert.AreEqual(1, System.Math.Abs(a.Distance.Value - b.Distance.Value));
            }
            // The first two and the last two crossings each have two optimal ways (a diamond of 4 crossings),
            // the seven between them one: 4 + 7 + 4.
            Assert.AreEqual(15, optimal);
        }

        [Test]
        public void TheSelectedGraphIsBuiltOnceAndFollowsTheSelection()
        {
            LevelDesignerPresenter p = Report(new[] { Rules.Classic });
            Assert.IsNull(p.SelectedGraph);
            p.Select(0);
            StateGraph first = p.SelectedGraph;
            Assert.AreEqual(new Rules(1, 1, 2), first.Rules);
            Assert.AreSame(first, p.SelectedGraph);
            p.Select(2 * 4 + 2);
            Assert.AreEqual(Rules.Classic, p.SelectedGraph.Rules);
        }
    }
}
