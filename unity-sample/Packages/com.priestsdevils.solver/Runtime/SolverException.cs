using System;

namespace PriestsDevils
{
    /// <summary>A native call failed: carries the status and the library's message. A puzzle's text that
    /// breaks the format throws the derived <see cref="PuzzleFormatException"/>, which also says where.</summary>
    public class SolverException : Exception
    {
        /// <summary>The status the library returned.</summary>
        public Status Status { get; private set; }

        /// <summary>An exception for <paramref name="status"/>, with the library's message.</summary>
        public SolverException(Status status) : base(Solver.GetStatusMessage(status) + " (" + status + ")")
        {
            Status = status;
        }

        // An exception for status with the library's words for this failure (a puzzle's format error).
        internal SolverException(Status status, string message) : base(message)
        {
            Status = status;
        }
    }
}
