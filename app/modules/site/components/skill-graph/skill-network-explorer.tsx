import { MousePointerClick, Route } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { learningPathways } from "#app/content/learning-pathways";
import { findSkill, type SkillGroup } from "#app/content/skill-nodes";
import { cn } from "#app/lib/cn";
import { explorerFrame } from "./explorer-frame";
import { LearningPathwayPanel, pathwayPanelId, pathwayPanelWidth } from "./learning-pathway-panel";
import { SkillDetailCard } from "./skill-detail-card";
import { SkillGraphCanvas } from "./skill-graph-canvas";
import { SkillSidebar } from "./skill-sidebar";

const noPathway: ReadonlyArray<string> = [];

/** The interactive part of the skills network: lists, graph, detail card and pathways. */
export function SkillNetworkExplorer() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [activeGroup, setActiveGroup] = useState<SkillGroup | null>(null);
  const [pathwayOpen, setPathwayOpen] = useState(false);
  const [pathwayIndex, setPathwayIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selected = selectedId ? (findSkill(selectedId) ?? null) : null;

  const pathway = useMemo(
    () => (pathwayOpen ? (learningPathways[pathwayIndex]?.steps.map((step) => step.skill) ?? noPathway) : noPathway),
    [pathwayOpen, pathwayIndex],
  );

  const select = useCallback((id: string) => setSelectedId(id), []);
  // A related chip disappears when the card changes, so focus moves to the new card's heading.
  const selectFromCard = useCallback((id: string) => {
    setSelectedId(id);
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);

  return (
    <div className={explorerFrame.root}>
      <SkillSidebar
        activeGroup={activeGroup}
        selectedId={selectedId}
        onGroupChange={setActiveGroup}
        onSelect={select}
        onHover={setHoveredId}
      />
      <div className={explorerFrame.stage}>
        <SkillGraphCanvas
          selectedId={selectedId}
          hoveredId={hoveredId}
          activeGroup={activeGroup}
          pathway={pathway}
          coveredLeft={pathwayOpen ? pathwayPanelWidth + 12 : 0}
          onSelect={select}
          onHover={setHoveredId}
          descriptionId="skill-graph-help"
        />
        <button
          type="button"
          aria-expanded={pathwayOpen}
          aria-controls={pathwayPanelId}
          onClick={() => setPathwayOpen((open) => !open)}
          className={cn(
            "absolute top-3 right-3 z-20 inline-flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 backdrop-blur-sm transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
            pathwayOpen
              ? "bg-accent-400 text-ink-950 ring-accent-400"
              : "bg-white/10 text-white ring-white/25 hover:bg-white/20",
          )}
        >
          <Route aria-hidden className="size-4" />
          Learning Pathways
        </button>
        <LearningPathwayPanel
          open={pathwayOpen}
          activeIndex={pathwayIndex}
          selectedId={selectedId}
          onActiveChange={setPathwayIndex}
          onSelect={select}
          onClose={() => setPathwayOpen(false)}
        />
        <p
          id="skill-graph-help"
          className="pointer-events-none absolute right-3 bottom-3 left-3 flex items-center gap-2 text-xs text-ink-300"
        >
          <MousePointerClick aria-hidden className="size-4 shrink-0 text-accent-400" />
          <span>
            Click a skill for details, drag it to rearrange the network.
            <span className="sr-only"> Every skill can also be chosen from the Skills list.</span>
          </span>
        </p>
      </div>
      <SkillDetailCard skill={selected} onSelect={selectFromCard} headingRef={headingRef} />
      <p className="sr-only" aria-live="polite">
        {selected ? `${selected.label} selected.` : ""}
      </p>
    </div>
  );
}
