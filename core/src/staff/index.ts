export * from "./csv";
export * from "./lead-inbox";
export * from "./lead-status";
export * from "./roles";
export * from "./session-cookie";
export * from "./staff";
