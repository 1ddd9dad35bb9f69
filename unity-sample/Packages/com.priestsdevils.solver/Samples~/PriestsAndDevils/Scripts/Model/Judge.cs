namespace PriestsDevils.Game
{
    /// <summary>Where a game stands.</summary>
    public enum Outcome { Playing, Won, Lost }

    /// <summary>
    /// Decides win and loss from the solver's verdict on the game's state (boat passengers count with the
    /// docked bank), and words the message the interface shows.
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

        /// <summary>The status line for the game as it stands.</summary>
        public string Message(RiverGame game)
        {
            Verdict v = _solver.CheckState(game.Snapshot().ToState());
            switch (v.Kind)
            {
                case StateKind.Won:
                    return "You win! Everyone crossed in " + game.Crossings + " crossings"
                        + (_solver.MinMoves == game.Crossings ? " (the best possible)." : " (best: " + _solver.MinMoves + ").");
                case StateKind.LostStartBank:
                    return "Game over: the devils outnumber the priests on the start bank.";
                case StateKind.LostFarBank:
                    return "Game over: the devils outnumber the priests on the far bank.";
                default:
                    return v.Distance.HasValue
                        ? "Crossings so far: " + game.Crossings + ". At least " + v.Distance.Value + " to go."
                        : "Crossings so far: " + game.Crossings + ". This puzzle cannot be won.";
            }
        }
    }
}
