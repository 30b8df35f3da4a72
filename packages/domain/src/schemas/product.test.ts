import { describe, expect, test } from 'vitest';
import { joinImageList } from '../rules/images.ts';
import type { Product } from './api-types.ts';
import { firstMessage, toIssues } from './issues.ts';
import {
  EMPTY_PRODUCT_FORM,
  parseImageList,
  productFormSchema,
  productToForm,
  productUpdateSchema,
} from './product.ts';

const valid = {
  categoria: 'Yerba',
  nombre: 'Yerba suave',
  marca: 'Monte',
  medida: '1 kg',
  cantidad: '12',
  precio: '1500.50',
  url: 'a.webp, b.webp',
  descripcion: 'Yerba agroecológica de Misiones.',
};

function messages(input: unknown): string[] {
  const result = productFormSchema.safeParse(input);
  return result.success ? [] : toIssues(result.error).map((issue) => issue.message);
}

function messageFor(field: string, value: unknown): string | undefined {
  const result = productFormSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : toIssues(result.error).find((i) => i.path === field)?.message;
}

describe('formulario de producto', () => {
  test('un producto completo pasa con texto recortado y números', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      nombre: '  Yerba suave ',
      sku: ' YER-1 ',
      publicado: 'no',
    });
    expect(parsed).toEqual({
      ...valid,
      cantidad: 12,
      precio: 1500.5,
      sku: 'YER-1',
      publicado: 'no',
    });
  });

  test('los textos en blanco dan el mensaje de su campo', () => {
    expect(messageFor('nombre', '   ')).toBe('El nombre es requerido');
    expect(messageFor('categoria', ' ')).toBe('La categoría es requerida');
    expect(messageFor('medida', '')).toBe('La medida es requerida');
    expect(messageFor('marca', '\t')).toBe('La marca es requerida');
    expect(messageFor('descripcion', '  ')).toBe('La descripcion es requerida');
  });

  test('un formulario vacío informa todos los campos en el orden de la especificación', () => {
    expect(messages({})).toEqual([
      'El nombre es requerido',
      'La categoría es requerida',
      'La medida es requerida',
      'La marca es requerida',
      'La descripcion es requerida',
      'La cantidad es requerida',
      'El precio es requerido',
    ]);
    expect(messages(EMPTY_PRODUCT_FORM)).toEqual(messages({}));
  });

  test('el primer error es la primera regla que falla', () => {
    const result = productFormSchema.safeParse({ ...valid, medida: '', precio: '0' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessage(result.error)).toBe('La medida es requerida');
  });

  test('los textos cortos no superan 200 caracteres y la descripción 5000', () => {
    expect(messageFor('nombre', 'x'.repeat(201))).toBe(
      'El texto no puede superar los 200 caracteres',
    );
    expect(messageFor('nombre', 'x'.repeat(200))).toBeUndefined();
    expect(messageFor('descripcion', 'x'.repeat(5001))).toBe(
      'La descripción no puede superar los 5000 caracteres',
    );
  });

  test('la categoría debe ser una de las 13 y se guarda con su escritura oficial', () => {
    expect(messageFor('categoria', 'Verduras')).toBe('La categoría no es válida');
    expect(productFormSchema.parse({ ...valid, categoria: 'harinas y fecula' }).categoria).toBe(
      'Harinas y Fécula',
    );
  });
});

describe('cantidad del producto', () => {
  test('vacía da "La cantidad es requerida"', () => {
    expect(messageFor('cantidad', '')).toBe('La cantidad es requerida');
    expect(messageFor('cantidad', '  ')).toBe('La cantidad es requerida');
    expect(messageFor('cantidad', undefined)).toBe('La cantidad es requerida');
  });

  test('acepta número o texto con un entero desde 0', () => {
    expect(productFormSchema.parse({ ...valid, cantidad: 0 }).cantidad).toBe(0);
    expect(productFormSchema.parse({ ...valid, cantidad: ' 40 ' }).cantidad).toBe(40);
    expect(productFormSchema.parse({ ...valid, cantidad: 1_000_000 }).cantidad).toBe(1_000_000);
  });

  test('negativa, con decimales o no numérica no es válida', () => {
    for (const value of [-1, '-1', 2.5, '2.5', 'diez', '1e3']) {
      expect(messageFor('cantidad', value)).toBe(
        'La cantidad debe ser un número entero mayor o igual a 0',
      );
    }
  });

  test('enorme dice el máximo (issue 12)', () => {
    expect(messageFor('cantidad', 1_000_001)).toBe(
      'La cantidad no puede superar las 1.000.000 unidades',
    );
  });
});

describe('precio del producto', () => {
  test('vacío da "El precio es requerido"', () => {
    expect(messageFor('precio', '')).toBe('El precio es requerido');
    expect(messageFor('precio', undefined)).toBe('El precio es requerido');
    expect(messageFor('precio', ',')).toBe('El precio es requerido');
  });

  test('solo espacios da "El precio no puede ser solo espacios"', () => {
    expect(messageFor('precio', '   ')).toBe('El precio no puede ser solo espacios');
  });

  test('las comas se quitan antes de validar', () => {
    expect(productFormSchema.parse({ ...valid, precio: '1,500.50' }).precio).toBe(1500.5);
  });

  test('más de dos decimales, negativo o texto da el mensaje de formato', () => {
    for (const value of ['12.345', '-5', 'abc', '12.', '.5', -5, 12.345]) {
      expect(messageFor('precio', value)).toBe(
        'El precio debe ser un número positivo con hasta dos decimales',
      );
    }
  });

  test('cero da "El precio debe ser mayor a 0"', () => {
    expect(messageFor('precio', '0')).toBe('El precio debe ser mayor a 0');
    expect(messageFor('precio', '0.00')).toBe('El precio debe ser mayor a 0');
    expect(messageFor('precio', 0)).toBe('El precio debe ser mayor a 0');
  });

  test('acepta números y textos con hasta dos decimales, en pesos', () => {
    expect(productFormSchema.parse({ ...valid, precio: 999.99 }).precio).toBe(999.99);
    expect(productFormSchema.parse({ ...valid, precio: ' 10 ' }).precio).toBe(10);
  });

  test('no supera los 10.000.000 de pesos', () => {
    expect(messageFor('precio', '10000000')).toBeUndefined();
    expect(messageFor('precio', '10000000.01')).toBe('El precio no puede superar los $ 10.000.000');
  });
});

describe('imágenes, sku y publicación', () => {
  test('la lista de imágenes se normaliza y puede estar vacía', () => {
    expect(productFormSchema.parse({ ...valid, url: 'a.webp,b.webp, ' }).url).toBe(
      'a.webp, b.webp',
    );
    const { url, ...withoutUrl } = valid;
    expect(productFormSchema.parse(withoutUrl).url).toBe('');
  });

  test('hasta 20 imágenes por producto', () => {
    const many = Array.from({ length: 21 }, (_, i) => `${i}.webp`);
    expect(messageFor('url', joinImageList(many))).toBe(
      'Se permiten hasta 20 imágenes por producto',
    );
  });

  test('el sku es opcional, se recorta, en blanco no cuenta y tiene hasta 40 caracteres', () => {
    expect(productFormSchema.parse(valid).sku).toBeUndefined();
    expect(productFormSchema.parse({ ...valid, sku: '   ' }).sku).toBeUndefined();
    expect(messageFor('sku', 'x'.repeat(41))).toBe('El SKU no puede superar los 40 caracteres');
  });

  test('publicado es "si" o "no"', () => {
    expect(productFormSchema.parse({ ...valid, publicado: 'si' }).publicado).toBe('si');
    expect(messageFor('publicado', 'tal vez')).toBe('Datos inválidos');
  });

  test('las claves desconocidas se descartan', () => {
    expect(productFormSchema.parse({ ...valid, stock: 99, id: 3 })).not.toHaveProperty('stock');
  });

  test('parseImageList y joinImageList van y vuelven', () => {
    expect(joinImageList(parseImageList('a.webp, b.webp'))).toBe('a.webp, b.webp');
  });
});

describe('contenido del bolsón (MARKET §9)', () => {
  test('hasta 500 caracteres, sin espacios a los lados; ausente no cambia nada', () => {
    expect(productFormSchema.parse({ ...valid, contenido: '  Acelga, zapallo  ' }).contenido).toBe(
      'Acelga, zapallo',
    );
    expect(
      productFormSchema.parse({ ...valid, contenido: 'x'.repeat(500) }).contenido,
    ).toHaveLength(500);
    expect(productFormSchema.parse(valid).contenido).toBeUndefined();
    const long = productFormSchema.safeParse({ ...valid, contenido: 'x'.repeat(501) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('El contenido admite hasta 500 caracteres');
  });
});

describe('edición de producto', () => {
  test('la edición necesita un id entero positivo', () => {
    expect(productUpdateSchema.parse({ ...valid, id: 7 }).id).toBe(7);
    expect(productUpdateSchema.parse({ ...valid, id: '7' }).id).toBe(7);
    for (const id of [0, -1, 1.5, 'x', undefined]) {
      expect(productUpdateSchema.safeParse({ ...valid, id }).success).toBe(false);
    }
  });

  test('el formulario de edición se llena desde el producto y vuelve a validar', () => {
    const product: Product = {
      id: 4,
      sku: 'YER-1',
      nombre: 'Yerba suave',
      marca: 'Monte',
      medida: '1 kg',
      categoria: 'Yerba',
      descripcion: 'Rica.',
      precio: 1500.5,
      stock: 0,
      url: 'a.webp',
      imagenes: ['a.webp'],
      publicado: 'no',
      unidad: 'kg',
      paso: 100,
      suscribible: false,
      contenido: '',
      noVieneA: [],
    };
    const form = productToForm(product);
    expect(form).toMatchObject({ cantidad: '0', precio: '1500.5' });
    expect(productUpdateSchema.parse(form)).toMatchObject({
      id: 4,
      cantidad: 0,
      precio: 1500.5,
      sku: 'YER-1',
    });
  });
});
