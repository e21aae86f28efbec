import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Insertar una tabla',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Columnas: {{columns}}, filas: {{rows}}',
  cellMenu: 'Opciones de celda',
  rowsAndColumns: 'Filas y columnas',
  cells: 'Celdas',
  merge: 'Combinar celdas',
  split: 'Dividir celda',
  color: 'Color de fondo',
  color_none: 'Sin color',
  color_gray: 'Gris',
  color_red: 'Rojo',
  color_orange: 'Naranja',
  color_yellow: 'Amarillo',
  color_green: 'Verde',
  color_teal: 'Verde azulado',
  color_blue: 'Azul',
  color_purple: 'Morado',
  color_pink: 'Rosa',
  headers: 'Encabezados',
  headerRow: 'Fila de encabezado',
  headerColumn: 'Columna de encabezado',
  remove: 'Eliminar',
};
