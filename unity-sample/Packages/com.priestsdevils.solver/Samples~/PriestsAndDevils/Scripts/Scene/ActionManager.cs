using System.Collections.Generic;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>The scene's moves: the boat with its passengers, and a character to a slot or seat.</summary>
    public class ActionManager : SSActionManager
    {
        /// <summary>Units per second of every move.</summary>
        public float Speed = 12f;

        /// <summary>Sails <paramref name="boat"/> (or a passenger) straight to <paramref name="destination"/>.</summary>
        public void MoveBoat(GameObject boat, Vector3 destination)
        {
            Run(new MoveToAction(boat, destination, Speed));
        }

        /// <summary>Moves a character up, across and down to <paramref name="destination"/>.</summary>
        public void MoveCharacter(GameObject character, Vector3 destination)
        {
            Vector3 from = character.transform.position;
            Vector3 over = new Vector3(from.x, Mathf.Max(from.y, destination.y) + 1f, from.z);
            Vector3 above = new Vector3(destination.x, over.y, destination.z);
            Run(new SequenceAction(character, new List<SSAction>
            {
                new MoveToAction(character, over, Speed),
                new MoveToAction(character, above, Speed),
                new MoveToAction(character, destination, Speed),
            }));
        }
    }
}
