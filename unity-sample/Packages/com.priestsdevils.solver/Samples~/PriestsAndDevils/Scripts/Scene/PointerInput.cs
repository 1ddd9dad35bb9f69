using UnityEngine;
#if ENABLE_INPUT_SYSTEM && PRIESTSDEVILS_INPUT_SYSTEM
using UnityEngine.InputSystem;
#endif

namespace PriestsDevils.Sample
{
    /// <summary>
    /// The one place the sample reads the pointer (mouse, pen or touch), from whichever input backend the
    /// project's Player Settings enable (*Active Input Handling*): the Input System package when it is active
    /// and installed, else the Input Manager. With both active it reads the Input System only, so a press is
    /// seen once. The sample relies on no input message (<c>OnMouseDown</c>) or IMGUI input event, which
    /// some backends and versions never send and others send in addition.
    /// </summary>
    public static class PointerInput
    {
        /// <summary>Whether the pointer's primary button went down this frame; <paramref name="screen"/> is
        /// where, in screen pixels (origin at the bottom left, y up). Call once per frame, from Update.</summary>
        public static bool PressedThisFrame(out Vector2 screen)
        {
#if ENABLE_INPUT_SYSTEM && PRIESTSDEVILS_INPUT_SYSTEM
            // PRIESTSDEVILS_INPUT_SYSTEM: the package is installed (the asmdef's versionDefines).
            Pointer pointer = Pointer.current;
            if (pointer != null && pointer.press.wasPressedThisFrame)
            {
                screen = pointer.position.ReadValue();
                return true;
            }
#elif ENABLE_LEGACY_INPUT_MANAGER
            if (Input.GetMouseButtonDown(0))
            {
                screen = Input.mousePosition;
                return true;
            }
#endif
            screen = new Vector2(0f, 0f);
            return false;
        }

        /// <summary>Where the pointer is this frame, pressed or not, in screen pixels (origin at the bottom
        /// left, y up), from the same backend as <see cref="PressedThisFrame"/>; false when there is no
        /// pointer. The map reads it to say which cell is under the pointer, whatever the backend (IMGUI's
        /// own tooltips need input events the Input System package does not send).</summary>
        public static bool Position(out Vector2 screen)
        {
#if ENABLE_INPUT_SYSTEM && PRIESTSDEVILS_INPUT_SYSTEM
            Pointer pointer = Pointer.current;
            if (pointer != null)
            {
                screen = pointer.position.ReadValue();
                return true;
            }
            screen = new Vector2(0f, 0f);
            return false;
#elif ENABLE_LEGACY_INPUT_MANAGER
            screen = Input.mousePosition;
            return true;
#else
            screen = new Vector2(0f, 0f);
            return false;
#endif
        }
    }
}
