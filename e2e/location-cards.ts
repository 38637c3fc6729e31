import type { Page } from "@playwright/test";

export const BMG = "brisbane-motor-group";
export const SCT = "sunshine-coast-toyota";
/** The Subaru dealership's three locations (… Sales, … Service, … Parts) share this card. */
export const SUBARU = "Brisbane Motor Group Subaru Springwood";

/** The location card headed with a dealership's name. */
export const card = (page: Page, name: string) =>
  page
    .getByTestId("location-card")
    .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

/** Every location card's heading, in order. */
export const cardNames = (page: Page) =>
  page.getByTestId("location-card").getByRole("heading", { level: 2 });
