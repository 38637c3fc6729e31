"use client";

import { type ComponentProps, lazy } from "react";
import type { EnquiryForms } from "./enquiry-forms";
import { WhenNear } from "./when-near";

// The forms sit at the foot of the page: their code (fields, validation messages,
// submit handling) is fetched as the shopper scrolls or jumps to #enquire.
const Forms = lazy(() => import("./enquiry-forms").then((m) => ({ default: m.EnquiryForms })));

/** §2 enquiry and test-drive forms, loaded as they near the viewport. */
export function LazyEnquiryForms(props: ComponentProps<typeof EnquiryForms>) {
  return (
    <WhenNear title="Enquiry form" minHeight="min-h-[38rem]" framed={false}>
      <Forms {...props} />
    </WhenNear>
  );
}
