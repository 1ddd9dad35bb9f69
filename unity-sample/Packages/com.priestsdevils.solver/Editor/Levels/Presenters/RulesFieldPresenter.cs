using System.Collections.Generic;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// The figures the rules field's drawer shows under the field, kept by the field's values: computed the
    /// first time a value combination is drawn, looked up afterwards, so that the Inspector's repaints
    /// neither solve again nor allocate (the lookup by a struct key implementing
    /// <see cref="System.IEquatable{T}"/> does not box). Unity may share one drawer among the elements of a
    /// list, hence the key by values rather than one cached result.
    /// </summary>
    public sealed class RulesFieldPresenter
    {
        /// <summary>The most value combinations kept; past it the cache starts over (a designer typing
        /// through counts must not grow it without bound).</summary>
        public const int Capacity = 256;

        private readonly Dictionary<LevelInput, LevelFigures> _figures = new Dictionary<LevelInput, LevelFigures>();

        /// <summary>How many times figures were computed (once per value combination kept).</summary>
        public int Computations { get; private set; }

        /// <summary>The figures of <paramref name="input"/>, computed only when not already kept.</summary>
        public LevelFigures Present(LevelInput input)
        {
            LevelFigures figures;
            if (_figures.TryGetValue(input, out figures)) return figures;
            if (_figures.Count >= Capacity) _figures.Clear();
            figures = LevelFigures.Compute(input);
            _figures.Add(input, figures);
            Computations++;
            return figures;
        }
    }
}
