// Held-out set 3: written after the third freeze (359520d), never tuned on; first run by
// bench:facts at be85388 (between the two, one intended rule was put right: only a sentence's
// first clause may drop its "I"; it moved no tuning figure). Same shape as TUNING in
// scenarios.mjs; 6 changes and 6 traps.
import { change, trap } from "./scenario-shape.mjs";

export const HELD_OUT_3 = [
  change(
    "moved for a partner's job",
    ["I live in Melbourne with my partner."],
    ["We relocated to Singapore last month because of my partner's new job.", "The humidity is unreal."],
    /Lives in Singapore/,
    /Melbourne/,
  ),
  change(
    "promoted and moved company",
    ["I'm working at Atlassian, mostly on Jira."],
    ["Quick update: I joined Canva two weeks ago as a senior engineer."],
    /Canva/,
    /Atlassian/,
  ),
  change(
    "went gluten-free",
    ["I'm vegetarian, have been for years."],
    ["Doctor's orders: I'm gluten-free now on top of everything."],
    /gluten-free/i,
    /^Vegetarian/,
  ),
  change(
    "terminal switch",
    ["I use iTerm2 with a dark theme."],
    ["I moved to WezTerm in the summer, the config is just Lua."],
    /WezTerm/,
    /iTerm2/,
  ),
  change(
    "sold the car",
    ["I drive a Mazda 3, it's my baby."],
    ["I sold my Mazda last week, I bike everywhere now."],
    /No longer drives/,
    /^Drives a Mazda/,
  ),
  change(
    "gave up on learning Japanese",
    ["I'm going to learn Japanese before the Tokyo trip."],
    ["I'm not going to learn Japanese anymore, the trip got cancelled."],
    /No longer plans/,
    /^Plans to learn Japanese/,
  ),
  trap(
    "friend's new city",
    ["I live in Barcelona."],
    ["My friend Lucia moved to Madrid for work.", "She loves it there."],
    /Lives in Barcelona/,
    [/^Lives in Madrid/],
  ),
  trap(
    "thinking about a new job",
    ["I work at Etsy."],
    ["Should I leave Etsy for a startup?", "Maybe someday I'll work at Stripe."],
    /Etsy/,
    [/Stripe/, /Left/],
  ),
  trap("joking about going vegan", ["I'm a proud carnivore."], ["Ha, I'm vegan now. Kidding! Bacon forever."], /carnivore/i, [/^Vegan/i]),
  trap(
    "kid's allergy",
    ["I love peanut butter."],
    ["My son is allergic to peanuts, so we keep it out of the house now."],
    /peanut butter/,
    [/^Allergic to peanuts/],
  ),
  trap("movie quote about moving", ["I live in Oslo."], ['Favourite line from the show: "I moved to Paris to find myself."'], /Oslo/, [
    /Paris/,
  ]),
  trap(
    "asking whether to switch editors",
    ["My editor is Sublime Text."],
    ["Do you think I should try Cursor?", "Would VS Code be better for Python?"],
    /Sublime/,
    [/Cursor/, /VS Code/],
  ),
];
