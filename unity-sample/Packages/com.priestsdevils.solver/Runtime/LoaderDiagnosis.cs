using System;
using System.IO;
using System.Runtime.InteropServices;
using System.Text;

namespace PriestsDevils
{
    /// <summary>
    /// Asks the operating system's loader itself why the native library does not load: <c>dlopen</c> and
    /// <c>dlerror</c> on Linux, Android and macOS, <c>LoadLibraryExW</c>, <c>GetLastError</c> and
    /// <c>FormatMessageW</c> on Windows. Mono's <see cref="DllNotFoundException"/> carries none of these
    /// words (a missing file, a missing glibc version, a quarantined bundle and a missing dependency all
    /// read alike), so <see cref="NativePlugin.TryLoad"/> adds them to its explanation. Best effort: never
    /// throws, and answers null where it cannot ask (iOS and WebGL players link the library statically).
    /// </summary>
    internal static class LoaderDiagnosis
    {
        // The package folders of the install layouts, relative to the project (the Editor's current
        // directory): a local or embedded package, the .unitypackage's folder, then a tarball's or
        // registry's copy in the package cache. The file found there is asked about first, then the bare
        // name as the runtime searches.
        private static readonly string[] PackageFolders = { "Packages/com.priestsdevils.solver/", "Assets/Plugins/PriestsDevils/" };
        private const string PackageCache = "Library/PackageCache", CachedPackage = "com.priestsdevils.solver@*";

        /// <summary>The loader's words about loading <paramref name="expectedFile"/> (the package's file for
        /// this platform, "Plugins/…", or null) on <paramref name="os"/> ("Windows", "macOS", "Linux",
        /// "Android"): the package's file when it lies under the current directory (the Editor's project:
        /// Packages/, Assets/Plugins/PriestsDevils/ or Library/PackageCache/), else its bare name, which the
        /// loader searches for as the runtime does (a player's plug-in folder, LD_LIBRARY_PATH, PATH). They
        /// name the file asked for; null when it loads.</summary>
        internal static string Explain(string os, string expectedFile)
        {
#if (UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR
            return null;
#else
            try
            {
                string name = expectedFile != null ? Path.GetFileName(expectedFile)
                    : os == "Windows" ? "priests_devils.dll" : os == "macOS" ? "priests_devils.bundle" : "libpriests_devils.so";
                if (expectedFile != null)
                {
                    foreach (string folder in PackageFolders)
                    {
                        string path = Path.GetFullPath(folder + expectedFile);
                        if (File.Exists(path)) return Ask(os, path);
                    }
                    if (Directory.Exists(PackageCache))
                    {
                        foreach (string folder in Directory.GetDirectories(PackageCache, CachedPackage))
                        {
                            string path = Path.GetFullPath(Path.Combine(folder, expectedFile));
                            if (File.Exists(path)) return Ask(os, path);
                        }
                    }
                }
                return Ask(os, name);
            }
            catch (Exception e)
            {
                // A loader that cannot be asked (no libdl under this name, say) leaves the message as it was.
                if (e is OutOfMemoryException) throw;
                return null;
            }
#endif
        }

#if !((UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR)
        /// <summary>Loads <paramref name="file"/> as the runtime would and unloads it again; the loader's
        /// error, or null when it loaded.</summary>
        private static string Ask(string os, string file)
        {
            switch (os)
            {
                case "Windows": return Windows.Ask(file);
                case "macOS": return Posix.Words(Posix.Darwin.dlopen(file, Posix.Now), Posix.Darwin.dlerror(), Posix.Darwin.dlclose);
                case "Android": return Posix.Words(Posix.Bionic.dlopen(file, Posix.Now), Posix.Bionic.dlerror(), Posix.Bionic.dlclose);
                default: return Posix.Words(Posix.Glibc.dlopen(file, Posix.Now), Posix.Glibc.dlerror(), Posix.Glibc.dlclose);
            }
        }

        private static class Posix
        {
            /// <summary>RTLD_NOW (2 on glibc, bionic and macOS): every symbol bound at once, so an unresolved
            /// one is reported now rather than at its first call.</summary>
            internal const int Now = 2;

            internal static string Words(IntPtr handle, IntPtr error, Func<IntPtr, int> close)
            {
                if (handle != IntPtr.Zero)
                {
                    close(handle);
                    return null;
                }
                return error == IntPtr.Zero ? null : Marshal.PtrToStringAnsi(error);
            }

            // glibc keeps dlopen in libdl.so.2 before 2.34 and a forwarding stub of it since.
            internal static class Glibc
            {
                [DllImport("libdl.so.2")] internal static extern IntPtr dlopen(string file, int mode);
                [DllImport("libdl.so.2")] internal static extern IntPtr dlerror();
                [DllImport("libdl.so.2")] internal static extern int dlclose(IntPtr handle);
            }

            internal static class Bionic
            {
                [DllImport("libdl.so")] internal static extern IntPtr dlopen(string file, int mode);
                [DllImport("libdl.so")] internal static extern IntPtr dlerror();
                [DllImport("libdl.so")] internal static extern int dlclose(IntPtr handle);
            }

            internal static class Darwin
            {
                [DllImport("/usr/lib/libSystem.B.dylib")] internal static extern IntPtr dlopen(string file, int mode);
                [DllImport("/usr/lib/libSystem.B.dylib")] internal static extern IntPtr dlerror();
                [DllImport("/usr/lib/libSystem.B.dylib")] internal static extern int dlclose(IntPtr handle);
            }
        }

        private static class Windows
        {
            private const uint FormatMessageFromSystem = 0x1000, FormatMessageIgnoreInserts = 0x200;

            [DllImport("kernel32.dll", CharSet = CharSet.Unicode, SetLastError = true)]
            private static extern IntPtr LoadLibraryExW(string file, IntPtr reserved, uint flags);

            [DllImport("kernel32.dll")]
            private static extern bool FreeLibrary(IntPtr module);

            [DllImport("kernel32.dll", CharSet = CharSet.Unicode)]
            private static extern uint FormatMessageW(uint flags, IntPtr source, uint messageId, uint languageId,
                StringBuilder buffer, uint size, IntPtr arguments);

            internal static string Ask(string file)
            {
                IntPtr module = LoadLibraryExW(file, IntPtr.Zero, 0);
                int code = Marshal.GetLastWin32Error();
                if (module != IntPtr.Zero)
                {
                    FreeLibrary(module);
                    return null;
                }
                var text = new StringBuilder(512);
                uint length = FormatMessageW(FormatMessageFromSystem | FormatMessageIgnoreInserts, IntPtr.Zero, (uint)code, 0,
                    text, (uint)text.Capacity, IntPtr.Zero);
                string message = length == 0 ? "" : " " + text.ToString(0, (int)length).Trim();
                return file + ": error " + code + "." + message;
            }
        }
#endif
    }
}
