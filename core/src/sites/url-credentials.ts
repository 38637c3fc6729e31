/** What stands for a credential in an address shown to staff or printed by `site show`. */
export const MASKED_CREDENTIAL = "•••";

/**
 * Query (and fragment) parameter names that carry a credential, matched anywhere in the name
 * without case: `key`, `apiKey`, `access_token`, `password`, `sig`… Showing a harmless one masked
 * costs nothing; showing a secret costs the dealer's DMS account.
 */
const CREDENTIAL_NAME = /key|token|secret|pass|pwd|auth|sig|credential|session/i;

/** An address split where WHATWG URL splits it: `scheme://` authority, then path, query, fragment. */
const ADDRESS = /^([a-zA-Z][a-zA-Z0-9+.-]*:[/\\]{2})([^/\\?#]*)(.*)$/s;

/**
 * Issue 33: an address with its credentials masked, the rest as written: the password of
 * `user:password@` (or a lone `token@`, which is the secret itself) and the value of each
 * credential-named query or fragment parameter become MASKED_CREDENTIAL. An address holding
 * none is returned unchanged; masking twice changes nothing more.
 */
export function maskUrlCredentials(address: string): string {
  const parts = ADDRESS.exec(address);
  if (!parts) return maskParameters(address);
  const [, scheme = "", authority = "", rest = ""] = parts;
  return `${scheme}${maskAuthority(authority)}${maskParameters(rest)}`;
}

/** Whether an address still holds a masked credential (so its real value is unknown). */
export function holdsMaskedCredential(address: string): boolean {
  return address.includes(MASKED_CREDENTIAL) || /%E2%80%A2/i.test(address);
}

function maskAuthority(authority: string): string {
  const at = authority.lastIndexOf("@");
  if (at < 0) return authority;
  const userInfo = authority.slice(0, at);
  const colon = userInfo.indexOf(":");
  const shown = colon < 0 ? MASKED_CREDENTIAL : `${userInfo.slice(0, colon)}:${MASKED_CREDENTIAL}`;
  return `${shown}${authority.slice(at)}`;
}

/** Path, query and fragment: the path as written, each credential-named parameter's value masked. */
function maskParameters(rest: string): string {
  const hash = rest.indexOf("#");
  const beforeHash = hash < 0 ? rest : rest.slice(0, hash);
  const fragment = hash < 0 ? null : rest.slice(hash + 1);
  const question = beforeHash.indexOf("?");
  const path = question < 0 ? beforeHash : beforeHash.slice(0, question);
  const query = question < 0 ? null : beforeHash.slice(question + 1);
  return (
    path +
    (query === null ? "" : `?${maskPairs(query)}`) +
    (fragment === null ? "" : `#${maskPairs(fragment)}`)
  );
}

function maskPairs(pairs: string): string {
  return pairs
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      return value !== "" && CREDENTIAL_NAME.test(decodedName(name))
        ? `${name}=${MASKED_CREDENTIAL}`
        : pair;
    })
    .join("&");
}

/** A parameter's name as the receiving server reads it (`api%5Fkey` is `api_key`). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}
