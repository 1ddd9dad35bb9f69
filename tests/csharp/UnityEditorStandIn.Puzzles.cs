// A stand-in for the UnityEditor and UnityEngine members that the Inspector of a puzzle file uses
// (Editor/Levels/PuzzleImporter.cs, PuzzleImporterEditor.cs), compiled with UnityEditorStandIn.Levels.cs
// and the UnityEngine stand-in (never with UnityEditorStandIn.cs) by tests/unity/level_tools/editor.rs,
// and run by tests/csharp/PuzzleInspectorDriver.cs. Never shipped. Each member's name and signature was
// read in Unity's C# reference source (Unity-Technologies/UnityCsReference, branches 2022.3 and 6000.5):
// - UnityEditor.AssetImporters.ScriptedImporter (Modules/AssetPipelineEditor/Public/ScriptedImporter.cs):
//   public abstract class ScriptedImporter : AssetImporter, public abstract void
//   OnImportAsset(AssetImportContext ctx); ScriptedImporterAttribute(int version, string ext).
// - AssetImportContext (Editor/Mono/AssetPipeline/AssetImportContext.bindings.cs): string assetPath { get; },
//   void AddObjectToAsset(string identifier, Object obj), void SetMainObject(Object obj).
// - ScriptedImporterEditor (Modules/AssetPipelineEditor/ImportSettings/ScriptedImporterEditor.cs): public
//   class ScriptedImporterEditor : AssetImporterEditor; AssetImporterEditor (AssetImporterEditor.cs): public
//   abstract class, an Editor; protected void ApplyRevertGUI() (Unity logs an error when an importer's
//   Inspector that needs Apply and Revert does not call it: recorded here as a line).
// - AssetImporter (Editor/Mono/AssetPipeline/AssetImporter.bindings.cs): an Object; string assetPath { get; }.
// - UnityEngine.TextAsset (Runtime/Export/Scripting/TextAsset.cs): public TextAsset(string text), string text.
using System;
using System.Collections.Generic;
using Drawing = UnityEditorStandIn.Drawing;
using Object = UnityEngine.Object;

namespace UnityEngine
{
    public class TextAsset : Object
    {
        private readonly string _text;
        public TextAsset(string text) { _text = text ?? ""; }
        public string text { get { return _text; } }
    }
}

namespace UnityEditor
{
    public class AssetImporter : Object
    {
        public string assetPath { get; private set; }

        /// <summary>Stand-in only (Unity's asset database sets it): the file this importer imports.</summary>
        public void StandInImport(string path) { assetPath = path; }
    }
}

namespace UnityEditor.AssetImporters
{
    [AttributeUsage(AttributeTargets.Class, Inherited = false)]
    public class ScriptedImporterAttribute : Attribute
    {
        public ScriptedImporterAttribute(int version, string ext)
        {
            this.version = version;
            fileExtensions = new[] { ext };
        }

        public int version { get; private set; }
        public string[] fileExtensions { get; private set; }
    }

    public abstract class ScriptedImporter : AssetImporter
    {
        public abstract void OnImportAsset(AssetImportContext ctx);
    }

    public class AssetImportContext
    {
        /// <summary>Stand-in only: the objects added, by identifier, in order.</summary>
        public readonly List<KeyValuePair<string, Object>> Added = new List<KeyValuePair<string, Object>>();

        /// <summary>Stand-in only (Unity's importer makes it): the context of an import of <paramref name="path"/>.</summary>
        public AssetImportContext(string path) { assetPath = path; }

        public string assetPath { get; private set; }
        /// <summary>Stand-in only: the object SetMainObject chose.</summary>
        public Object MainObject { get; private set; }

        public void AddObjectToAsset(string identifier, Object obj) { Added.Add(new KeyValuePair<string, Object>(identifier, obj)); }
        public void SetMainObject(Object obj) { MainObject = obj; }
    }

    public abstract class AssetImporterEditor : Editor
    {
        protected void ApplyRevertGUI() { Drawing.Record("ApplyRevertGUI"); }
    }

    public class ScriptedImporterEditor : AssetImporterEditor { }
}
