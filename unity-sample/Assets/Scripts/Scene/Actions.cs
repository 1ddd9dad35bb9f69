using System.Collections.Generic;
using UnityEngine;

// Move actions with an action manager, as in the course layout: actions run one frame at a time and
// report back when done; the controller waits for them before taking another step.

/// <summary>Told when an action finishes.</summary>
public interface IActionCallback
{
    void ActionDone(SSAction action);
}

/// <summary>An action on one object, advanced every frame.</summary>
public abstract class SSAction
{
    public bool Destroy;
    public GameObject Target;
    public IActionCallback Callback;

    public abstract void Update(float deltaTime);
}

/// <summary>Moves an object towards a point at a constant speed.</summary>
public class MoveToAction : SSAction
{
    private readonly Vector3 _destination;
    private readonly float _speed;

    public MoveToAction(GameObject target, Vector3 destination, float speed)
    {
        Target = target;
        _destination = destination;
        _speed = speed;
    }

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

    public SequenceAction(GameObject target, List<SSAction> steps)
    {
        Target = target;
        _steps = steps;
        foreach (SSAction s in _steps) s.Callback = this;
    }

    public override void Update(float deltaTime)
    {
        if (_current < _steps.Count) _steps[_current].Update(deltaTime);
    }

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

/// <summary>Runs every pending action each frame.</summary>
public class SSActionManager : MonoBehaviour, IActionCallback
{
    private readonly List<SSAction> _running = new List<SSAction>();

    /// <summary>Whether any action is still moving something.</summary>
    public bool Busy { get { return _running.Count > 0; } }

    public void Run(SSAction action)
    {
        action.Callback = this;
        _running.Add(action);
    }

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
        _running.RemoveAll(a => a.Target == null);
        foreach (SSAction action in _running.ToArray()) action.Update(dt);
        _running.RemoveAll(a => a.Destroy);
    }
}

/// <summary>The scene's moves: the boat with its passengers, and a character to a slot or seat.</summary>
public class ActionManager : SSActionManager
{
    public float Speed = 12f;

    public void MoveBoat(GameObject boat, Vector3 destination)
    {
        Run(new MoveToAction(boat, destination, Speed));
    }

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
