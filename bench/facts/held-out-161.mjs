// Held-out set 161: written on 2026-11-28 against main at cbacb6d, by a helper (`set161`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a Trinidadian chef in his thirties in a big Canadian city (never named;
// neighbourhoods only), who types lively Trini English in chat ("wah de hell", "doh", "allyuh",
// "steups", "bess", "I does"), mostly lower case, and asks about menus, food costs, his kitchen job,
// his girlfriend, his mother back home, his phone bill, his car and his Sunday football league.
// Three changes are told plainly as news (a new restaurant, a gym given up for a boxing club, a
// girlfriend who is now his fiancee) and three only in passing beside a request (voicemail on a
// new phone carrier, a warm-up before a first game for a new team, salt stains in a newly bought pickup).
// Car makes, phone makes and the city are never named: every one of them is used in an earlier set.
// Traps: a wish to open his own roti shop asked as a hypothetical, his mother's move back home
// while he stays put, a quoted remark from his doctor about stopping a cream, a negation (a dog
// not given away), a joke about going vegan, and a plan not carried out (a bank switch that failed).
// Time words fit the two conversations' dates (New Year's Day, then about three weeks later).
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer with X"): `old` then skips such texts.
// First run: 8 of 12 at 5685ef4 (the session's final code), and 8 of 12 on cbacb6d, the code the
// session's second round started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|ported|\\bsold\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|wry|tongue|quip|tease|self-deprecat|exaggerat|frustrat|\\blol\\b|playful|claim`;

/** Words that put a remark in his doctor's mouth, or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|recommend|advis|told|\\bmay\\b|\\btry|trial|spring|once|possib|potential|chance|goal|plan|expect|skeptic|scepti|doubt`;

/** Words that make a shop, a bank or a job change only a question, a wish or an attempt. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|going to|decid|against|look|kept|keep|still|tried|\\btry|attempt|fail|reject|unable|couldn|gave up|give up|cost|budget|start-?up`;

/** Words that give the news to his mother (or the aunt she lives with), not to him. */
const MOTHER = "mother|\\bmom\\b|\\bmum\\b|mammy|parent|aunt|tantie|Rhonda|\\bher\\b|\\bshe\\b|family";

/** Words that deny a rumour or make an absence temporary. */
const DENIED = "\\bnot\\b|n't|never|deni|rumou?r|thought|assum|asked|asking|question|temporar|mistak|wrongly|for the week|while he";

export const HELD_OUT_161 = [
  change(
    "a line cook leaves one restaurant for another as junior sous, told plainly as news",
    [
      "happy new year!! ok so I is a line cook at Lantana on Queen West, caribbean fusion spot, and chef want everybody to pitch a special for january. help me cost out a curry goat plate nah - goat shoulder running me $11.50 a pound from de halal guy, rice and dhal and a lil mango chow on de side, and I want to sell it at $26. dat making sense or I mad?",
    ],
    [
      "BIG NEWS boss: I done with Lantana!! friday was my last service and dis morning I start as junior sous at Cinder & Salt, de wood-fire place in Little Portugal. more money, less bacchanal, and de chef is a real bess cook",
      "help me make a prep list template for a 60 cover dinner service? chef want me running de prep from next week and I doh want to look like a jackass",
    ],
    /Cinder/i,
    claims("Lantana", ["Cinder"]),
  ),
  change(
    "a gym membership given up for a boxing club, told plainly as news",
    [
      "morning! new year new me lol. I does train at Iron Yard Fitness near my place, four mornings a week before shift. gimme a high protein meal prep for de week nah, I cooking for 80 people all day but I does forget to feed myself, steups",
    ],
    [
      "ok some news: I cancel de Iron Yard membership, too much fellas taking selfie by de mirror and hogging de bench all morning. I join Southpaw Boxing Club on Eglinton instead, three classes a week, and de coach is a Tobago man who doh play at all",
      "what I should eat before a 6am class so I doh throw up on de heavy bag? lol",
    ],
    /Southpaw|boxing/i,
    claims("Iron Yard", ["Southpaw", "boxing"]),
  ),
  change(
    "a girlfriend becomes a fiancee, told plainly as news",
    [
      "happy new year! me and my girlfriend Aaliyah taking it real easy today after last night fete. gimme a rum punch recipe for two that wouldn't knock we out before de sun go down, I have to work tomorrow",
    ],
    [
      "boy, NEWS: I propose to Aaliyah saturday night!! did it at de restaurant after close, ring hide under de dessert cloche, and she say YES. we engaged now and I still shaking",
      "help me write a lil post to announce it? not too soppy, my mother back home go be reading it and showing de whole street",
    ],
    /fianc|engaged|engagement|betroth/i,
    claims("girlfriend|\\bdating\\b|relationship|\\bpartner\\b", ["fianc", "engag", "propos", "wedding", "marr"]),
  ),
  change(
    "a phone carrier switched, shown only in asking how to set up voicemail",
    [
      "steups, de Rogers bill come $96 AGAIN dis month. I with dem since I land here in 2016 and dey keep adding charges. help me understand wah 'network access fee' and 'system access' even mean, because I sure I ent using no system",
    ],
    [
      "how I set up voicemail on Koodo? I port my number over last week to cut down de bill and now my mother calling from trinidad and getting some message saying de mailbox not set up. she vex with me already",
    ],
    /Koodo/i,
    claims("Rogers", ["Koodo", "\\bport"]),
  ),
  change(
    "a Sunday-league player moves to a new team, shown only in asking for a warm-up",
    [
      "happy new year! I play centre mid for de Eastside Tridents in a sunday league, indoor on turf for de winter. my left hamstring does tighten up every single game, what stretches I should do after?",
    ],
    [
      "gimme a warm-up routine for turf, like 10 minutes nah. my first game for de Bluffs Wanderers is sunday and dey want me at right back, which I never play in my life, wah de hell",
    ],
    /Wanderers/i,
    claims("Tridents", ["Wanderers"]),
  ),
  change(
    "an old minivan replaced by a pickup, shown only in asking about salt stains in the new truck",
    [
      "I driving a 2009 minivan, 280k on it, and de heater only blowing cold since last week. I does leave for work 5:30 in de morning so is pure torture. what could cause dat?",
    ],
    [
      "what's de best way to get road salt stains off de carpet in my pickup? is a 2016, I just buy it from a fella in Oshawa two weeks ago and de mats already white white",
    ],
    /pickup|pick-up|\btruck/i,
    claims("minivan|\\bvan\\b", ["pickup", "pick-up", "truck"]),
  ),
  trap(
    "a wish to open his own roti shop, asked as a hypothetical",
    [
      "happy new year! I is sous chef at a caribbean fusion spot on Bathurst, three years now. help me build a staff meal rotation for january, cheap but good, de line cooks complaining about pasta again",
    ],
    [
      "boy, sometimes I does wish I could just walk out and open my own roti shop. nothing fancy, buss up shut, curry chicken, doubles on weekends. if I did do it, roughly how much money I'd need to start in a small place in de east end? just dreaming eh, chef would kill me",
      "and help me with a pepper sauce for staff meal dat wouldn't send de dishwasher to hospital",
    ],
    /sous/i,
    [
      asserts("roti shop|own (?:shop|restaurant|place|business|spot)|self.employ", UNDONE),
      asserts("(?:quit|left|leaving|walked out|no longer|resign)\\w*\\b.*(?:sous|restaurant|job|kitchen|Bathurst)", UNDONE),
    ],
  ),
  trap(
    "his mother sells the family house and moves to another town back home, and he stays put",
    [
      "I living in Scarborough, basement apartment near Morningside, and de landlord upstairs does either blast de heat or give nothing at all. help me write a polite message asking him to turn it up, I doh want no bacchanal",
    ],
    [
      "Mammy finally sell de house in Arima and move down to Point Fortin to live by my Tantie Rhonda. she say de house too big for she alone since Daddy pass",
      "help me write she a nice voice note, something to make she feel good about de move and not like she leaving everything behind",
    ],
    /Scarborough|Morningside/i,
    [
      asserts("Point Fortin", MOTHER),
      asserts("(?:sold|sell|selling)\\w*\\b.*house|(?:moved|moving|relocat)\\w*\\b.*(?:Trinidad|Arima)", MOTHER),
    ],
  ),
  trap(
    "a doctor's remark that an eczema cream might be stopped by spring",
    [
      "my hands mash up from all de washing and sanitizer at work, doctor say is eczema and give me hydrocortisone cream, I putting it on morning and night. what kind of gloves I could wear on de line dat wouldn't make it worse?",
    ],
    [
      "went back to de doctor thursday. she look at my hands and say 'keep wearing de nitrile gloves and by spring you could probably stop de hydrocortisone and just use moisturizer.' I go believe it when I see it",
      "anyway help me with a hand care routine after a 12 hour shift",
    ],
    /hydrocortisone/i,
    [
      asserts(
        "(?:\\boff\\b|stop|discontinu|quit|no longer|came off|come off|taper|wean|replac|switch)\\w*\\b.*hydrocortisone|hydrocortisone\\b.*(?:stopped|discontinued|replaced)",
        QUOTED,
      ),
    ],
  ),
  trap(
    "a dog not given away, only staying with a cousin for the week",
    [
      "my pothound Brownie eat a whole tray of pastelles off de counter last night, wah de hell. he acting normal but should I worry? is cornmeal, beef, olives and capers, wrapped in banana leaf",
    ],
    [
      "nah man, I did NOT give away Brownie. my cousin Akeem post a pic with him and now de whole group chat asking me if I get rid of him. he just by Akeem for de week cause I working double shifts, he coming home sunday",
      "help me write something funny to post so allyuh people stop asking me",
    ],
    /Brownie|pothound|\bdog\b/i,
    [asserts("(?:gave|give|given|rehom|got rid|get rid|no longer|sold|adopted out)\\w*\\b.*(?:Brownie|dog)", DENIED)],
  ),
  trap(
    "a joke about going vegan after tasting a mushroom oxtail",
    [
      "I doh eat pork, never did, my mother raise we so. but I cook it every day at work lol. help me figure out how to season a pork shoulder right without tasting it every two minutes",
    ],
    [
      "today a supplier bring a vegan 'oxtail' made from mushrooms for we to taste and boy... it was NOT oxtail. anyway I is vegan now, vegan meaning I only eating de carrots out de real oxtail gravy lol",
      "for real though, help me make a plant-based stew dat wouldn't embarrass de kitchen, we have vegans booking for valentine's",
    ],
    /pork/i,
    [
      asserts(
        "vegan|plant.based",
        `${JOKED}|menu|dish|stew|recipe|guest|customer|book|valentine|supplier|oxtail|mushroom|kitchen|cook|tast`,
      ),
    ],
  ),
  trap(
    "a switch to an online bank tried and not carried out",
    [
      "I bank with CIBC since I come up, and de monthly fee reach $16.95 now, steups. help me figure out wah I actually paying for, because is de same chequing account I had from day one",
    ],
    [
      "so I was going to switch to Tangerine, no fees and all dat, and I sit down last sunday to open de account... de app reject my ID photo like six times. I give up, staying with CIBC for now",
      "how I could at least get de CIBC fee down?",
    ],
    /CIBC/i,
    [asserts("Tangerine", UNDONE), asserts("(?:switch|moved|closed|left|no longer)\\w*\\b.*CIBC", UNDONE)],
  ),
];
