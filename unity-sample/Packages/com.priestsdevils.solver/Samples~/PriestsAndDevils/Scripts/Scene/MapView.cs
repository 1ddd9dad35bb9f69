using PriestsDevils.Game;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>
    /// Draws a <see cref="StateMap"/> for <see cref="UserGUI"/> below its buttons: two grids of coloured
    /// quads, one per side of the boat, priests on the start bank (rows) by devils on the start bank
    /// (columns). Lost cells are dark and marked ×; safe cells are coloured by their crossings to go,
    /// which they show, and muted when the start cannot reach them; the current state has a white frame,
    /// the states this game visited a square dot, the current state's milestones a ◆, and the cells a
    /// legal crossing reaches a frame and a badge (top right) in their outcome's colour holding its letter
    /// (so colour is never the only cue); the ◆ sits bottom left, the dot top left. Below: the legend, and the sentence of the cell under the pointer (else of the
    /// current state), which is also each cell's tooltip. Too large a level, or a Game view too small for
    /// cells of <see cref="MinCell"/> pixels, gets a sentence instead.
    /// Sizes are in pixels at 96 dpi, multiplied by <see cref="ScaleFor"/> of the screen's dpi (a phone's
    /// map is as large to the eye as a desktop's). Every rectangle, colour and text is worked out when the
    /// map, its version or the screen (its size or dpi) changes, and a frame only draws them: once open,
    /// the map allocates nothing per frame.
    /// </summary>
    public sealed class MapView
    {
        /// <summary>The fill of a cell next to the goal; farther cells blend towards <see cref="FarColor"/>.
        /// White text on either, and the yellow ◆, keep a contrast above 5:1.</summary>
        public static readonly Color NearColor = new Color(0.08f, 0.40f, 0.31f);
        /// <summary>The fill of the safe cells farthest from the goal.</summary>
        public static readonly Color FarColor = new Color(0.25f, 0.20f, 0.55f);
        /// <summary>The fill of a lost cell: near black.</summary>
        public static readonly Color LostColor = new Color(0.10f, 0.10f, 0.12f);
        /// <summary>The × of a lost cell.</summary>
        public static readonly Color LostTextColor = new Color(0.64f, 0.64f, 0.68f);
        /// <summary>The fill of a safe cell the start cannot reach: grey.</summary>
        public static readonly Color MutedColor = new Color(0.34f, 0.35f, 0.37f);
        /// <summary>The number of a muted cell.</summary>
        public static readonly Color MutedTextColor = new Color(0.90f, 0.90f, 0.90f);
        /// <summary>An optimal crossing's frame and badge (Okabe and Ito's bluish green).</summary>
        public static readonly Color OptimalColor = new Color(0f, 0.62f, 0.45f);
        /// <summary>A detour's frame and badge (Okabe and Ito's orange).</summary>
        public static readonly Color DetourColor = new Color(0.90f, 0.62f, 0f);
        /// <summary>A losing crossing's frame and badge (Okabe and Ito's vermillion).</summary>
        public static readonly Color LosesColor = new Color(0.84f, 0.37f, 0f);
        /// <summary>The milestone's ◆ and the trail's dots.</summary>
        public static readonly Color MarkColor = new Color(1f, 0.88f, 0.35f);
        /// <summary>The badges' letters: black on every outcome colour (above 5:1).</summary>
        public static readonly Color BadgeTextColor = new Color(0f, 0f, 0f);
        /// <summary>The largest cell, in pixels at 96 dpi.</summary>
        public const float MaxCell = 44f;
        /// <summary>The smallest cell that still shows its number and marks, in pixels at 96 dpi; below, the map
        /// asks for a larger Game view.</summary>
        public const float MinCell = 26f;
        /// <summary>Space between the two grids, in pixels at 96 dpi.</summary>
        public const float Gap = 16f;
        /// <summary>The dpi at which the sizes are given.</summary>
        public const float ReferenceDpi = 96f;
        /// <summary>The largest scale: a 288 dpi screen and denser ones draw the map three times as large.</summary>
        public const float MaxScale = 3f;
        private const float Spacing = 6f;
        private const int TextSize = 14, HeaderSize = 12, BadgeSize = 10;

        private readonly GUIStyle _text, _header, _number, _lost, _muted, _badge, _milestone;
        private readonly GUIContent _measure = new GUIContent();

        // The layout, for the map, version, screen and top it was worked out for.
        private StateMap _map;
        private int _version = -1, _screenWidth, _screenHeight;
        private float _dpi = -1f, _scale = 1f;
        private float _top = -1f;
        private Rect _panel, _message, _axes, _legend, _caption;
        private readonly Rect[] _titles = new Rect[2];
        private string _messageText;
        private Rect[] _cells = new Rect[0];
        private Rect[] _headers = new Rect[0];
        private Color[] _fill = new Color[0];
        private GUIStyle[] _styles = new GUIStyle[0];
        private GUIContent[] _contents = new GUIContent[0];
        private float _small;
        private int _hovered = -1;

        /// <summary>A view drawing in <paramref name="font"/> (null: the skin's).</summary>
        public MapView(Font font)
        {
            _text = Style(font, TextSize, UserGUI.TextColor, TextAnchor.UpperLeft);
            _header = Style(font, HeaderSize, new Color(0.85f, 0.85f, 0.85f), TextAnchor.MiddleCenter);
            _number = Style(font, TextSize, Color.white, TextAnchor.MiddleCenter);
            _lost = Style(font, TextSize, LostTextColor, TextAnchor.MiddleCenter);
            _muted = Style(font, TextSize, MutedTextColor, TextAnchor.MiddleCenter);
            _badge = Style(font, BadgeSize, BadgeTextColor, TextAnchor.MiddleCenter);
            _milestone = Style(font, BadgeSize, MarkColor, TextAnchor.MiddleCenter);
        }

        private static GUIStyle Style(Font font, int size, Color color, TextAnchor alignment)
        {
            var style = new GUIStyle();
            style.font = font;
            style.fontSize = size;
            style.wordWrap = true;
            style.alignment = alignment;
            style.normal.textColor = color;
            return style;
        }

        /// <summary>How much larger than at 96 dpi the map draws on a screen of <paramref name="dpi"/> (Unity's
        /// <c>Screen.dpi</c>): dpi / 96, at least 1 and at most <see cref="MaxScale"/>; 1 when the dpi is
        /// unknown (Unity answers 0).</summary>
        public static float ScaleFor(float dpi)
        {
            if (!(dpi > 0f)) return 1f;
            return Mathf.Min(MaxScale, Mathf.Max(1f, dpi / ReferenceDpi));
        }

        /// <summary>The scale of the last layout (<see cref="ScaleFor"/> of the screen's dpi then).</summary>
        public float Scale { get { return _scale; } }

        /// <summary>Where the last <see cref="Draw"/> put the map's panel (GUI coordinates; empty before).</summary>
        public Rect Panel { get { return _panel; } }

        /// <summary>The cell of the last drawn map that a crossing from the current state reaches and
        /// <paramref name="gui"/> (GUI coordinates) is on, or -1.</summary>
        public int TargetAt(StateMap map, Vector2 gui)
        {
            int cell = CellAt(map, gui);
            return cell >= 0 && map.Cells[cell].Target != MapTarget.None ? cell : -1;
        }

        /// <summary>Remembers the cell under the pointer (GUI coordinates), whose sentence the caption shows.</summary>
        public void Point(StateMap map, Vector2 gui) { _hovered = CellAt(map, gui); }

        private int CellAt(StateMap map, Vector2 gui)
        {
            if (map == null || !ReferenceEquals(map, _map) || _messageText != null) return -1;
            for (int i = 0; i < _cells.Length; i++) if (_cells[i].Contains(gui)) return i;
            return -1;
        }

        /// <summary>Draws <paramref name="map"/> from <paramref name="top"/> down, as wide as the status
        /// panel; works the layout out again only when the map, its version or the screen changed.</summary>
        public void Draw(StateMap map, float top)
        {
            if (!ReferenceEquals(map, _map) || map.Version != _version || Screen.width != _screenWidth || Screen.height != _screenHeight || top != _top || Screen.dpi != _dpi)
                Layout(map, top);
            Color previous = GUI.color;
            GUI.color = UserGUI.PanelColor;
            GUI.DrawTexture(_panel, Texture2D.whiteTexture);
            GUI.color = Color.white;
            if (_messageText != null)
            {
                GUI.Label(_message, _messageText, _text);
                GUI.color = previous;
                return;
            }
            GUI.Label(_titles[0], map.StartTitle, _text);
            GUI.Label(_titles[1], map.FarTitle, _text);
            GUI.Label(_axes, map.Axes, _text);
            for (int i = 0; i < _headers.Length; i++) GUI.Label(_headers[i], map.Numbers[Header(map, i)], _header);
            for (int i = 0; i < _cells.Length; i++)
            {
                GUI.color = _fill[i];
                GUI.DrawTexture(_cells[i], Texture2D.whiteTexture);
                GUI.color = Color.white;
                GUI.Label(_cells[i], _contents[i], _styles[i]);
            }
            for (int i = 0; i < _cells.Length; i++) Decorate(map.Cells[i], _cells[i]);
            GUI.color = Color.white;
            GUI.Label(_legend, map.Legend, _text);
            MapCell shown = _hovered >= 0 && _hovered < map.Cells.Count ? map.Cells[_hovered] : map.Here;
            if (shown != null) GUI.Label(_caption, shown.Label, _text);
            GUI.color = previous;
        }

        /// <summary>The number header <paramref name="i"/> shows: per grid, the columns' devils, then the
        /// rows' priests.</summary>
        private static int Header(StateMap map, int i)
        {
            int perGrid = map.Columns + map.Rows, j = i % perGrid;
            return j < map.Columns ? j : j - map.Columns;
        }

        /// <summary>A cell's marks, over its fill and number.</summary>
        private void Decorate(MapCell cell, Rect r)
        {
            float b = _small;
            if (cell.Target != MapTarget.None)
            {
                GUI.color = cell.Target == MapTarget.Optimal ? OptimalColor : cell.Target == MapTarget.Detour ? DetourColor : LosesColor;
                Frame(r, 2f);
                var badge = new Rect(r.x + r.width - b, r.y, b, b);
                GUI.DrawTexture(badge, Texture2D.whiteTexture);
                GUI.color = Color.white;
                GUI.Label(badge, cell.Mark, _badge);
            }
            if (cell.IsMilestone)
            {
                GUI.color = Color.white;
                GUI.Label(new Rect(r.x, r.y + r.height - b, b, b), _map.MilestoneMark, _milestone);
            }
            if (cell.IsVisited)
            {
                float dot = Mathf.Max(4f, Floor(r.width / 6f));
                GUI.color = MarkColor;
                GUI.DrawTexture(new Rect(r.x + 3f, r.y + 3f, dot, dot), Texture2D.whiteTexture);
            }
            if (cell.IsHere)
            {
                GUI.color = Color.white;
                Frame(r, 3f);
            }
        }

        /// <summary>A frame <paramref name="width"/> pixels wide just inside <paramref name="r"/>, in GUI.color.</summary>
        private static void Frame(Rect r, float width)
        {
            GUI.DrawTexture(new Rect(r.x, r.y, r.width, width), Texture2D.whiteTexture);
            GUI.DrawTexture(new Rect(r.x, r.y + r.height - width, r.width, width), Texture2D.whiteTexture);
            GUI.DrawTexture(new Rect(r.x, r.y + width, width, r.height - 2f * width), Texture2D.whiteTexture);
            GUI.DrawTexture(new Rect(r.x + r.width - width, r.y + width, width, r.height - 2f * width), Texture2D.whiteTexture);
        }

        private static float Floor(float f) { return (float)System.Math.Floor(f); }

        private float Height(GUIStyle style, string text, float width)
        {
            _measure.text = text;
            return style.CalcHeight(_measure, width);
        }

        /// <summary>Works out every rectangle, fill, style and content of <paramref name="map"/> for the
        /// screen as it is: the cell is as large as both grids side by side and the texts below allow, up to
        /// <see cref="MaxCell"/>.</summary>
        private void Layout(StateMap map, float top)
        {
            if (!ReferenceEquals(map, _map))
            {
                int count = map.Cells.Count;
                _cells = new Rect[count];
                _fill = new Color[count];
                _styles = new GUIStyle[count];
                _contents = new GUIContent[count];
                for (int i = 0; i < count; i++) _contents[i] = new GUIContent();
                _headers = new Rect[2 * (map.Rows + map.Columns)];
                _hovered = -1;
            }
            _map = map;
            _version = map.Version;
            _screenWidth = Screen.width;
            _screenHeight = Screen.height;
            _top = top;
            _dpi = Screen.dpi;
            float scale = _scale = ScaleFor(_dpi), gap = Gap * scale, spacing = Spacing * scale;
            _text.fontSize = (int)Floor(TextSize * scale + 0.5f);
            float width = Mathf.Min(Screen.width - 2f * UserGUI.Margin, UserGUI.MaxWidth * scale), pad = UserGUI.Padding;
            float inner = width - 2f * pad, x0 = UserGUI.Margin + pad;
            float half = (inner - gap) / 2f;
            float titles = Mathf.Max(Height(_text, map.StartTitle, half), Height(_text, map.FarTitle, half));
            float axes = Height(_text, map.Axes, inner), legend = Height(_text, map.Legend, inner), caption = 0f;
            for (int i = 0; i < map.Cells.Count; i++) caption = Mathf.Max(caption, Height(_text, map.Cells[i].Label, inner));
            float texts = titles + axes + legend + caption + 4f * spacing + 2f * pad;
            float cell = map.IsTooLarge ? 0f : Mathf.Min(MaxCell * scale, Mathf.Min(Floor(half / (map.Columns + 1)),
                                                       Floor((Screen.height - UserGUI.Margin - top - texts) / (map.Rows + 1))));
            _messageText = map.IsTooLarge ? map.TooLargeText : cell < MinCell * scale ? map.TooSmallText : null;
            if (_messageText != null)
            {
                float h = Height(_text, _messageText, inner);
                _panel = new Rect(UserGUI.Margin, top, width, h + 2f * pad);
                _message = new Rect(x0, top + pad, inner, h);
                return;
            }
            float y = top + pad;
            _titles[0] = new Rect(x0, y, half, titles);
            _titles[1] = new Rect(x0 + half + gap, y, half, titles);
            y += titles + spacing;
            float gridTop = y, size = cell - 2f;
            _number.fontSize = _lost.fontSize = _muted.fontSize = (int)Mathf.Max(Floor(11f * scale), Floor(cell * 0.42f));
            _header.fontSize = (int)Mathf.Max(Floor(10f * scale), Floor(cell * 0.36f));
            _badge.fontSize = _milestone.fontSize = (int)Mathf.Max(Floor(9f * scale), Floor(cell * 0.28f));
            // A badge holds one line of its letter: Noto Sans CJK's line is about 1.45 em.
            _small = (float)System.Math.Ceiling(1.5f * _badge.fontSize);
            int perGrid = map.Rows + map.Columns;
            for (int g = 0; g < 2; g++)
            {
                float left = x0 + g * (half + gap);
                for (int d = 0; d < map.Columns; d++) _headers[g * perGrid + d] = new Rect(left + (d + 1) * cell, gridTop, cell, cell);
                for (int p = 0; p < map.Rows; p++) _headers[g * perGrid + map.Columns + p] = new Rect(left, gridTop + (p + 1) * cell, cell, cell);
            }
            for (int i = 0; i < _cells.Length; i++)
            {
                MapCell c = map.Cells[i];
                float left = x0 + (c.State.Boat == Side.Start ? 0f : half + gap);
                _cells[i] = new Rect(left + (c.State.Devils + 1) * cell + 1f, gridTop + (c.State.Priests + 1) * cell + 1f, size, size);
                Verdict v = c.Verdict;
                bool lost = v.IsLost, muted = !lost && !v.IsReachable;
                float t = map.MaxDistance > 0 && v.Distance.HasValue ? (float)v.Distance.Value / map.MaxDistance : 0f;
                _fill[i] = lost ? LostColor : muted ? MutedColor : Color.Lerp(NearColor, FarColor, t);
                _styles[i] = lost ? _lost : muted ? _muted : _number;
                _contents[i].text = c.Text;
                _contents[i].tooltip = c.Label;
            }
            y = gridTop + (map.Rows + 1) * cell + spacing;
            _axes = new Rect(x0, y, inner, axes);
            y += axes + spacing;
            _legend = new Rect(x0, y, inner, legend);
            y += legend + spacing;
            _caption = new Rect(x0, y, inner, caption);
            _panel = new Rect(UserGUI.Margin, top, width, y + caption + pad - top);
        }
    }
}
