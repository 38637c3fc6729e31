/** §2 garage routes: /my-garage and the group-branded aliases; each is always gated (§4). */
export const GARAGE_ROUTES = [
  "/mymotorama",
  "/mybigboxcars",
  "/myblinkr",
  "/myservco",
  "/my-garage",
] as const;
export type GarageRoute = (typeof GARAGE_ROUTES)[number];

/** The garage path a site with `features.garage: true` answers on. */
export const DEFAULT_GARAGE_ROUTE: GarageRoute = "/my-garage";
