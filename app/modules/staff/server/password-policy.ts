/**
 * The most common passwords (and the patterns of most of the rest): a staff password may not
 * be one of them, with or without trailing digits and punctuation.
 */
const common = new Set(
  [
    "password",
    "passw0rd",
    "p@ssw0rd",
    "p@ssword",
    "qwerty",
    "qwertyuiop",
    "asdfghjkl",
    "zxcvbnm",
    "letmein",
    "welcome",
    "admin",
    "administrator",
    "iloveyou",
    "monkey",
    "dragon",
    "football",
    "baseball",
    "sunshine",
    "princess",
    "superman",
    "trustno1",
    "master",
    "shadow",
    "abc123",
    "changeme",
    "secret",
    "starwars",
    "whatever",
    "freedom",
    "login",
    "access",
    "northwind",
    "northwindtalent",
    "talent",
    "company",
    "summer",
    "winter",
    "spring",
    "autumn",
    "default",
    "guest",
    "root",
    "test",
    "testing",
    "demo",
  ].map((word) => word.toLowerCase()),
);

export const minPasswordLength = 12;
export const maxPasswordLength = 256;

/** Why a password is too weak for a staff account, or null when it will do. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < minPasswordLength) return `Use at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength) return `Use at most ${maxPasswordLength} characters.`;
  if (new Set(password).size < 6) return "Use more different characters.";
  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/u, "").replace(/^[\d\W_]+/u, "");
  if (common.has(lower) || common.has(core)) return "That is one of the most common passwords; choose another.";
  if (/^(.+?)\1+$/.test(lower)) return "Do not repeat the same few characters.";
  if (/^(0123456789|1234567890|abcdefghijklmnopqrstuvwxyz)/.test(lower) || /^\d+$/.test(lower))
    return "Do not use a simple sequence.";
  const local = email.toLowerCase().split("@")[0] ?? "";
  if (local.length >= 3 && lower.includes(local)) return "Do not use your email address in your password.";
  return null;
}
