using System.Collections.Generic;
using PriestsDevils;
using PriestsDevils.Game;
using UnityEngine;

/// <summary>
/// The scene controller, on the scene's one "Main" object. Builds everything from code, forwards clicks
/// and buttons to the engine-free game, animates what the game reports, and asks the Rust solver for
/// Hint, AI next and Auto-solve. While anything moves, clicks and buttons other than Restart are ignored
/// (the course rule); Restart and a level change cancel the animations first.
/// </summary>
public class FirstController : MonoBehaviour, ISceneController, IUserAction
{
    [Min(0)] [Tooltip("Priests of the level the scene starts with.")]
    public int Priests = 3;
    [Min(0)] [Tooltip("Devils of the level the scene starts with.")]
    public int Devils = 3;
    [Min(1)] [Tooltip("Seats in the boat (at least 1: somebody must row).")]
    public int BoatCapacity = 2;

    private GameSession session;
    private ActionManager actions;
    private Layout layout;
    private BoatModel boat;
    private readonly List<GameObject> scenery = new List<GameObject>();
    private readonly List<CharacterModel> characters = new List<CharacterModel>();
    private readonly List<Highlightable> hinted = new List<Highlightable>();
    private List<Level> levels = new List<Level>();
    private bool autoSolving;
    private string status = "";
    private string hint = "";
    private string problem;

    public string Status { get { return problem ?? status; } }
    public string HintText { get { return hint; } }
    public bool IsUsable { get { return problem == null; } }
    public IList<Level> Levels { get { return levels.AsReadOnly(); } }

    /// <summary>The game being played (null when the native library is unusable).</summary>
    public GameSession Session { get { return session; } }
    /// <summary>Where things stand on screen for the current level.</summary>
    public Layout Layout { get { return layout; } }
    /// <summary>Whether an animation is running or Auto-solve is playing.</summary>
    public bool Busy { get { return autoSolving || (actions != null && actions.Busy); } }

    private void Awake()
    {
        SSDirector.GetInstance().CurrentSceneController = this;
        actions = gameObject.AddComponent<ActionManager>();
        gameObject.AddComponent<UserGUI>();
        if (!NativePlugin.TryLoad(out problem)) return;
        levels = PriestsDevils.Game.Levels.Describe(PriestsDevils.Game.Levels.Presets);
        if (Priests < 0 || Devils < 0 || BoatCapacity < 1)
        {
            status = "Inspector values out of range (priests and devils at least 0, boat at least 1): "
                + "playing the classic game instead.";
            Load(Rules.Classic, false);
            return;
        }
        Load(new Rules(Priests, Devils, BoatCapacity), true);
    }

    public void LoadResources()
    {
        foreach (GameObject o in scenery) Destroy(o);
        scenery.Clear();
        Rules rules = session.Solver.Rules;
        layout = new Layout(rules.Priests + rules.Devils, rules.BoatCapacity);
        scenery.Add(new BankModel(Side.Start, layout).Land);
        scenery.Add(new BankModel(Side.Far, layout).Land);
        scenery.Add(new RiverModel(layout).Water);
        boat = new BoatModel(this, layout);
        scenery.Add(boat.Body);
        if (Camera.main != null) Camera.main.transform.position = layout.CameraPosition();
    }

    /// <summary>Starts a level: a new solver, scenery sized for it, everyone on the start bank.</summary>
    private void Load(Rules rules, bool judge)
    {
        GameSession next;
        try
        {
            next = new GameSession(rules);
        }
        catch (SolverException e)
        {
            status = "Cannot load " + rules + ": " + e.Message;
            if (session != null) return;
            next = new GameSession(Rules.Classic);
        }
        if (session != null) session.Dispose();
        session = next;
        Stop();
        LoadResources();
        BuildCharacters();
        if (judge) Refresh();
    }

    /// <summary>Cancels animations, Auto-solve and the hint.</summary>
    private void Stop()
    {
        autoSolving = false;
        actions.CancelAll();
        ClearHint();
    }

    private void BuildCharacters()
    {
        foreach (CharacterModel m in characters) Destroy(m.Body);
        characters.Clear();
        foreach (Character c in session.Game.Characters) characters.Add(new CharacterModel(c, this, PositionOf(c)));
        boat.Body.transform.position = layout.HullPosition(session.Game.BoatSide);
        session.Game.CharacterMoved += OnCharacterMoved;
        session.Game.BoatSailed += OnBoatSailed;
    }

    private void OnCharacterMoved(Character c)
    {
        actions.MoveCharacter(characters[c.Id].Body, PositionOf(c));
    }

    private void OnBoatSailed(Side side)
    {
        actions.MoveBoat(boat.Body, layout.HullPosition(side));
        foreach (Character c in session.Game.Characters)
        {
            if (c.Place == Place.Boat) actions.MoveBoat(characters[c.Id].Body, PositionOf(c));
        }
    }

    /// <summary>Where the model says a character belongs on screen.</summary>
    public Vector3 PositionOf(Character c)
    {
        RiverGame game = session.Game;
        if (c.Place == Place.Boat) return layout.SeatPosition(game.BoatSide, c.Slot, game.Boat.Capacity);
        return layout.SlotPosition(c.Place == Place.StartBank ? Side.Start : Side.Far, c.Slot);
    }

    private void Refresh()
    {
        status = session.Judge.Message(session.Game);
    }

    private bool Accepting { get { return session != null && !Busy; } }

    public void ClickCharacter(CharacterModel character)
    {
        if (!Accepting) return;
        ClearHint();
        session.Game.Click(character.Character);
        Refresh();
    }

    public void ClickBoat()
    {
        if (!Accepting) return;
        ClearHint();
        session.Sail();
        Refresh();
    }

    public void Restart()
    {
        if (session == null) return;
        Stop();
        session.Restart();
        BuildCharacters();
        Refresh();
    }

    public void SelectLevel(int index)
    {
        if (session == null || index < 0 || index >= levels.Count) return;
        Load(levels[index].Rules, true);
    }

    public void Hint()
    {
        if (!Accepting) return;
        ClearHint();
        hint = session.Hint();
        bool sail;
        foreach (Character c in session.HintTargets(out sail)) hinted.Add(characters[c.Id]);
        if (sail) hinted.Add(boat);
        foreach (Highlightable h in hinted) h.SetHighlighted(true);
    }

    private void ClearHint()
    {
        hint = "";
        foreach (Highlightable h in hinted) h.SetHighlighted(false);
        hinted.Clear();
    }

    public void AiNext()
    {
        if (!Accepting) return;
        ClearHint();
        session.AiNext();
        Refresh();
    }

    public void AutoSolve()
    {
        if (!Accepting) return;
        ClearHint();
        autoSolving = !session.Game.IsOver;
    }

    private void Update()
    {
        if (!autoSolving || actions.Busy) return;
        if (session.AiNext() == ActionKind.None) autoSolving = false;
        Refresh();
    }

    private void OnDestroy()
    {
        if (session != null) session.Dispose();
    }
}
