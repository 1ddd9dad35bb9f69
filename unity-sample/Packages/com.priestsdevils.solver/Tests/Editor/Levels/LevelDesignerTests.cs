using System;
using System.Collections.Generic;
using NUnit.Framework;

namespace PriestsDevils.EditorTools.Levels.Tests
{
    /// <summary>
    /// The Level Designer window's report and state graph. The figures are the command-line report's
    /// (<c>priests-devils levels -p 1..4 -d 1..4 -b 2..3</c>); the repository compares the whole report and
    /// the graph with the command-line tool and the library on every small configuration. The report's run
    /// off the GUI thread is driven here by the test, which runs the worker's loop when it chooses.
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
            Assert.AreEqual(new[] { "3", "3", "2", "classic", "yes", "11", "4", "20", "16", "9", "3/2/far (12)", "18.14" }, classic.Cells);
            Assert.AreEqual(ReportRow.Headers.Length, classic.Cells.Count);
        }

        [Test]
        public void EveryVariantIsReportedUnderItsCommandLineName()
        {
            LevelDesignerPresenter p = Report(LevelDesignerPresenter.AllVariants(Rules.Classic));
            int variants = Enum.GetValues(typeof(BoatSafety)).Length * Enum.GetValues(typeof(Rowers)).Length;
            Assert.AreEqual(4 * 4 * 2 * variants, p.Rows.Count);
            var names = new List<string>();
            foreach (ReportRow row in p.Rows) if (!names.Contains(row.Cells[3])) names.Add(row.Cells[3]);
            // One name per variant, the classic rules first, boat safety outermost.
            Assert.AreEqual(variants, names.Count);
            Assert.AreEqual("classic", names[0]);
            // Each value other than the classic one by its name in lowercase, the rowers' with "-row".
            foreach (ReportRow row in p.Rows)
            {
                Rules r = row.Figures.Rules;
                var parts = new List<string>();
                if (r.BoatSafety != default(BoatSafety)) parts.Add(r.BoatSafety.ToString().ToLowerInvariant());
                if (r.Rowers != default(Rowers)) parts.Add(r.Rowers.ToString().ToLowerInvariant() + "-row");
                Assert.AreEqual(parts.Count == 0 ? "classic" : string.Join("+", parts.ToArray()), row.Cells[3]);
            }
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

        /// <summary>A presenter whose report runs when the test calls <c>run[0]</c>, computing each
        /// configuration with the library and then calling <paramref name="each"/> (the test, between two
        /// configurations, as the GUI thread would see them).</summary>
        private static LevelDesignerPresenter Held(List<Action> run, Action<int> each)
        {
            int computed = 0;
            return new LevelDesignerPresenter(input =>
            {
                LevelFigures figures = LevelFigures.Compute(input);
                each(++computed);
                return figures;
            }, run.Add);
        }

        [Test]
        public void TheReportRunsOffTheGuiThreadWithProgressAndArrivesThroughPoll()
        {
            var run = new List<Action>();
            var seen = new List<string>();
            LevelDesignerPresenter p = null;
            p = Held(run, n => seen.Add(p.Done + "/" + p.Total));
            Assert.IsTrue(p.Start(1, 4, 1, 4, 2, 3, new[] { Rules.Classic }));
            Assert.IsTrue(p.IsRunning);
            Assert.AreEqual(0, p.Rows.Count, "nothing computed on the calling thread");
            Assert.AreEqual("Solved 0 of 32 configurations", p.ProgressText);
            Assert.IsFalse(p.Poll(), "no progress yet");
            run[0]();
            Assert.AreEqual(32, seen.Count);
            Assert.AreEqual("0/32", seen[0], "progress counts finished configurations");
            Assert.AreEqual("31/32", seen[31]);
            Assert.AreEqual(0, p.Rows.Count, "the report is shown once taken over");
            Assert.IsTrue(p.Poll());
            Assert.IsFalse(p.IsRunning);
            Assert.AreEqual(32, p.Rows.Count);
            Assert.AreEqual(new[] { "3", "3", "2", "classic", "yes", "11", "4", "20", "16", "9", "3/2/far (12)", "18.14" }, p.Rows[2 * 4 + 2].Cells);
            Assert.IsFalse(p.Poll());
        }

        [Test]
        public void ACancelledReportStopsBeforeItsNextConfigurationAndTheLastReportStays()
        {
            var run = new List<Action>();
            int computed = 0;
            LevelDesignerPresenter p = null;
            p = Held(run, n =>
            {
                computed = n;
                if (n != 32 + 5) return; // the second report's fifth configuration
                Assert.IsTrue(p.Poll(), "the progress moved");
                Assert.AreEqual(4, p.Done);
                Assert.AreEqual(4f / 48f, p.Progress, 1e-6);
                p.Cancel();
            });
            Assert.IsTrue(p.Start(1, 4, 1, 4, 2, 3, new[] { Rules.Classic }));
            run[0]();
            Assert.IsTrue(p.Poll());
            Assert.AreEqual(32, p.Rows.Count);
            p.Select(2 * 4 + 2);
            Assert.IsTrue(p.Start(1, 4, 1, 4, 2, 4, new[] { Rules.Classic }));
            run[1]();
            Assert.AreEqual(32 + 5, computed, "the worker stopped after the configuration it was computing");
            Assert.IsFalse(p.IsRunning);
            Assert.IsFalse(p.Poll(), "a cancelled report never arrives");
            Assert.AreEqual(32, p.Rows.Count, "the last report stays");
            Assert.AreEqual(Rules.Classic, p.Rows[p.Selected].Figures.Rules);
        }

        [Test]
        public void RefusedRangesStartNothing()
        {
            var run = new List<Action>();
            LevelDesignerPresenter p = Held(run, n => { });
            Assert.IsFalse(p.Start(0, 1000, 0, 1000, 1, 5, new[] { Rules.Classic }));
            StringAssert.Contains("narrow the ranges", p.Error);
            Assert.IsFalse(p.IsRunning);
            Assert.AreEqual(0, run.Count);
        }

        [Test]
        public void TheLastReportSurvivesItsRecord()
        {
            LevelDesignerPresenter p = Report(LevelDesignerPresenter.AllVariants(Rules.Classic));
            p.Sort(ReportOrder.Difficulty);
            p.Select(p.Rows.Count - 1);
            ReportRecord record = p.Record;
#if UNITY_5_3_OR_NEWER
            // Through Unity's own serializer, which keeps exactly what a domain reload keeps of a [SerializeField].
            record = UnityEngine.JsonUtility.FromJson<ReportRecord>(UnityEngine.JsonUtility.ToJson(record));
#endif
            var restored = new LevelDesignerPresenter();
            restored.Restore(record);
            Assert.AreEqual(ReportOrder.Difficulty, restored.Order);
            Assert.AreEqual(p.Rows.Count, restored.Rows.Count);
            for (int i = 0; i < p.Rows.Count; i++)
            {
                Assert.AreEqual(p.Rows[i].Index, restored.Rows[i].Index);
                Assert.AreEqual(p.Rows[i].Cells, restored.Rows[i].Cells, "row " + i);
                Assert.AreEqual(p.Rows[i].Figures.Lines, restored.Rows[i].Figures.Lines, "row " + i);
                Assert.AreEqual(p.Rows[i].Figures.Reason, restored.Rows[i].Figures.Reason, "row " + i);
            }
            Assert.AreEqual(p.Selected, restored.Selected);
            Assert.IsFalse(restored.Rows[restored.Selected].Figures.IsSolvable, "the last row: unsolvable ones sort last");
            var refused = new LevelDesignerPresenter();
            refused.Run(3, 2, 1, 4, 2, 3, new[] { Rules.Classic });
            restored.Restore(refused.Record);
            Assert.AreEqual(refused.Error, restored.Error);
            Assert.AreEqual(0, restored.Rows.Count);
        }
    }
}
