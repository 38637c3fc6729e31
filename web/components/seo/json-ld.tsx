import { jsonLdScriptText } from "@forecourt/core";

/** Structured data for crawlers: one inline JSON-LD script (its text cannot close the tag). */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be an inline script; `<` is escaped.
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }}
    />
  );
}
