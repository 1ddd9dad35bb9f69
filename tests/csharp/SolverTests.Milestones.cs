using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.InteropServices;
using PriestsDevils;
using PriestsDevils.Game;

// The API of version 0.4.0: milestones, and the renamed members' obsolete aliases.
static unsafe partial class SolverTests
{
    // Milestones: the classic start's nine, each on the plan and as far as its move number says; the
    // goal last; refusals as GetNextMove's.
    static void Milestones()
    {
        using (var solver = new Solver(Rules.Classic))
        {
            State start = Rules.Classic.Start;
            Milestone[] found = solver.GetMilestones(start);
            Check(found.Length == 9, "the classic start has 9 milestones (" + found.Length + ")");
            int[] moves = { 2, 3, 4, 5, 6, 7, 8, 9, 11 };
            for (int i = 0; i < found.Length && i < moves.Length; i++) Check(found[i].Crossings == moves[i], "milestone " + i + " after " + moves[i]);
            Check(found[0].State.Equals(new State(3, 2, Side.Start)), "first milestone: 3 priests and 2 devils, boat back");
            Check(found[found.Length - 1].State.Equals(Rules.Classic.Goal), "the goal is the last milestone");
            Move[] plan = solver.GetPlan(start);
            State at = start;
            int next = 0;
            for (int i = 0; i < plan.Length; i++)
            {
                at = Cross(at, plan[i]);
                if (next < found.Length && found[next].Crossings == i + 1) Check(found[next++].State.Equals(at), "milestone on the plan after " + (i + 1));
            }
            Check(next == found.Length, "every milestone met along the plan");
            ThrowsStatus(() => solver.GetMilestones(Rules.Classic.Goal), Status.AlreadyWon, "milestones when won");
            ThrowsStatus(() => solver.GetMilestones(new State(1, 2, Side.Start)), Status.LostState, "milestones when lost");
            ThrowsStatus(() => solver.GetMilestones(new State(4, 0, Side.Start)), Status.StateOutOfRange, "milestones out of range");
            ThrowsStatus(() => solver.GetMilestones(new State(0, 0, Side.Start)), Status.NoPath, "milestones without a path");
            Check(found[0].ToString() == "(3P 2D on the start bank, boat at Start) after 2 crossings", found[0].ToString());
        }
    }
}
