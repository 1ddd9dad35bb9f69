using PriestsDevils.Unity;
using UnityEditor;
using UnityEngine;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// Draws a <see cref="RulesField"/> (the sample's level, each level of a <see cref="LevelSet"/>) with the
    /// level's figures under it: solvable or why not, fewest crossings, optimal plans, safe and reachable
    /// states, milestones and difficulty, recomputed only when the field's values change. A value the
    /// runtime refuses shows as that error.
    /// </summary>
    [CustomPropertyDrawer(typeof(RulesField))]
    public sealed class RulesFieldDrawer : PropertyDrawer
    {
        // Shared by every drawer: figures are kept by the values, whichever field shows them.
        private static readonly RulesFieldPresenter Presenter = new RulesFieldPresenter();

        // The serialized fields of RulesField, in drawing order.
        private static readonly string[] Fields = { "priests", "devils", "boatCapacity", "boatSafety", "rowers" };

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

        /// <summary>The field's rows (a foldout, its five values when expanded) and one row per figure line.</summary>
        public override float GetPropertyHeight(SerializedProperty property, GUIContent label)
        {
            int rows = 1 + (property.isExpanded ? Fields.Length : 0);
            return (rows + Presenter.Present(Read(property)).Lines.Count) * Line;
        }

        /// <summary>Draws the foldout, the values and the figures.</summary>
        public override void OnGUI(Rect position, SerializedProperty property, GUIContent label)
        {
            var row = new Rect(position.x, position.y, position.width, EditorGUIUtility.singleLineHeight);
            property.isExpanded = EditorGUI.Foldout(row, property.isExpanded, label);
            EditorGUI.indentLevel++;
            if (property.isExpanded)
            {
                foreach (string field in Fields)
                {
                    row.y += Line;
                    EditorGUI.PropertyField(row, property.FindPropertyRelative(field));
                }
            }
            // Read after drawing, so that a value changed this event shows its figures at once.
            LevelFigures figures = Presenter.Present(Read(property));
            for (int i = 0; i < figures.Lines.Count; i++)
            {
                row.y += Line;
                if (figures.Error != null || !figures.IsSolvable) EditorGUI.HelpBox(row, figures.Lines[i], i == 0 ? MessageType.Warning : MessageType.None);
                else EditorGUI.LabelField(row, figures.Lines[i]);
            }
            EditorGUI.indentLevel--;
        }
    }
}
