using System;
using System.Collections.Generic;

namespace PriestsDevils.Game
{
    /// <summary>
    /// One game with its solver and judge: what the scene controller drives. Hint, AI next and auto-solve
    /// all come from the Rust solver; nothing here searches.
    /// </summary>
    public sealed class GameSession : IDisposable
    {
        /// <summary>The solver for the session's rules.</summary>
        public readonly Solver Solver;
        /// <summary>Decides win and loss.</summary>
        public readonly Judge Judge;
        /// <summary>The game being played.</summary>
        public RiverGame Game { get; private set; }

        /// <summary>A session for <paramref name="rules"/>, solved once.</summary>
        public GameSession(Rules rules)
        {
            Solver = new Solver(rules);
            Judge = new Judge(Solver);
            Game = new RiverGame(rules);
            Judge.Check(Game);
        }

        /// <summary>Starts over with everyone on the start bank.</summary>
        public void Restart()
        {
            Game = new RiverGame(Solver.Rules);
            Judge.Check(Game);
        }

        /// <summary>Continues from a game already under way (see <see cref="RiverGame.FromSnapshot"/>).</summary>
        public void Resume(GameState state)
        {
            Game = RiverGame.FromSnapshot(Solver.Rules, state);
            Judge.Check(Game);
        }

        // The hint tiers: a press of Hint shows the next tier, and the first again once the game has changed.
        private int _hintTier;
        private RiverGame _hintGame;
        private GameState _hintAt;

        /// <summary>The tier the last press of Hint showed: 1 the next milestone, 2 the next crossing, 3
        /// what to move; 0 before any press.</summary>
        public int HintTier { get { return _hintTier; } }

        /// <summary>What one press of Hint shows, in three tiers: the first press names the next milestone
        /// (a state every shortest plan passes through) at least two crossings ahead, the second the next
        /// crossing, the third also points at what to move (<paramref name="targets"/>, or the boat when
        /// <paramref name="sail"/>); presses past the third repeat it. Any change to the game (a move, an
        /// AI step, a restart) starts again at the first.</summary>
        public string NextHint(StringTable words, out List<Character> targets, out bool sail)
        {
            GameState now = Game.Snapshot();
            if (!ReferenceEquals(_hintGame, Game) || !now.Equals(_hintAt)) _hintTier = 0;
            _hintGame = Game;
            _hintAt = now;
            if (_hintTier < 3) _hintTier++;
            sail = false;
            targets = _hintTier == 3 ? HintTargets(out sail) : new List<Character>();
            return ShownHint(words);
        }

        /// <summary>The text of the tier the last press of Hint showed, in the words of
        /// <paramref name="words"/> (empty before any press): what a language switch redraws, the tier
        /// unchanged.</summary>
        public string ShownHint(StringTable words)
        {
            if (_hintTier == 0) return "";
            return _hintTier == 1 ? MilestoneHint(words) : Hint(words);
        }

        /// <summary>The next milestone at least two crossings ahead, as a state to aim for ("Aim for: 3
        /// priests and 2 devils on the start bank, the boat on the start bank, 2 crossings from here."); when
        /// the goal is a crossing away, or there is no hint, what <see cref="Hint"/> says.</summary>
        public string MilestoneHint(StringTable words)
        {
            State here = Game.Snapshot().ToState();
            Move ignored;
            if (!Solver.TryGetNextMove(here, out ignored)) return Hint(words);
            foreach (Milestone m in Solver.GetMilestones(here))
            {
                if (m.Crossings < 2) continue;
                State s = m.State;
                if (s.Equals(Solver.Rules.Goal)) return words.Count("Aim.Goal", m.Crossings);
                return words.Count(s.Boat == Side.Start ? "Aim.Start" : "Aim.Far", m.Crossings, words.People(s.Priests, s.Devils));
            }
            return Hint(words);
        }

        /// <summary>The suggested crossing as text, or why there is none: a status the scene has no words of
        /// its own for is told by its sentence in <paramref name="words"/> (<see cref="StringTable.StatusText"/>).</summary>
        public string Hint(StringTable words)
        {
            Move move;
            Status status;
            if (Solver.TryGetNextMove(Game.Snapshot().ToState(), out move, out status))
                return words.Format(Game.BoatSide == Side.Start ? "Hint.ToFar" : "Hint.ToStart", words.People(move.Priests, move.Devils));
            switch (status)
            {
                case Status.AlreadyWon: return words["Hint.Won"];
                case Status.LostState: return words["Hint.Lost"];
                case Status.NoPath: return words["Hint.NoPath"];
                default: return words.Format("Hint.Unavailable", words.StatusText(status));
            }
        }

        /// <summary>What the hint points at: the characters to move next for the solver's crossing
        /// (passengers beyond its load go ashore, then bank characters board), or, when the boat already
        /// holds that load, the boat itself (<paramref name="sail"/>). Empty when there is no hint.</summary>
        public List<Character> HintTargets(out bool sail)
        {
            sail = false;
            var targets = new List<Character>();
            Step step;
            Status status;
            if (Game.IsOver || !Solver.TryGetNextAction(Game.Snapshot(), out step, out status)) return targets;
            Move load = step.NextMove;
            int aboardPriests = Game.Boat.Count(CharacterKind.Priest);
            int aboardDevils = Game.Boat.Count(CharacterKind.Devil);
            if (aboardPriests == load.Priests && aboardDevils == load.Devils)
            {
                sail = true;
                return targets;
            }
            Pick(targets, Game.Boat, CharacterKind.Priest, aboardPriests - load.Priests);
            Pick(targets, Game.Boat, CharacterKind.Devil, aboardDevils - load.Devils);
            Places bank = Game.BankOf(Game.BoatSide);
            Pick(targets, bank, CharacterKind.Priest, load.Priests - aboardPriests);
            Pick(targets, bank, CharacterKind.Devil, load.Devils - aboardDevils);
            return targets;
        }

        private static void Pick(List<Character> into, Places from, CharacterKind kind, int count)
        {
            for (int i = 0; i < from.Capacity && count > 0; i++)
            {
                Character c = from[i];
                if (c != null && c.Kind == kind)
                {
                    into.Add(c);
                    count--;
                }
            }
        }

        /// <summary>Performs exactly one atomic action chosen by the solver; returns it, or None when the
        /// game is over or cannot be won.</summary>
        public ActionKind AiNext()
        {
            Step step;
            Status status;
            if (Game.IsOver || !Solver.TryGetNextAction(Game.Snapshot(), out step, out status)) return ActionKind.None;
            if (Game.Apply(step.Action) != Refusal.None) return ActionKind.None;
            if (step.Action == ActionKind.Sail) Judge.Check(Game);
            return step.Action;
        }

        /// <summary>Performs one atomic action of the crossing with <paramref name="load"/> the player chose
        /// (on the state map): a passenger beyond the load goes ashore, else a missing one boards (priests
        /// first), else the boat sails through <see cref="Sail"/>, which rates the load and judges as for a
        /// click on the boat. Returns the action, or None when the game is over or the action was refused
        /// (nobody of that kind on the bank, the boat full, the load forbidden): then the crossing stops.
        /// The load should be one of <see cref="Solver.GetLegalLoads"/> from the game's state.</summary>
        public ActionKind CrossWith(Move load)
        {
            if (Game.IsOver) return ActionKind.None;
            int priests = Game.Boat.Count(CharacterKind.Priest), devils = Game.Boat.Count(CharacterKind.Devil);
            ActionKind action = priests > load.Priests ? ActionKind.UnboardPriest
                : devils > load.Devils ? ActionKind.UnboardDevil
                : priests < load.Priests ? ActionKind.BoardPriest
                : devils < load.Devils ? ActionKind.BoardDevil
                : ActionKind.Sail;
            Refusal refused = action == ActionKind.Sail ? Sail() : Game.Apply(action);
            return refused == Refusal.None ? action : ActionKind.None;
        }

        /// <summary>Plays with <see cref="AiNext"/> until the game is over; returns the actions taken.</summary>
        public int AutoSolve()
        {
            int actions = 0;
            int limit = 4 * (Solver.SafeStates + 1) * (Solver.Rules.BoatCapacity + 1);
            while (actions < limit && AiNext() != ActionKind.None) actions++;
            return actions;
        }

        /// <summary>A player's sail: moves the boat, then judges. The solver rates the load first, so a load
        /// the rule variant forbids (no allowed rower, devils outnumbering the priests aboard) stays docked.</summary>
        public Refusal Sail()
        {
            Refusal forbidden = ForbiddenLoad();
            if (forbidden != Refusal.None)
            {
                _refused = forbidden;
                _refusedGame = Game;
                _refusedAt = Game.Snapshot();
                return forbidden;
            }
            Refusal r = Game.Sail();
            if (r == Refusal.None) Judge.Check(Game);
            return r;
        }

        private Refusal ForbiddenLoad()
        {
            if (Game.IsOver || Game.Boat.Occupied == 0) return Refusal.None;
            var load = new Move(Game.Boat.Count(CharacterKind.Priest), Game.Boat.Count(CharacterKind.Devil));
            switch (Solver.RateMove(Game.Snapshot().ToState(), load).Kind)
            {
                case RatingKind.IllegalNoRower: return Refusal.NoRower;
                case RatingKind.IllegalOutnumberedAboard: return Refusal.OutnumberedAboard;
                default: return Refusal.None;
            }
        }

        // The last sail the rules refused, and the game as it stood then: its explanation shows until
        // anything moves.
        private Refusal _refused;
        private RiverGame _refusedGame;
        private GameState _refusedAt;

        /// <summary>The status line in the words of <paramref name="words"/>: why the last sail was refused
        /// while nothing has moved since, else the judge's message.</summary>
        public string Message(StringTable words)
        {
            if (_refused != Refusal.None && ReferenceEquals(_refusedGame, Game) && Game.Snapshot().Equals(_refusedAt))
                return Explain(_refused, words);
            return Judge.Message(Game, words);
        }

        private string Explain(Refusal refusal, StringTable words)
        {
            switch (refusal)
            {
                case Refusal.NoRower:
                    return words["Rowers." + Solver.Rules.Rowers + ".Refused"];
                default:
                    // The rule of the value that refused: each value words its own.
                    return words["BoatSafety." + Solver.Rules.BoatSafety + ".Refused"];
            }
        }

        /// <summary>Releases the solver.</summary>
        public void Dispose() { Solver.Dispose(); }
    }
}
