// Held-out scenarios: written after the offline rules were frozen (commit d3126c6) and never
// tuned on. Same shape as TUNING in scenarios.mjs; 7 changes and 7 traps.
import { change, trap } from "./scenario-shape.mjs";

export const HELD_OUT = [
  change(
    "moved across the country for grad school",
    ["Morning! I live in Phoenix, it's already 40 degrees here."],
    ["Long story short, I moved to Minneapolis in August for grad school.", "Still getting used to the snow lol."],
    /Lives in Minneapolis/,
    /Phoenix/,
  ),
  change(
    "laid off and hired elsewhere",
    ["I work for Intel as a firmware engineer."],
    ["Intel laid off half my team in the spring.", "Anyway I started at Nvidia three weeks ago and it's been great."],
    /Nvidia/,
    /Works at Intel/,
  ),
  change(
    "gave up dairy",
    ["I'm vegetarian but I eat a lot of cheese."],
    ["I've gone vegan since last spring, so no more cheese for me."],
    /vegan/i,
    /^Vegetarian/,
  ),
  change(
    "phone switch",
    ["I use an iPhone, mostly for photos."],
    ["I switched to a Pixel last month, the camera is wild."],
    /Pixel/,
    /iPhone/,
  ),
  change(
    "new name after marriage",
    ["My name is Priya Shah, by the way."],
    ["Small update: I changed my name to Priya Mehta after the wedding."],
    /Priya Mehta/,
    /Priya Shah/,
  ),
  change(
    "knee surgery recovery",
    ["I have tendinitis in my left knee, so no running for now."],
    ["Physio worked, I recovered from tendinitis in October and I'm back to 10k runs."],
    /Recovered from tendinitis/,
    /^Has tendinitis/,
  ),
  change(
    "wedding plans moved",
    ["We're planning to get married in Portugal next summer."],
    ["We called off the Portugal wedding, we're doing a small one at home instead."],
    /Portugal/,
    /Plans to get married in Portugal/,
  ),
  trap(
    "roommate's job",
    ["I work at Airbnb on the payments team."],
    ["My roommate works at Uber and complains about it daily.", "She's applying to Lyft next."],
    /Airbnb/,
    [/^Works at Uber/, /Lyft/],
  ),
  trap(
    "hypothetical relocation",
    ["I'm based in Toronto."],
    ["Suppose I moved to Vancouver, would rent be worse?", "Imagine living by the ocean though."],
    /Toronto/,
    [/Vancouver/],
  ),
  trap(
    "sarcastic diet",
    ["I'm pescatarian."],
    ["Yeah right, I'm totally going carnivore, just kidding.", "Fish tacos tonight."],
    /pescatarian/i,
    [/carnivore/i],
  ),
  trap("asking about an editor", ["I use Neovim with a tiny config."], ["Is Zed any good?", "Would Helix be easier to learn?"], /Neovim/, [
    /Zed/,
    /Helix/,
  ]),
  {
    name: "dad's car",
    kind: "trap",
    before: ["I drive a Toyota Corolla."],
    after: ["My dad just bought a Ford Mustang, midlife crisis much.", "He drives it to the grocery store."],
    current: /Corolla/,
    old: null,
    // As first written the trap was /Mustang/, which "Dad drives a Ford Mustang" (a correct
    // relationship fact) matched; corrected to the user's own car only.
    traps: [/^Drives a (?:Ford|Mustang)/],
  },
  trap("quote from a friend", ["I live in Glasgow."], ['Mia texted me "I just moved to Edinburgh!" and I am so jealous.'], /Glasgow/, [
    /Edinburgh/,
  ]),
  trap(
    "negated diagnosis",
    ["I have asthma."],
    ["The doctor checked and I don't have diabetes, phew.", "Still have to use my inhaler though."],
    /asthma/,
    [/diabetes/],
  ),
];
