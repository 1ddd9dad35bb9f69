using System.Collections.Generic;

namespace PriestsDevils.Game
{
    public sealed partial class StringTable
    {
        /// <summary>The English table ("en"): what the sample shows unless the system's language is
        /// Chinese. Keys ending in ".one" word a count of 1 (see <see cref="Count"/>).</summary>
        public static readonly StringTable English = new StringTable("en", new Dictionary<string, string>
        {
            // Buttons. Language names the other language in its own words: what a reader of it looks for.
            { "Button.Restart", "Restart" },
            { "Button.Hint", "Hint" },
            { "Button.AiNext", "AI next" },
            { "Button.AutoSolve", "Auto-solve" },
            { "Button.Map", "Map" },
            { "Button.Language", "中文" },
            { "HowToPlay", "Click a character to board or land it; click the boat to sail." },

            // The status line: the judge's verdict.
            { "Won.Best", "You win! Everyone crossed in {0} crossings (the best possible)." },
            { "Won.Best.one", "You win! Everyone crossed in {0} crossing (the best possible)." },
            { "Won.Other", "You win! Everyone crossed in {0} crossings (best: {1})." },
            { "Lost.StartBank", "Game over: the devils outnumber the priests on the start bank." },
            { "Lost.FarBank", "Game over: the devils outnumber the priests on the far bank." },
            { "Playing", "Crossings so far: {0}. At least {1} to go." },
            { "Playing.NoPath", "Crossings so far: {0}. This puzzle cannot be won." },
            { "Refused.PriestsRow", "Only priests row: put a priest aboard." },
            { "Refused.DevilsRow", "Only devils row: put a devil aboard." },
            { "Refused.Outnumbered", "Devils may not outnumber priests aboard." },

            // Hints: the first tier aims at a milestone, the others name the crossing.
            { "Aim.Goal", "Aim for: everyone on the far bank, {0} crossings from here." },
            { "Aim.Start", "Aim for: {1} on the start bank, the boat on the start bank, {0} crossings from here." },
            { "Aim.Far", "Aim for: {1} on the start bank, the boat on the far bank, {0} crossings from here." },
            { "Hint.ToFar", "Hint: take {0} to the far bank." },
            { "Hint.ToStart", "Hint: take {0} back to the start bank." },
            { "Hint.Won", "You have already won." },
            { "Hint.Lost", "The game is lost: restart." },
            { "Hint.NoPath", "No crossing can win from here: restart." },
            { "Hint.Unavailable", "No hint for this position." },
            { "People.Nobody", "nobody" },
            { "People.Priests", "{0} priests" },
            { "People.Priests.one", "{0} priest" },
            { "People.Devils", "{0} devils" },
            { "People.Devils.one", "{0} devil" },
            { "People.Both", "{0} and {1}" },

            // The state map: its titles, legend and marks, and each cell's sentence (the state, then what
            // the solver says of it, then what it is to the game), e.g. "2 priests and 2 devils on the start
            // bank, the boat on the far bank: 5 crossings to go (visited)".
            { "Map.BoatStart", "Boat on the start bank" },
            { "Map.BoatFar", "Boat on the far bank" },
            { "Map.Axes", "Rows: priests on the start bank. Columns: devils on the start bank." },
            { "Map.Legend", "Numbers: crossings to go. Crossings from here: O optimal, D detour, L loses; choose one to make it. ◆ milestone, ▪ visited, white frame: you are here, × lost." },
            { "Map.TooLarge", "The map draws levels of up to {0} priests and {0} devils: this level is too large." },
            { "Map.TooSmall", "The Game view is too small for the map: make it larger." },
            { "Map.Number", "{0}" },
            { "Map.Mark.Optimal", "O" },
            { "Map.Mark.Detour", "D" },
            { "Map.Mark.Loses", "L" },
            { "Map.Mark.Milestone", "◆" },
            { "Map.Mark.Lost", "×" },
            { "Map.Mark.NoPath", "–" },
            { "Map.Cell.BoatStart", "{0} on the start bank, the boat on the start bank" },
            { "Map.Cell.BoatFar", "{0} on the start bank, the boat on the far bank" },
            { "Map.Cell.ToGo", ": {0} crossings to go" },
            { "Map.Cell.ToGo.one", ": {0} crossing to go" },
            { "Map.Cell.Won", ": everyone has crossed" },
            { "Map.Cell.LostStart", ": lost, the devils outnumber the priests on the start bank" },
            { "Map.Cell.LostFar", ": lost, the devils outnumber the priests on the far bank" },
            { "Map.Cell.NoPath", ": safe, but no crossing wins from here" },
            { "Map.Cell.Unreachable", " (not reachable from the start)" },
            { "Map.Cell.Here", " (you are here)" },
            { "Map.Cell.Visited", " (visited)" },
            { "Map.Cell.Milestone", " (a milestone: every shortest plan passes here)" },
            { "Map.Target.Optimal", "; take {0} across to get here: optimal" },
            { "Map.Target.Detour", "; take {1} across to get here: a detour, {0} more crossings" },
            { "Map.Target.Detour.one", "; take {1} across to get here: a detour, {0} more crossing" },
            { "Map.Target.Loses", "; take {0} across to get here: loses" },

            // Level buttons: "3P 3D boat 2: 11 crossings", "3P 3D boat 3, safe boat, priests row: 7 crossings".
            { "Level.Counts", "{0}P {1}D boat {2}" },
            { "Level.SafeBoat", ", safe boat" },
            { "Level.PriestsRow", ", priests row" },
            { "Level.DevilsRow", ", devils row" },
            { "Level.Crossings", ": {0} crossings" },
            { "Level.Crossings.one", ": {0} crossing" },
            { "Level.Unsolvable", ": unsolvable" },

            // What keeps a level or the library from loading; the details go to the Console, in English.
            { "Inspector.OutOfRange", "The Inspector's level is out of range (see the Console): playing the classic game instead." },
            { "Load.Failed", "This level cannot be loaded (see the Console)." },
            { "Load.Library", "The native solver library cannot be used on {0}. After updating the package, restart the Unity Editor first: it keeps the library it loaded until it quits. If this message stays, the package's folder (Packages/com.priestsdevils.solver/ or Assets/Plugins/PriestsDevils/) must hold {1} with its .meta, and that file's Plugin Inspector must include this platform and CPU. The Console says what went wrong." },
            { "Load.Unsupported", "This package has no native binary for {0}: this platform is not supported. The Console says more." },
        });
    }
}
