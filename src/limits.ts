/**
 * Plain limits shared by the server and the web page, in a module with no dependencies: the
 * page imports them without pulling the protocol's valibot schemas into its first download.
 */

/** Longest player name, in characters as people see them (grapheme clusters; src/names.ts). */
export const MAX_NAME_LENGTH = 40;
