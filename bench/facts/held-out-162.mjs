// Held-out set 162: written on 2026-11-28 against main at cbacb6d, by a helper (`set162`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets (the city
// is spelled "Poona" throughout, as this speaker would say it; its newer spelling is in another set).
// Style: one voice throughout, a retired Indian Army colonel of 68 in Poona, who writes long,
// courteous, old-fashioned Indian English ("kindly do the needful", "kindly revert", "I am having
// two sons", "do one thing", "Memsahib" for his wife, "ha ha") and asks about his pension
// paperwork, his golf, his wife, his grandchildren, his car, his bank and his housing society.
// Three changes are told plainly as news (a move from a Wanowrie bungalow to a Baner flat, turning
// pure vegetarian, a pension account moved from one bank to another) and three only in passing
// beside a request (pairing a phone with a new car, font size on a new phone, the agenda for his
// first meeting as chairman of the society). Traps: a hypothetical job offer asked about for its
// effect on his pension, a brother's new puppy while his own dog stays, a cardiologist's quoted
// remark about changing a BP tablet, a negation (golf not given up, membership not resigned),
// irony about being a bachelor again after a bad anniversary gift, and a gym nearly joined and not.
// Time words fit the two conversations' dates (New Year's Day, and about three weeks later in
// January). A fair fact about the old value may stay current once it says the state ended ("Left
// X", "No longer uses X", "Shifted from X"): `old` then skips such texts.
// First run: 7 of 12 at 5685ef4 (the session's final code), and 7 of 12 on cbacb6d, the code the
// session's second round started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold ("shifted" is how this speaker moves). */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|shift|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\bsold\\b|clos";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Banks with X", not "Closed X account"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished, asked or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|\\bmay\\b|consider|someday|one day|eventually|\\bnot\\b|n't\\b|never|want|wish|thinking|thought|hope|idea|interest|could|possib|suppos|hypothet|academic|\\?|\\bask|wonder|query|question";

/** Words that make a job, a gym or a purchase only an offer or an unrealised plan. */
const UNDONE = `${IMAGINED}|offer|plan|intend|meant to|decid|against|nearly|almost|trial|visit|\\bform\\b|came back|look|explor|(?:rather than|instead of) (?:join|go|the gym|a gym)|over (?:the |a )?gym|prefer|skip|avoid|dislike|loud`;

/** Words that say something was said in jest or irony. */
const JOKED = `${IMAGINED}|jok|jest|kidding|iron|humou?r|playful|tease|ha ha|\\bhaha|tongue|exaggerat`;

/** Words that put a remark in the doctor's mouth, or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|told|quot|remark|comment|suggest|advis|warn|\\btry|next|chance|potential|threat`;

/** Words that give the puppy to his brother, not to him. */
const BROTHER = "brother|Suhas|sibling|Kolhapur|forward|advi[cs]e|\\bask|want|info|question|learn|\\?";

/** Words that say golf was only rested, or that giving it up is denied or a rumour. */
const DENIED =
  "\\bnot\\b|n't|never|deni|rumou?r|gossip|saying|claim|story|\\brest|break|pause|temporar|for (?:two|2|a few|a couple of) weeks|fortnight";

export const HELD_OUT_162 = [
  change(
    "a bungalow in Wanowrie sold for a flat in Baner near the elder son, told plainly as news",
    [
      "Good morning and a very Happy New Year to you. I am Col. V.S. Deshmukh (Retd), 68 years, staying in our own bungalow in Wanowrie, Poona, since I hung up my uniform in 2012. The garden has become too much for Memsahib and me, and the mali comes only when he feels like it. Kindly suggest some low maintenance plants for the front garden which can survive the Poona summer with watering twice weekly only. Kindly revert at your convenience.",
    ],
    [
      "Dear Sir, some news from my side. After much discussion with my two sons, we have sold the Wanowrie bungalow and shifted last week to a 3 BHK flat in Baner, in the same society as my elder son Nikhil, so the grandchildren are only two floors down. The packers have broken exactly one item, which was of course Memsahib's favourite tea set.",
      "Do one thing, kindly make me a checklist of all the places where I must update the new address, pension, bank, ECHS card, gas connection, voter ID and so on, so that nothing is left out. Kindly do the needful.",
    ],
    /Baner/i,
    claims("Wanowrie", ["Baner"]),
  ),
  change(
    "a Sunday-mutton non-vegetarian turns pure vegetarian on the cardiologist's report, told plainly as news",
    [
      "Sir, wishing you a Happy New Year. I am a thorough non-vegetarian, as any infantry officer of my vintage should be, and Sunday mutton curry is compulsory in our house. Memsahib now wants me to reduce the oil. Kindly suggest how mutton sukka can be made with less oil without spoiling the taste, in a way our cook can follow. Kindly revert.",
    ],
    [
      "Dear Sir, some news which my old coursemates will not believe. Since the 6th of this month I have become pure vegetarian, no mutton, no chicken, no fish, not even egg. The cardiologist at Command Hospital was not happy with my cholesterol report and Memsahib has taken it up as a mission. The Sunday mutton curry has been retired with full military honours.",
      "I am still having a good appetite, so kindly suggest some high protein vegetarian dishes with paneer, dal, soya, sprouts etc. which a Maharashtrian cook can manage without fuss. Kindly do the needful.",
    ],
    /(?<!non[- ]?)vegetarian|pure veg|(?:gave up|given up|giving up|stopped eating|no longer eats?|quit)\b.*(?:meat|mutton|chicken|non.?veg)/i,
    claims("non.?veg|mutton|\\bmeat|chicken", ["(?<!non[- ]?)vegetarian", "pure veg", "retired"]),
  ),
  change(
    "a pension account moved from Canara Bank to HDFC Bank, told plainly as news",
    [
      "Good morning Sir and Happy New Year. My defence pension is being credited in my Canara Bank account at the Fatima Nagar branch, Poona, since 2012. My annual identification for SPARSH is due this month and the branch is always having a long queue, and my knee does not permit standing for one hour. Kindly tell me whether the life certificate can be given from home through the Jeevan Pramaan face app, in simple steps please. Kindly revert.",
    ],
    [
      "Dear Sir, some news on the banking front. After twelve years I have closed my account at Canara Bank, the new manager made me come three times for one signature, and my pension account has been shifted to HDFC Bank, Aundh branch, with effect from this month. The young relationship manager there offered me tea and a chair, which at my age is the whole of customer service.",
      "Kindly tell me what intimation I must give to SPARSH and the PCDA so that the February pension comes in the HDFC account without any break. Kindly revert with the steps.",
    ],
    /HDFC/i,
    claims("Canara", ["HDFC"]),
  ),
  change(
    "an old Ciaz replaced by a Hycross, shown only by pairing a phone with it",
    [
      "Dear Sir, Happy New Year to you. I am driving a 2016 Ciaz diesel, silver colour, which has done 92,000 km without any major complaint. The battery is showing some weakness in these cold mornings (Poona cold means 10 degrees, ha ha). Kindly tell me whether I should replace the battery now or wait till it fails, and which make is reliable. Kindly revert.",
    ],
    [
      "Good evening Sir. Kindly guide me how to pair my mobile with the Bluetooth in the new Hycross, which my sons booked for us at the New Year and which we took delivery of last Thursday, they said Papa, no more arguments. The lady in the dashboard speaks very politely but does not listen to a single word I say.",
      "Also, the grandchildren are fighting to sit in the third row. Is it safe for a child of six to sit there, and what type of booster seat is advisable? Kindly revert.",
    ],
    /Hycross/i,
    claims("Ciaz", ["Hycross"]),
  ),
  change(
    "a BlackBerry replaced by a Micromax, shown only by asking for bigger type on it",
    [
      "Sir, a Happy New Year to you. I am still using my BlackBerry Bold which I bought in 2013 and which has never let me down, though my grandchildren laugh at it. The messaging app the whole family uses has stopped working on it, so the photos of the children are not coming to me. Kindly tell me if there is any way to get it back on the BlackBerry, or else how I can see the photos on my email. Kindly revert.",
    ],
    [
      "Dear Sir, kindly tell me how to increase the font size in the messages and the family group chats on this Micromax phone which my grandson Aarav bought for me last week. He set it up in ten minutes flat and went back to Gurgaon, and now everything is so small that I am reading with a magnifying glass like Sherlock Holmes.",
      "Also kindly tell how to stop the phone from making a sound every time somebody in our course group sends a good morning message. Do one thing, give the steps in points, I will write them in my diary.",
    ],
    /Micromax/i,
    claims("Black ?Berry", ["Micromax"]),
  ),
  change(
    "a housing society secretary becomes chairman, shown only by asking for his first agenda",
    [
      "Good morning Sir, Happy New Year. I am the Hon. Secretary of the managing committee of our Shivneri Co-operative Housing Society in Kothrud, a thankless job I have been doing for four years now. Kindly draft a polite but firm notice to members regarding the overhead water tank cleaning on 10th January, water supply will be off from 9 am to 2 pm. Kindly do the needful.",
    ],
    [
      "Dear Sir, kindly draft the agenda for our managing committee meeting on Sunday 26th January after the flag hoisting. It will be my first meeting as Chairman after the AGM of 12th January, so I want everything proper and in order. Items are lift AMC renewal, parking stickers, leakage in the B wing terrace and the pending maintenance dues of two members. Mr Sathe, who has taken over as Secretary from me, will circulate the same.",
    ],
    /chair(?:man|person|woman)?\b/i,
    claims("secretary", ["chair", "Sathe", "took over", "taken over", "handed", "new secretary"]),
  ),
  trap(
    "a security agency's job offer asked about only for its effect on the pension",
    [
      "Good morning Sir, Happy New Year. I retired from the Army as a Colonel in 2012 and since then I am fully retired, living on my pension and keeping busy with golf and the grandchildren. Kindly explain how to download my pension slip for December from the SPARSH portal, as my CA is wanting it for the income tax return. Kindly revert in simple steps.",
    ],
    [
      "Dear Sir, a hypothetical question only. Supposing I were to accept the offer a private security agency in Hinjewadi has made me, to be their Chief Security Officer three days a week, would my defence pension be affected in any way, and how would the salary be taxed along with the pension? I have not given them any reply and Memsahib is against it, so kindly treat this as purely academic.",
      "Also kindly tell me what is the standard deduction on pension income at present. Kindly revert.",
    ],
    /retir/i,
    [
      asserts(
        "Hinjewadi|security (?:officer|agency|firm|company)|\\bCSO\\b|re-?employ|(?:works?|working|employed|joined|job)\\b[^,;.]{0,40}(?:security|agency)",
        UNDONE,
      ),
      asserts("no longer retired|un-?retire|came out of retirement|back to work|returned to work|resumed work|rejoined work", UNDONE),
    ],
  ),
  trap(
    "a younger brother's new Rottweiler puppy, while his own Spitz stays the family's only dog",
    [
      "Sir, Happy New Year. We are having an Indian Spitz named Sheru, eight years old, very loyal but he barks at every crow in Poona. The crackers last night have made him very nervous and he has not eaten since morning. Kindly suggest what we can do to calm him. Kindly revert.",
    ],
    [
      "Dear Sir, my younger brother Suhas in Kolhapur has gone and bought a Rottweiler puppy at the age of 63, against all advice, and is sending me twenty photos a day. I have told him that our Sheru is quite enough dog for one family and will remain so.",
      "Kindly suggest what a person of his age should know about training a Rottweiler, so that I can forward it to him. Also, is it true they are not good with small children? Kindly revert.",
    ],
    /Spitz|Sheru/i,
    [asserts("Rottweiler|puppy", BROTHER), asserts("(?:two|2) dogs", BROTHER)],
  ),
  trap(
    "a cardiologist's quoted remark about changing the BP tablet, while the old tablet continues",
    [
      "Good morning Sir, Happy New Year. I am having high BP since 2008, controlled with Cardace 5 mg once daily, which I take after my morning walk. Now I want to keep a proper record for my next review at Command Hospital. Kindly make a simple table format for BP readings, morning and evening, which I can get printed at the stationery shop. Kindly do the needful.",
    ],
    [
      "Dear Sir, I went for my review at Command Hospital on Friday. The cardiologist, a very smart young Lt Col, looked at my readings and said, 'Colonel sahab, if the evening readings stay above 140 like this, next time we will have to change you over to Stamlo.' So I am continuing with the Cardace as before and have promised to behave.",
      "Kindly suggest how to bring down the evening BP by lifestyle, less salt, walking etc. Memsahib says it is the news channels. Kindly revert.",
    ],
    /Cardace/i,
    [
      asserts("Stamlo", QUOTED),
      asserts("(?:\\boff\\b|stop|discontinu|switch|chang|replac|no longer|came off|taper)\\w*\\b[^,;.]{0,40}Cardace", QUOTED),
    ],
  ),
  trap(
    "golf not given up and the club membership not resigned, only two weeks' rest for the back",
    [
      "Sir, Happy New Year. I play golf at the Poona Golf Club in Yerawada on Tuesday and Saturday mornings, handicap 19 on a good day and 24 on a normal day. My slice has become worse this winter. Kindly suggest some drills I can do at the driving range to correct the slice. Kindly revert.",
    ],
    [
      "Dear Sir, kindly note, whatever the gentlemen at the 19th hole are saying, I have NOT given up golf and I have NOT resigned my membership of the club. The physio has told me to rest the back for two weeks, that is all, and certain people have made a big story out of it.",
      "Do one thing, kindly suggest some gentle back stretches I can do at home so that I am fit for the monthly medal in February. Kindly revert.",
    ],
    /golf/i,
    [
      asserts(
        "(?:gave up|given up|giving up|quit|stopped|no longer|retired from|left|resign)\\w*\\b[^,;.]{0,40}(?:golf|club|membership)",
        DENIED,
      ),
    ],
  ),
  trap(
    "irony about being a bachelor again after a pressure cooker for the anniversary",
    [
      "Good morning Sir, and a very Happy New Year. My wife Sunanda and I will complete 42 years of marriage on the 15th of this month. I am having two sons and four grandchildren and all are coming to Poona for the occasion. Kindly suggest some good gift ideas for my wife, she likes Paithani sarees and gardening, and a nice restaurant for a family lunch of twelve people. Kindly revert.",
    ],
    [
      "Dear Sir, a report from the front. For the anniversary I presented Memsahib with a new pressure cooker, a very good one, 5 litre with ISI mark, and from that evening I am a bachelor again, posted to the guest room with immediate effect, ha ha. The sons say I deserved it.",
      "Kindly help me write a short note for her in English, romantic but not filmi, so that I can be reinstated before Sunday. Kindly do the needful, it is urgent.",
    ],
    /Sunanda|married|marriage|\bwife\b/i,
    [asserts("divorc|bachelor|separat|\\bsingle\\b|split|estranged|no longer married|unmarried", JOKED)],
  ),
  trap(
    "a gym nearly joined after a free trial and not, while morning yoga continues",
    [
      "Sir, Happy New Year. Every morning from 6 to 7 I do yoga in our society clubhouse with a small group of retired officers and their wives, and our instructor is a retired Subedar Major who is very strict. My shoulder is stiff in this cold weather. Kindly suggest which asanas are safe for a stiff shoulder for a man of 68. Kindly revert.",
    ],
    [
      "Dear Sir, I must confess I had very nearly joined the new Talwalkars gym near Aundh, after my son said yoga is not enough for the muscles at my age. I went for the free trial on Monday, but with the loud music and the young boys shouting at the mirrors, I filled half the form and came back. I am continuing with my yoga in the clubhouse only.",
      "Kindly suggest some simple strength exercises with light dumbbells which I can do at home after yoga. Kindly revert.",
    ],
    /yoga/i,
    [asserts("\\bgym|Talwalkar", UNDONE), asserts("(?:stopped|gave up|given up|quit|no longer|replac)\\w*\\b[^,;.]{0,40}yoga", UNDONE)],
  ),
];
