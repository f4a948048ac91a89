import { ArrowRight, ArrowUp, CalendarDays, Network } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "#app/components/ui/button";
import { findSkill, skillNodes, type SkillNode } from "#app/content/skill-nodes";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { cn } from "#app/lib/cn";
import { DemandMetricsPanel } from "./demand-metrics-panel";
import { explorerFrame } from "./explorer-frame";
import { groupColours } from "./graph-theme";
import { growthClass } from "./demand-styles";

type SkillDetailCardProps = {
  skill: SkillNode | null;
  onSelect: (id: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

const inDemand = skillNodes.filter(
  (node): node is Extract<(typeof skillNodes)[number], { demandMetrics: object }> => "demandMetrics" in node,
);

function relatedOf(skill: SkillNode): Array<SkillNode> {
  // Links run both ways: a skill lists its own related skills and those that name it.
  const ids = new Set<string>(skill.relatedSkills);
  for (const node of skillNodes) if (node.relatedSkills.some((id) => id === skill.id)) ids.add(node.id);
  return [...ids].flatMap((id) => findSkill(id) ?? []);
}

function EmptyState({ onSelect }: { onSelect: (id: string) => void }) {
  return (
    <div className="flex flex-1 flex-col">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Network aria-hidden className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink-900">Pick a skill to explore</h3>
      <p className="mt-2 text-sm leading-6 text-ink-600">
        Click a node or choose a skill from the list to see what it covers, how it connects to the rest of the stack and
        what the market pays for it.
      </p>
      <h4 className="mt-6 text-xs font-semibold tracking-wider text-ink-500 uppercase">Most in demand</h4>
      <ul className="mt-2 divide-y divide-ink-100">
        {inDemand.map((node) => (
          <li key={node.id}>
            <button
              type="button"
              onClick={() => onSelect(node.id)}
              className="group flex w-full cursor-pointer items-center gap-3 rounded-lg px-1 py-2.5 text-left text-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: groupColours[node.group] }}
              />
              <span className="font-medium text-ink-800">{node.label}</span>
              <span
                className={cn(
                  "ml-auto inline-flex items-center gap-0.5 font-semibold tabular-nums",
                  growthClass(node.demandMetrics.growthRate),
                )}
              >
                <ArrowUp aria-hidden className="size-3.5" />+{node.demandMetrics.growthRate}%
              </span>
              <ArrowRight
                aria-hidden
                className="hidden size-4 text-ink-400 transition-transform group-hover:translate-x-0.5 sm:block"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The selected skill: what it covers, its market figures where we track them, and related skills. */
export function SkillDetailCard({ skill, onSelect, headingRef }: SkillDetailCardProps) {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <div
      id="skill-detail"
      className={cn(explorerFrame.card, explorerFrame.panel, "flex flex-col overflow-y-auto p-5 sm:p-6")}
    >
      {skill ? (
        <>
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-ink-50 px-2.5 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-200">
            <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: groupColours[skill.group] }} />
            {skill.group}
          </p>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 text-xl font-bold tracking-tight text-ink-900 focus:outline-none"
          >
            {skill.label}
          </h3>
          <p className="mt-2 text-sm leading-6 text-ink-600">{skill.description}</p>
          {skill.demandMetrics ? <DemandMetricsPanel metrics={skill.demandMetrics} /> : null}
          <h4 className="mt-5 text-xs font-semibold tracking-wider text-ink-500 uppercase">Related skills</h4>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {relatedOf(skill).map((related) => (
              <li key={related.id}>
                <button
                  type="button"
                  onClick={() => onSelect(related.id)}
                  className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-200 transition-colors ring-inset hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
                >
                  <span
                    aria-hidden
                    className="size-2 rounded-full"
                    style={{ backgroundColor: groupColours[related.group] }}
                  />
                  {related.label}
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-5">
            <Button variant="secondary" size="sm" className="w-full" onClick={openAppointmentDialog}>
              <CalendarDays aria-hidden className="size-4" />
              Find talent with this skill
            </Button>
          </div>
        </>
      ) : (
        <EmptyState onSelect={onSelect} />
      )}
    </div>
  );
}
