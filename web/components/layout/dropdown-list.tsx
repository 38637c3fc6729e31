import { BrandLogo } from "@/components/brands/brand-logo";
import Link from "@/components/link";
import type { NavEntry } from "@/lib/view/menu";

type Props = { entries: NavEntry[]; open: boolean; label: string };

/**
 * A header dropdown's links. Brand menus (§2 header brand menus) show each brand's 76×65 logo in
 * a grid; the New Vehicles menu shows each model's description (§9: truncated to 75).
 */
export function DropdownList({ entries, open, label }: Props) {
  const brands = entries.some((e) => e.logo !== undefined);
  const layout = brands
    ? `${open ? "grid" : "hidden"} grid-cols-2 gap-1 p-2 sm:grid-cols-3 xl:w-[40rem] xl:grid-cols-4`
    : `${open ? "block" : "hidden"} py-1 ${entries.some((e) => e.description) ? "xl:w-80" : ""}`;
  return (
    <ul
      aria-label={label}
      data-testid={brands ? "brand-menu" : undefined}
      className={`${layout} z-50 min-w-56 rounded-md border border-gray-200 bg-white xl:absolute xl:left-0 xl:top-full xl:shadow-lg`}
    >
      {entries.map((child) => {
        const content = brands ? (
          <>
            <BrandLogo name={child.label} url={child.logo} decorative />
            <span className="text-center text-xs font-semibold">{child.label}</span>
          </>
        ) : (
          <>
            <span className="block font-semibold">{child.label}</span>
            {child.description ? (
              <span className="mt-0.5 block text-xs font-normal text-gray-700">
                {child.description}
              </span>
            ) : null}
          </>
        );
        const className = brands
          ? "flex flex-col items-center gap-1 rounded-md p-2 hover:bg-gray-100"
          : "block px-4 py-2 text-sm hover:bg-gray-100";
        return (
          <li key={`${child.label}-${child.href}`}>
            {child.external ? (
              <a
                href={child.href ?? "#"}
                target="_blank"
                rel="noopener noreferrer"
                className={className}
              >
                {content}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link href={child.href ?? "#"} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
