/** The engine core: the Game contract, the guarded `play`, the seeded generator and RuleError. */
export * from "./game";
export * from "./define";
export * from "./option-fields";
export * from "./errors";
export * from "./rng";
export * from "./versions";
export * from "./play";
export * from "./levels";
export * from "./event-log";
export * from "./forced";
export * from "./same-json";
export * from "./why-not";
export * from "./hint";
export * from "./orders";
