import { useLingui } from '@lingui/react';
import type { MessageId, MessageValues } from './i18n';

/**
 * `const t = useT(); t('upload.title')`: a message in the reader's language, re-rendered when it
 * changes. Ids are checked against the English catalogs; values fill the ICU placeholders.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return _;
}
