// A stand-in for the UnityEditor members that the package's runtime Unity assembly uses when the Editor
// compiles it (#if UNITY_EDITOR: Runtime/Unity/SharedSolverReload.cs), compiled with the UnityEngine
// stand-in and -define:UNITY_EDITOR by tests/unity/csharp.rs for SharedSolverTests.cs. Never shipped.
// Read in Unity's C# reference source (Unity-Technologies/UnityCsReference, branches 2018.4 to 6000.6):
// - InitializeOnLoadMethodAttribute (Editor/Mono/EditorAssemblies.cs): a method attribute; Unity calls
//   every static method carrying it after the Editor loads scripts (Editor.LoadScripts here).
// - AssemblyReloadEvents (Editor/Mono/AssemblyReloadEvents.cs): delegate void AssemblyReloadCallback(),
//   static event beforeAssemblyReload, which Unity raises before it unloads the scripts' assemblies
//   (Editor.ReloadAssemblies here).
using System;
using System.Reflection;

namespace UnityEditor
{
    [AttributeUsage(AttributeTargets.Method)]
    public class InitializeOnLoadMethodAttribute : Attribute { }

    public static class AssemblyReloadEvents
    {
        public delegate void AssemblyReloadCallback();
        public static event AssemblyReloadCallback beforeAssemblyReload;

        /// <summary>Stand-in only: what the Editor does before unloading the scripts' assemblies.</summary>
        public static void StandInRaiseBeforeAssemblyReload()
        {
            if (beforeAssemblyReload != null) beforeAssemblyReload();
        }
    }
}

namespace UnityEditorStandIn
{
    /// <summary>The Editor's script loading and reloading, as the package's Editor-only hooks see them.</summary>
    public static class Editor
    {
        /// <summary>Calls every static method marked [InitializeOnLoadMethod] in <paramref name="scripts"/>, as
        /// the Editor does after loading them.</summary>
        public static void LoadScripts(Assembly scripts)
        {
            foreach (Type type in scripts.GetTypes())
                foreach (MethodInfo method in type.GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                    if (method.GetCustomAttributes(typeof(UnityEditor.InitializeOnLoadMethodAttribute), false).Length > 0)
                        method.Invoke(null, null);
        }

        /// <summary>A script compiled: the Editor raises beforeAssemblyReload before unloading the assemblies.</summary>
        public static void ReloadAssemblies() { UnityEditor.AssemblyReloadEvents.StandInRaiseBeforeAssemblyReload(); }
    }
}
