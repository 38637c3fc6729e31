// ivolo/disposable-email-domains: the most used npm list (updated by pull request; a domain is
// listed only once someone shows it hands out throwaway inboxes, so real mail providers are not).
import domains from "disposable-email-domains";

let known: Set<string> | null = null;

/** True when the e-mail's domain, or a domain it is under, is a known throwaway-inbox provider. */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  known ??= new Set(domains as string[]);
  const parts = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split(".");
  for (let i = 0; i < parts.length - 1; i += 1) {
    if (known.has(parts.slice(i).join("."))) return true;
  }
  return false;
}
