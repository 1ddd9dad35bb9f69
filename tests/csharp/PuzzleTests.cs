// Tests of the river-crossing family's safe C# API (Runtime/Puzzle.cs) under Mono: every puzzle of
// `puzzles/` loaded, its report compared with the figures its file records (which tests/core checks
// against the engine) and its plan played to the goal; wolf, goat and cabbage won by NextAction alone;
// the bridge's 17 minutes; a wrong text's line, column and message; the words in English and Chinese with
// the file's names; every refusal. Compiled by tests/unity/csharp.rs with the package runtime and run
// against the freshly built native library. Arguments: the `puzzles/` folder, then `Name=size` pairs
// giving the Rust sizes of the puzzle structs. Prints "N passed, N failed"; exits non-zero on failure.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using PriestsDevils;

static unsafe class PuzzleTests
{
    static int passed, failed;
    static string folder;

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
            Check(accept == null || accept(e), what + ": " + e.GetType().Name + ": " + e.Message);
        }
        catch (Exception e)
        {
            Check(false, what + ": threw " + e.GetType().Name + ": " + e.Message);
        }
    }

    static void ThrowsStatus(Action action, Status status, string what)
    {
        Throws<SolverException>(action, what + " -> " + status, e => e.Status == status);
    }

    static int Main(string[] args)
    {
        folder = args[0];
        var sizes = new Dictionary<string, int>();
        foreach (string a in args.Skip(1))
        {
            string[] kv = a.Split('=');
            sizes[kv[0]] = int.Parse(kv[1]);
        }
        Run("layout", () => Layout(sizes));
        Run("every puzzle of puzzles/", EveryPuzzle);
        Run("wolf, goat and cabbage by NextAction", WolfGoatCabbageByNextAction);
        Run("the bridge's 17 minutes", BridgeSeventeenMinutes);
        Run("a wrong text", WrongText);
        Run("words with the file's names", Words);
        Run("refusals", Refusals);
        Run("values", Values);
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 && passed > 0 ? 0 : 1;
    }

    static void Run(string name, Action test)
    {
        try { test(); }
        catch (Exception e) { failed++; Console.Error.WriteLine(name + ": unexpected " + e); }
    }

    static Puzzle LoadFile(string name) { return Puzzle.Load(File.ReadAllText(Path.Combine(folder, name))); }

    // The puzzle structs are blittable, match the Rust sizes, and the puzzle enums mirror the public ones.
    static void Layout(Dictionary<string, int> rustSizes)
    {
        Type[] structs = { typeof(PdPuzzleCheck), typeof(PdPuzzleInfo), typeof(PdPuzzleKind), typeof(PdPuzzleState),
                           typeof(PdCrossing), typeof(PdPuzzleVerdict), typeof(PdPuzzleRating), typeof(PdPuzzlePlanCounts),
                           typeof(PdPuzzleMilestone), typeof(PdPuzzleAction), typeof(PdPuzzleReport) };
        Check(rustSizes.Count == structs.Length, "the harness passed every struct size");
        foreach (Type t in structs)
        {
            GCHandle pin = GCHandle.Alloc(Activator.CreateInstance(t), GCHandleType.Pinned);
            pin.Free();
            int size;
            Check(rustSizes.TryGetValue(t.Name, out size) && Marshal.SizeOf(t) == size, t.Name + " has the Rust size, C# " + Marshal.SizeOf(t));
        }
        Mirror(typeof(PdBank), typeof(Bank));
        Mirror(typeof(PdRowing), typeof(Rowing));
        Mirror(typeof(PdPuzzleStateKind), typeof(PuzzleStateKind));
        Mirror(typeof(PdPuzzleRatingKind), typeof(PuzzleRatingKind));
        Mirror(typeof(PdIllegalCrossing), typeof(IllegalCrossing));
        Mirror(typeof(PdPuzzleActionKind), typeof(PuzzleActionKind));
    }

    static void Mirror(Type generated, Type mirror)
    {
        Check(Enum.GetNames(generated).SequenceEqual(Enum.GetNames(mirror)), mirror.Name + " names");
        foreach (string name in Enum.GetNames(generated))
            Check(Convert.ToUInt32(Enum.Parse(generated, name)) == Convert.ToUInt32(Enum.Parse(mirror, name)), mirror.Name + "." + name);
    }

    // The figures a puzzle file records: "# figures: crossings 7; time -; plans 2; ...".
    static Dictionary<string, string> Figures(string text)
    {
        string line = text.Split('\n').First(l => l.StartsWith("# figures: "));
        var figures = new Dictionary<string, string>();
        foreach (string part in line.Substring("# figures: ".Length).Split(';'))
        {
            string field = part.Trim();
            int space = field.LastIndexOf(' ');
            figures[field.Substring(0, space)] = field.Substring(space + 1);
        }
        return figures;
    }

    static string Or(int? value) { return value.HasValue ? value.Value.ToString() : "-"; }

    static void EveryPuzzle()
    {
        string[] files = Directory.GetFiles(folder, "*.river");
        Check(files.Length >= 20, "the puzzles folder holds the family: " + files.Length);
        foreach (string file in files)
        {
            string name = Path.GetFileName(file), text = File.ReadAllText(file);
            Dictionary<string, string> f = Figures(text);
            PuzzleCheck check = Puzzle.Check(text);
            Check(check.IsOk && check.Message == "" && check.Line == 0 && check.Nodes > 0, name + " checks: " + check);
            using (Puzzle puzzle = Puzzle.Load(text))
            {
                Check(puzzle.Nodes == check.Nodes, name + ": the nodes Check counted");
                Check(puzzle.Title.Length > 0 && text.Contains("puzzle " + puzzle.Title), name + ": title " + puzzle.Title);
                int characters = 0;
                for (int k = 0; k < puzzle.KindCount; k++)
                {
                    PuzzleKind kind = puzzle.Kind(k);
                    characters += kind.Count;
                    Check(text.Contains(kind.Name), name + ": kind " + kind.Name + " is the file's");
                    Check(kind.MemberName(0).Length > 0 && kind.MemberName(kind.Count - 1) == puzzle.MemberName(k, kind.Count - 1), name + ": member names");
                }
                Check(characters == puzzle.Characters, name + ": characters");
                PuzzleReport report = puzzle.Report();
                Check(Or(report.MinCrossings) == f["crossings"], name + ": crossings " + Or(report.MinCrossings));
                Check(Or(report.MinTime) == f["time"], name + ": time " + Or(report.MinTime));
                Check(report.Plans.Distinct.ToString() == f["plans"] && report.Plans.ByKind.ToString() == f["by kind"], name + ": plans " + report.Plans);
                Check(report.ReachableStates.ToString() == f["reachable"], name + ": reachable " + report.ReachableStates);
                Check((report.ReachableTimedStates.HasValue ? report.ReachableTimedStates.Value.ToString() : "-") == f["timed reachable"], name + ": timed reachable");
                Check(report.SafeStates.ToString() == f["safe"], name + ": safe " + report.SafeStates);
                Check(report.DeadEnds.ToString() == f["dead ends"], name + ": dead ends " + report.DeadEnds);
                Check(report.Milestones.ToString() == f["milestones"], name + ": milestones " + report.Milestones);
                Check((report.Difficulty.HasValue ? report.Difficulty.Value.ToString("F2", CultureInfo.InvariantCulture) : "-") == f["difficulty"], name + ": difficulty " + report.Difficulty);
                Check(report.IsSolvable == report.MinCrossings.HasValue, name + ": solvable");
                if (!report.IsSolvable) continue;
                // The plan, played crossing by crossing through After, wins in the fewest crossings.
                PuzzleState state = puzzle.Start;
                Crossing[] plan = puzzle.Plan(state);
                Check(plan.Length == report.MinCrossings, name + ": plan length");
                Check(puzzle.NextCrossing(state).Equals(plan[0]) && puzzle.OptimalCrossings(state)[0].Equals(plan[0]), name + ": the hint starts the plan");
                Check(puzzle.CountPlans(state).Distinct == report.Plans.Distinct, name + ": CountPlans");
                PuzzleMilestone[] milestones = puzzle.Milestones(state);
                Check(milestones.Length == report.Milestones && puzzle.Check(milestones[milestones.Length - 1].State).Kind == PuzzleStateKind.Won, name + ": milestones end at the goal");
                foreach (Crossing crossing in plan)
                {
                    Check(puzzle.Rate(state, crossing).Kind == PuzzleRatingKind.Optimal, name + ": each crossing of the plan is optimal");
                    state = puzzle.After(state, crossing);
                }
                PuzzleVerdict won = puzzle.Check(state);
                Check(won.Kind == PuzzleStateKind.Won && won.Crossings == 0 && won.Reachable, name + ": the plan wins: " + won);
                if (report.MinTime.HasValue) Check(state.Elapsed == report.MinTime, name + ": the plan takes the least time");
            }
        }
    }

    static void WolfGoatCabbageByNextAction()
    {
        using (Puzzle puzzle = LoadFile("wolf-goat-cabbage.river"))
        {
            PuzzleState state = puzzle.Start;
            var aboard = new int[puzzle.KindCount];
            int sails = 0, steps = 0;
            var said = new List<string>();
            while (steps++ < 100)
            {
                PuzzleStep step = puzzle.NextAction(state, new Crossing(aboard));
                said.Add(puzzle.DescribeAction(step, Language.English));
                if (step.Action == PuzzleActionKind.None) break;
                if (step.Action == PuzzleActionKind.Board) aboard[step.CharacterKind]++;
                else if (step.Action == PuzzleActionKind.Unboard) aboard[step.CharacterKind]--;
                else
                {
                    Check(new Crossing(aboard).Equals(step.Crossing), "the boat sails with the step's crossing");
                    state = puzzle.After(state, step.Crossing);
                    aboard = new int[puzzle.KindCount];
                    sails++;
                }
            }
            Check(sails == 7, "won in 7 sails: " + sails);
            Check(puzzle.Check(state).Kind == PuzzleStateKind.Won, "the goal");
            Check(said[0] == "Board Farmer" || said[0] == "Board Goat", "the first words name the file's character: " + said[0]);
        }
    }

    static void BridgeSeventeenMinutes()
    {
        using (Puzzle puzzle = LoadFile("bridge-torch-17.river"))
        {
            Check(puzzle.Timed && puzzle.TimeLimit == 17 && puzzle.Capacity == 2, "timed, 17 minutes, two on the bridge");
            Check(puzzle.Kind(3).Time == 10 && puzzle.Kind(3).Rows == Rowing.Always && puzzle.Kind(3).Starts == Bank.Left, "Person4's attributes");
            PuzzleReport report = puzzle.Report();
            Check(report.MinTime == 17 && report.MinCrossings == 5, "17 minutes in 5 crossings: " + report.MinTime);
            PuzzleState start = puzzle.Start;
            // The four slowest first: legal, safe, but too slow.
            PuzzleRating slow = puzzle.Rate(start, new Crossing(0, 0, 1, 1));
            Check(slow.Kind == PuzzleRatingKind.OutOfTime, "Person3 and Person4 first are too slow: " + slow);
            PuzzleState after = puzzle.After(start, new Crossing(0, 0, 1, 1));
            Check(after.Elapsed == 10 && after.Crossings == 1 && after.Boat == Bank.Right, "the crossing takes the slowest's time: " + after);
            PuzzleVerdict verdict = puzzle.Check(after);
            Check(!verdict.WithinLimit && verdict.Kind == PuzzleStateKind.Safe, "past the limit: " + verdict);
            Crossing hint;
            Status status;
            Check(!puzzle.TryGetNextCrossing(after, out hint, out status) && status == Status.OutOfTime, "no hint in time: " + status);
        }
    }

    static void WrongText()
    {
        const string text = "puzzle Broken\nboat capacity two\ncharacter Farmer rows\n";
        PuzzleCheck check = Puzzle.Check(text);
        Check(check.Status == Status.PuzzleFormat && check.Line == 2 && check.Column > 1 && check.Nodes == 0, "line 2: " + check.Line + ":" + check.Column);
        Check(check.Message.StartsWith("line 2, column " + check.Column + ": "), "the library's words: " + check.Message);
        Throws<PuzzleFormatException>(() => Puzzle.Load(text), "Load throws the format's error",
            e => e.Line == 2 && e.Column == check.Column && e.Message == check.Message && e.Status == Status.PuzzleFormat);
        Throws<SolverException>(() => Puzzle.Load(text), "a SolverException too");
        PuzzleCheck nul = Puzzle.Check("puzzle A\u0000B\n");
        Check(nul.Status == Status.PuzzleFormat && nul.Line == 1 && nul.Column == 9, "a NUL breaks the format where it is: " + nul);
        const string large = "puzzle Large\nkind A 2000 rows\nkind B 2000 rows\n";
        PuzzleCheck big = Puzzle.Check(large);
        Check(big.Status == Status.TooLarge && big.Nodes > 4194304 && big.Message.Length > 0, "too large: " + big);
        ThrowsStatus(() => Puzzle.Load(large), Status.TooLarge, "Load refuses it");
        Throws<ArgumentNullException>(() => Puzzle.Load(null), "Load(null)");
        Throws<ArgumentNullException>(() => Puzzle.Check(null), "Check(null)");
    }

    static void Words()
    {
        using (Puzzle puzzle = LoadFile("wolf-goat-cabbage.river"))
        {
            var farmerGoat = new Crossing(1, 0, 1, 0);
            Check(puzzle.Describe(farmerGoat, Language.English) == "Farmer, Goat", "English: " + puzzle.Describe(farmerGoat, Language.English));
            string chinese = puzzle.Describe(farmerGoat, Language.SimplifiedChinese);
            Check(chinese.Contains("Farmer") && chinese.Contains("Goat") && chinese != "Farmer, Goat", "Chinese with the file's names: " + chinese);
            Check(puzzle.Describe(new Crossing(), Language.English) == "nobody", "nobody");
            PuzzleStep step = puzzle.NextAction(puzzle.Start, new Crossing());
            string hint = puzzle.Describe(step, Language.English);
            Check(hint.StartsWith(puzzle.DescribeAction(step, Language.English) + " (") && hint.Contains("Farmer, Goat") && hint.Contains("7"), "the hint: " + hint);
            string zh = puzzle.Describe(step, Language.SimplifiedChinese);
            Check(zh.Contains("Farmer") && zh.Contains("7") && zh.Any(c => c >= 0x4e00 && c <= 0x9fff), "the Chinese hint: " + zh);
            ThrowsStatus(() => puzzle.Describe(farmerGoat, (Language)7), Status.InvalidLanguage, "a language no value has");
            ThrowsStatus(() => puzzle.DescribeAction(new PuzzleStep((PuzzleActionKind)9, 0, farmerGoat, 1), Language.English), Status.InvalidActionKind, "an action no value has");
            ThrowsStatus(() => puzzle.DescribeAction(new PuzzleStep(PuzzleActionKind.Board, 9, farmerGoat, 1), Language.English), Status.InvalidKind, "a kind past the puzzle's");
        }
        using (Puzzle couples = LoadFile("jealous-husbands.river"))
        {
            Check(couples.Kind(1).Name == "Wife1" && couples.MemberName(1, 0) == "Wife1", "named characters");
        }
        using (Puzzle cops = LoadFile("cops-robbers.river"))
        {
            Check(cops.Kind(0).Name == "Cop" && cops.MemberName(0, 2) == "Cop3", "a counted kind's members: " + cops.MemberName(0, 2));
            Check(cops.Describe(new Crossing(2, 0), Language.English).Contains("Cop"), "a counted kind's words: " + cops.Describe(new Crossing(2, 0), Language.English));
        }
        string name = new string('N', 300);
        using (Puzzle longName = Puzzle.Load("puzzle Long\ncharacter " + name + " rows\n"))
        {
            Check(longName.Kind(0).Name == name && longName.Describe(new Crossing(1), Language.English) == name, "a name longer than the first buffer");
        }
    }

    static void Refusals()
    {
        Puzzle puzzle = LoadFile("wolf-goat-cabbage.river");
        PuzzleState start = puzzle.Start;
        Check(start.Left.SequenceEqual(new[] { 1, 1, 1, 1 }) && start.Crossings == 0 && start.Boat == Bank.Left && start.PreviousLoad == null, "the start: " + start);
        PuzzleVerdict verdict;
        Status status;
        Check(!puzzle.TryCheck(new PuzzleState(new[] { 1, 1, 1 }, 0), out verdict, out status) && status == Status.StateOutOfRange, "three kinds of four: " + status);
        ThrowsStatus(() => puzzle.Check(new PuzzleState(new[] { 2, 1, 1, 1 }, 0)), Status.StateOutOfRange, "two farmers");
        ThrowsStatus(() => puzzle.NextCrossing(new PuzzleState(new[] { -1, 1, 1, 1 }, 0)), Status.StateOutOfRange, "a negative count");
        var won = new PuzzleState(new[] { 0, 0, 0, 0 }, 7);
        Check(puzzle.Check(won).Kind == PuzzleStateKind.Won, "the goal is won");
        Crossing hint;
        Check(!puzzle.TryGetNextCrossing(won, out hint, out status) && status == Status.AlreadyWon && hint.Count == 0, "no hint once won");
        Check(puzzle.NextAction(won, new Crossing()).Action == PuzzleActionKind.None, "nothing to do once won");
        // The farmer rows off alone: the goat eats the cabbage (the rule's line 8, on the left bank).
        PuzzleRating loses = puzzle.Rate(start, new Crossing(1, 0, 0, 0));
        Check(loses.Kind == PuzzleRatingKind.Loses && loses.Bank == Bank.Left && loses.Line == 8, "the farmer alone loses: " + loses);
        PuzzleState lost = puzzle.After(start, new Crossing(1, 0, 0, 0));
        PuzzleVerdict lostVerdict = puzzle.Check(lost);
        Check(lostVerdict.Kind == PuzzleStateKind.Lost && lostVerdict.LostBank == Bank.Left && lostVerdict.LostLine == 8, "lost: " + lostVerdict);
        Check(!puzzle.TryGetNextCrossing(lost, out hint, out status) && status == Status.LostState, "no hint when lost");
        ThrowsStatus(() => puzzle.NextAction(lost, new Crossing()), Status.LostState, "no step when lost");
        PuzzleRating noRower = puzzle.Rate(start, new Crossing(0, 0, 1, 0));
        Check(noRower.Kind == PuzzleRatingKind.Illegal && noRower.Illegal == IllegalCrossing.NoRower, "the goat cannot row: " + noRower);
        Check(puzzle.Rate(start, new Crossing()).Illegal == IllegalCrossing.EmptyBoat, "an empty boat");
        Check(puzzle.Rate(start, new Crossing(1, 1, 1, 0)).Illegal == IllegalCrossing.OverCapacity, "three in a boat for two");
        PuzzleRating detour = puzzle.Rate(puzzle.After(start, new Crossing(1, 0, 1, 0)), new Crossing(1, 0, 1, 0));
        Check(detour.Kind == PuzzleRatingKind.Detour && detour.ExtraCrossings == 2, "rowing the goat back is a detour: " + detour);
        PuzzleState next;
        Check(!puzzle.TryAfter(start, new Crossing(0, 1, 0, 0), out next, out status) && status == Status.IllegalCrossing, "After refuses an illegal crossing: " + status);
        ThrowsStatus(() => puzzle.After(start, new Crossing()), Status.IllegalCrossing, "After an empty boat");
        ThrowsStatus(() => puzzle.NextAction(start, new Crossing(1, 1, 1, 0)), Status.InvalidGameState, "three aboard a boat for two");
        ThrowsStatus(() => puzzle.MemberName(4, 0), Status.InvalidKind, "a fifth kind");
        ThrowsStatus(() => puzzle.Kind(0).MemberName(1), Status.InvalidKind, "a second farmer");
        Throws<ArgumentOutOfRangeException>(() => puzzle.Kind(4), "Kind(4)");
        ThrowsStatus(() => default(PuzzleKind).MemberName(0), Status.InvalidKind, "a kind of no puzzle");
        PuzzleStep step;
        Check(!puzzle.TryGetNextAction(lost, new Crossing(), out step, out status) && status == Status.LostState, "TryGetNextAction says why");
        Crossing[] plan;
        Check(!puzzle.TryGetPlan(won, out plan, out status) && status == Status.AlreadyWon && plan.Length == 0, "TryGetPlan says why");
        using (Puzzle stuck = Puzzle.Load("puzzle Stuck\nboat capacity 1\ncharacter A rows\ncharacter B\n"))
        {
            PuzzleReport report = stuck.Report();
            Check(!report.IsSolvable && report.Solvable == Status.NoPath && report.MinCrossings == null && report.Difficulty == null, "an unsolvable puzzle builds: " + report);
            ThrowsStatus(() => stuck.Plan(stuck.Start), Status.NoPath, "no plan");
        }
        puzzle.Dispose();
        puzzle.Dispose();
        Throws<ObjectDisposedException>(() => puzzle.NextCrossing(start), "a disposed puzzle");
        Throws<ObjectDisposedException>(() => { var s = puzzle.Start; }, "a disposed puzzle's start");
    }

    static void Values()
    {
        Check(new Crossing(1, 0).Equals(new Crossing(1, 0, 0)) && new Crossing(1, 0).GetHashCode() == new Crossing(1).GetHashCode(), "missing counts are 0");
        Check(!new Crossing(1, 0).Equals(new Crossing(0, 1)) && new Crossing(2, 1).Total == 3 && new Crossing(2, 1)[5] == 0, "crossing counts");
        Check(default(Crossing).Count == 0 && default(Crossing).Equals(new Crossing()) && default(Crossing).ToString() == "[]", "default crossing");
        var load = new[] { 1, 2 };
        var crossing = new Crossing(load);
        load[0] = 9;
        Check(crossing[0] == 1, "a crossing copies its counts");
        var left = new List<int> { 1, 2 };
        var state = new PuzzleState(left, 3, 4, 5);
        left[0] = 9;
        Check(state.Left[0] == 1 && state.Boat == Bank.Right && state.PreviousLoad == 4 && state.Elapsed == 5, "a state copies its counts");
        Check(state.Equals(new PuzzleState(new[] { 1, 2 }, 3, 4, 5)) && !state.Equals(new PuzzleState(new[] { 1, 2 }, 3, null, 5)), "state equality");
        Check(default(PuzzleState).Left.Count == 0 && default(PuzzleState).Boat == Bank.Left, "default state");
        Check(!(state.Left is int[]), "a state's counts cannot be changed through Left");
    }
}
