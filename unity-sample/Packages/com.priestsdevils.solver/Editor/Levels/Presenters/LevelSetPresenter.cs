namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// The figures the <c>LevelSet</c> Inspector shows for each level, and its warning on a level that
    /// cannot be won without being marked as meant to be unsolvable. Figures are kept by the level's values
    /// (<see cref="RulesFieldPresenter"/>), so a level is solved again only when it changes.
    /// </summary>
    public sealed class LevelSetPresenter
    {
        private readonly RulesFieldPresenter _figures = new RulesFieldPresenter();

        /// <summary>The figures of a level with values <paramref name="input"/>.</summary>
        public LevelFigures Present(LevelInput input)
        {
            return _figures.Present(input);
        }

        /// <summary>The warning a level with <paramref name="figures"/> deserves, null when none: its values
        /// are refused, or it cannot be won although not <paramref name="meantUnsolvable"/>. Built with the
        /// figures: nothing is allocated per repaint.</summary>
        public static string Warning(LevelFigures figures, bool meantUnsolvable)
        {
            if (figures.Error != null) return figures.Warning;
            return meantUnsolvable ? null : figures.Warning;
        }

        /// <summary>How many times figures were computed (repaints must not add any).</summary>
        public int Computations { get { return _figures.Computations; } }
    }
}
