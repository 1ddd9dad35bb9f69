// The page's words, in English and Simplified Chinese: one table per language, generated from the
// strings' data files (i18n/<tag>.toml, one per language) into strings.g.js, the same keys and the same
// {0}-style placeholders in both (tests/unity/languages.rs checks). The language is the first of
// navigator.languages the page has a table for (every zh- tag reads Simplified Chinese, the traditional
// ones too: far more readable to their readers than English), unless the reader chose one with the
// language button, which localStorage remembers. A library status is shown by its table's sentence
// (statusText: English's is the library's own message); PdError.message, always English, goes to the
// console.

import { STATUS_KEYS, TABLES } from './strings.g.js';

/** The languages the page speaks, English first. */
export const LANGUAGES = Object.freeze(Object.keys(TABLES));
const STORED = 'pd-language';
let current = 'en';

/** The table for a language tag: Simplified Chinese for "zh" and every zh- tag ("zh-CN", "zh-Hans…",
 * and the traditional "zh-TW", "zh-HK", "zh-Hant…", which have no table of their own), English for
 * "en…"; null for any other. */
export function tableFor(tag) {
    const t = String(tag).toLowerCase();
    if (t === 'zh' || t.startsWith('zh-')) return 'zh-Hans';
    return t === 'en' || t.startsWith('en-') ? 'en' : null;
}

/** The language to start in: the reader's choice when one is stored, else the first of the browser's
 * languages the page has a table for, else English. */
export function initialLanguage() {
    let stored = null;
    try { stored = localStorage.getItem(STORED); } catch { /* storage blocked: no memory */ }
    if (LANGUAGES.includes(stored)) return stored;
    for (const tag of navigator.languages ?? [navigator.language]) {
        const found = tableFor(tag);
        if (found) return found;
    }
    return 'en';
}

/** The active language. */
export const language = () => current;

/** Makes `lang` the active language: `<html lang>` follows; `remember` stores it (the button's choice). */
export function setLanguage(lang, remember = false) {
    current = LANGUAGES.includes(lang) ? lang : 'en';
    document.documentElement.lang = current;
    if (remember) {
        try { localStorage.setItem(STORED, current); } catch { /* storage blocked: for this visit only */ }
    }
}

/** The text of `key` in the active language, `{n}` filled with `args[n]`. */
export function t(key, ...args) {
    const text = TABLES[current][key] ?? TABLES.en[key];
    return text.replace(/\{(\d+)\}/g, (_, n) => String(args[Number(n)]));
}

/** The sentence of a library status in the active language, by its `PdStatus` value (a PdError's
 * `status`); null for a value the library does not have. */
export function statusText(status) {
    const key = STATUS_KEYS[status];
    return key === undefined ? null : t(key);
}

/** The text of `key` for `n` things (`n` a number or BigInt, as {0}): the ".one" form for 1 when the
 * table has one. */
export function count(key, n, ...more) {
    const one = String(n) === '1' && TABLES[current][`${key}.one`] !== undefined;
    return t(one ? `${key}.one` : key, n, ...more);
}

/** A load in words: "1 priest and 1 devil", "2个魔鬼". */
export function people(priests, devils) {
    if (!priests && !devils) return t('People.Nobody');
    const parts = [];
    if (priests) parts.push(count('People.Priests', priests));
    if (devils) parts.push(count('People.Devils', devils));
    return parts.length === 2 ? t('People.Both', ...parts) : parts[0];
}

/** Words the page's static elements: `data-t` sets an element's text, `data-t-html` its markup (the
 * table's own, with <kbd>), `data-t-label` its aria-label. */
export function wordPage(root = document) {
    for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
    for (const el of root.querySelectorAll('[data-t-html]')) el.innerHTML = t(el.dataset.tHtml);
    for (const el of root.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
    document.title = t('Title');
}

