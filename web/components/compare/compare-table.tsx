import type { CompareRow } from "@forecourt/core";
import Image from "next/image";
import Link from "@/components/link";
import type { CompareCar } from "@/lib/compare";

const BEST_LABEL: Record<string, string> = { price: "Lowest", km: "Lowest", year: "Newest" };

type Props = { cars: CompareCar[]; rows: CompareRow[]; onRemove: (id: string) => void };

/** The compare table: one column per car (photo, title, remove), one row per fact; differences marked. */
export function CompareTable({ cars, rows, onRemove }: Props) {
  return (
    // A keyboard user scrolls the wide table on a phone: the region takes focus (WCAG 2.1.1).
    // `relative`: the region contains the sr-only (absolute) labels of columns scrolled out of
    // sight; without it they widen the whole page on a phone.
    <section
      aria-label="Compared cars"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-gray-200"
      data-testid="compare-table"
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          The cars you chose, side by side. Rows where they differ are marked.
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-20 bg-white sm:w-40" />
            {cars.map((car) => (
              <th
                key={car.id}
                scope="col"
                className="min-w-[8.5rem] border-l border-gray-200 p-2 align-top font-normal sm:min-w-[13rem] sm:p-3"
                data-testid="compare-car"
              >
                <div className="relative aspect-[3/2] max-w-64 overflow-hidden rounded bg-gray-100">
                  {car.image ? (
                    <Image
                      src={car.image}
                      alt=""
                      fill
                      sizes="(min-width: 640px) 14rem, 10rem"
                      quality={75}
                      className="object-cover"
                    />
                  ) : (
                    <span className="flex h-full items-center justify-center text-xs text-gray-600">
                      Photo coming soon
                    </span>
                  )}
                  {car.tag ? (
                    <span className="absolute left-0 top-2 bg-brand px-2 py-0.5 text-xs font-bold uppercase text-white">
                      {car.tag}
                    </span>
                  ) : null}
                </div>
                <Link
                  href={car.href}
                  className="mt-2 block font-bold leading-tight hover:underline"
                >
                  {car.title}
                </Link>
                {car.subtitle ? <p className="text-sm text-gray-700">{car.subtitle}</p> : null}
                <button
                  type="button"
                  onClick={() => onRemove(car.id)}
                  className="mt-2 text-sm font-semibold text-red-700 underline"
                >
                  Remove<span className="sr-only"> {car.title} from compare</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-differs={row.differs}
              className={`border-t border-gray-200 ${row.differs ? "bg-amber-50" : ""}`}
            >
              <th
                scope="row"
                className={`sticky left-0 z-10 p-2 align-top text-sm font-semibold sm:p-3 ${row.differs ? "bg-amber-50" : "bg-white"}`}
              >
                {row.label}
                {row.differs ? (
                  <span className="mt-0.5 block text-xs font-semibold text-amber-900">Differs</span>
                ) : null}
              </th>
              {row.values.map((value, i) => (
                <td
                  // Columns follow the cars; a car appears once.
                  key={cars[i]?.id ?? i}
                  className={`border-l border-gray-200 p-2 align-top wrap-anywhere sm:p-3 ${row.key === "price" ? "font-extrabold sm:text-lg" : ""}`}
                >
                  {value}
                  {row.best.includes(i) ? (
                    <span className="ml-2 inline-block rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">
                      {BEST_LABEL[row.key] ?? "Best"}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
