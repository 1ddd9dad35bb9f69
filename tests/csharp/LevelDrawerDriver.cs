// Draws a RulesField with the package's RulesFieldDrawer on the UnityEditor stand-in, as the Inspector
// does, before and after a designer changes its boat seats, and prints what each pass drew (one line per
// row, passes separated by "--"), for tests/level_tools.rs to check. The program only prints.
using System;
using PriestsDevils.Editor.Levels;
using UnityEditor;
using UnityEngine;
using UnityEditorStandIn;

static class LevelDrawerDriver
{
    static void Draw(PropertyDrawer drawer, SerializedProperty field)
    {
        Drawing.Drawn.Clear();
        var label = new GUIContent("Level");
        float height = drawer.GetPropertyHeight(field, label);
        drawer.OnGUI(new Rect(0f, 0f, 400f, height), field, label);
        Console.WriteLine("height\t" + height);
        foreach (string row in Drawing.Drawn) Console.WriteLine(row);
        Console.WriteLine("--");
    }

    static int Main()
    {
        var field = new SerializedProperty();
        field.FindPropertyRelative("priests").intValue = 3;
        field.FindPropertyRelative("devils").intValue = 3;
        field.FindPropertyRelative("boatCapacity").intValue = 2;
        var drawer = new RulesFieldDrawer();
        Draw(drawer, field);
        Draw(drawer, field); // a repaint
        field.FindPropertyRelative("boatCapacity").intValue = 1;
        Draw(drawer, field);
        field.FindPropertyRelative("boatCapacity").intValue = 0;
        Draw(drawer, field);
        return 0;
    }
}
