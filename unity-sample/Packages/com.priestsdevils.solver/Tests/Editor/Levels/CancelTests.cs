using System;
using System.Diagnostics;
using System.Threading;
using NUnit.Framework;

namespace PriestsDevils.EditorTools.Levels.Tests
{
    /// <summary>
    /// Work that stops when asked, against the native library: a proposal whose work takes tens of seconds
    /// (100 configurations of no priests and 4 000 000 devils or more: 800 million safe states), a report
    /// over a range of such configurations and a large level's figures (the <i>Compute</i> button, at the
    /// state cap) each stop within 0.5 s of <c>Cancel</c>, a newer request or <c>Stop</c> (what the window's
    /// disable and a domain reload call): the worker returns and no native call is in flight. Every native
    /// call goes through a counter here, which is 0 only once the call returned.
    /// </summary>
    public class CancelTests
    {
        private static readonly LevelRange Long = new LevelRange(0, 0, 4000000, 4000099, 2, 2, false);
        private static readonly LevelRange Small = ProposalPresenter.Range(1, 4, 1, 4, 2, 3, false);
        private static readonly TimeSpan HalfASecond = TimeSpan.FromMilliseconds(500);

        private int _inFlight;
        private int _mostAtOnce;

        private T Counted<T>(Func<T> call)
        {
            int now = Interlocked.Increment(ref _inFlight);
            int most;
            while ((most = Volatile.Read(ref _mostAtOnce)) < now) Interlocked.CompareExchange(ref _mostAtOnce, now, most);
            try
            {
                return call();
            }
            finally
            {
                Interlocked.Decrement(ref _inFlight);
            }
        }

        private ProposalPresenter Proposals()
        {
            return ProposalPresenter.Cancellable(
                (range, count, token, progress) => Counted(() => Solver.ProposeLevels(range, count, token, progress)),
                Background.OnThreadPool);
        }

        /// <summary>Waits (up to a minute) until <paramref name="started"/> holds and a native call runs.</summary>
        private void WaitForWork(Func<bool> started)
        {
            var clock = Stopwatch.StartNew();
            while (!(started() && Volatile.Read(ref _inFlight) > 0))
            {
                Assert.Less(clock.Elapsed, TimeSpan.FromMinutes(1), "the work never started");
                Thread.Sleep(5);
            }
            Thread.Sleep(100);
            Assert.AreEqual(1, Volatile.Read(ref _inFlight), "the work ended before it was stopped");
        }

        /// <summary>How long after now <paramref name="stopped"/> holds and no native call is in flight.</summary>
        private TimeSpan UntilStopped(Func<bool> stopped)
        {
            var clock = Stopwatch.StartNew();
            while (!(stopped() && Volatile.Read(ref _inFlight) == 0))
            {
                Assert.Less(clock.Elapsed, TimeSpan.FromSeconds(30), "the work did not stop");
                Thread.Sleep(1);
            }
            return clock.Elapsed;
        }

        [Test]
        public void ALongProposalStopsWithinHalfASecondOfCancel()
        {
            Assert.AreEqual(100, Solver.GetRangeCost(Long).Configurations);
            Assert.Greater(Solver.GetRangeCost(Long).SafeStates, 700000000L, "tens of seconds of builds");
            ProposalPresenter p = Proposals();
            Assert.IsTrue(p.Request(Long, 3, "Levels", 0, q => true));
            WaitForWork(() => p.Progress > 0f);
            StringAssert.Contains("safe states in 100 configurations", p.ProgressText);
            p.Cancel();
            TimeSpan took = UntilStopped(() => !p.IsWorking);
            Assert.Less(took, HalfASecond);
            Assert.IsFalse(p.IsRunning);
            Assert.IsFalse(p.Poll(), "a cancelled proposal hands nothing over");
            Assert.IsNull(p.TakeProposal());
        }

        [Test]
        public void ANewerRequestStopsTheRunningProposalAndStartsAfterItsWorkerReturned()
        {
            ProposalPresenter p = Proposals();
            Assert.IsTrue(p.Request(Long, 3, "Levels", 0, q => true));
            WaitForWork(() => p.Progress > 0f);
            Assert.IsTrue(p.Request(Small, 3, "Levels", 0, q => true));
            var clock = Stopwatch.StartNew();
            while (!p.Poll())
            {
                Assert.Less(clock.Elapsed, TimeSpan.FromSeconds(30), "the newer proposal never arrived");
                Thread.Sleep(1);
            }
            ProposedLevel[] levels = p.TakeProposal();
            Assert.AreEqual(3, levels.Length, p.Error);
            Assert.AreEqual(1, Volatile.Read(ref _mostAtOnce), "one worker at a time: the newer one waited");
            Assert.AreEqual(0, Volatile.Read(ref _inFlight));
        }

        [Test]
        public void StopBeforeADomainReloadReturnsWithNoNativeCallInFlight()
        {
            ProposalPresenter p = Proposals();
            Assert.IsTrue(p.Request(Long, 3, "Levels", 0, q => true));
            WaitForWork(() => p.Progress > 0f);
            var clock = Stopwatch.StartNew();
            Assert.IsTrue(p.Stop(TimeSpan.FromSeconds(5)), "the worker returned");
            Assert.Less(clock.Elapsed, HalfASecond);
            Assert.Less(UntilStopped(() => !p.IsWorking), HalfASecond);
        }

        [Test]
        public void AReportOverARangeStopsWithinHalfASecondOfCancelAndOfStop()
        {
            foreach (bool stop in new[] { false, true })
            {
                LevelDesignerPresenter p = LevelDesignerPresenter.Cancellable(
                    (input, token) => Counted(() => LevelFigures.Compute(input, token)), Background.OnThreadPool);
                Assert.IsTrue(p.Start(0, 0, 4000000, 4000099, 2, 2, new[] { Rules.Classic }));
                WaitForWork(() => p.IsWorking);
                var clock = Stopwatch.StartNew();
                if (stop) Assert.IsTrue(p.Stop(TimeSpan.FromSeconds(5)));
                else p.Cancel();
                Assert.Less(UntilStopped(() => !p.IsWorking), HalfASecond);
                Assert.Less(clock.Elapsed, HalfASecond);
                Assert.IsFalse(p.IsRunning);
            }
        }

        [Test]
        public void ALargeLevelsComputeStopsWithinHalfASecondOfANewerValueAndOfCancel()
        {
            var large = new LevelInput { Priests = 5592405, Devils = 5592405, BoatCapacity = 4 };
            var small = new LevelInput { Priests = 3, Devils = 3, BoatCapacity = 2 };
            foreach (bool newerValue in new[] { true, false })
            {
                RulesFieldPresenter p = RulesFieldPresenter.Cancellable(
                    (input, token) => Counted(() => LevelFigures.Compute(input, token)), Background.OnThreadPool, 1000);
                var field = new FieldKey(1, "rules");
                Assert.AreEqual(FiguresState.Large, p.Present(field, large).State);
                Assert.IsFalse(p.IsComputingLarge(large), "no Cancel button before Compute");
                p.ComputeLarge(large);
                Assert.AreEqual(FiguresState.Computing, p.Present(field, large).State);
                Assert.IsTrue(p.IsComputingLarge(large), "the drawer offers Cancel while it computes");
                WaitForWork(() => p.IsComputing);
                var clock = Stopwatch.StartNew();
                if (newerValue) p.Present(field, small);
                else p.Cancel();
                Assert.Less(UntilStopped(() => true), HalfASecond);
                Assert.Less(clock.Elapsed, HalfASecond);
                // The cancelled figures are dropped; the field then shows the newer value's, or the size again.
                var wait = Stopwatch.StartNew();
                FiguresView view;
                while (true)
                {
                    p.Deliver();
                    view = p.Present(field, newerValue ? small : large);
                    if (view.State != FiguresState.Computing) break;
                    Assert.Less(wait.Elapsed, TimeSpan.FromSeconds(30));
                    Thread.Sleep(1);
                }
                Assert.AreEqual(newerValue ? FiguresState.Ready : FiguresState.Large, view.State);
                if (!newerValue) Assert.IsFalse(p.IsComputingLarge(large), "Compute offered again after Cancel");
            }
        }
    }
}
