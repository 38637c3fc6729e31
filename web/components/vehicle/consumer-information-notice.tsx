import {
  type ConsumerInformationNotice,
  NOTICE_SECTIONS,
  NOTICE_TITLE,
  noticeProblem,
} from "@forecourt/core";
import { ConsoleNote } from "@/components/console-note";

type RequiredNotice = Extract<ConsumerInformationNotice, { required: true }>;

export const NOTICE_ANCHOR = "consumer-information-notice";

/**
 * Issue 36 §1: New Zealand's Consumer Information Notice on the vehicle page and its print view,
 * in the Schedule's order and headings, compact enough for one A4 page. An incomplete notice
 * says so to the shopper and warns the dealer in the console.
 */
export function ConsumerInformationNoticeSection({
  notice,
  traderName,
  className = "",
}: {
  notice: RequiredNotice;
  traderName: string;
  className?: string;
}) {
  const problem = noticeProblem(notice);
  return (
    <section
      id={NOTICE_ANCHOR}
      aria-labelledby="cin-h"
      data-testid="consumer-information-notice"
      data-notice-version={notice.version}
      className={`scroll-mt-24 rounded-lg border-2 border-gray-900 p-5 print:break-inside-avoid print:rounded-none print:p-3 ${className}`}
    >
      {problem ? <ConsoleNote message={problem} /> : null}
      <h2 id="cin-h" className="text-xl font-extrabold uppercase tracking-wide print:text-base">
        {NOTICE_TITLE}
      </h2>
      <p className="mt-1 text-xs text-gray-700">
        Consumer Information Standards (Used Motor Vehicles) Regulations 2008. If you buy this
        vehicle, {traderName} must give you a copy of this notice to keep.
      </p>
      {NOTICE_SECTIONS.map((section) => {
        const items = notice.items.filter((item) => item.section === section);
        if (items.length === 0) return null;
        return (
          <div key={section} className="mt-3 print:mt-1.5">
            <h3 className="border-b border-gray-900 text-sm font-bold uppercase print:text-xs">
              {section}
            </h3>
            <dl className="text-sm print:text-[10px] print:leading-tight">
              {items.map((item) => (
                <div
                  key={item.heading}
                  className="grid gap-x-4 border-b border-gray-200 py-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] print:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] print:py-0.5"
                >
                  <dt className="text-gray-700">{item.heading}</dt>
                  <dd className={item.text ? "font-semibold" : "font-semibold text-red-700"}>
                    {item.text ?? "Not yet stated by the trader"}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
      {notice.missing.length > 0 ? (
        <p role="note" className="mt-3 text-sm font-semibold text-red-700">
          This notice is incomplete. Ask {traderName} for the missing information before you buy.
        </p>
      ) : null}
    </section>
  );
}
