using System;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// What a level's figures depend on, as plain values the Inspector holds (a serialized field may hold
    /// anything: out-of-range counts and undefined enum values included). Two inputs are equal exactly
    /// when their figures are, so a presenter recomputes only when its input changes.
    /// </summary>
    public struct LevelInput : IEquatable<LevelInput>
    {
        /// <summary>Priests of the level.</summary>
        public int Priests;
        /// <summary>Devils of the level.</summary>
        public int Devils;
        /// <summary>Seats in the boat.</summary>
        public int BoatCapacity;
        /// <summary>Where devils may not outnumber priests (as serialized: may be undefined).</summary>
        public BoatSafety BoatSafety;
        /// <summary>Who may row (as serialized: may be undefined).</summary>
        public Rowers Rowers;
        /// <summary>Whether the level starts at <see cref="StartPriests"/>, <see cref="StartDevils"/>,
        /// <see cref="StartBoat"/> rather than with everyone on the start bank.</summary>
        public bool HasStart;
        /// <summary>Priests on the start bank at the level's start (when <see cref="HasStart"/>).</summary>
        public int StartPriests;
        /// <summary>Devils on the start bank at the level's start (when <see cref="HasStart"/>).</summary>
        public int StartDevils;
        /// <summary>Where the boat is at the level's start (when <see cref="HasStart"/>).</summary>
        public Side StartBoat;

        /// <summary>The input of <paramref name="rules"/>, starting with everyone on the start bank.</summary>
        public static LevelInput Of(Rules rules)
        {
            return new LevelInput
            {
                Priests = rules.Priests,
                Devils = rules.Devils,
                BoatCapacity = rules.BoatCapacity,
                BoatSafety = rules.BoatSafety,
                Rowers = rules.Rowers,
            };
        }

        /// <summary>The rules and the start state, or false with <paramref name="problem"/> saying which
        /// value the runtime would refuse (the counts past the library's caps are refused later, by the
        /// solver itself).</summary>
        public bool TryGetRules(out Rules rules, out State start, out string problem)
        {
            rules = Rules.Classic;
            start = rules.Start;
            if (Priests < 0 || Devils < 0 || BoatCapacity < 1)
                problem = "priests and devils must be at least 0 and the boat at least 1 (got " + Priests + ", " + Devils + ", " + BoatCapacity + ")";
            else if (!Enum.IsDefined(typeof(BoatSafety), BoatSafety) || !Enum.IsDefined(typeof(Rowers), Rowers))
                problem = "unknown rule variant (" + BoatSafety + ", " + Rowers + ")";
            else if (HasStart && (StartPriests < 0 || StartPriests > Priests || StartDevils < 0 || StartDevils > Devils))
                problem = "the start state's counts must lie between 0 and the level's (got " + StartPriests + " priests, " + StartDevils + " devils)";
            else if (HasStart && StartBoat != Side.Start && StartBoat != Side.Far)
                problem = "unknown boat side (" + StartBoat + ")";
            else
            {
                rules = new Rules(Priests, Devils, BoatCapacity, BoatSafety, Rowers);
                start = HasStart ? new State(StartPriests, StartDevils, StartBoat) : rules.Start;
                problem = null;
                return true;
            }
            return false;
        }

        /// <inheritdoc/>
        public bool Equals(LevelInput o)
        {
            return Priests == o.Priests && Devils == o.Devils && BoatCapacity == o.BoatCapacity && BoatSafety == o.BoatSafety
                && Rowers == o.Rowers && HasStart == o.HasStart
                // Without a start of its own, the start fields do not count.
                && (!HasStart || (StartPriests == o.StartPriests && StartDevils == o.StartDevils && StartBoat == o.StartBoat));
        }

        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is LevelInput && Equals((LevelInput)obj); }

        /// <inheritdoc/>
        public override int GetHashCode()
        {
            int hash = ((Priests * 397 ^ Devils) * 397 ^ BoatCapacity) * 397 ^ ((int)BoatSafety << 4 | (int)Rowers);
            return HasStart ? (hash * 397 ^ StartPriests) * 397 ^ (StartDevils << 1 | (int)StartBoat) : hash;
        }
    }
}
