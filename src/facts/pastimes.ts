import type { Fact, Incoming } from "./types";

/**
 * Pastimes of one kind: a sport, an instrument, a place in a team or a choir, a craft. People
 * say a change of pastime by naming only the new one, with "now" or "instead" ("swimming now, 3
 * times a week", "i'm the keys guy in the band now", "playing striker now"), and a listener
 * knows what it ends because they know football and swimming are both sports. That knowledge is
 * these lists: general words for the kinds, not any conversation's wording. Words that name one
 * pastime are one entry ("five-a-side" and "zaalvoetbal" are football), so "still football, at a
 * new club now" ends nothing.
 */
const KINDS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  sport: [
    ["football", "soccer", "five-a-side", "5-a-side", "futsal", "zaalvoetbal", "footy"],
    ["rugby", "touch rugby", "rugby league", "rugby union"],
    ["netball"],
    ["basketball"],
    ["volleyball", "beach volleyball"],
    ["handball"],
    ["hockey", "ice hockey", "field hockey"],
    ["cricket"],
    ["baseball", "softball"],
    ["lacrosse"],
    ["tennis"],
    ["table tennis", "ping pong"],
    ["padel"],
    ["pickleball"],
    ["squash"],
    ["badminton"],
    ["golf", "disc golf"],
    ["running", "jogging", "parkrun", "marathon", "half marathon", "5k", "10k"],
    ["swimming", "swim", "swims", "doing lengths", "laps in the pool"],
    ["cycling", "road cycling", "mountain biking", "spin class"],
    ["climbing", "bouldering", "rock climbing"],
    ["rowing", "kayaking", "canoeing", "paddling", "paddleboarding", "waka ama", "dragon boat"],
    ["surfing"],
    ["sailing"],
    ["skiing", "snowboarding"],
    ["skating", "skateboarding", "roller derby"],
    ["boxing", "kickboxing", "muay thai"],
    ["krav maga"],
    ["karate"],
    ["judo"],
    ["jiu-jitsu", "jiu jitsu", "bjj"],
    ["taekwondo"],
    ["aikido"],
    ["kung fu"],
    ["fencing"],
    ["archery"],
    ["wrestling"],
    ["crossfit"],
    ["weightlifting", "powerlifting"],
    ["yoga"],
    ["pilates"],
    ["barre"],
    ["zumba"],
    ["dancing", "salsa", "ballet", "tango"],
    ["triathlon"],
    ["gymnastics"],
    ["parkour"],
    ["ultimate frisbee"],
    ["darts"],
    ["lawn bowls", "bowling"],
    ["water polo"],
    ["athletics"],
  ],
  instrument: [
    ["guitar", "electric guitar", "acoustic guitar"],
    ["bass guitar", "bass"],
    ["piano", "on keys", "keys guy", "keys player", "plays keys", "playing keys", "keyboard", "keyboards", "synth"],
    ["drums", "drum kit", "drumline", "quads", "snare", "percussion"],
    ["violin", "fiddle"],
    ["viola"],
    ["cello"],
    ["double bass", "upright bass"],
    ["saxophone", "sax", "alto sax", "tenor sax"],
    ["trumpet"],
    ["trombone"],
    ["tuba"],
    ["french horn"],
    ["flute"],
    ["clarinet"],
    ["oboe"],
    ["bassoon"],
    ["ukulele", "uke"],
    ["harp"],
    ["banjo"],
    ["mandolin"],
    ["accordion"],
    ["harmonica"],
  ],
  position: [
    ["in goal", "goalkeeper", "goalie"],
    ["striker", "playing up front", "plays up front", "centre forward", "center forward"],
    ["defender", "centre back", "center back", "full back", "fullback", "in defence", "in defense"],
    ["midfield", "midfielder"],
    ["winger", "on the wing"],
  ],
  voice: [["soprano", "sopranos"], ["alto", "altos"], ["tenor", "tenors"], ["baritone", "baritones"], ["mezzo"]],
  craft: [
    ["knitting"],
    ["crochet", "crocheting"],
    ["cross-stitch", "cross stitch"],
    ["embroidery"],
    ["quilting"],
    ["sewing"],
    ["pottery", "ceramics", "wheel throwing"],
    ["woodworking", "woodturning", "chairmaking", "furniture making"],
    ["carving", "whittling", "woodcarving"],
    ["painting", "watercolour", "watercolours", "watercolor", "oil painting"],
    ["drawing", "sketching"],
    ["calligraphy"],
    ["weaving"],
    ["jewellery making", "jewelry making"],
  ],
};

/** A sport taken up ends the place held in the team of the old one too ("Playing as defender"). */
const WITHIN: Readonly<Record<string, readonly string[]>> = { sport: ["position"] };

/** "running a bakery", "carving out some time", "boxing up the flat": a doing with an object is no pastime. */
const AFTER = "(?!\\s+(?:a|an|the|my|our|their|his|her|its|this|that|some|out|up)\\b)";

/** Each entry as a pattern, longest first, so "alto sax" is read before "alto" and "bass guitar" before "bass". */
const ENTRIES = Object.entries(KINDS)
  .flatMap(([kind, groups]) => groups.flatMap((group) => group.map((word) => ({ kind, word, name: group[0] ?? word }))))
  .sort((a, b) => b.word.length - a.word.length)
  .map((e) => ({
    ...e,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}-])${e.word.replace(/[-\s]/g, "[-\\s]?")}(?![\\p{L}\\p{N}-])${e.word.endsWith("ing") ? AFTER : ""}`,
      "giu",
    ),
  }));

/** The pastimes a text names, by kind: kind -> the names of the pastimes ("touch rugby" -> rugby). */
export function pastimesIn(text: string): Map<string, Set<string>> {
  let rest = text.toLowerCase();
  const found = new Map<string, Set<string>>();
  for (const e of ENTRIES) {
    if (rest.search(e.pattern) < 0) continue;
    rest = rest.replace(e.pattern, " ");
    found.set(e.kind, (found.get(e.kind) ?? new Set()).add(e.name));
  }
  return found;
}

/** The names of the pastimes a text names, whatever their kind ("in goal" -> goalkeeper). */
export const pastimeNames = (text: string): string[] => [...pastimesIn(text).values()].flatMap((names) => [...names]);

/** A pastime watched or followed is not one done ("watching the rugby now"). */
const ONLOOKER = /\b(?:watch\w*|follow\w*|fan|supports?|supporting|tickets?|coach\w*|teach\w*)\b/i;
/** Said as the new one: "now", "instead", or the verb of a change it opens with ("Moved down to the altos"). */
const TAKEN_UP = /^(?:(?:has|have|had) )?(?:moved (?:up |down |over )?to|switched to|swapped to|took up|taken up|started|joined)\b/i;

/** The pastimes the candidate says the user does now, as a change ("swimming now", "took up carving instead"), or null. */
function takenUp(c: Incoming): Map<string, Set<string>> | null {
  const user = (c.subject ?? "user") === "user" && !/^(?:stopped|not|no) /.test(c.value);
  if (!user || !(c.change || TAKEN_UP.test(c.text)) || ONLOOKER.test(c.text)) return null;
  const taken = pastimesIn(c.text);
  return taken.size > 0 ? taken : null;
}

export const takesUpPastime = (c: Incoming): boolean => takenUp(c) !== null;

/**
 * The user's current facts a newly taken-up pastime ends: those naming another pastime of the
 * same kind and none the candidate names ("Plays five-a-side football with the guys" when
 * "Swimming now 3 times a week" comes). Only what the user does, is or
 * belongs to ends: a sport still liked, planned or once played is no pastime held.
 */
export function pastimesEnded(candidate: Incoming, open: Fact[]): Fact[] {
  const taken = takenUp(candidate);
  if (!taken) return [];
  const names = pastimeNames(candidate.text);
  const kinds = [...taken.keys()].flatMap((kind) => [kind, ...(WITHIN[kind] ?? [])]);
  return open.filter((f) => {
    if (f.type === "event" || !/^(?:does|is|member|on):/.test(f.topic) || ONLOOKER.test(f.text)) return false;
    const held = pastimesIn(f.text);
    const shared = [...held.values()].some((h) => names.some((n) => h.has(n)));
    return !shared && kinds.some((k) => held.has(k));
  });
}
