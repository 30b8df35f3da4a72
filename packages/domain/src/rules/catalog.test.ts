import { describe, expect, test } from 'vitest';
import {
  findCategory,
  matchesPosSearch,
  matchesSearch,
  normalizeText,
  productInView,
  type QueryReader,
  searchView,
  viewFromQuery,
} from './catalog.ts';
import { brandView, categoryView, stockLevel, viewToQuery } from './catalog-view.ts';
import { homeLatest } from './home.ts';

// The domain has no DOM or Node types; the runtime's URLSearchParams is the real consumer.
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init: string) => QueryReader;
};

describe('categorías', () => {
  test('se encuentra sin tildes ni mayúsculas', () => {
    expect(findCategory('  HARINAS y fecula ')).toBe('Harinas y Fécula');
    expect(findCategory('Verduras')).toBeUndefined();
  });
});

describe('nivel de stock', () => {
  test('stock 0 o menos es sin stock (rojo)', () => {
    expect(stockLevel(0)).toBe('sin');
    expect(stockLevel(-2)).toBe('sin');
  });

  test('por encima de 0 y debajo de 5 es poco stock (amarillo)', () => {
    expect(stockLevel(1)).toBe('poco');
    expect(stockLevel(4)).toBe('poco');
  });

  test('5 o más es stock normal', () => {
    expect(stockLevel(5)).toBe('ok');
    expect(stockLevel(120)).toBe('ok');
  });
});

describe('búsqueda', () => {
  test('normaliza mayúsculas, tildes y espacios', () => {
    expect(normalizeText('  Azúcar  Mascabo ')).toBe('azucar mascabo');
    expect(normalizeText('ÑANDÚ\tCafé')).toBe('nandu cafe');
  });

  test('"azucar" encuentra "Azúcar" y al revés', () => {
    expect(matchesSearch(['Azúcar mascabo'], 'azucar')).toBe(true);
    expect(matchesSearch(['azucar mascabo'], 'AZÚCAR')).toBe(true);
  });

  test('busca el término en cualquiera de los campos', () => {
    expect(matchesSearch(['Yerba suave', 'Yerba', 'YER-001'], 'yer-0')).toBe(true);
    expect(matchesSearch(['Yerba suave', 'Yerba'], 'arroz')).toBe(false);
  });

  test('el catálogo busca por nombre, categoría, marca y sku', () => {
    const product = {
      nombre: 'Lentejas',
      categoria: 'Legumbres',
      marca: 'La Huerta',
      sku: 'LEG-7',
    };
    for (const term of ['lenteja', 'legumbres', 'huerta', 'leg-7']) {
      expect(productInView(product, { kind: 'search', value: term })).toBe(true);
    }
    expect(productInView(product, { kind: 'search', value: 'arroz' })).toBe(false);
  });

  test('el punto de venta busca solo por nombre o sku', () => {
    const product = { nombre: 'Lentejas', sku: 'LEG-7' };
    expect(matchesPosSearch(product, 'lent')).toBe(true);
    expect(matchesPosSearch(product, 'leg-7')).toBe(true);
  });
});

describe('vista del catálogo', () => {
  test('buscar sin texto o con solo espacios da "No se ingreso ningun dato"', () => {
    expect(searchView('')).toEqual({ ok: false, message: 'No se ingreso ningun dato' });
    expect(searchView('   ')).toEqual({ ok: false, message: 'No se ingreso ningun dato' });
  });

  test('buscar con texto pasa a la vista de búsqueda con el texto recortado', () => {
    expect(searchView('  yerba  mate ')).toEqual({
      ok: true,
      view: { kind: 'search', value: 'yerba mate' },
    });
  });

  test('elegir "Todos" vuelve a todos los productos', () => {
    expect(categoryView('Todos')).toEqual({ kind: 'all' });
    expect(brandView('Todos')).toEqual({ kind: 'all' });
    expect(categoryView('Yerba')).toEqual({ kind: 'category', value: 'Yerba' });
    expect(brandView('La Huerta')).toEqual({ kind: 'brand', value: 'La Huerta' });
  });

  test('filtra por categoría y por marca sin importar tildes', () => {
    const product = { nombre: 'Mascabo', categoria: 'Azúcar', marca: 'Ingenio', sku: 'AZ-1' };
    expect(productInView(product, { kind: 'category', value: 'azucar' })).toBe(true);
    expect(productInView(product, { kind: 'category', value: 'Yerba' })).toBe(false);
    expect(productInView(product, { kind: 'brand', value: 'INGENIO' })).toBe(true);
    expect(productInView(product, { kind: 'all' })).toBe(true);
  });

  test('la vista se guarda en la URL con categoria, marca o q', () => {
    expect(viewToQuery({ kind: 'all' })).toBe('');
    expect(viewToQuery({ kind: 'category', value: 'Harinas y Fécula' })).toBe(
      'categoria=Harinas%20y%20F%C3%A9cula',
    );
    expect(viewToQuery({ kind: 'brand', value: 'A&B' })).toBe('marca=A%26B');
    expect(viewToQuery({ kind: 'search', value: 'yerba' })).toBe('q=yerba');
  });

  test('la vista se lee de la URL y vuelve igual', () => {
    const views = [
      { kind: 'all' },
      { kind: 'category', value: 'Harinas y Fécula' },
      { kind: 'brand', value: 'A&B' },
      { kind: 'search', value: 'azúcar mascabo' },
    ] as const;
    for (const view of views) {
      expect(viewFromQuery(new URLSearchParams(viewToQuery(view)))).toEqual(view);
    }
  });

  test('una URL sin filtros, con "Todos" o con búsqueda en blanco muestra todos', () => {
    expect(viewFromQuery(new URLSearchParams(''))).toEqual({ kind: 'all' });
    expect(viewFromQuery(new URLSearchParams('categoria=Todos'))).toEqual({ kind: 'all' });
    expect(viewFromQuery(new URLSearchParams('q=%20%20'))).toEqual({ kind: 'all' });
  });

  test('si la URL trae varias claves gana q, después categoria, después marca', () => {
    expect(viewFromQuery(new URLSearchParams('marca=X&categoria=Yerba&q=mate'))).toEqual({
      kind: 'search',
      value: 'mate',
    });
    expect(viewFromQuery(new URLSearchParams('marca=X&categoria=Yerba'))).toEqual({
      kind: 'category',
      value: 'Yerba',
    });
  });
});

describe('páginas del catálogo y de la portada', () => {
  test('la portada muestra los últimos 8 productos publicados', () => {
    const products = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      publicado: i % 4 === 0 ? 'no' : 'si',
    }));
    expect(homeLatest(products).map((p) => p.id)).toEqual([12, 11, 10, 8, 7, 6, 4, 3]);
  });
});
