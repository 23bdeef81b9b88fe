import { totalmem } from 'node:os';

/**
 * The memory this process may use: the machine's, or its container's (cgroup) limit when that is lower.
 * Self-hosters run the whole product in 1–2 GB (issue 35): what scales with memory (the photos' decode
 * budget, the embedded database's buffers) reads it here.
 */
export function memoryAvailable(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < totalmem() ? constrained : totalmem();
}
