export * from "./lead-status";
export * from "./roles";
export * from "./session-cookie";
export * from "./staff";
