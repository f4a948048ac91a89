/**
 * English month names, for dates written out the same on the server and in every browser
 * (Intl would follow the visitor's locale and the build machine's ICU data).
 */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
