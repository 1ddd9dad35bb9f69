namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// The figures the rules field's drawer shows under the field: computed when the field's values change,
    /// kept otherwise, so that the Inspector's repaints neither solve again nor allocate.
    /// </summary>
    public sealed class RulesFieldPresenter
    {
        private LevelInput _input;
        private LevelFigures _figures;

        /// <summary>How many times the figures were computed (once per distinct input in a row).</summary>
        public int Computations { get; private set; }

        /// <summary>The figures of <paramref name="input"/>: the last ones when the input is unchanged.</summary>
        public LevelFigures Present(LevelInput input)
        {
            if (_figures == null || !_input.Equals(input))
            {
                _figures = LevelFigures.Compute(input);
                _input = input;
                Computations++;
            }
            return _figures;
        }
    }
}
