/** The chunk of slow games over weeks on the game page: its table part and the summary choice. */
export { DigestField } from "./DigestField";
export { TablePart } from "./TablePart";
