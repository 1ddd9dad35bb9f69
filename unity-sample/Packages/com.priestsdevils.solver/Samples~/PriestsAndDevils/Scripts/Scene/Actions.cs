using System.Collections.Generic;
using UnityEngine;

// Move actions, as in the course layout: actions run one frame at a time and report back when done; the
// action manager (SSActionManager, ActionManager) runs them and the controller waits for them before
// taking another step.
namespace PriestsDevils.Sample
{
    /// <summary>Told when an action finishes.</summary>
    public interface IActionCallback
    {
        /// <summary>Called once, the frame <paramref name="action"/> finishes.</summary>
        void ActionDone(SSAction action);
    }

    /// <summary>An action on one object, advanced every frame.</summary>
    public abstract class SSAction
    {
        /// <summary>Set when the action has finished: the manager drops it after the frame.</summary>
        public bool Destroy;
        /// <summary>The object moved.</summary>
        public GameObject Target;
        /// <summary>Told when the action finishes.</summary>
        public IActionCallback Callback;

        /// <summary>Advances the action by one frame of <paramref name="deltaTime"/> seconds.</summary>
        public abstract void Update(float deltaTime);
    }

    /// <summary>Moves an object towards a point at a constant speed.</summary>
    public class MoveToAction : SSAction
    {
        private readonly Vector3 _destination;
        private readonly float _speed;

        /// <summary>Moves <paramref name="target"/> to <paramref name="destination"/> at <paramref name="speed"/> units per second.</summary>
        public MoveToAction(GameObject target, Vector3 destination, float speed)
        {
            Target = target;
            _destination = destination;
            _speed = speed;
        }

        /// <inheritdoc/>
        public override void Update(float deltaTime)
        {
            Target.transform.position = Vector3.MoveTowards(Target.transform.position, _destination, _speed * deltaTime);
            if (Target.transform.position == _destination)
            {
                Destroy = true;
                if (Callback != null) Callback.ActionDone(this);
            }
        }
    }

    /// <summary>Runs actions one after another (a character hops up, then across).</summary>
    public class SequenceAction : SSAction, IActionCallback
    {
        private readonly List<SSAction> _steps;
        private int _current;

        /// <summary>Runs <paramref name="steps"/> in order on <paramref name="target"/>.</summary>
        public SequenceAction(GameObject target, List<SSAction> steps)
        {
            Target = target;
            _steps = steps;
            foreach (SSAction s in _steps) s.Callback = this;
        }

        /// <inheritdoc/>
        public override void Update(float deltaTime)
        {
            if (_current < _steps.Count) _steps[_current].Update(deltaTime);
        }

        /// <inheritdoc/>
        public void ActionDone(SSAction action)
        {
            _current++;
            if (_current >= _steps.Count)
            {
                Destroy = true;
                if (Callback != null) Callback.ActionDone(this);
            }
        }
    }
}
