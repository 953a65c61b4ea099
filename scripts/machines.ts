import type { AnyStateMachine } from 'xstate';
import * as core from '../core/index';

/** Every XState machine the core exports, by export name. One source: what `storefront-kit/core` offers. */
export function coreMachines(): { exportName: string; machine: AnyStateMachine }[] {
  return Object.entries(core)
    .filter(
      ([, value]) => typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value,
    )
    .map(([exportName, machine]) => ({ exportName, machine: machine as AnyStateMachine }))
    .sort((a, b) => a.machine.id.localeCompare(b.machine.id));
}
