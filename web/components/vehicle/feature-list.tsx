import { useId } from "react";
import { SanitisedHtml } from "@/components/sanitised-html";
import { ShowMoreList } from "./show-more-list";

/** §2 feature list: 8 items (§9) with a Show All / Hide toggle; items are sanitised HTML. */
export function FeatureList({ items, limit }: { items: string[]; limit: number }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Features
      </h2>
      <ShowMoreList
        as="ul"
        className="mt-3 grid gap-2 text-sm sm:grid-cols-2"
        limit={limit}
        labels={{ show: "Show All", hide: "Hide" }}
        items={items.map((html) => (
          <li key={html} className="flex gap-2">
            <span aria-hidden="true" className="text-brand">
              ✓
            </span>
            <SanitisedHtml className="dealer-html" html={html} />
          </li>
        ))}
      />
    </section>
  );
}
