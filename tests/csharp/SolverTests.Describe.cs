using System;
using PriestsDevils;

// Moves, actions and steps in words (C ABI 7): the library's words in both languages, a Chinese hint with
// no Latin letter, the per-frame overload's buffer and its allocations, and the refusals.
static unsafe partial class SolverTests
{
    static bool HasLatinLetter(string text)
    {
        foreach (char c in text) if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
        return false;
    }

    static void Descriptions()
    {
        Check(Solver.Describe(new Move(1, 2), Language.English) == "1 priest and 2 devils", Solver.Describe(new Move(1, 2), Language.English));
        Check(Solver.Describe(new Move(0, 2), Language.SimplifiedChinese) == "2个魔鬼", Solver.Describe(new Move(0, 2), Language.SimplifiedChinese));
        Check(Solver.Describe(new Move(0, 0), Language.English) == "nobody", "an empty load");
        Check(Solver.Describe(ActionKind.UnboardPriest, Language.English) == "Land a priest", "an action in English");
        Check(Solver.Describe(ActionKind.BoardPriest, Language.SimplifiedChinese) == "让一名牧师上船", "an action in Chinese");
        using (var solver = new Solver(Rules.Classic))
        {
            Step step = solver.GetNextAction(GameState.StartOf(Rules.Classic));
            string en = Solver.Describe(step, Language.English);
            Check(en.StartsWith(Solver.Describe(step.Action, Language.English)) && en.EndsWith("; 11 crossings to go)"), en);
            Check(en.Contains(Solver.Describe(step.NextMove, Language.English)), en + " names its load");
            string zh = Solver.Describe(step, Language.SimplifiedChinese);
            Check(zh.EndsWith("；还要渡河11次）") && !HasLatinLetter(zh), zh);
            char[] buffer = new char[128];
            int length;
            Check(Solver.TryDescribe(step, Language.SimplifiedChinese, buffer, out length), "into a buffer");
            Check(new string(buffer, 0, length) == zh, "the buffer holds the string's words");
            char[] small = new char[length - 1];
            Check(!Solver.TryDescribe(step, Language.SimplifiedChinese, small, out length) && length == zh.Length, "too small: the length it needs");
            Check(small[0] == '\0', "too small: untouched");
            Check(!Solver.TryDescribe(step, Language.SimplifiedChinese, null, out length) && length == zh.Length, "no buffer: the length it needs");

            // Every hint of a game, asked 10 000 times into the same buffer, allocates nothing.
            Solver.TryDescribe(step, Language.English, buffer, out length);
            long allocated = GC.GetAllocatedBytesForCurrentThread();
            int total = 0;
            for (int i = 0; i < 10000; i++)
            {
                if (Solver.TryDescribe(step, (Language)(i % 2), buffer, out length)) total += length;
            }
            long bytes = GC.GetAllocatedBytesForCurrentThread() - allocated;
            Check(total == 5000 * (en.Length + zh.Length), "every hint written (" + total + ")");
            Check(bytes == 0, "no managed allocation in 10 000 hints (" + bytes + " bytes)");
        }
        // The longest description fits the 128 characters the documentation promises.
        int max = int.MaxValue;
        int longest;
        char[] words = new char[128];
        Check(Solver.TryDescribe(default(Step), Language.English, words, out longest) && new string(words, 0, longest) == "Already won", "a won game's step");
        foreach (Language language in new[] { Language.English, Language.SimplifiedChinese })
        {
            Step huge = StepOf(ActionKind.UnboardPriest, new Move(-1, max), -1);
            Check(Solver.TryDescribe(huge, language, words, out longest), "the longest step fits 128 characters (" + longest + ")");
        }
        ThrowsStatus(() => Solver.Describe(new Move(1, 1), (Language)2), Status.InvalidLanguage, "an unknown language");
        ThrowsStatus(() => Solver.Describe((ActionKind)6, Language.English), Status.InvalidActionKind, "an unknown action");
        Check(!Solver.TryDescribe(StepOf((ActionKind)99, new Move(1, 0), 1), Language.English, words, out longest) && longest == 0, "an unknown action in a step");
    }

    // A step with any fields (the constructor is the package's own): through its public layout.
    static Step StepOf(ActionKind action, Move crossing, int left)
    {
        return (Step)typeof(Step).GetConstructor(System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance,
            null, new[] { typeof(ActionKind), typeof(Move), typeof(int) }, null).Invoke(new object[] { action, crossing, left });
    }
}
