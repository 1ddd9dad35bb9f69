using System;
using NUnit.Framework;
#if UNITY_5_3_OR_NEWER
// Unity's `Is` extends NUnit's (it adds AllocatingGCMemory) and must shadow it by an alias, as the Test
// Framework documents. Checked against com.unity.test-framework 1.1.9 (what com.unity.ide.visualstudio
// 2.0.22 asks for: the sample project's manifest pins no version, which Unity 6 would rewrite), 1.1.33 and
// 1.4.5/1.4.6 (needle-mirror/com.unity.test-framework tags), each of which has:
// UnityEngine.TestRunner/Assertions/Is.cs (`class Is : NUnit.Framework.Is`, static AllocatingGCMemory()),
// Assertions/ConstraintsExtensions.cs (`AllocatingGCMemory(this ConstraintExpression)`, which makes
// `Is.Not.AllocatingGCMemory()`), Assertions/AllocatingGCMemoryConstraint.cs (public override
// `ApplyTo(object)` taking a TestDelegate; it counts the profiler's "GC.Alloc" samples of this thread
// through UnityEngine.Profiling.Recorder, so it works under the Editor's Boehm GC), and
// UnityEngine.TestRunner/UnityEngine.TestRunner.asmdef (the assembly PriestsDevils.Solver.Tests.asmdef
// references for it). The namespace import brings the extension method, the alias the static class.
using UnityEngine.TestTools.Constraints;
using Is = UnityEngine.TestTools.Constraints.Is;
#endif

namespace PriestsDevils.Tests
{
    /// <summary>
    /// "Allocates nothing" checks that can fail: each first proves that its counter sees a known allocation,
    /// and reports the test as ignored, never passed, where it does not.
    /// </summary>
    /// <remarks>
    /// In Unity the counter is the Test Framework's <c>Is.Not.AllocatingGCMemory()</c> (the profiler's
    /// GC.Alloc samples: the Editor's Boehm GC returns 0 from <c>GC.GetAllocatedBytesForCurrentThread</c>
    /// whatever the code allocates, and a player's recorder counts only in a Development build). Outside
    /// Unity (Mono with SGen, where the repository's tests run) it is
    /// <c>GC.GetAllocatedBytesForCurrentThread</c>.
    /// </remarks>
    internal static class Allocation
    {
        /// <summary>The last known allocation, kept reachable so that no compiler can remove it.</summary>
        internal static object Kept;

        /// <summary>An allocation every counter must see: a fresh array on the managed heap.</summary>
        internal static void KnownAllocation()
        {
            Kept = new object[8];
        }

        /// <summary>
        /// Fails unless running <paramref name="action"/> allocates no managed memory on this thread. It runs
        /// once unmeasured first (JIT compilation and one-time initialisation are not the code's cost), then
        /// measured. Ignores the test where the counter does not see <see cref="KnownAllocation"/>.
        /// </summary>
        internal static void AssertNone(TestDelegate action, string what)
        {
            RequireCounter(what);
            action();
#if UNITY_5_3_OR_NEWER
            Assert.That(action, Is.Not.AllocatingGCMemory(), what);
#else
            long before = AllocatedBytes();
            action();
            long allocated = AllocatedBytes() - before;
            Assert.AreEqual(0L, allocated, "managed bytes allocated by " + what);
#endif
        }

        /// <summary>Ignores the current test unless this runtime's counter sees a known allocation.</summary>
        internal static void RequireCounter(string what)
        {
#if UNITY_5_3_OR_NEWER
            bool counts = Is.AllocatingGCMemory().ApplyTo((object)new TestDelegate(KnownAllocation)).IsSuccess;
            const string counter = "the profiler's GC.Alloc recorder (off in a non-Development player)";
#else
            long before = AllocatedBytes();
            KnownAllocation();
            bool counts = AllocatedBytes() > before;
            const string counter = "GC.GetAllocatedBytesForCurrentThread (always 0 under the Boehm GC)";
#endif
            if (!counts) Assert.Ignore(counter + " did not see a known allocation: cannot measure " + what);
        }

#if !UNITY_5_3_OR_NEWER
        /// <summary>Bytes this thread has allocated; ignores the test where the runtime lacks the counter.</summary>
        private static long AllocatedBytes()
        {
            try
            {
                return GC.GetAllocatedBytesForCurrentThread();
            }
            catch (NotSupportedException)
            {
                Assert.Ignore("this runtime does not count allocated bytes");
            }
            catch (NotImplementedException)
            {
                Assert.Ignore("this runtime does not count allocated bytes");
            }
            return 0;
        }
#endif
    }
}
