using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>Marks a character or the boat as clickable: the view (<see cref="UserGUI"/>) finds it on the
    /// collider under the pointer and calls <see cref="Click"/>. It has no <c>OnMouseDown</c>: Unity sends that
    /// message only through some input backends, and a second path would act twice where both run.</summary>
    public class ClickHandler : MonoBehaviour
    {
        private IUserAction _action;
        private CharacterModel _character;
        private PuzzleCharacterModel _member;

        /// <summary>Wires the handler; <paramref name="clicked"/> is null for the boat.</summary>
        public void Init(IUserAction userAction, CharacterModel clicked)
        {
            _action = userAction;
            _character = clicked;
        }

        /// <summary>Wires the handler of a puzzle's character.</summary>
        public void InitPuzzle(IUserAction userAction, PuzzleCharacterModel clicked)
        {
            _action = userAction;
            _member = clicked;
        }

        /// <summary>Forwards a click: the character (of a level or a puzzle) boards or lands, the boat sails.</summary>
        public void Click()
        {
            if (_action == null) return;
            if (_character != null) _action.ClickCharacter(_character);
            else if (_member != null) _action.ClickPuzzleCharacter(_member);
            else _action.ClickBoat();
        }
    }
}
