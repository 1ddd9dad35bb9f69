using UnityEditor;

namespace PriestsDevils.Editor
{
    /// <summary>
    /// Picks, at build time, between the package's binaries that Unity's plug-in settings cannot tell
    /// apart by themselves, so that no <c>.meta</c> needs an edit (a package installed by git URL is
    /// read-only):
    /// <list type="bullet">
    /// <item>iOS: the device archive (<c>ios-arm64</c>) goes into Device SDK builds and the universal
    /// Simulator archive (<c>ios-simulator</c>, arm64 and x86_64) into Simulator SDK builds, following
    /// Player Settings' Target SDK. Both are enabled for iOS; Xcode refuses a device archive in a
    /// Simulator build and the reverse.</item>
    /// <item>Linux arm64, before Unity 6.3: there is no Linux arm64 player and Linux plug-ins carry no
    /// CPU choice, so the arm64 library would be copied over the x86_64 one. It is left out of every
    /// build; from Unity 6.3 on, its CPU setting (ARM64) selects it for arm64 players.</item>
    /// </list>
    /// Each rule is registered on the binary's importer (<see cref="PluginImporter.SetIncludeInBuildDelegate"/>)
    /// whenever the Editor loads scripts.
    /// </summary>
    [InitializeOnLoad]
    internal static class PluginSelection
    {
        private const string Plugins = "Packages/com.priestsdevils.solver/Plugins/";
        internal const string IosDevice = Plugins + "ios-arm64/libpriests_devils.a";
        internal const string IosSimulator = Plugins + "ios-simulator/libpriests_devils.a";
        internal const string LinuxArm64 = Plugins + "linux-arm64/libpriests_devils.so";

        static PluginSelection()
        {
            Register(IosDevice, path => PlayerSettings.iOS.sdkVersion == iOSSdkVersion.DeviceSDK);
            Register(IosSimulator, path => PlayerSettings.iOS.sdkVersion == iOSSdkVersion.SimulatorSDK);
#if !UNITY_6000_3_OR_NEWER
            Register(LinuxArm64, path => false);
#endif
        }

        private static void Register(string path, PluginImporter.IncludeInBuildDelegate include)
        {
            // Null only if the package's files are not where a package's are: nothing to decide then.
            PluginImporter importer = AssetImporter.GetAtPath(path) as PluginImporter;
            if (importer != null)
                importer.SetIncludeInBuildDelegate(include);
        }
    }
}
