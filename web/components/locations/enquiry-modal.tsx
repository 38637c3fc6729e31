"use client";

import type { Location } from "@forecourt/core";
import { useEffect, useId, useRef } from "react";
import { CATEGORY_FIELD, COMMENTS_FIELD } from "@/components/forms/categories";
import { CONTACT_FIELDS } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";
import { useSite } from "@/components/forms/site-context";

/** §2 Send Enquiry in a modal (maximum width 800) for one location. */
export function EnquiryModal({ location, onClose }: { location: Location; onClose: () => void }) {
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-[800px] rounded-lg p-0 backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            Send an enquiry to {location.name}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-gray-400 px-3 py-1 text-sm"
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
              location: location.slug,
              location_id: location.id,
              dealership_slug: location.dealership_slug,
            }}
            initial={{ location: location.slug }}
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
