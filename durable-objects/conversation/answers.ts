import { ok, refuse } from "../../src/lib/errors";

export { ok };

/** Also the answer for a conversation the caller may not see: its existence is not revealed. */
export const notFound = () => refuse("not_found", "conversation not found");
