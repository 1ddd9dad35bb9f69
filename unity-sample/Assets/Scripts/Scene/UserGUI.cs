using UnityEngine;

/// <summary>The IMGUI view: the status line, the hint, the buttons and the level picker.</summary>
public class UserGUI : MonoBehaviour
{
    private IUserAction _action;
    private GUIStyle _style;

    private void Start()
    {
        _action = SSDirector.GetInstance().CurrentSceneController as IUserAction;
        _style = new GUIStyle();
        _style.fontSize = 20;
        _style.wordWrap = true;
        _style.normal.textColor = Color.white;
    }

    private void OnGUI()
    {
        if (_action == null) return;
        GUI.Label(new Rect(20, 20, 1200, 60), _action.Status, _style);
        if (_action.HintText.Length > 0) GUI.Label(new Rect(20, 80, 1200, 30), _action.HintText, _style);
        if (GUI.Button(new Rect(20, 120, 110, 32), "Restart")) _action.Restart();
        if (GUI.Button(new Rect(140, 120, 110, 32), "Hint")) _action.Hint();
        if (GUI.Button(new Rect(260, 120, 110, 32), "AI next")) _action.AiNext();
        if (GUI.Button(new Rect(380, 120, 110, 32), "Auto-solve")) _action.AutoSolve();
        for (int i = 0; i < _action.Levels.Count; i++)
        {
            if (GUI.Button(new Rect(20 + 210 * (i % 5), 160 + 40 * (i / 5), 200, 32), _action.Levels[i].ToString())) _action.SelectLevel(i);
        }
        GUI.Label(new Rect(20, 250, 1200, 30), "Click a character to board or land it; click the boat to sail.", _style);
    }
}
