import { useRef, useState, type KeyboardEvent } from "react";
import { indexAfterKey } from "./roving-index";

/**
 * The behaviour every tab row of the site shares (WAI-ARIA tabs, automatic activation): only the
 * selected tab is in the Tab order, a click or an arrow, Home or End key selects, and the keys move
 * the focus with the selection. The caller owns the selection and spreads `tabProps(index)` on each
 * tab button beside its own id, `aria-controls` and look.
 */
export function useRovingTabs({
  count,
  selected,
  onSelect,
  wrap = true,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** false for a stepper, whose arrows stop at the first and last step */
  wrap?: boolean;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = indexAfterKey(event.key, selected, count, wrap);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  }

  return function tabProps(index: number) {
    const isSelected = index === selected;
    return {
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[index] = element;
      },
      type: "button" as const,
      role: "tab" as const,
      "aria-selected": isSelected,
      tabIndex: isSelected ? 0 : -1,
      onClick: () => onSelect(index),
      onKeyDown,
    };
  };
}

/**
 * A tab row that keeps its own selection, the first tab to begin with. `switched` turns true at the
 * visitor's first change, so that a panel animates in only when the visitor chose it.
 */
export function useTabs(count: number) {
  const [selected, setSelected] = useState(0);
  const [switched, setSwitched] = useState(false);
  const tabProps = useRovingTabs({
    count,
    selected,
    onSelect: (index) => {
      setSelected(index);
      setSwitched(true);
    },
  });
  return { selected, switched, tabProps };
}
