import { timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { revalidationToken } from "@/lib/stock-revalidation";

/** Drops the cached (ISR) vehicle pages of every tenant; called by this process's stock watcher. */
export async function POST(request: Request): Promise<Response> {
  const given = Buffer.from(request.headers.get("x-forecourt-token") ?? "");
  const expected = Buffer.from(revalidationToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ message: "Forbidden" }, { status: 403 });
  }
  revalidatePath("/site/[host]/(chrome)/cars/[slug]", "page");
  return new Response(null, { status: 204 });
}

export const dynamic = "force-dynamic";
