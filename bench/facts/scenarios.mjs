// Scenarios for the user layer, written the way people talk to an assistant, by hand, from no
// data set. Each one is two conversations weeks apart (`before`, then `after`); after both:
// - `current` must match a current fact, and the context of a new conversation;
// - `old` (when given) must match no current fact, and a superseded fact in the history;
// - each of `traps` must match no current fact (a hypothetical, someone else's fact, a joke...).
// `kind` says what the scenario tests: "change" (a value replaced), or "trap" (nothing may move).
// TUNING: the rules were developed against these. HELD_OUT (held-out.mjs) was written after
// the rules were frozen and never tuned on.
import { TUNING_MORE } from "./scenarios-more.mjs";

const TUNING_FIRST = [
  // Moves.
  {
    name: "move said as news",
    kind: "change",
    before: ["Quick context: I live in Lisbon and work remotely for a design agency."],
    after: ["Big news, we just moved to Berlin last week!", "The flat is tiny but we love the neighbourhood."],
    current: /Lives in Berlin/,
    old: /Lisbon/,
    traps: [],
  },
  {
    name: "relocated for work",
    kind: "change",
    before: ["I'm based in Chicago, so mornings are early for me."],
    after: ["Heads up, I relocated to Denver in March for the new role."],
    current: /Denver/,
    old: /Chicago/,
    traps: [],
  },
  {
    name: "moved back home, sister elsewhere",
    kind: "change",
    before: ["I live in London these days."],
    after: ["So I moved back to Dublin two months ago.", "My sister lives in Toronto now, which is a shame."],
    current: /Lives in Dublin/,
    old: /London/,
    traps: [/^Lives in Toronto/],
  },
  {
    name: "dreaming of a move is not a move",
    kind: "trap",
    before: ["I live in Manchester."],
    after: ["If we ever win the lottery we'd move to Lisbon.", "I'd love to live somewhere sunny one day."],
    current: /Manchester/,
    old: null,
    traps: [/Lisbon/],
  },
  {
    name: "friend's move is the friend's",
    kind: "trap",
    before: ["I live in Austin."],
    after: ["My best friend Jake just moved to Portland.", "He says the coffee is amazing there."],
    current: /Lives in Austin/,
    old: null,
    traps: [/^Lives in Portland/],
  },
  // Jobs.
  {
    name: "new job, old employer left",
    kind: "change",
    before: ["I work at Google on the ads team."],
    after: ["I'm no longer at Google, I work for Stripe now."],
    current: /Stripe/,
    old: /Google/,
    traps: [],
  },
  {
    name: "started at a startup",
    kind: "change",
    before: ["I'm working for Deloitte as an auditor."],
    after: ["Last month I joined Figma, finally out of consulting."],
    current: /Figma/,
    old: /Deloitte/,
    traps: [],
  },
  {
    name: "career change to teaching",
    kind: "change",
    before: ["I'm an accountant, which is as exciting as it sounds."],
    after: ["I quit accounting and I'm a teacher now, third grade."],
    current: /teacher/i,
    old: /accountant/i,
    traps: [],
  },
  {
    name: "partner's job is the partner's",
    kind: "trap",
    before: ["I work at Shopify."],
    after: ["My husband just started at Amazon.", "He's nervous about the commute."],
    current: /Works at Shopify/,
    old: null,
    traps: [/^Works at Amazon/],
  },
  {
    name: "question about a job is no job",
    kind: "trap",
    before: ["I work at Spotify."],
    after: ["Should I apply to Netflix?", "Do you think working at Apple would be better?"],
    current: /Spotify/,
    old: null,
    traps: [/Netflix/, /Apple/],
  },
  // Diets.
  {
    name: "vegetarian to vegan",
    kind: "change",
    before: ["I'm vegetarian, so no steak for me."],
    after: ["Update on food: I've been vegan since January, no dairy either."],
    current: /vegan/i,
    old: /vegetarian/i,
    traps: [],
  },
  {
    name: "stopped eating meat",
    kind: "change",
    before: ["I eat pretty much everything, meat included."],
    after: ["I don't eat meat anymore, it just stopped feeling right."],
    current: /Does not eat meat/,
    old: /Eats meat/,
    traps: [],
  },
  {
    name: "back to eating fish",
    kind: "change",
    before: ["I've been vegan for two years."],
    after: ["Honestly I'm not vegan anymore, I eat fish again."],
    current: /fish/i,
    old: /^Vegan/,
    traps: [],
  },
  {
    name: "wife's diet is hers",
    kind: "trap",
    before: ["I'm pescatarian."],
    after: ["My wife is vegan though.", "I would go keto if I could live without bread."],
    current: /pescatarian/i,
    old: null,
    traps: [/^Vegan/, /keto/i],
  },
  // Tools.
  {
    name: "editor switch",
    kind: "change",
    before: ["My editor is VS Code, with way too many extensions."],
    after: ["I switched to Neovim this year and I'm not looking back."],
    current: /Neovim/,
    old: /VS Code/,
    traps: [],
  },
  {
    name: "switched from one browser to another",
    kind: "change",
    before: ["I use Chrome for everything."],
    after: ["I moved from Chrome to Firefox last week because of the ad blocker changes."],
    current: /Firefox/,
    old: /Chrome/,
    traps: [],
  },
  {
    name: "coworker's tool is the coworker's",
    kind: "trap",
    before: ["I use Emacs for all my coding."],
    after: ["My coworker swears by Vim.", "If I ever try IntelliJ again it will be for Kotlin."],
    current: /Emacs/,
    old: null,
    traps: [/Vim/, /IntelliJ/],
  },
  {
    name: "notes app change",
    kind: "change",
    before: ["I keep all my notes in Evernote."],
    after: ["These days I use Obsidian instead, everything is markdown."],
    current: /Obsidian/,
    old: /Evernote/,
    traps: [],
  },
  {
    name: "language at work",
    kind: "change",
    before: ["I mostly write Python at work."],
    after: ["We migrated to Go in the spring, so now I write Go all day."],
    current: /Go\b/,
    old: /Python/,
    traps: [],
  },
  // Names.
  {
    name: "goes by a new name",
    kind: "change",
    before: ["My name is Alexandra, nice to meet you."],
    after: ["Please note I go by Sasha now.", "My sister's name is Katerina.", "Imagine if my name were Zoe."],
    current: /Sasha/,
    old: /Alexandra/,
    traps: [/^(?:Name is|Goes by) Katerina/, /Zoe/],
  },
];

export const TUNING = [...TUNING_FIRST, ...TUNING_MORE];
