export type * from "./audit";
export type * from "./insights";
export type * from "./leads";
export type * from "./outside";
export type * from "./search";
export type * from "./shoppers";
export type * from "./sites";
export type * from "./staff";
