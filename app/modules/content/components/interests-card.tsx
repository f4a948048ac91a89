import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import type { InterestLists } from "#app/modules/content/schemas/recommendation-calls-basics";
import { cn } from "#app/lib/cn";
import { useRovingTabs } from "#app/lib/use-roving-tabs";
import { addInterest, kindNoun, removeInterest, type EditableKind } from "./interest-rules";

const tabs: Array<{ kind: EditableKind; label: string; empty: string }> = [
  { kind: "topics", label: "Topics", empty: "No topics added yet" },
  { kind: "industries", label: "Industries", empty: "No industries added yet" },
];

/**
 * 'Your Interests': Topics and Industries tabs, each with an add box (Enter or the plus button)
 * and its list; the roles and technologies are shown read-only under 'Also interested in'. The
 * input is uncontrolled, so text typed before the page's code ran is still there to add.
 */
export function InterestsCard({
  interests,
  onChange,
}: {
  interests: InterestLists;
  onChange: (next: InterestLists) => void;
}) {
  const [active, setActive] = useState<EditableKind>("topics");
  const [note, setNote] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const current = tabs.find((tab) => tab.kind === active) ?? tabs[0];
  const noun = kindNoun(active);
  const alsoInterested = [...interests.roles, ...interests.technologies];

  function select(kind: EditableKind) {
    setActive(kind);
    setNote(null);
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    const outcome = addInterest(interests, active, field.value);
    setNote(outcome.note);
    if (outcome.lists !== interests) onChange(outcome.lists);
    // Cleared once added (or when there was nothing to add); a duplicate stays to be edited.
    if (outcome.note === null) field.value = "";
  }

  const tabProps = useRovingTabs({
    count: tabs.length,
    selected: tabs.findIndex((tab) => tab.kind === active),
    onSelect: (index) => select(tabs[index]?.kind ?? "topics"),
  });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-interests
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/80 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold tracking-tight text-ink-900">
        Your Interests
      </h2>
      <p className="mt-1 text-sm text-ink-500">Your picks follow what you add here.</p>

      <div role="tablist" aria-label="Interest type" className="mt-5 grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1">
        {tabs.map((tab, index) => {
          const selected = tab.kind === active;
          return (
            <button
              key={tab.kind}
              {...tabProps(index)}
              id={`${id}-tab-${tab.kind}`}
              aria-controls={`${id}-panel`}
              className={cn(
                "flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                selected ? "bg-white text-ink-900 shadow-sm" : "text-ink-600 hover:text-ink-900",
              )}
            >
              {tab.label}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  selected ? "bg-brand-100 text-brand-700" : "bg-ink-200/80 text-ink-600",
                )}
              >
                {interests[tab.kind].length}
              </span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="mt-4">
        <form onSubmit={add} className="flex gap-2">
          <input
            ref={input}
            name="interest"
            aria-label={`Add ${noun.aOne}`}
            placeholder={`Add ${noun.aOne}…`}
            autoComplete="off"
            enterKeyHint="done"
            className="block h-10 w-full min-w-0 rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
          />
          <button
            type="submit"
            aria-label={`Add ${noun.one}`}
            className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Plus aria-hidden className="size-5" />
          </button>
        </form>
        <p aria-live="polite" data-interest-note className="min-h-5 pt-1.5 text-xs text-ink-500">
          {note}
        </p>
        {interests[active].length === 0 ? (
          <p data-empty-interests className="rounded-lg bg-ink-50 px-3 py-3 text-center text-sm text-ink-500">
            {current?.empty}
          </p>
        ) : (
          <ul aria-label={`Your ${noun.many}`} className="flex flex-wrap gap-2">
            {interests[active].map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
              >
                {value}
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  onClick={() => onChange(removeInterest(interests, active, value))}
                  className="grid size-6 cursor-pointer place-items-center rounded-full text-brand-500 transition-colors hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {alsoInterested.length > 0 ? (
        <div className="mt-6 border-t border-ink-100 pt-5">
          <h3 className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Also interested in</h3>
          <ul aria-label="Also interested in" data-also-interested className="mt-3 flex flex-wrap gap-2">
            {alsoInterested.map((value, index) => (
              <li key={`${index}:${value}`} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
                {value}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
