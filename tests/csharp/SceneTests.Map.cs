// The state map behind the Map button, played on the stand-in: what it draws for the classic game is
// checked cell by cell against the state graph this file works out on its own (which states are lost,
// crossings to go by breadth-first search from the goal, reachability from the start, the legal loads and
// their outcomes, the milestones as the states alone in their layer of every shortest plan), in the
// run's language; then crossings chosen on it, the sentence under the pointer, levels too large or a
// Game view too small, readability, and what its frames allocate. Part of SceneTests.cs's program.
using System;
using System.Collections.Generic;
using System.Linq;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using UnityEngine;
using UnityStandIn;

/// <summary>The state graph of rules where only the banks count and anyone rows, worked out by the test
/// itself: lost states, the legal loads, crossings to the goal and from the start.</summary>
sealed class ClassicGraph
{
    public readonly int N, M, K;
    public readonly Dictionary<State, int> ToGoal = new Dictionary<State, int>();
    public readonly Dictionary<State, int> FromStart = new Dictionary<State, int>();

    public ClassicGraph(int n, int m, int k)
    {
        N = n; M = m; K = k;
        Search(new State(0, 0, Side.Far), ToGoal);
        Search(new State(n, m, Side.Start), FromStart);
    }

    public bool LostOnStart(State s) { return s.Priests > 0 && s.Devils > s.Priests; }
    public bool LostOnFar(State s) { return N - s.Priests > 0 && M - s.Devils > N - s.Priests; }
    public bool Lost(State s) { return LostOnStart(s) || LostOnFar(s); }

    /// <summary>Every load the boat's bank can send, with the state it leads to.</summary>
    public List<KeyValuePair<Move, State>> Loads(State s)
    {
        var loads = new List<KeyValuePair<Move, State>>();
        bool start = s.Boat == Side.Start;
        int priests = start ? s.Priests : N - s.Priests, devils = start ? s.Devils : M - s.Devils;
        for (int a = 0; a <= priests; a++)
            for (int b = 0; b <= devils; b++)
            {
                if (a + b == 0 || a + b > K) continue;
                State to = start ? new State(s.Priests - a, s.Devils - b, Side.Far) : new State(s.Priests + a, s.Devils + b, Side.Start);
                loads.Add(new KeyValuePair<Move, State>(new Move(a, b), to));
            }
        return loads;
    }

    /// <summary>Breadth-first search over safe states (moves are reversible, so either direction; the
    /// goal is a state like any other, as the library's reachability counts it).</summary>
    void Search(State from, Dictionary<State, int> found)
    {
        if (Lost(from)) return;
        var queue = new Queue<State>();
        found[from] = 0;
        queue.Enqueue(from);
        while (queue.Count > 0)
        {
            State s = queue.Dequeue();
            foreach (KeyValuePair<Move, State> load in Loads(s))
            {
                if (Lost(load.Value) || found.ContainsKey(load.Value)) continue;
                found[load.Value] = found[s] + 1;
                queue.Enqueue(load.Value);
            }
        }
    }

    /// <summary>The states every shortest plan from <paramref name="from"/> passes through after it, the
    /// goal included: each alone in its layer of the states on a shortest plan.</summary>
    public HashSet<State> Milestones(State from)
    {
        var layer = new Dictionary<State, int>();
        Search(from, layer);
        int best = ToGoal[from];
        var onPlan = layer.Keys.Where(s => ToGoal.ContainsKey(s) && layer[s] + ToGoal[s] == best).ToList();
        return new HashSet<State>(onPlan.Where(s => layer[s] > 0 && onPlan.Count(t => layer[t] == layer[s]) == 1));
    }
}

static partial class SceneTests
{
    static void RunMapTests()
    {
        Run("map: the classic game's cells, crossings and milestones", MapOfTheClassicGame);
        Run("map: readable at every width, in the scene's font", MapIsReadable);
        Run("map: levels too large, a Game view too small", MapSizes);
        Run("map: the other language words every cell again", MapSwitchesLanguage);
        Run("map: scaled by the screen's dpi", MapScalesWithDpi);
    }

    static string EnPeople(int p, int d)
    {
        if (p == 0 && d == 0) return "nobody";
        string priests = p + (p == 1 ? " priest" : " priests"), devils = d + (d == 1 ? " devil" : " devils");
        return d == 0 ? priests : p == 0 ? devils : priests + " and " + devils;
    }

    static string People(int p, int d) { return Say(EnPeople(p, d), p == 0 && d == 0 ? "没有人" : ZhPeople(new Move(p, d))); }

    /// <summary>The first part of a cell's sentence, as the test words it: the state and its verdict.</summary>
    static string Sentence(ClassicGraph g, State s)
    {
        bool far = s.Boat == Side.Far;
        string text = Say(People(s.Priests, s.Devils) + " on the start bank, the boat on the " + (far ? "far" : "start") + " bank",
                          "起始岸上：" + People(s.Priests, s.Devils) + "；船在" + (far ? "终点岸" : "起始岸"));
        if (s.Equals(new State(0, 0, Side.Far))) return text + Say(": everyone has crossed", "，全员已过河");
        if (g.LostOnStart(s)) return text + Say(": lost, the devils outnumber the priests on the start bank", "，已经输了：起始岸上的魔鬼比牧师多");
        if (g.LostOnFar(s)) return text + Say(": lost, the devils outnumber the priests on the far bank", "，已经输了：终点岸上的魔鬼比牧师多");
        int n;
        text += g.ToGoal.TryGetValue(s, out n)
            ? Say(": " + n + (n == 1 ? " crossing to go" : " crossings to go"), "，还要渡河" + n + "次")
            : Say(": safe, but no crossing wins from here", "，安全，但从这里已经不可能让所有人过河");
        return text + (g.FromStart.ContainsKey(s) ? "" : Say(" (not reachable from the start)", "（从开局走不到这里）"));
    }

    /// <summary>The cell label the last frame drew for <paramref name="s"/>: the one whose tooltip starts
    /// with the state's sentence (null, and a failed check, unless exactly one does).</summary>
    static Drawn CellOf(ClassicGraph g, State s)
    {
        string sentence = Sentence(g, s);
        List<Drawn> found = Player.Drawing.Where(d => d.Kind == "label" && d.Tooltip != null
            && (d.Tooltip == sentence || d.Tooltip.StartsWith(sentence + " ") || d.Tooltip.StartsWith(sentence + "（")
                || d.Tooltip.StartsWith(sentence + "(") || d.Tooltip.StartsWith(sentence + ";") || d.Tooltip.StartsWith(sentence + "；"))).ToList();
        Check(found.Count == 1, "one cell reads '" + sentence + "': " + found.Count);
        return found.Count == 1 ? found[0] : null;
    }

    static IEnumerable<State> AllStates(ClassicGraph g)
    {
        foreach (Side side in new[] { Side.Start, Side.Far })
            for (int p = 0; p <= g.N; p++)
                for (int d = 0; d <= g.M; d++) yield return new State(p, d, side);
    }

    static List<Drawn> Within(Rect r, string kind)
    {
        return Player.Drawing.Where(d => d.Kind == kind && Inside(d.Position, r)).ToList();
    }

    static List<Drawn> MapCells() { return Player.Drawing.Where(d => d.Kind == "label" && !string.IsNullOrEmpty(d.Tooltip)).ToList(); }

    /// <summary>What the test expects a crossing to <paramref name="to"/> from <paramref name="here"/> to
    /// be: its mark, its colour and the end of its sentence.</summary>
    static void Outcome(ClassicGraph g, State here, Move load, State to, out string mark, out Color color, out string end)
    {
        string people = People(load.Priests, load.Devils);
        int now = g.ToGoal[here], after;
        if (g.Lost(to) || !g.ToGoal.TryGetValue(to, out after))
        {
            mark = Say("L", "输");
            color = MapView.LosesColor;
            end = Say("; take " + people + " across to get here: loses", "；让" + people + "渡河到这里：会输");
        }
        else if (after == now - 1)
        {
            mark = Say("O", "优");
            color = MapView.OptimalColor;
            end = Say("; take " + people + " across to get here: optimal", "；让" + people + "渡河到这里：最优");
        }
        else
        {
            int extra = after + 1 - now;
            mark = Say("D", "绕");
            color = MapView.DetourColor;
            end = Say("; take " + people + " across to get here: a detour, " + extra + (extra == 1 ? " more crossing" : " more crossings"),
                      "；让" + people + "渡河到这里：绕远，多渡河" + extra + "次");
        }
    }

    /// <summary>Checks every cell the last frame drew against the test's own graph, for the game standing
    /// at <paramref name="here"/> having visited <paramref name="trail"/>; returns the drawn cell of each
    /// legal load's target.</summary>
    static Dictionary<State, Drawn> CheckMap(ClassicGraph g, State here, ICollection<State> trail, HashSet<State> milestones, string when)
    {
        List<Drawn> cells = MapCells();
        Check(cells.Count == 2 * (g.N + 1) * (g.M + 1), when + ": " + cells.Count + " cells drawn");
        var targets = new Dictionary<State, KeyValuePair<Move, State>>();
        if (!g.Lost(here) && g.ToGoal.ContainsKey(here) && g.ToGoal[here] > 0)
            foreach (KeyValuePair<Move, State> load in g.Loads(here)) targets[load.Value] = load;
        var reachable = new List<KeyValuePair<int, Color>>();
        var drawnTargets = new Dictionary<State, Drawn>();
        foreach (State s in AllStates(g))
        {
            Drawn cell = CellOf(g, s);
            if (cell == null) continue;
            string what = when + ": " + s;
            int at = Player.Drawing.IndexOf(cell);
            Drawn fill = at > 0 ? Player.Drawing[at - 1] : null;
            Check(fill != null && fill.Kind == "texture" && fill.Position.Equals(cell.Position), what + ": a quad under the cell's text");
            if (fill == null) continue;
            int n;
            bool safe = !g.Lost(s), reached = g.FromStart.ContainsKey(s), winnable = g.ToGoal.TryGetValue(s, out n);
            Check(cell.Text == (!safe ? "×" : winnable ? n.ToString() : "–"), what + ": shows '" + cell.Text + "'");
            if (!safe) Check(fill.Color == MapView.LostColor, what + ": lost, dark");
            else if (!reached) Check(fill.Color == MapView.MutedColor, what + ": unreachable, muted");
            else
            {
                Check(fill.Color != MapView.LostColor && fill.Color != MapView.MutedColor, what + ": coloured by distance");
                if (winnable) reachable.Add(new KeyValuePair<int, Color>(n, fill.Color));
            }
            // The marks: the frame of the current state, the trail's dot, the milestone's ◆, a target's badge.
            var marks = Within(cell.Position, "label").Where(d => d != cell).Select(d => d.Text).ToList();
            var quads = Within(cell.Position, "texture").Where(d => d != fill).ToList();
            bool isHere = s.Equals(here), visited = trail.Contains(s), milestone = milestones.Contains(s);
            string suffix = (isHere ? Say(" (you are here)", "（当前位置）") : visited ? Say(" (visited)", "（走过）") : "")
                + (milestone ? Say(" (a milestone: every shortest plan passes here)", "（里程碑：每一种最优方案都经过这里）") : "");
            Check(quads.Count(q => q.Color == Color.white) == (isHere ? 4 : 0), what + ": framed in white exactly when the game stands here");
            Check(quads.Count(q => q.Color == MapView.MarkColor) == (visited ? 1 : 0), what + ": a dot exactly when visited");
            Check(marks.Count(m => m == "◆") == (milestone ? 1 : 0), what + ": a ◆ exactly on a milestone");
            KeyValuePair<Move, State> load;
            if (targets.TryGetValue(s, out load))
            {
                string mark, end;
                Color color;
                Outcome(g, here, load.Key, s, out mark, out color, out end);
                Check(marks.Contains(mark), what + ": marked '" + mark + "', has " + string.Join(",", marks.ToArray()));
                Check(quads.Count(q => q.Color == color) == 5, what + ": a frame and a badge in the outcome's colour");
                Check(cell.Tooltip == Sentence(g, s) + suffix + end, what + ": sentence '" + cell.Tooltip + "'");
                drawnTargets[s] = cell;
            }
            else
            {
                Check(marks.All(m => m == "◆"), what + ": no crossing's mark: " + string.Join(",", marks.ToArray()));
                Check(cell.Tooltip == Sentence(g, s) + suffix, what + ": sentence '" + cell.Tooltip + "'");
            }
        }
        // One colour per distance, the blue channel rising with it (near the goal green, far blue).
        foreach (var a in reachable)
            foreach (var b in reachable)
                Check(a.Key == b.Key ? a.Value == b.Value : (a.Key < b.Key) == (a.Value.b < b.Value.b), when + ": colour scale at " + a.Key + " and " + b.Key);
        Check(drawnTargets.Count == targets.Count, when + ": every legal load's cell is marked");
        return drawnTargets;
    }

    static void ClickCell(Drawn cell)
    {
        Player.ClickAt(Player.ScreenOf(Centre(cell.Position)));
        Player.Step();
    }

    static void MapOfTheClassicGame()
    {
        var g = new ClassicGraph(3, 3, 2);
        // The test's graph agrees with the classic game's known facts.
        var start = new State(3, 3, Side.Start);
        Check(g.ToGoal[start] == 11 && g.Milestones(start).Count == 9, "11 crossings, 9 milestones (the goal the last)");
        FirstController scene = LoadScene();
        Check(scene.ShownMap() == null, "the map starts hidden");
        Press(T("Button.Map"));
        Check(scene.ShownMap() != null && MapCells().Count > 0, "the Map button shows it");
        Check(!Player.Buttons.Contains(scene.LevelLabels[0]), "in the level buttons' place");
        Dictionary<State, Drawn> targets = CheckMap(g, start, new[] { start }, g.Milestones(start), "start");
        Check(targets.Count == 5, "five loads from the start: " + targets.Count);

        // A cell no crossing reaches does nothing, and the press stops at the map.
        Drawn idle = CellOf(g, new State(3, 3, Side.Far));
        ClickCell(idle);
        Check(!scene.Busy && scene.Session.Game.Crossings == 0, "a cell no crossing reaches does nothing");

        // The optimal crossing of a priest and a devil, chosen on the map, plays like a player's.
        Drawn optimal = targets[new State(2, 2, Side.Far)];
        ClickCell(optimal);
        Check(scene.Busy, "the crossing is under way");
        int frames = 0;
        while (scene.Busy && frames < 5000) { Player.Step(); frames++; }
        Player.Step();
        GameState after = scene.Session.Game.Snapshot();
        Check(frames > 20 && after.ToState().Equals(new State(2, 2, Side.Far)) && scene.Session.Game.Crossings == 1,
              "a priest and a devil crossed in " + frames + " frames: " + after);
        Check(after.BoatPriests == 1 && after.BoatDevils == 1, "they stay aboard, as after a player's clicks");
        CheckConsistent(scene, "after a crossing on the map");
        var here = new State(2, 2, Side.Far);
        targets = CheckMap(g, here, new[] { start, here }, g.Milestones(here), "after one crossing");

        // With one of them aboard the other way, the crossing lands who is not in the load first.
        Drawn back = targets[new State(3, 2, Side.Start)];
        ClickCell(back);
        Check(Settle(scene, 20000), "the priest goes back");
        Player.Step();
        Check(scene.Session.Game.Snapshot().ToState().Equals(new State(3, 2, Side.Start)) && scene.Session.Game.Crossings == 2,
              "the devil landed, the priest crossed back: " + scene.Session.Game.Snapshot());
        CheckConsistent(scene, "after a crossing back");

        // A losing crossing loses, as the judge says for any crossing.
        here = new State(3, 2, Side.Start);
        targets = CheckMap(g, here, new[] { start, new State(2, 2, Side.Far), here }, g.Milestones(here), "after two");
        ClickCell(targets[new State(1, 2, Side.Far)]);
        Settle(scene, 20000);
        Player.Step();
        Check(Status() == Say("Game over: the devils outnumber the priests on the start bank.", "游戏结束：起始岸上的魔鬼比牧师多。"), "the loss is judged: " + Status());
        Check(MapCells().All(c => !Within(c.Position, "label").Any(m => m.Text == Say("O", "优") || m.Text == Say("L", "输") || m.Text == Say("D", "绕"))),
              "a lost game offers no crossing");

        // The sentence under the pointer is the caption; off the cells, the current state's.
        Drawn over = CellOf(g, new State(1, 1, Side.Far));
        Player.PointAt(Player.ScreenOf(Centre(over.Position)));
        Player.Step();
        Check(Player.Labels[Player.Labels.Count - 1] == over.Tooltip, "the caption reads the cell under the pointer: " + Player.Labels[Player.Labels.Count - 1]);
        Player.PointAt(new Vector2(5f, 5f));
        Player.Step();
        Check(Player.Labels[Player.Labels.Count - 1] == CellOf(g, new State(1, 2, Side.Far)).Tooltip, "elsewhere, the current state's");
        Press(T("Button.Restart"));
        targets = CheckMap(g, start, new[] { start }, g.Milestones(start), "after Restart");
        // The map takes the presses on it: a character behind it is not clicked.
        Character priest = scene.Session.Game.Characters.First(c => c.Kind == CharacterKind.Priest);
        Vector3 seen = Camera.main.WorldToScreenPoint(Body(priest).transform.position);
        Drawn panel = Player.Drawing.Last(d => d.Kind == "texture" && d.Color == UserGUI.PanelColor);
        Check(panel.Position.Contains(new Vector2(seen.x, Player.ScreenHeight - seen.y)), "the priest is behind the map");
        Click(Body(priest));
        Settle(scene);
        Check(priest.Place == Place.StartBank, "a press on the map does not reach the priest behind it");
        // A priest aboard (the map hidden to click him), then two devils chosen: the priest lands first.
        Press(T("Button.Map"));
        Click(Body(priest));
        Settle(scene);
        Check(priest.Place == Place.Boat, "a priest boarded by a click");
        Press(T("Button.Map"));
        targets = CheckMap(g, start, new[] { start }, g.Milestones(start), "the map shown again");
        ClickCell(targets[new State(3, 1, Side.Far)]);
        Check(Settle(scene, 20000), "the two devils cross");
        after = scene.Session.Game.Snapshot();
        Check(after.ToState().Equals(new State(3, 1, Side.Far)) && after.BoatDevils == 2 && after.BoatPriests == 0 && priest.Place == Place.StartBank,
              "the priest landed, two devils crossed: " + after);
        CheckConsistent(scene, "after a crossing that landed a passenger");
        Press(T("Button.Map"));
        Check(scene.ShownMap() == null && MapCells().Count == 0 && Player.Buttons.Contains(scene.LevelLabels[0]), "the Map button hides it again");
        NoExceptions("map of the classic game");
    }

    /// <summary>The map is readable at every width: every text on its quad with a contrast of 4.5:1 or more,
    /// as tall and as wide as it needs, in the scene's font; below the buttons, inside the screen.</summary>
    static void MapIsReadable()
    {
        foreach (int width in new[] { 1920, 1280, 800, 480, 320 })
        {
            FirstController scene = LoadScene();
            Player.ScreenWidth = width;
            Player.Step();
            Press(T("Button.Map"));
            string when = "map at " + width + " px";
            CheckReadable(when);
            Check(MapCells().Count == 32, when + ": " + MapCells().Count + " cells");
            int last = Player.Drawing.FindLastIndex(d => d.Kind == "button");
            float below = Player.Drawing.Where(d => d.Kind == "button").Max(d => d.Position.y + d.Position.height);
            for (int i = last + 1; i < Player.Drawing.Count; i++)
            {
                Rect r = Player.Drawing[i].Position;
                Check(r.y >= below && r.y + r.height <= Player.ScreenHeight, when + ": " + Player.Drawing[i].Kind + " '" + Player.Drawing[i].Text + "' below the buttons, on screen");
            }
            Check(Player.Drawing.Where(d => d.Kind == "label").All(d => d.Style != null && d.Style.font == scene.Font), when + ": every text in the scene's font");
        }
        NoExceptions("readable map");
    }

    static void MapSizes()
    {
        // The largest level mapped fits a 1280 x 720 Game view, cells of at least MapView.MinCell pixels.
        FirstController scene = LoadScene(StateMap.MaxCount, StateMap.MaxCount, 5);
        Press(T("Button.Map"));
        List<Drawn> cells = MapCells();
        Check(cells.Count == 2 * 13 * 13 && scene.ShownMap().Rows == 13, "12 priests and 12 devils: " + cells.Count + " cells");
        Check(cells.All(c => c.Position.width >= MapView.MinCell - 2f), "every cell at least " + MapView.MinCell + " pixels");
        CheckReadable("the largest map");
        var g = new ClassicGraph(12, 12, 5);
        Check(CellOf(g, new State(12, 12, Side.Start)) != null && CellOf(g, new State(6, 7, Side.Far)) != null, "cells read as the test words them");
        // A level beyond it says so instead.
        string tooLarge = Say("The map draws levels of up to 12 priests and 12 devils: this level is too large.", "地图只能绘制最多12名牧师和12个魔鬼的关卡：这一关太大了。");
        foreach (int[] level in new[] { new[] { 13, 3 }, new[] { 3, 13 } })
        {
            LoadScene(level[0], level[1], 2);
            Press(T("Button.Map"));
            Check(Player.Labels.Contains(tooLarge) && MapCells().Count == 0, level[0] + "P " + level[1] + "D: the map says it is too large");
            CheckReadable("a level too large");
        }
        // A Game view too short for the cells asks for more room; grown again, it shows the map.
        scene = LoadScene();
        Press(T("Button.Map"));
        Player.ScreenHeight = 360;
        Player.Step();
        Check(Player.Labels.Contains(Say("The Game view is too small for the map: make it larger.", "游戏视图太小，放不下地图：请把它放大。")) && MapCells().Count == 0, "360 pixels high: too small");
        Player.ScreenHeight = 720;
        Player.Step();
        Check(MapCells().Count == 32, "720 pixels high: the map again");
        NoExceptions("map sizes");
    }

    /// <summary>The map draws as large to the eye on a dense screen: dpi / 96, clamped to 1..3, and 1 when
    /// Unity does not know the dpi (0). On a 3840 x 2160 screen, where every size fits, the classic game's
    /// cells are 44 pixels at 0 and 96 dpi, 66 at 144 dpi and 132 (3 x 44) at 480 dpi, and the map's texts grow
    /// alike; every drawn rectangle stays on screen.</summary>
    static void MapScalesWithDpi()
    {
        Check(MapView.ScaleFor(0f) == 1f && MapView.ScaleFor(-1f) == 1f && MapView.ScaleFor(float.NaN) == 1f, "unknown dpi: 1");
        Check(MapView.ScaleFor(72f) == 1f && MapView.ScaleFor(96f) == 1f, "96 dpi and less: 1");
        Check(MapView.ScaleFor(144f) == 1.5f && MapView.ScaleFor(288f) == 3f && MapView.ScaleFor(480f) == 3f, "dpi / 96, at most 3");
        foreach (float[] c in new[] { new[] { 0f, 44f, 14f }, new[] { 96f, 44f, 14f }, new[] { 144f, 66f, 21f }, new[] { 480f, 132f, 42f } })
        {
            LoadScene();
            Player.ScreenWidth = 3840;
            Player.ScreenHeight = 2160;
            Player.ScreenDpi = c[0];
            Player.Step();
            Press(T("Button.Map"));
            string when = "map at " + c[0] + " dpi";
            List<Drawn> cells = MapCells();
            // A cell's quad is the cell less a pixel each side (MapView.Layout).
            Check(cells.Count == 32 && cells.All(d => d.Position.width == c[1] - 2f), when + ": cells of " + c[1] + " pixels: "
                  + (cells.Count > 0 ? cells[0].Position.width.ToString() : "none"));
            Check(Player.Drawing.Any(d => d.Kind == "label" && d.Style != null && d.Style.fontSize == (int)c[2] && d.Style.alignment == TextAnchor.UpperLeft),
                  when + ": the map's texts at " + c[2] + " pixels");
            Check(Player.Drawing.All(d => d.Position.y + d.Position.height <= Player.ScreenHeight), when + ": on screen");
            CheckReadable(when);
        }
        NoExceptions("map and dpi");
    }

    static void MapSwitchesLanguage()
    {
        FirstController scene = LoadScene();
        Press(T("Button.Map"));
        StringTable other = Words == StringTable.English ? StringTable.SimplifiedChinese : StringTable.English;
        List<string> tooltips = MapCells().Select(c => c.Tooltip).ToList(), labels = Player.Labels.ToList();
        Press(T("Button.Language"));
        Check(scene.Words == other && scene.ShownMap() != null, "the map stays shown in " + other.Code);
        List<string> switched = MapCells().Select(c => c.Tooltip).ToList();
        Check(switched.Count == tooltips.Count && switched.All(t => !tooltips.Contains(t)), "every cell's sentence is worded again");
        Check(Player.Labels.Contains(other["Map.Legend"]) && Player.Labels.Contains(other["Map.BoatFar"]), "the legend and titles in " + other.Code);
        Press(other["Button.Language"]);
        Check(MapCells().Select(c => c.Tooltip).SequenceEqual(tooltips) && Player.Labels.SequenceEqual(labels), "switching back shows the same texts");
        NoExceptions("map language");
    }
}
