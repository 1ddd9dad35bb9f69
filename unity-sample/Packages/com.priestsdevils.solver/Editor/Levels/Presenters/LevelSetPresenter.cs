namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// The figures the <c>LevelSet</c> Inspector shows for each level, and its warning on a level that
    /// cannot be won without being marked as meant to be unsolvable. The figures come from a
    /// <see cref="RulesFieldPresenter"/> (the rules fields' own, so one level is computed once for both), off
    /// the GUI thread; a level's warning shows once its figures have arrived.
    /// </summary>
    public sealed class LevelSetPresenter
    {
        private readonly RulesFieldPresenter _figures;

        /// <summary>A presenter with figures of its own.</summary>
        public LevelSetPresenter() : this(new RulesFieldPresenter()) { }

        /// <summary>A presenter showing the figures of <paramref name="figures"/>.</summary>
        public LevelSetPresenter(RulesFieldPresenter figures)
        {
            if (figures == null) throw new System.ArgumentNullException("figures");
            _figures = figures;
        }

        /// <summary>What the level at <paramref name="level"/>, with values <paramref name="input"/>,
        /// shows (<see cref="RulesFieldPresenter.Present"/>).</summary>
        public FiguresView Present(FieldKey level, LevelInput input)
        {
            return _figures.Present(level, input);
        }

        /// <summary>The most levels the Inspector's size field makes a set hold: the library's cap on the
        /// configurations of a proposal (<see cref="Solver.MaxRangeConfigurations"/>), so every level a
        /// proposal can make fits, and a mistyped size allocates no more.</summary>
        public const int MaxLevels = (int)Solver.MaxRangeConfigurations;

        /// <summary>The set's size after <paramref name="typed"/> was entered in its size field while it held
        /// <paramref name="current"/> levels: a negative entry changes nothing, a larger one than
        /// <see cref="MaxLevels"/> gives <see cref="MaxLevels"/>.</summary>
        public static int Resize(int current, int typed)
        {
            if (typed < 0) return current;
            return typed > MaxLevels ? MaxLevels : typed;
        }

        /// <summary>The figures presenter, for its <see cref="RulesFieldPresenter.ComputeLarge"/> and
        /// <see cref="RulesFieldPresenter.Deliver"/>.</summary>
        public RulesFieldPresenter Figures { get { return _figures; } }

        /// <summary>The warning a level showing <paramref name="view"/> deserves, null when none or while its
        /// figures are not at hand (<see cref="Warning(LevelFigures, bool)"/>).</summary>
        public static string Warning(FiguresView view, bool meantUnsolvable)
        {
            return view.State == FiguresState.Ready ? Warning(view.Figures, meantUnsolvable) : null;
        }

        /// <summary>The warning a level with <paramref name="figures"/> deserves, null when none: its values
        /// are refused, or it cannot be won although not <paramref name="meantUnsolvable"/>. Built with the
        /// figures: nothing is allocated per repaint.</summary>
        public static string Warning(LevelFigures figures, bool meantUnsolvable)
        {
            if (figures.Error != null) return figures.Warning;
            return meantUnsolvable ? null : figures.Warning;
        }
    }
}
