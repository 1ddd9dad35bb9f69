// Loads the sample's LevelSet asset (Samples~/PriestsAndDevils/Levels.asset, path in PD_SAMPLE_LEVELS) as
// Unity deserializes it with the scene: the asset's YAML, written by the Editor in its one fixed layout
// (a "levels:" list of "- displayName:" entries with their fields indented below), read field by field
// into a LevelSet made by ScriptableObject.CreateInstance. Refuses anything else, so the scene tests play
// exactly the levels the asset holds (tests/unity/unity_project.rs checks the layout and the GUIDs).
using System;
using System.Collections.Generic;
using System.IO;
using PriestsDevils;
using PriestsDevils.UnityGlue;
using UnityEngine;

static class LevelSetAsset
{
    /// <summary>The shipped asset's levels, in a fresh LevelSet.</summary>
    public static LevelSet Load()
    {
        string path = Environment.GetEnvironmentVariable("PD_SAMPLE_LEVELS");
        if (string.IsNullOrEmpty(path)) throw new InvalidOperationException("PD_SAMPLE_LEVELS names no asset");
        string[] lines = File.ReadAllLines(path);
        if (lines[0] != "%YAML 1.1" || Array.IndexOf(lines, "--- !u!114 &11400000") < 0)
            throw new InvalidDataException(path + " is not a Unity asset of one MonoBehaviour");
        var set = ScriptableObject.CreateInstance<LevelSet>();
        LevelDefinition level = null;
        bool inList = false;
        foreach (string line in lines)
        {
            if (line.StartsWith("  m_Name: ")) set.name = line.Substring("  m_Name: ".Length);
            if (line == "  levels:") { inList = true; continue; }
            if (!inList) continue;
            string trimmed = line.TrimStart(' ');
            if (trimmed.StartsWith("- "))
            {
                level = new LevelDefinition();
                set.Add(level);
                trimmed = trimmed.Substring(2);
            }
            else if (!line.StartsWith("    ")) break; // the list ended
            int colon = trimmed.IndexOf(':');
            string key = trimmed.Substring(0, colon), value = trimmed.Substring(colon + 1).Trim();
            switch (key)
            {
                case "displayName": level.displayName = value; break;
                case "rules": break;
                case "priests": level.rules.priests = int.Parse(value); break;
                case "devils": level.rules.devils = int.Parse(value); break;
                case "boatCapacity": level.rules.boatCapacity = int.Parse(value); break;
                case "boatSafety": level.rules.boatSafety = (BoatSafety)uint.Parse(value); break;
                case "rowers": level.rules.rowers = (Rowers)uint.Parse(value); break;
                case "hasStart": level.hasStart = value == "1"; break;
                case "startPriests": level.startPriests = int.Parse(value); break;
                case "startDevils": level.startDevils = int.Parse(value); break;
                case "startBoat": level.startBoat = (Side)uint.Parse(value); break;
                case "meantUnsolvable": level.meantUnsolvable = value == "1"; break;
                default: throw new InvalidDataException(path + ": unknown field " + key);
            }
        }
        if (set.Levels.Count == 0) throw new InvalidDataException(path + " holds no level");
        return set;
    }
}
