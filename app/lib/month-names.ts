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

/** "2025-04" or "2025-04-08" as "April 2025"; anything else is returned as it is. */
export function monthYear(isoDate: string): string {
  const [year, month] = isoDate.split("-");
  const name = monthNames[Number(month) - 1];
  return name && year ? `${name} ${year}` : isoDate;
}
