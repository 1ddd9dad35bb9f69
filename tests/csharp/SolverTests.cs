// Tests of the C# side under Mono: the safe API (every public member and error path), the engine-free
// game model of the Unity sample, games played by "AI next" alone, and the allocation-free hint path.
// Compiled by tests/unity/csharp.rs with `mcs -unsafe` together with the package runtime and the sample's model,
// and run with `mono` against the freshly built native library. Arguments: `Name=size` pairs giving the
// Rust sizes of the FFI structs. Prints "N passed, N failed"; exits non-zero on failure.
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.InteropServices;
using PriestsDevils;
using PriestsDevils.Game;

static unsafe partial class SolverTests
{
    static int passed, failed;

    static void Check(bool condition, string what)
    {
        if (condition) passed++;
        else { failed++; Console.Error.WriteLine("check failed: " + what); }
    }

    static void Throws<T>(Action action, string what, Func<T, bool> accept = null) where T : Exception
    {
        try
        {
            action();
            Check(false, what + ": no exception");
        }
        catch (T e)
        {
            Check(accept == null || accept(e), what + ": " + e.Message);
        }
        catch (Exception e)
        {
            Check(false, what + ": threw " + e.GetType().Name + ": " + e.Message);
        }
    }

    static void ThrowsStatus(Action action, Status status, string what)
    {
        Throws<SolverException>(action, what + " -> " + status, e => e.Status == status && e.Message.Length > status.ToString().Length);
    }

    static int Main(string[] args)
    {
        var sizes = new Dictionary<string, int>();
        foreach (string a in args)
        {
            string[] kv = a.Split('=');
            sizes[kv[0]] = int.Parse(kv[1]);
        }
        Run("layout", () => Layout(sizes));
        Run("versions and messages", VersionsAndMessages);
        Run("queries", Queries);
        Run("old count names", OldCountNames);
        Run("errors", Errors);
        Run("native error paths", NativeErrorPaths);
        Run("dispose", DisposeTwice);
        Run("classic game by AI next", ClassicByAiNext);
        Run("every reachable game state", EveryReachableGameState);
        Run("larger variants", LargerVariants);
        Run("rule variants and plan counts", RuleVariantsAndPlanCounts);
        Run("model clicks and judge", ModelClicksAndJudge);
        Run("a million hints, no garbage collection", MillionHintsNoGc);
        Run("threads", Threads);
        Run("dispose while 8 threads query", DisposeWhileQuerying);
        Run("milestones", Milestones);
        Run("State.After and bank counts", StateAfterAndBanks);
        Run("ScreenBanks: left and right counts", ScreenBanksMapLeftAndRight);
        Run("next states", NextStates);
        Run("plans without exceptions", Plans);
        Run("next states allocate nothing", NextStatesAllocateNothing);
        Run("level reports", LevelReports);
        Run("legal loads", LegalLoads);
        Run("proposed levels", ProposedLevels);
        Run("work that stops", WorkThatStops);
        Run("descriptions", Descriptions);
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 && passed > 0 ? 0 : 1;
    }

    static void Run(string name, Action test)
    {
        try { test(); }
        catch (Exception e) { failed++; Console.Error.WriteLine(name + ": unexpected " + e); }
    }

    // The generated structs are blittable (they pin), match the Rust sizes, and the enums are 32-bit.
    static void Layout(Dictionary<string, int> rustSizes)
    {
        Type[] structs = { typeof(PdRules), typeof(PdState), typeof(PdMove), typeof(PdVerdict), typeof(PdRating),
                           typeof(PdGameState), typeof(PdAction), typeof(PdSolverInfo), typeof(PdPolicyRow), typeof(PdPolicyEntry),
                           typeof(PdMilestone), typeof(PdLevelReport), typeof(PdLoadOutcome), typeof(PdLevelRange) };
        Check(rustSizes.Count == structs.Length, "the harness passed every struct size");
        foreach (Type t in structs)
        {
            object boxed = Activator.CreateInstance(t);
            GCHandle pin = GCHandle.Alloc(boxed, GCHandleType.Pinned); // throws for non-blittable types
            pin.Free();
            int size;
            Check(rustSizes.TryGetValue(t.Name, out size) && Marshal.SizeOf(t) == size,
                  t.Name + " has the Rust size " + (rustSizes.ContainsKey(t.Name) ? rustSizes[t.Name] : -1) + ", C# " + Marshal.SizeOf(t));
        }
        Check(sizeof(PdAction) == Marshal.SizeOf(typeof(PdAction)), "unmanaged and marshalled sizes agree");
        // The public enums (Enums.g.cs) and the P/Invoke ones (NativeMethods.g.cs), two runs of the generator
        // over the same Rust enums, agree name for name and value for value.
        Mirror(typeof(PdStatus), typeof(Status));
        Mirror(typeof(PdSide), typeof(Side));
        Mirror(typeof(PdBoatSafety), typeof(BoatSafety));
        Mirror(typeof(PdRowers), typeof(Rowers));
        Mirror(typeof(PdStateKind), typeof(StateKind));
        Mirror(typeof(PdRatingKind), typeof(RatingKind));
        Mirror(typeof(PdActionKind), typeof(ActionKind));
    }

    static void Mirror(Type generated, Type mirror)
    {
        Check(Enum.GetUnderlyingType(generated) == typeof(uint), generated.Name + " is 32-bit unsigned");
        Check(Enum.GetUnderlyingType(mirror) == typeof(uint), mirror.Name + " is 32-bit unsigned");
        string[] names = Enum.GetNames(generated);
        Check(names.Length == Enum.GetNames(mirror).Length, mirror.Name + " has as many values as " + generated.Name);
        foreach (string name in names)
        {
            Check(Enum.IsDefined(mirror, name)
                  && (uint)Enum.Parse(mirror, name) == (uint)Enum.Parse(generated, name), mirror.Name + "." + name);
        }
    }

    static void VersionsAndMessages()
    {
        Check(!string.IsNullOrEmpty(Solver.Version) && Solver.Version.Split('.').Length == 3, "version " + Solver.Version);
        Check(Solver.AbiVersion == NativeMethods.PD_ABI_VERSION && Solver.IsAbiCompatible, "ABI version");
        var seen = new HashSet<string>();
        foreach (Status s in Enum.GetValues(typeof(Status)))
        {
            string m = Solver.GetStatusMessage(s);
            Check(!string.IsNullOrEmpty(m) && seen.Add(m), "distinct message for " + s);
        }
        Check(Solver.GetStatusMessage((Status)999).Contains("unknown"), "unknown status message");
        // The Chinese sentences: the sample's Simplified Chinese table (the same data file), for every tag a
        // game may pass; English for any other language, for null and for a value no status has.
        foreach (Status s in Enum.GetValues(typeof(Status)))
        {
            string zh = StringTable.SimplifiedChinese.StatusText(s);
            foreach (string tag in new[] { "zh-Hans", "zh", "ZH-cn", "zh-TW", "Chinese", "ChineseSimplified", "ChineseTraditional" })
                Check(Solver.GetStatusMessage(s, tag) == zh, s + " in " + tag + ": " + Solver.GetStatusMessage(s, tag));
            foreach (string tag in new[] { "en", "English", "fr", "", null, "zhuang" })
                Check(Solver.GetStatusMessage(s, tag) == Solver.GetStatusMessage(s), s + " in " + (tag ?? "null") + " is the English");
        }
        Check(Solver.GetStatusMessage((Status)999, "zh-Hans") == Solver.GetStatusMessage((Status)999), "an unknown status in Chinese is the English");
        string rules = Solver.GetStatusMessage(Status.InvalidRules, "zh-Hans");
        Check(rules.Contains("boat_capacity") && rules.Contains("boat_safety 只能是 0") && rules.Contains("rowers 只能是 0"), "the refused rules' fields and values in Chinese: " + rules);
        string range = Solver.GetStatusMessage(Status.InvalidRange, "zh-Hans");
        Check(range.Contains("boat_safety 不是 0 或 1") && range.Contains("rowers 不是 0、1 或 2"), "the refused range's fields and values in Chinese: " + range);
        Check(Solver.CountSafeStates(Rules.Classic) == 20, "classic has 20 safe states");
    }

    static void Queries()
    {
        using (var solver = new Solver(Rules.Classic))
        {
            Check(solver.Rules.Equals(Rules.Classic), "Rules");
            Check(solver.IsSolvable && solver.MinCrossings == 11, "classic takes 11 crossings");
            Check(solver.SafeStates == 20 && solver.ReachableStates == 16, "20 safe, 16 reachable states");
            State start = Rules.Classic.Start;

            Verdict v = solver.CheckState(start);
            Check(v.Kind == StateKind.Safe && v.IsReachable && v.Distance == 11, "start verdict");
            v = solver.CheckState(Rules.Classic.Goal);
            Check(v.Kind == StateKind.Won && v.Distance == 0, "goal verdict");
            v = solver.CheckState(new State(1, 2, Side.Start));
            Check(v.Kind == StateKind.LostStartBank && v.IsLost && v.Distance == null, "lost on the start bank");
            v = solver.CheckState(new State(2, 1, Side.Far));
            Check(v.Kind == StateKind.LostFarBank, "lost on the far bank");
            v = solver.CheckState(new State(0, 0, Side.Start));
            Check(v.Kind == StateKind.Safe && !v.IsReachable && v.Distance == null, "(0,0,start) is safe but unreachable");
            v = solver.CheckState(new State(-1, 0, Side.Start));
            Check(v.Kind == StateKind.OutOfRange, "negative counts are out of range");
            Check(solver.TryCheckState(start, out v) && v.Distance == 11, "TryCheckState");
            Status checkStatus;
            Check(solver.TryCheckState(start, out v, out checkStatus) && checkStatus == Status.Ok && v.Distance == 11, "TryCheckState with its status");

            Check(solver.GetNextMove(start).Equals(new Move(1, 1)), "NextMove prefers 1 priest and 1 devil");
            Move m;
            Check(solver.TryGetNextMove(start, out m) && m.Equals(new Move(1, 1)), "TryNextMove");
            Status status;
            Check(!solver.TryGetNextMove(Rules.Classic.Goal, out m, out status) && status == Status.AlreadyWon, "TryNextMove when won");

            Move[] optimal = solver.GetOptimalMoves(start);
            Check(optimal.Length == 2 && optimal[0].Equals(new Move(1, 1)) && optimal[1].Equals(new Move(0, 2)), "OptimalMoves");

            Move[] plan = solver.GetPlan(start);
            Check(plan.Length == 11, "Solution has 11 crossings");
            State at = start;
            foreach (Move step in plan) at = Cross(at, step);
            Check(at.Equals(Rules.Classic.Goal), "the plan reaches the goal");
            Check(solver.GetPlan(new State(2, 2, Side.Far)).Length == solver.CheckState(new State(2, 2, Side.Far)).Distance, "plan length is the distance");

            Check(solver.RateMove(start, new Move(0, 2)).Kind == RatingKind.Optimal, "rate optimal");
            Rating r = solver.RateMove(start, new Move(0, 1));
            Check(r.Kind == RatingKind.Detour && r.ExtraCrossings == 2, "rate detour");
            Check(solver.RateMove(start, new Move(1, 0)).Kind == RatingKind.LosesStartBank, "rate losing on the start bank");
            Check(solver.RateMove(new State(2, 2, Side.Start), new Move(0, 2)).Kind == RatingKind.LosesFarBank, "rate losing on the far bank");
            Check(solver.RateMove(start, new Move(0, 0)).Kind == RatingKind.IllegalEmptyBoat, "rate empty boat");
            Check(solver.RateMove(start, new Move(2, 1)).Kind == RatingKind.IllegalOverCapacity, "rate over capacity");
            Check(solver.RateMove(new State(3, 1, Side.Far), new Move(1, 0)).Kind == RatingKind.IllegalNotEnoughCharacters, "rate missing characters");

            Step s = solver.GetNextAction(GameState.StartOf(Rules.Classic));
            Check(s.Action == ActionKind.BoardPriest && s.NextMove.Equals(new Move(1, 1)) && s.CrossingsLeft == 11, "NextAction at the start");
            Step won;
            var goal = new GameState(0, 0, 3, 3, 0, 0, Side.Far);
            Check(solver.TryGetNextAction(goal, out won, out status) && won.Action == ActionKind.None, "NextAction when won");
        }
        using (var byCounts = new Solver(5, 5, 3))
        {
            Check(byCounts.MinCrossings == 11 && byCounts.Rules.Equals(new Rules(5, 5, 3)), "Solver(int, int, int)");
        }
        using (var unsolvable = new Solver(4, 4, 2))
        {
            Check(!unsolvable.IsSolvable && unsolvable.MinCrossings == null, "4/4 with a boat for 2 cannot be won");
            Check(unsolvable.RateMove(new State(4, 4, Side.Start), new Move(1, 1)).Kind == RatingKind.NoPath, "rate leaves no path");
        }
    }

    // The names 0.6.0 made obsolete (counts said in moves) still compile, with a warning, and answer as
    // the crossings names.
    static void OldCountNames()
    {
        using (var solver = new Solver(Rules.Classic))
        {
            State start = Rules.Classic.Start;
            Rating detour = solver.RateMove(start, new Move(0, 1));
            Step step = solver.GetNextAction(GameState.StartOf(Rules.Classic));
            Milestone first = solver.GetMilestones(start)[0];
#pragma warning disable 618
            Check(solver.MinMoves == solver.MinCrossings && solver.MinMoves == 11, "MinMoves is MinCrossings");
            Check(detour.ExtraMoves == detour.ExtraCrossings && detour.ExtraMoves == 2, "ExtraMoves is ExtraCrossings");
            Check(step.MovesLeft == step.CrossingsLeft && step.MovesLeft == 11, "MovesLeft is CrossingsLeft");
            Check(first.Moves == first.Crossings && first.Moves == 2, "Milestone.Moves is Milestone.Crossings");
#pragma warning restore 618
        }
        using (var unsolvable = new Solver(4, 4, 2))
        {
#pragma warning disable 618
            Check(unsolvable.MinMoves == null, "MinMoves is null without a path");
#pragma warning restore 618
        }
    }

    static State Cross(State s, Move m)
    {
        return s.Boat == Side.Start
            ? new State(s.Priests - m.Priests, s.Devils - m.Devils, Side.Far)
            : new State(s.Priests + m.Priests, s.Devils + m.Devils, Side.Start);
    }

    static void Errors()
    {
        Throws<ArgumentOutOfRangeException>(() => new Rules(-1, 3, 2), "negative priests");
        Throws<ArgumentOutOfRangeException>(() => new Rules(3, -1, 2), "negative devils");
        Throws<ArgumentOutOfRangeException>(() => new Rules(3, 3, -2), "negative boat");
        ThrowsStatus(() => new Solver(3, 3, 0), Status.InvalidRules, "boat for nobody");
        ThrowsStatus(() => new Solver(1000000000, 1000000000, 4), Status.TooLarge, "oversized configuration");
        ThrowsStatus(() => Solver.CountSafeStates(new Rules(1000000000, 1000000000, 4)), Status.TooLarge, "CountSafeStates oversized");
        using (var solver = new Solver(Rules.Classic))
        {
            ThrowsStatus(() => solver.GetNextMove(new State(4, 0, Side.Start)), Status.StateOutOfRange, "too many priests");
            ThrowsStatus(() => solver.GetNextMove(new State(-1, 0, Side.Start)), Status.StateOutOfRange, "negative priests");
            Throws<ArgumentOutOfRangeException>(() => new State(3, 3, (Side)7), "a State with a bad side");
            Throws<ArgumentOutOfRangeException>(() => new State(3, 1 << 30, Side.Start), "a State with absurd devils");
            var packed = new State(-5, -7, Side.Far);
            Check(packed.Priests == -5 && packed.Devils == -7 && packed.Boat == Side.Far, "State packs negative counts");
            ThrowsStatus(() => solver.GetNextMove(new State(1, 2, Side.Start)), Status.LostState, "lost state");
            ThrowsStatus(() => solver.GetNextMove(Rules.Classic.Goal), Status.AlreadyWon, "already won");
            ThrowsStatus(() => solver.GetNextMove(new State(0, 0, Side.Start)), Status.NoPath, "no path");
            ThrowsStatus(() => solver.GetOptimalMoves(new State(1, 2, Side.Start)), Status.LostState, "OptimalMoves lost");
            ThrowsStatus(() => solver.GetPlan(new State(0, 0, Side.Start)), Status.NoPath, "Solution no path");
            ThrowsStatus(() => solver.RateMove(Rules.Classic.Goal, new Move(1, 0)), Status.AlreadyWon, "RateMove won");
            var bad = new GameState(2, 3, 0, 0, 0, 0, Side.Start);
            ThrowsStatus(() => solver.GetNextAction(bad), Status.InvalidGameState, "priests do not add up");
            var overfull = new GameState(0, 3, 0, 0, 3, 0, Side.Start);
            ThrowsStatus(() => solver.GetNextAction(overfull), Status.InvalidGameState, "overfull boat");
            var side = new GameState(3, 3, 0, 0, 0, 0, (Side)9);
            Check(side.GetHashCode() != GameState.StartOf(Rules.Classic).GetHashCode() && !side.Equals(GameState.StartOf(Rules.Classic)), "a bad side hashes and compares");
            ThrowsStatus(() => solver.GetNextAction(side), Status.InvalidSide, "game state bad side");
            Step step;
            Status status;
            Check(!solver.TryGetNextAction(bad, out step, out status) && status == Status.InvalidGameState, "TryNextAction does not throw");
        }
        using (var unsolvable = new Solver(4, 4, 2))
        {
            ThrowsStatus(() => unsolvable.GetNextMove(new State(4, 4, Side.Start)), Status.NoPath, "unsolvable start");
            // Play from the start never reaches (1, 1, start), yet it wins in one crossing: a level may start there.
            var level = new State(1, 1, Side.Start);
            Check(!unsolvable.CheckState(level).IsReachable, "(1, 1, start) is unreachable");
            Check(unsolvable.GetNextMove(level).Equals(new Move(1, 1)), "an unreachable state gets its hint");
            Check(unsolvable.CountOptimalPlans(level) == 1, "one plan from (1, 1, start)");
            ThrowsStatus(() => unsolvable.CountOptimalPlans(new State(4, 4, Side.Start)), Status.NoPath, "CountOptimalPlans unsolvable");
            ThrowsStatus(() => unsolvable.GetNextAction(GameState.StartOf(new Rules(4, 4, 2))), Status.NoPath, "NextAction unsolvable");
        }
    }

    static void RuleVariantsAndPlanCounts()
    {
        var variant = new Rules(3, 3, 3, BoatSafety.Aboard, Rowers.Priests);
        Check(variant.BoatSafety == BoatSafety.Aboard && variant.Rowers == Rowers.Priests, "variant properties");
        Check(!variant.Equals(new Rules(3, 3, 3)) && variant.Equals(new Rules(3, 3, 3).WithBoatSafety(BoatSafety.Aboard).WithRowers(Rowers.Priests)), "variants compare");
        Check(variant.GetHashCode() != new Rules(3, 3, 3).GetHashCode(), "variants hash");
        Check(variant.ToString() == "3 priests, 3 devils, boat for 3, boat safety Aboard, rowers Priests", variant.ToString());
        Check(new Rules(3, 3, 2).Equals(Rules.Classic) && Rules.Classic.Rowers == Rowers.Anyone, "classic by default");
        // One value past each variant's (the generated enums hold the library's values, from 0).
        Throws<ArgumentOutOfRangeException>(() => new Rules(3, 3, 2, (BoatSafety)Enum.GetValues(typeof(BoatSafety)).Length), "boat safety out of range");
        Throws<ArgumentOutOfRangeException>(() => new Rules(3, 3, 2, BoatSafety.Banks, (Rowers)Enum.GetValues(typeof(Rowers)).Length), "rowers out of range");
        using (var solver = new Solver(variant))
        {
            Check(solver.Rules.Equals(variant), "the solver keeps its variant");
            Check(solver.RateMove(variant.Start, new Move(1, 2)).Kind == RatingKind.IllegalOutnumberedAboard, "outnumbered aboard");
            Check(solver.RateMove(variant.Start, new Move(0, 2)).Kind == RatingKind.IllegalNoRower, "no priest to row");
            foreach (Move m in solver.GetPlan(variant.Start))
                Check(m.Priests > 0 && m.Devils <= m.Priests, "every crossing of the plan obeys the variant: " + m);
        }
        using (var classic = new Solver(Rules.Classic))
        {
            Check(classic.CountOptimalPlans(Rules.Classic.Start) == 4, "four classic plans");
            Check(classic.CountOptimalPlans(Rules.Classic.Goal) == 1, "the goal has the empty plan");
            ThrowsStatus(() => classic.CountOptimalPlans(new State(1, 2, Side.Start)), Status.LostState, "CountOptimalPlans lost");
        }
        using (var many = new Solver(40, 20, 2))
        {
            Check(many.CountOptimalPlans(many.Rules.Start) == ulong.MaxValue, "counts saturate");
        }
    }

    // Statuses the safe API never provokes, checked through the generated bindings directly.
    static void NativeErrorPaths()
    {
        PdRules rules;
        rules.priests = 3;
        rules.devils = 3;
        rules.boat_capacity = 2;
        rules.boat_safety = 0;
        rules.rowers = 0;
        PdSolver* solver = null;
        Check(NativeMethods.pd_solver_new(null, &solver) == PdStatus.NullPointer, "null rules");
        Check(NativeMethods.pd_solver_new(&rules, &solver) == PdStatus.Ok, "build");
        PdState start;
        start.priests = 3;
        start.devils = 3;
        start.boat = 0;
        Check(NativeMethods.pd_next_move(solver, start, null) == PdStatus.NullPointer, "null out-pointer");
        Check(NativeMethods.pd_next_move(null, start, null) == PdStatus.NullPointer, "null solver");
        PdMove* small = stackalloc PdMove[3];
        UIntPtr len;
        Check(NativeMethods.pd_solution(solver, start, small, new UIntPtr(3), &len) == PdStatus.BufferTooSmall
              && len.ToUInt32() == 11, "buffer too small reports 11");
        Check(NativeMethods.pd_solution(solver, start, null, new UIntPtr(3), &len) == PdStatus.NullPointer, "null buffer with capacity");
        // The hint grid's view crosses with the layout the header documents.
        PdHintGrid grid;
        Check(NativeMethods.pd_solver_hint_grid(solver, null) == PdStatus.NullPointer, "null grid");
        Check(NativeMethods.pd_solver_hint_grid(solver, &grid) == PdStatus.Ok
              && grid.solver == solver && grid.cell_count == 32 && grid.stride == 4, "hint grid of the classic game");
        PdMove best;
        Check(NativeMethods.pd_next_move(solver, start, &best) == PdStatus.Ok
              && grid.cells[(3 * 4 + 3) * 2 + 0] == (best.priests | ((ulong)best.devils << 32)), "grid cell of the start");
        NativeMethods.pd_solver_free(solver);
        NativeMethods.pd_solver_free(null);
    }

    static void DisposeTwice()
    {
        var solver = new Solver(Rules.Classic);
        solver.Dispose();
        solver.Dispose();
        Throws<ObjectDisposedException>(() => solver.GetNextMove(Rules.Classic.Start), "query after Dispose");
        // A forgotten Dispose: the finalizer releases the handle (no crash at collection).
        for (int i = 0; i < 100; i++) new Solver(Rules.Classic).GetHashCode();
        GC.Collect();
        GC.WaitForPendingFinalizers();
        Check(true, "finalizers ran");
    }

    static void ClassicByAiNext()
    {
        using (var session = new GameSession(Rules.Classic))
        {
            int sails = 0;
            for (int i = 0; i < 100 && !session.Game.IsOver; i++)
            {
                ActionKind a = session.AiNext();
                if (a == ActionKind.Sail) sails++;
                if (a == ActionKind.None) break;
            }
            Check(session.Judge.Check(session.Game) == Outcome.Won, "AI next wins the classic game");
            Check(sails == 11 && session.Game.Crossings == 11, "in 11 crossings");
            Check(session.Judge.Message(session.Game, StringTable.English).Contains("You win"), "win message");
            Check(session.AiNext() == ActionKind.None, "nothing to do after winning");
        }
    }

    // From every reachable state, with every way of seating passengers, AI next wins optimally.
    static void EveryReachableGameState()
    {
        Rules rules = Rules.Classic;
        int games = 0;
        using (var session = new GameSession(rules))
        {
            for (int p = 0; p <= rules.Priests; p++)
            for (int d = 0; d <= rules.Devils; d++)
            foreach (Side side in new[] { Side.Start, Side.Far })
            {
                Verdict v = session.Solver.CheckState(new State(p, d, side));
                if (!v.IsReachable || v.Kind != StateKind.Safe || v.Distance == null) continue;
                int bankP = side == Side.Start ? p : rules.Priests - p;
                int bankD = side == Side.Start ? d : rules.Devils - d;
                for (int bp = 0; bp <= Math.Min(bankP, rules.BoatCapacity); bp++)
                for (int bd = 0; bd <= Math.Min(bankD, rules.BoatCapacity - bp); bd++)
                {
                    var g = new GameState(
                        p - (side == Side.Start ? bp : 0), d - (side == Side.Start ? bd : 0),
                        rules.Priests - p - (side == Side.Far ? bp : 0), rules.Devils - d - (side == Side.Far ? bd : 0),
                        bp, bd, side);
                    session.Resume(g);
                    Check(session.Game.Snapshot().Equals(g), "resumed game matches " + g);
                    session.AutoSolve();
                    Check(session.Judge.Check(session.Game) == Outcome.Won && session.Game.Crossings == v.Distance.Value,
                          "from " + g + ": won in " + session.Game.Crossings + ", optimal " + v.Distance);
                    games++;
                }
            }
        }
        Check(games > 16, "played from " + games + " game states");
    }

    static void LargerVariants()
    {
        foreach (var c in new[] { new { Rules = new Rules(4, 4, 3), Best = 9 }, new { Rules = new Rules(5, 5, 3), Best = 11 } })
        {
            using (var session = new GameSession(c.Rules))
            {
                session.AutoSolve();
                Check(session.Judge.Check(session.Game) == Outcome.Won && session.Game.Crossings == c.Best,
                      c.Rules + ": won in " + session.Game.Crossings + ", expected " + c.Best);
            }
        }
    }

    static void ModelClicksAndJudge()
    {
        using (var session = new GameSession(Rules.Classic))
        {
            RiverGame game = session.Game;
            Character priest = game.Characters[0], devil = game.Characters[3], devil2 = game.Characters[4];
            Check(game.Sail() == Refusal.BoatEmpty, "nobody to row");
            Check(game.Click(priest) == Refusal.None && priest.Place == Place.Boat, "click boards");
            Check(game.Click(devil) == Refusal.None, "second passenger");
            Check(game.Click(devil2) == Refusal.BoatFull, "boat full");
            Check(game.Click(priest) == Refusal.None && priest.Place == Place.StartBank, "click on boat goes ashore");
            Check(game.Click(devil2) == Refusal.None, "board another devil");
            Check(session.Hint(StringTable.English).Contains("far bank"), "hint text: " + session.Hint(StringTable.English));
            Check(session.Sail() == Refusal.None && game.BoatSide == Side.Far && !game.IsOver, "two devils cross safely");
            Check(game.Click(game.Characters[1]) == Refusal.BoatAway, "boat is away");
            // Ferry the devils over one by one, then send a lone priest: the far bank has 2 devils, 1 priest.
            game.Unboard(CharacterKind.Devil);
            session.Sail();
            game.Board(CharacterKind.Devil);
            session.Sail();
            game.Unboard(CharacterKind.Devil);
            session.Sail();
            Check(!game.IsOver, "still playing: " + game.Snapshot());
            game.Unboard(CharacterKind.Devil);
            game.Board(CharacterKind.Priest);
            Check(session.Sail() == Refusal.None && game.IsOver, "the judge ends the game");
            Check(session.Judge.Check(game) == Outcome.Lost, "lost");
            Check(session.Judge.Message(game, StringTable.English).Contains("far bank"), "loss message names the bank: " + session.Judge.Message(game, StringTable.English));
            Check(game.Click(priest) == Refusal.GameOver && session.AiNext() == ActionKind.None, "no play after losing");
            session.Restart();
            Check(!session.Game.IsOver && session.Game.StartBank.Occupied == 6, "restart");
        }
        using (var lostAtStart = new GameSession(new Rules(2, 3, 2)))
        {
            Check(lostAtStart.Game.IsOver, "more devils than priests: lost at once");
            Throws<ArgumentException>(() => RiverGame.FromSnapshot(Rules.Classic, new GameState()), "snapshot that does not add up");
        }
    }

    // A million rounds of the three per-frame hints: every answer is right, no managed byte is allocated
    // and no collection runs.
    static void MillionHintsNoGc()
    {
        const string path = "P/Invoke";
        using (var solver = new Solver(Rules.Classic))
        {
            State start = Rules.Classic.Start;
            GameState game = GameState.StartOf(Rules.Classic);
            Move move;
            Step step;
            Status status;
            Verdict verdict;
            solver.TryGetNextMove(start, out move, out status);
            solver.TryGetNextAction(game, out step, out status);
            solver.TryCheckState(start, out verdict);
            int collections = GC.CollectionCount(0);
            long allocated = GC.GetAllocatedBytesForCurrentThread();
            long checksum = 0;
            for (int i = 0; i < 1000000; i++)
            {
                if (solver.TryGetNextMove(start, out move, out status)) checksum += move.Priests;
                if (solver.TryGetNextAction(game, out step, out status)) checksum += step.CrossingsLeft;
                if (solver.TryCheckState(start, out verdict)) checksum += verdict.Distance.Value;
            }
            long bytes = GC.GetAllocatedBytesForCurrentThread() - allocated;
            Check(checksum == 1000000L * (1 + 11 + 11), path + ": every hint answered");
            Check(bytes == 0, path + ": no managed allocation during a million hints (" + bytes + " bytes)");
            Check(GC.CollectionCount(0) == collections, path + ": no garbage collection during a million hints ("
                  + (GC.CollectionCount(0) - collections) + " happened)");
        }
    }
}
