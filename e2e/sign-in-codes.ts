import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

/**
 * Issue 32: sign-in codes are read where a person reads them on the embedded defaults: a staff
 * code in the `.eml` the file mail provider wrote to `<data>/mail/<site>/`, a shopper's in the
 * text the file SMS provider wrote to `<data>/sms/<site>/`. A watch made before the code is
 * asked for answers only from a message written after it, to that address.
 */
export interface CodeWatch {
  /** The code of the newest such message, or "" while none has come. */
  read(): Promise<string>;
}

const filesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith(".tmp")) : [];

function watch(dir: string, codeOf: (file: string) => Promise<string | null>): CodeWatch {
  const before = new Set(filesIn(dir));
  return {
    async read() {
      // File names start with the time they were written, so the last in order is the newest.
      const fresh = filesIn(dir)
        .filter((f) => !before.has(f))
        .sort()
        .reverse();
      for (const file of fresh) {
        const code = await codeOf(path.join(dir, file));
        if (code) return code;
      }
      return "";
    },
  };
}

/** Watches for a staff sign-in code e-mailed to `email` on `site`. */
export function watchStaffCode(dataDir: string, site: string, email: string): CodeWatch {
  return watch(path.join(dataDir, "mail", site), async (file) => {
    const mail = await simpleParser(readFileSync(file));
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : [];
    if (!to.includes(email) || !/sign-in code/.test(mail.subject ?? "")) return null;
    return /\b(\d{6})\b/.exec(mail.text ?? "")?.[1] ?? null;
  });
}

/** Watches for a shopper's sign-in code texted to `phone` (as typed: 04…, 02…) on `site`. */
export function watchShopperCode(dataDir: string, site: string, phone: string): CodeWatch {
  const national = phone.replace(/\D/g, "").replace(/^0/, "");
  return watch(path.join(dataDir, "sms", site), async (file) => {
    // `<time>-<E.164 digits>-<id>.txt`: 61 or 64 and the number without its 0.
    if (!new RegExp(`-6[14]${national}-`).test(path.basename(file))) return null;
    return /^(\d{6}) is your /m.exec(readFileSync(file, "utf8"))?.[1] ?? null;
  });
}
