import type { Command } from "commander";
import { registerEligibility } from "./eligibility";
import { registerExport } from "./export";
import { registerFinanceEstimate } from "./finance-estimate";
import { registerFuel } from "./fuel";
import { registerImport } from "./import";
import { registerLeads } from "./leads";
import { registerPhone } from "./phone";
import { registerPrice } from "./price";
import { registerRepayment } from "./repayment";
import { registerSalesCounter } from "./sales-counter";
import { registerSearch } from "./search";
import { registerSearchUrl } from "./search-url";
import { registerServe } from "./serve";
import { registerSimilar } from "./similar";
import { registerSite } from "./site";
import { registerSlotsAndHours } from "./slots-hours";
import { registerStaff } from "./staff";
import { registerTag } from "./tag";
import { registerValidate } from "./validate";

/** Each command module adds its subcommand(s) to the program. Keep this list sorted. */
export const commandModules: Array<(program: Command) => void> = [
  registerEligibility,
  registerExport,
  registerFinanceEstimate,
  registerFuel,
  registerImport,
  registerLeads,
  registerPhone,
  registerPrice,
  registerRepayment,
  registerSalesCounter,
  registerSearch,
  registerSearchUrl,
  registerServe,
  registerSimilar,
  registerSite,
  registerSlotsAndHours,
  registerStaff,
  registerTag,
  registerValidate,
];
