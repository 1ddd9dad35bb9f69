using System;
using System.Globalization;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// Which field on screen asks for figures: the inspected object itself and the field's property path.
    /// A newer value of one field supersedes its older one; two fields never supersede each other, so
    /// every level of a <c>LevelSet</c> gets its figures. The owner is compared by its own
    /// <see cref="object.Equals(object)"/> (a Unity object: the same object), not by an instance ID, which
    /// Unity 6.5 no longer offers.
    /// </summary>
    public struct FieldKey : IEquatable<FieldKey>
    {
        /// <summary>The inspected object (null: none).</summary>
        public readonly object Owner;
        /// <summary>The field's property path in that object.</summary>
        public readonly string Path;

        /// <summary>The field at <paramref name="path"/> of <paramref name="owner"/>.</summary>
        public FieldKey(object owner, string path)
        {
            Owner = owner;
            Path = path ?? "";
        }

        /// <inheritdoc/>
        public bool Equals(FieldKey other) { return Equals(Owner, other.Owner) && string.Equals(Path, other.Path); }

        /// <inheritdoc/>
        public override bool Equals(object obj) { return obj is FieldKey && Equals((FieldKey)obj); }

        /// <inheritdoc/>
        public override int GetHashCode() { return (Owner == null ? 0 : Owner.GetHashCode()) * 397 ^ (Path == null ? 0 : Path.GetHashCode()); }
    }

    /// <summary>Where a field's figures are.</summary>
    public enum FiguresState
    {
        /// <summary>Being computed off the GUI thread, or waiting for the worker.</summary>
        Computing,
        /// <summary>Computed: <see cref="FiguresView.Figures"/> holds them.</summary>
        Ready,
        /// <summary>Not computed: the level has more safe states than
        /// <see cref="RulesFieldPresenter.MaxAutomaticSafeStates"/>; computed only when asked
        /// (<see cref="RulesFieldPresenter.ComputeLarge"/>).</summary>
        Large,
    }

    /// <summary>
    /// What a field shows under its values: the figures, "computing…", or a large level's size with the
    /// offer to compute it. Immutable and kept by the presenter, so drawing it every repaint allocates
    /// nothing.
    /// </summary>
    public sealed class FiguresView
    {
        /// <summary>The text shown while figures are computed.</summary>
        public const string ComputingText = "Computing the figures…";

        /// <summary>The one view of figures not yet at hand.</summary>
        public static readonly FiguresView Computing = new FiguresView(FiguresState.Computing, null, 0, ComputingText, false);

        /// <summary>Ready, computing or large.</summary>
        public FiguresState State { get; private set; }
        /// <summary>The figures when <see cref="State"/> is <see cref="FiguresState.Ready"/>; null otherwise.</summary>
        public LevelFigures Figures { get; private set; }
        /// <summary>The level's safe states when it is <see cref="FiguresState.Large"/>; 0 otherwise.</summary>
        public long SafeStates { get; private set; }
        /// <summary>Everything the view says, its lines separated by <c>'\n'</c>, to show in one wrapped box.</summary>
        public string Text { get; private set; }
        /// <summary>Whether the text warns: a refused value, or a level that cannot be won.</summary>
        public bool IsWarning { get; private set; }

        private FiguresView(FiguresState state, LevelFigures figures, long safeStates, string text, bool warning)
        {
            State = state;
            Figures = figures;
            SafeStates = safeStates;
            Text = text;
            IsWarning = warning;
        }

        /// <summary>The view of computed <paramref name="figures"/>.</summary>
        public static FiguresView Of(LevelFigures figures)
        {
            return new FiguresView(FiguresState.Ready, figures, 0, figures.Text, figures.Error != null || !figures.IsSolvable);
        }

        /// <summary>The view of a level with <paramref name="safeStates"/> safe states, more than
        /// <paramref name="bound"/>: its size and that its figures are computed on request.</summary>
        public static FiguresView Large(long safeStates, long bound)
        {
            string text = "A large level: " + safeStates.ToString("N0", CultureInfo.InvariantCulture) + " safe states (more than "
                + bound.ToString("N0", CultureInfo.InvariantCulture) + "). Its figures are computed when asked.";
            return new FiguresView(FiguresState.Large, null, safeStates, text, false);
        }
    }
}
