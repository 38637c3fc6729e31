import { demoCar, demoSite } from "../leads/lead-test-fixtures";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";

/** Test-only data for the lead messages: a branded AU site, an NZ site in Auckland, a car. */

export const ORIGIN = "https://demo-motors.example";
export const MAIL_DOMAIN = "mail.forecourt.example";

const week = (weekday: string, monday: string, tuesday: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    weekday: day,
    status: day === 0 ? "Closed" : "Open",
    formated_hours: day === 1 ? monday : day === 2 ? tuesday : weekday,
  }));

export const auSite = SiteConfig.parse({
  ...demoSite,
  theme: { logoUrl: "/images/logos/demo-motors.svg", primary: "#12284c", text: "#111827" },
  locations: demoSite.locations.map((l) =>
    l.id === "1"
      ? {
          ...l,
          address: { street: "1 Main Road", city: "Springwood", state: "QLD", postcode: "4127" },
          contact_detail: {
            phone: "+61 7 3000 0001",
            opening_hours: week("8:30 am - 5:30 pm", "Monday hours", "Tuesday hours"),
          },
        }
      : l,
  ),
});

export const nzSite = SiteConfig.parse({
  slug: "harbour-motors",
  name: "Harbour Motors",
  country: "NZ",
  domains: ["harbour-motors.example"],
  dealer: { email: "sales@harbour-motors.example", phone: "+64 9 555 0100" },
  theme: { logoUrl: "/images/logos/harbour-motors.svg", primary: "#0e4c5a" },
  locations: [
    {
      id: "akl",
      name: "Harbour Motors Penrose",
      slug: "penrose",
      location_type: "sales",
      address: { street: "512 Great South Road", city: "Penrose", state: "Auckland" },
      contact_detail: {
        phone: "+64 9 555 0140",
        opening_hours: week("9:00 am - 5:00 pm", "Monday 9 - 5", "Tuesday 8 - 6"),
      },
    },
  ],
});

/** A drive-away car with a drawn demo photo (a relative /images/… SVG). */
export const car = Car.parse({
  ...demoCar,
  slug: "2021-toyota-corolla-u1234",
  price_type: "drive_away",
  primary_image_url: "/images/cars/Toyota/U1234/hatch-white-side.svg",
});

export const nzCar = Car.parse({
  ...car,
  id: "nz-1",
  location: { id: "akl", name: "Harbour Motors Penrose", state: "Auckland" },
});
