// Puzzle mode, played the way players play it: the Puzzles button, a puzzle of the family
// (puzzles/*.river, shipped as PuzzleTexts), then Hint pressed and what it tints clicked, frame by frame,
// until the game is won; AI next, Auto-solve, a loss and refused sails. The expected figures are the ones
// recorded in the puzzle files ("# figures: crossings 7; time -; ..."), the expected texts the tests' own
// words in both languages. Part of the scene test program (SceneTests.cs).
using System;
using System.Collections.Generic;
using System.Linq;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using UnityEngine;
using UnityStandIn;

static partial class SceneTests
{
    static void RunPuzzleTests()
    {
        Run("puzzles: every puzzle of the set is offered, labelled with its file's figures", PuzzlesOffered);
        Run("puzzles: three won by Hint, frame by frame", PuzzlesWonByHint);
        Run("puzzles: AI next takes one step, Auto-solve wins", PuzzleAiNextAndAutoSolve);
        Run("puzzles: a loss, refused sails and out of time, in the file's words", PuzzleLossAndRefusals);
        Run("puzzles: switching language mid-puzzle rewords the hint and the status only", PuzzleLanguageSwitch);
        Run("puzzles: frames allocate nothing: idle with names drawn, hinted, animating", PuzzleFramesAllocateNothing);
    }

    /// <summary>The puzzle file's text, its title line's title and a figure of its "# figures:" line
    /// (null for "-").</summary>
    static string PuzzleText(string name) { return PuzzleTexts.Texts[Array.IndexOf(PuzzleTexts.Names, name)]; }

    static string PuzzleTitle(string name)
    {
        return PuzzleText(name).Split('\n').First(l => l.StartsWith("puzzle ")).Substring("puzzle ".Length).Trim();
    }

    static int? PuzzleFigure(string name, string figure)
    {
        string line = PuzzleText(name).Split('\n').First(l => l.StartsWith("# figures:"));
        foreach (string part in line.Substring("# figures:".Length).Split(';'))
        {
            string[] words = part.Trim().Split(' ');
            if (words.Length == 2 && words[0] == figure) return words[1] == "-" ? (int?)null : int.Parse(words[1]);
        }
        throw new ArgumentException(name + " records no figure " + figure);
    }

    /// <summary>The label the test expects on a puzzle's button: its title, then its fewest crossings or,
    /// timed, its least time.</summary>
    static string ExpectedPuzzleLabel(string name)
    {
        int? time = PuzzleFigure(name, "time");
        int crossings = PuzzleFigure(name, "crossings").Value;
        return PuzzleTitle(name) + (time.HasValue ? Say(": " + time + " minutes", "：" + time + "分钟") : Say(": " + crossings + " crossings", "：渡河" + crossings + "次"));
    }

    /// <summary>Loads the scene, shows the puzzles and starts <paramref name="name"/> by its button.</summary>
    static FirstController StartPuzzle(string name)
    {
        FirstController scene = LoadScene();
        Press(T("Button.Puzzles"));
        Check(scene.ShowingPuzzles && Player.Buttons.Contains(T("Button.Levels")), name + ": the Puzzles button shows the puzzles");
        Press(ExpectedPuzzleLabel(name));
        Check(scene.Puzzle != null && scene.Puzzle.Puzzle.Title == PuzzleTitle(name), name + ": its button starts it");
        Check(!scene.ShowingPuzzles && Player.Buttons.Contains(T("Button.Puzzles")), name + ": the list closes, covering none of the scene");
        return scene;
    }

    static GameObject PuzzleBody(FirstController scene, PuzzleCharacter c) { return scene.PuzzleCharacters[c.Id].Body; }

    /// <summary>After animations settle, every character stands where the game says, named as its file
    /// names it, with its name drawn; the boat too; the status line is the session's message.</summary>
    static void CheckPuzzleConsistent(FirstController scene, string when)
    {
        PuzzleGame game = scene.Puzzle.Game;
        foreach (PuzzleCharacter c in game.Characters)
        {
            GameObject body = Player.Named(c.Name);
            Check(body != null && body == PuzzleBody(scene, c), when + ": " + c + " has its body, named as the file names it");
            if (body == null) continue;
            Check(body.transform.position == scene.PositionOf(c), when + ": " + c + " at " + body.transform.position + ", the game says " + scene.PositionOf(c));
            bool far = c.Place == Place.FarBank || (c.Place == Place.Boat && game.BoatSide == Side.Far);
            Check(far ? body.transform.position.x < 0f : body.transform.position.x > 0f, when + ": " + c + " on the wrong side of the river");
            Check(Player.Labels.Contains(c.Name), when + ": " + c.Name + "'s name is drawn");
        }
        Check(Player.Named("Boat").transform.position == scene.Layout.HullPosition(game.BoatSide), when + ": the boat is where the game says");
        Check(Status() == scene.Puzzle.Message(Words), when + ": status '" + Status() + "' is the session's message");
    }

    /// <summary>What is tinted: the characters and the boat lit by the last hint.</summary>
    static List<GameObject> Tinted(FirstController scene)
    {
        var tinted = scene.Puzzle.Game.Characters.Select(c => PuzzleBody(scene, c)).Where(IsHinted).ToList();
        if (IsHinted(Player.Named("Boat"))) tinted.Add(Player.Named("Boat"));
        return tinted;
    }

    static void PuzzlesOffered()
    {
        FirstController scene = LoadScene();
        Check(!scene.ShowingPuzzles && !Player.Buttons.Contains(PuzzleTitle("wolf-goat-cabbage")), "the levels show first");
        Press(T("Button.Puzzles"));
        Check(scene.PuzzleLabels.Count == PuzzleTexts.Names.Length && PuzzleTexts.Names.Length >= 26, "every puzzle is offered: " + scene.PuzzleLabels.Count);
        foreach (string name in PuzzleTexts.Names)
            Check(Player.Buttons.Contains(ExpectedPuzzleLabel(name)), name + ": a button '" + ExpectedPuzzleLabel(name) + "'");
        Press(T("Button.Levels"));
        Check(!scene.ShowingPuzzles && Player.Buttons.Contains(scene.LevelLabels[0]), "the Levels button shows the levels again");
        Press(T("Button.Language"));
        Press(Words == StringTable.English ? StringTable.SimplifiedChinese["Button.Puzzles"] : StringTable.English["Button.Puzzles"]);
        Check(scene.PuzzleLabels.Contains(PuzzleTitle("wolf-goat-cabbage") + Say("：渡河7次", ": 7 crossings")), "the labels follow the language");
        NoExceptions("puzzles offered");
    }

    static void PuzzlesWonByHint()
    {
        foreach (string name in new[] { "wolf-goat-cabbage", "bridge-torch-17", "parents-4-children-cop-thief" })
        {
            FirstController scene = StartPuzzle(name);
            int crossings = PuzzleFigure(name, "crossings").Value;
            int? time = PuzzleFigure(name, "time");
            Player.Step();
            CheckPuzzleConsistent(scene, name + " at the start");
            Check(Status() == (time.HasValue
                ? Say("Crossings so far: 0, 0 minutes. At least " + time + " more minutes to go.", "已渡河0次，用时0分钟，至少还要" + time + "分钟。")
                : Say("Crossings so far: 0. At least " + crossings + " to go.", "已渡河0次，至少还要" + crossings + "次。")), name + ": start status " + Status());
            int presses = 0;
            while (!scene.Puzzle.Game.IsOver && presses < 400)
            {
                Press(T("Button.Hint"));
                presses++;
                string hint = scene.HintText;
                Check(Player.Labels.Contains(hint) && hint.StartsWith(Say("Hint: ", "提示：")), name + ": the hint is shown: " + hint);
                if (Words == StringTable.SimplifiedChinese)
                    Check(!hint.Contains("Board") && !hint.Contains("Land") && !hint.Contains("Sail") && (hint.Contains("上船") || hint.Contains("上岸") || hint.Contains("开船")), name + ": the library's words in Chinese: " + hint);
                List<GameObject> tinted = Tinted(scene);
                Check(tinted.Count == 1, name + ": the hint tints one thing to click: " + tinted.Count + " (" + hint + ")");
                if (tinted.Count != 1) break;
                PuzzleCharacter target = scene.Puzzle.Game.Characters.FirstOrDefault(c => PuzzleBody(scene, c) == tinted[0]);
                if (target != null) Check(hint.Contains(scene.Puzzle.Puzzle.Kind(target.Kind).Name), name + ": the hint names the tinted " + target.Name + ": " + hint);
                else Check(hint.StartsWith(Say("Hint: Sail", "提示：开船")), name + ": the boat is tinted when the hint says to sail: " + hint);
                Click(tinted[0]);
                Check(Settle(scene), name + ": the move settles");
                Player.Step();
                Check(Tinted(scene).Count == 0 && scene.HintText.Length == 0, name + ": a move clears the hint");
                CheckPuzzleConsistent(scene, name + " after press " + presses);
            }
            PuzzleState end = scene.Puzzle.Game.State;
            Check(scene.Puzzle.Puzzle.Check(end).Kind == PuzzleStateKind.Won, name + ": won by Hint after " + presses + " presses");
            Check(end.Crossings == crossings, name + ": in the file's " + crossings + " crossings: " + end.Crossings);
            string won = time.HasValue
                ? Say("You win! Everyone crossed in " + time + " minutes and " + crossings + " crossings (the best time: " + time + " minutes).",
                      "你赢了！所有人用" + time + "分钟、渡河" + crossings + "次过了河（最短用时：" + time + "分钟）。")
                : Say("You win! Everyone crossed in " + crossings + " crossings (the best possible).", "你赢了！全员过河，共渡河" + crossings + "次，已是最少次数。");
            Check(Status() == won, name + ": the win is told: " + Status());
            Check(!time.HasValue || end.Elapsed == time.Value, name + ": in the file's time: " + end.Elapsed);
            Press(T("Button.Hint"));
            Check(scene.HintText == T("Hint.Won") && Tinted(scene).Count == 0, name + ": no hint once won: " + scene.HintText);
            NoExceptions(name + " won by Hint");
        }
    }

    static void PuzzleAiNextAndAutoSolve()
    {
        const string name = "wolf-goat-cabbage";
        FirstController scene = StartPuzzle(name);
        PuzzleGame game = scene.Puzzle.Game;
        Press(T("Button.AiNext"));
        Settle(scene);
        Player.Step();
        Check(game.Aboard == 1 && game.Crossings == 0, "AI next takes exactly one atomic action: " + game.Aboard + " aboard, " + game.Crossings + " crossings");
        CheckPuzzleConsistent(scene, "after AI next");
        Press(T("Button.AiNext"));
        Settle(scene);
        Press(T("Button.AiNext"));
        Settle(scene);
        Player.Step();
        Check(game.Crossings == 1 && game.BoatSide == Side.Far, "three AI steps: two board, the boat sails: " + game.Crossings);
        CheckPuzzleConsistent(scene, "after three AI steps");
        Press(T("Button.AutoSolve"));
        Check(Settle(scene, 100000), "Auto-solve finishes");
        Player.Step();
        Check(game.IsOver && scene.Puzzle.Puzzle.Check(game.State).Kind == PuzzleStateKind.Won, "Auto-solve wins");
        Check(game.Crossings == 7 && Status() == Say("You win! Everyone crossed in 7 crossings (the best possible).", "你赢了！全员过河，共渡河7次，已是最少次数。"), "in 7 crossings: " + Status());
        CheckPuzzleConsistent(scene, "after Auto-solve");
        Press(T("Button.Restart"));
        Player.Step();
        Check(scene.Puzzle.Game.Crossings == 0 && !scene.Puzzle.Game.IsOver, "Restart starts the puzzle over");
        CheckPuzzleConsistent(scene, "after Restart");
        // A level's button leaves puzzle mode: the level's characters again, the puzzle's gone.
        Press(scene.LevelLabels[0]);
        Player.Step();
        Check(scene.Puzzle == null && Player.Named("Farmer") == null && scene.PuzzleCharacters.Count == 0, "a level ends puzzle mode");
        CheckConsistent(scene, "a level after a puzzle");
        NoExceptions("AI next and Auto-solve on a puzzle");
    }

    static void PuzzleLossAndRefusals()
    {
        const string name = "wolf-goat-cabbage";
        FirstController scene = StartPuzzle(name);
        PuzzleGame game = scene.Puzzle.Game;
        Click(Player.Named("Boat"));
        Player.Step();
        Check(game.Crossings == 0 && Status() == Say("Nobody is aboard: the boat cannot cross empty.", "船上没有人：船不能空着渡河。"), "an empty boat stays docked: " + Status());
        Click(Player.Named("Wolf"));
        Settle(scene);
        Click(Player.Named("Boat"));
        Player.Step();
        Check(game.Crossings == 0 && Status() == Say("Nobody aboard may row this crossing.", "船上没有人能划这次渡河。"), "the wolf cannot row: " + Status());
        Click(Player.Named("Wolf"));
        Settle(scene);
        Click(Player.Named("Farmer"));
        Settle(scene);
        Click(Player.Named("Boat"));
        Settle(scene);
        Player.Step();
        // The farmer leaves the goat with the cabbage: the rule of the file's own line breaks.
        string[] lines = PuzzleText(name).Split('\n');
        int line = Array.FindIndex(lines, l => l.StartsWith("bank never")) + 1;
        string rule = lines[line - 1].Trim();
        Check(game.IsOver && Status() == Say("Game over: the left bank breaks the rule of line " + line + ": " + rule, "游戏结束：左岸违反了第" + line + "行的规则：" + rule), "the loss names the rule: " + Status());
        Press(T("Button.Hint"));
        Check(scene.HintText == T("Hint.Lost"), "no hint once lost: " + scene.HintText);
        int aboard = game.Aboard;
        Click(Player.Named("Farmer"));
        Check(game.Aboard == aboard, "no click acts once lost");
        NoExceptions("a loss on a puzzle");

        // Timed: the two slowest cross first (10 minutes); no plan is within 17 minutes any more, yet the
        // game goes on, and a sail from there is still made, and a refused one still told.
        scene = StartPuzzle("bridge-torch-17");
        game = scene.Puzzle.Game;
        Click(Player.Named("Person3"));
        Settle(scene);
        Click(Player.Named("Person4"));
        Settle(scene);
        Click(Player.Named("Boat"));
        Settle(scene);
        Player.Step();
        Check(!game.IsOver && game.State.Elapsed == 10, "a slow crossing: 10 minutes, the game goes on: " + game.State.Elapsed);
        Check(Status() == Say("Crossings so far: 1, 10 minutes. No plan takes everyone across within 17 minutes any more: restart.",
                              "已渡河1次，用时10分钟。已经不可能在17分钟内让所有人过河：请重新开始。"), "out of time is told: " + Status());
        Press(T("Button.Hint"));
        Check(scene.HintText == Say("No crossing can win within the time limit from here: restart.", "从这里已经不可能在时限内让所有人过河：请重新开始。"), "no hint out of time: " + scene.HintText);
        Press(T("Button.AiNext"));
        Settle(scene);
        Check(game.Aboard == 2 && game.Crossings == 1, "AI next does nothing out of time");
        Click(Player.Named("Person4"));
        Settle(scene);
        Click(Player.Named("Person3"));
        Settle(scene);
        Click(Player.Named("Boat"));
        Player.Step();
        Check(game.Crossings == 1 && Status() == T("Status.IllegalCrossing"), "an empty boat stays docked out of time too: " + Status());
        Click(Player.Named("Person3"));
        Settle(scene);
        Click(Player.Named("Boat"));
        Settle(scene);
        Player.Step();
        Check(game.Crossings == 2 && game.State.Elapsed == 15 && !game.IsOver, "a sail out of time is made: " + game.State.Elapsed);
        NoExceptions("out of time on a puzzle");
    }

    static void PuzzleFramesAllocateNothing()
    {
        FirstController scene = StartPuzzle("wolf-goat-cabbage");
        // A round of every kind of frame first: the first frames compile the code and grow the lists.
        Press(T("Button.Hint"));
        Click(Tinted(scene)[0]);
        Settle(scene);
        Press(T("Button.Restart"));
        for (int i = 0; i < 10; i++) Player.Step();
        int ran;
        long idle = AllocatedOver(120, null, out ran);
        Check(idle == 0 && Player.Labels.Contains("Cabbage"), "120 idle frames, the names drawn, allocated " + idle + " bytes");
        Press(T("Button.Hint"));
        long hinted = AllocatedOver(60, null, out ran);
        Check(hinted == 0 && scene.HintText.Length > 0, "60 frames showing a hint allocated " + hinted + " bytes");
        Click(Tinted(scene)[0]);
        Check(scene.Busy, "a character is moving");
        long moving = AllocatedOver(1000, () => !scene.Busy, out ran);
        Check(ran > 5 && moving == 0, ran + " frames of a moving character allocated " + moving + " bytes");
        NoExceptions("a puzzle's frames");
    }

    static void PuzzleLanguageSwitch()
    {
        FirstController scene = StartPuzzle("wolf-goat-cabbage");
        Press(T("Button.AiNext"));
        Settle(scene);
        Press(T("Button.Hint"));
        List<GameObject> tinted = Tinted(scene);
        PuzzleState before = scene.Puzzle.Game.State;
        StringTable other = Words == StringTable.English ? StringTable.SimplifiedChinese : StringTable.English;
        Press(T("Button.Language"));
        Check(scene.Words == other, "the language switched");
        Check(scene.HintText.StartsWith(other == StringTable.English ? "Hint: " : "提示：") && Player.Labels.Contains(scene.HintText), "the hint in the other language: " + scene.HintText);
        Check(Status() == scene.Puzzle.Message(other) && Status().StartsWith(other == StringTable.English ? "Crossings so far: 0." : "已渡河0次"), "the status in the other language: " + Status());
        Check(Tinted(scene).SequenceEqual(tinted) && scene.Puzzle.Game.State.Equals(before) && scene.Puzzle.Game.Aboard == 1, "the game and the tint unchanged");
        Press(other["Button.Language"]);
        Check(scene.Words == Words && scene.HintText.StartsWith(Say("Hint: ", "提示：")), "and back: " + scene.HintText);
        NoExceptions("a language switch in a puzzle");
    }
}
