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

        /// <summary>The suggested crossing as text, or why there is none.</summary>
        public string Hint()
        {
            Move move;
            Status status;
            if (Solver.TryGetNextMove(Game.Snapshot().ToState(), out move, out status))
            {
                string to = Game.BoatSide == Side.Start ? "to the far bank" : "back to the start bank";
                return "Hint: take " + move + " " + to + ".";
            }
            switch (status)
            {
                case Status.AlreadyWon: return "You have already won.";
                case Status.LostState: return "The game is lost: restart.";
                case Status.NoPath: return "No crossing can win from here: restart.";
                default: return "No hint: " + Solver.GetStatusMessage(status);
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
            Move load = step.Crossing;
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

        /// <summary>Plays with <see cref="AiNext"/> until the game is over; returns the actions taken.</summary>
        public int AutoSolve()
        {
            int actions = 0;
            int limit = 4 * (Solver.SafeStates + 1) * (Solver.Rules.BoatCapacity + 1);
            while (actions < limit && AiNext() != ActionKind.None) actions++;
            return actions;
        }

        /// <summary>A player's sail: moves the boat, then judges. The solver rates the load first, so a load
        /// the rule variant forbids (no allowed rower, devils outnumbering priests aboard) stays docked.</summary>
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

        /// <summary>The status line: why the last sail was refused while nothing has moved since, else the
        /// judge's message.</summary>
        public string Message()
        {
            if (_refused != Refusal.None && ReferenceEquals(_refusedGame, Game) && Game.Snapshot().Equals(_refusedAt))
                return Explain(_refused);
            return Judge.Message(Game);
        }

        private string Explain(Refusal refusal)
        {
            switch (refusal)
            {
                case Refusal.NoRower:
                    return Solver.Rules.Rowers == Rowers.Priests ? "Only priests row: put a priest aboard." : "Only devils row: put a devil aboard.";
                default:
                    return "Devils may not outnumber priests aboard.";
            }
        }

        /// <summary>Releases the solver.</summary>
        public void Dispose() { Solver.Dispose(); }
    }
}
