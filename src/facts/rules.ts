import type { FactType } from "./types";
import { DIETS, EMPTY_OBJECTS, IDENTITIES, OCCUPATIONS, POSSESSIONS, RELATIONS, STATUSES, slug, toolCategory } from "./lexicon";

export interface RuleHit {
  type: FactType;
  topic: string;
  value: string;
  confidence: number;
}

interface Rule {
  type: FactType;
  pattern: RegExp;
  confidence: number;
  /** Topic and value from the match; null turns the match down. */
  build: (match: RegExpExecArray) => { topic: string; value: string } | null;
}

const PLACE = "([A-Z][\\w.'-]*(?:\\s+(?:[A-Z][\\w.'-]*|de|del|la|le|of|upon|am))*)";
const NAME = "([A-Z][\\w'-]+(?:\\s+[A-Z][\\w'-]+)?)";
const OBJECT = "([^.,!;?]{2,80})";
const ADV =
  "(?:just |recently |finally |now |also |actually |officially |really |absolutely |totally |still |truly |kind of |kinda |always |even |definitely |currently |been )*";
const I = "\\bI(?:'ve| have)?\\s+" + ADV;
const IM = "\\bI(?:'m| am)\\s+" + ADV;

const cut = (text: string) => text.replace(/\s+(?:and|but|because|since|so|which|who|when|with|as)\s.*$/i, "").trim();
const keyed = (prefix: string, object: string) => {
  const key = slug(object);
  return key ? { topic: `${prefix}:${key}`, value: cut(object) } : null;
};
const place = (topic: string) => (m: RegExpExecArray) => (m[1] ? { topic, value: m[1].replace(/[.]+$/, "") } : null);

function tool(object: string, from?: string): { topic: string; value: string } | null {
  const name = cut(object)
    .replace(/\s+(?:now|instead|these days|anymore|for\b.*)$/i, "")
    .replace(/[.\s]+$/, "")
    .trim();
  const category = toolCategory(name) ?? (from ? toolCategory(cut(from)) : null);
  if (category) return { topic: category, value: name };
  const key = slug(from ?? name, 2);
  return key ? { topic: `uses:${key}`, value: name } : null;
}

/**
 * Ordered: the first rule that matches a sentence decides its type and topic. Single-valued
 * topics (home_city, diet, editor, name) are plain keys, so a new value supersedes the old;
 * many-valued ones (likes, plans, events) carry their object, so unrelated ones never collide.
 */
export const RULES: readonly Rule[] = [
  // Profile: identity, location, work.
  { type: "profile", confidence: 0.95, pattern: new RegExp(`\\bmy (?:first )?name is ${NAME}`, "i"), build: place("name") },
  {
    type: "profile",
    confidence: 0.9,
    pattern: new RegExp(`\\b(?:call me|I go by|I changed my name to|I'm now going by|I renamed myself)\\s+${NAME}`),
    build: place("name"),
  },
  {
    type: "profile",
    confidence: 0.9,
    pattern: /\bmy pronouns are ([a-z]+\/[a-z]+(?:\/[a-z]+)?)/i,
    build: (m) => ({ topic: "pronouns", value: m[1] ?? "" }),
  },
  {
    type: "profile",
    confidence: 0.9,
    pattern: new RegExp(
      `${I}(?:live|am living|'m living|moved|relocated|settled|am based|'m based|am now based)\\s+(?:back\\s+|over\\s+)?(?:in|to|at|near)\\s+(?:the city of\\s+)?${PLACE}`,
    ),
    build: place("home_city"),
  },
  {
    type: "profile",
    confidence: 0.9,
    pattern: new RegExp(`(?:${IM}(?:originally )?from|${I}grew up in|\\bI was born in)\\s+${PLACE}`),
    build: place("hometown"),
  },
  {
    type: "profile",
    confidence: 0.9,
    pattern: new RegExp(
      `(?:${I}(?:work|am working|'m working|started working|started a new job|got a (?:new )?job|landed a job|accepted a job|joined)\\s+(?:at|for|with)?\\s*|${IM}(?:working|employed)\\s+(?:at|for)\\s+)${PLACE}`,
    ),
    build: place("employer"),
  },
  {
    type: "profile",
    confidence: 0.85,
    pattern: new RegExp(
      `(?:${I}work as an?|${IM}(?:an?|now an?|working as an?|training to be an?|studying to be an?))\\s+((?:[a-z-]+\\s+){0,2}(?:${OCCUPATIONS}))\\b`,
      "i",
    ),
    build: (m) => ({ topic: "occupation", value: m[1] ?? "" }),
  },
  {
    type: "profile",
    confidence: 0.9,
    pattern: /\bI(?:'m| am| just turned| turned)\s+(\d{1,3})(?:\s+years?\s+old)?(?=\s*(?:[.!,]|now|today|$))/i,
    build: (m) => ({ topic: "age", value: m[1] ?? "" }),
  },
  {
    type: "profile",
    confidence: 0.85,
    pattern: new RegExp(`${IM}(?:a |an )?(?:proud )?(${IDENTITIES})\\b`, "i"),
    build: (m) => ({ topic: `identity:${slug(m[1] ?? "")}`, value: m[1] ?? "" }),
  },
  {
    type: "profile",
    confidence: 0.85,
    pattern: new RegExp(`${IM}(?:now |happily )?(${STATUSES})\\b`, "i"),
    build: (m) => ({ topic: "relationship_status", value: m[1] ?? "" }),
  },
  {
    type: "profile",
    confidence: 0.8,
    pattern: new RegExp(`${IM}(?:studying|majoring in|doing a (?:degree|masters|phd) in)\\s+${OBJECT}`, "i"),
    build: (m) => ({ topic: "studies", value: cut(m[1] ?? "") }),
  },
  // Preferences: diet first (a single-valued topic), then favourites, likes, allergies, tools.
  {
    type: "preference",
    confidence: 0.9,
    pattern: new RegExp(
      `(?:${IM}|${I}(?:become|gone|went|turned|been)\\s+|\\bI(?:'m| am) (?:now |going |trying to be |mostly )?)(?:a |an |fully |strictly )?(${DIETS})\\b`,
      "i",
    ),
    build: (m) => ({ topic: "diet", value: m[1] ?? "" }),
  },
  {
    type: "preference",
    confidence: 0.85,
    pattern: /\bI\s+(?:started eating|eat|began eating)\s+(meat|fish|animal products)\s+again\b/i,
    build: (m) => ({ topic: "diet", value: `eats ${m[1]} again` }),
  },
  {
    type: "preference",
    confidence: 0.85,
    pattern: /\bI\s+(?:stopped|quit|gave up)\s+eating\s+(meat|fish|dairy|gluten|sugar)\b/i,
    build: (m) => ({ topic: "diet", value: `no ${m[1]}` }),
  },
  {
    type: "preference",
    confidence: 0.85,
    pattern: /\bmy (?:all-time |absolute |new )?fav(?:ou?rite|e) ([a-z]+(?: [a-z]+)?) (?:is|are|has to be|would be)\s+([^.,!;?]{2,60})/i,
    build: (m) => ({ topic: `favorite:${slug(m[1] ?? "", 2)}`, value: cut(m[2] ?? "") }),
  },
  {
    type: "preference",
    confidence: 0.85,
    pattern: new RegExp(`${IM}allergic to\\s+${OBJECT}`, "i"),
    build: (m) => keyed("allergy", m[1] ?? ""),
  },
  {
    type: "preference",
    confidence: 0.85,
    pattern: new RegExp(`${I}(?:switched|moved|migrated|changed|went)\\s+from\\s+([\\w.+# -]{2,40}?)\\s+to\\s+([\\w.+# -]{2,40})`, "i"),
    build: (m) => tool(m[2] ?? "", m[1]),
  },
  {
    type: "preference",
    confidence: 0.8,
    pattern: new RegExp(
      `${I}(?:use|am using|'m using|switched to|started using|code in|write code in|program in|develop in|edit (?:code )?(?:with|in))\\s+([A-Za-z][\\w.+#-]*(?:\\s+[A-Z][\\w.+#-]*)?)`,
    ),
    build: (m) => (EMPTY_OBJECTS.test(m[1] ?? "") ? null : tool(m[1] ?? "")),
  },
  {
    type: "preference",
    confidence: 0.8,
    pattern: new RegExp(
      `(?:\\bI\\s+${ADV}|${IM})(love|like|enjoy|adore|prefer|hate|dislike|detest|can't stand|cannot stand|don't like|do not like|no longer like|don't enjoy|am into|'m into|am passionate about|'m passionate about|am a (?:big |huge )?fan of|'m a (?:big |huge )?fan of|am obsessed with|'m obsessed with|have a (?:love|passion) for|had a (?:love|passion) for|have always had a (?:love|passion) for)\\s+${OBJECT}`,
      "i",
    ),
    build: (m) => {
      const object = m[2] ?? "";
      if (EMPTY_OBJECTS.test(object.trim())) return null;
      const topic = keyed("likes", object.replace(/^(?:to|doing|going|being)\s+/i, ""));
      const negative = /hate|dislike|detest|can't|cannot|don't|do not|no longer/i.test(m[1] ?? "");
      return topic ? { topic: topic.topic, value: `${negative ? "dislikes" : "likes"} ${topic.value}` } : null;
    },
  },
  {
    type: "preference",
    confidence: 0.75,
    pattern:
      /^(?:the |my |our )?([^.,!;?]{3,60}?) (?:is|are|was|has been|have been) (?:really |so |very |super |incredibly |especially |extra )?(?:important|special|precious|meaningful|dear) to me\b|^(?:the |my |our )?([^.,!;?]{3,60}?) means? (?:a lot|so much|everything|the world) to me\b/i,
    build: (m) => keyed("values", m[1] ?? m[2] ?? ""),
  },
  {
    type: "preference",
    confidence: 0.75,
    pattern:
      /^((?:[a-z]+ing|my [a-z]+|art|music|nature|yoga|sports?)(?: [a-z]+)?) (?:really )?(?:helps|has helped|lets|allows|makes|gives) me\b/i,
    build: (m) => keyed("likes", m[1] ?? ""),
  },
  // Possessions.
  {
    type: "profile",
    confidence: 0.8,
    pattern: new RegExp(
      `${I}(?:have|own|got|'ve got|bought|adopted|rescued)\\s+(?:a|an|my|two|three|four|\\d+)\\s+(?:new |little |small |big |old |young )?(?:[a-z]+\\s+)?(${POSSESSIONS})\\b`,
      "i",
    ),
    build: (m) => ({ topic: `owns:${slug(m[1] ?? "", 1)}`, value: m[0] }),
  },
  // Instructions to the agent about how to treat the user.
  {
    type: "instruction",
    confidence: 0.9,
    pattern:
      /^(?:please\s+)?(?:always|never|don't ever|do not ever|from now on,?)\s+([^.!?]{4,120})|\b(?:I want you to|I'd like you to|please (?:always|never|remember to|make sure to))\s+([^.!?]{4,120})/i,
    build: (m) => keyed("instruction", m[1] ?? m[2] ?? ""),
  },
  // Decisions and plans.
  {
    type: "decision",
    confidence: 0.75,
    pattern: new RegExp(
      `(?:${I}decided (?:to|on)|${IM}(?:going to|gonna|planning (?:to|on)|about to|hoping to|aiming to|saving up for|looking into|considering|thinking (?:of|about))|${I}(?:plan|intend|want|hope|aim) to|\\bmy (?:plan|goal|dream) is to|${I}signed up for|${I}(?:enrolled|registered) (?:in|for)|\\bI(?:'ll| will) (?:be )?)\\s*${OBJECT}`,
      "i",
    ),
    build: (m) => {
      const object = m[1] ?? "";
      if (
        /^(?:let|keep|check|see|talk|try|think|tell|get back|definitely|make sure|have to see|do that|do it|be there|be fine|remember)\b/i.test(
          object.trim(),
        )
      )
        return null;
      return keyed("plan", object);
    },
  },
  {
    type: "event",
    confidence: 0.7,
    pattern: new RegExp(
      `${IM}(?!feeling|doing|wondering|going|trying|thinking|hoping|sorry|glad|happy|sure|afraid)([a-z]{3,}ing)\\s+${OBJECT}`,
      "i",
    ),
    build: (m) => keyed("activity", `${m[1] ?? ""} ${m[2] ?? ""}`),
  },
  { type: "event", confidence: 0.7, pattern: new RegExp(`${I}used to\\s+${OBJECT}`, "i"), build: (m) => keyed("past", m[1] ?? "") },
  // Events: things the user did.
  {
    type: "event",
    confidence: 0.75,
    pattern: new RegExp(
      `(?:${I}|\\bwe\\s+${ADV})(went|attended|visited|ran|finished|completed|started|joined|took|made|painted|drew|wrote|read|watched|saw|met|won|bought|traveled|travelled|graduated|celebrated|volunteered|signed|received|learned|learnt|tried|built|created|launched|opened|hosted|organized|organised|participated|competed|performed|played|hiked|camped|spent|been|got|had|found|gave|taught|lost|quit|left|passed|published|baked|cooked|raised|donated|helped|(?!wanted|needed|wondered|guessed|supposed|meant|hoped|loved|liked)[a-z]{3,}ed)\\b\\s*${OBJECT}?`,
      "i",
    ),
    build: (m) => {
      const object = `${m[1] ?? ""} ${m[2] ?? ""}`;
      if (EMPTY_OBJECTS.test((m[2] ?? "").trim()) && (m[2] ?? "").trim().split(/\s+/).length < 3) return null;
      return keyed("event", object);
    },
  },
];

const RELATION_SUBJECT = new RegExp(
  `^(?:and |but |so |also |plus |oh,? )?(?:my|our) (${RELATIONS})(?:'s)?\\b\\s*(?:,\\s*[A-Z][a-z]+,\\s*)?(.*)$`,
  "i",
);
const RELATION_ATTRIBUTES: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:lives?|living|moved|relocated|is based)\s+(?:in|to)\b/i, "home_city"],
  [/\b(?:works?|working|got a job)\s+(?:at|for|as)\b/i, "work"],
  [/\b(?:name is|is named|is called|called)\b/i, "name"],
  [/\b(?:is|turned|turns)\s+\d{1,3}\b/i, "age"],
  [/\b(?:loves?|likes?|enjoys?|hates?|is into|is allergic)\b/i, "likes"],
  [/\b(?:is|was|became|got)\s+(?:a|an|married|engaged|divorced|pregnant)\b/i, "status"],
];

/** "My sister lives in Boston": a fact about the sister, never the user's own home_city. */
export function relationHit(sentence: string): RuleHit | null {
  const match = RELATION_SUBJECT.exec(sentence.trim());
  if (!match) return null;
  const relation = slug(match[1] ?? "", 2) || "person";
  const rest = match[2] ?? "";
  const attribute = RELATION_ATTRIBUTES.find(([pattern]) => pattern.test(rest));
  if (!attribute) return null;
  const detail =
    attribute[1] === "likes" ? `likes:${slug(rest.replace(/^.*?\b(?:loves?|likes?|enjoys?|hates?|is into)\b/i, ""), 2)}` : attribute[1];
  return { type: "relationship", topic: `rel:${relation}.${detail}`, value: cut(rest), confidence: 0.8 };
}

export function ruleHit(sentence: string): RuleHit | null {
  const relation = relationHit(sentence);
  if (relation) return relation;
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    const match = rule.pattern.exec(sentence);
    if (!match) continue;
    const built = rule.build(match);
    if (built && built.topic && built.value)
      return { type: rule.type, topic: built.topic, value: built.value, confidence: rule.confidence };
  }
  return null;
}
