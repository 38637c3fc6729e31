import type { FieldDef } from "./field-types";

/** §5 the general enquiry's category select (required); Careers Enquiry becomes General (§4). */
export const CATEGORY_FIELD: FieldDef = {
  name: "category",
  label: "Enquiry type",
  kind: "select",
  required: true,
  options: [
    "General Enquiry",
    "Sales Enquiry",
    "Service Enquiry",
    "Parts Enquiry",
    "Finance Enquiry",
    "Careers Enquiry",
  ].map((c) => ({ value: c, label: c })),
};

export const COMMENTS_FIELD: FieldDef = { name: "message", label: "Comments", kind: "textarea" };
