// The page's words, in English and Simplified Chinese: one table per language, the same keys and the
// same {0}-style placeholders in both (tests/web.rs checks). The language is the first of
// navigator.languages the page has a table for (any zh- tag but the traditional ones reads Chinese),
// unless the reader chose one with the language button, which localStorage remembers. The library's own
// status messages (PdError.message) stay English: they go to the console.

const TABLES = {
    en: {
        'Title': 'Priests and Devils',
        'Rules': 'Take everyone across the river. The boat needs someone aboard to sail. If devils ever outnumber the priests on a bank where priests stand (the docked boat counts with its bank), the game is lost.',
        'Level': 'Level',
        'Loading': 'Loading the solver…',
        'Custom.Priests': 'Priests',
        'Custom.Devils': 'Devils',
        'Custom.Boat': 'Boat seats',
        'Custom.SafeBoat': 'Devils may not outnumber priests aboard',
        'Custom.Rowers': 'Rowers',
        'Custom.Anyone': 'anyone',
        'Custom.PriestsOnly': 'priests only',
        'Custom.DevilsOnly': 'devils only',
        'Custom.Play': 'Play these rules',
        'Custom.Option': 'Custom rules…',
        'Toolbar': 'Game',
        'Button.Hint': 'Hint',
        'Button.Ai': 'AI next',
        'Button.Auto': 'Auto-solve',
        'Button.Stop': 'Stop',
        'Button.Undo': 'Undo',
        'Button.Restart': 'Restart',
        // The language button names the other language in its own words.
        'Button.Language': '中文',
        'Keys': 'Click (or Tab to and press Enter) a character to board or land it, the boat to sail. Keys: <kbd>P</kbd>/<kbd>D</kbd> board a priest/devil, <kbd>Shift</kbd>+<kbd>P</kbd>/<kbd>D</kbd> land one, <kbd>S</kbd> sail, <kbd>H</kbd> hint, <kbd>N</kbd> AI next, <kbd>A</kbd> auto-solve, <kbd>U</kbd> undo, <kbd>R</kbd> restart, <kbd>M</kbd> the state map.',
        'About': 'The solver is the priests-devils Rust library, compiled to WebAssembly.',
        'About.Version': ' Library version {0}, C ABI {1}.',
        'Fail.Load': 'The solver library could not start: {0}. The page needs a browser that runs WebAssembly, and is built by scripts/build-web.sh (see the README).',
        'Fail.Other': 'Something went wrong: {0}. Reload the page to start again.',
        'Fail.Status': 'The game cannot go on.',
        'Fail.Levels': 'Unavailable',
        'Refused.Rules': 'The library refuses these rules: {0}',

        'Level.Counts': '{0}P {1}D boat {2}',
        'Level.SafeBoat': ', safe boat',
        'Level.PriestsRow': ', priests row',
        'Level.DevilsRow': ', devils row',
        'Level.Crossings': ': {0} crossings',
        'Level.Crossings.one': ': {0} crossing',
        'Level.Unsolvable': ': unsolvable',
        'People.Priests': '{0} priests',
        'People.Priests.one': '{0} priest',
        'People.Devils': '{0} devils',
        'People.Devils.one': '{0} devil',
        'People.Both': '{0} and {1}',
        'People.Nobody': 'nobody',

        'Aim.Goal': 'Aim for: everyone on the far bank, {0} crossings from here.',
        'Aim.Start': 'Aim for: {1} on the start bank, the boat on the start bank, {0} crossings from here.',
        'Aim.Far': 'Aim for: {1} on the start bank, the boat on the far bank, {0} crossings from here.',
        'Hint.ToFar': 'Hint: take {0} to the far bank.',
        'Hint.ToStart': 'Hint: take {0} back to the start bank.',
        'Hint.SailToFar': 'Hint: sail the highlighted boat to the far bank.',
        'Hint.SailToStart': 'Hint: sail the highlighted boat back to the start bank.',
        'Hint.MoveToFar': 'Hint: move the highlighted characters so that {0} sail to the far bank.',
        'Hint.MoveToStart': 'Hint: move the highlighted characters so that {0} sail back to the start bank.',
        'Hint.Won': 'You have already won.',
        'Hint.Lost': 'The game is lost: undo or restart.',
        'Hint.NoPath': 'No sequence of crossings wins from here.',
        'Hint.None': 'No hint here.',

        'Refused.BoatAway': 'The boat is at the other bank.',
        'Refused.BoatFull': 'The boat is full.',
        'Refused.Nobody': 'Nobody of that kind is there.',
        'Refused.Over': 'The game is over: undo or restart.',
        'Refused.Undo': 'Nothing to undo.',
        'Refused.Empty': 'Nobody is aboard to row.',
        'Refused.OverCapacity': 'Too many aboard.',
        'Refused.NotThere': 'Those characters are not at the boat.',
        'Refused.Outnumbered': 'Devils may not outnumber priests aboard.',
        'Refused.PriestsRow': 'Only priests row: put a priest aboard.',
        'Refused.DevilsRow': 'Only devils row: put a devil aboard.',
        'Undone': 'Undone.',
        'Ai.BoardPriest': 'AI: a priest boards.',
        'Ai.BoardDevil': 'AI: a devil boards.',
        'Ai.LandPriest': 'AI: a priest lands.',
        'Ai.LandDevil': 'AI: a devil lands.',
        'Crossed.ToFar': '{0} crossed to the far bank{1}.',
        'Crossed.ToStart': '{0} crossed back to the start bank{1}.',
        'Outcome.Optimal': ', on a shortest plan',
        'Outcome.Detour': ': a detour of {0} crossings',
        'Outcome.Detour.one': ': a detour of {0} crossing',
        'Outcome.LosesStart': ': the devils now outnumber the priests on the start bank',
        'Outcome.LosesFar': ': the devils now outnumber the priests on the far bank',
        'Outcome.NoPath': ': safe, but the far bank can no longer be reached',

        'Won.Best': 'You win! Everyone crossed in {0} crossings (the best possible).',
        'Won.Best.one': 'You win! Everyone crossed in {0} crossing (the best possible).',
        'Won.Other': 'You win! Everyone crossed in {0} crossings (best: {1}).',
        'Lost.AtStart': 'This level is lost from the start: the devils outnumber the priests on the start bank.',
        'Lost.StartBank': 'Game over: the devils outnumber the priests on the start bank. Undo or restart.',
        'Lost.FarBank': 'Game over: the devils outnumber the priests on the far bank. Undo or restart.',
        'Playing.NoPath': 'Crossings so far: {0}. The far bank can no longer be reached: undo or restart.',
        'Playing.Unsolvable': 'This level cannot be won: no sequence of crossings takes everyone across.',
        'Playing': 'Crossings so far: {0}. Fewest left: {1}, by {2}.',
        'Plans': '{0} optimal plans',
        'Plans.one': '{0} optimal plan',
        'Describe.Head': '{0}, {1}, a boat for {2}',
        'Describe.SafeBoat': ', devils never outnumber priests aboard',
        'Describe.States': '{0} of {1} safe states reachable',
        'Describe.Unsolvable': '{0}: unsolvable ({1}).',
        'Describe.Solvable': '{0}: {1} crossings at best, {2}; {3}.',

        'River': 'The river',
        'Bank.Start': 'Start bank',
        'Bank.Far': 'Far bank',
        'Bank.StartLost': 'Start bank: lost!',
        'Bank.FarLost': 'Far bank: lost!',
        'Boat': 'Boat {0}, {1} of {2} aboard: sail',
        'At.Start': 'at the start bank',
        'At.Far': 'at the far bank',
        'On.Start': 'on the start bank',
        'On.Far': 'on the far bank',
        'On.Boat': 'in the boat',
        'Priest': 'Priest {0}, {1}: {2}',
        'Devil': 'Devil {0}, {1}: {2}',
        'Act.Land': 'land',
        'Act.Board': 'board',
        'Act.Wait': 'waits for the boat',

        'Button.Map': 'Map',
        'Map.Title': 'State map',
        'Map.Help': 'Every state of this level, by who is on the start bank: priests by row, devils by column, counting down, so the start is at the top left of the first grid and the goal at the bottom right of the second. Arrows leave where you are: choose the cell an arrow points to, and that crossing is made.',
        'Map.BoatStart': 'Boat at the start bank',
        'Map.BoatFar': 'Boat at the far bank',
        'Map.TooLarge': 'The map draws levels of up to {0} priests and {0} devils; this one has {1} priests and {2} devils.',
        // A map cell's name: Map.Cell, then those of Map.Unreachable … Map.Move that apply, each starting
        // with its separator.
        'Map.Cell': '{0} on the start bank, boat {1}: {2}',
        'Map.Side.Start': 'start',
        'Map.Side.Far': 'far',
        'Map.ToGo': '{0} crossings to go',
        'Map.ToGo.one': '{0} crossing to go',
        'Map.Goal': '{0} crossings to go, everyone is across: the goal',
        'Map.LostStart': 'lost, the devils outnumber the priests on the start bank',
        'Map.LostFar': 'lost, the devils outnumber the priests on the far bank',
        'Map.NoPath': 'no way across from here',
        'Map.Unreachable': '; not reachable from the start',
        'Map.Milestone': '; a milestone: every shortest plan from where you are passes here',
        'Map.Here': '; you are here',
        'Map.Visited': '; visited this game',
        'Map.Move': '; one crossing from here ({0} cross): {1}',
        'Map.Optimal': 'optimal',
        'Map.Detour': 'a detour of {0} crossings',
        'Map.Detour.one': 'a detour of {0} crossing',
        'Map.Loses': 'loses',
        'Map.NoPathMove': 'no way across after it',
        'Map.NotNext': 'That state is not one crossing from here.',
        'Legend.Distance': 'crossings to go: the darker, the farther from the goal',
        'Legend.Lost': 'lost',
        'Legend.Unreachable': 'safe, but not reachable from the start',
        'Legend.Here': 'where you are',
        'Legend.Trail': 'visited this game, joined in order by a line',
        'Legend.Milestone': 'milestone: every shortest plan from where you are passes there',
        'Legend.Optimal': 'optimal crossing',
        'Legend.Detour': 'detour: that many crossings more',
        'Legend.Loses': 'loses',
        'Legend.NoPath': 'no way across',
    },
    'zh-Hans': {
        'Title': '牧师与魔鬼',
        'Rules': '把所有人都送到对岸。船上至少要有一个人才能开船。只要某一岸上有牧师，那里的魔鬼就不能比牧师多（停靠的船上的人算作该岸），否则游戏失败。',
        'Level': '关卡',
        'Loading': '正在加载求解器……',
        'Custom.Priests': '牧师',
        'Custom.Devils': '魔鬼',
        'Custom.Boat': '船位',
        'Custom.SafeBoat': '船上的魔鬼不能比牧师多',
        'Custom.Rowers': '划船的人',
        'Custom.Anyone': '任何人',
        'Custom.PriestsOnly': '只有牧师',
        'Custom.DevilsOnly': '只有魔鬼',
        'Custom.Play': '按这些规则开始',
        'Custom.Option': '自定义规则……',
        'Toolbar': '游戏',
        'Button.Hint': '提示',
        'Button.Ai': 'AI 走一步',
        'Button.Auto': '自动求解',
        'Button.Stop': '停止',
        'Button.Undo': '撤销',
        'Button.Restart': '重新开始',
        'Button.Language': 'English',
        'Keys': '点击人物（或用 Tab 键选中后按 Enter）让他上船或上岸，点击船开船。快捷键：<kbd>P</kbd>/<kbd>D</kbd> 让一名牧师/一个魔鬼上船，<kbd>Shift</kbd>+<kbd>P</kbd>/<kbd>D</kbd> 让其上岸，<kbd>S</kbd> 开船，<kbd>H</kbd> 提示，<kbd>N</kbd> AI 走一步，<kbd>A</kbd> 自动求解，<kbd>U</kbd> 撤销，<kbd>R</kbd> 重新开始，<kbd>M</kbd> 状态地图。',
        'About': '求解器是编译成 WebAssembly 的 priests-devils Rust 库。',
        'About.Version': '库版本 {0}，C ABI {1}。',
        'Fail.Load': '求解库无法启动：{0}。本页面需要能运行 WebAssembly 的浏览器，并由 scripts/build-web.sh 构建（见 README）。',
        'Fail.Other': '出错了：{0}。请重新加载页面。',
        'Fail.Status': '游戏无法继续。',
        'Fail.Levels': '不可用',
        'Refused.Rules': '求解库不接受这些规则：{0}',

        'Level.Counts': '牧师{0} 魔鬼{1} 船载{2}',
        'Level.SafeBoat': '，船上安全',
        'Level.PriestsRow': '，牧师划船',
        'Level.DevilsRow': '，魔鬼划船',
        'Level.Crossings': '：渡河{0}次',
        'Level.Crossings.one': '：渡河{0}次',
        'Level.Unsolvable': '：无解',
        'People.Priests': '{0}名牧师',
        'People.Priests.one': '{0}名牧师',
        'People.Devils': '{0}个魔鬼',
        'People.Devils.one': '{0}个魔鬼',
        'People.Both': '{0}和{1}',
        'People.Nobody': '没有人',

        'Aim.Goal': '目标：所有人都到对岸，还需渡河{0}次。',
        'Aim.Start': '目标：起始岸上留下{1}，船停在起始岸，还需渡河{0}次。',
        'Aim.Far': '目标：起始岸上留下{1}，船停在对岸，还需渡河{0}次。',
        'Hint.ToFar': '提示：让{0}乘船去对岸。',
        'Hint.ToStart': '提示：让{0}乘船回到起始岸。',
        'Hint.SailToFar': '提示：把高亮的船划到对岸。',
        'Hint.SailToStart': '提示：把高亮的船划回起始岸。',
        'Hint.MoveToFar': '提示：移动高亮的人物，让{0}乘船去对岸。',
        'Hint.MoveToStart': '提示：移动高亮的人物，让{0}乘船回到起始岸。',
        'Hint.Won': '你已经赢了。',
        'Hint.Lost': '这一局已经输了：请撤销或重新开始。',
        'Hint.NoPath': '从这里怎么渡河都赢不了。',
        'Hint.None': '这里没有提示。',

        'Refused.BoatAway': '船在另一岸。',
        'Refused.BoatFull': '船已经满了。',
        'Refused.Nobody': '那里没有这样的人物。',
        'Refused.Over': '游戏已经结束：请撤销或重新开始。',
        'Refused.Undo': '没有可以撤销的操作。',
        'Refused.Empty': '船上没有人划船。',
        'Refused.OverCapacity': '船上的人太多了。',
        'Refused.NotThere': '这些人物不在船边。',
        'Refused.Outnumbered': '船上的魔鬼不能比牧师多。',
        'Refused.PriestsRow': '只有牧师会划船：请让一名牧师上船。',
        'Refused.DevilsRow': '只有魔鬼会划船：请让一个魔鬼上船。',
        'Undone': '已撤销。',
        'Ai.BoardPriest': 'AI：一名牧师上船。',
        'Ai.BoardDevil': 'AI：一个魔鬼上船。',
        'Ai.LandPriest': 'AI：一名牧师上岸。',
        'Ai.LandDevil': 'AI：一个魔鬼上岸。',
        'Crossed.ToFar': '{0}渡到了对岸{1}。',
        'Crossed.ToStart': '{0}回到了起始岸{1}。',
        'Outcome.Optimal': '，走在最短方案上',
        'Outcome.Detour': '：多绕了{0}次渡河',
        'Outcome.Detour.one': '：多绕了{0}次渡河',
        'Outcome.LosesStart': '：现在起始岸上的魔鬼比牧师多',
        'Outcome.LosesFar': '：现在对岸的魔鬼比牧师多',
        'Outcome.NoPath': '：暂时安全，但已经无法到达对岸',

        'Won.Best': '你赢了！全员过河，共渡河{0}次，已是最少次数。',
        'Won.Best.one': '你赢了！全员过河，共渡河{0}次，已是最少次数。',
        'Won.Other': '你赢了！全员过河，共渡河{0}次（最少只需{1}次）。',
        'Lost.AtStart': '这一关一开始就输了：起始岸上的魔鬼比牧师多。',
        'Lost.StartBank': '游戏结束：起始岸上的魔鬼比牧师多。请撤销或重新开始。',
        'Lost.FarBank': '游戏结束：对岸的魔鬼比牧师多。请撤销或重新开始。',
        'Playing.NoPath': '已渡河{0}次。已经无法到达对岸：请撤销或重新开始。',
        'Playing.Unsolvable': '这一关无法获胜：怎么渡河都不能让所有人过河。',
        'Playing': '已渡河{0}次。至少还要{1}次，共有{2}。',
        'Plans': '{0}种最优方案',
        'Plans.one': '{0}种最优方案',
        'Describe.Head': '{0}、{1}，船载{2}人',
        'Describe.SafeBoat': '，船上的魔鬼不能比牧师多',
        'Describe.States': '{1}个安全状态中有{0}个可以到达',
        'Describe.Unsolvable': '{0}：无解（{1}）。',
        'Describe.Solvable': '{0}：最少渡河{1}次，{2}；{3}。',

        'River': '河',
        'Bank.Start': '起始岸',
        'Bank.Far': '对岸',
        'Bank.StartLost': '起始岸：输了！',
        'Bank.FarLost': '对岸：输了！',
        'Boat': '船，停在{0}，载{1}/{2}人：开船',
        'At.Start': '起始岸',
        'At.Far': '对岸',
        'On.Start': '在起始岸',
        'On.Far': '在对岸',
        'On.Boat': '在船上',
        'Priest': '牧师{0}，{1}：{2}',
        'Devil': '魔鬼{0}，{1}：{2}',
        'Act.Land': '上岸',
        'Act.Board': '上船',
        'Act.Wait': '等船',

        'Button.Map': '地图',
        'Map.Title': '状态地图',
        'Map.Help': '这一关的所有状态，按起始岸上的人数排列：行是牧师，列是魔鬼，都从多到少，所以第一张图的左上角是开局，第二张图的右下角是目标。箭头从当前位置出发：选择箭头指向的格子，就按那样渡河一次。',
        'Map.BoatStart': '船在起始岸',
        'Map.BoatFar': '船在对岸',
        'Map.TooLarge': '地图只画最多{0}名牧师和{0}个魔鬼的关卡；这一关有{1}名牧师和{2}个魔鬼。',
        'Map.Cell': '起始岸上{0}，船在{1}，{2}',
        'Map.Side.Start': '起始岸',
        'Map.Side.Far': '对岸',
        'Map.ToGo': '还要渡河 {0} 次',
        'Map.ToGo.one': '还要渡河 {0} 次',
        'Map.Goal': '还要渡河 {0} 次，所有人都已过河：目标',
        'Map.LostStart': '输了：起始岸上的魔鬼比牧师多',
        'Map.LostFar': '输了：对岸的魔鬼比牧师多',
        'Map.NoPath': '从这里无法让所有人过河',
        'Map.Unreachable': '；从开局无法到达',
        'Map.Milestone': '；里程碑：从当前位置出发的每个最优方案都经过这里',
        'Map.Here': '；当前位置',
        'Map.Visited': '；本局到过',
        'Map.Move': '；从这里渡河一次可到（{0}渡河）：{1}',
        'Map.Optimal': '最优',
        'Map.Detour': '绕远，多渡河{0}次',
        'Map.Detour.one': '绕远，多渡河{0}次',
        'Map.Loses': '会输',
        'Map.NoPathMove': '之后无法让所有人过河',
        'Map.NotNext': '从这里渡河一次到不了那个状态。',
        'Legend.Distance': '还要渡河的次数：颜色越深，离目标越远',
        'Legend.Lost': '输了',
        'Legend.Unreachable': '安全，但从开局无法到达',
        'Legend.Here': '当前位置',
        'Legend.Trail': '本局到过，细线按顺序连起来',
        'Legend.Milestone': '里程碑：从当前位置出发的每个最优方案都经过那里',
        'Legend.Optimal': '最优的渡河',
        'Legend.Detour': '绕远：多渡河的次数',
        'Legend.Loses': '会输',
        'Legend.NoPath': '无法让所有人过河',
    },
};

/** The languages the page speaks, English first. */
export const LANGUAGES = Object.freeze(Object.keys(TABLES));
const STORED = 'pd-language';
let current = 'en';

/** The table for a language tag: Chinese for "zh", "zh-CN", "zh-Hans…" and any zh- tag but the
 * traditional ones, English for "en…"; null for any other. */
export function tableFor(tag) {
    const t = String(tag).toLowerCase();
    if (t === 'zh' || (t.startsWith('zh-') && !/^zh-(hant|tw|hk|mo)/.test(t))) return 'zh-Hans';
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

