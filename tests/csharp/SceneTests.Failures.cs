// The scene when things go wrong, and what a player sees: the native library missing or of another ABI
// (logged once to the Console, explained in a readable panel), the panel's contrast and fit in a narrow
// Game view, no material instantiated per object, no allocation per frame in the action manager. Part of
// the scene test program (SceneTests.cs).
using System;
using System.Collections.Generic;
using System.Reflection;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using PriestsDevils.UnityGlue;
using UnityEngine;
using UnityStandIn;

static partial class SceneTests
{
    /// <summary>WCAG 2 relative luminance of an sRGB colour.</summary>
    static double Luminance(Color c)
    {
        Func<float, double> linear = v => v <= 0.03928 ? v / 12.92 : Math.Pow((v + 0.055) / 1.055, 2.4);
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
    }

    /// <summary>WCAG 2 contrast ratio of two opaque colours (1 to 21).</summary>
    static double Contrast(Color a, Color b)
    {
        double la = Luminance(a), lb = Luminance(b);
        return (Math.Max(la, lb) + 0.05) / (Math.Min(la, lb) + 0.05);
    }

    /// <summary>A translucent colour drawn over an opaque background.</summary>
    static Color Over(Color top, Color background)
    {
        float a = top.a;
        return new Color(top.r * a + background.r * (1 - a), top.g * a + background.g * (1 - a), top.b * a + background.b * (1 - a));
    }

    static bool Inside(Rect inner, Rect outer)
    {
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
            && inner.y + inner.height <= outer.y + outer.height;
    }

    static bool Overlap(Rect a, Rect b)
    {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    /// <summary>What the last frame drew is readable at the Game view's width: every label lies on a panel
    /// drawn before it (the last such texture, what shows behind the text), with a contrast of at least 4.5:1 over any scene colour (the panel is blended over
    /// white and over black), wraps inside the screen and is as tall as its style needs for its text; no
    /// button leaves the screen or overlaps another or the panel.</summary>
    static void CheckReadable(string when)
    {
        int width = Player.ScreenWidth;
        var panels = new List<Drawn>();
        var buttons = new List<Rect>();
        int labels = 0;
        foreach (Drawn d in Player.Drawing)
        {
            Check(d.Position.x >= 0 && d.Position.x + d.Position.width <= width, when + ": " + d.Kind + " '" + d.Text + "' inside the "
                  + width + "-pixel screen (x " + d.Position.x + ", width " + d.Position.width + ")");
            if (d.Kind == "texture") panels.Add(d);
            else if (d.Kind == "button")
            {
                foreach (Rect other in buttons) Check(!Overlap(d.Position, other), when + ": button '" + d.Text + "' overlaps another");
                foreach (Drawn p in panels) Check(!Overlap(d.Position, p.Position), when + ": button '" + d.Text + "' overlaps the panel");
                buttons.Add(d.Position);
            }
            else
            {
                labels++;
                Drawn panel = panels.FindLast(p => Inside(d.Position, p.Position));
                Check(panel != null, when + ": label '" + d.Text + "' lies on a panel");
                Check(d.Style != null && d.Style.wordWrap && d.Style.FitsWidth(d.Text, d.Position.width),
                      when + ": label '" + d.Text + "' wraps within its width");
                if (d.Style == null || panel == null) continue;
                Check(d.Position.height >= d.Style.CalcHeight(new GUIContent(d.Text), d.Position.width),
                      when + ": label '" + d.Text + "' is as tall as its wrapped text");
                double worst = Math.Min(Contrast(d.Style.normal.textColor, Over(panel.Color, Color.white)),
                                        Contrast(d.Style.normal.textColor, Over(panel.Color, new Color(0f, 0f, 0f))));
                Check(worst >= 4.5, when + ": label '" + d.Text + "' contrast " + worst.ToString("F1") + ":1");
            }
        }
        Check(labels > 0 && buttons.Count >= 4, when + ": " + labels + " labels and " + buttons.Count + " buttons drawn");
    }

    static void ReadablePanel()
    {
        // The measure can fail: the scene's former white text straight on its sky-blue background.
        Check(Contrast(Color.white, new Color(0.53f, 0.75f, 0.92f)) < 4.5, "white on sky blue is below 4.5:1");
        foreach (int width in new[] { 1920, 1280, 800, 480, 320 })
        {
            FirstController scene = LoadScene();
            Player.ScreenWidth = width;
            Player.Step();
            CheckReadable("start at " + width + " px");
            Press(T("Button.Hint"));
            Check(Player.Labels.Exists(l => l.StartsWith(Say("Aim for:", "目标："))), "milestone hint shown at " + width + " px");
            CheckReadable("milestone hint at " + width + " px");
            Press(T("Button.Hint"));
            Check(Player.Labels.Exists(l => l.StartsWith(Say("Hint:", "提示："))), "hint shown at " + width + " px");
            CheckReadable("hint at " + width + " px");
            Press(T("Button.AutoSolve"));
            Player.RunUntil(() => !scene.Busy, 20000);
            Player.Step();
            CheckReadable("won at " + width + " px");
        }
        NoExceptions("readable panel");
    }

    static void SharedMaterials()
    {
        FirstController scene = LoadScene();
        for (int i = 0; i < 3; i++) Press(T("Button.Hint")); // the third tier tints what to move
        Press(T("Button.AutoSolve"));
        Player.RunUntil(() => !scene.Busy, 20000);
        foreach (Level level in scene.Levels) Press(level.Label(Words));
        for (int i = 0; i < 3; i++) Press(T("Button.Hint"));
        int renderers = 0;
        foreach (GameObject o in Player.Objects)
        {
            Renderer r = o.GetComponent<Renderer>();
            if (r == null) continue;
            renderers++;
            Check(ReferenceEquals(r.sharedMaterial, Material.Default), o.name + " keeps the shared default material");
        }
        Check(renderers >= 10, renderers + " renderers");
        Check(Player.MaterialInstances == 0, Player.MaterialInstances + " materials instantiated through Renderer.material");
        // The count can fail: touching Renderer.material instantiates one.
        Color ignored = Player.Named("Boat").GetComponent<Renderer>().material.color;
        Check(Player.MaterialInstances == 1 && ignored.a == 1f, "Renderer.material instantiates (the stand-in counts it)");
        NoExceptions("shared materials");
    }

    static void ActionManagerAllocatesNothing()
    {
        FirstController scene = LoadScene();
        ActionManager manager = Player.Named("Main").GetComponent<ActionManager>();
        MethodInfo method = typeof(SSActionManager).GetMethod("Update", BindingFlags.Instance | BindingFlags.NonPublic);
        var update = (Action)Delegate.CreateDelegate(typeof(Action), manager, method);
        Click(Body(scene.Session.Game.Characters[0]));
        Check(manager.Busy, "a character is moving");
        update(); // the first call compiles the code
        int frames = 0;
        long bytes = 0;
        while (manager.Busy && frames < 1000)
        {
            long before = GC.GetAllocatedBytesForCurrentThread();
            update();
            bytes += GC.GetAllocatedBytesForCurrentThread() - before;
            frames++;
        }
        Check(frames > 5 && !manager.Busy, "the move ran for " + frames + " frames and ended");
        Check(bytes == 0, "the action manager allocated " + bytes + " bytes over " + frames + " frames");
        // The measure can fail: copying the running list every frame, as the manager once did, allocates.
        var list = new List<object> { manager };
        long start = GC.GetAllocatedBytesForCurrentThread();
        object[] copy = list.ToArray();
        Check(GC.GetAllocatedBytesForCurrentThread() - start > 0 && copy.Length == 1, "a per-frame copy would be measured");
        NoExceptions("action manager");
    }

    /// <summary>The scene is harmless, and says once in the Console (the library's own English
    /// explanation, returned) and on screen (in the run's language, naming the platform and the file
    /// expected) what is wrong.</summary>
    static string CheckUnusable(string when)
    {
        FirstController scene = LoadScene();
        Check(!scene.IsUsable, when + ": the library is reported unusable");
        string status = Status();
        Check(Player.Errors.Count == 1, when + ": logged once with Debug.LogError: " + string.Join(" | ", Player.Errors.ToArray()));
        string logged = Player.Errors.Count > 0 ? Player.Errors[0] : "";
        Check(status.Contains("Linux X64") && status.Contains("Plugins/linux-x64/libpriests_devils.so")
              && status.Contains("Plugin Inspector") && status.Contains(Say("restart the Unity Editor", "重启 Unity 编辑器"))
              && status.Contains("Packages/com.priestsdevils.solver/") && status.Contains("Assets/Plugins/PriestsDevils/")
              && status.Contains(Say("The Console says", "控制台")),
              when + ": the screen names the platform, CPU, expected file in both install layouts and the fix: " + status);
        CheckShownWords(when);
        Check(!status.Contains("build-plugins") && !status.Contains("scripts/"), when + ": no build script in a player's message");
        foreach (string b in Buttons) Press(b);
        Click(Player.Named("Main"));
        for (int i = 0; i < 10; i++) Player.Step();
        Check(Status() == status, when + ": buttons leave the message in place");
        Check(Player.Errors.Count == 1, when + ": still logged once after " + Player.Frame + " frames");
        Player.ScreenWidth = 480;
        Player.Step();
        CheckReadable(when + " at 480 px");
        NoExceptions(when);
        return logged;
    }

    static void MissingLibrary()
    {
        string status = CheckUnusable("missing library");
        Check(status.Contains("could not be loaded on Linux X64") && status.Contains("Plugins/linux-x64/libpriests_devils.so")
              && status.Contains("Plugin Inspector") && status.Contains("restart the Unity Editor")
              && status.Contains("Packages/com.priestsdevils.solver/") && status.Contains("Assets/Plugins/PriestsDevils/"),
              "the Console names the platform, CPU, expected file in both install layouts and the fix: " + status);
    }

    static void OldAbi()
    {
        string status = CheckUnusable("old ABI");
        Check(status.Contains("implements C ABI version 2") && status.Contains("needs version " + NativeAbi()),
              "the message names both ABI versions: " + status);
        int restart = status.IndexOf("Restart the Unity Editor first", StringComparison.Ordinal);
        Check(restart > 0 && restart < status.IndexOf("reinstall", StringComparison.Ordinal), "restarting the Editor comes first: " + status);
    }

    /// <summary>The ABI version the bindings need, read from the generated constant.</summary>
    static uint NativeAbi()
    {
        Type methods = typeof(Solver).Assembly.GetType("PriestsDevils.NativeMethods");
        return (uint)methods.GetField("PD_ABI_VERSION", BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public).GetValue(null);
    }

    /// <summary>The level buttons are the assigned LevelSet's: none without one (said once in the Console,
    /// the Inspector's level still played); a refused level skipped and named; a display name on its button.</summary>
    static void LevelSetFromTheInspector()
    {
        Player.Reset();
        new GameObject("Main Camera").AddComponent<Camera>();
        FirstController none = Player.LoadComponent<FirstController>(new GameObject("Main"), c => { c.Level = RulesField.Classic; });
        Player.Step();
        Check(none.Levels.Count == 0 && none.LevelLabels.Count == 0, "no level set, no level buttons: " + none.Levels.Count);
        Check(Player.Errors.Count == 1 && Player.Errors[0].Contains("no Level Set assigned"), "said once: " + string.Join(" | ", Player.Errors.ToArray()));
        Check(none.Session.Solver.Rules.Equals(Rules.Classic), "the Inspector's level is played");
        NoExceptions("no level set");

        Player.Reset();
        new GameObject("Main Camera").AddComponent<Camera>();
        var set = ScriptableObject.CreateInstance<LevelSet>();
        set.name = "Custom";
        // A level set's own names are shown as written, in every language.
        LevelSetWords.Add("Warm-up");
        LevelSetWords.Add("Midway");
        set.Add(LevelDefinition.Of(new Rules(2, 2, 2), "Warm-up"));
        set.Add(new LevelDefinition { rules = new RulesField { priests = 3, devils = 3, boatCapacity = 0 } });
        set.Add(LevelDefinition.Of(new Rules(4, 4, 2), "", true));
        LevelDefinition midway = LevelDefinition.Of(Rules.Classic, "Midway");
        midway.hasStart = true; // after two devils crossed: the classic plan's second position, 10 crossings left
        midway.startPriests = 3;
        midway.startDevils = 1;
        midway.startBoat = Side.Far;
        set.Add(midway);
        FirstController custom = Player.LoadComponent<FirstController>(new GameObject("Main"), c =>
        {
            c.Level = RulesField.Classic;
            c.LevelSet = set;
        });
        Player.Step();
        Check(custom.Levels.Count == 3, "the refused level is skipped: " + custom.Levels.Count);
        Check(custom.LevelLabels.Count == 3 && custom.LevelLabels[0] == "Warm-up", "a display name labels its button");
        Check(custom.LevelLabels.Count == 3 && custom.LevelLabels[1] == custom.Levels[1].Label(Words) && !custom.Levels[1].IsSolvable,
              "without one, the button describes the level");
        Check(custom.Levels.Count == 3 && custom.Levels[2].MinCrossings == 10, "a level's own start is judged from there");
        Check(Player.Errors.Count == 1 && Player.Errors[0].Contains("level 1 of Custom skipped: priests and devils must be at least 0 and the boat at least 1"),
              "the refused level is named: " + string.Join(" | ", Player.Errors.ToArray()));
        Press("Warm-up");
        Check(custom.Session.Solver.Rules.Equals(new Rules(2, 2, 2)), "the named level is played");
        var midwayPosition = new GameState(3, 1, 0, 2, 0, 0, Side.Far);
        Press("Midway");
        Check(custom.Session.Game.Snapshot().Equals(midwayPosition), "a level starts at its own start: " + custom.Session.Game.Snapshot());
        Press(T("Button.AutoSolve"));
        Check(Player.RunUntil(() => !custom.Busy, 50000), "Auto-solve ends on Midway");
        Player.Step();
        Check(custom.Session.Game.Crossings == 10 && Status().StartsWith(Say("You win!", "你赢了！")), "won in 10 from there: " + custom.Session.Game.Crossings + ", " + Status());
        Press(T("Button.Restart"));
        Check(custom.Session.Game.Snapshot().Equals(midwayPosition), "Restart comes back to the level's start");
        CheckConsistent(custom, "Midway after Restart");
        NoExceptions("a level set of the Inspector");
    }

    /// <summary>A level set the library proposes (what the Level Designer's Propose fills: one
    /// LevelDefinition.Of(rules, name) per proposed level, by LevelSet.Replace) is played by the scene:
    /// each level's button starts it, and Auto-solve wins it in the fewest crossings the proposal reported.</summary>
    static void ProposedLevelSetPlays()
    {
        Player.Reset();
        new GameObject("Main Camera").AddComponent<Camera>();
        LevelReport[] proposed = Solver.ProposeLevels(new LevelRange(1, 4, 1, 4, 2, 3, true), 4);
        var set = ScriptableObject.CreateInstance<LevelSet>();
        set.name = "Proposed";
        var definitions = new List<LevelDefinition>();
        for (int i = 0; i < proposed.Length; i++)
        {
            string name = "Proposed " + (i + 1);
            LevelSetWords.Add(name);
            definitions.Add(LevelDefinition.Of(proposed[i].Rules, name));
        }
        set.Replace(definitions);
        FirstController scene = Player.LoadComponent<FirstController>(new GameObject("Main"), c =>
        {
            c.Level = RulesField.Classic;
            c.LevelSet = set;
        });
        Player.Step();
        Check(scene.Levels.Count == proposed.Length, "every proposed level has its button: " + scene.Levels.Count);
        for (int i = 0; i < proposed.Length && i < scene.Levels.Count; i++)
        {
            Press("Proposed " + (i + 1));
            Check(scene.Session.Solver.Rules.Equals(proposed[i].Rules), "the proposed level " + (i + 1) + " is played");
            Press(T("Button.AutoSolve"));
            Check(Player.RunUntil(() => !scene.Busy, 50000), "Auto-solve ends on proposed level " + (i + 1));
            Player.Step();
            Check(scene.Session.Game.Crossings == proposed[i].MinCrossings && Status().StartsWith(Say("You win!", "你赢了！")),
                  "proposed level " + (i + 1) + " won in " + proposed[i].MinCrossings + ": " + scene.Session.Game.Crossings + ", " + Status());
        }
        NoExceptions("a proposed level set");
    }
}
