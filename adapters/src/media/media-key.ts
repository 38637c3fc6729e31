/**
 * An object key a media store accepts: lowercase segments of letters, digits, `.`, `_` and `-`,
 * joined by `/`, none starting with a dot, so a key can never climb out of the store's folder.
 */
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function isMediaKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length <= 4 && segments.every((s) => SEGMENT.test(s));
}

/** A content type stored beside an object: `type/subtype`, nothing else. */
export const isMediaContentType = (type: string): boolean =>
  /^[a-z]+\/[a-z0-9.+-]{1,64}$/.test(type);

/** Throws for a key or type no store accepts: a programmer's error, never a shopper's input. */
export function assertMediaKey(key: string, contentType?: string): void {
  if (!isMediaKey(key))
    throw new TypeError(`media store: ${JSON.stringify(key)} is not an object key`);
  if (contentType !== undefined && !isMediaContentType(contentType)) {
    throw new TypeError(`media store: ${JSON.stringify(contentType)} is not a content type`);
  }
}
