using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>Forwards mouse clicks on a character or the boat to the scene controller.</summary>
    public class ClickHandler : MonoBehaviour
    {
        private IUserAction _action;
        private CharacterModel _character;

        /// <summary>Wires the handler; <paramref name="clicked"/> is null for the boat.</summary>
        public void Init(IUserAction userAction, CharacterModel clicked)
        {
            _action = userAction;
            _character = clicked;
        }

        private void OnMouseDown()
        {
            if (_action == null) return;
            if (_character != null) _action.ClickCharacter(_character);
            else _action.ClickBoat();
        }
    }
}
