// Loads the package's Editor assembly (PriestsDevils.Solver.Editor.dll, beside this program) on the
// UnityEditor stand-in as the Editor would, for the Unity project at args[0], then runs a player build's
// preprocessing for iOS, Linux64 and Android. args[1] says when the native plug-ins are imported:
// "loaded" (before scripts load: an Editor restart) or "first-import" (after: a fresh Library, where the
// Editor loads scripts first). Prints, one line each, for tests/artifacts/plugin_selection.rs:
//   "at-load\t<delegates registered when the scripts loaded>"
//   "<sdk>\t<asset path>\t<True|False>" what each registered delegate decides for each iOS Target SDK
//   "warning\t<build target>\t<text>" each warning a build logged
using System;
using System.Collections.Generic;
using System.Reflection;
using UnityEditor;

public static class PluginSelectionDriver
{
    public static int Main(string[] args)
    {
        bool firstImport = args[1] == "first-import";
        if (!firstImport && args[1] != "loaded")
            throw new ArgumentException("mode: loaded or first-import, not " + args[1]);
        Assembly scripts = Assembly.Load("PriestsDevils.Solver.Editor");
        UnityEditorStandIn.Editor.Open(args[0], !firstImport);
        UnityEditorStandIn.Editor.LoadScripts(scripts);
        Console.WriteLine("at-load\t" + UnityEditorStandIn.Editor.IncludeInBuild.Count);
        if (firstImport)
            UnityEditorStandIn.Editor.ImportPlugins();
        List<string> warnings = new List<string>();
        foreach (BuildTarget target in new[] { BuildTarget.iOS, BuildTarget.StandaloneLinux64, BuildTarget.Android })
        {
            UnityEditorStandIn.Editor.Warnings.Clear();
            UnityEditorStandIn.Editor.Build(scripts, target);
            foreach (string warning in UnityEditorStandIn.Editor.Warnings)
                warnings.Add("warning\t" + target + "\t" + warning);
        }
        List<string> paths = new List<string>(UnityEditorStandIn.Editor.IncludeInBuild.Keys);
        paths.Sort(StringComparer.Ordinal);
        foreach (iOSSdkVersion sdk in new[] { iOSSdkVersion.DeviceSDK, iOSSdkVersion.SimulatorSDK })
        {
            PlayerSettings.iOS.sdkVersion = sdk;
            foreach (string path in paths)
                Console.WriteLine(sdk + "\t" + path + "\t" + UnityEditorStandIn.Editor.ShouldIncludeInBuild(path));
        }
        foreach (string warning in warnings)
            Console.WriteLine(warning);
        return 0;
    }
}
