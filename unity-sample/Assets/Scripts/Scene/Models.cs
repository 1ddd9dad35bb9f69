using PriestsDevils;
using PriestsDevils.Game;
using UnityEngine;

// The scene's objects, built from primitives with coloured materials (no binary assets). Each model
// only knows where things stand on screen; the engine-free RiverGame decides what happens.

/// <summary>Screen positions for the banks, the boat's seats and the bank slots.</summary>
public static class Layout
{
    public static float BankX(Side side) { return side == Side.Start ? 9f : -9f; }
    public static float BoatX(Side side) { return side == Side.Start ? 4f : -4f; }

    public static Vector3 SlotPosition(Side side, int slot)
    {
        float direction = side == Side.Start ? 1f : -1f;
        return new Vector3(BankX(side) - direction * 4.5f + direction * 1.1f * slot, 1.5f, 0f);
    }

    public static Vector3 SeatPosition(Side side, int seat, int seats)
    {
        return new Vector3(BoatX(side) + 1.1f * (seat - (seats - 1) / 2f), 0.9f, 0f);
    }

    public static GameObject Primitive(PrimitiveType type, string name, Vector3 position, Vector3 scale, Color color)
    {
        GameObject obj = GameObject.CreatePrimitive(type);
        obj.name = name;
        obj.transform.position = position;
        obj.transform.localScale = scale;
        obj.GetComponent<Renderer>().material.color = color;
        return obj;
    }
}

/// <summary>A bank: a block of land on one side of the river.</summary>
public class BankModel
{
    public readonly GameObject Land;

    public BankModel(Side side)
    {
        Land = Layout.Primitive(PrimitiveType.Cube, side + " bank", new Vector3(Layout.BankX(side), 0f, 0f),
                                new Vector3(10f, 2f, 4f), new Color(0.35f, 0.6f, 0.25f));
    }
}

/// <summary>The boat: a flat block that sails between the banks; clicking it sails.</summary>
public class BoatModel
{
    public readonly GameObject Hull;

    public BoatModel(IUserAction action)
    {
        Hull = Layout.Primitive(PrimitiveType.Cube, "Boat", new Vector3(Layout.BoatX(Side.Start), 0.2f, 0f),
                                new Vector3(3f, 0.6f, 1.6f), new Color(0.55f, 0.35f, 0.2f));
        Hull.AddComponent<ClickHandler>().Init(action, null);
    }
}

/// <summary>A character: a white capsule for a priest, a red sphere for a devil; clicking it boards or
/// goes ashore.</summary>
public class CharacterModel
{
    public readonly Character Character;
    public readonly GameObject Body;

    public CharacterModel(Character character, IUserAction action)
    {
        Character = character;
        bool priest = character.Kind == CharacterKind.Priest;
        Body = Layout.Primitive(priest ? PrimitiveType.Capsule : PrimitiveType.Sphere,
                                (priest ? "Priest " : "Devil ") + character.Id,
                                Layout.SlotPosition(Side.Start, character.Slot),
                                new Vector3(0.8f, priest ? 0.6f : 0.8f, 0.8f), priest ? Color.white : Color.red);
        Body.AddComponent<ClickHandler>().Init(action, this);
    }
}

/// <summary>The water between the banks.</summary>
public class RiverModel
{
    public RiverModel()
    {
        Layout.Primitive(PrimitiveType.Cube, "River", new Vector3(0f, -0.5f, 0f), new Vector3(8f, 1f, 4f),
                         new Color(0.2f, 0.4f, 0.85f));
    }
}
