"use client";

import { type Dispatch, type SetStateAction, useEffect } from "react";
import type { FormValues } from "./field-types";
import { readUserDetails } from "./user-details";

/**
 * §5 the stored user details (saved only when name, email and phone were given) prefill a form
 * once it is on the page; anything the shopper has typed already wins.
 */
export function useStoredDetails(setValues: Dispatch<SetStateAction<FormValues>>): void {
  useEffect(() => {
    const stored = readUserDetails();
    if (!stored) return;
    setValues((v) => ({
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      ...(stored.last_name ? { last_name: stored.last_name } : {}),
      ...(stored.postcode ? { postcode: stored.postcode } : {}),
      ...v,
    }));
  }, [setValues]);
}
