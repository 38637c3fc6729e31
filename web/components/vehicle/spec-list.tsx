import { useId } from "react";
import { ShowMoreList } from "./show-more-list";

type Props = { title: string; items: Array<{ label: string; value: string }>; perColumn: number };

/** §2 All Specifications: 4 per column (§9), Show More / Hide Specs. */
export function SpecList({ title, items, perColumn }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        {title}
      </h2>
      <ShowMoreList
        as="dl"
        className="mt-3 grid gap-x-8 sm:grid-cols-2"
        limit={perColumn * 2}
        labels={{ show: "Show More", hide: "Hide Specs" }}
        items={items.map((item) => (
          <div
            key={item.label}
            className="flex justify-between gap-4 border-b border-gray-100 py-2 text-sm"
          >
            <dt className="text-gray-700">{item.label}</dt>
            <dd className="text-right font-semibold">{item.value}</dd>
          </div>
        ))}
      />
    </section>
  );
}
