// The value types of the river-crossing family's safe API (Puzzle.cs): immutable structs holding what the
// native library wrote, converted, never re-derived. Their enums (Bank, Rowing, PuzzleStateKind,
// PuzzleRatingKind, IllegalCrossing, PuzzleActionKind) are the library's, generated into Enums.g.cs.
using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;

namespace PriestsDevils
{
    /// <summary>One crossing of a puzzle: how many characters of each kind cross, in the puzzle's order of
    /// kinds (the file's). Counts past the puzzle's kinds are not read; a crossing with fewer counts has
    /// none of the kinds it lacks (<c>default(Crossing)</c> is nobody). Value equality.</summary>
    public struct Crossing : IEquatable<Crossing>
    {
        private readonly int[] _load;

        /// <summary>The crossing carrying <paramref name="load"/>[k] characters of kind k (the array is
        /// copied).</summary>
        public Crossing(params int[] load)
        {
            _load = load == null ? new int[0] : (int[])load.Clone();
        }

        /// <summary>The characters of kind <paramref name="kind"/> aboard (0 past <see cref="Count"/>).</summary>
        public int this[int kind]
        {
            get { return _load != null && kind >= 0 && kind < _load.Length ? _load[kind] : 0; }
        }

        /// <summary>How many counts the crossing holds (the puzzle's number of kinds for one it wrote).</summary>
        public int Count { get { return _load == null ? 0 : _load.Length; } }

        /// <summary>The characters aboard, every kind summed.</summary>
        public int Total
        {
            get
            {
                int total = 0;
                for (int i = 0; i < Count; i++) total += _load[i];
                return total;
            }
        }

        /// <summary>Equal when every kind's count is (a missing count is 0).</summary>
        public bool Equals(Crossing other)
        {
            int n = Math.Max(Count, other.Count);
            for (int i = 0; i < n; i++)
            {
                if (this[i] != other[i]) return false;
            }
            return true;
        }

        /// <summary>Equal to another <see cref="Crossing"/> with the same counts.</summary>
        public override bool Equals(object obj) { return obj is Crossing && Equals((Crossing)obj); }

        /// <summary>A hash of the counts (trailing zeros ignored, as <see cref="Equals(Crossing)"/> does).</summary>
        public override int GetHashCode()
        {
            int hash = 17;
            int last = Count - 1;
            while (last >= 0 && _load[last] == 0) last--;
            for (int i = 0; i <= last; i++) hash = hash * 397 ^ _load[i];
            return hash;
        }

        /// <summary>The counts, as "[1, 0, 1, 0]"; <see cref="Puzzle.Describe(Crossing, Language)"/> names
        /// them.</summary>
        public override string ToString() { return "[" + string.Join(", ", _load ?? new int[0]) + "]"; }
    }

    /// <summary>A state of a puzzle's game: the characters of each kind on the left bank, the crossings made
    /// (the boat is on the left bank after an even number), the previous crossing's total weight (puzzles
    /// with a load change) and the minutes elapsed (timed puzzles). <see cref="Puzzle.Start"/> gives the
    /// start, <see cref="Puzzle.After"/> the state after a crossing. Value equality.</summary>
    public struct PuzzleState : IEquatable<PuzzleState>
    {
        private static readonly ReadOnlyCollection<int> Nobody = new ReadOnlyCollection<int>(new int[0]);
        private readonly ReadOnlyCollection<int> _left;
        private readonly int _crossings, _elapsed;
        private readonly int? _previousLoad;

        /// <summary>A state with <paramref name="left"/>[k] characters of kind k on the left bank (copied).
        /// Any values: the puzzle's queries refuse a state it cannot have (StateOutOfRange).</summary>
        public PuzzleState(IList<int> left, int crossings, int? previousLoad = null, int elapsed = 0)
        {
            var copy = new int[left == null ? 0 : left.Count];
            if (left != null) left.CopyTo(copy, 0);
            _left = new ReadOnlyCollection<int>(copy);
            _crossings = crossings;
            _previousLoad = previousLoad;
            _elapsed = elapsed;
        }

        /// <summary>The characters of each kind on the left bank, in the puzzle's order of kinds.</summary>
        public IReadOnlyList<int> Left { get { return _left ?? Nobody; } }

        /// <summary>The crossings made so far.</summary>
        public int Crossings { get { return _crossings; } }

        /// <summary>The total weight the previous crossing carried (puzzles with a load change), or null.</summary>
        public int? PreviousLoad { get { return _previousLoad; } }

        /// <summary>The minutes elapsed so far (timed puzzles; 0 otherwise).</summary>
        public int Elapsed { get { return _elapsed; } }

        /// <summary>The bank the boat is docked at: the left after an even number of crossings.</summary>
        public Bank Boat { get { return _crossings % 2 == 0 ? Bank.Left : Bank.Right; } }

        /// <summary>Equal when every field and every count is.</summary>
        public bool Equals(PuzzleState other)
        {
            if (_crossings != other._crossings || _elapsed != other._elapsed || _previousLoad != other._previousLoad) return false;
            IReadOnlyList<int> a = Left, b = other.Left;
            if (a.Count != b.Count) return false;
            for (int i = 0; i < a.Count; i++)
            {
                if (a[i] != b[i]) return false;
            }
            return true;
        }

        /// <summary>Equal to another <see cref="PuzzleState"/> with the same fields.</summary>
        public override bool Equals(object obj) { return obj is PuzzleState && Equals((PuzzleState)obj); }

        /// <summary>A hash of the fields.</summary>
        public override int GetHashCode()
        {
            int hash = (_crossings * 397 ^ _elapsed) * 397 ^ (_previousLoad ?? -1);
            foreach (int count in Left) hash = hash * 397 ^ count;
            return hash;
        }

        /// <summary>The fields, as "left [1, 1, 1, 1], 0 crossings".</summary>
        public override string ToString()
        {
            return "left [" + string.Join(", ", Left) + "], " + _crossings + " crossings"
                + (_previousLoad.HasValue ? ", previous load " + _previousLoad : "")
                + (_elapsed != 0 ? ", " + _elapsed + " minutes" : "");
        }
    }

    /// <summary>One kind of character of a puzzle, as its file declares it (<see cref="Puzzle.Kind"/>).</summary>
    public struct PuzzleKind
    {
        private readonly Puzzle _puzzle;
        private readonly int _index;
        private readonly string _name;
        private readonly int _count, _weight, _time;
        private readonly Rowing _rows;
        private readonly Bank _starts;

        internal PuzzleKind(Puzzle puzzle, int index, string name, int count, Rowing rows, Bank starts, int weight, int time)
        {
            _puzzle = puzzle;
            _index = index;
            _name = name;
            _count = count;
            _rows = rows;
            _starts = starts;
            _weight = weight;
            _time = time;
        }

        /// <summary>The kind's name as the file gives it: a named character's (<c>"Goat"</c>) or a counted
        /// kind's (<c>"Cop"</c>).</summary>
        public string Name { get { return _name; } }

        /// <summary>How many characters the kind has (1 for a named character).</summary>
        public int Count { get { return _count; } }

        /// <summary>On which crossings its characters may row (for a bridge: carry the torch).</summary>
        public Rowing Rows { get { return _rows; } }

        /// <summary>The bank its characters start on.</summary>
        public Bank Starts { get { return _starts; } }

        /// <summary>Each character's weight (0 when the puzzle has no weights).</summary>
        public int Weight { get { return _weight; } }

        /// <summary>Each character's crossing time (timed puzzles; 0 otherwise).</summary>
        public int Time { get { return _time; } }

        /// <summary>The name of the kind's member <paramref name="member"/> (0 for the first):
        /// <see cref="Puzzle.MemberName(int, int)"/>.</summary>
        /// <exception cref="SolverException">InvalidKind (a member past <see cref="Count"/>).</exception>
        public string MemberName(int member)
        {
            if (_puzzle == null) throw new SolverException(Status.InvalidKind);
            return _puzzle.MemberName(_index, member);
        }

        /// <summary>The name and the count, as "Cop x3".</summary>
        public override string ToString() { return _name + " x" + _count; }
    }

    /// <summary>What <see cref="Puzzle.Check(string)"/> finds in a puzzle's text without building it.</summary>
    public struct PuzzleCheck
    {
        private readonly Status _status;
        private readonly int _line, _column;
        private readonly long _nodes;
        private readonly string _message;

        internal PuzzleCheck(Status status, int line, int column, long nodes, string message)
        {
            _status = status;
            _line = line;
            _column = column;
            _nodes = nodes;
            _message = message;
        }

        /// <summary>Ok when the text reads and fits; PuzzleFormat when it breaks the format; TooLarge when its
        /// space is over the library's cap.</summary>
        public Status Status { get { return _status; } }

        /// <summary>Whether the text reads and the puzzle can be built.</summary>
        public bool IsOk { get { return _status == Status.Ok; } }

        /// <summary>The line where the text breaks the format (1 for the first), 0 when it reads.</summary>
        public int Line { get { return _line; } }

        /// <summary>The column there, in characters (1 for the first), 0 when the text reads.</summary>
        public int Column { get { return _column; } }

        /// <summary>The nodes of the puzzle's state space (0 when the text does not read).</summary>
        public long Nodes { get { return _nodes; } }

        /// <summary>The library's English words for the refusal ("line 3, column 9: ..."), empty when it reads.</summary>
        public string Message { get { return _message ?? ""; } }

        /// <summary>The message, or "ok".</summary>
        public override string ToString() { return IsOk ? "ok (" + _nodes + " nodes)" : Message; }
    }

    /// <summary>A puzzle's text breaks the format (<see cref="Status.PuzzleFormat"/>): where, and the rule,
    /// in the library's words.</summary>
    public sealed class PuzzleFormatException : SolverException
    {
        /// <summary>The line where the text breaks the format (1 for the first).</summary>
        public int Line { get; private set; }

        /// <summary>The column there, in characters (1 for the first).</summary>
        public int Column { get; private set; }

        internal PuzzleFormatException(int line, int column, string message) : base(Status.PuzzleFormat, message)
        {
            Line = line;
            Column = column;
        }
    }

    /// <summary>The verdict on a puzzle's state (<see cref="Puzzle.Check(PuzzleState)"/>).</summary>
    public struct PuzzleVerdict
    {
        private readonly PuzzleStateKind _kind;
        private readonly Bank _lostBank;
        private readonly int _lostLine;
        private readonly bool _reachable, _withinLimit;
        private readonly int? _crossings, _time;

        internal PuzzleVerdict(PuzzleStateKind kind, Bank lostBank, int lostLine, bool reachable, int? crossings, int? time, bool withinLimit)
        {
            _kind = kind;
            _lostBank = lostBank;
            _lostLine = lostLine;
            _reachable = reachable;
            _crossings = crossings;
            _time = time;
            _withinLimit = withinLimit;
        }

        /// <summary>Safe, won or lost.</summary>
        public PuzzleStateKind Kind { get { return _kind; } }

        /// <summary>For a lost state, the bank that breaks a rule.</summary>
        public Bank LostBank { get { return _lostBank; } }

        /// <summary>For a lost state, the broken rule's line in the puzzle's text; otherwise 0.</summary>
        public int LostLine { get { return _lostLine; } }

        /// <summary>Whether legal play from the puzzle's start reaches the state (elapsed time aside).</summary>
        public bool Reachable { get { return _reachable; } }

        /// <summary>Crossings left on an optimal plan, or null without a path.</summary>
        public int? Crossings { get { return _crossings; } }

        /// <summary>Time left on an optimal plan (0 for untimed puzzles), or null without a path.</summary>
        public int? Time { get { return _time; } }

        /// <summary>Whether the goal can still be reached within the time limit (always, with a path, for
        /// untimed puzzles).</summary>
        public bool WithinLimit { get { return _withinLimit; } }

        /// <summary>The kind and the crossings left.</summary>
        public override string ToString() { return _kind + (_crossings.HasValue ? " (" + _crossings + " crossings left)" : " (no path)"); }
    }

    /// <summary>How good a crossing is (<see cref="Puzzle.Rate"/>).</summary>
    public struct PuzzleRating
    {
        private readonly PuzzleRatingKind _kind;
        private readonly int _extraTime, _line;
        private readonly long _extraCrossings;
        private readonly Bank _bank;
        private readonly IllegalCrossing _illegal;

        internal PuzzleRating(PuzzleRatingKind kind, int extraTime, long extraCrossings, Bank bank, int line, IllegalCrossing illegal)
        {
            _kind = kind;
            _extraTime = extraTime;
            _extraCrossings = extraCrossings;
            _bank = bank;
            _line = line;
            _illegal = illegal;
        }

        /// <summary>Optimal, a detour, losing, leading nowhere, too slow, or illegal.</summary>
        public PuzzleRatingKind Kind { get { return _kind; } }

        /// <summary>For a detour, the extra time it costs (timed puzzles); otherwise 0.</summary>
        public int ExtraTime { get { return _extraTime; } }

        /// <summary>For a detour, the extra crossings it costs (for timed puzzles, among the fastest plans
        /// after it: it may be negative); otherwise 0.</summary>
        public long ExtraCrossings { get { return _extraCrossings; } }

        /// <summary>For a losing crossing, the bank that breaks a rule; otherwise <see cref="PriestsDevils.Bank.Left"/>.</summary>
        public Bank Bank { get { return _bank; } }

        /// <summary>The rule's line: the bank rule a losing crossing breaks, or the boat rule an illegal one
        /// breaks; otherwise 0.</summary>
        public int Line { get { return _line; } }

        /// <summary>For an illegal crossing, why; otherwise <see cref="PriestsDevils.IllegalCrossing.None"/>.</summary>
        public IllegalCrossing Illegal { get { return _illegal; } }

        /// <summary>The kind, with the detour's cost or the illegal crossing's reason.</summary>
        public override string ToString()
        {
            if (_kind == PuzzleRatingKind.Detour) return "Detour (+" + _extraCrossings + " crossings, +" + _extraTime + " time)";
            return _kind == PuzzleRatingKind.Illegal ? "Illegal (" + _illegal + ")" : _kind.ToString();
        }
    }

    /// <summary>The optimal plans from a state, counted two ways (saturating at <see cref="ulong.MaxValue"/>).</summary>
    public struct PuzzlePlanCounts
    {
        private readonly ulong _distinct, _byKind;

        internal PuzzlePlanCounts(ulong distinct, ulong byKind)
        {
            _distinct = distinct;
            _byKind = byKind;
        }

        /// <summary>Plans of individuals: two differ when at some crossing a different set of characters crosses.</summary>
        public ulong Distinct { get { return _distinct; } }

        /// <summary>Plans by kind: two differ when at some crossing different counts of some kind cross.</summary>
        public ulong ByKind { get { return _byKind; } }

        /// <summary>Both counts.</summary>
        public override string ToString() { return _distinct + " plans (" + _byKind + " by kind)"; }
    }

    /// <summary>A state every optimal plan passes through (<see cref="Puzzle.Milestones"/>).</summary>
    public struct PuzzleMilestone
    {
        private readonly PuzzleState _state;
        private readonly int _crossings;

        internal PuzzleMilestone(PuzzleState state, int crossings)
        {
            _state = state;
            _crossings = crossings;
        }

        /// <summary>The state.</summary>
        public PuzzleState State { get { return _state; } }

        /// <summary>Crossings from the asked state to it.</summary>
        public int Crossings { get { return _crossings; } }

        /// <summary>The state and its distance.</summary>
        public override string ToString() { return _state + " after " + _crossings; }
    }

    /// <summary>The next atomic step of play (<see cref="Puzzle.NextAction"/>): board or land one character,
    /// sail, or nothing when the puzzle is solved.</summary>
    public struct PuzzleStep
    {
        private readonly PuzzleActionKind _action;
        private readonly int _characterKind, _crossingsLeft;
        private readonly Crossing _crossing;

        /// <summary>A step, as <see cref="Puzzle.NextAction"/> writes one (for
        /// <see cref="Puzzle.Describe(PuzzleStep, Language)"/>).</summary>
        public PuzzleStep(PuzzleActionKind action, int characterKind, Crossing crossing, int crossingsLeft)
        {
            _action = action;
            _characterKind = characterKind;
            _crossing = crossing;
            _crossingsLeft = crossingsLeft;
        }

        /// <summary>What to do now.</summary>
        public PuzzleActionKind Action { get { return _action; } }

        /// <summary>For boarding and landing, the kind of the character who moves; otherwise 0.</summary>
        public int CharacterKind { get { return _characterKind; } }

        /// <summary>The optimal crossing this step prepares or makes (nobody when solved).</summary>
        public Crossing Crossing { get { return _crossing; } }

        /// <summary>Crossings left on an optimal plan, counting <see cref="Crossing"/> (0 when solved).</summary>
        public int CrossingsLeft { get { return _crossingsLeft; } }

        /// <summary>The action, its kind and the crossing.</summary>
        public override string ToString() { return _action + " " + _characterKind + " for " + _crossing + ", " + _crossingsLeft + " left"; }
    }

    /// <summary>A designer's figures for a puzzle from its start (<see cref="Puzzle.Report"/>).</summary>
    public struct PuzzleReport
    {
        private readonly Status _solvable;
        private readonly int? _minCrossings, _minTime;
        private readonly PuzzlePlanCounts _plans;
        private readonly int _milestones, _safeStates, _reachableStates, _deadEnds;
        private readonly long? _reachableTimedStates;
        private readonly double? _difficulty;

        internal PuzzleReport(Status solvable, int? minCrossings, int? minTime, PuzzlePlanCounts plans, int milestones,
            int safeStates, int reachableStates, int deadEnds, long? reachableTimedStates, double? difficulty)
        {
            _solvable = solvable;
            _minCrossings = minCrossings;
            _minTime = minTime;
            _plans = plans;
            _milestones = milestones;
            _safeStates = safeStates;
            _reachableStates = reachableStates;
            _deadEnds = deadEnds;
            _reachableTimedStates = reachableTimedStates;
            _difficulty = difficulty;
        }

        /// <summary>Whether the puzzle can be won from its start.</summary>
        public bool IsSolvable { get { return _solvable == Status.Ok; } }

        /// <summary>Ok when it can be won; otherwise why not: LostState, NoPath or OutOfTime.</summary>
        public Status Solvable { get { return _solvable; } }

        /// <summary>The fewest crossings (for timed puzzles, the fewest among the fastest plans), or null
        /// when unsolvable.</summary>
        public int? MinCrossings { get { return _minCrossings; } }

        /// <summary>The least total time of a timed, solvable puzzle; null otherwise.</summary>
        public int? MinTime { get { return _minTime; } }

        /// <summary>The optimal plans from the start (0 when unsolvable).</summary>
        public PuzzlePlanCounts Plans { get { return _plans; } }

        /// <summary>The milestones of the start, the goal included (0 when unsolvable).</summary>
        public int Milestones { get { return _milestones; } }

        /// <summary>Safe nodes of the whole space.</summary>
        public int SafeStates { get { return _safeStates; } }

        /// <summary>Nodes that legal play from the start reaches.</summary>
        public int ReachableStates { get { return _reachableStates; } }

        /// <summary>Reachable nodes from which the goal cannot be reached.</summary>
        public int DeadEnds { get { return _deadEnds; } }

        /// <summary>For timed puzzles with a limit, the (node, elapsed minutes) pairs legal play reaches within
        /// it; otherwise, or past the library's cap, null.</summary>
        public long? ReachableTimedStates { get { return _reachableTimedStates; } }

        /// <summary>The difficulty in bits (<c>-log2</c> of the chance that a player picking uniformly among the
        /// legal loads plays an optimal plan), or null when unsolvable.</summary>
        public double? Difficulty { get { return _difficulty; } }

        /// <summary>The main figures.</summary>
        public override string ToString()
        {
            return IsSolvable ? "solvable in " + _minCrossings + " crossings, " + _plans : "unsolvable (" + _solvable + ")";
        }
    }
}
