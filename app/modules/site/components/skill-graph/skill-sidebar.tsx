import { skillGroups, skillNodes, type SkillGroup } from "#app/content/skill-nodes";
import { cn } from "#app/lib/cn";
import { explorerFrame } from "./explorer-frame";
import { groupColours } from "./graph-theme";

type SkillSidebarProps = {
  activeGroup: SkillGroup | null;
  selectedId: string | null;
  onGroupChange: (group: SkillGroup | null) => void;
  onSelect: (id: string) => void;
  onHover: (id: string | null) => void;
};

const counts = new Map(skillGroups.map((group) => [group, skillNodes.filter((node) => node.group === group).length]));

// Below lg both lists are single rows that scroll sideways; from lg they are columns.
const row =
  "flex gap-2 overflow-x-auto pb-1.5 [scrollbar-width:thin] lg:flex-col lg:gap-0.5 lg:overflow-x-visible lg:pb-0";
const chip =
  "flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset lg:rounded-lg lg:px-2.5 lg:ring-0 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600";
const chipIdle = "bg-white text-ink-700 ring-ink-200 hover:bg-ink-50 hover:text-ink-900";
const chipActive = "bg-brand-50 text-brand-800 ring-brand-300 lg:bg-brand-50";

function Dot({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      className="size-2.5 shrink-0 rounded-full ring-1 ring-ink-900/10"
      style={{ backgroundColor: colour }}
    />
  );
}

/**
 * The category list (filters the skills and highlights its group in the graph) and the list
 * of skills, which is also how keyboard and screen-reader users pick a skill.
 */
export function SkillSidebar({ activeGroup, selectedId, onGroupChange, onSelect, onHover }: SkillSidebarProps) {
  const visible = activeGroup ? skillNodes.filter((node) => node.group === activeGroup) : skillNodes;
  return (
    <div className={cn(explorerFrame.sidebar, explorerFrame.panel, "flex flex-col gap-3 p-3 lg:gap-4 lg:p-4")}>
      <div>
        <h3 className="px-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">Categories</h3>
        <ul className={cn(row, "mt-2")}>
          <li>
            <button
              type="button"
              aria-pressed={activeGroup === null}
              onClick={() => onGroupChange(null)}
              className={cn(chip, "w-full", activeGroup === null ? chipActive : chipIdle)}
            >
              <span
                aria-hidden
                className="size-2.5 shrink-0 rounded-full bg-[conic-gradient(#a78bfa,#22d3ee,#fbbf24,#f472b6,#34d399,#a78bfa)]"
              />
              All skills
              <span className="ml-auto pl-2 text-xs text-ink-600 tabular-nums">{skillNodes.length}</span>
            </button>
          </li>
          {skillGroups.map((group) => (
            <li key={group}>
              <button
                type="button"
                aria-pressed={activeGroup === group}
                onClick={() => onGroupChange(activeGroup === group ? null : group)}
                className={cn(chip, "w-full", activeGroup === group ? chipActive : chipIdle)}
              >
                <Dot colour={groupColours[group]} />
                {group}
                <span className="ml-auto pl-2 text-xs text-ink-600 tabular-nums">{counts.get(group)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex min-h-0 flex-1 flex-col border-ink-100 lg:border-t lg:pt-4">
        <h3 id="skill-list-heading" className="px-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">
          {activeGroup ? `${activeGroup} skills` : "Skills"}
        </h3>
        <ul
          aria-labelledby="skill-list-heading"
          className={cn(row, "mt-2 min-h-0 lg:flex-1 lg:overflow-y-auto lg:pr-1")}
        >
          {visible.map((node) => {
            const selected = node.id === selectedId;
            return (
              <li key={node.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(node.id)}
                  onMouseEnter={() => onHover(node.id)}
                  onMouseLeave={() => onHover(null)}
                  onFocus={() => onHover(node.id)}
                  onBlur={() => onHover(null)}
                  className={cn(chip, "w-full text-left lg:py-1", selected ? chipActive : chipIdle)}
                >
                  <Dot colour={groupColours[node.group]} />
                  {node.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
