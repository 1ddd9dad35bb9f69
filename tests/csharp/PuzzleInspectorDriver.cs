// Runs the Inspector of a puzzle file (Editor/Levels/PuzzleImporter.cs, PuzzleImporterEditor.cs) on the
// UnityEditor stand-in as Unity runs it: the file imported as a TextAsset, the Inspector drawn ("computing"
// at first), the Editor's update loop run until the figures arrive from the thread pool and the
// Inspector is repainted, then drawn again; for a puzzle, a text that breaks the format and a file that
// cannot be read; then a domain reload. Prints, for tests/unity/level_tools/puzzles.rs, a block per file
// (`file\t<name>`, what each pass drew, `--`); the figures' expected values come from the Rust library.
// Usage: PuzzleInspectorDriver.exe <file.river>... Exits non-zero when the import or a repaint fails.
using System;
using System.IO;
using PriestsDevils.EditorTools.Levels;
using UnityEditor;
using UnityEditor.AssetImporters;
using UnityEngine;
using Drawing = UnityEditorStandIn.Drawing;

static class PuzzleInspectorDriver
{
    static int Main(string[] args)
    {
        int failed = 0;
        foreach (string path in args)
        {
            Console.WriteLine("file\t" + Path.GetFileName(path));
            var importer = new PuzzleImporter();
            importer.StandInImport(path);
            if (File.Exists(path))
            {
                var context = new AssetImportContext(path);
                importer.OnImportAsset(context);
                var text = context.MainObject as TextAsset;
                bool imported = text != null && text.text == File.ReadAllText(path) && context.Added.Count == 1
                    && ReferenceEquals(context.Added[0].Value, text);
                Console.WriteLine("imported\t" + (imported ? "TextAsset" : "wrong"));
                if (!imported) failed++;
            }
            var editor = ScriptableObject.CreateInstance<PuzzleImporterEditor>();
            editor.StandInInspect(importer);
            Drawing.Live.Clear();
            Drawing.Live.Add(editor);
            Drawing.RepaintedEditors.Clear();
            Draw(editor);
            // The update loop, as the Editor runs it, until the figures arrive (a file that cannot be read
            // asks for none).
            DateTime deadline = DateTime.UtcNow.AddSeconds(60);
            while (File.Exists(path) && !Drawing.RepaintedEditors.Contains(editor) && DateTime.UtcNow < deadline)
            {
                EditorApplication.update();
                System.Threading.Thread.Sleep(5);
            }
            Console.WriteLine("repainted\t" + Drawing.RepaintedEditors.Contains(editor));
            Draw(editor);
            Console.WriteLine("--");
        }
        AssemblyReloadEvents.RaiseBeforeAssemblyReload();
        Console.WriteLine("reloaded");
        return failed;
    }

    static void Draw(PuzzleImporterEditor editor)
    {
        Drawing.Clear();
        editor.OnInspectorGUI();
        foreach (string line in Drawing.Drawn) Console.WriteLine(line);
    }
}
