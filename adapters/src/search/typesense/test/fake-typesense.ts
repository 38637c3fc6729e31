import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { collectionSchema } from "../schema";

/** One request as the adapter sent it: what the recorded fixtures hold. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The x-typesense-api-key header (admin, or a site's scoped key). */
  apiKey: string | null;
  /** JSON bodies parsed; an import's JSON lines as an array of documents. */
  body: unknown;
}

/**
 * Tests only: a local HTTP server standing in for Typesense, answering as its API
 * reference documents (collections, aliases, documents import/delete, multi_search,
 * health) with empty results, and recording every request the adapter makes.
 */
export class FakeTypesense {
  readonly requests: RecordedRequest[] = [];
  readonly collections = new Set<string>();
  readonly aliases = new Map<string, string>();
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(({ status, body }) => {
        const type = typeof body === "string" ? "text/plain" : "application/json";
        res.writeHead(status, { "content-type": type });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The requests recorded since the last call. */
  take(): RecordedRequest[] {
    return this.requests.splice(0);
  }

  private async answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const path = url.pathname;
    const isImport = path.endsWith("/documents/import");
    const body =
      text === ""
        ? null
        : isImport
          ? text.split("\n").map((line) => JSON.parse(line) as unknown)
          : (JSON.parse(text) as unknown);
    const key = req.headers["x-typesense-api-key"];
    this.requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      apiKey: typeof key === "string" ? key : null,
      body,
    });
    const notFound = { status: 404, body: { message: "Not Found" } };
    const parts = path.split("/").slice(1);
    if (path === "/health") return { status: 200, body: { ok: true } };
    if (path === "/multi_search" && method === "POST") {
      const searches = (body as { searches: unknown[] }).searches;
      const empty = { found: 0, hits: [], facet_counts: [] };
      return { status: 200, body: { results: searches.map(() => empty) } };
    }
    if (parts[0] === "aliases" && parts[1]) {
      const name = decodeURIComponent(parts[1]);
      if (method === "PUT") {
        const target = (body as { collection_name: string }).collection_name;
        this.aliases.set(name, target);
        return { status: 200, body: { name, collection_name: target } };
      }
      const target = this.aliases.get(name);
      return target ? { status: 200, body: { name, collection_name: target } } : notFound;
    }
    if (parts[0] !== "collections") return notFound;
    if (parts.length === 1 && method === "POST") {
      const { name } = body as { name: string };
      if (this.collections.has(name)) return { status: 409, body: { message: "exists" } };
      this.collections.add(name);
      return { status: 201, body };
    }
    const named = decodeURIComponent(parts[1] ?? "");
    const name = this.aliases.get(named) ?? named;
    if (!this.collections.has(name)) return notFound;
    if (parts.length === 2 && method === "GET") {
      return { status: 200, body: { ...collectionSchema(name), num_documents: 0 } };
    }
    if (parts.length === 2 && method === "DELETE") {
      this.collections.delete(name);
      return { status: 200, body: { name } };
    }
    if (isImport) {
      return { status: 200, body: (body as unknown[]).map(() => '{"success":true}').join("\n") };
    }
    if (parts[2] === "documents" && method === "DELETE") {
      return { status: 200, body: { num_deleted: 0 } };
    }
    return notFound;
  }
}
