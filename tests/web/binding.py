"""The JavaScript binding (web/pd.js) called directly on its example page, as a page of one's own would:
every call's answers and refusals, against facts known without the library. A scenario of drive.py."""

import math
import re
from pathlib import Path

# The C ABI version the committed header declares: the library the page carries must implement it.
HEADER_ABI = int(re.search(r"^#define PD_ABI_VERSION (\d+)$",
                           (Path(__file__).resolve().parents[2] / "include/priests_devils.h").read_text(),
                           re.M).group(1))

BINDING_JS = """
const done = arguments[arguments.length - 1];
(async () => {
    const pd = await import('./pd.js');
    const lib = await pd.load();
    const status = (f) => { try { f(); return 'OK'; } catch (e) { return e instanceof pd.PdError ? [e.code, e.message] : String(e); } };
    const rules = { priests: 3, devils: 3, boatCapacity: 2 };
    const solver = lib.newSolver(rules);
    const start = { priests: 3, devils: 3, boat: pd.Side.START };
    const out = {
        version: lib.version(), abi: lib.abiVersion(), safe: String(lib.rulesCheck(rules)),
        info: solver.info(), plan: solver.solution(start), optimal: solver.optimalMoves(start),
        plans: String(solver.countOptimalPlans(start)), hint: solver.nextMove(start),
        goalPlan: status(() => solver.solution({ priests: 0, devils: 0, boat: pd.Side.FAR })),
        lostVerdict: solver.checkState({ priests: 1, devils: 2, boat: pd.Side.FAR }),
        rating: solver.rateMove(start, { priests: 2, devils: 0 }),
        step: solver.nextAction({ startPriests: 2, startDevils: 3, farPriests: 0, farDevils: 0, boatPriests: 1,
                                  boatDevils: 0, boat: pd.Side.START }),
        lost: status(() => solver.nextMove({ priests: 1, devils: 2, boat: pd.Side.FAR })),
        won: status(() => solver.nextMove({ priests: 0, devils: 0, boat: pd.Side.FAR })),
        range: status(() => solver.nextMove({ priests: 4, devils: 0, boat: pd.Side.START })),
        side: status(() => solver.nextMove({ priests: 3, devils: 3, boat: 2 })),
        game: status(() => solver.nextAction({ startPriests: 3, startDevils: 3, farPriests: 0, farDevils: 0,
                                               boatPriests: 1, boatDevils: 0, boat: 0 })),
        rules: status(() => lib.newSolver({ priests: 3, devils: 3, boatCapacity: 0 })),
        // One value past the library's rowers (NAMES.Rowers lists each of Rowers::ALL).
        variant: status(() => lib.newSolver({ ...rules, rowers: pd.NAMES.Rowers.length })),
        noPath: status(() => lib.newSolver({ priests: 4, devils: 4, boatCapacity: 2 }).solution(
            { priests: 4, devils: 4, boat: pd.Side.START })),
        message: lib.statusMessage(999),
    };
    solver.free();
    solver.free();
    out.freed = status(() => solver.nextMove(start));
    return out;
})().then(done, (e) => done({ error: String(e) }));
"""


def binding(page):
    """The JavaScript binding called directly, as a page of one's own would: its example page's answer,
    then every call's answers and refusals."""
    page.open_binding()
    assert page.text("out").splitlines()[1:3] == ["3 priests, 3 devils, a boat for 2: 11 crossings.",
                                                  "1. 1 priest(s) and 1 devil(s) cross."], page.text("out")
    b = page.d.execute_async_script(BINDING_JS)
    assert "error" not in b, b
    assert b["abi"] == HEADER_ABI and b["version"].count(".") == 2, b
    assert b["safe"] == "20" and b["plans"] == "4", b
    assert b["info"] == {"rules": {"priests": 3, "devils": 3, "boatCapacity": 2, "boatSafety": 0, "rowers": 0},
                         "solvable": 1, "minCrossings": 11, "safeStates": 20, "reachableStates": 16}, b["info"]
    plan = b["plan"]
    assert len(plan) == 11 and plan[0] == b["hint"] == {"priests": 1, "devils": 1}, plan
    assert b["optimal"] == [{"priests": 1, "devils": 1}, {"priests": 0, "devils": 2}], b["optimal"]
    assert b["goalPlan"][0] == "ALREADY_WON", b["goalPlan"]
    assert b["lostVerdict"] == {"kind": 2, "reachable": 0, "distance": 0xFFFFFFFF}, b["lostVerdict"]
    assert b["rating"] == {"kind": 2, "extraCrossings": 0}, b["rating"]  # two priests leave: start bank lost
    assert b["step"] == {"kind": 2, "crossing": {"priests": 1, "devils": 1}, "crossingsLeft": 11}, b["step"]
    assert b["lost"] == ["LOST_STATE", "the state is lost: devils outnumber priests on a bank"], b["lost"]
    assert b["won"] == ["ALREADY_WON", "the game is already won"], b["won"]
    assert b["range"][0] == "STATE_OUT_OF_RANGE" and b["side"][0] == "INVALID_SIDE", b
    assert b["game"][0] == "INVALID_GAME_STATE" and b["rules"][0] == "INVALID_RULES", b
    assert b["variant"][0] == "INVALID_RULES" and b["noPath"][0] == "NO_PATH", b
    assert b["message"] == "unknown status code", b["message"]
    assert b["freed"] == "Error: this solver was freed", b["freed"]
    binding_levels(page)
    binding_puzzle(page)
    page.open()  # back to the game, which the next scenarios play


LEVELS_JS = """
const done = arguments[arguments.length - 1];
(async () => {
    const pd = await import('./pd.js');
    const lib = await pd.load();
    const status = (f) => {
        try { f(); return 'OK'; } catch (e) { return e instanceof pd.PdError ? e.code : String(e); }
    };
    const json = (r) => ({ ...r, optimalPlans: String(r.optimalPlans) }); // a BigInt has no JSON
    const { START, FAR } = pd.Side;
    const classic = lib.newSolver({ priests: 3, devils: 3, boatCapacity: 2 });
    const blocked = lib.newSolver({ priests: 4, devils: 4, boatCapacity: 2 });
    const classicRange = { priestsMin: 3, priestsMax: 3, devilsMin: 3, devilsMax: 3, boatMin: 2, boatMax: 2 };
    const range = { priestsMin: 1, priestsMax: 4, devilsMin: 1, devilsMax: 4, boatMin: 2, boatMax: 3 };
    const out = {
        report: json(classic.levelReport({ priests: 3, devils: 3, boat: START })),
        lostReport: json(classic.levelReport({ priests: 1, devils: 2, boat: FAR })),
        wonReport: json(classic.levelReport({ priests: 0, devils: 0, boat: FAR })),
        blockedReport: json(blocked.levelReport({ priests: 4, devils: 4, boat: START })),
        badStart: status(() => classic.levelReport({ priests: 3, devils: 3, boat: 2 })),
        loads: classic.legalLoads({ priests: 3, devils: 3, boat: START }),
        blockedLoads: blocked.legalLoads({ priests: 4, devils: 4, boat: START }),
        lostLoads: status(() => classic.legalLoads({ priests: 1, devils: 2, boat: FAR })),
        wonLoads: status(() => classic.legalLoads({ priests: 0, devils: 0, boat: FAR })),
        proposedClassic: lib.proposeLevels(classicRange, 1).map(json),
        proposed: lib.proposeLevels(range, 4).map(json),
        again: lib.proposeLevels(range, 4).map(json),
        tooMany: status(() => lib.proposeLevels(classicRange, 2)),
        inverted: status(() => lib.proposeLevels({ ...range, priestsMin: 5 }, 1)),
        variant: status(() => lib.proposeLevels({ ...range, rowers: pd.NAMES.Rowers.length }, 1)),
    };
    out.reproposed = out.proposed.map((p) => {
        const solver = lib.newSolver(p.rules);
        const r = json(solver.levelReport(p.start));
        solver.free();
        return r;
    });
    classic.free();
    blocked.free();
    return out;
})().then(done, (e) => done({ error: String(e) }));
"""
NO_PATH = 0xFFFFFFFF


def binding_levels(page):
    """The level designer's calls against facts known without the library: the classic start's five legal
    loads and their outcomes, its report (log2(288000) bits: a player choosing uniformly among the legal
    loads plays one of the 4 optimal plans with chance 1/288000), and proposals of rising difficulty."""
    b = page.d.execute_async_script(LEVELS_JS)
    assert "error" not in b, b
    classic_rules = {"priests": 3, "devils": 3, "boatCapacity": 2, "boatSafety": 0, "rowers": 0}
    # Rating kinds: OPTIMAL 0, DETOUR 1, LOSES_START_BANK 2, NO_PATH 4. One devil across must come back
    # (its only crossing), two crossings more than the 11; one or two priests leave the start bank lost.
    def outcome(priests, devils, kind, extra=0):  # a load from the start, to the far bank
        return {"load": {"priests": priests, "devils": devils},
                "to": {"priests": 3 - priests, "devils": 3 - devils, "boat": 1},
                "rating": {"kind": kind, "extraCrossings": extra}}
    expected = [outcome(0, 1, 1, 2), outcome(0, 2, 0), outcome(1, 0, 2), outcome(1, 1, 0), outcome(2, 0, 2)]
    assert b["loads"] == expected, b["loads"]
    # 4 priests, 4 devils, a boat for 2 cannot be won: the safe loads have no path, the others lose.
    assert [o["rating"]["kind"] for o in b["blockedLoads"]] == [4, 4, 2, 4, 2], b["blockedLoads"]
    assert b["lostLoads"] == "LOST_STATE" and b["wonLoads"] == "ALREADY_WON", b
    report = b["report"]
    assert abs(report.pop("difficultyBits") - math.log2(288000)) < 1e-9, report
    # The farthest reachable state: one devil across, whose only crossing is back (11 + 1).
    assert report == {"rules": classic_rules, "start": {"priests": 3, "devils": 3, "boat": 0}, "solvable": 1,
                      "reason": 0, "minCrossings": 11, "milestones": 9, "optimalPlans": "4", "safeStates": 20,
                      "reachableStates": 16, "farthest": {"priests": 3, "devils": 2, "boat": 1},
                      "farthestCrossings": 12}, report
    unwinnable = {"solvable": 0, "minCrossings": NO_PATH, "milestones": 0, "optimalPlans": "0",
                  "difficultyBits": None}
    # Status values: LOST_STATE 7, ALREADY_WON 8, NO_PATH 9.
    for name, reason in [("lostReport", 7), ("wonReport", 8), ("blockedReport", 9)]:
        r = b[name]
        assert r["reason"] == reason and {k: r[k] for k in unwinnable} == unwinnable, (name, r)
    # The configuration's own start still reaches its farthest state in a lost or won level; not when it
    # cannot win.
    assert b["lostReport"]["farthest"] == report["farthest"] and b["wonReport"]["farthestCrossings"] == 12, b
    assert b["blockedReport"]["farthest"] is None and b["blockedReport"]["farthestCrossings"] == NO_PATH, b
    # 13 safe splits (all 4 priests on one bank, any devils: 10; or as many devils as priests: 3), both sides.
    assert b["blockedReport"]["safeStates"] == 26, b["blockedReport"]
    assert b["badStart"] == "INVALID_SIDE", b["badStart"]
    # The classic game is the only level of its own range; a proposal is reproducible, of strictly rising
    # difficulty, in its range, solvable from everyone on the start bank, and what levelReport says of it.
    (only,) = b["proposedClassic"]
    assert abs(only["difficultyBits"] - math.log2(288000)) < 1e-9 and only["rules"] == classic_rules, only
    proposed = b["proposed"]
    assert len(proposed) == 4 and proposed == b["again"] == b["reproposed"], b
    bits = [p["difficultyBits"] for p in proposed]
    assert all(a < z for a, z in zip(bits, bits[1:])), bits
    for p in proposed:
        r = p["rules"]
        assert 1 <= r["priests"] <= 4 and 1 <= r["devils"] <= 4 and 2 <= r["boatCapacity"] <= 3, p
        assert (r["boatSafety"], r["rowers"], p["solvable"], p["reason"]) == (0, 0, 1, 0), p
        assert p["start"] == {"priests": r["priests"], "devils": r["devils"], "boat": 0}, p
    assert b["tooMany"] == "NOT_ENOUGH_LEVELS", b["tooMany"]
    assert b["inverted"] == "INVALID_RANGE" and b["variant"] == "INVALID_RANGE", b


PUZZLE_JS = """
const [text, done] = [arguments[0], arguments[arguments.length - 1]];
(async () => {
    const pd = await import('./pd.js');
    const lib = await pd.load();
    const status = (f) => { try { f(); return 'OK'; } catch (e) { return e instanceof pd.PdError ? e.code : String(e); } };
    const wide = (o) => JSON.parse(JSON.stringify(o, (_, v) => (typeof v === 'bigint' ? String(v) : v)));
    const broken = text.replace('boat capacity 2', 'boat capacity two');
    const puzzle = lib.newPuzzle(text);
    const start = puzzle.start();
    const plan = puzzle.plan(start);
    let state = start;
    for (const crossing of plan) state = puzzle.after(state, crossing);
    const alone = [1, 0, 0, 0];
    const action = puzzle.nextAction(start, [0, 0, 0, 0]);
    const out = wide({
        check: lib.puzzleCheck(text), brokenCheck: lib.puzzleCheck(broken), brokenWords: lib.puzzleErrorMessage(broken),
        goodWords: lib.puzzleErrorMessage(text), refused: status(() => lib.newPuzzle(broken)),
        title: puzzle.title(), info: puzzle.info(), kinds: [0, 1, 2, 3].map((k) => [puzzle.kindName(k), puzzle.memberName(k, 0)]),
        kind: puzzle.kind(0), badKind: status(() => puzzle.kind(4)), start, startVerdict: puzzle.checkState(start),
        hint: puzzle.nextCrossing(start), optimal: puzzle.optimalCrossings(start), plan, end: puzzle.checkState(state),
        wonHint: status(() => puzzle.nextCrossing(state)), alone: puzzle.rate(start, alone),
        lost: puzzle.checkState(puzzle.after(start, alone)), empty: puzzle.rate(start, [0, 0, 0, 0]),
        emptyAfter: status(() => puzzle.after(start, [0, 0, 0, 0])), plans: puzzle.countPlans(start),
        milestones: puzzle.milestones(start).map((m) => m.crossings), action,
        report: puzzle.report(), words: puzzle.describeCrossing(pd.Language.ENGLISH, plan[0]),
        step: puzzle.describeStep(pd.Language.ENGLISH, action), zhStep: puzzle.describeStep(pd.Language.SIMPLIFIED_CHINESE, action),
    });
    puzzle.free();
    out.freed = status(() => puzzle.info());
    return out;
})().then(done, (e) => done({ error: String(e) }));
"""


def binding_puzzle(page):
    """The puzzle calls on wolf, goat and cabbage (puzzles/wolf-goat-cabbage.river): its names and
    figures as the file states them, the published 7 crossings, a plan replayed to the goal, the farmer
    rowing alone losing on the line of the file's bank rule, and a broken text refused at its line."""
    path = Path(__file__).resolve().parents[2] / "puzzles/wolf-goat-cabbage.river"
    text = path.read_text(encoding="utf-8")
    rule = 1 + text.splitlines().index("bank never Goat and any(Wolf, Cabbage) and not Farmer")
    capacity = 1 + text.splitlines().index("boat capacity 2")
    p = page.d.execute_async_script(PUZZLE_JS, text)
    assert "error" not in p, p
    assert p["check"]["line"] == 0 and p["brokenCheck"]["line"] == capacity, p
    assert p["brokenWords"].startswith(f"line {capacity}, column ") and p["goodWords"] == "", p
    assert p["refused"] == "PUZZLE_FORMAT", p["refused"]
    assert p["title"] == "Wolf, goat and cabbage", p["title"]
    assert p["kinds"] == [["Farmer", "Farmer"], ["Wolf", "Wolf"], ["Goat", "Goat"], ["Cabbage", "Cabbage"]], p["kinds"]
    info = p["info"]
    assert (info["kinds"], info["characters"], info["capacity"], info["timed"]) == (4, 4, 2, 0), info
    assert p["kind"]["count"] == 1 and p["badKind"] == "INVALID_KIND", p
    assert p["start"]["left"][:5] == [1, 1, 1, 1, 0] and p["start"]["kinds"] == 4 and p["start"]["crossings"] == 0, p
    assert p["startVerdict"]["kind"] == 0 and p["startVerdict"]["crossings"] == 7, p["startVerdict"]
    assert p["hint"] == [1, 0, 1, 0] and p["plan"][0] == p["hint"] and len(p["plan"]) == 7, p["plan"]
    assert p["optimal"] == [[1, 0, 1, 0]], p["optimal"]
    assert p["end"]["kind"] == 1 and p["wonHint"] == "ALREADY_WON", p
    assert p["alone"]["kind"] == 2 and p["alone"]["line"] == rule and p["alone"]["bank"] == 0, p["alone"]
    assert p["lost"]["kind"] == 2 and p["lost"]["lostLine"] == rule, p["lost"]
    assert p["empty"]["kind"] == 5 and p["empty"]["illegal"] == 1 and p["emptyAfter"] == "ILLEGAL_CROSSING", p
    assert p["plans"]["byKind"] == p["plans"]["distinct"] == "2", p["plans"]
    assert p["milestones"][-1] == 7, p["milestones"]
    assert p["action"]["kind"] == 1 and p["action"]["crossing"] == [1, 0, 1, 0], p["action"]
    assert p["action"]["crossingsLeft"] == 7, p["action"]
    assert p["report"]["minCrossings"] == 7 and p["report"]["solvable"] == 0, p["report"]
    assert "Farmer" in p["words"] and "Goat" in p["words"], p["words"]
    assert p["step"].startswith("Board ") and "7" in p["step"], p["step"]
    assert re.search(r"[\u4e00-\u9fff]", p["zhStep"]), p["zhStep"]
    assert p["freed"] == "Error: this puzzle was freed", p["freed"]
