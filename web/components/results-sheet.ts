/**
 * The results' rules (styles/results.css), which travel with them: a round's result
 * (RoundResult.tsx) and a match's (MatchResult.tsx) each import this, whichever comes first.
 */
import resultsCss from "../styles/results.css?inline";
import { adoptStyles } from "../styles/adopt";

// Ranked with the table parts' sheet, which they refine; not where there is no document (a test
// in Node reads ARM_MS).
if (typeof document !== "undefined") adoptStyles(resultsCss, 2);
