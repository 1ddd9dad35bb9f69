// The hint as a state (Solver.GetNextState, TryGetNextState, TryGetPlan), State.After and the bank
// counts (Rules.StateWith, PriestsOn, DevilsOn): part of SolverTests (see SolverTests.cs). Expected
// states are written out here or computed by this file's own arithmetic (Carry), never by State.After.
using System;
using System.Collections.Generic;
using PriestsDevils;

static partial class SolverTests
{
    // The test's own crossing: the boat's bank loses the load, the other bank gains it.
    static State Carry(State s, Move m)
    {
        bool leaving = s.Boat == Side.Start;
        int p = leaving ? s.Priests - m.Priests : s.Priests + m.Priests;
        int d = leaving ? s.Devils - m.Devils : s.Devils + m.Devils;
        return new State(p, d, leaving ? Side.Far : Side.Start);
    }

    // ScreenBanks: a game's left and right counts, each way round, against states written out here.
    static void ScreenBanksMapLeftAndRight()
    {
        ScreenBanks right = ScreenBanks.StartOnRight(Rules.Classic), left = ScreenBanks.StartOnLeft(Rules.Classic);
        Check(right.Right == Side.Start && right.Left == Side.Far && left.Left == Side.Start && left.Right == Side.Far, "which screen side is which bank");
        Check(right.StateOf(0, 0, 3, 3, false).Equals(Rules.Classic.Start), "everyone on the right, boat on the right: the start");
        Check(left.StateOf(3, 3, 0, 0, true).Equals(Rules.Classic.Start), "everyone on the left, boat on the left: the start");
        Check(right.StateOf(1, 2, 2, 1, true).Equals(new State(2, 1, Side.Far)), "starting on the right: the right bank's counts, the boat on the left is far");
        Check(left.StateOf(1, 2, 2, 1, true).Equals(new State(1, 2, Side.Start)), "starting on the left: the left bank's counts, the boat on the left is at the start");
        var s = new State(2, 1, Side.Far);
        Check(right.LeftPriests(s) == 1 && right.LeftDevils(s) == 2 && right.RightPriests(s) == 2 && right.RightDevils(s) == 1 && right.BoatOnLeft(s), "read back, starting on the right");
        Check(left.LeftPriests(s) == 2 && left.LeftDevils(s) == 1 && left.RightPriests(s) == 1 && left.RightDevils(s) == 2 && !left.BoatOnLeft(s), "read back, starting on the left");
        Throws<ArgumentException>(() => right.StateOf(1, 1, 1, 1, true), "counts that do not add up to the rules are refused");
        Throws<ArgumentException>(() => right.StateOf(-1, 0, 4, 3, true), "negative counts are refused");
        Check(!right.Equals(left) && right.Equals(ScreenBanks.StartOnRight(Rules.Classic)) && right.ToString().EndsWith("starting on the right"), "equality and text");
        // The README's swap: every hint from the start, mapped both ways, is the solver's next state.
        var solver = SharedSolver.For(Rules.Classic);
        State here = right.StateOf(0, 0, 3, 3, false);
        for (int i = 0; i < 11; i++) here = solver.GetNextState(right.StateOf(right.LeftPriests(here), right.LeftDevils(here), right.RightPriests(here), right.RightDevils(here), right.BoatOnLeft(here)));
        Check(here.Equals(Rules.Classic.Goal) && right.LeftPriests(here) == 3 && right.BoatOnLeft(here), "11 hints through the left/right map reach the goal on the left");
    }

    static void StateAfterAndBanks()
    {
        Check(new State(3, 3, Side.Start).After(new Move(1, 1)).Equals(new State(2, 2, Side.Far)), "start bank loses the load");
        Check(new State(2, 2, Side.Far).After(new Move(1, 0)).Equals(new State(3, 2, Side.Start)), "start bank gains it back");
        Check(new State(0, 1, Side.Far).After(new Move(0, 0)).Equals(new State(0, 1, Side.Start)), "an empty crossing only moves the boat");
        Check(new State(0, 0, Side.Start).After(new Move(1, 2)).Equals(new State(-1, -2, Side.Far)), "After judges nothing: out of range stays expressible");
        Throws<ArgumentOutOfRangeException>(() => new State(0, (1 << 30) - 1, Side.Far).After(new Move(0, 1)), "devils beyond 2^30");

        Rules classic = Rules.Classic;
        Check(classic.StateWith(Side.Far, 1, 2, Side.Far).Equals(new State(2, 1, Side.Far)), "far-bank counts: the rest start");
        Check(classic.StateWith(Side.Start, 1, 2, Side.Start).Equals(new State(1, 2, Side.Start)), "start-bank counts as given");
        Check(classic.PriestsOn(Side.Far, new State(2, 1, Side.Far)) == 1 && classic.DevilsOn(Side.Far, new State(2, 1, Side.Far)) == 2, "far bank read back");
        Check(classic.PriestsOn(Side.Start, new State(2, 1, Side.Far)) == 2 && classic.DevilsOn(Side.Start, new State(2, 1, Side.Far)) == 1, "start bank read back");
        Check(classic.PriestsOn(Side.Far, classic.Goal) == 3 && classic.DevilsOn(Side.Far, classic.Start) == 0, "goal and start");
        var unequal = new Rules(5, 4, 3);
        for (int p = 0; p <= 5; p++)
        for (int d = 0; d <= 4; d++)
        foreach (Side boat in new[] { Side.Start, Side.Far })
        {
            var s = new State(p, d, boat);
            Check(unequal.PriestsOn(Side.Far, s) == 5 - p && unequal.DevilsOn(Side.Far, s) == 4 - d, "far counts of " + s);
            Check(unequal.StateWith(Side.Far, 5 - p, 4 - d, boat).Equals(s), "built from far counts: " + s);
        }
        using (var solver = new Solver(classic))
        {
            Check(solver.CheckState(classic.StateWith(Side.Far, 4, 0, Side.Far)).Kind == StateKind.OutOfRange, "more than the game has: out of range");
        }
        Throws<ArgumentOutOfRangeException>(() => classic.StateWith((Side)2, 0, 0, Side.Far), "StateWith: no such bank");
        Throws<ArgumentOutOfRangeException>(() => classic.StateWith(Side.Far, 0, 0, (Side)2), "StateWith: no such boat side");
        Throws<ArgumentOutOfRangeException>(() => classic.PriestsOn((Side)2, classic.Start), "PriestsOn: no such bank");
        Throws<ArgumentOutOfRangeException>(() => classic.DevilsOn((Side)2, classic.Start), "DevilsOn: no such bank");
    }

    // Every state of several rule sets (in range and one beyond): the next state is the next move carried
    // across, one crossing nearer; without a next move, the same status and the state itself.
    static void NextStates()
    {
        var rules = new[]
        {
            Rules.Classic, new Rules(5, 5, 3), new Rules(4, 4, 2), new Rules(4, 3, 2),
            new Rules(3, 3, 3, BoatSafety.Aboard, Rowers.Priests),
        };
        foreach (Rules r in rules)
        using (var solver = new Solver(r))
        {
            int answered = 0;
            for (int p = -1; p <= r.Priests + 1; p++)
            for (int d = -1; d <= r.Devils + 1; d++)
            foreach (Side boat in new[] { Side.Start, Side.Far })
            {
                var s = new State(p, d, boat);
                Move move;
                Status moveStatus, status;
                State next;
                bool hasMove = solver.TryGetNextMove(s, out move, out moveStatus);
                bool hasNext = solver.TryGetNextState(s, out next, out status);
                string at = r + " at " + s;
                Check(hasNext == hasMove && status == moveStatus, at + ": the next move's status (" + status + ")");
                State shortForm;
                Check(solver.TryGetNextState(s, out shortForm) == hasNext && shortForm.Equals(next), at + ": two-argument form agrees");
                if (hasNext)
                {
                    answered++;
                    Check(next.Equals(Carry(s, move)), at + ": next state is the move carried across");
                    Check(solver.CheckState(next).Distance == solver.CheckState(s).Distance - 1, at + ": one crossing nearer");
                    Check(solver.GetNextState(s).Equals(next), at + ": GetNextState agrees");
                }
                else
                {
                    Check(next.Equals(s), at + ": without a next state, the state itself");
                    Status expected = status;
                    ThrowsStatus(() => solver.GetNextState(s), expected, at);
                }
            }
            Check(answered > 0, r + ": some states have a next state");
        }
        using (var classic = new Solver(Rules.Classic))
        {
            State next;
            Status status;
            Check(!classic.TryGetNextState(Rules.Classic.Goal, out next, out status) && status == Status.AlreadyWon
                  && next.Equals(Rules.Classic.Goal), "won: AlreadyWon, and the won state itself");
            Check(!classic.TryGetNextState(new State(3, 3, Side.Far), out next, out status) && status == Status.NoPath,
                  "the boat across with nobody to row it back: NoPath");
            Check(!classic.TryGetNextState(new State(1, 2, Side.Start), out next, out status) && status == Status.LostState, "lost: LostState");
            Check(!classic.TryGetNextState(new State(4, 0, Side.Start), out next, out status) && status == Status.StateOutOfRange, "out of range");
            State s = Rules.Classic.Start;
            int crossings = 0;
            while (classic.TryGetNextState(s, out s)) crossings++;
            Check(crossings == 11 && s.Equals(Rules.Classic.Goal), "next states from the start win in 11 crossings (" + crossings + ")");
        }
        using (var unsolvable = new Solver(4, 4, 2))
        {
            State next;
            Status status;
            Check(!unsolvable.TryGetNextState(new Rules(4, 4, 2).Start, out next, out status) && status == Status.NoPath, "4/4/2 start: NoPath");
        }
    }

    static void Plans()
    {
        using (var solver = new Solver(Rules.Classic))
        {
            Move[] plan;
            Status status;
            Check(solver.TryGetPlan(Rules.Classic.Start, out plan, out status) && status == Status.Ok && plan.Length == 11, "classic plan: 11 moves");
            State s = Rules.Classic.Start;
            foreach (Move m in plan) s = Carry(s, m);
            Check(s.Equals(Rules.Classic.Goal), "the plan ends at the goal");
            Move[] thrown = solver.GetPlan(Rules.Classic.Start);
            bool same = thrown.Length == plan.Length;
            for (int i = 0; same && i < plan.Length; i++) same = thrown[i].Equals(plan[i]);
            Check(same, "TryGetPlan gives GetPlan's plan");
            Check(!solver.TryGetPlan(Rules.Classic.Goal, out plan, out status) && status == Status.AlreadyWon && plan != null && plan.Length == 0,
                  "won: AlreadyWon, an empty plan");
            Check(!solver.TryGetPlan(new State(1, 2, Side.Start), out plan) && plan.Length == 0, "lost: false, an empty plan");
            Check(!solver.TryGetPlan(new State(3, 3, Side.Far), out plan, out status) && status == Status.NoPath, "no path: NoPath");
        }
        var after = new Solver(Rules.Classic);
        after.Dispose();
        Move[] none;
        State ignored;
        Throws<ObjectDisposedException>(() => after.TryGetPlan(Rules.Classic.Start, out none), "TryGetPlan after Dispose");
        Throws<ObjectDisposedException>(() => after.TryGetNextState(Rules.Classic.Start, out ignored), "TryGetNextState after Dispose");
    }

    // The next state, the shared solver's lookup and the bank counts allocate nothing: a hint may be
    // asked every frame.
    static void NextStatesAllocateNothing()
    {
        Solver solver = SharedSolver.For(Rules.Classic);
        State next;
        solver.TryGetNextState(Rules.Classic.Start, out next);
        long checksum = 0;
        long allocated = GC.GetAllocatedBytesForCurrentThread();
        for (int i = 0; i < 100000; i++)
        {
            if (SharedSolver.For(Rules.Classic).TryGetNextState(Rules.Classic.Start, out next))
                checksum += Rules.Classic.PriestsOn(Side.Far, next) + Rules.Classic.StateWith(Side.Far, 1, 1, Side.Far).Priests;
        }
        long bytes = GC.GetAllocatedBytesForCurrentThread() - allocated;
        Check(checksum == 100000L * (1 + 2), "every next state answered");
        Check(bytes == 0, "no managed allocation in 100 000 next states (" + bytes + " bytes)");
        var garbage = new List<int[]>();
        allocated = GC.GetAllocatedBytesForCurrentThread();
        garbage.Add(new int[64]);
        Check(GC.GetAllocatedBytesForCurrentThread() - allocated >= 256, "the counter sees a known allocation");
    }
}
