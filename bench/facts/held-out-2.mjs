// Held-out set 2: written after the second freeze (commit dea24de), run once, never tuned on.
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps.
import { change, trap } from "./scenario-shape.mjs";

export const HELD_OUT_2 = [
  change(
    "moved in with partner",
    ["I'm living in Brooklyn right now, tiny studio."],
    ["So my girlfriend and I moved to Philadelphia a few weeks ago, way more space."],
    /Lives in Philadelphia/,
    /Brooklyn/,
  ),
  change(
    "went freelance",
    ["I work at Adobe as a product designer."],
    ["I left my job at Adobe in January and now I freelance full time."],
    /Left their job at Adobe/,
    /Works at Adobe/,
  ),
  change(
    "keto then back",
    ["I've been keto since March, no bread at all."],
    ["I'm not keto anymore, my energy was terrible."],
    /No longer keto/,
    /^Keto/,
  ),
  change("shell switch", ["I use bash, nothing fancy."], ["Finally switched to zsh last weekend after years of bash."], /zsh/, /bash/),
  change(
    "engaged then married",
    ["I'm engaged, the wedding is in June!"],
    ["We got married in June, it was perfect."],
    /married/i,
    /^Engaged/,
  ),
  change(
    "concert plan cancelled",
    ["I'm going to see Radiohead in Paris in July."],
    ["Ugh, we had to cancel the Radiohead trip, my passport expired."],
    /Cancel/i,
    /^Plans to see Radiohead/,
  ),
  trap(
    "neighbour's dog",
    ["I have a cat named Miso."],
    ["My neighbour has a huge dog that barks all night.", "I'd never get a dog honestly."],
    /cat/,
    [/^Has a (?:huge )?dog/],
  ),
  trap(
    "asking for advice on moving",
    ["I live in Denver."],
    ["Is Austin a good city for remote workers?", "How expensive is it to move to Austin?"],
    /Denver/,
    [/Austin/],
  ),
  trap(
    "what if a new job",
    ["I work at Salesforce."],
    ["What if I worked at OpenAI instead?", "If they offered me a job I'd take it in a heartbeat."],
    /Salesforce/,
    [/OpenAI/],
  ),
  trap(
    "colleague's diet",
    ["I'm vegan."],
    ["My colleague Sam is on a carnivore diet, which horrifies me.", "He eats steak for breakfast."],
    /^Vegan/,
    [/^(?:Carnivore|Eats steak)/],
  ),
  trap("song lyric", ["I'm from Liverpool originally."], ['Been humming "I left my heart in San Francisco" all day.'], /Liverpool/, [
    /San Francisco/,
  ]),
  trap(
    "not switching browsers",
    ["I use Firefox."],
    ["I tried Arc for a day but I didn't switch to it, too weird.", "Still on Firefox."],
    /Firefox/,
    [/Uses Arc/],
  ),
];
