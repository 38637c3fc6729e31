export * from "./alert-recipients";
export * from "./business-time";
export * from "./department";
export * from "./first-response";
export * from "./lead-router";
export * from "./response-insights";
export * from "./route-lead";
export * from "./routing-rules";
