// Loads the package's Editor script on the UnityEditor stand-in, as the Editor would, and prints what
// each registered include-in-build delegate decides for each iOS Target SDK, one line each:
// "<sdk>\t<asset path>\t<True|False>". tests/plugin_selection.rs runs it and reads the lines.
using System;
using System.Collections.Generic;
using System.Reflection;
using UnityEditor;

public static class PluginSelectionDriver
{
    public static int Main(string[] args)
    {
        UnityEditorStandIn.Editor.ProjectRoot = args[0];
        UnityEditorStandIn.Editor.LoadScripts(Assembly.GetExecutingAssembly());
        List<string> paths = new List<string>(UnityEditorStandIn.Editor.IncludeInBuild.Keys);
        paths.Sort(StringComparer.Ordinal);
        foreach (iOSSdkVersion sdk in new[] { iOSSdkVersion.DeviceSDK, iOSSdkVersion.SimulatorSDK })
        {
            PlayerSettings.iOS.sdkVersion = sdk;
            foreach (string path in paths)
                Console.WriteLine(sdk + "\t" + path + "\t" + UnityEditorStandIn.Editor.ShouldIncludeInBuild(path));
        }
        return 0;
    }
}
