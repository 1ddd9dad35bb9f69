// Moves, actions and steps in the player's language, in the native library's words (its string tables,
// i18n/*.toml): this file only asks the library and copies its UTF-8 into a string or a caller's buffer.
using System.Text;

namespace PriestsDevils
{
    public sealed partial class Solver
    {
        // The bytes every description fits in, its NUL included: the longest, a step with ten-digit counts
        // in Chinese, takes under 200.
        private const int DescriptionBytes = 256;

        /// <summary>The language a screen in <paramref name="language"/> reads the descriptions in: Simplified
        /// Chinese for the tags and names <see cref="GetStatusMessage(Status, string)"/> says in Chinese
        /// (<c>"zh-Hans"</c>, <c>"zh-CN"</c>, <c>"Chinese"</c>…), English for any other, or null.</summary>
        public static Language GetLanguage(string language)
        {
            return StatusMessagesFor(language) != null ? Language.SimplifiedChinese : Language.English;
        }

        /// <summary>The crossing's load in <paramref name="language"/>, in the library's words:
        /// "1 priest and 2 devils", "1名牧师和2个魔鬼", "nobody". Allocates the string; a hint asked every frame
        /// uses <see cref="TryDescribe(Step, Language, char[], out int)"/>.</summary>
        /// <exception cref="SolverException">InvalidLanguage.</exception>
        public static unsafe string Describe(Move move, Language language)
        {
            byte* bytes = stackalloc byte[DescriptionBytes];
            System.UIntPtr len;
            Status status = ThrowHelper.ToStatus(NativeMethods.pd_describe_move(
                (uint)language, ToNative(move), bytes, (System.UIntPtr)DescriptionBytes, &len));
            return Text(status, bytes, len);
        }

        /// <summary>The action in <paramref name="language"/>, as an instruction in the library's words:
        /// "Board a priest", "让一名牧师上船". Allocates the string.</summary>
        /// <exception cref="SolverException">InvalidLanguage, InvalidActionKind.</exception>
        public static unsafe string Describe(ActionKind action, Language language)
        {
            byte* bytes = stackalloc byte[DescriptionBytes];
            System.UIntPtr len;
            Status status = ThrowHelper.ToStatus(NativeMethods.pd_describe_action(
                (uint)language, (uint)action, bytes, (System.UIntPtr)DescriptionBytes, &len));
            return Text(status, bytes, len);
        }

        /// <summary>The step as a hint in <paramref name="language"/>, in the library's words: its action,
        /// the crossing it works towards and the crossings left, "Board a priest (this crossing carries 1
        /// priest and 1 devil; 11 crossings to go)", "让一名牧师上船（这次渡河的过河方式：1名牧师和1个魔鬼；还要渡河11次）";
        /// a won game's step is its action's words alone. Allocates the string; for a hint asked every
        /// frame, <see cref="TryDescribe(Step, Language, char[], out int)"/> writes into a buffer.</summary>
        /// <exception cref="SolverException">InvalidLanguage, InvalidActionKind.</exception>
        public static unsafe string Describe(Step step, Language language)
        {
            byte* bytes = stackalloc byte[DescriptionBytes];
            System.UIntPtr len;
            Status status = DescribeStep(step, language, bytes, &len);
            return Text(status, bytes, len);
        }

        /// <summary><see cref="Describe(Step, Language)"/> written into <paramref name="buffer"/>, allocating
        /// nothing: true with the description in <paramref name="buffer"/>'s first <paramref name="length"/>
        /// characters; false when it does not fit (then <paramref name="length"/> is the characters it
        /// needs and <paramref name="buffer"/> is untouched), or when <paramref name="step"/> or
        /// <paramref name="language"/> holds no value of its enum (then <paramref name="length"/> is 0). A
        /// buffer of 128 characters holds every description.</summary>
        public static unsafe bool TryDescribe(Step step, Language language, char[] buffer, out int length)
        {
            length = 0;
            byte* bytes = stackalloc byte[DescriptionBytes];
            System.UIntPtr len;
            if (DescribeStep(step, language, bytes, &len) != Status.Ok) return false;
            int size = (int)len - 1;
            length = Encoding.UTF8.GetCharCount(bytes, size);
            if (buffer == null || length > buffer.Length) return false;
            fixed (char* chars = buffer)
            {
                Encoding.UTF8.GetChars(bytes, size, chars, buffer.Length);
            }
            return true;
        }

        private static unsafe Status DescribeStep(Step step, Language language, byte* bytes, System.UIntPtr* len)
        {
            return ThrowHelper.ToStatus(NativeMethods.pd_describe_step((uint)language, (uint)step.Action,
                ToNative(step.NextMove), (uint)step.CrossingsLeft, bytes, (System.UIntPtr)DescriptionBytes, len));
        }

        // The library's UTF-8 text (len counts its NUL) as a string, or the status thrown.
        private static unsafe string Text(Status status, byte* bytes, System.UIntPtr len)
        {
            if (status != Status.Ok) throw new SolverException(status);
            return Encoding.UTF8.GetString(bytes, (int)len - 1);
        }
    }
}
