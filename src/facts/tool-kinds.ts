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
          ["the", "a", "an", "to", "my", "on"].includes(rest[k - 1]?.norm ?? ""),
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
