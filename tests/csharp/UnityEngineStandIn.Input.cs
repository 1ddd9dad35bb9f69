// The stand-in's input half (see UnityEngineStandIn.cs): one pointer (mouse, pen or touch) that a test
// presses on an object or a button, the two input backends a project's Player Settings choose between
// (*Active Input Handling*), the camera's rays and physics ray-casts against the primitives' colliders.
// Compiled into the test program only; never shipped.
//
// The backends follow the scripting defines Unity sets from Active Input Handling, and the test program is
// compiled with the same defines as the sample's scripts (tests/unity/csharp.rs compiles it once per setting):
// - ENABLE_LEGACY_INPUT_MANAGER (Input Manager, or Both): UnityEngine.Input reports the press; Unity's
//   SendMouseEvents ray-casts from Camera.main and sends OnMouseDown before Update; IMGUI receives the
//   press, so GUI.Button returns true for a button under it.
// - ENABLE_INPUT_SYSTEM (Input System package, or Both): Pointer.current reports the press. Without the
//   Input Manager, UnityEngine.Input throws InvalidOperationException, OnGUI gets no input events (the
//   package's Documentation~/UISupport.md, "Immediate Mode GUI") and no OnMouseDown is sent (recent
//   package versions send it too: a script relying on it alone would act twice or never, by version).
// A test's press is seen for exactly one frame: the next Step.
//
// Every UnityEngine member below exists in Unity with this name and signature; each was checked against
// Unity's C# reference source (Unity-Technologies/UnityCsReference, branch 2022.3):
// - Runtime/Export/Math/Vector2.cs: Vector2(float, float), x, y, implicit Vector2(Vector3), implicit
//   Vector3(Vector2). Runtime/Export/Math/Quaternion.cs: Quaternion(float x, y, z, w), identity,
//   operator *(Quaternion, Vector3); Math.bindings.cs: static Quaternion Inverse(Quaternion).
// - Runtime/Export/Geometry/Ray.cs: Ray(Vector3 origin, Vector3 direction) (normalizes direction), origin,
//   direction, GetPoint(float). Runtime/Export/Geometry/Rect.cs: bool Contains(Vector2).
// - Runtime/Transform/ScriptBindings/Transform.bindings.cs: Quaternion rotation { get; set; }.
// - Runtime/Export/Camera/Camera.bindings.cs: float fieldOfView (vertical, degrees), static Camera main,
//   Ray ScreenPointToRay(Vector3), Vector3 WorldToScreenPoint(Vector3) (z: depth in front of the camera).
// - Modules/Physics/ScriptBindings/Dynamics.bindings.cs: class Collider : Component, BoxCollider,
//   SphereCollider, CapsuleCollider, MeshCollider : Collider; struct RaycastHit { Collider collider;
//   Vector3 point; float distance; }; static bool Physics.Raycast(Ray, out RaycastHit).
// - Runtime/Export/Graphics/GraphicsComponents.bindings.cs: sealed class MeshFilter : Component;
//   GraphicsRenderers.bindings.cs: class MeshRenderer : Renderer.
// - Modules/InputLegacy/Input.bindings.cs: static bool Input.GetMouseButtonDown(int), static Vector3
//   Input.mousePosition.
// The Input System package's members were checked against Unity-Technologies/InputSystem (1.11.3,
// Packages/com.unity.inputsystem/InputSystem): Devices/Pointer.cs: class Pointer (namespace
// UnityEngine.InputSystem), static Pointer current, ButtonControl press, Vector2Control position;
// Controls/ButtonControl.cs: bool wasPressedThisFrame (namespace UnityEngine.InputSystem.Controls);
// Controls/Vector2Control.cs and InputControl.cs: Vector2Control : InputControl<Vector2>, whose
// TValue ReadValue() the stand-in declares on Vector2Control itself.
// Simplifications: colliders ignore their object's rotation (the sample rotates none) and have the
// primitives' default sizes (box 1, sphere radius 0.5, capsule radius 0.5 and height 2 along y) scaled by
// localScale; a MeshCollider is hit by nothing; a ray starts at the camera, not on its near plane; the
// camera's aspect is the screen's.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    public struct Vector2
    {
        public float x, y;
        public Vector2(float x, float y) { this.x = x; this.y = y; }
        public static implicit operator Vector2(Vector3 v) { return new Vector2(v.x, v.y); }
        public static implicit operator Vector3(Vector2 v) { return new Vector3(v.x, v.y, 0f); }
        public override string ToString() { return "(" + x.ToString("F1") + ", " + y.ToString("F1") + ")"; }
    }

    public struct Quaternion
    {
        public float x, y, z, w;
        public Quaternion(float x, float y, float z, float w) { this.x = x; this.y = y; this.z = z; this.w = w; }
        public static Quaternion identity { get { return new Quaternion(0f, 0f, 0f, 1f); } }
        /// <summary>The inverse of a unit rotation: its conjugate.</summary>
        public static Quaternion Inverse(Quaternion q) { return new Quaternion(-q.x, -q.y, -q.z, q.w); }
        /// <summary>Rotates <paramref name="v"/>: v + 2w (u × v) + 2 u × (u × v), with u = (x, y, z).</summary>
        public static Vector3 operator *(Quaternion q, Vector3 v)
        {
            var u = new Vector3(q.x, q.y, q.z);
            Vector3 t = Geometry.Cross(u, v) * 2f;
            return v + t * q.w + Geometry.Cross(u, t);
        }
    }

    public struct Ray
    {
        private Vector3 _origin, _direction;
        public Ray(Vector3 origin, Vector3 direction)
        {
            _origin = origin;
            _direction = direction * (1f / direction.magnitude);
        }
        public Vector3 origin { get { return _origin; } }
        public Vector3 direction { get { return _direction; } }
        public Vector3 GetPoint(float distance) { return _origin + _direction * distance; }
    }

    public struct RaycastHit
    {
        internal Collider Hit;
        internal float Distance;
        internal Vector3 Point;
        public Collider collider { get { return Hit; } }
        public float distance { get { return Distance; } }
        public Vector3 point { get { return Point; } }
    }

    public sealed class MeshFilter : Component { }

    public class MeshRenderer : Renderer { }

    public class Collider : Component
    {
        /// <summary>Stand-in only: the distance along <paramref name="ray"/> to the collider's surface, or
        /// false when the ray misses it (or starts inside it).</summary>
        internal virtual bool Intersect(Ray ray, out float distance) { distance = 0f; return false; }
    }

    public class BoxCollider : Collider
    {
        internal override bool Intersect(Ray ray, out float distance)
        {
            Vector3 c = transform.position, s = transform.localScale;
            return Geometry.Box(ray, c, new Vector3(Math.Abs(s.x) / 2f, Math.Abs(s.y) / 2f, Math.Abs(s.z) / 2f), out distance);
        }
    }

    public class SphereCollider : Collider
    {
        internal override bool Intersect(Ray ray, out float distance)
        {
            Vector3 s = transform.localScale;
            float radius = 0.5f * Math.Max(Math.Abs(s.x), Math.Max(Math.Abs(s.y), Math.Abs(s.z)));
            return Geometry.Sphere(ray, transform.position, radius, out distance);
        }
    }

    public class CapsuleCollider : Collider
    {
        internal override bool Intersect(Ray ray, out float distance)
        {
            Vector3 c = transform.position, s = transform.localScale;
            float radius = 0.5f * Math.Max(Math.Abs(s.x), Math.Abs(s.z));
            float half = Math.Max(0f, Math.Abs(s.y) - radius); // half the distance between the caps' centres
            var top = new Vector3(c.x, c.y + half, c.z);
            var bottom = new Vector3(c.x, c.y - half, c.z);
            bool hit = false;
            distance = float.MaxValue;
            float t;
            if (Geometry.Sphere(ray, top, radius, out t)) { hit = true; distance = Math.Min(distance, t); }
            if (Geometry.Sphere(ray, bottom, radius, out t)) { hit = true; distance = Math.Min(distance, t); }
            if (Geometry.Cylinder(ray, c, radius, half, out t)) { hit = true; distance = Math.Min(distance, t); }
            return hit;
        }
    }

    public class MeshCollider : Collider { }

    public static class Physics
    {
        /// <summary>The nearest collider of a live object the ray enters.</summary>
        public static bool Raycast(Ray ray, out RaycastHit hitInfo)
        {
            hitInfo = new RaycastHit { Distance = float.MaxValue };
            foreach (GameObject o in UnityStandIn.Player.LiveObjects)
            {
                foreach (Component c in o.Components)
                {
                    var collider = c as Collider;
                    float t;
                    if (collider == null || collider.Destroyed || !collider.Intersect(ray, out t) || t >= hitInfo.Distance) continue;
                    hitInfo.Hit = collider;
                    hitInfo.Distance = t;
                    hitInfo.Point = ray.GetPoint(t);
                }
            }
            return hitInfo.Hit != null;
        }
    }

    public partial class Camera
    {
        /// <summary>Tangent of half the vertical field of view, and the screen's aspect.</summary>
        private void Frustum(out float tanHalf, out float aspect)
        {
            tanHalf = (float)Math.Tan(fieldOfView * Math.PI / 360.0);
            aspect = Screen.width / (float)Screen.height;
        }

        public Ray ScreenPointToRay(Vector3 pos)
        {
            float tanHalf, aspect;
            Frustum(out tanHalf, out aspect);
            var local = new Vector3((2f * pos.x / Screen.width - 1f) * tanHalf * aspect, (2f * pos.y / Screen.height - 1f) * tanHalf, 1f);
            return new Ray(transform.position, transform.rotation * local);
        }

        public Vector3 WorldToScreenPoint(Vector3 position)
        {
            float tanHalf, aspect;
            Frustum(out tanHalf, out aspect);
            Vector3 local = Quaternion.Inverse(transform.rotation) * (position - transform.position);
            return new Vector3((local.x / (local.z * tanHalf * aspect) + 1f) / 2f * Screen.width,
                               (local.y / (local.z * tanHalf) + 1f) / 2f * Screen.height, local.z);
        }
    }

    public static class Input
    {
        public static bool GetMouseButtonDown(int button)
        {
            ThrowIfDisabled();
            return button == 0 && UnityStandIn.Player.PointerDown;
        }

        public static Vector3 mousePosition
        {
            get { ThrowIfDisabled(); return UnityStandIn.Player.PointerPosition; }
        }

        private static void ThrowIfDisabled()
        {
            if (!UnityStandIn.Player.InputManagerActive)
                throw new InvalidOperationException("UnityEngine.Input read while Active Input Handling is the Input System package only");
        }
    }

    /// <summary>Stand-in only: ray and shape intersections for the colliders.</summary>
    internal static class Geometry
    {
        public static Vector3 Cross(Vector3 a, Vector3 b)
        {
            return new Vector3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
        }

        private static float Dot(Vector3 a, Vector3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

        /// <summary>The nearer positive root of a t² + b t + c = 0.</summary>
        private static bool Nearest(float a, float b, float c, out float t)
        {
            t = 0f;
            float d = b * b - 4f * a * c;
            if (a == 0f || d < 0f) return false;
            t = (-b - (float)Math.Sqrt(d)) / (2f * a);
            return t > 0f;
        }

        public static bool Sphere(Ray ray, Vector3 centre, float radius, out float t)
        {
            Vector3 o = ray.origin - centre;
            return Nearest(1f, 2f * Dot(o, ray.direction), Dot(o, o) - radius * radius, out t);
        }

        /// <summary>The side of an upright cylinder around <paramref name="centre"/>, between y ± half.</summary>
        public static bool Cylinder(Ray ray, Vector3 centre, float radius, float half, out float t)
        {
            Vector3 o = ray.origin - centre, d = ray.direction;
            if (!Nearest(d.x * d.x + d.z * d.z, 2f * (o.x * d.x + o.z * d.z), o.x * o.x + o.z * o.z - radius * radius, out t)) return false;
            return Math.Abs(o.y + t * d.y) <= half;
        }

        /// <summary>An axis-aligned box (slabs): the distance at which the ray enters all three. Allocates
        /// nothing, so that a frame's ray-casts do not count against the scripts' per-frame allocation.</summary>
        public static bool Box(Ray ray, Vector3 centre, Vector3 half, out float t)
        {
            float enter = float.MinValue, leave = float.MaxValue;
            Vector3 o = ray.origin - centre, d = ray.direction;
            t = 0f;
            if (!Slab(o.x, d.x, half.x, ref enter, ref leave) || !Slab(o.y, d.y, half.y, ref enter, ref leave)
                || !Slab(o.z, d.z, half.z, ref enter, ref leave)) return false;
            t = enter;
            return enter <= leave && enter > 0f;
        }

        /// <summary>Narrows [enter, leave] to where the ray is between the box's faces on one axis; false
        /// when the ray runs parallel to them outside.</summary>
        private static bool Slab(float origin, float dir, float size, ref float enter, ref float leave)
        {
            if (dir == 0f) return Math.Abs(origin) <= size;
            float a = (-size - origin) / dir, b = (size - origin) / dir;
            enter = Math.Max(enter, Math.Min(a, b));
            leave = Math.Min(leave, Math.Max(a, b));
            return true;
        }
    }
}

namespace UnityEngine.InputSystem.Controls
{
    public class ButtonControl
    {
        public bool wasPressedThisFrame { get { return UnityStandIn.Player.PointerDown; } }
    }

    public class Vector2Control
    {
        public Vector2 ReadValue() { return UnityStandIn.Player.PointerPosition; }
    }
}

namespace UnityEngine.InputSystem
{
    using UnityEngine.InputSystem.Controls;

    public class Pointer
    {
        private static readonly Pointer only = new Pointer();
        private readonly ButtonControl _press = new ButtonControl();
        private readonly Vector2Control _position = new Vector2Control();

        /// <summary>The pointer, while the Input System package is an active backend.</summary>
        public static Pointer current { get { return UnityStandIn.Player.InputSystemActive ? only : null; } }
        public ButtonControl press { get { return _press; } }
        public Vector2Control position { get { return _position; } }
    }
}

namespace UnityStandIn
{
    using UnityEngine;

    public static partial class Player
    {
        /// <summary>Whether the Input Manager is an active backend (ENABLE_LEGACY_INPUT_MANAGER).</summary>
        public static bool InputManagerActive
        {
#if ENABLE_LEGACY_INPUT_MANAGER
            get { return true; }
#else
            get { return false; }
#endif
        }

        /// <summary>Whether the Input System package is an active backend (ENABLE_INPUT_SYSTEM).</summary>
        public static bool InputSystemActive
        {
#if ENABLE_INPUT_SYSTEM
            get { return true; }
#else
            get { return false; }
#endif
        }

        /// <summary>Whether the pointer went down this frame (true from the frame's input to its OnGUI).</summary>
        internal static bool PointerDown { get; private set; }
        /// <summary>Where the pointer is, in screen pixels (y up); it stays where it last pressed.</summary>
        internal static Vector2 PointerPosition { get; private set; }
        /// <summary>OnMouseDown messages sent since the last Reset (a backend sends them, not the sample).</summary>
        public static int MouseDownMessages { get; private set; }

        internal static List<GameObject> LiveObjects { get { return objects; } }

        // The press a test asked for, delivered by the next Step: at a screen point, or at an object (where
        // the camera shows it when the frame starts), or on a button of the last frame's drawing.
        private static bool pending;
        private static Vector2 pendingAt;
        private static GameObject pendingTarget;
        private static string pressLabel;

        /// <summary>The next frame's press at a screen point (pixels, y up).</summary>
        public static void ClickAt(Vector2 screen)
        {
            Queue();
            pendingAt = screen;
        }

        /// <summary>The next frame's press where Camera.main shows <paramref name="target"/>'s centre.</summary>
        public static void Click(GameObject target)
        {
            Queue();
            pendingTarget = target;
        }

        /// <summary>The next frame's press on the centre of the button with this label, as the last frame
        /// drew it (what the player sees when clicking); <see cref="Pressed"/> says after the frame whether
        /// it was. Nothing is pressed when the last frame drew no such button.</summary>
        public static void Press(string label)
        {
            foreach (Drawn d in Drawing)
            {
                if (d.Kind != "button" || d.Text != label) continue;
                ClickAt(ScreenOf(new Vector2(d.Position.x + d.Position.width / 2f, d.Position.y + d.Position.height / 2f)));
                pressLabel = label;
                return;
            }
        }

        /// <summary>Moves the pointer to a screen point (pixels, y up) without pressing, as a hovering mouse
        /// does: Input.mousePosition and Pointer.current.position read it from the next frame on.</summary>
        public static void PointAt(Vector2 screen) { PointerPosition = screen; }

        /// <summary>A GUI point (y down from the top) in screen pixels (y up from the bottom).</summary>
        public static Vector2 ScreenOf(Vector2 gui) { return new Vector2(gui.x, ScreenHeight - gui.y); }

        private static void Queue()
        {
            if (pending) throw new InvalidOperationException("one press per frame: Step before pressing again");
            pending = true;
            pendingTarget = null;
        }

        static partial void ResetInput()
        {
            pending = false;
            pendingTarget = null;
            pressLabel = null;
            PointerDown = false;
            MouseDownMessages = 0;
        }

        static partial void BeginInput()
        {
            if (!pending) return;
            pending = false;
            if (!ReferenceEquals(pendingTarget, null))
            {
                Camera camera = Camera.main;
                if (pendingTarget == null || camera == null) return;
                Vector3 at = camera.WorldToScreenPoint(pendingTarget.transform.position);
                if (at.z <= 0f) return; // behind the camera: nowhere on screen
                pendingAt = at;
            }
            PointerDown = true;
            PointerPosition = pendingAt;
            Pressed = pressLabel != null;
            if (InputManagerActive) SendMouseDown();
        }

        /// <summary>The Input Manager's OnMouseDown: to the behaviours of the object under the pointer.</summary>
        private static void SendMouseDown()
        {
            Camera camera = Camera.main;
            RaycastHit hit;
            if (camera == null || !Physics.Raycast(camera.ScreenPointToRay(PointerPosition), out hit)) return;
            // By index, up to the components there when the press came (a message adding one does not
            // get it), without copying the list: the press allocates nothing of the stand-in's own.
            List<Component> components = hit.collider.gameObject.Components;
            for (int i = 0, count = components.Count; i < count && i < components.Count; i++)
            {
                var b = components[i] as MonoBehaviour;
                if (b == null || !b.IsEnabled || b.Bound.OnMouseDown == null) continue;
                MouseDownMessages++;
                Send(b.Bound.OnMouseDown);
            }
        }

        static partial void EndInput()
        {
            PointerDown = false;
            pressLabel = null;
        }

        /// <summary>What GUI.Button returns for a button drawn at <paramref name="position"/>: true under the
        /// pointer's press when IMGUI receives input (the Input Manager is active).</summary>
        private static bool PressedButton(string text, Rect position)
        {
            return PointerDown && InputManagerActive
                && position.Contains(new Vector2(PointerPosition.x, ScreenHeight - PointerPosition.y));
        }
    }
}
