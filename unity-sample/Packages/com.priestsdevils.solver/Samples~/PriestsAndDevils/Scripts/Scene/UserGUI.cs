using System.Collections.Generic;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>
    /// The IMGUI view: a dark panel holding the status line, the hint and how to play, then the buttons and
    /// the level picker (or, after the Puzzles button, the puzzle picker; in puzzle mode each character's
    /// name is drawn under it), or, while the Map button has it shown, the state map in the level picker's place
    /// (drawn by <see cref="MapView"/>). Everything is laid out for the Game view's current width: the text wraps inside the
    /// panel, which grows to fit it, and buttons flow onto new rows, so a docked Game view cuts nothing off.
    /// A frame allocates nothing here: every text drawn is a string the controller or its string table
    /// already holds (the level labels are built when the levels are described and when the language
    /// changes). Every text is drawn in the controller's font when it has one.
    /// </summary>
    public class UserGUI : MonoBehaviour
    {
        /// <summary>The panel behind the text: near black, 88% opaque. White text on it keeps a contrast
        /// above 12:1 whatever the scene shows through (WCAG AA asks 4.5:1).</summary>
        public static readonly Color PanelColor = new Color(0.06f, 0.07f, 0.09f, 0.88f);
        /// <summary>The colour of every text.</summary>
        public static readonly Color TextColor = Color.white;
        /// <summary>Space between the screen's edge and the interface, and between rows.</summary>
        public const float Margin = 10f;
        /// <summary>Space between the panel's edge and its text.</summary>
        public const float Padding = 8f;
        /// <summary>The interface never grows wider than this, however wide the screen.</summary>
        public const float MaxWidth = 900f;
        /// <summary>Height of every button.</summary>
        public const float ButtonHeight = 32f;
        /// <summary>The string table's keys of the buttons above the level buttons, in the order drawn;
        /// the last switches the language.</summary>
        public static readonly string[] Commands = { "Button.Restart", "Button.Hint", "Button.AiNext", "Button.AutoSolve", "Button.Map", "Button.Language" };

        private IUserAction _action;
        private GUIStyle _text;
        // The puzzle characters' names: smaller, centred under each.
        private GUIStyle _name;
        // From a character's centre to just under it, where its name goes.
        private static readonly Vector3 NameOffset = new Vector3(0f, -0.6f, 0f);
        // The skin's button style in the controller's font, made in the first OnGUI (GUI.skin is only
        // there to read inside OnGUI).
        private GUIStyle _button;
        private readonly GUIContent _measure = new GUIContent();
        // Where the last OnGUI drew the panel and each button (Commands first, then the levels), in GUI
        // coordinates (origin at the top left, y down): Update hit-tests the pointer's press against them.
        private Rect _panel;
        private Rect[] _buttons = new Rect[0];
        private int _drawn;
        private MapView _mapView;
        // The map the last OnGUI drew (null: none), whose cells Update hit-tests.
        private PriestsDevils.Game.StateMap _map;

        private void Start()
        {
            _action = SSDirector.GetInstance().CurrentSceneController as IUserAction;
            _text = new GUIStyle();
            _text.fontSize = 18;
            _text.wordWrap = true;
            _text.normal.textColor = TextColor;
            _name = new GUIStyle(_text);
            _name.fontSize = 14;
            _name.wordWrap = false;
            _name.alignment = TextAnchor.UpperCenter;
            if (_action != null) _buttons = new Rect[Commands.Length + 1 + System.Math.Max(_action.LevelLabels.Count, _action.PuzzleLabels.Count)];
            _mapView = new MapView(_action != null ? _action.Font : null);
        }

        /// <summary>Acts on the pointer's press of this frame, once, whatever input backend delivered it: a
        /// button of the interface when the press is on one, nothing elsewhere on the panel, else the
        /// character or boat under the pointer; on the map, a cell a legal crossing reaches makes that crossing. Buttons act here rather than through GUI.Button's return
        /// value, which only the Input Manager's IMGUI events make true (the Input System package sends OnGUI
        /// no input events): acting on both would press twice where both backends are active.</summary>
        private void Update()
        {
            Vector2 screen;
            if (_action == null) return;
            // Screen pixels have y up from the bottom; GUI coordinates have y down from the top.
            if (_map != null && PointerInput.Position(out screen)) _mapView.Point(_map, new Vector2(screen.x, Screen.height - screen.y));
            if (!PointerInput.PressedThisFrame(out screen)) return;
            Vector2 gui = new Vector2(screen.x, Screen.height - screen.y);
            for (int i = 0; i < _drawn; i++)
            {
                if (!_buttons[i].Contains(gui)) continue;
                Press(i);
                return;
            }
            if (_panel.Contains(gui)) return;
            if (_map != null)
            {
                int target = _mapView.TargetAt(_map, gui);
                if (target >= 0) _action.Cross(_map.Cells[target].Load);
                if (target >= 0 || _mapView.Panel.Contains(gui)) return;
            }
            Camera camera = Camera.main;
            RaycastHit hit;
            if (camera == null || !Physics.Raycast(camera.ScreenPointToRay(screen), out hit)) return;
            ClickHandler clicked = hit.collider.GetComponent<ClickHandler>();
            if (clicked != null) clicked.Click();
        }

        private void Press(int button)
        {
            switch (button)
            {
                case 0: _action.Restart(); break;
                case 1: _action.Hint(); break;
                case 2: _action.AiNext(); break;
                case 3: _action.AutoSolve(); break;
                case 4: _action.ToggleMap(); break;
                case 5: _action.SwitchLanguage(); break;
                case 6: _action.ToggleList(); break;
                default:
                    if (_action.ShowingPuzzles) _action.SelectPuzzle(button - Commands.Length - 1);
                    else _action.SelectLevel(button - Commands.Length - 1);
                    break;
            }
        }

        private void OnGUI()
        {
            if (_action == null) return;
            if (_button == null)
            {
                _button = new GUIStyle(GUI.skin.button);
                if (_action.Font != null)
                {
                    _button.font = _action.Font;
                    _text.font = _action.Font;
                    _name.font = _action.Font;
                }
            }
            float width = Mathf.Min(Screen.width - 2f * Margin, MaxWidth);
            float y = Margin;
            DrawPanel(width, ref y);
            float x = Margin;
            _drawn = 0;
            for (int i = 0; i < Commands.Length; i++) Button(_action.Words[Commands[i]], 110f, width, ref x, ref y);
            x = Margin;
            y += ButtonHeight + Margin;
            _map = _action.ShownMap();
            if (_map != null)
            {
                _mapView.Draw(_map, y);
                return;
            }
            bool puzzles = _action.ShowingPuzzles;
            Button(_action.Words[puzzles ? "Button.Levels" : "Button.Puzzles"], 110f, width, ref x, ref y);
            IList<string> list = puzzles ? _action.PuzzleLabels : _action.LevelLabels;
            for (int i = 0; i < list.Count; i++) Button(list[i], puzzles ? 440f : 210f, width, ref x, ref y);
            DrawNames();
        }

        /// <summary>Each puzzle character's name from its file, under it on screen.</summary>
        private void DrawNames()
        {
            IList<PuzzleCharacterModel> members = _action.PuzzleCharacters;
            Camera camera = Camera.main;
            if (camera == null || members == null) return;
            for (int i = 0; i < members.Count; i++)
            {
                Vector3 at = camera.WorldToScreenPoint(members[i].Body.transform.position + NameOffset);
                if (at.z <= 0f) continue;
                GUI.Label(new Rect(at.x - 50f, Screen.height - at.y, 100f, 24f), members[i].Character.Name, _name);
            }
        }

        /// <summary>The panel with the status, the hint (when there is one) and how to play (while the
        /// game can be played), each wrapped to the panel's width; moves <paramref name="y"/> below it.</summary>
        private void DrawPanel(float width, ref float y)
        {
            float inner = width - 2f * Padding;
            string hint = _action.HintText;
            string help = _action.IsUsable ? _action.Words["HowToPlay"] : "";
            float status = Height(_action.Status, inner), hinted = Height(hint, inner), howTo = Height(help, inner);
            Color previous = GUI.color;
            GUI.color = PanelColor;
            _panel = new Rect(Margin, y, width, status + hinted + howTo + 2f * Padding);
            GUI.DrawTexture(_panel, Texture2D.whiteTexture);
            GUI.color = previous;
            float line = y + Padding;
            Label(_action.Status, inner, status, ref line);
            Label(hint, inner, hinted, ref line);
            Label(help, inner, howTo, ref line);
            y += status + hinted + howTo + 2f * Padding + Margin;
        }

        private float Height(string text, float width)
        {
            if (text.Length == 0) return 0f;
            _measure.text = text;
            return _text.CalcHeight(_measure, width);
        }

        private void Label(string text, float width, float height, ref float y)
        {
            if (text.Length == 0) return;
            GUI.Label(new Rect(Margin + Padding, y, width, height), text, _text);
            y += height;
        }

        /// <summary>Draws the next button after the previous one, or at the start of a new row when it would
        /// pass the interface's right edge, and records where for Update. What GUI.Button returns is ignored
        /// (see Update).</summary>
        private void Button(string label, float buttonWidth, float width, ref float x, ref float y)
        {
            buttonWidth = Mathf.Min(buttonWidth, width);
            if (x > Margin && x + buttonWidth > Margin + width)
            {
                x = Margin;
                y += ButtonHeight + Margin;
            }
            var position = new Rect(x, y, buttonWidth, ButtonHeight);
            GUI.Button(position, label, _button);
            if (_drawn < _buttons.Length) _buttons[_drawn++] = position;
            x += buttonWidth + Margin;
        }
    }
}
