import { inkOn } from "../media/site-icon";
import { contrastRatio } from "../sites/colour-contrast";
import { htmlLines, htmlText } from "./html-text";
import type { MailBlock, MailFrame } from "./mail-blocks";
import type { MailCar } from "./mail-car";
import type { MailLocation } from "./mail-location";

/*
 * Mail clients read HTML as it was in 2005: the layout is tables, every style is inline, the
 * column is fluid up to 600 px (Outlook on Windows, which ignores max-width, gets a fixed 600 px
 * table in a conditional comment), and the only remote resources are the logo and the car's
 * photo. No script, no web font, no tracking pixel.
 */

const WIDTH = 600;
const PADDING = 24;
const MUTED = "#4b5563";
const RULE = "#e5e7eb";
const PAGE = "#f3f4f6";

type Style = { link: string; text: string; primary: string; ink: string; font: string };

const a = (href: string, label: string, colour: string) =>
  `<a href="${htmlText(href)}" style="color:${htmlText(colour)};text-decoration:underline;">${htmlText(label)}</a>`;

const row = (cell: string, padding = `0 ${PADDING}px 16px`) =>
  `<tr><td style="padding:${padding};">${cell}</td></tr>`;

function factsHtml(rows: Array<[string, string]>, s: Style): string {
  const lines = rows.map(
    ([label, value]) =>
      `<tr><td valign="top" style="padding:6px 12px 6px 0;border-top:1px solid ${RULE};width:38%;color:${MUTED};font-size:14px;line-height:20px;">${htmlText(label)}</td>` +
      `<td valign="top" style="padding:6px 0;border-top:1px solid ${RULE};color:${htmlText(s.text)};font-size:14px;line-height:20px;word-break:break-word;">${htmlLines(value)}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${lines.join("")}</table>`;
}

function buttonHtml(label: string, href: string, s: Style): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td style="border-radius:6px;background:${htmlText(s.primary)};">` +
    `<a href="${htmlText(href)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:bold;line-height:20px;color:${s.ink};text-decoration:none;border-radius:6px;">${htmlText(label)}</a>` +
    `</td></tr></table>`
  );
}

function carHtml(car: MailCar, photo: boolean, s: Style): string {
  const image =
    photo && car.photoUrl
      ? `<a href="${htmlText(car.pageUrl)}"><img src="${htmlText(car.photoUrl)}" alt="${htmlText(car.title)}" width="${WIDTH - 2 * PADDING - 2}" style="display:block;width:100%;max-width:${WIDTH - 2 * PADDING - 2}px;height:auto;border:0;border-radius:6px 6px 0 0;background:${PAGE};"></a>`
      : "";
  const price = [
    `<span style="font-size:20px;font-weight:bold;color:${htmlText(s.text)};">${htmlText(car.price)}</span>`,
    car.priceType
      ? ` <span style="font-size:14px;color:${MUTED};">${htmlText(car.priceType)}</span>`
      : "",
    car.was
      ? ` <span style="font-size:14px;color:${MUTED};text-decoration:line-through;">${htmlText(car.was)}</span>`
      : "",
  ].join("");
  const details = [
    `<div style="font-size:18px;font-weight:bold;line-height:24px;">${a(car.pageUrl, car.title, s.text)}</div>`,
    car.subtitle
      ? `<div style="font-size:14px;line-height:20px;color:${MUTED};">${htmlText(car.subtitle)}</div>`
      : "",
    `<div style="padding-top:8px;line-height:24px;">${price}</div>`,
    car.stockNumber
      ? `<div style="font-size:13px;line-height:18px;color:${MUTED};">Stock number ${htmlText(car.stockNumber)}</div>`
      : "",
    `<div style="padding-top:10px;font-size:14px;">${a(car.pageUrl, "View this car", s.link)}</div>`,
  ].join("");
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${RULE};border-radius:6px;border-collapse:separate;">` +
    (image ? `<tr><td style="padding:0;">${image}</td></tr>` : "") +
    `<tr><td style="padding:14px 16px;">${details}</td></tr></table>`
  );
}

function locationHtml(location: MailLocation, s: Style): string {
  const line = (html: string) => `<div style="font-size:14px;line-height:21px;">${html}</div>`;
  return [
    `<div style="font-size:16px;font-weight:bold;line-height:22px;color:${htmlText(s.text)};">${htmlText(location.name)}</div>`,
    location.address ? line(htmlText(location.address)) : "",
    location.phone ? line(`Phone ${a(location.phone.href, location.phone.text, s.link)}`) : "",
    line(htmlText(location.today)),
    location.directions ? line(a(location.directions, "Get directions", s.link)) : "",
  ].join("");
}

function blockHtml(block: MailBlock, s: Style): string {
  switch (block.kind) {
    case "heading":
      return row(
        `<h1 style="margin:0;font-size:22px;line-height:28px;font-weight:bold;color:${htmlText(s.text)};">${htmlText(block.text)}</h1>`,
        `8px ${PADDING}px 12px`,
      );
    case "paragraph":
      return row(
        `<p style="margin:0;font-size:16px;line-height:24px;">${htmlLines(block.text)}</p>`,
      );
    case "section":
      return row(
        `<h2 style="margin:0;font-size:13px;line-height:18px;font-weight:bold;letter-spacing:0.06em;text-transform:uppercase;color:${MUTED};">${htmlText(block.title)}</h2>`,
        `8px ${PADDING}px 8px`,
      );
    case "facts":
      return row(factsHtml(block.rows, s));
    case "button":
      return row(buttonHtml(block.label, block.href, s), `4px ${PADDING}px 20px`);
    case "car":
      return row(carHtml(block.car, block.photo, s));
    case "location":
      return row(locationHtml(block.location, s));
    case "code":
      return row(
        `<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:${MUTED};">${htmlText(block.label)}</p>` +
          `<div style="display:inline-block;padding:10px 18px;border:1px solid ${RULE};border-radius:6px;background:${PAGE};font-family:Menlo, Consolas, 'Courier New', monospace;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:${htmlText(s.text)};">${htmlText(block.code)}</div>`,
      );
    case "note":
      return row(
        `<p style="margin:0;font-size:12px;line-height:17px;color:${MUTED};">${htmlLines(block.text)}</p>`,
      );
  }
}

/** The HTML part of a platform e-mail: the site's logo and colours around the blocks. */
export function mailHtml(frame: MailFrame, blocks: MailBlock[]): string {
  const { primary, text } = frame.colours;
  const s: Style = {
    primary,
    text,
    // A pale brand colour (a yellow) is no link colour on white: the text colour is.
    link: contrastRatio(primary, "#ffffff") >= 4.5 ? primary : text,
    ink: inkOn(primary),
    font: `${frame.font}, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif`,
  };
  const brand = frame.logoUrl
    ? `<img src="${htmlText(frame.logoUrl)}" alt="${htmlText(frame.siteName)}" height="44" style="display:block;height:44px;width:auto;max-width:260px;border:0;font-size:20px;font-weight:bold;color:${htmlText(primary)};">`
    : `<span style="font-size:20px;font-weight:bold;color:${htmlText(text)};">${htmlText(frame.siteName)}</span>`;
  const header = `<tr><td style="padding:20px ${PADDING}px 16px;border-top:6px solid ${htmlText(primary)};border-radius:8px 8px 0 0;"><a href="${htmlText(frame.homeUrl)}" style="text-decoration:none;">${brand}</a></td></tr>`;
  const footer = frame.footer
    .map(
      (line) =>
        `<p style="margin:0 0 6px;font-size:12px;line-height:17px;color:${MUTED};">${htmlText(line)}</p>`,
    )
    .join("");
  return [
    "<!DOCTYPE html>",
    `<html lang="${htmlText(frame.lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    '<meta name="x-apple-disable-message-reformatting">',
    `<title>${htmlText(frame.title)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background:${PAGE};">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${htmlText(frame.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};"><tr><td align="center" style="padding:16px 8px;">`,
    `<!--[if mso]><table role="presentation" width="${WIDTH}" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${WIDTH}px;background:#ffffff;border-radius:8px;font-family:${htmlText(s.font)};color:${htmlText(text)};text-align:left;">`,
    header,
    ...blocks.map((block) => blockHtml(block, s)),
    `<tr><td style="padding:16px ${PADDING}px 20px;border-top:1px solid ${RULE};">${footer}<p style="margin:0;font-size:12px;line-height:17px;">${a(frame.homeUrl, frame.siteName, s.link)}</p></td></tr>`,
    "</table>",
    "<!--[if mso]></td></tr></table><![endif]-->",
    "</td></tr></table>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
