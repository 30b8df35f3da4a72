import { DETAIL_CLASSES } from '@feria/domain/look/detail';
import { quantityInCart } from '@feria/domain/rules/cart';
import type { StockLevel } from '@feria/domain/rules/catalog-view';
import { categoryView, viewHref } from '@feria/domain/rules/catalog-view';
import { plural } from '@feria/domain/rules/plural';
import { formatCantidad, formatGramos, stepOf } from '@feria/domain/rules/weight';
import type { Product } from '@feria/domain/schemas/api-types';
import { CATALOG_PATH } from '@feria/views/catalog-path.ts';
import { Breadcrumb } from '@feria/views/detail-view.tsx';
import { precioDe } from '@feria/views/format.ts';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubscribeButton } from '../../../components/subscribe-button.tsx';
import { WeightStepper } from '../../../components/weight-stepper.tsx';
import { useCartItems } from '../../../core/cart/basket.ts';
import { useAddFromDetail } from '../../../core/cart/hooks.ts';
import { ProductGallery } from './product-gallery.tsx';
import { QuantityChooser } from './quantity-chooser.tsx';

/** "3 unidades", or by weight "1,25 kg" (MARKET §8). */
const disponibles = (p: Product) =>
  p.unidad === 'kg' ? formatCantidad('kg', p.stock) : plural(p.stock, 'unidad', 'unidades');

type Props = { product: Product; images: string[]; level: StockLevel };

const LAYOUT = DETAIL_CLASSES.layout;

/** SPEC §2 detail: gallery, brand, name, category, price, stock, quantity, add, description. */
export function ProductDetail({ product, images, level }: Props) {
  const addFromDetail = useAddFromDetail();
  const inBasket = quantityInCart(useCartItems(), product.id);
  const step = stepOf(product);
  const [quantity, setQuantity] = useState(step);
  const soldOut = level === 'sin';
  const category = viewHref(CATALOG_PATH, categoryView(product.categoria));

  return (
    <div className={LAYOUT}>
      <Breadcrumb categoria={product.categoria} link={RouterLink} />
      <ProductGallery images={images} name={product.nombre} />
      <div className="flex min-w-0 flex-col gap-3">
        {product.publicado !== 'si' && (
          <p className="rounded-lg bg-earth-100 px-3 py-2 text-sm text-earth-700">
            Este producto no está publicado: solo el personal lo ve.
          </p>
        )}
        <p className="text-sm font-semibold tracking-wide text-earth-700 uppercase">
          {product.marca}
        </p>
        <h1 className="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">
          {product.nombre}
        </h1>
        <p className="text-sm text-stone-600">
          Categoría:{' '}
          <Link to={category} className="font-medium text-brand-700 underline underline-offset-2">
            {product.categoria}
          </Link>
          {product.medida && <> · {product.medida}</>}
        </p>
        <p className="text-3xl font-bold text-brand-700">{precioDe(product)}</p>
        <p
          className={`text-sm font-medium ${soldOut ? 'text-red-700' : level === 'poco' ? 'text-earth-700' : 'text-stone-700'}`}
        >
          {soldOut ? 'Sin stock por el momento' : `Disponibles: ${disponibles(product)}`}
          {inBasket > 0 && (
            <span className="text-stone-600">
              {' '}
              · Ya tenés {formatCantidad(product.unidad, inBasket)} en la canasta
            </span>
          )}
        </p>
        {soldOut ? (
          <button
            type="button"
            disabled
            className="min-h-12 w-full rounded-lg bg-stone-200 px-4 font-semibold text-stone-600 sm:w-auto"
          >
            Sin stock
          </button>
        ) : (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-center"
            onSubmit={(e) => {
              e.preventDefault();
              if (addFromDetail(product, quantity)) setQuantity(step);
            }}
          >
            {product.unidad === 'kg' ? (
              <WeightStepper
                nombre={product.nombre}
                gramos={quantity}
                paso={step}
                max={product.stock}
                onDecrease={() => setQuantity(quantity - step)}
                onIncrease={() => setQuantity(quantity + step)}
              />
            ) : (
              <QuantityChooser value={quantity} max={product.stock} onChange={setQuantity} />
            )}
            {product.unidad === 'kg' && (
              // Issue 49 item 9: the chosen weight, big, beside "Agregar".
              <p className="text-xl font-bold text-brand-800">
                Vas a llevar {formatGramos(quantity)}
              </p>
            )}
            <button
              type="submit"
              className="min-h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              Agregar a la canasta
            </button>
            {product.suscribible && <SubscribeButton product={product} />}
          </form>
        )}
        <section
          aria-labelledby="detail-description"
          className="mt-2 border-t border-stone-200 pt-4"
        >
          <h2 id="detail-description" className="font-semibold text-brand-800">
            Descripción
          </h2>
          <p className="mt-2 whitespace-pre-line text-stone-700">{product.descripcion}</p>
        </section>
      </div>
    </div>
  );
}

/** The detail's shape while the product loads: picture and text blocks of the same size. */
export function ProductDetailSkeleton() {
  return (
    <div className={LAYOUT} aria-busy="true">
      <p className="text-sm md:col-span-2">&nbsp;</p>
      <div className="aspect-square animate-pulse rounded-xl bg-stone-100" />
      <div className="flex flex-col gap-3" role="status">
        <span className="sr-only">Cargando producto…</span>
        <div className="h-4 w-32 rounded bg-stone-100" />
        <div className="h-8 w-3/4 rounded bg-stone-100" />
        <div className="h-4 w-1/2 rounded bg-stone-100" />
        <div className="h-9 w-40 rounded bg-stone-100" />
      </div>
    </div>
  );
}
