import type { PreviewAuth } from '../../core/preview/preview.machine';
import { PreviewPanel } from '../../react/preview/PreviewPanel';
import { useRuntime } from '../runtime';

/**
 * The staff preview island (button, panel, D16 banner). With `known` (checkauth asked by the server for this request)
 * it is server HTML, hydrated when the staff member reaches for it (demo/boot.ts); without, started empty when a
 * staff cookie exists.
 */
export default function PreviewIsland({ known }: { known?: PreviewAuth }) {
  const { client } = useRuntime();
  return <PreviewPanel client={client} {...(known ? { known } : {})} />;
}
