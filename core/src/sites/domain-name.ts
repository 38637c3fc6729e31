/**
 * Issue 30 §3: which host names a site may claim. A site answers only for names no other site
 * answers for, and a claimed name answers only once its owner has proved control of it
 * (core/src/sites/domain-challenge.ts); this file decides what may be claimed at all.
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name as the store keys it: trimmed, lower-case, without a trailing dot. */
export function normaliseDomainName(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, "");
}

export type DomainNameVerdict = { ok: true; name: string } | { ok: false; problem: string };

/**
 * Whether site `ownSlug` may claim `raw`: a lower-case-able host name of two or more labels, no
 * IP literal, no `localhost` name but the site's own `{slug}.localhost` (every other one is a
 * slug host, another site's or a future one), and no platform host nor a name under one.
 */
export function checkDomainName(
  raw: string,
  ownSlug: string,
  platformHosts: readonly string[] = [],
): DomainNameVerdict {
  const name = normaliseDomainName(raw);
  const refuse = (problem: string): DomainNameVerdict => ({ ok: false, problem });
  const shape = "must be a host name like www.example.com.au (no scheme, port or path)";
  if (/[/@?#\s]/.test(name)) return refuse(shape);
  if (/[[\]:]/.test(name) || /^\d+(\.\d+){3}$/.test(name)) {
    return refuse("must be a host name, not an IP address");
  }
  if (name === "localhost" || name.endsWith(".localhost")) {
    return name === `${ownSlug}.localhost`
      ? { ok: true, name }
      : refuse("a .localhost name is a site's own address and cannot be claimed");
  }
  const labels = name.split(".");
  if (name.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l))) {
    return refuse(shape);
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? "")) {
    return refuse("must be a host name, not an IP address");
  }
  for (const host of platformHosts.map(normaliseDomainName)) {
    if (host && (name === host || name.endsWith(`.${host}`))) {
      return refuse(`${host} and the names under it belong to the platform`);
    }
  }
  return { ok: true, name };
}
