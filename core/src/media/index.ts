export * from "./car-images";
export * from "./car-video";
export * from "./hotspots";
export * from "./orbit-assets";
export * from "./site-icon";
export * from "./spin-embed";
export * from "./spin-frames";
export * from "./spinner-view";
