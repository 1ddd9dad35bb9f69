using System.IO;
using UnityEditor.AssetImporters;
using UnityEngine;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// Imports a puzzle file of the river-crossing family (<c>.river</c>, the format of the repository's
    /// <c>docs/family.md</c>) as a <see cref="TextAsset"/> holding its text, which a game passes to
    /// <see cref="Puzzle.Load"/> (<c>Puzzle.Load(textAsset.text)</c>); its Inspector
    /// (<see cref="PuzzleImporterEditor"/>) shows the puzzle's figures. The import reads no rule: a text that
    /// breaks the format imports as it is, and the Inspector shows where and why.
    /// </summary>
    [ScriptedImporter(1, "river")]
    public sealed class PuzzleImporter : ScriptedImporter
    {
        /// <summary>The file's text as the asset's main object, a <see cref="TextAsset"/>.</summary>
        public override void OnImportAsset(AssetImportContext ctx)
        {
            var text = new TextAsset(File.ReadAllText(ctx.assetPath));
            ctx.AddObjectToAsset("text", text);
            ctx.SetMainObject(text);
        }
    }
}
