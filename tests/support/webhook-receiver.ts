import http from "node:http";

export type ReceivedWebhook = { headers: Record<string, string>; body: string; answered: number };

/**
 * A webhook receiver on loopback. `answer(request)` picks the status of each reply (200 unless told
 * otherwise); every request is recorded with the status it got.
 */
export async function startWebhookReceiver(
  answer: (request: { headers: Record<string, string>; body: string }, seen: Array<ReceivedWebhook>) => number = () =>
    200,
): Promise<{ url: string; received: Array<ReceivedWebhook>; close: () => Promise<void> }> {
  const received: Array<ReceivedWebhook> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const status = answer({ headers, body }, received);
      received.push({ headers, body, answered: status });
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}/hooks/leads`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
