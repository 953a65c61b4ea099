import type { PreviewAuth } from '../../core/preview/preview.machine';
import { PreviewPanel } from '../../react/preview/PreviewPanel';
import { useRuntime } from '../runtime';

/**
 * The staff preview island. With `known` (checkauth asked by the server) it is server HTML, hydrated when reached
 * for; without, started empty when a staff cookie exists.
 */
export default function PreviewIsland({ known }: { known?: PreviewAuth }) {
  const { client } = useRuntime();
  return <PreviewPanel client={client} {...(known ? { known } : {})} />;
}
