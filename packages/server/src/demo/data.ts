// Demo-shop seed data for Feria: producers, products, carousel sections and the "Nosotros" text.
// Names and places are invented but plausible for the Santa Fe region.

export type DemoProduct = {
  sku: string;
  nombre: string;
  marca: string;
  medida: string;
  categoria: string;
  /** Pesos, at most 2 decimals. */
  precio: number;
  stock: number;
  descripcion: string;
  publicado: 'si' | 'no';
};

export type DemoProducer = { marca: string; localidad: string; descripcion: string };

export type DemoSection = { seccion: 1 | 2 | 3; texto: string; titulo: string };

const VERDECITA = 'Cooperativa La Verdecita';
const MOLINO = 'Molino Santa Clara';
const PIAMONTESA = 'Fideería La Piamontesa';
const ANSELMO = 'Don Anselmo Apicultura';
const CEIBO = 'Almacén Cooperativo El Ceibo';
const ARROCERA = 'Arrocera Los Sauces';
const ELVIRA = 'Huerta Doña Elvira';
const PRENSA = 'Prensa Fría San Carlos';
const TRES_MARIAS = 'Granja Las Tres Marías';
const CALANDRIA = 'Jabonería La Calandria';
const CANERA = 'Cooperativa Cañera del Norte';
const ALGARROBOS = 'Semillería Los Algarrobos';
const YUYOS = 'Yuyos de Cayastá';

export const demoProducers: DemoProducer[] = [
  {
    marca: VERDECITA,
    localidad: 'San Justo',
    descripcion:
      'Doce familias que cultivan legumbres en rotación con pasturas, sin agrotóxicos, en campos de la zona rural de San Justo.',
  },
  {
    marca: MOLINO,
    localidad: 'Esperanza',
    descripcion:
      'Molino harinero familiar que muele con piedra trigo y centeno agroecológico de chacras vecinas de Esperanza.',
  },
  {
    marca: PIAMONTESA,
    localidad: 'Rafaela',
    descripcion:
      'Pequeña fideería de Rafaela que elabora pastas secas con harinas de la región y recetas heredadas de la nonna piamontesa.',
  },
  {
    marca: ANSELMO,
    localidad: 'Helvecia',
    descripcion:
      'Apiario de monte nativo en las islas frente a Helvecia, con colmenas que se trasladan siguiendo la floración del litoral.',
  },
  {
    marca: CEIBO,
    localidad: 'Reconquista',
    descripcion:
      'Almacén cooperativo de Reconquista que selecciona y fracciona yerba de cooperativas agroecológicas de Misiones.',
  },
  {
    marca: ARROCERA,
    localidad: 'San Javier',
    descripcion:
      'Productores de arroz de la costa de San Javier que riegan con agua del río y controlan malezas sin herbicidas.',
  },
  {
    marca: ELVIRA,
    localidad: 'Sauce Viejo',
    descripcion:
      'Huerta familiar de Sauce Viejo que cultiva, seca y muele sus propias especias y aromáticas.',
  },
  {
    marca: PRENSA,
    localidad: 'San Carlos Centro',
    descripcion:
      'Prensa de aceites en frío de San Carlos Centro que trabaja con girasol y lino locales y con olivares familiares de Cruz del Eje.',
  },
  {
    marca: TRES_MARIAS,
    localidad: 'Coronda',
    descripcion:
      'Granja de tres hermanas en Coronda que convierte sus frutillas y hortalizas agroecológicas en jugos y dulces.',
  },
  {
    marca: CALANDRIA,
    localidad: 'Santo Tomé',
    descripcion:
      'Jabonería artesanal de Santo Tomé que elabora cosmética natural por saponificación en frío con aceites y hierbas de la feria.',
  },
  {
    marca: CANERA,
    localidad: 'Villa Ocampo',
    descripcion:
      'Cooperativa de pequeños cañeros de Villa Ocampo que elabora azúcar integral en trapiche propio y cultiva mandioca.',
  },
  {
    marca: ALGARROBOS,
    localidad: 'Gálvez',
    descripcion:
      'Semillería de Gálvez que produce, limpia y envasa semillas comestibles de cultivos agroecológicos del centro santafesino.',
  },
  {
    marca: YUYOS,
    localidad: 'Cayastá',
    descripcion:
      'Recolectoras y huerteras de Cayastá que cosechan y secan a la sombra hierbas medicinales y aromáticas.',
  },
];

export const demoProducts: DemoProduct[] = [
  // Yerba
  {
    sku: 'YER-001',
    nombre: 'Yerba mate agroecológica',
    marca: CEIBO,
    medida: '1 kg',
    categoria: 'Yerba',
    precio: 6500,
    stock: 42,
    descripcion:
      'Yerba con palo de yerbales agroecológicos de cooperativas de Misiones, estacionada doce meses. Seleccionada y fraccionada en Reconquista.',
    publicado: 'si',
  },
  {
    sku: 'YER-002',
    nombre: 'Yerba mate suave',
    marca: CEIBO,
    medida: '500 g',
    categoria: 'Yerba',
    precio: 3450,
    stock: 35,
    descripcion:
      'Molienda fina con bajo contenido de palo, de yerbales sin agrotóxicos del centro de Misiones. Ideal para quienes recién empiezan a matear.',
    publicado: 'si',
  },
  {
    sku: 'YER-003',
    nombre: 'Yerba mate barbacuá',
    marca: CEIBO,
    medida: '1 kg',
    categoria: 'Yerba',
    precio: 7200,
    stock: 3,
    descripcion:
      'Secada a la manera tradicional con humo de leña en barbacuá por una familia productora de Oberá. Sabor ahumado e intenso.',
    publicado: 'si',
  },
  {
    sku: 'YER-004',
    nombre: 'Yerba mate con hierbas serranas',
    marca: YUYOS,
    medida: '500 g',
    categoria: 'Yerba',
    precio: 3790,
    stock: 28,
    descripcion:
      'Yerba de cooperativas misioneras compuesta con peperina, menta y poleo cultivados y secados a la sombra en Cayastá.',
    publicado: 'si',
  },
  {
    sku: 'YER-005',
    nombre: 'Yerba mate despalada',
    marca: CEIBO,
    medida: '500 g',
    categoria: 'Yerba',
    precio: 3699.5,
    stock: 0,
    descripcion:
      'Hoja molida sin palo, de yerbales agroecológicos de Misiones, estacionada naturalmente. Rinde mucho y tiene un sabor pleno.',
    publicado: 'si',
  },
  // Legumbres
  {
    sku: 'LEG-001',
    nombre: 'Lentejas',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Legumbres',
    precio: 2900,
    stock: 54,
    descripcion:
      'Lentejas cultivadas sin agroquímicos en campos de la cooperativa en San Justo, trilladas y seleccionadas a mano.',
    publicado: 'si',
  },
  {
    sku: 'LEG-002',
    nombre: 'Porotos negros',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Legumbres',
    precio: 2450,
    stock: 47,
    descripcion:
      'Porotos negros sembrados en rotación con pasturas en San Justo y secados al sol en la propia chacra.',
    publicado: 'si',
  },
  {
    sku: 'LEG-003',
    nombre: 'Garbanzos',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Legumbres',
    precio: 2780,
    stock: 38,
    descripcion:
      'Garbanzos de cosecha invernal cultivados sin fertilizantes de síntesis en San Justo. Remojalos la noche anterior.',
    publicado: 'si',
  },
  {
    sku: 'LEG-004',
    nombre: 'Porotos aduki',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Legumbres',
    precio: 3350,
    stock: 2,
    descripcion:
      'Pequeños porotos rojos de cocción rápida, cultivados a pequeña escala por la cooperativa en San Justo.',
    publicado: 'si',
  },
  {
    sku: 'LEG-005',
    nombre: 'Arvejas partidas',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Legumbres',
    precio: 1899.5,
    stock: 61,
    descripcion:
      'Arvejas secas partidas y limpiadas en la planta cooperativa de San Justo. Perfectas para guisos y sopas.',
    publicado: 'si',
  },
  {
    sku: 'LEG-006',
    nombre: 'Porotos mung',
    marca: ALGARROBOS,
    medida: '250 g',
    categoria: 'Legumbres',
    precio: 2199.5,
    stock: 19,
    descripcion:
      'Porotos mung cultivados sin agrotóxicos en Gálvez, aptos para cocinar o para germinar brotes en casa.',
    publicado: 'si',
  },
  // Bebidas
  {
    sku: 'BEB-001',
    nombre: 'Jugo de frutilla',
    marca: TRES_MARIAS,
    medida: '1 L',
    categoria: 'Bebidas',
    precio: 4200,
    stock: 24,
    descripcion:
      'Jugo exprimido de frutillas agroecológicas de Coronda, pasteurizado y sin conservantes. Agitar antes de servir.',
    publicado: 'si',
  },
  {
    sku: 'BEB-002',
    nombre: 'Jugo de naranja y zanahoria',
    marca: TRES_MARIAS,
    medida: '1 L',
    categoria: 'Bebidas',
    precio: 3800,
    stock: 0,
    descripcion:
      'Elaborado en Coronda con zanahorias de la granja y naranjas de una quinta vecina de Desvío Arijón, sin azúcar agregada.',
    publicado: 'si',
  },
  {
    sku: 'BEB-003',
    nombre: 'Hidromiel seco',
    marca: ANSELMO,
    medida: '750 ml',
    categoria: 'Bebidas',
    precio: 8900,
    stock: 14,
    descripcion:
      'Bebida fermentada de miel de monte y agua, madurada seis meses en Helvecia. Contiene alcohol; venta a mayores de 18 años.',
    publicado: 'si',
  },
  {
    sku: 'BEB-004',
    nombre: 'Limonada de jengibre y miel',
    marca: ANSELMO,
    medida: '1 L',
    categoria: 'Bebidas',
    precio: 3600,
    stock: 18,
    descripcion:
      'Limonada casera endulzada con miel del apiario de Helvecia y jengibre rallado. Se conserva en heladera.',
    publicado: 'no',
  },
  // Arroz
  {
    sku: 'ARR-001',
    nombre: 'Arroz yamaní',
    marca: ARROCERA,
    medida: '1 kg',
    categoria: 'Arroz',
    precio: 3900,
    stock: 44,
    descripcion:
      'Arroz integral de grano corto cultivado en la costa de San Javier con riego del río y sin herbicidas.',
    publicado: 'si',
  },
  {
    sku: 'ARR-002',
    nombre: 'Arroz largo fino integral',
    marca: ARROCERA,
    medida: '1 kg',
    categoria: 'Arroz',
    precio: 3400,
    stock: 37,
    descripcion:
      'Arroz integral descascarado en el molino de San Javier, conserva el salvado y todo su sabor.',
    publicado: 'si',
  },
  {
    sku: 'ARR-003',
    nombre: 'Arroz blanco largo fino',
    marca: ARROCERA,
    medida: '1 kg',
    categoria: 'Arroz',
    precio: 2650,
    stock: 72,
    descripcion:
      'Arroz pulido de arroceras familiares de San Javier, cultivado con manejo agroecológico de malezas.',
    publicado: 'si',
  },
  {
    sku: 'ARR-004',
    nombre: 'Arroz yamaní',
    marca: ARROCERA,
    medida: '3 kg',
    categoria: 'Arroz',
    precio: 10900,
    stock: 9,
    descripcion:
      'Presentación familiar del arroz yamaní de la costa de San Javier, cosechado y secado en la chacra.',
    publicado: 'si',
  },
  // Harinas y Fécula
  {
    sku: 'HAR-001',
    nombre: 'Harina integral de trigo',
    marca: MOLINO,
    medida: '1 kg',
    categoria: 'Harinas y Fécula',
    precio: 2100,
    stock: 66,
    descripcion:
      'Trigo agroecológico de chacras vecinas de Esperanza molido con piedra, con todo su germen y salvado.',
    publicado: 'si',
  },
  {
    sku: 'HAR-002',
    nombre: 'Harina de trigo 000',
    marca: MOLINO,
    medida: '1 kg',
    categoria: 'Harinas y Fécula',
    precio: 1650,
    stock: 80,
    descripcion:
      'Harina blanca tamizada en el molino de Esperanza a partir de trigo sin agrotóxicos. Ideal para pan y pizzas.',
    publicado: 'si',
  },
  {
    sku: 'HAR-003',
    nombre: 'Harina de centeno integral',
    marca: MOLINO,
    medida: '1 kg',
    categoria: 'Harinas y Fécula',
    precio: 2450,
    stock: 4,
    descripcion:
      'Centeno sembrado en invierno en Esperanza y molido con piedra. Da panes húmedos y de miga oscura.',
    publicado: 'si',
  },
  {
    sku: 'HAR-004',
    nombre: 'Harina de garbanzo',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Harinas y Fécula',
    precio: 2299.5,
    stock: 22,
    descripcion:
      'Garbanzos de la cooperativa molidos en San Justo. Sin gluten agregado, para fainá, rebozados y tortillas.',
    publicado: 'si',
  },
  {
    sku: 'HAR-005',
    nombre: 'Fécula de mandioca',
    marca: CANERA,
    medida: '500 g',
    categoria: 'Harinas y Fécula',
    precio: 1890,
    stock: 31,
    descripcion:
      'Almidón extraído artesanalmente de mandioca cultivada en Villa Ocampo. Para chipá y espesar salsas.',
    publicado: 'si',
  },
  {
    sku: 'HAR-006',
    nombre: 'Harina de arroz integral',
    marca: ARROCERA,
    medida: '500 g',
    categoria: 'Harinas y Fécula',
    precio: 1950,
    stock: 26,
    descripcion:
      'Arroz integral de San Javier molido fino en el molino de la arrocera. Naturalmente sin gluten.',
    publicado: 'si',
  },
  {
    sku: 'HAR-007',
    nombre: 'Harina integral de trigo',
    marca: MOLINO,
    medida: '3 kg',
    categoria: 'Harinas y Fécula',
    precio: 5900,
    stock: 14,
    descripcion:
      'Bolsa grande de harina integral molida con piedra en Esperanza, pensada para quienes amasan todas las semanas.',
    publicado: 'si',
  },
  // Azúcar
  {
    sku: 'AZU-001',
    nombre: 'Azúcar mascabo',
    marca: CANERA,
    medida: '500 g',
    categoria: 'Azúcar',
    precio: 2350,
    stock: 40,
    descripcion:
      'Jugo de caña cocido lentamente en el trapiche cooperativo de Villa Ocampo, sin refinar y con toda su melaza.',
    publicado: 'si',
  },
  {
    sku: 'AZU-002',
    nombre: 'Azúcar mascabo',
    marca: CANERA,
    medida: '1 kg',
    categoria: 'Azúcar',
    precio: 4400,
    stock: 0,
    descripcion:
      'Presentación de un kilo del mascabo de caña cultivada sin quema por pequeños productores de Villa Ocampo.',
    publicado: 'si',
  },
  {
    sku: 'AZU-003',
    nombre: 'Azúcar rubia de caña',
    marca: CANERA,
    medida: '1 kg',
    categoria: 'Azúcar',
    precio: 2300,
    stock: 52,
    descripcion:
      'Azúcar cristalizada sin blanquear elaborada en Villa Ocampo con caña cosechada a mano y sin quema.',
    publicado: 'si',
  },
  {
    sku: 'AZU-004',
    nombre: 'Azúcar integral de caña',
    marca: CANERA,
    medida: '500 g',
    categoria: 'Azúcar',
    precio: 2699.5,
    stock: 27,
    descripcion:
      'Panela molida obtenida por evaporación del jugo de caña en pailas abiertas, en el trapiche de Villa Ocampo.',
    publicado: 'si',
  },
  // Fideos
  {
    sku: 'FID-001',
    nombre: 'Tallarines integrales',
    marca: PIAMONTESA,
    medida: '500 g',
    categoria: 'Fideos',
    precio: 2400,
    stock: 33,
    descripcion:
      'Pasta seca elaborada en Rafaela con harina integral de trigo agroecológico y secado lento a baja temperatura.',
    publicado: 'si',
  },
  {
    sku: 'FID-002',
    nombre: 'Mostachol de sémola',
    marca: PIAMONTESA,
    medida: '500 g',
    categoria: 'Fideos',
    precio: 1950,
    stock: 45,
    descripcion:
      'Trefilado al bronce en la fideería de Rafaela para una superficie rugosa que retiene la salsa.',
    publicado: 'si',
  },
  {
    sku: 'FID-003',
    nombre: 'Spaghetti de espelta',
    marca: PIAMONTESA,
    medida: '500 g',
    categoria: 'Fideos',
    precio: 2990,
    stock: 12,
    descripcion:
      'Spaghetti de harina de espelta cultivada en el oeste santafesino, amasados y secados en Rafaela.',
    publicado: 'no',
  },
  {
    sku: 'FID-004',
    nombre: 'Fideos de arroz',
    marca: ARROCERA,
    medida: '250 g',
    categoria: 'Fideos',
    precio: 2100,
    stock: 17,
    descripcion:
      'Finos fideos de harina de arroz de San Javier, secados al aire. Se hidratan en pocos minutos.',
    publicado: 'si',
  },
  // Hierbas e Infusiones
  {
    sku: 'HIE-001',
    nombre: 'Té de hierbas serranas',
    marca: YUYOS,
    medida: '50 g',
    categoria: 'Hierbas e Infusiones',
    precio: 2800,
    stock: 29,
    descripcion:
      'Mezcla de peperina, tomillo, burrito y menta, cosechada a mano y secada a la sombra en Cayastá.',
    publicado: 'si',
  },
  {
    sku: 'HIE-002',
    nombre: 'Manzanilla en flor',
    marca: YUYOS,
    medida: '30 g',
    categoria: 'Hierbas e Infusiones',
    precio: 1900,
    stock: 36,
    descripcion:
      'Flores enteras de manzanilla cultivadas en la huerta comunitaria de Cayastá y secadas en tendal.',
    publicado: 'si',
  },
  {
    sku: 'HIE-003',
    nombre: 'Cedrón',
    marca: YUYOS,
    medida: '30 g',
    categoria: 'Hierbas e Infusiones',
    precio: 2100,
    stock: 1,
    descripcion:
      'Hojas de cedrón de plantas adultas de Cayastá, cortadas en primavera y secadas a la sombra. Digestivo y muy aromático.',
    publicado: 'si',
  },
  {
    sku: 'HIE-004',
    nombre: 'Menta peperita',
    marca: ELVIRA,
    medida: '30 g',
    categoria: 'Hierbas e Infusiones',
    precio: 1850,
    stock: 23,
    descripcion:
      'Menta cultivada entre hortalizas en la huerta de Sauce Viejo y deshidratada en secadero solar.',
    publicado: 'si',
  },
  {
    sku: 'HIE-005',
    nombre: 'Burrito y poleo',
    marca: YUYOS,
    medida: '30 g',
    categoria: 'Hierbas e Infusiones',
    precio: 2050,
    stock: 15,
    descripcion:
      'Dos yuyos clásicos para sumar al mate, recolectados de forma cuidada en Cayastá y secados a la sombra.',
    publicado: 'si',
  },
  // Semillas
  {
    sku: 'SEM-001',
    nombre: 'Semillas de chía',
    marca: ALGARROBOS,
    medida: '250 g',
    categoria: 'Semillas',
    precio: 2150,
    stock: 48,
    descripcion:
      'Chía cultivada sin agrotóxicos en lotes del centro santafesino, limpiada y envasada en Gálvez.',
    publicado: 'si',
  },
  {
    sku: 'SEM-002',
    nombre: 'Semillas de lino',
    marca: ALGARROBOS,
    medida: '500 g',
    categoria: 'Semillas',
    precio: 1800,
    stock: 57,
    descripcion:
      'Lino marrón de cosecha local seleccionado en la semillería de Gálvez. Molelo antes de consumir.',
    publicado: 'si',
  },
  {
    sku: 'SEM-003',
    nombre: 'Semillas de girasol peladas',
    marca: ALGARROBOS,
    medida: '250 g',
    categoria: 'Semillas',
    precio: 2390,
    stock: 30,
    descripcion:
      'Girasol confitero agroecológico de Gálvez, descascarado en frío y sin sal agregada.',
    publicado: 'si',
  },
  {
    sku: 'SEM-004',
    nombre: 'Semillas de sésamo integral',
    marca: ALGARROBOS,
    medida: '250 g',
    categoria: 'Semillas',
    precio: 2450,
    stock: 3,
    descripcion:
      'Sésamo con cáscara sembrado en pequeña escala en el centro santafesino y limpiado en Gálvez.',
    publicado: 'si',
  },
  // Condimentos
  {
    sku: 'CON-001',
    nombre: 'Pimentón dulce',
    marca: ELVIRA,
    medida: '100 g',
    categoria: 'Condimentos',
    precio: 1890,
    stock: 27,
    descripcion:
      'Pimientos cultivados en Sauce Viejo, secados al sol y molidos en la huerta. Color intenso y aroma suave.',
    publicado: 'si',
  },
  {
    sku: 'CON-002',
    nombre: 'Orégano',
    marca: ELVIRA,
    medida: '50 g',
    categoria: 'Condimentos',
    precio: 1650,
    stock: 39,
    descripcion:
      'Orégano cortado en flor en la huerta de Sauce Viejo y secado a la sombra para conservar sus aceites.',
    publicado: 'si',
  },
  {
    sku: 'CON-003',
    nombre: 'Ají molido',
    marca: ELVIRA,
    medida: '50 g',
    categoria: 'Condimentos',
    precio: 1500,
    stock: 21,
    descripcion:
      'Ajíes picantes de la huerta de Sauce Viejo secados en tendal y molidos gruesos con sus semillas.',
    publicado: 'si',
  },
  {
    sku: 'CON-004',
    nombre: 'Chimichurri',
    marca: ELVIRA,
    medida: '100 g',
    categoria: 'Condimentos',
    precio: 2100,
    stock: 34,
    descripcion:
      'Mezcla seca de orégano, ají, ajo y perejil de la propia huerta de Sauce Viejo. Solo sumale aceite y vinagre.',
    publicado: 'si',
  },
  {
    sku: 'CON-005',
    nombre: 'Sal con hierbas',
    marca: ELVIRA,
    medida: '250 g',
    categoria: 'Condimentos',
    precio: 2200,
    stock: 16,
    descripcion:
      'Sal de Salinas Grandes mezclada en Sauce Viejo con romero, tomillo y albahaca secados en la huerta.',
    publicado: 'no',
  },
  // Aceitunas y Aceites
  {
    sku: 'ACE-001',
    nombre: 'Aceite de oliva virgen extra',
    marca: PRENSA,
    medida: '500 ml',
    categoria: 'Aceitunas y Aceites',
    precio: 14500,
    stock: 20,
    descripcion:
      'Aceitunas de olivares familiares de Cruz del Eje prensadas en frío y envasadas en San Carlos Centro.',
    publicado: 'si',
  },
  {
    sku: 'ACE-002',
    nombre: 'Aceite de girasol alto oleico',
    marca: PRENSA,
    medida: '1 L',
    categoria: 'Aceitunas y Aceites',
    precio: 6200,
    stock: 25,
    descripcion:
      'Girasol agroecológico de la zona de San Carlos prensado en frío y filtrado por decantación, sin solventes.',
    publicado: 'si',
  },
  {
    sku: 'ACE-003',
    nombre: 'Aceite de lino prensado en frío',
    marca: PRENSA,
    medida: '250 ml',
    categoria: 'Aceitunas y Aceites',
    precio: 5400,
    stock: 2,
    descripcion:
      'Semillas de lino de Gálvez prensadas en frío en pequeñas tandas en San Carlos Centro. Conservar en heladera.',
    publicado: 'si',
  },
  {
    sku: 'ACE-004',
    nombre: 'Aceitunas verdes en salmuera',
    marca: PRENSA,
    medida: '500 g',
    categoria: 'Aceitunas y Aceites',
    precio: 5200,
    stock: 18,
    descripcion:
      'Aceitunas de Cruz del Eje curadas lentamente en salmuera, sin soda cáustica, y envasadas en San Carlos Centro.',
    publicado: 'si',
  },
  {
    sku: 'ACE-005',
    nombre: 'Aceitunas negras tipo griega',
    marca: PRENSA,
    medida: '250 g',
    categoria: 'Aceitunas y Aceites',
    precio: 4100,
    stock: 0,
    descripcion:
      'Aceitunas maduras curadas en sal seca al estilo griego, de olivares familiares y envasadas en San Carlos Centro.',
    publicado: 'si',
  },
  // Otros alimentos
  {
    sku: 'OTR-001',
    nombre: 'Miel de monte',
    marca: ANSELMO,
    medida: '1 kg',
    categoria: 'Otros alimentos',
    precio: 9800,
    stock: 26,
    descripcion:
      'Miel multifloral de monte nativo de las islas frente a Helvecia, extraída en frío y sin pasteurizar.',
    publicado: 'si',
  },
  {
    sku: 'OTR-002',
    nombre: 'Miel cremosa',
    marca: ANSELMO,
    medida: '500 g',
    categoria: 'Otros alimentos',
    precio: 5600,
    stock: 31,
    descripcion:
      'Miel de Helvecia batida a mano durante su cristalización para lograr una textura suave y untable.',
    publicado: 'si',
  },
  {
    sku: 'OTR-003',
    nombre: 'Mermelada de frutilla',
    marca: TRES_MARIAS,
    medida: '450 g',
    categoria: 'Otros alimentos',
    precio: 3900,
    stock: 22,
    descripcion:
      'Frutillas de Coronda cocidas en paila con azúcar mascabo, sin pectina ni conservantes agregados.',
    publicado: 'si',
  },
  {
    sku: 'OTR-004',
    nombre: 'Melaza de caña',
    marca: CANERA,
    medida: '500 ml',
    categoria: 'Otros alimentos',
    precio: 2750,
    stock: 13,
    descripcion:
      'Miel de caña espesa obtenida en el trapiche cooperativo de Villa Ocampo. Para endulzar tortas y panes.',
    publicado: 'si',
  },
  {
    sku: 'OTR-005',
    nombre: 'Dulce de batata',
    marca: TRES_MARIAS,
    medida: '500 g',
    categoria: 'Otros alimentos',
    precio: 2899.5,
    stock: 19,
    descripcion:
      'Batatas de la granja en Coronda cocidas lentamente con azúcar de caña y un toque de vainilla.',
    publicado: 'si',
  },
  // Cuidado personal
  {
    sku: 'CUI-001',
    nombre: 'Jabón de caléndula',
    marca: CALANDRIA,
    medida: '1 u',
    categoria: 'Cuidado personal',
    precio: 3500,
    stock: 40,
    descripcion:
      'Jabón saponificado en frío en Santo Tomé con aceite de oliva e infusión de caléndula de la huerta. Curado seis semanas.',
    publicado: 'si',
  },
  {
    sku: 'CUI-002',
    nombre: 'Jabón de avena y miel',
    marca: CALANDRIA,
    medida: '1 u',
    categoria: 'Cuidado personal',
    precio: 3500,
    stock: 35,
    descripcion:
      'Jabón suave para piel sensible elaborado en Santo Tomé con avena molida y miel de Helvecia.',
    publicado: 'si',
  },
  {
    sku: 'CUI-003',
    nombre: 'Shampoo sólido de romero',
    marca: CALANDRIA,
    medida: '1 u',
    categoria: 'Cuidado personal',
    precio: 6200,
    stock: 14,
    descripcion:
      'Barra de shampoo sin envase plástico hecha a mano en Santo Tomé con romero y aceite de coco.',
    publicado: 'si',
  },
  {
    sku: 'CUI-004',
    nombre: 'Bálsamo labial de cera de abeja',
    marca: ANSELMO,
    medida: '1 u',
    categoria: 'Cuidado personal',
    precio: 2600,
    stock: 28,
    descripcion:
      'Cera de las colmenas de Helvecia fundida con manteca de karité y aceite de girasol prensado en frío.',
    publicado: 'no',
  },
  // Novedades: the home page shows the last 8 products as "Nuevo".
  {
    sku: 'CUI-005',
    nombre: 'Desodorante natural de lavanda',
    marca: CALANDRIA,
    medida: '60 g',
    categoria: 'Cuidado personal',
    precio: 5400,
    stock: 22,
    descripcion:
      'Crema desodorante elaborada en Santo Tomé con bicarbonato, almidón de mandioca y lavanda de la huerta.',
    publicado: 'si',
  },
  {
    sku: 'ARR-005',
    nombre: 'Arroz carnaroli para risotto',
    marca: ARROCERA,
    medida: '500 g',
    categoria: 'Arroz',
    precio: 3150,
    stock: 24,
    descripcion:
      'Primera cosecha de grano carnaroli en la costa de San Javier, cultivado con riego del río y sin herbicidas.',
    publicado: 'si',
  },
  {
    sku: 'LEG-007',
    nombre: 'Porotos colorados',
    marca: VERDECITA,
    medida: '500 g',
    categoria: 'Legumbres',
    precio: 2590,
    stock: 33,
    descripcion:
      'Nueva variedad sumada este año por la cooperativa de San Justo, sembrada en rotación y cosechada a mano.',
    publicado: 'si',
  },
  {
    sku: 'SEM-005',
    nombre: 'Mix de semillas tostadas',
    marca: ALGARROBOS,
    medida: '250 g',
    categoria: 'Semillas',
    precio: 2750,
    stock: 27,
    descripcion:
      'Girasol, zapallo, sésamo y lino de Gálvez tostados en horno de barro. Para ensaladas y panes.',
    publicado: 'si',
  },
  {
    sku: 'HIE-006',
    nombre: 'Infusión de hibisco y menta',
    marca: YUYOS,
    medida: '50 g',
    categoria: 'Hierbas e Infusiones',
    precio: 2600,
    stock: 20,
    descripcion:
      'Cálices de hibisco y hojas de menta cultivados en Cayastá y secados a la sombra. Rica fría o caliente.',
    publicado: 'si',
  },
  {
    sku: 'FID-005',
    nombre: 'Tirabuzones de espinaca',
    marca: PIAMONTESA,
    medida: '500 g',
    categoria: 'Fideos',
    precio: 2350,
    stock: 26,
    descripcion:
      'Pasta seca de Rafaela coloreada con espinaca deshidratada de huertas agroecológicas de la zona.',
    publicado: 'si',
  },
  {
    sku: 'BEB-005',
    nombre: 'Kombucha de frutilla y albahaca',
    marca: TRES_MARIAS,
    medida: '500 ml',
    categoria: 'Bebidas',
    precio: 3300,
    stock: 15,
    descripcion:
      'Té fermentado de forma natural en Coronda y saborizado con frutillas y albahaca de la granja.',
    publicado: 'si',
  },
  {
    sku: 'ACE-006',
    nombre: 'Pasta de aceitunas negras',
    marca: PRENSA,
    medida: '200 g',
    categoria: 'Aceitunas y Aceites',
    precio: 4700,
    stock: 11,
    descripcion:
      'Aceitunas negras molidas con aceite de oliva virgen extra y orégano, elaborada en San Carlos Centro.',
    publicado: 'si',
  },
];

export const demoSections: DemoSection[] = [
  {
    seccion: 1,
    titulo: 'Del campo a tu mesa',
    texto:
      'Alimentos agroecológicos de productores de la región de Santa Fe, sin agrotóxicos y a precio justo. Comprá online y retirá en la feria o recibilo en tu casa.',
  },
  {
    seccion: 2,
    titulo: 'La feria itinerante',
    texto:
      'Cada semana armamos los puestos en un barrio distinto de Santa Fe y Santo Tomé. Seguinos y enterate dónde estamos este sábado.',
  },
  {
    seccion: 3,
    titulo: 'Conocé a quienes producen',
    texto:
      'Cooperativas, familias y pequeños molinos de San Justo, Esperanza, Helvecia y el norte santafesino. Cada compra sostiene su trabajo.',
  },
];
