using UnityEngine;

/// <summary>The IMGUI view: the judge's status line, the hint, and the buttons.</summary>
public class UserGUI : MonoBehaviour
{
    private IUserAction action;
    private GUIStyle style;

    private void Start()
    {
        action = SSDirector.GetInstance().CurrentSceneController as IUserAction;
        style = new GUIStyle();
        style.fontSize = 20;
        style.normal.textColor = Color.white;
    }

    private void OnGUI()
    {
        if (action == null) return;
        GUI.Label(new Rect(20, 20, 800, 30), action.Status, style);
        if (action.HintText.Length > 0) GUI.Label(new Rect(20, 50, 800, 30), action.HintText, style);
        if (GUI.Button(new Rect(20, 90, 110, 32), "Restart")) action.Restart();
        if (GUI.Button(new Rect(140, 90, 110, 32), "Hint")) action.Hint();
        if (GUI.Button(new Rect(260, 90, 110, 32), "AI next")) action.AiNext();
        if (GUI.Button(new Rect(380, 90, 110, 32), "Auto-solve")) action.AutoSolve();
        GUI.Label(new Rect(20, 130, 800, 30), "Click a character to board or land it; click the boat to sail.", style);
    }
}
