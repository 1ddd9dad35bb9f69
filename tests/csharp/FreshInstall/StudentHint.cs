// A student's game script as the course's Unity 2018-2019 projects have them (seed 004's shape: the
// game keeps each bank's counts, everyone starts on the right bank, an AI class made with new answers
// the next state), with its search swapped for the package the way the package README's "Replace your
// AI's search" shows. The fresh-install test (tests/unity/fresh_installs.rs) puts it in Assets/Scripts/
// of a Unity 2018.4 project that imported the runtime tier's .unitypackage: it compiles there into
// Assembly-CSharp, against that version's API, and plays on the UnityEngine stand-in, asking for a hint
// with the GUI's button.
using PriestsDevils;
using PdState = PriestsDevils.State; // the game has its own State: the package's is PdState here
using UnityEngine;

// The game's own state: each bank's counts and the boat.
public class State
{
    public int leftPriests, leftDevils, rightPriests, rightDevils;
    public bool boatOnLeft;

    public override string ToString()
    {
        return leftPriests + " " + leftDevils + " " + rightPriests + " " + rightDevils + " " + (boatOnLeft ? "left" : "right");
    }
}

// The game's AI, made with new; only the inside of Hint is the package's.
public class AI
{
    public Status NoHintReason { get; private set; }

    // The right bank is where the game starts: Side.Start. The left bank is Side.Far.
    private static PdState ToPackage(State s)
    {
        return new PdState(s.rightPriests, s.rightDevils, s.boatOnLeft ? Side.Far : Side.Start);
    }

    public static void CheckBanks(State opening)
    {
        Debug.Assert(ToPackage(opening).Equals(Rules.Classic.Start), "ToPackage: the game's first bank must be Side.Start");
    }

    public State Hint(State now)
    {
        Solver solver;
        string problem;
        if (!SharedSolver.TryGet(Rules.Classic, out solver, out problem))
        {
            Debug.LogError(problem);
            return now;
        }
        PdState next;
        Status status;
        if (!solver.TryGetNextState(ToPackage(now), out next, out status))
        {
            NoHintReason = status;
            return now;
        }
        Rules rules = solver.Rules;
        return new State
        {
            leftPriests = rules.PriestsOn(Side.Far, next),
            leftDevils = rules.DevilsOn(Side.Far, next),
            rightPriests = rules.PriestsOn(Side.Start, next),
            rightDevils = rules.DevilsOn(Side.Start, next),
            boatOnLeft = next.Boat == Side.Far,
        };
    }
}

// The game's GUI: a Hint button and the hint under it.
public class UserGUI : MonoBehaviour
{
    public State now = new State { rightPriests = 3, rightDevils = 3 };
    public State hinted;
    private readonly AI ai = new AI();
    private string hint = "";

    void Start()
    {
        AI.CheckBanks(now);
    }

    void OnGUI()
    {
        if (GUI.Button(new Rect(10, 10, 100, 40), "Hint"))
        {
            hinted = ai.Hint(now);
            hint = hinted == now ? "no hint: " + ai.NoHintReason : "go to " + hinted;
            Debug.Log(hint);
        }
        GUI.Label(new Rect(10, 60, 400, 40), hint);
    }
}
