using System.Collections.Generic;
using PriestsDevils;
using PriestsDevils.Game;
using UnityEngine;

/// <summary>
/// The scene controller, on the scene's one "Main" object. Builds everything from code, forwards clicks
/// and buttons to the engine-free game, animates what the game reports, and asks the Rust solver for
/// Hint, AI next and Auto-solve.
/// </summary>
public class FirstController : MonoBehaviour, ISceneController, IUserAction
{
    public int Priests = 3;
    public int Devils = 3;
    public int BoatCapacity = 2;

    private GameSession session;
    private ActionManager actions;
    private BoatModel boat;
    private readonly List<CharacterModel> characters = new List<CharacterModel>();
    private bool autoSolving;
    private string status = "";
    private string hint = "";

    public string Status { get { return status; } }
    public string HintText { get { return hint; } }

    private void Awake()
    {
        SSDirector.GetInstance().CurrentSceneController = this;
        actions = gameObject.AddComponent<ActionManager>();
        gameObject.AddComponent<UserGUI>();
        session = new GameSession(new Rules(Priests, Devils, BoatCapacity));
        LoadResources();
    }

    public void LoadResources()
    {
        new BankModel(Side.Start);
        new BankModel(Side.Far);
        new RiverModel();
        boat = new BoatModel(this);
        BuildCharacters();
    }

    private void BuildCharacters()
    {
        foreach (CharacterModel m in characters) Destroy(m.Body);
        characters.Clear();
        foreach (Character c in session.Game.Characters) characters.Add(new CharacterModel(c, this));
        boat.Hull.transform.position = new Vector3(Layout.BoatX(Side.Start), 0.2f, 0f);
        session.Game.CharacterMoved += OnCharacterMoved;
        session.Game.BoatSailed += OnBoatSailed;
        Refresh();
    }

    private void OnCharacterMoved(Character c)
    {
        actions.MoveCharacter(characters[c.Id].Body, PositionOf(c));
    }

    private void OnBoatSailed(Side side)
    {
        actions.MoveBoat(boat.Hull, new Vector3(Layout.BoatX(side), 0.2f, 0f));
        foreach (Character c in session.Game.Characters)
        {
            if (c.Place == Place.Boat) actions.MoveBoat(characters[c.Id].Body, PositionOf(c));
        }
    }

    private Vector3 PositionOf(Character c)
    {
        RiverGame game = session.Game;
        if (c.Place == Place.Boat) return Layout.SeatPosition(game.BoatSide, c.Slot, game.Boat.Capacity);
        return Layout.SlotPosition(c.Place == Place.StartBank ? Side.Start : Side.Far, c.Slot);
    }

    private void Refresh()
    {
        status = session.Judge.Message(session.Game);
    }

    public void ClickCharacter(CharacterModel character)
    {
        if (actions.Busy || autoSolving) return;
        hint = "";
        session.Game.Click(character.Character);
        Refresh();
    }

    public void ClickBoat()
    {
        if (actions.Busy || autoSolving) return;
        hint = "";
        session.Sail();
        Refresh();
    }

    public void Restart()
    {
        autoSolving = false;
        hint = "";
        session.Restart();
        BuildCharacters();
    }

    public void Hint()
    {
        hint = session.Hint();
    }

    public void AiNext()
    {
        if (actions.Busy || autoSolving) return;
        hint = "";
        session.AiNext();
        Refresh();
    }

    public void AutoSolve()
    {
        hint = "";
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
