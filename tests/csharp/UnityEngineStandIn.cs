// A behavioural stand-in for the parts of UnityEngine that the sample's scripts use, so that the tests
// can *play* the real scene scripts under Mono: objects and components, messages (Awake, Start, Update,
// OnGUI, OnMouseDown, OnDestroy) sent by a frame loop in Unity's order, Destroy deferred to the end of the
// frame, Unity's "fake null" for destroyed objects and a MissingReferenceException on any member access of
// one, primitives with a mesh, a renderer and the primitive's collider, Time.deltaTime. Renderers,
// materials, the screen and IMGUI drawing are in UnityEngineStandIn.Rendering.cs; the pointer, its input
// backends, the camera's rays and physics ray-casts in UnityEngineStandIn.Input.cs.
// Compiled into the test program only; never shipped.
//
// Where this follows Unity's documented behaviour (Manual: "Order of execution for event functions";
// Scripting API: Object.Destroy, Object.operator ==, MonoBehaviour.OnMouseDown, GUI.Button):
// - AddComponent calls Awake at once; Start runs before the behaviour's first Update.
// - Per frame: input (the pointer's state, OnMouseDown) before Update; OnGUI after Update; destruction after
//   the frame's scripts have run. An exception thrown by a message is logged and play goes on.
// - A destroyed object compares equal to null; touching its members throws MissingReferenceException.
// - GameObject.CreatePrimitive adds a MeshFilter, a MeshRenderer and the primitive's collider (Manual:
//   "Primitive and placeholder objects"): Cube a BoxCollider, Sphere a SphereCollider, Capsule and Cylinder
//   a CapsuleCollider, Plane and Quad a MeshCollider.
// - ScriptableObject (Runtime/Export/Scripting/ScriptableObject.bindings.cs: class ScriptableObject :
//   Object, static T CreateInstance<T>() where T : ScriptableObject) and CreateAssetMenuAttribute
//   (Runtime/Export/Scripting/Attributes.cs: sealed, class-only, menuName, fileName, order properties), as in
//   Unity-Technologies/UnityCsReference 2022.3; CreateInstance here only constructs (the sample's LevelSet
//   has no Awake or OnEnable); tests/csharp/LevelSetAsset.cs fills one from the shipped asset's YAML.
// - RuntimeInitializeLoadType and RuntimeInitializeOnLoadMethodAttribute (Runtime/Export/Scripting/
//   RuntimeInitializeOnLoadAttribute.cs, 2022.3: the enum's five values in that order, SubsystemRegistration
//   = 4, also in 2019.2 and later; the attribute method-only, not multiple, deriving from
//   UnityEngine.Scripting.PreserveAttribute (Runtime/Export/Scripting/PreserveAttribute.cs), its two
//   constructors and its read-only loadType). Player.EnterPlayMode calls the methods of each load type up to
//   BeforeSceneLoad, in Unity's order, private ones too, as Unity does on entering Play Mode, with or
//   without a domain reload.
// Simplifications (said here so nobody relies on them): no hierarchy (parents, children), no rigid bodies;
// OnGUI runs once per frame (the Repaint pass), not per event.
using System;
using System.Collections.Generic;
using System.Reflection;

namespace UnityEngine
{
    public class MissingReferenceException : Exception
    {
        public MissingReferenceException(string message) : base(message) { }
    }

    public class Object
    {
        private static int lastInstanceID;
        private readonly int _instanceID = System.Threading.Interlocked.Increment(ref lastInstanceID);
        private string _name = "";
        internal bool Destroyed;

        /// <summary>Unique per object, as Unity's (Runtime/Export/Scripting/UnityEngineObject.bindings.cs:
        /// public int GetInstanceID()); the stand-in counts objects made.</summary>
        public int GetInstanceID() { return _instanceID; }

        public string name
        {
            get { ThrowIfDestroyed(); return _name; }
            set { ThrowIfDestroyed(); _name = value; }
        }

        internal void ThrowIfDestroyed()
        {
            if (Destroyed)
                throw new MissingReferenceException("The object of type '" + GetType().Name
                    + "' has been destroyed but you are still trying to access it.");
        }

        public static void Destroy(Object obj)
        {
            if (obj != null) UnityStandIn.Player.ScheduleDestroy(obj);
        }

        private static bool IsNull(Object o) { return ReferenceEquals(o, null) || o.Destroyed; }
        public static bool operator ==(Object a, Object b)
        {
            if (IsNull(a) || IsNull(b)) return IsNull(a) && IsNull(b);
            return ReferenceEquals(a, b);
        }
        public static bool operator !=(Object a, Object b) { return !(a == b); }
        public static implicit operator bool(Object o) { return !IsNull(o); }
        public override bool Equals(object other) { return this == (other as Object); }
        public override int GetHashCode() { return base.GetHashCode(); }
    }

    public class Component : Object
    {
        internal GameObject Owner;
        public GameObject gameObject { get { ThrowIfDestroyed(); return Owner; } }
        public Transform transform { get { ThrowIfDestroyed(); return Owner.transform; } }
        public T GetComponent<T>() { ThrowIfDestroyed(); return Owner.GetComponent<T>(); }
    }

    public class Behaviour : Component
    {
        private bool _enabled = true;
        public bool enabled
        {
            get { ThrowIfDestroyed(); return _enabled; }
            set { ThrowIfDestroyed(); _enabled = value; }
        }
        internal bool IsEnabled { get { return _enabled; } }
    }

    public class MonoBehaviour : Behaviour
    {
        internal bool Started;
        /// <summary>Stand-in only: the behaviour's messages, bound when it is added.</summary>
        internal UnityStandIn.Messages Bound;
    }

    public sealed class GameObject : Object
    {
        internal readonly List<Component> Components = new List<Component>();
        private readonly Transform _transform;

        public GameObject(string name)
        {
            this.name = name;
            _transform = new Transform();
            _transform.Owner = this;
            Components.Add(_transform);
            UnityStandIn.Player.Register(this);
        }

        public Transform transform { get { ThrowIfDestroyed(); return _transform; } }

        public static GameObject CreatePrimitive(PrimitiveType type)
        {
            var obj = new GameObject(type.ToString());
            obj.AddComponent<MeshFilter>();
            obj.AddComponent<MeshRenderer>().sharedMaterial = Material.Default;
            switch (type)
            {
                case PrimitiveType.Cube: obj.AddComponent<BoxCollider>(); break;
                case PrimitiveType.Sphere: obj.AddComponent<SphereCollider>(); break;
                case PrimitiveType.Capsule:
                case PrimitiveType.Cylinder: obj.AddComponent<CapsuleCollider>(); break;
                default: obj.AddComponent<MeshCollider>(); break;
            }
            return obj;
        }

        public T AddComponent<T>() where T : Component
        {
            return AddComponent<T>(null);
        }

        /// <summary>Stand-in only: adds a component, letting <paramref name="deserialize"/> set its fields
        /// before Awake, as loading a scene does with the values saved in it.</summary>
        internal T AddComponent<T>(Action<T> deserialize) where T : Component
        {
            ThrowIfDestroyed();
            var component = (T)Activator.CreateInstance(typeof(T), true);
            component.Owner = this;
            Components.Add(component);
            if (deserialize != null) deserialize(component);
            var behaviour = component as MonoBehaviour;
            if (behaviour != null) UnityStandIn.Player.Added(behaviour);
            return component;
        }

        public T GetComponent<T>()
        {
            ThrowIfDestroyed();
            foreach (Component c in Components)
                if (!c.Destroyed && c is T) return (T)(object)c;
            return default(T);
        }
    }

    public class Transform : Component
    {
        private Vector3 _position, _localScale = new Vector3(1f, 1f, 1f);
        private Quaternion _rotation = Quaternion.identity;
        public Vector3 position { get { ThrowIfDestroyed(); return _position; } set { ThrowIfDestroyed(); _position = value; } }
        public Quaternion rotation { get { ThrowIfDestroyed(); return _rotation; } set { ThrowIfDestroyed(); _rotation = value; } }
        public Vector3 localScale { get { ThrowIfDestroyed(); return _localScale; } set { ThrowIfDestroyed(); _localScale = value; } }
    }

    public partial class Camera : Behaviour
    {
        public float fieldOfView = 60f;
        /// <summary>The first camera still alive, as Unity's tagged main camera.</summary>
        public static Camera main { get { return UnityStandIn.Player.Find<Camera>(); } }
    }

    public class ScriptableObject : Object
    {
        public static T CreateInstance<T>() where T : ScriptableObject { return Activator.CreateInstance<T>(); }
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = false, Inherited = false)]
    public sealed class CreateAssetMenuAttribute : Attribute
    {
        public string menuName { get; set; }
        public string fileName { get; set; }
        public int order { get; set; }
    }

    public enum PrimitiveType { Sphere, Capsule, Cylinder, Cube, Plane, Quad }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class MinAttribute : Attribute
    {
        public readonly float min;
        public MinAttribute(float min) { this.min = min; }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class TooltipAttribute : Attribute
    {
        public readonly string tooltip;
        public TooltipAttribute(string tooltip) { this.tooltip = tooltip; }
    }

    public struct Vector3
    {
        public float x, y, z;
        public Vector3(float x, float y, float z) { this.x = x; this.y = y; this.z = z; }
        public static Vector3 zero { get { return new Vector3(0f, 0f, 0f); } }
        public float magnitude { get { return (float)Math.Sqrt(x * x + y * y + z * z); } }
        public static Vector3 operator +(Vector3 a, Vector3 b) { return new Vector3(a.x + b.x, a.y + b.y, a.z + b.z); }
        public static Vector3 operator -(Vector3 a, Vector3 b) { return new Vector3(a.x - b.x, a.y - b.y, a.z - b.z); }
        public static Vector3 operator *(Vector3 a, float d) { return new Vector3(a.x * d, a.y * d, a.z * d); }
        public static float Distance(Vector3 a, Vector3 b) { return (a - b).magnitude; }
        public static Vector3 MoveTowards(Vector3 current, Vector3 target, float maxDistanceDelta)
        {
            Vector3 d = target - current;
            float distance = d.magnitude;
            if (distance <= maxDistanceDelta || distance == 0f) return target;
            return current + d * (maxDistanceDelta / distance);
        }
        // Unity compares vectors approximately (within 1e-5 in squared distance terms).
        public static bool operator ==(Vector3 a, Vector3 b) { Vector3 d = a - b; return d.x * d.x + d.y * d.y + d.z * d.z < 9.99999944E-11f; }
        public static bool operator !=(Vector3 a, Vector3 b) { return !(a == b); }
        public override bool Equals(object other) { return other is Vector3 && this == (Vector3)other; }
        public override int GetHashCode() { return x.GetHashCode() ^ y.GetHashCode() ^ z.GetHashCode(); }
        public override string ToString() { return "(" + x.ToString("F2") + ", " + y.ToString("F2") + ", " + z.ToString("F2") + ")"; }
    }

    public struct Color
    {
        public float r, g, b, a;
        public Color(float r, float g, float b) { this.r = r; this.g = g; this.b = b; a = 1f; }
        public Color(float r, float g, float b, float a) { this.r = r; this.g = g; this.b = b; this.a = a; }
        public static Color white { get { return new Color(1f, 1f, 1f); } }
        public static Color red { get { return new Color(1f, 0f, 0f); } }
        public static Color yellow { get { return new Color(1f, 0.92f, 0.016f); } }
        public static Color Lerp(Color a, Color b, float t)
        {
            return new Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t);
        }
        public static bool operator ==(Color a, Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }
        public static bool operator !=(Color a, Color b) { return !(a == b); }
        public override bool Equals(object other) { return other is Color && this == (Color)other; }
        public override int GetHashCode() { return r.GetHashCode() ^ g.GetHashCode() ^ b.GetHashCode(); }
    }

    public struct Rect
    {
        public float x, y, width, height;
        public Rect(float x, float y, float width, float height) { this.x = x; this.y = y; this.width = width; this.height = height; }
        /// <summary>As Unity's: inside when x <= point.x < x + width and y <= point.y < y + height.</summary>
        public bool Contains(Vector2 point) { return point.x >= x && point.x < x + width && point.y >= y && point.y < y + height; }
        /// <summary>The bottom edge (Runtime/Export/Geometry/Rect.cs: public float yMax).</summary>
        public float yMax { get { return y + height; } }
    }

    public static class Time
    {
        public static float deltaTime { get { return UnityStandIn.Player.DeltaTime; } }
    }

    public static class Mathf
    {
        public static float Max(float a, float b) { return a > b ? a : b; }
        public static float Min(float a, float b) { return a < b ? a : b; }
        public static int Max(int a, int b) { return a > b ? a : b; }
        public static float Tan(float f) { return (float)Math.Tan(f); }
        public static float Atan(float f) { return (float)Math.Atan(f); }
        public const float Deg2Rad = (float)(Math.PI / 180.0);
    }

    public static class Debug
    {
        // Debug.Log(object): the Console's messages, which no test reads.
        public static void Log(object message) { }
        public static void LogError(object message) { UnityStandIn.Player.Errors.Add(message == null ? "null" : message.ToString()); }
        // Debug.Assert(bool, object) (Runtime/Export/Debug/Debug.cs, 2022.3): a failed assertion logs an error.
        public static void Assert(bool condition, object message) { if (!condition) LogError(message); }
    }

    public enum RuntimeInitializeLoadType
    {
        AfterSceneLoad = 0,
        BeforeSceneLoad,
        AfterAssembliesLoaded,
        BeforeSplashScreen,
        SubsystemRegistration,
    }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
    public class RuntimeInitializeOnLoadMethodAttribute : Scripting.PreserveAttribute
    {
        public RuntimeInitializeOnLoadMethodAttribute() { loadType = RuntimeInitializeLoadType.AfterSceneLoad; }
        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType) { this.loadType = loadType; }
        public RuntimeInitializeLoadType loadType { get; private set; }
    }
}

namespace UnityEngine.Scripting
{
    public class PreserveAttribute : Attribute { }

    /// <summary>Runtime/Export/Scripting/AlwaysLinkAssemblyAttribute.cs (2018.4 to 6000.4;
    /// External/ScriptingCore/Unity.Scripting/CoreAttributes/ from 6000.5): an assembly attribute.</summary>
    [AttributeUsage(AttributeTargets.Assembly)]
    public class AlwaysLinkAssemblyAttribute : Attribute { }
}

namespace UnityEngine.Scripting.APIUpdating
{
    /// <summary>Runtime/Export/Scripting/APIUpdating/UpdatedFromAttribute.cs: the namespace a type moved
    /// from, for the API updater and serialized references; the (string) constructor in every branch.</summary>
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.Delegate)]
    public class MovedFromAttribute : Attribute
    {
        public MovedFromAttribute(string sourceNamespace) { }
    }
}

namespace UnityStandIn
{
    using UnityEngine;
    using Object = UnityEngine.Object;

    /// <summary>A behaviour's messages (null where it has none), as delegates bound to it.</summary>
    internal sealed class Messages
    {
        public Action Awake, Start, Update, OnGUI, OnMouseDown, OnDestroy;
    }

    /// <summary>The frame loop and what the tests observe: the objects alive, what OnGUI drew, the
    /// exceptions scripts threw.</summary>
    public static partial class Player
    {
        private static readonly List<GameObject> objects = new List<GameObject>();
        private static readonly List<MonoBehaviour> behaviours = new List<MonoBehaviour>();
        private static readonly List<Object> doomed = new List<Object>();

        /// <summary>Exceptions thrown by scripts (Unity logs them and carries on).</summary>
        public static readonly List<Exception> Exceptions = new List<Exception>();
        /// <summary>Debug.LogError messages.</summary>
        public static readonly List<string> Errors = new List<string>();
        /// <summary>The labels OnGUI drew in the last frame, in order.</summary>
        public static readonly List<string> Labels = new List<string>();
        /// <summary>The buttons OnGUI drew in the last frame, in order.</summary>
        public static readonly List<string> Buttons = new List<string>();
        /// <summary>Whether the last frame delivered a press on the button a test named (see Press).</summary>
        public static bool Pressed { get; private set; }
        /// <summary>The next frames' Time.deltaTime.</summary>
        public static float DeltaTime = 1f / 60f;
        /// <summary>Whether OnGUI messages are being sent (GUI.skin is readable only then).</summary>
        public static bool InOnGUI { get; private set; }
        /// <summary>Frames run since the last Reset.</summary>
        public static int Frame { get; private set; }

        // Defined in UnityEngineStandIn.Rendering.cs: what the rendering half records.
        static partial void ResetDrawing();
        static partial void ClearDrawing();
        // Defined in UnityEngineStandIn.Input.cs: the pointer's press for this frame, delivered before
        // Update (with OnMouseDown where the backend sends it) and forgotten after OnGUI.
        static partial void ResetInput();
        static partial void BeginInput();
        static partial void EndInput();

        /// <summary>Destroys everything and starts a new scene.</summary>
        public static void Reset()
        {
            foreach (GameObject o in objects.ToArray()) DestroyNow(o);
            objects.Clear();
            behaviours.Clear();
            doomed.Clear();
            ResetInput();
            Exceptions.Clear();
            Errors.Clear();
            Labels.Clear();
            Buttons.Clear();
            Frame = 0;
            ResetDrawing();
        }

        /// <summary>Every live game object.</summary>
        public static IList<GameObject> Objects { get { return objects.AsReadOnly(); } }

        /// <summary>The first live component of a type.</summary>
        public static T Find<T>() where T : Component
        {
            foreach (GameObject o in objects)
            {
                T c = o.GetComponent<T>();
                if (c != null) return c;
            }
            return null;
        }

        /// <summary>The live object with this name, or null.</summary>
        public static GameObject Named(string name)
        {
            foreach (GameObject o in objects) if (o.name == name) return o;
            return null;
        }

        /// <summary>Adds a component the way loading a scene does: fields set from the scene file, then
        /// Awake.</summary>
        public static T LoadComponent<T>(GameObject owner, Action<T> serializedFields) where T : Component
        {
            return owner.AddComponent<T>(serializedFields);
        }

        /// <summary>Runs one frame. Once every list has grown to the scene's size, a frame allocates nothing
        /// of its own (lists are reused, messages are cached delegates), so a test can count what the
        /// scripts allocate per frame.</summary>
        public static void Step()
        {
            Frame++;
            Pressed = false;
            List<MonoBehaviour> alive = Live();
            for (int i = 0; i < alive.Count; i++)
            {
                MonoBehaviour b = alive[i];
                if (!b.Started && b.IsEnabled)
                {
                    b.Started = true;
                    Send(b.Bound.Start);
                }
            }
            BeginInput();
            alive = Live();
            for (int i = 0; i < alive.Count; i++) if (alive[i].IsEnabled && alive[i].Started) Send(alive[i].Bound.Update);
            Labels.Clear();
            Buttons.Clear();
            ClearDrawing();
            alive = Live();
            InOnGUI = true;
            for (int i = 0; i < alive.Count; i++) if (alive[i].IsEnabled) Send(alive[i].Bound.OnGUI);
            InOnGUI = false;
            EndInput();
            // Objects destroyed by an OnDestroy here are destroyed in the same pass.
            for (int i = 0; i < doomed.Count; i++) DestroyNow(doomed[i]);
            doomed.Clear();
        }

        /// <summary>Enters Play Mode as Unity does first, with domain reload on or off: calls every static
        /// method marked [RuntimeInitializeOnLoadMethod] in the loaded assemblies, private ones too, by load
        /// type in Unity's order up to the scene load (SubsystemRegistration, AfterAssembliesLoaded,
        /// BeforeSplashScreen, BeforeSceneLoad). (The scene load and AfterSceneLoad are not modelled: tests
        /// load their scene themselves.)</summary>
        public static void EnterPlayMode()
        {
            const BindingFlags Statics = BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic;
            RuntimeInitializeLoadType[] order =
            {
                RuntimeInitializeLoadType.SubsystemRegistration, RuntimeInitializeLoadType.AfterAssembliesLoaded,
                RuntimeInitializeLoadType.BeforeSplashScreen, RuntimeInitializeLoadType.BeforeSceneLoad,
            };
            foreach (RuntimeInitializeLoadType loadType in order)
                foreach (Assembly assembly in AppDomain.CurrentDomain.GetAssemblies())
                    foreach (Type type in assembly.GetTypes())
                        foreach (MethodInfo method in type.GetMethods(Statics))
                            foreach (RuntimeInitializeOnLoadMethodAttribute a in method.GetCustomAttributes(typeof(RuntimeInitializeOnLoadMethodAttribute), false))
                                if (a.loadType == loadType) method.Invoke(null, null);
        }

        /// <summary>Runs frames until <paramref name="done"/> holds (checked after each); false if it
        /// never did within <paramref name="limit"/> frames.</summary>
        public static bool RunUntil(Func<bool> done, int limit)
        {
            for (int i = 0; i < limit; i++)
            {
                Step();
                if (done()) return true;
            }
            return false;
        }

        internal static void Register(GameObject o) { objects.Add(o); }

        internal static void Added(MonoBehaviour b)
        {
            behaviours.Add(b);
            b.Bound = Bind(b);
            Send(b.Bound.Awake);
        }

        internal static void ScheduleDestroy(Object o)
        {
            if (!doomed.Contains(o)) doomed.Add(o);
        }

        internal static Drawn Label(string text, Rect position, GUIStyle style)
        {
            Labels.Add(text);
            return DrewLabel(text, position, style);
        }

        internal static bool Button(string text, Rect position, GUIStyle style)
        {
            Buttons.Add(text);
            DrewButton(text, position, style);
            return PressedButton(text, position);
        }

        // The behaviours alive when a phase of the frame starts, in a list every phase reuses: a behaviour
        // added during a phase gets its messages from the next phase on.
        private static readonly List<MonoBehaviour> live = new List<MonoBehaviour>();

        private static List<MonoBehaviour> Live()
        {
            live.Clear();
            for (int i = 0; i < behaviours.Count; i++) if (!behaviours[i].Destroyed) live.Add(behaviours[i]);
            return live;
        }

        private static void DestroyNow(Object o)
        {
            if (o.Destroyed) return;
            var go = o as GameObject;
            if (go != null)
            {
                foreach (Component c in go.Components.ToArray()) DestroyNow(c);
                go.Destroyed = true;
                objects.Remove(go);
                return;
            }
            var b = o as MonoBehaviour;
            if (b != null) Send(b.Bound.OnDestroy);
            o.Destroyed = true;
            // Reference tests from here on: a destroyed object compares equal to null.
            if (!ReferenceEquals(b, null)) behaviours.RemoveAll(x => ReferenceEquals(x, b));
        }

        private static readonly Dictionary<KeyValuePair<Type, string>, MethodInfo> messages =
            new Dictionary<KeyValuePair<Type, string>, MethodInfo>();

        /// <summary>The method a message calls: declared by the behaviour's class or the nearest base
        /// class, public or not, without parameters (null when there is none).</summary>
        private static MethodInfo Message(Type type, string message)
        {
            var key = new KeyValuePair<Type, string>(type, message);
            MethodInfo found;
            if (messages.TryGetValue(key, out found)) return found;
            for (Type t = type; t != null && t != typeof(MonoBehaviour) && found == null; t = t.BaseType)
            {
                found = t.GetMethod(message, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic
                    | BindingFlags.DeclaredOnly, null, Type.EmptyTypes, null);
            }
            messages[key] = found;
            return found;
        }

        /// <summary>The behaviour's messages as delegates bound to it, looked up once when it is added.</summary>
        private static Messages Bind(MonoBehaviour b)
        {
            Type type = b.GetType();
            return new Messages
            {
                Awake = Bound(b, Message(type, "Awake")),
                Start = Bound(b, Message(type, "Start")),
                Update = Bound(b, Message(type, "Update")),
                OnGUI = Bound(b, Message(type, "OnGUI")),
                OnMouseDown = Bound(b, Message(type, "OnMouseDown")),
                OnDestroy = Bound(b, Message(type, "OnDestroy")),
            };
        }

        private static Action Bound(MonoBehaviour b, MethodInfo method)
        {
            return method == null ? null : (Action)Delegate.CreateDelegate(typeof(Action), b, method);
        }

        /// <summary>Calls a message (nothing when the behaviour has none); what it throws is logged and play
        /// goes on, as in Unity.</summary>
        private static void Send(Action message)
        {
            if (message == null) return;
            try { message(); }
            catch (Exception e) { Exceptions.Add(e); }
        }
    }
}
