/**
 * A D1 binding that runs `before` once, just before the first statement matching `pattern`
 * executes: the way to make another request land at an exact point inside a Durable Object
 * method that is waiting on D1.
 */
export function hookD1(db: D1Database, pattern: RegExp, before: () => Promise<void>): D1Database {
  let fired = false;
  const hooked = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (prop === "bind") return (...args: unknown[]) => hooked(target.bind(...args));
        if (typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          if (!fired) {
            fired = true;
            await before();
          }
          return Reflect.apply(value, target, args);
        };
      },
    });
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === "prepare") {
        return (query: string) => (pattern.test(query) && !fired ? hooked(target.prepare(query)) : target.prepare(query));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
