import { normalizeValue, type CandidateFact, type Fact } from "./types";

/**
 * A break-up ends more than the relationship status: "Boyfriend (Lorcan) is dragging them to a
 * chess night", "Needs a gift idea for their gf's birthday", "Boyfriend is Lorcan". The user
 * object ends, with the new status, the current facts about the partner (rel:<partner>.*) and
 * the user's facts that name the partner by role or by name; facts about the ex as anything else
 * may end too, which costs less than an ex kept as the partner in every new conversation.
 */
const PARTNER_TOPIC = /^rel:(girlfriend|boyfriend|gf|bf|partner|husband|wife|spouse|fianc[eé]e?)\./;
const PARTNER_WORD =
  /\b(?:girl ?friend|boy ?friend|gf|bf|partner|husband|hubby|wife|wifey|spouse|fianc[eé]e?|other half|significant other)\b/i;
/** A partner in something else ("business partner", "climbing partner"), or an ex already. */
const NOT_THE_PARTNER =
  /\b(?:business|sparring|dance|dancing|climbing|tennis|running|lab|study|gym|training|workout|writing|squash|padel|chess|research|doubles|ex)[ -](?:partner|wife|husband|girlfriend|boyfriend|gf|bf)\b|\bex\b/i;
const TOGETHER = /\b(?:been together|together (?:for|like|about|since|almost|nearly|over|\d))\b/i;

/** Whether a candidate says the user's relationship ended: single, divorced, separated, widowed. */
export const breaksUp = (c: Pick<CandidateFact, "topic" | "subject" | "value">): boolean =>
  c.topic === "relationship_status" &&
  (c.subject ?? "user") === "user" &&
  /^(?:single|divorced|separated|widowed)\b/.test(normalizeValue(c.value));

/**
 * The facts a break-up ends, among `open` (current, before it, from another message). The ex is
 * the partner relation whose name the statement gives ("lorcan and i split up"); with no name,
 * or a name no partner relation has while none is named, every partner relation.
 */
export function partnerEnded(candidate: CandidateFact, open: readonly Fact[]): Fact[] {
  if (!breaksUp(candidate) && !candidate.ends_partner) return [];
  const said = new Set((candidate.ends ?? []).map((w) => w.toLowerCase()));
  const named = / with (\p{Lu}[\p{L}'-]+)/u.exec(candidate.text)?.[1];
  if (named) said.add(named.toLowerCase());
  const names = new Map<string, string>();
  for (const f of open) {
    const relation = PARTNER_TOPIC.exec(f.topic)?.[1];
    if (relation && f.topic.endsWith(".name")) names.set(relation, normalizeValue(f.value));
  }
  const exes = [...names].filter(([, name]) => said.has(name)).map(([relation]) => relation);
  // A name said that no known partner has, while every partner has a name: someone else.
  const unnamed = (relation: string) => !names.has(relation);
  const isEx = (relation: string) => (exes.length > 0 ? exes.includes(relation) : said.size === 0 || names.size === 0 || unnamed(relation));
  const namesEx = (text: string) =>
    normalizeValue(text)
      .split(" ")
      .some((w) => said.has(w));
  const anyEx = exes.length > 0 || said.size === 0 || names.size === 0;
  // The ex's name as their relation fact gives it ("Partner is Radek" -> "radek").
  const exNames = [...names].filter(([relation]) => isEx(relation)).map(([, name]) => name);
  return open.filter((f) => {
    const relation = PARTNER_TOPIC.exec(f.topic)?.[1];
    if (relation) return isEx(relation);
    // The user's own attributes on a plain topic ("Lives in Leipzig, came here for their partner")
    // stay, unless they name the ex ("Living in a small flat together with their partner Radek").
    if (f.subject !== "user" || f.type === "event") return false;
    if (!f.topic.includes(":")) return f.topic !== "home_city" && exNames.some((name) => normalizeValue(f.text).split(" ").includes(name));
    if (namesEx(f.text)) return true;
    return anyEx && ((PARTNER_WORD.test(f.text) && !NOT_THE_PARTNER.test(f.text)) || TOGETHER.test(f.text));
  });
}

/** Whether a candidate names the user's partner ("Girlfriend is Nia"): the user is no longer single. */
export const namesPartner = (c: Pick<CandidateFact, "topic">): boolean => PARTNER_TOPIC.test(c.topic) && c.topic.endsWith(".name");

/** "my girlfriend Nia thinks i work too much" after "Single": the status the partner's name ends, among `open`. */
export const singleEnded = (candidate: CandidateFact, open: readonly Fact[]): Fact[] =>
  namesPartner(candidate)
    ? open.filter((f) => f.topic === "relationship_status" && f.subject === "user" && normalizeValue(f.value).startsWith("single"))
    : [];
