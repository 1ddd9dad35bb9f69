namespace PriestsDevils.Sample
{
    // What the player (through the interface or clicks) can ask of the scene.
    public interface IUserAction
    {
        /// <summary>A click on a character: board or go ashore.</summary>
        void ClickCharacter(CharacterModel character);
        /// <summary>A click on a puzzle's character: board or land.</summary>
        void ClickPuzzleCharacter(PuzzleCharacterModel character);
        /// <summary>A click on the boat: sail.</summary>
        void ClickBoat();
        /// <summary>Start over.</summary>
        void Restart();
        /// <summary>Show the solver's suggested crossing.</summary>
        void Hint();
        /// <summary>Let the solver perform exactly one atomic action.</summary>
        void AiNext();
        /// <summary>Let the solver play to the end.</summary>
        void AutoSolve();
        /// <summary>Shows the state map, or hides it when it is shown.</summary>
        void ToggleMap();
        /// <summary>The state map brought up to date with the game and the language, while it is shown;
        /// null while it is hidden or the game cannot be played.</summary>
        PriestsDevils.Game.StateMap ShownMap();
        /// <summary>Makes the crossing with <paramref name="load"/> (a legal load from the current state, as
        /// the map offers them) the way a player would, one animated action at a time.</summary>
        void Cross(PriestsDevils.Move load);
        /// <summary>Shows the other language (English, Simplified Chinese); changes nothing but the words.</summary>
        void SwitchLanguage();
        /// <summary>Starts level <paramref name="index"/> of <see cref="Levels"/>.</summary>
        void SelectLevel(int index);
        /// <summary>Shows the puzzles below the buttons instead of the levels, or the levels again.</summary>
        void ToggleList();
        /// <summary>Whether the list below the buttons offers the puzzles (else the levels).</summary>
        bool ShowingPuzzles { get; }
        /// <summary>Starts puzzle <paramref name="index"/> of <see cref="PuzzleLabels"/>.</summary>
        void SelectPuzzle(int index);
        /// <summary>The puzzle buttons' labels: each puzzle's title and figures from the library.</summary>
        System.Collections.Generic.IList<string> PuzzleLabels { get; }
        /// <summary>The puzzle's characters on screen, whose names the view draws (empty in level mode).</summary>
        System.Collections.Generic.IList<PuzzleCharacterModel> PuzzleCharacters { get; }
        /// <summary>The levels the player can pick, as the solver judged them.</summary>
        System.Collections.Generic.IList<PriestsDevils.Game.Level> Levels { get; }
        /// <summary>The level buttons' labels, one per entry of <see cref="Levels"/>, built once.</summary>
        System.Collections.Generic.IList<string> LevelLabels { get; }
        /// <summary>The status line: the judge's message, or what keeps the solver from running.</summary>
        string Status { get; }
        /// <summary>The last hint, or empty.</summary>
        string HintText { get; }
        /// <summary>The active language's string table: every word the interface shows comes from it.</summary>
        PriestsDevils.Game.StringTable Words { get; }
        /// <summary>The font of every text, or null for the skin's own.</summary>
        UnityEngine.Font Font { get; }
        /// <summary>Whether the game can be played (false when the native library cannot be used: then
        /// <see cref="Status"/> says why).</summary>
        bool IsUsable { get; }
    }
}
