using System;
using System.Runtime.InteropServices;

namespace PriestsDevils
{
    /// <summary>Owns a native PdSolver*: released exactly once, by Dispose or by the finalizer.</summary>
    internal sealed class SolverHandle : SafeHandle
    {
        internal unsafe SolverHandle(PdSolver* solver) : base(IntPtr.Zero, true)
        {
            SetHandle((IntPtr)solver);
        }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override unsafe bool ReleaseHandle()
        {
            NativeMethods.pd_solver_free((PdSolver*)handle);
            return true;
        }
    }

    /// <summary>Keeps the handle alive during one native call (a struct: no allocation). A solver's lease
    /// gives its <see cref="Pointer"/>; any other handle's (a puzzle's, <see cref="PuzzleLease"/>) its
    /// <see cref="Handle"/>.</summary>
    internal struct HandleLease : IDisposable
    {
        private readonly SafeHandle _owner;
        private readonly bool _added;
        internal readonly unsafe PdSolver* Pointer;
        internal readonly IntPtr Handle;

        /// <exception cref="ObjectDisposedException">the solver was disposed</exception>
        internal unsafe HandleLease(SafeHandle owner)
        {
            _owner = owner;
            bool ok = false;
            owner.DangerousAddRef(ref ok);
            _added = ok;
            Handle = owner.DangerousGetHandle();
            Pointer = (PdSolver*)Handle;
        }

        public void Dispose()
        {
            if (_added) _owner.DangerousRelease();
        }
    }
}
