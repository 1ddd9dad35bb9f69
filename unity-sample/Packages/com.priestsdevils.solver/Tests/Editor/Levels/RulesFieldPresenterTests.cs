using System;
using System.Collections.Generic;
using System.Threading;
using NUnit.Framework;
#if UNITY_5_3_OR_NEWER
// The Test Framework's allocation constraint (the profiler's GC.Alloc samples, which see allocations under
// the Editor's GC), as the package's runtime tests use it (Tests/Runtime/Allocation.cs says where it is).
using UnityEngine.TestTools.Constraints;
using Is = UnityEngine.TestTools.Constraints.Is;
#endif

namespace PriestsDevils.EditorTools.Levels.Tests
{
    /// <summary>
    /// How figures reach a rules field without the Editor ever waiting: computed by one worker off the GUI
    /// thread, delivered from the update loop, a newer value of a field superseding its older one (whose
    /// result is dropped; a value queued behind it never starts), a large level computed only when asked.
    /// Most tests run the worker's computations when they choose (<see cref="Worker"/>), so what starts and
    /// when is exact; one runs them on the thread pool. The figures themselves are the library's.
    /// </summary>
    public class RulesFieldPresenterTests
    {
        /// <summary>Holds the computations a presenter starts until the test runs them, and logs which
        /// values were computed.</summary>
        private sealed class Worker
        {
            public readonly List<Action> Started = new List<Action>();
            public readonly List<LevelInput> Computed = new List<LevelInput>();

            public void Start(Action work) { Started.Add(work); }

            public LevelFigures Compute(LevelInput input)
            {
                Computed.Add(input);
                return LevelFigures.Compute(input);
            }

            /// <summary>Runs the oldest computation not yet run.</summary>
            public void RunNext()
            {
                Action work = Started[0];
                Started.RemoveAt(0);
                work();
            }

            public RulesFieldPresenter Presenter(long bound = RulesFieldPresenter.MaxAutomaticSafeStates)
            {
                return new RulesFieldPresenter(Compute, Start, bound);
            }
        }

        private static readonly FieldKey Field = new FieldKey(1, "level");
        private static readonly FieldKey Other = new FieldKey(1, "levels.Array.data[1].rules");

        private static LevelInput Input(int priests, int devils, int boat)
        {
            return LevelInput.Of(new Rules(priests, devils, boat));
        }

        [Test]
        public void FiguresAreComputedOffTheGuiThreadAndDeliveredFromTheUpdateLoop()
        {
            int gui = Thread.CurrentThread.ManagedThreadId, worker = gui;
            RulesFieldPresenter presenter;
            using (var gate = new ManualResetEvent(false))
            {
                presenter = new RulesFieldPresenter(input =>
                {
                    worker = Thread.CurrentThread.ManagedThreadId;
                    gate.WaitOne();
                    return LevelFigures.Compute(input);
                }, Background.OnThreadPool, RulesFieldPresenter.MaxAutomaticSafeStates);
                // The computation is held at the gate, yet asking returns: the GUI thread never waits.
                Assert.AreSame(FiguresView.Computing, presenter.Present(Field, Input(3, 3, 2)));
                Assert.IsTrue(presenter.IsComputing);
                Assert.IsFalse(presenter.Deliver(), "nothing finished yet");
                Assert.AreSame(FiguresView.Computing, presenter.Present(Field, Input(3, 3, 2)));
                Assert.AreEqual(1, presenter.Computations, "asking again starts nothing more");
                gate.Set();
                // A deadline against a lost delivery, not a measure of speed.
                DateTime deadline = DateTime.UtcNow.AddSeconds(60);
                while (!presenter.Deliver())
                {
                    Assert.Less(DateTime.UtcNow, deadline, "the figures never arrived");
                    Thread.Sleep(1);
                }
            }
            FiguresView view = presenter.Present(Field, Input(3, 3, 2));
            Assert.AreEqual(FiguresState.Ready, view.State);
            Assert.AreEqual(11, view.Figures.MinCrossings);
            Assert.AreNotEqual(gui, worker, "computed on another thread");
        }

        [Test]
        public void ANewerValueSupersedesAnOlderOneAndNothingQueuedBehindItStarts()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            LevelInput a = Input(3, 3, 2), b = Input(4, 4, 3), c = Input(5, 5, 3);
            Assert.AreSame(FiguresView.Computing, presenter.Present(Field, a));
            Assert.AreEqual(1, w.Started.Count, "a runs");
            Assert.AreSame(FiguresView.Computing, presenter.Present(Field, b));
            Assert.AreEqual(1, presenter.Waiting, "b waits behind a");
            Assert.AreSame(FiguresView.Computing, presenter.Present(Field, c));
            Assert.AreEqual(1, presenter.Waiting, "c took b's place: one running, one waiting");
            Assert.AreEqual(1, w.Started.Count);
            w.RunNext(); // a finishes
            Assert.IsFalse(presenter.Deliver(), "a's result is dropped: the field holds c now");
            Assert.AreEqual(1, w.Started.Count, "c starts once a is taken over");
            w.RunNext();
            Assert.IsTrue(presenter.Deliver());
            Assert.AreEqual(new[] { a, c }, w.Computed, "b never started");
            Assert.AreEqual(FiguresState.Ready, presenter.Present(Field, c).State);
            Assert.AreEqual(0, w.Started.Count);
            Assert.AreSame(FiguresView.Computing, presenter.Present(Field, a), "a was dropped, not kept");
            Assert.AreEqual(3, presenter.Computations);
        }

        [Test]
        public void AValueAlreadyAtHandSupersedesTheRunningOne()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            presenter.Present(Field, Input(3, 3, 2));
            w.RunNext();
            Assert.IsTrue(presenter.Deliver());
            presenter.Present(Field, Input(3, 3, 1)); // the boat made smaller...
            Assert.AreEqual(FiguresState.Ready, presenter.Present(Field, Input(3, 3, 2)).State, "...and back: kept");
            w.RunNext();
            Assert.IsFalse(presenter.Deliver(), "the smaller boat's figures are no longer wanted");
        }

        [Test]
        public void TwoFieldsDoNotSupersedeEachOther()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            presenter.Present(Field, Input(3, 3, 2));
            presenter.Present(Other, Input(4, 4, 2));
            presenter.Present(Field, Input(3, 3, 2)); // repaints ask again
            presenter.Present(Other, Input(4, 4, 2));
            w.RunNext();
            Assert.IsTrue(presenter.Deliver());
            w.RunNext();
            Assert.IsTrue(presenter.Deliver());
            Assert.IsTrue(presenter.Present(Field, Input(3, 3, 2)).Figures.IsSolvable);
            Assert.IsFalse(presenter.Present(Other, Input(4, 4, 2)).Figures.IsSolvable);
            Assert.AreEqual(2, presenter.Computations);
        }

        [Test]
        public void ALevelOverTheBoundShowsItsSizeAndIsComputedOnlyWhenAsked()
        {
            var w = new Worker();
            // 50 priests, 50 devils, a boat of 4: 302 safe states, over a bound of 300.
            RulesFieldPresenter presenter = w.Presenter(300);
            LevelInput input = Input(50, 50, 4);
            FiguresView view = presenter.Present(Field, input);
            Assert.AreEqual(FiguresState.Large, view.State);
            Assert.AreEqual(Solver.CountSafeStates(new Rules(50, 50, 4)), view.SafeStates);
            StringAssert.Contains("302 safe states", view.Text);
            for (int i = 0; i < 100; i++) Assert.AreSame(view, presenter.Present(Field, input));
            Assert.AreEqual(0, w.Started.Count, "nothing starts until asked");
            Assert.AreEqual(FiguresState.Ready, PresentNow(w, presenter, Input(6, 6, 4)).State, "a smaller level still computes");
            presenter.ComputeLarge(input);
            Assert.AreSame(FiguresView.Computing, presenter.Present(Field, input));
            w.RunNext();
            Assert.IsTrue(presenter.Deliver());
            Assert.AreEqual(97, presenter.Present(Field, input).Figures.MinCrossings, "the levels report's 97 crossings");
        }

        [Test]
        public void TheHugeLevelsOfTheIssueNeverStartOnTheirOwn()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            FiguresView view = presenter.Present(Field, Input(0, 8000000, 2));
            Assert.AreEqual(FiguresState.Large, view.State);
            Assert.AreEqual(16000002L, view.SafeStates, "with no priest every state is safe: 2 x 8 000 001");
            StringAssert.Contains("16,000,002 safe states", view.Text);
            Assert.AreEqual(0, w.Started.Count);
        }

        [Test]
        public void ABoatMadeSmallerShowsThatTheLevelBecameUnsolvable()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            Assert.IsTrue(PresentNow(w, presenter, Input(3, 3, 2)).Figures.IsSolvable);
            FiguresView smaller = PresentNow(w, presenter, Input(3, 3, 1));
            Assert.IsTrue(smaller.IsWarning);
            Assert.AreEqual(Solver.GetStatusMessage(Status.NoPath), smaller.Figures.Reason);
            StringAssert.StartsWith("Unsolvable: ", smaller.Text);
        }

        [Test]
        public void AThrowingComputationShowsItsErrorAndTheWorkerGoesOn()
        {
            var w = new Worker();
            var presenter = new RulesFieldPresenter(input =>
            {
                if (input.Priests == 1) throw new InvalidOperationException("broken");
                return LevelFigures.Compute(input);
            }, w.Start, RulesFieldPresenter.MaxAutomaticSafeStates);
            FiguresView broken = PresentNow(w, presenter, Input(1, 1, 2));
            Assert.AreEqual("InvalidOperationException: broken", broken.Figures.Error);
            Assert.IsTrue(broken.IsWarning);
            Assert.IsTrue(PresentNow(w, presenter, Input(3, 3, 2)).Figures.IsSolvable);
        }

        [Test]
        public void RepaintsComputeNothingAgain()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            FiguresView first = PresentNow(w, presenter, Input(5, 5, 3));
            for (int i = 0; i < 1000; i++) Assert.AreSame(first, presenter.Present(Field, Input(5, 5, 3)));
            Assert.AreEqual(1, presenter.Computations);
            PresentNow(w, presenter, Input(5, 5, 4));
            Assert.AreEqual(2, presenter.Computations, "a changed field is computed");
            Assert.AreSame(first, presenter.Present(Other, Input(5, 5, 3)), "kept by values, for any field");
            Assert.AreEqual(2, presenter.Computations);
        }

        /// <summary>Kept reachable, so that the known allocation below cannot be removed.</summary>
        internal static object Kept;

        [Test]
        public void KeptFiguresAreLookedUpWithoutAllocating()
        {
            var w = new Worker();
            RulesFieldPresenter presenter = w.Presenter();
            LevelInput input = Input(5, 5, 3);
            FiguresView view = PresentNow(w, presenter, input);
            int length = 0;
            // What the drawer does every repaint once the figures are kept: look them up, read their text.
            TestDelegate repaints = () =>
            {
                for (int i = 0; i < 1000; i++) length += presenter.Present(Field, input).Text.Length;
                presenter.Deliver();
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
            Assert.AreEqual(2000 * view.Text.Length, length);
            Assert.AreEqual(1, presenter.Computations);
        }

        [Test]
        public void TheLevelSetWarnsOfAnUnsolvableLevelNotMeantToBe()
        {
            var w = new Worker();
            var presenter = new LevelSetPresenter(w.Presenter());
            var level = new FieldKey(7, "levels.Array.data[0]");
            Assert.IsNull(LevelSetPresenter.Warning(presenter.Present(level, Input(4, 4, 2)), false), "no warning while computing");
            w.RunNext();
            Assert.IsTrue(presenter.Figures.Deliver());
            FiguresView unsolvable = presenter.Present(level, Input(4, 4, 2));
            StringAssert.Contains(Solver.GetStatusMessage(Status.NoPath), LevelSetPresenter.Warning(unsolvable, false));
            Assert.IsNull(LevelSetPresenter.Warning(unsolvable, true), "meant to be unsolvable: no warning");
            Assert.IsNull(LevelSetPresenter.Warning(PresentNow(w, presenter.Figures, Input(3, 3, 2)), false));
            LevelInput refused = Input(3, 3, 2);
            refused.Priests = -1;
            Assert.IsNotNull(LevelSetPresenter.Warning(PresentNow(w, presenter.Figures, refused), true), "refused values warn even when marked");
            Assert.AreSame(unsolvable, presenter.Present(level, Input(4, 4, 2)));
            Assert.AreEqual(3, presenter.Figures.Computations);
        }

        /// <summary>What <see cref="Field"/> shows once the worker has computed <paramref name="input"/>.</summary>
        private static FiguresView PresentNow(Worker w, RulesFieldPresenter presenter, LevelInput input)
        {
            if (presenter.Present(Field, input) == FiguresView.Computing)
            {
                w.RunNext();
                Assert.IsTrue(presenter.Deliver(), "delivered");
            }
            return presenter.Present(Field, input);
        }

        [Test]
        public void TheSizeFieldTakesAtMostTheLibrarysCap()
        {
            Assert.AreEqual(Solver.MaxRangeConfigurations, (long)LevelSetPresenter.MaxLevels);
            Assert.AreEqual(LevelSetPresenter.MaxLevels, LevelSetPresenter.Resize(3, 100000), "100 000 typed");
            Assert.AreEqual(LevelSetPresenter.MaxLevels, LevelSetPresenter.Resize(3, int.MaxValue));
            Assert.AreEqual(20, LevelSetPresenter.Resize(3, 20));
            Assert.AreEqual(0, LevelSetPresenter.Resize(3, 0));
            Assert.AreEqual(3, LevelSetPresenter.Resize(3, -1), "a negative size changes nothing");
        }
    }
}
