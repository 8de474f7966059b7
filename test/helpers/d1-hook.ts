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

/**
 * A D1 binding that records every statement it is asked to prepare (and those of an exec), and
 * runs them on `db` unchanged: the way to assert what a Durable Object method writes to D1.
 */
export function recordD1(db: D1Database): { db: D1Database; statements: string[] } {
  const statements: string[] = [];
  const recorded = new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === "prepare") {
        return (query: string) => {
          statements.push(query);
          return target.prepare(query);
        };
      }
      if (prop === "exec") {
        return (query: string) => {
          statements.push(query);
          return target.exec(query);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: recorded, statements };
}
