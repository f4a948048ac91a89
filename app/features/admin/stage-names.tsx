import { createContext, useContext, type ReactNode } from "react";
import { defaultStageNames, stageName, type StageNames } from "#app/lib/admin/stages";

const StageNamesContext = createContext<StageNames>(defaultStageNames);

/** The names the team gave the stages, for every admin component below (set by the admin shell). */
export function StageNamesProvider({ names, children }: { names: StageNames; children: ReactNode }) {
  return <StageNamesContext.Provider value={names}>{children}</StageNamesContext.Provider>;
}

/** The team's names for the stages. */
export function useStageNames(): StageNames {
  return useContext(StageNamesContext);
}

/** A stage as the team names it. */
export function useStageName(): (stage: string) => string {
  const names = useStageNames();
  return (stage) => stageName(stage, names);
}
