using PriestsDevils;
using PriestsDevils.Game;
using UnityEngine;

namespace PriestsDevils.Sample
{
    // The scene's objects, built from primitives tinted through property blocks (no binary assets). Each
    // model only knows where things stand on screen; the engine-free RiverGame decides what happens.

    /// <summary>
    /// Where everything stands, sized from the level: each bank has one slot per character, the hull one
    /// seat per place of the boat, the river room for the hull at either bank, and the camera backs off until
    /// the whole scene fits a 16:9 view. Banks span x = ±(River/2 .. River/2 + BankLength), their top face at
    /// y = 1; the water is at y = 0.
    /// </summary>
    public sealed class Layout
    {
        /// <summary>Distance between neighbouring bank slots and boat seats (characters are 0.8 wide).</summary>
        public const float Spacing = 1.1f;
        /// <summary>Height of a character standing on something: capsules and spheres are centred 0.6 above it.</summary>
        public const float Stand = 0.6f;
        /// <summary>The top face of the banks.</summary>
        public const float BankTop = 1f;
        /// <summary>The hull's height; it floats with its bottom at the water line.</summary>
        public const float HullHeight = 0.6f;

        /// <summary>Length of each bank along the river's axis.</summary>
        public readonly float BankLength;
        /// <summary>Width of the river between the banks.</summary>
        public readonly float River;
        /// <summary>Length of the hull.</summary>
        public readonly float HullLength;

        /// <summary>The layout for a level of <paramref name="characters"/> and a boat of <paramref name="seats"/>.</summary>
        public Layout(int characters, int seats)
        {
            BankLength = Mathf.Max(6f, characters * Spacing + 1f);
            HullLength = Mathf.Max(2f, seats * Spacing + 0.6f);
            River = 2f * HullLength + 2f;
        }

        private static float Direction(Side side) { return side == Side.Start ? 1f : -1f; }

        /// <summary>The centre of a bank.</summary>
        public Vector3 BankCentre(Side side) { return new Vector3(Direction(side) * (River + BankLength) / 2f, 0f, 0f); }

        /// <summary>The hull's centre when docked at a bank: touching the bank's edge, not inside it.</summary>
        public Vector3 HullPosition(Side side)
        {
            return new Vector3(Direction(side) * (River / 2f - HullLength / 2f - 0.1f), HullHeight / 2f, 0f);
        }

        /// <summary>Where a character stands in a bank slot (slot 0 nearest the water).</summary>
        public Vector3 SlotPosition(Side side, int slot)
        {
            float x = River / 2f + 0.5f + Spacing / 2f + Spacing * slot;
            return new Vector3(Direction(side) * x, BankTop + Stand, 0f);
        }

        /// <summary>Where a character sits in a boat seat at a bank.</summary>
        public Vector3 SeatPosition(Side side, int seat, int seats)
        {
            Vector3 hull = HullPosition(side);
            return new Vector3(hull.x + Spacing * (seat - (seats - 1) / 2f), HullHeight + Stand, 0f);
        }

        /// <summary>The camera's position for a 16:9 view, 60° vertical field, pitched 15° down, that frames
        /// both banks whole.</summary>
        public Vector3 CameraPosition()
        {
            float halfWidth = River / 2f + BankLength + 0.5f;
            float halfHorizontalFov = Mathf.Atan(Mathf.Tan(30f * Mathf.Deg2Rad) * 16f / 9f);
            float distance = halfWidth / Mathf.Tan(halfHorizontalFov) + 3f;
            return new Vector3(0f, 7f * distance / 22f, -distance);
        }

        /// <summary>A primitive tinted <paramref name="color"/>. Its renderer keeps the primitive's shared
        /// default material: the colour goes in a property block, so no material is instantiated per object
        /// (nothing to destroy with it).</summary>
        public static GameObject Primitive(PrimitiveType type, string name, Vector3 position, Vector3 scale, Color color)
        {
            GameObject obj = GameObject.CreatePrimitive(type);
            obj.name = name;
            obj.transform.position = position;
            obj.transform.localScale = scale;
            Tint.Set(obj.GetComponent<Renderer>(), color);
            return obj;
        }
    }

    /// <summary>Colours a renderer through a <see cref="MaterialPropertyBlock"/> instead of its material.</summary>
    public static class Tint
    {
        // The colour property of the built-in pipeline's Standard shader and of URP's Lit shader: setting both
        // tints the primitives' default material under either pipeline.
        private static readonly int BuiltInColor = Shader.PropertyToID("_Color");
        private static readonly int UrpColor = Shader.PropertyToID("_BaseColor");
        // One block for every call: SetPropertyBlock copies its values into the renderer.
        private static readonly MaterialPropertyBlock Block = new MaterialPropertyBlock();

        /// <summary>Shows <paramref name="renderer"/> in <paramref name="color"/>.</summary>
        public static void Set(Renderer renderer, Color color)
        {
            Block.Clear();
            Block.SetColor(BuiltInColor, color);
            Block.SetColor(UrpColor, color);
            renderer.SetPropertyBlock(Block);
        }

        /// <summary>The colour <see cref="Set"/> last gave <paramref name="renderer"/>.</summary>
        public static Color Of(Renderer renderer)
        {
            renderer.GetPropertyBlock(Block);
            return Block.GetColor(BuiltInColor);
        }
    }

    /// <summary>Something that lights up when the hint points at it.</summary>
    public abstract class Highlightable
    {
        /// <summary>The tint of a hinted object.</summary>
        public static readonly Color HintColor = Color.yellow;

        private readonly Color _baseColor;
        /// <summary>The object on screen.</summary>
        public readonly GameObject Body;

        protected Highlightable(GameObject body, Color color)
        {
            Body = body;
            _baseColor = color;
        }

        /// <summary>Tints the object, or restores its colour.</summary>
        public void SetHighlighted(bool on)
        {
            if (Body != null) Tint.Set(Body.GetComponent<Renderer>(), on ? HintColor : _baseColor);
        }
    }

    /// <summary>A bank: a block of land on one side of the river.</summary>
    public class BankModel
    {
        /// <summary>The bank on screen.</summary>
        public readonly GameObject Land;

        /// <summary>Builds the bank of <paramref name="side"/>.</summary>
        public BankModel(Side side, Layout layout)
        {
            Land = Layout.Primitive(PrimitiveType.Cube, side + " bank", layout.BankCentre(side),
                                    new Vector3(layout.BankLength, 2f * Layout.BankTop, 4f), new Color(0.35f, 0.6f, 0.25f));
        }
    }

    /// <summary>The boat: a flat block that sails between the banks; clicking it sails.</summary>
    public class BoatModel : Highlightable
    {
        private static readonly Color Wood = new Color(0.55f, 0.35f, 0.2f);

        /// <summary>Builds the boat at the start bank; clicks go to <paramref name="action"/>.</summary>
        public BoatModel(IUserAction action, Layout layout)
            : base(Layout.Primitive(PrimitiveType.Cube, "Boat", layout.HullPosition(Side.Start),
                                    new Vector3(layout.HullLength, Layout.HullHeight, 1.6f), Wood), Wood)
        {
            Body.AddComponent<ClickHandler>().Init(action, null);
        }
    }

    /// <summary>A character: a white capsule for a priest, a red sphere for a devil; clicking it boards or
    /// goes ashore.</summary>
    public class CharacterModel : Highlightable
    {
        /// <summary>The model's character this object shows.</summary>
        public readonly Character Character;

        /// <summary>Builds <paramref name="character"/> at <paramref name="position"/>; clicks go to <paramref name="action"/>.</summary>
        public CharacterModel(Character character, IUserAction action, Vector3 position)
            : base(Create(character, position), Colour(character))
        {
            Character = character;
            Body.AddComponent<ClickHandler>().Init(action, this);
        }

        private static Color Colour(Character c) { return c.Kind == CharacterKind.Priest ? Color.white : Color.red; }

        private static GameObject Create(Character c, Vector3 position)
        {
            bool priest = c.Kind == CharacterKind.Priest;
            return Layout.Primitive(priest ? PrimitiveType.Capsule : PrimitiveType.Sphere,
                                    (priest ? "Priest " : "Devil ") + c.Id, position,
                                    new Vector3(0.8f, priest ? 0.6f : 0.8f, 0.8f), Colour(c));
        }
    }

    /// <summary>A puzzle's character, drawn by its kind: a capsule for a kind that may row, a sphere for
    /// one that only rides, in its kind's colour, the object named as the puzzle's file names the
    /// character; clicking it boards or lands.</summary>
    public class PuzzleCharacterModel : Highlightable
    {
        // The kinds' colours in the puzzle's order, repeating past the last: none of them the hint's yellow.
        private static readonly Color[] Palette =
        {
            Color.white, Color.red, new Color(0.3f, 0.5f, 1f), new Color(0.2f, 0.8f, 0.3f), new Color(1f, 0.55f, 0.1f),
            new Color(0.7f, 0.3f, 0.9f), new Color(0.1f, 0.8f, 0.8f), new Color(0.55f, 0.4f, 0.3f),
        };

        /// <summary>The puzzle game's character this object shows.</summary>
        public readonly PuzzleCharacter Character;

        /// <summary>Builds <paramref name="character"/> at <paramref name="position"/>, a capsule when its
        /// kind <paramref name="rows"/>; clicks go to <paramref name="action"/>.</summary>
        public PuzzleCharacterModel(PuzzleCharacter character, bool rows, IUserAction action, Vector3 position)
            : base(Layout.Primitive(rows ? PrimitiveType.Capsule : PrimitiveType.Sphere, character.Name, position,
                                    new Vector3(0.8f, rows ? 0.6f : 0.8f, 0.8f), Colour(character)), Colour(character))
        {
            Character = character;
            Body.AddComponent<ClickHandler>().InitPuzzle(action, this);
        }

        /// <summary>The colour of a character's kind.</summary>
        public static Color Colour(PuzzleCharacter c) { return Palette[c.Kind % Palette.Length]; }
    }

    /// <summary>The water between the banks.</summary>
    public class RiverModel
    {
        /// <summary>The river on screen.</summary>
        public readonly GameObject Water;

        /// <summary>Builds the river between the banks.</summary>
        public RiverModel(Layout layout)
        {
            Water = Layout.Primitive(PrimitiveType.Cube, "River", new Vector3(0f, -0.5f, 0f), new Vector3(layout.River, 1f, 4f),
                                     new Color(0.2f, 0.4f, 0.85f));
        }
    }
}
