import { type ConsumerInformationNotice, NOTICE_SECTIONS, NOTICE_TITLE } from "@forecourt/core";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { rgb } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const GREY = rgb(0.35, 0.35, 0.35);
const RED = rgb(0.7, 0.1, 0.1);
const LINE = 13;

type RequiredNotice = Extract<ConsumerInformationNotice, { required: true }>;

/** Standard PDF fonts cover WinAnsi only ("—" and "·" are in it). */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff\u2014\u00b7]/g, "?");
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsi(text).split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function draw(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  colour = rgb(0, 0, 0),
) {
  page.drawText(text, { x, y, font, size, color: colour });
}

/**
 * Issue 36 §1: the Consumer Information Notice as one A4 page of the car's PDF, in the
 * Schedule's order and headings; a missing item reads "Not yet stated by the trader".
 */
export function addNoticePage(
  doc: PDFDocument,
  notice: RequiredNotice,
  traderName: string,
  fonts: { regular: PDFFont; bold: PDFFont },
): PDFPage {
  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  const half = width * 0.48;
  let y = A4[1] - MARGIN - 16;
  draw(page, NOTICE_TITLE.toUpperCase(), MARGIN, y, fonts.bold, 16);
  y -= 16;
  for (const line of wrap(
    `Consumer Information Standards (Used Motor Vehicles) Regulations 2008. If you buy this vehicle, ${traderName} must give you a copy of this notice to keep.`,
    fonts.regular,
    8.5,
    width,
  )) {
    draw(page, line, MARGIN, y, fonts.regular, 8.5, GREY);
    y -= 11;
  }
  for (const section of NOTICE_SECTIONS) {
    const items = notice.items.filter((item) => item.section === section);
    if (items.length === 0) continue;
    y -= 10;
    draw(page, section.toUpperCase(), MARGIN, y, fonts.bold, 10);
    page.drawLine({
      start: { x: MARGIN, y: y - 3 },
      end: { x: MARGIN + width, y: y - 3 },
      thickness: 0.8,
    });
    y -= LINE + 2;
    for (const item of items) {
      const headingLines = wrap(item.heading, fonts.regular, 9, half - 8);
      const valueLines = wrap(
        item.text ?? "Not yet stated by the trader",
        fonts.bold,
        9,
        width - half,
      );
      headingLines.forEach((line, i) => {
        draw(page, line, MARGIN, y - i * 11, fonts.regular, 9, GREY);
      });
      valueLines.forEach((line, i) => {
        draw(page, line, MARGIN + half, y - i * 11, fonts.bold, 9, item.text ? undefined : RED);
      });
      y -= Math.max(headingLines.length, valueLines.length) * 11 + 5;
    }
  }
  if (notice.missing.length > 0) {
    y -= 8;
    draw(page, "This notice is incomplete.", MARGIN, y, fonts.bold, 10, RED);
  }
  return page;
}
