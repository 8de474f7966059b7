// workerd's AsyncLocalStorage (nodejs_compat); the project carries no Node types, so the part used is declared here.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
