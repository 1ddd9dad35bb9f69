// One game on its solver, as the Unity sample's GameSession (the package's
// Samples~/PriestsAndDevils/Scripts/Model/GameSession.cs): the player's clicks, Hint, AI next, Undo, Restart, and the words the page shows.
// Every judgement is the library's: pd_rate_move says whether a load may sail and what the crossing
// does, pd_check_state whether the game is won or lost, pd_next_move and pd_next_action what to do.

import { ActionKind, BoatSafety, NO_PATH, PdError, RatingKind, Rowers, Side, StateKind, Status } from './pd.js';
import { Kind, Place, Refusal, RiverGame } from './game.js';

/** The levels the page offers: the Unity sample's list (its LevelSet asset, Levels.asset), the classic game first. */
export const PRESETS = Object.freeze([
    { priests: 3, devils: 3, boatCapacity: 2 },
    { priests: 2, devils: 2, boatCapacity: 2 },
    { priests: 4, devils: 4, boatCapacity: 3 },
    { priests: 5, devils: 5, boatCapacity: 3 },
    { priests: 5, devils: 3, boatCapacity: 2 },
    { priests: 4, devils: 4, boatCapacity: 2 },
    // A rule variant: a boat for three that only priests row, never with devils outnumbering them aboard.
    { priests: 3, devils: 3, boatCapacity: 3, boatSafety: BoatSafety.ABOARD, rowers: Rowers.PRIESTS },
].map((r) => Object.freeze({ boatSafety: BoatSafety.BANKS, rowers: Rowers.ANYONE, ...r })));

/** A level's label, as the Unity sample's: "3P 3D boat 2: 11 crossings", "4P 4D boat 2: unsolvable",
 * "3P 3D boat 3, safe boat, priests row: 7 crossings". `info` is the solver's `info()`. */
export function levelLabel(info) {
    const r = info.rules;
    return `${r.priests}P ${r.devils}D boat ${r.boatCapacity}${variantWords(r)}: `
        + (info.solvable ? `${info.minCrossings} crossings` : 'unsolvable');
}

function variantWords(rules) {
    let words = rules.boatSafety === BoatSafety.ABOARD ? ', safe boat' : '';
    if (rules.rowers === Rowers.PRIESTS) words += ', priests row';
    if (rules.rowers === Rowers.DEVILS) words += ', devils row';
    return words;
}

// `n` a number or a BigInt (plan counts).
const plural = (n, one, many = `${one}s`) => `${n} ${String(n) === '1' ? one : many}`;

/** A load in words: "1 priest and 1 devil", "2 devils". */
export function loadWords(move) {
    const parts = [];
    if (move.priests) parts.push(plural(move.priests, 'priest'));
    if (move.devils) parts.push(plural(move.devils, 'devil'));
    return parts.join(' and ') || 'nobody';
}

const towards = (side) => (side === Side.START ? 'to the far bank' : 'back to the start bank');

/** The hint tiers, in the order successive presses of Hint reveal them; any player action goes back to
 * the first, and presses past the last repeat it. A tier takes the session and returns what to show:
 * `{text, targets, boat}` (ids of the characters to highlight, and whether to highlight the boat). */
export const HINT_TIERS = [milestoneHint, nextCrossingHint, whatToMoveHint];

/** Tier: the next milestone at least two crossings ahead (a state every optimal plan passes through),
 * as a goal to aim for; when the goal is one crossing away, the next crossing instead. */
function milestoneHint(session) {
    const next = session.solver.milestones(session.game.state()).find((m) => m.crossings >= 2);
    if (!next) return nextCrossingHint(session);
    const { priests, devils, boat } = next.state;
    const away = plural(next.crossings, 'crossing');
    if (priests === 0 && devils === 0 && boat === Side.FAR) {
        return { text: `Aim for: everyone on the far bank, ${away} from here.` };
    }
    const where = boat === Side.START ? 'the start bank' : 'the far bank';
    return { text: `Aim for: ${loadWords({ priests, devils })} on the start bank, the boat on ${where}, ${away} from here.` };
}

/** Tier: the next crossing in words. */
function nextCrossingHint(session) {
    const move = session.solver.nextMove(session.game.state());
    return { text: `Hint: take ${loadWords(move)} ${towards(session.game.boatSide)}.` };
}

/** Tier: what to move for the next crossing, highlighted: passengers beyond its load land, then bank
 * characters board; once the boat holds the load, the boat (as GameSession.HintTargets). */
function whatToMoveHint(session) {
    const game = session.game;
    const load = session.solver.nextAction(game.gameState()).crossing;
    const aboard = game.load();
    if (aboard.priests === load.priests && aboard.devils === load.devils) {
        return { text: `Hint: sail the highlighted boat ${towards(game.boatSide)}.`, boat: true };
    }
    const pick = (place, kind, n) => game.characters.filter((c) => c.place === place && c.kind === kind).slice(0, Math.max(n, 0));
    const targets = [
        ...pick(Place.BOAT, Kind.PRIEST, aboard.priests - load.priests),
        ...pick(Place.BOAT, Kind.DEVIL, aboard.devils - load.devils),
        ...pick(game.dockBank, Kind.PRIEST, load.priests - aboard.priests),
        ...pick(game.dockBank, Kind.DEVIL, load.devils - aboard.devils),
    ].map((c) => c.id);
    return { text: `Hint: move the highlighted characters so that ${loadWords(load)} sail ${towards(game.boatSide)}.`, targets };
}

/** Why the library gave no hint or step, in words. */
function noHint(error) {
    if (!(error instanceof PdError)) throw error;
    switch (error.status) {
        case Status.ALREADY_WON: return 'You have already won.';
        case Status.LOST_STATE: return 'The game is lost: undo or restart.';
        case Status.NO_PATH: return 'No sequence of crossings wins from here.';
        default: return `No hint: ${error.message}`;
    }
}

const REFUSALS = {
    [Refusal.BOAT_AWAY]: 'The boat is at the other bank.',
    [Refusal.BOAT_FULL]: 'The boat is full.',
    [Refusal.NOBODY]: 'Nobody of that kind is there.',
};

/** A game on a solver built for `rules`. Throws the library's PdError when the rules are refused. */
export class Session {
    constructor(lib, rules) {
        this.solver = lib.newSolver(rules);
        this.info = this.solver.info();
        this.rules = this.info.rules;
        this.restart();
    }

    /** Starts over with everyone on the start bank. */
    restart() {
        this.game = new RiverGame(this.rules);
        this.history = [];
        this.#changed('');
    }

    /** Releases the solver. */
    free() { this.solver.free(); }

    /** The library's verdict on the game as it stands. */
    verdict() { return this.solver.checkState(this.game.state()); }

    /** Whether play has ended, won or lost. */
    get over() { return this.verdict().kind !== StateKind.SAFE; }

    /** A click on a character (board or land). */
    click(id) { return this.#move(() => this.game.click(id)); }
    /** Boards a priest or a devil from the boat's bank (keyboard). */
    board(kind) { return this.#move(() => this.game.board(kind)); }
    /** Lands a passenger of `kind` (keyboard). */
    land(kind) { return this.#move(() => this.game.land(kind)); }

    /** Sails the boat, unless the library rates its load illegal (empty, no allowed rower, devils
     * outnumbering priests aboard); says what the crossing did. Returns whether it sailed. */
    sail() {
        if (this.over) return this.#refuse('The game is over: undo or restart.');
        const load = this.game.load();
        const rating = this.solver.rateMove(this.game.state(), load);
        const illegal = this.#illegal(rating.kind);
        if (illegal) return this.#refuse(illegal);
        this.history.push(this.game.save());
        const from = this.game.boatSide;
        this.game.sail();
        this.#changed(`${loadWords(load)} crossed ${towards(from)}${this.#outcome(rating)}.`);
        return true;
    }

    /** Takes back the last board, landing or crossing. */
    undo() {
        const saved = this.history.pop();
        if (!saved) return this.#refuse('Nothing to undo.');
        this.game.restore(saved);
        this.#changed('Undone.');
        return true;
    }

    /** Plays the library's next atomic step (`pd_next_action`); returns whether it played one. */
    aiNext() {
        let action;
        try {
            action = this.solver.nextAction(this.game.gameState());
        } catch (e) {
            return this.#refuse(noHint(e));
        }
        switch (action.kind) {
            case ActionKind.BOARD_PRIEST: return this.#ai(() => this.game.board(Kind.PRIEST), 'a priest boards');
            case ActionKind.BOARD_DEVIL: return this.#ai(() => this.game.board(Kind.DEVIL), 'a devil boards');
            case ActionKind.UNBOARD_PRIEST: return this.#ai(() => this.game.land(Kind.PRIEST), 'a priest lands');
            case ActionKind.UNBOARD_DEVIL: return this.#ai(() => this.game.land(Kind.DEVIL), 'a devil lands');
            case ActionKind.SAIL: return this.sail();
            default: return this.#refuse('You have already won.');
        }
    }

    /** Reveals the next hint tier; returns `{text, targets, boat}`. */
    nextHint() {
        const tier = HINT_TIERS[Math.min(this.hintTier, HINT_TIERS.length - 1)];
        this.hintTier++;
        try {
            this.hint = { targets: [], boat: false, ...tier(this) };
        } catch (e) {
            this.hint = { text: noHint(e), targets: [], boat: false };
        }
        this.message = this.hint.text;
        return this.hint;
    }

    /** The status line: won, lost and why, or crossings so far, fewest left and how many optimal plans. */
    status() {
        const v = this.verdict();
        const done = this.game.crossings;
        const best = this.info.minCrossings;
        switch (v.kind) {
            case StateKind.WON:
                return `You win! Everyone crossed in ${plural(done, 'crossing')}`
                    + (done === best ? ' (the best possible).' : ` (best: ${best}).`);
            case StateKind.LOST_START_BANK:
                return done === 0
                    ? 'This level is lost from the start: the devils outnumber the priests on the start bank.'
                    : 'Game over: the devils outnumber the priests on the start bank. Undo or restart.';
            case StateKind.LOST_FAR_BANK:
                return 'Game over: the devils outnumber the priests on the far bank. Undo or restart.';
            default:
                if (v.distance === NO_PATH) {
                    return this.info.solvable
                        ? `Crossings so far: ${done}. The far bank can no longer be reached: undo or restart.`
                        : 'This level cannot be won: no sequence of crossings takes everyone across.';
                }
                return `Crossings so far: ${done}. Fewest left: ${v.distance}, by `
                    + `${plural(this.solver.countOptimalPlans(this.game.state()), 'optimal plan')}.`;
        }
    }

    /** The level in a sentence, from the solver's report. */
    describe() {
        const r = this.rules;
        const head = `${plural(r.priests, 'priest')}, ${plural(r.devils, 'devil')}, a boat for ${r.boatCapacity}`
            + `${variantWords(r).replace(/safe boat/, 'devils never outnumber priests aboard')}`;
        const states = `${this.info.reachableStates} of ${this.info.safeStates} safe states reachable`;
        if (!this.info.solvable) return `${head}: unsolvable (${states}).`;
        const start = { priests: r.priests, devils: r.devils, boat: Side.START };
        return `${head}: ${this.info.minCrossings} crossings at best, `
            + `${plural(this.solver.countOptimalPlans(start), 'optimal plan')}; ${states}.`;
    }

    #move(step) {
        if (this.over) return this.#refuse('The game is over: undo or restart.');
        const saved = this.game.save();
        const refused = step();
        if (refused) return this.#refuse(REFUSALS[refused]);
        this.history.push(saved);
        this.#changed('');
        return true;
    }

    #ai(step, words) {
        if (!this.#move(step)) return false;
        this.message = `AI: ${words}.`;
        return true;
    }

    #illegal(kind) {
        switch (kind) {
            case RatingKind.ILLEGAL_EMPTY_BOAT: return 'Nobody is aboard to row.';
            case RatingKind.ILLEGAL_OVER_CAPACITY: return 'Too many aboard.';
            case RatingKind.ILLEGAL_NOT_ENOUGH_CHARACTERS: return 'Those characters are not at the boat.';
            case RatingKind.ILLEGAL_OUTNUMBERED_ABOARD: return 'Devils may not outnumber priests aboard.';
            case RatingKind.ILLEGAL_NO_ROWER:
                return this.rules.rowers === Rowers.PRIESTS ? 'Only priests row: put a priest aboard.' : 'Only devils row: put a devil aboard.';
            default: return null;
        }
    }

    #outcome(rating) {
        switch (rating.kind) {
            case RatingKind.OPTIMAL: return ', on a shortest plan';
            case RatingKind.DETOUR: return `: a detour of ${plural(rating.extraCrossings, 'crossing')}`;
            case RatingKind.LOSES_START_BANK: return ': the devils now outnumber the priests on the start bank';
            case RatingKind.LOSES_FAR_BANK: return ': the devils now outnumber the priests on the far bank';
            case RatingKind.NO_PATH: return ': safe, but the far bank can no longer be reached';
            default: return '';
        }
    }

    #refuse(text) {
        this.message = text;
        return false;
    }

    // Anything that moved: the hints start over from the first tier.
    #changed(message) {
        this.message = message;
        this.hintTier = 0;
        this.hint = null;
    }
}
