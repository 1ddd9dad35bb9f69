// A stand-in for exactly the UnityEditor members the package's Editor script
// (Editor/PluginSelection.cs) uses, with Unity's behaviour, so that the script compiles and runs under
// Mono in tests/plugin_selection.rs. Compiled into the test program only; never shipped. The names and
// signatures were read in Unity's C# reference source (Unity-Technologies/UnityCsReference, branches
// 2021.3, 2022.3, 2023.2, 6000.0 and master); tests/plugin_selection.rs lists the files.
// - InitializeOnLoadAttribute: a class attribute; Unity runs the static constructor of every class
//   carrying it when the Editor loads scripts (UnityEditorStandIn.Editor.LoadScripts here).
// - AssetImporter.GetAtPath(string): the importer of the asset at a project path ("Packages/<name>/..."
//   for a package's files), null when there is none; for a native plug-in, a PluginImporter.
// - PluginImporter.IncludeInBuildDelegate, SetIncludeInBuildDelegate: Unity keeps the delegate in a
//   static map keyed by the importer's asset path and, when a build asks ShouldIncludeInBuild, calls
//   it with that path; a plug-in without one is included.
// - PlayerSettings.iOS.sdkVersion (get, set) of enum iOSSdkVersion { DeviceSDK = 988, SimulatorSDK = 989 }.
using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using System.Runtime.CompilerServices;

namespace UnityEditor
{
    [AttributeUsage(AttributeTargets.Class)]
    public class InitializeOnLoadAttribute : Attribute
    {
    }

    public class AssetImporter
    {
        internal string Path;

        public static AssetImporter GetAtPath(string path)
        {
            string file = System.IO.Path.Combine(UnityEditorStandIn.Editor.ProjectRoot, path);
            if (!File.Exists(file) && !Directory.Exists(file))
                return null;
            string extension = System.IO.Path.GetExtension(path);
            AssetImporter importer = extension == ".a" || extension == ".so" || extension == ".dll" || extension == ".bundle"
                ? new PluginImporter()
                : new AssetImporter();
            importer.Path = path;
            return importer;
        }
    }

    public sealed class PluginImporter : AssetImporter
    {
        public delegate bool IncludeInBuildDelegate(string path);

        public void SetIncludeInBuildDelegate(IncludeInBuildDelegate includeInBuildDelegate)
        {
            UnityEditorStandIn.Editor.IncludeInBuild[Path] = includeInBuildDelegate;
        }
    }

    public enum iOSSdkVersion
    {
        DeviceSDK = 988,
        SimulatorSDK = 989
    }

    public sealed class PlayerSettings
    {
        public class iOS
        {
            public static iOSSdkVersion sdkVersion { get; set; }
        }
    }
}

namespace UnityEditorStandIn
{
    /// <summary>What the Editor itself does around those members (not part of UnityEditor).</summary>
    public static class Editor
    {
        /// <summary>The Unity project's folder: asset paths resolve against it.</summary>
        public static string ProjectRoot = ".";

        /// <summary>Unity's map from asset path to include-in-build delegate.</summary>
        public static readonly Dictionary<string, UnityEditor.PluginImporter.IncludeInBuildDelegate> IncludeInBuild =
            new Dictionary<string, UnityEditor.PluginImporter.IncludeInBuildDelegate>();

        /// <summary>Runs the static constructor of every [InitializeOnLoad] class of the assembly, as the
        /// Editor does after compiling scripts.</summary>
        public static void LoadScripts(Assembly scripts)
        {
            foreach (Type type in scripts.GetTypes())
                if (type.IsDefined(typeof(UnityEditor.InitializeOnLoadAttribute), false))
                    RuntimeHelpers.RunClassConstructor(type.TypeHandle);
        }

        /// <summary>PluginImporter.ShouldIncludeInBuild for the plug-in at <paramref name="path"/>.</summary>
        public static bool ShouldIncludeInBuild(string path)
        {
            UnityEditor.PluginImporter.IncludeInBuildDelegate include;
            return !IncludeInBuild.TryGetValue(path, out include) || include(path);
        }
    }
}
