// The level designer's value types: a level's report, a legal load with its outcome, and the range a
// level set is proposed from. Plain structs: every figure in them comes from the native library.
using System;
using System.Globalization;

namespace PriestsDevils
{
    /// <summary>
    /// A level's figures, as <see cref="Solver.GetLevelReport(State)"/> and
    /// <see cref="Solver.ProposeLevels(LevelRange, int)"/> answer them (the command line's <c>levels</c>
    /// report): whether the level can be won from its start and why not, the fewest crossings, the
    /// optimal plans, the milestones, the configuration's safe and reachable states, its farthest state
    /// and the difficulty.
    /// </summary>
    public struct LevelReport : IEquatable<LevelReport>
    {
        private readonly Rules _rules;
        private readonly State _start;
        private readonly Status _reason;
        private readonly int? _minCrossings;
        private readonly int _milestones;
        private readonly ulong _optimalPlans;
        private readonly int _safeStates;
        private readonly int _reachableStates;
        private readonly State? _farthest;
        private readonly int? _farthestCrossings;
        private readonly double? _difficulty;

        internal LevelReport(Rules rules, State start, Status reason, int? minCrossings, int milestones, ulong optimalPlans,
            int safeStates, int reachableStates, State? farthest, int? farthestCrossings, double? difficulty)
        {
            _rules = rules;
            _start = start;
            _reason = reason;
            _minCrossings = minCrossings;
            _milestones = milestones;
            _optimalPlans = optimalPlans;
            _safeStates = safeStates;
            _reachableStates = reachableStates;
            _farthest = farthest;
            _farthestCrossings = farthestCrossings;
            _difficulty = difficulty;
        }

        /// <summary>The configuration.</summary>
        public Rules Rules { get { return _rules; } }
        /// <summary>The state the level starts from.</summary>
        public State Start { get { return _start; } }
        /// <summary>Whether the level can be won from <see cref="Start"/>.</summary>
        public bool IsSolvable { get { return _reason == Status.Ok; } }
        /// <summary>Why it cannot be won: <see cref="Status.LostState"/>, <see cref="Status.AlreadyWon"/> or
        /// <see cref="Status.NoPath"/> (<see cref="Solver.GetStatusMessage"/> words it); <see cref="Status.Ok"/>
        /// when it can.</summary>
        public Status Reason { get { return _reason; } }
        /// <summary>The fewest crossings that win from the start; null when the level cannot be won.</summary>
        public int? MinCrossings { get { return _minCrossings; } }
        /// <summary>The milestones of the start (<see cref="Solver.GetMilestones"/>: the states every optimal
        /// plan passes through, the goal included); 0 when the level cannot be won.</summary>
        public int Milestones { get { return _milestones; } }
        /// <summary>Distinct optimal plans from the start, saturating at <see cref="ulong.MaxValue"/>; 0 when
        /// the level cannot be won.</summary>
        public ulong OptimalPlans { get { return _optimalPlans; } }
        /// <summary>Safe states of the configuration, both boat sides counted.</summary>
        public int SafeStates { get { return _safeStates; } }
        /// <summary>Safe states connected to the configuration's own start (everyone on the start bank).</summary>
        public int ReachableStates { get { return _reachableStates; } }
        /// <summary>The state farthest from the goal among those reachable from the configuration's own
        /// start; null when that start cannot win.</summary>
        public State? Farthest { get { return _farthest; } }
        /// <summary>The crossings from <see cref="Farthest"/> to the goal; null with it.</summary>
        public int? FarthestCrossings { get { return _farthestCrossings; } }
        /// <summary>The difficulty in bits: <c>-log2</c> of the chance that a player picking uniformly among
        /// the legal loads of every position plays an optimal plan from the start; null when the level
        /// cannot be won.</summary>
        public double? Difficulty { get { return _difficulty; } }

        /// <inheritdoc/>
        public bool Equals(LevelReport o)
        {
            return _rules.Equals(o._rules) && _start.Equals(o._start) && _reason == o._reason && _minCrossings == o._minCrossings
                && _milestones == o._milestones && _optimalPlans == o._optimalPlans && _safeStates == o._safeStates
                && _reachableStates == o._reachableStates && Nullable.Equals(_farthest, o._farthest)
                && _farthestCrossings == o._farthestCrossings && Nullable.Equals(_difficulty, o._difficulty);
        }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is LevelReport && Equals((LevelReport)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return (_rules.GetHashCode() * 397 ^ _start.GetHashCode()) * 397 ^ _optimalPlans.GetHashCode(); }
        /// <inheritdoc/>
        public override string ToString()
        {
            return IsSolvable
                ? string.Format(CultureInfo.InvariantCulture, "{0} from {1}: {2} crossings, {3} plans, {4:F2} bits", _rules, _start,
                    _minCrossings, _optimalPlans, _difficulty)
                : string.Format(CultureInfo.InvariantCulture, "{0} from {1}: unsolvable ({2})", _rules, _start, _reason);
        }
    }

    /// <summary>One legal load from a state and what it leads to, as <see cref="Solver.GetLegalLoads"/>
    /// lists them.</summary>
    public struct LoadOutcome : IEquatable<LoadOutcome>
    {
        private readonly Move _load;
        private readonly State _to;
        private readonly Rating _rating;

        internal LoadOutcome(Move load, State to, Rating rating) { _load = load; _to = to; _rating = rating; }

        /// <summary>Who crosses.</summary>
        public Move Load { get { return _load; } }
        /// <summary>The state after the crossing, which may be lost.</summary>
        public State To { get { return _to; } }
        /// <summary>Optimal, a detour (with its extra crossings), losing on a bank, or no path; never an
        /// illegal kind.</summary>
        public Rating Rating { get { return _rating; } }

        /// <inheritdoc/>
        public bool Equals(LoadOutcome o) { return _load.Equals(o._load) && _to.Equals(o._to) && _rating.Equals(o._rating); }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is LoadOutcome && Equals((LoadOutcome)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return (_load.GetHashCode() * 397 ^ _to.GetHashCode()) * 397 ^ _rating.GetHashCode(); }
        /// <inheritdoc/>
        public override string ToString() { return _load + " -> " + _to + ": " + _rating; }
    }

    /// <summary>The configurations a level set is proposed from (<see cref="Solver.ProposeLevels"/>): every
    /// count in each inclusive range, under one rule variant or all six.</summary>
    public struct LevelRange : IEquatable<LevelRange>
    {
        /// <summary>The fewest priests.</summary>
        public int PriestsMin;
        /// <summary>The most priests.</summary>
        public int PriestsMax;
        /// <summary>The fewest devils.</summary>
        public int DevilsMin;
        /// <summary>The most devils.</summary>
        public int DevilsMax;
        /// <summary>The smallest boat (at least 1).</summary>
        public int BoatMin;
        /// <summary>The largest boat.</summary>
        public int BoatMax;
        /// <summary>The boat-safety variant, unless <see cref="AllVariants"/>.</summary>
        public BoatSafety BoatSafety;
        /// <summary>Who rows, unless <see cref="AllVariants"/>.</summary>
        public Rowers Rowers;
        /// <summary>All six rule variants instead of the one above.</summary>
        public bool AllVariants;

        /// <summary>The ranges, under every rule variant when <paramref name="allVariants"/>, else the
        /// classic rules.</summary>
        public LevelRange(int priestsMin, int priestsMax, int devilsMin, int devilsMax, int boatMin, int boatMax, bool allVariants)
        {
            PriestsMin = priestsMin;
            PriestsMax = priestsMax;
            DevilsMin = devilsMin;
            DevilsMax = devilsMax;
            BoatMin = boatMin;
            BoatMax = boatMax;
            BoatSafety = BoatSafety.Banks;
            Rowers = Rowers.Anyone;
            AllVariants = allVariants;
        }

        /// <inheritdoc/>
        public bool Equals(LevelRange o)
        {
            return PriestsMin == o.PriestsMin && PriestsMax == o.PriestsMax && DevilsMin == o.DevilsMin && DevilsMax == o.DevilsMax
                && BoatMin == o.BoatMin && BoatMax == o.BoatMax && BoatSafety == o.BoatSafety && Rowers == o.Rowers
                && AllVariants == o.AllVariants;
        }
        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is LevelRange && Equals((LevelRange)obj); }
        /// <inheritdoc/>
        public override int GetHashCode() { return ((PriestsMin * 397 ^ PriestsMax) * 397 ^ DevilsMin) * 397 ^ DevilsMax ^ BoatMin << 8 ^ BoatMax << 16; }
        /// <inheritdoc/>
        public override string ToString()
        {
            return string.Format(CultureInfo.InvariantCulture, "{0}..{1} priests, {2}..{3} devils, boat {4}..{5}, {6}", PriestsMin, PriestsMax,
                DevilsMin, DevilsMax, BoatMin, BoatMax, AllVariants ? "all variants" : BoatSafety + "/" + Rowers);
        }
    }
}
