using System;
using System.Runtime.InteropServices;

namespace PriestsDevils
{
    /// <summary>Owns a native PdPuzzle*: released exactly once, by Dispose or by the finalizer.</summary>
    internal sealed class PuzzleHandle : SafeHandle
    {
        internal unsafe PuzzleHandle(PdPuzzle* puzzle) : base(IntPtr.Zero, true)
        {
            SetHandle((IntPtr)puzzle);
        }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override unsafe bool ReleaseHandle()
        {
            NativeMethods.pd_puzzle_free((PdPuzzle*)handle);
            return true;
        }
    }

    /// <summary>Keeps a puzzle's handle alive during one native call (a struct: no allocation).</summary>
    internal struct PuzzleLease : IDisposable
    {
        private readonly HandleLease _lease;
        internal readonly unsafe PdPuzzle* Pointer;

        /// <exception cref="ObjectDisposedException">the puzzle was disposed</exception>
        internal unsafe PuzzleLease(PuzzleHandle owner)
        {
            _lease = new HandleLease(owner);
            Pointer = (PdPuzzle*)_lease.Handle;
        }

        public void Dispose()
        {
            _lease.Dispose();
        }
    }
}
