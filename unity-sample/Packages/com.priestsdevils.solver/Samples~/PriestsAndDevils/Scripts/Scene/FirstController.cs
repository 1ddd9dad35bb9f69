using System.Collections.Generic;
using System.Collections.ObjectModel;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.UnityGlue;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>
    /// The scene controller, on the scene's one "Main" object. Builds everything from code, forwards clicks
    /// and buttons to the engine-free game, animates what the game reports, and asks the Rust solver for
    /// Hint, AI next and Auto-solve, and for the state map (the Map button), whose chosen crossings play
    /// like AI next's, one animated action at a time. While anything moves, clicks and buttons other than Restart are ignored
    /// (the course rule); Restart and a level change cancel the animations first. Every word it shows
    /// comes from the active <see cref="StringTable"/>, chosen from the system's language and switched by
    /// the language button, which changes the words and nothing else. The Puzzles button offers the
    /// river-crossing family's puzzles instead of the levels: puzzle mode (FirstController.Puzzles.cs)
    /// plays one with the same clicks and buttons, every answer from the library's Puzzle.
    /// </summary>
    public partial class FirstController : MonoBehaviour, ISceneController, IUserAction
    {
        [SerializeField] [Tooltip("The level the scene starts with (the level buttons switch to others).")]
        private RulesField level = RulesField.Classic;
        [SerializeField] [Tooltip("The levels the level buttons offer: the sample's Levels asset, or any Level Set (Assets > Create > Priests and Devils > Level Set).")]
        private LevelSet levels;
        [SerializeField] [Tooltip("The font of every text: the sample's Noto Sans SC subset, which holds every character of both string tables (WebGL players have no system fonts to fall back on).")]
        private Font font;

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
        // Each level's display name from the level set, parallel to _levels ("" when it has none).
        private IList<string> _levelNames = new string[0];
        // Each level's own start state, parallel to _levels (null: everyone on the start bank).
        private State?[] _levelStarts = new State?[0];
        private State? _start;
        private bool _autoSolving;
        // The crossing chosen on the map, played one action per idle frame while _crossing is set.
        private bool _crossing;
        private Move _crossingLoad;
        private bool _mapShown;
        // The map of the current session (null until shown; dropped with the session).
        private StateMap _map;
        private string _status = "";
        private string _hint = "";
        // The library's own English explanation, for the Console; null when the library loaded.
        private string _problem;
        private StringTable _words = StringTable.English;
        // The key of a notice shown on the status line until the next action (null: the game's message), and
        // the library status it words as its {0} (Load.Failed), if any.
        private string _notice;
        private PriestsDevils.Status? _noticeStatus;

        /// <summary>The level the scene starts with, as set in the Inspector (read in Awake).</summary>
        public RulesField Level { get { return level; } set { level = value; } }
        /// <summary>The level set the level buttons offer, as set in the Inspector (read in Awake).</summary>
        public LevelSet LevelSet { get { return levels; } set { levels = value; } }

        public string Status { get { return _status; } }
        public string HintText { get { return _hint; } }
        public bool IsUsable { get { return _problem == null; } }
        public IList<Level> Levels { get { return _levels; } }
        public IList<string> LevelLabels { get { return _levelLabels; } }
        public StringTable Words { get { return _words; } }
        public Font Font { get { return font; } set { font = value; } }

        /// <summary>The game being played (null when the native library is unusable).</summary>
        public GameSession Session { get { return _session; } }
        /// <summary>Where things stand on screen for the current level.</summary>
        public Layout Layout { get { return _layout; } }
        /// <summary>Whether an animation is running or Auto-solve is playing.</summary>
        public bool Busy { get { return _autoSolving || _crossing || (_actions != null && _actions.Busy); } }

        private void Awake()
        {
            SSDirector.GetInstance().CurrentSceneController = this;
            _actions = gameObject.AddComponent<ActionManager>();
            gameObject.AddComponent<UserGUI>();
            _words = WordsFor(Application.systemLanguage);
            if (!NativePlugin.TryLoad(out _problem))
            {
                // Once, in the Console, with everything needed to fix it; the screen says it in the
                // active language, naming the platform and the file expected.
                Debug.LogError("Priests and Devils sample: " + _problem);
                ShowWords();
                return;
            }
            var names = new List<string>();
            var starts = new List<State?>();
            List<Rules> playable = Playable(levels, names, starts);
            List<Level> offered = PriestsDevils.Game.Levels.Describe(playable);
            for (int i = 0; i < offered.Count; i++)
                if (starts[i].HasValue) offered[i] = PriestsDevils.Game.Levels.From(playable[i], starts[i].Value);
            _levelStarts = starts.ToArray();
            _levels = offered.AsReadOnly();
            _levelNames = names;
            DescribePuzzles();
            Rules rules;
            string invalid;
            if (!level.TryGetRules(out rules, out invalid))
            {
                Debug.LogError("Priests and Devils sample: Inspector level out of range (" + invalid + "): playing the classic game instead.");
                _notice = "Inspector.OutOfRange";
                _noticeStatus = null;
                Load(Rules.Classic, null, false);
                ShowWords();
                return;
            }
            Load(rules, null, true);
            ShowWords();
        }

        /// <summary>The table for a system language: Simplified Chinese for Chinese, Simplified Chinese and
        /// Traditional Chinese (the sample has no Traditional table, and a Simplified text reads far better to
        /// those readers than English), English for every other.</summary>
        public static StringTable WordsFor(SystemLanguage language)
        {
            return language == SystemLanguage.Chinese || language == SystemLanguage.ChineseSimplified
                || language == SystemLanguage.ChineseTraditional
                ? StringTable.SimplifiedChinese
                : StringTable.English;
        }

        /// <summary>Shows the other language: the status line, the hint, the level labels and the buttons
        /// are worded again; the game, its hint tier, animations and Auto-solve go on untouched.</summary>
        public void SwitchLanguage()
        {
            _words = _words == StringTable.English ? StringTable.SimplifiedChinese : StringTable.English;
            ShowWords();
        }

        /// <summary>Words everything shown in the active table; changes nothing else. A level's button
        /// shows its display name when it has one (a level set's own words), else describes the level.</summary>
        private void ShowWords()
        {
            if (_problem != null)
            {
                string file = NativePlugin.ExpectedFile;
                _status = file == null
                    ? _words.Format("Load.Unsupported", NativePlugin.Platform)
                    : _words.Format("Load.Library", NativePlugin.Platform, file);
                return;
            }
            var labels = new string[_levels.Count];
            for (int i = 0; i < labels.Length; i++) labels[i] = _levelNames[i].Length > 0 ? _levelNames[i] : _levels[i].Label(_words);
            _levelLabels = new ReadOnlyCollection<string>(labels);
            WordPuzzles();
            if (_session == null) return;
            _status = _notice != null ? Notice() : Message();
            if (_hint.Length == 0) return;
            if (_puzzle == null) _hint = _session.ShownHint(_words);
            else
            {
                // The same step (the game has not changed), in the other language; the tint stays.
                bool sail;
                List<PuzzleCharacter> targets;
                _hint = _puzzle.Hint(_words, out targets, out sail);
            }
        }

        /// <summary>The notice in the active table, its library status (if any) worded by the same table.</summary>
        private string Notice()
        {
            return _noticeStatus.HasValue ? _words.Format(_notice, _words.StatusText(_noticeStatus.Value)) : _words[_notice];
        }

        /// <summary>The rules of the set's levels the runtime accepts, in order, their display names added to
        /// <paramref name="names"/> and their own start states (null: everyone on the start bank) to
        /// <paramref name="starts"/>; the others are skipped and named in the Console (none without a set).</summary>
        private static List<Rules> Playable(LevelSet set, List<string> names, List<State?> starts)
        {
            var playable = new List<Rules>();
            if (set == null)
            {
                Debug.LogError("Priests and Devils sample: no Level Set assigned to FirstController's Levels field: no level buttons.");
                return playable;
            }
            IList<LevelDefinition> defined = set.Levels;
            for (int i = 0; i < defined.Count; i++)
            {
                Rules rules;
                State start;
                string problem = "empty";
                if (defined[i] != null && defined[i].TryGetLevel(out rules, out start, out problem))
                {
                    playable.Add(rules);
                    names.Add(defined[i].displayName ?? "");
                    starts.Add(defined[i].hasStart ? start : (State?)null);
                }
                else Debug.LogError("Priests and Devils sample: level " + i + " of " + set.name + " skipped: " + problem);
            }
            return playable;
        }

        public void LoadResources()
        {
            Rules rules = _session.Solver.Rules;
            _layout = new Layout(rules.Priests + rules.Devils, rules.BoatCapacity);
            BuildScenery();
        }

        /// <summary>The banks, the river and the boat for <see cref="_layout"/>, and the camera that frames them.</summary>
        private void BuildScenery()
        {
            foreach (GameObject o in _scenery) Destroy(o);
            _scenery.Clear();
            _scenery.Add(new BankModel(Side.Start, _layout).Land);
            _scenery.Add(new BankModel(Side.Far, _layout).Land);
            _scenery.Add(new RiverModel(_layout).Water);
            _boat = new BoatModel(this, _layout);
            _scenery.Add(_boat.Body);
            if (Camera.main != null) Camera.main.transform.position = _layout.CameraPosition();
        }

        /// <summary>Starts a level: a new solver, scenery sized for it, everyone on the start bank or, with
        /// <paramref name="start"/>, placed as it says (Restart comes back there).</summary>
        private void Load(Rules rules, State? start, bool judge)
        {
            GameSession next;
            try
            {
                next = new GameSession(rules);
            }
            catch (SolverException e)
            {
                // The Console keeps the library's English message; the screen words the status.
                Debug.LogError("Priests and Devils sample: cannot load " + rules + ": " + e.Message);
                _notice = "Load.Failed";
                _noticeStatus = e.Status;
                _status = Notice();
                if (_session != null) return;
                // The classic game instead, the notice kept on the status line.
                next = new GameSession(Rules.Classic);
                start = null;
                judge = false;
            }
            if (_session != null) _session.Dispose();
            _session = next;
            _map = null;
            _start = start;
            if (start.HasValue) _session.Resume(PriestsDevils.Game.Levels.Position(rules, start.Value));
            Stop();
            LeavePuzzle();
            LoadResources();
            BuildCharacters();
            if (judge) Refresh();
        }

        /// <summary>Cancels animations, Auto-solve and the hint.</summary>
        private void Stop()
        {
            _autoSolving = false;
            _crossing = false;
            _actions.CancelAll();
            ClearHint();
        }

        private void BuildCharacters()
        {
            DestroyCharacters();
            foreach (Character c in _session.Game.Characters) _characters.Add(new CharacterModel(c, this, PositionOf(c)));
            _boat.Body.transform.position = _layout.HullPosition(_session.Game.BoatSide);
            _session.Game.CharacterMoved += OnCharacterMoved;
            _session.Game.BoatSailed += OnBoatSailed;
        }

        private void DestroyCharacters()
        {
            foreach (CharacterModel m in _characters) Destroy(m.Body);
            _characters.Clear();
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

        /// <summary>The status line after an action: the game's message (a notice lasts until then).</summary>
        private void Refresh()
        {
            _notice = null;
            _noticeStatus = null;
            _status = Message();
        }

        /// <summary>The status line of the game played: the puzzle's in puzzle mode, else the level's.</summary>
        private string Message()
        {
            return _puzzle != null ? _puzzle.Message(_words) : _session.Message(_words);
        }

        private bool Accepting { get { return _session != null && !Busy; } }

        public void ClickCharacter(CharacterModel character)
        {
            if (!Accepting || _puzzle != null) return;
            ClearHint();
            _session.Game.Click(character.Character);
            Refresh();
        }

        public void ClickBoat()
        {
            if (!Accepting) return;
            ClearHint();
            if (_puzzle != null) _puzzle.Sail();
            else _session.Sail();
            Refresh();
        }

        public void Restart()
        {
            if (_session == null) return;
            Stop();
            if (_puzzle != null)
            {
                PuzzleRestart();
                Refresh();
                return;
            }
            _session.Restart();
            if (_start.HasValue) _session.Resume(PriestsDevils.Game.Levels.Position(_session.Solver.Rules, _start.Value));
            BuildCharacters();
            Refresh();
        }

        public void SelectLevel(int index)
        {
            if (_session == null || index < 0 || index >= _levels.Count) return;
            Load(_levels[index].Rules, _levelStarts[index], true);
        }

        public void Hint()
        {
            if (!Accepting) return;
            if (_puzzle != null)
            {
                PuzzleHint();
                return;
            }
            bool sail;
            List<Character> targets;
            string text = _session.NextHint(_words, out targets, out sail);
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
            if (_puzzle != null)
            {
                PuzzleStep();
                return;
            }
            _session.AiNext();
            Refresh();
        }

        public void AutoSolve()
        {
            if (!Accepting) return;
            ClearHint();
            _autoSolving = !(_puzzle != null ? _puzzle.Game.IsOver : _session.Game.IsOver);
        }

        public void ToggleMap()
        {
            _mapShown = !_mapShown;
        }

        public StateMap ShownMap()
        {
            if (!_mapShown || _session == null || _puzzle != null) return null;
            if (_map == null) _map = new StateMap(_session.Solver);
            _map.Show(_session.Game, _words);
            return _map;
        }

        /// <summary>Starts the crossing with <paramref name="load"/>: Update plays it one action at a time
        /// (passengers beyond the load land, the missing ones board, the boat sails), each animated and the
        /// sail judged, as AI next plays the solver's; Restart or a level change cancels it.</summary>
        public void Cross(Move load)
        {
            if (!Accepting || _puzzle != null || _session.Game.IsOver) return;
            ClearHint();
            _crossingLoad = load;
            _crossing = true;
        }

        private void Update()
        {
            if (_actions.Busy) return;
            if (_crossing)
            {
                ActionKind done = _session.CrossWith(_crossingLoad);
                if (done == ActionKind.Sail || done == ActionKind.None) _crossing = false;
                Refresh();
                return;
            }
            if (!_autoSolving) return;
            if (_puzzle != null)
            {
                if (!PuzzleStep()) _autoSolving = false;
                return;
            }
            if (_session.AiNext() == ActionKind.None) _autoSolving = false;
            Refresh();
        }

        private void OnDestroy()
        {
            if (_session != null) _session.Dispose();
            if (_puzzle != null) _puzzle.Dispose();
        }
    }
}
