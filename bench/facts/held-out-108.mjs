// Held-out set 108: written on 2026-11-28 against main at d276c8f, by a helper (`set108`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 110 in /work/sets.
// Style: a retired Scottish man dictating through speech-to-text: long run-on messages with
// little punctuation, the odd mis-heard word ("hog many", "hot male", "g mail", "find my past")
// and Scots words now and then (aye, wee, cannae, dreich, weans, moothie). Each change is said
// differently: boxes unpacked in the new town, a hacked account shut down and a new one set up, a
// doctor swapping one pill for another, being voted into a new post, a subscription cancelled for
// another site, a surgeon ending one hobby and a new one joined. Traps: a pal's hypothetical move
// asked about, a son's job abroad (in a town that shares a Scottish name), sarcasm about sweets
// after a diagnosis, a puppy turned down, a courtesy car while his own is in the garage, and a
// wife's quoted suggestion to give up his instrument. Time words fit the two conversations'
// dates (New Year's Day, then about three weeks later, before Burns night).
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at fd90240 (the session's final code), and 6 of 12 on d276c8f, the code the session
// started from, run first (only the scores were seen).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|packed in|took off|taken off|\\boff\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say a thing was only joked, moaned about or said in jest. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|tongue|quip|tease|teasing|mock|ironic|irony|exaggerat|vent|frustrat|complain|moan|fed up|scunner`;

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|\\btil\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

/** Words that put a thing on his wife's say-so rather than his own. */
const WIFE = "wife|Sheena|\\bshe\\b|\\bher\\b|spouse|suggest|says|said|told|urg|nag|tease|teasing";

/** Words that put a thing on his son's family rather than on him. */
const SON = "\\bson\\b|Calum|\\bhis\\b|\\bhe\\b|\\bthey\\b|their|family|grand|weans|bairn|child|kids";

export const HELD_OUT_108 = [
  change(
    "a move to be near his daughter, told as the last boxes unpacked",
    [
      "good morning and a happy new year to you, I'm sitting here wi a sore head after the hog many party at my sisters, I've lived in Kirkintilloch near enough thirty year and they still do it the same every year. what's good for a hangover that's no just drink more water",
    ],
    [
      "well that's the last of the boxes unpacked at long last, the new flat in Arbroath is awful handy for the harbour and our Fiona is just round the corner now so she can keep an eye on her auld dad, Kirkintilloch was home a long time but I'll no miss they stairs. could you give me a good way to cook Arbroath smokies I've never done them myself",
    ],
    /Arbroath/i,
    claims("Kirkintilloch", ["Arbroath"]),
  ),
  change(
    "an email account hacked and shut, a new one set up by the grandson",
    [
      "I've had the same hotmail address since about 1999 and my grandson says I should get it tidied up, how do I make folders for the emails from the bank and the council so I'm no scrolling for ages every time",
    ],
    [
      "disaster last week the hot male got hacked and sent rubbish to everybody in my address book, so the grandson closed it down altogether and got me set up on g mail, I've the new address wrote on a bit of paper by the computer",
      "now how do I get all my contacts moved over and tell folk my new address without them thinking its one of they scam emails",
    ],
    /\bG\s?-?mail\b|Google mail/i,
    claims("Hotmail|hot male", ["G\\s?-?mail", "Google mail", "hack", "clos", "shut"]),
  ),
  change(
    "a statin swapped by the doctor over leg cramps",
    [
      "the doctor has me on simvastatin for the cholesterol, forty milligram at night. is it right that I'm no supposed to have grapefruit with it because I'm awful fond of a half grapefruit at my breakfast",
    ],
    [
      "went back to the surgery about the cramps in my legs at night and she's took me off the simvastatin and started me on pravastatin instead, the chemist said the new one's kinder on the muscles. does that mean I can have my grapefruit back or is it the same story wi this one",
    ],
    /pravastatin/i,
    claims("simvastatin", ["pravastatin"]),
  ),
  change(
    "voted from treasurer to chairman at the AGM",
    [
      "I'm the treasurer at the Kilsyth men's shed, been doing the books for three year now. could you help me make up a simple spreadsheet for the members subs and the money for timber, I'm no great wi computers",
    ],
    [
      "well the AGM was on Tuesday and they've only gone and voted me in as chairman would you believe, young Alasdair's took the books over from me thank goodness so I'm shot of the spreadsheet",
      "I've to say a few words at the next meeting could you write me something short and no too soppy",
    ],
    /chair/i,
    claims("treasurer|(?:doing|does|keeps?|keeping) the (?:books|accounts)", ["chair", "Alasdair"]),
  ),
  change(
    "a family history subscription cancelled for another site",
    [
      "I've been doing the family tree on ancestry for about two year now and I've got back to a great great grandfather that was a weaver in Kilbarchan. what's the best way to find out if he was ever in the army",
    ],
    [
      "I cancelled the ancestry, it was getting far too dear for a pensioner, and I'm on find my past now, a fella at the bowling says its better for the Scottish records anyway. do you know if they have the old parish registers on there or where would I look for them",
    ],
    /find\s?my\s?past/i,
    claims("ancestry", ["find\\s?my\\s?past"]),
  ),
  change(
    "a knee ends the hill days; walking football joined",
    [
      "I'm out bagging Munros most weekends with the hillwalking club, I've done 212 of them so far. what's a decent pair of waterproof trousers that'll no cost a fortune, mine are letting in at the knees",
    ],
    [
      "so the knee man at the hospital says my hill days are done and dusted, he was quite firm about it. I've joined the walking football at the leisure centre on a Thursday morning instead, its a good laugh and there's a cafe after",
      "what stretches should a man my age do before a game so I don't pull something",
    ],
    /walking football/i,
    claims("Munro|hill\\s?-?walk|hills", ["walking football", "knee"]),
  ),
  trap(
    "a pal's talk of moving abroad, asked about hypothetically",
    [
      "I live in Largs just along from the front, and the wind coming off the Clyde is something else this time of year. what's a good warm jacket for an old fella that's no too heavy on the shoulders",
    ],
    [
      "my pal Murdo keeps on at me about selling up and moving out to the Algarve for the sun, if I was to do that would my state pension still get paid over there and what would I do about a doctor. I'm no saying I'm going mind, just wondering wi this dreich weather we're having",
    ],
    /Largs/i,
    [
      asserts("Algarve|Portugal", `${IMAGINED}|\\?|\\bask|wonder|curious|pal|friend|Murdo|whether|question`),
      asserts("(?:left|leaving|moved|moving|selling|sold|relocat|no longer)\\w*\\b.*Largs", `${IMAGINED}|pal|friend|Murdo|wonder`),
    ],
  ),
  trap(
    "a son's new job in a Hamilton that is not the Scottish one",
    [
      "I'm a retired fireman, did thirty two year on the watch in Greenock before I hung up the helmet. could you help me write a wee piece for the retired firefighters newsletter about how the job's changed since the seventies",
    ],
    [
      "our Calum's got a job in Hamilton, no the one up the road the one in Canada, him and his wife and the two weans fly out in March. how do I set up the video calls on my tablet so I can still see the bairns every week",
      "and what's the time difference over there",
    ],
    /fire/i,
    [asserts("Hamilton|Canada", SON), asserts("(?:no longer|not|un)\\s?retired|(?:works?|working|job)\\b.*Hamilton", SON)],
  ),
  trap(
    "sarcasm about living on sweets after a diabetes diagnosis",
    [
      "I was told I'm type 2 diabetic back in the autumn and I'm on the tablets for it now. can you give me some breakfast ideas that's no porridge every single day",
    ],
    [
      "the dietitian handed me a list as long as your arm of things I cannae have, aye grand I'll just live on Tunnocks teacakes and caramel wafers then and save everybody the bother",
      "seriously though what's a sweet thing I could have wi my cup of tea at night that'll no send my sugars through the roof",
    ],
    /diabet/i,
    [
      asserts("teacake|Tunnock|caramel wafer", JOKED),
      asserts("(?:stopp|quit|no longer|gave up|giving up|ignor|abandon|skip)\\w*\\b.*(?:diet|tablet|medic)", JOKED),
    ],
  ),
  trap(
    "a neighbour's puppy offered and turned down",
    [
      "I've a border collie called Bess, she's nine now and getting a bit stiff in the back legs. is there anything I can put in her food that's good for the joints",
    ],
    [
      "the folk next door's dog had a litter and they asked would I take one of the pups, I said no chance, Bess would never forgive me and I'm too old for a puppy chewing my slippers. she's been awful clingy since all the yapping started though",
      "how do I get her settled at night",
    ],
    /Bess|collie/i,
    [
      asserts(
        "\\bpup|puppy|second dog|another dog|new dog",
        "neighbou|next door|declin|no chance|\\bnot\\b|n't\\b|offer|refus|turned down|\\basked\\b|said no|yapping|litter",
      ),
    ],
  ),
  trap(
    "a courtesy car while his own is in the garage",
    [
      "I drive an Insignia estate, it's handy for taking the grandweans about. the tyre pressure light keeps coming on even though I've checked them all at the garage, what could that be",
    ],
    [
      "the Insignia's in the garage getting a new clutch put in and they've gave me a wee courtesy car til Friday, dinky wee thing, my knees are up at my chin. how do I get the bluetooth to connect to my phone in it, I only want the radio and the phone calls",
    ],
    /Insignia/i,
    [
      asserts("(?:sold|no longer|replac|switch|got rid|trade|gave up)\\w*\\b.*Insignia", `${TEMPORARY}|garage|clutch|courtesy`),
      asserts("(?:drives|bought|got|owns)\\b.*(?:new|small|wee|little|dinky) car", `${TEMPORARY}|garage|clutch|courtesy`),
    ],
  ),
  trap(
    "a wife's quoted suggestion to swap the pipes for a mouth organ",
    [
      "I play the pipes in the Brechin pipe band, been at it since I was a laddie, and we've the Burns night suppers coming up later this month. can you remind me the words of the Selkirk grace, I always get muddled in the middle",
    ],
    [
      "the wife Sheena was at me again last night, she says would you no chuck they pipes and take up the moothie, at least the neighbours would get a bit of peace. she's only half joking mind",
      "anyway I'm playing at a Burns supper on Saturday, how do I stop my reed drying out in a warm hall",
    ],
    /pipe/i,
    [
      asserts("harmonica|mouth\\s?organ|moothie", `${IMAGINED}|${WIFE}|jok`),
      asserts("(?:quit|stopp|gave up|give up|giving up|chuck|no longer|left|leaving)\\w*\\b.*(?:pipe|band)", `${IMAGINED}|${WIFE}|jok`),
    ],
  ),
];
