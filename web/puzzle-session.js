// One game of a river-crossing puzzle (puzzles/*.river, shipped in the generated puzzles.g.js), as
// session.js is one of Priests and Devils: the characters by kind with the file's names, boarding and
// landing one at a time, the boat sailing with whoever is aboard, Hint, AI next, Undo, Restart, and the
// words the page shows. Where everyone stands is all it keeps; every judgement is the library's:
// pd_puzzle_rate whether a load may sail and what the crossing does, pd_puzzle_after the state it
// leads to, pd_puzzle_check_state whether the game is won or lost, pd_puzzle_next_action and
// pd_puzzle_describe_step what to do next, in the page's language.

import {
    Bank, IllegalCrossing, Language, NAMES, NO_PATH, NONE, PdError, PuzzleActionKind, PuzzleRatingKind,
    PuzzleStateKind, Status,
} from './pd.js';
import { count, language, t } from './i18n.js';
import { PUZZLES } from './puzzles.g.js';

/** The puzzles the page offers, by file name: `{id, title, text}`. */
export { PUZZLES };

/** Where a character is: a bank (a `Bank` value) or the boat. */
export const BOAT = 'boat';

/** The library's language for the page's. */
const libraryLanguage = () => (language() === 'en' ? Language.ENGLISH : Language.SIMPLIFIED_CHINESE);
const bankWords = (bank) => t(bank === Bank.LEFT ? 'Puzzle.Bank.Left' : 'Puzzle.Bank.Right');

/** A game of the puzzle `file` ({id, title, text}). Throws the library's PdError when it refuses the text. */
export class PuzzleSession {
    constructor(lib, file) {
        this.file = file;
        this.lines = file.text.split('\n');
        this.puzzle = lib.newPuzzle(file.text);
        this.info = this.puzzle.info();
        this.title = this.puzzle.title();
        this.report = this.puzzle.report();
        this.kinds = Array.from({ length: this.info.kinds }, (_, k) => this.puzzle.kind(k));
        // Each kind's members in the file's order; `restart` puts them where the start says.
        this.characters = [];
        this.kinds.forEach((kind, k) => {
            for (let j = 0; j < kind.count; j++) {
                this.characters.push({ id: this.characters.length, kind: k, name: this.puzzle.memberName(k, j), place: Bank.LEFT });
            }
        });
        this.restart();
    }

    /** Starts over from the puzzle's start: of each kind, as many as it has on the left bank stand there
     * (the first of the kind's members), the others on the right. */
    restart() {
        this.state = this.puzzle.start();
        const left = [...this.state.left];
        for (const c of this.characters) {
            c.place = left[c.kind]-- > 0 ? Bank.LEFT : Bank.RIGHT;
        }
        this.history = [];
        this.#changed(null);
    }

    /** Releases the puzzle. */
    free() { this.puzzle.free(); }

    /** The bank the boat is docked at: even crossings, the left. */
    get dock() { return this.state.crossings % 2 === 0 ? Bank.LEFT : Bank.RIGHT; }
    /** The crossings made. */
    get crossings() { return this.state.crossings; }
    /** The passengers. */
    passengers() { return this.characters.filter((c) => c.place === BOAT); }
    /** The boat's load: how many of each kind are aboard. */
    load() {
        const load = this.kinds.map(() => 0);
        for (const c of this.passengers()) load[c.kind]++;
        return load;
    }

    /** The library's verdict on the game as it stands. */
    verdict() { return this.puzzle.checkState(this.state); }
    /** 'won', 'lost' or 'playing'. */
    outcome() {
        const kind = this.verdict().kind;
        return kind === PuzzleStateKind.WON ? 'won' : kind === PuzzleStateKind.LOST ? 'lost' : 'playing';
    }
    /** The bank that is lost, or null. */
    lostBank() {
        const v = this.verdict();
        return v.kind === PuzzleStateKind.LOST ? v.lostBank : null;
    }

    /** A click on a character: aboard, it lands on the boat's bank; on the boat's bank, it boards. */
    click(id) {
        const c = this.characters[id];
        if (c.place === BOAT) return this.#move(() => { c.place = this.dock; });
        if (c.place !== this.dock) return this.#refuse('Refused.BoatAway');
        if (this.passengers().length >= this.info.capacity) return this.#refuse('Refused.BoatFull');
        return this.#move(() => { c.place = BOAT; });
    }

    /** Boards the first character of kind `k` from the boat's bank. */
    board(k) {
        const c = this.characters.find((x) => x.place === this.dock && x.kind === k);
        return c ? this.click(c.id) : this.#refuse('Refused.Nobody');
    }

    /** Lands the first passenger of kind `k`. */
    land(k) {
        const c = this.characters.find((x) => x.place === BOAT && x.kind === k);
        return c ? this.click(c.id) : this.#refuse('Refused.Nobody');
    }

    /** Sails the boat, unless the library rates its load illegal; says what the crossing did. */
    sail() {
        if (this.outcome() !== 'playing') return this.#refuse('Refused.Over');
        const load = this.load();
        let rating = null;
        try {
            rating = this.puzzle.rate(this.state, load);
        } catch (e) {
            // From a state without a way across the library rates nothing; pd_puzzle_after still judges
            // whether the load may sail.
            if (!(e instanceof PdError) || (e.status !== Status.NO_PATH && e.status !== Status.OUT_OF_TIME)) throw e;
        }
        if (rating?.kind === PuzzleRatingKind.ILLEGAL) return this.#refuse(...this.#illegal(rating));
        let next;
        try {
            next = this.puzzle.after(this.state, load);
        } catch (e) {
            if (!(e instanceof PdError) || e.status !== Status.ILLEGAL_CROSSING) throw e;
            return this.#refuse('Hint.None');
        }
        this.history.push(this.#save());
        this.state = next;
        const to = this.dock;
        this.#changed(() => t('Puzzle.Crossed', this.puzzle.describeCrossing(libraryLanguage(), load), bankWords(to),
            this.#outcome(rating)));
        return true;
    }

    /** Takes back the last board, landing or crossing. */
    undo() {
        const saved = this.history.pop();
        if (!saved) return this.#refuse('Refused.Undo');
        this.#restore(saved);
        this.#changed(() => t('Undone'));
        return true;
    }

    /** The library's next step from here, with the boat's passengers (throws its PdError when none). */
    #step() { return this.puzzle.nextAction(this.state, this.load()); }

    /** Plays the library's next atomic step; returns whether it played one. */
    aiNext() {
        let action;
        try {
            action = this.#step();
        } catch (e) {
            return this.#refuse(noHint(e));
        }
        const words = () => t('Puzzle.Ai', this.puzzle.describeStep(libraryLanguage(), action));
        switch (action.kind) {
            case PuzzleActionKind.BOARD:
            case PuzzleActionKind.UNBOARD: {
                const moved = action.kind === PuzzleActionKind.BOARD ? this.board(action.characterKind) : this.land(action.characterKind);
                if (moved) this.message = words;
                return moved;
            }
            case PuzzleActionKind.SAIL: return this.sail();
            case PuzzleActionKind.NONE: return this.#refuse('Hint.Won');
            default: return this.#refuse('Hint.None');
        }
    }

    /** The hint: the library's next step in words, its character or the boat highlighted. */
    nextHint() {
        try {
            const action = this.#step();
            const dock = this.dock;
            const who = action.kind === PuzzleActionKind.BOARD
                ? this.characters.find((c) => c.place === dock && c.kind === action.characterKind)
                : action.kind === PuzzleActionKind.UNBOARD
                    ? this.characters.find((c) => c.place === BOAT && c.kind === action.characterKind) : null;
            this.hint = {
                text: () => t('Puzzle.Hint', this.puzzle.describeStep(libraryLanguage(), action)),
                targets: who ? [who.id] : [], boat: action.kind === PuzzleActionKind.SAIL,
            };
        } catch (e) {
            const key = noHint(e);
            this.hint = { text: () => t(key), targets: [], boat: false };
        }
        this.message = this.hint.text;
        return this.hint;
    }

    /** The status line: won, lost and which rule, or the crossings so far and the fewest left. */
    status() {
        const v = this.verdict();
        const done = this.state.crossings;
        switch (v.kind) {
            case PuzzleStateKind.WON: {
                const best = this.report.minCrossings;
                return done === best ? count('Won.Best', done) : count('Won.Other', done, best);
            }
            case PuzzleStateKind.LOST:
                return t('Puzzle.Lost', bankWords(v.lostBank), this.#rule(v.lostLine), v.lostLine);
            default: {
                if (v.crossings === NO_PATH) return t('Playing.NoPath', done);
                if (!v.withinLimit) return t('Puzzle.OutOfTime', done);
                const limit = this.info.timeLimit === NONE ? '' : t('Puzzle.Limit', this.info.timeLimit);
                return (this.info.timed
                    ? t('Puzzle.Playing.Timed', done, this.state.elapsed, v.time, v.crossings)
                    : t('Puzzle.Playing', done, v.crossings)) + limit;
            }
        }
    }

    /** The puzzle in a sentence, from the library's report. */
    describe() {
        const r = this.report;
        const states = [r.reachableStates, r.safeStates];
        if (r.solvable !== Status.OK) return t('Puzzle.Unsolvable', this.title, ...states);
        const plans = count('Plans', r.plans.byKind);
        const best = this.info.timed ? t('Puzzle.Best.Timed', r.minTime, r.minCrossings, plans) : t('Puzzle.Best', r.minCrossings, plans);
        return t('Puzzle.Describe', this.title, this.info.characters, this.info.capacity, best, ...states);
    }

    // The file's line `n`, as written (a rule's words are the designer's).
    #rule(n) { return (this.lines[n - 1] ?? '').trim(); }

    #illegal(rating) {
        switch (rating.illegal) {
            case IllegalCrossing.EMPTY_BOAT: return ['Refused.Empty'];
            case IllegalCrossing.NOT_ON_BANK: return ['Refused.NotThere'];
            case IllegalCrossing.OVER_CAPACITY: return ['Refused.OverCapacity'];
            case IllegalCrossing.BOAT_RULE: return ['Puzzle.Illegal.BoatRule', this.#rule(rating.line), rating.line];
            case IllegalCrossing.OVER_LOAD:
            case IllegalCrossing.NO_ROWER:
            case IllegalCrossing.LOAD_CHANGE:
                return [`Puzzle.Illegal.${NAMES.IllegalCrossing[rating.illegal]}`];
            default: return ['Hint.None'];
        }
    }

    #outcome(rating) {
        switch (rating?.kind) {
            case PuzzleRatingKind.OPTIMAL: return t('Outcome.Optimal');
            case PuzzleRatingKind.DETOUR:
                return this.info.timed && rating.extraTime ? t('Puzzle.Outcome.Slower', rating.extraTime)
                    : count('Outcome.Detour', rating.extraCrossings);
            case PuzzleRatingKind.LOSES: return t('Puzzle.Outcome.Loses', bankWords(rating.bank), rating.line);
            case PuzzleRatingKind.NO_PATH: return t('Outcome.NoPath');
            case PuzzleRatingKind.OUT_OF_TIME: return t('Puzzle.Outcome.OutOfTime');
            default: return '';
        }
    }

    #save() { return { places: this.characters.map((c) => c.place), state: this.state }; }
    #restore(saved) {
        saved.places.forEach((place, id) => { this.characters[id].place = place; });
        this.state = saved.state;
    }

    #move(step) {
        if (this.outcome() !== 'playing') return this.#refuse('Refused.Over');
        this.history.push(this.#save());
        step();
        this.#changed(null);
        return true;
    }

    #refuse(key, ...args) {
        this.message = () => t(key, ...args);
        return false;
    }

    // Anything that moved: the hint is gone. `message` words what to say (null: nothing).
    #changed(message) {
        this.message = message;
        this.hint = null;
    }
}

/** The key of why the library gave no hint or step (its own English message goes to the console). */
function noHint(error) {
    if (!(error instanceof PdError)) throw error;
    switch (error.status) {
        case Status.ALREADY_WON: return 'Hint.Won';
        case Status.LOST_STATE: return 'Hint.Lost';
        case Status.NO_PATH: return 'Hint.NoPath';
        case Status.OUT_OF_TIME: return 'Puzzle.Hint.OutOfTime';
        default:
            console.warn('no hint:', error.message);
            return 'Hint.None';
    }
}
