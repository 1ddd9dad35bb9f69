// The state map (issue 47): every state of the level as two grids, one per side of the boat, priests on
// the start bank by row and devils on the start bank by column, both counting down (the start top left,
// the goal bottom right), each cell a button. Everything a cell says
// is the library's: its verdict, distance to the goal and reachability (checkState), whether it is a
// milestone of the current state (milestones), and the crossings from the current state with their
// outcomes (legalLoads), drawn as arrows into the other grid. The map only lays those answers out, and
// the game's states (the current one and the trail) come from the session. Choosing a cell reports it
// (`onChoose`); the session makes the crossing that leads there, as any crossing.

import { NO_PATH, PdError, RatingKind, Side, StateKind } from './pd.js';
import { count, people, t } from './i18n.js';

/** The most priests, or devils, a level may have for the map to draw it (13 × 13 cells a grid, each at
 * least 24 px, scrolling sideways on a phone); a larger level's map says so instead. */
export const MAP_MAX_COUNT = 12;
/** The distance colours' steps (style.css's `.d0` … `.d8`), the goal's first. */
const STEPS = 8;
const SVG = 'http://www.w3.org/2000/svg';
const SIDES = [Side.START, Side.FAR];
/** The outcomes a crossing's arrow shows, each by colour, dash pattern and badge (style.css). */
const OUTCOMES = ['optimal', 'detour', 'loses', 'no-path'];

const key = (s) => `${s.priests},${s.devils},${s.boat}`;

function element(name, attrs = {}, parent = null, ns = null) {
    const node = ns ? document.createElementNS(ns, name) : document.createElement(name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (parent) parent.appendChild(node);
    return node;
}

/** A crossing's outcome by the library's rating: its name (the class of its arrow and badge), its badge
 * and its words. */
function outcome(rating) {
    switch (rating.kind) {
        case RatingKind.OPTIMAL: return { name: 'optimal', badge: '✓', words: t('Map.Optimal') };
        case RatingKind.DETOUR:
            return { name: 'detour', badge: `+${rating.extraCrossings}`, words: count('Map.Detour', rating.extraCrossings) };
        case RatingKind.LOSES_START_BANK:
        case RatingKind.LOSES_FAR_BANK: return { name: 'loses', badge: '✗', words: t('Map.Loses') };
        default: return { name: 'no-path', badge: '∞', words: t('Map.NoPathMove') };
    }
}

/** Asks the library, answering `fallback` when it says play is over there (a lost or won state, or
 * none of a state outside the rules). */
function unless(ask, fallback) {
    try {
        return ask();
    } catch (e) {
        if (e instanceof PdError) return fallback;
        throw e;
    }
}

/** The map of one session at a time, drawn into `host` while open; `onChoose(state)` when the player
 * chooses a cell. */
export class StateMap {
    constructor(host, { onChoose }) {
        this.host = host;
        this.onChoose = onChoose;
        this.open = false;
        this.session = null;
        new ResizeObserver(() => this.#drawOverlay()).observe(host);
    }

    /** Opens or closes the map; an open map draws on the next `update`. */
    setOpen(open) {
        this.open = open;
    }

    /** Draws the session's game as it stands (nothing while closed): the grids for a new session, then
     * every cell's colour, marks and name, the trail and the arrows. */
    update(session) {
        if (!this.open) return;
        if (session !== this.session) this.#build(session);
        if (!this.cells) {
            const r = session.rules;
            this.note.textContent = t('Map.TooLarge', MAP_MAX_COUNT, r.priests, r.devils);
            return;
        }
        const solver = session.solver;
        const here = session.game.state();
        const hereKey = key(here);
        const loads = unless(() => solver.legalLoads(here), []);
        const targets = new Map(loads.map((o) => [key(o.to), o]));
        const milestones = new Set(unless(() => solver.milestones(here), []).map((m) => key(m.state)));
        const trail = session.trail();
        const visited = new Set(trail.map(key));
        const farthest = Math.max(1, ...[...this.verdicts.values()].map((v) => v.distance).filter((d) => d !== NO_PATH));
        for (const [k, cell] of this.cells) {
            const v = this.verdicts.get(k);
            const state = cell.state;
            const target = targets.get(k);
            const move = target && outcome(target.rating);
            const lost = v.kind === StateKind.LOST_START_BANK || v.kind === StateKind.LOST_FAR_BANK;
            const noPath = !lost && v.distance === NO_PATH;
            const step = lost || noPath ? null : Math.round((Math.min(v.distance, farthest) / farthest) * STEPS);
            cell.button.className = ['cell', lost ? 'lost' : noPath ? 'no-path' : `d${step}`,
                v.kind === StateKind.SAFE && !v.reachable ? 'unreachable' : '',
                milestones.has(k) ? 'milestone' : '', visited.has(k) ? 'visited' : '',
                k === hereKey ? 'current' : '', move ? `target ${move.name}` : ''].filter(Boolean).join(' ');
            // The goal shows no number: its label says it is the goal (and a visible 0 the label lacks
            // would fail an accessible name that holds the visible text).
            cell.number.textContent = lost || v.kind === StateKind.WON ? '' : noPath ? '∞' : String(v.distance);
            cell.badge.dataset.badge = move ? move.badge : '';
            cell.badge.hidden = !move;
            cell.mark.hidden = !milestones.has(k);
            if (k === hereKey) cell.button.setAttribute('aria-current', 'location');
            else cell.button.removeAttribute('aria-current');
            const extras = [];
            if (v.kind === StateKind.SAFE && !v.reachable) extras.push(t('Map.Unreachable'));
            if (milestones.has(k)) extras.push(t('Map.Milestone'));
            if (k === hereKey) extras.push(t('Map.Here'));
            else if (visited.has(k)) extras.push(t('Map.Visited'));
            if (move) extras.push(t('Map.Move', people(target.load.priests, target.load.devils), move.words));
            const side = t(state.boat === Side.START ? 'Map.Side.Start' : 'Map.Side.Far');
            cell.button.setAttribute('aria-label', t('Map.Cell', people(state.priests, state.devils), side, verdictWords(v))
                + extras.join(''));
        }
        this.grids.forEach((grid, side) => {
            grid.caption.textContent = t(side === Side.START ? 'Map.BoatStart' : 'Map.BoatFar');
            this.#rove(grid, side === here.boat ? hereKey : loads.length ? key(loads[0].to) : null);
        });
        this.overlay = { here, loads, trail };
        this.#drawOverlay();
    }

    // The grids for a session's level (or the sentence saying it is too large), with every cell's verdict.
    #build(session) {
        this.session = session;
        this.cells = null;
        this.overlay = null;
        this.host.replaceChildren();
        const { priests, devils } = session.rules;
        if (priests > MAP_MAX_COUNT || devils > MAP_MAX_COUNT) {
            this.note = element('p', { class: 'map-note' }, this.host);
            return;
        }
        this.verdicts = new Map();
        this.cells = new Map();
        this.box = element('div', { class: 'map-grids' }, this.host);
        this.grids = SIDES.map((side) => {
            const figure = element('figure', { class: 'map-grid', 'data-side': side === Side.START ? 'start' : 'far' }, this.box);
            const caption = element('figcaption', { id: `map-caption-${side}` }, figure);
            const cells = element('div', { class: 'cells', role: 'group', 'aria-labelledby': caption.id }, figure);
            cells.style.setProperty('--columns', devils + 1);
            cells.classList.toggle('small', Math.max(priests, devils) > 7);
            element('span', { class: 'head', 'aria-hidden': 'true' }, cells);
            for (let d = devils; d >= 0; d--) element('span', { class: 'head', 'aria-hidden': 'true' }, cells).textContent = d;
            const rows = [];
            for (let p = priests; p >= 0; p--) {
                element('span', { class: 'head', 'aria-hidden': 'true' }, cells).textContent = p;
                const row = [];
                for (let d = devils; d >= 0; d--) {
                    const state = { priests: p, devils: d, boat: side };
                    const button = element('button', { type: 'button', class: 'cell', tabindex: -1, 'data-priests': p, 'data-devils': d }, cells);
                    const number = element('span', { class: 'number' }, button);
                    const badge = element('span', { class: 'badge' }, button);
                    // The badge and the milestone's mark are drawn by style.css from here, not written into the
                    // button: its visible text is its number alone, which its name says (WCAG's label in name).
                    const mark = element('span', { class: 'mark' }, button);
                    button.addEventListener('click', () => this.onChoose(state));
                    this.cells.set(key(state), { state, button, number, badge, mark });
                    this.verdicts.set(key(state), session.solver.checkState(state));
                    row.push(button);
                }
                rows.push(row);
            }
            cells.addEventListener('keydown', (e) => this.#arrowKey(e, rows));
            return { caption, cells, rows };
        });
        this.svg = element('svg', { class: 'map-overlay', 'aria-hidden': 'true' }, this.box, SVG);
        const defs = element('defs', {}, this.svg, SVG);
        for (const name of OUTCOMES) {
            const marker = element('marker', { id: `map-head-${name}`, class: name, viewBox: '0 0 10 10', refX: 8, refY: 5,
                markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, defs, SVG);
            element('path', { d: 'M0 0 L10 5 L0 10 Z' }, marker, SVG);
        }
    }

    // One tab stop a grid: the focused cell, else `preferred` (the current state, or the first crossing's
    // target), else the grid's first cell.
    #rove(grid, preferred) {
        const all = grid.rows.flat();
        const focused = all.find((b) => b === document.activeElement);
        const chosen = focused ?? (preferred && this.cells.get(preferred)?.button) ?? all[0];
        const stop = all.includes(chosen) ? chosen : all[0];
        for (const b of all) b.tabIndex = b === stop ? 0 : -1;
    }

    // Arrow keys move the focus within a grid.
    #arrowKey(e, rows) {
        const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
        if (!moves[e.key] || e.altKey || e.ctrlKey || e.metaKey) return;
        const r = rows.findIndex((row) => row.includes(e.target));
        if (r < 0) return;
        const c = rows[r].indexOf(e.target);
        const [dr, dc] = moves[e.key];
        const next = rows[Math.max(0, Math.min(rows.length - 1, r + dr))][Math.max(0, Math.min(rows[0].length - 1, c + dc))];
        e.preventDefault();
        e.target.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
    }

    // The trail through the states visited, and an arrow from the current state to each crossing's
    // target, laid over the grids where their cells are now.
    #drawOverlay() {
        if (!this.open || !this.overlay || !this.svg.isConnected) return;
        // In the grids' own coordinates, which scroll sideways when a large level is wider than a phone.
        const box = this.box.getBoundingClientRect();
        const left = box.left - this.box.scrollLeft, top = box.top - this.box.scrollTop;
        const [width, height] = [this.box.scrollWidth, this.box.scrollHeight];
        for (const [k, v] of Object.entries({ width, height, viewBox: `0 0 ${width} ${height}` })) this.svg.setAttribute(k, v);
        const centre = (state) => {
            const r = this.cells.get(key(state)).button.getBoundingClientRect();
            return { x: r.left - left + r.width / 2, y: r.top - top + r.height / 2, r: Math.min(r.width, r.height) / 2 };
        };
        [...this.svg.querySelectorAll('.trail, .arrow, .halo')].forEach((n) => n.remove());
        const { here, loads, trail } = this.overlay;
        if (trail.length > 1) {
            element('polyline', { class: 'trail', points: trail.map((s) => { const c = centre(s); return `${c.x},${c.y}`; }).join(' ') },
                this.svg, SVG);
        }
        const from = centre(here);
        for (const o of loads) {
            const to = centre(o.to);
            const dx = to.x - from.x, dy = to.y - from.y, length = Math.hypot(dx, dy) || 1;
            const start = { x: from.x + (dx / length) * (from.r + 4), y: from.y + (dy / length) * (from.r + 4) };
            const end = { x: to.x - (dx / length) * (to.r + 3), y: to.y - (dy / length) * (to.r + 3) };
            const line = { x1: start.x, y1: start.y, x2: end.x, y2: end.y };
            const name = outcome(o.rating).name;
            element('line', { ...line, class: 'halo' }, this.svg, SVG);
            element('line', { ...line, class: `arrow ${name}`, 'data-outcome': name, 'data-to': key(o.to),
                'marker-end': `url(#map-head-${name})` }, this.svg, SVG);
        }
    }
}

/** A verdict in words: crossings to go, the goal, lost, or no way across. */
function verdictWords(v) {
    switch (v.kind) {
        case StateKind.WON: return t('Map.Goal', v.distance);
        case StateKind.LOST_START_BANK: return t('Map.LostStart');
        case StateKind.LOST_FAR_BANK: return t('Map.LostFar');
        default: return v.distance === NO_PATH ? t('Map.NoPath') : count('Map.ToGo', v.distance);
    }
}
