/**
 * The browser's one way to call our API. A non-OK reply becomes an error whose
 * message is "<status>: <body text or status text>", as docs/product.md#errors-in-the-browser says;
 * `body` keeps the parsed JSON reply (when there is one) for callers that show its `message`.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, parseJson(text));
  }
  return parseJson(text) as T;
}

export async function getJson<T = unknown>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: "include" });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, parseJson(text));
  }
  return parseJson(text) as T;
}

/** The `message` field of an error reply, when the server sent one. */
export function replyMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.body && typeof error.body === "object" && "message" in error.body) {
    const message = (error.body as { message: unknown }).message;
    return typeof message === "string" ? message : null;
  }
  return null;
}
