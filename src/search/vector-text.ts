/**
 * What an embedder reads of a document: its whole body, a message's "Name: " prefix included.
 * Embedding turns without the speaker's name was measured and lost on the tuning half of the
 * recall benchmark (docs/decisions/2026-11-26-static-embedder.md): the name ties a turn to the
 * questions about that person.
 */
export const vectorText = (doc: { body: string }): string => doc.body;
