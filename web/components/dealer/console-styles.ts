import { buttonClasses } from "@/components/ui/button";

export const fieldClass = "rounded border border-gray-400 px-2 py-1";
/** The console's button look, from the shared primitive (components/ui/button.tsx). */
export const buttonClass = buttonClasses("console");
