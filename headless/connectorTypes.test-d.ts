import { describe, expectTypeOf, it } from 'vitest';
import { CONNECTOR_TYPE_TRAITS, type ConnectorType, type ConnectorTypeTraits } from './index.ts';

describe('connector type traits', () => {
  it('has a key for every connector type, and no other', () => {
    expectTypeOf<keyof typeof CONNECTOR_TYPE_TRAITS>().toEqualTypeOf<ConnectorType>();
  });

  it('gives each its traits', () => {
    expectTypeOf(CONNECTOR_TYPE_TRAITS.AUTH).toExtend<ConnectorTypeTraits>();
  });
});
