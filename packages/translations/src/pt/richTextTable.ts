import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Inserir tabela',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Colunas: {{columns}}, linhas: {{rows}}',
  cellMenu: 'Opções da célula',
  rowsAndColumns: 'Linhas e colunas',
  cells: 'Células',
  merge: 'Mesclar células',
  split: 'Dividir célula',
  color: 'Cor de fundo',
  color_none: 'Sem cor',
  color_gray: 'Cinza',
  color_red: 'Vermelho',
  color_orange: 'Laranja',
  color_yellow: 'Amarelo',
  color_green: 'Verde',
  color_teal: 'Verde-azulado',
  color_blue: 'Azul',
  color_purple: 'Roxo',
  color_pink: 'Rosa',
  headers: 'Cabeçalhos',
  headerRow: 'Linha de cabeçalho',
  headerColumn: 'Coluna de cabeçalho',
  remove: 'Excluir',
};
