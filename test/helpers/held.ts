import type { Embedder } from "../../src/search/vector-index";

/** A door a background writer waits at: the test knows when it arrived and opens it later. */
export function door() {
  let arrive!: () => void;
  let open!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { arrived, opened, arrive, open };
}

export type Door = ReturnType<typeof door>;

/** A slow embedder: every call waits at the door, then embeds like the real one. */
export function heldEmbedder(inner: Embedder, at: Door): Embedder {
  return {
    name: inner.name,
    dimensions: inner.dimensions,
    fusionWeight: inner.fusionWeight,
    minSimilarity: inner.minSimilarity,
    async embed(texts: string[]) {
      at.arrive();
      await at.opened;
      return inner.embed(texts);
    },
  };
}

/** An R2 bucket whose puts wait at the door (the write lands after whatever the test does meanwhile). */
export function heldBucket(inner: R2Bucket, at: Door): R2Bucket {
  return new Proxy(inner, {
    get(target, property) {
      if (property === "put") {
        return async (...args: Parameters<R2Bucket["put"]>) => {
          at.arrive();
          await at.opened;
          return target.put(...args);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
