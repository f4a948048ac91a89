import type { ReactNode } from "react";

/**
 * A form of one button that posts to the page it is on: the button's `intent` says what to do,
 * the hidden fields say to what (docs/admin.md#what-a-form-answers).
 */
export function IntentButton({
  intent,
  fields,
  className,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={className}>
        {children}
      </button>
    </form>
  );
}
