// Clicks in every input setting: the program is compiled once per Active Input Handling (tests/unity/csharp.rs),
// and here a press on a character, the boat or a button must act exactly once (never twice where both
// backends run, never zero times where one is missing); the stand-in is shown to deliver OnMouseDown and
// IMGUI presses only where Unity does, so a view relying on them would fail these checks. Then a whole
// game is won by clicks alone. Part of the scene test program (SceneTests.cs).
using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using UnityEngine;
using UnityStandIn;

/// <summary>A scene controller that counts what the view asks of it.</summary>
class CountingActions : ISceneController, IUserAction
{
    public readonly Dictionary<string, int> Calls = new Dictionary<string, int>();
    public int LastLevel = -1;

    void Count(string what) { int n; Calls.TryGetValue(what, out n); Calls[what] = n + 1; }
    public int Of(string what) { int n; return Calls.TryGetValue(what, out n) ? n : 0; }
    public int Total { get { int n = 0; foreach (int c in Calls.Values) n += c; return n; } }

    public void LoadResources() { }
    public void ClickCharacter(CharacterModel character) { Count("character"); }
    public void ClickBoat() { Count("boat"); }
    public void Restart() { Count("Button.Restart"); }
    public void Hint() { Count("Button.Hint"); }
    public void AiNext() { Count("Button.AiNext"); }
    public void AutoSolve() { Count("Button.AutoSolve"); }
    public void SelectLevel(int index) { Count("level"); LastLevel = index; }
    public IList<Level> Levels { get { return new ReadOnlyCollection<Level>(new Level[2]); } }
    public IList<string> LevelLabels { get { return new ReadOnlyCollection<string>(new[] { "Level A", "Level B" }); } }
    public string Status { get { return "Counting"; } }
    public string HintText { get { return ""; } }
    public bool IsUsable { get { return true; } }
    public void SwitchLanguage() { Count("Button.Language"); }
    public void ToggleMap() { Count("Button.Map"); }
    public StateMap ShownMap() { return null; }
    public void Cross(Move load) { Count("cross"); }
    public void ClickPuzzleCharacter(PuzzleCharacterModel character) { Count("puzzle character"); }
    public void ToggleList() { Count("Button.Puzzles"); }
    public bool ShowingPuzzles { get { return false; } }
    public void SelectPuzzle(int index) { Count("puzzle"); }
    public IList<string> PuzzleLabels { get { return new ReadOnlyCollection<string>(new string[0]); } }
    public IList<PuzzleCharacterModel> PuzzleCharacters { get { return new ReadOnlyCollection<PuzzleCharacterModel>(new PuzzleCharacterModel[0]); } }
    public StringTable Words { get { return StringTable.English; } }
    public Font Font { get { return null; } }
}

/// <summary>Counts OnMouseDown, which only some input backends send.</summary>
class MouseDownProbe : MonoBehaviour
{
    public int Count;
    private void OnMouseDown() { Count++; }
}

/// <summary>Counts what GUI.Button returns for its button, which only the Input Manager's IMGUI events make true.</summary>
class ImguiProbe : MonoBehaviour
{
    public Rect At = new Rect(1000f, 600f, 120f, 40f);
    public int Count;
    private void OnGUI() { if (GUI.Button(At, "probe")) Count++; }
}

static partial class SceneTests
{
    /// <summary>Main.unity's camera: at (0, 7, -22), pitched 15° down, 60° vertical field.</summary>
    static Camera SceneCamera()
    {
        Camera camera = new GameObject("Main Camera").AddComponent<Camera>();
        camera.transform.position = new Vector3(0f, 7f, -22f);
        camera.transform.rotation = new Quaternion(0.13052619f, 0f, 0f, 0.9914449f);
        return camera;
    }

    static Rect DrawnRect(string kind, string text)
    {
        Drawn found = Player.Drawing.Find(d => d.Kind == kind && (text == null || d.Text == text));
        return found == null ? new Rect(-1f, -1f, 0f, 0f) : found.Position;
    }

    static Vector2 Centre(Rect r) { return new Vector2(r.x + r.width / 2f, r.y + r.height / 2f); }

    /// <summary>Moves <paramref name="o"/> onto the ray through a GUI point, and checks that the ray hits it
    /// there (so a click at that point would reach it were nothing in front).</summary>
    static Vector2 PutUnder(GameObject o, Vector2 gui, string what)
    {
        Vector2 screen = Player.ScreenOf(gui);
        Ray ray = Camera.main.ScreenPointToRay(screen);
        o.transform.position = ray.GetPoint(20f);
        RaycastHit hit;
        Check(Physics.Raycast(ray, out hit) && hit.collider.gameObject == o, what + ": the ray through the point hits " + o.name);
        return screen;
    }

    static void ClicksActOnce()
    {
        Player.Reset();
        Camera camera = SceneCamera();
        var actions = new CountingActions();
        SSDirector.GetInstance().CurrentSceneController = actions;
        GameObject boat = GameObject.CreatePrimitive(PrimitiveType.Cube);
        boat.name = "Boat";
        boat.transform.position = new Vector3(0f, 0.3f, 0f);
        boat.transform.localScale = new Vector3(3f, 0.6f, 1.6f);
        boat.AddComponent<ClickHandler>().Init(actions, null);
        MouseDownProbe mouseDown = boat.AddComponent<MouseDownProbe>();
        new GameObject("View").AddComponent<UserGUI>();
        Player.Step();
        Check(camera.WorldToScreenPoint(boat.transform.position).z > 0f, "the boat is in front of the camera");

        Click(boat);
        Check(actions.Of("boat") == 1 && actions.Total == 1, "a click on the boat sails once: " + actions.Total + " calls");
        // The stand-in sends OnMouseDown where Unity's Input Manager does: a view acting on it as well would
        // count two under Both, and a view acting on it alone none under the Input System.
        Check(mouseDown.Count == (Player.InputManagerActive ? 1 : 0), "OnMouseDown sent " + mouseDown.Count + " times");
        Check(Player.MouseDownMessages == mouseDown.Count, "no OnMouseDown reached the sample's own scripts");

        foreach (string command in UserGUI.Commands)
        {
            int before = actions.Total;
            Press(StringTable.English[command]);
            Check(actions.Of(command) == 1 && actions.Total == before + 1, "the " + command + " button acts once: " + actions.Of(command));
        }
        Press("Level B");
        Check(actions.Of("level") == 1 && actions.LastLevel == 1, "a level button selects its level once");
        Press(StringTable.English["Button.Puzzles"]);
        Check(actions.Of("Button.Puzzles") == 1 && actions.Of("level") == 1, "the Puzzles button toggles the list once");

        // Where nothing is, nothing happens: the corner of the sky.
        int total = actions.Total;
        Player.ClickAt(new Vector2(1270f, 710f));
        Player.Step();
        Check(actions.Total == total, "a press on the empty sky does nothing");

        // A button in front of the boat takes the press; so does the panel.
        Player.Step();
        PutUnder(boat, Centre(DrawnRect("button", "Hint")), "behind the Hint button");
        Player.Step();
        Press("Hint");
        Check(actions.Of("Button.Hint") == 2 && actions.Of("boat") == 1, "a press on a button with the boat behind it presses the button only");
        Vector2 panel = PutUnder(boat, Centre(DrawnRect("texture", null)), "behind the panel");
        Player.Step();
        total = actions.Total;
        Player.ClickAt(panel);
        Player.Step();
        Check(actions.Total == total, "a press on the panel does not reach the boat behind it");

        // GUI.Button returns true only where IMGUI gets input events: a view acting on its return value as
        // well would press twice under Both, and on it alone never under the Input System.
        ImguiProbe imgui = new GameObject("IMGUI probe").AddComponent<ImguiProbe>();
        Player.Step();
        Press("probe");
        Check(imgui.Count == (Player.InputManagerActive ? 1 : 0), "GUI.Button returned true " + imgui.Count + " times");
        // And UnityEngine.Input throws without the Input Manager, as Unity's does.
        bool threw = false;
        try { Input.GetMouseButtonDown(0); }
        catch (InvalidOperationException) { threw = true; }
        Check(threw == !Player.InputManagerActive, "UnityEngine.Input throws exactly when the Input Manager is off");
        NoExceptions("clicks act once");
    }

    /// <summary>The classic game won by clicks alone, along the solver's plan: each crossing boards its load
    /// by clicking characters on the boat's bank, sails by clicking the boat and lands everyone aboard.</summary>
    static void WinByClicks()
    {
        FirstController scene = LoadScene();
        RiverGame game = scene.Session.Game;
        Move[] plan;
        using (var solver = new Solver(Rules.Classic)) plan = solver.GetPlan(Rules.Classic.Start);
        foreach (Move move in plan)
        {
            Place bank = game.BoatSide == PriestsDevils.Side.Start ? Place.StartBank : Place.FarBank;
            int priests = move.Priests, devils = move.Devils;
            foreach (Character c in game.Characters)
            {
                if (c.Place != bank) continue;
                bool wanted = c.Kind == CharacterKind.Priest ? priests-- > 0 : devils-- > 0;
                if (!wanted) continue;
                Click(Body(c));
                Check(c.Place == Place.Boat, c + " boarded by a click");
                Settle(scene);
            }
            int crossings = game.Crossings;
            Click(Player.Named("Boat"));
            Check(game.Crossings == crossings + 1, "a click on the boat sails");
            Settle(scene);
            if (game.IsOver) break; // the last crossing wins: nobody lands after that
            foreach (Character c in game.Characters)
            {
                if (c.Place != Place.Boat) continue;
                Click(Body(c));
                Check(c.Place != Place.Boat, c + " landed by a click");
                Settle(scene);
            }
        }
        Player.Step();
        Check(game.Crossings == 11 && Status() == Say("You win! Everyone crossed in 11 crossings (the best possible).", "你赢了！全员过河，共渡河11次，已是最少次数。"),
              "won by clicks: " + Status());
        CheckConsistent(scene, "after winning by clicks");
        NoExceptions("win by clicks");
    }
}
