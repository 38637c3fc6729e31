import type { Department } from "./routing-rules";

/**
 * Issue 34 §1: the department a lead belongs to: service bookings to service, parts and finance
 * enquiries to theirs, an enquiry about a used car to used, everything else to sales.
 */
export function leadDepartment(kind: string, carType: string | null | undefined): Department {
  if (kind === "service-booking") return "service";
  if (kind === "parts") return "parts";
  if (kind === "finance") return "finance";
  return carType?.trim().toLowerCase() === "used" ? "used" : "sales";
}

/** A car's type as routing reads it ("new", "demo" or "used"), else null. */
export function routingCarType(carType: string | null | undefined): "new" | "demo" | "used" | null {
  const type = carType?.trim().toLowerCase();
  return type === "new" || type === "demo" || type === "used" ? type : null;
}
