// One game on its solver, as the Unity sample's GameSession (the package's
// Samples~/PriestsAndDevils/Scripts/Model/GameSession.cs): the player's clicks, Hint, AI next, Undo, Restart, and the words the page shows.
// Every word comes from the active language's table (i18n.js); a message or hint is kept as a function
// that words it, so that a change of language words again what is on screen.
// Every judgement is the library's: pd_rate_move says whether a load may sail and what the crossing
// does, pd_check_state whether the game is won or lost, pd_next_move and pd_next_action what to do.

import { ActionKind, NAMES, NO_PATH, PdError, RatingKind, Side, StateKind, Status } from './pd.js';
import { Kind, Place, Refusal, RiverGame } from './game.js';
import { count, people, t } from './i18n.js';
import { LEVELS } from './levels.g.js';

/** The levels the page offers: the Unity sample's list (its LevelSet asset, Levels.asset), the classic game first,
 * generated from levels.toml. */
export const PRESETS = LEVELS;

/** A level's label, as the Unity sample's: "3P 3D boat 2: 11 crossings", "4P 4D boat 2: unsolvable",
 * "3P 3D boat 3, safe boat, priests row: 7 crossings". `info` is the solver's `info()`. */
export function levelLabel(info) {
    const r = info.rules;
    return t('Level.Counts', r.priests, r.devils, r.boatCapacity) + variantWords(r, 'Level')
        + (info.solvable ? count('Level.Crossings', info.minCrossings) : t('Level.Unsolvable'));
}

/** The rule variant in words: the boat safety's `safetyWords` (`Level`, `Describe`) and the rowers' level
 * words, each looked up by the value's name (`Rowers.Priests.Level`; empty for the classic rules). */
function variantWords(rules, safetyWords) {
    return t(`BoatSafety.${NAMES.BoatSafety[rules.boatSafety]}.${safetyWords}`)
        + t(`Rowers.${NAMES.Rowers[rules.rowers]}.Level`);
}

/** A load in words: "1 priest and 1 devil", "2 devils". */
export const loadWords = (move) => people(move.priests, move.devils);

/** The key for a sentence going towards the far bank from `side`, or back to the start bank. */
const towards = (side, toFar, toStart) => (side === Side.START ? toFar : toStart);

/** The hint tiers, in the order successive presses of Hint reveal them; any player action goes back to
 * the first, and presses past the last repeat it. A tier takes the session and returns what to show:
 * `{text, targets, boat}` (ids of the characters to highlight, and whether to highlight the boat). */
export const HINT_TIERS = [milestoneHint, nextCrossingHint, whatToMoveHint];

/** Tier: the next milestone at least two crossings ahead (a state every optimal plan passes through),
 * as a goal to aim for; when the goal is one crossing away, the next crossing instead. */
function milestoneHint(session) {
    const next = session.solver.milestones(session.game.state()).find((m) => m.crossings >= 2);
    if (!next) return nextCrossingHint(session);
    if (session.solver.checkState(next.state).kind === StateKind.WON) {
        return { text: () => count('Aim.Goal', next.crossings) };
    }
    const { priests, devils, boat } = next.state;
    return { text: () => count(boat === Side.START ? 'Aim.Start' : 'Aim.Far', next.crossings, people(priests, devils)) };
}

/** Tier: the next crossing in words. */
function nextCrossingHint(session) {
    const move = session.solver.nextMove(session.game.state());
    const key = towards(session.game.boatSide, 'Hint.ToFar', 'Hint.ToStart');
    return { text: () => t(key, loadWords(move)) };
}

/** Tier: what to move for the next crossing, highlighted: passengers beyond its load land, then bank
 * characters board; once the boat holds the load, the boat (as GameSession.HintTargets). */
function whatToMoveHint(session) {
    const game = session.game;
    const load = session.solver.nextAction(game.gameState()).crossing;
    const aboard = game.load();
    if (aboard.priests === load.priests && aboard.devils === load.devils) {
        const key = towards(game.boatSide, 'Hint.SailToFar', 'Hint.SailToStart');
        return { text: () => t(key), boat: true };
    }
    const pick = (place, kind, n) => game.characters.filter((c) => c.place === place && c.kind === kind).slice(0, Math.max(n, 0));
    const targets = [
        ...pick(Place.BOAT, Kind.PRIEST, aboard.priests - load.priests),
        ...pick(Place.BOAT, Kind.DEVIL, aboard.devils - load.devils),
        ...pick(game.dockBank, Kind.PRIEST, load.priests - aboard.priests),
        ...pick(game.dockBank, Kind.DEVIL, load.devils - aboard.devils),
    ].map((c) => c.id);
    const key = towards(game.boatSide, 'Hint.MoveToFar', 'Hint.MoveToStart');
    return { text: () => t(key, loadWords(load)), targets };
}

/** The key of why the library gave no hint or step (its own English message goes to the console). */
function noHint(error) {
    if (!(error instanceof PdError)) throw error;
    switch (error.status) {
        case Status.ALREADY_WON: return 'Hint.Won';
        case Status.LOST_STATE: return 'Hint.Lost';
        case Status.NO_PATH: return 'Hint.NoPath';
        default:
            console.warn('no hint:', error.message);
            return 'Hint.None';
    }
}

const REFUSALS = {
    [Refusal.BOAT_AWAY]: 'Refused.BoatAway',
    [Refusal.BOAT_FULL]: 'Refused.BoatFull',
    [Refusal.NOBODY]: 'Refused.Nobody',
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
        this.#changed(null);
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
     * outnumbering the priests aboard); says what the crossing did. Returns whether it sailed. */
    sail() {
        if (this.over) return this.#refuse('Refused.Over');
        const load = this.game.load();
        const rating = this.solver.rateMove(this.game.state(), load);
        const illegal = this.#illegal(rating.kind);
        if (illegal) return this.#refuse(illegal);
        this.history.push(this.game.save());
        const from = this.game.boatSide;
        this.game.sail();
        const key = towards(from, 'Crossed.ToFar', 'Crossed.ToStart');
        this.#changed(() => t(key, loadWords(load), this.#outcome(rating)));
        return true;
    }

    /** Makes the crossing that leads to `to` (the state map's choice): the library's legal loads from
     * here say which load that is; the passengers land, that load boards and the boat sails as `sail()`
     * sails it, judged and worded as any crossing. One undo takes the whole crossing back. Returns
     * whether it sailed. */
    crossTo(to) {
        if (this.over) return this.#refuse('Refused.Over');
        const same = (s) => s.priests === to.priests && s.devils === to.devils && s.boat === to.boat;
        const move = this.solver.legalLoads(this.game.state()).find((o) => same(o.to, to));
        if (!move) return this.#refuse('Map.NotNext');
        const saved = this.game.save();
        while (this.game.passengers().length) this.game.land(this.game.passengers()[0].kind);
        const board = (kind, n) => Array.from({ length: n }, () => this.game.board(kind)).find(Boolean);
        const refused = board(Kind.PRIEST, move.load.priests) ?? board(Kind.DEVIL, move.load.devils);
        const depth = this.history.length;
        if (refused || !this.sail()) {
            this.game.restore(saved);
            return refused ? this.#refuse(REFUSALS[refused]) : false;
        }
        this.history[depth] = saved;
        return true;
    }

    /** The states this game has been in, from its start to the current one: the state after each crossing
     * still on the undo history (boarding and landing change no state). */
    trail() {
        const states = this.history.map((saved) => {
            const game = new RiverGame(this.rules);
            game.restore(saved);
            return game.state();
        });
        states.push(this.game.state());
        return states.filter((s, i) => i === 0 || s.priests !== states[i - 1].priests || s.devils !== states[i - 1].devils
            || s.boat !== states[i - 1].boat);
    }

    /** Takes back the last board, landing or crossing. */
    undo() {
        const saved = this.history.pop();
        if (!saved) return this.#refuse('Refused.Undo');
        this.game.restore(saved);
        this.#changed(() => t('Undone'));
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
            case ActionKind.BOARD_PRIEST: return this.#ai(() => this.game.board(Kind.PRIEST), 'Ai.BoardPriest');
            case ActionKind.BOARD_DEVIL: return this.#ai(() => this.game.board(Kind.DEVIL), 'Ai.BoardDevil');
            case ActionKind.UNBOARD_PRIEST: return this.#ai(() => this.game.land(Kind.PRIEST), 'Ai.LandPriest');
            case ActionKind.UNBOARD_DEVIL: return this.#ai(() => this.game.land(Kind.DEVIL), 'Ai.LandDevil');
            case ActionKind.SAIL: return this.sail();
            case ActionKind.NONE: return this.#refuse('Hint.Won');
            // A kind this page does not know (a newer library): no step rather than a wrong one.
            default: return this.#refuse('Hint.None');
        }
    }

    /** Reveals the next hint tier; returns `{text, targets, boat}`, `text()` its words. */
    nextHint() {
        const tier = HINT_TIERS[Math.min(this.hintTier, HINT_TIERS.length - 1)];
        this.hintTier++;
        try {
            this.hint = { targets: [], boat: false, ...tier(this) };
        } catch (e) {
            const key = noHint(e);
            this.hint = { text: () => t(key), targets: [], boat: false };
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
                return done === best ? count('Won.Best', done) : count('Won.Other', done, best);
            case StateKind.LOST_START_BANK:
                return t(done === 0 ? 'Lost.AtStart' : 'Lost.StartBank');
            case StateKind.LOST_FAR_BANK:
                return t('Lost.FarBank');
            default:
                if (v.distance === NO_PATH) {
                    return this.info.solvable ? t('Playing.NoPath', done) : t('Playing.Unsolvable');
                }
                return t('Playing', done, v.distance, count('Plans', this.solver.countOptimalPlans(this.game.state())));
        }
    }

    /** The level in a sentence, from the solver's report. */
    describe() {
        const r = this.rules;
        const head = t('Describe.Head', count('People.Priests', r.priests), count('People.Devils', r.devils), r.boatCapacity)
            + variantWords(r, 'Describe');
        const states = t('Describe.States', this.info.reachableStates, this.info.safeStates);
        if (!this.info.solvable) return t('Describe.Unsolvable', head, states);
        const start = { priests: r.priests, devils: r.devils, boat: Side.START };
        return t('Describe.Solvable', head, this.info.minCrossings, count('Plans', this.solver.countOptimalPlans(start)), states);
    }

    #move(step) {
        if (this.over) return this.#refuse('Refused.Over');
        const saved = this.game.save();
        const refused = step();
        if (refused) return this.#refuse(REFUSALS[refused]);
        this.history.push(saved);
        this.#changed(null);
        return true;
    }

    #ai(step, key) {
        if (!this.#move(step)) return false;
        this.message = () => t(key);
        return true;
    }

    #illegal(kind) {
        switch (kind) {
            case RatingKind.ILLEGAL_EMPTY_BOAT: return 'Refused.Empty';
            case RatingKind.ILLEGAL_OVER_CAPACITY: return 'Refused.OverCapacity';
            case RatingKind.ILLEGAL_NOT_ENOUGH_CHARACTERS: return 'Refused.NotThere';
            // The rule of the value that refused: each value words its own.
            case RatingKind.ILLEGAL_OUTNUMBERED_ABOARD:
                return `BoatSafety.${NAMES.BoatSafety[this.rules.boatSafety]}.Refused`;
            case RatingKind.ILLEGAL_NO_ROWER:
                return `Rowers.${NAMES.Rowers[this.rules.rowers]}.Refused`;
            default: return null;
        }
    }

    #outcome(rating) {
        switch (rating.kind) {
            case RatingKind.OPTIMAL: return t('Outcome.Optimal');
            case RatingKind.DETOUR: return count('Outcome.Detour', rating.extraCrossings);
            case RatingKind.LOSES_START_BANK: return t('Outcome.LosesStart');
            case RatingKind.LOSES_FAR_BANK: return t('Outcome.LosesFar');
            case RatingKind.NO_PATH: return t('Outcome.NoPath');
            default: return '';
        }
    }

    #refuse(key) {
        this.message = () => t(key);
        return false;
    }

    // Anything that moved: the hints start over from the first tier. `message` words what to say (null:
    // nothing).
    #changed(message) {
        this.message = message;
        this.hintTier = 0;
        this.hint = null;
    }
}
