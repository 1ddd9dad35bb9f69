// A stand-in for the UnityEditor and UnityEngine IMGUI members that the package's level-design
// Editor code (Editor/Levels: RulesFieldDrawer, LevelSetEditor, LevelDesignerWindow) uses, so that
// tests/unity/level_tools.rs compiles it with -warnaserror against the UnityEngine stand-in
// (UnityEngineStandIn*.cs, compiled with this file; never with UnityEditorStandIn.cs) and runs the drawer
// and the window with it. Never shipped. Behaviour is modelled only where those runs need it, in
// UnityEditorStandIn.Drawing (not Unity's): a SerializedProperty holds its values, its children by name
// (as Unity's finds a struct's fields) and its path; the controls record what they draw, one line each; a
// test can commit a delayed field's value, click a GUILayout button or tick the n-th toggle of the next
// pass; EditorApplication.update is the Editor's update loop, which the test calls. Each member's name and
// signature was read in Unity's C# reference source (Unity-Technologies/UnityCsReference, branch 2022.3):
// - PropertyDrawer (Editor/Mono/ScriptAttributeGUI/PropertyDrawer.cs): abstract; public virtual void
//   OnGUI(Rect position, SerializedProperty property, GUIContent label), public virtual float
//   GetPropertyHeight(SerializedProperty property, GUIContent label). CustomPropertyDrawer(Type type)
//   (CustomPropertyDrawerAttribute.cs). CustomEditor(Type inspectedType) (Editor/Mono/Inspector/CustomEditor.cs).
// - Editor (Editor/Mono/Inspector/Editor.cs): public SerializedObject serializedObject, public Object
//   target, public Object[] targets, public virtual void OnInspectorGUI(), public void Repaint() ("Repaint
//   any inspectors that shows this editor": its property viewer, else InspectorWindow.RepaintAllInspectors;
//   2022.3 to 6000.6). Resources.FindObjectsOfTypeAll<T>() (Runtime/Export/Resources/Resources.bindings.cs:
//   every loaded object of the type; here, those a test put in Drawing.Live). EditorWindow (Editor/Mono/EditorWindow.cs): public
//   static T GetWindow<T>(string title) where T : EditorWindow, public void Repaint(); it derives from
//   ScriptableObject; Unity sends it OnEnable, OnDisable and OnGUI (private methods, found by name).
//   MenuItem(string itemName) (Editor/Mono/MenuItem.cs).
// - SerializedObject (Editor/Mono/SerializedObject.bindings.cs): SerializedObject(Object obj), Object
//   targetObject, FindProperty(string propertyPath), Update(), bool ApplyModifiedProperties().
//   SerializedProperty (Editor/Mono/SerializedProperty.bindings.cs): FindPropertyRelative(string
//   relativePropertyPath), intValue, boolValue, isExpanded, arraySize (get, set),
//   GetArrayElementAtIndex(int index), SerializedObject serializedObject, string propertyPath, string
//   displayName, bool hasMultipleDifferentValues (answered natively; the stand-in makes a struct's true
//   when any of its fields differs, as the Inspector shows a struct's foldout mixed).
// - EditorGUI (Editor/Mono/EditorGUI.cs; DrawRect in Editor/Mono/GUI/InternalEditorGUI.cs): Foldout(Rect
//   position, bool foldout, GUIContent content[, bool toggleOnLabelClick]), PropertyField(Rect position,
//   SerializedProperty property), HelpBox(Rect position, string message, MessageType type) (GUI.Label of
//   the message with GetHelpIcon(type) in EditorStyles.helpBox), LabelField(Rect position, string
//   label), static int indentLevel, DrawRect(Rect rect, Color color); GUIContent BeginProperty(Rect
//   totalPosition, GUIContent label, SerializedProperty property) (a null label: the property's display
//   name; sets showMixedValue = property.hasMultipleDifferentValues), EndProperty() (showMixedValue =
//   false), static bool showMixedValue, int DelayedIntField(Rect position, GUIContent label, int value),
//   BeginChangeCheck(), bool EndChangeCheck(), Rect IndentedRect(Rect source) (indent: 15 per level,
//   kIndentPerLevel), ProgressBar(Rect position, float value, string text), BeginDisabledGroup(bool
//   disabled), EndDisabledGroup().
// - EditorGUILayout (Editor/Mono/EditorGUILayout.cs): IntField(string label, int value, params
//   GUILayoutOption[]), DelayedIntField(string label, int value, params GUILayoutOption[]),
//   PropertyField(SerializedProperty property, bool includeChildren, params GUILayoutOption[]),
//   LabelField(string label, params GUILayoutOption[]), HelpBox(string message, MessageType type),
//   Popup(string label, int selectedIndex, string[] displayedOptions, params GUILayoutOption[]),
//   ObjectField(string label, Object obj, Type objType, bool allowSceneObjects, params
//   GUILayoutOption[]), Rect BeginHorizontal(params GUILayoutOption[]), EndHorizontal(), Vector2
//   BeginScrollView(Vector2 scrollPosition, params GUILayoutOption[]), EndScrollView(), Rect
//   GetControlRect(params GUILayoutOption[]).
// - EditorGUIUtility (Editor/Mono/EditorGUIUtility.cs): static float singleLineHeight,
//   standardVerticalSpacing, currentViewWidth; static GUIContent TrTextContentWithIcon(string text,
//   MessageType messageType) (the text with GetHelpIcon(messageType), none for None); MessageType { None,
//   Info, Warning, Error } (Editor/Mono/EditorGUIUtility.bindings.cs). EditorStyles.helpBox
//   (Editor/Mono/GUI/EditorStyles.cs; its word wrap comes from the skin: help boxes wrap their message).
// - EditorApplication (Editor/Mono/EditorApplication.cs): delegate void CallbackFunction(), static
//   CallbackFunction update, static double timeSinceStartup (EditorApplication.bindings.cs; the stand-in's
//   is real time). EditorWindow.position (Rect, get and set; Editor/Mono/EditorWindow.cs). UnityEditorInternal.InternalEditorUtility.RepaintAllViews()
//   (Editor/Mono/InternalEditorUtility.bindings.cs).
// - Handles (Editor/Mono/Handles.bindings.cs, Handles.cs): static Color color, DrawLine(Vector3 p1, Vector3 p2).
// - Undo.RecordObject(Object objectToUndo, string name) (Editor/Mono/Undo/Undo.bindings.cs);
//   EditorUtility.SetDirty(Object target) (Editor/Mono/EditorUtility.bindings.cs, [NotNull]);
//   EditorUtility.DisplayDialog(string title, string message, string ok, string cancel)
//   (Editor/Mono/EditorUtility.bindings.cs: true for ok; ArgumentException when both buttons' texts or both
//   title and message are null or empty, as Unity's throws; Unity's cancel defaults to "", unused here).
// - UnityEngine (Modules/IMGUI/GUILayout.cs, GUILayoutUtility.cs, Event.cs, Event.bindings.cs,
//   EventEnums.cs): GUILayout.Button(string text, params GUILayoutOption[]), Label(string text, params
//   GUILayoutOption[]), Toggle(bool value, string text, params GUILayoutOption[]), GUILayoutOption
//   Width(float width), GUILayoutOption Height(float height), Space(float pixels) (recorded as a line); GUILayoutUtility.GetRect(float width, float height, params GUILayoutOption[]);
//   Event.current, Event.type; EventType.Repaint = 7. MinAttribute.min
//   (Runtime/Export/PropertyDrawer/PropertyAttribute.cs) is in UnityEngineStandIn.cs.
// Simplifications: a disabled control returns its value unchanged, as Unity's ignore input; a dialog
// answers what the test scripted (Drawing.AnswerNext) and records its texts; Undo.RecordObject hands the
// object to Drawing.Recording, where a test may keep what Undo would restore; a help box
// records whether its rectangle is shorter than EditorStyles.helpBox.CalcHeight of its content at its
// width (the stand-in's measure, UnityEngineStandIn.Rendering.cs), that is whether Unity would clip it.
using System;
using System.Collections.Generic;
using UnityEngine;
using Drawing = UnityEditorStandIn.Drawing;
using Object = UnityEngine.Object;

namespace UnityEngine
{
    public sealed class GUILayoutOption { }

    public static class GUILayout
    {
        public static bool Button(string text, params GUILayoutOption[] options) { return Drawing.Button(text); }
        public static void Label(string text, params GUILayoutOption[] options) { Drawing.Record("Label\t" + text); }
        public static bool Toggle(bool value, string text, params GUILayoutOption[] options) { return Drawing.Toggle(value); }
        public static GUILayoutOption Width(float width) { return new GUILayoutOption(); }
        public static GUILayoutOption Height(float height) { return new GUILayoutOption(); }
        public static void Space(float pixels) { Drawing.Record("Space\t" + pixels.ToString(System.Globalization.CultureInfo.InvariantCulture)); }
    }

    public static class Resources
    {
        /// <summary>Every live object of type T: here, those the test registered in Drawing.Live.</summary>
        public static T[] FindObjectsOfTypeAll<T>() where T : Object
        {
            var found = new List<T>();
            foreach (Object o in Drawing.Live) if (o is T) found.Add((T)o);
            return found.ToArray();
        }
    }

    public static class GUILayoutUtility
    {
        public static Rect GetRect(float width, float height, params GUILayoutOption[] options) { return new Rect(0f, 0f, width, height); }
    }

    public enum EventType { MouseDown = 0, MouseUp = 1, Layout = 8, Repaint = 7 }

    public sealed class Event
    {
        private static readonly Event Repainting = new Event();
        public static Event current { get { return Repainting; } }
        public EventType type { get { return EventType.Repaint; } }
    }
}

namespace UnityEditorInternal
{
    public partial class InternalEditorUtility
    {
        public static void RepaintAllViews() { Drawing.RepaintedAll++; }
    }
}

namespace UnityEditor
{
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public sealed class CustomPropertyDrawer : Attribute
    {
        public CustomPropertyDrawer(Type type) { }
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public class CustomEditor : Attribute
    {
        public CustomEditor(Type inspectedType) { }
    }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public sealed class MenuItem : Attribute
    {
        public MenuItem(string itemName) { }
    }

    public abstract class PropertyDrawer
    {
        public virtual void OnGUI(Rect position, SerializedProperty property, GUIContent label) { }
        public virtual float GetPropertyHeight(SerializedProperty property, GUIContent label) { return EditorGUIUtility.singleLineHeight; }
    }

    public class Editor : ScriptableObject
    {
        private Object[] _targets = new Object[0];
        public SerializedObject serializedObject { get { return new SerializedObject(this); } }
        public Object target { get { return _targets.Length > 0 ? _targets[0] : null; } }
        public Object[] targets { get { return _targets; } }
        public virtual void OnInspectorGUI() { }
        /// <summary>Repaints the Inspectors showing this editor: counted, with the editor, in Drawing.</summary>
        public void Repaint()
        {
            Drawing.InspectorRepaints++;
            Drawing.RepaintedEditors.Add(this);
        }

        /// <summary>Stand-in only (Unity's Inspector sets them): the objects this editor inspects.</summary>
        public void StandInInspect(params Object[] inspected) { _targets = inspected; }
    }

    public class EditorWindow : ScriptableObject
    {
        public static T GetWindow<T>(string title) where T : EditorWindow { return CreateInstance<T>(); }
        public void Repaint() { Drawing.WindowRepaints++; }
        /// <summary>The window's rectangle on screen; the stand-in's is as tall as Drawing.WindowHeight.</summary>
        public Rect position
        {
            get { return new Rect(0f, 0f, Drawing.ViewWidth, Drawing.WindowHeight); }
            set { Drawing.WindowHeight = value.height; }
        }
    }

    public sealed partial class EditorApplication
    {
        private static readonly System.Diagnostics.Stopwatch Clock = System.Diagnostics.Stopwatch.StartNew();
        public delegate void CallbackFunction();
        public static CallbackFunction update;
        /// <summary>Seconds since the Editor started: here, since the stand-in was first used.</summary>
        public static double timeSinceStartup { get { return Clock.Elapsed.TotalSeconds; } }
    }

    // UnityEditor.AssemblyReloadEvents (2017.1 on): the drivers raise beforeAssemblyReload as a domain
    // reload would, before OnDisable.
    public static class AssemblyReloadEvents
    {
        public delegate void AssemblyReloadCallback();
        public static event AssemblyReloadCallback beforeAssemblyReload;
        public static event AssemblyReloadCallback afterAssemblyReload;

        public static void RaiseBeforeAssemblyReload() { if (beforeAssemblyReload != null) beforeAssemblyReload(); }
        public static void RaiseAfterAssemblyReload() { if (afterAssemblyReload != null) afterAssemblyReload(); }
    }

    public class SerializedObject : IDisposable
    {
        private readonly Object _target;
        public SerializedObject(Object obj) { _target = obj; }
        public Object targetObject { get { return _target; } }
        public SerializedProperty FindProperty(string propertyPath) { return new SerializedProperty(this, propertyPath); }
        public void Update() { }
        public bool ApplyModifiedProperties() { return false; }
        public void Dispose() { }
    }

    public class SerializedProperty
    {
        private readonly Dictionary<string, SerializedProperty> _children = new Dictionary<string, SerializedProperty>();
        private readonly SerializedObject _owner;
        private readonly string _path;
        private bool _differs;

        /// <summary>Stand-in only (Unity's are made by SerializedObject): the property at
        /// <paramref name="path"/> of <paramref name="owner"/>.</summary>
        public SerializedProperty(SerializedObject owner, string path) { _owner = owner; _path = path; }

        public SerializedProperty FindPropertyRelative(string relativePropertyPath)
        {
            SerializedProperty child;
            if (!_children.TryGetValue(relativePropertyPath, out child))
                _children.Add(relativePropertyPath, child = new SerializedProperty(_owner, _path + "." + relativePropertyPath));
            return child;
        }
        public int intValue { get; set; }
        public bool boolValue { get; set; }
        public bool isExpanded { get; set; }
        public int arraySize { get; set; }
        public SerializedProperty GetArrayElementAtIndex(int index) { return FindPropertyRelative("Array.data[" + index + "]"); }
        public SerializedObject serializedObject { get { return _owner; } }
        public string propertyPath { get { return _path; } }
        public string displayName { get { return _path.Substring(_path.LastIndexOf('.') + 1); } }
        public bool hasMultipleDifferentValues
        {
            get
            {
                if (_differs) return true;
                foreach (SerializedProperty child in _children.Values) if (child.hasMultipleDifferentValues) return true;
                return false;
            }
        }

        /// <summary>Stand-in only: the selected objects hold different values here.</summary>
        public void SetDiffers(bool differs) { _differs = differs; }
    }

    public enum MessageType { None = 0, Info = 1, Warning = 2, Error = 3 }

    public sealed class EditorGUIUtility
    {
        private static readonly Texture2D HelpIcon = new Texture2D();
        public static float singleLineHeight { get { return 18f; } }
        public static float standardVerticalSpacing { get { return 2f; } }
        public static float currentViewWidth { get { return Drawing.ViewWidth; } }
        public static GUIContent TrTextContentWithIcon(string text, MessageType messageType)
        {
            return new GUIContent(text, messageType == MessageType.None ? null : HelpIcon);
        }
    }

    public sealed class EditorStyles
    {
        private static readonly GUIStyle HelpBoxStyle = new GUIStyle { wordWrap = true, fontSize = 10 };
        public static GUIStyle helpBox { get { return HelpBoxStyle; } }
    }

    public sealed class EditorGUI
    {
        private static readonly Stack<bool> Changed = new Stack<bool>();
        private static readonly Stack<bool> Enabled = new Stack<bool>();
        private static int properties;

        public static int indentLevel { get; set; }
        public static bool showMixedValue { get; set; }

        public static GUIContent BeginProperty(Rect totalPosition, GUIContent label, SerializedProperty property)
        {
            properties++;
            showMixedValue = property.hasMultipleDifferentValues;
            Drawing.Record("BeginProperty\t" + property.propertyPath + (showMixedValue ? "\tmixed" : ""));
            return label ?? new GUIContent(property.displayName);
        }

        public static void EndProperty()
        {
            if (properties == 0) throw new InvalidOperationException("EndProperty without BeginProperty");
            properties--;
            showMixedValue = false;
            Drawing.Record("EndProperty");
        }

        public static void BeginChangeCheck() { Changed.Push(Drawing.Changed); Drawing.Changed = false; }

        public static bool EndChangeCheck()
        {
            bool changed = Drawing.Changed;
            Drawing.Changed = Changed.Pop() || changed;
            return changed;
        }

        public static void BeginDisabledGroup(bool disabled) { Enabled.Push(Drawing.Enabled); Drawing.Enabled &= !disabled; }
        public static void EndDisabledGroup() { Drawing.Enabled = Enabled.Pop(); }

        public static bool Foldout(Rect position, bool foldout, GUIContent content) { return foldout; }
        public static bool Foldout(Rect position, bool foldout, GUIContent content, bool toggleOnLabelClick)
        {
            Drawing.Record("Foldout\t" + content.text);
            return foldout;
        }
        public static bool PropertyField(Rect position, SerializedProperty property)
        {
            Drawing.Record("PropertyField\t" + property.propertyPath);
            return false;
        }
        public static int DelayedIntField(Rect position, GUIContent label, int value)
        {
            Drawing.Record("DelayedIntField\t" + label.text + "\t" + (showMixedValue ? "\u2014" : value.ToString()));
            return Drawing.Commit(label.text, value);
        }
        public static Rect IndentedRect(Rect source)
        {
            float indent = indentLevel * 15f;
            return new Rect(source.x + indent, source.y, source.width - indent, source.height);
        }
        public static void HelpBox(Rect position, string message, MessageType type)
        {
            float needed = EditorStyles.helpBox.CalcHeight(EditorGUIUtility.TrTextContentWithIcon(message, type), position.width);
            Drawing.Record("HelpBox\t" + type + "\t" + message.Replace("\n", " | ") + (position.height < needed ? "\tclipped" : ""));
            Drawing.Boxes.Add(position);
        }
        public static void LabelField(Rect position, string label) { Drawing.Record("Label\t" + label); }
        public static void DrawRect(Rect rect, Color color) { }
        public static void ProgressBar(Rect position, float value, string text) { Drawing.Record("ProgressBar\t" + text); }
    }

    public class EditorGUILayout
    {
        public static int IntField(string label, int value, params GUILayoutOption[] options) { return value; }
        public static int DelayedIntField(string label, int value, params GUILayoutOption[] options) { return Drawing.Commit(label, value); }
        public static bool PropertyField(SerializedProperty property, bool includeChildren, params GUILayoutOption[] options) { return false; }
        public static void LabelField(string label, params GUILayoutOption[] options) { Drawing.Record("Label\t" + label); }
        public static void HelpBox(string message, MessageType type) { Drawing.Record("HelpBox\t" + type + "\t" + message.Replace("\n", " | ")); }
        public static int Popup(string label, int selectedIndex, string[] displayedOptions, params GUILayoutOption[] options) { return selectedIndex; }
        public static Object ObjectField(string label, Object obj, Type objType, bool allowSceneObjects, params GUILayoutOption[] options) { return obj; }
        public static Rect BeginHorizontal(params GUILayoutOption[] options) { return new Rect(); }
        public static void EndHorizontal() { }
        public static Vector2 BeginScrollView(Vector2 scrollPosition, params GUILayoutOption[] options) { return scrollPosition; }
        public static void EndScrollView() { }
        public static Rect GetControlRect(params GUILayoutOption[] options) { return new Rect(0f, 0f, Drawing.ViewWidth, EditorGUIUtility.singleLineHeight); }
    }

    public sealed class Handles
    {
        public static Color color { get; set; }
        public static void DrawLine(Vector3 p1, Vector3 p2) { }
    }

    public sealed class Undo
    {
        public static void RecordObject(Object objectToUndo, string name)
        {
            Drawing.Record("Undo\t" + name);
            if (Drawing.Recording != null) Drawing.Recording(objectToUndo);
        }
    }

    public sealed class EditorUtility
    {
        public static void SetDirty(Object target)
        {
            if (target == null) throw new ArgumentNullException("target");
            Drawing.Record("SetDirty\t" + target.name);
        }

        public static bool DisplayDialog(string title, string message, string ok, string cancel)
        {
            if (string.IsNullOrEmpty(ok) && string.IsNullOrEmpty(cancel))
                throw new ArgumentException("Both 'ok' and 'cancel' strings are null or empty");
            if (string.IsNullOrEmpty(title) && string.IsNullOrEmpty(message))
                throw new ArgumentException("Both 'title' and 'message' strings are null or empty");
            Drawing.Record("DisplayDialog\t" + title + "\t" + message + "\t" + ok + "\t" + cancel);
            return Drawing.Answer();
        }
    }
}

namespace UnityEditorStandIn
{
    /// <summary>What the stand-in's controls drew since the test last cleared it, one line each (the
    /// control, a tab, what it shows), and what the test scripts for the next pass.</summary>
    public static class Drawing
    {
        public static readonly List<string> Drawn = new List<string>();
        /// <summary>The rectangles of the help boxes drawn, in order.</summary>
        public static readonly List<Rect> Boxes = new List<Rect>();
        /// <summary>What EditorGUIUtility.currentViewWidth answers.</summary>
        public static float ViewWidth = 400f;
        /// <summary>The height of EditorWindow.position.</summary>
        public static float WindowHeight = 400f;
        /// <summary>InternalEditorUtility.RepaintAllViews calls; EditorWindow.Repaint calls; Editor.Repaint
        /// calls, and the editors repainted (in order, since the test last cleared them).</summary>
        public static int RepaintedAll, WindowRepaints, InspectorRepaints;
        public static readonly List<UnityEditor.Editor> RepaintedEditors = new List<UnityEditor.Editor>();
        /// <summary>The objects Resources.FindObjectsOfTypeAll finds: those the test made live.</summary>
        public static readonly List<Object> Live = new List<Object>();
        internal static bool Changed;
        internal static bool Enabled = true;
        private static readonly Dictionary<string, int> commits = new Dictionary<string, int>();
        private static readonly List<string> clicks = new List<string>();
        private static int toggles, toggleOn = -1;
        private static readonly Queue<bool> answers = new Queue<bool>();
        /// <summary>Called by Undo.RecordObject with the object recorded, before the caller changes it.</summary>
        public static Action<Object> Recording;

        /// <summary>Forgets what was drawn; the next pass's toggles count from 0.</summary>
        public static void Clear()
        {
            Drawn.Clear();
            Boxes.Clear();
            toggles = 0;
        }

        internal static void Record(string line) { Drawn.Add(line); }

        /// <summary>The next delayed field labelled <paramref name="label"/> returns <paramref name="value"/>,
        /// as when a designer types it and presses Enter.</summary>
        public static void CommitNext(string label, int value) { commits[label] = value; }

        /// <summary>The next enabled GUILayout button with this text returns true.</summary>
        public static void ClickNext(string text) { clicks.Add(text); }

        /// <summary>The next dialog's answer: true for its ok button, false for its cancel button.</summary>
        public static void AnswerNext(bool ok) { answers.Enqueue(ok); }

        /// <summary>How many scripted answers no dialog has taken yet.</summary>
        public static int UnusedAnswers { get { return answers.Count; } }

        internal static bool Answer()
        {
            if (answers.Count == 0) throw new InvalidOperationException("a dialog the test did not expect");
            return answers.Dequeue();
        }

        /// <summary>The toggle at <paramref name="index"/> (from 0) of each following pass returns true.</summary>
        public static void ToggleOn(int index) { toggleOn = index; }

        internal static int Commit(string label, int value)
        {
            int typed;
            if (!Enabled || !commits.TryGetValue(label, out typed)) return value;
            commits.Remove(label);
            Changed = true;
            return typed;
        }

        internal static bool Button(string text)
        {
            Record("Button\t" + text + (Enabled ? "" : "\tdisabled"));
            if (!Enabled || !clicks.Remove(text)) return false;
            Changed = true;
            return true;
        }

        internal static bool Toggle(bool value)
        {
            bool on = Enabled && toggles++ == toggleOn ? true : value;
            Record("Toggle\t" + (on ? "on" : "off"));
            return on;
        }
    }
}
