using System;

namespace PriestsDevils
{
    /// <summary>The one place native statuses become .NET values and failures become exceptions.</summary>
    internal static class ThrowHelper
    {
        /// <summary>The safe API's status for a native one (same values).</summary>
        internal static Status ToStatus(PdStatus status) { return (Status)(uint)status; }

        /// <summary>Throws <see cref="SolverException"/> unless <paramref name="status"/> is Ok.</summary>
        internal static void ThrowIfFailed(Status status)
        {
            if (status != Status.Ok) throw new SolverException(status);
        }

        /// <summary>Throws unless <paramref name="status"/> is Ok or <paramref name="alsoFine"/> (a length
        /// query answers BufferTooSmall).</summary>
        internal static void ThrowIfFailed(Status status, Status alsoFine)
        {
            if (status != alsoFine) ThrowIfFailed(status);
        }

        /// <summary>Converts a native status and throws unless it is Ok.</summary>
        internal static void ThrowIfFailed(PdStatus status) { ThrowIfFailed(ToStatus(status)); }
    }
}
