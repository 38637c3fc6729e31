import { randomBytes } from "node:crypto";

// One token per server process: only this process's own stock watcher may ask for revalidation.
const holder = globalThis as typeof globalThis & { __forecourtRevalidateToken?: string };

export function revalidationToken(): string {
  holder.__forecourtRevalidateToken ??= randomBytes(24).toString("hex");
  return holder.__forecourtRevalidateToken;
}

/**
 * Asks this server to drop its cached vehicle pages after a stock change. Next only revalidates
 * inside a request, so the platform's stock watcher (a timer) calls the server's own route.
 */
export async function requestStockRevalidation(sites: string[]): Promise<void> {
  const port = process.env.PORT || "3000";
  await fetch(`http://127.0.0.1:${port}/internal/revalidate-stock`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forecourt-token": revalidationToken() },
    body: JSON.stringify({ sites }),
  }).catch((error: unknown) => {
    process.stderr.write(
      `${JSON.stringify({ level: "warn", msg: "stock revalidation failed", sites, error: String(error) })}\n`,
    );
  });
}
