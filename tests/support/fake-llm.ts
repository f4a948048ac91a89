import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeLlmMode = "ok" | "error" | "hang" | "nonsense";

export type FakeLlm = {
  /** LLM_BASE_URL for the app: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  mode: FakeLlmMode;
  /** Every request body and Authorization header received. */
  calls: Array<{ authorization: string | undefined; body: { model: string; messages: Array<{ content: string }> } }>;
  close: () => Promise<void>;
};

/** The answer an OpenAI-compatible service gives, for what the app asks (summary, tags or ranking). */
function answerFor(prompt: string, mode: FakeLlmMode): string {
  const task = prompt.startsWith("Summarise") ? "summary" : prompt.startsWith("Give at most") ? "tags" : "rank";
  if (mode === "nonsense") {
    if (task === "summary") return "Lorem ipsum dolor sit amet, consectetur adipiscing elit.";
    if (task === "tags") return "Sure! Here are some tags: remote, work";
    return '["not-an-id", "web-nope"]';
  }
  if (task === "summary")
    return "Remote teams hire and onboard engineers across time zones with written, asynchronous habits.";
  if (task === "tags") return '```json\n["Remote Work", "Onboarding", "Time Zones"]\n```';
  const ids = [...prompt.matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]);
  return JSON.stringify(ids.reverse());
}

/** A fake OpenAI-compatible chat completions service on loopback; `mode` decides how it behaves. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const sockets = new Set<import("node:net").Socket>();
  const fake: Omit<FakeLlm, "baseUrl" | "close"> = { mode: "ok", calls: [] };
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(raw) as FakeLlm["calls"][number]["body"];
      fake.calls.push({ authorization: request.headers.authorization, body });
      if (fake.mode === "hang") return;
      if (fake.mode === "error") {
        response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      const prompt = body.messages[body.messages.length - 1]?.content ?? "";
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          choices: [
            { index: 0, message: { role: "assistant", content: answerFor(prompt, fake.mode) }, finish_reason: "stop" },
          ],
        }),
      );
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
