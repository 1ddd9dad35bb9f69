using System.Runtime.CompilerServices;
using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Build.Reporting;
using UnityEngine;

[assembly: InternalsVisibleTo("PriestsDevils.Solver.Editor.Tests")]

namespace PriestsDevils.EditorTools
{
    /// <summary>
    /// Picks, at build time, between the package's binaries that Unity's plug-in settings cannot tell
    /// apart by themselves, so that no <c>.meta</c> needs an edit (a package installed from a tarball is
    /// read-only):
    /// <list type="bullet">
    /// <item>iOS: the device archive (<c>ios-arm64</c>) goes into Device SDK builds and the universal
    /// Simulator archive (<c>ios-simulator</c>, arm64 and x86_64) into Simulator SDK builds, following
    /// Player Settings' Target SDK. Both are enabled for iOS; Xcode refuses a device archive in a
    /// Simulator build and the reverse. Their file names differ (<c>libpriests_devils_ios_device.a</c>,
    /// <c>libpriests_devils_ios_simulator.a</c>), so that <see cref="PluginImporter.GetImporters(BuildTarget)"/>,
    /// which keeps one overridable plug-in per output path, cannot drop the one this rule keeps.</item>
    /// <item>Linux arm64, before Unity 6.3: there is no Linux arm64 player and Linux plug-ins carry no
    /// CPU choice, so the arm64 library would be copied over the x86_64 one. It is left out of every
    /// build; from Unity 6.3 on, its CPU setting (ARM64) selects it for arm64 players.</item>
    /// <item>Android x86_64, on a Unity whose <see cref="AndroidArchitecture"/> has no <c>X86_64</c>
    /// (before 2019.4.31f1 and 2020.3.17f1, and 2019.4 or 2020.3 are tier versions): its Android importer
    /// cannot read the library's <c>CPU: X86_64</c>, so the library could go into an ARMv7 player beside or
    /// instead of the ARMv7 one. It is left out of every build there; with that value Unity picks it for
    /// x86_64 players by its CPU setting, and no rule is registered.</item>
    /// </list>
    /// Each rule is registered on the binary's importer (<see cref="PluginImporter.SetIncludeInBuildDelegate"/>),
    /// found by the GUID of the binary's committed <c>.meta</c>: that GUID is the same wherever the package
    /// lies (<c>Packages/com.priestsdevils.solver/</c> from the Package Manager,
    /// <c>Assets/Plugins/PriestsDevils/</c> from the <c>.unitypackage</c>, or wherever a user moved it).
    /// The rules are registered when the Editor loads scripts and again before every player build: on a
    /// fresh Library the scripts load before the native plug-ins are imported, and then only the build
    /// finds their importers.
    /// </summary>
    [InitializeOnLoad]
    internal sealed class PluginSelection : IPreprocessBuildWithReport
    {
        /// <summary>One binary Unity's settings cannot choose alone: its GUID (from its <c>.meta</c>), its
        /// file in the package, the target whose builds need the rule, what goes wrong in them when the
        /// file is there without the rule, and the rule.</summary>
        private sealed class Rule
        {
            internal string Guid, File, Consequence;
            internal BuildTarget Target;
            internal PluginImporter.IncludeInBuildDelegate Include;
        }

        // The GUIDs are those of the committed Plugins/<folder>/<file>.meta (tests/artifacts/plugin_selection.rs
        // finds the importers by them in both install layouts, so a changed .meta fails there).
        internal const string IosDevice = "fbd8f42240ab4dc0bc1eaf31a6677384";
        internal const string IosSimulator = "ee1e062c95334860a2725f8c082a395e";
        internal const string LinuxArm64 = "d8a2a668070e4e83b27bdb66bd017fd1";
        internal const string AndroidX64 = "9b2cc38b849c40b8b2feb96f797f1e13";

        /// <summary>Whether this Unity's Android importer knows the x86_64 CPU: read from the enum at run
        /// time, since no define tells 2019.4.31f1 from 2019.4.30f1.</summary>
        private static readonly bool AndroidHasX86_64 = System.Enum.IsDefined(typeof(AndroidArchitecture), "X86_64");

        private static readonly Rule[] Rules =
        {
            new Rule
            {
                Guid = IosDevice, File = "Plugins/ios-arm64/libpriests_devils_ios_device.a", Target = BuildTarget.iOS,
                Consequence = "Simulator SDK builds link it too, which Xcode refuses",
                Include = path => TargetSdk() == iOSSdkVersion.DeviceSDK,
            },
            new Rule
            {
                Guid = IosSimulator, File = "Plugins/ios-simulator/libpriests_devils_ios_simulator.a", Target = BuildTarget.iOS,
                Consequence = "Device SDK builds link it too, which Xcode refuses",
                Include = path => TargetSdk() == iOSSdkVersion.SimulatorSDK,
            },
#if !UNITY_6000_3_OR_NEWER
            new Rule
            {
                Guid = LinuxArm64, File = "Plugins/linux-arm64/libpriests_devils.so", Target = BuildTarget.StandaloneLinux64,
                Consequence = "Linux builds may ship it in place of the x86_64 library",
                Include = path => false,
            },
#endif
            new Rule
            {
                Guid = AndroidX64, File = "Plugins/android-x64/libpriests_devils.so", Target = BuildTarget.Android,
                Consequence = "Android builds may ship it in the ARMv7 player's place",
                Include = path => false,
            },
        };

        /// <summary>The Target SDK the iOS rules decide for in place of Player Settings', while set: the
        /// package's EditMode tests ask for both SDKs through it, since writing
        /// <c>PlayerSettings.iOS.sdkVersion</c>, even back to its value, leaves the user's ProjectSettings
        /// modified.</summary>
        internal static iOSSdkVersion? SdkForTests { get; set; }

        private static iOSSdkVersion TargetSdk()
        {
            return SdkForTests ?? PlayerSettings.iOS.sdkVersion;
        }

        static PluginSelection()
        {
            // On a fresh Library the binaries are not imported yet: the build registers them then.
            Register(null);
        }

        /// <summary>Unity's order among build preprocessors: any, as long as it precedes the copying of
        /// plug-ins, which every preprocessor does.</summary>
        public int callbackOrder
        {
            get { return 0; }
        }

        /// <summary>Registers every rule once more, now that every asset is imported, and warns about a
        /// binary this build needs a rule for but the project lacks.</summary>
        public void OnPreprocessBuild(BuildReport report)
        {
            Register(report.summary.platform);
        }

        /// <summary>Registers the rule of every binary whose importer exists and returns how many it
        /// registered; with <paramref name="building"/> set, logs a warning naming each missing binary
        /// whose rule that target's build needs. Registering twice replaces the delegate (Unity keeps one
        /// per asset path).</summary>
        internal static int Register(BuildTarget? building)
        {
            int registered = 0;
            foreach (Rule rule in Rules)
            {
                if (rule.Guid == AndroidX64 && AndroidHasX86_64)
                    continue;
                // An unknown GUID gives an empty path; a known one whose asset is not imported yet, or is
                // not a plug-in (a file replaced by hand), gives no PluginImporter.
                string path = AssetDatabase.GUIDToAssetPath(rule.Guid);
                PluginImporter importer = string.IsNullOrEmpty(path) ? null : AssetImporter.GetAtPath(path) as PluginImporter;
                if (importer != null)
                {
                    importer.SetIncludeInBuildDelegate(rule.Include);
                    registered++;
                }
                else if (building == rule.Target)
                {
                    Debug.LogWarning("Priests and Devils solver: no native plug-in with GUID " + rule.Guid + " (the package's "
                        + rule.File + ") is in this project, so its build rule is not registered. If that file is "
                        + "there under another GUID (copied without its .meta), " + rule.Consequence + ". Reinstall "
                        + "the package com.priestsdevils.solver (Package Manager), or import PriestsDevils.unitypackage "
                        + "again (Assets/Plugins/PriestsDevils/), keeping its .meta files.");
                }
            }
            return registered;
        }
    }
}
