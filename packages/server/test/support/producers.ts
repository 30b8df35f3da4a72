// Shared by the producer and settlement tests: a valid producer body and quick API calls.
import type { Productor } from '@feria/domain/schemas/producer';
import type { TestContext } from './app.ts';

export const producerForm = (fields: Record<string, unknown> = {}) => ({
  nombre: 'Granja Los Aromos',
  localidad: 'Esperanza',
  descripcion: 'Hortalizas de estación.',
  foto: '',
  contacto: 'aromos@example.com · 342 555 0101',
  comision: 12.5,
  ...fields,
});

export function producerHelpers(t: TestContext) {
  return {
    admin: async () => (await t.signIn('admin')).cookie,
    createProducer: async (cookie: string, fields: Record<string, unknown> = {}) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/productores',
        cookie,
        payload: producerForm(fields),
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as Productor;
    },
  };
}
