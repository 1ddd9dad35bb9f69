using UnityEngine;

/// <summary>The IMGUI view: the status line, the hint, the buttons and the level picker.</summary>
public class UserGUI : MonoBehaviour
{
    private IUserAction action;
    private GUIStyle style;

    private void Start()
    {
        action = SSDirector.GetInstance().CurrentSceneController as IUserAction;
        style = new GUIStyle();
        style.fontSize = 20;
        style.wordWrap = true;
        style.normal.textColor = Color.white;
    }

    private void OnGUI()
    {
        if (action == null) return;
        GUI.Label(new Rect(20, 20, 1200, 60), action.Status, style);
        if (action.HintText.Length > 0) GUI.Label(new Rect(20, 80, 1200, 30), action.HintText, style);
        if (GUI.Button(new Rect(20, 120, 110, 32), "Restart")) action.Restart();
        if (GUI.Button(new Rect(140, 120, 110, 32), "Hint")) action.Hint();
        if (GUI.Button(new Rect(260, 120, 110, 32), "AI next")) action.AiNext();
        if (GUI.Button(new Rect(380, 120, 110, 32), "Auto-solve")) action.AutoSolve();
        for (int i = 0; i < action.Levels.Count; i++)
        {
            if (GUI.Button(new Rect(20 + 210 * (i % 5), 160 + 40 * (i / 5), 200, 32), action.Levels[i].ToString())) action.SelectLevel(i);
        }
        GUI.Label(new Rect(20, 250, 1200, 30), "Click a character to board or land it; click the boat to sail.", style);
    }
}
