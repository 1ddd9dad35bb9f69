// The river drawn in SVG: two banks, the river between them, the boat with one seat per place and the
// characters, each clickable and focusable (Enter or Space clicks). Wide screens put the banks left and
// right, narrow ones (phones) above and below. Elements are made once per game and moved by CSS
// transforms, so moves animate and keyboard focus stays on the character that moved.

import { Side } from './pd.js';
import { Kind, Place } from './game.js';
import { t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
/** Below this width (CSS pixels) the banks go above and below the river. */
const NARROW = 640;

function make(name, attrs = {}, parent = null) {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (parent) parent.appendChild(node);
    return node;
}

// A character drawn in a 100-unit box centred on the origin: a dark-robed priest with a gold cross, or
// a red devil with horns; both outlined in white so they stand out on sand, water and wood.
function drawFigure(kind, parent) {
    make('circle', { class: 'halo', r: 50 }, parent);
    make('circle', { class: 'focus-ring', r: 54 }, parent);
    if (kind === Kind.PRIEST) {
        make('path', { class: 'body', d: 'M-24 46 L-16 -4 Q0 -14 16 -4 L24 46 Z', fill: '#1e293b', stroke: '#f8fafc', 'stroke-width': 3 }, parent);
        make('path', { d: 'M0 6 V36 M-9 15 H9', stroke: '#fbbf24', 'stroke-width': 5, 'stroke-linecap': 'round' }, parent);
        make('circle', { cy: -22, r: 15, fill: '#f3c99f', stroke: '#1e293b', 'stroke-width': 3 }, parent);
    } else {
        make('path', { d: 'M22 34 Q40 30 36 12', fill: 'none', stroke: '#7f1d1d', 'stroke-width': 4 }, parent);
        make('path', { class: 'body', d: 'M-24 46 L-16 -4 Q0 -14 16 -4 L24 46 Z', fill: '#b91c1c', stroke: '#f8fafc', 'stroke-width': 3 }, parent);
        make('path', { d: 'M-13 -31 L-19 -48 L-4 -36 Z M13 -31 L19 -48 L4 -36 Z', fill: '#1c1917' }, parent);
        make('circle', { cy: -22, r: 15, fill: '#dc2626', stroke: '#450a0a', 'stroke-width': 3 }, parent);
        make('path', { d: 'M-8 -25 h5 M3 -25 h5', stroke: '#fde047', 'stroke-width': 3, 'stroke-linecap': 'round' }, parent);
    }
}

/** Where everything goes, in the SVG's units, for a game and an orientation. Positions are computed
 * along two axes, `across` (from the start bank to the far bank) and `along` (the banks' edges), then
 * mapped to x and y. */
function geometry(game, vertical) {
    const A = vertical ? 600 : 1000, L = vertical ? 400 : 380;
    const bank = vertical ? 195 : 330, m = 14, label = 34, gap = 12, pad = 8;
    // Priests fill the rows nearest the river, devils start a row of their own behind them.
    const { priests, devils } = game.rules;
    const rowsOf = (cols) => Math.ceil(priests / cols) + Math.ceil(devils / cols);
    const gridAcross = bank - 2 * m - (vertical ? label : 0);
    const gridAlong = L - 2 * m - (vertical ? 0 : label);
    let grid = { cell: 0, cols: 1 };
    for (let cols = 1; cols <= Math.max(priests, devils, 1); cols++) {
        const cell = Math.min(gridAlong / cols, gridAcross / Math.max(rowsOf(cols), 1), 86);
        if (cell > grid.cell + 1e-6) grid = { cols, cell };
    }
    // The hull runs a bow's length past the seats at both ends, so the boat stays clickable when full.
    const seat = Math.min(grid.cell, (L - 2 * m - 2 * pad) / (Math.max(game.seatCount, 1) + 0.8));
    const bow = pad + seat * 0.4;
    const hull = { across: seat + 2 * pad, along: game.seatCount * seat + 2 * bow };
    const xy = (across, along) => (vertical ? [along, across] : [across, along]);
    const boatAcross = (side) => (side === Side.START ? bank + gap : A - bank - gap - hull.across);
    return {
        vertical, width: vertical ? L : A, height: vertical ? A : L,
        bank: (side) => {
            const [x, y] = xy(side === Side.START ? 0 : A - bank, 0);
            const [w, h] = xy(bank, L);
            return { x, y, width: w, height: h };
        },
        river: () => {
            const [x, y] = xy(bank, 0);
            const [w, h] = xy(A - 2 * bank, L);
            return { x, y, width: w, height: h };
        },
        label: (side) => {
            const across = vertical ? (side === Side.START ? m / 2 + label / 2 : A - m / 2 - label / 2)
                : (side === Side.START ? bank / 2 : A - bank / 2);
            return xy(across, vertical ? L / 2 : L - m / 2 - label / 2);
        },
        slot: (side, id) => {
            const devil = id >= priests, k = devil ? id - priests : id;
            const row = Math.floor(k / grid.cols) + (devil ? Math.ceil(priests / grid.cols) : 0);
            const col = k % grid.cols;
            const fromRiver = m + grid.cell * (row + 0.5);
            const across = side === Side.START ? bank - fromRiver : A - bank + fromRiver;
            const along = m + (gridAlong - grid.cols * grid.cell) / 2 + grid.cell * (col + 0.5);
            return [...xy(across, along), grid.cell / 100];
        },
        boat: (side) => xy(boatAcross(side), (L - hull.along) / 2),
        hull: () => xy(hull.across, hull.along),
        seat: (i) => [...xy(hull.across / 2, bow + seat * (i + 0.5)), seat / 100],
        seatBox: (i) => {
            const [x, y] = xy(pad / 2, bow + seat * i + 2);
            const [w, h] = xy(seat + pad, seat - 4);
            return { x, y, width: w, height: h };
        },
    };
}

// The keys of where a character is, and where the boat docks, in the active language's words.
const where = { [Place.START]: 'On.Start', [Place.FAR]: 'On.Far', [Place.BOAT]: 'On.Boat' };
const dock = { [Place.START]: 'At.Start', [Place.FAR]: 'At.Far' };

/** The drawing of one game, calling `onCharacter(id)` and `onBoat()` when the player activates them. */
export class Scene {
    constructor(host, { onCharacter, onBoat }) {
        this.host = host;
        this.handlers = { onCharacter, onBoat };
        this.svg = make('svg', { class: 'scene', role: 'group', 'aria-label': t('River'), 'data-t-label': 'River' }, host);
        // Relaid out only when the orientation changes, a frame later: laying out inside the observer's
        // callback would resize the host again within the same frame.
        // Until the host is first laid out, its width is guessed from the window's (less the page's
        // margins) by a media query: reading the window's width (innerWidth) would lay the page out
        // before the first frame, inside this script.
        this.narrow = matchMedia(`(max-width: ${NARROW + 31}px)`).matches;
        new ResizeObserver(() => requestAnimationFrame(() => {
            this.narrow = this.host.clientWidth < NARROW;
            if (this.game && this.narrow !== this.layoutKey) this.update(this.game, this.marks);
        })).observe(host);
    }

    /** Makes the elements for a new game (and drops the last game's); a game with the same characters
     * and seats keeps the elements drawn (each update sets everything a game shows). */
    show(game) {
        const same = this.game && this.game.rules.priests === game.rules.priests
            && this.game.rules.devils === game.rules.devils && this.game.seatCount === game.seatCount;
        this.game = game;
        if (same) return;
        this.svg.replaceChildren();
        this.banks = [Side.START, Side.FAR].map((side) => make('rect', { class: 'bank' }, this.svg));
        this.river = make('rect', { class: 'river' }, this.svg);
        this.labels = [Side.START, Side.FAR].map(() => make('text', { class: 'bank-label', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, this.svg));
        this.boat = make('g', { class: 'boat', role: 'button', tabindex: 0 }, this.svg);
        this.hull = make('rect', { class: 'hull', rx: 18 }, this.boat);
        this.seats = Array.from({ length: game.seatCount }, () => make('rect', { class: 'seat', rx: 6 }, this.boat));
        this.#activate(this.boat, () => this.handlers.onBoat());
        this.figures = game.characters.map((c) => {
            const node = make('g', { class: `character ${c.kind}`, role: 'button', tabindex: 0, 'data-id': c.id }, this.svg);
            const figure = make('g', { class: 'figure' }, node);
            drawFigure(c.kind, figure);
            this.#activate(node, () => this.handlers.onCharacter(c.id));
            return { node, figure };
        });
        this.layoutKey = null;
    }

    /** Puts everything where the game says; `marks` = {hint: {targets, boat} or null, lost: Side or null}. */
    update(game, marks = {}) {
        this.marks = marks;
        const vertical = this.narrow;
        const g = geometry(game, vertical);
        if (this.layoutKey !== vertical) {
            this.layoutKey = vertical;
            this.svg.setAttribute('viewBox', `0 0 ${g.width} ${g.height}`);
            this.svg.classList.toggle('vertical', vertical);
            [Side.START, Side.FAR].forEach((side) => {
                setRect(this.banks[side], g.bank(side));
                const [x, y] = g.label(side);
                Object.entries({ x, y }).forEach(([k, v]) => this.labels[side].setAttribute(k, v));
            });
            setRect(this.river, g.river());
            const [w, h] = g.hull();
            setRect(this.hull, { x: 0, y: 0, width: w, height: h });
            this.seats.forEach((s, i) => setRect(s, g.seatBox(i)));
        }
        const hint = marks.hint ?? { targets: [], boat: false };
        [Side.START, Side.FAR].forEach((side) => {
            const lost = marks.lost === side;
            this.banks[side].classList.toggle('lost', lost);
            this.labels[side].textContent = t(`Bank.${side === Side.START ? 'Start' : 'Far'}${lost ? 'Lost' : ''}`);
        });
        const [bx, by] = g.boat(game.boatSide);
        this.boat.style.transform = `translate(${bx}px, ${by}px)`;
        this.boat.dataset.side = game.boatSide === Side.START ? 'start' : 'far';
        this.boat.classList.toggle('hinted', Boolean(hint.boat));
        const aboard = game.passengers().length;
        this.boat.setAttribute('aria-label', t('Boat', t(dock[game.dockBank]), aboard, game.rules.boatCapacity));
        for (const c of game.characters) {
            const { node, figure } = this.figures[c.id];
            let [x, y, scale] = c.place === Place.BOAT ? g.seat(c.seat) : g.slot(c.place === Place.START ? Side.START : Side.FAR, c.id);
            if (c.place === Place.BOAT) { x += bx; y += by; }
            figure.style.transform = `translate(${x}px, ${y}px) scale(${scale * 0.9})`;
            node.dataset.place = c.place;
            node.classList.toggle('hinted', hint.targets.includes(c.id));
            const action = c.place === Place.BOAT ? 'Act.Land' : c.place === game.dockBank ? 'Act.Board' : 'Act.Wait';
            node.setAttribute('aria-label', t(c.kind === Kind.PRIEST ? 'Priest' : 'Devil', c.id + 1, t(where[c.place]), t(action)));
        }
    }

    #activate(node, act) {
        node.addEventListener('click', act);
        node.addEventListener('keydown', (e) => {
            if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                e.stopPropagation();
                act();
            }
        });
    }
}

function setRect(node, { x, y, width, height }) {
    for (const [k, v] of Object.entries({ x, y, width, height })) node.setAttribute(k, v);
}
