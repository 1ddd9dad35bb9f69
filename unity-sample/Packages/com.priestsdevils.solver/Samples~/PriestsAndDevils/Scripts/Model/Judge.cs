namespace PriestsDevils.Game
{
    /// <summary>Where a game stands.</summary>
    public enum Outcome { Playing, Won, Lost }

    /// <summary>
    /// Decides win and loss from the solver's verdict on the game's state (boat passengers count with the
    /// docked bank), and words the message the interface shows in the active language.
    /// </summary>
    public sealed class Judge
    {
        private readonly Solver _solver;

        /// <summary>A judge using <paramref name="solver"/>'s verdicts.</summary>
        public Judge(Solver solver) { _solver = solver; }

        /// <summary>Judges the game, marking it over when won or lost.</summary>
        public Outcome Check(RiverGame game)
        {
            Verdict v = _solver.CheckState(game.Snapshot().ToState());
            Outcome outcome = v.Kind == StateKind.Won ? Outcome.Won : v.IsLost ? Outcome.Lost : Outcome.Playing;
            if (outcome != Outcome.Playing) game.IsOver = true;
            return outcome;
        }

        /// <summary>The status line for the game as it stands, in the words of <paramref name="words"/>. A
        /// safe state without a path to the goal is told apart by the game's first state: when it had a path,
        /// a crossing lost it (Playing.NoPath); when it had none either, the level is unsolvable
        /// (Playing.Unsolvable), every state it reaches alike.</summary>
        public string Message(RiverGame game, StringTable words)
        {
            Verdict v = _solver.CheckState(game.Snapshot().ToState());
            switch (v.Kind)
            {
                case StateKind.Won:
                    return _solver.MinCrossings == game.Crossings
                        ? words.Count("Won.Best", game.Crossings)
                        : words.Count("Won.Other", game.Crossings, _solver.MinCrossings);
                case StateKind.LostStartBank:
                    return words["Lost.StartBank"];
                case StateKind.LostFarBank:
                    return words["Lost.FarBank"];
                default:
                    if (v.Distance.HasValue) return words.Count("Playing", game.Crossings, v.Distance.Value);
                    bool unsolvable = !_solver.CheckState(game.Trail[0]).Distance.HasValue;
                    return words.Count(unsolvable ? "Playing.Unsolvable" : "Playing.NoPath", game.Crossings);
            }
        }
    }
}
