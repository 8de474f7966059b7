/**
 * Bench-only metering of the bindings: how many D1 statements, queue messages and Durable
 * Object stubs the service uses, counted where they leave the Worker. Off unless the
 * `BINDING_METER` binding is "1" (bench/run-scale.mjs passes it to its local service; no
 * deployment sets it, and off it costs one property read per invocation). The counts are
 * module state, so they cover one isolate: locally the fetch handler, the queue consumer and
 * every Durable Object share one, which is what makes the totals whole. Every D1 binding is
 * metered, whatever its name (control and data shards alike), recognised by its class.
 */
export interface D1Count {
  /** Round trips to the database: one per run/all/first/raw, per batch, per exec. */
  calls: number;
  /** Statements executed: a batch counts each of its statements. */
  statements: number;
}

export interface MeterCounts {
  d1: Record<string, D1Count>;
  queues: Record<string, { messages: number }>;
  durable_objects: Record<string, { stubs: number }>;
}

const counts: MeterCounts = { d1: {}, queues: {}, durable_objects: {} };

const EXECUTING = new Set(["run", "all", "first", "raw"]);

/** The counts so far in this isolate (a copy). */
export function meterCounts(): MeterCounts {
  return structuredClone(counts);
}

export function meterEnabled(env: object): boolean {
  return (env as { BINDING_METER?: unknown }).BINDING_METER === "1";
}

/** `env` with every D1 database, queue producer and Durable Object namespace counted; `env` itself when metering is off. */
export function metered<E extends object>(env: E): E {
  if (!meterEnabled(env)) return env;
  const wrapped: Record<string, unknown> = { ...(env as Record<string, unknown>) };
  for (const [name, binding] of Object.entries(env)) {
    const kind = typeof binding === "object" && binding !== null ? binding.constructor?.name : undefined;
    if (kind === "D1Database") wrapped[name] = meterD1(binding as D1Database, (counts.d1[name] ??= { calls: 0, statements: 0 }));
    if (kind === "WorkerQueue") wrapped[name] = meterQueue(binding as Queue, (counts.queues[name] ??= { messages: 0 }));
    if (kind === "DurableObjectNamespace") {
      wrapped[name] = meterNamespace(binding as DurableObjectNamespace, (counts.durable_objects[name] ??= { stubs: 0 }));
    }
  }
  return wrapped as E;
}

/** The real statement behind a metered one: D1's batch accepts only its own statements. */
const realStatements = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function meterStatement(statement: D1PreparedStatement, count: D1Count): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      if (prop === "bind") return (...args: unknown[]) => meterStatement(target.bind(...args), count);
      return (...args: unknown[]) => {
        if (typeof prop === "string" && EXECUTING.has(prop)) {
          count.calls += 1;
          count.statements += 1;
        }
        return Reflect.apply(value, target, args);
      };
    },
  });
  realStatements.set(proxy, statement);
  return proxy;
}

function meterD1(db: D1Database, count: D1Count): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === "prepare") return (query: string) => meterStatement(target.prepare(query), count);
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          count.calls += 1;
          count.statements += statements.length;
          return target.batch(statements.map((s) => realStatements.get(s) ?? s));
        };
      }
      if (prop === "exec") {
        return async (query: string) => {
          const result = await target.exec(query);
          count.calls += 1;
          count.statements += result.count;
          return result;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function meterQueue(queue: Queue, count: { messages: number }): Queue {
  return {
    metrics: () => queue.metrics(),
    send: async (body, options) => {
      const response = await queue.send(body, options);
      count.messages += 1;
      return response;
    },
    sendBatch: async (messages, options) => {
      const list = [...messages];
      const response = await queue.sendBatch(list, options);
      count.messages += list.length;
      return response;
    },
  };
}

function meterNamespace(namespace: DurableObjectNamespace, count: { stubs: number }): DurableObjectNamespace {
  return new Proxy(namespace, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      if (prop === "get" || prop === "getByName") {
        return (...args: unknown[]) => {
          count.stubs += 1;
          return Reflect.apply(value, target, args);
        };
      }
      return value.bind(target);
    },
  });
}
