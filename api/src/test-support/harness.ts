import {
  createLocalOutsideCalls,
  LocalOtpSender,
  LocalStaffCodeSender,
} from "@forecourt/adapters/local/index";
import { createOutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { createFeedPull } from "@forecourt/adapters/stock-import/feed-pull";
import { createStore, type Store, type StoreOptions } from "@forecourt/adapters/store/create-store";
import {
  type Car,
  type OtpSenderPort,
  SiteConfig,
  type SiteConfigInput,
  type StaffCodeSenderPort,
} from "@forecourt/core";
import pino from "pino";
import { createApp } from "../app";
import type { ApiDeps, ApiOptions } from "../deps";

/** A pinned clock: Monday 23 November 2026, 10:00 in Brisbane. */
export const NOW = new Date("2026-11-23T00:00:00Z");

const location = (slug: string) => ({
  id: `${slug}-loc`,
  name: `${slug} Motors`,
  slug: `${slug}-motors`,
  dealership_id: `${slug}-dealer`,
  address: {
    street: "1 Main St",
    city: "Brisbane",
    state: "QLD",
    postcode: "4000",
    lat: -27.47,
    long: 153.02,
  },
  contact_detail: {
    phone: "07 3333 1234",
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      status: "Open",
      open: "08:00",
      close: "17:00",
    })),
  },
});

export function site(slug: string, extra: Partial<SiteConfigInput> = {}): SiteConfig {
  return SiteConfig.parse({
    slug,
    name: `${slug} Cars`,
    domains: [`www.${slug}.com.au`],
    locations: [location(slug)],
    dealer: { phone: "07 3000 0000", email: `sales@${slug}.example` },
    ...extra,
  });
}

export function car(siteSlug: string, n: number, extra: Partial<Car> = {}): Car {
  return {
    id: `${siteSlug}-${n}`,
    slug: `${siteSlug}-car-${n}`,
    name: `2022 Toyota Corolla ${n}`,
    status: "in_stock",
    show_on_dealer_website: true,
    year: 2022,
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    km: 20_000 + n,
    price: 25_000 + n * 100,
    photos_count: 3,
    regplate: `ABC${100 + n}`,
    location: { id: `${siteSlug}-loc`, name: `${siteSlug} Motors`, phone: "07 3333 1234" },
    ...extra,
  } as Car;
}

/**
 * The embedded outside-call adapters (adapters/local), with the one-time code
 * sender's log captured so sign-in tests can read the code it "sent".
 */
export function recordingOtpSender(): OtpSenderPort & { codes: Map<string, string> } {
  const codes = new Map<string, string>();
  let logged: { code?: string } = {};
  const sender = new LocalOtpSender({
    info(fields) {
      logged = fields as { code?: string };
    },
  });
  return {
    codes,
    async send(site, phone, code) {
      await sender.send(site, phone, code);
      // Read back what the local sender wrote to its log: that is where a developer finds it.
      codes.set(`${site}:${phone}`, logged.code ?? "");
    },
  };
}

/** The local staff code sender, with the code it logged kept per `site:email` for sign-in tests. */
export function recordingStaffCodeSender(): StaffCodeSenderPort & { codes: Map<string, string> } {
  const codes = new Map<string, string>();
  let logged: { code?: string } = {};
  const sender = new LocalStaffCodeSender({
    info(fields) {
      logged = fields as { code?: string };
    },
  });
  return {
    codes,
    async send(site, email, code) {
      await sender.send(site, email, code);
      codes.set(`${site}:${email}`, logged.code ?? "");
    },
  };
}

export interface Harness {
  store: Store;
  deps: ApiDeps;
  otp: ReturnType<typeof recordingOtpSender>;
  staffCodes: ReturnType<typeof recordingStaffCodeSender>;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** The API over the real PGlite store (in memory, or `storeOptions`) and the embedded search, with two tenants seeded. */
export async function harness(
  options: ApiOptions = {},
  sites = [site("alpha"), site("bravo")],
  storeOptions: StoreOptions = { dataDir: ":memory:" },
): Promise<Harness> {
  const store = await createStore(storeOptions);
  const search = createEmbeddedSearch();
  for (const s of sites) {
    await store.sites.save(s);
    const cars = [1, 2, 3, 4, 5].map((n) => car(s.slug, n));
    await store.stock.upsert(s.slug, cars);
    await search.upsert(s.slug, cars);
  }
  const otp = recordingOtpSender();
  const staffCodes = recordingStaffCodeSender();
  const outside = createLocalOutsideCalls({
    sites: store.sites,
    stock: store.stock,
    logger: { info() {} },
    recordInvoicePayment: async (p) => {
      await store.invoicePayments.create(
        {
          site: p.site,
          invoiceNumber: p.invoiceNumber,
          amount: p.amount,
          customer: p.customer,
          reference: p.reference,
        },
        p.createdAt,
      );
    },
  });
  const deps: ApiDeps = {
    ...store,
    search,
    ...outside,
    auth: store.shopperAuth({
      otpSender: otp,
      secret: "harness-secret-0123456789abcdef0123456789",
    }),
    dealerAuth: store.staffAuth({
      codeSender: staffCodes,
      secret: "harness-secret-0123456789abcdef0123456789",
    }),
    storeHealth: () => store.health(),
    // Feeds through the guard with nothing private allowed (a test allows its loopback server).
    feedPull: createFeedPull({
      ...store,
      search,
      outbound: createOutboundFetch(),
      onFailure: () => {},
      now: () => NOW,
    }),
    // Never the network in tests: nothing is proved unless a test swaps the probe in.
    domainClaims: {
      probe: { txtRecords: async () => [], httpBody: async () => null },
      platformHosts: [],
      limit: 10,
    },
  };
  const app = createApp(deps, {
    logger: pino({ level: "silent" }),
    now: () => NOW,
    rateLimits: false,
    ...options,
  });
  return { store, deps, otp, staffCodes, app, close: () => store.close() };
}

/** Request helpers that set the tenant's Host header. */
export function client(app: Harness["app"], host: string) {
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method,
      headers: {
        host,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? { body: typeof body === "string" ? body : JSON.stringify(body) }
        : {}),
    });
  return {
    get: (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      send("POST", path, body, headers),
  };
}

/** A general enquiry that passes validateLead. */
export const goodLead = {
  form: "general",
  fields: {
    name: "Sam Citizen",
    email: "sam@example.com",
    phone: "0412 345 678",
    message: "Do you have a white Corolla?",
    category: "Sales",
    terms_conditions: true,
  },
};

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
}

/** Signs `phone` in on `host` through the real code flow; returns the Cookie header value. */
export async function signIn(h: Harness, host: string, phone = "0412345678"): Promise<string> {
  const api = client(h.app, host);
  const sent = await api.post("/api/auth/code", { phone });
  if (sent.status !== 200) throw new Error(`code: ${sent.status} ${await sent.text()}`);
  const slug = host.split(".")[0] ?? "";
  const code = h.otp.codes.get(`${slug}:${phone}`);
  const verified = await api.post("/api/auth/verify", { phone, code }, { cookie: cookiesOf(sent) });
  if (verified.status !== 200)
    throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return cookiesOf(verified);
}
