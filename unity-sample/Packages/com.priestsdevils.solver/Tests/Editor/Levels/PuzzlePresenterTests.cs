using System;
using System.Collections.Generic;
using NUnit.Framework;

namespace PriestsDevils.EditorTools.Levels.Tests
{
    /// <summary>
    /// How a puzzle file's figures reach its Inspector without the Editor ever waiting: computed off the GUI
    /// thread, delivered from the update loop, kept by the text, a newer text of a file superseding a
    /// waiting one. The test runs the computations when it chooses; the figures are the library's.
    /// </summary>
    public class PuzzlePresenterTests
    {
        private const string WolfGoatCabbage = "puzzle Wolf, goat and cabbage\nboat capacity 2\ncharacter Farmer rows\n"
            + "character Wolf\ncharacter Goat\ncharacter Cabbage\nbank never Goat and any(Wolf, Cabbage) and not Farmer\n";

        private readonly List<Action> _started = new List<Action>();

        private void RunAll()
        {
            var work = new List<Action>(_started);
            _started.Clear();
            foreach (Action action in work) action();
        }

        [Test]
        public void FiguresArriveFromTheWorkerAndAreKept()
        {
            var presenter = new PuzzlePresenter(PuzzleFigures.Compute, _started.Add);
            Assert.AreSame(PuzzleFigures.Computing, presenter.Present("wolf.river", WolfGoatCabbage));
            Assert.IsFalse(presenter.Deliver(), "nothing before the worker ends");
            RunAll();
            Assert.IsTrue(presenter.Deliver());
            PuzzleFigures figures = presenter.Present("wolf.river", WolfGoatCabbage);
            Assert.IsTrue(figures.IsReady && figures.IsSolvable);
            Assert.AreEqual(7, figures.MinCrossings);
            Assert.AreSame(figures, presenter.Present("wolf.river", WolfGoatCabbage), "kept: nothing built again");
            Assert.AreEqual(1, presenter.Computations);
        }

        [Test]
        public void ANewerTextSupersedesAWaitingOne()
        {
            var presenter = new PuzzlePresenter(PuzzleFigures.Compute, _started.Add);
            presenter.Present("edited.river", "puzzle One\ncharacter A rows\n");
            presenter.Present("edited.river", "puzzle Two\ncharacter B rows\n");
            presenter.Present("edited.river", "puzzle Three\ncharacter C rows\n");
            RunAll();
            presenter.Deliver();
            RunAll();
            Assert.IsTrue(presenter.Deliver());
            Assert.AreEqual("Three", presenter.Present("edited.river", "puzzle Three\ncharacter C rows\n").Title);
            Assert.AreEqual(2, presenter.Computations, "the superseded text never started");
        }

        [Test]
        public void AFormatErrorShowsItsLineAndColumn()
        {
            PuzzleFigures figures = PuzzleFigures.Compute("puzzle Broken\nboat capacity two\n");
            Assert.IsTrue(figures.IsWarning);
            Assert.AreEqual(2, figures.Line);
            Assert.AreEqual(15, figures.Column);
            StringAssert.StartsWith("This puzzle cannot be built: line 2, column 15: ", figures.Text);
        }
    }
}
