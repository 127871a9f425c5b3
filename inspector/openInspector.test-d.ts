import { expectTypeOf, it } from 'vitest';
import type { PorticoModal } from '../headless/createModal.ts';
import type { InspectableModal } from './openInspector.ts';

it('takes a PorticoModal', () => {
  expectTypeOf<PorticoModal>().toExtend<InspectableModal>();
});
