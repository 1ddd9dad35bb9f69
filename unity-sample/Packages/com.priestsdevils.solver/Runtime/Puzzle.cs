using System;
using System.Text;

namespace PriestsDevils
{
    /// <summary>
    /// A puzzle of the river-crossing family (wolf, goat and cabbage; the jealous husbands; the bridge and
    /// torch...), read from its text (the format of the repository's <c>docs/family.md</c>, the files of
    /// <c>puzzles/</c>) and built whole by the native library once, in <see cref="Load"/>: every hint
    /// afterwards is a lookup. Immutable: any number of threads may query one puzzle at once. Dispose it
    /// when done; a forgotten Dispose is released by the finalizer, and a second Dispose is harmless.
    /// Methods throw <see cref="SolverException"/> on failure; the Try* methods return false instead (with
    /// the <see cref="Status"/> in an overload) and never throw but <see cref="ObjectDisposedException"/>
    /// after Dispose. Every rule, figure and word comes from the library: this class only converts. The
    /// words (with the file's names) are in Puzzle.Describe.cs.
    /// </summary>
    public sealed partial class Puzzle : IDisposable
    {
        private readonly PuzzleHandle _handle;
        private readonly PdPuzzleInfo _info;
        private readonly string _title;
        private readonly PuzzleKind[] _kinds;

        private unsafe Puzzle(PdPuzzle* native)
        {
            _handle = new PuzzleHandle(native);
            PdPuzzleInfo info;
            using (var lease = new PuzzleLease(_handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_info(lease.Pointer, &info));
            }
            _info = info;
            _title = PuzzleText((puzzle, buf, cap, len) => NativeMethods.pd_puzzle_title(puzzle, buf, cap, len));
            _kinds = new PuzzleKind[(int)info.kinds];
            for (int i = 0; i < _kinds.Length; i++)
            {
                PdPuzzleKind k;
                using (var lease = new PuzzleLease(_handle))
                {
                    ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_kind(lease.Pointer, (uint)i, &k));
                }
                uint index = (uint)i;
                string name = PuzzleText((puzzle, buf, cap, len) => NativeMethods.pd_puzzle_kind_name(puzzle, index, buf, cap, len));
                _kinds[i] = new PuzzleKind(this, i, name, (int)k.count, (Rowing)(uint)k.rows, (Bank)(uint)k.starts,
                    (int)k.weight, (int)k.time);
            }
        }

        /// <summary>Reads the puzzle in <paramref name="text"/> and builds its whole state graph, solving every
        /// state once. An unsolvable puzzle builds fine: its queries answer NoPath (or OutOfTime).</summary>
        /// <exception cref="ArgumentNullException"><paramref name="text"/> is null.</exception>
        /// <exception cref="PuzzleFormatException">The text breaks the format: its line, column and the
        /// library's words for the rule.</exception>
        /// <exception cref="SolverException">TooLarge (over the library's caps: <see cref="Check(string)"/>
        /// tells the nodes) or OutOfMemory.</exception>
        public static unsafe Puzzle Load(string text)
        {
            byte[] bytes = Utf8(text);
            PdPuzzle* puzzle = null;
            Status status;
            fixed (byte* p = bytes)
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_puzzle_new(p, (UIntPtr)bytes.Length, &puzzle));
            }
            if (status == Status.PuzzleFormat)
            {
                PuzzleCheck check = Check(text);
                throw new PuzzleFormatException(check.Line, check.Column, check.Message);
            }
            ThrowHelper.ThrowIfFailed(status);
            return new Puzzle(puzzle);
        }

        /// <summary>Reads the puzzle in <paramref name="text"/> without building it: whether it reads (or where
        /// it breaks the format, and the rule), and the nodes of its state space. Never throws for a text.</summary>
        /// <exception cref="ArgumentNullException"><paramref name="text"/> is null.</exception>
        public static unsafe PuzzleCheck Check(string text)
        {
            byte[] bytes = Utf8(text);
            PdPuzzleCheck check;
            Status status;
            string message;
            fixed (byte* p = bytes)
            {
                var t = (IntPtr)p;
                var n = (UIntPtr)bytes.Length;
                status = ThrowHelper.ToStatus(NativeMethods.pd_puzzle_check(p, n, &check));
                message = status == Status.Ok ? ""
                    : ReadText((buf, cap, len) => NativeMethods.pd_puzzle_error_message((byte*)t, n, buf, cap, len));
            }
            return new PuzzleCheck(status, (int)check.line, (int)check.column, (long)check.nodes, message);
        }

        private static byte[] Utf8(string text)
        {
            if (text == null) throw new ArgumentNullException("text");
            return Encoding.UTF8.GetBytes(text);
        }

        /// <summary>The puzzle's title (its file's <c>puzzle</c> line).</summary>
        public string Title { get { return _title; } }

        /// <summary>The puzzle's kinds of character: the counts every <see cref="PuzzleState"/> and
        /// <see cref="Crossing"/> of it hold.</summary>
        public int KindCount { get { return _kinds.Length; } }

        /// <summary>Kind <paramref name="index"/> (0 for the first, in the file's order).</summary>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="index"/> is not below <see cref="KindCount"/>.</exception>
        public PuzzleKind Kind(int index)
        {
            if (index < 0 || index >= _kinds.Length) throw new ArgumentOutOfRangeException("index");
            return _kinds[index];
        }

        /// <summary>The name of member <paramref name="member"/> (0 for the first) of kind
        /// <paramref name="kind"/>: the file's name for it, else the kind's name and its number (<c>"Cop1"</c>).</summary>
        /// <exception cref="SolverException">InvalidKind (a kind or a member out of range).</exception>
        public unsafe string MemberName(int kind, int member)
        {
            return PuzzleText((puzzle, buf, cap, len) => NativeMethods.pd_puzzle_member_name(puzzle, (uint)kind, (uint)member, buf, cap, len));
        }

        /// <summary>Characters in all, every member of every kind.</summary>
        public int Characters { get { return (int)_info.characters; } }

        /// <summary>The most characters one crossing carries.</summary>
        public int Capacity { get { return (int)_info.capacity; } }

        /// <summary>The most weight one crossing carries, or null when the boat has no load limit.</summary>
        public int? MaxLoad { get { return Figure(_info.max_load); } }

        /// <summary>The most a crossing's load may differ from the previous one's, or null.</summary>
        public int? LoadChange { get { return Figure(_info.load_change); } }

        /// <summary>The time limit of a timed puzzle, or null.</summary>
        public int? TimeLimit { get { return Figure(_info.time_limit); } }

        /// <summary>Whether crossings take time (then optimal means least time, ties broken by fewest crossings).</summary>
        public bool Timed { get { return _info.timed != 0; } }

        /// <summary>The nodes of the puzzle's state space.</summary>
        public long Nodes { get { return (long)_info.nodes; } }

        /// <summary>The state every game of the puzzle starts in.</summary>
        public unsafe PuzzleState Start
        {
            get
            {
                PdPuzzleState s;
                using (var lease = new PuzzleLease(_handle))
                {
                    ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_start(lease.Pointer, &s));
                }
                return FromNative(s);
            }
        }

        /// <summary>A designer's figures for the puzzle from its start: solvable, fewest crossings, least time,
        /// plans, milestones, safe and reachable states, dead ends, difficulty.</summary>
        public unsafe PuzzleReport Report()
        {
            PdPuzzleReport r;
            using (var lease = new PuzzleLease(_handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_report(lease.Pointer, &r));
            }
            Status solvable = ThrowHelper.ToStatus(r.solvable);
            return new PuzzleReport(solvable, Figure(r.min_crossings), Figure(r.min_time),
                new PuzzlePlanCounts(r.plans.distinct, r.plans.by_kind), (int)r.milestones, (int)r.safe_states,
                (int)r.reachable_states, (int)r.dead_ends,
                r.reachable_timed_states == ulong.MaxValue ? (long?)null : (long)r.reachable_timed_states,
                solvable == Status.Ok ? r.difficulty : (double?)null);
        }

        /// <summary>The verdict on <paramref name="state"/>: safe, won or lost (which bank, which rule line),
        /// whether the start reaches it, and the crossings and time left on an optimal plan.</summary>
        /// <exception cref="SolverException">StateOutOfRange (another number of kinds, more characters of a kind
        /// than the puzzle has, or a previous load no crossing carries).</exception>
        public PuzzleVerdict Check(PuzzleState state)
        {
            PuzzleVerdict verdict;
            Status status;
            if (!TryCheck(state, out verdict, out status)) throw new SolverException(status);
            return verdict;
        }

        /// <summary>Non-throwing <see cref="Check(PuzzleState)"/>, with the reason when it returns false.</summary>
        public unsafe bool TryCheck(PuzzleState state, out PuzzleVerdict verdict, out Status status)
        {
            PdPuzzleState s = ToNative(state);
            PdPuzzleVerdict v;
            using (var lease = new PuzzleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_puzzle_check_state(lease.Pointer, &s, &v));
            }
            verdict = status == Status.Ok
                ? new PuzzleVerdict((PuzzleStateKind)(uint)v.kind, (Bank)(uint)v.lost_bank, (int)v.lost_line,
                    v.reachable != 0, Figure(v.crossings), Figure(v.time), v.within_limit != 0)
                : default(PuzzleVerdict);
            return status == Status.Ok;
        }

        /// <summary>The hint: the first optimal crossing from <paramref name="state"/>.</summary>
        /// <exception cref="SolverException">StateOutOfRange, LostState, AlreadyWon, NoPath, OutOfTime (in that order).</exception>
        public Crossing NextCrossing(PuzzleState state)
        {
            Crossing crossing;
            Status status;
            if (!TryGetNextCrossing(state, out crossing, out status)) throw new SolverException(status);
            return crossing;
        }

        /// <summary>The hint, or false when there is none.</summary>
        public bool TryGetNextCrossing(PuzzleState state, out Crossing crossing)
        {
            Status ignored;
            return TryGetNextCrossing(state, out crossing, out ignored);
        }

        /// <summary>The hint, or false with the reason (<see cref="NextCrossing"/>'s statuses).</summary>
        public unsafe bool TryGetNextCrossing(PuzzleState state, out Crossing crossing, out Status status)
        {
            PdPuzzleState s = ToNative(state);
            PdCrossing c;
            using (var lease = new PuzzleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_puzzle_next_crossing(lease.Pointer, &s, &c));
            }
            crossing = status == Status.Ok ? FromNative(c) : default(Crossing);
            return status == Status.Ok;
        }

        /// <summary>Every optimal crossing from <paramref name="state"/>, <see cref="NextCrossing"/>'s first.</summary>
        /// <exception cref="SolverException">As <see cref="NextCrossing"/>.</exception>
        public Crossing[] OptimalCrossings(PuzzleState state)
        {
            Crossing[] crossings;
            ThrowHelper.ThrowIfFailed(TryFetchCrossings(state, false, out crossings));
            return crossings;
        }

        /// <summary>An optimal plan from <paramref name="state"/>: the hints, one crossing after another.</summary>
        /// <exception cref="SolverException">As <see cref="NextCrossing"/>.</exception>
        public Crossing[] Plan(PuzzleState state)
        {
            Crossing[] crossings;
            ThrowHelper.ThrowIfFailed(TryFetchCrossings(state, true, out crossings));
            return crossings;
        }

        /// <summary>The plan, or false with the reason (<see cref="NextCrossing"/>'s statuses; then an empty array).</summary>
        public bool TryGetPlan(PuzzleState state, out Crossing[] plan, out Status status)
        {
            status = TryFetchCrossings(state, true, out plan);
            return status == Status.Ok;
        }

        private static readonly Crossing[] NoCrossings = new Crossing[0];

        // The optimal crossings or the plan from a state, or the reason there are none (then NoCrossings).
        private unsafe Status TryFetchCrossings(PuzzleState state, bool plan, out Crossing[] crossings)
        {
            crossings = NoCrossings;
            PdPuzzleState s = ToNative(state);
            using (var lease = new PuzzleLease(_handle))
            {
                UIntPtr len;
                // First ask for the length, then fill a buffer of exactly that size.
                Status status = ThrowHelper.ToStatus(plan
                    ? NativeMethods.pd_puzzle_plan(lease.Pointer, &s, null, UIntPtr.Zero, &len)
                    : NativeMethods.pd_puzzle_optimal_crossings(lease.Pointer, &s, null, UIntPtr.Zero, &len));
                if (status != Status.Ok && status != Status.BufferTooSmall) return status;
                var buffer = new PdCrossing[(int)len.ToUInt32()];
                fixed (PdCrossing* p = buffer)
                {
                    var cap = new UIntPtr((uint)buffer.Length);
                    status = ThrowHelper.ToStatus(plan
                        ? NativeMethods.pd_puzzle_plan(lease.Pointer, &s, p, cap, &len)
                        : NativeMethods.pd_puzzle_optimal_crossings(lease.Pointer, &s, p, cap, &len));
                }
                if (status != Status.Ok) return status;
                crossings = new Crossing[buffer.Length];
                for (int i = 0; i < crossings.Length; i++) crossings[i] = FromNative(buffer[i]);
                return Status.Ok;
            }
        }

        /// <summary>The milestones of <paramref name="state"/>: the states every optimal plan from it passes
        /// through, nearest first, the goal last, each with the crossings that reach it.</summary>
        /// <exception cref="SolverException">As <see cref="NextCrossing"/>.</exception>
        public unsafe PuzzleMilestone[] Milestones(PuzzleState state)
        {
            PdPuzzleState s = ToNative(state);
            using (var lease = new PuzzleLease(_handle))
            {
                UIntPtr len;
                ThrowHelper.ThrowIfFailed(ThrowHelper.ToStatus(NativeMethods.pd_puzzle_milestones(lease.Pointer, &s, null, UIntPtr.Zero, &len)), Status.BufferTooSmall);
                var buffer = new PdPuzzleMilestone[(int)len.ToUInt32()];
                fixed (PdPuzzleMilestone* p = buffer)
                {
                    ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_milestones(lease.Pointer, &s, p, new UIntPtr((uint)buffer.Length), &len));
                }
                var milestones = new PuzzleMilestone[buffer.Length];
                for (int i = 0; i < milestones.Length; i++)
                {
                    milestones[i] = new PuzzleMilestone(FromNative(buffer[i].state), (int)buffer[i].crossings);
                }
                return milestones;
            }
        }

        /// <summary>The optimal plans from <paramref name="state"/>, counted as plans of individuals and by kind.</summary>
        /// <exception cref="SolverException">As <see cref="NextCrossing"/>.</exception>
        public unsafe PuzzlePlanCounts CountPlans(PuzzleState state)
        {
            PdPuzzleState s = ToNative(state);
            PdPuzzlePlanCounts c;
            using (var lease = new PuzzleLease(_handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_count_plans(lease.Pointer, &s, &c));
            }
            return new PuzzlePlanCounts(c.distinct, c.by_kind);
        }

        /// <summary>How good <paramref name="crossing"/> from <paramref name="state"/> is: optimal, a detour (and
        /// by how much), losing (which bank, which rule), leading nowhere, too slow, or illegal (and why).</summary>
        /// <exception cref="SolverException">As <see cref="NextCrossing"/>.</exception>
        public unsafe PuzzleRating Rate(PuzzleState state, Crossing crossing)
        {
            PdPuzzleState s = ToNative(state);
            PdCrossing c = ToNative(crossing);
            PdPuzzleRating r;
            using (var lease = new PuzzleLease(_handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_puzzle_rate(lease.Pointer, &s, &c, &r));
            }
            return new PuzzleRating((PuzzleRatingKind)(uint)r.kind, (int)r.extra_time, r.extra_crossings,
                (Bank)(uint)r.bank, (int)r.line, (IllegalCrossing)(uint)r.illegal);
        }

        /// <summary>The state after <paramref name="crossing"/> from <paramref name="state"/>, whatever it leads
        /// to (a lost state too): what a front end shows after the player's crossing.</summary>
        /// <exception cref="SolverException">StateOutOfRange, IllegalCrossing (<see cref="Rate"/> tells why).</exception>
        public PuzzleState After(PuzzleState state, Crossing crossing)
        {
            PuzzleState next;
            Status status;
            if (!TryAfter(state, crossing, out next, out status)) throw new SolverException(status);
            return next;
        }

        /// <summary>The state after the crossing, or false when it cannot be made.</summary>
        public bool TryAfter(PuzzleState state, Crossing crossing, out PuzzleState next)
        {
            Status ignored;
            return TryAfter(state, crossing, out next, out ignored);
        }

        /// <summary>The state after the crossing, or false with the reason (<see cref="After"/>'s statuses).</summary>
        public unsafe bool TryAfter(PuzzleState state, Crossing crossing, out PuzzleState next, out Status status)
        {
            PdPuzzleState s = ToNative(state);
            PdCrossing c = ToNative(crossing);
            PdPuzzleState n;
            using (var lease = new PuzzleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_puzzle_after(lease.Pointer, &s, &c, &n));
            }
            next = status == Status.Ok ? FromNative(n) : default(PuzzleState);
            return status == Status.Ok;
        }

        /// <summary>The next atomic step from <paramref name="state"/> with <paramref name="inBoat"/> (counts per
        /// kind, of the boat's bank) sitting in the docked boat: characters who should not cross land first,
        /// then the missing ones board, then the boat sails; a solved puzzle answers
        /// <see cref="PuzzleActionKind.None"/>.</summary>
        /// <exception cref="SolverException">StateOutOfRange, InvalidGameState (more aboard of a kind than its
        /// bank holds, or more than the boat holds), LostState, NoPath, OutOfTime.</exception>
        public PuzzleStep NextAction(PuzzleState state, Crossing inBoat)
        {
            PuzzleStep step;
            Status status;
            if (!TryGetNextAction(state, inBoat, out step, out status)) throw new SolverException(status);
            return step;
        }

        /// <summary>The next atomic step, or false with the reason (<see cref="NextAction"/>'s statuses).</summary>
        public unsafe bool TryGetNextAction(PuzzleState state, Crossing inBoat, out PuzzleStep step, out Status status)
        {
            PdPuzzleState s = ToNative(state);
            PdCrossing c = ToNative(inBoat);
            PdPuzzleAction a;
            using (var lease = new PuzzleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_puzzle_next_action(lease.Pointer, &s, &c, &a));
            }
            step = status == Status.Ok
                ? new PuzzleStep((PuzzleActionKind)(uint)a.kind, (int)a.character_kind, FromNative(a.crossing), (int)a.crossings_left)
                : default(PuzzleStep);
            return status == Status.Ok;
        }

        /// <summary>Releases the native puzzle. Calling it again does nothing.</summary>
        public void Dispose()
        {
            _handle.Dispose();
        }

        // A figure the library writes as PD_NONE (or PD_NO_PATH, the same value) when there is none.
        private static int? Figure(uint value)
        {
            return value == NativeMethods.PD_NONE ? (int?)null : (int)value;
        }

        // Negative counts become huge unsigned ones, which the library refuses as out of range; counts past
        // PD_MAX_PUZZLE_KINDS do not fit, and the kinds field tells the library the state's true length.
        private static unsafe PdPuzzleState ToNative(PuzzleState state)
        {
            PdPuzzleState n = default(PdPuzzleState);
            int kinds = state.Left.Count;
            for (int i = 0; i < kinds && i < NativeMethods.PD_MAX_PUZZLE_KINDS; i++) n.left[i] = (uint)state.Left[i];
            n.kinds = (uint)kinds;
            n.crossings = (uint)state.Crossings;
            n.previous_load = state.PreviousLoad.HasValue ? (uint)state.PreviousLoad.Value : (uint)NativeMethods.PD_NONE;
            n.elapsed = (uint)state.Elapsed;
            return n;
        }

        private static unsafe PuzzleState FromNative(PdPuzzleState n)
        {
            var left = new int[Math.Min(n.kinds, NativeMethods.PD_MAX_PUZZLE_KINDS)];
            for (int i = 0; i < left.Length; i++) left[i] = (int)n.left[i];
            return new PuzzleState(left, (int)n.crossings, Figure(n.previous_load), (int)n.elapsed);
        }

        private static unsafe PdCrossing ToNative(Crossing crossing)
        {
            PdCrossing n = default(PdCrossing);
            for (int i = 0; i < crossing.Count && i < NativeMethods.PD_MAX_PUZZLE_KINDS; i++) n.load[i] = (uint)crossing[i];
            return n;
        }

        // The crossing's counts of the puzzle's kinds (the library writes the rest as 0).
        private unsafe Crossing FromNative(PdCrossing n)
        {
            var load = new int[_kinds.Length];
            for (int i = 0; i < load.Length; i++) load[i] = (int)n.load[i];
            return new Crossing(load);
        }
    }
}
