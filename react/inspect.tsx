'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

/** An XState inspection observer, as `createActor(logic, { inspect })` and `useActorRef(logic, { inspect })` take it. */
export type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

const InspectorContext = createContext<InspectObserver | undefined>(undefined);

/** Makes an inspection observer available to every view below; without one nothing is recorded, nothing costs. */
export function InspectorProvider({ inspect, children }: { inspect?: InspectObserver; children: ReactNode }) {
  return <InspectorContext.Provider value={inspect}>{children}</InspectorContext.Provider>;
}

/** The observer for `useActorRef(machine, { inspect: useInspector() })`; XState reads it once, at creation. */
export function useInspector(): InspectObserver | undefined {
  return useContext(InspectorContext);
}
