import {
  NewStaff,
  type SiteRepository,
  StaffEmail,
  type StaffMember,
  type StaffRepository,
} from "@forecourt/core";
import { z } from "zod";

/** What a `forecourt staff …` run prints and how it exits (kept apart from process I/O for tests). */
export interface StaffRun {
  stdout: string;
  stderr: string[];
  exitCode: number;
}

/** Invalid input or an e-mail already on the site: exit 2 (as `site`). */
const INVALID = 2;
/** The site or member asked for does not exist. */
const UNKNOWN = 1;

const done = (stdout: string): StaffRun => ({ stdout, stderr: [], exitCode: 0 });
const refused = (problem: string, exitCode = INVALID): StaffRun => ({
  stdout: "",
  stderr: [problem],
  exitCode,
});

const SiteFlag = z
  .string({ error: () => "--site: required (the site's slug)" })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: () => "--site: must be a site slug (a-z, 0-9, -)" });

/** The first problem of a zod result as one line naming its flag: `--role: Choose owner, …`. */
function firstProblem(error: z.ZodError, flag?: string): string {
  const issue = error.issues[0];
  const name = issue?.path.length ? String(issue.path[0]) : flag;
  const message = issue?.message ?? "invalid";
  return message.startsWith("--") ? message : `--${name}: ${message}`;
}

/** The member as printed by --json (no internal ids beyond the member's own). */
const shown = (m: StaffMember) => ({
  id: m.id,
  site: m.site,
  email: m.email,
  role: m.role,
  name: m.name,
  createdAt: m.createdAt.toISOString(),
});

interface Deps {
  sites: Pick<SiteRepository, "get">;
  staff: StaffRepository;
}

async function checkSite(sites: Deps["sites"], site: unknown) {
  const slug = SiteFlag.safeParse(site);
  if (!slug.success) return { problem: refused(firstProblem(slug.error)) };
  if (!(await sites.get(slug.data)))
    return { problem: refused(`there is no site '${slug.data}'`, UNKNOWN) };
  return { slug: slug.data };
}

/** `staff add --site SLUG --email E --role R`: one member; an e-mail already on the site is refused. */
export async function staffAdd(
  deps: Deps,
  flags: { site?: unknown; email?: unknown; role?: unknown; name?: unknown },
  options: { json: boolean; now: Date },
): Promise<StaffRun> {
  const site = await checkSite(deps.sites, flags.site);
  if (site.problem) return site.problem;
  const input = NewStaff.safeParse({ email: flags.email, role: flags.role, name: flags.name });
  if (!input.success) return refused(firstProblem(input.error));
  const added = await deps.staff.add(site.slug, input.data, options.now);
  if (!added.ok) return refused(`--email: ${input.data.email} is already staff of '${site.slug}'`);
  const m = added.staff;
  return done(
    options.json ? JSON.stringify(shown(m)) : `Added ${m.email} (${m.role}) to '${m.site}'.`,
  );
}

/** `staff list --site SLUG`: the site's staff by e-mail. */
export async function staffList(
  deps: Deps,
  flags: { site?: unknown },
  options: { json: boolean },
): Promise<StaffRun> {
  const site = await checkSite(deps.sites, flags.site);
  if (site.problem) return site.problem;
  const members = await deps.staff.list(site.slug);
  if (options.json) return done(JSON.stringify(members.map(shown)));
  if (members.length === 0) {
    return done(`No staff on '${site.slug}' yet (\`forecourt staff add --site ${site.slug} …\`).`);
  }
  return done(
    members.map((m) => [m.email, m.role, ...(m.name ? [m.name] : [])].join("  ")).join("\n"),
  );
}

/** `staff remove --site SLUG --email E`: the member goes, and their sessions with them. */
export async function staffRemove(
  deps: Deps,
  flags: { site?: unknown; email?: unknown },
  options: { json: boolean },
): Promise<StaffRun> {
  const site = await checkSite(deps.sites, flags.site);
  if (site.problem) return site.problem;
  const email = StaffEmail.safeParse(flags.email);
  if (!email.success) return refused(firstProblem(email.error, "email"));
  if (!(await deps.staff.remove(site.slug, email.data))) {
    return refused(`--email: ${email.data} is not staff of '${site.slug}'`, UNKNOWN);
  }
  return done(
    options.json
      ? JSON.stringify({ site: site.slug, email: email.data, removed: true })
      : `Removed ${email.data} from '${site.slug}'.`,
  );
}
