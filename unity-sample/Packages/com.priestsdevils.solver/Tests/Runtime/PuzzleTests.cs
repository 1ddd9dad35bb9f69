using NUnit.Framework;

namespace PriestsDevils.Tests
{
    /// <summary>
    /// A puzzle of the river-crossing family through the package's <see cref="Puzzle"/>, on the platform the
    /// tests run on: read from its text (the repository's <c>puzzles/wolf-goat-cabbage.river</c>, inlined),
    /// played by its next actions to the goal, its words with the file's names, a text that breaks the
    /// format. The figures and words are the library's.
    /// </summary>
    [TestFixture]
    public class PuzzleTests
    {
        private const string WolfGoatCabbage = "puzzle Wolf, goat and cabbage\nboat capacity 2\ncharacter Farmer rows\n"
            + "character Wolf\ncharacter Goat\ncharacter Cabbage\nbank never Goat and any(Wolf, Cabbage) and not Farmer\n";

        [Test]
        public void NextActionsWinWolfGoatAndCabbageInSevenCrossings()
        {
            using (Puzzle puzzle = Puzzle.Load(WolfGoatCabbage))
            {
                Assert.AreEqual("Wolf, goat and cabbage", puzzle.Title);
                Assert.AreEqual(4, puzzle.KindCount);
                PuzzleState state = puzzle.Start;
                var aboard = new int[puzzle.KindCount];
                int crossings = 0;
                for (int steps = 0; steps < 100; steps++)
                {
                    PuzzleStep step = puzzle.NextAction(state, new Crossing(aboard));
                    if (step.Action == PuzzleActionKind.None) break;
                    if (step.Action == PuzzleActionKind.Board) aboard[step.CharacterKind]++;
                    else if (step.Action == PuzzleActionKind.Unboard) aboard[step.CharacterKind]--;
                    else
                    {
                        state = puzzle.After(state, new Crossing(aboard));
                        aboard = new int[puzzle.KindCount];
                        crossings++;
                    }
                }
                Assert.AreEqual(PuzzleStateKind.Won, puzzle.Check(state).Kind);
                Assert.AreEqual(7, crossings);
                Assert.AreEqual(7, puzzle.Report().MinCrossings);
            }
        }

        [Test]
        public void WordsUseTheFilesNames()
        {
            using (Puzzle puzzle = Puzzle.Load(WolfGoatCabbage))
            {
                Assert.AreEqual("Farmer, Goat", puzzle.Describe(new Crossing(1, 0, 1, 0), Language.English));
                StringAssert.Contains("Goat", puzzle.Describe(new Crossing(1, 0, 1, 0), Language.SimplifiedChinese));
                Assert.AreEqual("Goat", puzzle.Kind(2).Name);
            }
        }

        [Test]
        public void ATextThatBreaksTheFormatSaysWhere()
        {
            var e = Assert.Throws<PuzzleFormatException>(() => Puzzle.Load("puzzle Broken\nboat capacity two\n"));
            Assert.AreEqual(2, e.Line);
            Assert.AreEqual(Status.PuzzleFormat, e.Status);
            StringAssert.StartsWith("line 2, column " + e.Column + ": ", e.Message);
            Assert.AreEqual(e.Line, Puzzle.Check("puzzle Broken\nboat capacity two\n").Line);
        }
    }
}
