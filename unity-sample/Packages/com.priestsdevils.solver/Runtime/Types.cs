// The public value types of the safe API: plain structs, no allocation, no marshalling. Their enums
// (Status, Side, BoatSafety, Rowers, StateKind, RatingKind, ActionKind) are the library's, generated into
// Enums.g.cs by `cargo xtask generate`.
using System;

namespace PriestsDevils
{
    /// <summary>A game configuration: priests, devils, the boat's capacity and the rule variant (classic
    /// by default: <see cref="BoatSafety.Banks"/>, <see cref="Rowers.Anyone"/>).</summary>
    public struct Rules : IEquatable<Rules>
    {
        private readonly int _priests, _devils, _boatCapacity;
        private readonly BoatSafety _boatSafety;
        private readonly Rowers _rowers;

        /// <summary>The classic game: 3 priests, 3 devils, a boat for 2.</summary>
        public static readonly Rules Classic = new Rules(3, 3, 2);

        /// <summary>A configuration; counts must not be negative.</summary>
        /// <exception cref="ArgumentOutOfRangeException">A count is negative, or a variant is not one of its
        /// enum's values.</exception>
        public Rules(int priests, int devils, int boatCapacity, BoatSafety boatSafety = BoatSafety.Banks, Rowers rowers = Rowers.Anyone)
        {
            if (priests < 0) throw new ArgumentOutOfRangeException("priests");
            if (devils < 0) throw new ArgumentOutOfRangeException("devils");
            if (boatCapacity < 0) throw new ArgumentOutOfRangeException("boatCapacity");
            if (!Enum.IsDefined(typeof(BoatSafety), boatSafety)) throw new ArgumentOutOfRangeException("boatSafety");
            if (!Enum.IsDefined(typeof(Rowers), rowers)) throw new ArgumentOutOfRangeException("rowers");
            _priests = priests;
            _devils = devils;
            _boatCapacity = boatCapacity;
            _boatSafety = boatSafety;
            _rowers = rowers;
        }

        /// <summary>These rules with another boat-safety variant.</summary>
        public Rules WithBoatSafety(BoatSafety boatSafety) { return new Rules(_priests, _devils, _boatCapacity, boatSafety, _rowers); }

        /// <summary>These rules with other rowers.</summary>
        public Rules WithRowers(Rowers rowers) { return new Rules(_priests, _devils, _boatCapacity, _boatSafety, rowers); }

        /// <summary>Priests in the game.</summary>
        public int Priests { get { return _priests; } }
        /// <summary>Devils in the game.</summary>
        public int Devils { get { return _devils; } }
        /// <summary>The most characters the boat carries (at least 1 for a solvable game).</summary>
        public int BoatCapacity { get { return _boatCapacity; } }
        /// <summary>Whether the boat's load must itself be safe.</summary>
        public BoatSafety BoatSafety { get { return _boatSafety; } }
        /// <summary>Who may row.</summary>
        public Rowers Rowers { get { return _rowers; } }

        /// <summary>Where every game starts: everyone and the boat on the start bank.</summary>
        public State Start { get { return new State(Priests, Devils, Side.Start); } }

        /// <summary>The winning state: everyone and the boat on the far bank.</summary>
        public State Goal { get { return new State(0, 0, Side.Far); } }

        /// <summary>The state with <paramref name="priests"/> and <paramref name="devils"/> on
        /// <paramref name="bank"/>, everyone else on the other bank, and the boat at <paramref name="boat"/>
        /// (boat passengers count with the boat's bank). <see cref="Side.Start"/> is the bank your game
        /// starts on, whichever side of the screen you draw it: a game that counts the bank it ends on
        /// passes <see cref="Side.Far"/> and its own counts, and never subtracts from the totals itself.
        /// Counts are not checked here: queries report a state outside the rules
        /// (<see cref="Status.StateOutOfRange"/>).</summary>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="bank"/> or <paramref name="boat"/>
        /// is neither Start nor Far.</exception>
        public State StateWith(Side bank, int priests, int devils, Side boat)
        {
            return OnStart(bank)
                ? new State(priests, devils, boat)
                : new State(_priests - priests, _devils - devils, boat);
        }

        /// <summary>The priests of <paramref name="state"/> on <paramref name="bank"/> (boat passengers count
        /// with the boat's bank): <see cref="State.Priests"/> for the start bank, the rest of these rules'
        /// priests for the far bank.</summary>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="bank"/> is neither Start nor Far.</exception>
        public int PriestsOn(Side bank, State state) { return OnStart(bank) ? state.Priests : _priests - state.Priests; }

        /// <summary>The devils of <paramref name="state"/> on <paramref name="bank"/> (boat passengers count
        /// with the boat's bank): <see cref="State.Devils"/> for the start bank, the rest of these rules'
        /// devils for the far bank.</summary>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="bank"/> is neither Start nor Far.</exception>
        public int DevilsOn(Side bank, State state) { return OnStart(bank) ? state.Devils : _devils - state.Devils; }

        private static bool OnStart(Side bank)
        {
            if ((uint)bank > 1) throw new ArgumentOutOfRangeException("bank");
            return bank == Side.Start;
        }

        /// <inheritdoc/>
        public bool Equals(Rules other)
        {
            return Priests == other.Priests && Devils == other.Devils && BoatCapacity == other.BoatCapacity
                && BoatSafety == other.BoatSafety && Rowers == other.Rowers;
        }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Rules && Equals((Rules)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return (((Priests * 397 ^ Devils) * 397 ^ BoatCapacity) * 397 ^ (int)BoatSafety) * 397 ^ (int)Rowers; }
        /// <inheritdoc/>
        public override string ToString()
        {
            string text = string.Format("{0} priests, {1} devils, boat for {2}", Priests, Devils, BoatCapacity);
            // Each variant that is not the classic rules' (0), by its value's name.
            if (BoatSafety != default(BoatSafety)) text += ", boat safety " + BoatSafety;
            if (Rowers != default(Rowers)) text += ", rowers " + Rowers;
            return text;
        }
    }

    /// <summary>A state: priests and devils on the start bank (boat passengers count with the boat's bank)
    /// and where the boat is. The start bank is the bank your game starts on, whichever side of the screen
    /// it is drawn on; <see cref="Rules.StateWith"/> builds a state from the other bank's counts and
    /// <see cref="Rules.PriestsOn"/>, <see cref="Rules.DevilsOn"/> read either bank's back.</summary>
    public struct State : IEquatable<State>
    {
        // Packed into 8 bytes (priests in bits 0-31, the side in bit 32, devils in bits 33-63): Mono's JIT
        // passes 8-byte structs cheaply but copies larger ones slowly (about 15 ns per call), and a State
        // is passed on every per-frame hint.
        private readonly long _bits;

        /// <summary>A state. Counts may be out of range (queries then report it); the side must be valid.</summary>
        /// <exception cref="ArgumentOutOfRangeException">The side is neither Start nor Far, or the devils are
        /// beyond +-2^30.</exception>
        public State(int priests, int devils, Side boat)
        {
            if ((uint)boat > 1) throw new ArgumentOutOfRangeException("boat");
            if (devils < -(1 << 30) || devils >= 1 << 30) throw new ArgumentOutOfRangeException("devils");
            _bits = (uint)priests | ((long)boat << 32) | ((long)devils << 33);
        }

        /// <summary>Priests on the start bank.</summary>
        public int Priests { get { return (int)_bits; } }
        /// <summary>Devils on the start bank.</summary>
        public int Devils { get { return (int)(_bits >> 33); } }
        /// <summary>Where the boat is docked.</summary>
        public Side Boat { get { return (Side)((_bits >> 32) & 1); } }

        /// <summary>The state after the boat carries <paramref name="move"/> from its bank to the other: the
        /// start bank loses the load when the boat leaves it and gains it when the boat comes back. Arithmetic
        /// only, it judges nothing: a load the rules forbid or that loses still gives a state (ask
        /// <see cref="Solver.RateMove"/> before, or <see cref="Solver.CheckState"/> after).</summary>
        /// <exception cref="ArgumentOutOfRangeException">The devils would be beyond +-2^30.</exception>
        public State After(Move move)
        {
            return Boat == Side.Start
                ? new State(Priests - move.Priests, Devils - move.Devils, Side.Far)
                : new State(Priests + move.Priests, Devils + move.Devils, Side.Start);
        }

        /// <inheritdoc/>
        public bool Equals(State other) { return _bits == other._bits; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is State && Equals((State)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return _bits.GetHashCode(); }
        /// <inheritdoc/>
        public override string ToString() { return string.Format("({0}P {1}D on the start bank, boat at {2})", Priests, Devils, Boat); }
    }

    /// <summary>A crossing: the priests and devils the boat carries across.</summary>
    public struct Move : IEquatable<Move>
    {
        private readonly int _priests, _devils;

        /// <summary>A crossing.</summary>
        public Move(int priests, int devils) { _priests = priests; _devils = devils; }

        /// <summary>Priests on board.</summary>
        public int Priests { get { return _priests; } }
        /// <summary>Devils on board.</summary>
        public int Devils { get { return _devils; } }

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
    public struct Verdict : IEquatable<Verdict>
    {
        private readonly StateKind _kind;
        private readonly bool _isReachable;
        private readonly int? _distance;

        internal Verdict(StateKind kind, bool reachable, int? distance) { _kind = kind; _isReachable = reachable; _distance = distance; }

        /// <summary>Safe, won, lost on a bank, or out of range.</summary>
        public StateKind Kind { get { return _kind; } }
        /// <summary>Whether legal play from the start can reach the state.</summary>
        public bool IsReachable { get { return _isReachable; } }
        /// <summary>Crossings left on a shortest path, or null when the goal cannot be reached.</summary>
        public int? Distance { get { return _distance; } }
        /// <summary>Whether the game is lost in this state.</summary>
        public bool IsLost { get { return _kind == StateKind.LostStartBank || _kind == StateKind.LostFarBank; } }

        /// <inheritdoc/>
        public bool Equals(Verdict other) { return _kind == other._kind && _isReachable == other._isReachable && _distance == other._distance; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Verdict && Equals((Verdict)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return ((int)_kind * 397 ^ (_isReachable ? 1 : 0)) * 397 ^ (_distance ?? -1); }
        /// <summary>For example "Safe, reachable, 11 crossings to go".</summary>
        public override string ToString()
        {
            return _kind + (_isReachable ? ", reachable, " : ", unreachable, ")
                + (_distance.HasValue ? _distance.Value + " crossings to go" : "no path");
        }
    }

    /// <summary>The rating of a move.</summary>
    public struct Rating : IEquatable<Rating>
    {
        private readonly RatingKind _kind;
        private readonly int _extraCrossings;

        internal Rating(RatingKind kind, int extra) { _kind = kind; _extraCrossings = extra; }

        /// <summary>What kind of move it is.</summary>
        public RatingKind Kind { get { return _kind; } }
        /// <summary>For <see cref="RatingKind.Detour"/>, the extra crossings compared with an optimal
        /// move; otherwise 0.</summary>
        public int ExtraCrossings { get { return _extraCrossings; } }
        /// <summary>The old name of <see cref="ExtraCrossings"/>.</summary>
        [Obsolete("Use ExtraCrossings.")]
        public int ExtraMoves { get { return ExtraCrossings; } }

        /// <inheritdoc/>
        public bool Equals(Rating other) { return _kind == other._kind && _extraCrossings == other._extraCrossings; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Rating && Equals((Rating)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return (int)_kind * 397 ^ _extraCrossings; }
        /// <summary>For example "Detour (+2 crossings)".</summary>
        public override string ToString() { return _kind == RatingKind.Detour ? "Detour (+" + _extraCrossings + " crossings)" : _kind.ToString(); }
    }

    /// <summary>Where every character is during play: on each shore, or on the boat.</summary>
    public struct GameState : IEquatable<GameState>
    {
        private readonly int _startPriests, _startDevils, _farPriests, _farDevils, _boatPriests, _boatDevils;
        private readonly Side _boat;

        /// <summary>A game state. Counts are not checked here: queries report counts that do not add up
        /// to the rules (<see cref="Status.InvalidGameState"/>).</summary>
        public GameState(int startPriests, int startDevils, int farPriests, int farDevils, int boatPriests, int boatDevils, Side boat)
        {
            _startPriests = startPriests;
            _startDevils = startDevils;
            _farPriests = farPriests;
            _farDevils = farDevils;
            _boatPriests = boatPriests;
            _boatDevils = boatDevils;
            _boat = boat;
        }

        /// <summary>Priests on the start bank's shore.</summary>
        public int StartPriests { get { return _startPriests; } }
        /// <summary>Devils on the start bank's shore.</summary>
        public int StartDevils { get { return _startDevils; } }
        /// <summary>Priests on the far bank's shore.</summary>
        public int FarPriests { get { return _farPriests; } }
        /// <summary>Devils on the far bank's shore.</summary>
        public int FarDevils { get { return _farDevils; } }
        /// <summary>Priests on the boat.</summary>
        public int BoatPriests { get { return _boatPriests; } }
        /// <summary>Devils on the boat.</summary>
        public int BoatDevils { get { return _boatDevils; } }
        /// <summary>Where the boat is docked.</summary>
        public Side Boat { get { return _boat; } }

        /// <summary>The start of a game: everyone on the start bank's shore.</summary>
        public static GameState StartOf(Rules rules)
        {
            return new GameState(rules.Priests, rules.Devils, 0, 0, 0, 0, Side.Start);
        }

        /// <summary>The rules' view: boat passengers count with the boat's bank.</summary>
        /// <exception cref="ArgumentOutOfRangeException">The boat side is neither Start nor Far.</exception>
        public State ToState()
        {
            bool atStart = _boat == Side.Start;
            return new State(_startPriests + (atStart ? _boatPriests : 0), _startDevils + (atStart ? _boatDevils : 0), _boat);
        }

        /// <inheritdoc/>
        public bool Equals(GameState o)
        {
            return _startPriests == o._startPriests && _startDevils == o._startDevils && _farPriests == o._farPriests
                && _farDevils == o._farDevils && _boatPriests == o._boatPriests && _boatDevils == o._boatDevils && _boat == o._boat;
        }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is GameState && Equals((GameState)obj); }
        /// <inheritdoc/>
        public override int GetHashCode()
        {
            int h = _startPriests;
            h = h * 31 + _startDevils;
            h = h * 31 + _farPriests;
            h = h * 31 + _farDevils;
            h = h * 31 + _boatPriests;
            h = h * 31 + _boatDevils;
            return h * 2 + (int)_boat;
        }
        /// <inheritdoc/>
        public override string ToString()
        {
            return string.Format("start {0}P {1}D | boat {2}P {3}D at {4} | far {5}P {6}D",
                _startPriests, _startDevils, _boatPriests, _boatDevils, _boat, _farPriests, _farDevils);
        }
    }

    /// <summary>The next atomic step, with the move it works towards.</summary>
    public struct Step : IEquatable<Step>
    {
        private readonly ActionKind _action;
        private readonly Move _crossing;
        private readonly int _crossingsLeft;

        internal Step(ActionKind action, Move crossing, int left) { _action = action; _crossing = crossing; _crossingsLeft = left; }

        /// <summary>What to do now.</summary>
        public ActionKind Action { get { return _action; } }
        /// <summary>The best move, which this step prepares or performs (empty when won).</summary>
        public Move NextMove { get { return _crossing; } }
        /// <summary>Crossings left on a shortest path, counting <see cref="NextMove"/> (0 when won).</summary>
        public int CrossingsLeft { get { return _crossingsLeft; } }
        /// <summary>The old name of <see cref="CrossingsLeft"/>.</summary>
        [Obsolete("Use CrossingsLeft.")]
        public int MovesLeft { get { return CrossingsLeft; } }

        /// <inheritdoc/>
        public bool Equals(Step other) { return _action == other._action && _crossing.Equals(other._crossing) && _crossingsLeft == other._crossingsLeft; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Step && Equals((Step)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return ((int)_action * 397 ^ _crossing.GetHashCode()) * 397 ^ _crossingsLeft; }
        /// <summary>For example "BoardPriest (towards 1 priest and 1 devil, 11 crossings left)".</summary>
        public override string ToString() { return _action + " (towards " + _crossing + ", " + _crossingsLeft + " crossings left)"; }
    }

    /// <summary>A state that every shortest plan from the asked state passes through, with the number of
    /// crossings that reach it (listed by <see cref="Solver.GetMilestones"/>).</summary>
    public struct Milestone : IEquatable<Milestone>
    {
        private readonly State _state;
        private readonly int _crossings;

        internal Milestone(State state, int crossings) { _state = state; _crossings = crossings; }

        /// <summary>The state: priests and devils on the start bank, and the boat's side.</summary>
        public State State { get { return _state; } }
        /// <summary>The crossings from the asked state to this one along any shortest plan (at least 1).</summary>
        public int Crossings { get { return _crossings; } }
        /// <summary>The old name of <see cref="Crossings"/>.</summary>
        [Obsolete("Use Crossings.")]
        public int Moves { get { return Crossings; } }

        /// <inheritdoc/>
        public bool Equals(Milestone other) { return _state.Equals(other._state) && _crossings == other._crossings; }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is Milestone && Equals((Milestone)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return _state.GetHashCode() * 397 ^ _crossings; }
        /// <summary>For example "(3P 2D on the start bank, boat at Start) after 2 crossings".</summary>
        public override string ToString() { return _state + " after " + _crossings + (_crossings == 1 ? " crossing" : " crossings"); }
    }
}
