using System;
using System.Collections.Generic;
using NUnit.Framework;

namespace PriestsDevils.EditorTools.Levels.Tests
{
    /// <summary>
    /// The Level Designer's <i>Propose levels</i>: the request refused, asked about or started, the library's
    /// proposal computed off the GUI thread (run here by the test when it chooses) and handed over once. The
    /// expected levels are the command line's (<c>priests-devils levels -p 1..4 -d 1..4 -b 2..3 --propose 3</c>:
    /// 1/1/2 at 1.58 bits, 3/2/2 at 10.05, 3/3/2 at 18.14); the repository compares the window's proposal with
    /// it too.
    /// </summary>
    public class ProposalTests
    {
        private static readonly LevelRange Small = ProposalPresenter.Range(1, 4, 1, 4, 2, 3, false);

        /// <summary>A presenter over the library whose runs wait in <paramref name="runs"/>.</summary>
        private static ProposalPresenter Held(List<Action> runs)
        {
            return new ProposalPresenter(Solver.ProposeLevels, runs.Add);
        }

        /// <summary>A confirmation that records the questions and answers <paramref name="answer"/>.</summary>
        private static Func<string, bool> Answer(List<string> asked, bool answer)
        {
            return question => { asked.Add(question); return answer; };
        }

        [Test]
        public void AnEmptySetIsFilledWithoutAskingWithLevelsOfRisingDifficulty()
        {
            var runs = new List<Action>();
            var asked = new List<string>();
            ProposalPresenter p = Held(runs);
            Assert.IsTrue(p.Request(Small, 3, "Levels", 0, Answer(asked, false)));
            Assert.AreEqual(0, asked.Count, "nothing to replace, nothing asked");
            Assert.IsTrue(p.IsRunning);
            StringAssert.StartsWith("Proposing 3 levels of ", p.ProgressText);
            Assert.IsFalse(p.Poll(), "not computed on the calling thread");
            Assert.IsNull(p.TakeProposal());
            runs[0]();
            Assert.IsTrue(p.Poll());
            Assert.IsFalse(p.IsRunning);
            Assert.IsNull(p.Error);
            ProposedLevel[] levels = p.TakeProposal();
            Assert.AreEqual(new[] { new Rules(1, 1, 2), new Rules(3, 2, 2), Rules.Classic }, Array.ConvertAll(levels, l => l.Rules));
            Assert.AreEqual(new[] { "Level 1 (1.58 bits)", "Level 2 (10.05 bits)", "Level 3 (18.14 bits)" },
                Array.ConvertAll(levels, l => l.DisplayName));
            Assert.AreEqual(11, levels[2].Figures.MinCrossings, "each level's figures come with it");
            Assert.IsNull(p.TakeProposal(), "handed over once");
            Assert.IsFalse(p.Poll());
        }

        [Test]
        public void ASetHoldingLevelsIsReplacedOnlyWhenTheDesignerSaysSo()
        {
            var runs = new List<Action>();
            var asked = new List<string>();
            ProposalPresenter p = Held(runs);
            Assert.IsFalse(p.Request(Small, 3, "Levels", 2, Answer(asked, false)), "kept");
            Assert.AreEqual(new[] { "\u201CLevels\u201D holds 2 levels. Replace them with the proposed levels? Edit \u2192 Undo brings them back." },
                asked);
            Assert.IsFalse(p.IsRunning);
            Assert.AreEqual(0, runs.Count);
            Assert.IsTrue(p.Request(Small, 3, "Levels", 1, Answer(asked, true)), "replaced");
            StringAssert.StartsWith("\u201CLevels\u201D holds 1 level. Replace it ", asked[1]);
            Assert.AreEqual(1, runs.Count);
            Assert.IsNull(ProposalPresenter.ReplaceQuestion("Levels", 0));
        }

        [Test]
        public void RefusedRequestsAskNothingAndStartNothing()
        {
            var runs = new List<Action>();
            var asked = new List<string>();
            ProposalPresenter p = Held(runs);
            Assert.IsFalse(p.Request(ProposalPresenter.Range(3, 2, 1, 4, 2, 3, false), 3, "Levels", 5, Answer(asked, true)));
            StringAssert.StartsWith("Ranges must be non-empty", p.Error);
            Assert.IsFalse(p.Request(ProposalPresenter.Range(0, 1000, 0, 1000, 1, 5, true), 3, "Levels", 5, Answer(asked, true)));
            StringAssert.Contains("narrow the ranges", p.Error);
            Assert.IsFalse(p.Request(Small, 0, "Levels", 5, Answer(asked, true)));
            StringAssert.StartsWith("Propose between 1 and 100 levels", p.Error);
            Assert.IsFalse(p.Request(Small, ProposalPresenter.MaxCount + 1, "Levels", 5, Answer(asked, true)));
            Assert.AreEqual(0, asked.Count);
            Assert.AreEqual(0, runs.Count);
        }

        [Test]
        public void TooFewDistinctDifficultiesIsTheLibrarysRefusal()
        {
            var runs = new List<Action>();
            ProposalPresenter p = Held(runs);
            // 1..2 priests and devils, a boat of 2: three distinct difficulties only.
            Assert.IsTrue(p.Request(ProposalPresenter.Range(1, 2, 1, 2, 2, 2, false), 4, "Levels", 0, q => true));
            runs[0]();
            Assert.IsTrue(p.Poll());
            Assert.IsNull(p.TakeProposal());
            StringAssert.StartsWith("Cannot propose 4 levels: " + Solver.GetStatusMessage(Status.NotEnoughLevels), p.Error);
            Assert.IsTrue(p.Request(ProposalPresenter.Range(1, 2, 1, 2, 2, 2, false), 3, "Levels", 0, q => true));
            Assert.IsNull(p.Error, "a new request clears the last refusal");
        }

        [Test]
        public void ANewerRequestOrCancelDropsTheRunningOnesResult()
        {
            var runs = new List<Action>();
            ProposalPresenter p = Held(runs);
            Assert.IsTrue(p.Request(Small, 2, "Levels", 0, q => true));
            Assert.IsTrue(p.Request(Small, 3, "Levels", 0, q => true));
            runs[0]();
            Assert.IsFalse(p.Poll(), "the first request's result is dropped");
            runs[1]();
            Assert.IsTrue(p.Poll());
            Assert.AreEqual(3, p.TakeProposal().Length);
            Assert.IsTrue(p.Request(Small, 2, "Levels", 0, q => true));
            p.Cancel();
            Assert.IsFalse(p.IsRunning);
            runs[2]();
            Assert.IsFalse(p.Poll(), "a cancelled proposal never arrives");
            Assert.IsNull(p.TakeProposal());
        }
    }
}
