/**
 * "Chrome on Android" from a user-agent string: enough for a member to recognise their own device.
 * Deliberately coarse (no version numbers); an unknown agent is said to be unknown.
 */
export function describeDevice(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  if (!ua) return "Unknown device";
  const browser = ua.includes("edg/")
    ? "Edge"
    : ua.includes("opr/") || ua.includes("opera")
      ? "Opera"
      : ua.includes("firefox/")
        ? "Firefox"
        : ua.includes("chrome/") || ua.includes("chromium/") || ua.includes("crios/")
          ? "Chrome"
          : ua.includes("safari/")
            ? "Safari"
            : ua.includes("curl/") || ua.includes("node") || ua.includes("axios") || ua.includes("lightmyrequest")
              ? "A program"
              : "A browser";
  const system = ua.includes("android")
    ? "Android"
    : ua.includes("iphone") || ua.includes("ipad")
      ? "iOS"
      : ua.includes("windows")
        ? "Windows"
        : ua.includes("mac os")
          ? "macOS"
          : ua.includes("linux")
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}
