import { notFound } from "next/navigation";

/** Any path no route claims is a 404 inside the tenant's chrome (a route a tenant does not use). */
export default function UnknownRoute() {
  notFound();
}
