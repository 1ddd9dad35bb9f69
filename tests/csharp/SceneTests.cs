// Plays the Unity sample scene the way players play it: the real scene scripts (the package's
// Samples~/PriestsAndDevils/Scripts/**), the package runtime and the real native library, run frame by frame
// on the behavioural UnityEngine stand-in (UnityEngineStandIn*.cs). Compiled and run by tests/unity/csharp.rs.
// Without arguments it runs every scene test; with "missing-library" or "old-abi" it checks the scene a
// player gets when the native library cannot be loaded or implements another ABI (the Rust tests run it
// with the library hidden, or with a stand-in library reporting an old ABI; SceneTests.Failures.cs).
// Prints "library file: PATH" (on Linux, where the loader found the native library) and "N passed, N failed".
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using PriestsDevils.UnityGlue;
using UnityEngine;
using UnityStandIn;

static partial class SceneTests
{
    static int passed, failed;
    // The keys of the command buttons (not the language button: see SceneTests.Language.cs).
    static readonly string[] ButtonKeys = { "Button.Restart", "Button.Hint", "Button.AiNext", "Button.AutoSolve", "Button.Map" };
    static string[] Buttons { get { return ButtonKeys.Select(T).ToArray(); } }

    static void Check(bool condition, string what)
    {
        if (condition) passed++;
        else
        {
            failed++;
            if (failed < 50) Console.Error.WriteLine("check failed: " + what);
        }
    }

    static int Main(string[] args)
    {
        args = TakeLanguage(args);
        if (args.Length > 0 && args[0] == "missing-library")
        {
            Run("missing native library", MissingLibrary);
        }
        else if (args.Length > 0 && args[0] == "old-abi")
        {
            Run("a native library of another ABI", OldAbi);
        }
        else if (args.Length > 0 && args[0] == "clicks")
        {
            RunClicks();
        }
        else
        {
            Run("load", Load);
            Run("hint tiers: milestone, crossing, tint", Hint);
            Run("hint tiers on every level", HintTiersOnEveryLevel);
            Run("AI next", AiNext);
            Run("Auto-solve wins the classic game", AutoSolveClassic);
            Run("Restart at every frame of Auto-solve", RestartAtEveryFrame);
            Run("monkey", Monkey);
            Run("every level", EveryLevel);
            Run("the level buttons are the assigned LevelSet's", LevelSetFromTheInspector);
            Run("a proposed level set plays", ProposedLevelSetPlays);
            Run("layout for N, M <= 8, K <= 5", LayoutFits);
            Run("Inspector values out of range", InspectorValidation);
            Run("the panel is readable and fits a narrow Game view", ReadablePanel);
            Run("no material instantiated, tints in property blocks", SharedMaterials);
            Run("the action manager allocates nothing per frame", ActionManagerAllocatesNothing);
            RunLanguageTests();
            RunMapTests();
            RunPuzzleTests();
            RunClicks();
        }
        PrintLibraryFile();
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }

    /// <summary>On Linux, the native library file the process mapped, as "library file: PATH" (the
    /// tests check which copy the loader took); nothing when none is mapped.</summary>
    static void PrintLibraryFile()
    {
        if (!File.Exists("/proc/self/maps")) return;
        foreach (string line in File.ReadAllLines("/proc/self/maps"))
        {
            int slash = line.IndexOf('/');
            if (slash >= 0 && line.EndsWith("/libpriests_devils.so"))
            {
                Console.WriteLine("library file: " + line.Substring(slash));
                return;
            }
        }
    }

    /// <summary>What depends on the input backends the program was compiled for (SceneTests.Clicks.cs).</summary>
    static void RunClicks()
    {
        Run("clicks and buttons act once", ClicksActOnce);
        Run("clicks win the classic game", WinByClicks);
        Run("clicks: a loss", LossByClicks);
        Run("clicks: a variant level refuses the loads its rules forbid", VariantLevel);
        Run("clicks: frames allocate nothing: idle, hinted, animating", FramesAllocateNothing);
        Run("clicks: the map's frames allocate nothing; a crossing chosen on it", MapFramesAllocateNothing);
    }

    static void Run(string name, Action test)
    {
        int before = failed;
        DateTime start = DateTime.Now;
        try { test(); }
        catch (Exception e) { Check(false, name + ": threw " + e); }
        Console.WriteLine((failed == before ? "ok   " : "FAIL ") + name + " (" + (DateTime.Now - start).TotalSeconds.ToString("F1") + " s)");
    }

    // ------------------------------------------------------------------------------------- helpers

    /// <summary>Loads the scene as Unity would from Main.unity: a camera (where the scene file has it), a
    /// light, and the Main object whose FirstController has the given Inspector values.</summary>
    static FirstController LoadScene(int priests = 3, int devils = 3, int boat = 2)
    {
        Player.Reset();
        SceneCamera();
        new GameObject("Directional Light");
        FirstController controller = Player.LoadComponent<FirstController>(new GameObject("Main"), c =>
        {
            c.Level = new RulesField { priests = priests, devils = devils, boatCapacity = boat };
            c.LevelSet = LevelSetAsset.Load();
            c.Font = SceneFont;
        });
        Player.Step();
        return controller;
    }

    /// <summary>Presses a button, then runs one more frame: IMGUI draws the labels before the button
    /// that changes them, so they show the press a frame later, as on screen.</summary>
    /// <summary>The font Main.unity gives FirstController (the sample's subset of Noto Sans SC).</summary>
    static readonly Font SceneFont = new Font();

    static void Press(string label)
    {
        Player.Press(label);
        Player.Step();
        Check(Player.Pressed, "button '" + label + "' was drawn and pressed");
        Player.Step();
        CheckShownWords("after pressing '" + label + "'");
    }

    static void Click(GameObject target)
    {
        Player.Click(target);
        Player.Step();
    }

    static GameObject Body(Character c)
    {
        return Player.Named((c.Kind == CharacterKind.Priest ? "Priest " : "Devil ") + c.Id);
    }

    static bool Settle(FirstController scene, int limit = 5000)
    {
        return scene.Busy ? Player.RunUntil(() => !scene.Busy, limit) : true;
    }

    static bool IsHinted(GameObject o) { return Tint.Of(o.GetComponent<Renderer>()) == Highlightable.HintColor; }

    static string Status() { return Player.Labels.Count > 0 ? Player.Labels[0] : ""; }

    /// <summary>The solver's own verdict on the model state, from a solver the test builds.</summary>
    static StateKind Verdict(GameSession session)
    {
        using (var solver = new Solver(session.Solver.Rules))
        {
            return solver.CheckState(session.Game.Snapshot().ToState()).Kind;
        }
    }

    /// <summary>After animations settle, every object stands where the model says, nothing overlaps, and
    /// the status line is the session's message (the judge's, or why the last sail was refused).</summary>
    static void CheckConsistent(FirstController scene, string when)
    {
        GameSession session = scene.Session;
        RiverGame game = session.Game;
        var positions = new List<Vector3>();
        foreach (Character c in game.Characters)
        {
            GameObject body = Body(c);
            Check(body != null, when + ": " + c + " has a body");
            if (body == null) continue;
            Vector3 at = body.transform.position;
            Check(at == scene.PositionOf(c), when + ": " + c + " at " + at + ", model says " + scene.PositionOf(c));
            bool farSide = c.Place == Place.FarBank || (c.Place == Place.Boat && game.BoatSide == PriestsDevils.Side.Far);
            Check(farSide ? at.x < 0f : at.x > 0f, when + ": " + c + " on the wrong side of the river");
            positions.Add(at);
        }
        for (int i = 0; i < positions.Count; i++)
            for (int j = i + 1; j < positions.Count; j++)
                Check(Vector3.Distance(positions[i], positions[j]) >= 0.8f, when + ": characters " + i + " and " + j + " overlap");
        Check(Player.Named("Boat").transform.position == scene.Layout.HullPosition(game.BoatSide), when + ": the boat is where the model says");
        Check(Status() == session.Message(Words), when + ": status '" + Status() + "' is the session's message");
    }

    /// <summary>The status line agrees with the solver's verdict of the model state.</summary>
    static void CheckVerdictShown(FirstController scene, string when)
    {
        StateKind kind = Verdict(scene.Session);
        string status = Status();
        bool ok = kind == StateKind.Won ? status.StartsWith(Say("You win!", "你赢了！"))
            : kind == StateKind.LostStartBank ? status.Contains(Say("start bank", "起始岸")) && status.StartsWith(Say("Game over", "游戏结束"))
            : kind == StateKind.LostFarBank ? status.Contains(Say("far bank", "终点岸")) && status.StartsWith(Say("Game over", "游戏结束"))
            : status.StartsWith(Say("Crossings so far", "已渡河")) || status.StartsWith(Say("Only ", "仅")) || status.StartsWith(Say("When priests are aboard", "船上有牧师时"));
        Check(ok, when + ": status '" + status + "' for verdict " + kind);
        Check(scene.Session.Game.IsOver == (kind == StateKind.Won || kind == StateKind.LostStartBank || kind == StateKind.LostFarBank),
              when + ": game over exactly when won or lost");
    }

    static void NoExceptions(string when)
    {
        Check(Player.Exceptions.Count == 0, when + ": " + Player.Exceptions.Count + " exceptions"
            + (Player.Exceptions.Count > 0 ? ", first: " + Player.Exceptions[0] : ""));
    }

    // --------------------------------------------------------------------------------------- tests

    static void Load()
    {
        FirstController scene = LoadScene();
        Check(scene.IsUsable, "the native library loaded");
        Check(Status() == Say("Crossings so far: 0. At least 11 to go.", "已渡河0次，至少还要11次。"), "start status: " + Status());
        foreach (string b in Buttons) Check(Player.Buttons.Contains(b), "button " + b + " drawn");
        Check(Player.Buttons.Contains(Say("3P 3D boat 2: 11 crossings", "牧师3 魔鬼3 船载2人：渡河11次")), "the classic level is offered with its best crossings");
        Check(Player.Buttons.Contains(Say("4P 4D boat 2: unsolvable", "牧师4 魔鬼4 船载2人：无解")), "an unsolvable level is marked");
        Check(Player.Named("Boat") != null && Player.Named("Start bank") != null && Player.Named("Far bank") != null, "scenery built");
        Check(scene.Session.Game.Characters.Count == 6, "six characters");
        CheckConsistent(scene, "after load");
        NoExceptions("load");
    }

    // Hint is tiered: the next milestone, then the next crossing, then the tint on what to move.
    static void Hint()
    {
        FirstController scene = LoadScene();
        Press(T("Button.Hint"));
        Check(Player.Labels.Contains(Say("Aim for: 3 priests and 2 devils on the start bank, the boat on the start bank, 2 crossings from here.", "目标：起始岸上留下3名牧师和2个魔鬼，船停在起始岸，从这里渡河2次可到。")),
              "first press: the next milestone: " + string.Join(" | ", Player.Labels.ToArray()));
        Check(!scene.Session.Game.Characters.Any(c => IsHinted(Body(c))) && !IsHinted(Player.Named("Boat")), "the first press tints nothing");
        Press(T("Button.Hint"));
        Move expected;
        using (var solver = new Solver(Rules.Classic)) expected = solver.GetNextMove(Rules.Classic.Start);
        Check(Player.Labels.Contains(Say("Hint: take " + expected + " to the far bank.", "提示：让" + ZhPeople(expected) + "乘船去终点岸。")), "second press: the crossing: " + string.Join(" | ", Player.Labels.ToArray()));
        Check(!scene.Session.Game.Characters.Any(c => IsHinted(Body(c))), "the second press tints nothing");
        Press(T("Button.Hint"));
        int priests = 0, devils = 0;
        foreach (Character c in scene.Session.Game.Characters)
        {
            if (!IsHinted(Body(c))) continue;
            if (c.Kind == CharacterKind.Priest) priests++; else devils++;
            Check(c.Place == Place.StartBank, "a hinted character is on the boat's bank");
        }
        Check(priests == expected.Priests && devils == expected.Devils, "the third press tints the crossing's characters: " + priests + "P " + devils + "D");
        Check(!IsHinted(Player.Named("Boat")), "the boat is not tinted before anyone boards");
        Press(T("Button.Hint"));
        Check(scene.Session.Game.Characters.Count(c => IsHinted(Body(c))) == priests + devils, "a fourth press repeats the third");
        // Board exactly the hinted load: the tint clears, and the hints start over.
        var toBoard = new List<Character>();
        foreach (Character c in scene.Session.Game.Characters) if (IsHinted(Body(c))) toBoard.Add(c);
        Click(Body(toBoard[0]));
        foreach (Character c in scene.Session.Game.Characters) Check(!IsHinted(Body(c)), "tint cleared by the next action");
        Check(!Player.Labels.Exists(l => l.StartsWith(Say("Hint:", "提示："))), "hint text cleared by the next action");
        Settle(scene);
        for (int i = 1; i < toBoard.Count; i++) { Click(Body(toBoard[i])); Settle(scene); }
        Press(T("Button.Hint"));
        Check(scene.Session.HintTier == 1 && Player.Labels.Exists(l => l.StartsWith(Say("Aim for:", "目标："))), "after a move, Hint starts at the milestone again");
        Press(T("Button.Hint"));
        Press(T("Button.Hint"));
        Check(IsHinted(Player.Named("Boat")), "with the load aboard, the third press tints the boat");
        Click(Player.Named("Boat"));
        Check(!IsHinted(Player.Named("Boat")), "sailing clears the boat's tint");
        Settle(scene);
        CheckConsistent(scene, "after following the hint");
        NoExceptions("hint");
    }

    static void AiNext()
    {
        FirstController scene = LoadScene();
        GameState before = scene.Session.Game.Snapshot();
        Press(T("Button.AiNext"));
        GameState after = scene.Session.Game.Snapshot();
        int moved = Math.Abs(after.BoatPriests - before.BoatPriests) + Math.Abs(after.BoatDevils - before.BoatDevils);
        Check(moved == 1 && after.Boat == before.Boat, "AI next performed exactly one boarding: " + before + " -> " + after);
        Check(scene.Busy, "the boarding is animated");
        Press(T("Button.AiNext"));
        Check(scene.Session.Game.Snapshot().Equals(after), "AI next waits for the animation");
        Check(Settle(scene), "the animation ends");
        Press(T("Button.AiNext"));
        Check(!scene.Session.Game.Snapshot().Equals(after), "after the animation AI next acts again");
        Settle(scene);
        CheckConsistent(scene, "after AI next");
        NoExceptions("AI next");
    }

    static void AutoSolveClassic()
    {
        FirstController scene = LoadScene();
        Press(T("Button.AutoSolve"));
        Check(Player.RunUntil(() => !scene.Busy, 20000), "Auto-solve finishes");
        Check(scene.Session.Game.Crossings == 11, "won in 11 crossings, took " + scene.Session.Game.Crossings);
        Player.Step();
        Check(Status() == Say("You win! Everyone crossed in 11 crossings (the best possible).", "你赢了！全员过河，共渡河11次，已是最少次数。"), "win message: " + Status());
        CheckVerdictShown(scene, "after Auto-solve");
        CheckConsistent(scene, "after Auto-solve");
        NoExceptions("Auto-solve");
    }

    static void LossByClicks()
    {
        FirstController scene = LoadScene();
        RiverGame game = scene.Session.Game;
        Click(Body(game.Characters[0]));
        Settle(scene);
        Click(Body(game.Characters[1]));
        Settle(scene);
        Click(Player.Named("Boat"));
        Settle(scene);
        Player.Step();
        Check(Status() == Say("Game over: the devils outnumber the priests on the start bank.", "游戏结束：起始岸上的魔鬼比牧师多。"), "loss message: " + Status());
        CheckVerdictShown(scene, "after the loss");
        GameState lost = game.Snapshot();
        string message = Status();
        foreach (Character c in game.Characters) { Click(Body(c)); Settle(scene); }
        Click(Player.Named("Boat"));
        foreach (string b in new[] { T("Button.Hint"), T("Button.AiNext"), T("Button.AutoSolve") }) { Press(b); Settle(scene); }
        Check(scene.Session.Game.Snapshot().Equals(lost) && Status() == message, "after the loss only Restart changes anything");
        Press(T("Button.Restart"));
        Settle(scene);
        Check(scene.Session.Game.Snapshot().Equals(GameState.StartOf(Rules.Classic)), "Restart starts over");
        CheckConsistent(scene, "after Restart");
        NoExceptions("loss");
    }

    static void RestartAtEveryFrame()
    {
        FirstController scene = LoadScene();
        Press(T("Button.AutoSolve"));
        int length = 0;
        while (scene.Busy && length < 20000) { Player.Step(); length++; }
        Check(length > 100, "an Auto-solve run lasts " + length + " frames");
        int bad = 0;
        for (int frame = 0; frame <= length; frame++)
        {
            Press(T("Button.Restart"));
            Settle(scene);
            Press(T("Button.AutoSolve"));
            for (int i = 0; i < frame; i++) Player.Step();
            Press(T("Button.Restart"));
            bool idle = Player.RunUntil(() => !scene.Busy, 5);
            GameState at = scene.Session.Game.Snapshot();
            bool ok = Player.Exceptions.Count == 0 && idle && at.Equals(GameState.StartOf(Rules.Classic)) && !scene.Busy;
            if (!ok && bad++ < 3) Check(false, "Restart at frame " + frame + ": idle " + idle + ", " + at + ", exceptions " + Player.Exceptions.Count);
            if (bad > 3) break; // a broken Restart would otherwise make every later frame wait out Settle
            if (frame % 50 == 0) CheckConsistent(scene, "after Restart at frame " + frame);
        }
        Check(bad == 0, bad + " of " + (length + 1) + " Restart frames misbehaved");
        Press(T("Button.AiNext"));
        Check(scene.Session.Game.Snapshot().BoatPriests + scene.Session.Game.Snapshot().BoatDevils == 1, "playable after the last Restart");
        NoExceptions("Restart");
    }

    static void Monkey()
    {
        var random = new Random(20261122);
        FirstController scene = LoadScene();
        int clicks = 0, checks = 0;
        while (clicks < 10000)
        {
            int what = random.Next(20);
            RiverGame game = scene.Session.Game;
            if (what < 10 && game.Characters.Count > 0)
                Player.Click(Body(game.Characters[random.Next(game.Characters.Count)]));
            else if (what < 13)
                Player.Click(Player.Named("Boat"));
            else if (what < 19)
                Player.Press(Buttons[random.Next(Buttons.Length)]);
            else
                Player.Press(scene.Levels[random.Next(scene.Levels.Count)].Label(Words));
            clicks++;
            int frames = random.Next(4) == 0 ? random.Next(200) : random.Next(8);
            for (int i = 0; i <= frames; i++)
            {
                Player.Step();
                // The frame a button is pressed shows the labels drawn before it acted.
                if (!Player.Pressed && Status() != scene.Session.Message(Words))
                {
                    Check(false, "click " + clicks + ": status '" + Status() + "' is not the session's message");
                }
            }
            if (Player.Pressed) Player.Step(); // let the labels show the press
            if (!scene.Busy)
            {
                CheckConsistent(scene, "monkey click " + clicks);
                CheckVerdictShown(scene, "monkey click " + clicks);
                checks++;
            }
            if (Player.Exceptions.Count > 0) break;
        }
        Check(checks > 1000, "settled states checked: " + checks);
        NoExceptions("monkey after " + clicks + " clicks");
    }

    static void EveryLevel()
    {
        FirstController scene = LoadScene();
        IList<Level> levels = scene.Levels;
        Check(levels.Count >= 5, "levels offered: " + levels.Count);
        // The package's tests (Tests/Runtime/SampleLevels.cs) vouch for exactly these levels and labels.
        Check(levels.Count == PriestsDevils.Tests.SampleLevels.Labelled.Length, "the package tests list every level");
        for (int i = 0; i < levels.Count && i < PriestsDevils.Tests.SampleLevels.Labelled.Length; i++)
        {
            object[] labelled = PriestsDevils.Tests.SampleLevels.Labelled[i];
            Check(levels[i].Rules.Equals((Rules)labelled[0]) && levels[i].MinCrossings == (int?)labelled[1],
                  "level " + i + " is the package tests' " + labelled[0] + ": " + levels[i]);
        }
        // The asset marks exactly the unsolvable level as meant to be, so its Inspector warns of none.
        IList<PriestsDevils.UnityGlue.LevelDefinition> defined = LevelSetAsset.Load().Levels;
        for (int i = 0; i < defined.Count && i < levels.Count; i++)
            Check(defined[i].meantUnsolvable == !levels[i].IsSolvable, "level " + i + ": meant unsolvable exactly when unsolvable");
        for (int i = 0; i < levels.Count; i++)
        {
            Level level = levels[i];
            Press(level.Label(Words));
            Check(scene.Session.Solver.Rules.Equals(level.Rules), "level " + level + " loaded");
            CheckConsistent(scene, "level " + level);
            Press(T("Button.AutoSolve"));
            Check(Player.RunUntil(() => !scene.Busy, 50000), "Auto-solve ends on " + level);
            Player.Step();
            if (level.IsSolvable)
            {
                Check(scene.Session.Game.Crossings == level.MinCrossings.Value, level + ": won in " + scene.Session.Game.Crossings);
                Check(Status().StartsWith(Say("You win!", "你赢了！")), level + ": " + Status());
            }
            else
            {
                Check(scene.Session.Game.Crossings == 0, level + ": Auto-solve does nothing");
                Check(Status() == Say("Crossings so far: 0. This level is unsolvable: no sequence of crossings takes everyone across.",
                                       "已渡河0次。这一关无解：怎么渡河都不能让所有人过河。"), level + ": " + Status());
            }
            CheckConsistent(scene, "after Auto-solve on " + level);
        }
        NoExceptions("levels");
    }

    static void VariantLevel()
    {
        FirstController scene = LoadScene();
        Level variant = scene.Levels.First(l => l.Rules.Rowers != Rowers.Anyone && l.Rules.BoatSafety == BoatSafety.Aboard);
        Press(variant.Label(Words));
        RiverGame game = scene.Session.Game;
        Character[] priests = game.Characters.Where(c => c.Kind == CharacterKind.Priest).ToArray();
        Character[] devils = game.Characters.Where(c => c.Kind == CharacterKind.Devil).ToArray();
        // Two devils alone: nobody may row.
        Click(Body(devils[0])); Settle(scene);
        Click(Body(devils[1])); Settle(scene);
        Click(Player.Named("Boat")); Settle(scene);
        Player.Step();
        Check(game.BoatSide == Side.Start && game.Crossings == 0, "the devils' boat stays docked");
        Check(Status() == Say("Only priests row: put a priest aboard.", "仅牧师划船：请让一名牧师上船。"), "no-rower message: " + Status());
        // One priest with the two devils: outnumbered aboard.
        Click(Body(priests[0])); Settle(scene);
        Click(Player.Named("Boat")); Settle(scene);
        Player.Step();
        Check(game.BoatSide == Side.Start && game.Crossings == 0, "the outnumbered boat stays docked");
        Check(Status() == Say("When priests are aboard, devils may not outnumber them.", "船上有牧师时，魔鬼不能比牧师多。"), "outnumbered message: " + Status());
        // One devil off: a priest and a devil may cross.
        Click(Body(devils[1])); Settle(scene);
        Click(Player.Named("Boat")); Settle(scene);
        Player.Step();
        Check(game.BoatSide == Side.Far && game.Crossings == 1, "an allowed load sails");
        CheckConsistent(scene, "after a legal crossing on " + variant);
        NoExceptions("variant level");
    }

    /// <summary>Every renderer's box (centre ± scale / 2; a capsule is twice as tall as its scale) inside
    /// the camera's view: 60° vertical field, 16:9, pitched 15° down as in Main.unity.</summary>
    static bool OnScreen(GameObject o, Vector3 camera)
    {
        double pitch = 15.0 * Math.PI / 180.0, tanV = Math.Tan(30.0 * Math.PI / 180.0), tanH = tanV * 16.0 / 9.0;
        Vector3 c = o.transform.position, s = o.transform.localScale;
        float height = o.name.StartsWith("Priest") ? 2f * s.y : s.y;
        for (int corner = 0; corner < 8; corner++)
        {
            double x = c.x + ((corner & 1) == 0 ? -s.x : s.x) / 2 - camera.x;
            double y = c.y + ((corner & 2) == 0 ? -height : height) / 2 - camera.y;
            double z = c.z + ((corner & 4) == 0 ? -s.z : s.z) / 2 - camera.z;
            double depth = z * Math.Cos(pitch) - y * Math.Sin(pitch);
            double up = y * Math.Cos(pitch) + z * Math.Sin(pitch);
            if (depth <= 0 || Math.Abs(x) > depth * tanH || Math.Abs(up) > depth * tanV) return false;
        }
        return true;
    }

    static void LayoutFits()
    {
        int scenes = 0;
        for (int k = 1; k <= 5; k++)
            for (int n = 0; n <= 8; n++)
                for (int m = 0; m <= 8; m++)
                {
                    FirstController scene = LoadScene(n, m, k);
                    scenes++;
                    string what = n + "P " + m + "D boat " + k;
                    Layout layout = scene.Layout;
                    Vector3 camera = Camera.main.transform.position;
                    foreach (GameObject o in Player.Objects)
                    {
                        if (o.GetComponent<Renderer>() != null) Check(OnScreen(o, camera), what + ": " + o.name + " on screen");
                    }
                    // The hull floats in the river at either bank, clear of the banks.
                    foreach (PriestsDevils.Side side in new[] { PriestsDevils.Side.Start, PriestsDevils.Side.Far })
                    {
                        float hull = layout.HullPosition(side).x;
                        Check(Math.Abs(hull) + layout.HullLength / 2f <= layout.River / 2f, what + ": hull inside the river");
                        for (int seat = 0; seat < k; seat++)
                        {
                            Vector3 p = layout.SeatPosition(side, seat, k);
                            Check(Math.Abs(p.x - hull) + 0.4f <= layout.HullLength / 2f, what + ": seat " + seat + " on the hull");
                            Check(p.y - Layout.Stand >= Layout.HullHeight - 0.001f, what + ": seat " + seat + " above the hull");
                        }
                        for (int slot = 0; slot < n + m; slot++)
                        {
                            Vector3 p = layout.SlotPosition(side, slot);
                            float edge = layout.River / 2f;
                            Check(Math.Abs(p.x) - 0.4f >= edge && Math.Abs(p.x) + 0.4f <= edge + layout.BankLength, what + ": slot " + slot + " on the bank");
                            Check(p.y - Layout.Stand >= Layout.BankTop - 0.001f, what + ": slot " + slot + " on the bank's top");
                        }
                    }
                    CheckConsistent(scene, what);
                    NoExceptions(what);
                }
        Check(scenes == 405, "configurations laid out: " + scenes);
        // The check can fail: from the scene file's camera, the largest level does not fit.
        LoadScene(8, 8, 5);
        bool all = true;
        foreach (GameObject o in Player.Objects)
            if (o.GetComponent<Renderer>() != null) all &= OnScreen(o, new Vector3(0f, 7f, -22f));
        Check(!all, "the largest level overflows the scene file's camera, which the controller moves");
    }

    static void InspectorValidation()
    {
        FirstController scene = LoadScene(3, 3, 0);
        Check(Status() == Say("The Inspector's level is out of range (see the Console): playing the classic game instead.", "Inspector 中设置的关卡超出范围（详见控制台）：改玩经典关卡。"), "boat capacity 0 is reported: " + Status());
        Check(scene.Session.Solver.Rules.Equals(Rules.Classic), "the classic game is played instead");
        Press(T("Button.AiNext"));
        Check(scene.Busy, "and it is playable");
        NoExceptions("Inspector values");
        // A level the library refuses (too large): the screen words its status in the run's language, the
        // Console keeps the library's English message; the classic game is played instead.
        scene = LoadScene(100000, 1000, 2);
        string english = Solver.GetStatusMessage(PriestsDevils.Status.TooLarge);
        string said = Words.StatusText(PriestsDevils.Status.TooLarge);
        Check(said == Say(english, "这些规则的规模太大：安全状态超过 PD_MAX_SAFE_STATES 个，构建时要检查的渡河超过 PD_MAX_MOVES 次，或者船载人数太大，求解库的过河方式只有 32 位，装不下"),
              "the status's sentence: " + said);
        Check(Status() == Say("This level cannot be loaded: " + english + " (see the Console).", "无法加载这一关：" + said + "（详见控制台）。"),
              "a refused level is reported by its status: " + Status());
        Check(Player.Errors.Exists(e => e.Contains("cannot load") && e.Contains(english)), "the Console has the library's message: " + string.Join(" | ", Player.Errors.ToArray()));
        Check(scene.Session.Solver.Rules.Equals(Rules.Classic), "the classic game is played instead of the refused level");
        CheckShownWords("a refused level");
        Press(T("Button.Language"));
        Check(Status() == scene.Words.Format("Load.Failed", scene.Words.StatusText(PriestsDevils.Status.TooLarge)), "the notice is worded again: " + Status());
        Press(scene.Words["Button.Language"]);
        NoExceptions("a refused level");
        var min = typeof(RulesField).GetField("boatCapacity").GetCustomAttributes(typeof(MinAttribute), false);
        Check(min.Length == 1 && ((MinAttribute)min[0]).min == 1f, "boatCapacity carries [Min(1)]");
        var field = typeof(FirstController).GetField("level", System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic);
        Check(field != null && field.FieldType == typeof(RulesField) && field.GetCustomAttributes(typeof(SerializeField), false).Length == 1,
              "the level is a [SerializeField] RulesField the Inspector edits");
        Check(typeof(RulesField).GetCustomAttributes(typeof(SerializableAttribute), false).Length == 1, "RulesField is [Serializable]");
        // A variant set in the Inspector is played.
        Player.Reset();
        new GameObject("Main Camera").AddComponent<Camera>();
        FirstController variant = Player.LoadComponent<FirstController>(new GameObject("Main"), c =>
        {
            c.Level = new RulesField { priests = 3, devils = 3, boatCapacity = 3, boatSafety = BoatSafety.Aboard, rowers = Rowers.Priests };
            c.LevelSet = LevelSetAsset.Load();
        });
        Player.Step();
        Check(variant.Session.Solver.Rules.Equals(new Rules(3, 3, 3, BoatSafety.Aboard, Rowers.Priests)), "the Inspector's variant is played");
    }
}
