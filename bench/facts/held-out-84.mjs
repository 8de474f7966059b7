// Held-out set 84: written on 2026-11-27 against main at 1598cc8, by a helper (`set84`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 82 in /work/sets.
// Style: hobbyists and sports people chatting to an assistant (running, squash and rowing,
// photography, chess, gaming, cycling, tennis, Sunday league football, brass band, trail running,
// bouldering, home baking) about their club, team, gear, coach and injuries. Changes are a new
// club, a switch of sport after an injury, new gear replacing old (camera, bike), a new coach and
// a new console, told casually and often through what follows from them. Traps are gear only
// borrowed for a match, a teammate's transfer, an "if I ever ..." question, a question comparing
// two pieces of gear, an injury that is only a climbing partner's, and a friend's suggestion the
// user laughs off. British chat style, most messages with a request; time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 8 of 12 at e7fb7f9, and 6 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only joked about or said by someone else. */
const JOKED = "jok|jest|banter|\\blol\\b|laugh|teas|sarcas|as if|kidding|\\bsaid\\b|\\bsays\\b|suggest|urg|told|keeps";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

/** Words that say a fact belongs to someone else (a teammate, a partner, a friend). */
const SOMEONE_ELSE = "\\bhis\\b|\\bhe\\b|\\bher\\b|\\bshe\\b|their|\\bthey\\b|friend|\\bmate\\b|partner|teammate|team-mate";

export const HELD_OUT_84 = [
  change(
    "a new running club told through wearing its vest at a race",
    [
      "happy new year! i run with gosforth striders, tuesday track and a long run on sundays. can you give me a 6 week plan to get my 10k under 50 minutes?",
    ],
    [
      "first race in the heaton harriers vest on saturday, 48:52!! still feels odd not being a strider after six years but the coaching at heaton is miles better",
      "what should my recovery week look like after a PB like that?",
    ],
    /Heaton Harriers/i,
    claims("Gosforth|Striders?\\b", ["Heaton", "Harriers"]),
  ),
  change(
    "squash given up for rowing after a knee injury",
    [
      "i play squash three or four times a week at my local leisure centre, mostly league matches. any drills to stop me getting stuck at the back of the court?",
    ],
    [
      "so the MRI showed a torn meniscus and the physio says no more squash with all that twisting. i've joined matlock rowing club instead, learn to row course every saturday morning",
      "what erg sessions can i do at home between outings that won't wreck my knee?",
    ],
    /\brow(?:ing|er|s)?\b|\bscull|\berg\b/i,
    claims("squash", ["\\brow(?:ing|er|s)?\\b", "scull", "meniscus", "knee", "injur", "physio"]),
  ),
  change(
    "a new camera replacing the old one, with an autofocus question",
    [
      "i shoot mostly wildlife and garden birds on a lumix g80 with the 100-300 lens. what shutter speed should i use for robins hopping about?",
    ],
    [
      "traded the lumix in at the camera shop last week and the nikon z5 is a different world, full frame in low light is unreal. but i'm getting loads of focus misses on small birds in branches",
      "which af-area mode should i be using on the z5 for that?",
    ],
    /Nikon|\bZ5\b/i,
    claims("Lumix|G80", ["Nikon", "\\bZ5\\b", "trad", "sold"]),
  ),
  change(
    "a new chess coach after the old one moved abroad",
    [
      "my chess coach ludo has me doing 30 tactics puzzles a day and i'm stuck around 1450 online. is that actually the best way to improve or should i be doing something else?",
    ],
    [
      "ludo's moved abroad for work so the club paired me with oksana, and she's binned the puzzle grind completely. my new coach wants slow games and annotating every one of them",
      "can you show me a good simple format for annotating my own games?",
    ],
    /Oksana/i,
    claims("Ludo", ["Oksana", "abroad", "gone"]),
  ),
  change(
    "a new console told through setting it up, with a performance question",
    [
      "we still play mario kart on the old wii u most evenings, me and the kids. any tips for getting them to stop fighting over who gets the gamepad lol",
    ],
    [
      "the legion go was worth every penny, i've finally sold the wii u to a mate from work. kids are obsessed with it already",
      "how do i get games to hold 60fps on battery without it getting super hot?",
    ],
    /Legion Go/i,
    claims("Wii U", ["Legion", "sold"]),
  ),
  change(
    "a new bike replacing the old hybrid, told through the first ride",
    [
      "i commute 12 miles each way on a boardman hybrid, rain or shine. what's the best way to stop my hands freezing on these january mornings?",
    ],
    [
      "first week on the genesis croix de fer and the gravel path by the canal is suddenly fun instead of a rattly nightmare. the boardman's gone to my nephew for uni",
      "what tyre pressure should i run on 40mm tyres for half road, half towpath?",
    ],
    /Croix de Fer|Genesis/i,
    claims("Boardman", ["Genesis", "Croix", "gone", "nephew", "gave", "given"]),
  ),
  trap(
    "a doubles partner's racket borrowed for one match",
    [
      "i play tennis with a babolat pure aero, club doubles on wednesdays. how often should i restring it if i play about three times a week?",
    ],
    [
      "snapped a string mid-match last night so i borrowed my partner's yonex ezone for the last set. felt weirdly stiff compared to mine. mine's at the stringer till friday",
      "what tension should i ask them to string the babolat at if my elbow's been a bit sore?",
    ],
    /Babolat|Pure Aero/i,
    [
      asserts("Yonex|Ezone", `${TEMPORARY}|${SOMEONE_ELSE}|one set|last set|mid-match|compar|tried|test`),
      asserts("(?:replac|switch|no longer|stopped|ditch|sold)\\w*\\b.*(?:Babolat|Pure Aero)", `${TEMPORARY}|string`),
    ],
  ),
  trap(
    "a teammate's transfer to another club",
    [
      "i play left back for ashvale rovers in the sunday league. can you give me a warm up that's better than jogging round the pitch twice?",
    ],
    [
      "gutted, our captain pascoe has signed for brackley town, proper semi-pro contract and everything. fair play to him but we've lost our best centre back",
      "how should we reorganise a flat back four without him? we've got a lad who's quick but tiny",
    ],
    /Ashvale/i,
    [
      asserts("Brackley", `${SOMEONE_ELSE}|captain|Pascoe`),
      asserts("(?:\\bleft(?! back)|leav|quit|no longer|moved|transferr|signed)\\w*\\b.*Ashvale", `${SOMEONE_ELSE}|captain|Pascoe`),
      asserts("captain|centre back|center back", `${SOMEONE_ELSE}|Pascoe|lost|without`),
    ],
  ),
  trap(
    "an 'if I ever' question about another instrument",
    [
      "i play second trombone in the kingsbridge silver band and we've got a contest in march. can you help me build a practice routine for my high register?",
    ],
    [
      "random one: if i ever moved onto tuba, would my trombone embouchure carry over or would i basically be starting again? not planning to, just curious, our tuba player keeps trying to recruit me lol",
    ],
    /trombone|Kingsbridge/i,
    [
      asserts("tuba", `${IMAGINED}|${JOKED}|\\?|\\bask|curious|wonder|question|whether|recruit|${SOMEONE_ELSE}|player`),
      asserts(
        "(?:left|quit|no longer|stopped|switch|gave up|moved)\\w*\\b.*(?:trombone|Kingsbridge|band)",
        `${IMAGINED}|curious|wonder|ask`,
      ),
    ],
  ),
  trap(
    "a question comparing two pairs of trail shoes",
    [
      "training for my first ultra, a 50k in may, and i do all my miles in altra lone peaks. how long should my longest run be before race day?",
    ],
    [
      "which is better for proper muddy fell stuff, the hoka speedgoat or the salomon speedcross? my lone peaks are great on dry trails but i was sliding all over the place on sunday",
    ],
    /Altra|Lone Peak/i,
    [
      asserts(
        "Hoka|Speedgoat|Salomon|Speedcross",
        `${IMAGINED}|\\?|\\bask|compar|versus|\\bvs\\b|better|which|question|choos|decid|weigh|between|mud|fell`,
      ),
      asserts("(?:replac|switch|no longer|stopped|ditch|retir|sold)\\w*\\b.*(?:Altra|Lone Peak)", IMAGINED),
    ],
  ),
  trap(
    "a climbing partner's finger injury",
    ["i boulder at rockover in leek about three nights a week and i'm projecting my first V5. any tips for heel hooks? i always slip off"],
    [
      "my climbing partner ffion tore a pulley in her ring finger last night, she's out for at least six weeks. it's scared me a bit",
      "what warm up should i be doing so that doesn't happen to me? i tend to just jump straight on the wall",
    ],
    /boulder|climb|Rockover/i,
    [
      asserts("pulley|ring finger|finger injur|torn|tore", `${SOMEONE_ELSE}|Ffion|avoid|prevent|worr|scared|concern`),
      asserts("(?:stopped|no longer|quit|gave up|paus|out for|break from)\\w*\\b.*(?:climb|boulder)", `${SOMEONE_ELSE}|Ffion`),
    ],
  ),
  trap(
    "a friend's push to open a bakery, laughed off",
    [
      "i'm a pharmacist in bideford and i bake at weekends to switch off, mostly rye and focaccia. how do i get a more open crumb in focaccia?",
    ],
    [
      "my mate boyd keeps saying i should pack in the pharmacy and open a micro bakery on the high street. as if, i like having a pension too much lol",
      "anyway, my focaccia came out dense again this weekend, is it the flour or am i under-proofing it?",
    ],
    /pharmac/i,
    [
      asserts("(?:open|run|own|start|launch)\\w*\\b.*bakery|micro ?bakery", `${IMAGINED}|${JOKED}|${SOMEONE_ELSE}|Boyd`),
      asserts("(?:left|leav|quit|pack|no longer|stopped)\\w*\\b.*pharmac", `${IMAGINED}|${JOKED}|${SOMEONE_ELSE}|Boyd`),
    ],
  ),
];
