export * from "./e164";
export * from "./phone-for-car";
export * from "./phone-format";
export * from "./share";
