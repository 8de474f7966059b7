// One call per scenario instead of an eight-line object: the scenario files are long tables,
// and the repeated object shape made every scenario look like a copy of its neighbour.

/** A value replaced: `current` must be a current fact, `old` superseded, `traps` absent. */
export const change = (name, before, after, current, old, traps = []) => ({ name, kind: "change", before, after, current, old, traps });

/** Nothing may move: `current` stays, and none of `traps` may become a current fact. */
export const trap = (name, before, after, current, traps) => ({ name, kind: "trap", before, after, current, old: null, traps });
