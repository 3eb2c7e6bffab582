import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { connectionDone } from '../connectionDone.js';

/**
 * The confirmation of a connection button that posted before the script ran, worded as the
 * script's own message when the page knows the member's name (`nameOf`), generically if not.
 */
export function ConnectionDoneNotice({
  nameOf,
}: {
  nameOf: (memberId: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const result = connectionDone(useSearchParams()[0]);
  if (!result) return null;
  const name = result.memberId ? nameOf(result.memberId) : undefined;
  return (
    <FormNotice>
      {name
        ? t(`pages.connections.done.${result.done}`, { name })
        : t(`pages.connections.doneHere.${result.done}`)}
    </FormNotice>
  );
}
