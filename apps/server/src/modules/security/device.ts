/** Names and the user-agent fragments that give them away, checked in order (Edge's agent also says Chrome). */
const BROWSERS: [string, string[]][] = [
  ["Edge", ["edg/"]],
  ["Opera", ["opr/", "opera"]],
  ["Firefox", ["firefox/"]],
  ["Chrome", ["chrome/", "chromium/", "crios/"]],
  ["Safari", ["safari/"]],
  ["A program", ["curl/", "node", "axios", "lightmyrequest"]],
];
const SYSTEMS: [string, string[]][] = [
  ["Android", ["android"]],
  ["iOS", ["iphone", "ipad"]],
  ["Windows", ["windows"]],
  ["macOS", ["mac os"]],
  ["Linux", ["linux"]],
];

function firstNamed(ua: string, names: [string, string[]][]): string | undefined {
  return names.find(([, fragments]) => fragments.some((f) => ua.includes(f)))?.[0];
}

/**
 * "Chrome on Android" from a user-agent string: enough for a member to recognise their own device.
 * Deliberately coarse (no version numbers); an unknown agent is said to be unknown.
 */
export function describeDevice(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  if (!ua) return "Unknown device";
  const browser = firstNamed(ua, BROWSERS) ?? "A browser";
  const system = firstNamed(ua, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
