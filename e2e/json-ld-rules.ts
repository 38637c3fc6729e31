/**
 * Google's documented required (and the recommended ones we promise) properties per
 * schema.org type, as used by the JSON-LD e2e (issue 19 §1). Returns one problem per line.
 */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function nodesOf(document: unknown): Node[] {
  if (!isNode(document)) return [];
  const graph = document["@graph"];
  return Array.isArray(graph) ? graph.filter(isNode) : [document];
}

const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
const absolute = (value: unknown, origin: string) =>
  typeof value === "string" && new URL(value).origin === origin;

function checkDealer(node: Node, at: string, problems: string[]): void {
  if (!text(node.name)) problems.push(`${at}.name is missing`);
  const address = node.address;
  if (!isNode(address)) problems.push(`${at}.address is missing`);
  else
    for (const key of ["streetAddress", "addressLocality", "addressCountry"])
      if (!text(address[key])) problems.push(`${at}.address.${key} is missing`);
}

function checkList(node: Node, at: string, origin: string, problems: string[]): void {
  const items = node.itemListElement;
  if (!Array.isArray(items)) {
    problems.push(`${at}.itemListElement is missing`);
    return;
  }
  items.forEach((item, i) => {
    if (!isNode(item) || item["@type"] !== "ListItem")
      problems.push(`${at}[${i}] is not a ListItem`);
    else if (item.position !== i + 1 && node["@type"] === "BreadcrumbList")
      problems.push(`${at}[${i}].position is ${String(item.position)}, not ${i + 1}`);
    else if (node["@type"] === "ItemList" && !absolute(item.url, origin))
      problems.push(`${at}[${i}].url is not on ${origin}`);
    else if (node["@type"] === "BreadcrumbList" && !text(item.name))
      problems.push(`${at}[${i}].name is missing`);
  });
}

function checkVehicle(node: Node, at: string, currency: string, problems: string[]): void {
  for (const key of ["name", "url", "itemCondition"])
    if (!text(node[key])) problems.push(`${at}.${key} is missing`);
  if (!Array.isArray(node.image) || node.image.length === 0)
    problems.push(`${at}.image is missing`);
  const offers = node.offers;
  if (offers === undefined) return;
  if (!isNode(offers)) problems.push(`${at}.offers is not an Offer`);
  else {
    if (!(typeof offers.price === "number" && offers.price > 0))
      problems.push(`${at}.offers.price is not positive`);
    if (offers.priceCurrency !== currency)
      problems.push(
        `${at}.offers.priceCurrency is ${String(offers.priceCurrency)}, not ${currency}`,
      );
    if (!String(offers.availability ?? "").startsWith("https://schema.org/"))
      problems.push(`${at}.offers.availability is not a schema.org ItemAvailability`);
  }
}

/** The problems of one page's JSON-LD documents; `types` collects every top-level @type seen. */
export function jsonLdProblems(
  documents: readonly unknown[],
  origin: string,
  currency: string,
  types: Set<string>,
): string[] {
  const problems: string[] = [];
  for (const [d, document] of documents.entries()) {
    if (!isNode(document) || document["@context"] !== "https://schema.org")
      problems.push(`document ${d} has no schema.org @context`);
    for (const [n, node] of nodesOf(document).entries()) {
      const type = String(node["@type"]);
      const at = `${type}#${d}.${n}`;
      types.add(type);
      if (type === "AutoDealer") checkDealer(node, at, problems);
      else if (type === "Organization") {
        if (!text(node.name)) problems.push(`${at}.name is missing`);
        const subs = Array.isArray(node.subOrganization) ? node.subOrganization : [];
        for (const [i, sub] of subs.filter(isNode).entries())
          checkDealer(sub, `${at}.subOrganization[${i}]`, problems);
      } else if (type === "WebSite") {
        const action = node.potentialAction;
        const target = isNode(action) && isNode(action.target) ? action.target.urlTemplate : null;
        if (!(typeof target === "string" && target.includes("{search_term_string}")))
          problems.push(`${at}.potentialAction.target.urlTemplate is missing`);
      } else if (type === "BreadcrumbList" || type === "ItemList")
        checkList(node, at, origin, problems);
      else if (["Car", "Motorcycle", "Vehicle"].includes(type))
        checkVehicle(node, at, currency, problems);
      else problems.push(`${at}: unexpected type`);
    }
  }
  return problems;
}
