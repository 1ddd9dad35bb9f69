using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;

namespace PriestsDevils.Game
{
    /// <summary>Why a click or an action did nothing.</summary>
    public enum Refusal { None, GameOver, BoatAway, BoatFull, BoatEmpty, NobodyToMove, NoRower, OutnumberedAboard }

    /// <summary>
    /// The scene's game: two banks with one slot per character, a boat with one seat per place of its
    /// capacity, and the characters. Characters board and leave the boat one at a time; the boat sails
    /// with whoever is on it. Characters on the docked boat count with its bank, so only sailing can
    /// lose. Views subscribe to the events to animate what changed.
    /// </summary>
    public sealed class RiverGame
    {
        private readonly List<Character> _characters = new List<Character>();
        private readonly List<State> _trail = new List<State>();
        private readonly ReadOnlyCollection<State> _trailView;

        /// <summary>The configuration.</summary>
        public readonly Rules Rules;
        /// <summary>The start bank's slots.</summary>
        public readonly Places StartBank;
        /// <summary>The far bank's slots.</summary>
        public readonly Places FarBank;
        /// <summary>The boat's seats.</summary>
        public readonly Places Boat;
        /// <summary>Where the boat is docked.</summary>
        public Side BoatSide { get; private set; }
        /// <summary>Crossings made so far.</summary>
        public int Crossings { get; private set; }
        /// <summary>Whether play has ended (won or lost); set by the <see cref="Judge"/>.</summary>
        public bool IsOver { get; internal set; }

        /// <summary>Raised when a character moves between a bank and the boat.</summary>
        public event Action<Character> CharacterMoved;
        /// <summary>Raised when the boat has crossed.</summary>
        public event Action<Side> BoatSailed;

        /// <summary>A new game with everyone on the start bank.</summary>
        public RiverGame(Rules rules)
        {
            Rules = rules;
            StartBank = new Places(rules.Priests + rules.Devils);
            FarBank = new Places(rules.Priests + rules.Devils);
            Boat = new Places(rules.BoatCapacity);
            for (int i = 0; i < rules.Priests + rules.Devils; i++)
            {
                var c = new Character(i, i < rules.Priests ? CharacterKind.Priest : CharacterKind.Devil);
                c.Place = Place.StartBank;
                c.Slot = StartBank.Put(c);
                _characters.Add(c);
            }
            _trailView = _trail.AsReadOnly();
            _trail.Add(Snapshot().ToState());
        }

        /// <summary>A game already under way: characters placed as <paramref name="state"/> says (priests
        /// first in each place). The counts must add up to the rules and fit the boat.</summary>
        /// <exception cref="ArgumentException">The counts do not add up or overfill the boat.</exception>
        public static RiverGame FromSnapshot(Rules rules, GameState state)
        {
            if (state.StartPriests + state.FarPriests + state.BoatPriests != rules.Priests
                || state.StartDevils + state.FarDevils + state.BoatDevils != rules.Devils
                || state.BoatPriests + state.BoatDevils > rules.BoatCapacity
                || Math.Min(Math.Min(state.StartPriests, state.FarPriests), state.BoatPriests) < 0
                || Math.Min(Math.Min(state.StartDevils, state.FarDevils), state.BoatDevils) < 0)
            {
                throw new ArgumentException("the characters do not add up to the rules: " + state, "state");
            }
            var game = new RiverGame(rules);
            game.BoatSide = state.Boat;
            int next = 0;
            next = game.Move(next, state.FarPriests, Place.FarBank);
            next = game.Move(next, state.BoatPriests, Place.Boat);
            next = rules.Priests;
            next = game.Move(next, state.FarDevils, Place.FarBank);
            game.Move(next, state.BoatDevils, Place.Boat);
            game._trail[0] = game.Snapshot().ToState();
            return game;
        }

        /// <summary>Moves <paramref name="count"/> characters from the start bank, starting at id
        /// <paramref name="first"/>, to <paramref name="place"/>; returns the next id.</summary>
        private int Move(int first, int count, Place place)
        {
            for (int i = first; i < first + count; i++)
            {
                Character c = _characters[i];
                StartBank.Take(c);
                c.Place = place;
                c.Slot = (place == Place.Boat ? Boat : FarBank).Put(c);
            }
            return first + count;
        }

        /// <summary>The states this game has stood in, oldest first: where it began, then one per crossing
        /// (passengers counted with the bank the boat is docked at, as <see cref="GameState.ToState"/> does).
        /// The player's trail; a live view, read without allocating.</summary>
        public IList<State> Trail { get { return _trailView; } }

        /// <summary>Every character, priests first.</summary>
        public IList<Character> Characters { get { return _characters.AsReadOnly(); } }

        /// <summary>The bank's slots for a side.</summary>
        public Places BankOf(Side side) { return side == Side.Start ? StartBank : FarBank; }

        /// <summary>Where everyone is, for the solver.</summary>
        public GameState Snapshot()
        {
            return new GameState(
                StartBank.Count(CharacterKind.Priest), StartBank.Count(CharacterKind.Devil),
                FarBank.Count(CharacterKind.Priest), FarBank.Count(CharacterKind.Devil),
                Boat.Count(CharacterKind.Priest), Boat.Count(CharacterKind.Devil), BoatSide);
        }

        /// <summary>A click on a character: on the boat's bank it boards, on the boat it goes ashore.</summary>
        public Refusal Click(Character c)
        {
            if (IsOver) return Refusal.GameOver;
            if (c.Place == Place.Boat) return Unboard(c);
            Side side = c.Place == Place.StartBank ? Side.Start : Side.Far;
            if (side != BoatSide) return Refusal.BoatAway;
            return BoardCharacter(c);
        }

        /// <summary>Boards the first character of a kind from the boat's bank.</summary>
        public Refusal Board(CharacterKind kind)
        {
            if (IsOver) return Refusal.GameOver;
            Character c = BankOf(BoatSide).First(kind);
            return c == null ? Refusal.NobodyToMove : BoardCharacter(c);
        }

        /// <summary>Sends the first passenger of a kind ashore on the boat's bank.</summary>
        public Refusal Unboard(CharacterKind kind)
        {
            if (IsOver) return Refusal.GameOver;
            Character c = Boat.First(kind);
            return c == null ? Refusal.NobodyToMove : Unboard(c);
        }

        /// <summary>Sails the boat with its passengers; refused with nobody to row.</summary>
        public Refusal Sail()
        {
            if (IsOver) return Refusal.GameOver;
            if (Boat.Occupied == 0) return Refusal.BoatEmpty;
            BoatSide = BoatSide == Side.Start ? Side.Far : Side.Start;
            Crossings++;
            _trail.Add(Snapshot().ToState());
            if (BoatSailed != null) BoatSailed(BoatSide);
            return Refusal.None;
        }

        /// <summary>Performs one atomic action from the solver.</summary>
        public Refusal Apply(ActionKind action)
        {
            switch (action)
            {
                case ActionKind.BoardPriest: return Board(CharacterKind.Priest);
                case ActionKind.BoardDevil: return Board(CharacterKind.Devil);
                case ActionKind.UnboardPriest: return Unboard(CharacterKind.Priest);
                case ActionKind.UnboardDevil: return Unboard(CharacterKind.Devil);
                case ActionKind.Sail: return Sail();
                case ActionKind.None: return Refusal.None;
                default: throw new ArgumentOutOfRangeException("action", action, "an action this sample does not know");
            }
        }

        private Refusal BoardCharacter(Character c)
        {
            if (Boat.Occupied >= Boat.Capacity) return Refusal.BoatFull;
            BankOf(BoatSide).Take(c);
            c.Place = Place.Boat;
            c.Slot = Boat.Put(c);
            if (CharacterMoved != null) CharacterMoved(c);
            return Refusal.None;
        }

        private Refusal Unboard(Character c)
        {
            Boat.Take(c);
            c.Place = BoatSide == Side.Start ? Place.StartBank : Place.FarBank;
            c.Slot = BankOf(BoatSide).Put(c);
            if (CharacterMoved != null) CharacterMoved(c);
            return Refusal.None;
        }
    }
}
