import Link from "@/components/link";

export type Crumb = { label: string; href?: string | null | undefined };

/**
 * The visible breadcrumb trail, without core's JSON-LD: the search page's client part redraws it
 * for each search it shows, so the trail never names a filter the shopper has just removed.
 */
export function BreadcrumbList({ items }: { items: Crumb[] }) {
  return (
    <ol className="flex flex-wrap items-center gap-1">
      {items.map((item, index) => (
        <li key={`${item.label}-${item.href ?? ""}`} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          {item.href && index < items.length - 1 ? (
            <Link href={item.href} className="hover:underline">
              {item.label}
            </Link>
          ) : (
            <span aria-current={index === items.length - 1 ? "page" : undefined}>{item.label}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
