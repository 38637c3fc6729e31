export * from "./prize-draw";
