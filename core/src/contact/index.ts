export * from "./phone-for-car";
export * from "./phone-format";
export * from "./share";
export * from "./e164";
