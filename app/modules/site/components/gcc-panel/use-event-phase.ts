import { useEffect, useState } from "react";
import { eventPhase, type EventPhase, type PanelEvent } from "#app/content/panel-event";

/**
 * Where the event stands for this visitor. The first render uses the moment the page was rendered
 * (so the browser hydrates the very HTML the server wrote); then the visitor's own clock decides,
 * and keeps deciding while the page stays open.
 */
export function useEventPhase(event: PanelEvent, renderedAt: number): EventPhase {
  const [phase, setPhase] = useState(() => eventPhase(event, renderedAt));
  useEffect(() => {
    const update = () => setPhase(eventPhase(event, Date.now()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [event]);
  return phase;
}
