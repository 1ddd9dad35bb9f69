// A stand-in for the UnityEditor and UnityEngine IMGUI members that the package's level-design
// Editor code (Editor/Levels: RulesFieldDrawer, LevelSetEditor, LevelDesignerWindow) uses, so that
// tests/level_tools.rs compiles it with -warnaserror against the UnityEngine stand-in
// (UnityEngineStandIn*.cs, compiled with this file; never with UnityEditorStandIn.cs) and draws a rules
// field with it. Never shipped. Behaviour is modelled only where the drawer test needs it: a
// SerializedProperty holds its values and its children by name (as Unity's finds a struct's fields), and
// EditorGUI.LabelField and HelpBox record what they draw in UnityEditorStandIn.Drawing (not Unity's); the
// other bodies do nothing. Each member's name and signature was read in Unity's C# reference source
// (Unity-Technologies/UnityCsReference, branch 2022.3):
// - PropertyDrawer (Editor/Mono/ScriptAttributeGUI/PropertyDrawer.cs): abstract; public virtual void
//   OnGUI(Rect position, SerializedProperty property, GUIContent label), public virtual float
//   GetPropertyHeight(SerializedProperty property, GUIContent label). CustomPropertyDrawer(Type type)
//   (CustomPropertyDrawerAttribute.cs). CustomEditor(Type inspectedType) (Editor/Mono/Inspector/CustomEditor.cs).
// - Editor (Editor/Mono/Inspector/Editor.cs): public SerializedObject serializedObject, public Object
//   target, public virtual void OnInspectorGUI(). EditorWindow (Editor/Mono/EditorWindow.cs): public
//   static T GetWindow<T>(string title) where T : EditorWindow; it derives from ScriptableObject.
//   MenuItem(string itemName) (Editor/Mono/MenuItem.cs).
// - SerializedObject (Editor/Mono/SerializedObject.bindings.cs): FindProperty(string propertyPath),
//   Update(), bool ApplyModifiedProperties(). SerializedProperty (Editor/Mono/SerializedProperty.bindings.cs):
//   FindPropertyRelative(string relativePropertyPath), intValue, boolValue, isExpanded, arraySize (get,
//   set), GetArrayElementAtIndex(int index).
// - EditorGUI (Editor/Mono/EditorGUI.cs; DrawRect in Editor/Mono/GUI/InternalEditorGUI.cs): Foldout(Rect
//   position, bool foldout, GUIContent content), PropertyField(Rect position, SerializedProperty property),
//   HelpBox(Rect position, string message, MessageType type), LabelField(Rect position, string label),
//   static int indentLevel, DrawRect(Rect rect, Color color).
// - EditorGUILayout (Editor/Mono/EditorGUILayout.cs): IntField(string label, int value, params
//   GUILayoutOption[]), PropertyField(SerializedProperty property, bool includeChildren, params
//   GUILayoutOption[]), LabelField(string label, params GUILayoutOption[]), HelpBox(string message,
//   MessageType type), Popup(string label, int selectedIndex, string[] displayedOptions, params
//   GUILayoutOption[]), ObjectField(string label, Object obj, Type objType, bool allowSceneObjects, params
//   GUILayoutOption[]), Rect BeginHorizontal(params GUILayoutOption[]), EndHorizontal(), Vector2
//   BeginScrollView(Vector2 scrollPosition, params GUILayoutOption[]), EndScrollView().
// - EditorGUIUtility (Editor/Mono/EditorGUIUtility.cs): static float singleLineHeight, standardVerticalSpacing;
//   MessageType { None, Info, Warning, Error } (Editor/Mono/EditorGUIUtility.bindings.cs).
// - Handles (Editor/Mono/Handles.bindings.cs, Handles.cs): static Color color, DrawLine(Vector3 p1, Vector3 p2).
// - Undo.RecordObject(Object objectToUndo, string name) (Editor/Mono/Undo/Undo.bindings.cs);
//   EditorUtility.SetDirty(Object target) (Editor/Mono/EditorUtility.bindings.cs).
// - UnityEngine (Modules/IMGUI/GUILayout.cs, GUILayoutUtility.cs, Event.cs, Event.bindings.cs,
//   EventEnums.cs): GUILayout.Button(string text, params GUILayoutOption[]), Label(string text, params
//   GUILayoutOption[]), Toggle(bool value, string text, params GUILayoutOption[]), GUILayoutOption
//   Width(float width); GUILayoutUtility.GetRect(float width, float height, params GUILayoutOption[]);
//   Event.current, Event.type; EventType.Repaint = 7.
using System;
using UnityEngine;
using Object = UnityEngine.Object;

namespace UnityEngine
{
    public sealed class GUILayoutOption { }

    public static class GUILayout
    {
        public static bool Button(string text, params GUILayoutOption[] options) { return false; }
        public static void Label(string text, params GUILayoutOption[] options) { }
        public static bool Toggle(bool value, string text, params GUILayoutOption[] options) { return value; }
        public static GUILayoutOption Width(float width) { return new GUILayoutOption(); }
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
        public SerializedObject serializedObject { get { return new SerializedObject(); } }
        public Object target { get { return null; } }
        public virtual void OnInspectorGUI() { }
    }

    public class EditorWindow : ScriptableObject
    {
        public static T GetWindow<T>(string title) where T : EditorWindow { return CreateInstance<T>(); }
    }

    public class SerializedObject : IDisposable
    {
        public SerializedProperty FindProperty(string propertyPath) { return new SerializedProperty(); }
        public void Update() { }
        public bool ApplyModifiedProperties() { return false; }
        public void Dispose() { }
    }

    public class SerializedProperty
    {
        private readonly System.Collections.Generic.Dictionary<string, SerializedProperty> _children =
            new System.Collections.Generic.Dictionary<string, SerializedProperty>();

        public SerializedProperty FindPropertyRelative(string relativePropertyPath)
        {
            SerializedProperty child;
            if (!_children.TryGetValue(relativePropertyPath, out child)) _children.Add(relativePropertyPath, child = new SerializedProperty());
            return child;
        }
        public int intValue { get; set; }
        public bool boolValue { get; set; }
        public bool isExpanded { get; set; }
        public int arraySize { get; set; }
        public SerializedProperty GetArrayElementAtIndex(int index) { return new SerializedProperty(); }
    }

    public enum MessageType { None = 0, Info = 1, Warning = 2, Error = 3 }

    public sealed class EditorGUIUtility
    {
        public static float singleLineHeight { get { return 18f; } }
        public static float standardVerticalSpacing { get { return 2f; } }
    }

    public sealed class EditorGUI
    {
        public static int indentLevel { get; set; }
        public static bool Foldout(Rect position, bool foldout, GUIContent content) { return foldout; }
        public static bool PropertyField(Rect position, SerializedProperty property) { return false; }
        public static void HelpBox(Rect position, string message, MessageType type) { UnityEditorStandIn.Drawing.Drawn.Add(type + "\t" + message); }
        public static void LabelField(Rect position, string label) { UnityEditorStandIn.Drawing.Drawn.Add("Label\t" + label); }
        public static void DrawRect(Rect rect, Color color) { }
    }

    public class EditorGUILayout
    {
        public static int IntField(string label, int value, params GUILayoutOption[] options) { return value; }
        public static bool PropertyField(SerializedProperty property, bool includeChildren, params GUILayoutOption[] options) { return false; }
        public static void LabelField(string label, params GUILayoutOption[] options) { }
        public static void HelpBox(string message, MessageType type) { }
        public static int Popup(string label, int selectedIndex, string[] displayedOptions, params GUILayoutOption[] options) { return selectedIndex; }
        public static Object ObjectField(string label, Object obj, Type objType, bool allowSceneObjects, params GUILayoutOption[] options) { return obj; }
        public static Rect BeginHorizontal(params GUILayoutOption[] options) { return new Rect(); }
        public static void EndHorizontal() { }
        public static Vector2 BeginScrollView(Vector2 scrollPosition, params GUILayoutOption[] options) { return scrollPosition; }
        public static void EndScrollView() { }
    }

    public sealed class Handles
    {
        public static Color color { get; set; }
        public static void DrawLine(Vector3 p1, Vector3 p2) { }
    }

    public sealed class Undo
    {
        public static void RecordObject(Object objectToUndo, string name) { }
    }

    public sealed class EditorUtility
    {
        public static void SetDirty(Object target) { }
    }
}

namespace UnityEditorStandIn
{
    /// <summary>What EditorGUI drew since the test last cleared it: "Label", or the help box's message
    /// type, a tab, then the text.</summary>
    public static class Drawing
    {
        public static readonly System.Collections.Generic.List<string> Drawn = new System.Collections.Generic.List<string>();
    }
}
