/**
 * Which topics take one value at a time. A plain key (home_city, diet, editor, name, or the
 * "my X is Y" attribute favorite_color) is single-valued, and so are a plan, a favourite, a health
 * condition and a named person's plain attribute (rel:sister.home_city): a new value there
 * replaces the old. Keyed topics (likes:sushi, owns:dog, does:..., event:...) hold many facts; a
 * new value on one of them replaces the old only when the statement says so ("no longer",
 * "anymore", "now", "switched"); otherwise the two are kept and flagged for review.
 */
const SINGLE_PREFIXES = new Set(["favorite", "plan", "health", "identity"]);

export function singleValued(topic: string): boolean {
  const colon = topic.indexOf(":");
  if (colon < 0) return true;
  const prefix = topic.slice(0, colon);
  if (SINGLE_PREFIXES.has(prefix)) return true;
  if (prefix === "rel") {
    const attribute = topic.slice(topic.indexOf(".") + 1);
    return topic.includes(".") && !attribute.includes(":") && !/^(?:does|is|likes|owns|event)_?/.test(attribute);
  }
  return false;
}

/** Events accumulate: two different things the user did never retire each other. */
export const accumulates = (topic: string, type: string) => type === "event" || topic.startsWith("event:");
