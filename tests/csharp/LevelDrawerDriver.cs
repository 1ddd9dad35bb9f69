// Draws a RulesField with the package's RulesFieldDrawer on the UnityEditor stand-in, as the Inspector
// does (GetPropertyHeight, then OnGUI at that height), while a designer commits values, and runs the
// Editor's update loop (EditorApplication.update) between passes until the figures computed off the GUI
// thread arrive. Prints each pass (its name, the height, one line per control drawn; passes end with
// "--") for tests/unity/level_tools.rs to check. The program only prints.
using System;
using System.Threading;
using PriestsDevils.EditorTools.Levels;
using UnityEditor;
using UnityEngine;
using UnityEditorStandIn;

static class LevelDrawerDriver
{
    static readonly RulesFieldDrawer drawer = new RulesFieldDrawer();

    static float Draw(string name, SerializedProperty field) { return Draw(name, field, 22f); }

    /// <summary>One Inspector pass; <paramref name="margins"/>: the view's width less the property
    /// rectangle's (more with a scrollbar).</summary>
    static float Draw(string name, SerializedProperty field, float margins)
    {
        Drawing.Clear();
        UnityStandIn.Player.Buttons.Clear();
        var label = new GUIContent("Level");
        float height = drawer.GetPropertyHeight(field, label);
        drawer.OnGUI(new Rect(18f, 0f, Drawing.ViewWidth - margins, height), field, label);
        Console.WriteLine("pass\t" + name);
        Console.WriteLine("height\t" + height);
        foreach (string row in Drawing.Drawn) Console.WriteLine(row);
        foreach (string button in UnityStandIn.Player.Buttons) Console.WriteLine("GUI.Button\t" + button);
        Console.WriteLine("--");
        return height;
    }

    /// <summary>Runs the Editor's update loop until it repaints (a result arrived or a box changed width);
    /// a deadline against a lost delivery, not a measure of speed.</summary>
    static void UpdateUntilRepainted()
    {
        int before = Drawing.InspectorRepaints;
        DateTime deadline = DateTime.UtcNow.AddSeconds(120);
        while (Drawing.InspectorRepaints == before)
        {
            if (DateTime.UtcNow > deadline) throw new TimeoutException("no repaint");
            EditorApplication.update();
            Thread.Sleep(1);
        }
    }

    /// <summary>Draws until a pass shows no "computing" box and asks for no repaint (what the Inspector
    /// does: it repaints when asked).</summary>
    static void DrawSettled(string name, SerializedProperty field)
    {
        for (int i = 0; i < 10; i++)
        {
            int before = Drawing.InspectorRepaints;
            Draw(name + " (settling)", field);
            bool computing = Drawing.Drawn.Exists(l => l.Contains(FiguresView.ComputingText));
            if (computing) UpdateUntilRepainted();
            else
            {
                EditorApplication.update();
                if (Drawing.InspectorRepaints == before) break;
            }
        }
        Draw(name, field);
    }

    static int Main()
    {
        var inspected = ScriptableObject.CreateInstance<ScriptableObject>();
        var owner = new SerializedObject(inspected);
        SerializedProperty field = owner.FindProperty("level");
        // The Inspector's editor of the inspected object, and another Inspector's editor of something else.
        var inspector = ScriptableObject.CreateInstance<UnityEditor.Editor>();
        inspector.StandInInspect(inspected);
        var other = ScriptableObject.CreateInstance<UnityEditor.Editor>();
        other.StandInInspect(ScriptableObject.CreateInstance<ScriptableObject>());
        Drawing.Live.Add(other);
        Drawing.Live.Add(inspector);
        field.isExpanded = true;
        field.FindPropertyRelative("priests").intValue = 3;
        field.FindPropertyRelative("devils").intValue = 3;
        field.FindPropertyRelative("boatCapacity").intValue = 2;

        Draw("first", field);
        DrawSettled("classic", field);
        Draw("repaint", field);
        int repaints = Drawing.InspectorRepaints;
        for (int i = 0; i < 100; i++) EditorApplication.update();
        Console.WriteLine("idle repaints\t" + (Drawing.InspectorRepaints - repaints));
        Console.WriteLine("--");

        // A designer types 1 in the boat's field and presses Enter: committed while drawn.
        Drawing.CommitNext("boatCapacity", 1);
        Draw("commit", field);
        DrawSettled("smaller boat", field);

        // Values under the fields' [Min] are clamped as Unity's MinDrawer clamps them.
        Drawing.CommitNext("priests", -3);
        Draw("below min", field);
        Console.WriteLine("priests\t" + field.FindPropertyRelative("priests").intValue);
        Console.WriteLine("--");
        field.FindPropertyRelative("priests").intValue = 3;
        field.FindPropertyRelative("boatCapacity").intValue = 0;
        DrawSettled("refused", field);
        field.FindPropertyRelative("boatCapacity").intValue = 2;

        // A narrow Inspector: the figures wrap onto more lines and the box grows with them.
        Drawing.ViewWidth = 160f;
        DrawSettled("narrow", field);
        Drawing.ViewWidth = 400f;

        // Two objects selected whose devils differ.
        field.FindPropertyRelative("devils").SetDiffers(true);
        DrawSettled("mixed", field);
        field.FindPropertyRelative("devils").SetDiffers(false);

        // The huge level: its size and a button, no computation.
        field.FindPropertyRelative("priests").intValue = 0;
        field.FindPropertyRelative("devils").intValue = 8000000;
        DrawSettled("large", field);
        field.FindPropertyRelative("priests").intValue = 3;
        field.FindPropertyRelative("devils").intValue = 3;
        DrawSettled("classic again", field);

        // One object in two Inspectors, 300 and 520 pixels wide, the wider one with a scrollbar: each drawn
        // in turn with the update loop between, as the Editor repaints them. Each keeps its height, and after
        // the first rounds nothing asks for a repaint any more.
        var rounds = new System.Collections.Generic.List<string>();
        for (int round = 0; round < 8; round++)
        {
            // Repaints of any kind: the Inspectors', or every view's.
            int before = Drawing.InspectorRepaints + Drawing.RepaintedAll;
            Drawing.ViewWidth = 300f;
            float narrow = Draw("narrow inspector (settling)", field, 22f);
            EditorApplication.update();
            Drawing.ViewWidth = 520f;
            float wide = Draw("wide inspector (settling)", field, 35f);
            EditorApplication.update();
            rounds.Add(round + "\t" + narrow + "\t" + wide + "\t" + (Drawing.InspectorRepaints + Drawing.RepaintedAll - before));
        }
        Console.WriteLine("two inspectors");
        foreach (string line in rounds) Console.WriteLine(line);
        Console.WriteLine("--");
        Drawing.ViewWidth = 400f;

        // Whom the drawer repainted: only the inspected object's editor, never every view.
        Console.WriteLine("repainted");
        Console.WriteLine("all views\t" + Drawing.RepaintedAll);
        Console.WriteLine("editors\t" + Drawing.RepaintedEditors.Count + "\tof the inspected object\t"
            + Drawing.RepaintedEditors.FindAll(e => ReferenceEquals(e, inspector)).Count);
        Console.WriteLine("--");
        return 0;
    }
}
