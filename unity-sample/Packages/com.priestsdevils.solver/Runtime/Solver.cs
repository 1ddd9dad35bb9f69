using System;
using System.Runtime.InteropServices;
using System.Threading;

namespace PriestsDevils
{
    /// <summary>
    /// A solved Priests and Devils configuration, backed by the native priests_devils library.
    /// Build it once (the whole state graph is solved in the constructor); every hint afterwards is a
    /// constant-time lookup. Immutable: any number of threads may query one solver at once.
    /// Dispose it when done; a forgotten Dispose is released by the finalizer, and a second Dispose is
    /// harmless. Methods throw <see cref="SolverException"/> on failure; the Try* methods return false
    /// instead (with the <see cref="Status"/> in an overload), never throw except
    /// <see cref="ObjectDisposedException"/> after Dispose, and allocate nothing (but the array
    /// <see cref="TryGetPlan(State, out Move[])"/> returns). Every answer comes from the native library,
    /// which holds the rules: this class only converts. The next state and the plan without exceptions
    /// are in Solver.NextState.cs.
    /// </summary>
    public sealed partial class Solver : IDisposable
    {
        private readonly SolverHandle _handle;
        private readonly Rules _rules;
        private readonly PdSolverInfo _info;

        /// <summary>Solves <paramref name="rules"/>.</summary>
        /// <exception cref="SolverException">InvalidRules (boat capacity 0), TooLarge or OutOfMemory.</exception>
        public unsafe Solver(Rules rules)
        {
            PdRules native = ToNative(rules);
            PdSolver* solver = null;
            ThrowHelper.ThrowIfFailed(NativeMethods.pd_solver_new(&native, &solver));
            _handle = new SolverHandle(solver);
            _rules = rules;
            _info = InfoOf(_handle);
        }

        /// <summary>Solves <paramref name="rules"/>, stopped within milliseconds when
        /// <paramref name="cancellationToken"/> is cancelled (the native build returns; no callback into C#),
        /// its progress in safe states reported to <paramref name="progress"/> (may be null) about ten times a
        /// second. For a large configuration (millions of states, a second or more) built off the main
        /// thread.</summary>
        /// <exception cref="OperationCanceledException">The token was cancelled before the build ended.</exception>
        /// <exception cref="SolverException">InvalidRules (boat capacity 0), TooLarge or OutOfMemory.</exception>
        public unsafe Solver(Rules rules, CancellationToken cancellationToken, IProgress<SolverProgress> progress)
        {
            PdRules native = ToNative(rules);
            PdSolver* solver = null;
            Status status;
            using (var watch = new NativeProgress(cancellationToken, progress))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_solver_new_with_progress(&native, watch.Pointer, &solver));
            }
            NativeProgress.ThrowIfCancelled(status, cancellationToken);
            ThrowHelper.ThrowIfFailed(status);
            _handle = new SolverHandle(solver);
            _rules = rules;
            _info = InfoOf(_handle);
        }

        /// <summary>What the library says of the solver it just built.</summary>
        private static unsafe PdSolverInfo InfoOf(SolverHandle handle)
        {
            PdSolverInfo info;
            using (var lease = new HandleLease(handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_solver_info(lease.Pointer, &info));
            }
            return info;
        }

        /// <summary>Solves a configuration of priests, devils and boat capacity.</summary>
        public Solver(int priests, int devils, int boatCapacity) : this(new Rules(priests, devils, boatCapacity)) { }

        /// <summary>The native library's version, e.g. "0.1.0".</summary>
        public static unsafe string Version
        {
            get { return Marshal.PtrToStringAnsi((IntPtr)NativeMethods.pd_version()); }
        }

        /// <summary>The C ABI version of the loaded native library.</summary>
        public static uint AbiVersion { get { return NativeMethods.pd_abi_version(); } }

        /// <summary>Whether the loaded native library implements the ABI these bindings were generated for.</summary>
        public static bool IsAbiCompatible { get { return AbiVersion == NativeMethods.PD_ABI_VERSION; } }

        /// <summary>The library's English message for a status.</summary>
        public static unsafe string GetStatusMessage(Status status)
        {
            return Marshal.PtrToStringAnsi((IntPtr)NativeMethods.pd_status_message((uint)status));
        }

        /// <summary>The sentence for a status in <paramref name="language"/>: Simplified Chinese for a
        /// Chinese language tag (<c>"zh"</c>, <c>"zh-CN"</c>, <c>"zh-Hans"</c>, also <c>"zh-TW"</c>: the Simplified
        /// sentences, which readers of Traditional Chinese read far more easily than English) or a Unity
        /// <c>SystemLanguage</c> name (<c>Application.systemLanguage.ToString()</c>: <c>"Chinese"</c>,
        /// <c>"ChineseSimplified"</c>, <c>"ChineseTraditional"</c>); the library's English message
        /// (<see cref="GetStatusMessage(Status)"/>) for any other language, null, or a value no status has.
        /// The Chinese sentences come from the repository's <c>i18n/zh-Hans.toml</c>, as the sample's do;
        /// showing them needs a font with their characters (a WebGL player has no system fonts).</summary>
        public static string GetStatusMessage(Status status, string language)
        {
            string[] table = StatusMessagesFor(language);
            if (table == null || (uint)status >= (uint)table.Length) return GetStatusMessage(status);
            return table[(int)status];
        }

        /// <summary>The number of safe states of a configuration, without building it.</summary>
        /// <exception cref="SolverException">InvalidRules or TooLarge (with the count still computed).</exception>
        public static unsafe long CountSafeStates(Rules rules)
        {
            PdRules native = ToNative(rules);
            ulong count;
            ThrowHelper.ThrowIfFailed(NativeMethods.pd_rules_check(&native, &count));
            return (long)count;
        }

        /// <summary>The configuration this solver solved.</summary>
        public Rules Rules { get { return _rules; } }

        /// <summary>Whether the game can be won from the start.</summary>
        public bool IsSolvable { get { return _info.solvable != 0; } }

        /// <summary>The fewest crossings that win from the start, or null when none do.</summary>
        public int? MinCrossings { get { return Distance(_info.min_crossings); } }

        /// <summary>The old name of <see cref="MinCrossings"/>.</summary>
        [Obsolete("Use MinCrossings.")]
        public int? MinMoves { get { return MinCrossings; } }

        /// <summary>Safe states of the configuration (both boat sides counted).</summary>
        public int SafeStates { get { return (int)_info.safe_states; } }

        /// <summary>Safe states connected to the start by legal moves.</summary>
        public int ReachableStates { get { return (int)_info.reachable_states; } }

        /// <summary>Classifies a state: safe, won, lost on a bank or out of range; reachable; distance.
        /// Every <see cref="State"/> has a verdict: only <see cref="ObjectDisposedException"/> is thrown.</summary>
        public Verdict CheckState(State state)
        {
            Verdict verdict;
            Status status;
            if (!TryCheckState(state, out verdict, out status)) throw new SolverException(status);
            return verdict;
        }

        /// <summary>Non-throwing <see cref="CheckState"/> (true for every state of a live solver).</summary>
        public bool TryCheckState(State state, out Verdict verdict)
        {
            Status ignored;
            return TryCheckState(state, out verdict, out ignored);
        }

        /// <summary>Non-throwing <see cref="CheckState"/>, with the reason when it returns false.</summary>
        public bool TryCheckState(State state, out Verdict verdict, out Status status)
        {
            status = NativeCheckState(state, out verdict);
            return status == Status.Ok;
        }

        private unsafe Status NativeCheckState(State state, out Verdict verdict)
        {
            PdVerdict v;
            Status status;
            using (var lease = new HandleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_check_state(lease.Pointer, ToNative(state), &v));
            }
            verdict = status == Status.Ok
                ? new Verdict((StateKind)(uint)v.kind, v.reachable != 0, Distance(v.distance))
                : default(Verdict);
            return status;
        }

        /// <summary>The best next crossing (the fullest boat, then the most priests, among the optimal ones).</summary>
        /// <exception cref="SolverException">StateOutOfRange, LostState, AlreadyWon, NoPath (in that order).</exception>
        public Move GetNextMove(State state)
        {
            Move move;
            Status status;
            if (!TryGetNextMove(state, out move, out status)) throw new SolverException(status);
            return move;
        }

        /// <summary>The best next crossing, or false when there is none; allocates nothing.</summary>
        public bool TryGetNextMove(State state, out Move move)
        {
            Status ignored;
            return TryGetNextMove(state, out move, out ignored);
        }

        /// <summary>The best next crossing, or false with the reason; allocates nothing.</summary>
        public unsafe bool TryGetNextMove(State state, out Move move, out Status status)
        {
            PdMove m;
            using (var lease = new HandleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_next_move(lease.Pointer, ToNative(state), &m));
            }
            move = status == Status.Ok ? FromNative(m) : default(Move);
            return status == Status.Ok;
        }

        /// <summary>Every crossing on some shortest path, preferred first.</summary>
        /// <exception cref="SolverException">As <see cref="GetNextMove"/>.</exception>
        public Move[] GetOptimalMoves(State state)
        {
            Move[] moves;
            ThrowHelper.ThrowIfFailed(TryFetchMoves(state, false, out moves));
            return moves;
        }

        /// <summary>The whole shortest plan from <paramref name="state"/>, one move per element.</summary>
        /// <exception cref="SolverException">As <see cref="GetNextMove"/>.</exception>
        public Move[] GetPlan(State state)
        {
            Move[] moves;
            ThrowHelper.ThrowIfFailed(TryFetchMoves(state, true, out moves));
            return moves;
        }

        /// <summary>The milestones of <paramref name="state"/>: the states other than it that lie on every
        /// shortest plan to the goal, in plan order, each with the crossings that reach it; the goal is
        /// always the last. The classic start has 9 (the states after crossings 2 to 9, and the goal). Each
        /// call walks the states shortest plans from <paramref name="state"/> visit and allocates the array:
        /// call it when the player asks, not every frame.</summary>
        /// <exception cref="SolverException">As <see cref="GetNextMove"/>.</exception>
        public unsafe Milestone[] GetMilestones(State state)
        {
            PdState s = ToNative(state);
            using (var lease = new HandleLease(_handle))
            {
                UIntPtr len;
                ThrowHelper.ThrowIfFailed(ThrowHelper.ToStatus(NativeMethods.pd_milestones(lease.Pointer, s, null, UIntPtr.Zero, &len)), Status.BufferTooSmall);
                var buffer = new PdMilestone[(int)len.ToUInt32()];
                fixed (PdMilestone* p = buffer)
                {
                    ThrowHelper.ThrowIfFailed(NativeMethods.pd_milestones(lease.Pointer, s, p, new UIntPtr((uint)buffer.Length), &len));
                }
                var milestones = new Milestone[buffer.Length];
                for (int i = 0; i < milestones.Length; i++)
                {
                    PdState m = buffer[i].state;
                    milestones[i] = new Milestone(FromNative(m), (int)buffer[i].crossings);
                }
                return milestones;
            }
        }

        private static readonly Move[] NoMoves = new Move[0];

        // The optimal moves or the plan from a state, or the reason there are none (then NoMoves): the
        // statuses of pd_next_move, which both calls answer, or OutOfMemory.
        private unsafe Status TryFetchMoves(State state, bool plan, out Move[] moves)
        {
            moves = NoMoves;
            PdState s = ToNative(state);
            using (var lease = new HandleLease(_handle))
            {
                UIntPtr len;
                // First ask for the length, then fill a buffer of exactly that size.
                Status status = ThrowHelper.ToStatus(plan
                    ? NativeMethods.pd_solution(lease.Pointer, s, null, UIntPtr.Zero, &len)
                    : NativeMethods.pd_optimal_moves(lease.Pointer, s, null, UIntPtr.Zero, &len));
                if (status != Status.Ok && status != Status.BufferTooSmall) return status;
                var buffer = new PdMove[(int)len.ToUInt32()];
                fixed (PdMove* p = buffer)
                {
                    var cap = new UIntPtr((uint)buffer.Length);
                    status = ThrowHelper.ToStatus(plan
                        ? NativeMethods.pd_solution(lease.Pointer, s, p, cap, &len)
                        : NativeMethods.pd_optimal_moves(lease.Pointer, s, p, cap, &len));
                }
                if (status != Status.Ok) return status;
                moves = new Move[buffer.Length];
                for (int i = 0; i < moves.Length; i++) moves[i] = FromNative(buffer[i]);
                return Status.Ok;
            }
        }

        /// <summary>The number of distinct shortest plans from <paramref name="state"/> to the goal (1 for the
        /// goal itself). Exact below <see cref="ulong.MaxValue"/>, where it saturates. The first call
        /// counts for every state at once; later calls are lookups.</summary>
        /// <exception cref="SolverException">As <see cref="GetNextMove"/>, except that the goal answers 1;
        /// OutOfMemory.</exception>
        public unsafe ulong CountOptimalPlans(State state)
        {
            ulong count;
            using (var lease = new HandleLease(_handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_count_optimal_plans(lease.Pointer, ToNative(state), &count));
            }
            return count;
        }

        /// <summary>Rates a move from a state.</summary>
        /// <exception cref="SolverException">StateOutOfRange, LostState, AlreadyWon.</exception>
        public unsafe Rating RateMove(State state, Move move)
        {
            PdRating r;
            using (var lease = new HandleLease(_handle))
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_rate_move(lease.Pointer, ToNative(state), ToNative(move), &r));
            }
            return FromNative(r);
        }

        /// <summary>The next atomic step of play (unboard, board, sail, or nothing when won).</summary>
        /// <exception cref="SolverException">InvalidGameState, InvalidSide, LostState, NoPath.</exception>
        public Step GetNextAction(GameState game)
        {
            Step step;
            Status status;
            if (!TryGetNextAction(game, out step, out status)) throw new SolverException(status);
            return step;
        }

        /// <summary>The next atomic step, or false when there is none; allocates nothing.</summary>
        public bool TryGetNextAction(GameState game, out Step step)
        {
            Status ignored;
            return TryGetNextAction(game, out step, out ignored);
        }

        /// <summary>The next atomic step, or false with the reason; allocates nothing.</summary>
        public unsafe bool TryGetNextAction(GameState game, out Step step, out Status status)
        {
            PdGameState g = ToNative(game);
            PdAction a;
            using (var lease = new HandleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_next_action(lease.Pointer, &g, &a));
            }
            step = status == Status.Ok
                ? new Step((ActionKind)(uint)a.kind, FromNative(a.crossing), (int)a.crossings_left)
                : default(Step);
            return status == Status.Ok;
        }

        /// <summary>Releases the native solver. Calling it again does nothing.</summary>
        public void Dispose()
        {
            _handle.Dispose();
        }

        private static int? Distance(uint distance)
        {
            return distance == NativeMethods.PD_NO_PATH ? (int?)null : (int)distance;
        }

        // Negative counts become huge unsigned ones, which the library reports as out of range.
        private static PdRules ToNative(Rules r)
        {
            PdRules n;
            n.priests = (uint)r.Priests;
            n.devils = (uint)r.Devils;
            n.boat_capacity = (uint)r.BoatCapacity;
            n.boat_safety = (uint)r.BoatSafety;
            n.rowers = (uint)r.Rowers;
            return n;
        }

        private static PdState ToNative(State s)
        {
            PdState n;
            n.priests = (uint)s.Priests;
            n.devils = (uint)s.Devils;
            n.boat = (uint)s.Boat;
            return n;
        }

        private static PdMove ToNative(Move m)
        {
            PdMove n;
            n.priests = (uint)m.Priests;
            n.devils = (uint)m.Devils;
            return n;
        }

        private static Move FromNative(PdMove m) { return new Move((int)m.priests, (int)m.devils); }

        private static PdGameState ToNative(GameState g)
        {
            PdGameState n;
            n.start_priests = (uint)g.StartPriests;
            n.start_devils = (uint)g.StartDevils;
            n.far_priests = (uint)g.FarPriests;
            n.far_devils = (uint)g.FarDevils;
            n.boat_priests = (uint)g.BoatPriests;
            n.boat_devils = (uint)g.BoatDevils;
            n.boat = (uint)g.Boat;
            return n;
        }
    }
}
