/**
 * Whether the receiving platform vouched for a reply's sender. Cloudflare Email Routing checks SPF
 * and DKIM at its MX and records the result in an `ARC-Authentication-Results` (and
 * `Authentication-Results`) header at the top of the message. The rule (docs/decisions.md, "Reply
 * to play"): read only the topmost such header whose authserv-id is the trusted one
 * (`mx.cloudflare.net`, or `AUTHSERV_ID`): headers lower down, or with another id, may have been
 * written by the sender. It must say `dkim=pass` for the From domain (header.d equal to it or a
 * parent of it) or `spf=pass` for the From domain (smtp.mailfrom's domain equal to it or a parent
 * of it).
 */

/** The authserv-id of Cloudflare Email Routing's MX. */
export const CLOUDFLARE_AUTHSERV_ID = "mx.cloudflare.net";

/** Whether `child` is `parent` or one of its subdomains. */
function within(child: string, parent: string): boolean {
  return child === parent || child.endsWith(`.${parent}`);
}

/** The domain of an address (after the last @), lower case; "" if none. */
function domainOf(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0
    ? ""
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/>$/, "");
}

/**
 * Whether the headers (in message order: topmost first) carry a passing SPF or DKIM result
 * for `from`'s domain from the trusted authserv-id.
 */
export function senderVouched(
  headers: readonly { key: string; value: string }[],
  from: string,
  trusted: string = CLOUDFLARE_AUTHSERV_ID,
): boolean {
  const fromDomain = domainOf(from);
  if (!fromDomain) return false;
  const results = headers.filter(
    (h) => h.key === "arc-authentication-results" || h.key === "authentication-results",
  );
  const top = results.find((h) => authservId(h.value) === trusted.toLowerCase());
  if (!top) return false;
  const value = top.value.replace(/\s+/g, " ").toLowerCase();
  for (const part of value.split(";").slice(1)) {
    const p = part.trim();
    const dkim = /^dkim=pass\b.*\bheader\.(?:d|i)=@?([a-z0-9.-]+)/.exec(p);
    if (dkim && within(fromDomain, dkim[1]!.replace(/^.*@/, ""))) return true;
    const spf = /^spf=pass\b.*\bsmtp\.mailfrom=([^\s;]+)/.exec(p);
    if (spf) {
      const d = spf[1]!.includes("@") ? domainOf(spf[1]!) : spf[1]!;
      if (within(fromDomain, d)) return true;
    }
  }
  return false;
}

/** The authserv-id of an Authentication-Results value (after ARC's "i=N;"). */
function authservId(value: string): string {
  const parts = value.split(";").map((p) => p.trim());
  const first = /^i=\d+$/i.test(parts[0] ?? "") ? parts[1] : parts[0];
  return (first ?? "").split(/\s/)[0]!.toLowerCase();
}
