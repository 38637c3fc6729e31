/** The OpenAPI document's tags: every operation names one (Redocly's operation-tag-defined). */
export const API_TAGS = [
  { name: "Search", description: "Stock search for the search pages (§7)" },
  { name: "Vehicles", description: "One car: views, price comparison, similar cars, PDF" },
  { name: "Leads", description: "Every lead form, delivered to the dealer as ADF XML" },
  { name: "Trade-in", description: "The trade-in valuation journey" },
  { name: "Checkout", description: "Reserve and buy online" },
  { name: "Payments", description: "Dealer invoice payments" },
  { name: "Finance", description: "Repayment quotes" },
  { name: "Delivery", description: "Delivery prices and postcode look-ups" },
  { name: "Locations", description: "Test-drive and service booking times" },
  { name: "Shopper sign-in", description: "One-time mobile codes and the shopper's session" },
  { name: "Shopper account", description: "The signed-in shopper's saved cars and enquiries" },
  { name: "Analytics", description: "§7 analytics events" },
  { name: "Promotions", description: "Spin to win" },
  { name: "Health", description: "Store and search engine health" },
  {
    name: "Dealer",
    description: "The dealer console: staff sign-in, leads inbox, stock, settings and audit log",
  },
];
