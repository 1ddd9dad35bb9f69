using System;
using System.Runtime.InteropServices;

namespace PriestsDevils
{
    /// <summary>
    /// A solved Priests and Devils configuration, backed by the native priests_devils library.
    /// Build it once (the whole state graph is solved in the constructor); every hint afterwards is a
    /// constant-time lookup. Immutable: any number of threads may query one solver at once.
    /// Dispose it when done; a forgotten Dispose is released by the finalizer, and a second Dispose is
    /// harmless. Methods throw <see cref="SolverException"/> on failure; the Try* methods never throw
    /// (except <see cref="ObjectDisposedException"/> after Dispose) and allocate nothing.
    /// With <c>managedHints</c>, the whole policy is copied into managed arrays once, and CheckState,
    /// NextMove and NextAction (and their Try* forms) answer from it with no native call.
    /// </summary>
    public sealed unsafe class Solver : IDisposable
    {
        private readonly SolverHandle handle;
        private readonly Rules rules;
        private readonly PdSolverInfo info;
        // Cleared by Dispose: queries then take the native path, which reports the disposal.
        private ManagedPolicy policy;

        /// <summary>Solves <paramref name="rules"/>.</summary>
        /// <exception cref="SolverException">InvalidRules (boat capacity 0), TooLarge or OutOfMemory.</exception>
        public Solver(Rules rules) : this(rules, false) { }

        /// <summary>Solves <paramref name="rules"/>; with <paramref name="managedHints"/>, also copies the
        /// policy (16 bytes per safe state) so that hints need no native call.</summary>
        /// <exception cref="SolverException">InvalidRules (boat capacity 0), TooLarge or OutOfMemory.</exception>
        public Solver(Rules rules, bool managedHints)
        {
            PdRules native = ToNative(rules);
            PdSolver* solver = null;
            Check(Convert(NativeMethods.pd_solver_new(&native, &solver)));
            handle = new SolverHandle(solver);
            this.rules = rules;
            PdSolverInfo i;
            using (var lease = new HandleLease(handle))
            {
                Check(Convert(NativeMethods.pd_solver_info(lease.Pointer, &i)));
                if (managedHints) policy = new ManagedPolicy(lease.Pointer, rules);
            }
            info = i;
        }

        /// <summary>Whether hints are answered from a managed copy of the policy.</summary>
        public bool UsesManagedHints { get { return policy != null; } }

        /// <summary>Solves a configuration of priests, devils and boat capacity.</summary>
        public Solver(int priests, int devils, int boatCapacity) : this(new Rules(priests, devils, boatCapacity)) { }

        /// <summary>The native library's version, e.g. "0.1.0".</summary>
        public static string Version
        {
            get { return Marshal.PtrToStringAnsi((IntPtr)NativeMethods.pd_version()); }
        }

        /// <summary>The C ABI version of the loaded native library.</summary>
        public static uint AbiVersion { get { return NativeMethods.pd_abi_version(); } }

        /// <summary>Whether the loaded native library implements the ABI these bindings were generated for.</summary>
        public static bool IsAbiCompatible { get { return AbiVersion == NativeMethods.PD_ABI_VERSION; } }

        /// <summary>The library's English message for a status.</summary>
        public static string StatusMessage(Status status)
        {
            return Marshal.PtrToStringAnsi((IntPtr)NativeMethods.pd_status_message((uint)status));
        }

        /// <summary>The number of safe states of a configuration, without building it.</summary>
        /// <exception cref="SolverException">InvalidRules or TooLarge (with the count still computed).</exception>
        public static long CountSafeStates(Rules rules)
        {
            PdRules native = ToNative(rules);
            ulong count;
            Check(Convert(NativeMethods.pd_rules_check(&native, &count)));
            return (long)count;
        }

        /// <summary>The configuration this solver solved.</summary>
        public Rules Rules { get { return rules; } }

        /// <summary>Whether the game can be won from the start.</summary>
        public bool IsSolvable { get { return info.solvable != 0; } }

        /// <summary>The fewest crossings that win from the start, or null when none do.</summary>
        public int? MinCrossings { get { return Distance(info.min_crossings); } }

        /// <summary>Safe states of the configuration (both boat sides counted).</summary>
        public int SafeStates { get { return (int)info.safe_states; } }

        /// <summary>Safe states connected to the start by legal moves.</summary>
        public int ReachableStates { get { return (int)info.reachable_states; } }

        /// <summary>Classifies a state: safe, won, lost on a bank or out of range; reachable; distance.</summary>
        /// <exception cref="SolverException">InvalidSide.</exception>
        public Verdict CheckState(State state)
        {
            Verdict verdict;
            Check(TryCheckState(state, out verdict));
            return verdict;
        }

        /// <summary>Non-throwing <see cref="CheckState"/>.</summary>
        public Status TryCheckState(State state, out Verdict verdict)
        {
            ManagedPolicy managed = policy;
            if (managed != null) return managed.TryCheckState(state, out verdict);
            PdVerdict v;
            Status status;
            using (var lease = new HandleLease(handle))
            {
                status = Convert(NativeMethods.pd_check_state(lease.Pointer, ToNative(state), &v));
            }
            verdict = status == Status.Ok
                ? new Verdict((StateKind)(uint)v.kind, v.reachable != 0, Distance(v.distance))
                : default(Verdict);
            return status;
        }

        /// <summary>The best next crossing (the fullest boat, then the most priests, among the optimal ones).</summary>
        /// <exception cref="SolverException">StateOutOfRange, InvalidSide, LostState, AlreadyWon, NoPath, UnreachableState.</exception>
        public Move NextMove(State state)
        {
            Move move;
            Status status;
            if (!TryNextMove(state, out move, out status)) throw new SolverException(status);
            return move;
        }

        /// <summary>The best next crossing, or false when there is none; allocates nothing.</summary>
        public bool TryNextMove(State state, out Move move)
        {
            // Each overload goes straight to its answer: under Mono every call layer costs a few ns.
            Status ignored;
            ManagedPolicy managed = policy;
            if (managed != null) return managed.TryNextMove(state, out move, out ignored);
            return NativeNextMove(state, out move, out ignored);
        }

        /// <summary>The best next crossing, or false with the reason; allocates nothing.</summary>
        public bool TryNextMove(State state, out Move move, out Status status)
        {
            ManagedPolicy managed = policy;
            if (managed != null) return managed.TryNextMove(state, out move, out status);
            return NativeNextMove(state, out move, out status);
        }

        // Kept apart from TryNextMove: a try/finally in the same method makes Mono's JIT spill the
        // managed fast path's locals.
        private bool NativeNextMove(State state, out Move move, out Status status)
        {
            PdMove m;
            using (var lease = new HandleLease(handle))
            {
                status = Convert(NativeMethods.pd_next_move(lease.Pointer, ToNative(state), &m));
            }
            move = status == Status.Ok ? FromNative(m) : default(Move);
            return status == Status.Ok;
        }

        /// <summary>Every crossing on some shortest path, preferred first.</summary>
        /// <exception cref="SolverException">As <see cref="NextMove"/>.</exception>
        public Move[] OptimalMoves(State state)
        {
            return FetchMoves(state, false);
        }

        /// <summary>The whole shortest plan from <paramref name="state"/>, one crossing per element.</summary>
        /// <exception cref="SolverException">As <see cref="NextMove"/>.</exception>
        public Move[] Solution(State state)
        {
            return FetchMoves(state, true);
        }

        private Move[] FetchMoves(State state, bool plan)
        {
            PdState s = ToNative(state);
            using (var lease = new HandleLease(handle))
            {
                UIntPtr len;
                // First ask for the length, then fill a buffer of exactly that size.
                Status status = Convert(plan
                    ? NativeMethods.pd_solution(lease.Pointer, s, null, UIntPtr.Zero, &len)
                    : NativeMethods.pd_optimal_moves(lease.Pointer, s, null, UIntPtr.Zero, &len));
                Check(status, Status.BufferTooSmall);
                var buffer = new PdMove[(int)len.ToUInt32()];
                fixed (PdMove* p = buffer)
                {
                    var cap = new UIntPtr((uint)buffer.Length);
                    Check(Convert(plan
                        ? NativeMethods.pd_solution(lease.Pointer, s, p, cap, &len)
                        : NativeMethods.pd_optimal_moves(lease.Pointer, s, p, cap, &len)));
                }
                var moves = new Move[buffer.Length];
                for (int i = 0; i < moves.Length; i++) moves[i] = FromNative(buffer[i]);
                return moves;
            }
        }

        /// <summary>Rates a crossing from a state.</summary>
        /// <exception cref="SolverException">StateOutOfRange, InvalidSide, LostState, AlreadyWon, UnreachableState.</exception>
        public Rating RateMove(State state, Move move)
        {
            PdRating r;
            using (var lease = new HandleLease(handle))
            {
                Check(Convert(NativeMethods.pd_rate_move(lease.Pointer, ToNative(state), ToNative(move), &r)));
            }
            return new Rating((RatingKind)(uint)r.kind, (int)r.extra_crossings);
        }

        /// <summary>The next atomic step of play (unboard, board, sail, or nothing when won).</summary>
        /// <exception cref="SolverException">InvalidGameState, InvalidSide, LostState, NoPath, UnreachableState.</exception>
        public Step NextAction(GameState game)
        {
            Step step;
            Status status;
            if (!TryNextAction(game, out step, out status)) throw new SolverException(status);
            return step;
        }

        /// <summary>The next atomic step, or false with the reason; allocates nothing.</summary>
        public bool TryNextAction(GameState game, out Step step, out Status status)
        {
            ManagedPolicy managed = policy;
            if (managed != null) return managed.TryNextAction(game, out step, out status);
            PdGameState g = ToNative(game);
            PdAction a;
            using (var lease = new HandleLease(handle))
            {
                status = Convert(NativeMethods.pd_next_action(lease.Pointer, &g, &a));
            }
            step = status == Status.Ok
                ? new Step((ActionKind)(uint)a.kind, FromNative(a.crossing), (int)a.crossings_left)
                : default(Step);
            return status == Status.Ok;
        }

        /// <summary>Releases the native solver. Calling it again does nothing.</summary>
        public void Dispose()
        {
            policy = null;
            handle.Dispose();
        }

        internal static Status Convert(PdStatus status) { return (Status)(uint)status; }

        internal static void Check(Status status)
        {
            if (status != Status.Ok) throw new SolverException(status);
        }

        internal static void Check(Status status, Status alsoFine)
        {
            if (status != alsoFine) Check(status);
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
