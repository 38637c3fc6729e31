export * from "./car-images";
export * from "./car-video";
export * from "./hotspots";
export * from "./spin-frames";
export * from "./spinner-view";
