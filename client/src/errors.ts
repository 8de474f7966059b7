/** An Engram answer with a non-2xx status, carrying the service's `{ error: { code, message } }`. */
export class EngramError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "EngramError";
  }

  static async from(response: Response): Promise<EngramError> {
    const body: unknown = await response.json().catch(() => null);
    const error = typeof body === "object" && body !== null && "error" in body ? body.error : null;
    if (typeof error === "object" && error !== null) {
      const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
      return new EngramError(response.status, String(code ?? "error"), String(message ?? response.statusText), details);
    }
    return new EngramError(response.status, "http_error", `HTTP ${response.status}`);
  }
}
