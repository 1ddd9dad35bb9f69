// Runs the package's Level Designer window on the UnityEditor stand-in as Unity would: OnEnable, OnGUI
// passes, the Editor's update loop (EditorApplication.update) between them, a designer's clicks; and a
// domain reload, which keeps exactly what Unity's serializer keeps of the window and makes a new window
// from it (UnityReload below). Prints each pass (its name, then one line per control drawn; passes end
// with "--") for tests/unity/level_tools.rs to check. The program only prints.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Reflection;
using System.Threading;
using PriestsDevils.EditorTools.Levels;
using PriestsDevils.UnityGlue;
using UnityEditor;
using UnityEngine;
using UnityEditorStandIn;

static class LevelDesignerDriver
{
    /// <summary>Sends a message Unity sends (a private method, found by name).</summary>
    static void Send(object window, string message)
    {
        MethodInfo m = window.GetType().GetMethod(message, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public);
        m.Invoke(window, null);
    }

    static void Pass(object window, string name)
    {
        Drawing.Clear();
        Send(window, "OnGUI");
        Console.WriteLine("pass\t" + name);
        foreach (string row in Drawing.Drawn) Console.WriteLine(row);
        Console.WriteLine("--");
    }

    /// <summary>Runs the update loop until the window asks for a repaint and shows no progress; a deadline
    /// against a lost report, not a measure of speed.</summary>
    static void UpdateUntilReported(object window)
    {
        DateTime deadline = DateTime.UtcNow.AddSeconds(300);
        while (true)
        {
            int before = Drawing.WindowRepaints;
            EditorApplication.update();
            if (Drawing.WindowRepaints != before)
            {
                Drawing.Clear();
                Send(window, "OnGUI");
                if (!Drawing.Drawn.Exists(l => l.StartsWith("ProgressBar\t"))) return;
            }
            if (DateTime.UtcNow > deadline) throw new TimeoutException("no report");
            Thread.Sleep(1);
        }
    }

    /// <summary>Runs the update loop until the window asks for a repaint with no proposal running, then
    /// prints what the update loop did (the Undo record, SetDirty) as the block "proposal arrived"; a
    /// deadline against a lost proposal, not a measure of speed.</summary>
    static void UpdateUntilProposed(object window)
    {
        DateTime deadline = DateTime.UtcNow.AddSeconds(300);
        var updates = new List<string>();
        while (true)
        {
            int before = Drawing.WindowRepaints;
            Drawing.Clear();
            EditorApplication.update();
            updates.AddRange(Drawing.Drawn);
            if (Drawing.WindowRepaints != before)
            {
                Drawing.Clear();
                Send(window, "OnGUI");
                if (!Drawing.Drawn.Contains("Button\tCancel the proposal")) break;
            }
            if (DateTime.UtcNow > deadline) throw new TimeoutException("no proposal");
            Thread.Sleep(1);
        }
        Console.WriteLine("proposal arrived");
        foreach (string line in updates) Console.WriteLine(line);
        Console.WriteLine("--");
    }

    static object Get(object window, string field)
    {
        return window.GetType().GetField(field, BindingFlags.Instance | BindingFlags.NonPublic).GetValue(window);
    }

    static void Set(object window, string field, object value)
    {
        window.GetType().GetField(field, BindingFlags.Instance | BindingFlags.NonPublic).SetValue(window, value);
    }

    static int Main()
    {
        var window = ScriptableObject.CreateInstance<LevelDesignerWindow>();
        var target = ScriptableObject.CreateInstance<LevelSet>();
        Send(window, "OnEnable");
        Set(window, "_target", target);
        Pass(window, "empty");

        Drawing.ClickNext("Report");
        Pass(window, "report clicked");
        UpdateUntilReported(window);
        Pass(window, "reported");
        // The table draws the rows in sight: all of them in a window taller than the report, a window's
        // worth from row 48 when scrolled down 1000 pixels (spacers stand for the others).
        Drawing.WindowHeight = 4000f;
        Pass(window, "reported tall");
        Drawing.WindowHeight = 400f;
        Set(window, "_scroll", new Vector2(0f, 1000f));
        Pass(window, "scrolled");
        Set(window, "_scroll", new Vector2(0f, 0f));

        // The classic game's row (3 priests, 3 devils, boat 2: the 15th in report order) ticked, then added.
        Drawing.ToggleOn(2 * 6 + 2);
        Pass(window, "selected");
        Drawing.ClickNext("Add to level set");
        Pass(window, "added");
        Console.WriteLine("levels\t" + target.Levels.Count + "\t" + target.Levels[0].rules.priests + "/"
            + target.Levels[0].rules.devils + "/" + target.Levels[0].rules.boatCapacity);
        Console.WriteLine("--");

        // Propose levels into the set, which now holds one: the designer keeps it, then replaces it.
        target.name = "Levels";
        Set(window, "_proposeCount", 5);
        var undone = new List<LevelDefinition>();
        Drawing.Recording = recorded => undone.AddRange(((LevelSet)recorded).Levels); // what Undo would restore
        Drawing.AnswerNext(false);
        Drawing.ClickNext("Propose levels");
        Pass(window, "propose kept");
        Console.WriteLine("levels\t" + target.Levels.Count + "\tunused answers " + Drawing.UnusedAnswers);
        Console.WriteLine("--");
        Drawing.AnswerNext(true);
        Drawing.ClickNext("Propose levels");
        Pass(window, "propose clicked");
        Pass(window, "proposing"); // no update yet: the proposal cannot have arrived
        UpdateUntilProposed(window);
        Pass(window, "proposed");
        Console.WriteLine("proposal");
        foreach (LevelDefinition level in target.Levels)
            Console.WriteLine(level.displayName + "\t" + level.rules.priests + "/" + level.rules.devils + "/" + level.rules.boatCapacity
                + "\t" + level.rules.boatSafety + "/" + level.rules.rowers + "\t" + level.hasStart + "\t" + level.meantUnsolvable);
        Console.WriteLine("--");
        Console.WriteLine("undo restores");
        foreach (LevelDefinition level in undone)
            Console.WriteLine(level.rules.priests + "/" + level.rules.devils + "/" + level.rules.boatCapacity);
        Console.WriteLine("--");
        Drawing.Recording = null;

        // A domain reload: beforeAssemblyReload, OnDisable, Unity's serializer, a new window from what it
        // kept, OnEnable, no update.
        AssemblyReloadEvents.RaiseBeforeAssemblyReload();
        Send(window, "OnDisable");
        var reloaded = ScriptableObject.CreateInstance<LevelDesignerWindow>();
        UnityReload.Copy(window, reloaded);
        Drawing.ToggleOn(-1);
        Send(reloaded, "OnEnable");
        Pass(reloaded, "reloaded");

        // A second of the update loop, every millisecond, while a report of 20 000 levels of 100 to 119
        // priests and devils (seconds of work) moves its progress: the window repaints for it at most
        // about ten times a second.
        Set(reloaded, "_priestsLo", 100);
        Set(reloaded, "_priestsHi", 119);
        Set(reloaded, "_devilsLo", 100);
        Set(reloaded, "_devilsHi", 119);
        Set(reloaded, "_boatHi", 51);
        Drawing.ClickNext("Report");
        Pass(reloaded, "progress report clicked");
        int repaints = Drawing.WindowRepaints;
        var second = System.Diagnostics.Stopwatch.StartNew();
        while (second.Elapsed.TotalSeconds < 1.0)
        {
            EditorApplication.update();
            Thread.Sleep(1);
        }
        Console.WriteLine("progress repaints\t" + (Drawing.WindowRepaints - repaints));
        Console.WriteLine("--");

        // A long report (a newer request in place of that one) cancelled: the last report stays and no
        // progress shows.
        Drawing.ClickNext("Report");
        Pass(reloaded, "long report clicked");
        Drawing.ClickNext("Cancel");
        Pass(reloaded, "cancel clicked");
        for (int i = 0; i < 100; i++) EditorApplication.update();
        Pass(reloaded, "cancelled");

        // A proposal of tens of seconds (100 configurations of 4 000 000 devils and more), then the window
        // disabled (closed), then the same before a domain reload: each time the worker returns and no
        // native call is in flight (the times printed for the log).
        Set(reloaded, "_priestsLo", 0);
        Set(reloaded, "_priestsHi", 0);
        Set(reloaded, "_devilsLo", 4000000);
        Set(reloaded, "_devilsHi", 4000099);
        Set(reloaded, "_boatLo", 2);
        Set(reloaded, "_boatHi", 2);
        Set(reloaded, "_variants", 0);
        foreach (string how in new[] { "disable", "reload" })
        {
            if (how == "reload") Send(reloaded, "OnEnable"); // enabled again after the disable

            Drawing.AnswerNext(true);
            Drawing.ClickNext("Propose levels");
            Pass(reloaded, "long proposal clicked (" + how + ")");
            var proposal = (ProposalPresenter)Get(reloaded, "_proposal");
            DateTime deadline = DateTime.UtcNow.AddSeconds(60);
            while (proposal.Progress == 0f && DateTime.UtcNow < deadline) System.Threading.Thread.Sleep(5);
            System.Threading.Thread.Sleep(100);
            bool working = proposal.IsWorking;
            var clock = System.Diagnostics.Stopwatch.StartNew();
            if (how == "reload") AssemblyReloadEvents.RaiseBeforeAssemblyReload();
            Send(reloaded, "OnDisable");
            while (proposal.IsWorking && clock.ElapsedMilliseconds < 30000) System.Threading.Thread.Sleep(1);
            Console.WriteLine("stopped on " + how);
            Console.WriteLine("working before\t" + working + "\tstill working\t" + proposal.IsWorking + "\tms\t" + clock.ElapsedMilliseconds);
            Console.WriteLine("--");
        }
        return 0;
    }
}

/// <summary>
/// What a domain reload keeps of an object, per Unity's serialization rules (Scripting API: SerializeField,
/// "Serializable types"): its public non-static fields and its non-public ones marked [SerializeField],
/// never static, const or readonly ones, nor [NonSerialized]; of types: primitives, enums, string,
/// references to UnityEngine.Object (kept as references), Unity's structs (Vector2...), classes and
/// structs marked [Serializable] (their fields by the same rules, a null class field made anew), and
/// one-dimensional arrays and List&lt;T&gt; of those. Anything else (a property, a Dictionary, a nullable, a
/// class without [Serializable]) is not kept: the new object's field stays as its constructor left it.
/// </summary>
static class UnityReload
{
    public static void Copy(object from, object to)
    {
        for (Type t = from.GetType(); t != null && t.Assembly != typeof(ScriptableObject).Assembly; t = t.BaseType)
        {
            foreach (FieldInfo f in t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            {
                if (!Serialized(f) || !SerializableType(f.FieldType)) continue;
                f.SetValue(to, Value(f.GetValue(from), f.FieldType));
            }
        }
    }

    static bool Serialized(FieldInfo f)
    {
        if (f.IsStatic || f.IsInitOnly || f.IsLiteral || f.IsNotSerialized) return false;
        return f.IsPublic || f.GetCustomAttributes(typeof(SerializeField), false).Length > 0;
    }

    static bool SerializableType(Type type)
    {
        if (type.IsPrimitive || type.IsEnum || type == typeof(string)) return true;
        if (typeof(UnityEngine.Object).IsAssignableFrom(type)) return true;
        if (type == typeof(Vector2) || type == typeof(Vector3) || type == typeof(Rect) || type == typeof(Color)) return true;
        Type element = Element(type);
        if (element != null) return Element(element) == null && SerializableType(element);
        if (type.IsGenericType || type.IsAbstract || !type.IsSerializable) return false; // Nullable<T>, Dictionary...
        return type.IsValueType || type.IsClass;
    }

    static Type Element(Type type)
    {
        if (type.IsArray) return type.GetArrayRank() == 1 ? type.GetElementType() : typeof(void);
        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>)) return type.GetGenericArguments()[0];
        return null;
    }

    static object Value(object value, Type type)
    {
        if (type.IsPrimitive || type.IsEnum || typeof(UnityEngine.Object).IsAssignableFrom(type)) return value;
        if (type == typeof(string)) return value ?? "";
        if (type == typeof(Vector2) || type == typeof(Vector3) || type == typeof(Rect) || type == typeof(Color)) return value;
        Type element = Element(type);
        if (element != null)
        {
            var items = new List<object>();
            if (value != null) foreach (object item in (IEnumerable)value) items.Add(Value(item, element));
            if (type.IsArray)
            {
                Array array = Array.CreateInstance(element, items.Count);
                for (int i = 0; i < items.Count; i++) array.SetValue(items[i], i);
                return array;
            }
            var list = (IList)Activator.CreateInstance(type);
            foreach (object item in items) list.Add(item);
            return list;
        }
        object copy = Activator.CreateInstance(type, true);
        if (value == null) return copy; // Unity makes a null [Serializable] class field anew
        foreach (FieldInfo f in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic))
        {
            if (!Serialized(f) || !SerializableType(f.FieldType)) continue;
            f.SetValue(copy, Value(f.GetValue(value), f.FieldType));
        }
        return copy;
    }
}
