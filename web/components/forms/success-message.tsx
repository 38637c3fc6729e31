"use client";

import { useEffect, useState } from "react";
import Link from "@/components/link";
import { buttonClasses } from "@/components/ui/button";
import { readSuccess, type SuccessRecord } from "./user-details";

/** §2 /success: thanks the shopper for the lead the multi-step form stored (category and car). */
export function SuccessMessage() {
  const [record, setRecord] = useState<SuccessRecord | null | undefined>(undefined);
  useEffect(() => setRecord(readSuccess()), []);
  const category = record?.category ?? "enquiry";
  return (
    <div className="rounded-lg border border-green-300 bg-green-50 p-6" data-testid="success-page">
      <p className="text-lg text-green-900" role="status">
        Thank you — your {category.toLowerCase()} has been received.
      </p>
      {record?.car?.name ? (
        <p className="mt-2 text-green-900">
          Vehicle: <strong>{record.car.name}</strong>
        </p>
      ) : null}
      <p className="mt-2 text-green-900">Our team will be in touch shortly.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/" className={buttonClasses("brand")}>
          Back to home
        </Link>
        <Link href="/search/used-cars" className={buttonClasses("brand-outline")}>
          Browse stock
        </Link>
      </div>
    </div>
  );
}
