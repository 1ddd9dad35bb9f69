// What every frame costs: after the first frames, a frame of the sample scene allocates nothing, whether it
// is idle, shows a hint or the state map, or animates a move, counting every MonoBehaviour's Update and
// OnGUI (the stand-in's Player.Step sends them and allocates nothing of its own); only a frame where the
// game acts does (its status line, its move, and on a crossing the map's new sentences). Part of the scene
// test program (SceneTests.cs).
using System;
using System.Collections.Generic;
using PriestsDevils;
using PriestsDevils.Game;
using PriestsDevils.Sample;
using UnityEngine;
using UnityStandIn;

/// <summary>A behaviour allocating in OnGUI, as the level buttons once did: shows the measure sees it.</summary>
class AllocatingProbe : MonoBehaviour
{
    public static object Sink;
    private void OnGUI() { Sink = new byte[64]; }
}

static partial class SceneTests
{
    /// <summary>Bytes the current thread allocated over <paramref name="frames"/> frames (and the frames
    /// run, fewer when <paramref name="until"/> held before).</summary>
    static long AllocatedOver(int frames, Func<bool> until, out int ran)
    {
        long bytes = 0;
        ran = 0;
        while (ran < frames && (until == null || !until()))
        {
            long before = GC.GetAllocatedBytesForCurrentThread();
            Player.Step();
            bytes += GC.GetAllocatedBytesForCurrentThread() - before;
            ran++;
        }
        return bytes;
    }

    static void FramesAllocateNothing()
    {
        FirstController scene = LoadScene();
        RiverGame game = scene.Session.Game;
        // The first frames compile the code and grow the lists: a full round of every kind of frame first.
        Click(Body(game.Characters[3]));
        Settle(scene);
        Click(Body(game.Characters[3]));
        Settle(scene);
        for (int i = 0; i < 3; i++) Press(T("Button.Hint"));
        Press(T("Button.Restart"));
        for (int i = 0; i < 10; i++) Player.Step();
        game = scene.Session.Game;
        int behaviours = 0;
        foreach (GameObject o in Player.Objects) if (o.GetComponent<MonoBehaviour>() != null) behaviours++;
        Check(behaviours == 1 + game.Characters.Count + 1, "measured: Main (controller, actions, view), the boat and every character");
        int ran;

        long idle = AllocatedOver(120, null, out ran);
        Check(idle == 0, "120 idle frames allocated " + idle + " bytes");

        for (int i = 0; i < 3; i++) Press(T("Button.Hint")); // the hint's text and its tint stay on screen
        Check(Player.Labels.Exists(l => l.StartsWith(Say("Hint:", "提示："))), "a hint is shown");
        long hinted = AllocatedOver(60, null, out ran);
        Check(hinted == 0, "60 frames showing a hint allocated " + hinted + " bytes");

        // The frame of a click builds the move and the status text; the frames that animate it allocate nothing.
        Click(Body(game.Characters[0]));
        Check(scene.Busy, "a character is moving");
        long moving = AllocatedOver(1000, () => !scene.Busy, out ran);
        Check(ran > 5 && !scene.Busy, "the move took " + ran + " frames and ended");
        Check(moving == 0, ran + " frames of a moving character allocated " + moving + " bytes");
        Click(Body(game.Characters[3]));
        Settle(scene);
        Click(Player.Named("Boat"));
        Check(scene.Busy && game.Crossings == 1, "the boat sails with two aboard");
        long sailing = AllocatedOver(1000, () => !scene.Busy, out ran);
        Check(ran > 5 && sailing == 0, ran + " frames of a sailing boat allocated " + sailing + " bytes");
        long after = AllocatedOver(60, null, out ran);
        Check(after == 0, "60 idle frames after the crossing allocated " + after + " bytes");

        // The measure can fail: a behaviour allocating in OnGUI is counted by the same loop.
        AllocatingProbe probe = new GameObject("Probe").AddComponent<AllocatingProbe>();
        long probed = AllocatedOver(3, null, out ran);
        Check(probed >= 3 * 64, "an OnGUI allocating 64 bytes a frame is measured: " + probed + " bytes over 3 frames");
        UnityEngine.Object.Destroy(probe.gameObject);
        Player.Step();
        // And so is what the level buttons once did every frame: a label built from the level.
        long start = GC.GetAllocatedBytesForCurrentThread();
        string label = scene.Levels[0].Label(Words);
        Check(GC.GetAllocatedBytesForCurrentThread() - start > 0 && label == scene.LevelLabels[0], "building a label is measured");
        NoExceptions("frames allocate nothing");
    }

    /// <summary>With the map shown: idle frames and a pointer moving over the cells allocate nothing and
    /// ask the solver nothing; a crossing chosen on it allocates only in the frames where the game acts (two
    /// boardings and the sail), and the map is worked out again once, when the boat has sailed.</summary>
    static void MapFramesAllocateNothing()
    {
        FirstController scene = LoadScene();
        var g = new ClassicGraph(3, 3, 2);
        Press(T("Button.Map"));
        // A round of every kind of frame first: a crossing on the map, the pointer over a cell, Restart.
        ClickCell(CellOf(g, new State(3, 1, Side.Far)));
        Settle(scene);
        Player.PointAt(Player.ScreenOf(Centre(CellOf(g, new State(1, 1, Side.Start)).Position)));
        Player.Step();
        Press(T("Button.Restart"));
        for (int i = 0; i < 10; i++) Player.Step();
        StateMap map = scene.ShownMap();
        int version = map.Version, ran;
        long idle = AllocatedOver(120, null, out ran);
        Check(idle == 0 && map.Version == version, "120 idle frames with the map allocated " + idle + " bytes, worked it out " + (map.Version - version) + " times");

        var centres = new List<Vector2>();
        foreach (Drawn c in MapCells()) centres.Add(Player.ScreenOf(Centre(c.Position)));
        long hovering = 0;
        for (int i = 0; i < 64; i++)
        {
            Player.PointAt(centres[(i * 7) % centres.Count]);
            hovering += AllocatedOver(1, null, out ran);
        }
        Check(hovering == 0, "64 frames with the pointer on another cell each allocated " + hovering + " bytes");
        Check(Player.Labels[Player.Labels.Count - 1] == MapCells()[(63 * 7) % centres.Count].Tooltip, "the caption followed the pointer");

        Drawn optimal = CellOf(g, new State(2, 2, Side.Far));
        Player.ClickAt(Player.ScreenOf(Centre(optimal.Position)));
        long acting = 0, between = 0;
        int actions = 0, frames = 0;
        GameState before = scene.Session.Game.Snapshot();
        do
        {
            long start = GC.GetAllocatedBytesForCurrentThread();
            Player.Step();
            long used = GC.GetAllocatedBytesForCurrentThread() - start;
            GameState now = scene.Session.Game.Snapshot();
            if (now.Equals(before)) between += used;
            else
            {
                acting += used;
                actions++;
            }
            before = now;
            frames++;
        } while (scene.Busy && frames < 5000);
        Check(scene.Session.Game.Crossings == 1 && actions == 3, "the crossing took " + actions + " actions in " + frames + " frames");
        Check(between == 0, (frames - actions) + " frames animating the crossing allocated " + between + " bytes");
        Check(map.Version == version + 1, "the map was worked out " + (map.Version - version) + " times for one crossing");
        long after = AllocatedOver(60, null, out ran);
        Check(after == 0, "60 idle frames after the crossing allocated " + after + " bytes");
        Console.WriteLine("     map frames: 120 idle " + idle + " B, 64 hovering " + hovering + " B; a crossing: " + (frames - actions) + " animating frames " + between
                          + " B, " + actions + " acting frames " + acting + " B");
        NoExceptions("map frames allocate nothing");
    }
}
