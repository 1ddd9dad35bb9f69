using NUnit.Framework;

namespace PriestsDevils.EditorTools.Levels.Tests
{
    /// <summary>
    /// The figures the Inspector shows under a rules field and in a <c>LevelSet</c>'s Inspector (how they
    /// reach the Inspector is <see cref="RulesFieldPresenterTests"/>'s), every one the library's
    /// <c>Solver.GetLevelReport</c>. The expected values are the command-line <c>levels</c> report's
    /// (<c>priests-devils levels -p 3 -d 3 -b 2</c>: 11 crossings, 4 plans, 20 safe states, 16 reachable, 9
    /// milestones, farthest 3/2/far at 12 crossings, difficulty 18.14) and the library's status words; the
    /// repository compares every configuration up to 6 priests, 6 devils and 4 seats with the report.
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
            Assert.AreEqual(new State(3, 2, Side.Far), f.Farthest, "two devils back after the first crossing");
            Assert.AreEqual(12, f.FarthestCrossings);
            Assert.AreEqual("3/2/far (12)", LevelFigures.FarthestText(f.Farthest, f.FarthestCrossings));
            Assert.AreEqual("18.14", LevelFigures.DifficultyText(f.Difficulty));
            Assert.AreEqual(4, f.Lines.Count);
            StringAssert.Contains("11 crossings", f.Lines[0]);
            Assert.AreEqual("Farthest from the goal: 3/2/far, 12 crossings", f.Lines[2]);
            Assert.AreEqual(string.Join("\n", new[] { f.Lines[0], f.Lines[1], f.Lines[2], f.Lines[3] }), f.Text, "one box's text");
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
            Assert.AreEqual(huge.Error, huge.Text);
            LevelInput outside = Input(3, 3, 2);
            outside.HasStart = true;
            outside.StartPriests = 4;
            StringAssert.Contains("start state", LevelFigures.Compute(outside).Error);
        }

        [Test]
        public void AVeryLongPlanHasItsFigures()
        {
            // No priest, so nothing is ever lost: 20 000 devils cross one by one, a devil rowing back each time.
            LevelFigures f = LevelFigures.Compute(Input(0, 20000, 2));
            Assert.IsNull(f.Error);
            // The command line's figures: priests-devils levels -p 0 -d 20000 -b 2.
            Assert.AreEqual(2 * 20000 - 3, f.MinCrossings);
            Assert.AreEqual(2 * 20000 - 3, f.Milestones, "one way only: every state on it is a milestone");
            Assert.AreEqual(new State(0, 19999, Side.Far), f.Farthest, "one devil across, who must row back");
            Assert.AreEqual(2 * 20000 - 2, f.FarthestCrossings);
            Assert.AreEqual("39997.00", LevelFigures.DifficultyText(f.Difficulty), "one bit a crossing: two loads, one optimal");
        }

        [Test]
        public void ALevelWithoutAPathShowsNoFarthestStateNorDifficulty()
        {
            // A boat for one: whoever crosses must row back alone, so nobody ever stays across.
            LevelFigures f = LevelFigures.Compute(Input(3, 3, 1));
            Assert.IsFalse(f.IsSolvable);
            Assert.AreEqual(Solver.GetStatusMessage(Status.NoPath), f.Reason);
            Assert.IsNull(f.Farthest);
            Assert.IsNull(f.FarthestCrossings);
            Assert.IsNull(f.Difficulty);
            Assert.AreEqual(2, f.Lines.Count, "the reason and the state counts");
            Assert.AreEqual("-", LevelFigures.FarthestText(f.Farthest, f.FarthestCrossings));
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
    }
}
