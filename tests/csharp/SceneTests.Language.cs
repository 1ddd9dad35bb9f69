// The sample's two languages: the string tables agree (same keys, same placeholders), the system language
// picks one, every string the scene draws comes from the active table, and the language button switches
// mid-game changing nothing but the words. The whole scene test program runs once per language
// (tests/unity/csharp.rs passes "--lang=zh-Hans" for the Chinese run): Words is the run's table, and the
// helpers below give the tests the run's button labels and expected texts. Part of SceneTests.cs's
// program.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using UnityEngine;
using UnityStandIn;

static partial class SceneTests
{
    /// <summary>The table of this run's language: what the scene shows when Player's system language is
    /// <see cref="RunLanguage"/>.</summary>
    static StringTable Words = StringTable.English;
    static SystemLanguage RunLanguage = SystemLanguage.English;
    /// <summary>Texts a level set names itself (display names): shown as they are in every language.</summary>
    static readonly HashSet<string> LevelSetWords = new HashSet<string>();

    /// <summary>Reads "--lang=zh-Hans" off the arguments: the run's language, English without it.</summary>
    static string[] TakeLanguage(string[] args)
    {
        foreach (string a in args)
        {
            if (a == "--lang=zh-Hans")
            {
                Words = StringTable.SimplifiedChinese;
                RunLanguage = SystemLanguage.ChineseSimplified;
            }
        }
        Player.StartLanguage = RunLanguage;
        return args.Where(a => !a.StartsWith("--lang=")).ToArray();
    }

    /// <summary>A button's label in the run's language (to find it on screen).</summary>
    static string T(string key) { return Words[key]; }

    /// <summary>The text a test expects, written out by the test in both languages.</summary>
    static string Say(string english, string chinese) { return Words == StringTable.SimplifiedChinese ? chinese : english; }

    /// <summary>A load in Chinese as the test expects it: "1名牧师和2个魔鬼".</summary>
    static string ZhPeople(Move m)
    {
        string p = m.Priests + "名牧师", d = m.Devils + "个魔鬼";
        return m.Devils == 0 ? p : m.Priests == 0 ? d : p + "和" + d;
    }

    static void RunLanguageTests()
    {
        Run("the string tables have the same keys and placeholders", TablesAgree);
        Run("the system language picks the table", SystemLanguagePicks);
        Run("every string shown comes from the active table", ShownWordsFromTable);
        Run("switching language mid-game changes only the words", SwitchMidGame);
        Run("the controller's font draws every text", FontDrawsEverything);
    }

    static readonly Regex PlaceholderPattern = new Regex(@"\{(\d+)\}");

    static string Placeholders(string text)
    {
        return string.Join(",", PlaceholderPattern.Matches(text).Cast<Match>().Select(m => m.Value).Distinct().OrderBy(v => v).ToArray());
    }

    static void TablesAgree()
    {
        StringTable en = StringTable.English, zh = StringTable.SimplifiedChinese;
        Check(en.Keys.SequenceEqual(zh.Keys), "same keys: only in en: " + string.Join(", ", en.Keys.Except(zh.Keys).ToArray())
              + "; only in zh-Hans: " + string.Join(", ", zh.Keys.Except(en.Keys).ToArray()));
        foreach (string key in en.Keys.Intersect(zh.Keys))
            Check(Placeholders(en[key]) == Placeholders(zh[key]), key + ": placeholders " + Placeholders(en[key]) + " vs " + Placeholders(zh[key]));
        // The check can fail: a key with a placeholder the other lacks is told apart.
        Check(Placeholders("{0} and {1}") != Placeholders("{0}"), "a missing placeholder is noticed");
        // The Chinese table reads as Chinese: no word of three Latin letters or more beyond proper names and
        // the names a status sentence gives a developer (the C ABI's fields and constants, which have an
        // underscore, rowers, NULL, *len, a Rust panic, and PdProgress, through which work is cancelled).
        var names = new HashSet<string> { "Unity", "Inspector", "Plugin", "CPU", "English", "Packages", "Assets", "Plugins", "PriestsDevils", "com", "priestsdevils", "solver", "meta", "rowers", "NULL", "len", "panic", "PdProgress" };
        foreach (string key in zh.Keys)
            foreach (Match w in Regex.Matches(Regex.Replace(zh[key], "[A-Za-z]+(_[A-Za-z]+)+", " "), "[A-Za-z]{3,}"))
                Check(names.Contains(w.Value), "zh-Hans " + key + " has the English word '" + w.Value + "'");
        // Traditional Chinese readers read the Simplified table: far better for them than English.
        Check(StringTable.For("zh-CN") == zh && StringTable.For("zh-Hans-SG") == zh && StringTable.For("zh-TW") == zh
              && StringTable.For("zh-Hant-HK") == zh && StringTable.For("en-US") == en && StringTable.For("ja") == en,
              "language tags pick the table");
        // Every library status has its sentence in both tables, the English one the library's own message.
        foreach (PriestsDevils.Status s in Enum.GetValues(typeof(PriestsDevils.Status)))
        {
            Check(en.StatusText(s) == Solver.GetStatusMessage(s), s + ": the English sentence is the library's message: " + en.StatusText(s));
            Check(zh.StatusText(s) != en.StatusText(s) && Regex.IsMatch(zh.StatusText(s), "[\u4e00-\u9fff]"), s + ": a Chinese sentence: " + zh.StatusText(s));
        }
    }

    static void SystemLanguagePicks()
    {
        var expected = new Dictionary<SystemLanguage, StringTable>
        {
            { SystemLanguage.Chinese, StringTable.SimplifiedChinese },
            { SystemLanguage.ChineseSimplified, StringTable.SimplifiedChinese },
            { SystemLanguage.ChineseTraditional, StringTable.SimplifiedChinese },
            { SystemLanguage.English, StringTable.English },
            { SystemLanguage.Japanese, StringTable.English },
            { SystemLanguage.Unknown, StringTable.English },
        };
        foreach (var pair in expected)
        {
            Player.StartLanguage = pair.Key;
            FirstController scene = LoadScene();
            Player.Step();
            Check(scene.Words == pair.Value, pair.Key + " shows " + scene.Words.Code);
            Check(Player.Buttons.Contains(pair.Value["Button.Hint"]) && Player.Labels.Contains(pair.Value["HowToPlay"]),
                  pair.Key + ": the buttons and how to play are in " + pair.Value.Code);
        }
        Player.StartLanguage = RunLanguage;
    }

    /// <summary>A pattern matching every text <paramref name="table"/> can produce: its texts, one after
    /// another (a level label is several), each placeholder a number or a load of people worded by the
    /// same table or a library status's sentence, or, in the load-problem texts, a platform or a file.</summary>
    static Regex TablePattern(StringTable table)
    {
        Func<string, string, string> fill = (text, arg) => PlaceholderPattern.Replace(Regex.Escape(text).Replace(@"\{", "{"), arg);
        string number = @"\d+";
        string person = "(?:" + string.Join("|", new[] { "People.Priests", "People.Priests.one", "People.Devils", "People.Devils.one", "People.Nobody" }
            .Select(k => fill(table[k], number)).ToArray()) + ")";
        string people = "(?:" + fill(table["People.Both"], person) + "|" + person + ")";
        string status = "(?:" + string.Join("|", table.Keys.Where(k => k.StartsWith("Status.")).Select(k => Regex.Escape(table[k])).ToArray()) + ")";
        var parts = new List<string>();
        foreach (string key in table.Keys)
        {
            if (key.StartsWith("People.")) continue;
            // A puzzle's texts take the library's words and the file's rule lines: any text (the puzzle
            // tests check those words' language themselves).
            string arg = key == "Load.Library" || key == "Load.Unsupported" ? "[A-Za-z0-9_./ -]+"
                : key.StartsWith("Puzzle.") ? ".+?" : "(?:" + number + "|" + people + "|" + status + ")";
            parts.Add(fill(table[key], arg));
        }
        return new Regex("^(?:" + string.Join("|", parts.ToArray()) + ")+$");
    }

    /// <summary>Checks every label and button the last frame drew against the active table.
    /// The active table is the run's until the language button is pressed; no check without the sample's
    /// controller (the click tests' stand-in actions).</summary>
    static void CheckShownWords(string when)
    {
        FirstController scene = Player.Find<FirstController>();
        if (scene == null) return;
        Regex pattern = TablePattern(scene.Words);
        // A puzzle's labels (its title, then the table's words: the puzzle tests check them) and its
        // characters' names are the file's.
        var fileWords = new HashSet<string>(scene.PuzzleLabels);
        if (scene.Puzzle != null) foreach (PuzzleCharacter c in scene.Puzzle.Game.Characters) fileWords.Add(c.Name);
        foreach (string shown in Player.Labels.Concat(Player.Buttons))
            Check(LevelSetWords.Contains(shown) || fileWords.Contains(shown) || pattern.IsMatch(shown), when + ": '" + shown + "' is not from the " + scene.Words.Code + " table");
    }

    static void ShownWordsFromTable()
    {
        // The check can fail: the other language's texts, and an English sentence in a Chinese run, are caught.
        StringTable other = Words == StringTable.English ? StringTable.SimplifiedChinese : StringTable.English;
        Regex pattern = TablePattern(Words);
        Check(!pattern.IsMatch(other["HowToPlay"]) && !pattern.IsMatch(other.Count("Playing", 0, 11)), "a text of the other table is caught");
        string unavailable = Words.Format("Hint.Unavailable", Words.StatusText(PriestsDevils.Status.InternalError));
        Check(pattern.IsMatch(unavailable) && !pattern.IsMatch("No hint: " + unavailable), "a foreign word before a text is caught");
        Check(!pattern.IsMatch(Words.Format("Hint.Unavailable", other.StatusText(PriestsDevils.Status.InternalError))), "a status in the other language is caught");
        FirstController scene = LoadScene();
        CheckShownWords("start");
        for (int i = 0; i < 3; i++)
        {
            Press(T("Button.Hint"));
            CheckShownWords("hint tier " + (i + 1));
        }
        Press(T("Button.AiNext"));
        Settle(scene);
        CheckShownWords("AI next");
        foreach (Level level in scene.Levels.ToList())
        {
            Press(level.Label(Words));
            Press(T("Button.Hint"));
            CheckShownWords(level.Label(Words));
            Press(T("Button.AutoSolve"));
            Settle(scene, 100000);
            Player.Step();
            CheckShownWords(level.Label(Words) + " after Auto-solve");
        }
        // A loss, and a refused sail on a variant level.
        Press(scene.Levels[0].Label(Words));
        Click(Body(scene.Session.Game.Characters.First(c => c.Kind == CharacterKind.Priest)));
        Settle(scene);
        Click(Player.Named("Boat"));
        Settle(scene);
        Player.Step();
        CheckShownWords("a loss");
        Level rowing = scene.Levels.FirstOrDefault(l => l.Rules.Rowers != Rowers.Anyone);
        if (rowing.Rules.Priests > 0)
        {
            Press(rowing.Label(Words));
            Character wrong = scene.Session.Game.Characters.First(c => c.Kind == (rowing.Rules.Rowers == Rowers.Priests ? CharacterKind.Devil : CharacterKind.Priest));
            Click(Body(wrong));
            Settle(scene);
            Click(Player.Named("Boat"));
            Player.Step();
            CheckShownWords("a refused sail");
        }
        InspectorOutOfRange();
        NoExceptions("shown words");
    }

    static void InspectorOutOfRange()
    {
        LoadScene(3, 3, 0);
        Player.Step();
        CheckShownWords("Inspector out of range");
    }

    /// <summary>Mid-game and mid-animation, the language button changes the words and nothing else: the
    /// game, the hint's tier and tints, Auto-solve; switching back shows the very same texts.</summary>
    static void SwitchMidGame()
    {
        FirstController scene = LoadScene();
        StringTable other = Words == StringTable.English ? StringTable.SimplifiedChinese : StringTable.English;
        Press(T("Button.AiNext"));
        Settle(scene);
        Press(T("Button.AiNext"));
        Settle(scene);
        for (int i = 0; i < 3; i++) Press(T("Button.Hint"));
        GameState before = scene.Session.Game.Snapshot();
        int crossings = scene.Session.Game.Crossings;
        string[] hinted = Player.Objects.Where(o => o.GetComponent<Renderer>() != null && IsHinted(o)).Select(o => o.name).ToArray();
        List<string> labels = Player.Labels.ToList(), buttons = Player.Buttons.ToList();
        Check(hinted.Length > 0 && scene.Session.HintTier == 3, "the third tier tints what to move");

        Press(T("Button.Language"));
        Check(scene.Words == other, "the button shows the other language: " + scene.Words.Code);
        Check(scene.Session.Game.Snapshot().Equals(before) && scene.Session.Game.Crossings == crossings, "the game is untouched");
        Check(scene.Session.HintTier == 3 && hinted.SequenceEqual(Player.Objects.Where(o => o.GetComponent<Renderer>() != null && IsHinted(o)).Select(o => o.name)),
              "the hint's tier and tints stay");
        Check(Player.Labels.Count == labels.Count && Player.Labels.All(l => !labels.Contains(l)), "every label is worded again: " + string.Join(" | ", Player.Labels.ToArray()));
        Check(Player.Buttons.Contains(other["Button.Language"]) && Player.Buttons.Contains(other["Button.Hint"]), "the buttons are in " + other.Code);

        Press(other["Button.Language"]);
        Check(scene.Words == Words && Player.Labels.SequenceEqual(labels) && Player.Buttons.SequenceEqual(buttons), "switching back shows the same texts");

        // During Auto-solve: it plays on, in the new words, to the same win.
        Press(T("Button.Restart"));
        Press(T("Button.AutoSolve"));
        for (int i = 0; i < 30; i++) Player.Step();
        Check(scene.Busy, "Auto-solve is under way");
        Press(T("Button.Language"));
        Check(scene.Busy && scene.Words == other, "Auto-solve goes on after the switch");
        Check(Settle(scene, 100000) && scene.Session.Game.Crossings == 11, "and wins in 11 crossings");
        Player.Step();
        Check(Status() == other.Count("Won.Best", 11) && other.Count("Won.Best", 11) != Words.Count("Won.Best", 11), "the win is told in " + other.Code + ": " + Status());
        Press(other["Button.Language"]);
        NoExceptions("language switch");
    }

    static void FontDrawsEverything()
    {
        FirstController scene = LoadScene();
        Player.Step();
        Check(scene.Font != null, "the scene's font is set, as Main.unity sets it");
        var drawn = Player.Drawing.Where(d => d.Kind != "texture").ToList();
        Check(drawn.Count > 5 && drawn.All(d => d.Style != null && d.Style.font == scene.Font), "every label and button uses the scene's font");
    }
}
