'use client';

import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { connectSearch, searchMachine } from '../../core/widgets/search.machine';
import { useMachineView } from '../useMachineView';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { search } from './icons/actions';
import { useWidgetTexts } from './texts';
import { TextInput } from './TextInput';
import './tokens.css';
import './field.css';

export interface SearchInputProps {
  /** Accessible name; shown above the field unless `labelHidden` (default hidden: the icon and button say it). */
  label?: ReactNode;
  labelHidden?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter or the search button. */
  onSearch?: (term: string) => void;
  /** Suggested terms under the field; choosing one searches for it. */
  suggestions?: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** Names the search landmark when a page has more than one (e.g. "Shop search", "Store search"). */
  landmarkLabel?: string;
}

/** A search field inside a search landmark: clear button (and Escape), search button, optional suggestions. */
export function SearchInput({
  label,
  labelHidden = true,
  value,
  defaultValue,
  onChange,
  onSearch,
  suggestions,
  placeholder,
  disabled,
  id,
  name = 'q',
  className,
  landmarkLabel,
}: SearchInputProps) {
  const texts = useWidgetTexts();
  const { view: api, send } = useMachineView(
    searchMachine,
    (snapshot, send) => connectSearch(snapshot, send, { value, suggestions, suggestionLabel: texts.searchSuggestion }),
    {
      input: { term: defaultValue ?? '' },
      on: { change: (event) => onChange?.(event.term), search: (event) => onSearch?.(event.term) },
    },
  );
  useEffect(() => {
    send({ type: 'OWNER_VALUE', term: value });
  }, [send, value]);
  return (
    <div role="search" aria-label={landmarkLabel} className={['sk-search', className].filter(Boolean).join(' ')}>
      <TextInput
        id={id}
        name={name}
        label={label ?? texts.t('search')}
        labelHidden={labelHidden}
        htmlType="search"
        value={api.term}
        onChange={api.typed}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (api.keyDown(event.key)) event.preventDefault();
        }}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        trailing={
          <IconButton icon={search} size={24} label={texts.t('search')} disabled={disabled} onClick={api.search} />
        }
      >
        {api.suggestions.length > 0 ? (
          <ul className="sk-search__suggestions">
            {api.suggestions.map((s) => (
              <li key={s.term}>
                <button type="button" className="sk-search__suggestion" aria-label={s.label} onClick={s.choose}>
                  <Icon icon={search} size={16} /> {s.term}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </TextInput>
    </div>
  );
}
