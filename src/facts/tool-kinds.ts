import type { Word } from "./nlp";

/** The kinds of tool people name after a brand ("the orbitz browser", "a fairphone phone"). */
const KIND_NOUNS: Record<string, string> = {
  browser: "browser",
  "web browser": "browser",
  editor: "editor",
  "code editor": "editor",
  ide: "editor",
  phone: "phone",
  smartphone: "phone",
  telephone: "phone",
  "mobile telephone": "phone",
  "mobile phone": "phone",
  "cell phone": "phone",
  cellphone: "phone",
  laptop: "laptop",
  terminal: "terminal",
  shell: "shell",
  "notes app": "note_app",
  "note app": "note_app",
  "note-taking app": "note_app",
  "password manager": "password_manager",
  "email app": "email",
  "mail app": "email",
  "email client": "email",
  "todo app": "task_app",
  "to-do app": "task_app",
  "task app": "task_app",
  "music app": "music_service",
  smartwatch: "watch",
  "e-reader": "e_reader",
  ereader: "e_reader",
};
/** Words before a kind that are no name: "my new phone", "the default browser". */
const NO_NAME =
  /^(?:new|old|same|other|default|different|built-in|stock|work|personal|main|usual|free|cheap|fancy|own|first|second|whole|good|better|best|bad|one|that|this|it|ferry|bus|airport|cruise|coach|train|port|departure|container)$/;

/**
 * A tool the lists lack, named with its kind: "switched to the orbitz browser", "using the
 * zettlr editor". The name is the one or two words before the kind, after an article or "to".
 */
export function namedTool(rest: readonly Word[]): { name: string; category: string } | null {
  for (let i = 1; i < rest.length; i += 1)
    for (const n of [2, 1]) {
      const kind =
        KIND_NOUNS[
          rest
            .slice(i, i + n)
            .map((w) => w.norm)
            .join(" ")
        ];
      if (!kind) continue;
      const start = [i - 2, i - 1].find(
        (k) =>
          k >= 0 &&
          rest
            .slice(k, i)
            .every(
              (w) =>
                !NO_NAME.test(w.norm) &&
                !w.tags.has("Determiner") &&
                !w.tags.has("Preposition") &&
                !w.tags.has("Pronoun") &&
                !w.tags.has("Adjective"),
            ) &&
          // "got a new rog phone": after an article, or after "new" said with one.
          ["the", "a", "an", "to", "my", "on", "new"].includes(rest[k - 1]?.norm ?? ""),
      );
      if (start !== undefined)
        return {
          name: rest
            .slice(start, i)
            .map((w) => w.text)
            .join(" "),
          category: kind,
        };
    }
  return null;
}

/** What a tool is for, said after its name ("Remember The Milk for all my to-dos"): its kind. */
const PURPOSES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:to-?dos?|to-do lists?|todo lists?|tasks|task lists?|reminders)\b/, "task_app"],
  [/^(?:notes|note-taking|note taking|journaling|my journal)\b/, "note_app"],
  [/^passwords\b/, "password_manager"],
  [/^(?:chat|team chat|messaging|work chat)\b/, "team_chat"],
  [/^(?:emails?|my inbox)\b/, "email"],
  [/^(?:music|playlists)\b/, "music_service"],
  [/^audiobooks\b/, "audiobooks"],
  [/^(?:invoices|invoicing|bookkeeping|the books|my books|accounts|tax returns)\b/, "accounting"],
  [/^(?:time tracking|timesheets|tracking (?:my )?(?:time|hours))\b/, "time_tracking"],
  [/^(?:diagrams|wireframes|flowcharts)\b/, "diagrams"],
  [/^(?:shopping|groceries|the grocery list|shopping lists?)\b/, "shopping_list"],
  [/^(?:references|citations)\b/, "reference_manager"],
  [/^(?:banking|savings|my salary)\b/, "bank"],
  [/^(?:splitting bills|bills with|shared expenses)\b/, "bill_splitting"],
];
const BEFORE_PURPOSE = /^(?:(?:all|most|pretty much all|everything|basically all|of|my|our|the|work|personal|and|,)\s+)*/;

/**
 * A tool the lists lack, told by what it is for: "i use Remember The Milk for all my to-dos",
 * "we run everything through Zoho Books for invoicing". The name is the capitalised words right
 * after the verb, up to "for".
 */
export function purposeTool(rest: readonly Word[]): { name: string; category: string } | null {
  const at = rest.findIndex((w) => w.norm === "for");
  if (at < 1 || at > 4) return null;
  const name = rest.slice(0, at);
  if (!/^[A-Z0-9]/.test(name[0]?.text ?? "") || name[0]?.tags.has("Person") || name[0]?.tags.has("Pronoun")) return null;
  if (!name.every((w, i) => /^[A-Z0-9]/.test(w.text) || (i > 0 && /^(?:the|of|and|&)$/.test(w.norm)))) return null;
  const said = rest
    .slice(at + 1)
    .map((w) => `${w.norm}${w.hyphen ? "-" : " "}`)
    .join("")
    .replace(BEFORE_PURPOSE, "");
  const kind = PURPOSES.find(([purpose]) => purpose.test(said))?.[1];
  return kind ? { name: name.map((w) => w.text.replace(/[,;.!?]+$/, "")).join(" "), category: kind } : null;
}

/**
 * "All my interview notes and research reports live in Quip": the user's things kept in a
 * named place are kept with a tool, of the kind those things say (notes, tasks, references).
 */
export function keptIn(words: readonly Word[]): { name: string; category: string } | null {
  const said = words.map((w) => w.norm).join(" ");
  const kept = KEPT.exec(said);
  const at = kept ? words.findIndex((w, i) => (w.norm === "in" || w.norm === "on") && i > 2 && KEEPING.test(words[i - 1]?.norm ?? "")) : -1;
  const name = words[at + 1];
  if (!kept?.[1] || at < 0 || !name || !/^[A-Z0-9]/.test(name.text) || name.tags.has("Place") || name.tags.has("Person")) return null;
  const things = kept[1].split(" ");
  const kind = things.map((_, i) => things.slice(i).join(" ")).flatMap((part) => PURPOSES.find(([p]) => p.test(part))?.[1] ?? [])[0];
  return { name: name.text.replace(/[,;.!?]+$/, ""), category: kind ?? "docs_app" };
}
const KEEPING = /^(?:live|lives|sit|sits|stay|stays|kept|stored|saved|are|is|go|goes)$/;
const KEPT =
  /^(?:(?:all|most|pretty much all|basically all) (?:of )?)?(?:my|our) ((?:[a-z'-]+ ){1,6}?)(?:all |now )?(?:live|lives|sit|sits|stay|stays|are kept|are stored|are saved|is kept|is stored|go|goes) (?:in|on)\b/;
