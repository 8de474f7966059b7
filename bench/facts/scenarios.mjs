// Scenarios for the user layer, written the way people talk to an assistant, by hand, from no
// data set. Each one is two conversations weeks apart (`before`, then `after`); after both:
// - `current` must match a current fact, and the context of a new conversation;
// - `old` (when given) must match no current fact, and a superseded fact in the history;
// - each of `traps` must match no current fact (a hypothetical, someone else's fact, a joke...).
// `kind` says what the scenario tests: "change" (a value replaced), or "trap" (nothing may move).
// TUNING: the rules were developed against these. HELD_OUT (held-out.mjs) was written after
// the rules were frozen and never tuned on.
import { change, trap } from "./scenario-shape.mjs";

export const TUNING = [
  // Moves.
  change(
    "move said as news",
    ["Quick context: I live in Lisbon and work remotely for a design agency."],
    ["Big news, we just moved to Berlin last week!", "The flat is tiny but we love the neighbourhood."],
    /Lives in Berlin/,
    /Lisbon/,
  ),
  change(
    "relocated for work",
    ["I'm based in Chicago, so mornings are early for me."],
    ["Heads up, I relocated to Denver in March for the new role."],
    /Denver/,
    /Chicago/,
  ),
  change(
    "moved back home, sister elsewhere",
    ["I live in London these days."],
    ["So I moved back to Dublin two months ago.", "My sister lives in Toronto now, which is a shame."],
    /Lives in Dublin/,
    /London/,
    [/^Lives in Toronto/],
  ),
  trap(
    "dreaming of a move is not a move",
    ["I live in Manchester."],
    ["If we ever win the lottery we'd move to Lisbon.", "I'd love to live somewhere sunny one day."],
    /Manchester/,
    [/Lisbon/],
  ),
  trap(
    "friend's move is the friend's",
    ["I live in Austin."],
    ["My best friend Jake just moved to Portland.", "He says the coffee is amazing there."],
    /Lives in Austin/,
    [/^Lives in Portland/],
  ),
  // Jobs.
  change(
    "new job, old employer left",
    ["I work at Google on the ads team."],
    ["I'm no longer at Google, I work for Stripe now."],
    /Stripe/,
    /Google/,
  ),
  change(
    "started at a startup",
    ["I'm working for Deloitte as an auditor."],
    ["Last month I joined Figma, finally out of consulting."],
    /Figma/,
    /Deloitte/,
  ),
  change(
    "career change to teaching",
    ["I'm an accountant, which is as exciting as it sounds."],
    ["I quit accounting and I'm a teacher now, third grade."],
    /teacher/i,
    /accountant/i,
  ),
  trap(
    "partner's job is the partner's",
    ["I work at Shopify."],
    ["My husband just started at Amazon.", "He's nervous about the commute."],
    /Works at Shopify/,
    [/^Works at Amazon/],
  ),
  trap(
    "question about a job is no job",
    ["I work at Spotify."],
    ["Should I apply to Netflix?", "Do you think working at Apple would be better?"],
    /Spotify/,
    [/Netflix/, /Apple/],
  ),
  // Diets.
  change(
    "vegetarian to vegan",
    ["I'm vegetarian, so no steak for me."],
    ["Update on food: I've been vegan since January, no dairy either."],
    /vegan/i,
    /vegetarian/i,
  ),
  change(
    "stopped eating meat",
    ["I eat pretty much everything, meat included."],
    ["I don't eat meat anymore, it just stopped feeling right."],
    /Does not eat meat/,
    /Eats meat/,
  ),
  change(
    "back to eating fish",
    ["I've been vegan for two years."],
    ["Honestly I'm not vegan anymore, I eat fish again."],
    /fish/i,
    /^Vegan/,
  ),
  trap(
    "wife's diet is hers",
    ["I'm pescatarian."],
    ["My wife is vegan though.", "I would go keto if I could live without bread."],
    /pescatarian/i,
    [/^Vegan/, /keto/i],
  ),
  // Tools.
  change(
    "editor switch",
    ["My editor is VS Code, with way too many extensions."],
    ["I switched to Neovim this year and I'm not looking back."],
    /Neovim/,
    /VS Code/,
  ),
  change(
    "switched from one browser to another",
    ["I use Chrome for everything."],
    ["I moved from Chrome to Firefox last week because of the ad blocker changes."],
    /Firefox/,
    /Chrome/,
  ),
  trap(
    "coworker's tool is the coworker's",
    ["I use Emacs for all my coding."],
    ["My coworker swears by Vim.", "If I ever try IntelliJ again it will be for Kotlin."],
    /Emacs/,
    [/Vim/, /IntelliJ/],
  ),
  change(
    "notes app change",
    ["I keep all my notes in Evernote."],
    ["These days I use Obsidian instead, everything is markdown."],
    /Obsidian/,
    /Evernote/,
  ),
  change(
    "language at work",
    ["I mostly write Python at work."],
    ["We migrated to Go in the spring, so now I write Go all day."],
    /Go\b/,
    /Python/,
  ),
  // Names.
  change(
    "goes by a new name",
    ["My name is Alexandra, nice to meet you."],
    ["Please note I go by Sasha now.", "My sister's name is Katerina.", "Imagine if my name were Zoe."],
    /Sasha/,
    /Alexandra/,
    [/^(?:Name is|Goes by) Katerina/, /Zoe/],
  ),
  change(
    "name and a like in one sentence",
    ["Hi! My name is Ana and I like sushi."],
    ["Actually, call me Annie, everyone does."],
    /Annie/,
    /Ana\b/,
  ),
  trap(
    "name in quoted speech",
    ["My name is Tom."],
    ['My daughter keeps saying "my name is Princess Elsa" to everyone.', "She's four, so that tracks."],
    /Tom/,
    [/Elsa/],
  ),
  // Relationships.
  change("got engaged", ["I'm single and honestly loving it."], ["Plot twist: I got engaged last weekend!"], /engaged/i, /single/i),
  change("broke up", ["I'm married, we have two kids."], ["We got divorced in the summer, it was mutual."], /divorced/i, /married/i),
  trap("brother's wedding is not the user's", ["I'm single."], ["My brother got married in June, it was lovely."], /^Single/, [/^Married/]),
  // Health.
  change(
    "diagnosed, then recovered",
    ["I was diagnosed with long covid in 2023."],
    ["Good news, I recovered from long covid, finally running again."],
    /Recovered from long covid/,
    /Diagnosed with long covid/,
  ),
  trap(
    "mother's illness is the mother's",
    ["I have asthma, so cold air is rough."],
    ["My mom has diabetes, so we cook low sugar at home."],
    /asthma/,
    [/^Has diabetes/],
  ),
  change(
    "new allergy",
    ["I love eating peanuts."],
    ["Turns out I'm allergic to peanuts, so no more peanut butter."],
    /Allergic to peanuts/,
    null,
  ),
  // Plans that change.
  change(
    "trip cancelled",
    ["I'm going to visit Japan in April."],
    ["We cancelled the Japan trip, flights were crazy."],
    /Cancelled the Japan trip/,
    /visit Japan/,
  ),
  change(
    "marathon plan dropped",
    ["I'm planning to run the Berlin marathon next year."],
    ["I'm not going to run the Berlin marathon anymore, my knee says no."],
    /No longer plans to run/,
    /Plans to run the Berlin marathon/,
  ),
  trap(
    "wishing for a trip is no plan",
    ["I'm planning to visit Lisbon in May."],
    ["I wish I could go to Bali instead.", "What if we went to Iceland?"],
    /Lisbon/,
    [/Bali/, /Iceland/],
  ),
  // Cars and things.
  change(
    "new car",
    ["I drive a Honda Civic, it's ancient but reliable."],
    ["We finally bought a Tesla Model 3 last month."],
    /Tesla/,
    /Civic/,
  ),
  trap("car daydream", ["I drive a Honda Civic."], ["If I ever buy an electric car it would probably be a Tesla."], /Honda Civic/, [
    /Tesla/,
  ]),
  // Traps: negation, questions, jokes, quotes.
  trap("negated move", ["I live in Seattle."], ["I didn't move to Vancouver after all, the visa fell through."], /Seattle/, [
    /Lives in Vancouver/,
  ]),
  trap(
    "question about the user's own move",
    ["I live in Boston."],
    ["Do you think I should move to New York?", "Would Brooklyn be cheaper?"],
    /Boston/,
    [/New York/, /Brooklyn/],
  ),
  trap("joke about a job", ["I work at Microsoft."], ["I'm the CEO of Apple now. Just kidding, still at Microsoft."], /Microsoft/, [
    /CEO/,
    /Apple/,
  ]),
  trap("quoting a movie", ["I live in Leeds."], ['My favourite line is "I live in a pineapple under the sea".'], /Leeds/, [/pineapple/]),
  trap("reported speech about the user", ["I'm vegetarian."], ["My doctor said I should eat more meat."], /Vegetarian/, [/meat/]),
  change(
    "likes to dislikes, said as a change",
    ["I love coffee, three cups a day."],
    ["I don't like coffee anymore, it makes me jittery."],
    /Does not like coffee/,
    /Loves coffee/,
  ),
  change("pet adopted, then another", ["I don't have any pets."], ["We adopted a dog in October, her name is Luna!"], /dog/, null),
];
