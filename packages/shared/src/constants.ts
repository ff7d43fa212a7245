export const NAME_MIN = 2;
export const NAME_MAX = 23;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 23;
/** A new password's length (NIST SP 800-63B: at least 8, no composition rules; docs/security.md). */
export const PASSWORD_MIN = 8;
/** Sign-in still takes the 6-character passwords of accounts made before the 8-character rule. */
export const SIGN_IN_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const PLAN_MIN_AMOUNT = 200;
/** Plans whose minimum is at least this show 'min and above' as the amount placeholder. */
export const LARGE_PLAN_THRESHOLD = 500_000;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Images above this are refused from their header, before any pixel is decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const PROOF_MIME_TYPES = ["image/png", "image/jpeg", "image/heic", "image/webp", "application/pdf"] as const;
export const ID_DOCUMENT_MIME_TYPES = ["image/png", "image/jpeg", "image/heic", "application/pdf"] as const;
/** Images shown on a page (a lesson's pictures, a review's image): the formats every browser displays. */
export const WEB_IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const COURSES = { monthly: 250_00, fullPay: 1500_00 } as const;
export type TCourse = keyof typeof COURSES;

export const RISK_WARNING =
  "Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest.";
export const RISK_DISCLOSURE_VERSION = "2026-11";

export const BANNER_MS = 3000;
export const COPY_NOTICE_MS = 2000;
export const REDIRECT_AFTER_SIGNUP_MS = 2000;
export const REDIRECT_AFTER_RESET_MS = 3500;
export const REDIRECT_AFTER_SUBMIT_MS = 3000;

export const MESSAGES = {
  signupSuccess: "signup successful, you will be redirected to login shortly",
  welcomeBack: (username: string) => `welcome back, ${username}`,
  /** A first sign-in: "welcome back" is only for someone who has been here before. */
  welcome: (username: string) => `welcome to Vaultline, ${username}`,
  resetSent: "Password reset sent, please check your mail",
  resetDone: "Password reset successful, you can now log in",
  depositSuccess: "Deposit successful, It will be verified shortly",
  documentsUploaded: "Documents upload Successful, We will get back to you soon",
  depositApproved: "Deposit approved",
  profilePicUploaded: "Profile pic uploaded",
  userVerified: "User verified",
  coursePaymentSuccess: "Course payment successful",
  fileNotSupported: "File Not Supported",
  imageTooManyPixels: "This picture has too many pixels (over 40 megapixels). Please upload a smaller one.",
  networkError: "Network/Undefined error occurred",
  unauthenticated: "Please log in to continue",
  forbidden: "You do not have permission to do this",
  adminOnly: "Admins only",
  notFound: "Not found",
  /** `wait` as Retry-After says it: whole seconds up to 2 minutes, whole minutes beyond. */
  tooManyAttempts: (waitSeconds: number) =>
    `Too many attempts. Please try again in ${
      waitSeconds <= 120
        ? `${waitSeconds} second${waitSeconds === 1 ? "" : "s"}`
        : `${Math.ceil(waitSeconds / 60)} minute${Math.ceil(waitSeconds / 60) === 1 ? "" : "s"}`
    }.`,
  invalidCredentials: "Invalid username or password",
  invalidResetToken: "Invalid or expired reset link. Please request a new one.",
} as const;

/**
 * The header this repository's web app sends on every call: on the calls it shares with the sketch's
 * client, the answer is then ours alone, without the sketch's shape (docs/product-rules.md §3.2).
 */
export const WEB_CLIENT_HEADER = "vaultline-client";
export const WEB_CLIENT_NAME = "web";

/**
 * The id of the element in which the server writes its site information (GET /api/site's data, as
 * JSON) into every page of the web app it sends: the footer's operator line is in the HTML itself.
 */
export const SITE_INFO_ELEMENT_ID = "site-info";
