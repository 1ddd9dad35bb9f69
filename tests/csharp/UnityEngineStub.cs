// A stand-in for the parts of UnityEngine that the sample's scripts use, so that tests/csharp.rs can
// compile every MonoBehaviour with mcs: a typo or a wrong call in a Unity script fails the build. It is
// a compile check only; nothing here behaves like Unity, and the bodies are never run.
namespace UnityEngine
{
    public class Object
    {
        public string name { get; set; }
        public static void Destroy(Object obj) { }
    }

    public class Component : Object
    {
        public GameObject gameObject { get { return null; } }
        public Transform transform { get { return null; } }
        public T GetComponent<T>() { return default(T); }
    }

    public class Behaviour : Component
    {
        public bool enabled { get; set; }
    }

    public class MonoBehaviour : Behaviour { }

    public sealed class GameObject : Object
    {
        public Transform transform { get { return null; } }
        public static GameObject CreatePrimitive(PrimitiveType type) { return null; }
        public T AddComponent<T>() where T : Component { return default(T); }
        public T GetComponent<T>() { return default(T); }
    }

    public class Transform : Component
    {
        public Vector3 position { get; set; }
        public Vector3 localScale { get; set; }
    }

    public class Renderer : Component
    {
        public Material material { get; set; }
    }

    public class Material : Object
    {
        public Color color { get; set; }
    }

    public enum PrimitiveType { Sphere, Capsule, Cylinder, Cube, Plane, Quad }

    public struct Vector3
    {
        public float x, y, z;
        public Vector3(float x, float y, float z) { this.x = x; this.y = y; this.z = z; }
        public static Vector3 MoveTowards(Vector3 current, Vector3 target, float maxDistanceDelta) { return target; }
        public static bool operator ==(Vector3 a, Vector3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
        public static bool operator !=(Vector3 a, Vector3 b) { return !(a == b); }
        public override bool Equals(object other) { return other is Vector3 && this == (Vector3)other; }
        public override int GetHashCode() { return x.GetHashCode() ^ y.GetHashCode() ^ z.GetHashCode(); }
    }

    public struct Color
    {
        public float r, g, b, a;
        public Color(float r, float g, float b) { this.r = r; this.g = g; this.b = b; a = 1f; }
        public static Color white { get { return new Color(1f, 1f, 1f); } }
        public static Color red { get { return new Color(1f, 0f, 0f); } }
    }

    public struct Rect
    {
        public Rect(float x, float y, float width, float height) { }
    }

    public static class Time
    {
        public static float deltaTime { get { return 0f; } }
    }

    public static class Mathf
    {
        public static float Max(float a, float b) { return a > b ? a : b; }
    }

    public class GUIStyleState
    {
        public Color textColor { get; set; }
    }

    public class GUIStyle
    {
        public int fontSize { get; set; }
        public GUIStyleState normal { get { return new GUIStyleState(); } }
    }

    public static class GUI
    {
        public static void Label(Rect position, string text, GUIStyle style) { }
        public static bool Button(Rect position, string text) { return false; }
    }
}
