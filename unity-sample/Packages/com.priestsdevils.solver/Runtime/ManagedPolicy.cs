using System;

namespace PriestsDevils
{
    /// <summary>
    /// A managed copy of a solver's whole policy (the state numbering and, per safe state, its distance,
    /// best move and reachability), copied once with pd_policy_rows / pd_policy_entries. Answers the hint
    /// queries exactly as the native library does, with no native call and no allocation: under Mono a
    /// P/Invoke costs about 100 ns, an array lookup a few.
    /// </summary>
    internal sealed class ManagedPolicy
    {
        private readonly int _priests, _devils, _capacity;
        private readonly PdPolicyRow[] _rows;
        private readonly PdPolicyEntry[] _entries;

        /// <summary>The most in-range states (priests x devils x sides) for which next-move answers are
        /// precomputed into <see cref="_hints"/>: 8 MB.</summary>
        private const int DenseLimit = 1 << 20;

        /// <summary>TryGetNextMove's answer for every in-range state, packed as status (4 bits), priests
        /// (30 bits), devils (30 bits), at index ((priests * (devils + 1)) + devils) * 2 + side; null for
        /// puzzles above <see cref="DenseLimit"/>, which use the row index.</summary>
        private readonly long[] _hints;

        /// <summary>The row length of <see cref="_hints"/>: devils + 1.</summary>
        private readonly uint _hintStride;

        /// <summary>The largest priest count in <see cref="_hints"/>.</summary>
        private readonly uint _hintPriests;

        private static long Pack(Move move, Status status)
        {
            return (long)status | ((long)move.Priests << 4) | ((long)move.Devils << 34);
        }

        /// <summary>Unpacks an entry of <see cref="_hints"/> into a move; returns whether its status is Ok.</summary>
        private static bool Unpack(long h, out Move move, out Status status)
        {
            status = (Status)(h & 15);
            move = new Move((int)((h >> 4) & 0x3FFFFFFF), (int)(h >> 34));
            return status == Status.Ok;
        }

        internal unsafe ManagedPolicy(PdSolver* solver, Rules rules)
        {
            _priests = rules.Priests;
            _devils = rules.Devils;
            _capacity = rules.BoatCapacity;
            UIntPtr len;
            ThrowHelper.ThrowIfFailed(ThrowHelper.ToStatus(NativeMethods.pd_policy_rows(solver, null, UIntPtr.Zero, &len)), Status.BufferTooSmall);
            _rows = new PdPolicyRow[(int)len.ToUInt32()];
            fixed (PdPolicyRow* p = _rows)
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_policy_rows(solver, p, new UIntPtr((uint)_rows.Length), &len));
            }
            ThrowHelper.ThrowIfFailed(ThrowHelper.ToStatus(NativeMethods.pd_policy_entries(solver, null, UIntPtr.Zero, &len)), Status.BufferTooSmall);
            _entries = new PdPolicyEntry[(int)len.ToUInt32()];
            fixed (PdPolicyEntry* p = _entries)
            {
                ThrowHelper.ThrowIfFailed(NativeMethods.pd_policy_entries(solver, p, new UIntPtr((uint)_entries.Length), &len));
            }
            long states = 2L * (_priests + 1) * (_devils + 1);
            _hintStride = (uint)_devils + 1;
            _hintPriests = (uint)_priests;
            if (states <= DenseLimit)
            {
                _hints = new long[states];
                for (int pr = 0; pr <= _priests; pr++)
                for (int de = 0; de <= _devils; de++)
                for (int side = 0; side <= 1; side++)
                {
                    Move m;
                    Status st;
                    SlowNextMove(new State(pr, de, (Side)side), out m, out st);
                    _hints[(pr * (_devils + 1) + de) * 2 + side] = Pack(m, st);
                }
            }
        }

        private static bool Lost(long p, long d) { return p > 0 && d > p; }

        /// <summary>Classifies a state as the library does: the status of a query on it, and its entry's
        /// index when it is safe (-1 otherwise).</summary>
        private Status Locate(State s, out int index, out StateKind kind)
        {
            index = -1;
            kind = StateKind.OutOfRange;
            if ((uint)s.Boat > 1) return Status.InvalidSide;
            if ((uint)s.Priests > (uint)_priests || (uint)s.Devils > (uint)_devils) return Status.StateOutOfRange;
            if (Lost(s.Priests, s.Devils)) { kind = StateKind.LostStartBank; return Status.LostState; }
            if (Lost(_priests - s.Priests, _devils - s.Devils)) { kind = StateKind.LostFarBank; return Status.LostState; }
            PdPolicyRow row = _rows[s.Priests];
            index = 2 * (int)(row.first + (uint)s.Devils - row.lo_devils) + (int)s.Boat;
            kind = s.Priests == 0 && s.Devils == 0 && s.Boat == Side.Far ? StateKind.Won : StateKind.Safe;
            return Status.Ok;
        }

        internal Status TryCheckState(State s, out Verdict verdict)
        {
            int index;
            StateKind kind;
            Status status = Locate(s, out index, out kind);
            if (status == Status.InvalidSide)
            {
                verdict = default(Verdict);
                return status;
            }
            if (index < 0)
            {
                verdict = new Verdict(kind, false, null);
                return Status.Ok;
            }
            PdPolicyEntry e = _entries[index];
            verdict = new Verdict(kind, e.reachable != 0, e.distance == NativeMethods.PD_NO_PATH ? (int?)null : (int)e.distance);
            return Status.Ok;
        }

        /// <summary>The entry of a state from which a hint can be given (reachable from the start or not),
        /// or the status explaining why not.</summary>
        private Status Playable(State s, out PdPolicyEntry entry)
        {
            int index;
            StateKind kind;
            entry = default(PdPolicyEntry);
            Status status = Locate(s, out index, out kind);
            if (status != Status.Ok) return status;
            if (kind == StateKind.Won) return Status.AlreadyWon;
            entry = _entries[index];
            if (entry.distance == NativeMethods.PD_NO_PATH) return Status.NoPath;
            return Status.Ok;
        }

        internal bool TryGetNextMove(State s, out Move move, out Status status)
        {
            uint p = (uint)s.Priests, d = (uint)s.Devils, side = (uint)s.Boat;
            if (_hints != null && p <= _hintPriests && d < _hintStride && side <= 1)
            {
                return Unpack(_hints[(p * _hintStride + d) * 2 + side], out move, out status);
            }
            return SlowNextMove(s, out move, out status);
        }

        private bool SlowNextMove(State s, out Move move, out Status status)
        {
            PdPolicyEntry e;
            status = Playable(s, out e);
            move = status == Status.Ok ? new Move((int)e.best.priests, (int)e.best.devils) : default(Move);
            return status == Status.Ok;
        }

        internal bool TryGetNextAction(GameState g, out Step step, out Status status)
        {
            step = default(Step);
            if ((uint)g.Boat > 1) { status = Status.InvalidSide; return false; }
            // Negative counts are huge unsigned ones natively: the sums cannot match.
            long p = (long)(uint)g.StartPriests + (uint)g.FarPriests + (uint)g.BoatPriests;
            long d = (long)(uint)g.StartDevils + (uint)g.FarDevils + (uint)g.BoatDevils;
            long aboard = (long)(uint)g.BoatPriests + (uint)g.BoatDevils;
            if (p != _priests || d != _devils || aboard > _capacity) { status = Status.InvalidGameState; return false; }
            State s = g.ToState();
            if (s.Priests == 0 && s.Devils == 0 && s.Boat == Side.Far && !Lost(_priests, _devils))
            {
                status = Status.Ok;
                step = new Step(ActionKind.None, default(Move), 0);
                return true;
            }
            PdPolicyEntry e;
            status = Playable(s, out e);
            if (status != Status.Ok) return false;
            int mp = (int)e.best.priests, md = (int)e.best.devils;
            ActionKind action = g.BoatPriests > mp ? ActionKind.UnboardPriest
                : g.BoatDevils > md ? ActionKind.UnboardDevil
                : g.BoatPriests < mp ? ActionKind.BoardPriest
                : g.BoatDevils < md ? ActionKind.BoardDevil
                : ActionKind.Sail;
            step = new Step(action, new Move(mp, md), (int)e.distance);
            return true;
        }
    }
}
