"use client";

import { enquiryLocationFor, type Location, leadFormLayout } from "@forecourt/core";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from "react";
import { CATEGORY_FIELD, COMMENTS_FIELD } from "@/components/forms/categories";
import { CONTACT_FIELDS } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";
import { useSite } from "@/components/forms/site-context";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * §2 Send Enquiry in a modal (maximum width 800) for one location: a modal dialog, so the page
 * behind is inert; Tab and Shift+Tab wrap inside it and Escape closes it.
 */
type Props = {
  location: Location;
  /** The other locations of its dealership (a service enquiry goes to their sales desk). */
  siblings: Location[];
  onClose: () => void;
};

export function EnquiryModal({ location, siblings, onClose }: Props) {
  const site = useSite();
  const to = useMemo(
    () => enquiryLocationFor(leadFormLayout("general", site), location, siblings),
    [site, location, siblings],
  );
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  // Keep Tab inside the dialog (the browser would otherwise move on to its own address bar).
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-[800px] rounded-xl p-0 shadow-2xl backdrop:bg-black/60"
      data-testid="enquiry-modal"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 pb-4">
          <h2 id={titleId} className="text-xl font-bold">
            Send an enquiry to {location.name}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-gray-400 px-3 py-1 text-sm font-semibold"
          >
            Close<span className="sr-only"> enquiry form</span>
          </button>
        </div>
        <div className="mt-4">
          <LeadForm
            form="general"
            site={site}
            steps={[[...CONTACT_FIELDS, CATEGORY_FIELD, COMMENTS_FIELD]]}
            hidden={{
              location: to.slug,
              location_id: to.id,
              dealership_slug: to.dealership_slug,
            }}
            initial={{ location: to.slug }}
            success={{
              redirect: false,
              title: "Thank you — your enquiry has been sent.",
              text: `${location.name} will be in touch shortly.`,
            }}
          />
        </div>
      </div>
    </dialog>
  );
}
