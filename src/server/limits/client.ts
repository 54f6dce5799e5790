/**
 * Who a request comes from, for per-client limits: the address Cloudflare puts in
 * `CF-Connecting-IP`. IPv6 clients are keyed by their /64 (one household or phone gets a
 * whole /64, so a single address would be trivial to change). Locally (`wrangler dev`, the
 * tests) the header is missing: every request is the one client "local".
 */

/** The limiter key of a request's client. */
export function clientKey(headers: Headers): string {
  const ip = headers.get("CF-Connecting-IP")?.trim() ?? "";
  if (ip === "") return "local";
  if (!ip.includes(":")) return ip;
  return `${expandV6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address ("::" expanded); malformed input stays as it is. */
function expandV6(ip: string): string[] {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill =
    tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...fill, ...right];
}
