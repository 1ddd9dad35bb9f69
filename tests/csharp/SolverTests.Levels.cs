// The level designer's queries (Solver.GetLevelReport, GetLegalLoads, ProposeLevels): part of
// SolverTests (see SolverTests.cs). Expected figures are the classic game's known facts and hand counts,
// and legal loads are checked against this file's own enumeration of the rules as the README states them.
using System;
using System.Collections.Generic;
using PriestsDevils;

static partial class SolverTests
{
    static void LevelReports()
    {
        using (var solver = new Solver(Rules.Classic))
        {
            LevelReport r = solver.GetLevelReport();
            Check(r.IsSolvable && r.Reason == Status.Ok, "classic: solvable");
            Check(r.MinCrossings == 11 && r.OptimalPlans == 4 && r.Milestones == 9, "classic: 11 crossings, 4 plans, 9 milestones");
            Check(r.SafeStates == 20 && r.ReachableStates == 16, "classic: 20 safe, 16 reachable");
            Check(r.Farthest.Equals(new State(3, 2, Side.Far)) && r.FarthestCrossings == 12, "classic: farthest 3/2/far at 12");
            // A random player wins optimally once in 288 000 games (exact enumeration by hand).
            Check(Math.Abs(r.Difficulty.Value - Math.Log(288000, 2)) < 1e-9, "classic difficulty " + r.Difficulty);
            Check(r.Equals(solver.GetLevelReport(Rules.Classic.Start)), "the rules' start is the default");

            LevelReport lost = solver.GetLevelReport(new State(1, 2, Side.Start));
            Check(!lost.IsSolvable && lost.Reason == Status.LostState && lost.MinCrossings == null && lost.Difficulty == null
                  && lost.OptimalPlans == 0 && lost.Milestones == 0, "a lost start says why");
            Check(solver.GetLevelReport(Rules.Classic.Goal).Reason == Status.AlreadyWon, "the goal: already won");
            Check(solver.GetLevelReport(new State(0, 0, Side.Start)).Reason == Status.NoPath, "no rower: no path");
            LevelReport mid = solver.GetLevelReport(new State(2, 2, Side.Far));
            Check(mid.MinCrossings == solver.CheckState(new State(2, 2, Side.Far)).Distance, "from 2/2/far: its distance");
            Check(mid.OptimalPlans == solver.CountOptimalPlans(new State(2, 2, Side.Far)), "from 2/2/far: its plans");
            Check(mid.Milestones == solver.GetMilestones(new State(2, 2, Side.Far)).Length, "from 2/2/far: its milestones");
            ThrowsStatus(() => solver.GetLevelReport(new State(4, 0, Side.Start)), Status.StateOutOfRange, "report out of range");
            LevelReport none;
            Status status;
            Check(!solver.TryGetLevelReport(new State(4, 0, Side.Start), out none, out status) && status == Status.StateOutOfRange,
                  "TryGetLevelReport: out of range");
        }
        using (var unsolvable = new Solver(4, 4, 2))
        {
            LevelReport r = unsolvable.GetLevelReport();
            Check(!r.IsSolvable && r.Reason == Status.NoPath && r.Farthest == null && r.FarthestCrossings == null, "4/4/2: no path, no farthest");
        }
    }

    // The loads a bank may send, from the rules as stated: 1 to K aboard, what the bank holds, a rower the
    // variant allows, and with boat safety no more devils than priests when a priest is aboard.
    static List<Move> OwnLegalLoads(Rules rules, State s)
    {
        int bankP = s.Boat == Side.Start ? s.Priests : rules.Priests - s.Priests;
        int bankD = s.Boat == Side.Start ? s.Devils : rules.Devils - s.Devils;
        var loads = new List<Move>();
        for (int p = 0; p <= bankP; p++)
        for (int d = 0; d <= bankD; d++)
        {
            int aboard = p + d;
            if (aboard < 1 || aboard > rules.BoatCapacity) continue;
            if (NoRower(rules.Rowers, p, d) || BoatLost(rules.BoatSafety, p, d)) continue;
            loads.Add(new Move(p, d));
        }
        return loads;
    }

    // Each value's rule, written here from the rules as stated: a value the model has no rule for throws.
    static bool NoRower(Rowers rowers, int p, int d)
    {
        switch (rowers)
        {
            case Rowers.Anyone: return false;
            case Rowers.Priests: return p == 0;
            case Rowers.Devils: return d == 0;
            default: throw new InvalidOperationException("the model has no rule for rowers " + rowers + ": write it here");
        }
    }

    static bool BoatLost(BoatSafety safety, int p, int d)
    {
        switch (safety)
        {
            case BoatSafety.Banks: return false;
            case BoatSafety.Aboard: return p > 0 && d > p;
            default: throw new InvalidOperationException("the model has no rule for boat safety " + safety + ": write it here");
        }
    }

    static void LegalLoads()
    {
        using (var solver = new Solver(Rules.Classic))
        {
            LoadOutcome[] start = solver.GetLegalLoads(Rules.Classic.Start);
            Check(start.Length == 5, "the classic start offers 5 loads");
            Check(start[0].Load.Equals(new Move(0, 1)) && start[0].Rating.Kind == RatingKind.Detour && start[0].Rating.ExtraCrossings == 2,
                  "one devil: a detour of 2");
            Check(start[1].Load.Equals(new Move(0, 2)) && start[1].Rating.Kind == RatingKind.Optimal
                  && start[1].To.Equals(new State(3, 1, Side.Far)), "two devils: optimal, to 3/1/far");
            Check(start[2].Rating.Kind == RatingKind.LosesStartBank && start[4].Rating.Kind == RatingKind.LosesStartBank, "priests alone lose");
            Check(start[3].Load.Equals(new Move(1, 1)) && start[3].Rating.Kind == RatingKind.Optimal, "a pair: optimal");
            ThrowsStatus(() => solver.GetLegalLoads(Rules.Classic.Goal), Status.AlreadyWon, "loads from the goal");
            LoadOutcome[] none;
            Status status;
            Check(!solver.TryGetLegalLoads(new State(1, 2, Side.Start), out none, out status) && status == Status.LostState
                  && none.Length == 0, "TryGetLegalLoads: lost, empty");
        }
        foreach (Rules rules in new[] { new Rules(5, 4, 3, BoatSafety.Aboard, Rowers.Anyone), new Rules(4, 4, 3, BoatSafety.Banks, Rowers.Devils),
                                         new Rules(3, 5, 4, BoatSafety.Aboard, Rowers.Priests) })
        using (var solver = new Solver(rules))
        {
            for (int p = 0; p <= rules.Priests; p++)
            for (int d = 0; d <= rules.Devils; d++)
            foreach (Side boat in new[] { Side.Start, Side.Far })
            {
                var s = new State(p, d, boat);
                LoadOutcome[] loads;
                Status status;
                if (!solver.TryGetLegalLoads(s, out loads, out status)) continue;
                List<Move> own = OwnLegalLoads(rules, s);
                Check(loads.Length == own.Count, rules + " " + s + ": " + loads.Length + " loads, expected " + own.Count);
                for (int i = 0; i < Math.Min(loads.Length, own.Count); i++)
                {
                    Check(loads[i].Load.Equals(own[i]), rules + " " + s + ": load " + i);
                    Check(loads[i].Rating.Equals(solver.RateMove(s, own[i])), rules + " " + s + ": rating of " + own[i]);
                    Check(loads[i].To.Equals(Carry(s, own[i])), rules + " " + s + ": where " + own[i] + " leads");
                }
            }
        }
    }

    static void ProposedLevels()
    {
        var range = new LevelRange(1, 6, 1, 6, 2, 4, true);
        LevelReport[] levels = Solver.ProposeLevels(range, 7);
        Check(levels.Length == 7, "seven levels");
        for (int i = 0; i < levels.Length; i++) Check(levels[i].IsSolvable, "level " + i + " solvable");
        for (int i = 1; i < levels.Length; i++)
            Check(levels[i].Difficulty.Value > levels[i - 1].Difficulty.Value, "difficulty rises at level " + i);
        // The first is the easiest and the last the hardest of every configuration of the range, reported
        // one by one here.
        double min = double.MaxValue, max = double.MinValue;
        foreach (BoatSafety safety in Enum.GetValues(typeof(BoatSafety)))
        foreach (Rowers rowers in Enum.GetValues(typeof(Rowers)))
        for (int n = 1; n <= 6; n++)
        for (int m = 1; m <= 6; m++)
        for (int k = 2; k <= 4; k++)
        using (var solver = new Solver(new Rules(n, m, k, safety, rowers)))
        {
            double? bits = solver.GetLevelReport().Difficulty;
            if (bits.HasValue) { min = Math.Min(min, bits.Value); max = Math.Max(max, bits.Value); }
        }
        Check(levels[0].Difficulty == min && levels[6].Difficulty == max, "from the easiest (" + min + ") to the hardest (" + max + ")");
        LevelReport[] again = Solver.ProposeLevels(range, 7);
        bool same = true;
        for (int i = 0; i < 7; i++) same &= again[i].Equals(levels[i]);
        Check(same, "the same range proposes the same levels");

        var classic = new LevelRange(3, 3, 3, 3, 2, 2, false);
        ThrowsStatus(() => Solver.ProposeLevels(classic, 2), Status.NotEnoughLevels, "one configuration, two levels");
        LevelReport[] none;
        Status status;
        Check(!Solver.TryProposeLevels(new LevelRange(3, 2, 3, 3, 2, 2, false), 1, out none, out status) && status == Status.InvalidRange
              && none.Length == 0, "an empty range");
        Check(!Solver.TryProposeLevels(new LevelRange(-1, 2, 3, 3, 2, 2, false), 1, out none, out status) && status == Status.InvalidRange,
              "a negative count");
        Check(!Solver.TryProposeLevels(classic, -1, out none, out status) && status == Status.InvalidRange, "a negative level count");
        Check(!Solver.TryProposeLevels(new LevelRange(3, 3, 3, 3, 0, 2, false), 1, out none, out status) && status == Status.InvalidRules,
              "a boat of 0");
        Check(Solver.ProposeLevels(classic, 0).Length == 0, "no levels asked, none proposed");
    }

    /// <summary>A range's cost before it starts; a token that stops a build, a report and a proposal.</summary>
    static void WorkThatStops()
    {
        RangeCost cost = Solver.GetRangeCost(new LevelRange(3, 3, 3, 3, 2, 2, false));
        Check(cost.Configurations == 1 && cost.SafeStates == 20, "the classic game: one configuration of 20 safe states");
        var boats = new LevelRange(3, 3, 3, 3, 1, int.MaxValue, false);
        ThrowsStatus(() => Solver.GetRangeCost(boats), Status.RangeTooLarge, "boats 1 to int.MaxValue: costed");
        ThrowsStatus(() => Solver.ProposeLevels(boats, 1), Status.RangeTooLarge, "boats 1 to int.MaxValue: refused at once");
        Check(Solver.MaxRangeConfigurations == 20000 && Solver.MaxRangeStates == 1L << 30, "the caps");

        var cancelled = new System.Threading.CancellationTokenSource();
        cancelled.Cancel();
        bool threw = false;
        try { new Solver(Rules.Classic, cancelled.Token, null).Dispose(); }
        catch (OperationCanceledException) { threw = true; }
        Check(threw, "a build with a cancelled token stops");
        threw = false;
        try { Solver.ProposeLevels(new LevelRange(1, 4, 1, 4, 2, 3, true), 3, cancelled.Token, null); }
        catch (OperationCanceledException) { threw = true; }
        Check(threw, "a proposal with a cancelled token stops");
        using (var solver = new Solver(Rules.Classic))
        {
            threw = false;
            try { solver.GetLevelReport(Rules.Classic.Start, cancelled.Token); }
            catch (OperationCanceledException) { threw = true; }
            Check(threw, "a report with a cancelled token stops");
            Check(solver.GetLevelReport(Rules.Classic.Start, System.Threading.CancellationToken.None).MinCrossings == 11, "and runs without");
        }
        var seen = new Seen();
        using (var solver = new Solver(new Rules(0, 2000000, 2), System.Threading.CancellationToken.None, seen))
        {
            Check(solver.SafeStates == 4000002, "built with a progress");
        }
        Check(seen.Last.Total == 4000002 && seen.Last.Done == seen.Last.Total, "its progress ends at its safe states: " + seen.Last.Done + " of " + seen.Last.Total);
    }

    sealed class Seen : IProgress<SolverProgress>
    {
        public SolverProgress Last;
        public void Report(SolverProgress value) { lock (this) Last = value; }
    }
}
