import {
  type Car,
  consumerInformationNotice,
  formatMoney,
  preferDetailed,
  priceDisplay,
  type SiteConfig,
} from "@forecourt/core";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { addNoticePage } from "./notice-pdf";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.4, 0.4, 0.4);

/** Standard PDF fonts cover WinAnsi only; anything else would throw inside pdf-lib. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

/** The spec rows shown under the title (label, value), skipping what the car does not have. */
export function specRows(car: Car): Array<[string, string]> {
  const rows: Array<[string, string | number | null | undefined]> = [
    ["Year", car.year],
    ["Make", car.make],
    ["Model", car.model],
    ["Badge", car.badge],
    ["Body", preferDetailed(car, "body")],
    ["Transmission", preferDetailed(car, "transmission")],
    ["Fuel", preferDetailed(car, "fuel")],
    ["Drive", preferDetailed(car, "drive")],
    ["Kilometres", car.km != null ? `${formatMoney(car.km).replace("$", "")} km` : null],
    ["Colour", car.colour],
    ["Seats", car.seats],
    ["Doors", car.doors],
    ["Engine", car.engine_size_litres != null ? `${car.engine_size_litres} L` : null],
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Registration", car.regplate],
  ];
  return rows
    .filter((r): r is [string, string | number] => r[1] != null && r[1] !== "")
    .map(([label, value]) => [label, String(value)]);
}

async function embedPhoto(doc: PDFDocument, bytes: Uint8Array | null) {
  if (!bytes || bytes.length < 4) return null;
  try {
    // JPEG starts FF D8, PNG starts 89 50 4E 47.
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
  } catch {
    return null;
  }
  return null;
}

function text(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  colour = rgb(0, 0, 0),
) {
  page.drawText(winAnsi(value), { x, y, font, size, color: colour, maxWidth: A4[0] - 2 * MARGIN });
}

/**
 * §7 PDF by car slug: one A4 page with the photo (or a placeholder box when
 * there is none), title, §4 price display, specs and the dealer's details; on a New Zealand
 * site a used car's Consumer Information Notice follows on a second A4 page (issue 36 §1).
 */
export async function renderCarPdf(
  car: Car,
  site: SiteConfig,
  photo: Uint8Array | null,
  now: Date = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = car.name ?? [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
  doc.setTitle(winAnsi(title || "Vehicle"));
  doc.setAuthor(winAnsi(site.name));
  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - MARGIN;

  text(page, site.name, MARGIN, y - 14, bold, 14, GREY);
  y -= 40;

  const width = A4[0] - 2 * MARGIN;
  const height = (width * 2) / 3; // §9 gallery images are 600×400
  const image = await embedPhoto(doc, photo);
  if (image) {
    const scale = Math.min(width / image.width, height / image.height);
    page.drawImage(image, {
      x: MARGIN,
      y: y - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
  } else {
    page.drawRectangle({ x: MARGIN, y: y - height, width, height, color: rgb(0.93, 0.93, 0.93) });
    text(page, "No image available", MARGIN + width / 2 - 55, y - height / 2, regular, 12, GREY);
  }
  y -= height + 30;

  text(page, title || "Vehicle", MARGIN, y, bold, 20);
  y -= 26;
  const price = priceDisplay(car, site);
  text(
    page,
    price.priceType ? `${price.text} ${price.priceType}` : price.text,
    MARGIN,
    y,
    bold,
    16,
  );
  if (price.was) text(page, price.was, MARGIN + 260, y, regular, 12, GREY);
  y -= 30;

  const rows = specRows(car);
  const half = Math.ceil(rows.length / 2);
  rows.forEach(([label, value], i) => {
    const x = i < half ? MARGIN : MARGIN + width / 2;
    const rowY = y - (i % half) * 16;
    text(page, `${label}:`, x, rowY, bold, 10);
    text(page, value, x + 85, rowY, regular, 10);
  });
  y -= half * 16 + 24;

  const location = car.location;
  const dealerLines = [
    location?.name ?? car.location_name ?? site.name,
    typeof location?.address === "string" ? location.address : site.dealer.address,
    location?.phone ?? site.dealer.phone,
    site.dealer.email,
  ].filter((l): l is string => typeof l === "string" && l.length > 0);
  text(page, "Dealer", MARGIN, y, bold, 12);
  dealerLines.forEach((line, i) => {
    text(page, line, MARGIN, y - 16 * (i + 1), regular, 10);
  });

  const notice = consumerInformationNotice(site, car, now);
  if (notice.required) addNoticePage(doc, notice, site.name, { regular, bold });

  return doc.save();
}
