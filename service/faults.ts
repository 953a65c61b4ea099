import type { operations } from '../openapi/schema';

/** Every operationId of service.yaml. */
export type OperationId = keyof operations;

/** A test/demo switch that makes one operation misbehave (not part of the contract). */
export interface FaultSpec {
  operationId: OperationId;
  /** Answer this status with a problem body instead of running the operation. */
  status?: number;
  /** Wait this long before answering. */
  latencyMs?: number;
  /** Replace the body of the real answer with JSON that does not parse. */
  malformed?: boolean;
  /** How many calls are affected; every call when absent. */
  times?: number;
}

export const MALFORMED_BODY = '{"malformed": tru';

export interface FaultRegistry {
  add(spec: FaultSpec): void;
  clear(): void;
  list(): FaultSpec[];
  /** The fault for this call, counting it against `times`. */
  take(operationId: OperationId): FaultSpec | undefined;
}

export function createFaultRegistry(initial: FaultSpec[] = []): FaultRegistry {
  const faults = new Map<OperationId, FaultSpec>();
  const registry: FaultRegistry = {
    add(spec) {
      faults.set(spec.operationId, { ...spec });
    },
    clear() {
      faults.clear();
    },
    list() {
      return [...faults.values()].map((f) => ({ ...f }));
    },
    take(operationId) {
      const fault = faults.get(operationId);
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) faults.delete(operationId);
      }
      return fault;
    },
  };
  initial.forEach((f) => registry.add(f));
  return registry;
}

/** Checks an untrusted fault body from the admin switch. */
export function parseFaultSpec(value: unknown, known: readonly string[]): FaultSpec | string {
  if (!value || typeof value !== 'object') return 'body must be an object';
  const v = value as Record<string, unknown>;
  if (typeof v.operationId !== 'string' || !known.includes(v.operationId))
    return `unknown operationId: ${String(v.operationId)}`;
  const spec: FaultSpec = { operationId: v.operationId as OperationId };
  if (v.status !== undefined) {
    if (typeof v.status !== 'number' || !Number.isInteger(v.status) || v.status < 200 || v.status > 599)
      return 'status must be 200-599';
    spec.status = v.status;
  }
  if (v.latencyMs !== undefined) {
    if (typeof v.latencyMs !== 'number' || v.latencyMs < 0 || v.latencyMs > 120_000)
      return 'latencyMs must be 0-120000';
    spec.latencyMs = v.latencyMs;
  }
  if (v.malformed !== undefined) {
    if (typeof v.malformed !== 'boolean') return 'malformed must be a boolean';
    spec.malformed = v.malformed;
  }
  if (v.times !== undefined) {
    if (typeof v.times !== 'number' || !Number.isInteger(v.times) || v.times < 1)
      return 'times must be a positive integer';
    spec.times = v.times;
  }
  return spec;
}
