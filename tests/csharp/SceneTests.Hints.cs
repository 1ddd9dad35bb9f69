// The scene's tiered Hint on every level, at every step of optimal play: the first press names the next
// milestone at least two crossings ahead, which the test finds on its own by listing every shortest plan
// from the position (a depth-first search over Solver.GetOptimalMoves) and intersecting them; the second
// names the next crossing; the third tints exactly what to move. Part of SceneTests.cs.
using System.Collections.Generic;
using System.Linq;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using UnityStandIn;

static partial class SceneTests
{
    static State Cross(State s, Move m)
    {
        return s.Boat == Side.Start
            ? new State(s.Priests - m.Priests, s.Devils - m.Devils, Side.Far)
            : new State(s.Priests + m.Priests, s.Devils + m.Devils, Side.Start);
    }

    // Every shortest plan from `at`, as the states after each crossing.
    static void ShortestPlans(Solver solver, State at, List<State> path, List<List<State>> plans)
    {
        if (solver.CheckState(at).Kind == StateKind.Won)
        {
            plans.Add(new List<State>(path));
            return;
        }
        foreach (Move m in solver.GetOptimalMoves(at))
        {
            path.Add(Cross(at, m));
            ShortestPlans(solver, path[path.Count - 1], path, plans);
            path.RemoveAt(path.Count - 1);
        }
    }

    // What the first press should say from `here`: the first state at least two crossings ahead that every
    // shortest plan shares, or null when the goal is one crossing away.
    static string ExpectedMilestoneText(Solver solver, State here)
    {
        var plans = new List<List<State>>();
        ShortestPlans(solver, here, new List<State>(), plans);
        for (int k = 1; k < plans[0].Count; k++)
        {
            State s = plans[0][k];
            if (!plans.All(p => p[k].Equals(s))) continue;
            if (Words == StringTable.SimplifiedChinese)
            {
                if (s.Equals(solver.Rules.Goal)) return "目标：所有人都到终点岸，从这里渡河" + (k + 1) + "次可到。";
                return "目标：起始岸上留下" + ZhPeople(new Move(s.Priests, s.Devils)) + "，船停在" + (s.Boat == Side.Start ? "起始岸" : "终点岸") + "，从这里渡河" + (k + 1) + "次可到。";
            }
            string where = s.Equals(solver.Rules.Goal)
                ? "everyone on the far bank"
                : new Move(s.Priests, s.Devils) + " on the start bank, the boat on the " + (s.Boat == Side.Start ? "start" : "far") + " bank";
            return "Aim for: " + where + ", " + (k + 1) + " crossings from here.";
        }
        return null;
    }

    static void HintTiersOnEveryLevel()
    {
        FirstController scene = LoadScene();
        int checkedPositions = 0, milestonesNamed = 0;
        foreach (Level level in scene.Levels.ToList())
        {
            Press(level.Label(Words));
            GameSession session = scene.Session;
            for (int step = 0; step < 200 && !session.Game.IsOver; step++)
            {
                State here = session.Game.Snapshot().ToState();
                Move next;
                if (!session.Solver.TryGetNextMove(here, out next))
                {
                    Press(T("Button.Hint"));
                    Check(Player.Labels.Contains(session.Hint(Words)) && session.Hint(Words).EndsWith(Say("restart.", "请重新开始。")), level + ": no hint: " + session.Hint(Words));
                    break;
                }
                string towards = here.Boat == Side.Start ? "to the far bank" : "back to the start bank";
                string crossing = Say("Hint: take " + next + " " + towards + ".",
                    "提示：让" + ZhPeople(next) + (here.Boat == Side.Start ? "乘船去终点岸。" : "乘船回到起始岸。"));
                string milestone = ExpectedMilestoneText(session.Solver, here) ?? crossing;
                Press(T("Button.Hint"));
                Check(Player.Labels.Contains(milestone), level + " at " + here + ": first press " + milestone + " | " + string.Join(" | ", Player.Labels.ToArray()));
                Check(!session.Game.Characters.Any(c => IsHinted(Body(c))), level + ": the first press tints nothing");
                milestonesNamed += milestone.StartsWith(Say("Aim for:", "目标：")) ? 1 : 0;
                Press(T("Button.Hint"));
                Check(Player.Labels.Contains(crossing), level + " at " + here + ": second press " + crossing);
                Press(T("Button.Hint"));
                bool sail;
                List<Character> targets = session.HintTargets(out sail);
                Check(targets.Count + (sail ? 1 : 0) > 0, level + ": the third press points at something");
                Check(session.Game.Characters.All(c => IsHinted(Body(c)) == targets.Contains(c)) && IsHinted(Player.Named("Boat")) == sail,
                      level + " at " + here + ": the third press tints exactly what to move");
                checkedPositions++;
                Press(T("Button.AiNext"));
                Settle(scene);
                Check(!session.Game.Characters.Any(c => IsHinted(Body(c))), level + ": an action clears the tint");
            }
        }
        Check(checkedPositions > 100, "positions checked: " + checkedPositions);
        Check(milestonesNamed > checkedPositions / 2, "milestones named: " + milestonesNamed + " of " + checkedPositions);
        NoExceptions("hint tiers on every level");
    }
}
