/** The step number of a history address (`/api/games/{id}/history/{seq}`), checked. */
import * as v from "valibot";
import { ApiError } from "../errors";

/** A step as it appears in the path: a whole number, no sign, at most six digits. */
const Step = v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number));

/** The step of the path, or a 404 naming what a step looks like. */
export function historySeq(raw: string | undefined): number {
  const parsed = v.safeParse(Step, raw ?? "");
  if (!parsed.success)
    throw new ApiError(
      "history/no-such-step",
      "A step is a whole number: 0 for the deal, then the number of the move after which to look.",
    );
  return parsed.output;
}
