import type { EnquirySummary } from "@forecourt/core";
import Link from "@/components/link";

type Props = { enquiries: Array<EnquirySummary & { href: string | null }> };

/** The signed-in shopper's own enquiries on this site, newest first. */
export function EnquiryList({ enquiries }: Props) {
  if (enquiries.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-gray-300 p-6 text-gray-700"
        data-testid="enquiries-empty"
      >
        You have not sent us an enquiry from this mobile number yet.
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-gray-200 rounded-lg border border-gray-200"
      data-testid="enquiries"
    >
      {enquiries.map((e) => (
        <li key={e.id} className="p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-bold">{e.title}</h3>
            <time dateTime={e.submittedAt} className="text-sm text-gray-700">
              {e.dateText}
            </time>
          </div>
          {e.vehicle ? (
            <p className="mt-1 text-sm">
              {e.href ? (
                <Link href={e.href} className="font-semibold text-brand underline">
                  {e.vehicle}
                </Link>
              ) : (
                e.vehicle
              )}
            </p>
          ) : null}
          {e.message ? (
            <p className="mt-1 line-clamp-2 text-sm text-gray-700">{e.message}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
