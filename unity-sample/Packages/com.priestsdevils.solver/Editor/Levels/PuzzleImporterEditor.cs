using System;
using System.IO;
using UnityEditor;
using UnityEditor.AssetImporters;
using UnityEngine;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// The Inspector of a puzzle file (<see cref="PuzzleImporter"/>): the puzzle's figures in one wrapped box
    /// (solvable or why not, fewest crossings, least time, optimal plans, milestones, safe and reachable
    /// states, dead ends, difficulty), or the format error with its line, column and the library's words.
    /// The figures are computed off the GUI thread (<see cref="PuzzlePresenter"/>: "computing…" until they
    /// arrive) and delivered from the Editor's update loop, which repaints the puzzle Inspectors, as the
    /// level tools do. Unity-only glue: what it shows is the presenter's.
    /// </summary>
    [CustomEditor(typeof(PuzzleImporter))]
    public sealed class PuzzleImporterEditor : ScriptedImporterEditor
    {
        /// <summary>The figures of every puzzle file, kept by its text.</summary>
        internal static readonly PuzzlePresenter Presenter = new PuzzlePresenter();

        static PuzzleImporterEditor()
        {
            EditorApplication.update += Deliver;
            // A domain reload waits for the build in flight (the library's cannot be stopped), a second at most.
            AssemblyReloadEvents.beforeAssemblyReload += () => Presenter.Stop(TimeSpan.FromSeconds(1));
        }

        /// <summary>Draws the figures of the inspected file, then the importer's Apply and Revert.</summary>
        public override void OnInspectorGUI()
        {
            var importer = (AssetImporter)target;
            string text;
            try
            {
                text = File.ReadAllText(importer.assetPath);
            }
            catch (Exception e)
            {
                text = null;
                EditorGUILayout.HelpBox(ReadError + e.Message, MessageType.Warning);
            }
            if (text != null)
            {
                PuzzleFigures figures = Presenter.Present(importer.assetPath, text);
                EditorGUILayout.HelpBox(figures.Text, figures.IsWarning ? MessageType.Warning : MessageType.None);
            }
            ApplyRevertGUI();
        }

        /// <summary>What the box says before the reason when the file cannot be read.</summary>
        public const string ReadError = "The file cannot be read: ";

        private static void Deliver()
        {
            if (!Presenter.Deliver()) return;
            foreach (PuzzleImporterEditor editor in Resources.FindObjectsOfTypeAll<PuzzleImporterEditor>())
            {
                if (editor != null) editor.Repaint();
            }
        }
    }
}
