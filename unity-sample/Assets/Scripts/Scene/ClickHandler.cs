using UnityEngine;

/// <summary>Forwards mouse clicks on a character or the boat to the scene controller.</summary>
public class ClickHandler : MonoBehaviour
{
    private IUserAction action;
    private CharacterModel character;

    /// <summary>Wires the handler; <paramref name="clicked"/> is null for the boat.</summary>
    public void Init(IUserAction userAction, CharacterModel clicked)
    {
        action = userAction;
        character = clicked;
    }

    private void OnMouseDown()
    {
        if (action == null) return;
        if (character != null) action.ClickCharacter(character);
        else action.ClickBoat();
    }
}
