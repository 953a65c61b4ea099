// React 19 has useSyncExternalStore: the demo build maps @xstate/react's shim import here (vite.config.ts).
export { useSyncExternalStore } from 'react';
