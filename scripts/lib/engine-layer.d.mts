// Types for scripts/lib/engine-layer.mjs.
export interface EngineLayerResult {
  project: string;
  code: number;
  ok: boolean;
  counts: { passed: number; failed: number; skipped: number };
  seconds: number;
  /** Why the layer could not run (the engine is not installed). */
  reason?: string;
}
export function runEngineLayer(
  engine: string,
  options: { appUrl: string; env?: Record<string, string>; files?: string[] },
): Promise<EngineLayerResult>;
