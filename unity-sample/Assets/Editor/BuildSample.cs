// The command-line builds of the sample's player (.github/workflows/unity.yml, game-ci's unity-builder
// with buildMethod): the sample imported first, then its scene built. Batch mode never runs
// OpenSampleOnFirstLoad's import (it opens no scene there), and the build settings name the imported
// scene under Assets/Samples/, which git ignores: without this method a build finds no scene.
//
//   Unity -batchmode -quit -projectPath unity-sample -buildTarget WebGL \
//     -executeMethod PriestsDevils.SampleProject.Editor.BuildSample.WebGL [-customBuildPath build/WebGL]
//
// The scene's path comes from the installed package's version (package.json, through Package Manager),
// Assets/Samples/<package displayName>/<version>/<sample displayName>/Main.unity, so a version bump
// cannot strand it. Unity's API as checked in UnityCsReference (2022.3 to 6000.5):
// Modules/PackageManagerUI/Editor/Services/.../PackageSample.cs (`Sample.FindByPackage`, `Import`,
// `importPath`), Modules/PackageManager/Editor/Managed/PackageInfo.cs (`FindForAssetPath`, `version`,
// `displayName`), Modules/AssetDatabase/Editor/ScriptBindings/AssetDatabase.bindings.cs (`Refresh`,
// `LoadAssetAtPath<T>`), Editor/Mono/BuildPipeline.bindings.cs (`BuildPlayer(BuildPlayerOptions)`),
// Editor/Mono/BuildPlayerWindowBuildMethods.cs (`BuildPlayerOptions`), Editor/Mono/BuildReporting
// (`BuildReport.summary.result`, `BuildResult.Succeeded`), Editor/Mono/EditorApplication.bindings.cs (`Exit`).

using System;
using UnityEditor;
using UnityEditor.Build.Reporting;
using UnityEditor.PackageManager.UI;
using UnityEngine;
using PackageInfo = UnityEditor.PackageManager.PackageInfo;

namespace PriestsDevils.SampleProject.Editor
{
    /// <summary>Builds the sample's player from the command line: imports the package's sample, then
    /// builds its scene for one platform, and exits non-zero when either fails.</summary>
    public static class BuildSample
    {
        /// <summary>The WebGL player, into <c>-customBuildPath</c> (default build/WebGL).</summary>
        public static void WebGL() => Build(BuildTarget.WebGL, "build/WebGL");

        /// <summary>The iOS player's Xcode project, into <c>-customBuildPath</c> (default build/iOS).</summary>
        public static void iOS() => Build(BuildTarget.iOS, "build/iOS");

        /// <summary>Imports the sample, replacing an older import, and returns its scene's path, taken from
        /// the installed package's version; exits with 1 when the sample or its scene is missing.</summary>
        public static string ImportSample()
        {
            PackageInfo package = PackageInfo.FindForAssetPath("Packages/" + OpenSampleOnFirstLoad.PackageName + "/package.json");
            if (package == null) Fail(OpenSampleOnFirstLoad.PackageName + " is not installed (Packages/manifest.json)");
            string scene = "Assets/Samples/" + package.displayName + "/" + package.version + "/"
                + OpenSampleOnFirstLoad.SampleName + "/Main.unity";
            bool found = false;
            foreach (Sample sample in Sample.FindByPackage(package.name, package.version))
            {
                if (sample.displayName != OpenSampleOnFirstLoad.SampleName) continue;
                found = true;
                if (!sample.Import(Sample.ImportOptions.OverridePreviousImports | Sample.ImportOptions.HideImportWindow))
                    Fail("Package Manager could not import the sample");
            }
            if (!found) Fail("Package Manager lists no sample \"" + OpenSampleOnFirstLoad.SampleName + "\"");
            // 2022.3's Import schedules the refresh: import the copied files now.
            AssetDatabase.Refresh(ImportAssetOptions.ForceSynchronousImport);
            if (AssetDatabase.LoadAssetAtPath<SceneAsset>(scene) == null) Fail("the imported sample has no scene " + scene);
            return scene;
        }

        private static void Build(BuildTarget target, string fallback)
        {
            string scene = ImportSample();
            var options = new BuildPlayerOptions
            {
                scenes = new[] { scene },
                locationPathName = Argument("-customBuildPath") ?? fallback,
                target = target,
                options = BuildOptions.None,
            };
            BuildReport report = BuildPipeline.BuildPlayer(options);
            if (report.summary.result != BuildResult.Succeeded)
                Fail("the " + target + " build of " + scene + " ended " + report.summary.result);
            Debug.Log("Priests and Devils: built " + scene + " for " + target + " into " + options.locationPathName);
        }

        // The value after `name` on the command line, or null.
        private static string Argument(string name)
        {
            string[] args = Environment.GetCommandLineArgs();
            for (int i = 0; i + 1 < args.Length; i++)
                if (args[i] == name) return args[i + 1];
            return null;
        }

        private static void Fail(string problem)
        {
            Debug.LogError("Priests and Devils: " + problem);
            EditorApplication.Exit(1);
            throw new InvalidOperationException(problem);
        }
    }
}
