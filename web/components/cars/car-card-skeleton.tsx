/** §2 skeleton loading card, shown while a search is in flight. */
export function CarCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-lg border border-gray-200 bg-white"
      data-testid="car-card-skeleton"
    >
      <div className="aspect-[3/2] bg-gray-200" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-3/4 rounded bg-gray-200" />
        <div className="h-4 w-1/2 rounded bg-gray-200" />
        <div className="h-7 w-1/3 rounded bg-gray-200" />
        <div className="h-9 rounded bg-gray-200" />
      </div>
    </div>
  );
}
