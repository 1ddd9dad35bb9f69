using System;
using System.Collections.Generic;
using System.IO;
using NUnit.Framework;
using UnityEditor;

namespace PriestsDevils.EditorTools.Tests
{
    /// <summary>
    /// Asks the Editor which of the package's native binaries each player build takes, wherever the
    /// package lies: for every build target the package supports, the plug-ins that
    /// <see cref="PluginImporter.GetImporters(BuildTarget)"/> returns and
    /// <see cref="PluginImporter.ShouldIncludeInBuild"/> keeps, once the package's Editor script has
    /// registered its rules (as every build does first), must be exactly one <c>priests_devils</c> binary
    /// for each CPU the package ships for that target (the importer's <c>CPU</c> setting). A second copy of
    /// the package, a binary copied without its <c>.meta</c>, or a missing rule fails here.
    /// </summary>
    public class PluginSelectionTests
    {
        [Test]
        public void Windows64TakesOneBinaryPerCpu()
        {
            // Before Unity 2023.1 the ARM64 one is listed but not copied (no Windows ARM64 player).
            AssertOneBinaryPerCpu(BuildTarget.StandaloneWindows64, "x86_64", "ARM64");
        }

        [Test]
        public void MacOSTakesTheUniversalBundle()
        {
            AssertOneBinaryPerCpu(BuildTarget.StandaloneOSX, "AnyCPU");
        }

        [Test]
        public void Linux64TakesOneBinaryPerCpu()
        {
#if UNITY_6000_3_OR_NEWER
            AssertOneBinaryPerCpu(BuildTarget.StandaloneLinux64, "x86_64", "ARM64");
#else
            // No Linux arm64 player, and no CPU choice that would keep the two libraries apart.
            AssertOneBinaryPerCpu(BuildTarget.StandaloneLinux64, "x86_64");
#endif
        }

        [Test]
        public void IosDeviceSdkTakesTheDeviceArchive()
        {
            WithTargetSdk(iOSSdkVersion.DeviceSDK, () => AssertOneBinaryPerCpu(BuildTarget.iOS, "ARM64"));
        }

        [Test]
        public void IosSimulatorSdkTakesTheSimulatorArchive()
        {
            // One universal archive (arm64 and x86_64).
            WithTargetSdk(iOSSdkVersion.SimulatorSDK, () => AssertOneBinaryPerCpu(BuildTarget.iOS, "AnyCPU"));
        }

        [Test]
        public void AndroidTakesOneBinaryPerAbi()
        {
            AssertOneBinaryPerCpu(BuildTarget.Android, "ARMv7", "ARM64", "X86_64");
        }

        [Test]
        public void WebGLTakesTheWasmArchive()
        {
            // WebGL plug-ins have no CPU setting.
            AssertOneBinaryPerCpu(BuildTarget.WebGL, "");
        }

        /// <summary>Runs <paramref name="test"/> with the Editor script deciding for iOS Target SDK
        /// <paramref name="sdk"/>, without writing Player Settings (which would leave the user's
        /// ProjectSettings modified, even set back).</summary>
        private static void WithTargetSdk(iOSSdkVersion sdk, Action test)
        {
            PluginSelection.SdkForTests = sdk;
            try
            {
                test();
            }
            finally
            {
                PluginSelection.SdkForTests = null;
            }
        }

        /// <summary>The package's binaries a build for <paramref name="target"/> takes have exactly the
        /// CPU settings <paramref name="cpus"/>, one binary each.</summary>
        private static void AssertOneBinaryPerCpu(BuildTarget target, params string[] cpus)
        {
            // What a build does before it collects plug-ins (it also warns about a missing binary).
            PluginSelection.Register(target);
            List<string> taken = new List<string>(), listing = new List<string>();
            foreach (PluginImporter importer in PluginImporter.GetImporters(target))
            {
                // priests_devils.dll/.bundle, libpriests_devils.so/.a, and the iOS archives
                // libpriests_devils_ios_device.a and libpriests_devils_ios_simulator.a.
                string name = Path.GetFileNameWithoutExtension(importer.assetPath);
                bool ours = name == "priests_devils" || name.StartsWith("libpriests_devils", StringComparison.Ordinal);
                if (!ours || !importer.ShouldIncludeInBuild())
                    continue;
                string cpu = importer.GetPlatformData(target, "CPU") ?? "";
                taken.Add(cpu);
                listing.Add("\"" + cpu + "\": " + importer.assetPath);
            }
            List<string> expected = new List<string>(cpus);
            expected.Sort(StringComparer.Ordinal);
            taken.Sort(StringComparer.Ordinal);
            Assert.AreEqual(expected, taken, target + " builds take: " + string.Join(", ", listing.ToArray()));
        }
    }
}
