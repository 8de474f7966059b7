// Supersession scenarios: a user states one value, later another, among traps (other people's
// facts, hypotheticals). Written as ordinary conversation, independent of the extractor's tests.
export const SCENARIOS = [
  {
    name: "city move",
    topic: "home_city",
    before: ["I live in Chicago and take the train to work every day.", "The winters here are brutal."],
    after: [
      "Big news: I moved to Denver in March.",
      "My brother lives in Seattle, so I see him less now.",
      "If I ever move to Miami I'll need a better air conditioner.",
    ],
    current: /Denver/,
    old: /Chicago/,
    traps: [/Seattle/, /Miami/],
  },
  {
    name: "diet change",
    topic: "diet",
    before: ["I'm vegetarian, so no steak for me.", "Lentil soup is my go-to dinner."],
    after: [
      "Update on food: I'm vegan now, no dairy either.",
      "My wife is pescatarian though.",
      "I would be keto if I could live without bread.",
    ],
    current: /vegan/i,
    old: /vegetarian/i,
    traps: [/pescatarian/i, /keto/i],
  },
  {
    name: "tool switch",
    topic: "editor",
    before: ["I use Sublime Text for all my coding.", "It starts fast on my old laptop."],
    after: [
      "I switched from Sublime Text to Neovim last week.",
      "My coworker swears by Emacs.",
      "If I ever try IntelliJ again it will be for Kotlin.",
    ],
    current: /Neovim/,
    old: /Sublime/,
    traps: [/Emacs/, /IntelliJ/],
  },
  {
    name: "rename",
    topic: "name",
    before: ["My name is Alexandra, nice to meet you."],
    after: ["Please note I go by Sasha now.", "My sister's name is Katerina.", "Imagine if my name were Zoe."],
    current: /Sasha/,
    old: /Alexandra/,
    traps: [/Katerina/, /Zoe/],
  },
];
