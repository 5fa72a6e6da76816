import React, {type ReactNode} from 'react';
import ActionRow from '@site/src/components/ActionRow';
import ButtonLink from '@site/src/components/ButtonLink';
import {IconCards} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {INSIDE_POINTS} from '@site/src/data/landing';

/** Built from the inside: why the product fits the way commercial teams work. */
export default function BuiltFromInside({id}: {id: string}): ReactNode {
  return (
    <Section
      id={id}
      tone="muted"
      eyebrow="Built from the inside"
      title="Made by people who have sat in your chair"
      intro="We have chased month-end margins, argued over discounts and rebuilt the pricing spreadsheet more than once. The product does the work we wished someone had done for us.">
      <IconCards points={INSIDE_POINTS} columns={3} />
      <ActionRow>
        <ButtonLink to="/book-call" size="lg">
          Talk to a Commercial Strategist
        </ButtonLink>
      </ActionRow>
    </Section>
  );
}
