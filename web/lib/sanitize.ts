// The one dealer-HTML sanitiser lives in core, so the console's writes and the shopper pages agree.
export { dealerPlainText, sanitizeDealerHtml } from "@forecourt/core/stock/dealer-html";
