import { RotateCcw } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";

/** Sends a failed email or webhook delivery again: a form posting to the page it is on. */
export function RetryButton({
  intent,
  id,
  size,
  primary = false,
}: {
  intent: "retry-email" | "retry-delivery";
  id: string;
  size: "sm" | "md";
  primary?: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonClasses(primary ? "primary" : "secondary", size)}
      >
        <RotateCcw aria-hidden className="size-3.5" /> Retry
      </button>
    </form>
  );
}
