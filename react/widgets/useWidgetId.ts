'use client';

import { useId } from 'react';
import { widgetId } from '../../core/widgets/field.connect';

/** A widget's element id: the owner's, else `sk-<kind>-<useId()>` (the same on the server and in the browser). */
export function useWidgetId(kind: string, given?: string): string {
  return widgetId(kind, useId(), given);
}
