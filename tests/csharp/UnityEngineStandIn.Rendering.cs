// The stand-in's rendering and IMGUI half (see UnityEngineStandIn.cs): renderers with shared materials
// and property blocks, the Game view's size, and IMGUI drawing recorded with its rectangles, colours and
// styles so that tests can check what a player would see (fits the screen, readable contrast).
// Compiled into the test program only; never shipped.
//
// Every member below exists in Unity with this name and signature; each was checked against Unity's C#
// reference source (Unity-Technologies/UnityCsReference, branch 2022.3):
// - Runtime/Export/Graphics/GraphicsRenderers.bindings.cs: Renderer.material (instantiates the shared
//   material for this renderer on first access), Renderer.sharedMaterial,
//   Renderer.SetPropertyBlock(MaterialPropertyBlock), Renderer.GetPropertyBlock(MaterialPropertyBlock).
// - Runtime/Export/Shaders/MaterialPropertyBlock(.bindings).cs: MaterialPropertyBlock(),
//   SetColor(string|int, Color), GetColor(string|int), Clear().
// - Runtime/Export/Shaders/Shader.bindings.cs: static int Shader.PropertyToID(string).
// - Runtime/Export/Graphics/Texture.bindings.cs: static Texture2D Texture2D.whiteTexture { get; }.
// - Runtime/Export/Graphics/Graphics.bindings.cs: static int Screen.width / Screen.height { get; }.
// - Modules/IMGUI/GUI.bindings.cs, GUI.cs: static Color GUI.color { get; set; },
//   GUI.DrawTexture(Rect, Texture), GUI.Label(Rect, string[, GUIStyle]), GUI.Button(Rect, string[,
//   GUIStyle]), static GUISkin GUI.skin { get; } (GUI.cs; readable only inside OnGUI).
// - Modules/IMGUI/GUIStyle.cs, GUIStyle.bindings.cs: GUIStyle(), GUIStyle(GUIStyle other), fontSize,
//   wordWrap, normal, Font font { get; set; }, float CalcHeight(GUIContent, float width), TextAnchor
//   alignment { get; set; }; GUIContent.cs: GUIContent(), GUIContent(string), GUIContent(string text,
//   Texture image), GUIContent(string text, string tooltip), string text, Texture image and string
//   tooltip { get; set; } (text and tooltip string.Empty unless given).
// - Modules/IMGUI/GUI.cs: GUI.Label(Rect, GUIContent, GUIStyle) (records the content's text and tooltip;
//   Unity sets GUI.tooltip from it only when IMGUI has the mouse, which the stand-in does not model).
// - Modules/TextRendering/TextRendering.bindings.cs: enum TextAnchor (nine values, UpperLeft = 0 to
//   LowerRight = 8). These IMGUI members and TextAnchor read the same in branches 6000.0 and 6000.3.
// - Modules/IMGUI/GUISkin.cs: GUISkin.button, GUISkin.font (GUISkin is a ScriptableObject in Unity).
// - Modules/TextRendering/TextRendering.bindings.cs: sealed class Font : Object.
// - Runtime/Export/BaseClass.cs: enum SystemLanguage (the members below, with Unity's values);
//   Runtime/Export/Application/Application.bindings.cs: static SystemLanguage Application.systemLanguage
//   { get; } (the stand-in's is set by a test through Player.SystemLanguage).
// - Runtime/Export/Serialization/Serialization.cs: SerializeField (an attribute).
// - Runtime/Export/Debug/Debug.bindings.cs: static void Debug.LogError(object).
// Simplification: CalcHeight measures text with a fixed average glyph width (0.55 em; 1 em for CJK
// characters and full-width punctuation, from U+2E80 on) and line height (1.25 em), wrapping at spaces and
// around each CJK character, as Unity's text generator may, a '\n' starting a line and a content's image
// taking 32 pixels of the width; Unity measures the real font and image. Tests use it to check that the layout asks
// the style for the height it needs, not to predict Unity's pixels.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }

    public class Renderer : Component
    {
        private Material _shared;
        private bool _instantiated;
        private readonly Dictionary<int, Color> _block = new Dictionary<int, Color>();

        /// <summary>As in Unity: the first access clones the shared material for this renderer alone (a
        /// copy the caller must destroy); the stand-in counts such copies.</summary>
        public Material material
        {
            get
            {
                ThrowIfDestroyed();
                if (!_instantiated && _shared != null)
                {
                    _shared = new Material(_shared);
                    _instantiated = true;
                    UnityStandIn.Player.MaterialInstances++;
                }
                return _shared;
            }
            set { ThrowIfDestroyed(); _shared = value; _instantiated = false; }
        }

        public Material sharedMaterial
        {
            get { ThrowIfDestroyed(); return _shared; }
            set { ThrowIfDestroyed(); _shared = value; _instantiated = false; }
        }

        public void SetPropertyBlock(MaterialPropertyBlock properties)
        {
            ThrowIfDestroyed();
            _block.Clear();
            foreach (KeyValuePair<int, Color> p in properties.Colors) _block[p.Key] = p.Value;
        }

        public void GetPropertyBlock(MaterialPropertyBlock properties)
        {
            ThrowIfDestroyed();
            properties.Clear();
            foreach (KeyValuePair<int, Color> p in _block) properties.SetColor(p.Key, p.Value);
        }
    }

    public class Material : Object
    {
        /// <summary>Stand-in only: the one default material every primitive shares, like Unity's.</summary>
        internal static readonly Material Default = new Material();

        private Color _color = new Color(1f, 1f, 1f);
        internal Material() { }
        public Material(Material source) { _color = source._color; }
        public Color color { get { ThrowIfDestroyed(); return _color; } set { ThrowIfDestroyed(); _color = value; } }
    }

    public sealed class MaterialPropertyBlock
    {
        internal readonly Dictionary<int, Color> Colors = new Dictionary<int, Color>();
        public void SetColor(string name, Color value) { SetColor(Shader.PropertyToID(name), value); }
        public void SetColor(int nameID, Color value) { Colors[nameID] = value; }
        public Color GetColor(string name) { return GetColor(Shader.PropertyToID(name)); }
        /// <summary>As in Unity, an unset colour reads as zero.</summary>
        public Color GetColor(int nameID)
        {
            Color c;
            return Colors.TryGetValue(nameID, out c) ? c : new Color(0f, 0f, 0f, 0f);
        }
        public void Clear() { Colors.Clear(); }
    }

    public static class Shader
    {
        private static readonly Dictionary<string, int> ids = new Dictionary<string, int>();
        public static int PropertyToID(string name)
        {
            int id;
            if (!ids.TryGetValue(name, out id)) ids[name] = id = ids.Count + 1;
            return id;
        }
    }

    public class Texture : Object { }

    public class Texture2D : Texture
    {
        private static readonly Texture2D white = new Texture2D();
        public static Texture2D whiteTexture { get { return white; } }
    }

    public static class Screen
    {
        public static int width { get { return UnityStandIn.Player.ScreenWidth; } }
        public static int height { get { return UnityStandIn.Player.ScreenHeight; } }
        /// <summary>Runtime/Export/Device/Screen.cs: the screen's dots per inch, 0 when unknown.</summary>
        public static float dpi { get { return UnityStandIn.Player.ScreenDpi; } }
    }

    public class GUIStyleState
    {
        public Color textColor { get; set; }
    }

    public class GUIContent
    {
        public GUIContent() { text = ""; tooltip = ""; }
        public GUIContent(string text) { this.text = text; tooltip = ""; }
        public GUIContent(string text, Texture image) { this.text = text; this.image = image; tooltip = ""; }
        public GUIContent(string text, string tooltip) { this.text = text; this.tooltip = tooltip; }
        public string text { get; set; }
        public Texture image { get; set; }
        public string tooltip { get; set; }
    }

    public enum TextAnchor { UpperLeft = 0, UpperCenter = 1, UpperRight = 2, MiddleLeft = 3, MiddleCenter = 4, MiddleRight = 5, LowerLeft = 6, LowerCenter = 7, LowerRight = 8 }

    public sealed class Font : Object { }

    /// <summary>Only the members of Unity's SystemLanguage the sample and its tests name, with Unity's
    /// values.</summary>
    public enum SystemLanguage { Chinese = 6, English = 10, German = 12, Japanese = 22, ChineseSimplified = 40, ChineseTraditional = 41, Unknown = 43 }

    public static class Application
    {
        public static SystemLanguage systemLanguage { get { return UnityStandIn.Player.SystemLanguage; } }
    }

    public class GUIStyle
    {
        private readonly GUIStyleState _normal = new GUIStyleState();
        public GUIStyle() { }
        public GUIStyle(GUIStyle other)
        {
            fontSize = other.fontSize;
            wordWrap = other.wordWrap;
            font = other.font;
            alignment = other.alignment;
            _normal.textColor = other.normal.textColor;
        }
        public int fontSize { get; set; }
        public TextAnchor alignment { get; set; }
        public bool wordWrap { get; set; }
        public Font font { get; set; }
        public GUIStyleState normal { get { return _normal; } }

        /// <summary>Stand-in measure (see the file's header): lines of text wrapped at spaces and around
        /// CJK characters to <paramref name="width"/> (less an image's width beside the text) when wordWrap
        /// is set, each '\n' starting a line, times the line height.</summary>
        public float CalcHeight(GUIContent content, float width)
        {
            float em = fontSize > 0 ? fontSize : 13f, glyph = 0.55f * em;
            if (content.image != null) width -= ImageWidth;
            int lines = 1;
            float line = 0f, run = 0f;
            bool spaced = false;
            string text = content.text;
            // Units are the runs of narrow characters between spaces, line breaks and CJK characters, and
            // each CJK character alone, scanned in place so that measuring allocates nothing; a space before
            // a unit adds a glyph's width unless the unit starts a line.
            for (int i = 0; i <= text.Length; i++)
            {
                char c = i < text.Length ? text[i] : ' ';
                if (c != ' ' && c != '\n' && !IsWide(c))
                {
                    run += glyph;
                    continue;
                }
                if (run > 0f) Place(run, spaced, glyph, width, ref line, ref lines);
                if (run > 0f) spaced = false;
                run = 0f;
                if (c == ' ') spaced = true;
                else if (c == '\n')
                {
                    lines++;
                    line = 0f;
                    spaced = false;
                }
                else
                {
                    Place(em, spaced, glyph, width, ref line, ref lines);
                    spaced = false;
                }
            }
            return (float)Math.Ceiling(lines * 1.25f * em);
        }

        private void Place(float unit, bool spaced, float glyph, float width, ref float line, ref int lines)
        {
            float gap = spaced && line > 0f ? glyph : 0f;
            if (wordWrap && line > 0f && line + gap + unit > width)
            {
                lines++;
                line = unit;
            }
            else line += gap + unit;
        }

        /// <summary>The width the stand-in gives a content's image (Unity's help box icons are 32 pixels).</summary>
        public const float ImageWidth = 32f;

        /// <summary>Whether the stand-in measures <paramref name="c"/> as a CJK character: 1 em wide, a
        /// line may break before and after it.</summary>
        internal static bool IsWide(char c) { return c >= '\u2E80'; }

        /// <summary>Stand-in only: whether <paramref name="text"/> fits <paramref name="width"/> on each
        /// line without wrapping inside a word (a CJK character is a word of its own).</summary>
        internal bool FitsWidth(string text, float width)
        {
            float em = fontSize > 0 ? fontSize : 13f, glyph = 0.55f * em, total = 0f;
            foreach (string word in text.Split(' '))
            {
                float run = 0f;
                foreach (char c in word)
                {
                    if (IsWide(c))
                    {
                        if (em > width) return false;
                        total += em;
                        run = 0f;
                    }
                    else
                    {
                        run += glyph;
                        total += glyph;
                        if (run > width) return false;
                    }
                }
                total += glyph;
            }
            return wordWrap || total - glyph <= width;
        }
    }

    public sealed class GUISkin : Object
    {
        private readonly GUIStyle _button = new GUIStyle();
        public GUIStyle button { get { return _button; } }
        public Font font { get; set; }
    }

    public static class GUI
    {
        public static Color color { get; set; }
        static GUI() { color = new Color(1f, 1f, 1f); }
        public static void DrawTexture(Rect position, Texture image) { UnityStandIn.Player.DrewTexture(position, color); }
        public static void Label(Rect position, string text) { UnityStandIn.Player.Label(text, position, null); }
        public static void Label(Rect position, string text, GUIStyle style) { UnityStandIn.Player.Label(text, position, style); }
        public static void Label(Rect position, GUIContent content, GUIStyle style) { UnityStandIn.Player.Label(content.text, position, style).Tooltip = content.tooltip; }
        public static bool Button(Rect position, string text) { return UnityStandIn.Player.Button(text, position, null); }
        public static bool Button(Rect position, string text, GUIStyle style) { return UnityStandIn.Player.Button(text, position, style); }
        private static readonly GUISkin defaultSkin = new GUISkin();
        /// <summary>As in Unity, read only inside OnGUI (the stand-in throws elsewhere, as Unity's
        /// GUIUtility.CheckOnGUI does).</summary>
        public static GUISkin skin
        {
            get
            {
                if (!UnityStandIn.Player.InOnGUI) throw new ArgumentException("You can only call GUI functions from inside OnGUI.");
                return defaultSkin;
            }
        }
    }
}

namespace UnityStandIn
{
    using UnityEngine;

    /// <summary>One thing OnGUI drew: a label (with its style and, drawn from a GUIContent, its tooltip), a
    /// button, or a texture (in GUI.color).</summary>
    public sealed class Drawn
    {
        public string Kind, Text, Tooltip;
        public Rect Position;
        public Color Color;
        public GUIStyle Style;
    }

    public static partial class Player
    {
        /// <summary>The Game view's size (a docked Game view is narrow).</summary>
        public static int ScreenWidth = 1280, ScreenHeight = 720;
        /// <summary>What Screen.dpi answers: a desktop monitor's 96 unless a test sets another.</summary>
        public static float ScreenDpi = 96f;
        /// <summary>Materials instantiated through Renderer.material since the last Reset.</summary>
        public static int MaterialInstances;
        /// <summary>What OnGUI drew in the last frame, in order. Its entries are reused by later frames: read
        /// them before the next Step.</summary>
        public static readonly List<Drawn> Drawing = new List<Drawn>();
        // Every Drawn ever handed out, reused frame after frame so that drawing allocates nothing.
        private static readonly List<Drawn> drawnPool = new List<Drawn>();

        static partial void ResetDrawing()
        {
            ScreenWidth = 1280;
            ScreenHeight = 720;
            ScreenDpi = 96f;
            MaterialInstances = 0;
            Drawing.Clear();
            GUI.color = new Color(1f, 1f, 1f);
            SystemLanguage = StartLanguage;
        }

        /// <summary>What Application.systemLanguage answers (<see cref="StartLanguage"/> after each Reset).</summary>
        public static SystemLanguage SystemLanguage = SystemLanguage.English;
        /// <summary>The system language of every scene a Reset starts.</summary>
        public static SystemLanguage StartLanguage = SystemLanguage.English;

        static partial void ClearDrawing() { Drawing.Clear(); }

        /// <summary>The next entry of <see cref="Drawing"/>, taken from the pool.</summary>
        static Drawn Draw(string kind, string text, Rect position)
        {
            if (Drawing.Count == drawnPool.Count) drawnPool.Add(new Drawn());
            Drawn d = drawnPool[Drawing.Count];
            d.Kind = kind;
            d.Text = text;
            d.Position = position;
            d.Color = new Color(0f, 0f, 0f, 0f);
            d.Style = null;
            d.Tooltip = "";
            Drawing.Add(d);
            return d;
        }

        internal static void DrewTexture(Rect position, Color color)
        {
            Draw("texture", null, position).Color = color;
        }

        static Drawn DrewLabel(string text, Rect position, GUIStyle style)
        {
            Drawn d = Draw("label", text, position);
            d.Style = style;
            return d;
        }

        static void DrewButton(string text, Rect position, GUIStyle style)
        {
            Draw("button", text, position).Style = style;
        }
    }
}
