import { dealerCommentsView } from "@forecourt/core/stock/dealer-comments";
import { useId } from "react";
import { SanitisedHtml } from "@/components/sanitised-html";
import { MoreLessText } from "./more-less-text";

/**
 * §4 dealer comments: collapsed to 400 characters with a more/less toggle, or the pending text.
 * `html` is already sanitised on the server; the collapsed view uses the plain text so a cut
 * never lands inside a tag. Both views render here; only the toggle ships to the browser.
 */
export function DealerComments({ html, text }: { html: string; text: string }) {
  const id = useId();
  const view = dealerCommentsView(text);
  const whole = <SanitisedHtml className="dealer-html mt-2 text-gray-800" html={html} />;
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Dealer comments
      </h2>
      {view.pending ? (
        <p className="mt-2 text-gray-700">{view.text}</p>
      ) : view.toggle ? (
        <MoreLessText
          id={id}
          collapsed={<p className="mt-2 whitespace-pre-line text-gray-800">{view.text}…</p>}
          expanded={whole}
        />
      ) : (
        whole
      )}
    </section>
  );
}
