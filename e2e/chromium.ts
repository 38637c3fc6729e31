import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Debian's Chromium, the browser of the development machines and of CI when installed. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export interface ChromiumBrowser {
  executablePath: string;
  /** Environment the browser needs on top of the caller's (the packaged one's fonts). */
  env: Record<string, string>;
  /** Where it came from, for the runner's log line. */
  source: "CHROMIUM_PATH" | "system" | "npm package @sparticuz/chromium";
}

/**
 * The Chromium that browser tests and benches launch, never one downloaded at run time:
 * CHROMIUM_PATH when set; else /usr/bin/chromium when present; else (or with
 * FORECOURT_CHROMIUM=sparticuz) the Chromium shipped inside the `@sparticuz/chromium` npm
 * package, decompressed once into a folder of the temp dir and reused after.
 */
export async function resolveChromium(): Promise<ChromiumBrowser> {
  const choice = process.env.FORECOURT_CHROMIUM;
  if (choice !== undefined && choice !== "" && choice !== "system" && choice !== "sparticuz") {
    throw new Error(`FORECOURT_CHROMIUM must be "system" or "sparticuz", not "${choice}"`);
  }
  if (process.env.CHROMIUM_PATH) {
    return { executablePath: process.env.CHROMIUM_PATH, env: {}, source: "CHROMIUM_PATH" };
  }
  if (choice !== "sparticuz" && (choice === "system" || existsSync(SYSTEM_CHROMIUM))) {
    return { executablePath: SYSTEM_CHROMIUM, env: {}, source: "system" };
  }
  return packagedChromium();
}

async function packagedChromium(): Promise<ChromiumBrowser> {
  const entry = fileURLToPath(import.meta.resolve("@sparticuz/chromium"));
  const { version } = JSON.parse(
    readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8"),
  ) as { version: string };
  // "-libs": this layout holds the package's own NSS libraries (older folders lack them).
  const dir = path.join(tmpdir(), `forecourt-chromium-${version}-libs`);
  const executablePath = path.join(dir, "chromium");
  if (!existsSync(executablePath)) await inflateInto(dir);
  const fontsConf = path.join(dir, "forecourt-fonts.conf");
  return {
    executablePath,
    // The package's own fonts.conf only looks in /tmp/fonts; this one reads its fonts where
    // they were decompressed, and the system's if any. The browser links against NSS, NSPR and
    // expat, which a bare machine lacks: the package ships them (al2023.tar.br), so the
    // machine needs nothing installed for it but glibc.
    env: {
      FONTCONFIG_FILE: fontsConf,
      LD_LIBRARY_PATH: [path.join(dir, "al2023", "lib"), process.env.LD_LIBRARY_PATH]
        .filter(Boolean)
        .join(":"),
    },
    source: "npm package @sparticuz/chromium",
  };
}

/**
 * Decompresses the package's Chromium, fonts, SwiftShader and libraries into `dir`: into a private
 * folder first, renamed into place at the end, so a process that finds `dir` finds it whole.
 */
async function inflateInto(dir: string): Promise<void> {
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The package decompresses into os.tmpdir(), which reads TMPDIR at each call.
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: Chromium, inflate } = await import("@sparticuz/chromium");
    await Chromium.executablePath();
    // The package unpacks its libraries only on Amazon Linux (AWS Lambda); here, always.
    const entry = fileURLToPath(import.meta.resolve("@sparticuz/chromium"));
    await inflate(path.join(path.dirname(entry), "..", "bin", "al2023.tar.br"));
  } finally {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  }
  writeFileSync(
    path.join(staging, "forecourt-fonts.conf"),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      "<fontconfig>",
      `  <dir>${path.join(dir, "fonts", "fonts")}</dir>`,
      "  <dir>/usr/share/fonts</dir>",
      `  <cachedir>${path.join(dir, "fonts-cache")}</cachedir>`,
      "</fontconfig>",
      "",
    ].join("\n"),
  );
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another process got there first: its copy is as good as this one.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(dir, "chromium"))) throw error;
  }
}
