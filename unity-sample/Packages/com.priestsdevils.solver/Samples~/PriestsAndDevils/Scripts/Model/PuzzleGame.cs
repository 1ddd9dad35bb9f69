using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;

namespace PriestsDevils.Game
{
    /// <summary>One character of a puzzle of the river-crossing family: a member of one of the puzzle's
    /// kinds, named as the puzzle's file names it.</summary>
    public sealed class PuzzleCharacter
    {
        /// <summary>A stable number, 0 .. characters - 1, the kinds in the puzzle's order.</summary>
        public readonly int Id;
        /// <summary>Its kind: an index of the puzzle's kinds.</summary>
        public readonly int Kind;
        /// <summary>Its name from the puzzle's file ("Farmer", "Son1").</summary>
        public readonly string Name;
        /// <summary>Where it is now: <see cref="Place.StartBank"/> is the puzzle's left bank, where the
        /// boat starts; <see cref="Place.FarBank"/> the right bank.</summary>
        public Place Place { get; internal set; }
        /// <summary>The slot on its bank or seat on the boat.</summary>
        public int Slot { get; internal set; }

        internal PuzzleCharacter(int id, int kind, string name) { Id = id; Kind = kind; Name = name; }

        /// <inheritdoc/>
        public override string ToString() { return Name + " #" + Id + " (" + Place + " " + Slot + ")"; }
    }

    /// <summary>
    /// The scene's game of a puzzle: two banks with one slot per character, a boat with one seat per place
    /// of the puzzle's capacity, and the characters, who board and land one at a time. The state is the
    /// library's (<see cref="State"/>: passengers of the docked boat count with its bank), advanced by the
    /// library's <see cref="Puzzle.After"/> when the boat sails; this class only keeps who stands where.
    /// Views subscribe to the events to animate what changed.
    /// </summary>
    public sealed class PuzzleGame
    {
        private readonly List<PuzzleCharacter> _characters = new List<PuzzleCharacter>();
        private readonly ReadOnlyCollection<PuzzleCharacter> _view;
        private readonly PuzzleCharacter[] _left, _right, _boat;

        /// <summary>The puzzle played.</summary>
        public readonly Puzzle Puzzle;
        /// <summary>The library's state of the game.</summary>
        public PuzzleState State { get; private set; }
        /// <summary>Whether play has ended (won or lost); set by the session's judge.</summary>
        public bool IsOver { get; internal set; }

        /// <summary>Raised when a character moves between a bank and the boat.</summary>
        public event Action<PuzzleCharacter> CharacterMoved;
        /// <summary>Raised when the boat has crossed.</summary>
        public event Action<Side> BoatSailed;

        /// <summary>A new game at the puzzle's start: each kind's first members on the left bank as many
        /// as the start has there, the others on the right.</summary>
        public PuzzleGame(Puzzle puzzle)
        {
            Puzzle = puzzle;
            State = puzzle.Start;
            _left = new PuzzleCharacter[puzzle.Characters];
            _right = new PuzzleCharacter[puzzle.Characters];
            _boat = new PuzzleCharacter[puzzle.Capacity];
            for (int k = 0; k < puzzle.KindCount; k++)
            {
                PuzzleKind kind = puzzle.Kind(k);
                for (int m = 0; m < kind.Count; m++)
                {
                    var c = new PuzzleCharacter(_characters.Count, k, kind.MemberName(m));
                    c.Place = m < State.Left[k] ? Place.StartBank : Place.FarBank;
                    c.Slot = Put(c.Place == Place.StartBank ? _left : _right, c);
                    _characters.Add(c);
                }
            }
            _view = _characters.AsReadOnly();
        }

        /// <summary>Every character, the kinds in the puzzle's order.</summary>
        public IList<PuzzleCharacter> Characters { get { return _view; } }

        /// <summary>Where the boat is docked (the start side is the left bank).</summary>
        public Side BoatSide { get { return State.Boat == Bank.Left ? Side.Start : Side.Far; } }

        /// <summary>Crossings made so far.</summary>
        public int Crossings { get { return State.Crossings; } }

        /// <summary>The seats of the boat.</summary>
        public int Seats { get { return _boat.Length; } }

        /// <summary>The character in seat <paramref name="seat"/>, or null.</summary>
        public PuzzleCharacter Seat(int seat) { return _boat[seat]; }

        /// <summary>How many are aboard.</summary>
        public int Aboard
        {
            get { int n = 0; foreach (PuzzleCharacter c in _boat) if (c != null) n++; return n; }
        }

        /// <summary>The load aboard, counted per kind: the crossing the boat would make.</summary>
        public Crossing Load()
        {
            var load = new int[Puzzle.KindCount];
            foreach (PuzzleCharacter c in _boat) if (c != null) load[c.Kind]++;
            return new Crossing(load);
        }

        /// <summary>A click on a character: on the boat's bank it boards, on the boat it lands.</summary>
        public Refusal Click(PuzzleCharacter c)
        {
            if (IsOver) return Refusal.GameOver;
            if (c.Place == Place.Boat) return Land(c);
            Side side = c.Place == Place.StartBank ? Side.Start : Side.Far;
            if (side != BoatSide) return Refusal.BoatAway;
            return BoardCharacter(c);
        }

        /// <summary>Boards the first character of kind <paramref name="kind"/> from the boat's bank.</summary>
        public Refusal Board(int kind)
        {
            if (IsOver) return Refusal.GameOver;
            PuzzleCharacter c = First(BoatSide == Side.Start ? _left : _right, kind);
            return c == null ? Refusal.NobodyToMove : BoardCharacter(c);
        }

        /// <summary>Lands the first passenger of kind <paramref name="kind"/> on the boat's bank.</summary>
        public Refusal Unboard(int kind)
        {
            if (IsOver) return Refusal.GameOver;
            PuzzleCharacter c = First(_boat, kind);
            return c == null ? Refusal.NobodyToMove : Land(c);
        }

        /// <summary>The first character of kind <paramref name="kind"/> on the boat's bank, or null.</summary>
        public PuzzleCharacter FirstOnBank(int kind) { return First(BoatSide == Side.Start ? _left : _right, kind); }

        /// <summary>The first passenger of kind <paramref name="kind"/>, or null.</summary>
        public PuzzleCharacter FirstAboard(int kind) { return First(_boat, kind); }

        /// <summary>The boat has crossed to the state <paramref name="after"/> (the library's, from
        /// <see cref="Puzzle.After"/> on <see cref="Load"/>); its passengers stay aboard.</summary>
        internal void Crossed(PuzzleState after)
        {
            State = after;
            if (BoatSailed != null) BoatSailed(BoatSide);
        }

        private Refusal BoardCharacter(PuzzleCharacter c)
        {
            if (Aboard >= _boat.Length) return Refusal.BoatFull;
            Take(c.Place == Place.StartBank ? _left : _right, c);
            c.Place = Place.Boat;
            c.Slot = Put(_boat, c);
            if (CharacterMoved != null) CharacterMoved(c);
            return Refusal.None;
        }

        private Refusal Land(PuzzleCharacter c)
        {
            Take(_boat, c);
            c.Place = BoatSide == Side.Start ? Place.StartBank : Place.FarBank;
            c.Slot = Put(BoatSide == Side.Start ? _left : _right, c);
            if (CharacterMoved != null) CharacterMoved(c);
            return Refusal.None;
        }

        private static PuzzleCharacter First(PuzzleCharacter[] places, int kind)
        {
            foreach (PuzzleCharacter c in places) if (c != null && c.Kind == kind) return c;
            return null;
        }

        private static int Put(PuzzleCharacter[] places, PuzzleCharacter c)
        {
            for (int i = 0; i < places.Length; i++)
            {
                if (places[i] == null) { places[i] = c; return i; }
            }
            return -1;
        }

        private static void Take(PuzzleCharacter[] places, PuzzleCharacter c)
        {
            for (int i = 0; i < places.Length; i++) if (places[i] == c) places[i] = null;
        }
    }
}
