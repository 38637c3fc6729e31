import Link from "@/components/link";
import type { CompareCar } from "@/lib/compare";
import { rasterSources } from "@/lib/view/raster-sources";

type Props = {
  title: string;
  testId: string;
  ids: string[];
  cars: Map<string, CompareCar>;
  /** The stored name of a car the stock no longer lists (favourites keep one). */
  fallbackName: (id: string) => string;
  empty: string;
  searchHref: string;
  onRemove: (id: string) => void;
  removeLabel: string;
};

/** One list of the Saved screen: a row per car with its photo, title, link and Remove. */
export function SavedList(props: Props) {
  const { title, testId, ids, cars, empty, searchHref, onRemove, removeLabel } = props;
  return (
    <section aria-labelledby={`${testId}-heading`}>
      <h2 id={`${testId}-heading`} className="text-2xl font-bold">
        {title} <span className="text-base font-semibold text-gray-700">({ids.length})</span>
      </h2>
      {ids.length === 0 ? (
        <p className="mt-3 text-gray-700">
          {empty}{" "}
          <Link href={searchHref} className="font-semibold text-brand underline">
            Browse our stock
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
          {ids.map((id) => {
            const car = cars.get(id);
            const name = car?.title ?? (props.fallbackName(id) || "A car");
            return (
              <li
                key={id}
                data-testid="saved-car"
                className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm"
              >
                <div className="h-20 w-28 shrink-0 overflow-hidden rounded bg-gray-100">
                  {car?.image ? (
                    // biome-ignore lint/performance/noImgElement: a small thumbnail from the stock's own image host.
                    <img
                      {...(rasterSources(car.image, { width: 112 }) ?? { src: car.image })}
                      alt=""
                      className="h-full w-full object-cover"
                      width={112}
                      height={80}
                    />
                  ) : null}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  {car ? (
                    <Link href={car.href} className="font-bold leading-tight hover:underline">
                      {car.title}
                    </Link>
                  ) : (
                    <p className="font-bold leading-tight">{name}</p>
                  )}
                  {car?.subtitle ? <p className="text-sm text-gray-700">{car.subtitle}</p> : null}
                  {car?.tag ? (
                    <p className="text-xs font-bold uppercase text-red-700">{car.tag}</p>
                  ) : null}
                  {car ? null : <p className="text-sm text-gray-700">No longer listed</p>}
                  <button
                    type="button"
                    onClick={() => onRemove(id)}
                    className="mt-auto self-start rounded border border-gray-400 px-3 py-1 text-sm font-semibold"
                  >
                    Remove
                    <span className="sr-only">
                      {" "}
                      {name} {removeLabel}
                    </span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
