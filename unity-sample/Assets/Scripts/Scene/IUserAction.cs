// What the player (through the interface or clicks) can ask of the scene.
public interface IUserAction
{
    /// <summary>A click on a character: board or go ashore.</summary>
    void ClickCharacter(CharacterModel character);
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
    /// <summary>The status line: the judge's message.</summary>
    string Status { get; }
    /// <summary>The last hint, or empty.</summary>
    string HintText { get; }
}
