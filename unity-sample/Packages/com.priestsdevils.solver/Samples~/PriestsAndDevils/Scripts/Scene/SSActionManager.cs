using System;
using System.Collections.Generic;
using UnityEngine;

namespace PriestsDevils.Sample
{
    /// <summary>Runs every pending action each frame, allocating nothing per frame.</summary>
    public class SSActionManager : MonoBehaviour, IActionCallback
    {
        // Cached once: a lambda written inside Update may allocate a delegate every frame.
        private static readonly Predicate<SSAction> Orphaned = a => a.Target == null;
        private static readonly Predicate<SSAction> Finished = a => a.Destroy;

        private readonly List<SSAction> _running = new List<SSAction>();

        /// <summary>Whether any action is still moving something.</summary>
        public bool Busy { get { return _running.Count > 0; } }

        /// <summary>Starts <paramref name="action"/>; it runs from the next Update on.</summary>
        public void Run(SSAction action)
        {
            action.Callback = this;
            _running.Add(action);
        }

        /// <inheritdoc/>
        public void ActionDone(SSAction action) { }

        /// <summary>Stops every action where it is (Restart and level changes call it before they destroy
        /// what the actions move).</summary>
        public void CancelAll()
        {
            _running.Clear();
        }

        protected void Update()
        {
            float dt = Time.deltaTime;
            // An action whose object was destroyed (Unity's fake null) is dropped, never updated.
            _running.RemoveAll(Orphaned);
            // Actions started by a callback during this loop are appended and wait for the next frame.
            int count = _running.Count;
            for (int i = 0; i < count && i < _running.Count; i++) _running[i].Update(dt);
            _running.RemoveAll(Finished);
        }
    }
}
