// Held-out set 112: written on 2026-11-28 against main at c1dcf90, by a helper (`set112`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: a woman in a big East African city who runs a small shop and a side business, writing
// East African English ("I have been having", "kindly", "sorted", "I left it", "we shifted"),
// with a Sheng word now and then (aki, shags, bob, niaje), M-Pesa and matatus; medium-length
// messages, nearly each with a practical request. Changes are said in different ways: a side
// business dropped for losses and the new one described by its numbers, a move told only through
// the new area's water and fares, a motorbike sold and a second-hand van told with relief, a
// boyfriend who "parted ways" told through Saturdays alone at the shop, an election at a women's
// savings group, a blood-pressure drug changed for a cough. Traps: a second shop asked about "if
// I open", a sister's job abroad, a joke about closing the shop, a church role turned down, a
// friend's separation in quoted first-person speech, and a burial upcountry with a cousin minding
// the shop. Time words fit the two conversations' dates (about three weeks apart, January). A
// fair fact about the old value may stay current once it says the state ended ("Left X", "No
// longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 12ea75a (the session's final code), and 8 of 12 on c1dcf90, the code the session
// started from, run first (only the scores were seen).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|tempt";

/** Words that say something was only said in fun or in frustration. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|tongue|quip|tease|laugh|exaggerat|hyperbol|not serious|playful|threat|vent|frustrat|complain`;

/** Words that say a state is only for a while (a trip, a burial, someone minding the shop). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|holiday|away|\\bstay|\\bback\\b|return|cover|holding|minding|\\bmind|look(?:ing)? after";

export const HELD_OUT_112 = [
  change(
    "a side business dropped for losses, the new one told through its numbers",
    [
      "Happy new year! Apart from my shop I have a side hustle of mitumba, I buy bales of ladies' tops and dresses at Gikomba and sell them to my customers through my status and word of mouth. Kindly help me with a simple way of pricing each piece so I know my profit per bale.",
    ],
    [
      "Kindly help me with something. That mitumba thing I left it, the last two bales were full of rejects and it was just eating my capital. These days my side hustle is kienyeji eggs, I have 30 layers in a small coop at the back of the plot. How many trays should I expect per week, and what is a fair price for a tray around here?",
    ],
    /kienyeji|poultry|chicken|layers|\bhens\b|\beggs?\b/i,
    claims("mitumba|second-?hand (?:cloth|dress|top)|Gikomba|\\bbales?\\b", [
      "kienyeji",
      "poultry",
      "chicken",
      "layers",
      "\\bhens\\b",
      "\\beggs?\\b",
      "let go",
      "left it",
      "loss",
    ]),
  ),
  change(
    "a move told only through the new area's fares and water",
    [
      "Niaje! I stay in Kitengela and every morning I take a matatu to my shop in town, it is 150 bob each way and the jam near the airport is something else. Kindly help me calculate how much I am spending on fare per month if I open the shop six days a week.",
    ],
    [
      "Since we shifted to Ruaka the fare to town is much less, but the water here is a problem, the landlord's borehole water is salty and leaves white marks on the sufuria. Kindly, what is a cheap way to make water safe and nice for drinking for a family of four?",
    ],
    /Ruaka/i,
    claims("Kitengela", ["Ruaka", "shift"]),
  ),
  change(
    "a delivery motorbike sold and a second-hand van, told with relief",
    [
      "I do deliveries for my customers on my Bajaj Boxer motorbike, mostly gas cylinders and bags of flour around the estate. Kindly, what maintenance should I be doing every month so that it does not let me down in the middle of a delivery?",
    ],
    [
      "Aki finally no more getting rained on! The Boxer I sold to one of the boda guys at the stage, and I got a second-hand Probox, now I can carry ten gas cylinders in one trip. Kindly help me understand the difference between comprehensive and third party insurance, the agent is just confusing me.",
    ],
    /Probox/i,
    claims("Boxer|Bajaj|motor ?bike|motorcycle", ["Probox", "sold"]),
  ),
  change(
    "a boyfriend who parted ways, told through Saturdays alone at the shop",
    [
      "My boyfriend Kiprop helps me at the shop every Saturday so that I can go to the market to restock. Kindly help me make a simple stock list I can print, with columns for item, quantity, buying price and selling price.",
    ],
    [
      "Kiprop and I parted ways end of last month, things were not working, so now Saturdays it is just me at the shop and restocking has become a headache. Kindly, how can I plan my restocking so that I don't have to close the shop to go to the market?",
    ],
    /single|broke up|break-?up|split|separat|parted|no longer (?:together|dating|with|in a relationship|seeing)|ex-?boyfriend|\bex\b|relationship (?:with \w+ )?ended/i,
    claims("boyfriend|dating|partner|relationship|Kiprop", ["broke", "break", "split", "separat", "parted", "single"]),
  ),
  change(
    "a savings-group treasurer elected chairlady",
    [
      "I am the treasurer of our chama, we are 12 women and each one contributes 1,000 bob every month through M-Pesa. Kindly help me design a simple table to track who has paid and who still has a balance.",
    ],
    [
      "We had our AGM on Saturday and aki the ladies voted me in as the chairlady! Mama Wairimu took over the books from me. Kindly help me prepare a short speech for our next meeting, I want to thank them and talk about our plan to buy a plot together this year.",
    ],
    /chair/i,
    claims("treasurer", ["chair", "Wairimu", "took over", "handed"]),
  ),
  change(
    "a blood-pressure drug changed because of a cough",
    [
      "I have been having high blood pressure for two years now and the doctor at the clinic has me on captopril 25mg twice a day. Kindly suggest some cheap meals that are low in salt, I am the one who cooks for the whole family.",
    ],
    [
      "That dry cough I have been having for months, the doctor says it was the captopril all along! He has put me on olmesartan and the cough is already going down. Kindly, is it better to take it in the morning or at night, and can I take it with my tea?",
    ],
    /olmesartan/i,
    claims("captopril", ["olmesartan", "cough", "caus", "side effect"]),
  ),
  trap(
    "a second shop asked about with 'if I open', not decided",
    [
      "I have a small shop in Mwiki selling household goods, soap, sugar, cooking oil, that kind of thing. Kindly help me write a short notice for my customers that I now accept Lipa na M-Pesa.",
    ],
    [
      "Kindly help me think through something. If I open a second shop in Ruiru, would I need a separate business permit from Kiambu county or is the one I have enough? I have not decided anything, I just want to know before I waste money.",
    ],
    /Mwiki/i,
    [
      asserts("Ruiru|Kiambu", `${IMAGINED}|\\?|\\bask|permit|decid|plan|whether|wonder|curious|explor`),
      asserts("(?:left|moved|moving|relocat|clos|shift|no longer)\\w*\\b.*Mwiki", IMAGINED),
    ],
  ),
  trap(
    "a younger sister's job abroad, with a packing request",
    [
      "I sell cosmetics and hair products at my shop in Kahawa West, mostly braids, lotions and relaxers. Kindly help me come up with a January offer to bring customers back after the holidays.",
    ],
    [
      "My younger sister Akinyi has got a job as a house manager in Riyadh, she flies on Friday and I am the one sorting everything for her. Kindly help me make a list of what she should carry and the important numbers she should save before she goes.",
    ],
    /Kahawa|cosmetic/i,
    [
      asserts("Riyadh|Saudi", "sister|Akinyi|sibling"),
      asserts("house ?manager|housekeep|domestic work|house ?help|house ?girl", "sister|Akinyi|sibling"),
      asserts("(?:left|moved|moving|relocat|clos|no longer|quit)\\w*\\b.*(?:Kahawa|shop|cosmetic)", "sister|Akinyi|sibling"),
    ],
  ),
  trap(
    "a joke about closing the shop over maize prices, with a pricing request",
    [
      "I run a small cereals shop in Kawangware, maize, beans, green grams and rice. Kindly help me understand how to store beans so that weevils don't spoil them.",
    ],
    [
      "Aki the price of maize this month! At this rate I will close the shop and go sell mayai pasua at the stage 😂 I'm just joking, but kindly help me work out a selling price per kilo of beans if I bought a 90kg bag at 9,000 and I want at least 20% profit.",
    ],
    /cereal|Kawangware/i,
    [
      asserts("mayai|\\beggs?\\b|street food|snacks?\\b", JOKED),
      asserts("(?:clos|quit|left|shut|no longer|stopp|gave up)\\w*\\b.*(?:shop|cereal|Kawangware)", `${JOKED}|price|cost|expens`),
    ],
  ),
  trap(
    "a church role turned down, with a lesson request",
    [
      "I teach Sunday school at our church in Kariobangi, I have the 8 to 10 year olds. Kindly help me prepare a lesson on the Good Samaritan with a small activity at the end.",
    ],
    [
      "The pastor asked me to be the secretary of the women's group this year but I told him no, the shop is already taking all my time and I want to keep my Sunday school class only. Kindly help me with a lesson on Zacchaeus for next Sunday.",
    ],
    /Sunday school/i,
    [
      asserts("secretary", `${IMAGINED}|asked|\\bask|offer|declin|turned|refus|said no|\\bno\\b|invit|request`),
      asserts("(?:stopp|quit|left|no longer|gave up|dropp)\\w*\\b.*Sunday school", IMAGINED),
    ],
  ),
  trap(
    "a friend's separation in quoted first-person speech",
    [
      "I have been married to Ouma for nine years, he is a primary school teacher and we have two girls. Kindly help me plan a small surprise for our anniversary next month, nothing expensive.",
    ],
    [
      "My friend Moraa called me crying last night. She told me, 'My husband has packed and left, I am now alone with the kids and I don't know how I will pay rent.' Kindly, how can I support her without making things worse, and are there places she can get free counselling?",
    ],
    /^(?!.*(?:friend|Moraa)).*(?:Ouma|married|husband)/i,
    [asserts("single|separat|divorc|(?:husband|Ouma)\\b.*\\bleft|left by|abandon|alone with", "friend|Moraa")],
  ),
  trap(
    "a burial upcountry with a cousin minding the shop",
    [
      "I stay in Kayole and run an M-Pesa agent shop at Kayole Junction, I also sell phone accessories. Kindly help me with a simple way to record my float every evening so I know when I am short.",
    ],
    [
      "I am in shags in Kakamega for my uncle's burial, I will be back on Sunday. My cousin Jeptoo is holding the shop for me until then. Kindly help me write clear instructions for her on how to do the evening float count, she has never done M-Pesa before.",
    ],
    /Kayole/i,
    [
      asserts(
        "(?:lives?|living|based|moved|moving|resid|relocat|shifted)\\w*\\b.*Kakamega",
        `${TEMPORARY}|burial|funeral|upcountry|shags|rural|uncle|\\bfrom\\b`,
      ),
      asserts("(?:Jeptoo|cousin)\\b.*(?:runs|running|manag|works|operat|owns|took over)", `${TEMPORARY}|burial|funeral`),
      asserts("(?:left|moved|clos|no longer|sold|gave up)\\w*\\b.*(?:Kayole|shop|M-?Pesa|agent)", `${TEMPORARY}|burial|funeral`),
    ],
  ),
];
