// A river-crossing puzzle drawn in HTML (puzzle-session.js is its game): the left bank, the boat and
// the right bank side by side (stacked on phones), each character a button named with the file's name,
// where it stands and what activating it does, coloured by its kind; the boat a button that sails.
// Elements are made once per puzzle and moved between the places, so keyboard focus stays on the
// character that moved.

import { Bank } from './pd.js';
import { BOAT } from './puzzle-session.js';
import { t } from './i18n.js';

const where = { [Bank.LEFT]: 'Puzzle.On.Left', [Bank.RIGHT]: 'Puzzle.On.Right', [BOAT]: 'On.Boat' };
/** How many kinds have a colour of their own (style.css); further kinds repeat them. */
const COLOURS = 8;

function element(name, attrs = {}, parent = null) {
    const node = document.createElement(name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (parent) parent.appendChild(node);
    return node;
}

/** The drawing of one puzzle's game, calling `onCharacter(id)` and `onBoat()` when the player activates
 * them. */
export class PuzzleView {
    constructor(host, { onCharacter, onBoat }) {
        this.host = host;
        this.handlers = { onCharacter, onBoat };
    }

    /** Makes the elements for a session's puzzle (and drops the last one's). */
    show(session) {
        this.session = session;
        this.host.replaceChildren();
        const place = () => {
            const box = element('section', { class: 'puzzle-place' }, this.host);
            const title = element('h2', {}, box);
            const list = element('ul', { class: 'puzzle-people' }, box);
            return { box, title, list };
        };
        this.places = { [Bank.LEFT]: place(), [BOAT]: place(), [Bank.RIGHT]: place() };
        this.places[BOAT].box.classList.add('puzzle-boat');
        this.boat = element('button', { type: 'button', class: 'puzzle-sail' }, this.places[BOAT].box);
        this.boat.addEventListener('click', () => this.handlers.onBoat());
        this.buttons = session.characters.map((c) => {
            const item = element('li');
            const button = element('button', { type: 'button', class: `puzzle-character kind-${c.kind % COLOURS}`, 'data-id': c.id }, item);
            button.textContent = c.name;
            button.addEventListener('click', () => this.handlers.onCharacter(c.id));
            return { item, button };
        });
    }

    /** Puts everyone where the session says; `marks` = {hint: {targets, boat} or null, lost: a Bank or null}. */
    update(session, marks = {}) {
        const focused = document.activeElement;
        const hint = marks.hint ?? { targets: [], boat: false };
        for (const bank of [Bank.LEFT, Bank.RIGHT]) {
            const p = this.places[bank];
            const lost = marks.lost === bank;
            const side = bank === Bank.LEFT ? 'Left' : 'Right';
            p.title.textContent = t(`Puzzle.Heading.${side}${lost ? 'Lost' : ''}`);
            p.box.classList.toggle('lost', lost);
            p.box.classList.toggle('docked', session.dock === bank);
        }
        this.places[BOAT].title.textContent = t('Puzzle.Heading.Boat');
        const aboard = session.passengers().length;
        const dock = t(session.dock === Bank.LEFT ? 'Puzzle.Bank.Left' : 'Puzzle.Bank.Right');
        this.boat.textContent = t('Puzzle.Sail');
        this.boat.setAttribute('aria-label', t('Puzzle.Boat', dock, aboard, session.info.capacity));
        this.boat.classList.toggle('hinted', Boolean(hint.boat));
        this.boat.dataset.side = session.dock === Bank.LEFT ? 'left' : 'right';
        for (const c of session.characters) {
            const { button } = this.buttons[c.id];
            button.dataset.place = c.place === BOAT ? 'boat' : c.place === Bank.LEFT ? 'left' : 'right';
            button.classList.toggle('hinted', hint.targets.includes(c.id));
            const action = c.place === BOAT ? 'Act.Land' : c.place === session.dock ? 'Act.Board' : 'Act.Wait';
            button.setAttribute('aria-label', t('Puzzle.Character', c.name, t(where[c.place]), t(action)));
        }
        // Each place lists its characters in the file's order.
        for (const [place, p] of Object.entries(this.places)) {
            const here = session.characters.filter((c) => String(c.place) === place);
            p.list.replaceChildren(...here.map((c) => this.buttons[c.id].item));
        }
        if (focused && focused !== document.activeElement && this.host.contains(focused)) focused.focus();
    }
}
