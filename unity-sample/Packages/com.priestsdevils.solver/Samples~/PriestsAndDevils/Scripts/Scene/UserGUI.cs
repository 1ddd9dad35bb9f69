using System.Collections.Generic;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>
    /// The IMGUI view: a dark panel holding the status line, the hint and how to play, then the buttons and
    /// the level picker. Everything is laid out for the Game view's current width: the text wraps inside the
    /// panel, which grows to fit it, and buttons flow onto new rows, so a docked Game view cuts nothing off.
    /// A frame allocates nothing here: every text drawn is a string the controller already holds (the level
    /// labels are built once, when the levels are described).
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
        /// <summary>How to play, shown under the status line.</summary>
        public const string HowToPlay = "Click a character to board or land it; click the boat to sail.";

        private IUserAction _action;
        private GUIStyle _text;
        private readonly GUIContent _measure = new GUIContent();

        private void Start()
        {
            _action = SSDirector.GetInstance().CurrentSceneController as IUserAction;
            _text = new GUIStyle();
            _text.fontSize = 18;
            _text.wordWrap = true;
            _text.normal.textColor = TextColor;
        }

        private void OnGUI()
        {
            if (_action == null) return;
            float width = Mathf.Min(Screen.width - 2f * Margin, MaxWidth);
            float y = Margin;
            DrawPanel(width, ref y);
            float x = Margin;
            if (Button("Restart", 110f, width, ref x, ref y)) _action.Restart();
            if (Button("Hint", 110f, width, ref x, ref y)) _action.Hint();
            if (Button("AI next", 110f, width, ref x, ref y)) _action.AiNext();
            if (Button("Auto-solve", 110f, width, ref x, ref y)) _action.AutoSolve();
            x = Margin;
            y += ButtonHeight + Margin;
            IList<string> levels = _action.LevelLabels;
            for (int i = 0; i < levels.Count; i++)
            {
                if (Button(levels[i], 210f, width, ref x, ref y)) _action.SelectLevel(i);
            }
        }

        /// <summary>The panel with the status, the hint (when there is one) and how to play (while the
        /// game can be played), each wrapped to the panel's width; moves <paramref name="y"/> below it.</summary>
        private void DrawPanel(float width, ref float y)
        {
            float inner = width - 2f * Padding;
            string hint = _action.HintText;
            string help = _action.IsUsable ? HowToPlay : "";
            float status = Height(_action.Status, inner), hinted = Height(hint, inner), howTo = Height(help, inner);
            Color previous = GUI.color;
            GUI.color = PanelColor;
            GUI.DrawTexture(new Rect(Margin, y, width, status + hinted + howTo + 2f * Padding), Texture2D.whiteTexture);
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

        /// <summary>A button placed after the previous one, or at the start of a new row when it would pass
        /// the interface's right edge.</summary>
        private static bool Button(string label, float buttonWidth, float width, ref float x, ref float y)
        {
            buttonWidth = Mathf.Min(buttonWidth, width);
            if (x > Margin && x + buttonWidth > Margin + width)
            {
                x = Margin;
                y += ButtonHeight + Margin;
            }
            bool pressed = GUI.Button(new Rect(x, y, buttonWidth, ButtonHeight), label);
            x += buttonWidth + Margin;
            return pressed;
        }
    }
}
