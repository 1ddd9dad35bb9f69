// Plays the five seed-shaped AIs (Seed000.cs to Seed004.cs: the students' AI classes, their searches
// replaced by the package in the regions marked Adapter) the way their games call them, against this
// file's own model of the rules: a breadth-first search from the goal over the test's own crossings,
// which never asks the solver. For each: from the start, following the hints wins in the fewest
// crossings (11 for the classic game); from every safe state with a path, the hint is a crossing the boat
// can make and leads one crossing nearer the goal; from the won state, every lost state and every state
// without a path, the AI gives the answer its header documents for "no hint". The AIs' rule checks
// (isLegalState, ContainState, checkState, isValid, Valid) agree with the model too.
// Compiled by tests/unity/csharp.rs with the package runtime, run under Mono against the native library; prints
// "N passed, N failed".
using System;
using System.Collections.Generic;

static class DropInTests
{
    static int passed, failed;

    static void Check(bool condition, string what)
    {
        if (condition) passed++;
        else { failed++; Console.Error.WriteLine("check failed: " + what); }
    }

    /// <summary>A state as this test counts it: the start bank's priests and devils (boat passengers
    /// with the boat's bank), and whether the boat is on the far bank.</summary>
    struct Node : IEquatable<Node>
    {
        public readonly int P, D;
        public readonly bool Far;
        public Node(int p, int d, bool far) { P = p; D = d; Far = far; }
        public bool Equals(Node o) { return P == o.P && D == o.D && Far == o.Far; }
        public override bool Equals(object o) { return o is Node && Equals((Node)o); }
        public override int GetHashCode() { return P * 64 + D * 2 + (Far ? 1 : 0); }
        public override string ToString() { return "(" + P + "P " + D + "D on the start bank, boat " + (Far ? "far" : "at start") + ")"; }

        /// <summary>The boat carries p priests and d devils from its bank to the other.</summary>
        public Node Carry(int p, int d) { return Far ? new Node(P + p, D + d, false) : new Node(P - p, D - d, true); }
    }

    /// <summary>The classic rules for n priests, m devils and a boat for k, as this test states them:
    /// a crossing carries 1 to k characters from the boat's bank; a bank is lost when it has priests and
    /// more devils than priests. Distances come from a breadth-first search from the goal (every crossing
    /// can be made back, so distances to the goal are distances from it).</summary>
    sealed class Puzzle
    {
        public readonly int N, M, K;
        public readonly Dictionary<Node, int> Distance = new Dictionary<Node, int>();

        public Puzzle(int n, int m, int k)
        {
            N = n; M = m; K = k;
            var queue = new Queue<Node>();
            Distance[Goal] = 0;
            queue.Enqueue(Goal);
            while (queue.Count > 0)
            {
                Node s = queue.Dequeue();
                foreach (Node t in Crossings(s))
                {
                    if (Distance.ContainsKey(t)) continue;
                    Distance[t] = Distance[s] + 1;
                    queue.Enqueue(t);
                }
            }
        }

        public Node Start { get { return new Node(N, M, false); } }
        public Node Goal { get { return new Node(0, 0, true); } }

        public bool Safe(Node s)
        {
            int farP = N - s.P, farD = M - s.D;
            return (s.P == 0 || s.P >= s.D) && (farP == 0 || farP >= farD);
        }

        /// <summary>The safe states one crossing from a safe state.</summary>
        public List<Node> Crossings(Node s)
        {
            var next = new List<Node>();
            if (!Safe(s)) return next;
            int bankP = s.Far ? N - s.P : s.P, bankD = s.Far ? M - s.D : s.D;
            for (int p = 0; p <= Math.Min(K, bankP); p++)
                for (int d = 0; d <= Math.Min(K - p, bankD); d++)
                    if (p + d > 0 && Safe(s.Carry(p, d))) next.Add(s.Carry(p, d));
            return next;
        }

        public IEnumerable<Node> All()
        {
            for (int p = 0; p <= N; p++)
                for (int d = 0; d <= M; d++)
                {
                    yield return new Node(p, d, false);
                    yield return new Node(p, d, true);
                }
        }
    }

    /// <summary>What a seed's AI answered: whether it is that seed's documented no-hint answer, and the
    /// state its answer points to (decoded with the seed's bank convention), if any.</summary>
    struct Answer
    {
        public readonly bool NoHint;
        public readonly Node? Next;
        public Answer(bool noHint, Node? next) { NoHint = noHint; Next = next; }
    }

    static int Main()
    {
        var classic = new Puzzle(3, 3, 2);
        Check(classic.Distance[classic.Start] == 11, "the test's own model: the classic game takes 11 crossings");
        Play("000 (SolverState)", classic, Ask000, 11);
        Play("001 (AISystem(3))", classic, AskAISystem(3), 11);
        Play("001 (AISystem(2))", new Puzzle(2, 2, 2), AskAISystem(2), null);
        Play("001 (AISystem(4), unsolvable)", new Puzzle(4, 4, 2), AskAISystem(4), null);
        Play("002 (bitmask)", classic, Ask002, 11);
        Play("003 (graph)", classic, Ask003(), 11);
        Play("004 (AIState)", classic, Ask004, 11);
        RuleChecks(classic);
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 && passed > 0 ? 0 : 1;
    }

    static void Play(string seed, Puzzle puzzle, Func<Node, Answer> ask, int? crossings)
    {
        try
        {
            PlayFromStart(seed, puzzle, ask, crossings);
            EveryState(seed, puzzle, ask);
        }
        catch (Exception e)
        {
            failed++;
            Console.Error.WriteLine(seed + ": unexpected " + e);
        }
    }

    // Follows the hints from the start as the game's AI button would.
    static void PlayFromStart(string seed, Puzzle puzzle, Func<Node, Answer> ask, int? crossings)
    {
        int best;
        bool solvable = puzzle.Distance.TryGetValue(puzzle.Start, out best);
        Node s = puzzle.Start;
        int taken = 0;
        while (!s.Equals(puzzle.Goal) && taken <= 4 * puzzle.Distance.Count)
        {
            Answer a = ask(s);
            // Write-up 004's no-hint answer is also its hint to the goal: the game follows it when it is a crossing.
            if (!a.Next.HasValue || (a.NoHint && !puzzle.Crossings(s).Contains(a.Next.Value))) break;
            s = a.Next.Value;
            taken++;
        }
        if (solvable)
        {
            Check(s.Equals(puzzle.Goal) && taken == best, seed + ": the hints win from the start in " + best + " crossings (took " + taken + ", ended at " + s + ")");
            if (crossings.HasValue) Check(taken == crossings.Value, seed + ": " + crossings + " crossings");
        }
        else
        {
            Check(taken == 0 && ask(puzzle.Start).NoHint, seed + ": no hint at the start of an unsolvable game");
        }
    }

    static void EveryState(string seed, Puzzle puzzle, Func<Node, Answer> ask)
    {
        int won = 0, lost = 0, noPath = 0, hinted = 0;
        foreach (Node s in puzzle.All())
        {
            Answer a = ask(s);
            string at = seed + " at " + s;
            int distance;
            if (s.Equals(puzzle.Goal))
            {
                won++;
                Check(a.NoHint, at + ": won, the documented answer");
            }
            else if (!puzzle.Safe(s))
            {
                lost++;
                Check(a.NoHint, at + ": lost, the documented no-hint answer");
            }
            else if (!puzzle.Distance.TryGetValue(s, out distance))
            {
                noPath++;
                Check(a.NoHint, at + ": no path, the documented no-hint answer");
            }
            else
            {
                hinted++;
                bool crossing = a.Next.HasValue && puzzle.Crossings(s).Contains(a.Next.Value);
                Check(crossing, at + ": the hint " + a.Next + " is one crossing away");
                Check(crossing && puzzle.Distance[a.Next.Value] == distance - 1, at + ": the hint is one crossing nearer the goal than " + distance);
                Check(!a.NoHint || a.Next.Value.Equals(puzzle.Goal), at + ": a hint is not the no-hint answer (unless it is the goal)");
            }
        }
        Check(won == 1 && lost > 0 && noPath > 0, seed + ": every kind of state was asked (" + won + " won, " + lost + " lost, "
              + noPath + " without a path, " + hinted + " with one)");
    }

    static Answer Ask000(Node s)
    {
        var asked = new Seed000.SolverState(s.P, s.D, s.Far ? 1 : 0);
        Seed000.SolverState r = Seed000.Solve.solve(asked);
        bool none = (r.p == 0 && r.d == 0 && r.side == 0) || (r.p == asked.p && r.d == asked.d && r.side == asked.side);
        return new Answer(none, none ? (Node?)null : new Node(r.p, r.d, r.side == 1));
    }

    // The game starts on the right: x and y are the right bank's counts, and the boat is on the left when
    // it has crossed.
    static Func<Node, Answer> AskAISystem(int n)
    {
        var ai = new Seed001.AISystem(n);
        return s =>
        {
            Tuple<int, int> load = ai.GetNextStep(s.P, s.D, s.Far);
            bool none = load.Item1 == 0 && load.Item2 == 0;
            return new Answer(none, none ? (Node?)null : s.Carry(load.Item1, load.Item2));
        };
    }

    static readonly Seed002.Priest[] priests = { new Seed002.Priest(), new Seed002.Priest(), new Seed002.Priest() };
    static readonly Seed002.Devil[] devils = { new Seed002.Devil(), new Seed002.Devil(), new Seed002.Devil() };
    static readonly Seed002.Boat boat = new Seed002.Boat();
    static readonly Seed002.AutoMove autoMove = new Seed002.AutoMove(priests, devils, boat);

    // Places the characters as the game would: the first s.P priests and s.D devils on the right (start)
    // bank, the others on the left; passengers sit in the boat at its bank.
    static void Place002(Node s, bool passengers)
    {
        for (int i = 0; i < 3; i++)
        {
            bool right = i < s.P, aboard = passengers && i == 0 && right != s.Far;
            priests[i].position = right ? (aboard ? Seed002.Character.Status.rightBoat : Seed002.Character.Status.rightLand)
                                        : (aboard ? Seed002.Character.Status.leftBoat : Seed002.Character.Status.leftLand);
            devils[i].position = i < s.D ? Seed002.Character.Status.rightLand : Seed002.Character.Status.leftLand;
        }
        boat.isLeft = s.Far;
    }

    static Answer Ask002(Node s)
    {
        Place002(s, false);
        int answer = autoMove.AIMove();
        Place002(s, true);
        Check(autoMove.AIMove() == answer, "002 at " + s + ": a priest sitting in the boat counts with its bank");
        bool none = answer == 0 || answer == 0b100000000;
        if (!none && s.Equals(new Node(3, 3, false)))
            Check(autoMove.result.Count == 11 && autoMove.result[0] == 0, "002: dfs leaves the plan's 11 states, the goal first");
        return new Answer(none, none ? (Node?)null : s.Carry(answer / 10, answer % 10));
    }

    static Func<Node, Answer> Ask003()
    {
        var ai = new Seed003.AI();
        var root = new Seed003.State(3, 3, false);
        Check(ai.DFS(ref root) && ai.isFind, "003: DFS from the start finds the goal");
        Check(Seed003.AI.closed.Contains(root) && ReferenceEquals(root, Seed003.AI.closed.Find(x => x.isEqual(root))), "003: DFS hands back the start's node of the graph");
        foreach (Seed003.State node in Seed003.AI.closed)
            Check(node.best_way == null || Seed003.AI.closed.Exists(x => ReferenceEquals(x, node.best_way)), "003: best_way links nodes of closed");
        return s =>
        {
            Seed003.State current = Seed003.AI.closed.Find(x => x.isEqual(new Seed003.State(s.P, s.D, s.Far)));
            if (current == null || current.best_way == null) return new Answer(true, null);
            return new Answer(false, new Node(current.best_way.priest, current.best_way.devil, current.best_way.boat));
        };
    }

    static Answer Ask004(Node s)
    {
        var game = new Seed004.State(3 - s.P, 3 - s.D, s.P, s.D, s.Far);
        var ai = new Seed004.AI();
        ai.Update(game.leftPriests, game.leftDevils, game.rightPriests, game.rightDevils, game.location);
        Seed004.AIState hint = ai.Hint();
        bool none = hint == Seed004.AI.endState;
        Check(hint.leftPriests + hint.rightPriests == 3 && hint.leftDevils + hint.rightDevils == 3, "004 at " + s + ": both banks add up");
        Check(none || (hint.parent != null && hint.parent.rightPriests == s.P && hint.parent.location == s.Far), "004 at " + s + ": the hint's parent is the current state");
        return new Answer(none, new Node(hint.rightPriests, hint.rightDevils, hint.location));
    }

    // The AIs' own rule checks, now answered by the package, against the model.
    static void RuleChecks(Puzzle classic)
    {
        var ai001 = new Seed001.AISystem(3);
        int safeBanks = 0;
        for (int p = 0; p <= 3; p++)
            for (int d = 0; d <= 3; d++)
            {
                var s = new Node(p, d, false);
                bool safe = classic.Safe(s);
                if (safe) safeBanks++;
                Check(Seed000.Solve.isLegalState(new Seed000.SolverState(p, d, 0)) == safe, "000 isLegalState at " + s);
                Check(ai001.ContainState(new Seed001.AISystem.State(p, d)) == safe, "001 ContainState at " + s);
                Check(ai001.states.Exists(x => x.preist == p && x.devil == d) == safe, "001 states lists " + s + " when safe");
                Check(autoMove.checkState(Mask002(s)) == safe, "002 checkState at " + s);
                Check(Seed003.AI.isValid(new Seed003.State(p, d, false)) == safe, "003 isValid at " + s);
                Check(new Seed004.AIState(3 - p, 3 - d, p, d, false, null).Valid() == safe, "004 Valid at " + s);
            }
        Check(safeBanks == 10 && ai001.states.Count == 10, "10 safe bank counts, as write-up 001 lists them");
        Check(!Seed000.Solve.isLegalState(new Seed000.SolverState(4, 0, 0)), "000 isLegalState: 4 priests is not a state");
    }

    static int Mask002(Node s)
    {
        int mask = s.Far ? 0 : 0x40;
        for (int i = 0; i < s.P; i++) mask |= 0x20 >> i;
        for (int i = 0; i < s.D; i++) mask |= 0x04 >> i;
        return mask;
    }
}
