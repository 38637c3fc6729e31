import { plainText } from "./html-text";
import type { MailBlock, MailFrame } from "./mail-blocks";

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case "heading":
      return [block.text, ""];
    case "paragraph":
    case "note":
      return [block.text, ""];
    case "section":
      return [block.title.toUpperCase(), ""];
    case "code":
      return [`${block.label}: ${block.code}`, ""];
    case "facts":
      return [...block.rows.map(([label, value]) => `${label}: ${value}`), ""];
    case "button":
      return [`${block.label}: ${block.href}`, ""];
    case "car": {
      const { car } = block;
      const price = [car.price, car.priceType, car.was ? `(was ${car.was})` : null]
        .filter(Boolean)
        .join(" ");
      return [
        car.subtitle ? `${car.title} ${car.subtitle}` : car.title,
        price,
        ...(car.stockNumber ? [`Stock number ${car.stockNumber}`] : []),
        car.pageUrl,
        "",
      ];
    }
    case "location": {
      const { location } = block;
      return [
        location.name,
        ...(location.address ? [location.address] : []),
        ...(location.phone ? [`Phone ${location.phone.text}`] : []),
        location.today,
        ...(location.directions ? [`Directions: ${location.directions}`] : []),
        "",
      ];
    }
  }
}

/** The plain-text part of a platform e-mail: the same blocks as the HTML part, as lines. */
export function mailText(frame: MailFrame, blocks: MailBlock[]): string {
  const lines = [
    frame.siteName,
    "",
    ...blocks.flatMap(blockText),
    "--",
    ...frame.footer,
    `${frame.siteName} · ${frame.homeUrl}`,
    "",
  ];
  return plainText(lines.join("\n"));
}
