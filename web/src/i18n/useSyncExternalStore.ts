// @lingui/react imports `use-sync-external-store/shim`, a fallback for React before 18 (about 1 kB with
// its CommonJS wrapper). React 19 has the hook itself: the build points the shim here (vite.config.ts).
export { useSyncExternalStore } from 'react';
