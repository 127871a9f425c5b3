import { Fragment, type ReactNode } from 'react';

/**
 * Stands for a value while its sentence is translated (an invisible separator no text contains), so
 * the sentence can be cut around it and the value put back as markup.
 */
export const VALUE_MARK = '\u2063';

/**
 * A translated sentence with one value shown as markup (bold, code) where the translation puts it:
 * `text` is the message formatted with `VALUE_MARK` as that argument, e.g.
 * `<WithValue text={t('connect.email.enterCode', { email: VALUE_MARK })}><strong>{email}</strong></WithValue>`.
 */
export function WithValue({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      {text.split(VALUE_MARK).map((piece, index) => (
        // The pieces of one sentence, never reordered: their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static pieces of a formatted message.
        <Fragment key={index}>
          {index > 0 ? children : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
