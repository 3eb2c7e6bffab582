import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  MemberSuggestionsDocument,
  type MemberSuggestionsQuery,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';
import { Avatar } from '../../../ui/Avatar.js';
import { TextAreaField, type TextAreaFieldProps } from '../../../ui/TextAreaField.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { insertMention, mentionQueryAt } from '../mentions/mentionQuery.js';
import * as styles from './MentionTextArea.css.js';

type Suggestion = MemberSuggestionsQuery['memberSuggestions'][number];

/** How long typing pauses before the members are asked for. */
const SUGGEST_DELAY_MS = 150;

export interface MentionTextAreaProps extends Omit<TextAreaFieldProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A post's text field that offers members after `@`: the textbox keeps the focus and points at
 * the highlighted member (aria-activedescendant over a listbox); the arrows move, Enter or Tab
 * chooses, Escape closes; the mouse works too. The choice is written as the gateway's markup for
 * a mention (MemberSuggestion.markup), which posts render as a link to the member.
 */
export function MentionTextArea({ value, onChange, ...props }: MentionTextAreaProps) {
  const { t } = useTranslation();
  const listId = useId();
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const caretAfterPick = useRef<number | null>(null);
  const readCaret = (element: HTMLTextAreaElement) =>
    setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);

  const at = caret === null ? null : mentionQueryAt(value, caret);
  const typed = at ? `${at.start}:${at.query}` : null;
  const search = useDebouncedValue(at?.query ?? '', SUGGEST_DELAY_MS);
  const { data, previousData } = useQuery(MemberSuggestionsDocument, {
    variables: { search },
    skip: search === '' || at === null,
  });
  const options: readonly Suggestion[] =
    at && typed !== dismissed ? ((data ?? previousData)?.memberSuggestions ?? []) : [];
  const open = options.length > 0;
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${listId}-${index}`;

  // After a choice the caret goes after the mention (a controlled value would put it last).
  useLayoutEffect(() => {
    const position = caretAfterPick.current;
    if (position === null || !textArea.current) return;
    caretAfterPick.current = null;
    textArea.current.setSelectionRange(position, position);
  });

  // Text typed before the script ran is adopted at hydration; so is where its caret stands.
  useEffect(() => {
    const element = textArea.current;
    if (element && element.ownerDocument.activeElement === element) {
      setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);
    }
  }, []);

  const pick = (option: Suggestion) => {
    if (!at) return;
    const next = insertMention(value, at, option.markup);
    caretAfterPick.current = next.caret;
    setCaret(next.caret);
    setActive(0);
    onChange(next.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const handled = () => {
      event.preventDefault();
      // Escape closes the list, not the dialog the editor may be in.
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        setActive((current + 1) % options.length);
        break;
      case 'ArrowUp':
        handled();
        setActive((current - 1 + options.length) % options.length);
        break;
      case 'Enter':
      case 'Tab': {
        const option = options[current];
        if (!option) return;
        handled();
        pick(option);
        break;
      }
      case 'Escape':
        handled();
        setDismissed(typed);
        break;
    }
  };

  return (
    <TextAreaField
      {...props}
      value={value}
      onChange={(next) => {
        setActive(0);
        // The caret moved with the typing (a select event may not follow in every browser).
        if (textArea.current) readCaret(textArea.current);
        onChange(next);
      }}
      textAreaRef={textArea}
      textAreaProps={{
        'aria-autocomplete': 'list',
        'aria-controls': open ? listId : undefined,
        'aria-activedescendant': open ? optionId(current) : undefined,
        onKeyDown,
        onSelect: (event) => readCaret(event.currentTarget),
        onFocus: (event) => readCaret(event.currentTarget),
        onBlur: () => setCaret(null),
      }}
      after={
        <>
          <span role="status" className={visuallyHidden}>
            {open ? t('pages.discussions.mention.found', { count: options.length }) : ''}
          </span>
          {open ? (
            <div
              id={listId}
              role="listbox"
              aria-label={t('pages.discussions.mention.list')}
              className={styles.list}
            >
              {options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the textbox keeps the focus and the keys (aria-activedescendant)
                <div
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className={styles.option}
                  // The textbox keeps the focus (and the caret) while a member is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  <Avatar initials={option.initials} imageUrl={option.profileImage} />
                  <bdi>{option.fullName}</bdi>
                </div>
              ))}
            </div>
          ) : null}
        </>
      }
    />
  );
}
