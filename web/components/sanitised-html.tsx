/** Renders dealer HTML that lib/sanitize.ts has already reduced to safe formatting tags. */
export function SanitisedHtml({
  html,
  className,
  id,
}: {
  html: string;
  className?: string;
  id?: string;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with sanitize-html on the server.
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
