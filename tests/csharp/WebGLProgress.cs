// Builds a large solver with a progress through the package's runtime, compiled by
// tests/unity/csharp.rs as a WebGL player's (-define:UNITY_WEBGL: the bindings import "__Internal", which
// the program's .config maps to the native library) or as any other player's, and prints how the progress
// arrived: "build\t<reports>\t<reports from another thread>\t<last done>\t<last total>". The program only
// prints; the test says what each player must see.
using System;
using System.Threading;
using PriestsDevils;

public static class WebGLProgress
{
    sealed class Seen : IProgress<SolverProgress>
    {
        private readonly int _caller = Thread.CurrentThread.ManagedThreadId;
        public int Reports, OtherThreads;
        public SolverProgress Last;

        public void Report(SolverProgress value)
        {
            lock (this)
            {
                Reports++;
                if (Thread.CurrentThread.ManagedThreadId != _caller) OtherThreads++;
                Last = value;
            }
        }
    }

    public static int Main(string[] args)
    {
        var seen = new Seen();
        using (new Solver(new Rules(0, 2000000, 2), CancellationToken.None, seen)) { }
        lock (seen)
            Console.WriteLine("build\t" + seen.Reports + "\t" + seen.OtherThreads + "\t" + seen.Last.Done + "\t" + seen.Last.Total);
        return 0;
    }
}
