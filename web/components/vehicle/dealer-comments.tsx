"use client";

import { dealerCommentsView } from "@forecourt/core/stock/dealer-comments";
import { useId, useState } from "react";
import { SanitisedHtml } from "@/components/sanitised-html";

/**
 * §4 dealer comments: collapsed to 400 characters with a more/less toggle, or the pending text.
 * `html` is already sanitised on the server; the collapsed view uses the plain text so a cut
 * never lands inside a tag.
 */
export function DealerComments({ html, text }: { html: string; text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const view = dealerCommentsView(text, expanded);
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Dealer comments
      </h2>
      {view.pending ? (
        <p className="mt-2 text-gray-700">{view.text}</p>
      ) : expanded || !view.toggle ? (
        <SanitisedHtml id={id} className="dealer-html mt-2 text-gray-800" html={html} />
      ) : (
        <p id={id} className="mt-2 whitespace-pre-line text-gray-800">
          {view.text}…
        </p>
      )}
      {view.toggle ? (
        <button
          type="button"
          className="mt-2 font-semibold text-brand underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
    </section>
  );
}
