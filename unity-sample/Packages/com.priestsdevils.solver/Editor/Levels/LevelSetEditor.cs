using PriestsDevils.UnityGlue;
using UnityEditor;
using UnityEngine;
using UnityEngine.Scripting.APIUpdating;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// The Inspector of a <see cref="LevelSet"/>: each level with its fields (its rules drawn with their
    /// figures by <see cref="RulesFieldDrawer"/>), the figures from its own start state when it has one, and
    /// a warning on a level that cannot be won without being marked as meant to be unsolvable. The figures
    /// are the rules fields' own (<see cref="RulesFieldDrawer"/>'s presenter, computed off the GUI thread;
    /// its update loop repaints this Inspector when they arrive).
    /// </summary>
    [CustomEditor(typeof(LevelSet))]
    [MovedFrom("PriestsDevils.Editor.Levels")]
    public sealed class LevelSetEditor : UnityEditor.Editor
    {
        private readonly LevelSetPresenter _presenter = new LevelSetPresenter(RulesFieldDrawer.Presenter);

        /// <summary>The values of a serialized <see cref="LevelDefinition"/>.</summary>
        public static LevelInput Read(SerializedProperty level)
        {
            LevelInput input = RulesFieldDrawer.Read(level.FindPropertyRelative("rules"));
            input.HasStart = level.FindPropertyRelative("hasStart").boolValue;
            input.StartPriests = level.FindPropertyRelative("startPriests").intValue;
            input.StartDevils = level.FindPropertyRelative("startDevils").intValue;
            input.StartBoat = (Side)level.FindPropertyRelative("startBoat").intValue;
            return input;
        }

        /// <summary>Draws every level, its figures and its warning; the list's size can be edited (a delayed
        /// field: typing 20 does not make 2 levels first), up to <see cref="LevelSetPresenter.MaxLevels"/>.</summary>
        public override void OnInspectorGUI()
        {
            serializedObject.Update();
            SerializedProperty levels = serializedObject.FindProperty("levels");
            int size = LevelSetPresenter.Resize(levels.arraySize, EditorGUILayout.DelayedIntField("Levels", levels.arraySize));
            if (size != levels.arraySize) levels.arraySize = size;
            for (int i = 0; i < levels.arraySize; i++)
            {
                SerializedProperty level = levels.GetArrayElementAtIndex(i);
                EditorGUILayout.PropertyField(level, true);
                LevelInput input = Read(level);
                FiguresView view = _presenter.Present(RulesFieldDrawer.Key(level), input);
                if (input.HasStart && !(view.State == FiguresState.Ready && view.Figures.Error != null))
                {
                    // The rules' drawer shows the figures from the start bank; these are from the level's start.
                    EditorGUILayout.HelpBox(view.Text, view.IsWarning ? MessageType.Warning : MessageType.None);
                    if (view.State == FiguresState.Large && GUILayout.Button(RulesFieldDrawer.ComputeLabel))
                        _presenter.Figures.ComputeLarge(input);
                }
                string warning = LevelSetPresenter.Warning(view, level.FindPropertyRelative("meantUnsolvable").boolValue);
                if (warning != null) EditorGUILayout.HelpBox(warning, MessageType.Warning);
            }
            serializedObject.ApplyModifiedProperties();
        }
    }
}
