using System;
using System.Collections.Generic;

namespace PriestsDevils.Game
{
    /// <summary>
    /// One game of a puzzle of the river-crossing family (a file of <c>puzzles/</c>, see
    /// <see cref="PuzzleTexts"/>) with its judge: what the scene controller drives in puzzle mode. Every
    /// verdict, refusal, hint and figure comes from the library's <see cref="PriestsDevils.Puzzle"/>: this
    /// class knows no rule of any puzzle; its words name the characters as the file does.
    /// </summary>
    public sealed class PuzzleSession : IDisposable
    {
        /// <summary>The built puzzle.</summary>
        public readonly Puzzle Puzzle;
        /// <summary>The library's figures of the puzzle from its start.</summary>
        public readonly PuzzleReport Report;
        // The puzzle's text by line, to quote the rule a verdict or a refusal names by its line.
        private readonly string[] _lines;
        // The refused sail's rating and the game as it stood then: its explanation shows until anything moves.
        private Status? _refused;
        private PuzzleRating? _refusedRating;
        private PuzzleGame _refusedGame;
        private Crossing _refusedLoad;
        private PuzzleState _refusedAt;

        /// <summary>The game being played.</summary>
        public PuzzleGame Game { get; private set; }

        /// <summary>A session of the puzzle <paramref name="text"/> (a file's whole text), built once.</summary>
        /// <exception cref="PuzzleFormatException">The text breaks the format.</exception>
        /// <exception cref="SolverException">The library refused to build it (too large, out of memory).</exception>
        public PuzzleSession(string text)
        {
            Puzzle = Puzzle.Load(text);
            Report = Puzzle.Report();
            _lines = text.Replace("\r\n", "\n").Split('\n');
            Game = new PuzzleGame(Puzzle);
            Judge();
        }

        /// <summary>The library's language for a string table's.</summary>
        public static Language LanguageOf(StringTable words)
        {
            return words == StringTable.SimplifiedChinese ? Language.SimplifiedChinese : Language.English;
        }

        /// <summary>A puzzle button's label: the file's title and the fewest crossings (least time for a
        /// timed puzzle) from the library's report, or that it cannot be won.</summary>
        public static string Label(StringTable words, string title, bool timed, PuzzleReport report)
        {
            if (!report.IsSolvable) return title + words["Level.Unsolvable"];
            if (timed && report.MinTime.HasValue) return title + words.Count("Puzzle.Level.Minutes", report.MinTime.Value);
            return title + words.Count("Level.Crossings", report.MinCrossings ?? 0);
        }

        /// <summary>Starts over at the puzzle's start.</summary>
        public void Restart()
        {
            Game = new PuzzleGame(Puzzle);
            Judge();
        }

        /// <summary>A player's sail: the library makes the crossing with the load aboard
        /// (<see cref="Puzzle.TryAfter"/>) and the game is judged; a crossing its rules forbid (an empty
        /// boat, nobody who may row, a boat rule, the load) stays docked and the status line says why, in
        /// the library's reason (<see cref="Puzzle.Rate"/>). Returns whether the boat sailed.</summary>
        public bool Sail()
        {
            if (Game.IsOver) return false;
            Crossing load = Game.Load();
            PuzzleState next;
            Status status;
            if (Puzzle.TryAfter(Game.State, load, out next, out status))
            {
                Game.Crossed(next);
                Judge();
                return true;
            }
            _refusedGame = Game;
            _refusedLoad = load;
            _refusedAt = Game.State;
            _refused = status;
            _refusedRating = null;
            // Rate words the reason, but answers only where a plan exists: from a state with no path (or,
            // timed, none within the limit) the status's own sentence says it.
            PuzzleVerdict v = Puzzle.Check(Game.State);
            if (v.Crossings.HasValue && v.WithinLimit) _refusedRating = Puzzle.Rate(Game.State, load);
            return false;
        }

        /// <summary>Decides whether the game is over: won (within the time limit, for a timed puzzle) or
        /// lost, from the library's verdict.</summary>
        public Outcome Judge()
        {
            PuzzleVerdict v = Puzzle.Check(Game.State);
            Outcome outcome = v.Kind == PuzzleStateKind.Won ? (v.WithinLimit ? Outcome.Won : Outcome.Lost)
                : v.Kind == PuzzleStateKind.Lost ? Outcome.Lost : Outcome.Playing;
            if (outcome != Outcome.Playing) Game.IsOver = true;
            return outcome;
        }

        /// <summary>The line <paramref name="line"/> of the puzzle's text (1 for the first), trimmed.</summary>
        public string Rule(int line)
        {
            return line >= 1 && line <= _lines.Length ? _lines[line - 1].Trim() : "";
        }

        /// <summary>The status line in the words of <paramref name="words"/>: why the last sail was refused
        /// while nothing has moved since, else the verdict on the game as it stands.</summary>
        public string Message(StringTable words)
        {
            if (_refused.HasValue && ReferenceEquals(_refusedGame, Game) && Game.State.Equals(_refusedAt) && Game.Load().Equals(_refusedLoad))
            {
                if (!_refusedRating.HasValue || _refusedRating.Value.Illegal == IllegalCrossing.None) return words.StatusText(_refused.Value);
                PuzzleRating r = _refusedRating.Value;
                return words.Format("Puzzle.Illegal." + r.Illegal, r.Line, Rule(r.Line));
            }
            PuzzleState s = Game.State;
            PuzzleVerdict v = Puzzle.Check(s);
            switch (v.Kind)
            {
                case PuzzleStateKind.Won:
                    if (Puzzle.Timed)
                        return v.WithinLimit
                            ? words.Format("Puzzle.Won.Timed", s.Crossings, s.Elapsed, Report.MinTime ?? s.Elapsed)
                            : words.Format("Puzzle.Won.Late", s.Crossings, s.Elapsed, Puzzle.TimeLimit ?? s.Elapsed);
                    return Report.MinCrossings == s.Crossings
                        ? words.Count("Won.Best", s.Crossings)
                        : words.Count("Won.Other", s.Crossings, Report.MinCrossings ?? s.Crossings);
                case PuzzleStateKind.Lost:
                    return words.Format(v.LostBank == Bank.Left ? "Puzzle.Lost.Left" : "Puzzle.Lost.Right", v.LostLine, Rule(v.LostLine));
                default:
                    if (!v.Crossings.HasValue)
                        return words.Count(Report.IsSolvable ? "Playing.NoPath" : "Playing.Unsolvable", s.Crossings);
                    if (!v.WithinLimit)
                        return words.Format("Puzzle.Playing.OutOfTime", s.Crossings, s.Elapsed, Puzzle.TimeLimit ?? s.Elapsed);
                    if (Puzzle.Timed)
                        return words.Format("Puzzle.Playing.Timed", s.Crossings, s.Elapsed, v.Time ?? 0);
                    return words.Count("Playing", s.Crossings, v.Crossings.Value);
            }
        }

        /// <summary>What Hint shows: the library's next atomic step in its own words with the file's names
        /// ("Hint: Board Goat (this crossing carries Farmer, Goat; 7 crossings to go)."), with what to move
        /// next in <paramref name="targets"/> (the character to board or land) or the boat
        /// (<paramref name="sail"/>); or why there is none, and nothing to point at.</summary>
        public string Hint(StringTable words, out List<PuzzleCharacter> targets, out bool sail)
        {
            targets = new List<PuzzleCharacter>();
            sail = false;
            PuzzleStep step;
            Status status;
            if (!Puzzle.TryGetNextAction(Game.State, Game.Load(), out step, out status)) return Unavailable(status, words);
            if (step.Action == PuzzleActionKind.None) return words["Hint.Won"];
            PuzzleCharacter target = Target(step);
            if (target != null) targets.Add(target);
            sail = step.Action == PuzzleActionKind.Sail;
            return words.Format("Puzzle.Hint", Puzzle.Describe(step, LanguageOf(words)));
        }

        private static string Unavailable(Status status, StringTable words)
        {
            switch (status)
            {
                case Status.LostState: return words["Hint.Lost"];
                case Status.NoPath: return words["Hint.NoPath"];
                case Status.OutOfTime: return words["Puzzle.Hint.OutOfTime"];
                case Status.AlreadyWon: return words["Hint.Won"];
                default: return words.Format("Hint.Unavailable", words.StatusText(status));
            }
        }

        private PuzzleCharacter Target(PuzzleStep step)
        {
            switch (step.Action)
            {
                case PuzzleActionKind.Board: return Game.FirstOnBank(step.CharacterKind);
                case PuzzleActionKind.Unboard: return Game.FirstAboard(step.CharacterKind);
                default: return null;
            }
        }

        /// <summary>Performs exactly one atomic action the library chooses (<see cref="Puzzle.NextAction"/>
        /// with the load aboard): a character boards or lands, or the boat sails and is judged. Returns the
        /// action, or None when the game is over or cannot be won.</summary>
        public PuzzleActionKind AiNext()
        {
            PuzzleStep step;
            Status status;
            if (Game.IsOver || !Puzzle.TryGetNextAction(Game.State, Game.Load(), out step, out status)) return PuzzleActionKind.None;
            switch (step.Action)
            {
                case PuzzleActionKind.Board:
                    return Game.Board(step.CharacterKind) == Refusal.None ? step.Action : PuzzleActionKind.None;
                case PuzzleActionKind.Unboard:
                    return Game.Unboard(step.CharacterKind) == Refusal.None ? step.Action : PuzzleActionKind.None;
                case PuzzleActionKind.Sail:
                    return Sail() ? step.Action : PuzzleActionKind.None;
                default:
                    return PuzzleActionKind.None;
            }
        }

        /// <summary>Plays with <see cref="AiNext"/> until the game is over; returns the actions taken.</summary>
        public int AutoSolve()
        {
            int actions = 0;
            int limit = 4 * (Report.SafeStates + 1) * (Puzzle.Capacity + 1);
            while (actions < limit && AiNext() != PuzzleActionKind.None) actions++;
            return actions;
        }

        /// <summary>Releases the puzzle.</summary>
        public void Dispose() { Puzzle.Dispose(); }
    }
}
