// Types for scripts/lib/hosting-config.mjs (used by its unit test).
export interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
export interface HostingSection {
  public: string;
  ignore?: string[];
  rewrites: { source: string; destination: string }[];
  headers: HeaderRule[];
}
export interface FirebaseJson {
  hosting: HostingSection;
  [service: string]: unknown;
}
export const HASHED_FILES_SOURCE: string;
export function hashedFilesRule(rule: HeaderRule, publicDir: string): HeaderRule;
export function emulatorCsp(csp: string): string;
export function hostingFor(options: {
  publicDir: string;
  emulators?: boolean;
  appCheck?: boolean;
  firebaseJson?: FirebaseJson;
}): HostingSection;
export function writeDeployConfig(options?: { publicDir?: string; appCheck?: boolean }): string;
export function writeLocalConfig(options?: { publicDir?: string }): string;
