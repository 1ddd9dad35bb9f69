using System.Collections.Generic;
using System.Collections.ObjectModel;
using PriestsDevils;
using PriestsDevils.Game;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>
    /// The scene controller, on the scene's one "Main" object. Builds everything from code, forwards clicks
    /// and buttons to the engine-free game, animates what the game reports, and asks the Rust solver for
    /// Hint, AI next and Auto-solve. While anything moves, clicks and buttons other than Restart are ignored
    /// (the course rule); Restart and a level change cancel the animations first.
    /// </summary>
    public class FirstController : MonoBehaviour, ISceneController, IUserAction
    {
        [SerializeField] [Tooltip("The level the scene starts with (the level buttons switch to others).")]
        private RulesField level = RulesField.Classic;

        private GameSession _session;
        private ActionManager _actions;
        private Layout _layout;
        private BoatModel _boat;
        private readonly List<GameObject> _scenery = new List<GameObject>();
        private readonly List<CharacterModel> _characters = new List<CharacterModel>();
        private readonly List<Highlightable> _hinted = new List<Highlightable>();
        // Built once, when Awake describes the levels; OnGUI reads them every frame without allocating.
        private IList<Level> _levels = new ReadOnlyCollection<Level>(new Level[0]);
        private IList<string> _levelLabels = new ReadOnlyCollection<string>(new string[0]);
        private bool _autoSolving;
        private string _status = "";
        private string _hint = "";
        private string _problem;

        /// <summary>The level the scene starts with, as set in the Inspector (read in Awake).</summary>
        public RulesField Level { get { return level; } set { level = value; } }

        public string Status { get { return _problem ?? _status; } }
        public string HintText { get { return _hint; } }
        public bool IsUsable { get { return _problem == null; } }
        public IList<Level> Levels { get { return _levels; } }
        public IList<string> LevelLabels { get { return _levelLabels; } }

        /// <summary>The game being played (null when the native library is unusable).</summary>
        public GameSession Session { get { return _session; } }
        /// <summary>Where things stand on screen for the current level.</summary>
        public Layout Layout { get { return _layout; } }
        /// <summary>Whether an animation is running or Auto-solve is playing.</summary>
        public bool Busy { get { return _autoSolving || (_actions != null && _actions.Busy); } }

        private void Awake()
        {
            SSDirector.GetInstance().CurrentSceneController = this;
            _actions = gameObject.AddComponent<ActionManager>();
            gameObject.AddComponent<UserGUI>();
            if (!NativePlugin.TryLoad(out _problem))
            {
                // Once, in the Console, with everything needed to fix it; the same text stays on screen.
                Debug.LogError("Priests and Devils sample: " + _problem);
                return;
            }
            List<Level> levels = PriestsDevils.Game.Levels.Describe(PriestsDevils.Game.Levels.Presets);
            var labels = new string[levels.Count];
            for (int i = 0; i < labels.Length; i++) labels[i] = levels[i].ToString();
            _levels = levels.AsReadOnly();
            _levelLabels = new ReadOnlyCollection<string>(labels);
            Rules rules;
            string invalid;
            if (!level.TryGetRules(out rules, out invalid))
            {
                _status = "Inspector level out of range (" + invalid + "): playing the classic game instead.";
                Load(Rules.Classic, false);
                return;
            }
            Load(rules, true);
        }

        public void LoadResources()
        {
            foreach (GameObject o in _scenery) Destroy(o);
            _scenery.Clear();
            Rules rules = _session.Solver.Rules;
            _layout = new Layout(rules.Priests + rules.Devils, rules.BoatCapacity);
            _scenery.Add(new BankModel(Side.Start, _layout).Land);
            _scenery.Add(new BankModel(Side.Far, _layout).Land);
            _scenery.Add(new RiverModel(_layout).Water);
            _boat = new BoatModel(this, _layout);
            _scenery.Add(_boat.Body);
            if (Camera.main != null) Camera.main.transform.position = _layout.CameraPosition();
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
                _status = "Cannot load " + rules + ": " + e.Message;
                if (_session != null) return;
                next = new GameSession(Rules.Classic);
            }
            if (_session != null) _session.Dispose();
            _session = next;
            Stop();
            LoadResources();
            BuildCharacters();
            if (judge) Refresh();
        }

        /// <summary>Cancels animations, Auto-solve and the hint.</summary>
        private void Stop()
        {
            _autoSolving = false;
            _actions.CancelAll();
            ClearHint();
        }

        private void BuildCharacters()
        {
            foreach (CharacterModel m in _characters) Destroy(m.Body);
            _characters.Clear();
            foreach (Character c in _session.Game.Characters) _characters.Add(new CharacterModel(c, this, PositionOf(c)));
            _boat.Body.transform.position = _layout.HullPosition(_session.Game.BoatSide);
            _session.Game.CharacterMoved += OnCharacterMoved;
            _session.Game.BoatSailed += OnBoatSailed;
        }

        private void OnCharacterMoved(Character c)
        {
            _actions.MoveCharacter(_characters[c.Id].Body, PositionOf(c));
        }

        private void OnBoatSailed(Side side)
        {
            _actions.MoveBoat(_boat.Body, _layout.HullPosition(side));
            foreach (Character c in _session.Game.Characters)
            {
                if (c.Place == Place.Boat) _actions.MoveBoat(_characters[c.Id].Body, PositionOf(c));
            }
        }

        /// <summary>Where the model says a character belongs on screen.</summary>
        public Vector3 PositionOf(Character c)
        {
            RiverGame game = _session.Game;
            if (c.Place == Place.Boat) return _layout.SeatPosition(game.BoatSide, c.Slot, game.Boat.Capacity);
            return _layout.SlotPosition(c.Place == Place.StartBank ? Side.Start : Side.Far, c.Slot);
        }

        private void Refresh()
        {
            _status = _session.Message();
        }

        private bool Accepting { get { return _session != null && !Busy; } }

        public void ClickCharacter(CharacterModel character)
        {
            if (!Accepting) return;
            ClearHint();
            _session.Game.Click(character.Character);
            Refresh();
        }

        public void ClickBoat()
        {
            if (!Accepting) return;
            ClearHint();
            _session.Sail();
            Refresh();
        }

        public void Restart()
        {
            if (_session == null) return;
            Stop();
            _session.Restart();
            BuildCharacters();
            Refresh();
        }

        public void SelectLevel(int index)
        {
            if (_session == null || index < 0 || index >= _levels.Count) return;
            Load(_levels[index].Rules, true);
        }

        public void Hint()
        {
            if (!Accepting) return;
            bool sail;
            List<Character> targets;
            string text = _session.NextHint(out targets, out sail);
            ShowHint(text, targets, sail);
        }

        /// <summary>Shows a hint until the next action: its text, and a tint on what to move next (the
        /// characters, or the boat when it should sail). Every kind of hint goes through here.</summary>
        private void ShowHint(string text, IEnumerable<Character> targets, bool sail)
        {
            ClearHint();
            _hint = text;
            foreach (Character c in targets) _hinted.Add(_characters[c.Id]);
            if (sail) _hinted.Add(_boat);
            foreach (Highlightable h in _hinted) h.SetHighlighted(true);
        }

        private void ClearHint()
        {
            _hint = "";
            foreach (Highlightable h in _hinted) h.SetHighlighted(false);
            _hinted.Clear();
        }

        public void AiNext()
        {
            if (!Accepting) return;
            ClearHint();
            _session.AiNext();
            Refresh();
        }

        public void AutoSolve()
        {
            if (!Accepting) return;
            ClearHint();
            _autoSolving = !_session.Game.IsOver;
        }

        private void Update()
        {
            if (!_autoSolving || _actions.Busy) return;
            if (_session.AiNext() == ActionKind.None) _autoSolving = false;
            Refresh();
        }

        private void OnDestroy()
        {
            if (_session != null) _session.Dispose();
        }
    }
}
