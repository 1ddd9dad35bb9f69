// The scene's game, as the Unity sample models it (the package's Samples~/PriestsAndDevils/Scripts/Model/RiverGame.cs):
// characters on two banks and a boat with one seat per place, boarding and landing one at a time, the
// boat sailing with whoever is aboard. Where everyone stands is all it knows: whether a load may sail,
// whether a bank is lost and what to do next are the library's answers (see session.js).

import { Side } from './pd.js';

/** Where a character is. */
export const Place = Object.freeze({ START: 'start', BOAT: 'boat', FAR: 'far' });
/** The two kinds of character. */
export const Kind = Object.freeze({ PRIEST: 'priest', DEVIL: 'devil' });

/** Why a click did nothing (the sail's refusals are the library's ratings, see session.js). */
export const Refusal = Object.freeze({ BOAT_AWAY: 'boat-away', BOAT_FULL: 'boat-full', NOBODY: 'nobody' });

/** Two banks, a boat and the characters: priests first, ids 0 .. N + M - 1, each keeping slot `id` on
 * either bank; the boat has one seat per place it holds (at most everyone). */
export class RiverGame {
    /** A new game for `rules` ({priests, devils, boatCapacity, ...}), everyone on the start bank. */
    constructor(rules) {
        this.rules = rules;
        this.characters = [];
        for (let id = 0; id < rules.priests + rules.devils; id++) {
            this.characters.push({ id, kind: id < rules.priests ? Kind.PRIEST : Kind.DEVIL, place: Place.START, seat: -1 });
        }
        this.seatCount = Math.min(rules.boatCapacity, this.characters.length);
        this.boatSide = Side.START;
        this.crossings = 0;
    }

    /** The bank the boat is docked at. */
    get dockBank() { return this.boatSide === Side.START ? Place.START : Place.FAR; }

    /** How many characters of `kind` are at `place` (a shore, or the boat). */
    count(place, kind) {
        return this.characters.filter((c) => c.place === place && c.kind === kind).length;
    }

    /** The passengers, by seat. */
    passengers() { return this.characters.filter((c) => c.place === Place.BOAT); }

    /** The `PdGameState` for `pd_next_action`: shores without the boat, the boat's load, its side. */
    gameState() {
        return {
            startPriests: this.count(Place.START, Kind.PRIEST), startDevils: this.count(Place.START, Kind.DEVIL),
            farPriests: this.count(Place.FAR, Kind.PRIEST), farDevils: this.count(Place.FAR, Kind.DEVIL),
            boatPriests: this.count(Place.BOAT, Kind.PRIEST), boatDevils: this.count(Place.BOAT, Kind.DEVIL),
            boat: this.boatSide,
        };
    }

    /** The `PdState` the library judges: the start bank's counts, the docked boat's load counted with
     * its bank (the header's meaning of a state). */
    state() {
        const g = this.gameState();
        const docked = this.boatSide === Side.START;
        return {
            priests: g.startPriests + (docked ? g.boatPriests : 0),
            devils: g.startDevils + (docked ? g.boatDevils : 0),
            boat: this.boatSide,
        };
    }

    /** The boat's load as a `PdMove`. */
    load() {
        return { priests: this.count(Place.BOAT, Kind.PRIEST), devils: this.count(Place.BOAT, Kind.DEVIL) };
    }

    /** A click on a character: aboard, it lands on the boat's bank; on the boat's bank, it boards.
     * Returns a Refusal, or null when it moved. */
    click(id) {
        const c = this.characters[id];
        if (c.place === Place.BOAT) return this.#land(c);
        if (c.place !== this.dockBank) return Refusal.BOAT_AWAY;
        return this.#board(c);
    }

    /** Boards the first character of `kind` from the boat's bank. */
    board(kind) {
        const c = this.characters.find((x) => x.place === this.dockBank && x.kind === kind);
        return c ? this.#board(c) : Refusal.NOBODY;
    }

    /** Lands the first passenger of `kind` on the boat's bank. */
    land(kind) {
        const c = this.characters.find((x) => x.place === Place.BOAT && x.kind === kind);
        return c ? this.#land(c) : Refusal.NOBODY;
    }

    /** Moves the boat and its passengers across (the session asks the library first). */
    sail() {
        this.boatSide = this.boatSide === Side.START ? Side.FAR : Side.START;
        this.crossings++;
    }

    /** Everything undo needs to come back here. */
    save() {
        return { seats: this.characters.map((c) => [c.place, c.seat]), boatSide: this.boatSide, crossings: this.crossings };
    }

    /** Comes back to a `save()`. */
    restore(saved) {
        saved.seats.forEach(([place, seat], id) => Object.assign(this.characters[id], { place, seat }));
        this.boatSide = saved.boatSide;
        this.crossings = saved.crossings;
    }

    #board(c) {
        const taken = new Set(this.passengers().map((p) => p.seat));
        let seat = 0;
        while (taken.has(seat)) seat++;
        if (seat >= this.seatCount) return Refusal.BOAT_FULL;
        Object.assign(c, { place: Place.BOAT, seat });
        return null;
    }

    #land(c) {
        Object.assign(c, { place: this.dockBank, seat: -1 });
        return null;
    }
}
