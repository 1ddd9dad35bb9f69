using System;
using System.Collections.Generic;
using System.Globalization;

namespace PriestsDevils.Game
{
    /// <summary>
    /// Every word the sample shows, in one language: one table per language (<see cref="English"/>,
    /// <see cref="SimplifiedChinese"/>), read by key. The tables are generated, each into its own file
    /// (StringTable.&lt;Language&gt;.g.cs), from the repository's data file of the language (i18n/en.toml,
    /// i18n/zh-Hans.toml) by `cargo xtask generate`: edit the data files, not the tables. Both tables hold
    /// the same keys with the same format placeholders (the tests check it), so switching language never
    /// leaves a key unanswered. A count is worded by <see cref="Count"/>: the key with ".one" for 1 when
    /// the table has it, else the key itself.
    /// </summary>
    public sealed partial class StringTable
    {
        private readonly Dictionary<string, string> _text;
        private readonly CultureInfo _culture;

        /// <summary>The language's tag: "en" or "zh-Hans".</summary>
        public readonly string Code;

        private StringTable(string code, Dictionary<string, string> text)
        {
            Code = code;
            _text = text;
            _culture = CultureInfo.InvariantCulture;
        }

        /// <summary>The table for a language tag: Simplified Chinese for "zh" and every "zh-" tag, the
        /// traditional ones ("zh-Hant", "zh-TW", "zh-HK") included (a Simplified text reads far better to
        /// their readers than English); English for anything else.</summary>
        public static StringTable For(string tag)
        {
            string t = (tag ?? "").ToLowerInvariant();
            return t == "zh" || t.StartsWith("zh-") ? SimplifiedChinese : English;
        }

        /// <summary>Every key, sorted.</summary>
        public IList<string> Keys
        {
            get
            {
                var keys = new List<string>(_text.Keys);
                keys.Sort(StringComparer.Ordinal);
                return keys.AsReadOnly();
            }
        }

        /// <summary>The text of <paramref name="key"/>.</summary>
        /// <exception cref="KeyNotFoundException">The table has no such key (a programming error: both
        /// tables have every key the sample asks for).</exception>
        public string this[string key]
        {
            get
            {
                string text;
                if (_text.TryGetValue(key, out text)) return text;
                throw new KeyNotFoundException("no text '" + key + "' in the " + Code + " string table");
            }
        }

        /// <summary>The sentence of a library status ("Status." and its name): in English the library's own
        /// message (<see cref="Solver.GetStatusMessage"/>, generated into the table), in another language the
        /// data file's [status] text.</summary>
        public string StatusText(Status status)
        {
            return this["Status." + status];
        }

        /// <summary>The text of <paramref name="key"/> with its placeholders ({0}, {1}, ...) filled.</summary>
        public string Format(string key, params object[] args)
        {
            return string.Format(_culture, this[key], args);
        }

        /// <summary>The text of <paramref name="key"/> for <paramref name="count"/> things, the count as
        /// {0}: the ".one" form for 1 when the table has one (English "1 crossing"), else the key's.</summary>
        public string Count(string key, int count, params object[] more)
        {
            string chosen = count == 1 && _text.ContainsKey(key + ".one") ? key + ".one" : key;
            var args = new object[more.Length + 1];
            args[0] = count;
            Array.Copy(more, 0, args, 1, more.Length);
            return Format(chosen, args);
        }

        /// <summary>A load of people, for example "1 priest and 2 devils" or "1名牧师和2个魔鬼".</summary>
        public string People(int priests, int devils)
        {
            if (priests == 0 && devils == 0) return this["People.Nobody"];
            string p = Count("People.Priests", priests), d = Count("People.Devils", devils);
            if (devils == 0) return p;
            if (priests == 0) return d;
            return Format("People.Both", p, d);
        }
    }
}
