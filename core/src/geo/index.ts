export * from "./haversine";
