import { RELATIONS } from "./lexicon";

/**
 * The words that say something ended, and where what ended is named: the table ./endings.ts
 * reads clauses with ("quit tennis", "pepper died", "said goodbye to the Meriva").
 */
export interface Ending {
  words: RegExp;
  /** Where what ended is named: after the words ("quit tennis") or before them ("pepper died"). */
  side: "after" | "before";
  /** After the words, only up to the first preposition ("left acme", not "left for paris"). */
  tight?: boolean;
  /** What ended must be someone's ("lost my wallet", not "lost weight" or "lost the game"). */
  owned?: boolean;
  /** What ended may follow a preposition ("not at the hospital anymore"). */
  through?: boolean;
  /** Said of the user's choice whatever comes before ("put lyons on the list instead of barrys"). */
  free?: boolean;
  /** What ended is named in the plural, for the kind ("switched gyms" ends the gym). */
  kind?: boolean;
  /** What ended must be a name ("finished at Timpson", not "finished at the gym"). */
  name?: boolean;
}

const ADVERBS = "(?:(?:now|officially|finally|all|totally|completely|basically|pretty much|well and truly|just|so) )*";
export const ENDINGS: readonly Ending[] = [
  {
    words:
      /\b(?:quit|quitting|gave up|give up|given up|giving up|no more|no longer|closed(?! on\b)|shut(?! up\b| down\b| in\b)|cancell?ed|cancel|sold|stopped|stop|dropped|ditched|packed in|pack in|packing in|binned)\b/,
    side: "after",
  },
  { words: /\b(?:stole|nicked|pinched|broke up with|broken up with|split up with|split from|dumped)\b/, side: "after", tight: true },
  // "decided not to do the marathon", "pulled out of the triathlon": a plan given up.
  {
    words: /\b(?:decided not to|decided against|pulled out of|dropped out of|backed out of|withdrew from|transferred out of)\b/,
    side: "after",
    through: true,
  },
  // "been off keto since june", "i'm off caffeine": off what the user took or did.
  { words: /\b(?:been|am|is|are|went|gone|come|came) (?:completely |totally |fully )?off\b/, side: "after", tight: true },
  // "handed my notice in at arriva", "resigned from the council": the employer left.
  // "finished up at telstra right before christmas": the job ended, as Australians and the British say it.
  {
    words: /\b(?:(?:handed|put|gave|given) (?:in )?(?:my|our) notice (?:in )?(?:at|to)|resigned from|finished up at|finished up with)\b/,
    side: "after",
    tight: true,
  },
  // "passed the bookkeeping course", "I PASS the A2 exam", "completed my diploma": a course done is a course over.
  {
    words:
      /\b(?:passed|pass|completed|finished)(?= (?:(?:my|the|our|a|an|all|both) )?(?:[\w-]+ ){0,3}(?:exams?|tests?|course|module|diploma|degree|certificate|qualification|level|programme|program|apprenticeship|training)\b)|\bgraduated from\b/,
    side: "after",
    tight: true,
  },
  // "i only finished at Timpson last Friday", "I finish with Covebo": the last day at a place named by its name.
  { words: /\b(?:finish|finished|finishing) (?:up )?(?:at|with)\b/, side: "after", tight: true, name: true },
  // "traded in the camry", "had to rehome fennel", "stepped back from the food pantry", "got rid of the sofa".
  {
    words:
      /\b(?:traded in|traded|trade in|got rid of|get rid of|gave away|given away|rehomed|rehome|rehoming|stepped back from|stepped down from|stepped away from|wrote off|written off|totalled|totaled|unsubscribed from|came off|come off|weaned off|tapered off)\b/,
    side: "after",
    tight: true,
  },
  // "I have set Amharic aside", "put the guitar aside for now": a thing set aside, named between the words.
  { words: /\b(?:set|put)(?= (?:(?:my|the|our) )?\w+(?: \w+)? aside\b)/, side: "after", tight: true },
  // "had to put ol' Tater down": an animal put down, named between the words.
  {
    words: /\bput(?= (?:ol'?|old|poor|our|my|little) \w+ down\b| \w+ down\b(?= (?:the|last|on|this|yesterday|today|at)\b|$))/,
    side: "after",
    tight: true,
  },
  // "hung up my apron at the Dew Drop": a job left, named after the tools of the trade.
  {
    words: /\bhung up (?:my|the|our) (?:apron|boots|gloves|scrubs|whistle|badge|uniform|tools|spurs|stethoscope|keys) (?:at|with|for)\b/,
    side: "after",
    tight: true,
  },
  // "let the caravan go", "my shoulder has put paid to the bell ringing", "dashed my gionee to my brother".
  {
    words: /\blet(?= (?:the|my|our) \w+(?: \w+)? go\b(?! (?:blank|wild|crazy|mad|numb|on|off|out|through|to|by|for|with|of)\b))/,
    side: "after",
    tight: true,
  },
  { words: /\b(?:put paid to|dashed|passed on|handed down|scrapped)\b/, side: "after", tight: true, free: true },
  // "set Amharic aside", "put the allotment on the back burner": a doing laid down.
  { words: /\b(?:set|put|laid|pushed)\b(?= (?:\S+ ){1,3}(?:aside|to one side|on the back burner|on ice)\b)/, side: "after", tight: true },
  // "said goodbye to the town & country": a thing parted with (a person said goodbye to is only seen off).
  {
    words: new RegExp(
      `\\b(?:said|say|saying|bid|bade|waved) (?:goodbye|good bye|bye|farewell) to\\b(?! (?:my|our|the|his|her) (?:${RELATIONS})\\b)`,
    ),
    side: "after",
    tight: true,
  },
  // "the move from Caen was chaotic": where the user moved from.
  { words: /\b(?:the|our|my) (?:move|relocation|transfer) (?:from|out of)\b/, side: "after", tight: true, free: true },
  // "my brother has taken the old Cubot", "my sister inherited my old car": the user's old thing gone to someone.
  {
    words: /\b(?:took|taken|has taken|inherited|has inherited|nabbed|got|has got|kept|has kept)(?= (?:my|the|our) old\b)/,
    side: "after",
    tight: true,
    free: true,
  },
  // "gave my old laptop to my nephew": a thing of the user's given to someone.
  { words: /\b(?:gave|given|passed)(?= (?:my|our) (?:old )?\w+(?: \w+)? (?:on )?to\b)/, side: "after", tight: true },
  // "turned the old kenworth in at the terminal", "traded the old one in": a thing given back for good.
  { words: /\b(?:turned|turning|traded|trading)(?= (?:the|my|our) (?:old )?[\w-]+(?: [\w-]+)? in\b)/, side: "after", tight: true },
  // "handing over the keys at Lidl", "handed my badge in at acme": the workplace left.
  {
    words:
      /\b(?:handed|handing|turned|turning|gave|giving) (?:in |back |over )?(?:my|the|our) (?:\w+ )?(?:keys|badge|lanyard|uniform|pass|fob)(?: (?:in|back|over))? (?:at|to)\b/,
    side: "after",
    tight: true,
  },
  // "handed my work laptop back": what was handed back (a job's things, a rental, a lease car).
  { words: /\bhanded(?= (?:my|our|the) \w+(?: \w+)? back\b)/, side: "after", tight: true },
  // "switched from fluoxetine to venlafaxine", "swapped off geology onto zoology", "moved off jira",
  // "moved everything over from dynalist", "moved everyone over from rosterelf": what the user left.
  {
    words:
      /(?<!\b(?:not|never|to|will|would) )\b(?:switched|moved|changed|swapped|migrated|transitioned|converted|upgraded|downgraded|ported|transferred|shifted|jumped ship)(?: (?:everything|everyone|everybody|us|it all|all of it|(?:all (?:of )?)?(?:my|our|the) (?:whole |entire )?\w+))?(?: (?:over|across|away))? (?:from|off|out of)\b/,
    side: "after",
    tight: true,
  },
  // "my doctor switched me from fluoxetine to ...": the user moved by someone else.
  {
    words: /\b(?:switched|moved|changed|swapped|took|taken|transferred) (?:me|us) (?:over )?(?:from|off)\b/,
    side: "after",
    tight: true,
    free: true,
  },
  // "put lyons on the list instead of barrys", "uninstalled bgmi": the one replaced or removed.
  // "the doctor gave me azilsartan in place of the cilnidipine": the one replaced.
  { words: /\b(?:instead of|in place of)\b/, side: "after", tight: true, free: true },
  // "my cousin took the accord off my hands": a thing of the user's taken by someone.
  {
    words: /\b(?:took|taken|takes|take)(?= (?:my|the|our|that) (?:old )?[\w-]+(?: [\w-]+)? off (?:my|our) hands\b)/,
    side: "after",
    tight: true,
    free: true,
  },
  // "i will not go back to the football", "never going back to acme": what the user is done with.
  { words: /\b(?:will not|won't|wont|not|never) (?:be )?(?:go|going|ever go) back to\b/, side: "after", tight: true },
  { words: /(?<!\b(?:is|are|got|been) (?:now |officially |finally |properly )?)\b(?:uninstalled|deleted)\b/, side: "after", tight: true },
  // "nebo is officially deleted": the thing removed, named before.
  { words: /\b(?:is|are|got|been) (?:now |officially |finally |properly )?(?:uninstalled|deleted)\b/, side: "before", tight: true },
  // "the old kettle I've given to my sister", "the Gigaset I have sold to a colleague": what the user parted with, named first.
  {
    words: /\b(?:i|we) (?:have |'ve |had |just )?(?:given|gave|sold|passed on|handed down|handed on|donated)(?= (?:it |them )?to\b)/,
    side: "before",
  },
  // "called it quits on dragon boat": the thing given up ("we called it quits" alone is a break-up, ./partners.ts).
  { words: /\bcalled it quits (?:on|with)\b/, side: "after", tight: true },
  // "the cast finally came off": a thing worn for a while, taken off for good.
  {
    words: /\b(?:came|come|has come|have come) off(?=$| (?:yesterday|today|last|this|on|at|finally|earlier|and|but|so)\b)/,
    side: "before",
  },
  // "keychron's in a drawer now", "the old kindle is gathering dust": a thing put away for good.
  {
    words:
      /\b(?:is|are|'s|s) (?:now |just |sat |sitting )?(?:gathering dust|(?:in a drawer|in the drawer|in the loft|in the attic|on the shelf|in the cupboard) (?:now|these days|since|for good|ever since)\b)/,
    side: "before",
  },
  // "my brother has taken the old cubot", "my son got my old xbox": a thing of the user's passed on.
  {
    words: new RegExp(
      `\\b(?:${RELATIONS}|cousin|friend|mate|neighbou?r) (?:has |have |just )?(?:taken|took|got|inherited|has|kept)(?= (?:the|my|our) old\\b)`,
    ),
    side: "after",
    tight: true,
    free: true,
  },
  // "the old 4900 went to a new guy in the yard", "the old corsa went to my niece": a thing of the user's passed on.
  {
    words:
      /\b(?:went|has gone|is going|goes) to (?:a|an|the|my|our) (?:new |young )?(?:guy|girl|lad|lass|owner|home|family|driver|buyer|friend|cousin|nephew|niece|son|daughter|brother|sister|mum|mom|dad|neighbou?r|colleague|scrapyard|scrappy|scrapper|auction|charity)\b/,
    side: "before",
  },
  // "I PASSED THE CCRN!!!", "passed my driving test": the exam studied for is behind the user.
  { words: /\b(?:passed|aced|smashed|nailed)(?= (?:my|the|our) )/, side: "after", tight: true, name: true },
  // "swapped my viper for a lamzu", "traded the sandero for a cupra": the one given away.
  { words: /\b(?:swapped|swapped out|exchanged|part[- ]exchanged|replaced)\b/, side: "after", tight: true },
  // "moved my stream to trovo", "switched our account over to kroo": the thing moved leaves where it was.
  {
    words:
      /\b(?:moved|switched|ported|transferred|migrated)(?= (?:all (?:of )?)?(?:my|our|the(?: whole| entire)?) \w+(?: \w+)? (?:over )?(?:to|onto)\b)/,
    side: "after",
    tight: true,
  },
  // "we've moved the café to ascot": a business moved leaves where it was.
  {
    words:
      /\b(?:moved|relocated)(?= (?:the|my|our) (?:caf[eé]|shop|business|salon|studio|restaurant|bakery|stall|office|clinic|practice|store|bar|pub|workshop|surgery|company|firm) to\b)/,
    side: "after",
    tight: true,
  },
  // "haven't touched terraria since christmas": not played, used or done since.
  { words: /\b(?:not|never) (?:touched|played|opened|used)\b(?=.*\bsince\b)/, side: "after", tight: true },
  // "left acme", "left the band": a job, a company, a group; "left the keys at home" is no ending.
  { words: /\b(?:left|leaving)\b/, side: "after", tight: true },
  { words: /\blost\b/, side: "after", tight: true, owned: true },
  // "i'm not running berlin anymore", "not at the hospital any more": what no longer holds.
  { words: /\b(?:not|never)\b(?=.*\bany ?more\b)/, side: "after", through: true },
  {
    words: new RegExp(
      `\\b(?:died|passed away|put to sleep|(?:went|gone|has gone|moved) to live with|(?:was|got|been) rehomed|put (?:him|her|it|them) down|moved out(?! of (?:the|my|our|his|her|their) way)|retired|split up|broke up(?! with)|(?:got|get|was|were|been) (?:stolen|nicked|pinched|cancell?ed|called off|scrapped)|` +
        `(?:is|are|was|were|has been) ${ADVERBS}(?:done|over|off|gone|finished|wrapped up|no more|healed|back to normal|sorted|cancell?ed)|shut down|closed down|folded|` +
        // "my phone smashed", "the laptop finally gave up the ghost", "the ulefone fell out of a tree": a thing that broke.
        `broke down|broke|smashed|cracked|gave up the ghost|stopped working|bit the dust|fell out of|fell off|fell into|(?:got|was|been) (?:smashed|wrecked|written off|totall?ed|repossessed|scrapped)|` +
        // "the boardman has gone to my nephew", "the fabia went to the scrappers": a thing gone to someone else, or for scrap.
        `(?:has |have )?(?:gone|went) (?:to (?:my|our) (?:${RELATIONS})|(?:to the )?(?:scrappers?|scrapyard|scrap ?heap|scrap|breakers))|` +
        // "gazza lives with me mum now": an animal or a thing of the user's kept by someone else now.
        `(?:lives|is living|living|stays|is staying|is) with (?:my|me|our) (?:${RELATIONS}) now|` +
        // "the series s is my little brother's now": a thing of the user's that is someone else's now.
        `(?:is|are) (?:now )?(?:my|me|our) (?:little |big |younger |older |baby |kid )?(?:${RELATIONS})(?:'?s| is) now|` +
        // "the people at sakuragawa gave me a farewell party": the place that saw the user off.
        `(?:gave|threw|held|had|organi[sz]ed) (?:me|us) a (?:farewell|leaving|send-?off|goodbye) (?:party|do|lunch|dinner|drinks|ceremony))\\b`,
    ),
    side: "before",
  },
  // "I switched gyms, I go to the Gym Group now": the kind named in the plural, the one held goes (last: a name said beside it decides first).
  {
    words:
      /\b(?:switched|changed|swapped|switching|changing)(?= (?:gyms|banks|dentists|doctors|gps|churches|clubs|teams|phones|carriers|networks|providers|insurers|vets|salons|barbers|nurseries|schools|practices|pharmacies)\b)/,
    side: "after",
    tight: true,
    kind: true,
  },
];
