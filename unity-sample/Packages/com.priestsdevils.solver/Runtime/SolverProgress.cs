using System;
using System.Runtime.InteropServices;
using System.Threading;

namespace PriestsDevils
{
    /// <summary>How far a long call (a large build, a proposal) got, in safe states: <see cref="Done"/> of
    /// <see cref="Total"/>. Reported to an <see cref="IProgress{T}"/> about ten times a second while the
    /// call runs (from a timer's thread), and once when it ends (on the caller's thread). A WebGL player has
    /// no threads and the call holds its only one: there it is reported once, when the call ends.</summary>
    public struct SolverProgress
    {
        /// <summary>Safe states done so far (at most <see cref="Total"/>).</summary>
        public readonly long Done;
        /// <summary>Safe states the call does in all: the configuration's for a build, the range's for a
        /// proposal (<see cref="Solver.GetRangeCost"/>); 0 until the call starts its work.</summary>
        public readonly long Total;

        /// <summary>A progress of <paramref name="done"/> of <paramref name="total"/> safe states.</summary>
        public SolverProgress(long done, long total)
        {
            Done = done;
            Total = total;
        }

        /// <summary>The fraction done, from 0 to 1 (0 when nothing is known yet).</summary>
        public float Fraction { get { return Total <= 0 ? 0f : (float)((double)Done / Total); } }
    }

    /// <summary>What a range of configurations costs (<see cref="Solver.GetRangeCost"/>), counted before
    /// anything is built.</summary>
    public struct RangeCost
    {
        /// <summary>The configurations: every count of each range under each variant of the range.</summary>
        public readonly long Configurations;
        /// <summary>Their safe states in all: what a proposal builds, and its progress's total.</summary>
        public readonly long SafeStates;

        /// <summary>A cost of <paramref name="configurations"/> configurations of
        /// <paramref name="safeStates"/> safe states in all.</summary>
        public RangeCost(long configurations, long safeStates)
        {
            Configurations = configurations;
            SafeStates = safeStates;
        }
    }

    /// <summary>
    /// The caller-owned <c>PdProgress</c> of one native call, pinned for the call: a
    /// <see cref="CancellationToken"/> sets its cancel flag (the library returns Cancelled within
    /// milliseconds, no callback into C#), and a timer reads its counters for an <see cref="IProgress{T}"/>
    /// (none in a WebGL player, which cannot run one: the progress is reported when the call ends).
    /// The words live in a managed array, so a late callback (the token cancelled, the timer firing, after
    /// the call returned) writes or reads managed memory only. Dispose after the call.
    /// </summary>
    internal sealed unsafe class NativeProgress : IDisposable
    {
        private const int ReportMilliseconds = 100;
        // cancel, done, total: PdProgress's three 32-bit words.
        private readonly uint[] _words = new uint[3];
        private readonly IProgress<SolverProgress> _progress;
        private GCHandle _pin;
        private CancellationTokenRegistration _registration;
#if !(UNITY_WEBGL && !UNITY_EDITOR)
        private Timer _timer;
#endif

        internal NativeProgress(CancellationToken cancellationToken, IProgress<SolverProgress> progress)
        {
            _progress = progress;
            _pin = GCHandle.Alloc(_words, GCHandleType.Pinned);
            // A token cancelled already runs the callback here: the call then stops at its first checkpoint.
            if (cancellationToken.CanBeCanceled) _registration = cancellationToken.Register(Cancel);
#if !(UNITY_WEBGL && !UNITY_EDITOR)
            if (progress != null) _timer = new Timer(_ => Report(), null, ReportMilliseconds, ReportMilliseconds);
#endif
        }

        /// <summary>The pinned words, for the call.</summary>
        internal PdProgress* Pointer { get { return (PdProgress*)_pin.AddrOfPinnedObject(); } }

        private void Cancel() { Volatile.Write(ref _words[0], 1u); }

        private void Report()
        {
            _progress.Report(new SolverProgress(Volatile.Read(ref _words[1]), Volatile.Read(ref _words[2])));
        }

        /// <summary>Throws <see cref="OperationCanceledException"/> for a call that answered Cancelled.</summary>
        internal static void ThrowIfCancelled(Status status, CancellationToken cancellationToken)
        {
            if (status == Status.Cancelled) throw new OperationCanceledException(cancellationToken);
        }

        public void Dispose()
        {
            _registration.Dispose();
#if !(UNITY_WEBGL && !UNITY_EDITOR)
            if (_timer != null) _timer.Dispose();
#endif
            if (_progress != null) Report();
            if (_pin.IsAllocated) _pin.Free();
        }
    }
}
