"use client";

import {
  callNowLabel,
  formatPhone,
  maskPhone,
  telHref,
} from "@forecourt/core/contact/phone-format";
import { useState } from "react";
import { recordEvent } from "@/lib/shopper-store";

type Props = {
  phone: string;
  masked: boolean;
  carId: string;
  dealershipId: string | null;
  site: string;
  className?: string;
};

/** §2 'Call Now - {phone}'; on masking sites the number shows after a click that sends a reveal call. */
export function CallButton({ phone, masked, carId, dealershipId, site, className }: Props) {
  const [revealed, setRevealed] = useState(!masked);
  const classes =
    className ?? "block rounded bg-gray-900 px-4 py-3 text-center font-bold text-white";
  if (!revealed) {
    return (
      <button
        type="button"
        className={`w-full ${classes}`}
        onClick={() => {
          setRevealed(true);
          void fetch("/api/phone-reveal", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              car_id: carId,
              ...(dealershipId ? { dealership_id: dealershipId } : {}),
              website_id: site,
            }),
          })
            .then((r) => console.info("phone reveal", r.status))
            .catch((error: unknown) => console.info("phone reveal failed", error));
        }}
      >
        {callNowLabel(maskPhone(formatPhone(phone)))}
      </button>
    );
  }
  return (
    <a href={telHref(phone)} className={classes} onClick={() => recordEvent(25, { car_id: carId })}>
      {callNowLabel(formatPhone(phone))}
    </a>
  );
}
