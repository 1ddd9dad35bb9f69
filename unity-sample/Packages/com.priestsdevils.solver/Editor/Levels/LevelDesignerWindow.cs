using System;
using System.Collections.Generic;
using PriestsDevils.UnityGlue;
using UnityEditor;
using UnityEngine;
using UnityEngine.Scripting.APIUpdating;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>
    /// <i>Window → Priests and Devils → Level Designer</i>: the command-line <c>levels</c> report for ranges of
    /// priests, devils and boat seats and the rule variants, sortable by difficulty and by fewest crossings;
    /// the state graph of the selected configuration (reachable states, milestones, optimal moves); and
    /// <i>Add to level set</i> into a chosen <see cref="LevelSet"/> asset, undoable, enabled once a row is
    /// selected; <i>Propose levels</i>, which fills the chosen set with a number of levels of strictly rising
    /// difficulty from the ranges and variant choice (the library's <see cref="Solver.ProposeLevels"/>),
    /// asking first when the set holds levels, undoable. The report and the proposal are computed off the
    /// GUI thread (the report with its progress, repainted at most about ten times a second, and a Cancel
    /// button); the report's table draws only the rows in sight, however long it is; the last report is kept in
    /// serialized fields, so it survives a domain reload (a script compiled, Play mode entered; a proposal
    /// still running is dropped). Everything it shows comes from <see cref="LevelDesignerPresenter"/> and
    /// <see cref="ProposalPresenter"/>.
    /// </summary>
    [MovedFrom("PriestsDevils.Editor.Levels")]
    public sealed class LevelDesignerWindow : EditorWindow
    {
        private const float Cell = 70f;
        /// <summary>Every report row's height, the header's too: the table draws only the rows the window can
        /// show, and spacers of this height per row stand for the others.</summary>
        private const float RowHeight = 20f;
        /// <summary>The shortest time between two repaints for a running report's progress, in seconds: at
        /// most about ten a second. A report or a proposal that arrives repaints at once.</summary>
        private const double ProgressRepaintInterval = 0.1;
        private const float NodeSize = 10f;
        private const float NodeGap = 16f;

        private static readonly string[] Variants = { "Classic only", "Every rule variant" };

        // Serialized, so that a domain reload keeps them: the ranges, the target and the last report.
        [SerializeField] private int _priestsLo = 1, _priestsHi = 6, _devilsLo = 1, _devilsHi = 6, _boatLo = 2, _boatHi = 4;
        [SerializeField] private int _variants;
        [SerializeField] private LevelSet _target;
        [SerializeField] private int _proposeCount = 10;
        [SerializeField] private ReportRecord _report = new ReportRecord();
        [SerializeField] private Vector2 _scroll;
        private LevelDesignerPresenter _presenter;
        private ProposalPresenter _proposal;
        // The set a running proposal fills: the one chosen when Propose was pressed.
        private LevelSet _proposalTarget;
        // When progress last repainted (EditorApplication.timeSinceStartup), and whether progress moved since.
        private double _progressShownAt = double.NegativeInfinity;
        private bool _progressPending;

        /// <summary>Opens the window (or focuses it).</summary>
        [MenuItem("Window/Priests and Devils/Level Designer")]
        public static void Open()
        {
            GetWindow<LevelDesignerWindow>("Level Designer");
        }

        private void OnEnable()
        {
            // After a domain reload the serialized report is back in _report: show it again.
            _presenter = new LevelDesignerPresenter();
            _presenter.Restore(_report);
            _proposal = new ProposalPresenter();
            EditorApplication.update += OnEditorUpdate;
            AssemblyReloadEvents.beforeAssemblyReload += OnBeforeAssemblyReload;
        }

        private void OnDisable()
        {
            EditorApplication.update -= OnEditorUpdate;
            AssemblyReloadEvents.beforeAssemblyReload -= OnBeforeAssemblyReload;
            // Closed, or before a domain reload: the library's calls stop within milliseconds and the
            // workers return with them.
            if (_presenter != null) _presenter.Cancel();
            if (_proposal != null) _proposal.Cancel();
            _proposalTarget = null;
        }

        /// <summary>Before a domain reload: stop the work and wait (briefly: a cancelled call returns within
        /// milliseconds) until no native call is in flight, so the reload never waits for one.</summary>
        private void OnBeforeAssemblyReload()
        {
            if (_presenter != null) _presenter.Stop(StopWait);
            if (_proposal != null) _proposal.Stop(StopWait);
            _proposalTarget = null;
        }

        private static readonly System.TimeSpan StopWait = System.TimeSpan.FromSeconds(1);

        private void OnEditorUpdate()
        {
            bool proposed = _proposal.Poll();
            if (proposed) Fill(_proposal.TakeProposal());
            bool moved = _presenter.Poll();
            // While a report or a proposal runs, its progress is shown at most every ProgressRepaintInterval.
            bool progress = (moved && _presenter.IsRunning) || _proposal.IsRunning;
            _progressPending |= progress;
            double now = EditorApplication.timeSinceStartup;
            bool showProgress = _progressPending && now - _progressShownAt >= ProgressRepaintInterval;
            if (!proposed && !(moved && !_presenter.IsRunning) && !showProgress) return;
            _progressPending = false;
            _progressShownAt = now;
            _report = _presenter.Record;
            Repaint();
        }

        /// <summary>Writes a proposal that arrived into the set chosen when it was asked for, undoably.</summary>
        private void Fill(ProposedLevel[] levels)
        {
            LevelSet target = _proposalTarget;
            _proposalTarget = null;
            if (levels == null || target == null) return;
            var definitions = new List<LevelDefinition>();
            foreach (ProposedLevel level in levels) definitions.Add(LevelDefinition.Of(level.Rules, level.DisplayName));
            // Recorded before the change, so Edit > Undo brings the old levels back; SetDirty saves it.
            Undo.RecordObject(target, "Propose levels for " + target.name);
            target.Replace(definitions);
            EditorUtility.SetDirty(target);
        }

        private void OnGUI()
        {
            DrawRanges();
            DrawProgress();
            if (_presenter.Error != null) EditorGUILayout.HelpBox(_presenter.Error, MessageType.Warning);
            _scroll = EditorGUILayout.BeginScrollView(_scroll);
            DrawReport();
            DrawGraph(_presenter.SelectedGraph);
            EditorGUILayout.EndScrollView();
            DrawAdd();
            _report = _presenter.Record; // sorting and selecting change it
        }

        private void DrawRanges()
        {
            EditorGUILayout.BeginHorizontal();
            _priestsLo = EditorGUILayout.IntField("Priests from", _priestsLo);
            _priestsHi = EditorGUILayout.IntField("to", _priestsHi);
            EditorGUILayout.EndHorizontal();
            EditorGUILayout.BeginHorizontal();
            _devilsLo = EditorGUILayout.IntField("Devils from", _devilsLo);
            _devilsHi = EditorGUILayout.IntField("to", _devilsHi);
            EditorGUILayout.EndHorizontal();
            EditorGUILayout.BeginHorizontal();
            _boatLo = EditorGUILayout.IntField("Boat seats from", _boatLo);
            _boatHi = EditorGUILayout.IntField("to", _boatHi);
            EditorGUILayout.EndHorizontal();
            _variants = EditorGUILayout.Popup("Rules", _variants, Variants);
            EditorGUILayout.BeginHorizontal();
            if (GUILayout.Button("Report"))
            {
                IList<Rules> variants = _variants == 1 ? LevelDesignerPresenter.AllVariants(Rules.Classic) : new[] { Rules.Classic };
                _presenter.Start(_priestsLo, _priestsHi, _devilsLo, _devilsHi, _boatLo, _boatHi, variants);
            }
            if (GUILayout.Button("Report order")) _presenter.Sort(ReportOrder.Report);
            if (GUILayout.Button("Sort by difficulty")) _presenter.Sort(ReportOrder.Difficulty);
            if (GUILayout.Button("Sort by fewest crossings")) _presenter.Sort(ReportOrder.FewestCrossings);
            EditorGUILayout.EndHorizontal();
        }

        /// <summary>While a report is computed: its progress and a Cancel button (the last report stays below).</summary>
        private void DrawProgress()
        {
            if (!_presenter.IsRunning) return;
            EditorGUILayout.BeginHorizontal();
            EditorGUI.ProgressBar(EditorGUILayout.GetControlRect(), _presenter.Progress, _presenter.ProgressText);
            if (GUILayout.Button("Cancel", GUILayout.Width(Cell))) _presenter.Cancel();
            EditorGUILayout.EndHorizontal();
        }

        /// <summary>The header and the rows the scroll view shows, each <see cref="RowHeight"/> tall, with one
        /// spacer above and one below standing for the rows out of sight: the work per GUI event is the
        /// window's height, not the report's length. The range depends only on the scroll position and the
        /// window's size, so the layout and repaint passes of one event draw the same controls.</summary>
        private void DrawReport()
        {
            EditorGUILayout.BeginHorizontal(GUILayout.Height(RowHeight));
            foreach (string header in ReportRow.Headers) GUILayout.Label(header, GUILayout.Width(Cell));
            EditorGUILayout.EndHorizontal();
            IList<ReportRow> rows = _presenter.Rows;
            int first, end;
            VisibleRows(rows.Count, out first, out end);
            if (first > 0) GUILayout.Space(first * RowHeight);
            for (int i = first; i < end; i++)
            {
                EditorGUILayout.BeginHorizontal(GUILayout.Height(RowHeight));
                bool selected = GUILayout.Toggle(_presenter.Selected == i, "", GUILayout.Width(16f));
                if (selected && _presenter.Selected != i) _presenter.Select(i);
                foreach (string cell in rows[i].Cells) GUILayout.Label(cell, GUILayout.Width(Cell));
                EditorGUILayout.EndHorizontal();
            }
            if (end < rows.Count) GUILayout.Space((rows.Count - end) * RowHeight);
        }

        /// <summary>The rows from <paramref name="first"/> up to <paramref name="end"/> (exclusive) that the
        /// scroll view can show: those the scroll position reaches, one more at each edge, as many as the
        /// window is tall (the scroll view is never taller than the window).</summary>
        private void VisibleRows(int count, out int first, out int end)
        {
            // The header occupies the first RowHeight of the scroll view's content.
            first = (int)Math.Max(0.0, Math.Floor(_scroll.y / RowHeight) - 2);
            first = Math.Min(first, count);
            int shown = (int)Math.Ceiling(Math.Max(0f, position.height) / RowHeight) + 2;
            end = (int)Math.Min(count, (long)first + shown);
        }

        /// <summary>Two panels side by side, the boat on the start bank then on the far bank; in each, a
        /// state's square sits at (devils, priests) on the start bank. Grey: lost; white: safe but not
        /// reachable from the start; blue: reachable; green: on an optimal plan; yellow: a milestone. Lines
        /// join the states a crossing links; the optimal crossings are green.</summary>
        private void DrawGraph(StateGraph graph)
        {
            if (graph == null)
            {
                if (_presenter.Selected >= 0) EditorGUILayout.HelpBox("Too many states to draw.", MessageType.Info);
                return;
            }
            Rules rules = graph.Rules;
            float panel = (rules.Devils + 1) * NodeGap + NodeGap;
            Rect area = GUILayoutUtility.GetRect(2 * panel, (rules.Priests + 1) * NodeGap + NodeGap);
            if (Event.current.type != EventType.Repaint) return;
            foreach (GraphEdge edge in graph.Edges)
            {
                Handles.color = edge.Optimal ? new Color(0.1f, 0.7f, 0.2f) : new Color(0.5f, 0.5f, 0.5f, 0.5f);
                Handles.DrawLine(Center(area, panel, rules, graph.Nodes[edge.From].State), Center(area, panel, rules, graph.Nodes[edge.To].State));
            }
            foreach (GraphNode node in graph.Nodes)
            {
                Vector2 c = Center(area, panel, rules, node.State);
                var square = new Rect(c.x - NodeSize / 2, c.y - NodeSize / 2, NodeSize, NodeSize);
                EditorGUI.DrawRect(square, Colour(node));
            }
        }

        private static Vector2 Center(Rect area, float panel, Rules rules, State state)
        {
            float x = area.x + (state.Boat == Side.Far ? panel : 0f) + NodeGap + state.Devils * NodeGap;
            float y = area.y + NodeGap + (rules.Priests - state.Priests) * NodeGap;
            return new Vector2(x, y);
        }

        private static Color Colour(GraphNode node)
        {
            if (node.Kind == StateKind.LostStartBank || node.Kind == StateKind.LostFarBank) return new Color(0.3f, 0.3f, 0.3f);
            if (node.Milestone) return new Color(1f, 0.85f, 0.1f);
            if (node.OnOptimalPlan) return new Color(0.1f, 0.7f, 0.2f);
            return node.Reachable ? new Color(0.3f, 0.5f, 0.9f) : new Color(0.9f, 0.9f, 0.9f);
        }

        private void DrawAdd()
        {
            EditorGUILayout.BeginHorizontal();
            _target = (LevelSet)EditorGUILayout.ObjectField("Level set", _target, typeof(LevelSet), false);
            EditorGUI.BeginDisabledGroup(_target == null || _presenter.Selected < 0);
            if (GUILayout.Button("Add to level set"))
            {
                LevelFigures figures = _presenter.Rows[_presenter.Selected].Figures;
                // Recorded before the change, so Edit > Undo removes the level again; SetDirty saves it.
                Undo.RecordObject(_target, "Add level to " + _target.name);
                _target.Add(LevelDefinition.Of(figures.Rules, "", !figures.IsSolvable));
                EditorUtility.SetDirty(_target);
            }
            EditorGUI.EndDisabledGroup();
            EditorGUILayout.EndHorizontal();
            DrawPropose();
        }

        /// <summary>What a proposal of the window's ranges would build, asked of the library when they change.</summary>
        private string Bound()
        {
            LevelRange range = ProposalPresenter.Range(_priestsLo, _priestsHi, _devilsLo, _devilsHi, _boatLo, _boatHi, _variants == 1);
            if (_boundText == null || !range.Equals(_boundRange))
            {
                _boundRange = range;
                _boundText = ProposalPresenter.Bound(range);
            }
            return _boundText;
        }

        private LevelRange _boundRange;
        private string _boundText;

        /// <summary>The number of levels to propose and the button, which asks before replacing a set's
        /// levels; while a proposal is computed, what it does and a button that drops it.</summary>
        private void DrawPropose()
        {
            // Read before the button: a click changes them, and the rows below must be those the event's
            // layout pass laid out (the new ones show from the next event).
            bool running = _proposal.IsRunning;
            string error = _proposal.Error;
            EditorGUILayout.BeginHorizontal();
            _proposeCount = EditorGUILayout.IntField("Levels to propose", _proposeCount);
            EditorGUI.BeginDisabledGroup(_target == null || running);
            if (GUILayout.Button("Propose levels"))
            {
                LevelRange range = ProposalPresenter.Range(_priestsLo, _priestsHi, _devilsLo, _devilsHi, _boatLo, _boatHi, _variants == 1);
                LevelSet target = _target;
                bool started = _proposal.Request(range, _proposeCount, target.name, target.Levels.Count,
                    question => EditorUtility.DisplayDialog(ProposalPresenter.DialogTitle, question, ProposalPresenter.ReplaceButton,
                        ProposalPresenter.KeepButton));
                if (started) _proposalTarget = target;
            }
            EditorGUI.EndDisabledGroup();
            EditorGUILayout.EndHorizontal();
            EditorGUILayout.HelpBox(Bound(), MessageType.Info);
            if (running)
            {
                EditorGUILayout.BeginHorizontal();
                EditorGUI.ProgressBar(EditorGUILayout.GetControlRect(), _proposal.Progress, _proposal.ProgressText);
                if (GUILayout.Button("Cancel the proposal", GUILayout.Width(2 * Cell)))
                {
                    _proposal.Cancel();
                    _proposalTarget = null;
                }
                EditorGUILayout.EndHorizontal();
            }
            if (error != null) EditorGUILayout.HelpBox(error, MessageType.Warning);
        }
    }
}
