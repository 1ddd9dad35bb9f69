// The page: loads the library, offers the levels, and wires the buttons, keys and scene to a Session.
// Its words are the reader's language's (i18n.js); the language button switches them, changing nothing
// else.

import { load, NAMES, PdError, Side, StateKind } from './pd.js';
import { embeddedLibrary } from './library.js';
import { Kind, RiverGame } from './game.js';
import { PRESETS, Session, levelLabel } from './session.js';
import { Scene } from './scene.js';
import { StateMap } from './map.js';
import { PUZZLES, PuzzleSession } from './puzzle-session.js';
import { PuzzleView } from './puzzle-view.js';
import { initialLanguage, language, setLanguage, statusText, t, wordPage } from './i18n.js';

const $ = (id) => document.getElementById(id);
const ui = {
    level: $('level'), custom: $('custom'), info: $('level-info'), error: $('error'),
    status: $('status'), message: $('message'),
    hint: $('hint'), ai: $('ai'), auto: $('auto'), undo: $('undo'), restart: $('restart'),
    map: $('map'), mapButton: $('map-button'), rules: $('rules'), puzzle: $('puzzle'), puzzleFile: $('puzzle-file'),
};
/** Pause between Auto-solve's steps, long enough to watch each move (none when motion is reduced). */
const AUTO_STEP_MS = matchMedia('(prefers-reduced-motion: reduce)').matches ? 30 : 450;

let lib = null;
let session = null;
let scene = null;
let stateMap = null;
let puzzleView = null;
let autoTimer = null;

/** Shows why the game cannot run, instead of a blank page: a library status by its sentence in the
 * reader's language (the console keeps the library's English). */
function fail(error, loading = false) {
    console.error(error);
    ui.error.hidden = false;
    const why = (error instanceof PdError && statusText(error.status)) || (error?.message ?? error);
    ui.error.textContent = t(loading ? 'Fail.Load' : 'Fail.Other', why);
    ui.status.textContent = t('Fail.Status');
    ui.status.dataset.outcome = 'failed';
    if (!lib) {
        ui.level.replaceChildren(new Option(t('Fail.Levels')));
        $('scene').hidden = true;
    }
    for (const b of [ui.hint, ui.ai, ui.auto, ui.undo, ui.restart, ui.mapButton]) b.disabled = true;
    document.body.dataset.state = 'failed';
}

window.addEventListener('error', (e) => fail(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => fail(e.reason));

// The library the page carries starts compiling first; the board is drawn meanwhile, in the reader's
// language: the classic game's start, whose elements its first session keeps. The compile usually ends
// before the first frame, which then shows the game ready; until a session exists, activating a
// character or the boat does nothing.
const loading = load(embeddedLibrary());
setLanguage(initialLanguage());
offerVariants();
wordPage();
ui.status.textContent = t('Loading');
ui.level.options[0].textContent = t('Loading');
$('language').addEventListener('click', switchLanguage);
scene = new Scene($('scene'), {
    onCharacter: (id) => session && act(() => session.click(id)),
    onBoat: () => session && act(() => session.sail()),
});
stateMap = new StateMap($('map-body'), { onChoose: (state) => session && act(() => session.crossTo(state)) });
puzzleView = new PuzzleView(ui.puzzle, {
    onCharacter: (id) => session && act(() => session.click(id)),
    onBoat: () => session && act(() => session.sail()),
});
const preview = new RiverGame(PRESETS[0]);
scene.show(preview);
scene.update(preview);

try {
    lib = await loading;
} catch (e) {
    fail(e, true);
}
if (lib) start();

/** Shows the classic game first, then fills the level list: the page is playable one frame sooner (the
 * list builds a solver per level). Marks `pd:first-solve` and `pd:ready` (tests/web/bench.py). */
function start() {
    play(PRESETS[0]);
    performance.mark('pd:first-solve');
    ui.hint.addEventListener('click', () => { stopAuto(); session.nextHint(); render(); });
    ui.ai.addEventListener('click', () => act(() => session.aiNext()));
    ui.auto.addEventListener('click', () => (autoTimer ? act(() => {}) : autoSolve()));
    ui.undo.addEventListener('click', () => act(() => session.undo()));
    ui.restart.addEventListener('click', () => act(() => session.restart()));
    ui.mapButton.addEventListener('click', toggleMap);
    document.addEventListener('keydown', onKey);
    about();
    requestAnimationFrame(() => setTimeout(() => {
        offerLevels();
        document.body.dataset.state = 'ready';
        performance.mark('pd:ready');
        navigator.serviceWorker?.register('sw.js').catch((e) => console.warn('offline play unavailable:', e));
    }));
}

/** The footer: what the solver is, and the library's version. */
function about() {
    $('about').textContent = t('About') + t('About.Version', lib.version(), lib.abiVersion());
}

/** The other language, remembered: every text is worded again; the game, its hint, Auto-solve and the
 * level chosen stay as they are. */
function switchLanguage() {
    setLanguage(language() === 'en' ? 'zh-Hans' : 'en', true);
    const button = $('language');
    button.lang = language() === 'en' ? 'zh-Hans' : 'en';
    wordPage();
    if (!session) return;
    about();
    labelLevels();
    ui.info.textContent = session.describe();
    render();
}

/** The level list's labels, by the library's answers, in the active language (the list keeps its
 * selection). */
function labelLevels() {
    PRESETS.forEach((rules, i) => {
        const solver = lib.newSolver(rules);
        ui.level.options[i].textContent = levelLabel(solver.info());
        solver.free();
    });
    ui.level.options[PRESETS.length].textContent = t('Custom.Option');
    ui.level.querySelector('optgroup').label = t('Puzzles.Group');
}

/** The custom rules' choices: one option per value of each rule variant, classic first, its value the
 * library's and its words `<Enum>.<Name>.Option` (wordPage words them in each language). */
function offerVariants() {
    for (const [id, variant] of [['boat-safety', 'BoatSafety'], ['rowers', 'Rowers']]) {
        $(id).replaceChildren(...NAMES[variant].map((name, value) => {
            const option = document.createElement('option');
            option.value = String(value);
            option.dataset.t = `${variant}.${name}.Option`;
            return option;
        }));
    }
}

/** The level list, labelled by the library's answers, then the river-crossing puzzles by their files'
 * titles (`puzzle:<file name>`). */
function offerLevels() {
    const puzzles = document.createElement('optgroup');
    puzzles.append(...PUZZLES.map((p) => {
        const option = new Option(p.title, `puzzle:${p.id}`);
        option.lang = 'en'; // the file's words
        return option;
    }));
    ui.level.replaceChildren(...PRESETS.map((_, i) => new Option('', String(i))), new Option('', 'custom'), puzzles);
    labelLevels();
    ui.level.disabled = false;
    ui.level.addEventListener('change', () => {
        const value = ui.level.value;
        ui.custom.hidden = value !== 'custom';
        if (value === 'custom') $('priests').focus();
        else if (value.startsWith('puzzle:')) playPuzzle(PUZZLES.find((p) => `puzzle:${p.id}` === value));
        else play(PRESETS[Number(value)]);
    });
    ui.custom.addEventListener('submit', (e) => {
        e.preventDefault();
        play({
            priests: Number($('priests').value), devils: Number($('devils').value),
            boatCapacity: Number($('boat').value), boatSafety: Number($('boat-safety').value),
            rowers: Number($('rowers').value),
        });
    });
}

/** Starts a level; rules the library refuses leave the current game and say why. */
function play(rules) { begin(() => new Session(lib, rules)); }

/** Starts a river-crossing puzzle ({id, title, text}). */
function playPuzzle(file) { begin(() => new PuzzleSession(lib, file)); }

function isPuzzle() { return session instanceof PuzzleSession; }

function begin(make) {
    let next;
    try {
        next = make();
    } catch (e) {
        if (!(e instanceof PdError)) throw e;
        console.warn('rules refused:', e.message);
        ui.message.textContent = t('Refused.Rules', statusText(e.status) ?? e.message);
        return;
    }
    stopAuto();
    session?.free();
    session = next;
    const puzzle = isPuzzle();
    if (puzzle && !ui.map.hidden) toggleMap();
    ui.mapButton.disabled = puzzle;
    $('scene').hidden = puzzle;
    ui.puzzle.hidden = !puzzle;
    ui.puzzleFile.hidden = !puzzle;
    ui.rules.dataset.t = puzzle ? 'Puzzle.Rules' : 'Rules';
    ui.rules.textContent = t(ui.rules.dataset.t);
    if (puzzle) {
        puzzleView.show(session);
        $('puzzle-text').textContent = session.file.text;
    } else {
        scene.show(session.game);
    }
    ui.info.textContent = session.describe();
    render();
}

/** 'won', 'lost' or 'playing', by the library's verdict. */
function outcome() {
    if (isPuzzle()) return session.outcome();
    const kind = session.verdict().kind;
    return kind === StateKind.WON ? 'won' : kind === StateKind.SAFE ? 'playing' : 'lost';
}

/** A player's action: stops Auto-solve, then redraws. */
function act(step) {
    stopAuto();
    step();
    render();
}

function render() {
    const now = outcome();
    if (isPuzzle()) {
        puzzleView.update(session, { hint: session.hint, lost: session.lostBank() });
    } else {
        const kind = session.verdict().kind;
        const lost = kind === StateKind.LOST_START_BANK ? Side.START : kind === StateKind.LOST_FAR_BANK ? Side.FAR : null;
        scene.update(session.game, { hint: session.hint, lost });
    }
    ui.status.textContent = session.status();
    ui.status.dataset.outcome = now;
    ui.message.textContent = session.message?.() ?? '';
    ui.undo.disabled = session.history.length === 0;
    ui.restart.disabled = session.history.length === 0;
    const playing = now === 'playing';
    ui.hint.disabled = !playing;
    ui.ai.disabled = !playing;
    ui.auto.disabled = !playing && !autoTimer;
    ui.auto.textContent = t(autoTimer ? 'Button.Stop' : 'Button.Auto');
    ui.auto.setAttribute('aria-pressed', autoTimer ? 'true' : 'false');
    if (!isPuzzle()) stateMap.update(session);
}

/** Opens or closes the state map (its button says which, as aria-expanded). */
function toggleMap() {
    if (ui.map.hidden && isPuzzle()) return;
    const open = ui.map.hidden;
    ui.map.hidden = !open;
    ui.mapButton.setAttribute('aria-expanded', String(open));
    stateMap.setOpen(open);
    render();
}

/** Plays the library's steps one by one until the game is won (or no step is left). */
function autoSolve() {
    const step = () => {
        autoTimer = null;
        const played = session.aiNext();
        if (played && outcome() === 'playing') autoTimer = setTimeout(step, AUTO_STEP_MS);
        document.body.dataset.auto = autoTimer ? 'running' : 'idle';
        render();
    };
    autoTimer = setTimeout(step, 0);
    document.body.dataset.auto = 'running';
    render();
}

function stopAuto() {
    clearTimeout(autoTimer);
    autoTimer = null;
    document.body.dataset.auto = 'idle';
}

const KEYS = {
    p: () => session.board(Kind.PRIEST), d: () => session.board(Kind.DEVIL),
    P: () => session.land(Kind.PRIEST), D: () => session.land(Kind.DEVIL),
    s: () => session.sail(), n: () => session.aiNext(), u: () => session.undo(), r: () => session.restart(),
};

function onKey(e) {
    if (!session || e.target.closest('input, select, textarea, form') || e.altKey || e.metaKey) return;
    if (e.ctrlKey) {
        if (e.key === 'z') { e.preventDefault(); act(() => session.undo()); }
        return;
    }
    if (e.key === 'h' && !ui.hint.disabled) ui.hint.click();
    else if (e.key === 'a' && !ui.auto.disabled) ui.auto.click();
    else if (e.key === 'm') toggleMap();
    else if (KEYS[e.key] && !(isPuzzle() && 'pdPD'.includes(e.key))) act(KEYS[e.key]);
    else return;
    e.preventDefault();
}
