using System;
using System.Collections.Generic;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// One level's computed figures as public fields of types Unity serializes (no nullable, no property),
    /// so that an EditorWindow's <c>[SerializeField]</c> keeps them across a domain reload. Made by
    /// <see cref="LevelFigures.ToRecord"/>, read back by <see cref="LevelFigures.FromRecord"/>.
    /// </summary>
    [Serializable]
    public sealed class FiguresRecord
    {
        /// <summary>Priests of the level.</summary>
        public int priests;
        /// <summary>Devils of the level.</summary>
        public int devils;
        /// <summary>Seats in the boat.</summary>
        public int boatCapacity;
        /// <summary>The <see cref="BoatSafety"/> value.</summary>
        public int boatSafety;
        /// <summary>The <see cref="Rowers"/> value.</summary>
        public int rowers;
        /// <summary>Priests on the start bank at the level's start.</summary>
        public int startPriests;
        /// <summary>Devils on the start bank at the level's start.</summary>
        public int startDevils;
        /// <summary>The <see cref="Side"/> of the boat at the level's start.</summary>
        public int startBoat;
        /// <summary>Whether the level can be won.</summary>
        public bool solvable;
        /// <summary>Why it cannot be won; empty when it can.</summary>
        public string reason = "";
        /// <summary>The fewest crossings; -1 when it cannot be won.</summary>
        public int minCrossings = -1;
        /// <summary>Distinct optimal plans.</summary>
        public ulong optimalPlans;
        /// <summary>Safe states.</summary>
        public int safeStates;
        /// <summary>Reachable safe states.</summary>
        public int reachableStates;
        /// <summary>Milestones of the optimal plans.</summary>
        public int milestones;
        /// <summary>Whether the farthest state's fields are set (the rules' own start can win).</summary>
        public bool hasFarthest;
        /// <summary>Priests on the start bank in the farthest state.</summary>
        public int farthestPriests;
        /// <summary>Devils on the start bank in the farthest state.</summary>
        public int farthestDevils;
        /// <summary>The <see cref="Side"/> of the boat in the farthest state.</summary>
        public int farthestBoat;
        /// <summary>The crossings from the farthest state to the goal; -1 when there is none.</summary>
        public int farthestCrossings = -1;
        /// <summary>Whether <see cref="difficulty"/> is set (the level can be won).</summary>
        public bool hasDifficulty;
        /// <summary>The difficulty in bits.</summary>
        public double difficulty;
    }

    /// <summary>
    /// The Level Designer's last report as fields Unity serializes: its rows in report order, how they are
    /// sorted, which is selected. <see cref="LevelDesignerPresenter.Record"/> keeps it current;
    /// <see cref="LevelDesignerPresenter.Restore"/> shows it again after a domain reload.
    /// </summary>
    [Serializable]
    public sealed class ReportRecord
    {
        /// <summary>The rows' figures in report order.</summary>
        public List<FiguresRecord> rows = new List<FiguresRecord>();
        /// <summary>The <see cref="ReportOrder"/> the rows are shown in.</summary>
        public int order;
        /// <summary>The selected row's place in report order; -1 when none.</summary>
        public int selected = -1;
        /// <summary>Why the last report has no rows; empty when it has.</summary>
        public string error = "";
    }
}
