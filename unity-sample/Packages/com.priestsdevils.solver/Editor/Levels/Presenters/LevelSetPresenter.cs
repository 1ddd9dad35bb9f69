using System.Collections.Generic;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// The figures the <c>LevelSet</c> Inspector shows for each level, and its warning on a level that
    /// cannot be won without being marked as meant to be unsolvable. One <see cref="RulesFieldPresenter"/>
    /// per level, so a level's figures are computed again only when that level changes.
    /// </summary>
    public sealed class LevelSetPresenter
    {
        private readonly List<RulesFieldPresenter> _levels = new List<RulesFieldPresenter>();

        /// <summary>The figures of level <paramref name="index"/> with values <paramref name="input"/>.</summary>
        public LevelFigures Present(int index, LevelInput input)
        {
            while (_levels.Count <= index) _levels.Add(new RulesFieldPresenter());
            return _levels[index].Present(input);
        }

        /// <summary>The warning a level with <paramref name="figures"/> deserves, null when none: it cannot
        /// be won although not <paramref name="meantUnsolvable"/>, or its values are refused.</summary>
        public static string Warning(LevelFigures figures, bool meantUnsolvable)
        {
            // Both texts are built with the figures: no allocation per repaint.
            if (figures.Error != null) return figures.Warning;
            return meantUnsolvable ? null : figures.Warning;
        }

        /// <summary>Total computations over every level (for tests: repaints must not add any).</summary>
        public int Computations
        {
            get
            {
                int sum = 0;
                foreach (RulesFieldPresenter p in _levels) sum += p.Computations;
                return sum;
            }
        }

        /// <summary>Forgets levels past <paramref name="count"/> (the list shrank).</summary>
        public void Trim(int count)
        {
            if (_levels.Count > count) _levels.RemoveRange(count, _levels.Count - count);
        }
    }
}
