// biome-ignore lint/style/noRestrictedImports: a test helper reads the DTD file; core code stays pure.
import { readFileSync } from "node:fs";
import { DtdValidator, XmlDocument, XmlDtd, XmlLibError } from "libxml2-wasm";

/**
 * Validates ADF documents against the ADF 1.0 DTD with libxml2 (compiled to
 * WebAssembly): a well-formedness error or any DTD validity error is returned
 * as text; an empty list means the document is valid. Test-only.
 */
const dtdText = readFileSync(new URL("./adf-1.0.dtd", import.meta.url), "utf8");
const validator = new DtdValidator(XmlDtd.fromString(dtdText));

export function adfDtdErrors(xml: string): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (e) {
    return [`not well-formed: ${describe(e)}`];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (e) {
    return [`not valid: ${describe(e)}`];
  } finally {
    doc.dispose();
  }
}

function describe(e: unknown): string {
  if (e instanceof XmlLibError && e.details.length > 0) {
    return e.details.map((d) => `line ${d.line}: ${d.message.trim()}`).join("; ");
  }
  return e instanceof Error ? e.message : String(e);
}

/** The text content of the first node an XPath selects, as an XML parser reads it back. */
export function adfTextAt(xml: string, xpath: string): string | null {
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.get(xpath)?.content ?? null;
  } finally {
    doc.dispose();
  }
}
