// Held-out set 135: written on 2026-11-28 against main at f5dd0c8, by a helper (`set135`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 134 in /work/sets.
// Style: one voice throughout, a retired Welsh schoolteacher in a valley town writing long,
// courteous, slightly old-fashioned messages with full punctuation, asking for help with letters,
// the garden, recipes and her computer club. Three changes are told plainly as news (a move, new
// eye drops, a new post on the club committee) and three only in passing beside a request (a new
// car's boot, letters typed on a new laptop, volunteering mornings in a new place). Traps: a
// hypothetical move, a neighbour's operation, a butcher's quoted remark, a negation ("I have not
// given up"), a joke over breakfast and a club move that was planned but not carried out. Time
// words fit the two conversations' dates (1 and 20 January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 9 of 12 at befd6c0 (the final code of the session's first round), and 9 of 12 on f5dd0c8, the code this round
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|suppos|wonder|musing";

/** Words that say a thing was only said in fun. */
const JOKED = `${IMAGINED}|jok|jest|kid|teas|humou?r|funny|laugh|pretend|not serious|tongue|quip|believ|announc|claimed|told (?:her )?husband|Gwilym`;

/** Words that put a fact on the neighbour rather than on the user. */
const NEIGHBOUR = "Glenys|neighbou|friend|someone|helping|\\bhelp|for (?:a|the|her) |cook(?:s|ing)? (?:for|meals)|taking|takes|shopping";

export const HELD_OUT_135 = [
  change(
    "a move from the valleys to the coast, told plainly as news",
    [
      "Good afternoon. I am a retired primary school teacher living in Blaengarw, right at the top of the Garw valley, and I have been asked to write a short piece for the chapel newsletter about the old colliery. Could you suggest how I might open it so that it catches the reader's attention without being too gloomy?",
    ],
    [
      "Good morning again, and a happy New Year to you. We've moved! My husband Gwilym and I have left Blaengarw after forty-one years and bought a little terraced house in Aberaeron, a stone's throw from the harbour, so that we are nearer our daughter.",
      "I should like to send a change-of-address card to old friends and former colleagues. Could you draft a short, warm verse for it, with a touch of humour about all the brightly painted houses here?",
    ],
    /Aberaeron/i,
    claims("Blaengarw", ["Aberaeron"]),
  ),
  change(
    "new eye drops, told plainly as news, with a request for a chart",
    [
      "I have glaucoma in both eyes, and I put in my latanoprost drops every night before bed without fail. My question, if you would be so kind, is whether it is safe to use ordinary lubricating drops during the day as well, for the dryness?",
    ],
    [
      "I have a little news on the eye front. The consultant at the eye clinic has stopped the latanoprost, as it was making my eyes red and sore, and I've started taking timolol drops instead, one in each eye morning and evening.",
      "Could you help me draw up a simple chart for the kitchen door, so that I remember both doses? I am quite hopeless at remembering the morning one, I am afraid.",
    ],
    /timolol/i,
    claims("latanoprost", ["timolol"]),
  ),
  change(
    "treasurer to chairwoman of the computer club, told plainly as news",
    [
      "I am the treasurer of the Cwmgors Computer Club, a friendly group of about twenty pensioners who meet on Thursday afternoons. Could you show me how to set up a simple spreadsheet to keep track of our subscriptions and the tea money?",
    ],
    [
      "Well, you will never guess. At our annual general meeting last Thursday I was elected chairwoman of the computer club, and Hefin Prosser has taken over the books from me, thank goodness, for my arithmetic was never my strong point.",
      "I must now say a few words of thanks at our New Year social. Could you help me put together something of about three minutes, warm but not too sentimental?",
    ],
    /chair/i,
    claims("treasurer", ["chair", "handed", "taken over", "took over", "Hefin", "Prosser", "new treasurer"]),
  ),
  change(
    "a new car shown only by its bigger boot, with a gardening request",
    [
      "I drive a little Agila, which is just the thing for the narrow lanes up to the allotments. Could you tell me how often I ought to check the tyre pressures, and roughly what they should be for a small car of that kind?",
    ],
    [
      "Since the Agila went in part-exchange for the Roomster, I can fit all my seed trays and the grandchildren's bicycles in the boot at once, which is a marvel. Could you suggest a sensible way of packing trays of onion seedlings so that they do not tip over on the bends up to the allotment greenhouse?",
    ],
    /Roomster/i,
    claims("Agila", ["Roomster", "part-exchange", "part exchange", "traded", "sold", "trade-in"]),
  ),
  change(
    "a typewriter replaced by a laptop, shown only in a letter-writing question",
    [
      "I still write all my letters on my faithful old Olivetti typewriter; I have never really got on with screens. This week I must write to the council about the potholes on our road. Could you help me with the wording, so that it is firm but polite?",
    ],
    [
      "My grandson Dafydd has set me up with a laptop now that the Olivetti has gone to the chapel jumble sale, and I am typing my letters on it, very slowly. How do I put my address in the top right-hand corner of a letter, with the date underneath, without the whole thing jumping about the page?",
    ],
    /laptop|computer/i,
    claims("Olivetti|typewriter", ["laptop", "jumble", "gave away", "given away", "sold", "donat", "got rid"]),
  ),
  change(
    "volunteering moves from the charity shop to the library, shown only in passing",
    [
      "I do two mornings a week as a volunteer in the hospice charity shop in Pontardawe, mostly sorting the books. Could you suggest a sensible way of arranging a shelf of second-hand books so that customers can find things easily?",
    ],
    [
      "The mornings at Pontardawe library are a great deal quieter than the hospice shop ever was; since I swapped over at the New Year I spend my Tuesdays and Thursdays there helping people with the computers. Could you help me write a simple one-page guide to setting up an email account, in large print, for the older readers who come in?",
    ],
    /library/i,
    claims("hospice|charity shop", ["library", "swap"]),
  ),
  trap(
    "a hypothetical move to the seaside, asked over the Sunday paper",
    [
      "We live in Treharris, in a house with a long, sloping garden that is becoming rather too much for my husband's knees. Could you suggest some low-maintenance shrubs that would cope with our heavy clay soil and all this rain?",
    ],
    [
      "Supposing, just supposing, that we sold up and moved down to Saundersfoot in a year or two, would we be much worse off with the council tax and the heating in a bungalow by the sea? We have not put the house on the market, nor even spoken to an estate agent; it is only a daydream over the Sunday paper.",
      "And in the meantime, what might I safely prune in the garden in January without doing any harm?",
    ],
    /Treharris/i,
    [
      asserts("Saundersfoot", `${IMAGINED}|daydream|\\?|\\bask|question|curious|whether`),
      asserts("(?:left|moved|moving|relocat|sold|selling|on the market)\\w*\\b.*(?:Treharris|house|home)", `${IMAGINED}|daydream`),
    ],
  ),
  trap(
    "a neighbour's hip operation, with a batch-cooking request",
    [
      "I have osteoarthritis in my left knee, so I do most of my gardening from a kneeling stool these days. Could you recommend a few gentle exercises that might help keep the joint moving through the winter?",
    ],
    [
      "Our neighbour Glenys has just come home from hospital after a hip replacement, poor dab, and I have promised to do her shopping and take her little terrier out until she is back on her feet.",
      "Could you suggest some easy, nourishing meals that I could batch-cook and take round to her in small portions?",
    ],
    /knee|osteoarthritis/i,
    [asserts("\\bhip\\b", NEIGHBOUR), asserts("(?:has|owns|got|new)\\b.*(?:\\bdog\\b|terrier)", NEIGHBOUR)],
  ),
  trap(
    "a butcher's quoted remark about meat, with a roasting question",
    [
      "I have been a vegetarian since 1979, long before it was fashionable in the valleys, I can tell you. Could you give me a recipe for a hearty winter cawl without any lamb in it that would still satisfy a crowd?",
    ],
    [
      "When I bought a leg of lamb for my son's birthday dinner on Saturday, the butcher in Maesteg said to me, 'Gone back to the meat at last then, Mrs Howells?' and the whole queue laughed. I told him it was for Meirion, and that I shall be having the nut roast as usual.",
      "Could you tell me how long to roast a two-kilo leg of lamb, and at what temperature? I have not cooked one in forty years.",
    ],
    /^(?!.*(?:no longer|\bnot\b|n't|gone back|went back|stopped|gave up|given up|former|used to)).*vegetarian/i,
    [
      asserts(
        "(?:eats|eating|started|back to|returned|gone back|went back)\\w*\\b.*(?:meat|lamb)|no longer (?:a )?vegetarian|\\bmeat[- ]eater",
        "\\bson\\b|Meirion|butcher|birthday|for (?:his|her|a|the|family|guests)|cook|roast|said|ask|joke|laugh|\\bnot\\b|n't",
      ),
    ],
  ),
  trap(
    "a negation: the Italian class is not given up, despite an illness",
    [
      "I go to an Italian evening class at the Miners' Institute in Ystradgynlais every Wednesday; we are a jolly little group of eight. Could you give me a few simple phrases for ordering in a café, with a note on how to pronounce them?",
    ],
    [
      "I have missed three Wednesdays with this wretched chest infection, but I have not given up the Italian, whatever my sister may say; I shall be back in class as soon as the doctor lets me out.",
      "Could you set me a short revision exercise on the past tense, so that I do not fall too far behind the others?",
    ],
    /^(?!.*(?:(?<!not |n't )(?:gave up|given up)|giving up|stopped|quit|dropped|no longer|former|used to)).*Italian/i,
    [
      asserts(
        "(?:gave up|given up|giving up|stopped|quit|dropped|no longer|left)\\w*\\b.*Italian|Italian\\b.*(?:ended|given up|dropped)",
        "\\bnot\\b|n't|never|despite|sister|still|will|shall|plans to|return|back",
      ),
    ],
  ),
  trap(
    "a joke over breakfast about swapping the bees for a cactus",
    [
      "I keep two hives of bees at the bottom of the garden, a hobby I took up when I retired from teaching. Could you tell me what I ought to be doing for them over the winter months, if anything at all?",
    ],
    [
      "After reading about the price of sugar for the winter feeding, I announced to Gwilym over breakfast that I was swapping the bees for a nice quiet cactus on the windowsill. He very nearly believed me, bless him!",
      "Seriously, though, how much fondant ought I to put on each hive in January, and how can I tell whether they are running short?",
    ],
    /^(?!.*(?:sold|selling|swapp|gave up|given up|no longer|stopped|former|used to)).*(?:\bbees\b|hives?\b|beekeep)/i,
    [
      asserts("cactus", JOKED),
      asserts("(?:sold|selling|swapp|gave up|given up|giving up|no longer|stopped|getting rid)\\w*\\b.*(?:bees|hives|beekeep)", JOKED),
    ],
  ),
  trap(
    "a club move to the community hub planned but called off",
    [
      "Our computer club meets every Thursday afternoon in the vestry of Bethania chapel in Glanaman; the heating is temperamental but the tea is excellent. Could you suggest a gentle first lesson for members who have never used a tablet?",
    ],
    [
      "We were going to move the club over to the new community hub on the main road this month, and I had even written the notice for the newsletter, but the committee decided the rent was far too dear, so we are staying put in the vestry after all.",
      "Could you help me turn that notice into a short, good-humoured apology instead, perhaps with a cheerful line about our famous heating?",
    ],
    /vestry|Bethania/i,
    [
      asserts(
        "community hub|\\bhub\\b",
        `${IMAGINED}|going to|was to|plan|propos|decided against|too dear|\\brent\\b|instead|after all|staying|stays|cancel|called off|abandon|dropp|rejected|voted`,
      ),
      asserts(
        "(?:left|moved|moving|no longer)\\w*\\b.*(?:vestry|Bethania|chapel)",
        `${IMAGINED}|going to|was to|plan|propos|after all|cancel|called off`,
      ),
    ],
  ),
];
