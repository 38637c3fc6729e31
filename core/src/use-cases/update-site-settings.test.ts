import { describe, expect, it } from "vitest";
import type { NewAuditEntry } from "../dealer/audit-entry";
import { defaultSiteConfig, type SiteConfig } from "../schemas/site-config";
import type { StaffMember } from "../staff/staff";
import { NO_SUCH_STAFF } from "../staff/staff-refusals";
import {
  CHECK_THE_SETTINGS,
  type UpdateSiteSettingsPorts,
  updateSiteSettings,
} from "./update-site-settings";

const NOW = new Date("2026-11-25T01:00:00Z");
const owner = { email: "olive@alpha.example", role: "owner" as const };
const manager = { email: "max@alpha.example", role: "manager" as const };
const ann: StaffMember = {
  id: "staff-ann",
  site: "alpha",
  email: "ann@alpha.example",
  role: "sales",
  name: "Ann",
  createdAt: NOW,
};

/** One site in memory, its staff, and the audit entries written. */
function fakes(site: SiteConfig = defaultSiteConfig("alpha", "Alpha Motors")) {
  const saved = new Map([[site.slug, site]]);
  const audit: NewAuditEntry[] = [];
  const ports: UpdateSiteSettingsPorts = {
    sites: {
      get: async (slug) => saved.get(slug) ?? null,
      update: async (next) => {
        if (!saved.has(next.slug)) return { ok: false, refusal: { reason: "not-found" } };
        saved.set(next.slug, next);
        return { ok: true };
      },
    },
    staff: { list: async (slug) => (slug === "alpha" ? [ann] : []) },
    audit: {
      record: async (entry) => {
        audit.push(entry);
        return { ...entry, id: audit.length };
      },
    },
  };
  return { ports, saved, audit };
}

const change = (
  ports: UpdateSiteSettingsPorts,
  actor: typeof owner | typeof manager,
  patch: unknown,
) => updateSiteSettings(ports, { site: "alpha", patch }, { now: NOW, actor });

describe("updateSiteSettings (issue 17 §1–3, the console's and `forecourt site set`'s one rule)", () => {
  it("saves an owner's change and audits it with who, before and after", async () => {
    const { ports, saved, audit } = fakes();
    const result = await change(ports, owner, { phones: { used: "07 3000 1111" } });
    expect(result.ok && result.value.site.phones.used).toBe("07 3000 1111");
    expect(saved.get("alpha")?.phones.used).toBe("07 3000 1111");
    expect(audit).toMatchObject([
      { site: "alpha", actor: owner, action: "settings.update", target: "settings", at: NOW },
    ]);
  });

  it("refuses a manager anything but hours and routing, naming the role, and writes nothing", async () => {
    const { ports, saved, audit } = fakes();
    const before = saved.get("alpha");
    expect(await change(ports, manager, { phones: { new: "07 3000 2222" } })).toEqual({
      ok: false,
      problem: {
        kind: "forbidden",
        detail: "This needs the owner role or above; ask the site's owner.",
      },
    });
    expect(saved.get("alpha")).toBe(before);
    expect(audit).toEqual([]);
  });

  it("names every wrong setting by its JSON path", async () => {
    const { ports, audit } = fakes();
    const result = await change(ports, owner, {
      features: { compare: "yes" },
      theme: { primary: "red" },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ kind: "invalid", detail: CHECK_THE_SETTINGS });
    expect(Object.keys(result.problem.errors ?? {})).toEqual(["features.compare", "theme.primary"]);
    expect(audit).toEqual([]);
  });

  it("lets lead routing name only this site's staff (issue 34 §1)", async () => {
    const { ports } = fakes();
    expect(await change(ports, manager, { leadRouting: { fallbackOwner: "nobody" } })).toEqual({
      ok: false,
      problem: {
        kind: "invalid",
        detail: CHECK_THE_SETTINGS,
        errors: { "leadRouting.fallbackOwner": NO_SUCH_STAFF },
      },
    });
    const known = await change(ports, manager, { leadRouting: { fallbackOwner: ann.id } });
    expect(known.ok && known.value.site.leadRouting.fallbackOwner).toBe(ann.id);
  });

  it("a patch that changes nothing is no change (no audit entry); an unknown site is not found", async () => {
    const { ports, audit } = fakes();
    expect(await change(ports, manager, {})).toMatchObject({ ok: true, value: { audit: null } });
    expect(audit).toEqual([]);
    expect(
      await updateSiteSettings(ports, { site: "nobody", patch: {} }, { now: NOW, actor: owner }),
    ).toMatchObject({
      ok: false,
      problem: { kind: "not-found", detail: "there is no site 'nobody'" },
    });
  });
});
