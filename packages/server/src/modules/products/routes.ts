import { MSG } from '@feria/domain/messages/shop';
import { stockCambioMessage } from '@feria/domain/rules/stock-edit';
import {
  parseImageList,
  productFormSchema,
  productUpdateSchema,
} from '@feria/domain/schemas/product';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { isOurUpload } from '../../shared/picture-store.ts';
import { auditWho } from '../audit/who.ts';
import {
  createProduct,
  deleteProduct,
  togglePublication,
  updateProduct,
  type WriteResult,
} from './service.ts';

/** Only pictures uploaded through POST /api/sheets/images may be linked to a product. */
export const IMAGEN_AJENA = 'Las imágenes deben subirse con el formulario del producto';
export const skuRepetido = (sku: string) => `Ya existe un producto con el SKU ${sku}`;

const oneProduct = { params: idParams(MSG.productoNoEncontrado) };

function checkImages(url: string): void {
  if (parseImageList(url).every(isOurUpload)) return;
  throw new HttpError(400, IMAGEN_AJENA, { issues: [{ path: 'url', message: IMAGEN_AJENA }] });
}

function answer(result: WriteResult) {
  if (result.ok) return result.product;
  if (result.reason === 'not-found') throw new HttpError(404, MSG.productoNoEncontrado);
  if (result.reason === 'stock-changed') {
    throw new HttpError(409, stockCambioMessage(result.stock), { stock: result.stock });
  }
  const message = skuRepetido(result.sku);
  throw new HttpError(409, message, { issues: [{ path: 'sku', message }] });
}

/** The back-office product writes (admin only); each one refreshes the published catalogue. */
export function productRoutes(app: Api, db: Db, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };

  app.post(
    '/api/sheets/data',
    { ...admin, schema: { body: productFormSchema } },
    async (request, reply) => {
      const form = request.body;
      checkImages(form.url);
      const product = answer(await createProduct(db, form, auditWho(request), after));
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/api/sheets/update',
    { ...admin, schema: { body: productUpdateSchema } },
    async (request) => {
      const update = request.body;
      checkImages(update.url);
      const product = answer(await updateProduct(db, update, auditWho(request), after));
      return product;
    },
  );

  app.delete('/api/sheets/delete/:id', { ...admin, schema: oneProduct }, async (request, reply) => {
    const deleted = await deleteProduct(db, request.params.id, auditWho(request), after);
    if (!deleted) throw new HttpError(404, MSG.productoNoEncontrado);
    return reply.code(204).send();
  });

  app.put('/api/sheets/product/:id', { ...admin, schema: oneProduct }, async (request) => {
    const result = await togglePublication(db, request.params.id, auditWho(request), after);
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, MSG.productoNoEncontrado);
      throw new HttpError(409, MSG.sinStockNoPublica);
    }
    return { message: result.message, publicado: result.publicado };
  });
}
