// A stand-in for exactly the UnityEditor (and one UnityEngine) members that the package's Editor script
// (Editor/PluginSelection.cs) and its EditMode tests (Tests/Editor) use, with Unity's behaviour, so that
// both compile and run under Mono in tests/artifacts/plugin_selection.rs and tests/unity/package_tests.rs. Compiled into
// the test programs only (never with UnityEngineStandIn.cs); never shipped. Each member's name and
// signature were read in Unity's C# reference source (Unity-Technologies/UnityCsReference, branches
// 2021.3, 2022.3, 2023.2, 6000.0 and master unless said otherwise); tests/artifacts/plugin_selection.rs lists more.
// - InitializeOnLoadAttribute (Editor/Mono/EditorAssemblies.cs): a class attribute; Unity runs the static
//   constructor of every class carrying it when the Editor loads scripts (Editor.LoadScripts here).
// - AssetDatabase.GUIDToAssetPath(string) (Modules/AssetDatabase/Editor/ScriptBindings/
//   AssetDatabase.bindings.cs): the project path of the asset with that GUID, empty when there is none.
// - AssetImporter.GetAtPath(string), AssetImporter.assetPath (Editor/Mono/AssetPipeline/
//   AssetImporter.bindings.cs): the importer of the asset at a project path ("Packages/<name>/..." for
//   a package's files), null when there is none; for a native plug-in, a PluginImporter.
// - PluginImporter (Modules/AssetPipelineEditor/Public/PluginImporter.bindings.cs): IncludeInBuildDelegate,
//   SetIncludeInBuildDelegate (a static map keyed by the importer's assetPath), ShouldIncludeInBuild()
//   (public; native, calling the delegate through InvokeIncludeInBuildDelegate: none means included),
//   static GetImporters(BuildTarget) (the importers compatible with the target's platform name, from
//   BuildPipeline.GetBuildTargetName), GetPlatformData(BuildTarget, string key).
// - BuildTarget (Editor/Mono/BuildTarget.cs; master: Editor/Mono/BuildPipeline/BuildTarget.cs): the
//   values below are Unity's.
// - PlayerSettings.iOS.sdkVersion (get, set) of enum iOSSdkVersion { DeviceSDK = 988, SimulatorSDK = 989 }
//   (Editor/Mono/PlayerSettingsIOS.bindings.cs); a set marks ProjectSettings modified, so under the
//   EditMode tests (PD_PROJECT_SETTINGS_READ_ONLY) it throws.
// - AndroidArchitecture (Editor/Mono/PlayerSettingsAndroid.bindings.cs): X86_64 from 2019.4.31f1 and
//   2020.3.17f1 (tags of those names); compiled with -define:STANDIN_ANDROID_WITHOUT_X86_64, as before.
// - UnityEditor.Build.IOrderedCallback { int callbackOrder }, IPreprocessBuildWithReport
//   { void OnPreprocessBuild(BuildReport) } (Editor/Mono/BuildPipeline/BuildPipelineInterfaces.cs: a build
//   creates every non-abstract implementing type with Activator.CreateInstance and calls them by
//   callbackOrder); UnityEditor.Build.Reporting.BuildReport.summary and BuildSummary.platform
//   (Modules/BuildReportingEditor/Managed/BuildReport.bindings.cs, BuildSummary.cs).
// - UnityEngine.Debug.LogWarning(object) (Runtime/Export/Debug/Debug.bindings.cs).
// What the stand-in does not model: the "Any Platform" entry (it throws when one is enabled; the
// package keeps it off) and GetImporters dropping an overridable plug-in whose final build path another
// one already takes (Unity's CalculateFinalPluginPath): here both are returned, so a collision shows.
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

    public enum BuildTarget
    {
        StandaloneOSX = 2,
        iOS = 9,
        Android = 13,
        StandaloneWindows64 = 19,
        WebGL = 20,
        StandaloneLinux64 = 24
    }

    public static class AssetDatabase
    {
        public static string GUIDToAssetPath(string guid)
        {
            return UnityEditorStandIn.Editor.PathOf(guid);
        }
    }

    public class AssetImporter
    {
        public string assetPath { get; internal set; }

        public static AssetImporter GetAtPath(string path)
        {
            return UnityEditorStandIn.Editor.ImporterAt(path);
        }
    }

    public sealed class PluginImporter : AssetImporter
    {
        public delegate bool IncludeInBuildDelegate(string path);

        /// <summary>The .meta's platformData: platform name ("Win64", "iOS", "Any"...) to enabled and
        /// settings.</summary>
        internal Dictionary<string, KeyValuePair<bool, Dictionary<string, string>>> Platforms;

        public void SetIncludeInBuildDelegate(IncludeInBuildDelegate includeInBuildDelegate)
        {
            UnityEditorStandIn.Editor.IncludeInBuild[assetPath] = includeInBuildDelegate;
        }

        public bool ShouldIncludeInBuild()
        {
            return UnityEditorStandIn.Editor.ShouldIncludeInBuild(assetPath);
        }

        public static PluginImporter[] GetImporters(BuildTarget platform)
        {
            List<PluginImporter> compatible = new List<PluginImporter>();
            foreach (PluginImporter importer in UnityEditorStandIn.Editor.PluginImporters())
            {
                KeyValuePair<bool, Dictionary<string, string>> data;
                if (importer.Platforms.TryGetValue("Any", out data) && data.Key)
                    throw new NotSupportedException(importer.assetPath + ": the stand-in does not model Any Platform");
                if (importer.Platforms.TryGetValue(UnityEditorStandIn.Editor.Name(platform), out data) && data.Key)
                    compatible.Add(importer);
            }
            return compatible.ToArray();
        }

        public string GetPlatformData(BuildTarget platform, string key)
        {
            KeyValuePair<bool, Dictionary<string, string>> data;
            string value;
            return Platforms.TryGetValue(UnityEditorStandIn.Editor.Name(platform), out data)
                && data.Value.TryGetValue(key, out value) ? value : "";
        }
    }

    public enum AndroidArchitecture : uint
    {
        None = 0,
        ARMv7 = 1 << 0,
        ARM64 = 1 << 1,
        X86 = 1 << 2,
#if !STANDIN_ANDROID_WITHOUT_X86_64
        X86_64 = 1 << 3,
#endif
        All = 0xffffffff
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
            private static iOSSdkVersion _sdkVersion;

            /// <summary>Unity marks ProjectSettings modified on every write, even of the same value: with
            /// PD_PROJECT_SETTINGS_READ_ONLY set (the package's EditMode tests), a write throws.</summary>
            public static iOSSdkVersion sdkVersion
            {
                get { return _sdkVersion; }
                set
                {
                    if (!string.IsNullOrEmpty(Environment.GetEnvironmentVariable("PD_PROJECT_SETTINGS_READ_ONLY")))
                        throw new InvalidOperationException("a test wrote PlayerSettings.iOS.sdkVersion: the user's ProjectSettings would be left modified");
                    _sdkVersion = value;
                }
            }
        }
    }
}

namespace UnityEditor.Build
{
    public interface IOrderedCallback
    {
        int callbackOrder { get; }
    }

    public interface IPreprocessBuildWithReport : IOrderedCallback
    {
        void OnPreprocessBuild(UnityEditor.Build.Reporting.BuildReport report);
    }
}

namespace UnityEditor.Build.Reporting
{
    public struct BuildSummary
    {
        public BuildTarget platform { get; internal set; }
    }

    public sealed class BuildReport
    {
        internal BuildReport(BuildTarget target)
        {
            BuildSummary summary = new BuildSummary();
            summary.platform = target;
            this.summary = summary;
        }

        public BuildSummary summary { get; private set; }
    }
}

namespace UnityEngine
{
    public static class Debug
    {
        public static void LogWarning(object message)
        {
            UnityEditorStandIn.Editor.Warnings.Add(message == null ? "null" : message.ToString());
        }
    }
}

namespace UnityEditorStandIn
{
    /// <summary>What the Editor itself does around those members (not part of UnityEditor): the project's
    /// assets by GUID, read from the real <c>.meta</c> files, their import, script loading and builds.</summary>
    public static class Editor
    {
        /// <summary>Unity's map from asset path to include-in-build delegate.</summary>
        public static readonly Dictionary<string, UnityEditor.PluginImporter.IncludeInBuildDelegate> IncludeInBuild =
            new Dictionary<string, UnityEditor.PluginImporter.IncludeInBuildDelegate>();

        /// <summary>Every warning logged, in order.</summary>
        public static readonly List<string> Warnings = new List<string>();

        // GUID to asset path, and asset path to .meta text, of every asset the project has.
        private static readonly Dictionary<string, string> paths = new Dictionary<string, string>();
        private static readonly Dictionary<string, string> metas = new Dictionary<string, string>();
        private static string root;
        private static bool pluginsImported;

        /// <summary>Opens the Unity project at <paramref name="projectRoot"/>: every asset with a .meta under
        /// Assets/ and in each package folder under Packages/ (its asset paths start with
        /// "Packages/&lt;name from package.json&gt;/"), skipping what Unity ignores (names starting with "."
        /// or ending with "~"). Native plug-ins count as imported only with
        /// <paramref name="importPlugins"/>, or after <see cref="ImportPlugins"/>: on a fresh Library the
        /// Editor loads scripts before it imports them.</summary>
        public static void Open(string projectRoot, bool importPlugins)
        {
            root = projectRoot;
            pluginsImported = importPlugins;
            paths.Clear();
            metas.Clear();
            IncludeInBuild.Clear();
            Warnings.Clear();
            Scan(Path.Combine(root, "Assets"), "Assets");
            string packages = Path.Combine(root, "Packages");
            if (Directory.Exists(packages))
            {
                foreach (string dir in Directory.GetDirectories(packages))
                {
                    string manifest = Path.Combine(dir, "package.json");
                    if (File.Exists(manifest))
                        Scan(dir, "Packages/" + PackageName(File.ReadAllText(manifest)));
                }
            }
        }

        /// <summary>Imports the native plug-ins the project holds.</summary>
        public static void ImportPlugins()
        {
            pluginsImported = true;
        }

        /// <summary>Runs the static constructor of every [InitializeOnLoad] class of the assembly, as the
        /// Editor does after compiling scripts.</summary>
        public static void LoadScripts(Assembly scripts)
        {
            foreach (Type type in scripts.GetTypes())
                if (type.IsDefined(typeof(UnityEditor.InitializeOnLoadAttribute), false))
                    RuntimeHelpers.RunClassConstructor(type.TypeHandle);
        }

        /// <summary>What a player build for <paramref name="target"/> does before it collects plug-ins:
        /// creates every build preprocessor of the assembly and calls them by callbackOrder.</summary>
        public static void Build(Assembly scripts, UnityEditor.BuildTarget target)
        {
            List<UnityEditor.Build.IPreprocessBuildWithReport> preprocessors =
                new List<UnityEditor.Build.IPreprocessBuildWithReport>();
            foreach (Type type in scripts.GetTypes())
                if (!type.IsAbstract && typeof(UnityEditor.Build.IPreprocessBuildWithReport).IsAssignableFrom(type))
                    preprocessors.Add((UnityEditor.Build.IPreprocessBuildWithReport)Activator.CreateInstance(type));
            preprocessors.Sort((a, b) => a.callbackOrder.CompareTo(b.callbackOrder));
            foreach (UnityEditor.Build.IPreprocessBuildWithReport preprocessor in preprocessors)
                preprocessor.OnPreprocessBuild(new UnityEditor.Build.Reporting.BuildReport(target));
        }

        /// <summary>PluginImporter.ShouldIncludeInBuild for the plug-in at <paramref name="path"/>.</summary>
        public static bool ShouldIncludeInBuild(string path)
        {
            UnityEditor.PluginImporter.IncludeInBuildDelegate include;
            return !IncludeInBuild.TryGetValue(path, out include) || include(path);
        }

        /// <summary>BuildPipeline.GetBuildTargetName: the platform name the .meta files use.</summary>
        public static string Name(UnityEditor.BuildTarget target)
        {
            switch (target)
            {
                case UnityEditor.BuildTarget.StandaloneOSX: return "OSXUniversal";
                case UnityEditor.BuildTarget.StandaloneWindows64: return "Win64";
                case UnityEditor.BuildTarget.StandaloneLinux64: return "Linux64";
                default: return target.ToString();
            }
        }

        internal static string PathOf(string guid)
        {
            string path;
            return paths.TryGetValue(guid, out path) && IsImported(path) ? path : "";
        }

        internal static UnityEditor.AssetImporter ImporterAt(string path)
        {
            string meta;
            if (!metas.TryGetValue(path, out meta) || !IsImported(path))
                return null;
            if (!IsPlugin(path))
                return new UnityEditor.AssetImporter { assetPath = path };
            return new UnityEditor.PluginImporter { assetPath = path, Platforms = PlatformData(path, meta) };
        }

        internal static IEnumerable<UnityEditor.PluginImporter> PluginImporters()
        {
            List<string> sorted = new List<string>(metas.Keys);
            sorted.Sort(StringComparer.Ordinal);
            foreach (string path in sorted)
            {
                UnityEditor.PluginImporter importer = ImporterAt(path) as UnityEditor.PluginImporter;
                if (importer != null)
                    yield return importer;
            }
        }

        private static bool IsPlugin(string path)
        {
            string extension = Path.GetExtension(path);
            return extension == ".a" || extension == ".so" || extension == ".dll" || extension == ".bundle";
        }

        private static bool IsImported(string path)
        {
            return pluginsImported || !IsPlugin(path);
        }

        private static void Scan(string dir, string assetDir)
        {
            foreach (string entry in Directory.GetFileSystemEntries(dir))
            {
                string name = Path.GetFileName(entry);
                if (name.StartsWith(".") || name.EndsWith("~") || name.EndsWith(".meta"))
                    continue;
                string asset = assetDir + "/" + name;
                string meta = entry + ".meta";
                if (!File.Exists(meta))
                    throw new InvalidDataException(asset + " has no .meta");
                string text = File.ReadAllText(meta);
                string guid = Value(text, "guid");
                if (paths.ContainsKey(guid))
                    throw new InvalidDataException("GUID " + guid + " of " + asset + " is " + paths[guid] + "'s too");
                paths[guid] = asset;
                metas[asset] = text;
                if (Directory.Exists(entry) && !IsPlugin(entry))
                    Scan(entry, asset);
            }
        }

        private static string Value(string meta, string key)
        {
            foreach (string line in meta.Split('\n'))
                if (line.StartsWith(key + ": "))
                    return line.Substring(key.Length + 2).Trim();
            throw new InvalidDataException("no " + key + " in a .meta");
        }

        private static string PackageName(string manifest)
        {
            int key = manifest.IndexOf("\"name\"", StringComparison.Ordinal);
            int start = manifest.IndexOf('"', manifest.IndexOf(':', key) + 1) + 1;
            return manifest.Substring(start, manifest.IndexOf('"', start) - start);
        }

        /// <summary>A PluginImporter .meta's platformData, as Unity writes it: "  - first:", then the group
        /// and platform name ("      Standalone: Linux64"), "    second:", "      enabled: 0|1" and
        /// "      settings:" with one "        Key: Value" line each (or "settings: {}").</summary>
        private static Dictionary<string, KeyValuePair<bool, Dictionary<string, string>>> PlatformData(string path, string meta)
        {
            var platforms = new Dictionary<string, KeyValuePair<bool, Dictionary<string, string>>>();
            string platform = null;
            bool enabled = false, inList = false;
            Dictionary<string, string> settings = null;
            string[] lines = meta.Replace("\r", "").Split('\n');
            for (int i = 0; i < lines.Length; i++)
            {
                string line = lines[i];
                if (line == "  platformData:") { inList = true; continue; }
                if (!inList) continue;
                if (!line.StartsWith("  - ") && !line.StartsWith("    ")) break; // the next field
                if (line == "  - first:")
                {
                    if (platform != null)
                        platforms[platform] = new KeyValuePair<bool, Dictionary<string, string>>(enabled, settings);
                    string key = lines[++i].Trim();
                    // "Any:" names the Any Platform entry; otherwise "<group>: <platform>".
                    platform = key == "Any:" ? "Any" : key.Substring(key.IndexOf(": ", StringComparison.Ordinal) + 2);
                    enabled = false;
                    settings = new Dictionary<string, string>();
                }
                else if (line.StartsWith("      enabled: "))
                    enabled = line.Trim() == "enabled: 1";
                else if (line.StartsWith("        ") && line.Contains(":"))
                {
                    string setting = line.Trim();
                    int colon = setting.IndexOf(':');
                    settings[setting.Substring(0, colon)] = setting.Substring(colon + 1).Trim();
                }
            }
            if (platform == null)
                throw new InvalidDataException(path + ".meta has no platformData");
            platforms[platform] = new KeyValuePair<bool, Dictionary<string, string>>(enabled, settings);
            return platforms;
        }
    }
}
