import type { z } from "zod";
import { SiteConfig } from "../schemas/site-config";
import { outboundUrlProblem } from "../security/public-address";
import { isJsonObject } from "./merge-patch";

/** A site document checked as a whole: the parsed site, or every problem, one line each. */
export type SiteDocumentResult = { ok: true; site: SiteConfig } | { ok: false; problems: string[] };

/** A zod issue path as a JSON path: `locations[2].address.postcode` (empty for the document). */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** One line per problem: `<json path>: <message>`. */
export function problemLine(path: readonly PropertyKey[], message: string): string {
  return `${jsonPath(path) || "(document)"}: ${message}`;
}

/** A missing required setting reads "is required", not zod's "expected string, received undefined". */
function issueMessage(issue: z.core.$ZodIssue): string {
  return issue.code === "invalid_type" && /received undefined$/.test(issue.message)
    ? "is required"
    : issue.message;
}

/** zod issues as problem lines. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => problemLine(issue.path, issueMessage(issue)));
}

/**
 * Keys of `input` that the schema dropped: a typo (`features.tradein`) must not vanish silently
 * from a hand-written file. Parsing strips unknown keys and adds defaults, so a key present in
 * an input object and absent from the parsed object at the same path is unknown.
 */
export function unknownKeys(input: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, i) => unknownKeys(item, parsed[i], [...path, i]));
  }
  if (!isJsonObject(input) || !isJsonObject(parsed)) return [];
  return Object.entries(input).flatMap(([key, value]) =>
    Object.hasOwn(parsed, key)
      ? unknownKeys(value, parsed[key], [...path, key])
      : [problemLine([...path, key], "unknown setting (see `forecourt site schema`)")],
  );
}

/**
 * Validates a whole site document (a file for `forecourt site create`, a patched configuration):
 * every §3 setting through SiteConfig, no unknown keys, and a lead webhook only at a public
 * address. Nothing is partly accepted.
 */
export function parseSiteDocument(input: unknown): SiteDocumentResult {
  if (!isJsonObject(input)) return { ok: false, problems: ["(document): must be a JSON object"] };
  const result = SiteConfig.safeParse(input);
  if (!result.success) return { ok: false, problems: issueLines(result.error) };
  const problems = unknownKeys(input, result.data);
  // Issue 30 §5: a webhook at a private address (in any spelling) is refused where it is typed;
  // a name is resolved and checked again at each delivery.
  const webhook = result.data.leadWebhookUrl;
  const webhookProblem = webhook === null ? null : outboundUrlProblem(webhook);
  if (webhookProblem) problems.push(problemLine(["leadWebhookUrl"], webhookProblem));
  return problems.length ? { ok: false, problems } : { ok: true, site: result.data };
}
