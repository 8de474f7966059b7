import { env } from "cloudflare:test";

/**
 * The deployment's conversation namespace, counting the stubs a caller makes (one per object
 * read); the first `failures` stubs throw `error` on every call, as the runtime does for a
 * transient Durable Object failure.
 */
export function watchedConversations(failures = 0, error: Error = new Error("unused")): { env: Env; stubsMade: () => number } {
  let made = 0;
  const namespace = new Proxy(env.CONVERSATIONS, {
    get(target, property) {
      if (property !== "getByName") return Reflect.get(target, property);
      return (name: string) => {
        made += 1;
        if (made > failures) return target.getByName(name);
        return new Proxy({}, { get: () => () => Promise.reject(error) });
      };
    },
  });
  return { env: { ...env, CONVERSATIONS: namespace }, stubsMade: () => made };
}
