// Compiled into the package's EditMode test assembly (Tests/Editor) by tests/unity/package_tests.rs, never
// shipped: before any test runs, stands for the Unity Editor having opened the project named by
// PD_UNITY_PROJECT (its plug-ins imported) and loaded the package's Editor assembly, as the Test Runner
// finds them. A SetUpFixture outside any namespace applies to the whole assembly (NUnit 2.5 and later).
using System;
using System.Reflection;
using NUnit.Framework;

[SetUpFixture]
public class EditorTestsSetUp
{
    [SetUp]
    public void OpenProject()
    {
        string project = Environment.GetEnvironmentVariable("PD_UNITY_PROJECT");
        if (string.IsNullOrEmpty(project))
            throw new InvalidOperationException("PD_UNITY_PROJECT names no Unity project");
        UnityEditorStandIn.Editor.Open(project, true);
        UnityEditorStandIn.Editor.LoadScripts(Assembly.Load("PriestsDevils.Solver.Editor"));
    }
}
