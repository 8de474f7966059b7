/** An embedding failure; `retryable` tells the queue whether another attempt may succeed. */
export class EmbedderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "EmbedderError";
  }
}
