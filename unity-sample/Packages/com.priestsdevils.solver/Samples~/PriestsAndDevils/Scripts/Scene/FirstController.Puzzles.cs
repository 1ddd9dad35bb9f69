using System.Collections.Generic;
using System.Collections.ObjectModel;
using PriestsDevils;
using PriestsDevils.Game;
using UnityEngine;

namespace PriestsDevils.Sample
{
    // Puzzle mode: the river-crossing family's puzzles (PuzzleTexts, generated from puzzles/*.river), played
    // with the same clicks, buttons and animations as the levels. Each character is drawn by its kind and
    // named as the puzzle's file names it; every verdict, refusal and hint comes from the library's Puzzle.
    public partial class FirstController
    {
        // Each puzzle's title, whether it is timed, and its report, parallel to PuzzleTexts (built in Awake).
        private readonly List<string> _puzzleTitles = new List<string>();
        private readonly List<bool> _puzzleTimed = new List<bool>();
        private readonly List<PuzzleReport> _puzzleReports = new List<PuzzleReport>();
        private readonly List<int> _puzzleIndex = new List<int>();
        private IList<string> _puzzleLabels = new ReadOnlyCollection<string>(new string[0]);
        private bool _showPuzzles;
        private PuzzleSession _puzzle;
        private readonly List<PuzzleCharacterModel> _members = new List<PuzzleCharacterModel>();
        private IList<PuzzleCharacterModel> _memberView;

        /// <summary>The puzzle being played (null in level mode).</summary>
        public PuzzleSession Puzzle { get { return _puzzle; } }
        /// <summary>Whether the list below the buttons offers the puzzles (else the levels).</summary>
        public bool ShowingPuzzles { get { return _showPuzzles; } }
        /// <summary>The puzzle buttons' labels, one per playable puzzle, built once per language.</summary>
        public IList<string> PuzzleLabels { get { return _puzzleLabels; } }
        /// <summary>The puzzle's characters on screen (empty in level mode), for their name labels.</summary>
        public IList<PuzzleCharacterModel> PuzzleCharacters { get { return _memberView; } }

        /// <summary>Builds every puzzle of <see cref="PuzzleTexts"/> once for its title and figures; a text
        /// the library refuses is skipped and named in the Console.</summary>
        private void DescribePuzzles()
        {
            _memberView = _members.AsReadOnly();
            for (int i = 0; i < PuzzleTexts.Texts.Length; i++)
            {
                try
                {
                    using (Puzzle puzzle = PriestsDevils.Puzzle.Load(PuzzleTexts.Texts[i]))
                    {
                        _puzzleTitles.Add(puzzle.Title);
                        _puzzleTimed.Add(puzzle.Timed);
                        _puzzleReports.Add(puzzle.Report());
                        _puzzleIndex.Add(i);
                    }
                }
                catch (SolverException e)
                {
                    Debug.LogError("Priests and Devils sample: puzzle " + PuzzleTexts.Names[i] + " skipped: " + e.Message);
                }
            }
        }

        /// <summary>The puzzle buttons' labels in the active table.</summary>
        private void WordPuzzles()
        {
            var labels = new string[_puzzleTitles.Count];
            for (int i = 0; i < labels.Length; i++) labels[i] = PuzzleSession.Label(_words, _puzzleTitles[i], _puzzleTimed[i], _puzzleReports[i]);
            _puzzleLabels = new ReadOnlyCollection<string>(labels);
        }

        /// <summary>Shows the puzzles below the buttons instead of the levels, or the levels again.</summary>
        public void ToggleList()
        {
            _showPuzzles = !_showPuzzles;
        }

        /// <summary>Starts puzzle <paramref name="index"/> of <see cref="PuzzleLabels"/>: scenery sized for
        /// it, its characters on the banks its start says; the list closes (the levels again, short), so
        /// that it covers none of the scene.</summary>
        public void SelectPuzzle(int index)
        {
            if (_session == null || index < 0 || index >= _puzzleIndex.Count) return;
            PuzzleSession next;
            try
            {
                next = new PuzzleSession(PuzzleTexts.Texts[_puzzleIndex[index]]);
            }
            catch (SolverException e)
            {
                Debug.LogError("Priests and Devils sample: cannot load puzzle " + PuzzleTexts.Names[_puzzleIndex[index]] + ": " + e.Message);
                _notice = "Load.Failed";
                _noticeStatus = e.Status;
                _status = Notice();
                return;
            }
            Stop();
            LeavePuzzle();
            DestroyCharacters();
            _puzzle = next;
            _mapShown = false;
            _showPuzzles = false;
            _layout = new Layout(next.Puzzle.Characters, next.Puzzle.Capacity);
            BuildScenery();
            BuildMembers();
            Refresh();
        }

        /// <summary>Back to level mode's scene: the puzzle released, its characters gone.</summary>
        private void LeavePuzzle()
        {
            foreach (PuzzleCharacterModel m in _members) Destroy(m.Body);
            _members.Clear();
            if (_puzzle != null) _puzzle.Dispose();
            _puzzle = null;
        }

        private void BuildMembers()
        {
            foreach (PuzzleCharacterModel m in _members) Destroy(m.Body);
            _members.Clear();
            PuzzleGame game = _puzzle.Game;
            foreach (PuzzleCharacter c in game.Characters)
                _members.Add(new PuzzleCharacterModel(c, game.Puzzle.Kind(c.Kind).Rows != Rowing.Never, this, PositionOf(c)));
            _boat.Body.transform.position = _layout.HullPosition(game.BoatSide);
            game.CharacterMoved += OnMemberMoved;
            game.BoatSailed += OnPuzzleBoatSailed;
        }

        private void OnMemberMoved(PuzzleCharacter c)
        {
            _actions.MoveCharacter(_members[c.Id].Body, PositionOf(c));
        }

        private void OnPuzzleBoatSailed(Side side)
        {
            _actions.MoveBoat(_boat.Body, _layout.HullPosition(side));
            foreach (PuzzleCharacter c in _puzzle.Game.Characters)
            {
                if (c.Place == Place.Boat) _actions.MoveBoat(_members[c.Id].Body, PositionOf(c));
            }
        }

        /// <summary>Where the puzzle's game says a character belongs on screen.</summary>
        public Vector3 PositionOf(PuzzleCharacter c)
        {
            PuzzleGame game = _puzzle.Game;
            if (c.Place == Place.Boat) return _layout.SeatPosition(game.BoatSide, c.Slot, game.Seats);
            return _layout.SlotPosition(c.Place == Place.StartBank ? Side.Start : Side.Far, c.Slot);
        }

        /// <summary>A click on a puzzle's character: it boards or lands.</summary>
        public void ClickPuzzleCharacter(PuzzleCharacterModel character)
        {
            if (!Accepting || _puzzle == null) return;
            ClearHint();
            _puzzle.Game.Click(character.Character);
            Refresh();
        }

        private void PuzzleRestart()
        {
            _puzzle.Restart();
            BuildMembers();
        }

        private void PuzzleHint()
        {
            bool sail;
            List<PuzzleCharacter> targets;
            string text = _puzzle.Hint(_words, out targets, out sail);
            ClearHint();
            _hint = text;
            foreach (PuzzleCharacter c in targets) _hinted.Add(_members[c.Id]);
            if (sail) _hinted.Add(_boat);
            foreach (Highlightable h in _hinted) h.SetHighlighted(true);
        }

        /// <summary>Auto-solve's and AI next's step in puzzle mode: one action, then the status line;
        /// false when there was none to take.</summary>
        private bool PuzzleStep()
        {
            bool acted = _puzzle.AiNext() != PuzzleActionKind.None;
            Refresh();
            return acted;
        }
    }
}
