using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Scripting.APIUpdating;

namespace PriestsDevils.UnityGlue
{
    /// <summary>
    /// An ordered list of levels, kept as an asset (<i>Assets → Create → Priests and Devils → Level Set</i>)
    /// so that a game reads its levels from data a designer edits in the Inspector, where the package's
    /// Editor shows each level's figures and warns of an unsolvable one not marked as meant to be.
    /// </summary>
    [CreateAssetMenu(fileName = "Levels", menuName = "Priests and Devils/Level Set", order = 100)]
    [MovedFrom("PriestsDevils.Unity")]
    public class LevelSet : ScriptableObject
    {
        [SerializeField] [Tooltip("The levels, in the order the game offers them.")]
        private List<LevelDefinition> levels = new List<LevelDefinition>();

        /// <summary>The levels, in order.</summary>
        public IList<LevelDefinition> Levels { get { return levels.AsReadOnly(); } }

        /// <summary>Appends <paramref name="level"/> (record the asset with <c>Undo.RecordObject</c> first in
        /// the Editor, so that the change can be undone and is saved).</summary>
        public void Add(LevelDefinition level)
        {
            levels.Add(level);
        }

        /// <summary>Replaces every level with <paramref name="replacement"/>, in its order (record the asset
        /// with <c>Undo.RecordObject</c> first in the Editor, so that the change can be undone and is
        /// saved).</summary>
        public void Replace(IEnumerable<LevelDefinition> replacement)
        {
            if (replacement == null) throw new System.ArgumentNullException("replacement");
            var kept = new List<LevelDefinition>(replacement);
            levels.Clear();
            levels.AddRange(kept);
        }
    }
}
