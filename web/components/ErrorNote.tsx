/** The line that tells why an action failed, the same on every form and panel. */

/** The error, announced at once (role=alert); nothing while there is none. */
export function ErrorNote({
  error,
  testid,
}: {
  error: string | null | undefined;
  testid?: string;
}) {
  if (!error) return null;
  return (
    <p class="error" role="alert" data-testid={testid}>
      {error}
    </p>
  );
}
