// Plays the student's game (StudentHint.cs) on the UnityEngine stand-in: loads its UserGUI, presses Hint,
// prints the hint the GUI draws, carries it out (sets the game's state to the hinted one, as the
// student's clicks would), and again until the GUI says there is no hint. Prints "hint: <label>" per
// press, "library file: PATH" (Linux: the native library the process mapped), the errors the scripts
// logged, and "N passed, N failed". tests/unity/fresh_installs.rs checks the hints against its own model.
using System;
using System.IO;
using UnityEngine;
using UnityStandIn;

static class StudentHintDriver
{
    static int Main()
    {
        int passed = 0, failed = 0;
        Player.Reset();
        UserGUI gui = Player.LoadComponent<UserGUI>(new GameObject("UserGUI"), g => { });
        Player.Step();
        for (int press = 0; press < 30; press++)
        {
            Player.Press("Hint");
            Player.Step();
            if (Player.Pressed) passed++; else { failed++; Console.WriteLine("FAIL the Hint button was not pressed"); break; }
            Player.Step(); // the next frame draws the label as the press left it
            string label = Player.Labels.Count > 0 ? Player.Labels[Player.Labels.Count - 1] : "(no label)";
            Console.WriteLine("hint: " + label);
            if (!label.StartsWith("go to ")) break;
            gui.now = gui.hinted;
        }
        foreach (string error in Player.Errors) { failed++; Console.WriteLine("FAIL logged error: " + error); }
        foreach (Exception e in Player.Exceptions) { failed++; Console.WriteLine("FAIL script threw: " + e); }
        if (File.Exists("/proc/self/maps"))
            foreach (string line in File.ReadAllLines("/proc/self/maps"))
                if (line.EndsWith("/libpriests_devils.so")) { Console.WriteLine("library file: " + line.Substring(line.IndexOf('/'))); break; }
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
