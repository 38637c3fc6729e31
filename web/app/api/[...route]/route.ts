import { apiApp } from "@/lib/api-app";

async function handle(request: Request): Promise<Response> {
  return (await apiApp()).fetch(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
export const dynamic = "force-dynamic";
