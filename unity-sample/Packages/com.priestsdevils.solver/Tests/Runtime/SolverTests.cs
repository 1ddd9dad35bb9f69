using System;
using NUnit.Framework;

namespace PriestsDevils.Tests
{
    /// <summary>
    /// The package's own tests, run from Unity's Test Runner (PlayMode tab, or on a device with "Run all in
    /// player") against the native binary the package ships for that platform. They use only NUnit
    /// members that both Unity's NUnit 3.5 and NUnit 2.6 have, so the repository's test command also runs
    /// them under Mono with Debian's nunit-console, against the freshly built library.
    /// </summary>
    [TestFixture]
    public class SolverTests
    {
        [Test]
        public void NativeLibraryLoadsAndItsAbiMatches()
        {
            string problem;
            Assert.IsTrue(NativePlugin.TryLoad(out problem), problem);
            Assert.IsNull(problem);
            Assert.IsTrue(Solver.IsAbiCompatible, "library ABI " + Solver.AbiVersion);
            StringAssert.StartsWith("0.", Solver.Version);
        }

        [Test]
        public void ClassicStartHasNineMilestonesOnItsPlan()
        {
            using (var solver = new Solver(Rules.Classic))
            {
                Milestone[] milestones = solver.GetMilestones(Rules.Classic.Start);
                Assert.AreEqual(9, milestones.Length);
                Assert.AreEqual(2, milestones[0].Crossings);
                Assert.AreEqual(new State(3, 2, Side.Start), milestones[0].State);
                Assert.AreEqual(Rules.Classic.Goal, milestones[8].State);
                State state = Rules.Classic.Start;
                Move[] plan = solver.GetPlan(state);
                int next = 0;
                for (int i = 0; i < plan.Length; i++)
                {
                    state = After(state, plan[i]);
                    if (next < milestones.Length && milestones[next].Crossings == i + 1) Assert.AreEqual(milestones[next++].State, state);
                }
                Assert.AreEqual(milestones.Length, next, "every milestone lies on the plan");
            }
        }

        [Test]
        public void ClassicGameSolvesInElevenCrossingsWithFourOptimalPlans()
        {
            using (var solver = new Solver(Rules.Classic))
            {
                State start = Rules.Classic.Start;
                Assert.IsTrue(solver.IsSolvable);
                Assert.AreEqual(11, solver.MinCrossings);
                Assert.AreEqual(4UL, solver.CountOptimalPlans(start));
                Move[] plan = solver.GetPlan(start);
                Assert.AreEqual(11, plan.Length);
                State state = start;
                foreach (Move move in plan)
                {
                    Assert.AreEqual(RatingKind.Optimal, solver.RateMove(state, move).Kind, "move " + move + " from " + state);
                    state = After(state, move);
                }
                Assert.AreEqual(StateKind.Won, solver.CheckState(state).Kind);
            }
        }

        /// <summary>The state after a crossing: the boat carries the move to the other bank.</summary>
        private static State After(State state, Move move)
        {
            int sign = state.Boat == Side.Start ? -1 : 1;
            return new State(state.Priests + sign * move.Priests, state.Devils + sign * move.Devils,
                             state.Boat == Side.Start ? Side.Far : Side.Start);
        }

        [Test]
        public void AThousandHintsAllocateNothing()
        {
            using (var solver = new Solver(Rules.Classic))
            {
                State start = Rules.Classic.Start;
                GameState game = GameState.StartOf(Rules.Classic);
                int answered = 0;
                // Every query of the loop succeeds, so the measured path is the answering one; the delegate
                // is made before the measurement (a closure is an allocation of its own).
                TestDelegate thousandHints = () =>
                {
                    Move move;
                    Step step;
                    Verdict verdict;
                    Status status;
                    answered = 0;
                    for (int i = 0; i < 1000; i++)
                    {
                        if (solver.TryGetNextMove(start, out move, out status)) answered++;
                        if (solver.TryGetNextAction(game, out step, out status)) answered++;
                        if (solver.TryCheckState(start, out verdict)) answered++;
                    }
                };
                Allocation.AssertNone(thousandHints, "3000 hint queries");
                Assert.AreEqual(3000, answered);
            }
        }

        [Test]
        public void TheAllocationCheckFailsOnAnAllocation()
        {
            // The check above proves nothing unless it can fail: here it must, on a known allocation.
            Allocation.RequireCounter("a known allocation");
            Assert.Throws<AssertionException>(() => Allocation.AssertNone(Allocation.KnownAllocation, "a known allocation"));
        }

        [Test]
        public void EverySampleLevelIsSolvableOrUnsolvableAsLabelled()
        {
            Assert.AreEqual(7, SampleLevels.Labelled.Length);
            foreach (object[] level in SampleLevels.Labelled)
            {
                var rules = (Rules)level[0];
                var crossings = (int?)level[1];
                using (var solver = new Solver(rules))
                {
                    Assert.AreEqual(crossings.HasValue, solver.IsSolvable, rules + " solvable");
                    Assert.AreEqual(crossings, solver.MinCrossings, rules + " fewest crossings");
                    if (crossings.HasValue) Assert.AreEqual(crossings.Value, solver.GetPlan(rules.Start).Length, rules + " plan");
                    else Assert.Throws<SolverException>(() => solver.GetNextMove(rules.Start), rules + " has no hint");
                }
            }
        }

        [Test]
        public void ADisposedSolverThrowsObjectDisposedException()
        {
            var solver = new Solver(Rules.Classic);
            State start = Rules.Classic.Start;
            Assert.AreEqual(3, solver.GetNextMove(start).Priests + solver.GetNextMove(start).Devils + 1);
            solver.Dispose();
            solver.Dispose(); // a second Dispose is harmless
            Move move;
            Assert.Throws<ObjectDisposedException>(() => solver.GetNextMove(start));
            Assert.Throws<ObjectDisposedException>(() => solver.TryGetNextMove(start, out move));
            Assert.Throws<ObjectDisposedException>(() => solver.CheckState(start));
        }
    }
}
