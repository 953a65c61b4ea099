import { PreviewPanel } from '../../react/preview/PreviewPanel';
import { useRuntime } from '../runtime';

/** The staff preview island (button, panel, D16 banner), started only when a staff cookie exists. */
export default function PreviewIsland() {
  const { client } = useRuntime();
  return <PreviewPanel client={client} />;
}
