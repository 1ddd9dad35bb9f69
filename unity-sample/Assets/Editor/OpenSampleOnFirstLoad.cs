// The host project keeps no copy of the sample: the package's Samples~/PriestsAndDevils is the one source,
// and this script imports it through Package Manager, as a user's Samples → Import does, the first time
// the project opens (and again after the package's version changes), then opens its scene.
//
// Unity's API as checked in Unity-Technologies/UnityCsReference, branches 2022.3 and 6000.0 (and master,
// 6000.7): Modules/PackageManagerUI/Editor/Services/Packages/PackageSample.cs (2022.3, 6000.0) and
// .../Services/Samples/PackageSample.cs (master): `struct Sample`, `static IEnumerable<Sample>
// FindByPackage(string packageName, string packageVersion)`, `bool Import(ImportOptions options)`,
// `ImportOptions.OverridePreviousImports`, `displayName`, `isImported`; the import path is
// Assets/Samples/<package displayName>/<version>/<sample displayName>, copied with its .meta files (so the
// scene keeps Main.unity.meta's GUID); 2022.3's Import schedules the asset refresh for later, hence the
// wait below. Modules/PackageManager/Editor/Managed/PackageInfo.cs: `static PackageInfo
// FindForAssetPath(string)`, `version`. Modules/AssetDatabase/Editor/ScriptBindings/AssetDatabase.bindings.cs:
// `GUIDToAssetPath(string)`, `LoadAssetAtPath<T>(string)`. Editor/Mono/EditorBuildSettings.bindings.cs:
// `EditorBuildSettingsScene(string path, bool enabled)`, `path`, `guid`, `EditorBuildSettings.scenes`.
// Editor/Mono/EditorSceneManager.bindings.cs: `OpenScene(string, OpenSceneMode)`.
// Editor/Mono/EditorGUIUtility.bindings.cs: `SessionState.GetBool(string, bool)`, `SetBool`.
// Editor/Mono/EditorApplication.cs and .bindings.cs: `update`, `isCompiling`, `isUpdating`,
// `timeSinceStartup`. Runtime/Export/SceneManager/SceneManager.bindings.cs: `sceneCount`; Scene.cs:
// `path`, `isDirty`. Editor/Mono/EditorAssemblies.cs: `InitializeOnLoadAttribute`; Editor/Mono/MenuItem.cs.

using System.Collections.Generic;
using UnityEditor;
using UnityEditor.PackageManager.UI;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.SceneManagement;
using PackageInfo = UnityEditor.PackageManager.PackageInfo;

namespace PriestsDevils.SampleProject.Editor
{
    /// <summary>
    /// Imports the package's Priests and Devils sample into this project when it is not imported yet, puts
    /// its scene first in the build settings, and opens it when the Editor shows an empty untitled scene
    /// (a first open; later opens restore the last scene and are left alone).
    /// </summary>
    [InitializeOnLoad]
    public static class OpenSampleOnFirstLoad
    {
        /// <summary>The package's name, as its package.json says.</summary>
        public const string PackageName = "com.priestsdevils.solver";

        /// <summary>The sample's display name, as package.json's <c>samples</c> entry says.</summary>
        public const string SampleName = "Priests and Devils";

        /// <summary>The scene's GUID, from the package's Samples~/PriestsAndDevils/Main.unity.meta.</summary>
        public const string SceneGuid = "897baf3629f7452f93f105e4bc775f60";

        // Set once this Editor session has finished (or given up); a domain reload (the import compiles the
        // sample's scripts) keeps SessionState, so the work is done once per session.
        private const string DoneKey = "PriestsDevils.SampleProject.Done";

        // Set once this session asked Package Manager to import, so a slow refresh is waited for rather
        // than the sample imported twice.
        private const string ImportAskedKey = "PriestsDevils.SampleProject.ImportAsked";

        // How long to wait for the package to register and the scene to be imported before warning.
        private const double PatienceSeconds = 180;

        // When this domain started waiting; 0 until the first update.
        private static double startedAt;

        // Whether this domain has found the sample and, if it was not imported, asked for the import. A
        // domain reload (the import compiles the sample's scripts) clears it, and the check runs again.
        private static bool sampleChecked;

        static OpenSampleOnFirstLoad()
        {
            // Batch mode (command-line builds and test runs) must not have scenes opened under it; its
            // builds import the sample themselves (BuildSample: -executeMethod
            // PriestsDevils.SampleProject.Editor.BuildSample.WebGL or .iOS).
            if (Application.isBatchMode || SessionState.GetBool(DoneKey, false)) return;
            EditorApplication.update += Step;
        }

        /// <summary>Imports the sample again from the package, replacing any imported copy (changes made to
        /// the copy under Assets/Samples are lost: edit the package's Samples~ instead).</summary>
        [MenuItem("Tools/Priests and Devils/Import the Sample Again")]
        public static void Import()
        {
            Sample? sample = FindSample();
            if (sample == null)
                Debug.LogWarning("Priests and Devils: Package Manager lists no sample \"" + SampleName + "\" in " + PackageName + ".");
            else if (!sample.Value.Import(Sample.ImportOptions.OverridePreviousImports))
                Debug.LogWarning("Priests and Devils: Package Manager could not import the sample (see the Console).");
        }

        // One step per Editor update until the scene is open or the wait is over. Invariants: it asks
        // Package Manager to import at most once per session (ImportAskedKey), so a refresh still under way
        // is waited for, not started twice; it opens a scene only over an empty untitled one.
        private static void Step()
        {
            if (EditorApplication.isCompiling || EditorApplication.isUpdating) return;
            if (startedAt == 0) startedAt = EditorApplication.timeSinceStartup;
            bool late = EditorApplication.timeSinceStartup - startedAt > PatienceSeconds;

            if (!sampleChecked)
            {
                Sample? sample = FindSample();
                if (sample == null)
                {
                    if (late) Finish("Package Manager lists no sample \"" + SampleName + "\" in " + PackageName + "; is the package in Packages/manifest.json?");
                    return;
                }
                sampleChecked = true;
                // isImported looks for this version's folder: a copy of another version is replaced.
                if (!sample.Value.isImported && !SessionState.GetBool(ImportAskedKey, false))
                {
                    SessionState.SetBool(ImportAskedKey, true);
                    if (!sample.Value.Import(Sample.ImportOptions.OverridePreviousImports))
                    {
                        Finish("Package Manager could not import the sample (see the Console).");
                        return;
                    }
                }
            }

            // The import keeps the scene's GUID; wait until the asset database has imported it.
            string scene = AssetDatabase.GUIDToAssetPath(SceneGuid);
            if (string.IsNullOrEmpty(scene) || AssetDatabase.LoadAssetAtPath<SceneAsset>(scene) == null)
            {
                if (late) Finish("the imported sample has no scene with GUID " + SceneGuid + " (Main.unity).");
                return;
            }

            PutFirstInBuild(scene);
            Scene active = SceneManager.GetActiveScene();
            if (SceneManager.sceneCount == 1 && string.IsNullOrEmpty(active.path) && !active.isDirty)
                EditorSceneManager.OpenScene(scene, OpenSceneMode.Single);
            Finish(null);
        }

        // Lists the scene first and enabled in the build settings, rewriting them only when they differ,
        // so the committed ProjectSettings/EditorBuildSettings.asset stays as it is.
        private static void PutFirstInBuild(string scene)
        {
            EditorBuildSettingsScene[] scenes = EditorBuildSettings.scenes;
            if (scenes.Length > 0 && scenes[0].path == scene && scenes[0].enabled) return;
            var list = new List<EditorBuildSettingsScene> { new EditorBuildSettingsScene(scene, true) };
            foreach (EditorBuildSettingsScene other in scenes)
                if (other.path != scene && other.guid.ToString() != SceneGuid) list.Add(other);
            EditorBuildSettings.scenes = list.ToArray();
        }

        // The sample of the installed version, or null while Package Manager has not registered the package.
        private static Sample? FindSample()
        {
            PackageInfo package = PackageInfo.FindForAssetPath("Packages/" + PackageName + "/package.json");
            if (package == null) return null;
            foreach (Sample sample in Sample.FindByPackage(PackageName, package.version))
                if (sample.displayName == SampleName) return sample;
            return null;
        }

        private static void Finish(string problem)
        {
            EditorApplication.update -= Step;
            SessionState.SetBool(DoneKey, true);
            if (problem != null) Debug.LogWarning("Priests and Devils: " + problem);
        }
    }
}
