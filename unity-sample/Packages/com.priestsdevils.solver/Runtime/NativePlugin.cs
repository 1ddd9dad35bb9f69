using System;
using System.IO;

namespace PriestsDevils
{
    /// <summary>
    /// Whether the native solver library can be used in this process, and if not, what is wrong in words a
    /// player or developer can act on: which plug-in file of the package was expected, for this platform.
    /// Call <see cref="TryLoad"/> before the first <see cref="Solver"/>: a missing library otherwise
    /// surfaces as a <see cref="DllNotFoundException"/> from the first call.
    /// </summary>
    public static class NativePlugin
    {
        /// <summary>Loads the native library and checks that it implements the ABI these bindings were
        /// generated for. Returns false with <paramref name="problem"/> set when the library or one of its
        /// entry points is missing or its ABI version differs; never throws.</summary>
        public static unsafe bool TryLoad(out string problem)
        {
            try
            {
                uint abi = NativeMethods.pd_abi_version();
                if (abi != NativeMethods.PD_ABI_VERSION)
                {
                    problem = "The native solver library implements C ABI " + abi + " but these bindings need "
                        + NativeMethods.PD_ABI_VERSION + ": " + Advice();
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
                problem = "The native solver library is missing: " + Advice();
            }
            catch (EntryPointNotFoundException e)
            {
                problem = "The native solver library lacks an entry point (" + e.Message + "): " + Advice();
            }
            catch (BadImageFormatException)
            {
                problem = "The native solver library is built for another CPU: " + Advice();
            }
            return false;
        }

        /// <summary>The package's plug-in file for the platform this process runs on, for example
        /// "Plugins/win-x64/priests_devils.dll" (best effort: desktop and Android can be told apart here).</summary>
        public static string ExpectedFile
        {
            get
            {
                bool is64 = IntPtr.Size == 8;
                switch (Environment.OSVersion.Platform)
                {
                    case PlatformID.Win32NT:
                        return "Plugins/win-x64/priests_devils.dll";
                    case PlatformID.MacOSX:
                        return "Plugins/osx-universal/priests_devils.bundle";
                    default:
                        if (Directory.Exists("/System/Library/Frameworks")) return "Plugins/osx-universal/priests_devils.bundle";
                        if (File.Exists("/system/build.prop"))
                            return is64 ? "Plugins/android-arm64/libpriests_devils.so" : "Plugins/android-armv7/libpriests_devils.so";
                        return "Plugins/linux-x64/libpriests_devils.so (linux-arm64 on ARM)";
                }
            }
        }

        private static string Advice()
        {
            return "expected " + ExpectedFile + " in the com.priestsdevils.solver package, enabled for this "
                + "platform in its Plugin Inspector. Reinstall the package (its binaries are committed), or run "
                + "scripts/build-plugins.sh in the priests-devils repository to rebuild them.";
        }
    }
}
