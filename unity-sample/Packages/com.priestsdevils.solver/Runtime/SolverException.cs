using System;

namespace PriestsDevils
{
    /// <summary>A native call failed: carries the status and the library's message.</summary>
    public sealed class SolverException : Exception
    {
        /// <summary>The status the library returned.</summary>
        public Status Status { get; private set; }

        /// <summary>An exception for <paramref name="status"/>, with the library's message.</summary>
        public SolverException(Status status) : base(Solver.GetStatusMessage(status) + " (" + status + ")")
        {
            Status = status;
        }
    }
}
