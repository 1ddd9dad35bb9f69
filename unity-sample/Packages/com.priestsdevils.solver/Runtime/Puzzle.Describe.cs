// A puzzle's words in the player's language, with the file's names (the library's string tables,
// i18n/*.toml, and the puzzle's text): this file only asks the library and copies its UTF-8 into a string.
using System;
using System.Text;

namespace PriestsDevils
{
    public sealed partial class Puzzle
    {
        // The bytes most texts fit in, their NUL included; a longer one (long names) is asked again with
        // the size the library says it needs.
        private const int TextBytes = 256;

        private unsafe delegate PdStatus TextWriter(byte* buf, UIntPtr cap, UIntPtr* len);

        private unsafe delegate PdStatus PuzzleTextWriter(PdPuzzle* puzzle, byte* buf, UIntPtr cap, UIntPtr* len);

        /// <summary>The load of <paramref name="crossing"/> in <paramref name="language"/>, with the file's
        /// names, in the library's words: "Farmer, Goat", "2 Cop", "nobody".</summary>
        /// <exception cref="SolverException">InvalidLanguage.</exception>
        public unsafe string Describe(Crossing crossing, Language language)
        {
            PdCrossing c = ToNative(crossing);
            return PuzzleText((puzzle, buf, cap, len) =>
            {
                PdCrossing copy = c;
                return NativeMethods.pd_puzzle_describe_crossing(puzzle, (uint)language, &copy, buf, cap, len);
            });
        }

        /// <summary>The step as a hint in <paramref name="language"/>, with the file's names, in the library's
        /// words: its action, the crossing it works towards and the crossings left, "Board Goat (this
        /// crossing carries Farmer, Goat; 7 crossings to go)"; a solved puzzle's step is its action's words
        /// alone.</summary>
        /// <exception cref="SolverException">InvalidLanguage, InvalidActionKind, InvalidKind.</exception>
        public string Describe(PuzzleStep step, Language language)
        {
            return DescribeStep(step, language, true);
        }

        /// <summary>The step's action alone in <paramref name="language"/>, with the file's names: "Board Goat".</summary>
        /// <exception cref="SolverException">InvalidLanguage, InvalidActionKind, InvalidKind.</exception>
        public string DescribeAction(PuzzleStep step, Language language)
        {
            return DescribeStep(step, language, false);
        }

        private unsafe string DescribeStep(PuzzleStep step, Language language, bool withCrossing)
        {
            PdCrossing c = ToNative(step.Crossing);
            return PuzzleText((puzzle, buf, cap, len) =>
            {
                PdCrossing copy = c;
                return NativeMethods.pd_puzzle_describe_step(puzzle, (uint)language, (uint)step.Action,
                    (uint)step.CharacterKind, withCrossing ? &copy : null, (uint)step.CrossingsLeft, buf, cap, len);
            });
        }

        // A text the library writes about this puzzle, with the handle kept alive during the calls.
        private unsafe string PuzzleText(PuzzleTextWriter write)
        {
            using (var lease = new PuzzleLease(_handle))
            {
                var puzzle = (IntPtr)lease.Pointer;
                return ReadText((buf, cap, len) => write((PdPuzzle*)puzzle, buf, cap, len));
            }
        }

        // The library's UTF-8 text (its length counts the NUL) as a string, asked again in a buffer of the
        // size it needs when the first is too small; any other status is thrown.
        private static unsafe string ReadText(TextWriter write)
        {
            byte* bytes = stackalloc byte[TextBytes];
            UIntPtr len;
            Status status = ThrowHelper.ToStatus(write(bytes, (UIntPtr)TextBytes, &len));
            if (status == Status.Ok) return Encoding.UTF8.GetString(bytes, (int)len.ToUInt32() - 1);
            if (status != Status.BufferTooSmall) throw new SolverException(status);
            var buffer = new byte[(int)len.ToUInt32()];
            fixed (byte* p = buffer)
            {
                ThrowHelper.ThrowIfFailed(write(p, (UIntPtr)buffer.Length, &len));
                return Encoding.UTF8.GetString(p, (int)len.ToUInt32() - 1);
            }
        }
    }
}
