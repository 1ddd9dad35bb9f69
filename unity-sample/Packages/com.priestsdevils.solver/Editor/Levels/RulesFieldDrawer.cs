using System.Collections.Generic;
using PriestsDevils.UnityGlue;
using UnityEditor;
using UnityEngine;
using UnityEngine.Scripting.APIUpdating;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// Draws a <see cref="RulesField"/> (the sample's level, each level of a <see cref="LevelSet"/>) with the
    /// level's figures under it in one wrapped box: solvable or why not, fewest crossings, optimal plans,
    /// safe and reachable states, milestones and difficulty. The counts are delayed fields (a value counts
    /// once typed, not at every digit); the figures are computed off the GUI thread
    /// (<see cref="RulesFieldPresenter"/>: "computing…" until they arrive, a newer value superseding an
    /// older one, a large level's size with a button instead of a computation) and delivered from the
    /// Editor's update loop, which repaints the Inspectors showing a field (never the Scene or Game view).
    /// Each Inspector's width keeps its own measure of the box, so two Inspectors of different widths showing
    /// one object settle. Drawn inside <c>EditorGUI.BeginProperty</c>, so prefab
    /// overrides show and the field's context menu offers Apply and Revert; a multi-object selection whose
    /// levels differ shows mixed values and no figures. A value the runtime refuses shows as that error.
    /// </summary>
    [CustomPropertyDrawer(typeof(RulesField))]
    [MovedFrom("PriestsDevils.Editor.Levels")]
    public sealed class RulesFieldDrawer : PropertyDrawer
    {
        /// <summary>The figures of every rules field and of the <c>LevelSet</c> Inspector: kept by the values,
        /// whichever field shows them.</summary>
        internal static readonly RulesFieldPresenter Presenter = new RulesFieldPresenter();

        /// <summary>The label of a large level's button.</summary>
        public const string ComputeLabel = "Compute its figures";

        /// <summary>The button under a large level's figures while they are computed: stops the build.</summary>
        public const string CancelLabel = "Cancel";
        /// <summary>What the box says when the selected objects' levels differ.</summary>
        public const string MixedText = "The selected objects' levels differ: select one to see its figures.";

        // The serialized counts of RulesField and their [Min] (read from the attribute, applied as Unity's
        // MinDrawer does, which a delayed field drawn here replaces), then its enums, in drawing order.
        private static readonly string[] Counts = { "priests", "devils", "boatCapacity" };
        private static readonly int[] Minimums = { Minimum("priests"), Minimum("devils"), Minimum("boatCapacity") };
        private static readonly string[] Variants = { "boatSafety", "rowers" };

        // What each field's box measured in a view of a given width (an Inspector): GetPropertyHeight
        // measures at the width OnGUI last drew there, and a width other than the one measured asks for a
        // repaint. Kept per view width, so two Inspectors of different widths showing one field each keep
        // their own measure instead of overwriting each other's at every repaint (which never settles).
        private sealed class Box
        {
            public float Drawn = -1f;
            public string Text;
            public MessageType Type;
            public float Width = -1f;
            public float Height;
            /// <summary>The inspected object, whose Inspectors repaint when the box changes.</summary>
            public Object Target;
        }

        /// <summary>A field's box in a view of a width.</summary>
        private struct BoxKey : System.IEquatable<BoxKey>
        {
            public FieldKey Field;
            public float View;
            public bool Equals(BoxKey other) { return Field.Equals(other.Field) && View == other.View; }
            public override bool Equals(object obj) { return obj is BoxKey && Equals((BoxKey)obj); }
            public override int GetHashCode() { return Field.GetHashCode() * 31 ^ View.GetHashCode(); }
        }

        private static readonly Dictionary<BoxKey, Box> Boxes = new Dictionary<BoxKey, Box>();
        // Each field's box last drawn, in whichever view: a view width seen first starts from its measure,
        // moved by as much as the view's width differs (so a narrowed Inspector never clips).
        private static readonly Dictionary<FieldKey, KeyValuePair<float, Box>> LastDrawn = new Dictionary<FieldKey, KeyValuePair<float, Box>>();
        private static bool _relayout;

        static RulesFieldDrawer()
        {
            EditorApplication.update += Deliver;
            // A large level's computation stops before a domain reload, which then never waits for it.
            AssemblyReloadEvents.beforeAssemblyReload += () => Presenter.Stop(System.TimeSpan.FromSeconds(1));
        }

        private static float Line { get { return EditorGUIUtility.singleLineHeight + EditorGUIUtility.standardVerticalSpacing; } }

        /// <summary>The values of a serialized <see cref="RulesField"/>, starting with everyone on the start bank.</summary>
        public static LevelInput Read(SerializedProperty rules)
        {
            return new LevelInput
            {
                Priests = rules.FindPropertyRelative("priests").intValue,
                Devils = rules.FindPropertyRelative("devils").intValue,
                BoatCapacity = rules.FindPropertyRelative("boatCapacity").intValue,
                BoatSafety = (BoatSafety)rules.FindPropertyRelative("boatSafety").intValue,
                Rowers = (Rowers)rules.FindPropertyRelative("rowers").intValue,
            };
        }

        /// <summary>The field as the figures presenter knows it: the inspected object and the property path.</summary>
        public static FieldKey Key(SerializedProperty property)
        {
            return new FieldKey(property.serializedObject.targetObject, property.propertyPath);
        }

        /// <summary>The foldout row, the five values when expanded, the figures' box at its wrapped height,
        /// and a large level's button.</summary>
        public override float GetPropertyHeight(SerializedProperty property, GUIContent label)
        {
            int rows = 1 + (property.isExpanded ? Counts.Length + Variants.Length : 0);
            FieldKey key;
            FiguresView view = ViewOf(property, out key);
            Box box = BoxOf(key, view, property);
            bool button = IsLarge(view) || IsComputingLarge(view, property);
            return rows * Line + Measure(box, MeasureWidth(box, EditorGUI.indentLevel)) + (button ? Line : 0f);
        }

        /// <summary>Draws the foldout, the values and the figures.</summary>
        public override void OnGUI(Rect position, SerializedProperty property, GUIContent label)
        {
            label = EditorGUI.BeginProperty(position, label, property);
            var row = new Rect(position.x, position.y, position.width, EditorGUIUtility.singleLineHeight);
            property.isExpanded = EditorGUI.Foldout(row, property.isExpanded, label, true);
            EditorGUI.indentLevel++;
            if (property.isExpanded)
            {
                for (int i = 0; i < Counts.Length; i++)
                {
                    row.y += Line;
                    DelayedCount(row, property.FindPropertyRelative(Counts[i]), Minimums[i]);
                }
                foreach (string field in Variants)
                {
                    row.y += Line;
                    EditorGUI.PropertyField(row, property.FindPropertyRelative(field));
                }
            }
            // Read after drawing, so that a value committed this event asks for its figures at once.
            FieldKey key;
            FiguresView view = ViewOf(property, out key);
            Box box = BoxOf(key, view, property);
            bool large = IsLarge(view);
            bool computingLarge = IsComputingLarge(view, property);
            float top = row.y + Line;
            Rect area = EditorGUI.IndentedRect(new Rect(position.x, top, position.width, position.yMax - top - (large || computingLarge ? Line : 0f)));
            // Measured at another width (the first time, or the Inspector resized): measure again and repaint.
            if (area.width != MeasureWidth(box, EditorGUI.indentLevel - 1)) _relayout = true;
            box.Drawn = area.width;
            LastDrawn[key] = new KeyValuePair<float, Box>(EditorGUIUtility.currentViewWidth, box);
            EditorGUI.HelpBox(area, box.Text, box.Type);
            if (large || computingLarge)
            {
                var button = new Rect(area.x, area.yMax + EditorGUIUtility.standardVerticalSpacing, area.width, EditorGUIUtility.singleLineHeight);
                if (large && GUI.Button(button, ComputeLabel)) Presenter.ComputeLarge(Read(property));
                // A large level's build stops within milliseconds of Cancel; its size shows again.
                if (computingLarge && GUI.Button(button, CancelLabel)) Presenter.Cancel();
            }
            EditorGUI.indentLevel--;
            EditorGUI.EndProperty();
        }

        /// <summary>A count as a delayed field inside its own property scope (its prefab override, its mixed
        /// value), clamped to its [Min] as Unity's MinDrawer clamps.</summary>
        private static void DelayedCount(Rect row, SerializedProperty count, int minimum)
        {
            GUIContent label = EditorGUI.BeginProperty(row, null, count);
            EditorGUI.BeginChangeCheck();
            int value = EditorGUI.DelayedIntField(row, label, count.intValue);
            if (EditorGUI.EndChangeCheck()) count.intValue = Mathf.Max(minimum, value);
            EditorGUI.EndProperty();
        }

        /// <summary>The field's view; null when a multi-object selection holds different levels.</summary>
        private static FiguresView ViewOf(SerializedProperty property, out FieldKey key)
        {
            key = Key(property);
            return property.hasMultipleDifferentValues ? null : Presenter.Present(key, Read(property));
        }

        /// <summary>The width GetPropertyHeight measures the box at, the field drawn at
        /// <paramref name="indentLevel"/>: the width last drawn in this view; before the first draw a guess
        /// narrower than the Inspector draws it (a taller box, never a clipped one).</summary>
        private static float MeasureWidth(Box box, int indentLevel)
        {
            return box.Drawn > 0f ? box.Drawn : EditorGUIUtility.currentViewWidth - 40f - (indentLevel + 1) * 15f;
        }

        private static bool IsLarge(FiguresView view) { return view != null && view.State == FiguresState.Large; }

        /// <summary>Whether the field's figures are being computed for a large level the user asked for.</summary>
        private static bool IsComputingLarge(FiguresView view, SerializedProperty property)
        {
            return view != null && view.State == FiguresState.Computing && Presenter.IsComputingLarge(Read(property));
        }

        /// <summary>The field's box in the current view (keyed by its width), holding the text and message type
        /// of <paramref name="view"/>.</summary>
        private static Box BoxOf(FieldKey key, FiguresView view, SerializedProperty property)
        {
            float width = EditorGUIUtility.currentViewWidth;
            var boxKey = new BoxKey { Field = key, View = width };
            Box box;
            if (!Boxes.TryGetValue(boxKey, out box))
            {
                if (Boxes.Count >= RulesFieldPresenter.Capacity)
                {
                    Boxes.Clear();
                    LastDrawn.Clear();
                }
                box = new Box { Target = property.serializedObject.targetObject };
                KeyValuePair<float, Box> last;
                if (LastDrawn.TryGetValue(key, out last) && last.Value.Drawn > 0f) box.Drawn = last.Value.Drawn + (width - last.Key);
                Boxes.Add(boxKey, box);
            }
            string text = view == null ? MixedText : view.Text;
            if (!ReferenceEquals(text, box.Text))
            {
                box.Text = text;
                box.Type = view == null || view.State == FiguresState.Large ? MessageType.Info
                    : view.IsWarning ? MessageType.Warning : MessageType.None;
                box.Width = -1f;
            }
            return box;
        }

        /// <summary>The box's height at <paramref name="width"/>: the help box style's, for the text with the
        /// help box's icon (as EditorGUI.HelpBox draws it), measured again only when the text or the width
        /// changed.</summary>
        private static float Measure(Box box, float width)
        {
            if (box.Width != width)
            {
                GUIContent content = EditorGUIUtility.TrTextContentWithIcon(box.Text, box.Type);
                box.Height = Mathf.Max(EditorGUIUtility.singleLineHeight, EditorStyles.helpBox.CalcHeight(content, width));
                box.Width = width;
            }
            return box.Height;
        }

        /// <summary>From the Editor's update loop: hands finished figures to the fields and, when a field's
        /// view or a box's width changed, repaints the Inspectors showing a field.</summary>
        private static void Deliver()
        {
            bool changed = Presenter.Deliver();
            if (!changed && !_relayout) return;
            _relayout = false;
            RepaintInspectors();
        }

        /// <summary>Asks every live Editor (an Inspector's, the LevelSet Inspector, a Properties window's) that
        /// inspects an object whose field has a box to repaint: Editor.Repaint repaints the Inspectors (or
        /// the one window) showing it, never the Scene or Game view.</summary>
        private static void RepaintInspectors()
        {
            var shown = new HashSet<Object>();
            foreach (Box box in Boxes.Values)
            {
                if (box.Target != null) shown.Add(box.Target);
            }
            if (shown.Count == 0) return;
            foreach (UnityEditor.Editor editor in Resources.FindObjectsOfTypeAll<UnityEditor.Editor>())
            {
                if (editor == null) continue;
                foreach (Object target in editor.targets)
                {
                    if (target == null || !shown.Contains(target)) continue;
                    editor.Repaint();
                    break;
                }
            }
        }

        private static int Minimum(string field)
        {
            var min = (MinAttribute)System.Attribute.GetCustomAttribute(typeof(RulesField).GetField(field), typeof(MinAttribute));
            return min == null ? int.MinValue : (int)min.min;
        }
    }
}
