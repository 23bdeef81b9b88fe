import { Trans as LinguiTrans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageId, MessageValues } from './i18n';

/**
 * A message with markup inside it: `<T id="pin.help" components={{ 0: <a href="…" /> }} />` renders
 * "Ask <0>the couple</0>" with the link around the words each language puts there. Plain text: useT().
 */
export function T(props: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactElement {
  return <LinguiTrans id={props.id} values={props.values} components={props.components} />;
}
