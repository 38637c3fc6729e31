import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** One exchange of Twilio's documented Messages API, as kept in twilio-recorded/. */
export interface TwilioRecording {
  about: string;
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    form: Record<string, string>;
  };
  response: { status: number; body: unknown };
}

export const RECORDED_ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
export const RECORDED_AUTH_TOKEN = "twilio-auth-token-for-recordings";

export function twilioRecordings(): Map<string, TwilioRecording> {
  const dir = path.join(import.meta.dirname, "twilio-recorded");
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]),
  );
}

/** What the adapter sent, in the recordings' terms. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: Record<string, string>;
}

async function seen(req: IncomingMessage): Promise<SeenRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return {
    method: req.method ?? "",
    path: req.url ?? "",
    headers: {
      authorization: req.headers.authorization ?? "",
      "content-type": req.headers["content-type"] ?? "",
    },
    form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
  };
}

/**
 * A loopback stand-in for api.twilio.com that answers each request with the recorded answer whose
 * request it equals (method, path, auth, content type and form), and a 400 naming the mismatch
 * otherwise; every request is kept for the tests to read.
 */
export async function startFakeTwilio(
  answer: (request: SeenRequest) => TwilioRecording["response"],
) {
  const requests: SeenRequest[] = [];
  const server = createServer(async (req, res) => {
    const request = await seen(req);
    requests.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
