import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopRecordingEarlyClicks } from "#app/lib/early-click";

// React Router's default client entry, plus the early-click hand-over (app/lib/early-click.ts).
stopRecordingEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
