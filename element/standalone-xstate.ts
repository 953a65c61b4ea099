/**
 * xstate for the standalone element's one file: the same library, but `setup` hands out `createMachine` only. The
 * action creators it also hands out (sendTo, log, emit, enqueueActions …) are never taken from it by the element's
 * machines, and once referenced there no bundler can drop them (D152). vite.standalone.config.ts resolves `xstate`
 * here for every module but this one, and xstate's own dev-tools module too.
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

export * from 'xstate';

export const setup = (({ schemas, ...implementations }: Parameters<typeof xstateSetup>[0]) => ({
  createMachine: (config: Parameters<typeof createMachine>[0]) =>
    createMachine({ ...config, schemas }, implementations as Parameters<typeof createMachine>[1]),
})) as unknown as typeof xstateSetup;

/** xstate's legacy `devTools: true` adapter (a global `__xstate__`): the element never asks for it; `inspect` is its way. */
export const devToolsAdapter = () => {};
