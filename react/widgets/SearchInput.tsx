'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';
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
  const [typed, setTyped] = useState(defaultValue ?? '');
  const term = value ?? typed;
  const submit = (t: string) => onSearch?.(t.trim());
  return (
    <div role="search" aria-label={landmarkLabel} className={['sk-search', className].filter(Boolean).join(' ')}>
      <TextInput
        id={id}
        name={name}
        label={label ?? texts.t('search')}
        labelHidden={labelHidden}
        htmlType="search"
        value={term}
        onChange={(next) => {
          setTyped(next);
          onChange?.(next);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit(term);
          } else if (event.key === 'Escape' && term !== '') {
            // Escape empties the field (as native search fields do), and stays in it.
            event.preventDefault();
            setTyped('');
            onChange?.('');
          }
        }}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        trailing={<IconButton icon={search} size={24} label={texts.t('search')} disabled={disabled} onClick={() => submit(term)} />}
      >
        {suggestions && suggestions.length > 0 ? (
          <ul className="sk-search__suggestions">
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="sk-search__suggestion" aria-label={texts.searchSuggestion(s)} onClick={() => submit(s)}>
                  <Icon icon={search} size={16} /> {s}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </TextInput>
    </div>
  );
}
