using System;
using System.IO;
using System.Runtime.InteropServices;

namespace PriestsDevils
{
    /// <summary>
    /// Whether the native solver library can be used in this process, and if not, what is wrong in words a
    /// developer can act on: the platform and CPU, the plug-in file of the package expected for them, and
    /// the fix. Call <see cref="TryLoad"/> before the first <see cref="Solver"/>: a missing library otherwise
    /// surfaces as a <see cref="DllNotFoundException"/> from the first call.
    /// </summary>
    public static class NativePlugin
    {
        /// <summary>What the library implements when it does not match these bindings, for the advice.</summary>
        private enum Failure { Missing, EntryPoint, WrongCpu, OtherAbi }

        /// <summary>Loads the native library and checks that it implements the ABI these bindings were
        /// generated for. Returns false with <paramref name="problem"/> set when the library or one of its
        /// entry points is missing, it is built for another CPU, or its ABI version differs; never throws.
        /// The problem names the platform and CPU, the file expected, what the operating system's loader
        /// said when asked to load it (dlopen's dlerror, or LoadLibraryExW's GetLastError in words: a
        /// missing file, an unresolved symbol, a too-old glibc, a quarantine) and what to do.</summary>
        public static unsafe bool TryLoad(out string problem)
        {
            try
            {
                uint abi = NativeMethods.pd_abi_version();
                if (abi != NativeMethods.PD_ABI_VERSION)
                {
                    string library = Marshal.PtrToStringAnsi((IntPtr)NativeMethods.pd_version());
                    problem = "The native solver library loaded on " + Platform + " (version " + library + ") implements C ABI version "
                        + abi + ", but this package's C# code needs version " + NativeMethods.PD_ABI_VERSION + ". " + Advice(Failure.OtherAbi, null);
                    return false;
                }
                // Every entry point the bindings use resolves on first call: probe the ones a game needs.
                NativeMethods.pd_status_message(0);
                NativeMethods.pd_version();
                problem = null;
                return true;
            }
            catch (DllNotFoundException)
            {
                string loader = LoaderDiagnosis.Explain(OperatingSystem, ExpectedFile);
                problem = "The native solver library could not be loaded on " + Platform + ". " + LoaderSays(loader)
                    + Advice(Failure.Missing, loader);
            }
            catch (EntryPointNotFoundException e)
            {
                problem = "The native solver library loaded on " + Platform + " lacks an entry point (" + e.Message + "). "
                    + Advice(Failure.EntryPoint, null);
            }
            catch (BadImageFormatException)
            {
                string loader = LoaderDiagnosis.Explain(OperatingSystem, ExpectedFile);
                problem = "The native solver library found on " + Platform + " is built for another CPU. " + LoaderSays(loader)
                    + Advice(Failure.WrongCpu, loader);
            }
            return false;
        }

        /// <summary>The operating system loader's own words, as a sentence, or nothing when it said none.</summary>
        private static string LoaderSays(string loader)
        {
            return loader == null ? "" : "The system's loader says: " + loader.TrimEnd('.', ' ') + ". ";
        }

        /// <summary>The operating system and CPU this process runs on, for example "Linux X64" or
        /// "Android Arm64" (best effort: Android is told apart from Linux by its system files).</summary>
        public static string Platform { get { return OperatingSystem + " " + RuntimeInformation.ProcessArchitecture; } }

        /// <summary>The package's plug-in file for this platform and CPU, relative to the package's folder
        /// (Packages/com.priestsdevils.solver/ from the Package Manager, Assets/Plugins/PriestsDevils/ from
        /// the .unitypackage), for example "Plugins/win-x64/priests_devils.dll", or null when the package
        /// has no binary for them. iOS and WebGL link a static library into the player and report no load
        /// failure of this kind.</summary>
        public static string ExpectedFile
        {
            get
            {
                string os = OperatingSystem, cpu = RuntimeInformation.ProcessArchitecture.ToString();
                string[,] rows = PluginBinaries.Rows; // generated from platforms.toml
                for (int i = 0; i < rows.GetLength(0); i++)
                {
                    if (rows[i, 0] == os && rows[i, 1] == cpu) return rows[i, 2];
                }
                return null;
            }
        }

        private static string OperatingSystem
        {
            get
            {
                if (RuntimeInformation.IsOSPlatform(OSPlatform.Windows)) return "Windows";
                if (RuntimeInformation.IsOSPlatform(OSPlatform.OSX)) return "macOS";
                if (File.Exists("/system/build.prop")) return "Android";
                return "Linux";
            }
        }

        /// <summary>What to do, given the failure and the loader's words (null when it said none): a too-old
        /// glibc and a macOS quarantine have their own fix; otherwise the file, its Plugin Inspector and a
        /// reinstall.</summary>
        private static string Advice(Failure failure, string loader)
        {
            if (loader != null && loader.Contains("GLIBC_"))
            {
                return "This Linux's C library (glibc) is older than the library needs (glibc 2.31 or later: Ubuntu 20.04, "
                    + "Debian 11, RHEL 9 or newer): run the Editor or the player on a newer system (see \"Troubleshooting\" in "
                    + "the package's README).";
            }
            if (loader != null && (loader.Contains("system policy") || loader.Contains("quarantine")))
            {
                return "macOS refused the file, which a browser's download marked as quarantined: run "
                    + "xattr -dr com.apple.quarantine on the solver package's folder, then restart the Unity Editor (see "
                    + "\"Troubleshooting\" in the package's README).";
            }
            string file = ExpectedFile;
            if (file == null)
            {
                return "This package has no native binary for " + Platform + " (see \"Platforms\" in the package's "
                    + "README): this platform is not supported.";
            }
            // The package lies in Packages/com.priestsdevils.solver/ (Package Manager) or
            // Assets/Plugins/PriestsDevils/ (the .unitypackage): the message names both.
            string where = "The solver package's folder (Packages/com.priestsdevils.solver/ from the Package Manager, "
                + "Assets/Plugins/PriestsDevils/ from the .unitypackage) must contain " + file + " with its .meta, "
                + "and that file's Plugin Inspector must include this platform and CPU.";
            switch (failure)
            {
                case Failure.OtherAbi:
                    return "Restart the Unity Editor first: the Editor keeps the native library it loaded first until "
                        + "it quits (and Windows locks the file), so after updating the package the old library is "
                        + "still in use. If the message stays after a restart, two copies of the package are "
                        + "installed (from the Package Manager and from the .unitypackage, or two versions) or " + file
                        + " was replaced: keep one copy and reinstall it.";
                case Failure.WrongCpu:
                    return where + " Another binary for this platform is enabled for this CPU: disable it.";
                default:
                    return where + " If the file is missing, reinstall the package (or import the .unitypackage "
                        + "again); if you have just updated the package, restart the Unity Editor.";
            }
        }
    }
}
