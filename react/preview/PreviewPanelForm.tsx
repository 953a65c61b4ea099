'use client';

import { useEffect, type Ref, type RefObject } from 'react';
import type { PreviewPanelView } from '../../core/preview';
import { Button } from '../widgets/Button';
import { connectField } from '../../core/widgets/field.connect';
import { Field } from '../widgets/Field';
import { Notification } from '../widgets/Notification';
import { Select } from '../widgets/Select';
import { WidgetTextsProvider } from '../widgets/texts';
import en from '../../core/widgets/texts/en';
import '../widgets/tokens.css';
import '../widgets/field.css';
import './preview.css';

export interface PreviewPanelFormProps {
  view: PreviewPanelView;
  dateId: string;
  timeId: string;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** A date or time field of the panel, with its hint. */
function PreviewTimeField(props: {
  id: string;
  label: string;
  hint: string;
  type: 'date' | 'time';
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { id, label, hint, type, placeholder, value, onChange, optional, inputRef } = props;
  const field = connectField({ id, hasHint: true, hasError: false });
  return (
    <Field field={field} label={label} optional={optional} hint={hint}>
      <div className="sk-field__control">
        <input
          ref={inputRef}
          {...field.getControlProps()}
          className={`sk-field__input sk-preview__${type}`}
          type={type}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </Field>
  );
}

// The staff panel speaks English (D12), so do the widgets' own words in it; given here so the banner loads no widget texts.
const ENGLISH_WIDGET_TEXTS = { en };

export default function PreviewPanelForm({ view, dateId, timeId, firstFieldRef }: PreviewPanelFormProps) {
  const t = view.texts;
  useEffect(() => {
    // Arrived after the dialog opened (loaded on demand): the first field is where focus belongs.
    const field = firstFieldRef.current;
    if (field?.closest('dialog')?.open && !field.closest('form')?.contains(document.activeElement)) field.focus();
  }, [firstFieldRef]);
  return (
    <WidgetTextsProvider catalogues={ENGLISH_WIDGET_TEXTS} locale="en">
      <form
        className="sk-preview__form"
        // The machine's own message ('Please also select...') replaces the browser's required-field bubble.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          view.apply();
        }}
        aria-busy={view.busy || undefined}
      >
        <PreviewTimeField
          id={dateId}
          label={t.dateLabel}
          hint={t.dateHint}
          type="date"
          placeholder={t.datePlaceholder}
          value={view.date}
          onChange={view.setDate}
          inputRef={firstFieldRef}
        />
        <PreviewTimeField
          id={timeId}
          label={t.timeLabel}
          hint={view.timeHint}
          type="time"
          placeholder={t.timePlaceholder}
          value={view.time}
          onChange={view.setTime}
          optional
        />
        <p className="sk-preview__status" role="status" data-kind={view.testsStatus.kind}>
          {view.testsStatus.text}
        </p>
        <Select
          label={t.testLabel}
          options={view.testOptions.map((o) => ({ value: o.value, text: o.label }))}
          value={view.test}
          onChange={view.chooseTest}
        />
        <Select
          label={t.groupLabel}
          options={view.groupOptions.map((o) => ({ value: o.value, text: o.label }))}
          value={view.group}
          onChange={view.chooseGroup}
          disabled={view.groupDisabled}
          required={!view.groupDisabled}
          error={view.groupError}
        />
        <div className="sk-preview__notice" aria-live="polite">
          {view.notice ? (
            <Notification variant={view.notice.kind} closable={false}>
              {view.notice.text}
            </Notification>
          ) : null}
        </div>
        <div className="sk-preview__actions">
          <Button type="submit" disabled={view.busy}>
            {t.apply}
          </Button>
          <Button variant="primary-outline" onClick={view.reset} disabled={view.busy}>
            {t.reset}
          </Button>
          <Button variant="ghost" onClick={view.logout} disabled={view.busy}>
            {t.logout}
          </Button>
        </div>
      </form>
    </WidgetTextsProvider>
  );
}
