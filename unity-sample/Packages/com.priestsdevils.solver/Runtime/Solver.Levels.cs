using System;
using System.Threading;

namespace PriestsDevils
{
    // The level designer's queries: a level's report from any start, every legal load from a state with
    // its outcome, and a proposed level set. Every figure is the native library's.
    public sealed partial class Solver
    {
        /// <summary>The figures of the level of this configuration that starts with everyone on the start
        /// bank (see <see cref="GetLevelReport(State)"/>).</summary>
        /// <exception cref="SolverException">OutOfMemory.</exception>
        public LevelReport GetLevelReport()
        {
            return GetLevelReport(_rules.Start);
        }

        /// <summary>The figures of the level of this configuration that starts from
        /// <paramref name="start"/>: whether (and why not) it can be won, the fewest crossings, optimal plans,
        /// milestones, safe and reachable states, the farthest state and the difficulty. A start that is
        /// lost, won or without a path is no error: the report says so. Linear in the configuration's
        /// states and crossings: on a large level, call it off the main thread.</summary>
        /// <exception cref="SolverException">StateOutOfRange, OutOfMemory.</exception>
        public LevelReport GetLevelReport(State start)
        {
            LevelReport report;
            Status status;
            if (!TryGetLevelReport(start, out report, out status)) throw new SolverException(status);
            return report;
        }

        /// <summary><see cref="GetLevelReport(State)"/>, stopped within milliseconds when
        /// <paramref name="cancellationToken"/> is cancelled (the native call returns).</summary>
        /// <exception cref="OperationCanceledException">The token was cancelled before the report ended.</exception>
        /// <exception cref="SolverException">StateOutOfRange, OutOfMemory.</exception>
        public unsafe LevelReport GetLevelReport(State start, CancellationToken cancellationToken)
        {
            PdLevelReport r;
            Status status;
            using (var watch = new NativeProgress(cancellationToken, null))
            using (var lease = new HandleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_level_report_with_progress(lease.Pointer, ToNative(start), watch.Pointer, &r));
            }
            NativeProgress.ThrowIfCancelled(status, cancellationToken);
            ThrowHelper.ThrowIfFailed(status);
            return FromNative(r);
        }

        /// <summary><see cref="GetLevelReport(State)"/>, or false with the reason; never throws but
        /// <see cref="ObjectDisposedException"/>, and allocates nothing.</summary>
        public unsafe bool TryGetLevelReport(State start, out LevelReport report, out Status status)
        {
            PdLevelReport r;
            using (var lease = new HandleLease(_handle))
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_level_report(lease.Pointer, ToNative(start), &r));
            }
            report = status == Status.Ok ? FromNative(r) : default(LevelReport);
            return status == Status.Ok;
        }

        /// <summary>Every legal load from <paramref name="state"/> (the boat, the rule variant and the boat's
        /// bank allowing), priests ascending then devils ascending, each with the state it leads to and its
        /// rating: optimal, a detour, losing on a bank, or no path. What a state graph or a move picker
        /// draws; allocates the array.</summary>
        /// <exception cref="SolverException">StateOutOfRange, LostState, AlreadyWon.</exception>
        public LoadOutcome[] GetLegalLoads(State state)
        {
            LoadOutcome[] loads;
            Status status;
            if (!TryGetLegalLoads(state, out loads, out status)) throw new SolverException(status);
            return loads;
        }

        /// <summary><see cref="GetLegalLoads"/>, or false with the reason and an empty array; never throws
        /// but <see cref="ObjectDisposedException"/>.</summary>
        public unsafe bool TryGetLegalLoads(State state, out LoadOutcome[] loads, out Status status)
        {
            PdState s = ToNative(state);
            loads = new LoadOutcome[0];
            using (var lease = new HandleLease(_handle))
            {
                UIntPtr len;
                status = ThrowHelper.ToStatus(NativeMethods.pd_legal_loads(lease.Pointer, s, null, UIntPtr.Zero, &len));
                if (status == Status.BufferTooSmall)
                {
                    var buffer = new PdLoadOutcome[(int)len.ToUInt32()];
                    fixed (PdLoadOutcome* p = buffer)
                    {
                        status = ThrowHelper.ToStatus(NativeMethods.pd_legal_loads(lease.Pointer, s, p, new UIntPtr((uint)buffer.Length), &len));
                    }
                    if (status == Status.Ok)
                    {
                        loads = new LoadOutcome[buffer.Length];
                        for (int i = 0; i < loads.Length; i++) loads[i] = FromNative(buffer[i]);
                    }
                }
            }
            return status == Status.Ok;
        }

        /// <summary><paramref name="count"/> solvable levels of <paramref name="range"/>, of strictly rising
        /// difficulty, spread from the range's easiest solvable configuration to its hardest, each reported
        /// from everyone on the start bank. The same range and count always give the same levels; ties go to
        /// fewer priests, then devils, then the smaller boat, then the classic variant first. Builds one
        /// solver per configuration of the range (<see cref="GetRangeCost"/> tells what that costs): call it
        /// off the main thread, best with the overload that can be cancelled.</summary>
        /// <exception cref="SolverException">InvalidRange, InvalidRules (a boat of 0), RangeTooLarge, TooLarge,
        /// NotEnoughLevels (fewer distinct difficulties than <paramref name="count"/>), OutOfMemory.</exception>
        public static LevelReport[] ProposeLevels(LevelRange range, int count)
        {
            return ProposeLevels(range, count, CancellationToken.None, null);
        }

        /// <summary><see cref="ProposeLevels(LevelRange, int)"/>, stopped within milliseconds when
        /// <paramref name="cancellationToken"/> is cancelled (the native call returns; no callback into C#),
        /// its progress in safe states of the range reported to <paramref name="progress"/> (may be null)
        /// about ten times a second.</summary>
        /// <exception cref="OperationCanceledException">The token was cancelled before the proposal ended.</exception>
        /// <exception cref="SolverException">As <see cref="ProposeLevels(LevelRange, int)"/>.</exception>
        public static unsafe LevelReport[] ProposeLevels(LevelRange range, int count, CancellationToken cancellationToken, IProgress<SolverProgress> progress)
        {
            LevelReport[] levels;
            Status status;
            using (var watch = new NativeProgress(cancellationToken, progress))
            {
                Propose(range, count, watch.Pointer, out levels, out status);
            }
            NativeProgress.ThrowIfCancelled(status, cancellationToken);
            ThrowHelper.ThrowIfFailed(status);
            return levels;
        }

        /// <summary><see cref="ProposeLevels(LevelRange, int)"/>, or false with the reason and an empty array;
        /// never throws.</summary>
        public static unsafe bool TryProposeLevels(LevelRange range, int count, out LevelReport[] levels, out Status status)
        {
            return Propose(range, count, null, out levels, out status);
        }

        /// <summary>What <paramref name="range"/> costs: its configurations and their safe states in all,
        /// what a proposal builds (at most <see cref="MaxRangeConfigurations"/> and
        /// <see cref="MaxRangeStates"/>). Counted by the library without building anything, in under a
        /// millisecond.</summary>
        /// <exception cref="SolverException">InvalidRange, InvalidRules (a boat of 0), RangeTooLarge,
        /// TooLarge (a configuration over the state cap).</exception>
        public static unsafe RangeCost GetRangeCost(LevelRange range)
        {
            PdLevelRange r;
            if (!TryToNative(range, out r)) throw new SolverException(Status.InvalidRange);
            PdRangeCost cost;
            ThrowHelper.ThrowIfFailed(NativeMethods.pd_range_cost(&r, &cost));
            return new RangeCost((long)cost.configurations, (long)cost.safe_states);
        }

        /// <summary>The most configurations a range may hold (<see cref="GetRangeCost"/>).</summary>
        public const long MaxRangeConfigurations = (long)NativeMethods.PD_MAX_RANGE_CONFIGURATIONS;
        /// <summary>The most safe states a range's configurations may hold in all (<see cref="GetRangeCost"/>).</summary>
        public const long MaxRangeStates = (long)NativeMethods.PD_MAX_RANGE_STATES;

        /// <summary>The native range of <paramref name="range"/>; false for negative counts, which are no
        /// configuration's (a negative high end is below every low end): refused as an invalid range before
        /// they would wrap to huge unsigned ones.</summary>
        private static bool TryToNative(LevelRange range, out PdLevelRange r)
        {
            r = default(PdLevelRange);
            if (range.PriestsMin < 0 || range.DevilsMin < 0 || range.BoatMin < 0
                || range.PriestsMax < 0 || range.DevilsMax < 0 || range.BoatMax < 0) return false;
            r.priests_min = (uint)range.PriestsMin;
            r.priests_max = (uint)range.PriestsMax;
            r.devils_min = (uint)range.DevilsMin;
            r.devils_max = (uint)range.DevilsMax;
            r.boat_min = (uint)range.BoatMin;
            r.boat_max = (uint)range.BoatMax;
            r.boat_safety = (uint)range.BoatSafety;
            r.rowers = (uint)range.Rowers;
            r.all_variants = range.AllVariants ? 1u : 0u;
            return true;
        }

        private static unsafe bool Propose(LevelRange range, int count, PdProgress* progress, out LevelReport[] levels, out Status status)
        {
            levels = new LevelReport[0];
            PdLevelRange r;
            if (count < 0 || !TryToNative(range, out r))
            {
                status = Status.InvalidRange;
                return false;
            }
            var buffer = new PdLevelReport[count];
            UIntPtr len;
            fixed (PdLevelReport* p = buffer)
            {
                status = ThrowHelper.ToStatus(NativeMethods.pd_propose_levels_with_progress(&r, (uint)count, progress, p, new UIntPtr((uint)count), &len));
            }
            if (status != Status.Ok) return false;
            levels = new LevelReport[count];
            for (int i = 0; i < count; i++) levels[i] = FromNative(buffer[i]);
            return true;
        }

        private static LevelReport FromNative(PdLevelReport r)
        {
            bool solvable = r.solvable != 0;
            bool hasFarthest = r.farthest_crossings != NativeMethods.PD_NO_PATH;
            return new LevelReport(FromNative(r.rules), FromNative(r.start), ThrowHelper.ToStatus(r.reason), Distance(r.min_crossings),
                (int)r.milestones, r.optimal_plans, (int)r.safe_states, (int)r.reachable_states,
                hasFarthest ? FromNative(r.farthest) : (State?)null, hasFarthest ? (int)r.farthest_crossings : (int?)null,
                solvable ? r.difficulty_bits : (double?)null);
        }

        private static LoadOutcome FromNative(PdLoadOutcome o)
        {
            return new LoadOutcome(FromNative(o.load), FromNative(o.to), FromNative(o.rating));
        }

        private static Rules FromNative(PdRules r)
        {
            return new Rules((int)r.priests, (int)r.devils, (int)r.boat_capacity, (BoatSafety)r.boat_safety, (Rowers)r.rowers);
        }

        private static State FromNative(PdState s) { return new State((int)s.priests, (int)s.devils, (Side)s.boat); }

        private static Rating FromNative(PdRating r) { return new Rating((RatingKind)(uint)r.kind, (int)r.extra_crossings); }
    }
}
