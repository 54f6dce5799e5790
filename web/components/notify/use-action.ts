/**
 * A panel's request in flight: while it runs the panel's buttons are disabled (`busy`), and a
 * refusal shows the server's sentence (`error`). Shared by the email and chat-webhook fields.
 */
import { useState } from "preact/hooks";
import { ApiError } from "../../api";

/** `run(job)`: true when the job succeeded; its error is shown otherwise (until `clear`). */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = async (job: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError("");
    try {
      await job();
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clear: () => setError("") };
}
