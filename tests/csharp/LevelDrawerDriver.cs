// Draws a RulesField with the package's RulesFieldDrawer on the UnityEditor stand-in, as the Inspector
// does (GetPropertyHeight, then OnGUI at that height), while a designer commits values, and runs the
// Editor's update loop (EditorApplication.update) between passes until the figures computed off the GUI
// thread arrive. Prints each pass (its name, the height, one line per control drawn; passes end with
// "--") for tests/unity/level_tools.rs to check. The program only prints.
using System;
using System.Threading;
using PriestsDevils.Editor.Levels;
using UnityEditor;
using UnityEngine;
using UnityEditorStandIn;

static class LevelDrawerDriver
{
    static readonly RulesFieldDrawer drawer = new RulesFieldDrawer();

    static float Draw(string name, SerializedProperty field)
    {
        Drawing.Clear();
        UnityStandIn.Player.Buttons.Clear();
        var label = new GUIContent("Level");
        float height = drawer.GetPropertyHeight(field, label);
        // The Inspector's property rectangle: the view's width less its margins.
        drawer.OnGUI(new Rect(18f, 0f, Drawing.ViewWidth - 22f, height), field, label);
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
        int before = Drawing.RepaintedAll;
        DateTime deadline = DateTime.UtcNow.AddSeconds(120);
        while (Drawing.RepaintedAll == before)
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
            int before = Drawing.RepaintedAll;
            Draw(name + " (settling)", field);
            bool computing = Drawing.Drawn.Exists(l => l.Contains(FiguresView.ComputingText));
            if (computing) UpdateUntilRepainted();
            else
            {
                EditorApplication.update();
                if (Drawing.RepaintedAll == before) break;
            }
        }
        Draw(name, field);
    }

    static int Main()
    {
        var owner = new SerializedObject(ScriptableObject.CreateInstance<ScriptableObject>());
        SerializedProperty field = owner.FindProperty("level");
        field.isExpanded = true;
        field.FindPropertyRelative("priests").intValue = 3;
        field.FindPropertyRelative("devils").intValue = 3;
        field.FindPropertyRelative("boatCapacity").intValue = 2;

        Draw("first", field);
        DrawSettled("classic", field);
        Draw("repaint", field);
        int repaints = Drawing.RepaintedAll;
        for (int i = 0; i < 100; i++) EditorApplication.update();
        Console.WriteLine("idle repaints\t" + (Drawing.RepaintedAll - repaints));
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
        return 0;
    }
}
