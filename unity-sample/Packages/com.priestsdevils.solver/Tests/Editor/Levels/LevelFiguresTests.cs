using System;
using NUnit.Framework;
#if UNITY_5_3_OR_NEWER
// The Test Framework's allocation constraint (the profiler's GC.Alloc samples, which see allocations under
// the Editor's GC), as the package's runtime tests use it (Tests/Runtime/Allocation.cs says where it is).
using UnityEngine.TestTools.Constraints;
using Is = UnityEngine.TestTools.Constraints.Is;
#endif

namespace PriestsDevils.Editor.Levels.Tests
{
    /// <summary>
    /// The figures the Inspector shows under a rules field and in a <c>LevelSet</c>'s Inspector. The expected
    /// values are the command-line <c>levels</c> report's (<c>priests-devils levels -p 3 -d 3 -b 2</c>: 11
    /// crossings, 4 plans, 20 safe states, 16 reachable, difficulty 18.14) and the library's status words;
    /// the repository compares every configuration up to 6 priests, 6 devils and 4 seats with the report.
    /// </summary>
    public class LevelFiguresTests
    {
        private static LevelInput Input(int priests, int devils, int boat)
        {
            return LevelInput.Of(new Rules(priests, devils, boat));
        }

        [Test]
        public void TheClassicGameHasTheReportsFigures()
        {
            LevelFigures f = LevelFigures.Compute(Input(3, 3, 2));
            Assert.IsNull(f.Error);
            Assert.IsTrue(f.IsSolvable);
            Assert.IsNull(f.Reason);
            Assert.AreEqual(11, f.MinCrossings);
            Assert.AreEqual(4UL, f.OptimalPlans);
            Assert.AreEqual(20, f.SafeStates);
            Assert.AreEqual(16, f.ReachableStates);
            Assert.AreEqual(9, f.Milestones, "the states after moves 2 to 9, and the goal");
            Assert.AreEqual("18.14", LevelFigures.DifficultyText(f.Difficulty));
            Assert.AreEqual(3, f.Lines.Count);
            StringAssert.Contains("11 crossings", f.Lines[0]);
        }

        [Test]
        public void ABoatMadeSmallerShowsAtOnceThatTheLevelBecameUnsolvable()
        {
            var presenter = new RulesFieldPresenter();
            Assert.IsTrue(presenter.Present(Input(3, 3, 2)).IsSolvable);
            LevelFigures smaller = presenter.Present(Input(3, 3, 1));
            Assert.IsFalse(smaller.IsSolvable);
            Assert.AreEqual(Solver.GetStatusMessage(Status.NoPath), smaller.Reason);
            Assert.IsNull(smaller.MinCrossings);
            Assert.IsNull(smaller.Difficulty);
            Assert.AreEqual(0UL, smaller.OptimalPlans);
            Assert.AreEqual(2, smaller.ReachableStates);
            StringAssert.StartsWith("Unsolvable: ", smaller.Lines[0]);
        }

        [Test]
        public void ALostStartSaysSoInTheLibrarysWords()
        {
            LevelFigures f = LevelFigures.Compute(Input(1, 2, 2));
            Assert.IsFalse(f.IsSolvable);
            Assert.AreEqual(Solver.GetStatusMessage(Status.LostState), f.Reason);
        }

        [Test]
        public void RefusedValuesAreShownAsErrorsNeverThrown()
        {
            LevelInput noBoat = Input(3, 3, 2);
            noBoat.BoatCapacity = 0;
            StringAssert.Contains("the boat at least 1", LevelFigures.Compute(noBoat).Error);
            LevelInput unknown = Input(3, 3, 2);
            unknown.Rowers = (Rowers)7;
            StringAssert.Contains("unknown rule variant", LevelFigures.Compute(unknown).Error);
            LevelFigures huge = LevelFigures.Compute(Input(1 << 24, 1 << 24, 2));
            Assert.IsNotNull(huge.Error, "more safe states than the library's cap");
            Assert.AreEqual(new[] { huge.Error }, huge.Lines);
            LevelInput outside = Input(3, 3, 2);
            outside.HasStart = true;
            outside.StartPriests = 4;
            StringAssert.Contains("start state", LevelFigures.Compute(outside).Error);
        }

        [Test]
        public void AVeryLongPlanIsValuedWithoutRecursion()
        {
            // No priest, so nothing is ever lost: 20 000 devils cross one by one, a devil rowing back each time.
            LevelFigures f = LevelFigures.Compute(Input(0, 20000, 2));
            Assert.IsNull(f.Error);
            Assert.AreEqual(2 * 20000 - 3, f.MinCrossings);
            Assert.IsTrue(f.Difficulty > 0);
        }

        [Test]
        public void RepaintsComputeNothingAgain()
        {
            var presenter = new RulesFieldPresenter();
            LevelFigures first = presenter.Present(Input(5, 5, 3));
            for (int i = 0; i < 1000; i++) Assert.AreSame(first, presenter.Present(Input(5, 5, 3)));
            Assert.AreEqual(1, presenter.Computations);
            presenter.Present(Input(5, 5, 4));
            Assert.AreEqual(2, presenter.Computations, "a changed field is computed");
            Assert.AreSame(first, presenter.Present(Input(5, 5, 3)), "and the first is still kept");
            Assert.AreEqual(2, presenter.Computations);
        }

        /// <summary>Kept reachable, so that the known allocation below cannot be removed.</summary>
        internal static object Kept;

        [Test]
        public void KeptFiguresAreLookedUpWithoutAllocating()
        {
            var presenter = new RulesFieldPresenter();
            LevelInput input = Input(5, 5, 3);
            LevelFigures figures = presenter.Present(input);
            int lines = 0;
            // What the drawer does every repaint once the figures are kept: look them up, read their lines.
            TestDelegate repaints = () =>
            {
                for (int i = 0; i < 1000; i++) lines += presenter.Present(input).Lines.Count;
            };
            repaints();
#if UNITY_5_3_OR_NEWER
            Assert.That(repaints, Is.Not.AllocatingGCMemory());
#else
            long before = GC.GetAllocatedBytesForCurrentThread();
            Kept = new object[8];
            Assert.Greater(GC.GetAllocatedBytesForCurrentThread() - before, 0L, "the counter sees an allocation");
            before = GC.GetAllocatedBytesForCurrentThread();
            repaints();
            Assert.AreEqual(0L, GC.GetAllocatedBytesForCurrentThread() - before, "bytes allocated by 1000 repaints");
#endif
            Assert.AreEqual(2000 * figures.Lines.Count, lines);
            Assert.AreEqual(1, presenter.Computations);
        }

        [Test]
        public void AStartOfTheLevelsOwnCountsFromThere()
        {
            LevelInput input = Input(3, 3, 2);
            input.HasStart = true;
            input.StartPriests = 3;
            input.StartDevils = 1;
            input.StartBoat = Side.Far; // after two devils crossed: the classic plan's second state
            LevelFigures f = LevelFigures.Compute(input);
            Assert.AreEqual(10, f.MinCrossings);
            Assert.AreEqual(2UL, f.OptimalPlans, "the second move is forced");
            input.StartPriests = 0;
            input.StartDevils = 0;
            Assert.AreEqual(Solver.GetStatusMessage(Status.AlreadyWon), LevelFigures.Compute(input).Reason);
        }

        [Test]
        public void TheLevelSetWarnsOfAnUnsolvableLevelNotMeantToBe()
        {
            var presenter = new LevelSetPresenter();
            LevelFigures unsolvable = presenter.Present(Input(4, 4, 2));
            StringAssert.Contains(Solver.GetStatusMessage(Status.NoPath), LevelSetPresenter.Warning(unsolvable, false));
            Assert.IsNull(LevelSetPresenter.Warning(unsolvable, true), "meant to be unsolvable: no warning");
            Assert.IsNull(LevelSetPresenter.Warning(presenter.Present(Input(3, 3, 2)), false));
            LevelInput refused = Input(3, 3, 2);
            refused.Priests = -1;
            Assert.IsNotNull(LevelSetPresenter.Warning(presenter.Present(refused), true), "refused values warn even when marked");
            Assert.AreSame(unsolvable, presenter.Present(Input(4, 4, 2)));
            Assert.AreEqual(3, presenter.Computations);
        }
    }
}
