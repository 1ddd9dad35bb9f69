// The public value types of the safe API. Plain structs and enums: no allocation, no marshalling.
using System;

namespace PriestsDevils
{
    /// <summary>The outcome of a native call; mirrors the library's PdStatus values.</summary>
    public enum Status : uint
    {
        /// <summary>Success.</summary>
        Ok = 0,
        /// <summary>A required pointer was null (a bug in these bindings if it ever surfaces).</summary>
        NullPointer = 1,
        /// <summary>The boat capacity is 0.</summary>
        InvalidRules = 2,
        /// <summary>The configuration has more safe states than the library's cap.</summary>
        TooLarge = 3,
        /// <summary>Memory for the solver could not be allocated.</summary>
        OutOfMemory = 4,
        /// <summary>The state has more (or negative) priests or devils than the game.</summary>
        StateOutOfRange = 5,
        /// <summary>A boat side was neither Start nor Far.</summary>
        InvalidSide = 6,
        /// <summary>Devils outnumber priests on a bank.</summary>
        LostState = 7,
        /// <summary>The game is already won.</summary>
        AlreadyWon = 8,
        /// <summary>No sequence of crossings leads to the goal.</summary>
        NoPath = 9,
        /// <summary>The state cannot be reached from the start by legal play.</summary>
        UnreachableState = 10,
        /// <summary>A buffer was too small.</summary>
        BufferTooSmall = 11,
        /// <summary>The characters do not add up to the rules or overfill the boat.</summary>
        InvalidGameState = 12,
        /// <summary>A bug in the native library.</summary>
        InternalError = 13,
    }

    /// <summary>A river bank; also where the boat is docked.</summary>
    public enum Side : uint
    {
        /// <summary>The bank everyone starts on.</summary>
        Start = 0,
        /// <summary>The bank everyone must reach.</summary>
        Far = 1,
    }

    /// <summary>What a state is.</summary>
    public enum StateKind : uint
    {
        /// <summary>Nobody is in danger; the game goes on.</summary>
        Safe = 0,
        /// <summary>Everyone is on the far bank with the boat.</summary>
        Won = 1,
        /// <summary>Devils outnumber priests on the start bank.</summary>
        LostStartBank = 2,
        /// <summary>Devils outnumber priests on the far bank.</summary>
        LostFarBank = 3,
        /// <summary>More (or negative) priests or devils than the game has.</summary>
        OutOfRange = 4,
    }

    /// <summary>How good a move is.</summary>
    public enum RatingKind : uint
    {
        /// <summary>On a shortest path to the goal.</summary>
        Optimal = 0,
        /// <summary>Safe, but costs <see cref="Rating.ExtraCrossings"/> more crossings.</summary>
        Detour = 1,
        /// <summary>Devils then outnumber priests on the start bank.</summary>
        LosesStartBank = 2,
        /// <summary>Devils then outnumber priests on the far bank.</summary>
        LosesFarBank = 3,
        /// <summary>Safe, but the goal cannot be reached afterwards.</summary>
        NoPath = 4,
        /// <summary>Illegal: nobody on board to row.</summary>
        IllegalEmptyBoat = 5,
        /// <summary>Illegal: more characters than the boat holds.</summary>
        IllegalOverCapacity = 6,
        /// <summary>Illegal: the boat's bank lacks those characters.</summary>
        IllegalNotEnoughCharacters = 7,
    }

    /// <summary>One atomic step of play.</summary>
    public enum ActionKind : uint
    {
        /// <summary>Nothing to do: the game is won.</summary>
        None = 0,
        /// <summary>Move one priest from the boat's bank onto the boat.</summary>
        BoardPriest = 1,
        /// <summary>Move one devil from the boat's bank onto the boat.</summary>
        BoardDevil = 2,
        /// <summary>Move one priest from the boat onto its bank.</summary>
        UnboardPriest = 3,
        /// <summary>Move one devil from the boat onto its bank.</summary>
        UnboardDevil = 4,
        /// <summary>Sail the boat to the other bank.</summary>
        Sail = 5,
    }

    /// <summary>A game configuration: priests, devils and the boat's capacity.</summary>
    public struct Rules : IEquatable<Rules>
    {
        /// <summary>Priests in the game.</summary>
        public readonly int Priests;
        /// <summary>Devils in the game.</summary>
        public readonly int Devils;
        /// <summary>The most characters the boat carries (at least 1).</summary>
        public readonly int BoatCapacity;

        /// <summary>The classic game: 3 priests, 3 devils, a boat for 2.</summary>
        public static readonly Rules Classic = new Rules(3, 3, 2);

        /// <summary>A configuration; counts must not be negative.</summary>
        public Rules(int priests, int devils, int boatCapacity)
        {
            if (priests < 0) throw new ArgumentOutOfRangeException("priests");
            if (devils < 0) throw new ArgumentOutOfRangeException("devils");
            if (boatCapacity < 0) throw new ArgumentOutOfRangeException("boatCapacity");
            Priests = priests;
            Devils = devils;
            BoatCapacity = boatCapacity;
        }

        /// <summary>Where every game starts: everyone and the boat on the start bank.</summary>
        public State Start { get { return new State(Priests, Devils, Side.Start); } }

        /// <summary>The winning state: everyone and the boat on the far bank.</summary>
        public State Goal { get { return new State(0, 0, Side.Far); } }

        /// <inheritdoc/>
        public bool Equals(Rules other) { return Priests == other.Priests && Devils == other.Devils && BoatCapacity == other.BoatCapacity; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Rules && Equals((Rules)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return (Priests * 397 ^ Devils) * 397 ^ BoatCapacity; }
        /// <inheritdoc/>
        public override string ToString() { return string.Format("{0} priests, {1} devils, boat for {2}", Priests, Devils, BoatCapacity); }
    }

    /// <summary>A state: priests and devils on the start bank (boat passengers count with the boat's bank)
    /// and where the boat is.</summary>
    public struct State : IEquatable<State>
    {
        // Packed into 8 bytes (priests in bits 0-31, the side in bit 32, devils in bits 33-63): Mono's JIT
        // passes 8-byte structs cheaply but copies larger ones slowly (about 15 ns per call), and a State
        // is passed on every per-frame hint.
        private readonly long bits;

        /// <summary>A state. Counts may be out of range (queries then report it); the side must be valid.</summary>
        /// <exception cref="ArgumentOutOfRangeException">The side is neither Start nor Far, or the devils are
        /// beyond +-2^30.</exception>
        public State(int priests, int devils, Side boat)
        {
            if ((uint)boat > 1) throw new ArgumentOutOfRangeException("boat");
            if (devils < -(1 << 30) || devils >= 1 << 30) throw new ArgumentOutOfRangeException("devils");
            bits = (uint)priests | ((long)boat << 32) | ((long)devils << 33);
        }

        /// <summary>Priests on the start bank.</summary>
        public int Priests { get { return (int)bits; } }
        /// <summary>Devils on the start bank.</summary>
        public int Devils { get { return (int)(bits >> 33); } }
        /// <summary>Where the boat is docked.</summary>
        public Side Boat { get { return (Side)((bits >> 32) & 1); } }

        /// <inheritdoc/>
        public bool Equals(State other) { return bits == other.bits; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is State && Equals((State)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return bits.GetHashCode(); }
        /// <inheritdoc/>
        public override string ToString() { return string.Format("({0}P {1}D on the start bank, boat at {2})", Priests, Devils, Boat); }
    }

    /// <summary>A crossing: the priests and devils the boat carries across.</summary>
    public struct Move : IEquatable<Move>
    {
        /// <summary>Priests on board.</summary>
        public readonly int Priests;
        /// <summary>Devils on board.</summary>
        public readonly int Devils;

        /// <summary>A crossing.</summary>
        public Move(int priests, int devils) { Priests = priests; Devils = devils; }

        /// <inheritdoc/>
        public bool Equals(Move other) { return Priests == other.Priests && Devils == other.Devils; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Move && Equals((Move)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return Priests * 397 ^ Devils; }
        /// <summary>For example "1 priest and 1 devil".</summary>
        public override string ToString()
        {
            string p = Priests == 1 ? "1 priest" : Priests + " priests";
            string d = Devils == 1 ? "1 devil" : Devils + " devils";
            if (Priests == 0 && Devils == 0) return "nobody";
            if (Devils == 0) return p;
            if (Priests == 0) return d;
            return p + " and " + d;
        }
    }

    /// <summary>The verdict on a state.</summary>
    public struct Verdict
    {
        /// <summary>Safe, won, lost on a bank, or out of range.</summary>
        public readonly StateKind Kind;
        /// <summary>Whether legal play from the start can reach the state.</summary>
        public readonly bool IsReachable;
        /// <summary>Crossings left on a shortest path, or null when the goal cannot be reached.</summary>
        public readonly int? Distance;

        internal Verdict(StateKind kind, bool reachable, int? distance) { Kind = kind; IsReachable = reachable; Distance = distance; }

        /// <summary>Whether the game is lost in this state.</summary>
        public bool IsLost { get { return Kind == StateKind.LostStartBank || Kind == StateKind.LostFarBank; } }
    }

    /// <summary>The rating of a move.</summary>
    public struct Rating
    {
        /// <summary>What kind of move it is.</summary>
        public readonly RatingKind Kind;
        /// <summary>For <see cref="RatingKind.Detour"/>, the extra crossings; otherwise 0.</summary>
        public readonly int ExtraCrossings;

        internal Rating(RatingKind kind, int extra) { Kind = kind; ExtraCrossings = extra; }
    }

    /// <summary>Where every character is during play: on each shore, or on the boat.</summary>
    public struct GameState : IEquatable<GameState>
    {
        /// <summary>Priests on the start bank's shore.</summary>
        public int StartPriests;
        /// <summary>Devils on the start bank's shore.</summary>
        public int StartDevils;
        /// <summary>Priests on the far bank's shore.</summary>
        public int FarPriests;
        /// <summary>Devils on the far bank's shore.</summary>
        public int FarDevils;
        /// <summary>Priests on the boat.</summary>
        public int BoatPriests;
        /// <summary>Devils on the boat.</summary>
        public int BoatDevils;
        /// <summary>Where the boat is docked.</summary>
        public Side Boat;

        /// <summary>The start of a game: everyone on the start bank's shore.</summary>
        public static GameState StartOf(Rules rules)
        {
            GameState g = new GameState();
            g.StartPriests = rules.Priests;
            g.StartDevils = rules.Devils;
            return g;
        }

        /// <summary>The rules' view: boat passengers count with the boat's bank.</summary>
        /// <exception cref="ArgumentOutOfRangeException">The boat side is neither Start nor Far.</exception>
        public State ToState()
        {
            bool atStart = Boat == Side.Start;
            return new State(StartPriests + (atStart ? BoatPriests : 0), StartDevils + (atStart ? BoatDevils : 0), Boat);
        }

        /// <inheritdoc/>
        public bool Equals(GameState o)
        {
            return StartPriests == o.StartPriests && StartDevils == o.StartDevils && FarPriests == o.FarPriests
                && FarDevils == o.FarDevils && BoatPriests == o.BoatPriests && BoatDevils == o.BoatDevils && Boat == o.Boat;
        }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is GameState && Equals((GameState)obj); }
        /// <inheritdoc/>
        public override int GetHashCode()
        {
            int h = StartPriests;
            h = h * 31 + StartDevils;
            h = h * 31 + FarPriests;
            h = h * 31 + FarDevils;
            h = h * 31 + BoatPriests;
            h = h * 31 + BoatDevils;
            return h * 2 + (int)Boat;
        }
        /// <inheritdoc/>
        public override string ToString()
        {
            return string.Format("start {0}P {1}D | boat {2}P {3}D at {4} | far {5}P {6}D",
                StartPriests, StartDevils, BoatPriests, BoatDevils, Boat, FarPriests, FarDevils);
        }
    }

    /// <summary>The next atomic step, with the crossing it works towards.</summary>
    public struct Step
    {
        /// <summary>What to do now.</summary>
        public readonly ActionKind Action;
        /// <summary>The best crossing, which this step prepares or performs.</summary>
        public readonly Move Crossing;
        /// <summary>Crossings left on a shortest path, counting <see cref="Crossing"/>.</summary>
        public readonly int CrossingsLeft;

        internal Step(ActionKind action, Move crossing, int left) { Action = action; Crossing = crossing; CrossingsLeft = left; }
    }
}
