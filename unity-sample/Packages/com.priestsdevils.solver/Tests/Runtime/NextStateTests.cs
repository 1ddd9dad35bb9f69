using System;
using NUnit.Framework;

namespace PriestsDevils.Tests
{
    /// <summary>
    /// The hint as the next state and the shared solver, as a game's plain AI class uses them (see the
    /// README's "Replace your BFS hint"), on the platform the tests run on.
    /// </summary>
    [TestFixture]
    public class NextStateTests
    {
        [Test]
        public void NextStatesFromTheClassicStartWinInElevenCrossings()
        {
            Solver solver = SharedSolver.For(Rules.Classic);
            State state = Rules.Classic.Start;
            int crossings = 0;
            State next;
            while (solver.TryGetNextState(state, out next))
            {
                Assert.AreNotEqual(state.Boat, next.Boat, "each next state is a crossing away");
                Assert.AreEqual(solver.CheckState(state).Distance - 1, solver.CheckState(next).Distance, "one crossing nearer from " + state);
                state = next;
                crossings++;
            }
            Assert.AreEqual(Rules.Classic.Goal, state);
            Assert.AreEqual(11, crossings);
        }

        [Test]
        public void WithoutANextStateTheStatusSaysWhyAndTheStateStays()
        {
            Solver solver = SharedSolver.For(Rules.Classic);
            State next;
            Status status;
            Assert.IsFalse(solver.TryGetNextState(Rules.Classic.Goal, out next, out status));
            Assert.AreEqual(Status.AlreadyWon, status);
            Assert.AreEqual(Rules.Classic.Goal, next);
            var lost = new State(1, 2, Side.Start);
            Assert.IsFalse(solver.TryGetNextState(lost, out next, out status));
            Assert.AreEqual(Status.LostState, status);
            Assert.AreEqual(lost, next);
            Assert.IsFalse(solver.TryGetNextState(new State(3, 3, Side.Far), out next, out status), "nobody across to row the boat back");
            Assert.AreEqual(Status.NoPath, status);
        }

        [Test]
        public void BankCountsReadBackEitherBank()
        {
            // A game that starts on the right: the right bank is Side.Start, the left bank Side.Far.
            Rules rules = Rules.Classic;
            State state = rules.StateWith(Side.Far, 1, 2, Side.Far);
            Assert.AreEqual(new State(2, 1, Side.Far), state);
            Assert.AreEqual(1, rules.PriestsOn(Side.Far, state));
            Assert.AreEqual(2, rules.DevilsOn(Side.Far, state));
            Assert.AreEqual(2, rules.PriestsOn(Side.Start, state));
            Assert.AreEqual(new State(3, 2, Side.Start), state.After(new Move(1, 1)));
        }

        [Test]
        public void SharedSolversAreOnePerRuleSetUntilCleared()
        {
            Solver classic = SharedSolver.For(Rules.Classic);
            Assert.AreSame(classic, SharedSolver.For(new Rules(3, 3, 2)));
            Assert.AreNotSame(classic, SharedSolver.For(new Rules(5, 5, 3)));
            SharedSolver.Clear();
            Assert.Throws<ObjectDisposedException>(() => classic.CheckState(Rules.Classic.Start));
            Solver again = SharedSolver.For(Rules.Classic);
            Assert.AreNotSame(classic, again);
            Assert.AreEqual(StateKind.Safe, again.CheckState(Rules.Classic.Start).Kind);
        }
    }
}
