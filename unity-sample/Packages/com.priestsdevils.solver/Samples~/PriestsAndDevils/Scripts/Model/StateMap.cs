using System.Collections.Generic;
using System.Collections.ObjectModel;

namespace PriestsDevils.Game
{
    /// <summary>Where a crossing from the current state to a cell leads, as the map marks the cell.</summary>
    public enum MapTarget
    {
        /// <summary>No legal crossing from the current state reaches the cell.</summary>
        None,
        /// <summary>A crossing on a shortest plan to the goal.</summary>
        Optimal,
        /// <summary>A safe crossing that costs more crossings than an optimal one.</summary>
        Detour,
        /// <summary>A crossing that loses: the devils outnumber the priests on a bank, or the goal can no
        /// longer be reached.</summary>
        Loses,
    }

    /// <summary>One state of the map: what the solver says of it, and what it is to the current game.</summary>
    public sealed class MapCell
    {
        internal MapCell(State state, Verdict verdict)
        {
            State = state;
            Verdict = verdict;
            Text = "";
            Label = "";
            Mark = "";
        }

        /// <summary>The state: priests and devils on the start bank, and the boat's side.</summary>
        public readonly State State;
        /// <summary>The solver's verdict on it: safe, won or lost; reachable from the start; crossings to go.</summary>
        public readonly Verdict Verdict;
        /// <summary>Whether the game stands here now.</summary>
        public bool IsHere { get; internal set; }
        /// <summary>Whether this game has stood here (the player's trail, the current state included).</summary>
        public bool IsVisited { get; internal set; }
        /// <summary>Whether every shortest plan from the current state passes here.</summary>
        public bool IsMilestone { get; internal set; }
        /// <summary>What a crossing from the current state to here is; None when no legal one is.</summary>
        public MapTarget Target { get; internal set; }
        /// <summary>Who crosses to get here from the current state (when <see cref="Target"/> is not None).</summary>
        public Move Load { get; internal set; }
        /// <summary>What the cell shows: its crossings to go, or a mark when it is lost or cannot win.</summary>
        public string Text { get; internal set; }
        /// <summary>The cell in a sentence, for its tooltip and the map's caption: the state, its verdict
        /// and what it is to the current game.</summary>
        public string Label { get; internal set; }
        /// <summary>The mark of <see cref="Target"/> (a letter, so that colour is not the only cue); empty
        /// when there is none.</summary>
        public string Mark { get; internal set; }
    }

    /// <summary>
    /// The state space of a level as the sample's map draws it: one cell per state, priests on the start bank
    /// by devils on the start bank, for each side of the boat. Every figure is the solver's: verdicts once per
    /// level, then for the current state its milestones and its legal loads with their outcomes, asked again
    /// only when the game's state (or the game, or the language) changes. Levels of more than
    /// <see cref="MaxCount"/> priests or devils are not mapped (<see cref="IsTooLarge"/>).
    /// </summary>
    public sealed class StateMap
    {
        /// <summary>The most priests, and the most devils, a mapped level may have: 2 × 13 × 13 cells still
        /// show their numbers on a 1280 × 720 Game view.</summary>
        public const int MaxCount = 12;

        private readonly Solver _solver;
        private readonly MapCell[] _cells;
        private readonly ReadOnlyCollection<MapCell> _cellView;
        private readonly string[] _numbers;
        // The sentence of each cell without what it is to the game: changes with the language only.
        private readonly string[] _base;
        // What crossing to each cell from the current state is, as the end of its sentence (null: none).
        private readonly string[] _crossing;
        private RiverGame _game;
        private State _here;
        private int _trailSeen = -1;
        private StringTable _words;

        /// <summary>The map of <paramref name="solver"/>'s level, verdicts asked once per state.</summary>
        public StateMap(Solver solver)
        {
            _solver = solver;
            Rules rules = solver.Rules;
            IsTooLarge = rules.Priests > MaxCount || rules.Devils > MaxCount;
            Rows = IsTooLarge ? 0 : rules.Priests + 1;
            Columns = IsTooLarge ? 0 : rules.Devils + 1;
            _cells = new MapCell[2 * Rows * Columns];
            _base = new string[_cells.Length];
            _crossing = new string[_cells.Length];
            for (int side = 0; side < 2; side++)
                for (int p = 0; p < Rows; p++)
                    for (int d = 0; d < Columns; d++)
                    {
                        var state = new State(p, d, side == 0 ? Side.Start : Side.Far);
                        Verdict verdict = solver.CheckState(state);
                        _cells[Index(state)] = new MapCell(state, verdict);
                        if (verdict.Distance.HasValue && verdict.Distance.Value > MaxDistance) MaxDistance = verdict.Distance.Value;
                    }
            _cellView = new ReadOnlyCollection<MapCell>(_cells);
            // The headers count to the rows and columns, the cells to the largest distance.
            _numbers = new string[IsTooLarge ? 0 : System.Math.Max(System.Math.Max(Rows, Columns), MaxDistance + 1)];
            Numbers = new ReadOnlyCollection<string>(_numbers);
        }

        /// <summary>Whether the level has more than <see cref="MaxCount"/> priests or devils: no cells, and
        /// <see cref="TooLargeText"/> says why.</summary>
        public bool IsTooLarge { get; private set; }
        /// <summary>The rules mapped.</summary>
        public Rules Rules { get { return _solver.Rules; } }
        /// <summary>Rows of each grid: priests on the start bank, 0 to the level's priests.</summary>
        public int Rows { get; private set; }
        /// <summary>Columns of each grid: devils on the start bank, 0 to the level's devils.</summary>
        public int Columns { get; private set; }
        /// <summary>The most crossings to go of any state (for the colour scale).</summary>
        public int MaxDistance { get; private set; }
        /// <summary>Every cell: the boat on the start bank first, then the far bank; within each, by priests
        /// then devils (see <see cref="Index"/>).</summary>
        public IList<MapCell> Cells { get { return _cellView; } }
        /// <summary>The cell the game stands on (null before the first <see cref="Show"/>, or when too large).</summary>
        public MapCell Here { get; private set; }
        /// <summary>How many times the map was brought up to date: a view redraws its cache when it changes.</summary>
        public int Version { get; private set; }
        /// <summary>Numbers 0, 1, 2 ... as the active language writes them (headers and crossings to go).</summary>
        public IList<string> Numbers { get; private set; }
        /// <summary>The title of the grid where the boat is on the start bank.</summary>
        public string StartTitle { get; private set; }
        /// <summary>The title of the grid where the boat is on the far bank.</summary>
        public string FarTitle { get; private set; }
        /// <summary>What the rows and the columns count.</summary>
        public string Axes { get; private set; }
        /// <summary>What the colours and marks mean, and how to cross.</summary>
        public string Legend { get; private set; }
        /// <summary>Why a level too large is not drawn.</summary>
        public string TooLargeText { get; private set; }
        /// <summary>What the map says when the Game view is too small for it.</summary>
        public string TooSmallText { get; private set; }
        /// <summary>The mark of a milestone.</summary>
        public string MilestoneMark { get; private set; }

        /// <summary>Where <paramref name="state"/>'s cell is in <see cref="Cells"/>.</summary>
        public int Index(State state)
        {
            return ((state.Boat == Side.Start ? 0 : Rows) + state.Priests) * Columns + state.Devils;
        }

        /// <summary>Brings the map up to date with <paramref name="game"/> in the words of
        /// <paramref name="words"/>: when the game, its state or the language changed since the last call,
        /// asks the solver for the state's milestones and legal loads and words every cell again
        /// (<see cref="Version"/> then grows); otherwise does nothing and allocates nothing. True when it
        /// changed.</summary>
        public bool Show(RiverGame game, StringTable words)
        {
            State here = game.Snapshot().ToState();
            if (ReferenceEquals(game, _game) && here.Equals(_here) && game.Trail.Count == _trailSeen && ReferenceEquals(words, _words)) return false;
            if (!ReferenceEquals(words, _words)) Word(words);
            _game = game;
            _here = here;
            _trailSeen = game.Trail.Count;
            Version++;
            if (IsTooLarge) return true;
            foreach (MapCell c in _cells)
            {
                c.IsHere = c.IsVisited = c.IsMilestone = false;
                c.Target = MapTarget.None;
                c.Load = default(Move);
            }
            for (int i = 0; i < _crossing.Length; i++) _crossing[i] = null;
            foreach (State s in game.Trail) _cells[Index(s)].IsVisited = true;
            Here = _cells[Index(here)];
            Here.IsHere = true;
            Verdict verdict = Here.Verdict;
            if (verdict.Kind == StateKind.Safe && verdict.Distance.HasValue)
                foreach (Milestone m in _solver.GetMilestones(here)) _cells[Index(m.State)].IsMilestone = true;
            LoadOutcome[] loads;
            Status status;
            if (!game.IsOver && _solver.TryGetLegalLoads(here, out loads, out status))
            {
                foreach (LoadOutcome load in loads)
                {
                    MapCell to = _cells[Index(load.To)];
                    to.Target = TargetOf(load.Rating.Kind);
                    to.Load = load.Load;
                    _crossing[Index(load.To)] = Crossing(load, words);
                }
            }
            for (int i = 0; i < _cells.Length; i++)
            {
                MapCell c = _cells[i];
                c.Mark = Mark(c.Target, words);
                string label = _base[i];
                if (c.IsHere) label += words["Map.Cell.Here"];
                else if (c.IsVisited) label += words["Map.Cell.Visited"];
                if (c.IsMilestone) label += words["Map.Cell.Milestone"];
                c.Label = _crossing[i] == null ? label : label + _crossing[i];
            }
            return true;
        }

        private static MapTarget TargetOf(RatingKind kind)
        {
            switch (kind)
            {
                case RatingKind.Optimal: return MapTarget.Optimal;
                case RatingKind.Detour: return MapTarget.Detour;
                default: return MapTarget.Loses; // a lost bank, or no way to win from there
            }
        }

        private static string Mark(MapTarget target, StringTable words)
        {
            switch (target)
            {
                case MapTarget.Optimal: return words["Map.Mark.Optimal"];
                case MapTarget.Detour: return words["Map.Mark.Detour"];
                case MapTarget.Loses: return words["Map.Mark.Loses"];
                default: return "";
            }
        }

        /// <summary>What crossing to a target cell is, as the end of its sentence.</summary>
        private static string Crossing(LoadOutcome load, StringTable words)
        {
            string people = words.People(load.Load.Priests, load.Load.Devils);
            switch (load.Rating.Kind)
            {
                case RatingKind.Optimal: return words.Format("Map.Target.Optimal", people);
                case RatingKind.Detour: return words.Count("Map.Target.Detour", load.Rating.ExtraCrossings, people);
                default: return words.Format("Map.Target.Loses", people);
            }
        }

        /// <summary>Words what depends on the language alone: the titles, the numbers, each cell's text
        /// and its sentence's first part.</summary>
        private void Word(StringTable words)
        {
            _words = words;
            StartTitle = words["Map.BoatStart"];
            FarTitle = words["Map.BoatFar"];
            Axes = words["Map.Axes"];
            Legend = words["Map.Legend"];
            TooLargeText = words.Format("Map.TooLarge", MaxCount);
            TooSmallText = words["Map.TooSmall"];
            MilestoneMark = words["Map.Mark.Milestone"];
            for (int i = 0; i < _numbers.Length; i++) _numbers[i] = words.Format("Map.Number", i);
            for (int i = 0; i < _cells.Length; i++)
            {
                MapCell c = _cells[i];
                Verdict v = c.Verdict;
                string place = words.Format(c.State.Boat == Side.Start ? "Map.Cell.BoatStart" : "Map.Cell.BoatFar",
                                            words.People(c.State.Priests, c.State.Devils));
                switch (v.Kind)
                {
                    case StateKind.Won:
                        c.Text = _numbers[0];
                        _base[i] = place + words["Map.Cell.Won"];
                        break;
                    case StateKind.LostStartBank:
                    case StateKind.LostFarBank:
                        c.Text = words["Map.Mark.Lost"];
                        _base[i] = place + words[v.Kind == StateKind.LostStartBank ? "Map.Cell.LostStart" : "Map.Cell.LostFar"];
                        break;
                    default:
                        c.Text = v.Distance.HasValue ? _numbers[v.Distance.Value] : words["Map.Mark.NoPath"];
                        _base[i] = place + (v.Distance.HasValue ? words.Count("Map.Cell.ToGo", v.Distance.Value) : words["Map.Cell.NoPath"])
                            + (v.IsReachable ? "" : words["Map.Cell.Unreachable"]);
                        break;
                }
            }
        }
    }
}
